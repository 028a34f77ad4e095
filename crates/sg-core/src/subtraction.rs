//! Grundy sequences of subtraction games and their proven periods.
//!
//! In the subtraction game with a finite move set `S` a move takes exactly `s ∈ S` stones from
//! a heap, so `g(h) = mex { g(h − s) : s ∈ S, s ≤ h }`. For `h ≥ w = max S` the value `g(h)`
//! is a function of the window `g(h − w), …, g(h − 1)` alone. Hence if two windows of length
//! `w` are equal, starting at `i < j`, the sequence repeats from `i` with period `j − i`
//! (induction on `h`). There are finitely many windows (values are at most `|S|`), so a repeat
//! must come. [`SubtractionGame::period`] finds the least period with Brent's cycle finding
//! over the windows (a rolling hash per window, every hash match confirmed by comparing the
//! windows themselves), then the least preperiod by one backward scan.

use crate::mex::Mex;

/// The subtraction game with a finite move set `S` of positive integers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionGame {
    moves: Vec<u64>,
}

/// A move set containing 0: such a "move" changes nothing, so the game would never end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZeroMoveError;

impl std::fmt::Display for ZeroMoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a move of size 0 changes nothing, so the game would never end")
    }
}

impl std::error::Error for ZeroMoveError {}

impl SubtractionGame {
    /// The game with move set `moves` (duplicates are ignored, order does not matter).
    ///
    /// # Errors
    /// [`ZeroMoveError`] if `0` is among the moves.
    ///
    /// # Complexity
    /// O(k log k) for k moves.
    pub fn new(moves: impl IntoIterator<Item = u64>) -> Result<Self, ZeroMoveError> {
        let mut moves: Vec<u64> = moves.into_iter().collect();
        if moves.contains(&0) {
            return Err(ZeroMoveError);
        }
        moves.sort_unstable();
        moves.dedup();
        Ok(Self { moves })
    }

    /// The move set, sorted and without duplicates.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }

    /// The window length that determines the next value: `max S`, at least 1.
    fn window(&self) -> usize {
        self.moves.last().map_or(1, |&m| m.max(1) as usize)
    }

    /// The Grundy values `g(0), …, g(len − 1)`.
    ///
    /// # Complexity
    /// O(len · k) time, O(len + k) memory.
    ///
    /// ```
    /// let game = sg_core::SubtractionGame::new([1, 3, 4]).unwrap();
    /// assert_eq!(game.values(8), [0, 1, 0, 1, 2, 3, 2, 0]);
    /// ```
    pub fn values(&self, len: usize) -> Vec<u64> {
        let mut values = Vec::with_capacity(len);
        let mut mex = Mex::new();
        for _ in 0..len {
            values.push(self.next_value(&values, &mut mex));
        }
        values
    }

    /// `g(h)` for `h = values.len()`, from the values below it (in any width that holds them).
    fn next_value<T: Copy + Into<u64>>(&self, values: &[T], mex: &mut Mex) -> u64 {
        let h = values.len() as u64;
        let options =
            self.moves.iter().take_while(|&&s| s <= h).map(|&s| values[(h - s) as usize].into());
        if self.moves.len() < 128 {
            // At most 127 options, so every value is below 128: a bit mask holds their set.
            let seen = options.fold(0u128, |seen, v| seen | 1 << v);
            u64::from((!seen).trailing_zeros())
        } else {
            mex.of_at_most(options, self.moves.len())
        }
    }

    /// The exact eventually periodic Grundy sequence, or `None` if its period does not show
    /// among the first `limit` values (at once when the first window, `max S + 1` values,
    /// does not fit: nothing is computed then).
    ///
    /// The windows `W(i) = g(i..i + w)`, `w = max S`, form a sequence of states in which each
    /// determines the next. Brent's cycle finding walks it with O(1) extra memory (a rolling
    /// hash per window, every hash match confirmed by comparing the windows), which gives the
    /// least period λ and one repeat `W(t) = W(t + λ)`, proving that `g` is periodic from `t`;
    /// the least preperiod μ is then one past the last `j < t` with `g(j) ≠ g(j + λ)`.
    ///
    /// # Complexity
    /// O((μ + λ + w) · k) time and O(μ + λ + w) memory (the values themselves), where μ is the
    /// preperiod, λ the period, w = max S and k = |S|.
    ///
    /// ```
    /// let game = sg_core::SubtractionGame::new([1, 3, 4]).unwrap();
    /// let seq = game.period(1000).unwrap();
    /// assert_eq!((seq.preperiod(), seq.period()), (0, 7));
    /// assert_eq!(seq.get(1_000_000_000_000_000_000), game.values(7)[(1_000_000_000_000_000_000u64 % 7) as usize]);
    /// ```
    pub fn period(&self, limit: usize) -> Option<PeriodicSequence> {
        // Every value is at most |S| (a mex of at most |S| options), so the narrowest width
        // that holds |S| holds them all: a byte for fewer than 256 moves, 16 MiB for 2^24
        // values where u64 took 128 MiB.
        if self.moves.len() <= usize::from(u8::MAX) {
            self.search::<u8>(limit).map(|(values, mu, lambda)| (Stored::Bytes(values), mu, lambda))
        } else {
            self.search::<u32>(limit)
                .map(|(values, mu, lambda)| (Stored::Words(values), mu, lambda))
        }
        .map(|(values, preperiod, period)| PeriodicSequence { values, preperiod, period })
    }

    /// [`SubtractionGame::period`] with the values held as `T`: the preperiod and one period,
    /// the preperiod μ and the period λ.
    fn search<T: Copy + Eq + Into<u64> + TryFrom<u64>>(
        &self,
        limit: usize,
    ) -> Option<(Vec<T>, usize, usize)> {
        const BASE: u64 = 0x9E37_79B9_7F4A_7C15;
        let w = self.window();
        if w >= limit {
            return None;
        }
        // Rolling hash of the last w values: H = Σ (g + 1)·BASE^(w−1−t); `leaving` scales the
        // value that drops out when one more is pushed.
        let leaving = (0..w).fold(1u64, |p, _| p.wrapping_mul(BASE));
        let mut mex = Mex::new();
        let mut values: Vec<T> = Vec::new();
        let mut hash = 0u64;
        // Push one value; returns false when the limit is reached.
        let mut push = |values: &mut Vec<T>, hash: &mut u64| -> bool {
            if values.len() >= limit {
                return false;
            }
            let v = self.next_value(values, &mut mex);
            values.push(T::try_from(v).ok().expect("a value is at most the number of moves"));
            *hash = hash.wrapping_mul(BASE).wrapping_add(v.wrapping_add(1));
            if values.len() > w {
                let gone: u64 = values[values.len() - w - 1].into();
                *hash = hash.wrapping_sub(gone.wrapping_add(1).wrapping_mul(leaving));
            }
            true
        };
        while values.len() < w + 1 {
            if !push(&mut values, &mut hash) {
                return None;
            }
        }
        let same = |values: &[T], a: usize, b: usize| values[a..a + w] == values[b..b + w];
        // Brent: the tortoise waits at a saved window while the hare runs ahead by up to
        // `power` windows; `power` doubles each time it is reached.
        let mut first = 0u64;
        for &v in &values[..w] {
            first = first.wrapping_mul(BASE).wrapping_add(v.into().wrapping_add(1));
        }
        let (mut tortoise, mut tortoise_hash) = (0usize, first);
        let (mut power, mut lambda) = (1usize, 1usize);
        loop {
            let hare = values.len() - w;
            if hash == tortoise_hash && same(&values, tortoise, hare) {
                break;
            }
            if power == lambda {
                (tortoise, tortoise_hash) = (hare, hash);
                power *= 2;
                lambda = 0;
            }
            if !push(&mut values, &mut hash) {
                return None;
            }
            lambda += 1;
        }
        let preperiod =
            (0..tortoise).rev().find(|&j| values[j] != values[j + lambda]).map_or(0, |j| j + 1);
        values.truncate(preperiod + lambda);
        values.shrink_to_fit();
        Some((values, preperiod, lambda))
    }
}

/// The values of a [`PeriodicSequence`], in the narrowest width that holds them all.
#[derive(Debug, Clone)]
enum Stored {
    Bytes(Vec<u8>),
    Words(Vec<u32>),
    Wide(Vec<u64>),
}

impl Stored {
    fn from_values(values: Vec<u64>) -> Self {
        let largest = values.iter().copied().max().unwrap_or(0);
        if u8::try_from(largest).is_ok() {
            Self::Bytes(values.into_iter().map(|v| v as u8).collect())
        } else if u32::try_from(largest).is_ok() {
            Self::Words(values.into_iter().map(|v| v as u32).collect())
        } else {
            Self::Wide(values)
        }
    }

    fn len(&self) -> usize {
        match self {
            Self::Bytes(v) => v.len(),
            Self::Words(v) => v.len(),
            Self::Wide(v) => v.len(),
        }
    }

    fn get(&self, i: usize) -> u64 {
        match self {
            Self::Bytes(v) => u64::from(v[i]),
            Self::Words(v) => u64::from(v[i]),
            Self::Wide(v) => v[i],
        }
    }
}

/// The same values, whatever their widths.
impl PartialEq for Stored {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && (0..self.len()).all(|i| self.get(i) == other.get(i))
    }
}

impl Eq for Stored {}

/// An eventually periodic sequence: `values` holds the preperiod and one period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodicSequence {
    values: Stored,
    preperiod: usize,
    period: usize,
}

impl PeriodicSequence {
    /// The sequence with `values[preperiod..]` repeating forever.
    ///
    /// # Panics
    /// If `preperiod >= values.len()` (the period would be empty).
    pub fn new(values: Vec<u64>, preperiod: usize) -> Self {
        assert!(preperiod < values.len(), "the period must not be empty");
        let period = values.len() - preperiod;
        Self { values: Stored::from_values(values), preperiod, period }
    }

    /// The least preperiod μ: the sequence is periodic from index μ on.
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// The least period λ.
    pub fn period(&self) -> usize {
        self.period
    }

    /// The values of the preperiod followed by one period.
    ///
    /// # Complexity
    /// O(μ + λ): they are kept in the narrowest width that holds them, one byte each for
    /// fewer than 256 moves.
    pub fn head(&self) -> Vec<u64> {
        (0..self.values.len()).map(|i| self.values.get(i)).collect()
    }

    /// The value at index `h`, for any `h`.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, h: u64) -> u64 {
        let (mu, lambda) = (self.preperiod as u64, self.period as u64);
        let index = if h < mu { h } else { mu + (h - mu) % lambda };
        self.values.get(index as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Solver};

    impl Game for SubtractionGame {
        type Position = u64;
        fn moves(&self, &h: &u64) -> Vec<Vec<u64>> {
            self.moves.iter().filter(|&&s| s <= h).map(|&s| vec![h - s]).collect()
        }
    }

    fn lcg(state: &mut u64) -> u64 {
        *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        *state >> 33
    }

    #[test]
    fn zero_move_is_refused() {
        assert_eq!(SubtractionGame::new([3, 0]), Err(ZeroMoveError));
    }

    #[test]
    fn values_match_the_engine() {
        let mut state = 7;
        for _ in 0..200 {
            let k = 1 + lcg(&mut state) % 4;
            let moves: Vec<u64> = (0..k).map(|_| 1 + lcg(&mut state) % 9).collect();
            let game = SubtractionGame::new(moves.clone()).unwrap();
            let values = game.values(120);
            let mut solver = Solver::new(game);
            for (h, &v) in values.iter().enumerate() {
                assert_eq!(solver.grundy(&(h as u64)), v, "S = {moves:?}, h = {h}");
            }
        }
    }

    #[test]
    fn periods_are_least_and_extend_the_sequence() {
        let mut state = 99;
        for _ in 0..300 {
            let k = 1 + lcg(&mut state) % 5;
            let moves: Vec<u64> = (0..k).map(|_| 1 + lcg(&mut state) % 12).collect();
            let game = SubtractionGame::new(moves.clone()).unwrap();
            let seq = game.period(100_000).expect("small games repeat quickly");
            let long = game.values(seq.preperiod() + 5 * seq.period() + 200);
            for (h, &v) in long.iter().enumerate() {
                assert_eq!(seq.get(h as u64), v, "S = {moves:?}, h = {h}");
            }
            // Least period: no proper divisor works; least preperiod: one earlier fails.
            let (mu, lambda) = (seq.preperiod(), seq.period());
            for d in (1..lambda).filter(|d| lambda % d == 0) {
                assert!((mu..long.len() - d).any(|h| long[h] != long[h + d]), "{moves:?}");
            }
            if mu > 0 {
                assert_ne!(long[mu - 1], long[mu - 1 + lambda], "{moves:?}");
            }
        }
    }

    #[test]
    fn known_periods() {
        // Take 1 or 2: 0 1 2 0 1 2 …
        let seq = SubtractionGame::new([1, 2]).unwrap().period(100).unwrap();
        assert_eq!((seq.preperiod(), seq.period(), seq.head()), (0, 3, vec![0, 1, 2]));
        // No moves at all: every value is 0.
        let seq = SubtractionGame::new([]).unwrap().period(100).unwrap();
        assert_eq!(seq.get(u64::MAX), 0);
        // {2, 5, 7}: a well-known non-trivial case, checked against the plain values.
        let game = SubtractionGame::new([2, 5, 7]).unwrap();
        let seq = game.period(1000).unwrap();
        let plain = game.values(500);
        assert!((0..500).all(|h| seq.get(h as u64) == plain[h]));
    }

    /// Taking 1 to k stones gives `g(h) = h mod (k + 1)`, whose values reach k: with 127 moves
    /// the bit-mask mex sees its largest value, 127; with 128 and more the general mex takes
    /// over, and its values reach 128 and beyond.
    #[test]
    fn both_mex_paths_at_their_boundary() {
        for k in [126u64, 127, 128, 129, 200] {
            let game = SubtractionGame::new(1..=k).unwrap();
            let values = game.values(3 * (k as usize + 1) + 5);
            assert!(values.iter().enumerate().all(|(h, &v)| v == h as u64 % (k + 1)), "k = {k}");
            let seq = game.period(10_000).unwrap();
            assert_eq!((seq.preperiod(), seq.period()), (0, k as usize + 1), "k = {k}");
        }
    }

    /// The general mex of 128 moves and more against the plain definition, on random sets
    /// whose values pass 64.
    #[test]
    fn large_move_sets_match_the_definition() {
        let mut state = 5;
        for _ in 0..20 {
            let k = 128 + lcg(&mut state) % 200;
            let moves: Vec<u64> = (0..k).map(|_| 1 + lcg(&mut state) % 600).collect();
            let game = SubtractionGame::new(moves).unwrap();
            let values = game.values(3000);
            for h in 0..values.len() {
                let options = game.moves().iter().filter(|&&s| s as usize <= h);
                let want = crate::mex(options.map(|&s| values[h - s as usize]));
                assert_eq!(values[h], want, "h = {h}, S = {:?}", game.moves());
            }
        }
    }

    /// A window longer than the limit is refused before anything is computed (a move of
    /// 2^63 − 1 used to cost a loop of that many steps).
    #[test]
    fn a_window_beyond_the_limit_is_refused_at_once() {
        let game = SubtractionGame::new([1, 2, (1 << 63) - 1]).unwrap();
        assert!(game.period(1 << 20).is_none());
        assert!(SubtractionGame::new([7]).unwrap().period(7).is_none());
        assert!(SubtractionGame::new([7]).unwrap().period(100).is_some());
    }

    /// Fewer than 256 moves keep their values in bytes, more in 32-bit words: both agree
    /// with the plain table, and a sequence equals itself rebuilt from its head in u64.
    #[test]
    fn both_widths_agree_with_the_table() {
        for (k, spread) in [(255u64, 300), (256, 300), (300, 400)] {
            // Every move from 1 to k and some larger: values reach k, past a byte for k ≥ 256.
            let moves = (1..=k).chain([spread, spread + 7]);
            let game = SubtractionGame::new(moves).unwrap();
            let seq = game.period(1 << 16).expect("a period within 2^16 values");
            let table = game.values(4 * (seq.preperiod() + seq.period()) + 100);
            for (h, &v) in table.iter().enumerate() {
                assert_eq!(seq.get(h as u64), v, "k = {k}, h = {h}");
            }
            assert!(table.iter().any(|&v| v >= 255) == (k >= 255), "k = {k}");
            assert_eq!(PeriodicSequence::new(seq.head(), seq.preperiod()), seq);
        }
    }

    #[test]
    fn limit_is_respected() {
        let game = SubtractionGame::new([1, 3, 4]).unwrap();
        assert!(game.period(5).is_none());
    }
}
