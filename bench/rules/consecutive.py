"""Split a heap into k >= 2 non-empty heaps of consecutive decreasing sizes (Codeforces 88E):
n = b + (b + 1) + ... + (b + k - 1) with b >= 1."""
import sys

from mex import table


def options(n, g):
    out = []
    k = 2
    while k * (k + 1) // 2 <= n:
        rest = n - k * (k - 1) // 2
        if rest % k == 0:
            b = rest // k
            x = 0
            for h in range(b, b + k):
                x ^= g[h]
            out.append(x)
        k += 1
    return out


table(int(sys.argv[1]), options)
