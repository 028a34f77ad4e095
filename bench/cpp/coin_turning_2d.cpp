// Luogu P2594 [ZJOI2009] (染色游戏) in C++17, the reference for bench/README.md.
// The same method as the Rust binary: a tails coin at (x, y) (from 0) is worth 2^e with
// e = v2(x + y + 1) on row 0 or column 0 and e = x + y inside; the board's value is the XOR
// of those powers, kept as a bitset of exponents; print -_- (the first player wins) iff it is
// not 0, else =_=. A hand-written fread reader.
// Build: g++ -O2 -std=c++17 -o coin_turning_2d bench/cpp/coin_turning_2d.cpp
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

static bool is_space(int c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

static int skip_space() {
    int c = next_char();
    while (is_space(c)) c = next_char();
    return c;
}

static u64 read_u64() {
    int c = skip_space();
    u64 x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = next_char();
    }
    return x;
}

int main() {
    std::string out;
    u64 games = read_u64();
    std::vector<u64> bits;
    for (u64 g = 0; g < games; g++) {
        u64 n = read_u64(), m = read_u64();
        bits.assign((n + m) / 64 + 1, 0);
        for (u64 x = 0; x < n; x++) {
            int c = skip_space();
            for (u64 y = 0; y < m; y++, c = next_char()) {
                if (c == 'H') continue;
                u64 e = (x == 0 || y == 0) ? __builtin_ctzll(x + y + 1) : x + y;
                bits[e / 64] ^= 1ULL << (e % 64);
            }
        }
        bool nonzero = false;
        for (u64 w : bits) nonzero |= w != 0;
        out += nonzero ? "-_-\n" : "=_=\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
