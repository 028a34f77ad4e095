// AtCoder AGC010 F (tree-stones), the same method as the Rust crate: root at vertex 1 by
// peeling leaves (each vertex keeps its degree and the XOR of its neighbours), count bottom-up
// the children that win for their parent (fewer stones and lost below), then reroot top-down;
// a vertex wins iff some neighbour wins for it. O(N), no recursion, no tree check.
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

int main() {
    size_t cap = 1 << 20;
    buf = (char *)malloc(cap);
    size_t got;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    unsigned n = next_uint();
    std::vector<unsigned long long> a(n);
    for (auto &x : a) x = next_uint();
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
    std::vector<unsigned> total(n, 0);
    std::vector<char> down(n, 0);
    for (unsigned c : order) {
        down[c] = total[c] > 0;
        total[parent[c]] += a[c] < a[parent[c]] && !down[c];
    }
    for (size_t i = order.size(); i-- > 0;) {
        unsigned c = order[i], p = parent[c];
        bool up = total[p] - (a[c] < a[p] && !down[c]) > 0;
        total[c] += a[p] < a[c] && !up;
    }
    std::vector<char> out;
    char digits[12];
    for (unsigned v = 0; v < n; v++) {
        if (!total[v]) continue;
        if (!out.empty()) out.push_back(' ');
        int k = 0;
        for (unsigned x = v + 1; x; x /= 10) digits[k++] = '0' + x % 10;
        while (k) out.push_back(digits[--k]);
    }
    out.push_back('\n');
    fwrite(out.data(), 1, out.size(), stdout);
}
