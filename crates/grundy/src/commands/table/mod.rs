//! `grundy table`: Grundy tables for finding patterns. `subtraction` and `octal` are built in
//! ([`builtin`]), `rules` is the table of a rules script ([`rules`]), and a problem with a
//! table of its own draws it ([`builtin::problem`]). Every kind reads its options through
//! [`options`] and shows its progress through [`progress`].

pub mod builtin;
pub mod options;
pub mod progress;
pub mod rules;

use std::io::Write;

use workbench::grid::{Grid, choices};

use options::{Options, Shared};

/// `grundy table`: the table NAME with its options, as text, and as an SVG heat map with
/// `--svg FILE`; the shared options (`--svg`, `--law`) mean the same before NAME and after it.
/// A long table shows its progress on stderr when that is a terminal.
///
/// # Errors
/// As [`make`], or an SVG file that cannot be written.
///
/// # Complexity
/// That of the table.
pub fn run(args: crate::flags::TableArgs, stdout: &mut impl Write) -> super::CommandResult {
    let before = Shared { law: args.law, svg: args.svg };
    let mut options = read(&args.name, &args.options)?.with(before)?;
    options.terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
    if options.args.get("emit").is_some() {
        if args.name != "rules" {
            return Err("--emit writes the law of a script's table (`grundy table rules FILE \
                        ... --emit rust`); for other tables, `grundy law FILE --emit rust`"
                .into());
        }
        stdout.write_all(rules::emit(&options)?.as_bytes())?;
        return Ok(std::process::ExitCode::SUCCESS);
    }
    let (tables, stopped) = match args.name.as_str() {
        "rules" => rules::make_or_stop(&options)?,
        name => (draw(name, &options)?, None),
    };
    if options.svg.is_some() && tables.len() > 1 {
        return Err(format!(
            "--svg draws one table, and these options make {}: give one value to each \
             --param and to --tuple's fixed coordinates",
            tables.len()
        )
        .into());
    }
    for (i, table) in tables.iter().enumerate() {
        if i > 0 {
            writeln!(stdout)?;
        }
        stdout.write_all(table.to_text().as_bytes())?;
    }
    if let (Some(path), [table]) = (&options.svg, tables.as_slice()) {
        std::fs::write(path, workbench::grid::to_svg(table))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        writeln!(stdout, "drawn to {}", path.display())?;
    }
    // A table cut short is printed (its values are kept), and the command still fails.
    match stopped {
        Some(why) => Err(format!("the table stopped {why}").into()),
        None => Ok(std::process::ExitCode::SUCCESS),
    }
}

/// The table called `name`: `subtraction`, `octal`, `rules`, or a problem's slug, from the
/// option words after the name; with `--law` among them, the law finder's notes under it.
/// Made in process like this, a table shows no progress line unless asked (`--progress on`),
/// and `--svg FILE` among the words is read but nothing is drawn ([`run`] draws).
///
/// # Errors
/// Unreadable options, an unknown name, a problem without a table, or the table's own
/// argument errors.
///
/// # Complexity
/// That of the table.
pub fn make(name: &str, words: &[String]) -> Result<Grid, String> {
    let mut grids = make_all(name, words)?;
    match grids.len() {
        1 => Ok(grids.pop().expect("one grid")),
        n => Err(format!("these options make {n} tables: `make_all` returns them all")),
    }
}

/// Every table `name` makes from its option words: one, or for a script's table one per value
/// of a `--param` range or of `--tuple`'s range ([`rules::compute`]). As [`make`] otherwise.
///
/// # Errors
/// As [`make`].
///
/// # Complexity
/// That of the tables.
pub fn make_all(name: &str, words: &[String]) -> Result<Vec<Grid>, String> {
    draw(name, &read(name, words)?)
}

/// The options of the table `name`, read once by [`Options`]: a FILE first for `rules`.
fn read(name: &str, words: &[String]) -> Result<Options, String> {
    match name {
        "rules" => Options::parse_after_file(words, rules::USAGE),
        _ => Options::parse(words),
    }
}

/// The tables `name` makes with `options`, by its kind (a script's may be several).
fn draw(name: &str, options: &Options) -> Result<Vec<Grid>, String> {
    match name {
        "rules" => rules::make(options),
        "subtraction" => builtin::subtraction(options).map(|g| vec![g]),
        "octal" => builtin::octal(options).map(|g| vec![g]),
        _ => builtin::problem(name, options).map(|g| vec![g]),
    }
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
                choices(&options::PROGRESS),
                choices(&options::COMPUTE_ALL)
            ),
        ),
        (
            "rules",
            format!(
                "FILE (a rules script .rhai, or a rules file in Rust .rs: --upto only, no \
                 --tuple, --param or --max-depth; first), --upto N | --x A..B --y C..D (at most \
                 --max-cells N, default {}), --tuple x,y,5 (two places of a longer tuple; a \
                 range A..B makes a table per value), --param NAME=VALUE (repeatable; a range \
                 A..B makes a table per value), --out FILE, --emit rust|cpp (the law as code, \
                 instead of the table), --progress {}, --max-positions N, --max-ops N, \
                 --max-memory MIB, --max-depth N (each budget refused in a line that names it; a \
                 table cut short keeps its values)",
                rules::DEFAULT_CELLS,
                choices(&options::PROGRESS)
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
         --code 0.07 --upto 80\n  grundy table e-and-d --x 1..32 --y=1..32 --svg ed.svg\n  \
         grundy table octal --code 0.77 --upto 400 --law\n\n\
         NAME and its options (`--key value` or `--key=value`, after NAME). Every table also \
         takes\n--svg FILE (draw it) and --law (the law of the table just computed, proven where \
         its\nrules allow), each before NAME or anywhere after it:\n",
    );
    for (name, options) in rows {
        text.push_str(&format!("  {name:width$}  {options}\n"));
    }
    text
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
