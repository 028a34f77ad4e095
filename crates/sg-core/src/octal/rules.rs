//! An octal game's rules as moves on heaps, for sg-core's engine ([`crate::Solver`]) and for
//! whatever lists a heap's options (`grundy serve` explains a value by them). A module of its
//! own so that a judge binary, which needs only the values, does not carry it.

use super::OctalGame;
use crate::game::Game;

/// The rules as moves on heaps, for sg-core's engine ([`crate::Solver`]) and for whatever lists
/// a heap's options (`grundy serve` explains a value by them): digit `d` at place `j` lets a
/// move take `j` tokens and leave 0 (bit 1), 1 (bit 2), 2 (bit 4) or 3 (bit 8) heaps; no value
/// is used, so the engine's values are the definition the fast methods are tested against.
///
/// # Complexity
/// O(n) moves of heap `n` for two-heap splits, O(n²) for three.
impl Game for OctalGame {
    type Position = u64;
    fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let splits = self.splits();
        for (j, &d) in (0..).zip(self.digits()) {
            let Some(rest) = n.checked_sub(j) else { break };
            if rest == 0 && d & 1 != 0 {
                out.push(vec![]);
            }
            if rest > 0 && j > 0 && d & 2 != 0 {
                out.push(vec![rest]);
            }
            if d & 4 != 0 {
                let unequal = splits.iter().any(|s| s.take == j as usize && s.unequal);
                out.extend(
                    (1..rest)
                        .filter(|&a| a <= rest - a && !(unequal && a == rest - a))
                        .map(|a| vec![a, rest - a]),
                );
            }
            if d & 8 != 0 {
                for a in 1..rest {
                    for b in a..rest {
                        if a + b < rest && b <= rest - a - b {
                            out.push(vec![a, b, rest - a - b]);
                        }
                    }
                }
            }
        }
        out
    }
}
