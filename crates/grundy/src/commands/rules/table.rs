//! `grundy table rules FILE --upto N | --x A..B --y C..D`: the values of a rules script's
//! positions, printed, drawn (`--svg`) and written (`--out`).

use std::path::PathBuf;
use std::time::Instant;

use rules::{Position, Value};
use workbench::grid::{Args, Cell, Grid};

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

/// The table of `words` (`FILE --upto N` or `FILE --x A..B --y C..D`, with `--out FILE`,
/// `--progress on|off|auto`, `--max-positions N`, `--max-ops N`, `--law`), as [`compute`]
/// makes it, laid out for printing and drawing; `--out` gets every value, whitespace-separated,
/// one row per line; `--law` adds the law finder's notes ([`law_notes`]).
///
/// # Errors
/// As [`compute`], or a file that cannot be written.
///
/// # Complexity
/// That of [`compute`], plus O(cells).
pub fn make(words: &[String]) -> Result<Grid, String> {
    let (file, args, law) = split(words)?;
    let table = compute(&file, &args)?;
    let mut notes = vec![table.cost.clone()];
    if table.misere {
        notes.push("misère play: 1 where the player to move wins, 0 where they lose".into());
    }
    if law {
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
        notes.push(format!(
            "{} values, too many to print: give --out FILE for all of them",
            table.columns.len()
        ));
    }
    Ok(Grid {
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
    })
}

/// The script's file (the first word), the options after it, and whether `--law` (a switch)
/// is among them.
fn split(words: &[String]) -> Result<(PathBuf, Args, bool), String> {
    let usage = "`grundy table rules` needs a script, e.g. `grundy table rules \
                 testdata/rules/lasker.rhai --upto 100`";
    let (file, rest) = words.split_first().ok_or(usage)?;
    if file.starts_with("--") {
        return Err(usage.into());
    }
    let (law, rest) = super::super::table::law_switch(rest)?;
    let args = Args::parse(&rest)?;
    args.only(&["upto", "x", "y", "out", "progress", "max-positions", "max-ops", "law"])?;
    Ok((PathBuf::from(file), args, law))
}

/// The law finder's notes on a script's table (`--law`): the values are all the script says
/// of the game, so a law found holds for them and is not proven (no certificate); a table with
/// an infinite value (a loopy game) or more than
/// [`TABLE_LAW_VALUES`](super::super::law::TABLE_LAW_VALUES) values is cut or refused in one
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
            values.truncate(super::super::law::TABLE_LAW_VALUES);
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
/// `--max-ops`, with a progress line on stderr (`--progress`, default: when stderr is a
/// terminal) on long runs.
///
/// # Errors
/// Bad options, too many positions, an unreadable script, the script's error or a spent
/// budget.
///
/// # Complexity
/// Each position reachable from those asked for is listed once by the script (misère play:
/// each sum searched); memory O(positions reached).
pub fn compute(file: &std::path::Path, args: &Args) -> Result<Table, String> {
    let grid = args.get("x").is_some() || args.get("y").is_some();
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
    let limits = super::limits(number("max-positions")?.map(|n| n as usize), number("max-ops")?);
    let terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let show = crate::commands::table::on_off(
        args,
        "progress",
        &crate::commands::table::PROGRESS,
        terminal,
    )?;
    let shown = file.display().to_string();
    let file = file.to_path_buf();
    let mut sink = std::io::sink();
    let (values, misere, cost) = super::on_script_thread(&mut sink, move |_| {
        let mut game = super::load(&file, limits)?;
        let started = Instant::now();
        let mut meter = Progress { show, started, last: None, drawn: false };
        let values = game.table(&positions, &mut |done, total| meter.show(done, total));
        meter.finish();
        let values = values.map_err(|e| e.to_string())?;
        let seconds = started.elapsed().as_secs_f64();
        let cost = format!(
            "{} values in {seconds:.2} s: {} positions listed by the script, {} script \
             operations",
            values.len(),
            game.positions_listed(),
            game.script().operations()
        );
        Ok((values, game.script().misere(), cost))
    })
    .map_err(|e| e.to_string())??;
    let width = columns.len();
    let rows: Vec<Vec<Value>> = values.chunks(width).map(<[Value]>::to_vec).collect();
    Ok(Table { file: shown, misere, xs, columns, rows, cost })
}

/// The values, whitespace-separated, one row per line.
fn write_values(table: &Table, path: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
    for row in &table.rows {
        let words: Vec<String> = row.iter().map(Value::to_string).collect();
        writeln!(out, "{}", words.join(" "))?;
    }
    out.flush()
}

/// The progress line of a long table on stderr: redrawn at most four times a second on a
/// terminal, a line every five seconds elsewhere, from one second on.
struct Progress {
    show: bool,
    started: Instant,
    last: Option<Instant>,
    drawn: bool,
}

impl Progress {
    fn show(&mut self, done: usize, total: usize) {
        if !self.show {
            return;
        }
        let now = Instant::now();
        let terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
        let gap: f64 = if terminal { 0.25 } else { 5.0 };
        let since = self.last.map_or(now.duration_since(self.started), |l| now.duration_since(l));
        if since.as_secs_f64() < gap.max(if self.last.is_none() { 1.0 } else { 0.0 })
            && !(done == total && self.drawn)
        {
            return;
        }
        self.last = Some(now);
        let seconds = now.duration_since(self.started).as_secs_f64().max(1e-9);
        let line = format!(
            "{done} / {total} positions ({:.1}%), {:.3e} a second",
            100.0 * done as f64 / total.max(1) as f64,
            done as f64 / seconds
        );
        if terminal {
            eprint!("\r\x1b[2K{line}");
        } else {
            eprintln!("{line}");
        }
        self.drawn = true;
    }

    fn finish(&self) {
        if self.drawn && std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            eprintln!();
        }
    }
}
