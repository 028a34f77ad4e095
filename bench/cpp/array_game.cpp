// array-game (Luogu P3179) in C++17: the reference for bench/README.md, with the Rust
// binary's method and complexity. Input through a 64 KiB fread buffer. The value of a white
// cell x is f(n / x), with f(v) = mex over k of f(v/2) ^ ... ^ f(v/k); the quotients of n are
// numbered densely (v itself when v <= sqrt(n), else by n / v), f is computed on those up to
// the largest one the colourings need, in increasing order, one run of equal v / i at a time
// (at most two candidates a run). Then each colouring XORs its cells' values. It trusts its
// input (no checks), as a contest solution would.
// Build: g++ -O2 -std=c++17 -o array_game bench/cpp/array_game.cpp
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

typedef uint32_t u32;
typedef uint64_t u64;

static char buf[1 << 16];
static size_t len = 0, pos = 0;
static bool refill() {
    len = fread(buf, 1, sizeof buf, stdin);
    pos = 0;
    return len > 0;
}
static u64 next() {
    for (;;) {
        if (pos == len && !refill()) return 0;
        if (buf[pos] >= '0') break;
        ++pos;
    }
    u64 x = 0;
    for (;;) {
        if (pos == len && !refill()) return x;
        char c = buf[pos];
        if (c < '0') return x;
        x = x * 10 + (c - '0');
        ++pos;
    }
}

static u64 floor_sqrt(u64 n) {
    u64 r = (u64)std::sqrt((double)n);
    while (r * r > n) --r;
    while ((r + 1) * (r + 1) <= n) ++r;
    return r;
}

int main() {
    u64 n = next(), k = next();
    std::vector<std::vector<u64>> colourings(k);
    u64 smallest = n;
    for (u64 q = 0; q < k; ++q) {
        u64 w = next();
        colourings[q].resize(w);
        for (u64 i = 0; i < w; ++i) {
            colourings[q][i] = next();
            if (colourings[q][i] < smallest) smallest = colourings[q][i];
        }
    }
    u64 root = floor_sqrt(n), top = n / smallest;
    // The quotients, increasing.
    std::vector<u64> values;
    for (u64 i = 1; i <= n; i = n / (n / i) + 1) values.push_back(n / i);
    for (size_t a = 0, b = values.size() - 1; a < b; ++a, --b) std::swap(values[a], values[b]);
    size_t total = values.size();
    auto index = [&](u64 v) -> size_t { return v <= root ? v - 1 : total - n / v; };
    std::vector<u32> f, seen;
    for (size_t at = 0; at < total && values[at] <= top; ++at) {
        u64 v = values[at];
        u32 stamp = (u32)at + 1;
        size_t slots = 4 * floor_sqrt(v) + 6;
        if (seen.size() < slots) seen.resize(slots, 0);
        seen[0] = stamp;
        u32 prefix = 0;
        for (u64 i = 2; i <= v;) {
            u64 q = v / i, last = v / q;
            u32 fq = f[index(q)];
            u64 run = last - i + 1;
            if ((prefix ^ fq) < slots) seen[prefix ^ fq] = stamp;
            if (run >= 2 && prefix < slots) seen[prefix] = stamp;
            if (run & 1) prefix ^= fq;
            i = last + 1;
        }
        u32 mex = 0;
        while (seen[mex] == stamp) ++mex;
        f.push_back(mex);
    }
    std::vector<char> out;
    for (u64 q = 0; q < k; ++q) {
        u32 sum = 0;
        for (u64 x : colourings[q]) sum ^= f[index(n / x)];
        const char *line = sum ? "Yes\n" : "No\n";
        for (const char *c = line; *c; ++c) out.push_back(*c);
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
