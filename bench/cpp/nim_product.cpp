// Library Checker nim_product_64 in C++17, the reference for bench/README.md.
// Input and output streamed through 64 KiB buffers (fread/fwrite), the first eight digits of a
// number parsed at once (SWAR), and an 8-digit SWAR writer. The product, by default: the field
// isomorphism to GF(2)[x]/(x^64 + x^4 + x^3 + x + 1) (x maps to a root ALPHA of that
// polynomial in the nimber field), the change of basis by 8 byte tables each way, one
// carry-less multiply (PCLMULQDQ) and a reduction by shifts. With -DLOG_TABLES: log/exp tables
// of the field below 2^16, the product unrolled to 18 independent log and 10 exp look-ups
// (the Rust binary's method).
// Build: g++ -O2 -std=c++17 -o nim_product bench/cpp/nim_product.cpp
#ifndef LOG_TABLES
#pragma GCC target("pclmul")
#include <wmmintrin.h>
#endif
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

typedef uint64_t u64;
typedef uint32_t u32;
typedef uint16_t u16;

static const u32 GROUP = 65535;
static const u32 ZERO_AT = 3 * (GROUP - 1) + 1;
static u32 lg[1 << 16];
static u16 ex[ZERO_AT + 1];
static u32 log_h, log_h2;

// Nim product below 2^(2^k) by the Fermat recursion, only to build the tables.
static u64 slow(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 m = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & m, b1 = b >> half, b0 = b & m;
    u64 hh = slow(a1, b1, half);
    u64 hi = hh ^ slow(a1, b0, half) ^ slow(a0, b1, half);
    u64 lo = slow(a0, b0, half) ^ slow(hh, 1ULL << (half - 1), half);
    return hi << half | lo;
}

static void build() {
    for (u64 g = 256;; ++g) {
        u16 col[16], t0[256], t1[256];
        for (int i = 0; i < 16; ++i) col[i] = (u16)slow(1ULL << i, g, 16);
        t0[0] = t1[0] = 0;
        for (int x = 1; x < 256; ++x) {
            int low = x & (x - 1), bit = __builtin_ctz(x);
            t0[x] = t0[low] ^ col[bit];
            t1[x] = t1[low] ^ col[bit + 8];
        }
        u16 p = 1;
        u32 order = 0;
        do {
            ex[order++] = p;
            p = t0[p & 255] ^ t1[p >> 8];
        } while (p != 1 && order < GROUP);
        if (p == 1 && order == GROUP) break;
    }
    for (u32 i = 0; i < (1 << 16); ++i) lg[i] = ZERO_AT;
    for (u32 i = 0; i < GROUP; ++i) lg[ex[i]] = i;
    for (u32 i = GROUP; i < ZERO_AT; ++i) ex[i] = ex[i - GROUP];
    ex[ZERO_AT] = 0;
    log_h = lg[1 << 15];
    log_h2 = 2 * log_h % GROUP;
}

static inline u64 E(u32 i) { return ex[i < ZERO_AT ? i : ZERO_AT]; }

struct L3 { u32 lo, hi, s; };
static inline L3 logs32(u64 x) {
    u64 x1 = (x >> 16) & 0xFFFF, x0 = x & 0xFFFF;
    return L3{lg[x0], lg[x1], lg[x0 ^ x1]};
}
static inline u64 prod32(L3 x, L3 y) {
    u64 ll = E(x.lo + y.lo), cr = E(x.s + y.s), hh = E(x.hi + y.hi + log_h);
    return (cr ^ ll) << 16 | (ll ^ hh);
}
static inline u64 product(u64 a, u64 b) {
    u64 a1 = a >> 32, a0 = a & 0xFFFFFFFFu, b1 = b >> 32, b0 = b & 0xFFFFFFFFu;
    L3 la0 = logs32(a0), lb0 = logs32(b0), la1 = logs32(a1), lb1 = logs32(b1);
    u64 ll = prod32(la0, lb0);
    u64 cr = prod32(logs32(a0 ^ a1), logs32(b0 ^ b1));
    u32 s = la1.s + lb1.s;
    u64 ph = E(s + log_h) ^ E(la1.hi + lb1.hi + log_h2);
    u64 pl = E(s + log_h2) ^ E(la1.lo + lb1.lo + log_h2);
    return (cr ^ ll) << 32 | (ll ^ (ph << 16 | pl));
}

#ifndef LOG_TABLES
// A root of x^64 + x^4 + x^3 + x + 1 in the nimber field, found by Cantor-Zassenhaus splitting
// over the nimbers (checked again in build_isomorphism).
static const u64 ALPHA = 0x67d1044e545abf47ULL;
static u64 to_poly[8][256], to_nim[8][256];

static void build_isomorphism() {
    u64 pw[65], col[64], tag[64];
    pw[0] = 1;
    for (int i = 1; i <= 64; ++i) pw[i] = product(pw[i - 1], ALPHA);
    if ((pw[64] ^ pw[4] ^ pw[3] ^ pw[1] ^ pw[0]) != 0) abort();
    // to_nim: poly coefficients c to sum of c_i ALPHA^i; to_poly: its inverse, by elimination
    // on the columns ALPHA^i (tag records which columns were combined).
    for (int i = 0; i < 64; ++i) col[i] = pw[i], tag[i] = 1ULL << i;
    for (int r = 0; r < 64; ++r) {
        int j = r;
        while (!(col[j] >> r & 1)) ++j;
        std::swap(col[r], col[j]);
        std::swap(tag[r], tag[j]);
        for (int k = 0; k < 64; ++k)
            if (k != r && (col[k] >> r & 1)) col[k] ^= col[r], tag[k] ^= tag[r];
    }
    for (int j = 0; j < 8; ++j)
        for (int x = 1; x < 256; ++x) {
            int low = x & (x - 1), bit = __builtin_ctz(x) + 8 * j;
            to_nim[j][x] = to_nim[j][low] ^ pw[bit];
            to_poly[j][x] = to_poly[j][low] ^ tag[bit];
        }
}

static inline u64 map8(const u64 t[8][256], u64 v) {
    return t[0][v & 255] ^ t[1][v >> 8 & 255] ^ t[2][v >> 16 & 255] ^ t[3][v >> 24 & 255] ^
           t[4][v >> 32 & 255] ^ t[5][v >> 40 & 255] ^ t[6][v >> 48 & 255] ^ t[7][v >> 56];
}

static inline u64 fast_product(u64 a, u64 b) {
    __m128i p = _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)map8(to_poly, a)),
                                     _mm_cvtsi64_si128((long long)map8(to_poly, b)), 0);
    u64 lo = (u64)_mm_cvtsi128_si64(p), hi = (u64)_mm_cvtsi128_si64(_mm_unpackhi_epi64(p, p));
    // x^64 = x^4 + x^3 + x + 1, twice (the bits pushed past x^63 by the first fold).
    u64 over = hi >> 60 ^ hi >> 61 ^ hi >> 63;
    lo ^= hi ^ hi << 1 ^ hi << 3 ^ hi << 4;
    lo ^= over ^ over << 1 ^ over << 3 ^ over << 4;
    return map8(to_nim, lo);
}
#else
static void build_isomorphism() {}
static inline u64 fast_product(u64 a, u64 b) { return product(a, b); }
#endif

// Input streamed through a 64 KiB buffer: refilled whenever fewer than 64 bytes (a token and
// its whitespace) remain, zero-padded at the end of input.
static const size_t IN_CAP = 1 << 16;
static char in[IN_CAP + 64];
static char *p = in, *in_end = in;
static bool in_eof = false;
static inline void refill() {
    if (in_end - p >= 64 || in_eof) return;
    size_t keep = in_end - p;
    memmove(in, p, keep);
    p = in;
    in_end = in + keep;
    while (!in_eof && in_end < in + IN_CAP) {
        size_t n = fread(in_end, 1, in + IN_CAP - in_end, stdin);
        if (n == 0) in_eof = true;
        in_end += n;
    }
    memset(in_end, 0, 64);
}

static inline u64 digits8(u64 c) {  // eight ASCII digits, first in the lowest byte
    c -= 0x3030303030303030ULL;
    c = c * 10 + (c >> 8);
    c = ((c & 0x000000FF000000FFULL) * (100 + (1000000ULL << 32)) +
         ((c >> 16) & 0x000000FF000000FFULL) * (1 + (10000ULL << 32))) >> 32;
    return c;
}
static inline bool all_digits(u64 c) {
    return ((c & 0xF0F0F0F0F0F0F0F0ULL) | ((c + 0x0606060606060606ULL) & 0xF0F0F0F0F0F0F0F0ULL)) ==
           0x3030303030303030ULL;
}

static inline u64 read_u64() {
    refill();
    while ((unsigned char)*p <= ' ') ++p;
    u64 v = 0, c;
    memcpy(&c, p, 8);
    if (all_digits(c)) {
        v = digits8(c);
        p += 8;
    }
    while ((unsigned)(*p - '0') < 10) v = v * 10 + (*p++ - '0');
    return v;
}

static inline u64 spread8(u64 v) {  // v < 10^8 to one digit per byte, first lowest
    u64 x = v / 10000 | (v % 10000) << 32;
    u64 h = (x * 10486 >> 20) & 0x0000007F0000007FULL;
    u64 y = h | (x - h * 100) << 16;
    u64 t = (y * 103 >> 10) & 0x000F000F000F000FULL;
    return t | (y - t * 10) << 8;
}
// Output through a 64 KiB buffer, flushed when fewer than 32 bytes are free; with
// -DHOLD_OUTPUT all of it is held and written at the end, as the Rust binary must (it prints
// nothing on bad input), to show what that costs.
#ifdef HOLD_OUTPUT
static char *out, *o;
#else
static char out[1 << 16];
static char *o = out;
#endif
static inline void flush() { fwrite(out, 1, o - out, stdout), o = out; }
static inline void write_u64(u64 x) {
#ifndef HOLD_OUTPUT
    if (o + 32 > out + sizeof out) flush();
#endif
    const u64 Z = 0x3030303030303030ULL;
    if (x >= 10000000000000000ULL) {
        u64 hd = x / 10000000000000000ULL, r = x % 10000000000000000ULL;
        u64 h = spread8(hd);  // 8 digits, at least 4 leading zeros
        int skip = __builtin_ctzll(h) / 8;
        u64 w = (h | Z) >> (8 * skip);
        memcpy(o, &w, 8);
        o += 8 - skip;
        u64 m = spread8(r / 100000000) | Z, l = spread8(r % 100000000) | Z;
        memcpy(o, &m, 8);
        memcpy(o + 8, &l, 8);
        o += 16;
    } else if (x >= 100000000) {
        u64 h = spread8(x / 100000000);
        int skip = __builtin_ctzll(h) / 8;
        u64 w = (h | Z) >> (8 * skip);
        memcpy(o, &w, 8);
        o += 8 - skip;
        u64 l = spread8(x % 100000000) | Z;
        memcpy(o, &l, 8);
        o += 8;
    } else {
        u64 h = spread8(x);
        int skip = h ? __builtin_ctzll(h) / 8 : 7;
        u64 w = (h | Z) >> (8 * skip);
        memcpy(o, &w, 8);
        o += 8 - skip;
    }
    *o++ = '\n';
}

int main() {
    build();
    build_isomorphism();
    u64 t = read_u64();
#ifdef HOLD_OUTPUT
    o = out = (char *)malloc(t * 21 + 64);
#endif
    // Batches of 64 pairs: read, then multiplied in a loop of their own (as the Rust binary).
    const u64 BATCH = 64;
    u64 a[BATCH], b[BATCH], c[BATCH];
    for (u64 done = 0; done < t;) {
        u64 n = t - done < BATCH ? t - done : BATCH;
        for (u64 i = 0; i < n; ++i) a[i] = read_u64(), b[i] = read_u64();
        for (u64 i = 0; i < n; ++i) c[i] = fast_product(a[i], b[i]);
        for (u64 i = 0; i < n; ++i) write_u64(c[i]);
        done += n;
    }
    flush();
    return 0;
}
