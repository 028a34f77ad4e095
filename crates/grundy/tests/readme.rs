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
