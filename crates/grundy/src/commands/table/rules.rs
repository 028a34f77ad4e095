//! `grundy table rules FILE --upto N | --x A..B --y C..D`: the values of a rules script's
//! positions, printed, drawn (`--svg`), written (`--out`), with their law (`--law`) or the law
//! as code (`--emit rust|cpp`).
//!
//! **Tuples of any length.** `--tuple x,y,5` lays the table over two chosen coordinates of a
//! longer tuple, the others fixed (`(x, y, 5)`; with `--upto`, `n` marks the one coordinate
//! that runs: `--tuple n,3,4`). A letter may stand more than once (`x,x,y`: a diagonal).
//! **Sweeps.** A fixed coordinate given as a range (`--tuple x,y,0..3`) or a parameter as a
//! range (`--param K=1..5`) makes one table per value, each with its own law: the slices of a
//! game of three heaps, or a family of games.

use std::time::Instant;

use rules::{Limits, Position, Value};
use sg_core::law::emit::Language;
use workbench::grid::{Cell, Grid};

use super::options::Options;
use super::progress::{Progress, Start};
use crate::commands::law::TABLE_LAW_VALUES;
use crate::commands::script::{Params, limits, load, on_script_thread, param_sets, params_text};

/// What `grundy table rules` says when its script is missing: a whole command to copy.
pub const USAGE: &str = "`grundy table rules` needs a script, e.g. `grundy table rules \
                         testdata/rules/lasker.rhai --upto 100`";

/// Values up to which a 1-D table prints them (beyond, a summary; `--out` has them all).
pub const PRINTED: usize = 2000;

/// The default budget of cells of one 2-D table (`--max-cells`): the table holds each cell's
/// position and value (about 100 bytes with the engine's memo entry), so 4·10^6 cells stay
/// within a few hundred MB. Raise it to lay out more.
pub const DEFAULT_CELLS: u64 = 4_000_000;

/// The option keys of a script's table.
const KEYS: [&str; 13] = [
    "upto",
    "x",
    "y",
    "tuple",
    "out",
    "progress",
    "max-positions",
    "max-ops",
    "max-memory",
    "max-depth",
    "max-cells",
    "emit",
    "law",
];

/// A script's table: its values by row (one row for `--upto`, one per `x` for `--x/--y`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The script's file.
    pub file: String,
    /// The script's parameters as set (`K = 3`), empty when none is.
    pub label: String,
    /// What the cells are: `g(n)`, `g(x, y)`, or `g(x, y, 2)` for a slice of `--tuple`.
    pub shape: String,
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

/// The tables of the script [`Options::file`] with `options` (`--upto N` or `--x A..B --y
/// C..D`, `--tuple`, `--param`, with `--out FILE`, `--progress on|off|auto`,
/// `--max-positions N`, `--max-ops N`, `--max-cells N`, `--law`), as [`compute`] makes them,
/// each laid out for printing and drawing; `--out` gets every value, whitespace-separated, one
/// row per line; `--law` adds the law finder's notes ([`law_notes`]).
///
/// # Errors
/// An unknown option, no file ([`USAGE`]), as [`compute`], `--out` with several tables, or a
/// file that cannot be written.
///
/// # Complexity
/// That of [`compute`], plus O(cells).
pub fn make(options: &Options) -> Result<Vec<Grid>, String> {
    make_or_stop(options).map(|(grids, _)| grids)
}

/// The tables of [`make`], and where and why they stopped when a budget ran out or the script
/// failed part-way: the last table then holds the values computed before it, a note says
/// where it stopped, and no table follows (the command prints them, then fails with that
/// line).
///
/// # Errors
/// As [`make`]; a stop at the very first position is an error (there is nothing to keep).
///
/// # Complexity
/// As [`make`].
pub fn make_or_stop(options: &Options) -> Result<(Vec<Grid>, Option<String>), String> {
    let args = &options.args;
    args.only(&KEYS)?;
    language(options)?;
    let file = options.file.as_deref().ok_or(USAGE)?;
    let tables = compute(file, options)?;
    if tables.len() > 1 && args.get("out").is_some() {
        return Err(format!(
            "--out writes one table, and these options make {}: give one value to each \
             --param and to --tuple's fixed coordinates",
            tables.len()
        ));
    }
    let stopped = tables.last().and_then(|table| table.stopped.clone());
    let grids = tables.iter().map(|table| grid(table, options)).collect::<Result<_, _>>()?;
    Ok((grids, stopped))
}

/// The law of the one table `options` make, as a function in `--emit`'s language (`rust`,
/// `cpp`), for `grundy table rules … --emit rust`.
///
/// # Errors
/// As [`compute`], an unknown language, several tables, a loopy table, or no law found.
///
/// # Complexity
/// That of [`compute`] and the finder.
pub fn emit(options: &Options) -> Result<String, String> {
    let args = &options.args;
    args.only(&KEYS)?;
    let language = language(options)?.ok_or("--emit takes rust or cpp")?;
    let file = options.file.as_deref().ok_or(USAGE)?;
    let tables = compute(file, options)?;
    let [table] = tables.as_slice() else {
        return Err(format!(
            "--emit writes the law of one table, and these options make {}",
            tables.len()
        ));
    };
    let nothing = || format!("{}: no law found, so there is nothing to emit", table.file);
    match find(table)? {
        Found::Sequence(finding) => finding
            .law
            .as_ref()
            .map(|law| sg_core::law::emit::sequence(law, language))
            .ok_or_else(nothing),
        Found::Plane(finding) => finding
            .law
            .as_ref()
            .map(|law| sg_core::law::emit::plane(law, language))
            .ok_or_else(nothing),
    }
}

/// The languages of `--emit` (`c++` is also read as `cpp`).
pub const LANGUAGES: [&str; 2] = ["rust", "cpp"];

/// `--emit`'s language, if given.
///
/// # Errors
/// A word outside [`LANGUAGES`] (and `c++`), listed as the help lists them.
fn language(options: &Options) -> Result<Option<Language>, String> {
    if options.args.get("emit") == Some("c++") {
        return Ok(Some(Language::Cpp));
    }
    Ok(match options.args.choice("emit", &LANGUAGES)? {
        Some("rust") => Some(Language::Rust),
        Some(_) => Some(Language::Cpp),
        None => None,
    })
}

/// One table laid out as a grid, with its notes (and, with `--out`, written).
fn grid(table: &Table, options: &Options) -> Result<Grid, String> {
    let args = &options.args;
    let mut notes = vec![table.cost.clone()];
    if let Some(stopped) = &table.stopped {
        notes.push(format!("stopped before the end, {stopped}: the values before it are kept"));
    }
    if table.misere {
        notes.push("misère play: 1 where the player to move wins, 0 where they lose".into());
    }
    if options.law {
        notes.extend(law_notes(table));
    }
    if let Some(path) = args.get("out") {
        write_values(table, path).map_err(|e| format!("cannot write {path}: {e}"))?;
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
    let shape = &table.shape;
    let label = if table.label.is_empty() { String::new() } else { format!(" ({})", table.label) };
    Ok(Grid {
        title: format!("{name}{label}: {shape}"),
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
    })
}

/// The finder's answer on a table: a sequence's or a plane's.
enum Found {
    Sequence(sg_core::law::Finding),
    Plane(sg_core::law::plane::PlaneFinding),
}

/// The law finder on a script's table (the first [`TABLE_LAW_VALUES`] values of a 1-D one).
///
/// # Errors
/// The note that says why no law is sought: an infinite value (a loopy game), or an empty
/// table.
///
/// # Complexity
/// That of the finder on the table's values ([`sg_core::law`]).
fn find(table: &Table) -> Result<Found, String> {
    use sg_core::law::{Certificate, plane};
    let rows: Option<Vec<Vec<u64>>> = table.numbers().and_then(|rows| {
        rows.into_iter()
            .map(|row| row.into_iter().map(|v| u64::try_from(v).ok()).collect())
            .collect()
    });
    let Some(mut rows) = rows else {
        return Err("law: not sought (some values are infinite: the game is loopy)".into());
    };
    match (table.xs.first(), table.columns.first()) {
        (None, Some(&start)) => {
            let mut values = rows.swap_remove(0);
            values.truncate(TABLE_LAW_VALUES);
            Ok(Found::Sequence(sg_core::law::find_sequence(start, &values, &Certificate::None)))
        }
        (Some(&x0), Some(&y0)) => {
            let plane_table = plane::Table { origin: (x0, y0), rows };
            let nimbers = sg_core::nimber::Nimbers::new();
            Ok(Found::Plane(plane::find_table(&plane_table, &Certificate::None, &nimbers)))
        }
        _ => Err("law: not sought (an empty table)".into()),
    }
}

/// The law finder's notes on a script's table (`--law`): the values are all the script says
/// of the game, so a law found holds for them and is not proven (no certificate); a table with
/// an infinite value (a loopy game) or more than [`TABLE_LAW_VALUES`] values is cut or refused
/// in one note.
///
/// # Complexity
/// That of the finder on the table's values ([`sg_core::law`]).
pub fn law_notes(table: &Table) -> Vec<String> {
    let lines = |text: String| text.lines().map(str::to_string).collect::<Vec<_>>();
    match find(table) {
        Ok(Found::Sequence(finding)) => lines(finding.report()),
        Ok(Found::Plane(finding)) => lines(finding.report()),
        Err(note) => vec![note],
    }
}

/// One place of `--tuple`: a coordinate that runs (`n`, `x`, `y`), one fixed, or a range of
/// fixed values (one table each).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    N,
    X,
    Y,
    Fixed(i64),
    Range(i64, i64),
}

/// `--tuple`'s places, checked against the table's shape: `n` (and no `x`, `y`) with
/// `--upto`, `x` and `y` (and no `n`) with `--x/--y`, at most one range; `None` without
/// `--tuple`.
fn template(options: &Options) -> Result<Vec<Slot>, String> {
    let args = &options.args;
    let Some(text) = args.get("tuple") else { return Ok(Vec::new()) };
    let inner = text.trim();
    let inner = inner
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .or_else(|| inner.strip_prefix('[').and_then(|t| t.strip_suffix(']')))
        .unwrap_or(inner);
    let slots: Vec<Slot> = inner
        .split(',')
        .map(|word| {
            let word = word.trim();
            let number = |w: &str| w.trim().parse::<i64>().ok();
            match word {
                "n" => Some(Slot::N),
                "x" => Some(Slot::X),
                "y" => Some(Slot::Y),
                _ => match word.split_once("..") {
                    Some((a, b)) => {
                        let (a, b) = (number(a)?, number(b.strip_prefix('=').unwrap_or(b))?);
                        (a <= b).then_some(Slot::Range(a, b))
                    }
                    None => number(word).map(Slot::Fixed),
                },
            }
        })
        .collect::<Option<_>>()
        .ok_or_else(|| {
            format!(
                "`--tuple` lists the places of a position, each `n`, `x`, `y`, an integer or a \
                 range A..B (e.g. `--tuple x,y,5`), not `{text}`"
            )
        })?;
    let has = |slot: Slot| slots.contains(&slot);
    let two_d = args.get("x").is_some() || args.get("y").is_some();
    let (plane, line) = (
        has(Slot::X) && has(Slot::Y) && !has(Slot::N),
        has(Slot::N) && !has(Slot::X) && !has(Slot::Y),
    );
    if two_d && !plane {
        return Err(format!(
            "a 2-D table's `--tuple` marks its two axes `x` and `y` (e.g. `--tuple x,y,5`), \
             not `{text}`"
        ));
    }
    if !two_d && !line {
        return Err(format!(
            "with --upto, `--tuple` marks the coordinate that runs `n` (e.g. `--tuple n,3,4`), \
             not `{text}`"
        ));
    }
    if slots.iter().filter(|s| matches!(s, Slot::Range(..))).count() > 1 {
        return Err("`--tuple` runs over one range at most (one table per value)".into());
    }
    Ok(slots)
}

/// `g(x, y, 5)`: what a table's cells are, its range's place shown as `fixed`.
fn shape_text(slots: &[Slot], two_d: bool, fixed: i64) -> String {
    if slots.is_empty() {
        return if two_d { "g(x, y)" } else { "g(n)" }.into();
    }
    let words: Vec<String> = slots
        .iter()
        .map(|slot| match slot {
            Slot::N => "n".into(),
            Slot::X => "x".into(),
            Slot::Y => "y".into(),
            Slot::Fixed(v) => v.to_string(),
            Slot::Range(..) => fixed.to_string(),
        })
        .collect();
    format!("g({})", words.join(", "))
}

/// The position at `(a, b)` (`(n, 0)` for a 1-D table): an integer, a pair, or `slots` with
/// `n`, `x`, `y` and the range's value `fixed` filled in.
fn position(slots: &[Slot], two_d: bool, (a, b): (i64, i64), fixed: i64) -> Position {
    if slots.is_empty() {
        return if two_d { Position::Tuple(vec![a, b]) } else { Position::Int(a) };
    }
    Position::Tuple(
        slots
            .iter()
            .map(|slot| match *slot {
                Slot::N | Slot::X => a,
                Slot::Y => b,
                Slot::Fixed(v) => v,
                Slot::Range(..) => fixed,
            })
            .collect(),
    )
}

/// The values of the script `file` at `0..=--upto` (default 100) or at the pairs `[x, y]` of
/// `--x A..B --y C..D` (at most `--max-cells` of them, default [`DEFAULT_CELLS`]), or at the
/// tuples `--tuple` lays out, by the script's engine within the budgets `--max-positions` and
/// `--max-ops`, with a progress line on stderr (`--progress`, default `auto`:
/// [`Options::progress`]) on long runs: one table for each set of `--param` values and each
/// value of `--tuple`'s range (the tables of one set share the engine's memo).
///
/// # Errors
/// Bad options, too many positions or cells, an unreadable script, the script's error or a
/// spent budget.
///
/// # Complexity
/// Each position reachable from those asked for is listed once per set of parameters by the
/// script (misère play: each sum searched); memory O(positions reached).
pub fn compute(file: &std::path::Path, options: &Options) -> Result<Vec<Table>, String> {
    let args = &options.args;
    let slots = template(options)?;
    let grid = args.get("x").is_some() || args.get("y").is_some();
    if crate::commands::compiled::is_compiled(file) {
        if !slots.is_empty() || !options.params.is_empty() {
            return Err("--tuple and --param are for a .rhai script; a rules file in Rust (.rs) \
                        values the integers 0..=N"
                .into());
        }
        return compute_compiled(file, options, grid).map(|table| vec![table]);
    }
    let number = |key: &str| -> Result<Option<u64>, String> {
        args.get(key).map(|_| args.number(key, 0)).transpose()
    };
    let limits = limits(
        number("max-positions")?.map(|n| n as usize),
        number("max-ops")?,
        number("max-memory")?.map(|n| n as usize),
        number("max-depth")?.map(|n| n as usize),
    );
    let (xs, columns) = if grid {
        let (Some(_), Some(_)) = (args.get("x"), args.get("y")) else {
            return Err("a 2-D table needs both --x A..B and --y C..D".into());
        };
        if args.get("upto").is_some() {
            return Err("give --upto N, or --x and --y, not both".into());
        }
        let (xs, ys) = (args.range("x", (0, 0))?, args.range("y", (0, 0))?);
        for (key, (_, high)) in [("x", xs), ("y", ys)] {
            if i64::try_from(high).is_err() {
                return Err(format!("--{key} runs below 2^63"));
            }
        }
        let cells = u128::from(xs.1 - xs.0 + 1) * u128::from(ys.1 - ys.0 + 1);
        let budget = number("max-cells")?.unwrap_or(DEFAULT_CELLS);
        if cells > u128::from(budget) {
            return Err(format!(
                "the table has {cells} cells, over the budget of {budget} (about 100 bytes a \
                 cell: raise it with --max-cells N)"
            ));
        }
        ((xs.0..=xs.1).collect::<Vec<u64>>(), (ys.0..=ys.1).collect::<Vec<u64>>())
    } else {
        if args.get("max-cells").is_some() {
            return Err("--max-cells bounds a 2-D table (--x, --y); a 1-D one is --upto N".into());
        }
        // Refused before the columns are made.
        let upto = upto_within(args.number("upto", 100)?, &limits)?;
        (Vec::new(), (0..=upto).collect())
    };
    let fixed: Vec<i64> = match slots.iter().find_map(|s| match *s {
        Slot::Range(a, b) => Some((a, b)),
        _ => None,
    }) {
        Some((a, b)) => (a..=b).collect(),
        None => vec![0],
    };
    let sets: Vec<Params> = param_sets(&options.params)?;
    let keys: Vec<(i64, i64)> = if grid {
        xs.iter().flat_map(|&x| columns.iter().map(move |&y| (x as i64, y as i64))).collect()
    } else {
        columns.iter().map(|&n| (n as i64, 0)).collect()
    };
    let show = options.progress()?;
    let shown = file.display().to_string();
    let mut tables = Vec::new();
    for params in sets {
        let file = file.to_path_buf();
        let (layout, keys, fixed) = (slots.clone(), keys.clone(), fixed.clone());
        let named = params_text(&params);
        let mut sink = std::io::sink();
        let computed = on_script_thread(&mut sink, move |_| {
            let mut game = load(&file, limits, &params)?;
            let mut out = Vec::new();
            for value in fixed {
                let positions: Vec<Position> =
                    keys.iter().map(|&key| position(&layout, grid, key, value)).collect();
                let started = Instant::now();
                let (listed, spent) = (game.positions_listed(), game.script().operations());
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
                    game.positions_listed() - listed,
                    game.script().operations() - spent
                );
                let stop = stopped.is_some();
                out.push((value, values, cost, stopped));
                if stop {
                    break;
                }
            }
            Ok((out, game.script().misere()))
        })
        .map_err(|e| e.to_string())??;
        let (computed, misere) = computed;
        for (value, values, cost, stopped) in computed {
            let width = columns.len();
            let mut rows: Vec<Vec<Value>> = values.chunks(width).map(<[Value]>::to_vec).collect();
            let (mut xs, mut columns) = (xs.clone(), columns.clone());
            if stopped.is_some() {
                if xs.is_empty() {
                    columns.truncate(values.len());
                } else {
                    // Whole rows only: a 2-D table stays a rectangle.
                    rows.retain(|row| row.len() == width);
                    xs.truncate(rows.len());
                }
                if rows.is_empty() {
                    return Err(stopped.unwrap_or_default());
                }
            }
            let stop = stopped.is_some();
            tables.push(Table {
                file: shown.clone(),
                label: named.clone(),
                shape: shape_text(&slots, grid, value),
                misere,
                xs,
                columns,
                rows,
                cost,
                stopped,
            });
            if stop {
                return Ok(tables);
            }
        }
    }
    Ok(tables)
}

/// The table of a rules file in Rust ([`crate::commands::compiled`]): `0..=--upto` only, the
/// options listed counted against `--max-ops`, the positions against `--max-positions` and the
/// heap against `--max-memory` (MiB, the scripts' default).
///
/// # Errors
/// `--x`/`--y` (a `.rhai` script takes them), `--max-depth` (a script's nesting; the file has
/// none to bound), a budget too small for `--upto`, the file's compile errors, or a stop
/// before the first value.
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
    let number = |key: &str| -> Result<Option<u64>, String> {
        args.get(key).map(|_| args.number(key, 0)).transpose()
    };
    if args.get("max-depth").is_some() {
        return Err("--max-depth bounds how deep a .rhai script nests; a rules file in Rust \
                    (.rs) is native code, bounded by --max-ops and --max-memory"
            .into());
    }
    let limits = limits(
        number("max-positions")?.map(|n| n as usize),
        number("max-ops")?,
        number("max-memory")?.map(|n| n as usize),
        None,
    );
    upto_within(upto, &limits)?;
    let got = crate::commands::compiled::table(file, upto, &limits)?;
    if got.values.is_empty() {
        return Err(got.stopped.map_or("no values".into(), |why| format!("stopped {why}")));
    }
    let columns = (0..got.values.len() as u64).collect();
    let row = got.values.into_iter().map(Value::Nimber).collect();
    Ok(Table {
        file: file.display().to_string(),
        label: String::new(),
        shape: "g(n)".into(),
        misere: false,
        xs: Vec::new(),
        columns,
        rows: vec![row],
        cost: got.cost,
        stopped: got.stopped,
    })
}

/// `upto` when the positions `0..=upto` fit the budget of positions (`--max-positions`), else
/// the refusal naming the flag: a 1-D table lists every one of them.
fn upto_within(upto: u64, limits: &Limits) -> Result<u64, String> {
    if upto < limits.positions as u64 {
        return Ok(upto);
    }
    Err(format!(
        "--upto {upto} asks for more than {} positions (raise the budget with --max-positions N)",
        limits.positions
    ))
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
