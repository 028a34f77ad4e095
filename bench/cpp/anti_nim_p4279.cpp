// Luogu P4279 [SHOI2008] (misère Nim, John/Brother) in C++17, the reference for bench/README.md.
// The same method as the Rust binary: per test, one pass keeping the nim-sum and the OR of
// (pile >> 1); John wins iff (nim-sum != 0) == (some pile > 1). A hand-written fread reader.
// Build: g++ -O2 -std=c++17 -o anti_nim_p4279 bench/cpp/anti_nim_p4279.cpp
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
        u64 n = read_u64(), sum = 0, above_one = 0;
        for (u64 i = 0; i < n; i++) {
            u64 p = read_u64();
            sum ^= p;
            above_one |= p >> 1;
        }
        out += ((sum != 0) == (above_one != 0)) ? "John\n" : "Brother\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
