// Luogu P4101 [HEOI2014] (人人尽说江南好) in C++17, the reference for bench/README.md.
// The same method as the Rust binary: per game, L = n - ceil(n / m) (0 when m = 0); print 0
// (the first player wins) iff L is odd, else 1. A hand-written fread reader.
// Build: g++ -O2 -std=c++17 -o merge_piles bench/cpp/merge_piles.cpp
#include <cstdint>
#include <cstdio>
#include <string>

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
    std::string out;
    u64 tests = read_u64();
    for (u64 t = 0; t < tests; t++) {
        u64 n = read_u64(), m = read_u64();
        u64 merges = m == 0 ? 0 : n - (n / m + (n % m != 0));
        out += merges % 2 == 1 ? "0\n" : "1\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
