// AGC017 D Game on Tree, the usual contest solution, for comparison with the game-on-tree
// binary: read the whole input at once, compressed adjacency, breadth-first order from vertex
// 1, then g(p) ^= g(v) + 1 backwards along it. O(N), no checks.
#include <cstdio>
#include <cstdlib>
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
    unsigned n = next_uint();
    std::vector<unsigned> ea(n - 1), eb(n - 1), start(n + 1, 0), adj(2 * (n - 1));
    for (unsigned i = 0; i + 1 < n; i++) {
        ea[i] = next_uint() - 1;
        eb[i] = next_uint() - 1;
        start[ea[i]]++;
        start[eb[i]]++;
    }
    for (unsigned v = 0, s = 0; v <= n; v++) s += start[v], start[v] = s;
    for (unsigned i = 0; i + 1 < n; i++) adj[--start[ea[i]]] = eb[i], adj[--start[eb[i]]] = ea[i];
    std::vector<unsigned> order, parent(n, ~0u), g(n, 0);
    order.reserve(n);
    order.push_back(0);
    parent[0] = 0;
    for (size_t h = 0; h < order.size(); h++) {
        unsigned u = order[h];
        for (unsigned k = start[u]; k < start[u + 1]; k++)
            if (parent[adj[k]] == ~0u) parent[adj[k]] = u, order.push_back(adj[k]);
    }
    for (size_t h = order.size(); h-- > 1;) g[parent[order[h]]] ^= g[order[h]] + 1;
    puts(g[0] ? "Alice" : "Bob");
}
