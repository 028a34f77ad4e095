// passage-of-time (Luogu P6560) in C++17: the reference for bench/README.md, with the Rust
// binary's method and complexity. Input through a 64 KiB fread buffer, output in one buffer.
// The graph in compressed rows, forwards (for the move counts) and backwards (predecessor
// lists), on the vertices up to the largest edge end. Per round: the move counts copied, the
// target and the sinks marked lost and queued, then a retrograde pass (a predecessor of a lost
// vertex is won; one whose every move reaches a won vertex is lost) that stops as soon as the
// start is resolved. Unresolved at the end is a draw. It trusts its input (no checks), as a
// contest solution would.
// Build: g++ -O2 -std=c++17 -o passage_of_time bench/cpp/passage_of_time.cpp
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

typedef uint32_t u32;

static char buf[1 << 16];
static size_t len = 0, pos = 0;
static bool refill() {
    len = fread(buf, 1, sizeof buf, stdin);
    pos = 0;
    return len > 0;
}
static u32 next() {
    for (;;) {
        if (pos == len && !refill()) return 0;
        if (buf[pos] >= '0') break;
        ++pos;
    }
    u32 x = 0;
    for (;;) {
        if (pos == len && !refill()) return x;
        char c = buf[pos];
        if (c < '0') return x;
        x = x * 10 + (c - '0');
        ++pos;
    }
}

enum : unsigned char { DRAW = 0, WIN = 1, LOSE = 2 };

int main() {
    u32 n = next(), m = next(), q = next();
    (void)n;
    std::vector<u32> from(m), to(m);
    u32 size = 0;
    for (u32 i = 0; i < m; ++i) {
        from[i] = next() - 1;
        to[i] = next() - 1;
        u32 top = (from[i] > to[i] ? from[i] : to[i]) + 1;
        if (top > size) size = top;
    }
    std::vector<u32> degree(size, 0), start(size + 1, 0), preds(m);
    for (u32 i = 0; i < m; ++i) {
        ++degree[from[i]];
        ++start[to[i] + 1];
    }
    for (u32 v = 0; v < size; ++v) start[v + 1] += start[v];
    {
        std::vector<u32> fill(start.begin(), start.end() - 1);
        for (u32 i = 0; i < m; ++i) preds[fill[to[i]]++] = from[i];
    }
    std::vector<u32> sinks;
    for (u32 v = 0; v < size; ++v)
        if (degree[v] == 0) sinks.push_back(v);
    std::vector<u32> unresolved(size), queue;
    queue.reserve(size);
    std::vector<unsigned char> outcome(size);
    std::vector<char> out;
    out.reserve(3 * (size_t)q + 16);
    for (u32 r = 0; r < q; ++r) {
        u32 x = next() - 1, y = next() - 1;
        unsigned char result;
        if (x >= size || degree[x] == 0) {
            result = LOSE;
        } else {
            memset(outcome.data(), DRAW, size);
            memcpy(unresolved.data(), degree.data(), size * sizeof(u32));
            queue.clear();
            if (y < size) {
                outcome[y] = LOSE;
                queue.push_back(y);
            }
            for (u32 v : sinks)
                if (outcome[v] == DRAW) {
                    outcome[v] = LOSE;
                    queue.push_back(v);
                }
            for (size_t head = 0; head < queue.size() && outcome[x] == DRAW; ++head) {
                u32 v = queue[head];
                bool lost = outcome[v] == LOSE;
                for (u32 e = start[v]; e < start[v + 1]; ++e) {
                    u32 p = preds[e];
                    if (outcome[p] != DRAW) continue;
                    if (lost) {
                        outcome[p] = WIN;
                    } else if (--unresolved[p] == 0) {
                        outcome[p] = LOSE;
                    } else {
                        continue;
                    }
                    queue.push_back(p);
                }
            }
            result = outcome[x];
        }
        const char *line = result == WIN ? "1\n" : result == LOSE ? "-1\n" : "0\n";
        out.insert(out.end(), line, line + strlen(line));
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
