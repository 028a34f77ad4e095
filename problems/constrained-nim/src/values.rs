//! The Grundy function of one heap under forbidden (heap, take) pairs, held at the exception
//! heaps only: between two exceptions the values climb by one, so a heap's value is one
//! binary search away.
//!
//! Write `g(x)` for the value of a heap of `x` stones and `h(x) = max g(0..=x)`. Invariant
//! (induction on `x`): every value `0 ..= h(x)` occurs among `g(0..=x)`, and value `v` occurs
//! exactly `1 + extra[v]` times, where `extra[v]` counts the exceptions that took an old value.
//! - A heap without a forbidden take may move to every smaller heap, so `g(x)` is the mex of
//!   all earlier values, `h(x − 1) + 1`: a new maximum, met once. So between exceptions `e` and
//!   `e'`, `g(e + k) = h(e) + k` for `0 < k < e' − e`.
//! - At an exception `X` the forbidden targets `T = {X − Y}` are removed from the options.
//!   Value `v ≤ H = h(X − 1)` is lost exactly when all its `1 + extra[v]` occurrences lie in
//!   `T`, so `g(X)` is the least such `v`, found by counting the targets' values, or `H + 1`
//!   if none is lost (a new maximum, not an extra occurrence).
//!
//! Every value is at most its heap (`g(x) ≤ x`: a mex of `x` values), so the arithmetic fits
//! `u64` for every heap up to `2^64 − 1`.

use rustc_hash::FxHashMap;

/// The Grundy values of every heap size under one set of forbidden moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    /// The exception heaps `X` ascending, after a sentinel 0 (a heap of 0 is worth 0).
    heaps: Vec<u64>,
    /// `g(X)` for each.
    values: Vec<u64>,
    /// `h(X) = max g(0..=X)` for each.
    tops: Vec<u64>,
    /// The forbidden moves as `(X, X − Y)`, the heap and the heap it may not move to, sorted
    /// and without repeats.
    forbidden: Vec<(u64, u64)>,
}

impl Values {
    /// The values under the forbidden pairs `(X, Y)` (take `Y` from a heap of exactly `X`),
    /// each with `1 ≤ Y ≤ X`; repeats are one rule.
    ///
    /// # Panics
    /// If some `Y` is 0 or above its `X` (the reader refuses those).
    ///
    /// # Complexity
    /// O(M log M): one sort, then per forbidden move a binary search and a hash look-up;
    /// 24 bytes per exception heap and 16 per forbidden move.
    pub fn new(pairs: &[(u64, u64)]) -> Self {
        let mut forbidden: Vec<(u64, u64)> = pairs
            .iter()
            .map(|&(x, y)| {
                assert!(y >= 1 && y <= x, "the take {y} from a heap of {x} is not a move");
                (x, x - y)
            })
            .collect();
        forbidden.sort_unstable();
        forbidden.dedup();
        let groups = forbidden.chunk_by(|a, b| a.0 == b.0).count();
        let mut table = Self {
            heaps: Vec::with_capacity(groups + 1),
            values: Vec::with_capacity(groups + 1),
            tops: Vec::with_capacity(groups + 1),
            forbidden: Vec::new(),
        };
        table.push(0, 0, 0);
        let mut extra: FxHashMap<u64, u64> = FxHashMap::default();
        let mut lost = Vec::new();
        for group in forbidden.chunk_by(|a, b| a.0 == b.0) {
            let x = group[0].0;
            let below = table.max_before(x);
            lost.clear();
            lost.extend(group.iter().map(|&(_, to)| table.get(to)));
            lost.sort_unstable();
            // The targets are distinct heaps, so a value is among them at most as often as it
            // occurs at all: equality means every occurrence is forbidden.
            let value = lost
                .chunk_by(|a, b| a == b)
                .find(|run| run.len() as u64 == 1 + extra.get(&run[0]).copied().unwrap_or(0))
                .map_or(below + 1, |run| run[0]);
            if value <= below {
                *extra.entry(value).or_default() += 1;
            }
            table.push(x, value, below.max(value));
        }
        table.forbidden = forbidden;
        table
    }

    fn push(&mut self, heap: u64, value: u64, top: u64) {
        self.heaps.push(heap);
        self.values.push(value);
        self.tops.push(top);
    }

    /// `h(x − 1)` for an `x` above every exception stored so far.
    fn max_before(&self, x: u64) -> u64 {
        let last = self.heaps.len() - 1;
        self.tops[last] + (x - 1 - self.heaps[last])
    }

    /// The index of the last exception heap at most `x` (the sentinel 0 at worst).
    fn last_at_most(&self, x: u64) -> usize {
        self.heaps.partition_point(|&e| e <= x) - 1
    }

    /// `g(x)`, the Grundy value of a heap of `x` stones.
    ///
    /// # Complexity
    /// O(log M): one binary search over the exception heaps.
    pub fn get(&self, x: u64) -> u64 {
        let i = self.last_at_most(x);
        if self.heaps[i] == x { self.values[i] } else { self.tops[i] + (x - self.heaps[i]) }
    }

    /// Whether moving a heap of `from` stones to `to` stones is forbidden.
    ///
    /// # Complexity
    /// O(log M).
    pub fn forbids(&self, from: u64, to: u64) -> bool {
        self.forbidden.binary_search(&(from, to)).is_ok()
    }

    /// The forbidden moves as `(X, Y)`: take `Y` from a heap of exactly `X`, sorted by `X`,
    /// then by the heap left, without repeats.
    pub fn forbidden_pairs(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.forbidden.iter().map(|&(x, to)| (x, x - to))
    }

    /// The first heap of value `v`: where the running maximum first reaches `v`.
    fn first_of(&self, v: u64) -> u64 {
        if v == 0 {
            return 0;
        }
        // The last exception whose running maximum is below v; v is first met in the run of
        // new maxima after it, or at the next exception if the run ends first (then that
        // exception is itself the new maximum v).
        let i = self.tops.partition_point(|&t| t < v) - 1;
        let in_run = self.heaps[i].saturating_add(v - self.tops[i]);
        self.heaps.get(i + 1).map_or(in_run, |&next| in_run.min(next))
    }

    /// Every heap below `x` of value `v`, ascending: the one where the maximum first reaches
    /// `v` and the exceptions that took `v` again.
    ///
    /// # Complexity
    /// O(M).
    pub fn heaps_of_value(&self, v: u64, x: u64) -> Vec<u64> {
        let first = self.first_of(v);
        let mut found: Vec<u64> = (1..self.heaps.len())
            .filter(|&i| self.values[i] == v && self.heaps[i] != first && self.heaps[i] < x)
            .map(|i| self.heaps[i])
            .collect();
        if first < x {
            found.push(first);
        }
        found.sort_unstable();
        found
    }

    /// The heaps a heap of `x` may move to that have value `v`, ascending.
    ///
    /// # Complexity
    /// O(M).
    pub fn moves_to(&self, x: u64, v: u64) -> Vec<u64> {
        let mut found = self.heaps_of_value(v, x);
        found.retain(|&to| !self.forbids(x, to));
        found
    }

    /// How many heaps hold an exception (a forbidden take).
    pub fn exceptions(&self) -> usize {
        self.heaps.len() - 1
    }
}
