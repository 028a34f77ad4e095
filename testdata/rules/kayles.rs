// Kayles (octal 0.77), as a rules file in Rust: knock down one pin or two adjacent pins from a
// row of n; the pins left on either side are two rows.
fn moves(n: usize, out: &mut Moves) {
    for take in 1..=2.min(n) {
        for left in 0..=(n - take) / 2 {
            out.sum(&[left, n - take - left]); // the two sides in either order are one sum
        }
    }
}
