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
//! of `grundy(mask_p)` is non-zero. [`model`] plays the list game itself, with no masks.
//!
//! **Algorithm.** Factorise each number ([`factor`]: multiplication-based trial division,
//! Miller–Rabin and Pollard's rho), OR each exponent into its prime's mask, then compute each
//! mask's Grundy value by recursion memoised in an `FxHashMap` shared by all primes. A mask
//! of `b` bits has `b` options and few distinct descendants (at most a few thousand for the
//! 29-bit masks of numbers up to 10^9), so factorisation dominates: O(n · 6541) worst case,
//! typically well under a microsecond per number.
//!
//! **Format.** `n`, then `a_1 … a_n`; `Mojtaba` if he wins, else `Arpa`. The judge promises
//! `n ≤ 100`, `a_i ≤ 10^9`; we accept any count and any `a_i` from 1 to 2^64 − 1, and reject
//! `a_i = 0`: every `p^k` divides it, so the game would never end.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};
use rustc_hash::FxHashMap;

pub mod factor;
pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "arpa",
    title: "Arpa and a game with Mojtaba",
    judge: "Codeforces 850C",
    solve,
    model: model::solve,
    generate,
    table: Some(table),
    ..judge::problem::DEFAULTS
};

/// Grundy values of exponent masks, memoised across calls.
#[derive(Debug, Clone, Default)]
pub struct MaskGrundy {
    memo: FxHashMap<u64, u32>,
}

impl MaskGrundy {
    /// An empty memo.
    ///
    /// # Complexity
    /// O(1).
    pub fn new() -> Self {
        Self::default()
    }

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

    /// How many masks have been evaluated.
    ///
    /// # Complexity
    /// O(1).
    pub fn masks_solved(&self) -> usize {
        self.memo.len()
    }
}

/// A list, kept as one exponent mask per prime that divides some element.
#[derive(Debug, Clone, Default)]
pub struct ExponentMasks {
    masks: FxHashMap<u64, u64>,
}

impl ExponentMasks {
    /// The empty list.
    ///
    /// # Complexity
    /// O(1).
    pub fn new() -> Self {
        Self::default()
    }

    /// Add the element `a ≥ 1` to the list.
    ///
    /// # Panics
    /// If `a == 0`.
    ///
    /// # Complexity
    /// That of [`factor::prime_powers`].
    pub fn add(&mut self, a: u64) {
        factor::prime_powers(a, |p, e| *self.masks.entry(p).or_default() |= 1 << (e - 1));
    }

    /// The Grundy value of the whole list: the XOR over primes of the masks' values.
    ///
    /// # Complexity
    /// O(primes) lookups, plus [`MaskGrundy::value`] for masks not yet seen.
    pub fn grundy(&self, values: &mut MaskGrundy) -> u32 {
        self.masks.values().fold(0, |acc, &mask| acc ^ values.value(mask))
    }
}

/// Read one list element, refusing 0.
///
/// # Errors
/// Truncated or non-numeric input, or 0.
///
/// # Complexity
/// O(token length).
pub fn read_element(sc: &mut Scanner<'_>) -> judge::Result<u64> {
    let a: u64 = sc.read("a list element a_i")?;
    if a == 0 {
        return Err(sc
            .position()
            .error("a_i = 0 is divisible by every p^k, so the game would never end"));
    }
    Ok(a)
}

/// The line printed for the winner.
///
/// # Complexity
/// O(1).
pub fn verdict(first_player_wins: bool) -> &'static [u8] {
    if first_player_wins { b"Mojtaba\n" } else { b"Arpa\n" }
}

/// Read the list and print the winner.
///
/// # Errors
/// Truncated or non-numeric input, a negative count, an element 0, or trailing tokens.
///
/// # Complexity
/// O(n) factorisations (see [`factor::prime_powers`]) plus the masks' Grundy values.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let n = sc.count("the number of elements n", ..)?;
    let mut list = ExponentMasks::new();
    for _ in 0..n {
        list.add(read_element(sc)?);
    }
    sc.finish()?;
    out.extend_from_slice(verdict(list.grundy(&mut MaskGrundy::new()) != 0));
    Ok(())
}

/// The most exponent bits `sg table arpa` shows (a 64 × 64 grid).
pub const TABLE_MAX_BITS: u32 = 12;

/// The masks below `2^MODEL_CHECK_BITS` are also checked against the list game's search.
pub const MODEL_CHECK_BITS: u32 = 8;

/// `sg table arpa [--bits B]`: the Grundy value of every exponent mask below `2^B` (default 8,
/// at most [`TABLE_MAX_BITS`]), where bit `e − 1` is set iff some element has exponent `e` of
/// the prime. The mask is split into rows (its high `⌊B/2⌋` bits) and columns (its low
/// `⌈B/2⌉` bits), both written in binary with exponent 1 rightmost. A note checks the masks
/// below `2^8` against [`model`]'s search of the list of `2^e` for the exponents `e` in the
/// mask.
///
/// # Errors
/// Unknown options, or `B` outside `1..=TABLE_MAX_BITS`.
///
/// # Complexity
/// O(2^B · B) for the values, plus the model's search of at most 256 lists.
pub fn table(args: &judge::table::Args) -> Result<judge::table::Table, String> {
    use judge::table::{Cell, Table};
    args.only(&["bits"])?;
    let bits = args.number("bits", 8)?;
    if !(1..=u64::from(TABLE_MAX_BITS)).contains(&bits) {
        return Err(format!("--bits is from 1 to {TABLE_MAX_BITS}"));
    }
    let bits = bits as u32;
    let (low, high) = (bits.div_ceil(2), bits / 2);
    let binary = |v: u64, width: u32| {
        if width == 0 { "-".to_string() } else { format!("{v:0width$b}", width = width as usize) }
    };
    let mut values = MaskGrundy::new();
    let cells: Vec<Vec<Cell>> = (0..1u64 << high)
        .map(|row| {
            (0..1u64 << low)
                .map(|col| Cell::number(u64::from(values.value(row << low | col))))
                .collect()
        })
        .collect();
    let checked = bits.min(MODEL_CHECK_BITS);
    let mut solver = sg_core::Solver::new(model::ListRules);
    let differs = (0..1u64 << checked).find(|&mask| {
        let list: Vec<u64> =
            (1..=checked).filter(|e| mask >> (e - 1) & 1 == 1).map(|e| 1 << e).collect();
        model::grundy(&mut solver, &list) != u64::from(values.value(mask))
    });
    let (mut largest, mut at) = (0, 0);
    for mask in 0..1u64 << bits {
        if values.value(mask) > largest {
            (largest, at) = (values.value(mask), mask);
        }
    }
    let notes = vec![
        match differs {
            None => format!(
                "the list game's search (elements 2^e for e in the mask) agrees on all {} masks \
                 below 2^{checked}",
                1u64 << checked
            ),
            Some(mask) => format!("the list game's search DIFFERS at mask {mask:b}"),
        },
        format!("largest value {largest}, first at mask {at:b}"),
        format!(
            "one exponent e alone (mask 2^(e-1)) has value e, like a Nim heap of e: {}",
            if (1..=bits).all(|e| values.value(1 << (e - 1)) == e) { "holds" } else { "FAILS" }
        ),
    ];
    Ok(Table {
        title: format!(
            "Arpa: Grundy value of each exponent mask below 2^{bits} (bit e-1 set: exponent e \
             occurs)"
        ),
        row_label: "high bits".into(),
        col_label: "low bits".into(),
        row_keys: (0..1u64 << high).map(|r| binary(r, high)).collect(),
        col_keys: (0..1u64 << low).map(|c| binary(c, low)).collect(),
        cells,
        notes,
    })
}

/// A number up to `limit` built from exponents of the primes in `primes`, each exponent drawn
/// from `exponents[i]` when it still fits: smooth numbers with rich exponent sets.
fn smooth(rng: &mut Rng, limit: u64, primes: &[u64], exponents: &[Vec<u32>]) -> u64 {
    let mut x = 1u64;
    let start = rng.below(primes.len());
    for i in 0..primes.len() {
        let j = (start + i) % primes.len();
        let e = exponents[j][rng.below(exponents[j].len())];
        if let Some(y) = primes[j].checked_pow(e).and_then(|f| x.checked_mul(f)) {
            if y <= limit {
                x = y;
            }
        }
    }
    x
}

/// A random valid input. `Small` (for the model): up to 5 elements up to 200, half of them
/// smooth. `Max`: 100 elements up to 10^9 built from random exponent sets of 2, 3, 5, 7, 11
/// and 13, to stress the mask memo. `N(n)`: `n` elements uniform in 1..=10^9 (to stress
/// factorisation).
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    const PRIMES: [u64; 6] = [2, 3, 5, 7, 11, 13];
    let (n, numbers): (u64, Vec<u64>) = match size {
        Size::Small => {
            let n = rng.range(1, 5);
            let all: Vec<Vec<u32>> = [7, 4, 3, 2, 2, 2].map(|top| (0..=top).collect()).into();
            let numbers = (0..n)
                .map(|_| {
                    if rng.chance(1, 2) {
                        smooth(rng, 200, &PRIMES, &all)
                    } else {
                        rng.range(1, 200)
                    }
                })
                .collect();
            (n, numbers)
        }
        Size::Max => {
            // Each prime gets a random exponent set (largest exponent always present).
            let sets: Vec<Vec<u32>> = PRIMES
                .iter()
                .map(|&p| {
                    let top = 1_000_000_000u64.ilog(p);
                    (1..=top).filter(|&e| e == top || rng.chance(1, 2)).collect()
                })
                .collect();
            (100, (0..100).map(|_| smooth(rng, 1_000_000_000, &PRIMES, &sets)).collect())
        }
        Size::N(n) => (n, (0..n).map(|_| rng.range(1, 1_000_000_000)).collect()),
    };
    let text: Vec<String> = numbers.iter().map(u64::to_string).collect();
    format!("{n}\n{}\n", text.join(" ")).into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> judge::table::Args {
        judge::table::Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn table_shows_known_masks() {
        let t = table(&args(&["--bits", "5"])).unwrap();
        // 5 bits: rows are the high 2 bits, columns the low 3.
        assert_eq!((t.cells.len(), t.col_keys.len()), (4, 8));
        assert_eq!((t.row_keys[2].as_str(), t.col_keys[3].as_str()), ("10", "011"));
        let cell = |mask: usize| t.cells[mask >> 3][mask & 7].text.as_str();
        assert_eq!(cell(0b00000), "0"); // no exponent: no move
        assert_eq!(cell(0b00001), "1"); // {1}: one move, to nothing
        assert_eq!(cell(0b00011), "0"); // {1, 2}: k = 1 → {1}, k = 2 → {1}
        assert_eq!(cell(0b00100), "3"); // {3} alone is a Nim heap of 3
        assert_eq!(cell(0b01000), "4");
        assert_eq!(cell(0b01011), "1"); // {1, 2, 4}: k = 1 → {1, 3}, k = 2, 3, 4 → {1, 2}
        assert!(t.notes[0].contains("agrees on all 32 masks"), "{:?}", t.notes);
        assert!(t.notes[2].ends_with("holds"), "{:?}", t.notes);
    }

    #[test]
    fn bad_table_arguments_are_refused() {
        assert!(table(&args(&["--bits", "0"])).unwrap_err().contains("from 1 to 12"));
        assert!(table(&args(&["--bits", "13"])).unwrap_err().contains("from 1 to 12"));
        assert!(table(&args(&["--mask", "3"])).unwrap_err().contains("unknown option"));
    }
}
