//! The minimum excluded value (mex) of a finite set of non-negative integers.
//!
//! The mex of `k` values is at most `k`, so only values below `k` need to be remembered: a value
//! of `10^18` costs nothing, and the marks never need more than `k + 1` slots.

/// The mex of `values`: the smallest non-negative integer not among them.
///
/// Allocates a scratch buffer; in a loop, reuse a [`Mex`] instead.
///
/// # Complexity
/// O(k) time and memory for k values.
///
/// ```
/// assert_eq!(sg_core::mex([0, 1, 3, 7]), 2);
/// assert_eq!(sg_core::mex(std::iter::empty()), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    Mex::new().of(values)
}

/// A reusable mex calculator.
///
/// Marks are stamped with a generation number, so clearing between calls is O(1) and the cost
/// of one call is proportional to the number of values it is given, never to the capacity that
/// earlier, larger calls left behind.
#[derive(Debug, Default, Clone)]
pub struct Mex {
    values: Vec<u64>,
    stamp: Vec<u32>,
    generation: u32,
}

impl Mex {
    /// An empty calculator.
    pub fn new() -> Self {
        Self::default()
    }

    /// The mex of `values`.
    ///
    /// # Complexity
    /// O(k) amortised for k values (the mark array grows to the largest k seen).
    ///
    /// ```
    /// let mut m = sg_core::Mex::new();
    /// assert_eq!(m.of([1, 2, 3]), 0);
    /// assert_eq!(m.of([0, 1, 2, 1_000_000_000_000]), 3);
    /// ```
    pub fn of(&mut self, values: impl IntoIterator<Item = u64>) -> u64 {
        self.values.clear();
        self.values.extend(values);
        let k = self.values.len();
        if self.stamp.len() <= k {
            self.stamp.resize(k + 1, 0);
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // The stamps wrapped around: old marks could alias the new generation.
            self.stamp.fill(0);
            self.generation = 1;
        }
        for &v in &self.values {
            if v < k as u64 {
                self.stamp[v as usize] = self.generation;
            }
        }
        (0..=k).find(|&v| self.stamp[v] != self.generation).expect("k values cannot cover 0..=k")
            as u64
    }

    /// The mex of `values` when there are at most `bound` of them: each is marked as it comes,
    /// with no copy of the values first (as [`Mex::of`] makes to count them), which roughly
    /// halves the cost per value in a hot loop.
    ///
    /// # Panics
    /// If more than `bound` values come (then `0..=bound` could be covered).
    ///
    /// # Complexity
    /// O(k + mex) for k values (the mark array grows to `bound + 1` once).
    ///
    /// ```
    /// let mut m = sg_core::Mex::new();
    /// assert_eq!(m.of_at_most([1, 0, 3, 1_000_000_000_000], 4), 2);
    /// assert_eq!(m.of_at_most([], 0), 0);
    /// ```
    pub fn of_at_most(&mut self, values: impl IntoIterator<Item = u64>, bound: usize) -> u64 {
        if self.stamp.len() <= bound {
            self.stamp.resize(bound + 1, 0);
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.stamp.fill(0);
            self.generation = 1;
        }
        let mut count = 0;
        for v in values {
            count += 1;
            if let Some(mark) = self.stamp.get_mut(v as usize).filter(|_| v <= bound as u64) {
                *mark = self.generation;
            }
        }
        assert!(count <= bound, "{count} values, more than the bound {bound}");
        (0..=bound).find(|&v| self.stamp[v] != self.generation).expect("k ≤ bound values") as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(values: &[u64]) -> u64 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn agrees_with_the_definition_on_small_sets() {
        let mut m = Mex::new();
        let mut state = 12345u64;
        for _ in 0..5000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let len = (state >> 59) as usize;
            let values: Vec<u64> = (0..len).map(|i| (state >> (i * 3 % 50)) % 9).collect();
            assert_eq!(m.of(values.iter().copied()), naive(&values), "{values:?}");
        }
    }

    #[test]
    fn large_values_and_duplicates() {
        let mut m = Mex::new();
        assert_eq!(m.of([u64::MAX, 0, 0, 0]), 1);
        assert_eq!(m.of([]), 0);
        assert_eq!(m.of(0..1000), 1000);
        // A small call after a large one still sees only its own values.
        assert_eq!(m.of([0, 2]), 1);
    }

    #[test]
    fn bounded_mex_agrees_with_the_plain_one() {
        let (mut bounded, mut plain) = (Mex::new(), Mex::new());
        let mut state = 777u64;
        for _ in 0..5000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let len = (state >> 58) as usize;
            let values: Vec<u64> = (0..len).map(|i| (state >> (i * 5 % 40)) % 70).collect();
            let bound = len + (state % 5) as usize;
            assert_eq!(bounded.of_at_most(values.iter().copied(), bound), plain.of(values.clone()));
        }
    }

    #[test]
    fn generation_wraparound_clears_marks() {
        let mut m = Mex::new();
        assert_eq!(m.of([0, 1]), 2);
        m.generation = u32::MAX;
        assert_eq!(m.of([1]), 0);
        assert_eq!(m.of([0]), 1);
    }
}
