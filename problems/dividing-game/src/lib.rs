//! # Dividing Game — AtCoder ABC368 F
//!
//! **Game.** `N` positive integers `A_1 … A_N`. A move picks one `A_i` and replaces it by a
//! proper divisor (a positive divisor other than `A_i` itself); the player who cannot move
//! (every number is 1) loses. Anna moves first: who wins?
//!
//! **Insight.** Write `A_i = p_1 p_2 ⋯ p_k` (primes with multiplicity, `k = Ω(A_i)`). The
//! proper divisors of `A_i` are exactly the products of proper sub-multisets of these primes,
//! so their Ω values are exactly `0, 1, …, k − 1`, and a divisor's own divisors are again
//! sub-multisets. By induction on `k`, `g(A_i) = mex{0, …, k − 1} = k`: a number is a Nim heap
//! of Ω(A_i) stones. By Sprague–Grundy, Anna wins iff `Ω(A_1) ⊕ ⋯ ⊕ Ω(A_N) ≠ 0`. A winning
//! move lowers one `Ω(A_i)` to `Ω(A_i) ⊕ s` (s the nim-sum) by dividing out that many prime
//! factors. [`model`] plays the rules (every proper divisor) by search, and the crate's tests
//! hold [`answer`], [`solve`] and [`explain`] to it.
//!
//! **Algorithm.** Ω by a linear sieve up to the largest value read (at most
//! [`omega::SIEVE_LIMIT`] = 2^22): O(N + max A) time, one byte per value. The judge's values
//! (`2 ≤ A_i ≤ 10^5`) all come from the sieve. Any `u64` is accepted: beyond the sieve a value
//! is divided by the sieve's primes while `p³` does not exceed the cofactor, which then has at
//! most two prime factors, told apart by a deterministic Miller–Rabin test (exact for every
//! `u64`): at most 194 000 divisions (about a millisecond) per such value. `A_i = 1` (already
//! finished) is accepted; `A_i = 0` has no proper-divisor game and is refused.
//!
//! **Play.** `play` (with the `workbench` feature) is the game at the table, `grundy play
//! dividing-game 12 18 7` (numbers up to 10^6): the model's moves, Ω for the perfect player,
//! proven against the model searched by sg-core by the crate's tests.
//!
//! **Format.** `N`, then `A_1 … A_N`; one line, `Anna` if Anna wins, else `Bruno`.

use judge::Scanner;

mod explain;
pub mod model;
pub mod omega;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::DividingGame;

use omega::Omega;

/// A judge input: the numbers on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `A_1 … A_N`, each at least 1.
    pub numbers: Vec<u64>,
}

impl Input {
    /// Reads the judge format: `N`, then `A_1 … A_N`, each at least 1.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a number 0 or beyond `u64`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of integers N", ..)?;
        let numbers = sc.read_vec(n, "a number A_i", 1..)?;
        sc.finish()?;
        Ok(Self { numbers })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.numbers.len() as u64]);
        judge::write_line(out, self.numbers.iter().copied());
    }
}

/// The Grundy value of each number: Ω(A_i).
///
/// # Complexity
/// As [`Omega::up_to`] for the largest number, then [`Omega::of`] per number.
pub fn grundy_values(numbers: &[u64]) -> Vec<u32> {
    let omega = Omega::up_to(numbers.iter().copied().max().unwrap_or(1));
    numbers.iter().map(|&a| omega.of(a)).collect()
}

/// Whether Anna (the first player) wins: the XOR of Ω(A_i) is non-zero.
///
/// # Complexity
/// As [`grundy_values`].
pub fn answer(input: &Input) -> bool {
    grundy_values(&input.numbers).iter().fold(0, |s, g| s ^ g) != 0
}

/// The verdict as judge output.
pub fn write_answer(&anna_wins: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(if anna_wins { b"Anna\n" } else { b"Bruno\n" });
}

/// The judge path: read, answer, write (the sieve's size needs the largest value first).
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
