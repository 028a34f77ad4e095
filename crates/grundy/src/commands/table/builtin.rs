//! The built-in tables (`subtraction`, `octal`) and the tables problems draw of their own
//! ([`problem`]), each from the [`Options`] read once by [`super::options`].

use sg_core::SubtractionGame;
use workbench::grid::{Cell, Grid};

use super::options::{COMPUTE_ALL, Options};
use super::progress::{Progress, Start};

/// The Grundy sequence of the subtraction game `--moves a,b,c` for heaps `0..=--upto`, with
/// its proven preperiod and period when one shows within a million values; with `--law`, the
/// law finder's notes, proven by the period's window.
///
/// # Errors
/// Missing or malformed options, or a move of size 0.
///
/// # Complexity
/// O((upto + μ + λ + max S) · k).
pub fn subtraction(options: &Options) -> Result<Grid, String> {
    let (args, law) = (&options.args, options.law);
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
                    .min(crate::commands::law::TABLE_LAW_VALUES);
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
        notes.extend(crate::commands::law::grid_notes(&empty, Some(&values), &certificate));
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

/// Heaps up to which `grundy table octal` prints the values as a table (beyond, a summary),
/// and the least number it looks for a period in.
pub const OCTAL_PRINTED: u64 = 2000;

/// The least number of heaps searched for a period with three-heap splits (O(n³) each).
pub const OCTAL_TRIPLE_SEARCH: u64 = 300;

/// The Grundy sequence of the take-and-break game `--code CODE` for heaps `0..=--upto`, by the
/// sparse-space engine ([`sg_core::octal::sparse`]), with its period when the Guy–Smith test
/// proves one on the way (within at least [`OCTAL_PRINTED`] values). Up to [`OCTAL_PRINTED`]
/// heaps the values are the table; beyond, the notes sum up. `--out FILE` writes `g(0) … g(N)`
/// as decimal numbers separated by single spaces on one line (what `ogsolve -p` prints after
/// ` nimbers:`), and a note gives the checksum `ogsolve` prints, so two engines' sequences can
/// be compared. `--progress on` (default `auto`: [`Options::progress`]) shows heaps, values
/// per second, rare values and the period candidate on stderr. `--compute-all on` computes
/// every value by sparse space even after a period is proven (by default the proven period
/// gives them). `--law` adds the law finder's notes, proven by the Guy–Smith test.
///
/// # Errors
/// Missing or malformed options, a refused code, `--upto` of 2^32 − 1 or more, or a file that
/// cannot be written.
///
/// # Complexity
/// That of [`sg_core::octal::sparse::Engine::compute`]: O(N) bytes of memory at the narrowest
/// width.
pub fn octal(options: &Options) -> Result<Grid, String> {
    use sg_core::octal::sparse::{Engine, Options as EngineOptions};
    let (args, law) = (&options.args, options.law);
    args.only(&["code", "upto", "out", "progress", "compute-all"])?;
    let code = args.get("code").ok_or("`grundy table octal` needs --code, e.g. --code 0.07")?;
    let upto = args.number("upto", 100)?;
    if upto >= u64::from(u32::MAX) {
        return Err("--upto is below 2^32 − 1 for an octal game (positions are 32-bit)".into());
    }
    let show = options.progress()?;
    let compute_after_proof = options.switch("compute-all", &COMPUTE_ALL, false)?;
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
    let mut engine = Engine::new(&game, EngineOptions { compute_after_proof, plain_only: false });
    let started = std::time::Instant::now();
    let mut meter = Progress::new(show, Start::AtOnce);
    engine.compute(upto as usize, &mut |p| {
        meter.update(p.heaps == p.target, |seconds| progress_line(p, seconds));
    });
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
        let len = engine.len().min(crate::commands::law::TABLE_LAW_VALUES);
        let values: Vec<u64> = (0..len).map(|n| u64::from(engine.get(n))).collect();
        notes.extend(crate::commands::law::grid_notes(
            &Grid::default(),
            Some(&values),
            &certificate,
        ));
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

/// The progress line of `grundy table octal` at `p`, `seconds` after the start: heaps done,
/// values a second, rare values and the period candidate.
fn progress_line(p: &sg_core::octal::sparse::Progress, seconds: f64) -> String {
    let period = match (p.proven, p.candidate) {
        (Some((n0, period)), _) => format!("period {period} from {n0}, proven"),
        (None, Some((n0, period))) => format!("candidate period {period} from {n0}"),
        (None, None) => "no period candidate".into(),
    };
    format!(
        "{} / {} heaps ({:.1}%), {:.3e} values/s, {} rare (mask {:#x}), largest {}, {period}",
        p.heaps,
        p.target,
        100.0 * p.heaps as f64 / p.target as f64,
        p.heaps as f64 / seconds,
        p.rare,
        p.mask,
        p.largest
    )
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

/// The table of the problem `name` ([`workbench::Problem::table`]), with the law finder's notes
/// under it for `--law`.
///
/// # Errors
/// No problem called `name` or one without a table (either listing the tables), or the
/// table's own argument errors.
///
/// # Complexity
/// That of the problem's table.
pub fn problem(name: &str, options: &Options) -> Result<Grid, String> {
    let with_tables: Vec<&str> = crate::registry::PROBLEMS
        .iter()
        .filter(|p| !p.table_options().is_empty())
        .map(|p| p.slug())
        .collect();
    let known = || format!("tables: subtraction, octal, {}", with_tables.join(", "));
    let problem = crate::registry::find(name)
        .ok_or_else(|| format!("no table called `{name}`; {}", known()))?;
    let mut grid = problem
        .table(&options.args)
        .unwrap_or_else(|| Err(format!("`{name}` has no table of its own; {}", known())))?;
    if options.law {
        // A problem's table comes with no certificate: its law holds for the cells shown.
        let notes = crate::commands::law::grid_notes(&grid, None, &sg_core::law::Certificate::None);
        grid.notes.extend(notes);
    }
    Ok(grid)
}
