//! Grundy values of take-and-break games at research scale: the rare/common split of *sparse
//! space* (Winning Ways, ch. 4, "Sparse space spells speed"; Flammenkamp's computations).
//!
//! **The idea.** Fix a bit mask `m ≠ 0` and put each value `v` in class `parity(popcount(v & m))`.
//! The class of `x ^ y` is the sum mod 2 of the classes of `x` and `y`, so a value of class 1
//! comes from a two-heap split only when exactly one of its heaps has a class-0 value. Call
//! class 0 *rare* and class 1 *common*: when the mask is chosen well, few positions are rare
//! (in the games worth computing, a few dozen among 10⁸), and then for heap `n`:
//!
//! 1. every common option comes from a pair with a rare heap, or from a move that leaves one
//!    heap or none: O(#rare · #splits) pairs give *all* of them, so the least common value
//!    `c` that is no option is exact;
//! 2. `g(n) = min(c, the least rare value that is no option)`: every rare value `v < c` must
//!    still be shown to be an option, by the other pairs in turn until each is found (usually
//!    within a few pairs);
//! 3. only when some rare `v < c` is never found does the scan go through every pair, and then
//!    `g(n)` is the least such `v`: a new rare position.
//!
//! Each step is the definition restricted to what can change the mex, so the value is the
//! plain loop's ([`OctalGame::values`]) always; the tests hold the two equal on every code of
//! up to three digits.
//!
//! **The mask** is chosen from the values seen so far: the one with the fewest rare positions,
//! all masks at once by a Walsh–Hadamard transform of the value counts, at heaps 64, 128, 256,
//! … and whenever the rare list doubles; the rare list is rebuilt when it changes. When even the
//! best mask leaves more than a quarter of the positions rare (no sparse space), and for codes
//! with three-heap splits (hexadecimal digits 8–f: three common heaps XOR to a common value, so
//! the split does not apply), each heap is the plain loop: every option, then the mex.
//!
//! **Widths.** Values are kept in bytes while they are below 256, then in 16-bit and 32-bit
//! words (the sequence is widened in place once): 10⁸ heaps of a game with values below 256
//! take 100 MB. Rare positions are a sorted list of 32-bit indices.
//!
//! **Periods** are proven while the values arrive ([`PeriodTracker`]); once one is proven, the
//! rest of the requested values follow from it (`g(n) = g(n − p)`), unless
//! [`Options::compute_after_proof`] asks for every value by the method above.
//!
//! **Complexity.** O(N · (#rare · #splits + t + s)) time for `N` heaps, `s` the pairs scanned in
//! step 2 (a handful in sparse games), plus O(N²) in games without sparse space; O(N) bytes
//! at the narrowest width, plus 4 bytes per rare position.

use super::OctalGame;
use super::period::PeriodTracker;
pub use super::period::Width;

/// How [`Engine::compute`] behaves.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// Compute every value by sparse space even after a period is proven (the proof then also
    /// gets checked against the values: they must agree).
    pub compute_after_proof: bool,
    /// Never use sparse space: every heap by the plain loop (for tests and comparisons).
    pub plain_only: bool,
}

/// A snapshot for a progress display.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Values computed so far (`g(0..heaps)`).
    pub heaps: usize,
    /// Heaps asked for.
    pub target: usize,
    /// Rare positions under the current mask (0 without sparse space).
    pub rare: usize,
    /// The current mask (0: no sparse space, the plain loop).
    pub mask: u32,
    /// The largest value so far.
    pub largest: u32,
    /// The shortest period still matching the newest values, with its preperiod, if any.
    pub candidate: Option<(usize, usize)>,
    /// The proven `(preperiod, period)`, if any.
    pub proven: Option<(usize, usize)>,
}

/// The values so far, in the narrowest width that holds them.
#[derive(Debug, Clone)]
enum Store {
    Bytes(Vec<u8>),
    Halves(Vec<u16>),
    Words(Vec<u32>),
}

impl Store {
    fn len(&self) -> usize {
        match self {
            Self::Bytes(v) => v.len(),
            Self::Halves(v) => v.len(),
            Self::Words(v) => v.len(),
        }
    }

    fn get(&self, n: usize) -> u32 {
        match self {
            Self::Bytes(v) => v[n].into(),
            Self::Halves(v) => v[n].into(),
            Self::Words(v) => v[n],
        }
    }

    /// The same values one width up, room kept for `capacity` of them.
    fn widened(&self, capacity: usize) -> Self {
        match self {
            Self::Bytes(v) => {
                let mut wide = Vec::with_capacity(capacity);
                wide.extend(v.iter().map(|&x| u16::from(x)));
                Self::Halves(wide)
            }
            Self::Halves(v) => {
                let mut wide = Vec::with_capacity(capacity);
                wide.extend(v.iter().map(|&x| u32::from(x)));
                Self::Words(wide)
            }
            Self::Words(_) => unreachable!("a Grundy value below 2^32 fits in u32"),
        }
    }
}

/// Everything but the values: the game's moves, the rare/common split, statistics.
#[derive(Debug, Clone)]
struct State {
    /// `(take, bits)` of the digits with bit 1 (leave nothing) or 2 (leave one heap).
    cheap: Vec<(usize, u8)>,
    /// `(take, unequal)` of the two-heap splits.
    splits: Vec<(usize, bool)>,
    /// `take` of the three-heap splits.
    triples: Vec<usize>,
    options: Options,
    /// The class mask over extended values `2v + (n mod 2)`; 0 while the plain loop is used.
    mask: u32,
    /// The parity of the tokens every split removes, if they all agree (masks with bit 0, the
    /// heap's parity, need it).
    split_parity: Option<u32>,
    /// The class rare values are in: `parity(mask & 1 & split_parity)` (module docs).
    rare_parity: u32,
    /// A power of two above every value so far (so above every XOR of two of them).
    size: u32,
    /// Bit `v` (for `v < 2·size`) of `rare_class[n mod 2]` set iff `v` is rare at heap `n`.
    rare_class: [Vec<u64>; 2],
    /// The positions `n ≥ 1` whose value is rare, ascending.
    rare: Vec<u32>,
    /// `counts[2v + (n mod 2)]`: how many positions `n` have value `v`, by parity.
    counts: Vec<u64>,
    /// The heap at which the mask is chosen again, and the rare count when it last was.
    next_choice: usize,
    rare_at_choice: usize,
    /// Option marks and still-missing rare values of the current heap.
    seen: Vec<u64>,
    needed: Vec<u64>,
    /// Heaps whose pairs were all scanned (a new rare value, or the plain loop).
    full_scans: u64,
    /// Times the mask changed.
    mask_changes: u64,
    /// Pairs looked at in step 2 (the search for rare values), over all heaps.
    scanned_pairs: u64,
    tracker: PeriodTracker,
}

/// The Grundy values `g(0..=N)` of a take-and-break game by sparse space, with the period
/// proven on the fly (module docs).
#[derive(Debug, Clone)]
pub struct Engine {
    game: OctalGame,
    state: State,
    store: Store,
}

impl Engine {
    /// An engine for `game`, with no value computed yet.
    ///
    /// # Complexity
    /// O(t).
    pub fn new(game: &OctalGame, options: Options) -> Self {
        let digits = game.digits();
        let cheap = (0..).zip(digits).filter(|&(_, &d)| d & 3 != 0).map(|(j, &d)| (j, d & 3));
        let splits = game.splits().iter().map(|s| (s.take, s.unequal)).collect();
        let triples = (0..).zip(digits).filter(|&(_, &d)| d & 8 != 0).map(|(j, _)| j).collect();
        let splits: Vec<(usize, bool)> = splits;
        let parities: Vec<u32> = splits.iter().map(|&(take, _)| take as u32 & 1).collect();
        let split_parity = parities.first().copied().filter(|&p| parities.iter().all(|&q| q == p));
        let state = State {
            cheap: cheap.collect(),
            splits,
            triples,
            options,
            mask: 0,
            split_parity,
            rare_parity: 0,
            size: 1,
            rare_class: [vec![0; 1], vec![0; 1]],
            rare: Vec::new(),
            counts: vec![0; 2],
            next_choice: 64,
            rare_at_choice: 0,
            seen: vec![0; 1],
            needed: vec![0; 1],
            full_scans: 0,
            mask_changes: 0,
            scanned_pairs: 0,
            tracker: PeriodTracker::new(game.proof_rule()),
        };
        Self { game: game.clone(), state, store: Store::Bytes(Vec::new()) }
    }

    /// The game.
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// Compute `g(0..=upto)` (keeping what is known), calling `progress` every 2^16 heaps.
    ///
    /// # Panics
    /// If `upto ≥ 2^32 − 1` (positions are kept in 32 bits).
    ///
    /// # Complexity
    /// Module docs; memory is reserved for `upto + 1` values at the current width.
    pub fn compute(&mut self, upto: usize, progress: &mut dyn FnMut(&Progress)) {
        assert!(upto < u32::MAX as usize, "positions are kept in 32 bits");
        let target = upto + 1;
        while self.store.len() < target {
            let overflow = match &mut self.store {
                Store::Bytes(v) => run(&mut self.state, v, target, progress),
                Store::Halves(v) => run(&mut self.state, v, target, progress),
                Store::Words(v) => run(&mut self.state, v, target, progress),
            };
            if overflow {
                self.store = self.store.widened(target);
            }
        }
        progress(&self.progress(target));
    }

    /// Values known: `g(0..len)`.
    pub fn len(&self) -> usize {
        self.store.len()
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.store.len() == 0
    }

    /// `g(n)` for `n < len()`.
    ///
    /// # Panics
    /// If `n ≥ len()`.
    pub fn get(&self, n: usize) -> u32 {
        self.store.get(n)
    }

    /// Every known value, widened to `u64` (for tests and small tables).
    ///
    /// # Complexity
    /// O(len) time and 8 bytes per value.
    pub fn values(&self) -> Vec<u64> {
        (0..self.len()).map(|n| u64::from(self.get(n))).collect()
    }

    /// Call `each` on `g(0), g(1), …` in order.
    ///
    /// # Complexity
    /// O(len).
    pub fn for_each_value(&self, mut each: impl FnMut(u32)) {
        match &self.store {
            Store::Bytes(v) => v.iter().for_each(|&x| each(x.into())),
            Store::Halves(v) => v.iter().for_each(|&x| each(x.into())),
            Store::Words(v) => v.iter().for_each(|&x| each(x)),
        }
    }

    /// The `(preperiod, period)` proven by the Guy–Smith test, both the least for the whole
    /// sequence, once the values computed so far prove one.
    pub fn proven_period(&self) -> Option<(usize, usize)> {
        self.state.tracker.proven()
    }

    /// How many values the first proof needed (`g(0..at)`), once there is one.
    pub fn proven_at(&self) -> Option<usize> {
        self.state.tracker.proven_at()
    }

    /// Rare positions under the current mask.
    pub fn rare_count(&self) -> usize {
        self.state.rare.len()
    }

    /// The current class mask (0 while there is no sparse space).
    pub fn mask(&self) -> u32 {
        self.state.mask
    }

    /// Heaps whose pairs were all scanned: a new rare value, or the plain loop.
    pub fn full_scans(&self) -> u64 {
        self.state.full_scans
    }

    /// Pairs looked at while showing rare values to be options (step 2), over all heaps.
    pub fn scanned_pairs(&self) -> u64 {
        self.state.scanned_pairs
    }

    /// How often the mask changed.
    pub fn mask_changes(&self) -> u64 {
        self.state.mask_changes
    }

    /// The width values are stored in: 8, 16 or 32 bits.
    pub fn width_bits(&self) -> u32 {
        match self.store {
            Store::Bytes(_) => 8,
            Store::Halves(_) => 16,
            Store::Words(_) => 32,
        }
    }

    /// The values' checksum as `ogsolve` prints it: over `g(0), g(1), …` as 16-bit words, the
    /// running sum `a` and the sum of the running sums `b`, both mod 2^16; `b · 2^16 + a`.
    ///
    /// # Complexity
    /// O(len).
    pub fn checksum(&self) -> u32 {
        let (mut a, mut b) = (0u16, 0u16);
        self.for_each_value(|v| {
            a = a.wrapping_add(v as u16);
            b = b.wrapping_add(a);
        });
        (u32::from(b) << 16) | u32::from(a)
    }

    fn progress(&self, target: usize) -> Progress {
        let largest = self.state.size.saturating_sub(1);
        Progress {
            heaps: self.len(),
            target,
            rare: self.state.rare.len(),
            mask: self.state.mask,
            largest: largest_value(&self.state.counts).unwrap_or(largest),
            candidate: self.state.tracker.candidate(),
            proven: self.state.tracker.proven(),
        }
    }
}

/// Heaps `values.len()..target` in width `T`; `true` if a value did not fit (nothing is pushed
/// for it: the caller widens and calls again).
fn run<T: Width>(
    state: &mut State,
    values: &mut Vec<T>,
    target: usize,
    progress: &mut dyn FnMut(&Progress),
) -> bool {
    values.reserve_exact(target - values.len());
    while values.len() < target {
        if let Some((_, p)) = state.tracker.proven().filter(|_| !state.options.compute_after_proof)
        {
            // g(n) = g(n − p) for n ≥ n₀ + p, proven (and n₀ + p values are known).
            while values.len() < target {
                values.push(values[values.len() - p]);
            }
            return false;
        }
        let n = values.len();
        let g = next_value(state, values);
        let Ok(narrow) = T::try_from(g) else { return true };
        values.push(narrow);
        record(state, values, g);
        if n & 0xffff == 0xffff {
            progress(&Progress {
                heaps: values.len(),
                target,
                rare: state.rare.len(),
                mask: state.mask,
                largest: largest_value(&state.counts).unwrap_or(0),
                candidate: state.tracker.candidate(),
                proven: state.tracker.proven(),
            });
        }
    }
    false
}

/// The largest value with a count.
fn largest_value(counts: &[u64]) -> Option<u32> {
    (0..counts.len()).rev().find(|&e| counts[e] > 0).map(|e| e as u32 >> 1)
}

/// Mark value `v` in a bit set.
#[inline(always)]
fn mark(bits: &mut [u64], v: u32) {
    bits[(v >> 6) as usize] |= 1 << (v & 63);
}

/// The least value whose bit is clear in `bits` (one exists: the caller sizes the set).
fn first_clear(bits: &[u64]) -> u32 {
    let word = bits.iter().position(|&w| w != u64::MAX).expect("a clear bit");
    word as u32 * 64 + bits[word].trailing_ones()
}

/// `g(n)` for `n = g.len()`: the mex of the options, by sparse space when there is a mask.
fn next_value<T: Width>(state: &mut State, g: &[T]) -> u32 {
    let n = g.len();
    let words = state.seen.len();
    let seen = &mut state.seen[..];
    for word in seen.iter_mut() {
        *word = 0; // a loop, not a memset call: one or two words in sparse games
    }
    for &(take, bits) in &state.cheap {
        if n == take && bits & 1 != 0 {
            mark(seen, 0);
        }
        if n > take && take > 0 && bits & 2 != 0 {
            mark(seen, g[n - take].into());
        }
    }
    if state.mask == 0 {
        state.full_scans += 1;
        for &(take, unequal) in &state.splits {
            if let Some(rest) = n.checked_sub(take) {
                let last = if unequal { rest.saturating_sub(1) / 2 } else { rest / 2 };
                for a in 1..=last {
                    mark(seen, (g[a] ^ g[rest - a]).into());
                }
            }
        }
        for &take in &state.triples {
            let rest = n.saturating_sub(take);
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    mark(seen, (g[a] ^ g[b] ^ g[rest - a - b]).into());
                }
            }
        }
        return first_clear(seen);
    }
    if words == 1 {
        let cheap = seen[0];
        return next_value_narrow(state, g, cheap);
    }
    // Step 1: every common option, from the pairs with a rare heap.
    rare_pairs(&state.splits, &state.rare, g, |v| mark(&mut state.seen, v));
    let seen = &mut state.seen[..];
    let rare_class = &state.rare_class[n & 1];
    let mut common_mex = u32::MAX;
    for (w, (&s, &r)) in seen.iter().zip(rare_class).enumerate() {
        if s | r != u64::MAX {
            common_mex = w as u32 * 64 + (s | r).trailing_ones();
            break;
        }
    }
    // Step 2: the rare values below it that are not options yet.
    let needed = &mut state.needed[..];
    let mut missing = 0;
    for w in 0..words {
        let below = match (w as u32 * 64).cmp(&common_mex) {
            std::cmp::Ordering::Less if common_mex - w as u32 * 64 >= 64 => u64::MAX,
            std::cmp::Ordering::Less => (1u64 << (common_mex - w as u32 * 64)) - 1,
            _ => 0,
        };
        needed[w] = rare_class[w] & !seen[w] & below;
        missing |= needed[w];
    }
    if missing == 0 {
        return common_mex;
    }
    // The other pairs, marked eight at a time (no branch on each value), until every needed
    // value is marked.
    let (mut seen, needed) = (std::mem::take(&mut state.seen), std::mem::take(&mut state.needed));
    let found = pairs_in_chunks(state, g, |low, high| {
        for (&x, &y) in low.iter().zip(high.iter().rev()) {
            mark(&mut seen, (x ^ y).into());
        }
        needed.iter().zip(&seen).all(|(&n, &s)| n & !s == 0)
    });
    let missing = (0..words).map(|w| (w, needed[w] & !seen[w])).find(|&(_, bits)| bits != 0);
    (state.seen, state.needed) = (seen, needed);
    if found {
        return common_mex;
    }
    // Step 3: a rare value is no option: the least one is g(n), a new rare position.
    state.full_scans += 1;
    let (word, bits) = missing.expect("a missing rare value");
    word as u32 * 64 + bits.trailing_zeros()
}

/// Steps 1–3 of [`next_value`] when every value is below 32, so one 64-bit word in a register
/// holds the marks (in memory, each mark would wait for the one before it).
fn next_value_narrow<T: Width>(state: &mut State, g: &[T], cheap: u64) -> u32 {
    let n = g.len();
    let mut seen = cheap;
    rare_pairs(&state.splits, &state.rare, g, |v| seen |= 1 << v);
    let rare_class = state.rare_class[n & 1][0];
    // Below 2·size ≤ 64 there is a common value (the mask is not 0), so this is below 64.
    let common_mex = (seen | rare_class).trailing_ones();
    let mut needed = rare_class & !seen & ((1 << common_mex) - 1);
    if needed == 0 {
        return common_mex;
    }
    let found = pairs_in_chunks(state, g, |low, high| {
        for (&x, &y) in low.iter().zip(high.iter().rev()) {
            needed &= !(1 << (x ^ y).into());
        }
        needed == 0
    });
    if found {
        return common_mex;
    }
    state.full_scans += 1;
    needed.trailing_zeros()
}

/// Step 1's pairs: every split's pairs `(a, rest − a)` with `a` a rare position, as values.
#[inline(always)]
fn rare_pairs<T: Width>(
    splits: &[(usize, bool)],
    rare: &[u32],
    g: &[T],
    mut each: impl FnMut(u32),
) {
    let n = g.len();
    for &(take, unequal) in splits {
        let Some(rest) = n.checked_sub(take) else { continue };
        for &a in rare {
            let a = a as usize;
            if a >= rest {
                break;
            }
            if !(unequal && 2 * a == rest) {
                each((g[a] ^ g[rest - a]).into());
            }
        }
    }
}

/// Step 2's pairs: every split's pairs `(a, rest − a)`, `a` upwards, eight at a time as two
/// slices (pair `i` is `low[i]` with `high[high.len() − 1 − i]`: no bounds check a pair).
/// `chunk(low, high)` says whether to stop; the result is whether it did. Counts the pairs.
#[inline(always)]
fn pairs_in_chunks<T: Width>(
    state: &mut State,
    g: &[T],
    mut chunk: impl FnMut(&[T], &[T]) -> bool,
) -> bool {
    let n = g.len();
    for &(take, unequal) in &state.splits {
        let Some(rest) = n.checked_sub(take) else { continue };
        let last = if unequal { rest.saturating_sub(1) / 2 } else { rest / 2 };
        let mut a = 1;
        while a <= last {
            let end = (a + 7).min(last);
            state.scanned_pairs += (end + 1 - a) as u64;
            if chunk(&g[a..=end], &g[rest - end..=rest - a]) {
                return true;
            }
            a = end + 1;
        }
    }
    false
}

/// Book-keeping after `g(n) = value` was pushed: sizes, counts, the rare list, the mask, the
/// period.
fn record<T: Width>(state: &mut State, values: &[T], value: u32) {
    let n = values.len() - 1;
    if value >= state.size {
        state.size = (value + 1).next_power_of_two();
        let words = (2 * state.size as usize).div_ceil(64);
        state.seen.resize(words, 0);
        state.needed.resize(words, 0);
        state.counts.resize(2 * state.size as usize, 0);
        state.rare_class = rare_class_bits(state.mask, state.rare_parity, state.size);
    }
    let extended = 2 * value + (n as u32 & 1);
    state.counts[extended as usize] += 1;
    if state.mask != 0 && n > 0 && (extended & state.mask).count_ones() % 2 == state.rare_parity {
        state.rare.push(n as u32);
    }
    let rare_grew = state.mask != 0 && state.rare.len() > 2 * state.rare_at_choice + 64;
    if state.triples.is_empty()
        && !state.options.plain_only
        && (n >= state.next_choice || rare_grew)
    {
        choose_mask(state, values);
    }
    state.tracker.observe(values);
}

/// Bit `v` of set `n mod 2` for every `v < 2·size` rare at heap `n` under `mask` (none when
/// `mask = 0`).
fn rare_class_bits(mask: u32, rare_parity: u32, size: u32) -> [Vec<u64>; 2] {
    [0, 1].map(|parity| {
        let mut bits = vec![0; (2 * size as usize).div_ceil(64)];
        if mask != 0 {
            for v in 0..2 * size {
                if ((2 * v + parity) & mask).count_ones() % 2 == rare_parity {
                    mark(&mut bits, v);
                }
            }
        }
        bits
    })
}

/// Choose the mask with the fewest rare positions so far (all masks at once: the
/// Walsh–Hadamard transform of the counts gives `Σ counts[v]·(−1)^popcount(v & m)` for every
/// `m`), or none if even the best leaves more than a quarter of the positions rare; rebuild
/// the rare list when the mask changes.
fn choose_mask<T: Width>(state: &mut State, values: &[T]) {
    let n = values.len();
    let total = n as i64;
    let mut signed: Vec<i64> = state.counts.iter().map(|&c| c as i64).collect();
    let mut half = 1;
    while half < signed.len() {
        for block in signed.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
    // Under mask m, (total + signed[m]) / 2 positions have parity(e & m) = 0 (heap 0 too);
    // the rare ones are those of class rare_parity(m).
    let rare_parity = |m: usize| state.split_parity.map_or(0, |p| m as u32 & p);
    let rare_count = |m: usize| match rare_parity(m) {
        0 => (total + signed[m]) / 2,
        _ => (total - signed[m]) / 2,
    };
    // Bit 0 (the heap's parity) only where every split removes tokens of one parity.
    let allowed = |m: &usize| m & 1 == 0 || state.split_parity.is_some();
    let best = (1..signed.len()).filter(allowed).min_by_key(|&m| (rare_count(m), m));
    let mask = match best {
        Some(m) if rare_count(m) <= total / 4 => m as u32,
        _ => 0,
    };
    if mask != state.mask {
        state.mask = mask;
        state.rare_parity = rare_parity(mask as usize);
        state.mask_changes += 1;
        state.rare_class = rare_class_bits(mask, state.rare_parity, state.size);
        state.rare.clear();
        if mask != 0 {
            let rare_parity = state.rare_parity;
            let is_rare = |i: &usize| {
                ((2 * values[*i].into() + (*i as u32 & 1)) & mask).count_ones() % 2 == rare_parity
            };
            state.rare.extend((1..n).filter(is_rare).map(|i| i as u32));
        }
    }
    state.next_choice = 2 * n;
    state.rare_at_choice = state.rare.len();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine_values(code: &str, upto: usize, options: Options) -> Vec<u64> {
        let mut engine = Engine::new(&OctalGame::new(code).unwrap(), options);
        engine.compute(upto, &mut |_| {});
        engine.values()
    }

    #[test]
    fn the_engine_gives_the_plain_loops_values() {
        for code in ["0.07", "0.77", "0.106", "0.16", "4!.0", "0.6", "4.07", "0.0f", "8.0"] {
            let game = OctalGame::new(code).unwrap();
            let len = if game.max_parts() == 3 { 300 } else { 3000 };
            let plain = game.values(len);
            for options in [
                Options::default(),
                Options { compute_after_proof: true, plain_only: false },
                Options { compute_after_proof: false, plain_only: true },
            ] {
                assert_eq!(engine_values(code, len - 1, options), plain, "{code} {options:?}");
            }
        }
    }

    #[test]
    fn values_widen_past_255() {
        // 0.64's values grow: g(3833) = 256 is its first above 255.
        let game = OctalGame::new("0.64").unwrap();
        let plain = game.values(4000);
        assert_eq!(plain.iter().position(|&v| v > 255), Some(3833));
        let mut engine = Engine::new(&game, Options::default());
        engine.compute(3832, &mut |_| {});
        assert_eq!(engine.width_bits(), 8);
        engine.compute(3999, &mut |_| {});
        assert_eq!((engine.width_bits(), engine.values()), (16, plain));
        let store = Store::Halves(vec![0, 65535, 7]).widened(4);
        assert!(matches!(&store, Store::Words(v) if v == &[0, 65535, 7]));
    }

    #[test]
    fn a_dropped_rare_position_is_caught_by_the_plain_loop() {
        // The deliberately wrong variant: forget one rare position half-way. The values must
        // then differ from the definition's (the comparison the tests rely on can fail).
        let game = OctalGame::new("0.106").unwrap();
        let plain = game.values(6000);
        let mut engine = Engine::new(&game, Options::default());
        engine.compute(2999, &mut |_| {});
        assert!(engine.mask() != 0 && engine.rare_count() > 0);
        engine.state.rare.remove(0);
        engine.state.rare_at_choice = usize::MAX / 4; // keep the broken list
        engine.state.next_choice = usize::MAX;
        engine.compute(5999, &mut |_| {});
        assert_ne!(engine.values(), plain);
    }

    #[test]
    fn the_rare_count_stays_small_where_sparse_space_exists() {
        for (code, mask, most_rare) in [("0.106", 0x1b, 20), ("0.16", 0x3c, 60)] {
            let mut engine = Engine::new(&OctalGame::new(code).unwrap(), Options::default());
            engine.compute(200_000, &mut |_| {});
            assert_eq!(engine.mask(), mask, "{code}");
            assert!(engine.rare_count() <= most_rare, "{code}: {}", engine.rare_count());
        }
    }
}
