// Kayles as testdata/rules/kayles.rs, each option listed one at a time with `out.sum` rather
// than in bulk with `out.split`: what the bulk form saves (bench/rules.sh).
fn moves(n: usize, out: &mut Moves) {
    for take in 1..=2.min(n) {
        for left in 0..=(n - take) / 2 {
            out.sum(&[left, n - take - left]);
        }
    }
}
