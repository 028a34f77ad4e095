// SPOJ COT3 (combat-on-tree), the same method as the Rust crate: root at vertex 1 by peeling
// leaves (degree and XOR of neighbours), then bottom-up per vertex a binary trie of the values
// reachable by a move in its subtree, in one arena: a child's trie is shifted by its value (a
// lazy XOR) and merged into the parent's; the parent's trie is then shifted by the XOR of its
// children's values, that XOR inserted if the parent is white, and the value is the mex. A
// top-down pass gives, per vertex, the XOR of the subtrees hanging off its root path; a white
// vertex wins iff that equals the XOR of its children. O(N log N), merge recursion depth = bits.
#include <cstdio>
#include <cstdlib>
#include <vector>

static char *buf;
static size_t len, at;

static unsigned long long next_uint() {
    while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
    unsigned long long x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

struct Node {
    unsigned child[2];
    unsigned lazy;
    bool full;
};
static std::vector<Node> nodes;
static unsigned bits;

static unsigned alloc_node() {
    nodes.push_back(Node{{0, 0}, 0, false});
    return nodes.size() - 1;
}

static void push_down(unsigned v, unsigned level) {
    unsigned lazy = nodes[v].lazy;
    if (!lazy) return;
    nodes[v].lazy = 0;
    if (lazy >> level & 1) {
        unsigned t = nodes[v].child[0];
        nodes[v].child[0] = nodes[v].child[1];
        nodes[v].child[1] = t;
    }
    for (unsigned c : nodes[v].child)
        if (c) nodes[c].lazy ^= lazy;
}

static void refresh(unsigned v) {
    unsigned a = nodes[v].child[0], b = nodes[v].child[1];
    nodes[v].full = a && b && nodes[a].full && nodes[b].full;
}

static unsigned insert(unsigned root, unsigned value) {
    if (!root) root = alloc_node();
    unsigned path[33];
    unsigned v = root;
    for (unsigned d = 0; d < bits; d++) {
        unsigned level = bits - 1 - d;
        path[d] = v;
        push_down(v, level);
        unsigned side = value >> level & 1;
        unsigned next = nodes[v].child[side];
        if (!next) {
            next = alloc_node();
            nodes[v].child[side] = next;
        }
        v = next;
    }
    nodes[v].full = true;
    for (unsigned d = bits; d-- > 0;) refresh(path[d]);
    return root;
}

static unsigned merge(unsigned a, unsigned b, unsigned d) {
    if (!a) return b;
    if (!b) return a;
    if (d == bits) return a;
    unsigned level = bits - 1 - d;
    push_down(a, level);
    push_down(b, level);
    unsigned c0 = merge(nodes[a].child[0], nodes[b].child[0], d + 1);
    unsigned c1 = merge(nodes[a].child[1], nodes[b].child[1], d + 1);
    nodes[a].child[0] = c0;
    nodes[a].child[1] = c1;
    refresh(a);
    return a;
}

static unsigned mex(unsigned root) {
    unsigned v = root, m = 0;
    for (unsigned d = 0; d < bits && v; d++) {
        unsigned level = bits - 1 - d;
        push_down(v, level);
        unsigned lo = nodes[v].child[0];
        if (lo && nodes[lo].full) {
            m |= 1u << level;
            v = nodes[v].child[1];
        } else {
            v = lo;
        }
    }
    return m;
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
    std::vector<char> black(n);
    for (auto &c : black) c = next_uint() == 1;
    std::vector<unsigned> degree(n, 0), parent(n, 0), order, leaves;
    for (unsigned i = 0; i + 1 < n; i++) {
        unsigned x = next_uint() - 1, y = next_uint() - 1;
        degree[x]++, degree[y]++;
        parent[x] ^= y, parent[y] ^= x;
    }
    order.reserve(n);
    for (unsigned v = 1; v < n; v++)
        if (degree[v] == 1) leaves.push_back(v);
    while (!leaves.empty()) {
        unsigned v = leaves.back();
        leaves.pop_back();
        if (degree[v] != 1) continue;
        degree[v] = 0;
        order.push_back(v);
        unsigned p = parent[v];
        parent[p] ^= v;
        if (--degree[p] == 1 && p != 0) leaves.push_back(p);
    }
    parent[0] = 0;
    bits = 0;
    while (bits < 32 && (n >> bits) != 0) bits++;
    nodes.reserve(2 * (size_t)n);
    nodes.push_back(Node{{0, 0}, 0, false});
    std::vector<unsigned> reach(n, 0), grundy(n, 0), xr(n, 0);
    auto finish = [&](unsigned v) {
        if (reach[v]) nodes[reach[v]].lazy ^= xr[v];
        if (!black[v]) reach[v] = insert(reach[v], xr[v]);
        return mex(reach[v]);
    };
    for (unsigned v : order) {
        unsigned g = finish(v);
        grundy[v] = g;
        unsigned p = parent[v];
        if (reach[v]) nodes[reach[v]].lazy ^= g;
        reach[p] = merge(reach[p], reach[v], 0);
        xr[p] ^= g;
    }
    grundy[0] = finish(0);
    std::vector<unsigned> up(n, 0);
    for (size_t i = order.size(); i-- > 0;) {
        unsigned c = order[i], p = parent[c];
        up[c] = up[p] ^ xr[p] ^ grundy[c];
    }
    std::vector<char> out;
    out.reserve(8 * (size_t)n + 4);
    char tmp[16];
    bool any = false;
    for (unsigned v = 0; v < n; v++) {
        if (black[v] || up[v] != xr[v]) continue;
        any = true;
        int k = 0;
        unsigned x = v + 1;
        do tmp[k++] = '0' + x % 10; while (x /= 10);
        while (k) out.push_back(tmp[--k]);
        out.push_back('\n');
    }
    if (!any) fwrite("-1\n", 1, 3, stdout);
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
