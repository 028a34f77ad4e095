//! `grundy table rules FILE --upto N | --x A..B --y C..D`: the values of a rules script's
//! positions, printed, drawn (`--svg`) and written (`--out`).

use std::time::Instant;

use rules::{Position, Value};
use workbench::grid::{Cell, Grid};

use super::options::Options;
use super::progress::{Progress, Start};
use crate::commands::law::TABLE_LAW_VALUES;
use crate::commands::script::{limits, load, on_script_thread};

/// What `grundy table rules` says when its script is missing: a whole command to copy.
pub const USAGE: &str = "`grundy table rules` needs a script, e.g. `grundy table rules \
                         testdata/rules/lasker.rhai --upto 100`";

/// Values up to which a 1-D table prints them (beyond, a summary; `--out` has them all).
pub const PRINTED: usize = 2000;

/// The most positions one table asks for.
pub const MAX_POSITIONS: u64 = 10_000_000;

/// The widest span of `--x` or `--y`.
pub const MAX_SPAN: u64 = 1000;

/// A script's table: its values by row (one row for `--upto`, one per `x` for `--x/--y`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The script's file.
    pub file: String,
    /// Whether it is played misère (values 1 and 0: the player to move wins or loses).
    pub misere: bool,
    /// The rows' keys (`x`), empty for a 1-D table.
    pub xs: Vec<u64>,
    /// The columns' keys (`n` or `y`).
    pub columns: Vec<u64>,
    /// `rows[r][c]`.
    pub rows: Vec<Vec<Value>>,
    /// What the evaluation cost, for the notes.
    pub cost: String,
    /// Where and why the evaluation stopped before the end (a spent budget, a script error):
    /// the rows then hold the values computed before it (whole rows of a 2-D table).
    pub stopped: Option<String>,
}

impl Table {
    /// The values as numbers, row by row (for a law finder, and `--out`): `None` when some
    /// value is infinite (a loopy game).
    ///
    /// # Complexity
    /// O(cells).
    pub fn numbers(&self) -> Option<Vec<Vec<i64>>> {
        self.rows.iter().map(|row| row.iter().map(Value::number).collect()).collect()
    }
}

/// The table of the script [`Options::file`] with `options` (`--upto N` or `--x A..B --y C..D`,
/// with `--out FILE`, `--progress on|off|auto`, `--max-positions N`, `--max-ops N`, `--law`),
/// as [`compute`] makes it, laid out for printing and drawing; `--out` gets every value,
/// whitespace-separated, one row per line; `--law` adds the law finder's notes
/// ([`law_notes`]).
///
/// # Errors
/// An unknown option, no file ([`USAGE`]), as [`compute`], or a file that cannot be written.
///
/// # Complexity
/// That of [`compute`], plus O(cells).
pub fn make(options: &Options) -> Result<Grid, String> {
    make_or_stop(options).map(|(grid, _)| grid)
}

/// The table of [`make`], and where and why it stopped when a budget ran out or the script
/// failed part-way: the grid then holds the values computed before it, and a note says
/// where it stopped (the command prints it, then fails with that line).
///
/// # Errors
/// As [`make`]; a stop at the very first position is an error (there is nothing to keep).
///
/// # Complexity
/// As [`make`].
pub fn make_or_stop(options: &Options) -> Result<(Grid, Option<String>), String> {
    let args = &options.args;
    args.only(&[
        "upto",
        "x",
        "y",
        "out",
        "progress",
        "max-positions",
        "max-ops",
        "max-memory",
        "max-depth",
        "law",
    ])?;
    let file = options.file.as_deref().ok_or(USAGE)?;
    let table = compute(file, options)?;
    let mut notes = vec![table.cost.clone()];
    if let Some(stopped) = &table.stopped {
        notes.push(format!("stopped before the end, {stopped}: the values before it are kept"));
    }
    if table.misere {
        notes.push("misère play: 1 where the player to move wins, 0 where they lose".into());
    }
    if options.law {
        notes.extend(law_notes(&table));
    }
    if let Some(path) = args.get("out") {
        write_values(&table, path).map_err(|e| format!("cannot write {path}: {e}"))?;
        notes.push(format!("the values written to {path}"));
    }
    let cell = |v: &Value| match v.number() {
        Some(n) => Cell { text: v.to_string(), shade: n as u64 },
        None => Cell { text: v.to_string(), shade: u64::MAX },
    };
    let name = std::path::Path::new(&table.file)
        .file_name()
        .map_or(table.file.clone(), |n| n.to_string_lossy().into_owned());
    let two_d = !table.xs.is_empty();
    let printed = two_d || table.columns.len() <= PRINTED;
    if !printed {
        let whole = match args.get("out") {
            Some(path) => format!("all of them are in {path}"),
            None => "give --out FILE for all of them".into(),
        };
        notes.push(format!("{} values, too many to print: {whole}", table.columns.len()));
    }
    let grid = Grid {
        title: format!("{name}: {}", if two_d { "g(x, y)" } else { "g(n)" }),
        row_label: if two_d { "x".into() } else { String::new() },
        col_label: if two_d { "y".into() } else { "n".into() },
        row_keys: if !printed {
            Vec::new()
        } else if two_d {
            table.xs.iter().map(u64::to_string).collect()
        } else {
            vec!["g(n)".into()]
        },
        col_keys: if printed { table.columns.iter().map(u64::to_string).collect() } else { vec![] },
        cells: if printed {
            table.rows.iter().map(|row| row.iter().map(cell).collect()).collect()
        } else {
            Vec::new()
        },
        notes,
        ..Default::default()
    };
    Ok((grid, table.stopped))
}

/// The law finder's notes on a script's table (`--law`): the values are all the script says
/// of the game, so a law found holds for them and is not proven (no certificate); a table with
/// an infinite value (a loopy game) or more than
/// [`TABLE_LAW_VALUES`] values is cut or refused in one
/// note.
///
/// # Complexity
/// That of the finder on the table's values ([`sg_core::law`]).
pub fn law_notes(table: &Table) -> Vec<String> {
    use sg_core::law::{Certificate, plane};
    let rows: Option<Vec<Vec<u64>>> = table.numbers().and_then(|rows| {
        rows.into_iter()
            .map(|row| row.into_iter().map(|v| u64::try_from(v).ok()).collect())
            .collect()
    });
    let Some(mut rows) = rows else {
        return vec!["law: not sought (some values are infinite: the game is loopy)".into()];
    };
    let lines = |text: String| text.lines().map(str::to_string).collect::<Vec<_>>();
    match (table.xs.first(), table.columns.first()) {
        (None, Some(&start)) => {
            let mut values = rows.swap_remove(0);
            values.truncate(TABLE_LAW_VALUES);
            lines(sg_core::law::find_sequence(start, &values, &Certificate::None).report())
        }
        (Some(&x0), Some(&y0)) => {
            let plane_table = plane::Table { origin: (x0, y0), rows };
            let nimbers = sg_core::nimber::Nimbers::new();
            lines(plane::find_table(&plane_table, &Certificate::None, &nimbers).report())
        }
        _ => vec!["law: not sought (an empty table)".into()],
    }
}

/// The values of the script `file` at `0..=--upto` (default 100) or at the pairs `[x, y]` of
/// `--x A..B --y C..D`, by the script's engine within the budgets `--max-positions` and
/// `--max-ops`, with a progress line on stderr (`--progress`, default `auto`:
/// [`Options::progress`]) on long runs.
///
/// # Errors
/// Bad options, too many positions, an unreadable script, the script's error or a spent
/// budget.
///
/// # Complexity
/// Each position reachable from those asked for is listed once by the script (misère play:
/// each sum searched); memory O(positions reached).
pub fn compute(file: &std::path::Path, options: &Options) -> Result<Table, String> {
    let args = &options.args;
    let grid = args.get("x").is_some() || args.get("y").is_some();
    if crate::commands::compiled::is_compiled(file) {
        return compute_compiled(file, options, grid);
    }
    let (xs, columns, positions) = if grid {
        let (Some(_), Some(_)) = (args.get("x"), args.get("y")) else {
            return Err("a 2-D table needs both --x A..B and --y C..D".into());
        };
        if args.get("upto").is_some() {
            return Err("give --upto N, or --x and --y, not both".into());
        }
        let (xs, ys) = (args.range("x", (0, 0))?, args.range("y", (0, 0))?);
        for (key, (low, high)) in [("x", xs), ("y", ys)] {
            if high - low >= MAX_SPAN || i64::try_from(high).is_err() {
                return Err(format!("--{key} spans at most {MAX_SPAN} values, below 2^63"));
            }
        }
        let positions: Vec<Position> = (xs.0..=xs.1)
            .flat_map(|x| (ys.0..=ys.1).map(move |y| Position::Tuple(vec![x as i64, y as i64])))
            .collect();
        ((xs.0..=xs.1).collect::<Vec<u64>>(), (ys.0..=ys.1).collect::<Vec<u64>>(), positions)
    } else {
        let upto = args.number("upto", 100)?;
        if upto >= MAX_POSITIONS {
            return Err(format!("--upto is below {MAX_POSITIONS} for one table"));
        }
        let positions: Vec<Position> = (0..=upto as i64).map(Position::Int).collect();
        (Vec::new(), (0..=upto).collect(), positions)
    };
    let number = |key: &str| -> Result<Option<u64>, String> {
        args.get(key).map(|_| args.number(key, 0)).transpose()
    };
    let limits = limits(
        number("max-positions")?.map(|n| n as usize),
        number("max-ops")?,
        number("max-memory")?.map(|n| n as usize),
        number("max-depth")?.map(|n| n as usize),
    );
    let show = options.progress()?;
    let shown = file.display().to_string();
    let file = file.to_path_buf();
    let mut sink = std::io::sink();
    let (values, misere, cost, stopped) = on_script_thread(&mut sink, move |_| {
        let mut game = load(&file, limits)?;
        let started = Instant::now();
        let mut meter = Progress::new(show, Start::AfterASecond);
        let values = game.table(&positions, &mut |done, total| {
            meter.update(done == total, |seconds| {
                format!(
                    "{done} / {total} positions ({:.1}%), {:.3e} a second",
                    100.0 * done as f64 / total.max(1) as f64,
                    done as f64 / seconds
                )
            });
        });
        meter.finish();
        let (values, stopped) = match values {
            Ok(values) => (values, None),
            Err(rules::Stopped { values, error }) if !values.is_empty() => {
                let at = &positions[values.len()];
                (values, Some(format!("at {at} ({error})")))
            }
            Err(rules::Stopped { error, .. }) => return Err(error.to_string()),
        };
        let seconds = started.elapsed().as_secs_f64();
        let cost = format!(
            "{} values in {seconds:.2} s: {} positions listed by the script, {} script \
             operations",
            values.len(),
            game.positions_listed(),
            game.script().operations()
        );
        Ok((values, game.script().misere(), cost, stopped))
    })
    .map_err(|e| e.to_string())??;
    let width = columns.len();
    let mut rows: Vec<Vec<Value>> = values.chunks(width).map(<[Value]>::to_vec).collect();
    let (mut xs, mut columns) = (xs, columns);
    if stopped.is_some() {
        if xs.is_empty() {
            columns.truncate(values.len());
        } else {
            // Whole rows only: a 2-D table stays a rectangle.
            rows.retain(|row| row.len() == width);
            xs.truncate(rows.len());
        }
    }
    if rows.is_empty() {
        return Err(stopped.unwrap_or_else(|| "no values".into()));
    }
    Ok(Table { file: shown, misere, xs, columns, rows, cost, stopped })
}

/// The table of a rules file in Rust ([`crate::commands::compiled`]): `0..=--upto` only, the
/// options listed counted against `--max-ops` and the positions against `--max-positions`.
///
/// # Errors
/// `--x`/`--y` (a `.rhai` script takes them), a budget too small for `--upto`, the file's
/// compile errors, or a stop before the first value.
///
/// # Complexity
/// As [`crate::commands::compiled::table`].
fn compute_compiled(
    file: &std::path::Path,
    options: &Options,
    grid: bool,
) -> Result<Table, String> {
    let args = &options.args;
    if grid {
        return Err(
            "a rules file in Rust (.rs) values the integers 0..=N: give --upto N (a .rhai \
                    script takes --x and --y)"
                .into(),
        );
    }
    let upto = args.number("upto", 100)?;
    if upto >= MAX_POSITIONS {
        return Err(format!("--upto is below {MAX_POSITIONS} for one table"));
    }
    let number = |key: &str| -> Result<Option<u64>, String> {
        args.get(key).map(|_| args.number(key, 0)).transpose()
    };
    let limits =
        limits(number("max-positions")?.map(|n| n as usize), number("max-ops")?, None, None);
    if upto >= limits.positions as u64 {
        return Err(format!(
            "--upto {upto} asks for more than {} positions (raise the budget with \
             --max-positions N)",
            limits.positions
        ));
    }
    let got = crate::commands::compiled::table(file, upto, limits.operations)?;
    if got.values.is_empty() {
        return Err(got.stopped.map_or("no values".into(), |why| format!("stopped {why}")));
    }
    let columns = (0..got.values.len() as u64).collect();
    let row = got.values.into_iter().map(Value::Nimber).collect();
    Ok(Table {
        file: file.display().to_string(),
        misere: false,
        xs: Vec::new(),
        columns,
        rows: vec![row],
        cost: got.cost,
        stopped: got.stopped,
    })
}

/// The values, whitespace-separated, one row per line.
fn write_values(table: &Table, path: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    // Where the values start, which `grundy law` reads back (a table need not start at 0).
    match (table.xs.first(), table.columns.first()) {
        (Some(x), Some(y)) => writeln!(out, "# origin {x} {y}")?,
        (None, Some(n)) => writeln!(out, "# start {n}")?,
        _ => {}
    }
    for row in &table.rows {
        let words: Vec<String> = row.iter().map(Value::to_string).collect();
        writeln!(out, "{}", words.join(" "))?;
    }
    if let Some(stopped) = &table.stopped {
        writeln!(out, "# stopped {stopped}")?;
    }
    out.flush()
}
