// Luogu P6791 [SNOI2020] by the fibonacci-misere-count binary's method, for the whole-process
// comparison: the first player wins heap n iff n >= 2 and the smallest Zeckendorf term of
// n - 1 is at most k, so each answer counts m in 1..N-1 with that property by a digit DP over
// the Zeckendorf digits of N - 1 from the top. Reads the whole input at once. O(T log N).
#include <cstdio>
#include <cstdlib>
#include <vector>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

static char *buf;
static size_t len, at;

static u64 next_u64() {
    while (at < len && (buf[at] < '0' || buf[at] > '9')) at++;
    u64 x = 0;
    while (at < len && buf[at] >= '0' && buf[at] <= '9') x = x * 10 + (buf[at++] - '0');
    return x;
}

static u64 fib[92];

// How many m in 1..x have a smallest term above k (no index below `least`).
static u64 count_above(u64 x, u64 k) {
    int least = 0;
    while (least < 92 && fib[least] <= k) least++;
    u128 count = 0;
    u64 rest = x;
    bool whole = true;
    for (int p = 91; p >= 0; p--) {
        if (fib[p] <= rest) {
            if (p < least) {
                count += 1;
                whole = false;
                break;
            }
            count += fib[p - least];
            rest -= fib[p];
        }
    }
    if (whole) count += 1;
    return (u64)(count - 1);
}

int main() {
    fib[0] = 1;
    fib[1] = 2;
    for (int i = 2; i < 92; i++) fib[i] = fib[i - 1] + fib[i - 2];
    std::vector<char> data;
    char chunk[1 << 16];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) data.insert(data.end(), chunk, chunk + got);
    buf = data.data();
    len = data.size();
    u64 t = next_u64();
    std::vector<char> out;
    out.reserve(t * 21);
    char digits[24];
    for (u64 i = 0; i < t; i++) {
        u64 k = next_u64(), n = next_u64();
        u64 x = n > 0 ? n - 1 : 0;
        u64 answer = x - count_above(x, k);
        int d = 0;
        do digits[d++] = '0' + answer % 10; while ((answer /= 10) > 0);
        while (d > 0) out.push_back(digits[--d]);
        out.push_back('\n');
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
