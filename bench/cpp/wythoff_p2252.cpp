// Luogu P2252 [SHOI2002] (Wythoff's game) in C++17, the reference for bench/README.md.
// The same method as the Rust binary: pairs `a b` read with a hand-written reader (fread) until
// the end of input; with lo <= hi, d = hi - lo and t = lo - d, the pair is lost iff
// 0 <= t < d (or t = d = 0) and t(t + d) <= d^2 < (t + 1)(t + 1 + d), in 128-bit integers.
// Build: g++ -O2 -std=c++17 -o wythoff_p2252 bench/cpp/wythoff_p2252.cpp
#include <cstdint>
#include <cstdio>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

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

// The next unsigned number, or false at the end of input.
static bool read_u64(u64 &x) {
    int c = next_char();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = next_char();
    if (c < '0' || c > '9') return false;
    x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = next_char();
    }
    return true;
}

static bool lost(u64 x, u64 y) {
    u128 lo = x < y ? x : y, d = (x < y ? y - x : x - y);
    if (d == 0) return lo == 0;
    if (lo < d || lo >= 2 * d) return false;
    u128 t = lo - d, d2 = d * d;
    return t * (t + d) <= d2 && d2 < (t + 1) * (t + 1 + d);
}

int main() {
    static char out[1 << 16];
    size_t len = 0;
    u64 a, b;
    while (read_u64(a) && read_u64(b)) {
        out[len++] = lost(a, b) ? '0' : '1';
        out[len++] = '\n';
        if (len + 2 > sizeof out) {
            fwrite(out, 1, len, stdout);
            len = 0;
        }
    }
    fwrite(out, 1, len, stdout);
}
