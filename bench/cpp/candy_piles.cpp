// AtCoder AGC002 E Candy Piles by the candy-piles binary's method, for the whole-process
// comparison: the end p of the Young diagram's diagonal walk is the h-index of the piles,
// found from a count per size (sizes above N counted as N + 1); then the corridor to the right
// has #{a >= p} - p cells and the one above a_p - p, where a_p is p unless exactly p piles
// exceed p (then the smallest of them). First iff a corridor is odd. O(N), no sort.
#include <cstdio>
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

int main() {
    std::vector<char> data;
    char chunk[1 << 16];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) data.insert(data.end(), chunk, chunk + got);
    buf = data.data();
    len = data.size();
    size_t n = next_u64();
    std::vector<u64> piles(n);
    std::vector<u64> per_size(n + 2, 0);
    for (size_t i = 0; i < n; i++) {
        piles[i] = next_u64();
        per_size[piles[i] < n + 1 ? piles[i] : n + 1]++;
    }
    size_t p = n + 1;
    u64 at_least = 0;
    for (;;) {
        at_least += per_size[p];
        if (at_least >= p || p == 1) break;
        p--;
    }
    u64 above = at_least - per_size[p];
    u64 a_p = p;
    if (above == p) {
        u64 smallest = ~0ULL;
        for (size_t i = 0; i < n; i++)
            if (piles[i] > p && piles[i] < smallest) smallest = piles[i];
        a_p = smallest;
    }
    u64 up = a_p - p, right = at_least - p;
    puts(up % 2 == 1 || right % 2 == 1 ? "First" : "Second");
    return 0;
}
