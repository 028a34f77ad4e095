//! Sets of small integers as binary tries that share one arena: insert, union by merging,
//! XOR of every element by a constant in O(1) (a lazy tag), and the mex.
//!
//! The set of Grundy values a move inside a subtree can reach is built this way in tree games
//! (Combat on a tree, SPOJ COT3): the children's sets are shifted by XOR and united at their
//! parent. Merging two tries costs the nodes they share, so merging sets of `m` elements in
//! total into one, in any order, costs O(m · bits) over the whole run (every shared node
//! visited is freed from one of the two).
//!
//! Every value has exactly `bits` binary digits, the top one first. A node at depth `d` splits
//! on bit `bits − 1 − d`; its `lazy` tag is an XOR still owed to the whole subtree below it
//! (itself included): pushing it down swaps the two children where the tag has the node's bit,
//! and hands the tag on. `full` says every value below the node is present, which is what the
//! mex walks by.

/// A handle to one set in a [`XorTrieForest`]; [`XorTrieForest::EMPTY`] is the empty set.
pub type TrieRoot = u32;

#[derive(Debug, Clone, Copy, Default)]
struct Node {
    child: [u32; 2],
    lazy: u32,
    full: bool,
}

/// Many sets of values below `2^bits` (`bits ≤ 32`) in one arena of trie nodes.
#[derive(Debug, Clone)]
pub struct XorTrieForest {
    bits: u32,
    nodes: Vec<Node>,
}

impl XorTrieForest {
    /// The empty set (node 0 is a sentinel that is never written).
    pub const EMPTY: TrieRoot = 0;

    /// A forest for values below `2^bits`.
    ///
    /// # Panics
    /// If `bits` is above 32.
    ///
    /// # Complexity
    /// O(1).
    pub fn new(bits: u32) -> Self {
        assert!(bits <= 32, "values are u32");
        Self { bits, nodes: vec![Node::default()] }
    }

    /// The number of binary digits of every value.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// The nodes allocated so far (the sentinel included): a memory measure.
    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    fn alloc(&mut self) -> u32 {
        self.nodes.push(Node::default());
        (self.nodes.len() - 1) as u32
    }

    /// Apply the node's owed XOR to its children (`level` is the bit the node splits on).
    fn push_down(&mut self, node: u32, level: u32) {
        let lazy = self.nodes[node as usize].lazy;
        if lazy == 0 {
            return;
        }
        let n = &mut self.nodes[node as usize];
        n.lazy = 0;
        if lazy >> level & 1 == 1 {
            n.child.swap(0, 1);
        }
        let child = n.child;
        for c in child {
            if c != Self::EMPTY {
                self.nodes[c as usize].lazy ^= lazy;
            }
        }
    }

    fn refresh(&mut self, node: u32) {
        let [a, b] = self.nodes[node as usize].child;
        let full = a != Self::EMPTY
            && b != Self::EMPTY
            && self.nodes[a as usize].full
            && self.nodes[b as usize].full;
        self.nodes[node as usize].full = full;
    }

    /// The set `root ∪ {value}` (the handle may change; `root` is consumed).
    ///
    /// # Panics
    /// If `value` has more than `bits` binary digits.
    ///
    /// # Complexity
    /// O(bits), at most `bits + 1` new nodes.
    pub fn insert(&mut self, root: TrieRoot, value: u32) -> TrieRoot {
        assert!(self.bits == 32 || value >> self.bits == 0, "value {value} too wide");
        let root = if root == Self::EMPTY { self.alloc() } else { root };
        let mut path = [0u32; 33];
        let mut node = root;
        for depth in 0..self.bits {
            let level = self.bits - 1 - depth;
            path[depth as usize] = node;
            self.push_down(node, level);
            let side = (value >> level & 1) as usize;
            let mut next = self.nodes[node as usize].child[side];
            if next == Self::EMPTY {
                next = self.alloc();
                self.nodes[node as usize].child[side] = next;
            }
            node = next;
        }
        self.nodes[node as usize].full = true;
        for depth in (0..self.bits).rev() {
            self.refresh(path[depth as usize]);
        }
        root
    }

    /// XOR every element of `root` by `x`, lazily.
    ///
    /// # Complexity
    /// O(1).
    pub fn xor_all(&mut self, root: TrieRoot, x: u32) {
        if root != Self::EMPTY {
            self.nodes[root as usize].lazy ^= x;
        }
    }

    /// The union of two sets (both handles are consumed; their nodes are reused).
    ///
    /// # Complexity
    /// O(nodes the two tries share) time, recursion depth at most `bits`.
    pub fn merge(&mut self, a: TrieRoot, b: TrieRoot) -> TrieRoot {
        self.merge_at(a, b, 0)
    }

    fn merge_at(&mut self, a: u32, b: u32, depth: u32) -> u32 {
        if a == Self::EMPTY {
            return b;
        }
        if b == Self::EMPTY {
            return a;
        }
        if depth == self.bits {
            // Both hold the one value this leaf stands for.
            return a;
        }
        let level = self.bits - 1 - depth;
        self.push_down(a, level);
        self.push_down(b, level);
        let [a0, a1] = self.nodes[a as usize].child;
        let [b0, b1] = self.nodes[b as usize].child;
        let c0 = self.merge_at(a0, b0, depth + 1);
        let c1 = self.merge_at(a1, b1, depth + 1);
        self.nodes[a as usize].child = [c0, c1];
        self.refresh(a);
        a
    }

    /// Whether `value` is in the set.
    ///
    /// # Complexity
    /// O(bits).
    pub fn contains(&mut self, root: TrieRoot, value: u32) -> bool {
        let mut node = root;
        for depth in 0..self.bits {
            if node == Self::EMPTY {
                return false;
            }
            let level = self.bits - 1 - depth;
            self.push_down(node, level);
            node = self.nodes[node as usize].child[(value >> level & 1) as usize];
        }
        node != Self::EMPTY
    }

    /// The smallest value not in the set; `2^bits` if the set holds every value.
    ///
    /// Walks down from the top bit: where the 0-half is full the mex has that bit set and lies
    /// in the 1-half, otherwise it lies in the 0-half; an empty half ends the walk.
    ///
    /// # Complexity
    /// O(bits).
    pub fn mex(&mut self, root: TrieRoot) -> u64 {
        if root != Self::EMPTY && self.nodes[root as usize].full {
            return 1u64 << self.bits;
        }
        let mut node = root;
        let mut mex = 0u64;
        for depth in 0..self.bits {
            if node == Self::EMPTY {
                break;
            }
            let level = self.bits - 1 - depth;
            self.push_down(node, level);
            let [low, high] = self.nodes[node as usize].child;
            if low != Self::EMPTY && self.nodes[low as usize].full {
                mex |= 1 << level;
                node = high;
            } else {
                node = low;
            }
        }
        mex
    }

    /// Every element, in increasing order (for tests and explanations).
    ///
    /// # Complexity
    /// O(nodes of the trie), an explicit stack of at most `2 · bits` entries.
    pub fn elements(&mut self, root: TrieRoot) -> Vec<u32> {
        let mut out = Vec::new();
        let mut stack = vec![(root, 0u32, 0u32)];
        while let Some((node, depth, prefix)) = stack.pop() {
            if node == Self::EMPTY {
                continue;
            }
            if depth == self.bits {
                out.push(prefix);
                continue;
            }
            let level = self.bits - 1 - depth;
            self.push_down(node, level);
            let [low, high] = self.nodes[node as usize].child;
            stack.push((high, depth + 1, prefix | 1 << level));
            stack.push((low, depth + 1, prefix));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// A tiny deterministic generator (xorshift).
    struct Rand(u64);
    impl Rand {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    fn plain_mex(set: &BTreeSet<u32>) -> u64 {
        (0u32..).find(|v| !set.contains(v)).map_or(0, u64::from)
    }

    /// Random sequences of insert, xor, merge on several sets, each checked against a plain
    /// `BTreeSet` after every step: elements, membership and mex.
    #[test]
    fn agrees_with_a_plain_set() {
        let mut rng = Rand(0x5eed_c073);
        for round in 0..400 {
            let bits = (round % 7) as u32 + 1;
            let top = 1u64 << bits;
            let mut forest = XorTrieForest::new(bits);
            let mut tries = [XorTrieForest::EMPTY; 4];
            let mut sets = vec![BTreeSet::new(); 4];
            for _ in 0..60 {
                let i = (rng.next() % 4) as usize;
                match rng.next() % 4 {
                    0 | 1 => {
                        let v = (rng.next() % top) as u32;
                        tries[i] = forest.insert(tries[i], v);
                        sets[i].insert(v);
                    }
                    2 => {
                        let x = (rng.next() % top) as u32;
                        forest.xor_all(tries[i], x);
                        sets[i] = sets[i].iter().map(|v| v ^ x).collect();
                    }
                    _ => {
                        let j = (rng.next() % 4) as usize;
                        if i != j {
                            tries[i] = forest.merge(tries[i], tries[j]);
                            tries[j] = XorTrieForest::EMPTY;
                            let moved = std::mem::take(&mut sets[j]);
                            sets[i].extend(moved);
                        }
                    }
                }
                for k in 0..4 {
                    let want: Vec<u32> = sets[k].iter().copied().collect();
                    assert_eq!(forest.elements(tries[k]), want);
                    assert_eq!(forest.mex(tries[k]), plain_mex(&sets[k]).min(top));
                    let probe = (rng.next() % top) as u32;
                    assert_eq!(forest.contains(tries[k], probe), sets[k].contains(&probe));
                }
            }
        }
    }

    /// The mex of a full set is `2^bits`; of the empty set 0; zero-bit values hold only 0.
    #[test]
    fn edges_of_the_range() {
        let mut forest = XorTrieForest::new(2);
        let mut t = XorTrieForest::EMPTY;
        assert_eq!(forest.mex(t), 0);
        for v in [3, 1, 0, 2] {
            t = forest.insert(t, v);
        }
        assert_eq!(forest.mex(t), 4);
        let mut zero = XorTrieForest::new(0);
        let z = zero.insert(XorTrieForest::EMPTY, 0);
        assert_eq!(zero.mex(z), 1);
        assert_eq!(zero.elements(z), vec![0]);
    }
}
