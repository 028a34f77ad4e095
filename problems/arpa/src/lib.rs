//! # Arpa and a game with Mojtaba — Codeforces 850C
//!
//! **Game.** A list of positive integers. A move picks a prime power `p^k` (`k ≥ 1`) that
//! divides at least one element, and divides every element divisible by `p^k` by it. The
//! player who cannot move loses. Mojtaba moves first: who wins?
//!
//! **Insight.** A move on `p^k` changes only the exponents of `p`, so the game is the sum of
//! one game per prime. For prime `p` only the *set* of exponents that occur matters (equal
//! exponents move together; exponent 0 never moves): write it as a mask with bit `e − 1` set
//! iff some element has `p`-exponent exactly `e`. Choosing `k` keeps the exponents below `k`
//! and lowers those `≥ k` by `k`, so `mask ↦ (mask & (2^(k−1) − 1)) | (mask >> k)`, for any
//! `k` up to the largest exponent. By Sprague–Grundy, Mojtaba wins iff the XOR over primes
//! of `grundy(mask_p)` is non-zero. [`model`] plays the list game itself, with no masks; the
//! tests check every mask of up to 8 exponents of 2 (and 5 of 3) against it, the XOR over
//! primes on random lists, and [`answer`] and [`solve`] on generated inputs.
//!
//! **Algorithm.** Sort the list and drop repeats ([`distinct_in_place`]: equal numbers add
//! nothing), factorise each number (the workspace's [`factor`] crate: multiplication-based
//! trial division, Miller–Rabin, then elliptic curves, or Pollard's rho should they fail), OR
//! each exponent into its prime's mask, then compute each mask's Grundy value by recursion
//! memoised in an `FxHashMap` shared by all primes. A mask of `b` bits has `b` options and
//! few distinct descendants (at most a few thousand for the 29-bit masks of numbers up to
//! 10^9), so factorisation dominates: O(n · 6541) worst case, typically well under a
//! microsecond per number. Beyond the judge's limits a 64-bit number with two prime factors
//! near 2^32 is the worst case: about 44 µs of CPU with the elliptic curve method one number
//! at a time (0.5 ms with Pollard's rho; see [`factor`]), 13 µs when a list's hard numbers
//! run 24 at a time in AVX-512 IFMA lanes (where the CPU has them,
//! [`factor::prime_powers_of_all`]; Pollard's p − 1 first, then the curves): 10^5 distinct
//! such numbers in 0.7–0.85 s of wall on this machine's two cores (1.3–1.6 s of CPU). Each
//! distinct value is factorised once, so 6000 copies of one take as long as one. Lists of at
//! least [`PARALLEL_FROM`] distinct values are factorised by one thread per core.
//!
//! **Memory.** The list, 8 bytes an element, sorted and deduplicated in place; an element
//! costs at least 2 input bytes, so at most about 4 bytes per input byte (measured 4.1 for
//! 10^7 ones), plus one mask per distinct prime (a map of them per thread while they work)
//! and, for numbers with two or more prime factors above 2^12, 8 bytes each and 16 per such
//! prime while they are split: 15.4–16.5 MiB for 10^5 distinct products of two primes near 2^32
//! (2 MB of input, 7.9–8.4 bytes per input byte, mostly the maps of 2·10^5 primes).
//!
//! **Format.** `n`, then `a_1 … a_n`; `Mojtaba` if he wins, else `Arpa`. The judge promises
//! `n ≤ 100`, `a_i ≤ 10^9`; we accept any count and any `a_i` from 1 to 2^64 − 1, and reject
//! `a_i = 0`: every `p^k` divides it, so the game would never end.

use judge::Scanner;
use rustc_hash::FxHashMap;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::Arpa;

/// A judge input: the list, every element at least 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The elements `a_1 … a_n`.
    pub list: Vec<u64>,
}

impl Input {
    /// Reads the judge format: `n`, then `a_1 … a_n`, each at least 1.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count, an element 0 (at its token), or
    /// trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the elements read, never with the declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count("the number of elements n", ..)?;
        let mut list = Vec::with_capacity(judge::capacity_for(n));
        sc.read_fold(n, "a list element a_i", .., (), |(), a: u64| {
            if a == 0 {
                return Err("a_i = 0 is divisible by every p^k, so the game would never end".into());
            }
            list.push(a);
            Ok(())
        })?;
        sc.finish()?;
        Ok(Self { list })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(n).
    pub fn write(&self, out: &mut Vec<u8>) {
        let list: Vec<String> = self.list.iter().map(u64::to_string).collect();
        out.extend_from_slice(format!("{}\n{}\n", list.len(), list.join(" ")).as_bytes());
    }
}

/// Grundy values of exponent masks, memoised across calls (`default()` is the empty memo).
#[derive(Debug, Clone, Default)]
pub struct MaskGrundy {
    memo: FxHashMap<u64, u32>,
}

impl MaskGrundy {
    /// The mask reached from `mask` by choosing `p^k`: exponents below `k` stay, the others
    /// drop by `k` (those equal to `k` leave the game).
    ///
    /// # Complexity
    /// O(1).
    pub fn after_move(mask: u64, k: u32) -> u64 {
        debug_assert!(k >= 1);
        (mask & ((1u64 << (k - 1)) - 1)) | mask.checked_shr(k).unwrap_or(0)
    }

    /// The Grundy value of the one-prime game whose exponent set is `mask`.
    ///
    /// # Complexity
    /// O(64) per mask not seen before (recursion depth at most 64), O(1) expected otherwise.
    pub fn value(&mut self, mask: u64) -> u32 {
        if mask == 0 {
            return 0;
        }
        if let Some(&value) = self.memo.get(&mask) {
            return value;
        }
        let largest_exponent = u64::BITS - mask.leading_zeros();
        let mut seen = 0u128; // at most 64 options, so the mex is at most 64
        for k in 1..=largest_exponent {
            seen |= 1 << self.value(Self::after_move(mask, k));
        }
        let value = (!seen).trailing_zeros();
        self.memo.insert(mask, value);
        value
    }
}

/// The Grundy value of a list of positive integers: each element's exponents are ORed into
/// their primes' masks, and the masks' values XORed (the sum of the one-prime games).
///
/// Lists of at least [`PARALLEL_FROM`] elements are factorised by one thread per core (at
/// most one per [`PARALLEL_FROM`]` / 2` elements, see [`list_grundy_on_threads`]).
///
/// # Panics
/// If an element is 0.
///
/// # Complexity
/// n factorisations (see [`factor::prime_powers`]), plus [`MaskGrundy::value`] per prime.
pub fn list_grundy(list: &[u64], values: &mut MaskGrundy) -> u32 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads =
        if list.len() >= PARALLEL_FROM { cores.min(2 * list.len() / PARALLEL_FROM) } else { 1 };
    list_grundy_on_threads(list, values, threads)
}

/// [`list_grundy`] with the factorisations split over `threads` threads: thread `k` takes
/// the elements at indices `≡ k mod threads` (interleaved, since a sorted list has its costly
/// large numbers at one end), and their masks are ORed together. OR is commutative, so the
/// masks, hence the value, do not depend on the split.
///
/// # Panics
/// If an element is 0, or `threads` is 0.
///
/// # Complexity
/// As [`list_grundy`]; one map of primes per thread while they work.
pub fn list_grundy_on_threads(list: &[u64], values: &mut MaskGrundy, threads: usize) -> u32 {
    assert!(threads > 0, "at least one thread");
    let masks = if threads > 1 {
        let mut all = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|k| scope.spawn(move || prime_masks(list.iter().skip(k).step_by(threads))))
                .collect();
            let joined = workers.into_iter().map(|worker| worker.join());
            joined.map(|masks| masks.expect("a factorisation thread panicked")).collect::<Vec<_>>()
        });
        let mut masks = all.pop().expect("at least two threads");
        for other in all {
            for (p, mask) in other {
                *masks.entry(p).or_default() |= mask;
            }
        }
        masks
    } else {
        prime_masks(list.iter())
    };
    masks.values().fold(0, |acc, &mask| acc ^ values.value(mask))
}

/// Lists at least this long are factorised by more than one thread, one per half of it at
/// most (a thread costs tens of µs, one worst-case factorisation about 15 in the vector lanes,
/// 45 without).
pub const PARALLEL_FROM: usize = 1024;

/// Each prime's exponent mask over the elements given.
fn prime_masks<'a>(elements: impl Iterator<Item = &'a u64>) -> FxHashMap<u64, u64> {
    let mut masks = FxHashMap::<u64, u64>::default();
    factor::prime_powers_of_all(elements.copied(), |p, e| {
        *masks.entry(p).or_default() |= 1 << (e - 1);
    });
    masks
}

/// Whether Mojtaba, who moves first, wins: the list's [`list_grundy`] is non-zero, computed
/// over its distinct values (see [`distinct_in_place`]).
///
/// # Complexity
/// O(n log n) for a sorted copy of the list, plus [`list_grundy`] of its distinct values.
///
/// # Examples
/// ```
/// // 4 and 8 give 2 the exponent set {2, 3}, mask 110, whose options 11, 1 and 10 (k = 1, 2,
/// // 3) have values 0, 1 and 2: its value is 3. Ones have no prime at all.
/// assert!(arpa::answer(&arpa::Input { list: vec![4, 8] }));
/// assert!(!arpa::answer(&arpa::Input { list: vec![1, 1, 1] }));
/// ```
pub fn answer(input: &Input) -> bool {
    let mut list = input.list.clone();
    distinct_in_place(&mut list);
    list_grundy(&list, &mut MaskGrundy::default()) != 0
}

/// Sort the list and drop repeated values. Equal elements have equal exponents, and a
/// prime's mask is the OR of its elements' exponents, so the masks (hence the answer) do not
/// change; each distinct value is then factorised once (6000 copies of one 64-bit semiprime
/// cost 6000 factorisations before).
///
/// # Complexity
/// O(n log n), in place.
pub fn distinct_in_place(list: &mut Vec<u64>) {
    list.sort_unstable();
    list.dedup();
}

/// The verdict as the judge's line: `Mojtaba` if he wins, else `Arpa`.
pub fn write_answer(&mojtaba_wins: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(if mojtaba_wins { b"Mojtaba\n" } else { b"Arpa\n" });
}

/// The judge path: [`Input::read`], then [`answer`]'s steps on the list read, in place.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`]; memory: the list, 8 bytes per element (at least 2 input bytes each, so at
/// most 4 bytes per input byte), plus the masks of the primes found.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let mut list = Input::read(sc)?.list;
    distinct_in_place(&mut list);
    write_answer(&(list_grundy(&list, &mut MaskGrundy::default()) != 0), out);
    Ok(())
}
