// Take any number of stones, or split a heap into three non-empty heaps (HDU 5795).
fn moves(n: usize, out: &mut Moves) {
    for k in 0..n {
        out.to(k); // leave k stones
    }
    for a in 1..=n / 3 {
        for b in a..=(n - a) / 2 {
            out.sum(&[a, b, n - a - b]); // a <= b <= c
        }
    }
}
