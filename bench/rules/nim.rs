// Nim on one heap: leave any smaller number of stones.
fn moves(n: usize, out: &mut Moves) {
    if n > 0 {
        out.to_each(0..=n - 1);
    }
}
