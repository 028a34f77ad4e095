//! Why the first player wins or loses (`--explain`): every machine's value, their nim-sum, and
//! a winning move or the reason none exists.

use std::fmt;

use sg_core::ordinal::Ordinal;

use crate::{Input, Machine};

/// Why the first player wins or loses: every machine's value, the nim-sum, and a winning move
/// or the reason none exists. `Display` gives the lines of `grundy run --explain`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The machines, in input order.
    pub machines: Vec<Machine>,
    /// The nim-sum of their values.
    pub sum: Ordinal,
    /// A winning move `(machine index, machine after it)`, `None` when the nim-sum is 0.
    pub winning_move: Option<(usize, Machine)>,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", if self.sum.is_zero() { "second" } else { "first" })?;
        for (i, m) in self.machines.iter().enumerate() {
            let (a, b, c) = m.state;
            writeln!(f, "  machine {} ({a} {b} {c}): {}", i + 1, m.grundy())?;
        }
        writeln!(f, "  nim-sum: {}", self.sum)?;
        match self.winning_move {
            Some((i, to)) => {
                let (from, (a, b, c), (x, y, z)) =
                    (self.machines[i], self.machines[i].state, to.state);
                write!(
                    f,
                    "  winning move: machine {} ({a} {b} {c}) -> ({x} {y} {z}), value {} -> {}, \
                     leaving nim-sum 0",
                    i + 1,
                    from.grundy(),
                    to.grundy()
                )
            }
            None => f.write_str(
                "  every move loses: the nim-sum is 0, and changing one machine's value makes it \
                 non-zero",
            ),
        }
    }
}

/// The explanation of an input (see [`Explanation`]). With nim-sum `S ≠ 0`, let `2^j` be the
/// top bit of its leading coefficient (at `ω^e`). A machine whose value `v` has that bit at
/// `ω^e` satisfies `v ⊕ S < v` (the coefficients above `ω^e` stay, the one at `ω^e` drops), so
/// by the mex definition it has an option of value `v ⊕ S`, and moving there makes the nim-sum
/// 0.
///
/// # Complexity
/// O(n).
pub fn explain(input: &Input) -> Explanation {
    let machines = input.machines.clone();
    let values: Vec<Ordinal> = machines.iter().map(Machine::grundy).collect();
    let sum = sg_core::ordinal::nim_sum(&values);
    let winning_move = sum.terms().first().map(|&(e, lead)| {
        let top = 1 << lead.ilog2();
        let i = values.iter().position(|v| v.coefficient(e) & top != 0).expect("S is their XOR");
        let to = machines[i].option_with_value(&values[i].nim_sum(&sum));
        (i, to.expect("every ordinal below a value is the value of an option"))
    });
    Explanation { machines, sum, winning_move }
}
