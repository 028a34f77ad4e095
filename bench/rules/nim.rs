// Nim on one heap: leave any smaller number of stones.
fn moves(n: usize, out: &mut Moves) {
    for k in 0..n {
        out.to(k);
    }
}
