//! `grundy rules FILE POSITION…`: the value of a position or a sum of a rules script (or of a
//! rules file in Rust), its outcome, and every winning move, one per line.

use std::io::Write;
use std::path::{Path, PathBuf};

use rules::{Limits, Outcome, Position, Value, move_text};

use crate::commands::compiled;
use crate::commands::script::{load, on_script_thread, parse_positions};

/// Print, for the sum of `words` in the game of the script `file` (its constants set by
/// `params`): the parts and their values
/// (`value: 4 ⊕ 3 = 7` under normal play; each part's value in a loopy game; under misère
/// play only the outcome, as values do not add), the outcome for the player to move, and each
/// winning move as `winning move: FROM → TO` (TO the positions the part becomes, `nothing` for
/// the empty sum).
///
/// # Errors
/// The outer result: a failed write. The inner: an unreadable script, a position that cannot
/// be read, or the script's error or a spent budget (one line each).
///
/// # Complexity
/// Every position reachable from the parts is listed once (normal and loopy play); misère play
/// searches the sums reachable from the whole sum.
pub fn run(
    file: PathBuf,
    words: Vec<String>,
    limits: Limits,
    params: crate::commands::script::Params,
    out: &mut dyn Write,
) -> std::io::Result<Result<(), String>> {
    on_script_thread(out, move |out| {
        let parts = parse_positions(&words)?;
        let mut game = load(&file, limits, &params)?;
        let failed = |e: rules::Error| e.to_string();
        let values: Vec<Value> =
            parts.iter().map(|p| game.value(p)).collect::<Result<_, _>>().map_err(failed)?;
        let outcome = game.outcome(&parts).map_err(failed)?;
        let winning = game.winning_moves(&parts).map_err(failed)?;
        report(&parts, &values, outcome, &winning, game.script().misere(), out)
            .map_err(|e| format!("cannot write the output: {e}"))
    })
}

/// [`run`] for a rules file in Rust (`.rs`): the values and the options of the parts `words`
/// from one run of its compiled binary ([`compiled::options`]), the outcome by the XOR of the
/// values, printed by the same lines as a script's.
///
/// # Errors
/// The outer result: a failed write. The inner: a position that is not an integer from 0, the
/// file's compile errors, a fault in its `moves`, or a spent budget (one line each).
///
/// # Complexity
/// As [`compiled::options`] on the parts: every value up to the largest part, and the options
/// of each part.
pub fn run_compiled(
    file: &Path,
    words: &[String],
    limits: &Limits,
    out: &mut dyn Write,
) -> std::io::Result<Result<(), String>> {
    let answer = || -> Result<_, String> {
        let parts = parse_positions(words)?;
        let heaps = compiled::heaps(file, &parts)?;
        let listing = compiled::options(file, &heaps, false, limits)?;
        let values: Vec<Value> = heaps.iter().map(|&p| listing.value(p)).collect();
        Ok((parts, values, listing.outcome(&heaps), listing.winning_moves(&heaps)))
    };
    match answer() {
        Ok((parts, values, outcome, winning)) => {
            report(&parts, &values, outcome, &winning, false, out).map(Ok)
        }
        Err(e) => Ok(Err(e)),
    }
}

/// The lines of [`run`].
fn report(
    parts: &[Position],
    values: &[Value],
    outcome: Outcome,
    winning: &[(usize, rules::Move)],
    misere: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let name = if parts.len() == 1 { "position" } else { "sum" };
    writeln!(out, "{name}: {}", move_text(parts))?;
    if misere {
        writeln!(out, "misère play: values do not add, so the sum is searched whole")?;
    } else {
        let shown: Vec<String> = values.iter().map(Value::to_string).collect();
        let all_finite: Option<Vec<u64>> =
            values.iter().map(|v| if let Value::Nimber(g) = v { Some(*g) } else { None }).collect();
        match all_finite {
            Some(finite) if finite.len() > 1 => {
                let total = finite.iter().fold(0, |s, g| s ^ g);
                writeln!(out, "value: {} = {total}", shown.join(" ⊕ "))?;
            }
            _ if values.len() == 1 => writeln!(out, "value: {}", shown[0])?,
            _ => writeln!(out, "values: {}", shown.join(", "))?,
        }
    }
    let said = match outcome {
        Outcome::Win => "win: the player to move wins",
        Outcome::Lose => "lose: the player to move loses",
        Outcome::Draw => "draw: neither player can force a win",
    };
    writeln!(out, "outcome: {said}")?;
    if winning.is_empty() {
        let why = match outcome {
            Outcome::Draw => "none: no move wins, and the best play never ends",
            _ if parts.is_empty() => "none: there is nothing to move",
            _ => "none: every move leaves the opponent a won position",
        };
        writeln!(out, "winning moves: {why}")?;
    }
    for (i, chosen) in winning {
        writeln!(out, "winning move: {} → {}", parts[*i], move_text(chosen))?;
    }
    Ok(())
}
