//! Mock Turtles by its rules, for sg-core's engine: a position is the set of heads, and a move
//! turns a head and up to two coins left of it, whatever they show. The engine searches whole
//! configurations: no decomposition into single heads is assumed.

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A set of heads (coins are numbered from 0, leftmost first): the coins below 64 as the bits
/// of `low`, the others in increasing order in `high`, which stays empty (never allocated) in
/// the small rows the brute force searches. Each set has one form, so equal positions are
/// equal.
#[derive(Clone, Default, Eq)]
pub struct Heads {
    low: u64,
    high: Vec<u64>,
}

impl Heads {
    /// The heads of a listing in any order, a repeat the same coin: one head.
    ///
    /// # Complexity
    /// O(n log n).
    pub fn new(listed: &[u64]) -> Self {
        let low = listed.iter().filter(|&&x| x < 64).fold(0, |low, &x| low | 1 << x);
        let mut high: Vec<u64> = listed.iter().copied().filter(|&x| x >= 64).collect();
        high.sort_unstable();
        high.dedup();
        Self { low, high }
    }

    /// The heads, increasing.
    ///
    /// # Complexity
    /// O(1) per head.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        let mut low = self.low;
        let low = std::iter::from_fn(move || {
            (low != 0).then(|| {
                let x = low.trailing_zeros();
                low &= low - 1;
                u64::from(x)
            })
        });
        low.chain(self.high.iter().copied())
    }

    /// How many heads there are.
    pub fn len(&self) -> usize {
        self.low.count_ones() as usize + self.high.len()
    }

    /// Whether every coin shows tails.
    pub fn is_empty(&self) -> bool {
        self.low == 0 && self.high.is_empty()
    }

    /// Whether coin `x` shows heads.
    ///
    /// # Complexity
    /// O(log n).
    pub fn contains(&self, x: u64) -> bool {
        if x < 64 { self.low >> x & 1 == 1 } else { self.high.binary_search(&x).is_ok() }
    }

    /// The rightmost head.
    pub fn last(&self) -> Option<u64> {
        let low = (self.low != 0).then(|| u64::from(63 - self.low.leading_zeros()));
        self.high.last().copied().or(low)
    }

    /// Turn coin `x` over.
    ///
    /// # Complexity
    /// O(n) (O(1) below 64).
    fn turn(&mut self, x: u64) {
        if x < 64 {
            self.low ^= 1 << x;
            return;
        }
        match self.high.binary_search(&x) {
            Ok(i) => _ = self.high.remove(i),
            Err(i) => self.high.insert(i, x),
        }
    }
}

/// The same heads (a row of fewer than 64 coins compares as one word).
impl PartialEq for Heads {
    fn eq(&self, other: &Self) -> bool {
        self.low == other.low
            && self.high.len() == other.high.len()
            && (self.high.is_empty() || self.high == other.high)
    }
}

/// The low coins' bits, then the high coins only if there are any: a row of fewer than 64
/// coins hashes as one word.
impl std::hash::Hash for Heads {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.low.hash(state);
        if !self.high.is_empty() {
            self.high.hash(state);
        }
    }
}

/// The heads as a set: `{2, 5, 9}`.
impl std::fmt::Debug for Heads {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A move: the coins turned (one, two or three), increasing; the last is a head going to
/// tails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Turn {
    /// The coins, the unused places 0.
    coins: [u64; 3],
    /// How many.
    len: u8,
}

impl Turn {
    /// The move turning `coins` (one to three, increasing).
    ///
    /// # Panics
    /// For no coin or more than three.
    pub fn new(coins: &[u64]) -> Self {
        assert!((1..=3).contains(&coins.len()), "a move turns 1, 2 or 3 coins");
        let mut turned = [0; 3];
        turned[..coins.len()].copy_from_slice(coins);
        Self { coins: turned, len: coins.len() as u8 }
    }

    /// The coins turned, increasing.
    pub fn coins(&self) -> &[u64] {
        &self.coins[..usize::from(self.len)]
    }
}

/// Mock Turtles: a move turns one, two or three coins, the rightmost from heads to tails; a
/// position is its [`Heads`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Moves for Rules {
    type Position = Heads;
    type Move = Turn;

    /// Each head alone first, then with one companion (the nearest first), then with two.
    fn legal_moves<'a>(&'a self, heads: &'a Heads) -> impl Iterator<Item = Turn> + 'a {
        let alone = heads.iter().map(|x| Turn::new(&[x]));
        let with_one = heads.iter().flat_map(|x| (0..x).rev().map(move |y| Turn::new(&[y, x])));
        let with_two = heads
            .iter()
            .flat_map(|x| (0..x).flat_map(move |y| (y + 1..x).map(move |z| Turn::new(&[y, z, x]))));
        alone.chain(with_one).chain(with_two)
    }

    fn play(&self, heads: &Heads, turn: &Turn) -> Heads {
        let mut next = heads.clone();
        for &c in turn.coins() {
            next.turn(c);
        }
        next
    }
}

/// Whether the first player wins with these listed heads, by search.
///
/// # Complexity
/// O(2^(m+1) · m³) for the rightmost head `m`, with memoisation.
pub fn first_player_wins(solver: &mut Solver<Rules>, listed: &[u64]) -> bool {
    solver.outcome(&Heads::new(listed)) == Outcome::Win
}

/// The verdict of every test by search (small positions only).
///
/// # Complexity
/// Exponential in the largest position.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    input.tests.iter().map(|heads| first_player_wins(&mut solver, heads)).collect()
}
