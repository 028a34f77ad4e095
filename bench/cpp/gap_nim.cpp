// Luogu P7589 Black and White Pieces, the contest solution of the gap-nim binary's method, for
// the whole-process comparison: read the whole input at once (blank lines are whitespace like
// any other), and per test XOR the gaps |b − w| − 1; "Yes" iff the XOR is non-zero. k, d and
// the intercepts are read and ignored. O(input), no checks; cells are any 64-bit integers.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static char *buf;
static size_t len, at;

static int64_t next_int() {
    while (at < len && buf[at] != '-' && (buf[at] < '0' || buf[at] > '9')) at++;
    bool negative = at < len && buf[at] == '-';
    if (negative) at++;
    uint64_t x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return negative ? (int64_t)(0 - x) : (int64_t)x;
}

int main() {
    size_t cap = 1 << 20;
    buf = (char *)malloc(cap);
    size_t got;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    int64_t tests = next_int();
    for (int64_t t = 0; t < tests; t++) {
        int64_t n = next_int();
        next_int(), next_int();  // k and d
        uint64_t sum = 0;
        for (int64_t i = 0; i < n; i++) {
            next_int();  // the intercept
            int64_t b = next_int(), w = next_int();
            uint64_t distance = b > w ? (uint64_t)b - (uint64_t)w : (uint64_t)w - (uint64_t)b;
            sum ^= distance - 1;
        }
        puts(sum ? "Yes" : "No");
    }
}
