// CF 1498F Christmas Game, the usual O(n·k) contest solution, for comparison with the
// christmas-tree-game binary: read the whole input at once, compressed adjacency, a
// breadth-first order from node 1, dp[v][depth mod 2k] children first, then rerooting parents
// first. 32-bit presents (the judge's a_i ≤ 10^9), no checks.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static char *buf;
static size_t len, at;

static unsigned next_uint() {
    while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
    unsigned x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

int main() {
    size_t cap = 1 << 20;
    buf = (char *)malloc(cap);
    size_t got;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    unsigned n = next_uint(), k = next_uint(), m = 2 * k;
    std::vector<unsigned> ea(n - 1), eb(n - 1), start(n + 1, 0), adj(2 * (n - 1));
    for (unsigned i = 0; i + 1 < n; i++) {
        ea[i] = next_uint() - 1;
        eb[i] = next_uint() - 1;
        start[ea[i]]++;
        start[eb[i]]++;
    }
    for (unsigned v = 0, s = 0; v <= n; v++) s += start[v], start[v] = s;
    for (unsigned i = 0; i + 1 < n; i++) adj[--start[ea[i]]] = eb[i], adj[--start[eb[i]]] = ea[i];
    std::vector<unsigned> dp((size_t)n * m, 0), order, parent(n, ~0u);
    for (unsigned v = 0; v < n; v++) dp[(size_t)v * m] = next_uint();
    order.reserve(n);
    order.push_back(0);
    parent[0] = 0;
    for (size_t h = 0; h < order.size(); h++) {
        unsigned u = order[h];
        for (unsigned e = start[u]; e < start[u + 1]; e++)
            if (parent[adj[e]] == ~0u) parent[adj[e]] = u, order.push_back(adj[e]);
    }
    for (size_t h = n; h-- > 1;) {
        unsigned *c = &dp[(size_t)order[h] * m], *p = &dp[(size_t)parent[order[h]] * m];
        for (unsigned j = 0; j < m; j++) p[(j + 1) % m] ^= c[j];
    }
    std::vector<unsigned> down(m);
    for (size_t h = 1; h < n; h++) {
        unsigned *c = &dp[(size_t)order[h] * m], *p = &dp[(size_t)parent[order[h]] * m];
        memcpy(down.data(), c, m * sizeof(unsigned));
        for (unsigned j = 0; j < m; j++) c[j] ^= p[(j + m - 1) % m] ^ down[(j + m - 2) % m];
    }
    std::vector<char> out(2 * n);
    for (unsigned r = 0; r < n; r++) {
        unsigned x = 0;
        for (unsigned j = k; j < m; j++) x ^= dp[(size_t)r * m + j];
        out[2 * r] = x ? '1' : '0';
        out[2 * r + 1] = r + 1 < n ? ' ' : '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
