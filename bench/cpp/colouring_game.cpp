// Codeforces 1704F Colouring Game, the colouring-game binary's method in C++ for the
// whole-process comparison: Dawson's Kayles g(0..255) by mex over the splits, the least period
// the Guy-Smith test proves on them (g(n + p) = g(n) for n0 <= n < 2 max(n0, 1) + p + 2), then
// per row: more red than blue, Alice; fewer, Bob; equal, the XOR of g over the maximal
// alternating runs. Reads the whole input at once; no checks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static char *buf;
static size_t len, at;

static void skip_space() {
    while (at < len && (buf[at] == ' ' || buf[at] == '\n' || buf[at] == '\r' || buf[at] == '\t')) at++;
}

static uint64_t next_int() {
    skip_space();
    uint64_t x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

int main() {
    const int search = 256;
    std::vector<int> g(search, 0);
    for (int m = 2; m < search; m++) {
        bool seen[512];
        memset(seen, 0, sizeof seen);
        for (int a = 0; a <= (m - 2) / 2; a++) seen[g[a] ^ g[m - 2 - a]] = true;
        int mex = 0;
        while (seen[mex]) mex++;
        g[m] = mex;
    }
    int n0 = -1, period = 0;
    for (int p = 1; p < search && n0 < 0; p++) {
        int first = 0;
        for (int n = search - p - 1; n >= 0; n--)
            if (g[n + p] != g[n]) { first = n + 1; break; }
        int needed = 2 * (first > 1 ? first : 1) + p + 2 + p;
        if (needed <= search) n0 = first, period = p;
    }
    if (n0 < 0) return 1;
    auto value = [&](uint64_t l) { return l < (uint64_t)n0 ? g[l] : g[n0 + (l - n0) % period]; };

    size_t cap = 1 << 20;
    buf = (char *)malloc(cap);
    size_t got;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    std::vector<char> out;
    uint64_t tests = next_int();
    for (uint64_t t = 0; t < tests; t++) {
        uint64_t n = next_int();
        skip_space();
        const char *s = buf + at;
        at += n;
        uint64_t reds = 0;
        for (uint64_t i = 0; i < n; i++) reds += s[i] == 'R';
        bool alice;
        if (n < 2) alice = false;
        else if (2 * reds != n) alice = 2 * reds > n;
        else {
            int sum = 0;
            uint64_t start = 0;
            for (uint64_t i = 1; i <= n; i++)
                if (i == n || s[i] == s[i - 1]) sum ^= value(i - start), start = i;
            alice = sum != 0;
        }
        const char *line = alice ? "Alice\n" : "Bob\n";
        out.insert(out.end(), line, line + strlen(line));
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
