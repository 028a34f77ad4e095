// ABC368 F Dividing Game, the contest solution of the dividing-game binary's method, for the
// whole-process comparison: read the whole input at once, Ω(n) (prime factors with
// multiplicity) by a linear sieve up to the largest A_i, then the XOR of Ω(A_i).
// O(N + max A), one byte per value, no checks (values up to the judge's 10^5 and a little
// beyond; no trial division for values past the sieve).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

static char *buf;
static size_t len, at;

static unsigned next_uint() {
    while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
    unsigned x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

int main() {
    size_t cap = 1 << 20;
    buf = (char *)malloc(cap);
    size_t got;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) buf = (char *)realloc(buf, cap *= 2);
    }
    unsigned n = next_uint();
    std::vector<unsigned> a(n);
    unsigned top = 1;
    for (auto &v : a) v = next_uint(), top = std::max(top, v);
    std::vector<unsigned char> omega(top + 1, 0);
    std::vector<unsigned> primes;
    for (unsigned i = 2; i <= top; i++) {
        if (omega[i] == 0) omega[i] = 1, primes.push_back(i);
        for (unsigned p : primes) {
            unsigned long long multiple = (unsigned long long)p * i;
            if (multiple > top) break;
            omega[multiple] = omega[i] + 1;
            if (i % p == 0) break;
        }
    }
    unsigned sum = 0;
    for (unsigned v : a) sum ^= omega[v];
    puts(sum ? "Anna" : "Bruno");
}
