"""Lasker's Nim: take any number of stones, or split a heap into two non-empty heaps."""
import sys

from mex import table


def options(n, g):
    out = [g[k] for k in range(n)]
    for a in range(1, n // 2 + 1):
        out.append(g[a] ^ g[n - a])
    return out


table(int(sys.argv[1]), options)
