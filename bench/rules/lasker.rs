// Lasker's Nim: take any number of stones, or split a heap into two non-empty heaps.
fn moves(n: usize, out: &mut Moves) {
    for k in 0..n {
        out.to(k); // leave k stones
    }
    for a in 1..=n / 2 {
        out.sum(&[a, n - a]); // split into a and n - a
    }
}
