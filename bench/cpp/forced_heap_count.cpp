// P5675 [GZOI2017]: the same method as problems/forced-heap-count. Alice, forced to open on pile
// a, loses iff the XOR x of the other chosen piles is >= a; for each pile, count the subsets of
// the others by XOR (piles in increasing order, in place over the next power of two of the
// largest), and add the counts at x >= a.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>
static const std::uint32_t P = 1000000007u;

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<unsigned> a(n);
    for (auto& v : a)
        if (std::scanf("%u", &v) != 1) return 1;
    std::vector<int> order(n);
    for (int i = 0; i < n; ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](int x, int y) { return a[x] < a[y]; });
    unsigned largest = n ? a[order.back()] : 0, full = 1;
    while (full <= largest) full <<= 1;
    std::vector<std::uint32_t> f(full);
    std::uint64_t total = 0;
    for (int i = 0; i < n; ++i) {
        std::fill(f.begin(), f.end(), 0);
        f[0] = 1;
        unsigned width = 1;
        for (int j : order) {
            if (j == i) continue;
            unsigned v = a[j];
            while (width <= v) width <<= 1;
            if (v == 0) {
                for (unsigned x = 0; x < width; ++x) f[x] = (f[x] * 2u) % P;
                continue;
            }
            unsigned high = 1u << (31 - __builtin_clz(v));
            for (unsigned x = 0; x < width; ++x) {
                if (x & high) continue;
                std::uint32_t s = f[x] + f[x ^ v];
                if (s >= P) s -= P;
                f[x] = f[x ^ v] = s;
            }
        }
        for (unsigned x = a[i]; x < width; ++x) total += f[x];
        total %= P;
    }
    std::printf("%llu\n", (unsigned long long)total);
}
