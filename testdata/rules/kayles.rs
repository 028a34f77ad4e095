// Kayles (octal 0.77), as a rules file in Rust: knock down one pin or two adjacent pins from a
// row of n; the pins left on either side are two rows, `a` and `n - take - a`, and the two
// sides in either order are one sum, so `a` runs to half of what is left.
fn moves(n: usize, out: &mut Moves) {
    for take in 1..=2.min(n) {
        out.split(n - take, 0..=(n - take) / 2);
    }
}
