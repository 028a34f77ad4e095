// Luogu P7864 (leaf-picking), the same method as the Rust crate: count children, peel from the
// leaves up along the parent pointers (a vertex once all its children are done), carry the
// length of the chain through each single-child vertex, and end a chain at a branching vertex
// or the root; the first player wins iff some chain is odd. No recursion; no tree check.
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
    unsigned tests = next_uint();
    std::vector<unsigned> parent, children, pending, chain, ready;
    while (tests--) {
        unsigned n = next_uint();
        parent.assign(n, 0);
        children.assign(n, 0);
        for (unsigned v = 1; v < n; v++) children[parent[v] = next_uint() - 1]++;
        pending = children;
        chain.assign(n, 0);
        ready.clear();
        for (unsigned v = 0; v < n; v++)
            if (children[v] == 0) ready.push_back(v);
        bool odd = false;
        while (!ready.empty()) {
            unsigned v = ready.back();
            ready.pop_back();
            chain[v] = children[v] == 0 ? 1 : children[v] == 1 && chain[v] > 0 ? chain[v] + 1 : 0;
            if (v == 0) {
                odd |= chain[0] % 2 == 1;
                continue;
            }
            unsigned p = parent[v];
            if (children[p] >= 2) odd |= chain[v] % 2 == 1;
            else chain[p] = chain[v];
            if (--pending[p] == 0) ready.push_back(p);
        }
        fputs(odd ? "1\n" : "0\n", stdout);
    }
}
