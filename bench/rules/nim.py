"""Nim on one heap: leave any smaller number of stones."""
import sys

from mex import table


def options(n, g):
    return [g[k] for k in range(n)]


table(int(sys.argv[1]), options)
