// Zigzag Game (Codeforces 1147F), interactive: the same method as problems/zigzag-game. Always
// Bob. Once the judge has said its rule and start, Bob pairs the vertices by the stable matching
// in which the side opposite the start proposes (ranking its edges in the judge's direction) and
// the start's side accepts (ranking in the other), by Gale-Shapley; then he answers every move
// with the partner of the vertex moved to. O(n^2 log n) per game, O(1) per move.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 2;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 2;
        std::vector<int> w(n * n);
        for (int &x : w)
            if (scanf("%d", &x) != 1) return 2;
        printf("B\n");
        fflush(stdout);
        char rule[4];
        int start;
        if (scanf("%3s %d", rule, &start) != 2) return 2;
        bool increasing = rule[0] == 'I';
        --start;
        // Vertices 0..n-1 left, n..2n-1 right; proposers are the far side.
        int far = start < n ? n : 0, near = start < n ? 0 : n;
        auto weight = [&](int x, int y) {  // x far, y near (indices within their sides)
            int u = far + x, v = near + y;
            return u < n ? w[u * n + (v - n)] : w[v * n + (u - n)];
        };
        std::vector<std::vector<int>> pref(n, std::vector<int>(n));
        std::vector<std::vector<int>> rank(n, std::vector<int>(n));
        std::vector<int> order(n);
        for (int x = 0; x < n; ++x) {
            for (int y = 0; y < n; ++y) pref[x][y] = y;
            // The judge's direction first: heaviest first if it increases.
            std::sort(pref[x].begin(), pref[x].end(), [&](int a, int b) {
                return increasing ? weight(x, a) > weight(x, b) : weight(x, a) < weight(x, b);
            });
        }
        for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) order[x] = x;
            // Bob's direction first.
            std::sort(order.begin(), order.end(), [&](int a, int b) {
                return increasing ? weight(a, y) < weight(b, y) : weight(a, y) > weight(b, y);
            });
            for (int i = 0; i < n; ++i) rank[y][order[i]] = i;
        }
        std::vector<int> next(n, 0), held(n, -1), freeList;
        for (int x = n - 1; x >= 0; --x) freeList.push_back(x);
        while (!freeList.empty()) {
            int p = freeList.back();
            freeList.pop_back();
            int a = pref[p][next[p]++];
            if (held[a] < 0) {
                held[a] = p;
            } else if (rank[a][p] < rank[a][held[a]]) {
                freeList.push_back(held[a]);
                held[a] = p;
            } else {
                freeList.push_back(p);
            }
        }
        std::vector<int> mate(2 * n);
        for (int y = 0; y < n; ++y) {
            mate[near + y] = far + held[y];
            mate[far + held[y]] = near + y;
        }
        int at = start;
        for (;;) {
            printf("%d\n", mate[at] + 1);
            fflush(stdout);
            int reply;
            if (scanf("%d", &reply) != 1) return 2;
            if (reply == -1) break;
            if (reply == -2) return 0;
            at = reply - 1;
        }
    }
    return 0;
}
