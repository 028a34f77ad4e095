//! Counting the subsets of a multiset by their XOR, and by their size modulo `d`: the counting
//! behind "how many choices of heaps leave nim-sum 0".
//!
//! **Idea.** Let `f[c][x]` count the subsets (of the values inserted so far, each value a
//! distinct item even when equal) whose size is `c` modulo `d` and whose XOR is `x`. Inserting
//! `v` either leaves a subset alone or adds `v`: `f'[c][x] = f[c][x] + f[c − 1][x ⊕ v]`. The
//! update pairs `x` with `x ⊕ v`, so it runs in place, a pair at a time, with `2d` numbers of
//! scratch. Every XOR of values below `2^b` is below `2^b`, so the table only spans `x` below
//! the next power of two of the largest value inserted so far ([`XorSubsetCounts::width`]):
//! inserting the values in increasing order costs `Σ d · width_i ≤ Σ 2d · v_i` rather than
//! `n · d · 2^b`.
//!
//! **Layout.** `x`-major (the `d` classes of one `x` side by side), so that one pair touches
//! two runs of `d` counts, and so that widening the table appends zeros (the memory is
//! reserved once, for the largest value the caller announces: never twice the table).

/// The number of subsets of a multiset by (size modulo `classes`, XOR), modulo `modulus`,
/// built one value at a time.
///
/// ```
/// use sg_core::xor_subsets::XorSubsetCounts;
/// let mut counts = XorSubsetCounts::new(1, 3, 1_000_000_007);
/// for v in [1, 2, 3] {
///     counts.insert(v);
/// }
/// // {}, {1, 2, 3} have XOR 0; {1}, {2, 3} have XOR 1; …
/// assert_eq!((0..4).map(|x| counts.count(0, x)).collect::<Vec<_>>(), [2, 2, 2, 2]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XorSubsetCounts {
    classes: usize,
    modulus: u32,
    largest: u64,
    /// `counts[x * classes + c]`, for `x` below the current width.
    counts: Vec<u32>,
}

impl XorSubsetCounts {
    /// The counts of the empty multiset (one subset: empty, XOR 0, size 0), ready for values up
    /// to `largest`, counting sizes modulo `classes` and counts modulo `modulus`.
    ///
    /// # Panics
    /// If `classes` is 0, `modulus` is 0 or above 2^31 (sums of two counts must fit in 32
    /// bits), or the table for `largest` does not fit in memory's address space.
    ///
    /// # Complexity
    /// O(1) time; reserves `classes · 2^⌈log₂(largest + 1)⌉` counts of 4 bytes, the most the
    /// table will hold.
    pub fn new(classes: usize, largest: u64, modulus: u32) -> Self {
        assert!(classes > 0, "sizes are counted modulo at least 1");
        assert!((1..=1 << 31).contains(&modulus), "the modulus must be in 1..=2^31");
        let most = usize::try_from(
            largest
                .checked_add(1)
                .and_then(u64::checked_next_power_of_two)
                .expect("a table of 2^64 counts"),
        )
        .ok()
        .and_then(|w| w.checked_mul(classes))
        .expect("the table fits in the address space");
        let mut counts = Vec::with_capacity(most);
        counts.resize(classes, 0);
        counts[0] = 1 % modulus;
        Self { classes, modulus, largest, counts }
    }

    /// How many XOR values the table spans: a power of two above every value inserted (1 when
    /// none is); every count at or beyond it is 0.
    ///
    /// # Complexity
    /// O(1).
    pub fn width(&self) -> usize {
        self.counts.len() / self.classes
    }

    /// The number of subsets of size `class` modulo the classes with XOR `xor`, modulo the
    /// modulus.
    ///
    /// # Panics
    /// If `class` is not below the number of classes.
    ///
    /// # Complexity
    /// O(1).
    pub fn count(&self, class: usize, xor: u64) -> u32 {
        assert!(class < self.classes, "class {class} of {}", self.classes);
        usize::try_from(xor)
            .ok()
            .and_then(|x| self.counts.get(x * self.classes + class))
            .copied()
            .unwrap_or(0)
    }

    /// Adds `value` to the multiset: every subset now may or may not contain it.
    ///
    /// # Panics
    /// If `value` is above the `largest` announced to [`XorSubsetCounts::new`].
    ///
    /// # Complexity
    /// O(classes · width) after the insertion, where the width is the next power of two above
    /// the largest value inserted so far; no allocation.
    pub fn insert(&mut self, value: u64) {
        assert!(value <= self.largest, "{value} is above the announced {}", self.largest);
        let value = value as usize;
        let d = self.classes;
        let width = (value + 1).next_power_of_two().max(self.width());
        self.counts.resize(width * d, 0);
        let modulus = self.modulus;
        let add = |a: u32, b: u32| {
            let s = a + b;
            if s >= modulus { s - modulus } else { s }
        };
        if value == 0 {
            // x pairs with itself: f'[c][x] = f[c][x] + f[c − 1][x].
            for chunk in self.counts.chunks_exact_mut(d) {
                let last = chunk[d - 1];
                for c in (1..d).rev() {
                    chunk[c] = add(chunk[c], chunk[c - 1]);
                }
                chunk[0] = add(chunk[0], last);
            }
            return;
        }
        let high = 1usize << value.ilog2();
        if d == 1 {
            for x in (0..width).filter(|x| x & high == 0) {
                let y = x ^ value;
                let sum = add(self.counts[x], self.counts[y]);
                self.counts[x] = sum;
                self.counts[y] = sum;
            }
            return;
        }
        // The block of x's with the high bit clear pairs with the block with it set; split the
        // table so that both runs of d counts are borrowed at once.
        for base in (0..width).step_by(2 * high) {
            let (low, up) = self.counts[base * d..(base + 2 * high) * d].split_at_mut(high * d);
            for offset in 0..high {
                let x = offset;
                let y = (base + offset) ^ value;
                let y = y - base - high;
                let a = &mut low[x * d..(x + 1) * d];
                let b = &mut up[y * d..(y + 1) * d];
                let (a_last, b_last) = (a[d - 1], b[d - 1]);
                for c in (1..d).rev() {
                    let (ac, bc) = (a[c], b[c]);
                    a[c] = add(ac, b[c - 1]);
                    b[c] = add(bc, a[c - 1]);
                }
                let (a0, b0) = (a[0], b[0]);
                a[0] = add(a0, b_last);
                b[0] = add(b0, a_last);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every subset enumerated: counts by (size mod classes, XOR), exact.
    fn enumerate(values: &[u64], classes: usize, width: usize) -> Vec<Vec<u64>> {
        let mut counts = vec![vec![0u64; width]; classes];
        for mask in 0u32..1 << values.len() {
            let chosen = (0..values.len()).filter(|i| mask >> i & 1 == 1);
            let (size, xor) = chosen.fold((0, 0), |(s, x), i| (s + 1, x ^ values[i]));
            counts[size % classes][xor as usize] += 1;
        }
        counts
    }

    /// A small deterministic generator (xorshift).
    fn values(seed: &mut u64, len: usize, below: u64) -> Vec<u64> {
        (0..len)
            .map(|_| {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                *seed % below
            })
            .collect()
    }

    #[test]
    fn counts_match_every_subset_enumerated() {
        let mut seed = 0x5970_5675u64;
        let mut checked = 0;
        for classes in 1..=5 {
            for below in [1, 2, 5, 16, 33] {
                for len in 0..=10 {
                    let mut row = values(&mut seed, len, below);
                    if len % 2 == 0 {
                        row.sort_unstable(); // both orders must give the same counts
                    }
                    let mut counts = XorSubsetCounts::new(classes, below - 1, 1 << 31);
                    for &v in &row {
                        counts.insert(v);
                    }
                    let width = counts.width();
                    assert!(row.iter().all(|&v| (v as usize) < width), "{row:?}: {width}");
                    let expected = enumerate(&row, classes, 64);
                    for (c, by_xor) in expected.iter().enumerate() {
                        for (x, &e) in by_xor.iter().enumerate() {
                            assert_eq!(u64::from(counts.count(c, x as u64)), e, "{row:?} {c} {x}");
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 5 * 5 * 11);
    }

    #[test]
    fn counts_are_reduced_by_the_modulus() {
        // 40 zeros: C(40, j) subsets of size j, all of XOR 0; by size mod 3, modulo 1009.
        let mut counts = XorSubsetCounts::new(3, 0, 1009);
        (0..40).for_each(|_| counts.insert(0));
        let mut binomial = vec![1u128; 41];
        for j in 1..=40 {
            binomial[j] = binomial[j - 1] * (41 - j as u128) / j as u128;
        }
        for c in 0..3 {
            let exact: u128 = (c..=40).step_by(3).map(|j| binomial[j]).sum();
            assert_eq!(u128::from(counts.count(c, 0)), exact % 1009, "class {c}");
        }
        assert_eq!(counts.count(0, 1), 0);
        assert_eq!(counts.width(), 1);
    }

    #[test]
    fn the_table_is_allocated_once() {
        let mut counts = XorSubsetCounts::new(4, 1000, 1_000_000_007);
        let capacity = counts.counts.capacity();
        assert_eq!(capacity, 4 * 1024);
        for v in [3, 17, 200, 999, 1000, 0, 5] {
            counts.insert(v);
            assert_eq!(counts.counts.capacity(), capacity);
        }
        assert_eq!(counts.width(), 1024);
    }
}
