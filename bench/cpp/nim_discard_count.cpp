// P5970 [POI2016] Nim z utrudnieniem: the same method as problems/nim-discard-count. Count the
// subsets of size = 0 (mod d) whose XOR is the XOR of all piles (A then faces nim-sum 0), less
// the whole row when d | n. Piles sorted; f[x][c] (x-major, d classes side by side) updated
// in place over x below the next power of two of the current pile; one table.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
static const std::uint32_t P = 1000000007u;

static char buf[1 << 16];
static size_t len = 0, pos = 0;
static int next_char() {
    if (pos == len) {
        len = std::fread(buf, 1, sizeof buf, stdin);
        pos = 0;
        if (len == 0) return -1;
    }
    return buf[pos++];
}
static unsigned read_uint() {
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    unsigned v = 0;
    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = next_char(); }
    return v;
}

int main() {
    unsigned n = read_uint(), d = read_uint();
    std::vector<unsigned> a(n);
    unsigned all = 0;
    for (auto& v : a) { v = read_uint(); all ^= v; }
    std::sort(a.begin(), a.end());
    unsigned full = 1;
    while (n && full <= a.back()) full <<= 1;
    std::vector<std::uint32_t> f((size_t)full * d, 0);
    f[0] = 1;
    unsigned width = 1;
    std::uint32_t sa[16], sb[16];
    auto add = [](std::uint32_t x, std::uint32_t y) { std::uint32_t s = x + y; return s >= P ? s - P : s; };
    for (unsigned v : a) {
        while (width <= v) width <<= 1;
        if (v == 0) {
            for (unsigned x = 0; x < width; ++x) {
                std::uint32_t* p = &f[(size_t)x * d];
                std::memcpy(sa, p, d * 4);
                for (unsigned c = 0; c < d; ++c) p[c] = add(sa[c], sa[(c + d - 1) % d]);
            }
            continue;
        }
        unsigned high = 1u << (31 - __builtin_clz(v));
        for (unsigned x = 0; x < width; ++x) {
            if (x & high) continue;
            std::uint32_t* p = &f[(size_t)x * d];
            std::uint32_t* q = &f[(size_t)(x ^ v) * d];
            std::memcpy(sa, p, d * 4);
            std::memcpy(sb, q, d * 4);
            p[0] = add(sa[0], sb[d - 1]);
            q[0] = add(sb[0], sa[d - 1]);
            for (unsigned c = 1; c < d; ++c) {
                p[c] = add(sa[c], sb[c - 1]);
                q[c] = add(sb[c], sa[c - 1]);
            }
        }
    }
    std::uint64_t count = f[(size_t)all * d];
    if (n % d == 0) count = (count + P - 1) % P;
    std::printf("%llu\n", (unsigned long long)count);
}
