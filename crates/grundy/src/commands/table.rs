//! `grundy table`: Grundy tables for finding patterns. `subtraction` and `octal` are built in;
//! a problem with a table of its own draws it.

use sg_core::SubtractionGame;
use workbench::grid::{Args, Cell, Grid, choices};

/// The Grundy sequence of the subtraction game `--moves a,b,c` for heaps `0..=--upto`, with
/// its proven preperiod and period when one shows within a million values.
///
/// # Errors
/// Missing or malformed options, or a move of size 0.
///
/// # Complexity
/// O((upto + μ + λ + max S) · k).
pub fn subtraction(args: &Args) -> Result<Grid, String> {
    subtraction_table(args, false)
}

/// [`subtraction`], with the law notes of `--law` when `law` (proven by the period's window).
fn subtraction_table(args: &Args, law: bool) -> Result<Grid, String> {
    args.only(&["moves", "upto"])?;
    let moves = args
        .list("moves")?
        .ok_or("`grundy table subtraction` needs --moves, e.g. --moves 1,3,4")?;
    let upto = args.number("upto", 100)?;
    if upto > 1_000_000 {
        return Err("--upto is at most 1000000 for a printed table".into());
    }
    let game = SubtractionGame::new(moves).map_err(|e| e.to_string())?;
    let values = game.values(upto as usize + 1);
    let moves_text: Vec<String> = game.moves().iter().map(u64::to_string).collect();
    let mut notes = Vec::new();
    let period = game.period(1 << 20);
    match &period {
        Some(seq) => notes.push(format!(
            "preperiod {}, period {}: proven, the window of max S = {} values at {} repeats at {}",
            seq.preperiod(),
            seq.period(),
            game.moves().last().copied().unwrap_or(1),
            seq.preperiod(),
            seq.preperiod() + seq.period()
        )),
        None => notes.push("no period within the first 1048576 values".into()),
    }
    if law {
        let window = game.moves().last().copied().unwrap_or(1);
        let (values, certificate) = match &period {
            Some(seq) => {
                let len = (upto as usize + 1)
                    .max(2 * (seq.preperiod() + seq.period()) + sg_core::law::MIN_EVIDENCE)
                    .min(super::law::TABLE_LAW_VALUES);
                let certificate = sg_core::law::Certificate::Period {
                    preperiod: seq.preperiod() as u64,
                    period: seq.period() as u64,
                    by: format!(
                        "the repeated window of max S = {window} values (sg-core::subtraction)"
                    ),
                };
                ((0..len as u64).map(|h| seq.get(h)).collect(), certificate)
            }
            None => (values.clone(), sg_core::law::Certificate::None),
        };
        let empty = Grid::default();
        notes.extend(super::law::grid_notes(&empty, Some(&values), &certificate));
    }
    Ok(Grid {
        title: format!("subtraction game S = {{{}}}: g(h)", moves_text.join(", ")),
        row_label: String::new(),
        col_label: "h".into(),
        row_keys: vec!["g(h)".into()],
        col_keys: (0..=upto).map(|h| h.to_string()).collect(),
        cells: vec![values.into_iter().map(Cell::number).collect()],
        notes,
        ..Default::default()
    })
}

/// The values of `--progress` (`auto`: when stderr is a terminal), as the help and the error
/// both list them.
pub const PROGRESS: [&str; 3] = ["on", "off", "auto"];

/// The values of `--compute-all`, as the help and the error both list them.
pub const COMPUTE_ALL: [&str; 2] = ["on", "off"];

/// The switch `--key`, one of `values` (`on`, `off`, and `auto` or absent for `default`).
///
/// # Errors
/// A value outside `values`, listed as the help lists them.
///
/// # Complexity
/// O(arguments).
pub fn on_off(args: &Args, key: &str, values: &[&str], default: bool) -> Result<bool, String> {
    Ok(match args.choice(key, values)? {
        Some("on") => true,
        Some("off") => false,
        _ => default,
    })
}

/// Heaps up to which `grundy table octal` prints the values as a table (beyond, a summary),
/// and the least number it looks for a period in.
pub const OCTAL_PRINTED: u64 = 2000;

/// The least number of heaps searched for a period with three-heap splits (O(n³) each).
pub const OCTAL_TRIPLE_SEARCH: u64 = 300;

/// The Grundy sequence of the take-and-break game `--code CODE` for heaps `0..=--upto`, by the
/// sparse-space engine ([`sg_core::octal::sparse`]), with its period when the Guy–Smith test
/// proves one on the way (within at least [`OCTAL_PRINTED`] values). Up to [`OCTAL_PRINTED`] heaps the values are the table; beyond, the
/// notes sum up. `--out FILE` writes `g(0) … g(N)` as decimal numbers separated by single
/// spaces on one line (what `ogsolve -p` prints after ` nimbers:`), and a note gives the
/// checksum `ogsolve` prints, so two engines' sequences can be compared. `--progress on`
/// (default `auto`: when stderr is a terminal) shows heaps, values per second, rare values
/// and the period candidate on stderr. `--compute-all on` computes every value by sparse
/// space even after a period is proven (by default the proven period gives them).
///
/// # Errors
/// Missing or malformed options, a refused code, `--upto` of 2^32 − 1 or more, or a file that
/// cannot be written.
///
/// # Complexity
/// That of [`sg_core::octal::sparse::Engine::compute`]: O(N) bytes of memory at the narrowest
/// width.
pub fn octal(args: &Args) -> Result<Grid, String> {
    octal_table(args, false)
}

/// [`octal`], with the law notes of `--law` when `law` (proven by the Guy–Smith test).
fn octal_table(args: &Args, law: bool) -> Result<Grid, String> {
    use sg_core::octal::sparse::{Engine, Options};
    args.only(&["code", "upto", "out", "progress", "compute-all"])?;
    let code = args.get("code").ok_or("`grundy table octal` needs --code, e.g. --code 0.07")?;
    let upto = args.number("upto", 100)?;
    if upto >= u64::from(u32::MAX) {
        return Err("--upto is below 2^32 − 1 for an octal game (positions are 32-bit)".into());
    }
    let show =
        on_off(args, "progress", &PROGRESS, std::io::IsTerminal::is_terminal(&std::io::stderr()))?;
    let compute_after_proof = on_off(args, "compute-all", &COMPUTE_ALL, false)?;
    let game = sg_core::octal::OctalGame::new(code).map_err(|e| e.to_string())?;
    // The file is made before the computation: a missing folder is refused at once, not
    // after minutes of work.
    let out = match args.get("out") {
        Some(path) => {
            let file =
                std::fs::File::create(path).map_err(|e| format!("cannot write {path}: {e}"))?;
            Some((path, file))
        }
        None => None,
    };
    // The engine reserves room for upto + 1 values at once, a byte each at first: what the
    // address space cannot hold is refused in one line, not aborted on in the allocator.
    let mut room: Vec<u8> = Vec::new();
    room.try_reserve_exact(upto as usize + 1).map_err(|_| {
        format!(
            "--upto {upto} needs {} MiB at once, more than can be allocated here",
            (upto + 1) >> 20
        )
    })?;
    drop(room);
    let mut engine = Engine::new(&game, Options { compute_after_proof, plain_only: false });
    let started = std::time::Instant::now();
    let mut meter = ProgressLine::new(show, started);
    engine.compute(upto as usize, &mut |p| meter.show(p));
    meter.finish();
    let seconds = started.elapsed().as_secs_f64();
    let mut notes = Vec::new();
    let rule = game.proof_rule();
    notes.push(if engine.mask() == 0 {
        "no sparse space: every heap by the plain loop".into()
    } else {
        format!(
            "sparse space: mask {:#x} (over 2g(n) + n mod 2), {} rare positions, {} full scans, \
             {:.1} pairs scanned a heap for rare values, {} mask changes",
            engine.mask(),
            engine.rare_count(),
            engine.full_scans(),
            engine.scanned_pairs() as f64 / engine.len() as f64,
            engine.mask_changes()
        )
    });
    notes.push(format!(
        "g(0..={upto}) in {seconds:.2} s ({:.3e} values/s), stored in {} bits",
        (upto + 1) as f64 / seconds.max(1e-9),
        engine.width_bits()
    ));
    notes.push(format!("checksum: {:X} (as ogsolve prints it)", engine.checksum()));
    if let Some((path, file)) = out {
        write_sequence(&engine, file).map_err(|e| format!("cannot write {path}: {e}"))?;
        notes.push(format!("g(0) … g({upto}) written to {path}"));
    }
    // A small table's values and checksum are above; its period is looked for further on.
    let search = if rule.max_parts == 3 { OCTAL_TRIPLE_SEARCH } else { OCTAL_PRINTED };
    let printed_values = (upto <= OCTAL_PRINTED).then(|| engine.values());
    if engine.proven_period().is_none() && upto < search {
        engine.compute(search as usize, &mut |_| {});
    }
    let searched = upto.max(search);
    notes.push(match (engine.proven_period(), engine.proven_at()) {
        (Some((n0, p)), Some(at)) => format!(
            "preperiod {n0}, period {p}: proven by the Guy–Smith test (t = {}, k = {}) from \
             g(0..{at}){}",
            rule.max_take,
            rule.max_parts,
            if compute_after_proof || at >= engine.len() {
                String::new()
            } else {
                "; the values after it follow from the period (--compute-all on computes them)"
                    .into()
            }
        ),
        _ => format!("no period proven by the Guy–Smith test within g(0..={searched})"),
    });
    notes.rotate_right(1);
    if law {
        let certificate = match engine.proven_period() {
            Some((n0, p)) => {
                let wanted = 2 * (n0 + p) + sg_core::law::MIN_EVIDENCE;
                if engine.len() < wanted {
                    engine.compute(wanted, &mut |_| {});
                }
                sg_core::law::Certificate::Period {
                    preperiod: n0 as u64,
                    period: p as u64,
                    by: format!(
                        "the Guy–Smith test (t = {}, k = {})",
                        rule.max_take, rule.max_parts
                    ),
                }
            }
            None => sg_core::law::Certificate::None,
        };
        let len = engine.len().min(super::law::TABLE_LAW_VALUES);
        let values: Vec<u64> = (0..len).map(|n| u64::from(engine.get(n))).collect();
        notes.extend(super::law::grid_notes(&Grid::default(), Some(&values), &certificate));
    }
    Ok(Grid {
        title: format!("take-and-break game {game}: g(n)"),
        row_label: String::new(),
        col_label: "n".into(),
        row_keys: if printed_values.is_some() { vec!["g(n)".into()] } else { Vec::new() },
        col_keys: match printed_values {
            Some(_) => (0..=upto).map(|h| h.to_string()).collect(),
            None => Vec::new(),
        },
        cells: printed_values
            .map_or_else(Vec::new, |values| vec![values.into_iter().map(Cell::number).collect()]),
        notes,
        ..Default::default()
    })
}

/// `g(0) … g(N)` in decimal, separated by single spaces, then a newline.
fn write_sequence(
    engine: &sg_core::octal::sparse::Engine,
    file: std::fs::File,
) -> std::io::Result<()> {
    use std::io::Write as _;
    let mut out = std::io::BufWriter::with_capacity(1 << 20, file);
    let mut result = Ok(());
    let mut first = true;
    let mut digits = [0u8; 11];
    engine.for_each_value(|v| {
        if result.is_err() {
            return;
        }
        let mut at = digits.len();
        let mut rest = v;
        loop {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        if !first {
            at -= 1;
            digits[at] = b' ';
        }
        first = false;
        result = out.write_all(&digits[at..]);
    });
    result?;
    out.write_all(b"\n")?;
    out.flush()
}

/// The progress display of `grundy table octal` on stderr: one line, redrawn at most four
/// times a second on a terminal, a new line every few seconds elsewhere.
struct ProgressLine {
    show: bool,
    terminal: bool,
    started: std::time::Instant,
    last: Option<std::time::Instant>,
    drawn: bool,
}

impl ProgressLine {
    fn new(show: bool, started: std::time::Instant) -> Self {
        let terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
        Self { show, terminal, started, last: None, drawn: false }
    }

    fn show(&mut self, p: &sg_core::octal::sparse::Progress) {
        let now = std::time::Instant::now();
        let gap = if self.terminal { 0.25 } else { 5.0 };
        let due = self.last.is_none_or(|last| now.duration_since(last).as_secs_f64() >= gap);
        // The first and the last call always draw.
        if !self.show || !(due || p.heaps == p.target) {
            return;
        }
        self.last = Some(now);
        let seconds = now.duration_since(self.started).as_secs_f64().max(1e-9);
        let period = match (p.proven, p.candidate) {
            (Some((n0, period)), _) => format!("period {period} from {n0}, proven"),
            (None, Some((n0, period))) => format!("candidate period {period} from {n0}"),
            (None, None) => "no period candidate".into(),
        };
        let line = format!(
            "{} / {} heaps ({:.1}%), {:.3e} values/s, {} rare (mask {:#x}), largest {}, {period}",
            p.heaps,
            p.target,
            100.0 * p.heaps as f64 / p.target as f64,
            p.heaps as f64 / seconds,
            p.rare,
            p.mask,
            p.largest
        );
        if self.terminal {
            eprint!("\r\x1b[2K{line}");
        } else {
            eprintln!("{line}");
        }
        self.drawn = true;
    }

    fn finish(&self) {
        if self.drawn && self.terminal {
            eprintln!();
        }
    }
}

/// Whether `words` ask for `--law` (a switch: the finder runs on the table just computed),
/// and the words without it, for [`Args::parse`].
///
/// # Errors
/// `--law` given twice, as [`Args::parse`] refuses any repeated option.
///
/// # Complexity
/// O(words).
pub fn law_switch(words: &[String]) -> Result<(bool, Vec<String>), String> {
    match words.iter().filter(|w| *w == "--law").count() {
        0 | 1 => {}
        _ => return Err("`--law` is given twice; give each option once".into()),
    }
    let law = words.iter().any(|w| w == "--law");
    Ok((law, words.iter().filter(|w| *w != "--law").cloned().collect()))
}

/// The table called `name`: `subtraction`, `octal`, `rules`, or a problem's slug; with
/// `--law` among `words`, the law finder's notes under it.
///
/// # Errors
/// An unknown name, a problem without a table, or the table's own argument errors.
///
/// # Complexity
/// That of the table.
pub fn make(name: &str, words: &[String]) -> Result<Grid, String> {
    if name == "rules" {
        return super::rules::table::make(words);
    }
    let (law, words) = law_switch(words)?;
    let args = Args::parse(&words)?;
    match name {
        "subtraction" => return subtraction_table(&args, law),
        "octal" => return octal_table(&args, law),
        _ => {}
    }
    let with_tables: Vec<&str> = crate::registry::PROBLEMS
        .iter()
        .filter(|p| !p.table_options().is_empty())
        .map(|p| p.slug())
        .collect();
    let known = || format!("tables: subtraction, octal, {}", with_tables.join(", "));
    let problem = crate::registry::find(name)
        .ok_or_else(|| format!("no table called `{name}`; {}", known()))?;
    let mut grid = problem
        .table(&args)
        .unwrap_or_else(|| Err(format!("`{name}` has no table of its own; {}", known())))?;
    if law {
        // A problem's table comes with no certificate: its law holds for the cells shown.
        let notes = super::law::grid_notes(&grid, None, &sg_core::law::Certificate::None);
        grid.notes.extend(notes);
    }
    Ok(grid)
}

/// The tables and their options, for `grundy table --help`.
///
/// # Complexity
/// O(number of problems).
pub fn help() -> String {
    let mut rows = vec![
        ("subtraction", "--moves 1,3,4 (required), --upto N (default 100)".to_string()),
        (
            "octal",
            format!(
                "--code 0.07 | 4.0 | 4!.0 | 0.106 … (required), --upto N (default 100), --out \
                 FILE, --progress {}, --compute-all {}",
                choices(&PROGRESS),
                choices(&COMPUTE_ALL)
            ),
        ),
        (
            "rules",
            format!(
                "FILE (a rules script, first), --upto N | --x A..B --y C..D, --out FILE, \
                 --progress {}, --max-positions N, --max-ops N",
                choices(&PROGRESS)
            ),
        ),
    ];
    rows.extend(
        crate::registry::PROBLEMS
            .iter()
            .filter(|p| !p.table_options().is_empty())
            .map(|p| (p.slug(), p.table_options().to_string())),
    );
    let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    let mut text = String::from(
        "Examples:\n  grundy table subtraction --moves 1,3,4 --upto 100\n  grundy table octal \
         --code 0.07 --upto 80\n  grundy table e-and-d --svg ed.svg --x 1..32 --y=1..32\n  \
         grundy table octal --code 0.77 --upto 400 --law\n\n\
         NAME and its options (`--key value` or `--key=value`, after NAME); every table takes \
         --law\n(the law of the table just computed, proven where its rules allow):\n",
    );
    for (name, options) in rows {
        text.push_str(&format!("  {name:width$}  {options}\n"));
    }
    text
}

/// `grundy table`: the table NAME with its options, as text, and as an SVG heat map with
/// `--svg FILE`.
///
/// # Errors
/// As [`make`], or an SVG file that cannot be written.
///
/// # Complexity
/// That of the table.
pub fn table(
    args: crate::flags::TableArgs,
    stdout: &mut impl std::io::Write,
) -> super::CommandResult {
    let table = make(&args.name, &args.options)?;
    stdout.write_all(table.to_text().as_bytes())?;
    if let Some(path) = args.svg {
        std::fs::write(&path, workbench::grid::to_svg(&table))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        writeln!(stdout, "drawn to {}", path.display())?;
    }
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subtraction_table_shows_values_and_period() {
        let words: Vec<String> = ["--moves", "1,3,4", "--upto", "13"].map(String::from).to_vec();
        let table = make("subtraction", &words).unwrap();
        let values: Vec<&str> = table.cells[0].iter().map(|c| c.text.as_str()).collect();
        assert_eq!(values, ["0", "1", "0", "1", "2", "3", "2", "0", "1", "0", "1", "2", "3", "2"]);
        assert!(table.notes[0].starts_with("preperiod 0, period 7"), "{:?}", table.notes);
    }

    #[test]
    fn octal_table_proves_dawsons_kayles_period() {
        let words: Vec<String> = ["--code", "0.07", "--upto", "11"].map(String::from).to_vec();
        let table = make("octal", &words).unwrap();
        let values: Vec<&str> = table.cells[0].iter().map(|c| c.text.as_str()).collect();
        assert_eq!(values, ["0", "0", "1", "1", "2", "0", "3", "1", "1", "0", "3", "3"]);
        assert!(table.notes[0].starts_with("preperiod 53, period 34"), "{:?}", table.notes);
        assert!(make("octal", &["--code".into(), "1.07".into()]).is_err());
        assert!(
            make("octal", &["--code".into(), "0.07".into(), "--progress".into(), "x".into()])
                .is_err()
        );
    }

    #[test]
    fn bad_tables_are_explained() {
        assert!(make("subtraction", &[]).unwrap_err().contains("--moves"));
        assert!(make("nonesuch", &[]).unwrap_err().contains("no table called"));
        let zero: Vec<String> = ["--moves", "0,1"].map(String::from).to_vec();
        assert!(make("subtraction", &zero).unwrap_err().contains("size 0"));
    }
}
