// P1971 [NOI2011] 兔兔与蛋蛋游戏, the method of the empty-cell-game binary, for the
// whole-process comparison: the walk's graph (the empty cell, white cells at odd distance
// parity from it, black ones at even, adjacent ones joined), a maximum matching by
// Hopcroft–Karp, then the record replayed by deletions: deleting a matched vertex unmatches
// its partner and looks for one augmenting path from it (explicit-stack search, a stamp per
// search); the vertex was winning iff none is found. A move of 兔兔 is a mistake iff the
// vertices he leaves and enters were both winning. O(nm·√(nm) + k·nm), no checks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

static const uint32_t NONE = UINT32_MAX;
static std::vector<uint32_t> start, adj, mate, seen;
static std::vector<char> gone;
static uint32_t stamp;

static bool augment_from(uint32_t root) {
    stamp++;
    std::vector<std::pair<uint32_t, uint32_t>> stack{{root, start[root]}};
    while (!stack.empty()) {
        auto &top = stack.back();
        uint32_t x = top.first;
        if (top.second == start[x + 1]) {
            stack.pop_back();
            continue;
        }
        uint32_t y = adj[top.second++];
        if (gone[y] || seen[y] == stamp) continue;
        seen[y] = stamp;
        uint32_t w = mate[y];
        if (w == NONE) {
            for (auto &f : stack) {
                uint32_t t = adj[f.second - 1];
                mate[f.first] = t, mate[t] = f.first;
            }
            return true;
        }
        stack.push_back({w, start[w]});
    }
    return false;
}

static bool remove(uint32_t v) {
    gone[v] = 1;
    uint32_t p = mate[v];
    if (p == NONE) return false;
    mate[v] = mate[p] = NONE;
    return !augment_from(p);
}

int main() {
    size_t cap = 1 << 20, len = 0, got, at = 0;
    char *buf = (char *)malloc(cap);
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    auto next_uint = [&]() {
        while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
        uint32_t x = 0;
        while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
        return x;
    };
    uint32_t rows = next_uint(), cols = next_uint(), v = rows * cols, empty = 0;
    std::vector<char> board(v);
    for (uint32_t r = 0; r < rows; r++) {
        while (buf[at] != 'X' && buf[at] != 'O' && buf[at] != '.') at++;
        for (uint32_t c = 0; c < cols; c++) {
            board[r * cols + c] = buf[at++];
            if (board[r * cols + c] == '.') empty = r * cols + c;
        }
    }
    auto parity = [&](uint32_t x) { return (x / cols + x % cols + empty / cols + empty % cols) % 2; };
    std::vector<char> vertex(v);
    for (uint32_t x = 0; x < v; x++)
        vertex[x] = board[x] == '.' || (board[x] == 'O') == (parity(x) == 1);
    start.assign(v + 1, 0);
    for (uint32_t x = 0; x < v; x++) {
        if (vertex[x]) {
            uint32_t r = x / cols, c = x % cols;
            if (r > 0 && vertex[x - cols]) adj.push_back(x - cols);
            if (r + 1 < rows && vertex[x + cols]) adj.push_back(x + cols);
            if (c > 0 && vertex[x - 1]) adj.push_back(x - 1);
            if (c + 1 < cols && vertex[x + 1]) adj.push_back(x + 1);
        }
        start[x + 1] = adj.size();
    }
    mate.assign(v, NONE);
    seen.assign(v, 0);
    gone.assign(v, 0);
    std::vector<uint32_t> left, layer(v, NONE), next(v), queue, stack;
    for (uint32_t x = 0; x < v; x++)
        if (parity(x) == 0) left.push_back(x);
    for (;;) {
        queue.clear();
        for (uint32_t u : left) {
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
        for (uint32_t u : left) next[u] = start[u];
        for (uint32_t root : left) {
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
    uint32_t k = next_uint(), cur = empty;
    std::vector<uint32_t> mistakes;
    for (uint32_t i = 0; i < k; i++) {
        uint32_t a = (next_uint() - 1) * cols, b;
        a += next_uint() - 1;
        b = (next_uint() - 1) * cols;
        b += next_uint() - 1;
        bool won = remove(cur);
        bool then_lost = remove(a);
        if (won && then_lost) mistakes.push_back(i + 1);
        cur = b;
    }
    std::string out = std::to_string(mistakes.size()) + '\n';
    for (uint32_t m : mistakes) out += std::to_string(m) + '\n';
    fwrite(out.data(), 1, out.size(), stdout);
}
