// Luogu P8347 (tree-component), the same method as the Rust crate: count degrees, the first
// player wins iff some degree is even. The whole input read at once; no tree check.
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
    unsigned long long tests = next_uint();
    std::vector<unsigned> degree;
    while (tests--) {
        unsigned n = next_uint();
        degree.assign(n, 0);
        for (unsigned i = 0; i + 1 < n; i++) {
            degree[next_uint() - 1]++;
            degree[next_uint() - 1]++;
        }
        bool even = false;
        for (unsigned v = 0; v < n; v++) even |= degree[v] % 2 == 0;
        fputs(even ? "Hifuu\n" : "Luna\n", stdout);
    }
}
