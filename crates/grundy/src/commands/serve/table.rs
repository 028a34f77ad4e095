//! The table view: a game's values as a grid, the law the finder sees in them with its proof
//! status, and the values the law predicts further on.
//!
//! The values come from where `grundy table` takes them: a script's engine
//! ([`rules::Rules::table`]), the octal table ([`crate::commands::table::builtin::octal`]) or
//! a problem's own table ([`crate::commands::table::make`]). The law is `sg_core::law`'s, with
//! the certificate the game's rules give (the Guy–Smith test for an octal game, a problem
//! table's certified rows), else none.

use serde::{Deserialize, Serialize};
use sg_core::law::{self, Certificate};
use sg_core::nimber::Nimbers;
use workbench::grid::Grid;

use super::catalogue::GameRef;
use super::explore::Refusal;

/// The largest `upto` of a 1-D table on the page.
pub const MAX_UPTO: u64 = 1000;

/// The widest span of a 2-D table's `x` or `y` on the page.
pub const MAX_SPAN: u64 = 40;

/// The most cells of a problem's table the page shows.
pub const MAX_CELLS: usize = 20_000;

/// How many values past the table the law predicts.
pub const PREDICTED: u64 = 12;

/// What the page asks for.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The game (see [`GameRef::resolve`]).
    pub game: String,
    /// A typed script's text.
    pub source: Option<String>,
    /// A 1-D table: `0..=upto` (default 40).
    pub upto: Option<u64>,
    /// A 2-D table's rows, inclusive.
    pub x: Option<(u64, u64)>,
    /// A 2-D table's columns, inclusive.
    pub y: Option<(u64, u64)>,
    /// A problem's table options, as `grundy table SLUG` takes them (`--x 0..9 --y 0..9`).
    pub options: Option<String>,
}

/// One cell.
#[derive(Debug, Clone, Serialize)]
pub struct Cell {
    /// What it shows.
    pub text: String,
    /// Its value as a number, for the colour; none for `∞` or a word.
    pub number: Option<u64>,
}

/// The law of the table.
#[derive(Debug, Clone, Serialize)]
pub struct Law {
    /// The law in words, or none found.
    pub words: Option<String>,
    /// As a formula.
    pub formula: Option<String>,
    /// Whether the game's rules prove it.
    pub proven: bool,
    /// The proof status in a sentence: by what, or what a proof would need.
    pub status: String,
    /// The finder's whole report, one line each.
    pub report: Vec<String>,
}

/// A value the law predicts beyond the table.
#[derive(Debug, Clone, Serialize)]
pub struct Predicted {
    /// The position, `g(n)` or `g(x, y)`.
    pub at: String,
    /// The predicted value.
    pub value: String,
}

/// The table view.
#[derive(Debug, Clone, Serialize)]
pub struct View {
    /// The table's title.
    pub title: String,
    /// Whether rows are an axis (`x`) too.
    pub two_d: bool,
    /// What rows are indexed by.
    pub row_label: String,
    /// What columns are indexed by.
    pub col_label: String,
    /// The rows' keys.
    pub row_keys: Vec<String>,
    /// The columns' keys.
    pub col_keys: Vec<String>,
    /// `cells[row][column]`.
    pub cells: Vec<Vec<Cell>>,
    /// The table's own notes (its cost, a proven period, checks).
    pub notes: Vec<String>,
    /// The law, when the values are numbers.
    pub law: Option<Law>,
    /// The values the law predicts further on.
    pub predicted: Vec<Predicted>,
    /// For a script, how a position of a cell is typed (`7`, `3,5`): what `why` takes.
    pub position_form: &'static str,
}

/// The table `request` asks for, computed on the calling thread.
///
/// # Errors
/// A bad range, the script's error or a spent budget, or the table's own refusal.
///
/// # Complexity
/// That of the table (within the page's caps), plus the law finder on its values.
pub fn view(game: &GameRef, request: &Request) -> Result<View, Refusal> {
    match game {
        GameRef::Script { name, source } => script(name, source, request),
        GameRef::Octal(game) => octal(game, request),
        GameRef::Problem(problem) => {
            let options = request.options.as_deref().unwrap_or("");
            if options.len() > 500 {
                return Err(Refusal::bad("a table's options are at most 500 characters"));
            }
            let words: Vec<String> = options.split_whitespace().map(String::from).collect();
            let grid = crate::commands::table::make(problem.slug(), &words)?;
            let cells: usize = grid.cells.iter().map(Vec::len).sum();
            if cells > MAX_CELLS {
                return Err(Refusal::bad(format!(
                    "the table has {cells} cells, more than the page shows ({MAX_CELLS}): \
                     narrow its ranges"
                )));
            }
            Ok(from_grid(grid))
        }
    }
}

/// A 1-D request's `upto`, within the cap.
fn upto(request: &Request) -> Result<u64, Refusal> {
    let upto = request.upto.unwrap_or(40);
    if upto > MAX_UPTO {
        return Err(Refusal::bad(format!("a table on the page goes up to {MAX_UPTO} at most")));
    }
    Ok(upto)
}

/// A script's table: 1-D over `0..=upto`, or 2-D over the pairs of `x` × `y` (also when the
/// script refuses integers and no range was given: a game of pairs).
fn script(name: &str, source: &str, request: &Request) -> Result<View, Refusal> {
    use rules::{Position, Value};
    let mut game = rules::Rules::compile(name, source, super::LIMITS)?;
    let plane = |x: (u64, u64), y: (u64, u64)| -> Result<Vec<Position>, Refusal> {
        for (key, (low, high)) in [("x", x), ("y", y)] {
            if high < low || high - low >= MAX_SPAN || high > 1 << 30 {
                return Err(Refusal::bad(format!(
                    "{key} is a range low..high of at most {MAX_SPAN} values"
                )));
            }
        }
        Ok((x.0..=x.1)
            .flat_map(|a| (y.0..=y.1).map(move |b| Position::Tuple(vec![a as i64, b as i64])))
            .collect())
    };
    let (mut two_d, mut xs, mut ys) = match (request.x, request.y) {
        (Some(x), Some(y)) => (true, x, y),
        (None, None) => (false, (0, 0), (0, upto(request)?)),
        _ => return Err(Refusal::bad("a 2-D table needs both x and y")),
    };
    let positions =
        if two_d { plane(xs, ys)? } else { (0..=ys.1 as i64).map(Position::Int).collect() };
    // A stopped table is refused whole here: the page's budgets are small, and a table cut
    // short would read as the game's.
    let values = match game.table(&positions, &mut |_, _| {}).map_err(|stopped| stopped.error) {
        Ok(values) => values,
        // A game of pairs reads p[0]: its script fails on an integer. Try pairs.
        Err(rules::Error::Script { .. } | rules::Error::Malformed { .. })
            if !two_d && request.upto.is_none() =>
        {
            let mut retry = rules::Rules::compile(name, source, super::LIMITS)?;
            (two_d, xs, ys) = (true, (0, 12), (0, 12));
            let values = retry.table(&plane(xs, ys)?, &mut |_, _| {}).map_err(|s| s.error);
            game = retry;
            values.map_err(|e| {
                let mut refusal = Refusal::from(e);
                refusal.error = format!(
                    "{}; a table asks for the integers n or the pairs x,y, and this script \
                     takes neither (the other views take any position)",
                    refusal.error
                );
                refusal
            })?
        }
        Err(e) => return Err(e.into()),
    };
    let width = (ys.1 - ys.0 + 1) as usize;
    let cells: Vec<Vec<Cell>> = values
        .chunks(width)
        .map(|row| {
            row.iter()
                .map(|v| Cell {
                    text: v.to_string(),
                    number: v.number().and_then(|n| u64::try_from(n).ok()),
                })
                .collect()
        })
        .collect();
    let numbers: Option<Vec<Vec<u64>>> =
        cells.iter().map(|row| row.iter().map(|c| c.number).collect()).collect();
    let misere = game.script().misere();
    let mut notes = vec![format!(
        "{} values: {} positions listed by the script, {} script operations",
        values.len(),
        game.positions_listed(),
        game.script().operations()
    )];
    if misere {
        notes.push("misère play: 1 where the player to move wins, 0 where they lose".into());
    }
    let any_infinite = values.iter().any(|v| matches!(v, Value::Infinite(_)));
    if any_infinite {
        notes.push(
            "∞{…}: a loopy position; its outcome is a win when 0 is among the braces, else a \
             draw"
                .into(),
        );
    }
    let (law, predicted) = match numbers {
        Some(rows) if two_d => plane_law(xs.0, ys.0, rows, &Certificate::None),
        Some(mut rows) => line_law(ys.0, &rows.swap_remove(0), &Certificate::None, ys.1),
        None => (None, Vec::new()),
    };
    if any_infinite {
        notes.push("law: not sought (some values are infinite: the game is loopy)".into());
    }
    let keys = |(low, high): (u64, u64)| (low..=high).map(|k| k.to_string()).collect();
    Ok(View {
        title: format!("{name}: {}", if two_d { "g(x, y)" } else { "g(n)" }),
        two_d,
        row_label: if two_d { "x".into() } else { String::new() },
        col_label: if two_d { "y".into() } else { "n".into() },
        row_keys: if two_d { keys(xs) } else { vec!["g(n)".into()] },
        col_keys: keys(ys),
        cells,
        notes,
        law,
        predicted,
        position_form: if two_d { "x,y" } else { "n" },
    })
}

/// An octal game's table by `grundy table octal`'s path, and its law proven by the Guy–Smith
/// test where the test succeeds within 1000 values (300 with three-heap splits).
fn octal(game: &sg_core::octal::OctalGame, request: &Request) -> Result<View, Refusal> {
    let upto = upto(request)?;
    let words: Vec<String> =
        ["--code".into(), game.to_string(), "--upto".into(), upto.to_string()].to_vec();
    let options = crate::commands::table::options::Options::parse(&words)?;
    let grid = crate::commands::table::builtin::octal(&options)?;
    let search = if game.max_parts() == 3 { 300 } else { 1000 };
    let (values, certificate) = match game.period(search) {
        Some(seq) => {
            let rule = game.proof_rule();
            let len =
                (upto as usize + 1).max(2 * (seq.preperiod() + seq.period()) + law::MIN_EVIDENCE);
            let certificate = Certificate::Period {
                preperiod: seq.preperiod() as u64,
                period: seq.period() as u64,
                by: format!("the Guy–Smith test (t = {}, k = {})", rule.max_take, rule.max_parts),
            };
            ((0..len as u64).map(|n| seq.get(n)).collect(), certificate)
        }
        None => (game.values(upto as usize + 1), Certificate::None),
    };
    let (law, predicted) = line_law(0, &values, &certificate, upto);
    let mut view = from_grid(Grid { notes: Vec::new(), ..grid.clone() });
    view.notes = grid.notes.into_iter().filter(|n| !n.starts_with("checksum")).collect();
    view.law = law;
    view.predicted = predicted;
    view.position_form = "n";
    Ok(view)
}

/// A grid as the page shows it, with the law of its numbers (a row's certificate where the
/// table's rules gave one).
fn from_grid(grid: Grid) -> View {
    let cells: Vec<Vec<Cell>> = grid
        .cells
        .iter()
        .map(|row| {
            row.iter().map(|c| Cell { text: c.text.clone(), number: c.text.parse().ok() }).collect()
        })
        .collect();
    let number_keys = |keys: &[String]| -> Option<u64> {
        let first: u64 = keys.first()?.parse().ok()?;
        keys.iter()
            .enumerate()
            .all(|(i, k)| k.parse::<u64>().ok() == Some(first + i as u64))
            .then_some(first)
    };
    let numbers: Option<Vec<Vec<u64>>> =
        cells.iter().map(|row| row.iter().map(|c| c.number).collect()).collect();
    let two_d = grid.cells.len() > 1 && number_keys(&grid.row_keys).is_some();
    let (law, predicted) = match (numbers, number_keys(&grid.col_keys)) {
        (Some(rows), Some(y0)) if two_d => {
            let x0 = number_keys(&grid.row_keys).unwrap_or(0);
            plane_law(x0, y0, rows, &Certificate::None)
        }
        (Some(rows), Some(y0)) if rows.len() == 1 && !rows[0].is_empty() => {
            let certificate = grid
                .certified
                .iter()
                .find(|(row, _)| grid.row_keys.first() == Some(row))
                .map_or(Certificate::None, |(_, c)| c.clone());
            let last = y0 + rows[0].len() as u64 - 1;
            line_law(y0, &rows[0], &certificate, last)
        }
        _ => (None, Vec::new()),
    };
    View {
        title: grid.title,
        two_d,
        row_label: grid.row_label,
        col_label: grid.col_label,
        row_keys: grid.row_keys,
        col_keys: grid.col_keys,
        cells,
        notes: grid.notes,
        law,
        predicted,
        position_form: "",
    }
}

/// The proof status in a sentence and whether it is proven.
fn status(status: &law::Status) -> (bool, String) {
    match status {
        law::Status::Proven(why) => (true, format!("proven: {why}")),
        law::Status::NotProven(why) => (false, format!("not proven: {why}")),
    }
}

/// The law of `g(start..)` = `values` with `certificate`, and its predictions for the
/// [`PREDICTED`] values after `last` and at n = 10^6.
fn line_law(
    start: u64,
    values: &[u64],
    certificate: &Certificate,
    last: u64,
) -> (Option<Law>, Vec<Predicted>) {
    let finding = law::find_sequence(start, values, certificate);
    let (proven, said) = status(&finding.status);
    let report = finding.report().lines().map(String::from).collect();
    let Some(found) = &finding.law else {
        return (
            Some(Law { words: None, formula: None, proven: false, status: said, report }),
            Vec::new(),
        );
    };
    let predicted = (last + 1..=last + PREDICTED)
        .chain([1_000_000])
        .filter_map(|n| {
            found.at(n).map(|v| Predicted { at: format!("g({n})"), value: v.to_string() })
        })
        .collect();
    let law = Law {
        words: Some(found.words()),
        formula: Some(found.formula()),
        proven,
        status: said,
        report,
    };
    (Some(law), predicted)
}

/// The law of a 2-D table from `(x0, y0)`, and its predictions along the diagonal past it.
fn plane_law(
    x0: u64,
    y0: u64,
    rows: Vec<Vec<u64>>,
    certificate: &Certificate,
) -> (Option<Law>, Vec<Predicted>) {
    let (x1, y1) = (x0 + rows.len() as u64, y0 + rows.first().map_or(0, Vec::len) as u64);
    let table = law::plane::Table { origin: (x0, y0), rows };
    let nimbers = Nimbers::new();
    let finding = law::plane::find_table(&table, certificate, &nimbers);
    let (proven, said) = status(&finding.status);
    let report = finding.report().lines().map(String::from).collect();
    let Some(found) = &finding.law else {
        return (
            Some(Law { words: None, formula: None, proven: false, status: said, report }),
            Vec::new(),
        );
    };
    let predicted = (0..6)
        .map(|k| (x1 + k, y1 + 2 * k))
        .chain([(1000, 1618)])
        .filter_map(|(x, y)| {
            let value = found.at(x, y, &nimbers)?;
            Some(Predicted { at: format!("g({x}, {y})"), value: value.to_string() })
        })
        .collect();
    let law = Law {
        words: Some(found.words()),
        formula: Some(found.formula()),
        proven,
        status: said,
        report,
    };
    (Some(law), predicted)
}
