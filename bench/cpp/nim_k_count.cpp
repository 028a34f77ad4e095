// P2490 [SDOI2011] black and white: the same method as problems/nim-k-count. The pairs' gaps are
// Moore's Nim_d; lost gap vectors counted by total with a digit-by-digit DP (a multiple of d+1
// gaps carry each binary digit), then C(n, k) minus the lost layouts.
#include <cstdio>
#include <cstdint>
#include <vector>
using u64 = std::uint64_t;
static const u64 P = 1000000007ULL;

static u64 power(u64 b, u64 e) {
    u64 r = 1;
    for (; e; e >>= 1, b = b * b % P)
        if (e & 1) r = r * b % P;
    return r;
}

int main() {
    u64 n, k, d;
    if (std::scanf("%llu %llu %llu", (unsigned long long*)&n, (unsigned long long*)&k,
                   (unsigned long long*)&d) != 3)
        return 1;
    if (k > n) { std::puts("0"); return 0; }
    size_t m = k / 2, free_cells = n - k;
    size_t step = (d < m ? d : m) + 1;
    std::vector<u64> row(m + 1, 0);
    row[0] = 1;
    for (size_t r = 1; r <= m; ++r)
        for (size_t j = r; j >= 1; --j) row[j] = (row[j] + row[j - 1]) % P;
    std::vector<u64> cur(free_cells + 1, 0), nxt(free_cells + 1);
    cur[0] = 1;
    for (size_t bit = 1; bit <= free_cells; bit <<= 1) {
        std::fill(nxt.begin(), nxt.end(), 0);
        for (size_t s = 0; s <= free_cells; ++s) {
            if (!cur[s]) continue;
            for (size_t c = 0; c <= m && s + c * bit <= free_cells; c += step)
                nxt[s + c * bit] = (nxt[s + c * bit] + cur[s] * row[c]) % P;
        }
        cur.swap(nxt);
    }
    size_t top = n + m;
    std::vector<u64> fact(top + 1, 1), inv(top + 1, 1);
    for (size_t i = 1; i <= top; ++i) fact[i] = fact[i - 1] * i % P;
    inv[top] = power(fact[top], P - 2);
    for (size_t i = top; i >= 1; --i) inv[i - 1] = inv[i] * i % P;
    auto choose = [&](size_t a, size_t b) -> u64 {
        return b > a ? 0 : fact[a] * inv[b] % P * inv[a - b] % P;
    };
    u64 lost = 0;
    for (size_t s = 0; s <= free_cells; ++s)
        lost = (lost + cur[s] * choose(free_cells - s + m, m)) % P;
    std::printf("%llu\n", (unsigned long long)((choose(n, k) + P - lost) % P));
}
