//! # S-Nim — HDU 1536 / POJ 2960
//!
//! **Game.** Nim in which a move removes exactly `s` beads from one heap, for some `s` in a
//! fixed set `S`. The player who cannot move loses. For each position (a list of heaps), does
//! the first player win?
//!
//! **Insight.** Each heap is a subtraction game with move set `S`, so its Grundy value is
//! `g(h) = mex { g(h − s) : s ∈ S, s ≤ h }` and a position wins iff the XOR of its heaps'
//! values is non-zero (Sprague–Grundy). The sequence `g` is eventually periodic, and a
//! repeated window of `max S` consecutive values *proves* the period (see
//! [`sg_core::subtraction`]): so heaps up to 10^18 and beyond are answered exactly, from one
//! period. [`model`] searches the whole multi-heap position by the rules alone, and the tests
//! hold [`answer`], [`solve`] and [`explain`] to it.
//!
//! **Algorithm.** Per test, first drop the moves larger than its largest heap H (never
//! playable). If H is below [`DIRECT_LIMIT`], tabulate `g` up to it in O(H·k); otherwise find
//! the proven period in O((μ + λ + max S)·k) and look every heap up in O(1); then XOR per
//! position. Both are held to [`WORK_BUDGET`] option look-ups, a bound fixed before they start,
//! so no test runs long: a move set whose period does not show within the values that fit the
//! budget (at most [`PERIOD_SEARCH_LIMIT`]) is refused at its largest heap rather than answered
//! unproven (at once when its window `max S` alone is longer).
//! The judge path [`solve`] reads, answers and prints one test at a time, so its memory is that
//! of the largest test, not of the whole input.
//!
//! **Format.** Test cases `k s_1 … s_k`, `m`, then `m` lines `l h_1 … h_l`; a lone `k = 0`
//! ends the input. Per test one line of `m` characters, `W` for a first-player win, else `L`.

use judge::{Position, Scanner};
use sg_core::SubtractionGame;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::SNim;

/// Heaps below this are answered from a plain table (when it fits [`WORK_BUDGET`]); larger ones
/// through the proven period.
pub const DIRECT_LIMIT: u64 = 1 << 20;

/// How many values the period search may compute before giving up (a byte each for fewer
/// than 256 moves, four for more, which the budget holds to 2^20 values).
pub const PERIOD_SEARCH_LIMIT: usize = 1 << 24;

/// The most option look-ups the values of one test may cost, counted by [`lookups`] before
/// any is made. It allows all 2^24 values for up to 16 moves.
pub const WORK_BUDGET: u64 = 1 << 28;

/// How many option look-ups the first `n` values of `game` cost: `g(h)` reads `g(h − s)` for
/// every move `s ≤ h`, so move `s` is read `n − s` times.
///
/// # Complexity
/// O(k).
pub fn lookups(game: &SubtractionGame, n: u64) -> u64 {
    game.moves().iter().take_while(|&&s| s < n).map(|&s| n - s).fold(0, u64::saturating_add)
}

/// A judge input: its tests, without the final `0`.
#[derive(Debug, Clone, PartialEq)]
pub struct Input {
    /// The tests, in input order.
    pub tests: Vec<Test>,
}

/// One test: a move set and the positions played with it.
#[derive(Debug, Clone)]
pub struct Test {
    /// The game of the move set `S` (sorted and without duplicates: the written `k` may shrink).
    pub game: SubtractionGame,
    /// The positions, each a list of heap sizes.
    pub positions: Vec<Vec<u64>>,
    /// Where the (last) largest heap was read, for the refusal of [`Test::values`]; ignored by
    /// `==`, and the default for inputs built in code.
    pub largest_at: Position,
}

impl PartialEq for Test {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game && self.positions == other.positions
    }
}

impl Input {
    /// Reads the judge format: every test up to the final `0`, then the end of input.
    ///
    /// # Errors
    /// As [`Test::read`], or tokens after the final `0`.
    ///
    /// # Complexity
    /// O(input); memory grows with the heaps read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut tests = Vec::new();
        while let Some(test) = Test::read(sc)? {
            tests.push(test);
        }
        sc.finish()?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        for test in &self.tests {
            let moves = test.game.moves();
            judge::write_line(out, [moves.len() as u64].into_iter().chain(moves.iter().copied()));
            judge::write_line(out, [test.positions.len() as u64]);
            for heaps in &test.positions {
                judge::write_line(
                    out,
                    [heaps.len() as u64].into_iter().chain(heaps.iter().copied()),
                );
            }
        }
        out.extend_from_slice(b"0\n");
    }
}

/// The refusal of a move of size 0.
fn zero_move() -> String {
    format!("a move size of 0 is not allowed: {}", sg_core::subtraction::ZeroMoveError)
}

/// One test as the judge path holds it: every heap in one vector and where each position
/// ends in another, 8 bytes a heap and 8 a position (a `Vec` per position cost 32 bytes more
/// and a heap allocation). A heap or position costs at least 2 input bytes, so this is at
/// most 4 bytes per input byte.
struct FlatTest {
    game: SubtractionGame,
    heaps: Vec<u64>,
    /// `ends[i]`: one past position `i`'s last heap in `heaps`.
    ends: Vec<usize>,
    largest: u64,
    largest_at: Position,
}

impl FlatTest {
    /// Reads one test, `k s_1 … s_k`, `m`, then `m` lines `l h_1 … h_l`, into flat vectors; `None`
    /// at the final `0` (see [`Test::read`]).
    fn read(sc: &mut Scanner<'_>) -> judge::Result<Option<Self>> {
        let k = sc.count("the number of moves k (0 ends the input)", ..)?;
        if k == 0 {
            return Ok(None);
        }
        let moves = Vec::with_capacity(judge::capacity_for(k));
        let moves = sc.read_fold(k, "a move size s_i", .., moves, |mut moves, s: u64| {
            moves.push(s);
            if s == 0 { Err(zero_move()) } else { Ok(moves) }
        })?;
        let game = SubtractionGame::new(moves).map_err(|_| sc.position().error(zero_move()))?;
        let m = sc.count("the number of positions m", ..)?;
        let mut ends = Vec::with_capacity(judge::capacity_for(m));
        let mut heaps = Vec::new();
        let (mut largest, mut largest_at) = (0, sc.position());
        for _ in 0..m {
            let l = sc.count("the number of heaps l", ..)?;
            heaps.reserve(judge::capacity_for(l));
            for _ in 0..l {
                let h: u64 = sc.read("a heap size")?;
                if h >= largest {
                    (largest, largest_at) = (h, sc.position());
                }
                heaps.push(h);
            }
            ends.push(heaps.len());
        }
        Ok(Some(Self { game, heaps, ends, largest, largest_at }))
    }

    /// Each position's heaps, in input order.
    fn positions(&self) -> impl Iterator<Item = &[u64]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts.zip(&self.ends).map(|(start, &end)| &self.heaps[start..end])
    }
}

impl Test {
    /// Read one test, or `None` at the final `0`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count, or a move of size 0 (at that move).
    ///
    /// # Complexity
    /// O(k log k + heaps read); memory grows with what is read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Option<Self>> {
        Ok(FlatTest::read(sc)?.map(|flat| Self {
            positions: flat.positions().map(<[u64]>::to_vec).collect(),
            game: flat.game,
            largest_at: flat.largest_at,
        }))
    }

    /// The Grundy values for every heap of this test.
    ///
    /// # Errors
    /// At [`Test::largest_at`], when [`Values::up_to`] cannot prove the largest heap's value.
    ///
    /// # Complexity
    /// O(heaps) plus that of [`Values::up_to`] for the largest heap.
    pub fn values(&self) -> judge::Result<Values> {
        let largest = self.positions.iter().flatten().copied().max().unwrap_or(0);
        Values::up_to(&self.game, largest).map_err(|e| self.largest_at.error(e))
    }

    /// Whether the first player wins each position: the XOR of its heaps' values is not 0.
    ///
    /// # Errors
    /// As [`Test::values`].
    ///
    /// # Complexity
    /// O(heaps) plus that of [`Test::values`].
    pub fn answer(&self) -> judge::Result<Vec<bool>> {
        let values = self.values()?;
        let sum = |heaps: &Vec<u64>| heaps.iter().fold(0, |acc, &h| acc ^ values.get(h));
        Ok(self.positions.iter().map(|heaps| sum(heaps) != 0).collect())
    }
}

/// The Grundy values of one subtraction game at any heap size: a plain table up to the
/// largest heap asked, or the proven period.
#[derive(Debug, Clone)]
pub enum Values {
    /// `g(0), …, g(H)`.
    Table(Vec<u64>),
    /// The whole sequence, through its proven period.
    Periodic(sg_core::PeriodicSequence),
}

impl Values {
    /// Values good for every heap up to `largest`.
    ///
    /// Moves larger than `largest` are dropped first: no heap of the test can ever make them,
    /// so they change no value up to `largest` (and a huge one no longer sets the window).
    /// Then a plain table if `largest` is below [`DIRECT_LIMIT`] and the table fits
    /// [`WORK_BUDGET`], else the period search over as many values as fit it (at most
    /// [`PERIOD_SEARCH_LIMIT`]); a window that cannot fit is refused before any work.
    ///
    /// # Errors
    /// When no period shows within that many values (then the answer cannot be proven
    /// within the budget).
    ///
    /// # Complexity
    /// O(min(H·k, [`WORK_BUDGET`]) + k log [`PERIOD_SEARCH_LIMIT`]) for `largest` = H and k
    /// moves up to H.
    pub fn up_to(game: &SubtractionGame, largest: u64) -> Result<Self, String> {
        let playable = game.moves().iter().copied().take_while(|&s| s <= largest);
        let game = SubtractionGame::new(playable).expect("the game had no move of 0");
        if largest < DIRECT_LIMIT && lookups(&game, largest + 1) <= WORK_BUDGET {
            return Ok(Self::Table(game.values(largest as usize + 1)));
        }
        // The most values within the budget: `lookups` grows with the length.
        let (mut fits, mut over) = (0, PERIOD_SEARCH_LIMIT as u64 + 1);
        while over - fits > 1 {
            let mid = fits + (over - fits) / 2;
            if lookups(&game, mid) <= WORK_BUDGET { fits = mid } else { over = mid }
        }
        game.period(fits as usize).map(Self::Periodic).ok_or_else(|| {
            format!(
                "heap {largest} is beyond a direct table, and no period of this move set shows \
                 within {fits} values (the budget of {WORK_BUDGET} look-ups for {} moves), so \
                 it cannot be answered exactly",
                game.moves().len()
            )
        })
    }

    /// `g(h)`; for a table, `h` must not exceed the largest heap it was built for.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, h: u64) -> u64 {
        match self {
            Self::Table(table) => table[h as usize],
            Self::Periodic(seq) => seq.get(h),
        }
    }
}

/// Every test's verdicts, `true` where the first player wins.
///
/// # Errors
/// The first test's refusal (see [`Test::values`]).
///
/// # Complexity
/// The sum of [`Test::answer`] over the tests.
pub fn answer(input: &Input) -> judge::Result<Vec<Vec<bool>>> {
    input.tests.iter().map(Test::answer).collect()
}

/// The verdicts as judge output: one `W`/`L` line per test.
///
/// # Complexity
/// O(positions).
pub fn write_answer(verdicts: &[Vec<bool>], out: &mut Vec<u8>) {
    for test in verdicts {
        out.extend(test.iter().map(|&wins| if wins { b'W' } else { b'L' }));
        out.push(b'\n');
    }
}

/// The judge path: [`Input::read`], [`answer`] and [`write_answer`] one test at a time, so
/// only one test is held in memory, flat: 8 bytes per heap and 8 per position, at most about
/// 4 bytes per input byte, plus the values: a table of at most [`DIRECT_LIMIT`] values (8
/// bytes each, 8 MiB) or a period search of at most [`PERIOD_SEARCH_LIMIT`] (16 MiB, or 4 MiB
/// for 256 moves or more: the budget allows 2^20 values then), whatever the input.
///
/// # Errors
/// As [`Input::read`] and [`answer`], whichever comes first in the input.
///
/// # Complexity
/// As [`answer`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while let Some(test) = FlatTest::read(sc)? {
        let values =
            Values::up_to(&test.game, test.largest).map_err(|e| test.largest_at.error(e))?;
        for heaps in test.positions() {
            let sum = heaps.iter().fold(0, |acc, &h| acc ^ values.get(h));
            out.push(if sum != 0 { b'W' } else { b'L' });
        }
        out.push(b'\n');
    }
    sc.finish()
}
