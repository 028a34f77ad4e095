//! `grundy table SLUG` for the problems whose model is one game over integers
//! (`Problem::TABLE` as `Table::line`): a table with no code of the problem's own, the values
//! of the model's rules, and `--law` stating the law the crate doc proves.

use grundy::commands::table::make;
use grundy::registry::PROBLEMS;

/// The problems whose table is their model's (`workbench::Table::line` and its kin).
const MODEL_TABLES: [&str; 4] = ["bash-game", "every-sg", "grundys-game", "lasker-nim"];

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|w| w.to_string()).collect()
}

fn values(slug: &str, options: &[&str]) -> Vec<u64> {
    let grid = make(slug, &words(options)).unwrap_or_else(|e| panic!("{slug}: {e}"));
    assert_eq!(grid.cells.len(), 1, "{slug}: one row");
    grid.cells[0].iter().map(|c| c.text.parse().expect("a number")).collect()
}

/// Every problem with a table prints one with its default options (removing-graph's needs its
/// graph), the model tables among
/// them, and `grundy table --help` lists each.
#[test]
fn every_problem_with_a_table_prints_one() {
    let with_tables: Vec<&str> =
        PROBLEMS.iter().filter(|p| !p.table_options().is_empty()).map(|p| p.slug()).collect();
    for slug in MODEL_TABLES {
        assert!(with_tables.contains(&slug), "{slug} has no table: {with_tables:?}");
    }
    let help = grundy::commands::table::help();
    for slug in with_tables {
        // removing-graph's table has no default graph.
        let options =
            if slug == "removing-graph" { words(&["--l", "2", "--r", "3"]) } else { vec![] };
        let grid = make(slug, &options).unwrap_or_else(|e| panic!("{slug}: {e}"));
        assert!(!grid.cells.is_empty() && !grid.cells[0].is_empty(), "{slug}: an empty table");
        assert!(help.contains(&format!("  {slug} ")), "{slug} not in --help:\n{help}");
    }
}

/// The model tables are the closed forms the crates prove: Lasker's Nim's `g(x)` for every
/// heap up to 400, the Bash game's `n mod (m + 1)` for `m` from 0 to 6.
#[test]
fn model_tables_are_the_proven_values() {
    let lasker = values("lasker-nim", &["--n", "0..400"]);
    let expected: Vec<u64> = (0..=400).map(|x| lasker_nim::grundy(x) as u64).collect();
    assert_eq!(lasker, expected);
    for m in 0..=6 {
        let bash = values("bash-game", &["--n", "0..60", "--m", &m.to_string()]);
        let expected: Vec<u64> = (0..=60).map(|n| bash_game::grundy(n, m)).collect();
        assert_eq!(bash, expected, "m = {m}");
    }
    assert_eq!(&values("grundys-game", &["--n", "0..8"]), &[0, 0, 0, 1, 0, 2, 1, 0, 2]);
}

/// every-sg's table is Euclid's game over the whole plane, either pile first: symmetric,
/// `g(1, n) = n`, and zero exactly at Euclid's losing pairs, a pile of 0 or `a < b < φ·a`
/// (`b² < a·b + a²` in integers).
#[test]
fn euclids_table_has_the_golden_ratio_zeros() {
    let grid = make("every-sg", &words(&["--x", "0..40", "--y", "0..40"])).unwrap();
    let g = |x: usize, y: usize| -> u64 { grid.cells[x][y].text.parse().unwrap() };
    for x in 0..=40 {
        for y in 0..=40 {
            assert_eq!(g(x, y), g(y, x), "({x}, {y})");
            let (a, b) = (x.min(y), x.max(y));
            let losing = a == 0 || (a < b && b * b < a * b + a * a);
            assert_eq!(g(x, y) == 0, losing, "({x}, {y}): g = {}", g(x, y));
        }
    }
    assert!((0..=40).all(|n| g(1, n) == n as u64));
}

/// `--law` on a model table states the crate doc's law (not proven by the table, which shows
/// only its cells); Grundy's game, whose law nobody knows, gets none proven.
#[test]
fn model_tables_state_their_laws() {
    let law = |slug: &str, options: &[&str]| {
        let mut options = words(options);
        options.push("--law".into());
        let grid = make(slug, &options).unwrap_or_else(|e| panic!("{slug}: {e}"));
        grid.notes.join("\n")
    };
    let lasker = law("lasker-nim", &[]);
    assert!(
        lasker.contains("law: arithmetic-periodic: period 4, saltus 4, from n = 1"),
        "{lasker}"
    );
    assert!(lasker.contains("P = [1 2 4 3]"), "{lasker}");
    for (m, period, cycle) in [("3", 4, "P = [0 1 2 3]"), ("5", 6, "P = [0 1 2 3 4 5]")] {
        let bash = law("bash-game", &["--m", m]);
        let stated =
            format!("law: periodic with period {period}\nformula: g(n) = P[n mod {period}]");
        assert!(bash.contains(&stated) && bash.contains(cycle), "m = {m}: {bash}");
    }
    let grundys = law("grundys-game", &[]);
    assert!(grundys.contains("law:") && !grundys.contains("proof: proven"), "{grundys}");
}

/// A problem table whose rules carry a proof passes it to `--law`: constrained-nim-2's period
/// by sg-core's repeated window, path-game's row–row runs by the Guy–Smith test; a row without
/// one (path-game's edge–row runs) stays "not proven".
#[test]
fn certified_rows_are_proven_and_only_they() {
    let notes = |slug: &str| make(slug, &words(&["--law"])).unwrap().notes.join("\n");
    let nim2 = notes("constrained-nim-2");
    assert!(
        nim2.contains("proof: proven: period 5 from n = 0 by sg-core's repeated window"),
        "{nim2}"
    );
    let path = notes("path-game");
    assert!(
        path.contains("top|top: proof: proven: period 2 from n = 1 by the Guy–Smith test"),
        "{path}"
    );
    assert!(path.contains("edge|top: proof: holds for all 64 values given; not proven"), "{path}");
}
