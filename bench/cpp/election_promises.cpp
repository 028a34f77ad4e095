// election-promises (Codeforces 1149E) in C++17: the reference for bench/README.md, with the
// Rust binary's method and complexity. Input through a 64 KiB fread buffer, output in one
// buffer. The roads in compressed rows; levels (the mex of the successors' levels) in the
// reverse of Kahn's order; the XOR of the taxes per level; LOSE if all are 0, else the
// convention at a city of the highest level with a non-zero XOR whose tax has that XOR's top
// bit, fixing one successor per lower level with a non-zero XOR. It trusts its input (no
// checks, no cycle), as a contest solution would.
// Build: g++ -O2 -std=c++17 -o election_promises bench/cpp/election_promises.cpp
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

static void put(std::vector<char> &out, u64 x) {
    char digits[24];
    int k = 0;
    do {
        digits[k++] = char('0' + x % 10);
        x /= 10;
    } while (x);
    while (k) out.push_back(digits[--k]);
}

int main() {
    u32 n = (u32)next(), m = (u32)next();
    std::vector<u64> h(n);
    for (u32 i = 0; i < n; ++i) h[i] = next();
    std::vector<u32> from(m), to(m), start(n + 1, 0), in_degree(n, 0);
    for (u32 i = 0; i < m; ++i) {
        from[i] = (u32)next() - 1;
        to[i] = (u32)next() - 1;
        ++start[from[i] + 1];
        ++in_degree[to[i]];
    }
    for (u32 v = 0; v < n; ++v) start[v + 1] += start[v];
    std::vector<u32> succ(m);
    {
        std::vector<u32> fill(start.begin(), start.end() - 1);
        for (u32 i = 0; i < m; ++i) succ[fill[from[i]]++] = to[i];
    }
    std::vector<u32> order;
    order.reserve(n);
    for (u32 v = 0; v < n; ++v)
        if (in_degree[v] == 0) order.push_back(v);
    for (size_t head = 0; head < order.size(); ++head) {
        u32 v = order[head];
        for (u32 e = start[v]; e < start[v + 1]; ++e)
            if (--in_degree[succ[e]] == 0) order.push_back(succ[e]);
    }
    std::vector<u32> level(n), stamp(n + 1, 0);
    u32 top = 0;
    for (size_t i = n; i-- > 0;) {
        u32 v = order[i];
        for (u32 e = start[v]; e < start[v + 1]; ++e) stamp[level[succ[e]]] = v + 1;
        u32 l = 0;
        while (stamp[l] == v + 1) ++l;
        level[v] = l;
        if (l + 1 > top) top = l + 1;
    }
    std::vector<u64> x(top, 0);
    for (u32 v = 0; v < n; ++v) x[level[v]] ^= h[v];
    int best = -1;
    for (int l = (int)top - 1; l >= 0; --l)
        if (x[l]) {
            best = l;
            break;
        }
    if (best < 0) {
        fputs("LOSE\n", stdout);
        return 0;
    }
    u64 bit = 1ull << (63 - __builtin_clzll(x[best]));
    u32 city = 0;
    while (!(level[city] == (u32)best && (h[city] & bit))) ++city;
    h[city] ^= x[best];
    x[best] = 0;
    for (u32 e = start[city]; e < start[city + 1]; ++e) {
        u32 u = succ[e], l = level[u];
        if ((int)l < best && x[l]) {
            h[u] ^= x[l];
            x[l] = 0;
        }
    }
    std::vector<char> out;
    out.reserve(21 * (size_t)n + 8);
    const char *win = "WIN\n";
    out.insert(out.end(), win, win + 4);
    for (u32 v = 0; v < n; ++v) {
        if (v) out.push_back(' ');
        put(out, h[v]);
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
