//! Rooting a tree given as an edge list, without an adjacency list or recursion.
//!
//! Each node keeps its degree and the XOR of its neighbours' ids: when only one neighbour is
//! left, that XOR *is* the neighbour. Peeling leaves towards the root therefore visits every
//! node after all its children and finds each one's parent, in O(n) time and 12 bytes a node.

/// A tree on nodes `0..n` rooted at node 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rooted {
    /// The nodes other than 0, each after all its children (a post-order of the rooted tree).
    pub order: Vec<u32>,
    /// `parent[v]` for `v ≠ 0`; 0 for node 0.
    pub parent: Vec<u32>,
}

impl Rooted {
    /// Root the tree on nodes `0..n` with these edges at node 0 by peeling leaves. A leaf other
    /// than 0 is removed once all its other neighbours (its children) were, so the removal order
    /// is children first. `n − 1` edges form a tree iff every node but 0 is removed; `None`
    /// otherwise (then the edges hold a cycle). Every endpoint must be below `n`.
    ///
    /// # Complexity
    /// O(n + edges) time, 12 bytes per node.
    pub fn peel(n: usize, edges: &[(u32, u32)]) -> Option<Self> {
        let mut degree = vec![0u32; n];
        let mut parent = vec![0u32; n];
        for &(a, b) in edges {
            degree[a as usize] += 1;
            degree[b as usize] += 1;
            parent[a as usize] ^= b;
            parent[b as usize] ^= a;
        }
        let mut order: Vec<u32> = Vec::with_capacity(n.saturating_sub(1));
        let mut leaves: Vec<u32> = (1..n as u32).filter(|&v| degree[v as usize] == 1).collect();
        while let Some(v) = leaves.pop() {
            if degree[v as usize] != 1 {
                // Its neighbour was a leaf too: a part of two nodes away from node 0.
                continue;
            }
            degree[v as usize] = 0;
            order.push(v);
            let p = parent[v as usize] as usize;
            parent[p] ^= v;
            degree[p] -= 1;
            if degree[p] == 1 && p != 0 {
                leaves.push(p as u32);
            }
        }
        if let Some(root) = parent.first_mut() {
            *root = 0;
        }
        (n > 0 && order.len() == n - 1 && edges.len() == n - 1).then_some(Self { order, parent })
    }
}

#[cfg(test)]
mod tests {
    use super::Rooted;

    /// Parents by a breadth-first search over an adjacency list, the plain way.
    fn parents_by_search(n: usize, edges: &[(u32, u32)]) -> Option<Vec<u32>> {
        let mut adjacent = vec![vec![]; n];
        for &(a, b) in edges {
            adjacent[a as usize].push(b);
            adjacent[b as usize].push(a);
        }
        let mut parent = vec![u32::MAX; n];
        parent[0] = 0;
        let mut queue = vec![0u32];
        let mut seen = 1;
        while let Some(v) = queue.pop() {
            for &w in &adjacent[v as usize] {
                if parent[w as usize] == u32::MAX {
                    parent[w as usize] = v;
                    seen += 1;
                    queue.push(w);
                }
            }
        }
        (seen == n && edges.len() == n - 1).then_some(parent)
    }

    #[test]
    fn peeling_agrees_with_a_search_and_orders_children_first() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |below: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % below
        };
        for _ in 0..3000 {
            let n = 1 + next(12) as usize;
            // A random tree, then sometimes one edge rewired (often into a cycle).
            let mut edges: Vec<(u32, u32)> =
                (1..n as u32).map(|v| (next(v as u64) as u32, v)).collect();
            if n > 2 && next(3) == 0 {
                let i = next(edges.len() as u64) as usize;
                edges[i] = (next(n as u64) as u32, next(n as u64) as u32);
                if edges[i].0 == edges[i].1 {
                    continue;
                }
            }
            let rooted = Rooted::peel(n, &edges);
            let expected = parents_by_search(n, &edges);
            assert_eq!(rooted.as_ref().map(|r| r.parent.clone()), expected, "{edges:?}");
            if let Some(r) = rooted {
                let mut done = vec![false; n];
                for &v in &r.order {
                    done[v as usize] = true;
                    assert!(!done[r.parent[v as usize] as usize], "{edges:?}: child after parent");
                }
            }
        }
    }
}
