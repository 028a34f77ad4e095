"""The plain brute force a contestant writes: g(n) is the mex of the list of option values."""


def mex(options):
    """The least non-negative integer not among `options` (a list)."""
    seen = set(options)
    m = 0
    while m in seen:
        m += 1
    return m


def table(upto, options_of):
    """g(0..=upto), each position's options listed by `options_of(n, g)` from the values so far."""
    g = []
    for n in range(upto + 1):
        g.append(mex(options_of(n, g)))
    print(" ".join(map(str, g)))
