// ABC255 G Constrained Nim, the contest solution of the constrained-nim binary's method, for
// the whole-process comparison: read the whole input at once, sort the forbidden moves as
// (heap, heap left), then per exception heap the targets' values (a binary search over the
// exceptions so far), counted against 1 + extra[v] (a hash map), and a binary search per heap.
// O((N + M) log M), no checks.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>
#include <utility>
#include <vector>

typedef unsigned long long u64;

static char *buf;
static size_t len, at;

static u64 next_u64() {
    while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
    u64 x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

static std::vector<u64> heaps, values, tops;

// g(x): the stored value at an exception, else the running maximum climbed by one a heap.
static u64 grundy(u64 x) {
    size_t i = std::upper_bound(heaps.begin(), heaps.end(), x) - heaps.begin() - 1;
    return heaps[i] == x ? values[i] : tops[i] + (x - heaps[i]);
}

int main() {
    size_t cap = 1 << 20;
    buf = (char *)malloc(cap);
    size_t got;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    size_t n = next_u64(), m = next_u64();
    std::vector<u64> a(n);
    for (auto &v : a) v = next_u64();
    std::vector<std::pair<u64, u64>> forbidden(m);
    for (auto &p : forbidden) {
        u64 x = next_u64(), y = next_u64();
        p = {x, x - y};
    }
    std::sort(forbidden.begin(), forbidden.end());
    forbidden.erase(std::unique(forbidden.begin(), forbidden.end()), forbidden.end());
    heaps.assign(1, 0), values.assign(1, 0), tops.assign(1, 0);
    std::unordered_map<u64, u64> extra;
    extra.reserve(m);
    std::vector<u64> lost;
    for (size_t i = 0; i < forbidden.size();) {
        u64 x = forbidden[i].first;
        u64 below = tops.back() + (x - 1 - heaps.back());
        lost.clear();
        for (; i < forbidden.size() && forbidden[i].first == x; i++) lost.push_back(grundy(forbidden[i].second));
        std::sort(lost.begin(), lost.end());
        u64 value = below + 1;
        for (size_t j = 0; j < lost.size();) {
            size_t k = j;
            while (k < lost.size() && lost[k] == lost[j]) k++;
            auto it = extra.find(lost[j]);
            if (k - j == 1 + (it == extra.end() ? 0 : it->second)) {
                value = lost[j];
                break;
            }
            j = k;
        }
        if (value <= below) extra[value]++;
        heaps.push_back(x), values.push_back(value), tops.push_back(std::max(below, value));
    }
    u64 sum = 0;
    for (u64 v : a) sum ^= grundy(v);
    puts(sum ? "Takahashi" : "Aoki");
}
