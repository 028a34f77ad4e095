// P4617 Planinarenje, the method of the planinarenje binary, for the whole-process comparison:
// peaks 0..N and valleys N..2N in one adjacency array, a maximum matching by Hopcroft–Karp
// (breadth-first layers from the free peaks, explicit-stack depth-first augmentation), then a
// search from every unmatched vertex along even alternating paths: a peak not reached is in
// every maximum matching, and Slavko wins from it. O(M·√N), no checks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static char *buf;
static size_t len, at;

static uint32_t next_uint() {
    while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
    uint32_t x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

int main() {
    size_t cap = 1 << 20, got;
    buf = (char *)malloc(cap);
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    const uint32_t NONE = UINT32_MAX;
    uint32_t n = next_uint(), m = next_uint(), v = 2 * n;
    std::vector<uint32_t> ea(m), eb(m), start(v + 1, 0);
    for (uint32_t i = 0; i < m; i++) {
        ea[i] = next_uint() - 1;
        eb[i] = n + next_uint() - 1;
        start[ea[i] + 1]++;
        start[eb[i] + 1]++;
    }
    for (uint32_t i = 0; i < v; i++) start[i + 1] += start[i];
    std::vector<uint32_t> fill(start.begin(), start.end() - 1), adj(2 * (size_t)m);
    for (uint32_t i = 0; i < m; i++) {
        adj[fill[ea[i]]++] = eb[i];
        adj[fill[eb[i]]++] = ea[i];
    }
    std::vector<uint32_t> mate(v, NONE), layer(v, NONE), next(v), queue, stack;
    queue.reserve(n);
    for (;;) {
        queue.clear();
        for (uint32_t u = 0; u < n; u++) {
            layer[u] = mate[u] == NONE ? 0 : NONE;
            if (mate[u] == NONE) queue.push_back(u);
        }
        bool found = false;
        for (size_t h = 0; h < queue.size(); h++) {
            uint32_t u = queue[h];
            for (uint32_t e = start[u]; e < start[u + 1]; e++) {
                uint32_t w = mate[adj[e]];
                if (w == NONE) found = true;
                else if (layer[w] == NONE) layer[w] = layer[u] + 1, queue.push_back(w);
            }
        }
        if (!found) break;
        for (uint32_t u = 0; u < n; u++) next[u] = start[u];
        for (uint32_t root = 0; root < n; root++) {
            if (mate[root] != NONE) continue;
            stack.assign(1, root);
            while (!stack.empty()) {
                uint32_t x = stack.back();
                if (next[x] == start[x + 1]) {
                    layer[x] = NONE;
                    stack.pop_back();
                    continue;
                }
                uint32_t y = adj[next[x]++], w = mate[y];
                if (w == NONE) {
                    for (uint32_t s : stack) {
                        uint32_t t = adj[next[s] - 1];
                        mate[s] = t, mate[t] = s;
                    }
                    for (uint32_t s : stack) layer[s] = NONE;
                    break;
                } else if (layer[w] != NONE && layer[w] == layer[x] + 1) {
                    stack.push_back(w);
                }
            }
        }
    }
    std::vector<char> missable(v);
    stack.clear();
    for (uint32_t x = 0; x < v; x++)
        if (mate[x] == NONE) missable[x] = 1, stack.push_back(x);
    while (!stack.empty()) {
        uint32_t x = stack.back();
        stack.pop_back();
        for (uint32_t e = start[x]; e < start[x + 1]; e++) {
            uint32_t w = mate[adj[e]];
            if (w != NONE && !missable[w]) missable[w] = 1, stack.push_back(w);
        }
    }
    std::string out;
    for (uint32_t p = 0; p < n; p++) out += missable[p] ? "Mirko\n" : "Slavko\n";
    fwrite(out.data(), 1, out.size(), stdout);
}
