// Luogu P2599 [ZJOI2009], the contest solution of the ends-nim binary's method, for the
// whole-process comparison: per test, the lost left and right values of every interval by
// increasing length, keeping only the current length's (O(n²) time, O(n) memory); the first
// player loses iff a_1 equals the lost left value of a_2 … a_n. Piles are 64-bit, no checks.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

static char *buf;
static size_t len, at;

static uint64_t next_uint() {
    while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
    uint64_t x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

// The lost left value of a row ending in y whose prefix has lost values left and right.
static inline uint64_t extend(uint64_t y, uint64_t left, uint64_t right) {
    if (y == right) return 0;
    if ((y < left && y < right) || (y > left && y > right)) return y;
    if (left <= y && y < right) return y + 1;
    return y - 1;
}

int main() {
    size_t cap = 1 << 20;
    buf = (char *)malloc(cap);
    size_t got;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    uint64_t tests = next_uint();
    std::vector<uint64_t> a, left, right;
    for (uint64_t t = 0; t < tests; t++) {
        size_t n = next_uint();
        a.resize(n);
        for (auto &v : a) v = next_uint();
        if (n == 0) {
            puts("0");
            continue;
        }
        // The rest of the row: a_2 … a_n.
        const uint64_t *row = a.data() + 1;
        size_t m = n - 1;
        left.assign(row, row + m);
        right.assign(row, row + m);
        for (size_t l = 2; l <= m; l++)
            for (size_t i = 0; i + l <= m; i++) {
                uint64_t new_left = extend(row[i + l - 1], left[i], right[i]);
                uint64_t new_right = extend(row[i], right[i + 1], left[i + 1]);
                left[i] = new_left, right[i] = new_right;
            }
        uint64_t lost = m == 0 ? 0 : left[0];
        puts(a[0] != lost ? "1" : "0");
    }
}
