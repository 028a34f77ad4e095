// P4055 [JSOI2009] 游戏, the method of the grid-walk-game binary, for the whole-process
// comparison: the free cells' grid graph (cell r·M + c on the left iff r + c is even) in one
// adjacency array, a maximum matching by Hopcroft–Karp (breadth-first layers from the free
// left cells, explicit-stack augmentation), then a search from every unmatched cell along even
// alternating paths: the free cells reached are AA's winning placements. O(E·√V), no checks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

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
    uint32_t rows = next_uint(), cols = next_uint(), v = rows * cols;
    std::vector<char> free(v);
    for (uint32_t r = 0; r < rows; r++) {
        while (buf[at] != '.' && buf[at] != '#') at++;
        for (uint32_t c = 0; c < cols; c++) free[r * cols + c] = buf[at++] == '.';
    }
    std::vector<uint32_t> start(v + 1, 0), adj;
    adj.reserve(4 * (size_t)v);
    for (uint32_t x = 0; x < v; x++) {
        if (free[x]) {
            uint32_t r = x / cols, c = x % cols;
            if (r > 0 && free[x - cols]) adj.push_back(x - cols);
            if (r + 1 < rows && free[x + cols]) adj.push_back(x + cols);
            if (c > 0 && free[x - 1]) adj.push_back(x - 1);
            if (c + 1 < cols && free[x + 1]) adj.push_back(x + 1);
        }
        start[x + 1] = adj.size();
    }
    const uint32_t NONE = UINT32_MAX;
    std::vector<uint32_t> left, mate(v, NONE), layer(v, NONE), next(v), queue, stack;
    for (uint32_t x = 0; x < v; x++)
        if ((x / cols + x % cols) % 2 == 0) left.push_back(x);
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
    for (uint32_t x = 0; x < v; x++)
        if (free[x] && missable[x])
            out += std::to_string(x / cols + 1) + ' ' + std::to_string(x % cols + 1) + '\n';
    out = out.empty() ? "LOSE\n" : "WIN\n" + out;
    fwrite(out.data(), 1, out.size(), stdout);
}
