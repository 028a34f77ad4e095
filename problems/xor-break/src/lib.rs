//! # XOR Break — Game Version — Codeforces 1934D2 (interactive)
//!
//! **Game.** A number `p` is in play. The player holding it *breaks* it into `p₁, p₂` with
//! `0 < p₁, p₂ < p` and `p₁ ⊕ p₂ = p`; the opponent then picks one of the two and must break
//! it in turn. Whoever holds a number that cannot be broken loses. The program plays Alice,
//! choosing to go `first` or `second` from `n`, against the judge's Bob, in at most 63 breaks a
//! game.
//!
//! **Insight.** A number breaks iff it has two set bits or more (a power of two `2^h` cannot:
//! both parts would be below `2^h`, and so would their XOR). The held number is lost exactly
//! when its popcount is odd:
//! - odd: every break `p₁ ⊕ p₂ = p` has `popcount p₁ + popcount p₂ ≡ popcount p` odd, so one
//!   part has an even popcount, and the opponent picks it (or a popcount of 1 cannot break);
//! - even (so ≥ 2): break off the top bit, `2^h` and `p ⊕ 2^h`, both of odd popcount and both
//!   below `p`: the opponent is lost whichever it picks.
//!
//! Breaking off the top bit also bounds the game: Bob then holds a number below `2^h`, and the
//! even part Alice picks from his break is smaller still, so the top bit of what Alice holds
//! falls at every break of hers: at most 63 breaks for any `n < 2^64`. [`model`] decides by
//! searching the game's tree, and the crate's tests play the judge path against the
//! interactor on thousands of games.
//!
//! **Algorithm.** O(1) per break (a popcount and a top bit), O(1) memory; `n` any `u64`.
//!
//! **Format.** The judge sends `t`, then per game `n`. The program answers `first` or `second`;
//! on its turn it prints `p₁ p₂` (a break of `n`, or of one of the two numbers the judge gave
//! last), on the judge's it reads `p₁ p₂`: the judge's break, or `0 0` (the judge cannot break:
//! this game is won, on to the next) or `-1 -1` (the program broke the rules: it ends). Every
//! line is flushed. (Codeforces: t ≤ 1000, n ≤ 10^18.)

use judge::{Dialogue, InputError, Scanner};

#[cfg(feature = "workbench")]
mod interactor;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::XorBreak;

/// The most breaks a player may make in one game.
pub const MAX_BREAKS: u32 = 63;

/// The judge's test: the starting number of each game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The games' starting numbers (each at least 1).
    pub games: Vec<u64>,
}

impl Input {
    /// Reads the judge format: `t`, then `t` numbers `n ≥ 1`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n = 0`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the numbers read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let t = sc.count("the number of games t", ..)?;
        let games = sc.read_vec(t, "a starting number n", 1..)?;
        sc.finish()?;
        Ok(Self { games })
    }

    /// Writes the input back: `t`, then one number per line.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.games.len() as u64]);
        for &n in &self.games {
            judge::write_line(out, [n]);
        }
    }
}

/// Whether the player holding `p` wins: its popcount is even.
///
/// # Complexity
/// O(1).
pub fn holder_wins(p: u64) -> bool {
    p.count_ones() % 2 == 0
}

/// The winning break of `p` (even popcount): its top bit and the rest.
///
/// # Complexity
/// O(1).
pub fn winning_break(p: u64) -> (u64, u64) {
    let top = 1 << (63 - p.leading_zeros());
    (top, p ^ top)
}

/// The side Alice takes in each game: `true` for `first`.
///
/// # Complexity
/// O(games).
pub fn answer(input: &Input) -> Vec<bool> {
    input.games.iter().map(|&n| holder_wins(n)).collect()
}

/// The sides as the program says them, one line each.
///
/// # Complexity
/// O(games).
pub fn write_answer(sides: &[bool], out: &mut Vec<u8>) {
    for &first in sides {
        out.extend_from_slice(if first { b"first\n" } else { b"second\n" });
    }
}

/// The decision half of the judge path: read the games, print each side.
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

/// The judge's break: `Some((p₁, p₂))`, or `None` for `0 0` (it cannot break: the game is
/// won); `-1 -1` is an error, since the judge says so only after a broken rule.
fn judge_break(d: &mut Dialogue<'_, '_>) -> judge::Result<Option<(u64, u64)>> {
    let mut pair = [0u64; 2];
    for (slot, what) in pair.iter_mut().zip(["the judge's p1", "the judge's p2"]) {
        let mut token = Vec::new();
        d.from_judge.token_into(what, &mut token)?;
        if token == b"-1" {
            return Err(d.from_judge.position().error("the judge answered -1: a rule was broken"));
        }
        let parsed =
            std::str::from_utf8(&token).ok().filter(|t| t.bytes().all(|b| b.is_ascii_digit()));
        *slot = parsed.and_then(|t| t.parse().ok()).ok_or_else(|| {
            let shown = String::from_utf8_lossy(&token[..token.len().min(40)]).into_owned();
            d.from_judge.position().error(format!(
                "expected {what} (a number from 0 to 2^64 − 1, or -1), found `{shown}`"
            ))
        })?;
    }
    match pair {
        [0, 0] => Ok(None),
        [a, b] if a > 0 && b > 0 => Ok(Some((a, b))),
        [a, b] => {
            Err(d.from_judge.position().error(format!("`{a} {b}` is neither a break nor `0 0`")))
        }
    }
}

/// The judge path: per game, read `n`, choose the side, and break off top bits until the judge
/// cannot break.
///
/// # Errors
/// A message from the judge that breaks the protocol (or the end of input mid-game), or a
/// closed pipe.
///
/// # Complexity
/// O(1) per break.
pub fn play(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let games: usize = d.from_judge.count("the number of games t", ..)?;
    for _ in 0..games {
        let n: u64 = d.from_judge.read_in("a starting number n", 1..)?;
        let mut held = if holder_wins(n) {
            d.say("first")?;
            n
        } else {
            d.say("second")?;
            match judge_break(d)? {
                None => continue,
                Some((a, b)) => pick(d, a, b)?,
            }
        };
        loop {
            let (top, rest) = winning_break(held);
            d.say(format_args!("{top} {rest}"))?;
            match judge_break(d)? {
                None => break,
                Some((a, b)) => held = pick(d, a, b)?,
            }
        }
    }
    Ok(())
}

/// The part of the judge's break to hold: the one of even popcount (exactly one has it when
/// the judge broke a number of odd popcount, as it must have).
fn pick(d: &Dialogue<'_, '_>, a: u64, b: u64) -> judge::Result<u64> {
    match (holder_wins(a), holder_wins(b)) {
        (true, _) => Ok(a),
        (_, true) => Ok(b),
        _ => Err(d
            .from_judge
            .position()
            .error(format!("`{a} {b}` breaks no number this program gave"))),
    }
}
