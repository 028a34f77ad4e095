//! The README's problem table is the registry's: one row per registered problem,
//! with its judge, and no cell left as `grundy new` wrote it.

use grundy::commands::new::README_TODO;
use grundy::registry::PROBLEMS;

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap()
}

#[test]
fn the_problem_table_matches_the_registry() {
    let text = readme();
    let rows: Vec<Vec<&str>> = text
        .lines()
        .skip_while(|l| !l.starts_with("| slug | judge |"))
        .skip(2)
        .take_while(|l| l.starts_with("| `"))
        .map(|l| l.trim_matches('|').split(" | ").map(str::trim).collect())
        .collect();
    // Both lists are sorted, by slug here and by crate name there (`nim-product` and `nim_product`
    // sort differently around `nim`): compare them as sets of slugs.
    let mut slugs: Vec<&str> = rows.iter().map(|r| r[0].trim_matches('`')).collect();
    let mut registered: Vec<&str> = PROBLEMS.iter().map(|p| p.slug()).collect();
    slugs.sort_unstable();
    registered.sort_unstable();
    assert_eq!(slugs, registered, "README rows vs crates/grundy/src/registry.rs");
    for row in &rows {
        let p = PROBLEMS.iter().find(|p| p.slug() == row[0].trim_matches('`')).unwrap();
        assert_eq!(row.len(), 4, "{}: slug | judge | idea | complexity", p.slug());
        assert_eq!(row[1], p.judge().replace('|', "/"), "{}: judge", p.slug());
        assert!(!row.contains(&README_TODO), "{}: write its idea and complexity", p.slug());
    }
}

#[test]
fn no_text_tells_anyone_to_type_sg() {
    let text = readme();
    for bad in ["`sg ", "sg test", "sg run", "sg list", "-p sg "] {
        assert!(!text.contains(bad), "README still says `{bad}`");
    }
    for loop_command in ["cargo run -p grundy -- test", "cargo run --release -p grundy -- test"] {
        assert!(text.contains(loop_command), "README: the edit loop `{loop_command}`");
    }
}

/// The README's list of what each table's `--law` prints: every command there, run, prints
/// its line.
#[test]
fn every_law_the_readme_lists_is_printed() {
    let text = readme();
    let start = text.find("### What each table's law is").expect("the README lists the laws");
    let rows: Vec<(String, String)> = text[start..]
        .lines()
        .skip_while(|l| !l.starts_with("|---"))
        .skip(1)
        .take_while(|l| l.starts_with('|'))
        .map(|row| {
            let cells: Vec<&str> = row.split(" | ").collect();
            let code = |cell: &str| {
                cell.trim_matches(|c| c == '|' || c == ' ').trim_matches('`').replace("\\|", "|")
            };
            (code(cells[0]), code(cells[1]))
        })
        .collect();
    assert!(rows.len() >= 10, "{} rows", rows.len());
    for (command, law) in rows {
        let args: Vec<&str> =
            command.strip_prefix("grundy ").expect("a grundy command").split(' ').collect();
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_grundy")).args(&args).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{command}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(
            stdout.lines().any(|l| l.starts_with(&law)),
            "{command}: no line `{law}…` in\n{stdout}"
        );
    }
}
