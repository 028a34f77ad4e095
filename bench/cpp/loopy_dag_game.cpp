// loopy-dag-game (HDU 1524's game with cycles, our format) in C++17: the reference for
// bench/README.md, with the Rust binary's method and complexity. Input through a
// 64 KiB fread buffer, output in one buffer. Per test: the successor lists in compressed rows,
// the predecessor lists by a counting pass; the vertices from which every play ends valued by
// the plain mex from the sinks backwards; then the generalised Sprague-Grundy labelling, level
// by level, on the rest (pending moves counted, predecessors out of play swapped to the back
// of their list as met); the sets K of the infinite vertices sorted; each query decided as it
// is read. It trusts its input (no checks), as a contest solution would.
// Build: g++ -O2 -std=c++17 -o loopy_dag_game bench/cpp/loopy_dag_game.cpp
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
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
// The next unsigned number, or false at the end of input.
static bool next(u64 &x) {
    for (;;) {
        if (pos == len && !refill()) return false;
        if (buf[pos] >= '0') break;
        ++pos;
    }
    x = 0;
    for (;;) {
        if (pos == len && !refill()) return true;
        char c = buf[pos];
        if (c < '0') return true;
        x = x * 10 + (c - '0');
        ++pos;
    }
}

static const u32 UNLABELLED = 0xffffffffu, LABELLED_INFINITE = 0xfffffffeu, INF = 1u << 31;

int main() {
    std::vector<char> out;
    std::vector<u32> starts, targets, rstarts, sources, fill, value, live, pending, stamp_of,
        uend, active, queue, ended, seen_words, kstart, kval, codes;
    std::vector<u64> seen;
    u64 n;
    while (next(n)) {
        starts.assign(n + 1, 0);
        targets.clear();
        for (u64 v = 0; v < n; ++v) {
            u64 d, w;
            next(d);
            for (u64 i = 0; i < d; ++i) next(w), targets.push_back((u32)w);
            starts[v + 1] = (u32)targets.size();
        }
        size_t e = targets.size();
        rstarts.assign(n + 1, 0);
        for (u32 w : targets) ++rstarts[w + 1];
        for (u64 v = 0; v < n; ++v) rstarts[v + 1] += rstarts[v];
        fill.assign(rstarts.begin(), rstarts.end() - 1);
        sources.resize(e);
        for (u64 v = 0; v < n; ++v)
            for (u32 i = starts[v]; i < starts[v + 1]; ++i) sources[fill[targets[i]]++] = (u32)v;
        value.assign(n, UNLABELLED);
        live.resize(n);
        for (u64 v = 0; v < n; ++v) live[v] = starts[v + 1] - starts[v];
        // Where every play ends: from the sinks backwards, the plain mex.
        ended.clear();
        for (u64 v = 0; v < n; ++v)
            if (live[v] == 0) ended.push_back((u32)v);
        for (size_t h = 0; h < ended.size(); ++h) {
            u32 v = ended[h], deg = starts[v + 1] - starts[v];
            size_t words = deg / 64 + 1;
            if (seen.size() < words) seen.resize(words, 0);
            for (u32 i = starts[v]; i < starts[v + 1]; ++i) {
                u32 m = value[targets[i]];
                if (m / 64 < words) seen[m / 64] |= 1ull << (m % 64);
            }
            size_t f = 0;
            while (seen[f] == ~0ull) ++f;
            value[v] = (u32)(f * 64 + __builtin_ctzll(~seen[f]));
            std::fill(seen.begin(), seen.begin() + words, 0);
            for (u32 i = rstarts[v]; i < rstarts[v + 1]; ++i)
                if (--live[sources[i]] == 0) ended.push_back(sources[i]);
        }
        // The ended vertices by value.
        u32 top = 0;
        for (u32 v : ended) top = std::max(top, value[v] + 1);
        std::vector<u32> bstart(top + 2, 0), byval(ended.size());
        for (u32 v : ended) ++bstart[value[v] + 1];
        for (u32 m = 0; m <= top; ++m) bstart[m + 1] += bstart[m];
        {
            std::vector<u32> f2(bstart.begin(), bstart.end() - 1);
            for (u32 v : ended) byval[f2[value[v]]++] = v;
        }
        pending.assign(n, 0);
        stamp_of.assign(n, 0);
        uend.assign(rstarts.begin() + 1, rstarts.end());
        active.clear();
        for (u64 v = 0; v < n; ++v)
            if (value[v] == UNLABELLED) active.push_back((u32)v);
        for (u32 level = 0; !active.empty(); ++level) {
            u32 stamp = level + 1;
            queue.clear();
            if (level < top) {
                for (u32 i = bstart[level]; i < bstart[level + 1]; ++i) {
                    u32 x = byval[i];
                    for (u32 j = rstarts[x]; j < rstarts[x + 1]; ++j) {
                        u32 p = sources[j];
                        if ((value[p] == UNLABELLED || value[p] == LABELLED_INFINITE) &&
                            stamp_of[p] != stamp)
                            stamp_of[p] = stamp, queue.push_back(p);
                    }
                }
            }
            for (u32 u : active) {
                pending[u] = live[u];
                if (live[u] == 0 && stamp_of[u] != stamp) value[u] = level, queue.push_back(u);
            }
            for (size_t h = 0; h < queue.size(); ++h) {
                u32 x = queue[h];
                if (value[x] == level) {
                    for (u32 j = rstarts[x]; j < rstarts[x + 1]; ++j) {
                        u32 p = sources[j];
                        if (value[p] == UNLABELLED)
                            --live[p];
                        else if (value[p] != LABELLED_INFINITE)
                            continue;
                        if (stamp_of[p] != stamp) stamp_of[p] = stamp, queue.push_back(p);
                    }
                    continue;
                }
                u32 j = rstarts[x], end = uend[x];
                while (j < end) {
                    u32 q = sources[j];
                    if (value[q] != UNLABELLED) {
                        std::swap(sources[j], sources[--end]);
                        continue;
                    }
                    ++j;
                    if (stamp_of[q] != stamp && --pending[q] == 0)
                        value[q] = level, queue.push_back(q);
                }
                uend[x] = end;
            }
            size_t kept = 0;
            for (u32 u : active) {
                if (value[u] != UNLABELLED) continue;
                if (stamp_of[u] != stamp) {
                    value[u] = LABELLED_INFINITE;
                    continue;
                }
                active[kept++] = u;
            }
            active.resize(kept);
        }
        // K of each infinite vertex, sorted.
        kstart.assign(1, 0);
        kval.clear();
        codes.assign(value.begin(), value.end());
        for (u64 v = 0; v < n; ++v) {
            if (value[v] != LABELLED_INFINITE) continue;
            size_t s = kval.size();
            for (u32 i = starts[v]; i < starts[v + 1]; ++i)
                if (value[targets[i]] < INF) kval.push_back(value[targets[i]]);
            std::sort(kval.begin() + s, kval.end());
            kval.erase(std::unique(kval.begin() + s, kval.end()), kval.end());
            codes[v] = INF + (u32)(kstart.size() - 1);
            kstart.push_back((u32)kval.size());
        }
        for (;;) {
            u64 m, p;
            next(m);
            if (m == 0) break;
            u32 nim = 0, infinite = 0, last = 0;
            for (u64 i = 0; i < m; ++i) {
                next(p);
                u32 c = codes[p];
                if (c < INF)
                    nim ^= c;
                else
                    ++infinite, last = c - INF;
            }
            const char *word;
            if (infinite == 0)
                word = nim ? "WIN\n" : "LOSE\n";
            else if (infinite == 1 && std::binary_search(kval.begin() + kstart[last],
                                                         kval.begin() + kstart[last + 1], nim))
                word = "WIN\n";
            else
                word = "DRAW\n";
            out.insert(out.end(), word, word + strlen(word));
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
