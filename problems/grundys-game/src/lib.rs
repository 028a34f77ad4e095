//! # Grundy's Game — CSES 2207
//!
//! **Game.** One heap of `n` coins. A move splits one heap into two non-empty heaps of
//! *different* sizes; the player who cannot move (every heap has 1 or 2 coins) loses. Per test,
//! does the first player win? (CSES: up to 10^5 tests, `1 ≤ n ≤ 10^6`.)
//!
//! **Insight.** This is the take-and-break game `4!.0` ([`sg_core::octal`]): a split leaves a
//! sum of two heaps, worth `g(a) ^ g(n − a)`, so `g(n) = mex { g(a) ^ g(n − a) : 1 ≤ a < n/2 }`
//! and the first player wins iff `g(n) ≠ 0`. No closed form or period is known for Grundy's
//! game; what is known is computed: the last heap with `g(n) = 0` is `n = 1222` as far as
//! anyone has computed (to 2^35 and beyond), an empirical fact, not a theorem. So this crate
//! claims it only where it proves it, by computing: its tests run sg-core's sparse-space engine
//! ([`sg_core::octal::sparse::Engine`], held to the definition on every code of up to three
//! digits) over every heap up to [`PROVEN_UP_TO`] = 10^6, the judge's limit, and check that no
//! heap after [`LAST_LOSS`] is worth 0; the engine's values themselves are checked against the
//! game searched by its rules ([`model`]) on small heaps.
//!
//! **Algorithm.** [`Losses::new`] computes `g(0..=1222)` once by the definition (every split,
//! then the mex: about 370 000 pairs, well under a millisecond; the engine gives the same values
//! and is what reaches 10^6); then a heap up to 1222 is won iff its value is not 0, and a larger
//! one is won. O(1) per test after that; 1223 bytes of table. A heap above 10^6 is refused with the
//! reason (no proof reaches it), as is anything that is no heap.
//!
//! **Play.** `play` (with the `workbench` feature) is the game at the table, `grundy play
//! grundys-game 20`: the model's splits on a row of heaps, each heap worth its value by the
//! engine, proven against the model searched by sg-core by the crate's tests.
//!
//! **Format.** `t`, then `t` heap sizes `n`, one per line; per test `first` if the first
//! player wins, else `second`.

use judge::Scanner;
use sg_core::octal::OctalGame;

pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::GrundysGame;

/// The largest heap whose Grundy value is 0, among all heaps up to [`PROVEN_UP_TO`].
pub const LAST_LOSS: u64 = 1222;

/// The largest heap for which the tests prove (every value computed) that [`LAST_LOSS`] is the
/// last loss: the judge's limit.
pub const PROVEN_UP_TO: u64 = 1_000_000;

/// What a heap size means in the input.
const HEAP: &str = "a heap size n";

/// A judge input: one heap size per test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The heap of each test, each at most [`PROVEN_UP_TO`].
    pub heaps: Vec<u64>,
}

/// The refusal of a heap no proof reaches.
fn beyond_the_proof(n: u64) -> String {
    format!(
        "heap n = {n} is above {PROVEN_UP_TO}: Grundy's game has no known closed form, and this \
         solver's proof that n > {LAST_LOSS} is won (every value computed) stops at {PROVEN_UP_TO}"
    )
}

impl Input {
    /// Reads the judge format: `t`, then `t` heap sizes, each at most [`PROVEN_UP_TO`].
    ///
    /// # Errors
    /// Truncated or non-numeric input, a heap above [`PROVEN_UP_TO`], or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = sc.count("the number of tests t", ..)?;
        let mut heaps = Vec::with_capacity(judge::capacity_for(tests));
        sc.read_fold(tests, HEAP, .., (), |(), n: u64| {
            if n > PROVEN_UP_TO {
                return Err(beyond_the_proof(n));
            }
            heaps.push(n);
            Ok(())
        })?;
        sc.finish()?;
        Ok(Self { heaps })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_u64(out, self.heaps.len() as u64, b'\n');
        for &n in &self.heaps {
            judge::write_u64(out, n, b'\n');
        }
    }
}

/// Which heaps up to [`LAST_LOSS`] are lost (Grundy value 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Losses {
    lost: Vec<bool>,
}

impl Losses {
    /// `g(0..=LAST_LOSS)` of `4!.0` by sg-core's definition ([`OctalGame::values`]: every
    /// split, then the mex), which the engine is held to.
    ///
    /// # Complexity
    /// O(LAST_LOSS²/4) pairs, about 370 000: a fraction of a millisecond.
    pub fn new() -> Self {
        let game = OctalGame::new("4!.0").expect("Grundy's game is a valid code");
        Self { lost: game.values(LAST_LOSS as usize + 1).into_iter().map(|v| v == 0).collect() }
    }

    /// Whether the first player wins a heap of `n` (at most [`PROVEN_UP_TO`]).
    ///
    /// # Complexity
    /// O(1).
    pub fn first_player_wins(&self, n: u64) -> bool {
        usize::try_from(n).ok().and_then(|n| self.lost.get(n)) != Some(&true)
    }
}

impl Default for Losses {
    fn default() -> Self {
        Self::new()
    }
}

/// The verdict of every test.
///
/// # Complexity
/// O(t) after [`Losses::new`].
pub fn answer(input: &Input) -> Vec<bool> {
    let losses = Losses::new();
    input.heaps.iter().map(|&n| losses.first_player_wins(n)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"first\n", no: b"second\n" };

/// The verdicts as judge output: `first` or `second`, one line each.
///
/// # Complexity
/// O(t).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: [`Input::read`], [`answer`], [`write_answer`].
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
