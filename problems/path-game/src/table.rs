//! Every run value `G(left, n, right)` by mex over the splitting rule alone, and the Guy–Smith
//! periodicity check on it.
//!
//! This is the classical O(9·W²) solution; the crate's fast solution replaces it by the closed
//! form, and the tests check the two against each other.
//!
//! **Guy–Smith for typed splits.** Let a set `F` of side pairs be closed under moves (every
//! part of every option of a pair in `F` is again in `F`), where a move removes one column and
//! its legality depends only on the sides and on which parts are empty. If for some `n0 ≥ 1`,
//! `p ≥ 1` every pair in `F` has `G(n + p) = G(n)` for `n0 ≤ n ≤ 2·n0 + p`, then it holds for
//! all `n ≥ n0`. *Proof*, by induction on `N > 2·n0 + p`: the parts of an option of `N + p`
//! have lengths summing to `N + p − 1 ≥ 2·n0 + 2p`, so the longer one, `b`, has
//! `n0 ≤ b − p < N`; shortening it by `p` gives an option of `N` (same legality, as neither
//! length is 0) of equal value. Conversely the longer part `b` of an option of `N` has
//! `n0 ≤ b < N`, and lengthening it by `p` gives an option of `N + p` of equal value. Equal
//! option sets give equal mex. ∎

use sg_core::Mex;

use crate::Side;

/// `G(left, n, right)` for every pair of sides and `0 ≤ n ≤ max_len`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrundyTable {
    values: [Vec<u64>; 9],
}

/// Why [`GrundyTable::guy_smith`] could not certify a period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoCertificate {
    /// The theorem needs `n0 ≥ 1` and `p ≥ 1`.
    Degenerate,
    /// A move from this pair leaves a part whose pair is outside the family.
    NotClosed {
        /// The pair whose option escapes.
        from: (Side, Side),
        /// The pair of the escaping part.
        to: (Side, Side),
    },
    /// The table must reach length `2·n0 + 2p`.
    TableTooShort {
        /// The length needed.
        needed: usize,
    },
    /// `G(n + p) ≠ G(n)` for this pair.
    Differs {
        /// The pair.
        pair: (Side, Side),
        /// The first length that breaks the period.
        n: usize,
    },
}

fn index(side: Side) -> usize {
    match side {
        Side::Edge => 0,
        Side::Top => 1,
        Side::Bottom => 2,
    }
}

fn slot(left: Side, right: Side) -> usize {
    3 * index(left) + index(right)
}

impl GrundyTable {
    /// The table for every length up to `max_len`, each value the mex of its options.
    ///
    /// # Complexity
    /// O(9·max_len²) time (2n options for each of the 9 pairs at length n), O(9·max_len)
    /// memory.
    pub fn new(max_len: usize) -> Self {
        let mut values: [Vec<u64>; 9] = Default::default();
        for v in &mut values {
            v.reserve(max_len + 1);
            v.push(0);
        }
        let mut mex = Mex::new();
        let mut options = Vec::new();
        for n in 1..=max_len {
            for left in Side::ALL {
                for right in Side::ALL {
                    options.clear();
                    for i in 0..n {
                        let j = n - 1 - i;
                        for row in Side::ROWS {
                            if (i == 0 && left.forbids(row)) || (j == 0 && right.forbids(row)) {
                                continue;
                            }
                            options.push(values[slot(left, row)][i] ^ values[slot(row, right)][j]);
                        }
                    }
                    let g = mex.of(options.iter().copied());
                    values[slot(left, right)].push(g);
                }
            }
        }
        Self { values }
    }

    /// The largest length tabulated.
    ///
    /// # Complexity
    /// O(1).
    pub fn max_len(&self) -> usize {
        self.values[0].len() - 1
    }

    /// `G(left, n, right)`.
    ///
    /// # Panics
    /// If `n > self.max_len()`.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, left: Side, n: usize, right: Side) -> u64 {
        self.values[slot(left, right)][n]
    }

    /// The sequence `G(left, 0..=max_len, right)`.
    ///
    /// # Complexity
    /// O(1).
    pub fn sequence(&self, left: Side, right: Side) -> &[u64] {
        &self.values[slot(left, right)]
    }

    /// Prove by the Guy–Smith check (module doc) that every pair in `family` has
    /// `G(n + period) = G(n)` for all `n ≥ preperiod`, or say why this table cannot.
    ///
    /// # Errors
    /// [`NoCertificate`]: degenerate parameters, a family not closed under moves, a table too
    /// short for the check, or the first pair and length where the period fails.
    ///
    /// # Complexity
    /// O(|family| · (preperiod + period)).
    ///
    /// ```
    /// use path_game::{Side, table::GrundyTable};
    /// let rows = [(Side::Top, Side::Top), (Side::Top, Side::Bottom),
    ///             (Side::Bottom, Side::Top), (Side::Bottom, Side::Bottom)];
    /// assert_eq!(GrundyTable::new(6).guy_smith(&rows, 1, 2), Ok(()));
    /// ```
    pub fn guy_smith(
        &self,
        family: &[(Side, Side)],
        preperiod: usize,
        period: usize,
    ) -> Result<(), NoCertificate> {
        if preperiod == 0 || period == 0 {
            return Err(NoCertificate::Degenerate);
        }
        for &(left, right) in family {
            for row in Side::ROWS {
                for to in [(left, row), (row, right)] {
                    if !family.contains(&to) {
                        return Err(NoCertificate::NotClosed { from: (left, right), to });
                    }
                }
            }
        }
        let needed = 2 * preperiod + 2 * period;
        if self.max_len() < needed {
            return Err(NoCertificate::TableTooShort { needed });
        }
        for &(left, right) in family {
            let g = self.sequence(left, right);
            if let Some(n) = (preperiod..=2 * preperiod + period).find(|&n| g[n + period] != g[n]) {
                return Err(NoCertificate::Differs { pair: (left, right), n });
            }
        }
        Ok(())
    }
}

/// The longest run `sg table path-game` shows.
pub const SHOWN_MAX: u64 = 200;

/// The longest run the board model checks in `sg table path-game` (3^n boards each).
pub const MODEL_CHECK_MAX: u64 = 6;

/// A side as a word for the table's row keys.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::Edge => "edge",
        Side::Top => "top",
        Side::Bottom => "bottom",
    }
}

/// The rows (top, bottom) of the board that is exactly the run `G(left, n, right)`: the side
/// columns (black in their row) around `n` white columns.
///
/// # Complexity
/// O(n).
pub fn run_rows(left: Side, n: usize, right: Side) -> (Vec<u8>, Vec<u8>) {
    let (mut top, mut bottom) = (Vec::with_capacity(n + 2), Vec::with_capacity(n + 2));
    let mut column = |side: Side| {
        top.push(if side == Side::Top { b'#' } else { b'.' });
        bottom.push(if side == Side::Bottom { b'#' } else { b'.' });
    };
    if left != Side::Edge {
        column(left);
    }
    (0..n).for_each(|_| column(Side::Edge));
    if right != Side::Edge {
        column(right);
    }
    (top, bottom)
}

/// The board that is exactly the run `G(left, n, right)`; `None` for the empty board and for
/// a diagonal.
fn run_board(left: Side, n: u64, right: Side) -> Option<crate::model::Board> {
    if n == 0 && Side::ROWS.contains(&left) && right.forbids(left) {
        return None;
    }
    let (top, bottom) = run_rows(left, n as usize, right);
    crate::model::Board::new(&top, &bottom)
}

/// `sg table path-game [--upto N]`: `G(left, n, right)` for the nine side pairs (rows) and run
/// lengths `0..=N` (columns; default 20, at most [`SHOWN_MAX`]), by mex over the splitting rule
/// ([`GrundyTable`]). Notes check the cells against the board model (the flood-fill rules, for
/// `n ≤` [`MODEL_CHECK_MAX`]) and the closed form, and certify the row-row period by Guy–Smith.
/// A run of length 0 between opposite rows is a diagonal, not a position (`-`).
///
/// # Errors
/// Unknown options, or `N` above [`SHOWN_MAX`].
///
/// # Complexity
/// O(9·N²) for the table, plus the board searches (3^6 boards at most per pair).
pub fn run_table(args: &judge::table::Args) -> Result<judge::table::Table, String> {
    use judge::table::{Cell, Table};
    args.only(&["upto"])?;
    let upto = args.number("upto", 20)?;
    if upto > SHOWN_MAX {
        return Err(format!("--upto is at most {SHOWN_MAX}"));
    }
    let table = GrundyTable::new(upto.max(6) as usize);
    let pairs: Vec<(Side, Side)> =
        Side::ALL.iter().flat_map(|&l| Side::ALL.iter().map(move |&r| (l, r))).collect();
    let is_position = |l: Side, n: u64, r: Side| !(n == 0 && l != Side::Edge && r.forbids(l));
    let mut solver = sg_core::Solver::new(crate::model::PathRules);
    let (mut by_model, mut model_differs) = (0, None);
    let (mut by_formula, mut formula_differs) = (0, None);
    let cells: Vec<Vec<Cell>> = pairs
        .iter()
        .map(|&(l, r)| {
            (0..=upto)
                .map(|n| {
                    if !is_position(l, n, r) {
                        return Cell { text: "-".into(), shade: 0 };
                    }
                    let g = table.get(l, n as usize, r);
                    if n <= MODEL_CHECK_MAX {
                        if let Some(board) = run_board(l, n, r) {
                            by_model += 1;
                            if solver.grundy(&board) != g && model_differs.is_none() {
                                model_differs = Some((l, n, r));
                            }
                        }
                    }
                    by_formula += 1;
                    if crate::run_grundy(l, n, r) != g && formula_differs.is_none() {
                        formula_differs = Some((l, n, r));
                    }
                    Cell::number(g)
                })
                .collect()
        })
        .collect();
    let verdict = |count: usize, differs: Option<(Side, u64, Side)>| match differs {
        None => format!("agrees on all {count}"),
        Some((l, n, r)) => {
            format!("DIFFERS at {}|{} n = {n}", side_name(l), side_name(r))
        }
    };
    let row_row = [
        (Side::Top, Side::Top),
        (Side::Top, Side::Bottom),
        (Side::Bottom, Side::Top),
        (Side::Bottom, Side::Bottom),
    ];
    let notes = vec![
        format!(
            "cells by mex over the splitting rule; the board model (flood-fill rules) for n <= \
             {MODEL_CHECK_MAX}: {}",
            verdict(by_model, model_differs)
        ),
        format!(
            "closed form (edge|edge, row X|X: n mod 2; edge|row: n; X|Y: (n+1) mod 2): {}",
            verdict(by_formula, formula_differs)
        ),
        match table.guy_smith(&row_row, 1, 2) {
            Ok(()) => "row|row pairs: period 2 from n = 1, proven by Guy-Smith from n <= 6".into(),
            Err(e) => format!("row|row pairs: no Guy-Smith certificate ({e:?})"),
        },
    ];
    Ok(Table {
        title: "PathGame: G(left, n, right) of a run of n all-white columns".into(),
        row_label: "sides".into(),
        col_label: "n".into(),
        row_keys: pairs
            .iter()
            .map(|&(l, r)| format!("{}|{}", side_name(l), side_name(r)))
            .collect(),
        col_keys: (0..=upto).map(|n| n.to_string()).collect(),
        cells,
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> judge::table::Args {
        judge::table::Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn run_table_shows_known_cells() {
        let t = run_table(&args(&["--upto", "9"])).unwrap();
        assert_eq!((t.cells.len(), t.col_keys.len()), (9, 10));
        let row = |key: &str| {
            let r = t.row_keys.iter().position(|k| k == key).unwrap();
            t.cells[r].iter().map(|c| c.text.as_str()).collect::<Vec<_>>()
        };
        assert_eq!(row("edge|bottom")[7], "7");
        assert_eq!(row("edge|edge")[..4], ["0", "1", "0", "1"]);
        assert_eq!(row("top|bottom")[..4], ["-", "0", "1", "0"]);
        assert_eq!(row("bottom|bottom")[9], "1");
        assert!(t.notes[0].ends_with("agrees on all 60"), "{:?}", t.notes);
        assert!(t.notes[1].ends_with("agrees on all 88"), "{:?}", t.notes);
        assert!(t.notes[2].contains("proven by Guy-Smith"), "{:?}", t.notes);
        // Short tables still get the certificate (the mex table is built to length 6 at least).
        let t = run_table(&args(&["--upto", "2"])).unwrap();
        assert_eq!(t.col_keys.len(), 3);
        assert!(t.notes[2].contains("proven by Guy-Smith"), "{:?}", t.notes);
    }

    #[test]
    fn run_table_refuses_bad_arguments() {
        assert!(run_table(&args(&["--upto", "201"])).unwrap_err().contains("at most 200"));
        assert!(run_table(&args(&["--upto", "-1"])).unwrap_err().contains("non-negative"));
        assert!(run_table(&args(&["--width", "3"])).unwrap_err().contains("unknown option"));
    }
}
