//! Every small instance of a shape, for tests that check a solver on all of them: labelled
//! trees (by Prüfer sequences).

/// Every labelled tree on the vertices `1..=n` (Cayley: `n^(n−2)` of them; one tree, with no
/// edge, for `n = 1`; none for `n = 0`), each as its `n − 1` edges, decoded from its Prüfer
/// sequence.
///
/// # Complexity
/// O(n^(n−2) · n²) in all, one tree at a time.
pub fn labelled_trees(n: usize) -> impl Iterator<Item = Vec<(u32, u32)>> {
    let count = match n {
        0 => 0,
        1 => 1,
        _ => (n as u64).pow(n as u32 - 2),
    };
    (0..count).map(move |mut index| {
        if n == 1 {
            return Vec::new();
        }
        let code: Vec<usize> = (0..n - 2)
            .map(|_| {
                let c = (index % n as u64) as usize;
                index /= n as u64;
                c
            })
            .collect();
        let mut degree = vec![1u32; n];
        code.iter().for_each(|&c| degree[c] += 1);
        let mut edges = Vec::with_capacity(n - 1);
        for &c in &code {
            let leaf = (0..n).find(|&v| degree[v] == 1).expect("a Prüfer code leaves a leaf");
            edges.push((leaf as u32 + 1, c as u32 + 1));
            degree[leaf] = 0;
            degree[c] -= 1;
        }
        let last: Vec<u32> = (0..n as u32).filter(|&v| degree[v as usize] == 1).collect();
        edges.push((last[0] + 1, last[1] + 1));
        edges
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Cayley's count, every one a tree (n − 1 edges joining all n vertices), no two alike.
    #[test]
    fn every_labelled_tree_once() {
        for n in 0..=6usize {
            let mut seen = BTreeSet::new();
            for edges in labelled_trees(n) {
                assert_eq!(edges.len(), n - 1, "n = {n}");
                let mut root: Vec<usize> = (0..=n).collect();
                fn find(root: &mut [usize], v: usize) -> usize {
                    if root[v] != v {
                        root[v] = find(root, root[v]);
                    }
                    root[v]
                }
                for &(a, b) in &edges {
                    let (ra, rb) = (find(&mut root, a as usize), find(&mut root, b as usize));
                    assert_ne!(ra, rb, "n = {n}: a cycle in {edges:?}");
                    root[ra] = rb;
                }
                let mut sorted: Vec<(u32, u32)> =
                    edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                sorted.sort_unstable();
                assert!(seen.insert(sorted), "n = {n}: {edges:?} twice");
            }
            let cayley = match n {
                0 => 0,
                1 => 1,
                _ => n.pow(n as u32 - 2),
            };
            assert_eq!(seen.len(), cayley, "n = {n}");
        }
    }
}
