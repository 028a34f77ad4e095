// Codeforces 1451F (Nullify The Matrix) in C++17, the reference for bench/README.md.
// The same method as the Rust binary: XOR the values of each anti-diagonal r + c; print Jeel
// (the second player wins) iff every one is 0, else Ashish. A hand-written fread reader.
// Build: g++ -O2 -std=c++17 -o nullify_matrix bench/cpp/nullify_matrix.cpp
#include <cstdint>
#include <cstdio>
#include <string>
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
    std::string out;
    u64 tests = read_u64();
    std::vector<u64> xors;
    for (u64 t = 0; t < tests; t++) {
        u64 n = read_u64(), m = read_u64();
        xors.assign(n + m - 1, 0);
        for (u64 r = 0; r < n; r++)
            for (u64 c = 0; c < m; c++) xors[r + c] ^= read_u64();
        bool any = false;
        for (u64 x : xors) any |= x != 0;
        out += any ? "Ashish\n" : "Jeel\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
