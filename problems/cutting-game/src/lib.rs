//! # Cutting Game — POJ 2311
//!
//! **Game.** A sheet of `W × H` unit squares. A move picks one piece and cuts it along a grid
//! line, across the whole piece, into two rectangles; the player whose cut leaves a `1 × 1`
//! piece wins at once. Both play perfectly: does the first player win?
//!
//! **Insight: the game turned into normal play.** A `1 × 1` piece can only come from cutting a
//! strip `1 × k` (a cut across `a × b` leaves `c × b` and `(a − c) × b`). So a strip `1 × k`
//! with `k ≥ 2` is a win for the player to move (cut its end off), and a cut that leaves such a
//! strip without a `1 × 1` hands the opponent that win: a perfect player never makes one
//! unless every cut does. Hence, for a position whose pieces all have both sides at least 2,
//! by induction on the area cut so far: its moves are the *proper* cuts (both new pieces keep
//! both sides ≥ 2) and the cuts that leave a strip (losing moves); so it is won iff some
//! proper cut leaves a lost position, and a position with no proper cut (every piece at most
//! `3 × 3`) is lost — exactly normal play (the player who cannot move loses) on proper cuts.
//! Under normal play the pieces are independent games, so by Sprague–Grundy
//! `g(w, h) = mex({g(c, h) ⊕ g(w − c, h) : 2 ≤ c ≤ w − 2} ∪ {g(w, d) ⊕ g(w, h − d) : 2 ≤ d ≤
//! h − 2})` and the first player wins `W × H` (`W, H ≥ 2`) iff `g(W, H) ≠ 0`; a strip `1 × k`
//! (`k ≥ 2`) is won outright. [`model`] plays the original rules (the cut that leaves a
//! `1 × 1` ends the game) on whole sets of pieces, and the crate's tests hold [`answer`],
//! [`solve`] and [`explain`] to it on every sheet up to `7 × 7` and thousands of random inputs;
//! `normal_play` (with the `workbench` feature: the proper cuts as sums, searched by sg-core's
//! engine) checks the table's every value up to `200 × 200`. `grundy table cutting-game
//! --law` finds no closed form: the table is the method. `play` (with the `workbench`
//! feature) is the game at the table, `grundy play cutting-game 5 6`: the model's cuts, this
//! insight for the perfect player, proven against the model by the crate's tests.
//!
//! **Algorithm.** The table `g(w, h)` for `2 ≤ w ≤ max W`, `2 ≤ h ≤ max H` of the input, each
//! cell a mex over the `⌊w/2⌋ + ⌊h/2⌋ − 2` cuts up to symmetry (`c` and `w − c` give the
//! same pieces): O(max W · max H · (max W + max H)) time, four bytes per cell (the table row
//! by row and column by column, so both kinds of cut read contiguous runs), then O(1) per
//! line. The judge's sides (`2 ≤ W, H ≤ 200`) take about 8 · 10^6 steps (under 10 ms). Sides
//! up to [`MAX_SIDE`] are accepted: at `1000 × 1000` a table of 4 MB and 5 · 10^8 steps
//! (1.3 s measured on the shared 2-core machine); a longer side is refused at its token. A
//! strip of width 1 is answered without the table; `0` and a `1 × 1` sheet (no cut at all) are
//! refused.
//!
//! **Format.** Lines `W H` until the end of input, both on one line; per line `WIN` if the
//! first player wins, else `LOSE`.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod normal_play;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Cut, Explanation, explain, explain_sheet};
#[cfg(feature = "workbench")]
pub use problem::CuttingGame;

/// The longest side accepted: the table for `MAX_SIDE × MAX_SIDE` holds 10^6 cells.
pub const MAX_SIDE: u32 = 1000;

/// A judge input: the sheet of each line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `(W, H)` of each line, each side in `1..=MAX_SIDE`, never `(1, 1)`.
    pub sheets: Vec<(u32, u32)>,
}

/// Read one `W H` line: both sides on one line, not a `1 × 1` sheet.
fn read_sheet(sc: &mut Scanner<'_>) -> judge::Result<(u32, u32)> {
    let w = sc.read_in("the width W", 1..=MAX_SIDE)?;
    let line = sc.position().line;
    let h = sc.read_in("the height H", 1..=MAX_SIDE)?;
    if sc.position().line != line {
        return Err(sc.position().error(format!(
            "expected the height H on line {line}, after the width {w}: each line holds W and H"
        )));
    }
    if (w, h) == (1, 1) {
        return Err(sc.position().error("a 1 × 1 sheet has no cut: the game needs W·H ≥ 2"));
    }
    Ok((w, h))
}

impl Input {
    /// Reads the judge format: lines `W H` until the end of input.
    ///
    /// # Errors
    /// A non-numeric token, a side 0 or above [`MAX_SIDE`], a line with one number, or a
    /// `1 × 1` sheet.
    ///
    /// # Complexity
    /// O(input); memory grows with the lines read.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let mut sheets = Vec::new();
        while !sc.at_end()? {
            sheets.push(read_sheet(sc)?);
        }
        Ok(Self { sheets })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        for &(w, h) in &self.sheets {
            judge::write_line(out, [u64::from(w), u64::from(h)]);
        }
    }
}

/// The Grundy values `g(w, h)` of the normal-play game (proper cuts only) for
/// `2 ≤ w ≤ max_w`, `2 ≤ h ≤ max_h`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// `max_h + 1`: the length of a row.
    cols: usize,
    /// `values[w · cols + h]`; 0 where a side is below 2.
    values: Vec<u16>,
}

impl Table {
    /// The table up to `max_w × max_h`, row by row: each cell needs only cells of smaller
    /// `w` in its column and of smaller `h` in its row. The options of a cell are at most
    /// `⌊w/2⌋ + ⌊h/2⌋` values below `2^⌈log₂(max_w + max_h)⌉`, so a value fits in `u16` and a
    /// mex array of that size (stamped per cell, never cleared) holds every option.
    ///
    /// # Complexity
    /// O(max_w · max_h · (max_w + max_h)) time, 4 bytes per cell.
    pub fn up_to(max_w: u32, max_h: u32) -> Self {
        let (max_w, max_h) = (max_w as usize, max_h as usize);
        let (rows, cols) = (max_w + 1, max_h + 1);
        let mut values = vec![0u16; rows * cols];
        // The same values column by column, so that the cuts across the width read a
        // contiguous run too.
        let mut by_column = vec![0u16; cols * rows];
        let mut seen = vec![0u32; (max_w + max_h + 2).next_power_of_two()];
        let mut stamp = 0u32;
        for w in 2..=max_w {
            for h in 2..=max_h {
                stamp += 1;
                let column = &by_column[h * rows..h * rows + w];
                for c in 2..=w / 2 {
                    seen[usize::from(column[c] ^ column[w - c])] = stamp;
                }
                let row = &values[w * cols..w * cols + h];
                for d in 2..=h / 2 {
                    seen[usize::from(row[d] ^ row[h - d])] = stamp;
                }
                let mex = seen.iter().position(|&s| s != stamp).expect("a free value") as u16;
                values[w * cols + h] = mex;
                by_column[h * rows + w] = mex;
            }
        }
        Self { cols, values }
    }

    /// `g(w, h)` for `2 ≤ w ≤ max_w`, `2 ≤ h ≤ max_h`.
    #[inline]
    pub fn get(&self, w: u32, h: u32) -> u16 {
        self.values[w as usize * self.cols + h as usize]
    }
}

/// The table for every sheet of `sheets` (an empty table for none).
fn table_for(sheets: &[(u32, u32)]) -> Table {
    let max_w = sheets.iter().map(|s| s.0).max().unwrap_or(0);
    let max_h = sheets.iter().map(|s| s.1).max().unwrap_or(0);
    Table::up_to(max_w, max_h)
}

/// Whether the first player wins `w × h`: a strip is won (cut off its end), otherwise
/// `g(w, h) ≠ 0`.
///
/// # Complexity
/// O(1).
pub fn first_player_wins(table: &Table, w: u32, h: u32) -> bool {
    w == 1 || h == 1 || table.get(w, h) != 0
}

/// The verdict of every line.
///
/// # Complexity
/// As [`Table::up_to`] for the largest sides, then O(1) per line.
pub fn answer(input: &Input) -> Vec<bool> {
    let table = table_for(&input.sheets);
    input.sheets.iter().map(|&(w, h)| first_player_wins(&table, w, h)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"WIN\n", no: b"LOSE\n" };

/// The verdicts as judge output: `WIN` or `LOSE`, one line each.
///
/// # Complexity
/// O(lines).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: read every line (the table's size needs the largest sides), answer, write.
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
