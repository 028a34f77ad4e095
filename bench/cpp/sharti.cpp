// Codeforces 494E (Sharti) in C++17, the reference for bench/README.md.
// The same method as the Rust binary: a white cell (i, j) is worth min(lowbit i, lowbit j, K),
// K = 2^floor(log2 k); the XOR is 0 iff for every t <= log2 K the number of white cells with
// 2^t dividing both coordinates is even. For cells in (l, r] those parities are the bits of
// l ^ r, so a row sweep with a cover-count segment tree over the column boundaries (each node
// holding the XOR of l ^ r over its covered runs) gives all of them as one word:
// XOR over row blocks (r0, r1] of (r0 ^ r1) & covered. A hand-written fread reader.
// Build: g++ -O2 -std=c++17 -o sharti bench/cpp/sharti.cpp
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

typedef unsigned long long u64;

static char in_buf[1 << 16];
static size_t in_len = 0, in_pos = 0;

static int next_char() {
    if (in_pos == in_len) {
        in_len = fread(in_buf, 1, sizeof in_buf, stdin);
        in_pos = 0;
        if (in_len == 0) return -1;
    }
    return in_buf[in_pos++];
}

static u64 read_u64() {
    int c = next_char();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = next_char();
    u64 x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = next_char();
    }
    return x;
}

static std::vector<u64> bounds, word;
static std::vector<unsigned> cover;

static void update(int node, int from, int to, int lo, int hi, int delta) {
    if (hi <= from || to <= lo) return;
    if (lo <= from && to <= hi) {
        cover[node] += delta;
    } else {
        int mid = (from + to) / 2;
        update(2 * node, from, mid, lo, hi, delta);
        update(2 * node + 1, mid, to, lo, hi, delta);
    }
    if (cover[node] > 0) word[node] = bounds[from] ^ bounds[to];
    else if (to - from == 1) word[node] = 0;
    else word[node] = word[2 * node] ^ word[2 * node + 1];
}

struct Event {
    u64 row;
    int lo, hi, delta;
};

int main() {
    read_u64();  // n
    u64 m = read_u64(), k = read_u64();
    std::vector<u64> a(m), b(m), c(m), d(m);
    for (u64 i = 0; i < m; i++) {
        a[i] = read_u64(), b[i] = read_u64(), c[i] = read_u64(), d[i] = read_u64();
        bounds.push_back(b[i] - 1);
        bounds.push_back(d[i]);
    }
    std::sort(bounds.begin(), bounds.end());
    bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
    auto at = [](u64 x) { return int(std::lower_bound(bounds.begin(), bounds.end(), x) - bounds.begin()); };
    std::vector<Event> events;
    events.reserve(2 * m);
    for (u64 i = 0; i < m; i++) {
        int lo = at(b[i] - 1), hi = at(d[i]);
        events.push_back({a[i] - 1, lo, hi, 1});
        events.push_back({c[i], lo, hi, -1});
    }
    std::sort(events.begin(), events.end(), [](const Event& x, const Event& y) { return x.row < y.row; });
    int runs = bounds.empty() ? 0 : int(bounds.size()) - 1;
    cover.assign(4 * std::max<size_t>(bounds.size(), 1), 0);
    word.assign(cover.size(), 0);
    u64 parity = 0, row = 0;
    for (const Event& e : events) {
        parity ^= (row ^ e.row) & word[1];
        row = e.row;
        update(1, 0, runs, e.lo, e.hi, e.delta);
    }
    u64 mask = k == 0 ? 0 : ~0ULL >> __builtin_clzll(k);
    puts((parity & mask) != 0 ? "Hamed" : "Malek");
    return 0;
}
