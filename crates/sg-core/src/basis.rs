//! A linear basis of 64-bit vectors over GF(2) (a "XOR basis").
//!
//! Row `b` of the basis, when present, has its highest set bit at `b`. Inserting `x` reduces it
//! by the rows of its highest bits in turn; if something non-zero remains it becomes a new row,
//! otherwise `x` was already the XOR of some earlier vectors. A set of Nim heaps has a non-empty
//! subset with nim-sum 0 exactly when the heaps are linearly dependent.

/// A basis of the span of the inserted vectors, in echelon form by highest bit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XorBasis {
    rows: [u64; 64],
    rank: usize,
}

impl Default for XorBasis {
    fn default() -> Self {
        Self { rows: [0; 64], rank: 0 }
    }
}

impl XorBasis {
    /// The basis of the empty set (span `{0}`).
    pub fn new() -> Self {
        Self::default()
    }

    /// Reduce `x` by the basis: the result is 0 exactly when `x` is in the span.
    ///
    /// # Complexity
    /// O(64).
    pub fn reduce(&self, mut x: u64) -> u64 {
        while x != 0 {
            let top = 63 - x.leading_zeros() as usize;
            if self.rows[top] == 0 {
                break;
            }
            x ^= self.rows[top];
        }
        x
    }

    /// Insert `x`; returns `true` if it was independent of the basis (the rank grew).
    ///
    /// # Complexity
    /// O(64).
    ///
    /// ```
    /// let mut basis = sg_core::XorBasis::new();
    /// assert!(basis.insert(0b110));
    /// assert!(basis.insert(0b011));
    /// assert!(!basis.insert(0b101)); // 0b110 ^ 0b011
    /// assert_eq!(basis.rank(), 2);
    /// ```
    pub fn insert(&mut self, x: u64) -> bool {
        let r = self.reduce(x);
        if r == 0 {
            return false;
        }
        self.rows[63 - r.leading_zeros() as usize] = r;
        self.rank += 1;
        true
    }

    /// Whether `x` is a XOR of some inserted vectors (0 always is).
    ///
    /// # Complexity
    /// O(64).
    pub fn contains(&self, x: u64) -> bool {
        self.reduce(x) == 0
    }

    /// The dimension of the span.
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The largest XOR of a subset of the inserted vectors.
    ///
    /// # Complexity
    /// O(64).
    pub fn max_xor(&self) -> u64 {
        self.rows.iter().rev().fold(0, |acc, &row| acc.max(acc ^ row))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// All subset XORs of `values`, by brute force.
    fn span(values: &[u64]) -> Vec<u64> {
        let mut all: Vec<u64> = (0..1u32 << values.len())
            .map(|mask| {
                (0..values.len()).filter(|i| mask >> i & 1 == 1).fold(0, |a, i| a ^ values[i])
            })
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    }

    #[test]
    fn matches_subset_enumeration() {
        let mut state = 3u64;
        for _ in 0..2000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let len = (state >> 61) as usize + 1;
            let bits = 1 + (state >> 40) % 6;
            let values: Vec<u64> = (0..len).map(|i| (state >> (3 * i + 5)) % (1 << bits)).collect();
            let mut basis = XorBasis::new();
            for &v in &values {
                let independent = !basis.contains(v);
                assert_eq!(basis.insert(v), independent);
            }
            let all = span(&values);
            assert_eq!(1usize << basis.rank(), all.len(), "{values:?}");
            assert_eq!(basis.max_xor(), *all.last().unwrap());
            for x in 0..64 {
                assert_eq!(basis.contains(x), all.binary_search(&x).is_ok());
            }
        }
    }
}
