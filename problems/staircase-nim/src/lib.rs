//! # Stair Game — CSES 1099
//!
//! **Game.** Stairs `1..n`; stair `i` holds `p_i` balls. A move picks a stair `k ≥ 2` with a
//! ball and moves one or more of its balls down to stair `k − 1`. Stair 1 is the floor: balls
//! there never move again. The player who cannot move loses. Does the first player win?
//!
//! **Insight.** This is Staircase Nim ([`sg_core::staircase`]) with the floor at stair 1:
//! stair `k` is step `k − 1` of sg-core's staircase, whose floor is step 0. The balls on the
//! floor take no part, and the odd steps `1, 3, 5, …` are the even stairs `2, 4, 6, …`. So the
//! first player wins iff `p_2 ^ p_4 ^ p_6 ^ …` is non-zero: a move from an even stair is a Nim
//! move there, and a move from an odd stair `k ≥ 3` is undone by passing the same balls on from
//! `k − 1` (even) to `k − 2`. [`model`] checks this against the rules in the tests.
//!
//! **Algorithm.** Stream the stairs and keep the nim-sum of the even ones (the odd steps of
//! [`sg_core::staircase`]): O(n) time per test, O(1) memory; counts are any `u64`.
//!
//! **Format.** `t`, then per test `n` and `p_1..p_n`; per test one line, `first` if the first
//! player wins, else `second`.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "staircase-nim",
    title: "Stair Game",
    judge: "CSES 1099",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 1000,
    memory_limit_mib: 512,
    explain: Some(explain),
    ..judge::problem::DEFAULTS
};

/// Whether the first player wins with `balls[i]` balls on stair `i + 1` (stair 1 the floor).
///
/// # Complexity
/// O(n).
///
/// ```
/// assert!(staircase_nim::first_player_wins(&[5, 3]));
/// assert!(!staircase_nim::first_player_wins(&[1, 1, 1, 1]));
/// ```
pub fn first_player_wins(balls: &[u64]) -> bool {
    // Stair k is sg-core's step k − 1: drop the floor, and the rest starts at step 1.
    sg_core::staircase::first_player_wins(balls.iter().skip(1).copied())
}

/// Read the tests and answer `first` / `second` for each.
///
/// The stairs are streamed, not stored: the test of [`first_player_wins`] (floor dropped, then
/// [`sg_core::staircase::first_player_wins`], the nim-sum of the odd steps) needs only a
/// running nim-sum, kept as the stairs are read.
///
/// # Errors
/// Truncated or non-numeric input, a negative count, or trailing tokens.
///
/// # Complexity
/// O(total stairs) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests t", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of stairs n", ..)?;
        // Stair k ≥ 2 is step k − 1, odd exactly when k is even: the nim-sum of the even stairs.
        // `even` is all ones on even stairs and 0 on odd ones (stair 1 first).
        let (_, sum) =
            sc.read_fold(n, "a number of balls p_i", .., (0, 0), |(even, sum), p: u64| {
                Ok((!even, sum ^ (p & even)))
            })?;
        out.extend_from_slice(if sum != 0 { b"first\n" } else { b"second\n" });
    }
    sc.finish()
}

/// A winning move from this staircase (`balls[i]` on stair `i + 1`): `(k, c)` moves `c` balls
/// from stair `k` (even, 1-based) down to stair `k − 1`; `None` when every move loses.
///
/// It is Bouton's move on the even stairs: it leaves their nim-sum 0, which the crate doc shows
/// is lost for the player to move.
///
/// # Complexity
/// O(n).
///
/// ```
/// // Even stairs hold 2 and 1 (stairs 2 and 4): move 1 ball from stair 2 to stair 1.
/// assert_eq!(staircase_nim::winning_move(&[0, 2, 0, 1]), Some((2, 1)));
/// assert_eq!(staircase_nim::winning_move(&[9, 3, 5, 3]), None);
/// ```
pub fn winning_move(balls: &[u64]) -> Option<(usize, u64)> {
    let even: Vec<u64> = balls.iter().skip(1).step_by(2).copied().collect();
    // Heap j of this Nim is stair 2j + 2.
    sg_core::winning_nim_move(&even).map(|m| (2 * m.heap + 2, even[m.heap] - m.new_size))
}

/// Like [`solve`], but after each verdict an indented line with a winning move (balls from an
/// even stair down one, leaving the even stairs' nim-sum 0) or the reason every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// O(n) time and memory per test.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    let tests = sc.count("the number of tests t", ..)?;
    let mut balls = Vec::new();
    for _ in 0..tests {
        let n = sc.count("the number of stairs n", ..)?;
        balls.clear();
        balls.reserve(judge::capacity_for(n));
        for _ in 0..n {
            balls.push(sc.read::<u64>("a number of balls p_i")?);
        }
        let _ = match winning_move(&balls) {
            Some((k, c)) => writeln!(
                out,
                "first\n  winning move: move {c} ball{} from stair {k} down to stair {} (stair \
                 {k}: {} -> {}), leaving the even stairs' nim-sum 0",
                if c == 1 { "" } else { "s" },
                k - 1,
                balls[k - 1],
                balls[k - 1] - c
            ),
            None => writeln!(
                out,
                "second\n  every move loses: the balls on the even stairs (2, 4, 6, ...) XOR to \
                 0; a move from an even stair breaks that, and one from an odd stair is undone \
                 by passing the same balls on"
            ),
        };
    }
    sc.finish()
}

/// A random valid input: `Small` has up to 3 tests of up to 5 stairs with at most 3 balls
/// each (for the model); `Max` the judge's limits (tests of 1 to 2000 stairs, 2·10^5 stairs in
/// all, up to 10^9 balls each); `N(n)` 10 tests of `n` stairs with up to 2^60 balls each.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let mut lengths = Vec::new();
    let most = match size {
        Size::Small => {
            lengths.extend((0..rng.range(1, 3)).map(|_| rng.range(1, 5)));
            3
        }
        Size::Max => {
            let mut left = 200_000;
            while left > 0 {
                let n = rng.range(1, 2000).min(left);
                lengths.push(n);
                left -= n;
            }
            1_000_000_000
        }
        Size::N(n) => {
            lengths.extend([n; 10]);
            1 << 60
        }
    };
    let mut text = format!("{}\n", lengths.len());
    for n in lengths {
        text += &format!("{n}\n");
        let balls: Vec<String> = (0..n).map(|_| rng.range(0, most).to_string()).collect();
        text += &balls.join(" ");
        text += "\n";
    }
    text.into_bytes()
}
