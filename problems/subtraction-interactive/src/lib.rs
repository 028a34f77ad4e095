//! # Generalized Subtraction Game — AtCoder ABC278 G (interactive)
//!
//! **Game.** Cards `1..=N` lie in a row. A move removes `y` consecutive cards still on the
//! table, `L ≤ y ≤ R`; the player who cannot move loses. The program chooses to play `First`
//! or `Second` and then plays against the judge, who must be beaten.
//!
//! **Insight.** The cards left form runs, independent games, so a position is worth the XOR of
//! its runs' values (Sprague–Grundy), and a run of `n` is worth
//! `g(n) = mex { g(a) ⊕ g(n − y − a) : L ≤ y ≤ R, 0 ≤ a ≤ n − y }`. Two cases need no table:
//! - **Symmetry** (Tweedledum and Tweedledee): if some `y` in `[L, min(R, N)]` has `N − y` even,
//!   the first player removes `y` cards from the middle, leaving two equal runs, and then
//!   answers each move `(x, y)` with its mirror image `(N + 2 − x − y, y)`, which is legal
//!   because the position is symmetric before it; so the first player always has a move, and
//!   wins. Such a `y` exists exactly when `N ≥ L` and (`L < R` or `N − L` is even).
//! - **No move**: `N < L`, and the first player loses.
//! - Otherwise `L = R` and `N − L` is odd: the game is "remove exactly `L` adjacent", the
//!   octal game `0.0…07`, whose values [`sg_core::octal::RemoveExactly`] computes (through its
//!   proven period for `L ≤ 2`, else up to `N`). The first player wins iff `g(N) ≠ 0`, and
//!   a winning move of the sum of runs is found by [`sg_core::winning`]: a run of value `v`
//!   moved to value `v ⊕ s`.
//!
//! [`model`] decides by searching the whole multiset of runs, and the crate's tests play the
//! judge path against the interactor (a perfect player that validates every move) on thousands
//! of small games.
//!
//! **Algorithm.** Symmetric play: O(1) per move and no memory, for any `N` (u64). The table:
//! O(N²/4) once (`N ≤` [`MAX_TABLE`]), then O(N) per move to find a winning move in the runs.
//!
//! **Format.** The judge sends `N L R`; the program answers `First` or `Second`. Then on its
//! turn the program prints `x y` (remove cards `x..x+y−1`; `0 0` if it cannot move), and on
//! the judge's turn reads `a b`: the judge's move, or `0 0` (the judge cannot move: the program
//! has won) or `-1 -1` (the program's move was illegal); after either the program ends. Every
//! line is flushed. (AtCoder: N ≤ 2000.)

use judge::{Dialogue, InputError, Scanner};
use sg_core::octal::RemoveExactly;
use sg_core::winning::Component;

#[cfg(feature = "workbench")]
mod interactor;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use interactor::row_values as interactor_values;
#[cfg(feature = "workbench")]
pub use problem::SubtractionInteractive;

/// The most cards for which the values of "remove exactly `L`" are tabulated (the table costs
/// about N²/4 pair looks, 2.5·10^9 at this bound); beyond it only symmetric play is offered.
pub const MAX_TABLE: u64 = 100_000;

/// A game: `N` cards, moves of `L..=R` consecutive cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Input {
    /// The number of cards.
    pub n: u64,
    /// The fewest cards a move removes (at least 1).
    pub l: u64,
    /// The most (at least `l`).
    pub r: u64,
}

impl Input {
    /// Reads the judge's opening, `N L R` with `1 ≤ L ≤ R` (and `N ≥ 1`), to the end of input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `L = 0`, `R < L`, or trailing tokens.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let input = Self::read_numbers(sc)?;
        sc.finish()?;
        Ok(input)
    }

    /// `N L R` without the end of input (the judge path reads on).
    fn read_numbers(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.read_in("the number of cards N", 1..)?;
        let l = sc.read_in("L, the fewest cards a move removes", 1..)?;
        let r = sc.read_in("R, the most cards a move removes", l..)?;
        Ok(Self { n, l, r })
    }

    /// Writes the input back as the line `N L R`.
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.n, self.l, self.r]);
    }
}

/// How the first player's side is played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Plan {
    /// Remove `y` cards from the middle, then mirror every move.
    Symmetric {
        /// The first move's length.
        y: u64,
    },
    /// No move at all: the first player loses at once.
    NoMove,
    /// `L = R`: play by the values of "remove exactly `L`".
    Table(RemoveExactly),
}

/// The plan for `input`.
///
/// # Errors
/// `L = R`, `N − L` odd and `N` beyond [`MAX_TABLE`] (and `L > 2`, where no period is
/// proven): the values are not computed.
///
/// # Complexity
/// O(1), or O(N²/4) for the table.
pub fn plan(input: &Input) -> Result<Plan, String> {
    let Input { n, l, r } = *input;
    if n < l {
        return Ok(Plan::NoMove);
    }
    let top = r.min(n);
    if (n - l) % 2 == 0 {
        return Ok(Plan::Symmetric { y: l });
    }
    if top > l {
        return Ok(Plan::Symmetric { y: l + 1 });
    }
    // L = R (or N = L): remove exactly L; N − L odd.
    let k = usize::try_from(l).map_err(|_| "L does not fit in memory".to_string())?;
    if k <= 2 {
        return Ok(Plan::Table(
            RemoveExactly::periodic(k, 4096).expect("0.07 and 0.7 are periodic"),
        ));
    }
    if n > MAX_TABLE {
        return Err(format!(
            "L = R = {l} and N − L odd: the values of \"remove exactly {l}\" are tabulated only up to N = {MAX_TABLE}, not {n}"
        ));
    }
    Ok(Plan::Table(RemoveExactly::prefix(k, n as usize)))
}

/// Whether the first player wins.
///
/// # Errors
/// As [`plan`].
///
/// # Complexity
/// As [`plan`].
pub fn first_player_wins(input: &Input) -> Result<bool, String> {
    Ok(match plan(input)? {
        Plan::Symmetric { .. } => true,
        Plan::NoMove => false,
        Plan::Table(values) => values.get(input.n).expect("tabulated up to N") != 0,
    })
}

/// The side to choose, as the program says it.
pub fn side(first: bool) -> &'static str {
    if first { "First" } else { "Second" }
}

/// [`first_player_wins`] as the typed path's answer: a refusal is positioned at the start.
///
/// # Errors
/// As [`first_player_wins`].
///
/// # Complexity
/// As [`first_player_wins`].
pub fn answer(input: &Input) -> judge::Result<bool> {
    first_player_wins(input).map_err(|e| judge::InputError::new(1, 1, e))
}

/// The side the program takes, as a line.
pub fn write_answer(&first: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(side(first).as_bytes());
    out.push(b'\n');
}

/// The decision half of the judge path: read `N L R`, print the side the program takes.
///
/// # Errors
/// As [`Input::read`] and [`plan`].
///
/// # Complexity
/// As [`plan`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let input = Input::read(sc)?;
    let first = first_player_wins(&input).map_err(|e| sc.position().error(e))?;
    write_answer(&first, out);
    Ok(())
}

/// A run of consecutive cards on the table, as a component of the sum.
struct Run<'a> {
    start: u64,
    len: u64,
    l: u64,
    values: &'a RemoveExactly,
}

impl Component for Run<'_> {
    /// The first card removed.
    type Move = u64;

    fn value(&self) -> u64 {
        self.values.get(self.len).expect("tabulated")
    }

    /// Removing `L` cards from offset `a` leaves runs of `a` and `len − L − a`.
    fn moves_to(&self, target: u64) -> impl Iterator<Item = u64> {
        let rest = self.len.checked_sub(self.l);
        let get = |m: u64| self.values.get(m).expect("tabulated");
        (0..=rest.unwrap_or(0))
            .filter(move |&a| rest.is_some_and(|rest| get(a) ^ get(rest - a) == target))
            .map(move |a| self.start + a)
    }
}

/// The runs of cards on the table, by first card.
#[derive(Debug, Default)]
pub(crate) struct Table {
    pub(crate) runs: std::collections::BTreeMap<u64, u64>,
}

impl Table {
    /// Remove cards `x..x+y−1`; an error if they are not all on the table.
    pub(crate) fn remove(&mut self, x: u64, y: u64) -> Result<(), String> {
        // The run holding card x, and how far it reaches past x (no sum can overflow).
        let found = self.runs.range(..=x).next_back().map(|(&s, &len)| (s, len - (x - s).min(len)));
        let Some((start, from_x)) = found.filter(|&(_, from_x)| y >= 1 && y <= from_x) else {
            return Err(format!("`{x} {y}` removes cards that are not all on the table"));
        };
        self.runs.remove(&start);
        if x > start {
            self.runs.insert(start, x - start);
        }
        if from_x > y {
            self.runs.insert(x + y, from_x - y);
        }
        Ok(())
    }
}

/// Read the judge's move: `Some((a, b))`, or `None` when the game has ended (`0 0`: won;
/// `-1 -1`: the judge refused a move). Cards go up to `N` (any `u64`), so `-1` is read as a
/// word.
fn judge_move(d: &mut Dialogue<'_, '_>, n: u64) -> judge::Result<Option<(u64, u64)>> {
    let a = read_card(&mut d.from_judge, "the judge's card a", n)?;
    let b = read_card(&mut d.from_judge, "the judge's count b", n)?;
    match (a, b) {
        (Some(0), Some(0)) | (None, None) => Ok(None),
        (Some(a), Some(b)) if a >= 1 && b >= 1 => Ok(Some((a, b))),
        _ => Err(d.from_judge.position().error("expected a move, `0 0` or `-1 -1`")),
    }
}

/// A number from 0 to `n`, or `-1` (as `None`).
fn read_card(sc: &mut Scanner<'_>, what: &str, n: u64) -> judge::Result<Option<u64>> {
    let mut token = Vec::new();
    sc.token_into(what, &mut token)?;
    if token == b"-1" {
        return Ok(None);
    }
    let value = std::str::from_utf8(&token)
        .ok()
        .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|t| t.parse::<u64>().ok());
    match value {
        Some(v) if v <= n => Ok(Some(v)),
        _ => {
            let shown = String::from_utf8_lossy(&token[..token.len().min(40)]).into_owned();
            Err(sc.position().error(format!(
                "expected {what} (-1, or an integer from 0 to {n}), found `{shown}`"
            )))
        }
    }
}

/// The judge's turn in table play: read its move and take it off the table; `false` when the
/// game has ended.
fn judge_turn(d: &mut Dialogue<'_, '_>, table: &mut Table, input: Input) -> judge::Result<bool> {
    let Some((x, y)) = judge_move(d, input.n)? else { return Ok(false) };
    if y != input.l {
        let why = format!("the judge removes {y} cards, not L = {}", input.l);
        return Err(d.from_judge.position().error(why));
    }
    table.remove(x, y).map_err(|e| d.from_judge.position().error(e))?;
    Ok(true)
}

/// The judge path: read `N L R`, choose the side, and play until the judge ends the game.
///
/// # Errors
/// A message from the judge that breaks the protocol (or the end of input mid-game), a test
/// beyond [`plan`]'s reach, or a closed pipe.
///
/// # Complexity
/// As [`plan`], then O(1) (symmetric) or O(N) (the table) per move.
pub fn play(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let input = Input::read_numbers(&mut d.from_judge)?;
    let plan = plan(&input).map_err(|e| d.from_judge.position().error(e))?;
    let n = input.n;
    match plan {
        Plan::NoMove => {
            d.say("Second")?;
            judge_move(d, n)?;
            Ok(())
        }
        Plan::Symmetric { y } => {
            d.say("First")?;
            d.say(format_args!("{} {y}", (n - y) / 2 + 1))?;
            while let Some((x, y)) = judge_move(d, n)? {
                if y > n || x > n - y + 1 {
                    return Err(d
                        .from_judge
                        .position()
                        .error(format!("the judge's move {x} {y} leaves the row")));
                }
                // The mirror image, N + 2 − x − y, computed so that no sum overflows.
                d.say(format_args!("{} {y}", n - (x - 1) - y + 1))?;
            }
            Ok(())
        }
        Plan::Table(values) => {
            let mut table = Table::default();
            table.runs.insert(1, n);
            let first = values.get(n).expect("tabulated") != 0;
            d.say(side(first))?;
            if !first && !judge_turn(d, &mut table, input)? {
                return Ok(());
            }
            loop {
                let runs: Vec<Run<'_>> = table
                    .runs
                    .iter()
                    .map(|(&start, &len)| Run { start, len, l: input.l, values: &values })
                    .collect();
                // A winning move. After the right choice of side there always is one; were
                // there none, any legal move, or `0 0` when none is left, rather than a panic.
                let winning = sg_core::winning::first_winning_move(&runs).map(|m| m.then);
                let chosen =
                    winning.or_else(|| runs.iter().find(|r| r.len >= input.l).map(|r| r.start));
                let Some(x) = chosen else {
                    d.say("0 0")?;
                    judge_move(d, n)?;
                    return Ok(());
                };
                d.say(format_args!("{x} {}", input.l))?;
                table.remove(x, input.l).expect("a move found in the runs is legal");
                if !judge_turn(d, &mut table, input)? {
                    return Ok(());
                }
            }
        }
    }
}
