// Lasker's Nim: take any number of stones, or split a heap into two non-empty heaps.
fn moves(n: usize, out: &mut Moves) {
    if n > 0 {
        out.to_each(0..=n - 1); // leave k < n stones
    }
    out.split(n, 1..=n / 2); // split into a and n - a
}
