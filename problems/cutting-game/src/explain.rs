//! Why each sheet is won or lost (`--explain`): a cut that wins at once or leaves two pieces of
//! equal value, or the reason every cut loses.

use std::fmt;

use crate::{Input, Table, table_for};

/// A cut of a `w × h` sheet: across the width (`Width(c)`: pieces `c × h` and `(w − c) × h`)
/// or across the height (`Height(d)`: pieces `w × d` and `w × (h − d)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cut {
    /// The first piece is `c` wide.
    Width(u32),
    /// The first piece is `d` high.
    Height(u32),
}

impl Cut {
    /// The two pieces this cut leaves of `w × h`.
    ///
    /// # Complexity
    /// O(1).
    pub fn pieces(self, w: u32, h: u32) -> [(u32, u32); 2] {
        match self {
            Self::Width(c) => [(c, h), (w - c, h)],
            Self::Height(d) => [(w, d), (w, h - d)],
        }
    }
}

/// Why one line is won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// A strip `1 × k` (or `k × 1`): cut its end square off and win at once.
    CutOffSquare {
        /// The sheet.
        sheet: (u32, u32),
        /// The cut leaving the `1 × 1` piece.
        cut: Cut,
    },
    /// A proper cut leaving two pieces of equal value, nim-sum 0.
    Balance {
        /// The sheet.
        sheet: (u32, u32),
        /// The cut.
        cut: Cut,
        /// `g` of the sheet and of each piece.
        values: (u16, u16, u16),
    },
    /// `g(W, H) = 0`: every cut either leaves a strip or two pieces of non-zero nim-sum.
    EveryCutLoses {
        /// The sheet.
        sheet: (u32, u32),
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let say = |cut: Cut, (w, h): (u32, u32)| {
            let [(a, b), (c, d)] = cut.pieces(w, h);
            format!("cut {w} × {h} into {a} × {b} and {c} × {d}")
        };
        match *self {
            Self::CutOffSquare { sheet, cut } => {
                write!(
                    f,
                    "WIN\n  winning move: {}, a 1 × 1 piece: the cutter wins",
                    say(cut, sheet)
                )
            }
            Self::Balance { sheet, cut, values: (g, a, b) } => write!(
                f,
                "WIN\n  winning move: {} (g = {a} and {b}, XOR 0; g({}, {}) = {g})",
                say(cut, sheet),
                sheet.0,
                sheet.1
            ),
            Self::EveryCutLoses { sheet: (w, h) } => write!(
                f,
                "LOSE\n  every cut loses: g({w}, {h}) = 0, so a cut leaving a strip 1 × k lets the \
                 opponent cut off a 1 × 1, and every other cut leaves two pieces of non-zero XOR"
            ),
        }
    }
}

/// The explanation of one sheet, from the table: the first winning cut across the width,
/// else across the height.
///
/// # Complexity
/// O(w + h).
pub fn explain_sheet(table: &Table, (w, h): (u32, u32)) -> Explanation {
    let sheet = (w, h);
    if w == 1 || h == 1 {
        let cut = if w == 1 { Cut::Height(1) } else { Cut::Width(1) };
        return Explanation::CutOffSquare { sheet, cut };
    }
    let g = table.get(w, h);
    let widths = (2..=w / 2).map(Cut::Width);
    let heights = (2..=h / 2).map(Cut::Height);
    widths
        .chain(heights)
        .find_map(|cut| {
            let [(a, b), (c, d)] = cut.pieces(w, h);
            let (x, y) = (table.get(a, b), table.get(c, d));
            (x == y).then_some(Explanation::Balance { sheet, cut, values: (g, x, y) })
        })
        .unwrap_or(Explanation::EveryCutLoses { sheet })
}

/// The explanation of every line.
///
/// # Complexity
/// As [`answer`](crate::answer), plus O(W + H) per line.
pub fn explain(input: &Input) -> Vec<Explanation> {
    let table = table_for(&input.sheets);
    input.sheets.iter().map(|&sheet| explain_sheet(&table, sheet)).collect()
}
