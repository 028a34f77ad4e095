// Luogu P6487 HRPA by the fibonacci-first-take binary's method, for the whole-process
// comparison: the Fibonacci numbers 1, 2, 3, 5, ... below 2^64 in a table, then the greedy
// Zeckendorf representation of N from the top, printing its last (smallest) term. O(log N).
#include <cstdio>

typedef unsigned long long u64;

int main() {
    u64 fib[92];
    fib[0] = 1;
    fib[1] = 2;
    for (int i = 2; i < 92; i++) fib[i] = fib[i - 1] + fib[i - 2];
    u64 n = 0;
    if (scanf("%llu", &n) != 1) return 1;
    u64 rest = n, smallest = 0;
    for (int i = 91; i >= 0 && rest > 0; i--) {
        if (fib[i] <= rest) {
            rest -= fib[i];
            smallest = fib[i];
        }
    }
    printf("%llu\n", smallest);
    return 0;
}
