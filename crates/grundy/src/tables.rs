//! `grundy table`: Grundy tables for finding patterns. `subtraction` and `octal` are built in;
//! a problem with a table of its own draws it.

use sg_core::SubtractionGame;
use workbench::grid::{Args, Cell, Grid};

/// The Grundy sequence of the subtraction game `--moves a,b,c` for heaps `0..=--upto`, with
/// its proven preperiod and period when one shows within a million values.
///
/// # Errors
/// Missing or malformed options, or a move of size 0.
///
/// # Complexity
/// O((upto + μ + λ + max S) · k).
pub fn subtraction(args: &Args) -> Result<Grid, String> {
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
    match game.period(1 << 20) {
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
    Ok(Grid {
        title: format!("subtraction game S = {{{}}}: g(h)", moves_text.join(", ")),
        row_label: String::new(),
        col_label: "h".into(),
        row_keys: vec!["g(h)".into()],
        col_keys: (0..=upto).map(|h| h.to_string()).collect(),
        cells: vec![values.into_iter().map(Cell::number).collect()],
        notes,
    })
}

/// The Grundy sequence of the octal game `--code 0.d1d2…` for heaps `0..=--upto`, with its
/// period when the Guy–Smith test proves one within 2000 values.
///
/// # Errors
/// Missing or malformed options, or a code that is not a finite octal code.
///
/// # Complexity
/// O((upto² + 2000²) · t).
pub fn octal(args: &Args) -> Result<Grid, String> {
    args.only(&["code", "upto"])?;
    let code = args.get("code").ok_or("`grundy table octal` needs --code, e.g. --code 0.07")?;
    let upto = args.number("upto", 100)?;
    if upto > 5000 {
        return Err("--upto is at most 5000 for an octal game (the values cost O(n²))".into());
    }
    let game = sg_core::octal::OctalGame::new(code).map_err(|e| e.to_string())?;
    let values = game.values(upto as usize + 1);
    let note = match game.period(2000) {
        Some(seq) => format!(
            "preperiod {}, period {}: proven by the Guy–Smith test (t = {})",
            seq.preperiod(),
            seq.period(),
            game.max_take()
        ),
        None => "no period proven by the Guy–Smith test within the first 2000 values".into(),
    };
    Ok(Grid {
        title: format!("octal game {code}: g(n)"),
        row_label: String::new(),
        col_label: "n".into(),
        row_keys: vec!["g(n)".into()],
        col_keys: (0..=upto).map(|h| h.to_string()).collect(),
        cells: vec![values.into_iter().map(Cell::number).collect()],
        notes: vec![note],
    })
}

/// The table called `name`: `subtraction`, or a problem's slug.
///
/// # Errors
/// An unknown name, a problem without a table, or the table's own argument errors.
///
/// # Complexity
/// That of the table.
pub fn make(name: &str, words: &[String]) -> Result<Grid, String> {
    let args = Args::parse(words)?;
    match name {
        "subtraction" => return subtraction(&args),
        "octal" => return octal(&args),
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
    problem
        .table(&args)
        .unwrap_or_else(|| Err(format!("`{name}` has no table of its own; {}", known())))
}

/// The tables and their options, for `grundy table --help`.
///
/// # Complexity
/// O(number of problems).
pub fn help() -> String {
    let mut rows = vec![
        ("subtraction", "--moves 1,3,4 (required), --upto N (default 100)"),
        ("octal", "--code 0.07 (required), --upto N (default 100)"),
    ];
    rows.extend(
        crate::registry::PROBLEMS
            .iter()
            .filter(|p| !p.table_options().is_empty())
            .map(|p| (p.slug(), p.table_options())),
    );
    let width = rows.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    let mut text = String::from(
        "Examples:\n  grundy table subtraction --moves 1,3,4 --upto 100\n  grundy table octal \
         --code 0.07 --upto 80\n  grundy table e-and-d --svg ed.svg --x 1..32 --y=1..32\n\n\
         NAME and its options (`--key value` or `--key=value`, after NAME):\n",
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
        assert!(make("octal", &["--code".into(), "4.07".into()]).is_err());
    }

    #[test]
    fn bad_tables_are_explained() {
        assert!(make("subtraction", &[]).unwrap_err().contains("--moves"));
        assert!(make("nonesuch", &[]).unwrap_err().contains("no table called"));
        let zero: Vec<String> = ["--moves", "0,1"].map(String::from).to_vec();
        assert!(make("subtraction", &zero).unwrap_err().contains("size 0"));
    }
}
