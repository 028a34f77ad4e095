// Split a heap into k >= 2 non-empty heaps of consecutive decreasing sizes (Codeforces 88E):
// n = b + (b + 1) + ... + (b + k - 1) with b >= 1.
fn moves(n: usize, out: &mut Moves) {
    let mut k = 2;
    while k * (k + 1) / 2 <= n {
        let rest = n - k * (k - 1) / 2;
        if rest % k == 0 {
            let b = rest / k;
            let parts: Vec<usize> = (b..b + k).collect();
            out.sum(&parts);
        }
        k += 1;
    }
}
