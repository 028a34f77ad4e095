"""Take any number of stones, or split a heap into three non-empty heaps (HDU 5795)."""
import sys

from mex import table


def options(n, g):
    out = [g[k] for k in range(n)]
    for a in range(1, n // 3 + 1):
        for b in range(a, (n - a) // 2 + 1):
            out.append(g[a] ^ g[b] ^ g[n - a - b])
    return out


table(int(sys.argv[1]), options)
