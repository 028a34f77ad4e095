//! Take-and-break games by their codes (see the [parent module](super)): the reader of codes,
//! the plain loop that defines the values, and the period search on it.

use super::ProofRule;
use crate::mex::Mex;
use crate::subtraction::PeriodicSequence;

/// A take-and-break game with a finite code `d₀.d₁…d_t` (octal or hexadecimal digits, `!` for
/// unequal two-heap splits): see the [module docs](super).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalGame {
    /// `digits[j] = d_j` for `j = 0..=t`; `d_t ≠ 0` unless only `d₀` moves.
    digits: Vec<u8>,
    /// `unequal[j]`: the two-heap option of `d_j` leaves two heaps of different sizes.
    unequal: Vec<bool>,
}

/// Why a code was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalCodeError(String);

impl std::fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OctalCodeError {}

/// A split option: remove `take` tokens and leave two non-empty heaps (unequal if asked).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    /// Tokens removed before the split (0 for the `4.` prefix).
    pub take: usize,
    /// The two heaps must differ in size.
    pub unequal: bool,
}

impl OctalGame {
    /// The game with code `d₀.d₁d₂…` (see the [module docs](super)).
    ///
    /// # Errors
    /// No `.`, a character that is not a hexadecimal digit, a `d₀` with bit 1 or 2 (a move that
    /// changes nothing), a `!` after a digit without two-heap splits or with three-heap ones,
    /// more than 64 digits, or no move at all.
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// ```
    /// use sg_core::octal::OctalGame;
    /// let dawson = OctalGame::new("0.07").unwrap();
    /// assert_eq!(dawson.values(10), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    /// let grundy = OctalGame::new("4!.0").unwrap();
    /// assert_eq!(grundy.values(10), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
    /// assert_eq!(OctalGame::new(".16").unwrap().to_string(), "0.16");
    /// assert!(OctalGame::new("1.07").is_err());
    /// ```
    pub fn new(code: &str) -> Result<Self, OctalCodeError> {
        let fail = |why: String| Err(OctalCodeError(format!("{why} in the code `{code}`")));
        let Some((head, tail)) = code.split_once('.') else {
            return fail("no `.` (a code reads like 0.07, 4.0 or 4!.0)".into());
        };
        let head = if head.is_empty() { "0" } else { head };
        let mut digits = Vec::new();
        let mut unequal = Vec::new();
        for (part, text) in [(0, head), (1, tail)] {
            for c in text.chars() {
                if c == '!' {
                    match (digits.last(), unequal.last()) {
                        (Some(_), Some(true)) => return fail("a second `!` after a digit".into()),
                        (Some(&d), _) if d & 8 != 0 => {
                            return fail(format!(
                                "`!` after `{d:x}`: unequal heaps are defined here for two-heap \
                                 splits only, not three"
                            ));
                        }
                        (Some(&d), _) if d & 4 != 0 => *unequal.last_mut().unwrap() = true,
                        _ => return fail("`!` after a digit without two-heap splits".into()),
                    }
                    continue;
                }
                let Some(d) = c.to_digit(16) else {
                    return fail(format!("`{c}` is not a hexadecimal digit"));
                };
                digits.push(d as u8);
                unequal.push(false);
            }
            if part == 0 && digits.len() != 1 {
                return fail("the part before `.` is one digit d₀".into());
            }
        }
        if digits[0] & 3 != 0 {
            return fail(format!(
                "d₀ = {:x} has bit 1 or 2: taking nothing and leaving one heap (or none) is a \
                 move that changes nothing",
                digits[0]
            ));
        }
        if digits.len() > 65 {
            return fail("more than 64 digits after `.`".into());
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
            unequal.pop();
        }
        if digits == [0] {
            return fail("no move at all".into());
        }
        Ok(Self { digits, unequal })
    }

    /// The game "remove exactly `k` adjacent tokens from a row": code `0.0…07`.
    ///
    /// # Panics
    /// If `k = 0`.
    ///
    /// # Complexity
    /// O(k).
    pub fn remove_exactly(k: usize) -> Self {
        assert!(k > 0, "removing 0 tokens is no move");
        let mut digits = vec![0; k + 1];
        digits[k] = 7;
        Self { unequal: vec![false; k + 1], digits }
    }

    /// `t`: the most tokens one move removes (0 for `4.0`).
    pub fn max_take(&self) -> usize {
        self.digits.len() - 1
    }

    /// `k`: the most heaps one move leaves (1, 2 or 3; 0 if every move clears a heap).
    ///
    /// # Complexity
    /// O(t).
    pub fn max_parts(&self) -> usize {
        let bits = self.digits.iter().fold(0, |all, &d| all | d);
        (0..4).rev().find(|&k| bits & (1 << k) != 0).unwrap_or(0)
    }

    /// Whether some two-heap split must leave unequal heaps (a `!` in the code).
    ///
    /// # Complexity
    /// O(t).
    pub fn has_unequal_splits(&self) -> bool {
        self.unequal.contains(&true)
    }

    /// The digits `d₀, d₁, …, d_t`.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The two-heap split options, by the tokens they remove.
    ///
    /// # Complexity
    /// O(t).
    pub fn splits(&self) -> Vec<Split> {
        (0..)
            .zip(&self.digits)
            .filter(|&(_, &d)| d & 4 != 0)
            .map(|(take, _)| Split { take, unequal: self.unequal[take] })
            .collect()
    }

    /// The Guy–Smith rule this game's periods are proven by ([module docs](super)).
    ///
    /// # Complexity
    /// O(t).
    pub fn proof_rule(&self) -> ProofRule {
        ProofRule {
            max_take: self.max_take(),
            max_parts: self.max_parts().max(1),
            unequal: self.has_unequal_splits(),
        }
    }

    /// The Grundy values `g(0), …, g(len − 1)`, by the definition: every option's value, then
    /// the mex. This is the plain loop every faster method is held to.
    ///
    /// # Complexity
    /// O(len² · t) time with two-heap splits, O(len³ · t) with three-heap ones; O(len) memory.
    pub fn values(&self, len: usize) -> Vec<u64> {
        let mut values = Vec::with_capacity(len);
        let mut mex = Mex::new();
        let mut options = Vec::new();
        for n in 0..len {
            options.clear();
            for (j, &d) in self.digits.iter().enumerate() {
                let Some(rest) = n.checked_sub(j) else { break };
                if rest == 0 && d & 1 != 0 {
                    options.push(0);
                }
                if rest > 0 && j > 0 && d & 2 != 0 {
                    options.push(values[rest]);
                }
                if d & 4 != 0 {
                    let last = if self.unequal[j] { rest.saturating_sub(1) / 2 } else { rest / 2 };
                    options.extend((1..=last).map(|a| values[a] ^ values[rest - a]));
                }
                if d & 8 != 0 {
                    for a in 1..=rest / 3 {
                        for b in a..=(rest - a) / 2 {
                            options.push(values[a] ^ values[b] ^ values[rest - a - b]);
                        }
                    }
                }
            }
            values.push(mex.of(options.iter().copied()));
        }
        values
    }

    /// The exact eventually periodic sequence, proven by the Guy–Smith test on the first
    /// `limit` values of the plain loop, or `None` if the test does not succeed within them.
    ///
    /// # Complexity
    /// O(limit² · t) for the values, plus O(limit²) for the search of `(n₀, p)`.
    ///
    /// ```
    /// // Dawson's Kayles: period 34, the last exception at n = 52.
    /// let seq = sg_core::octal::OctalGame::new("0.07").unwrap().period(1000).unwrap();
    /// assert_eq!((seq.preperiod(), seq.period()), (53, 34));
    /// ```
    pub fn period(&self, limit: usize) -> Option<PeriodicSequence> {
        let values = self.values(limit);
        let (n0, p) = self.proof_rule().least_proven(&values)?;
        Some(PeriodicSequence::new(values[..n0 + p].to_vec(), n0))
    }
}

/// The canonical code: `d₀.d₁…d_t` in lowercase hexadecimal, `!` where splits are unequal.
impl std::fmt::Display for OctalGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (j, (&d, &unequal)) in self.digits.iter().zip(&self.unequal).enumerate() {
            write!(f, "{d:x}{}", if unequal { "!" } else { "" })?;
            if j == 0 {
                f.write_str(".")?;
            }
        }
        if self.digits.len() == 1 {
            f.write_str("0")?;
        }
        Ok(())
    }
}
