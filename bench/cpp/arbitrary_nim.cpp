// AtCoder ARC168 B (Arbitrary Nim) in C++17, the reference for bench/README.md.
// The same method as the Rust binary: if the XOR of the piles is non-zero print -1; otherwise
// sort the piles and walk the runs of equal values from the top to the largest of odd length m,
// printing m - 1, or 0 when every run is even. A hand-written fread reader.
// Build: g++ -O2 -std=c++17 -o arbitrary_nim bench/cpp/arbitrary_nim.cpp
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

typedef unsigned long long u64;

static char in_buf[1 << 16];
static size_t in_len = 0, in_pos = 0;

static int next_char() {
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return -1;
    }
    return in_buf[in_pos++];
}

static u64 read_u64() {
    int c = next_char();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = next_char();
    u64 x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = next_char();
    }
    return x;
}

int main() {
    u64 n = read_u64(), x = 0;
    std::vector<u64> piles(n);
    for (auto &a : piles) {
        a = read_u64();
        x ^= a;
    }
    if (x != 0) {
        puts("-1");
        return 0;
    }
    std::sort(piles.begin(), piles.end());
    size_t end = piles.size();
    while (end > 0) {
        size_t start = end - 1;
        while (start > 0 && piles[start - 1] == piles[end - 1]) start--;
        if ((end - start) % 2 == 1) {
            printf("%llu\n", piles[end - 1] - 1);
            return 0;
        }
        end = start;
    }
    puts("0");
}
