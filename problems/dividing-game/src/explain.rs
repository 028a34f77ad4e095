//! Why the game is won or lost (`--explain`): a divisor that brings the XOR of Ω to 0, found
//! by factorising its number, or the reason every move loses.

use std::fmt;

use crate::Input;
use crate::omega::{self, Omega};

/// Why the game is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Replace `A_index` (0-based) by its divisor `to`, leaving Ω nim-sum 0.
    Replace {
        /// The number's index.
        index: usize,
        /// Its value.
        from: u64,
        /// The divisor it becomes.
        to: u64,
        /// Ω(from) and Ω(to).
        omegas: (u32, u32),
    },
    /// The Ω nim-sum is 0: every move changes one Ω and makes it non-zero.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Replace { index, from, to, omegas: (a, b) } => write!(
                f,
                "Anna\n  winning move: replace A_{} = {from} (Ω = {a}) by its divisor {to} \
                 (Ω = {b}), leaving the XOR of Ω at 0",
                index + 1
            ),
            Self::EveryMoveLoses => write!(
                f,
                "Bruno\n  every move loses: the XOR of Ω(A_i) is 0 and a move lowers one Ω"
            ),
        }
    }
}

/// All prime factors of `n ≥ 1` with multiplicity, increasing: trial division by the sieve's
/// primes while `p³ ≤ m` and by every prime below 38 (Pollard's rho needs none of those left),
/// then the cofactor is 1, a prime, the square of a prime, or a product of two distinct primes
/// split by rho. `omega` must hold the primes up to `min(n, SIEVE_LIMIT)`.
///
/// # Complexity
/// As [`Omega::of`], plus expected O(n^{1/4}) for the rho.
fn prime_factors(omega: &Omega, n: u64) -> Vec<u64> {
    let (mut factors, mut rest) = omega.small_factors(n);
    for p in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        while rest % p == 0 {
            rest /= p;
            factors.push(p);
        }
    }
    if rest > 1 {
        if omega::is_prime(rest) {
            factors.push(rest);
        } else if let Some(root) = omega::exact_sqrt(rest) {
            factors.extend([root, root]);
        } else {
            let d = omega::split(rest);
            factors.extend([d, rest / d]);
        }
    }
    factors.sort_unstable();
    factors
}

/// The explanation: a winning move, or why there is none.
///
/// # Complexity
/// As [`answer`](crate::answer), plus one factorisation.
pub fn explain(input: &Input) -> Explanation {
    // One sieve to the largest number: it holds the primes any factorisation below needs.
    let omega = Omega::up_to(input.numbers.iter().copied().max().unwrap_or(1));
    let values: Vec<u32> = input.numbers.iter().map(|&a| omega.of(a)).collect();
    let sum = values.iter().fold(0, |s, g| s ^ g);
    let Some(index) = values.iter().position(|&g| g ^ sum < g) else {
        return Explanation::EveryMoveLoses;
    };
    let from = input.numbers[index];
    let keep = (values[index] ^ sum) as usize;
    let to = prime_factors(&omega, from).iter().take(keep).product();
    Explanation::Replace { index, from, to, omegas: (values[index], keep as u32) }
}
