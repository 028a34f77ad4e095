//! `grundy new`: scaffold a problem crate, its testdata folder and its registration.

use std::path::{Path, PathBuf};

/// Names a problem slug may not take: the workspace's own crates, the standard library's, and
/// Rust keywords (the crate name must be an identifier).
const RESERVED: &str = "grundy judge sg-core workbench bench std core alloc test proc-macro \
    as async await break const continue crate dyn else enum extern false fn for gen if impl in let \
    loop match mod move mut pub ref return self static struct super trait true type unsafe use \
    where while abstract become box do final macro override priv try typeof unsized virtual yield";

/// Check that `slug` can name a crate, a binary and a folder: lowercase ASCII letters and
/// digits in words joined by single hyphens, starting with a letter, at most 64 characters.
///
/// # Errors
/// Says what is wrong.
///
/// # Complexity
/// O(length).
pub fn check_slug(slug: &str) -> Result<(), String> {
    let shape_ok = slug.len() <= 64
        && slug.starts_with(|c: char| c.is_ascii_lowercase())
        && slug.split('-').all(|word| {
            !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        });
    if !shape_ok {
        return Err(format!(
            "`{slug}` is not a valid problem name: use lowercase letters and digits in words joined \
             by single hyphens, starting with a letter (e.g. `take-away-2`)"
        ));
    }
    if RESERVED.split_whitespace().any(|word| word == slug) {
        return Err(format!(
            "`{slug}` is reserved (a workspace crate, a standard crate or a Rust keyword)"
        ));
    }
    Ok(())
}

/// The problem's type name: the slug in CamelCase (`take-away` → `TakeAway`).
///
/// # Complexity
/// O(length).
pub fn type_name(slug: &str) -> String {
    slug.split('-').map(|word| word[..1].to_ascii_uppercase() + &word[1..]).collect()
}

fn fill(template: &str, slug: &str, title: &str, judge: &str) -> String {
    template
        .replace("{{rust}}", &judge_takes_rust(judge).to_string())
        .replace("{{slug}}", slug)
        .replace("{{type}}", &type_name(slug))
        .replace("{{crate}}", &slug.replace('-', "_"))
        .replace("{{title}}", &title.replace('"', "'"))
        .replace("{{judge}}", &judge.replace('"', "'"))
}

/// The judges that compile Rust, as a judge's name starts (`Luogu P2197`, `AtCoder ABC278 G`).
const RUST_JUDGES: [&str; 6] =
    ["Codeforces", "Luogu", "CSES", "AtCoder", "Library Checker", "LibreOJ"];

/// Whether the judge named `judge` compiles Rust: the scaffold's `JUDGE_TAKES_RUST`, which the
/// author corrects for a judge that is not Codeforces, Luogu, CSES, AtCoder, Library
/// Checker or LibreOJ.
pub fn judge_takes_rust(judge: &str) -> bool {
    RUST_JUDGES
        .iter()
        .any(|name| judge.trim_start().to_lowercase().starts_with(&name.to_lowercase()))
}

/// Insert `line` into the block of lines that starts `skip` lines after the first line
/// containing `marker`, keeping the block sorted; the block is the run of lines that `in_block`
/// accepts.
fn insert_sorted(
    text: &str,
    (marker, skip): (&str, usize),
    line: &str,
    in_block: impl Fn(&str) -> bool,
) -> Result<String, String> {
    let mut lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.contains(marker))
        .ok_or_else(|| format!("no `{marker}` line"))?
        + 1
        + skip;
    let end = start + lines[start..].iter().take_while(|l| in_block(l)).count();
    let at = start + lines[start..end].iter().take_while(|l| **l < line).count();
    lines.insert(at, line);
    Ok(lines.join("\n") + "\n")
}

/// What `grundy new` writes in the README row's idea and complexity cells: the README test
/// fails until the author replaces it.
pub const README_TODO: &str = "(to write)";

/// Which skeleton `grundy new` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    /// A batch problem judged token by token.
    #[default]
    Plain,
    /// A batch problem with a checker (`--checker`): its reader of outputs, its judgement with
    /// reasons, and the `SLUG-checker` program in testlib's convention.
    Checker,
    /// An interactive problem (`--interactive`): the judge path that plays, the interactor
    /// with its strategies, and tests of a weak strategy and a missing flush.
    Interactive,
}

/// The files of a `kind` skeleton: each path in the crate and its template.
fn templates(kind: Kind, slug: &str) -> Vec<(String, &'static str)> {
    let mut files: Vec<(String, &'static str)> = vec![
        ("Cargo.toml".into(), include_str!("../../templates/Cargo.toml.txt")),
        ("src/model.rs".into(), include_str!("../../templates/model.rs.txt")),
    ];
    if kind == Kind::Plain {
        files.push(("src/play.rs".into(), include_str!("../../templates/play.rs.txt")));
    }
    let rest: [(&str, &'static str); 5] = match kind {
        Kind::Plain => [
            ("src/lib.rs", include_str!("../../templates/lib.rs.txt")),
            ("src/problem.rs", include_str!("../../templates/problem.rs.txt")),
            ("src/main.rs", include_str!("../../templates/main.rs.txt")),
            ("tests/problem.rs", include_str!("../../templates/problem_tests.rs.txt")),
            ("tests/problem/bad_input.rs", include_str!("../../templates/bad_input.rs.txt")),
        ],
        Kind::Checker => [
            ("src/lib.rs", include_str!("../../templates/checker/lib.rs.txt")),
            ("src/problem.rs", include_str!("../../templates/checker/problem.rs.txt")),
            ("src/main.rs", include_str!("../../templates/main.rs.txt")),
            ("tests/problem.rs", include_str!("../../templates/checker/problem_tests.rs.txt")),
            ("tests/problem/bad_input.rs", include_str!("../../templates/bad_input.rs.txt")),
        ],
        Kind::Interactive => [
            ("src/lib.rs", include_str!("../../templates/interactive/lib.rs.txt")),
            ("src/problem.rs", include_str!("../../templates/interactive/problem.rs.txt")),
            ("src/main.rs", include_str!("../../templates/interactive/main.rs.txt")),
            ("tests/problem.rs", include_str!("../../templates/interactive/problem_tests.rs.txt")),
            (
                "tests/problem/bad_input.rs",
                include_str!("../../templates/interactive/bad_input.rs.txt"),
            ),
        ],
    };
    files.extend(rest.into_iter().map(|(path, text)| (path.to_string(), text)));
    match kind {
        Kind::Checker => files.push((
            format!("src/bin/{slug}-checker.rs"),
            include_str!("../../templates/checker/checker_bin.rs.txt"),
        )),
        Kind::Interactive => files.push((
            "src/interactor.rs".into(),
            include_str!("../../templates/interactive/interactor.rs.txt"),
        )),
        Kind::Plain => {}
    }
    files
}

/// Create `problems/SLUG` (from the templates of `kind`), `testdata/SLUG/sample-1.in/.out`,
/// register the crate in `crates/grundy` (dependency and registry line) and add its README
/// row. Returns the files written.
///
/// # Errors
/// An invalid or taken slug, or a file that cannot be written.
///
/// # Complexity
/// O(size of the files).
pub fn new_problem(
    root: &Path,
    slug: &str,
    title: &str,
    judge: &str,
    kind: Kind,
) -> Result<Vec<PathBuf>, String> {
    check_slug(slug)?;
    let crate_dir = root.join("problems").join(slug);
    let data_dir = root.join("testdata").join(slug);
    let registry_path = root.join("crates/grundy/src/registry.rs");
    let readme_path = root.join("README.md");
    let manifest_path = root.join("crates/grundy/Cargo.toml");
    let registry = std::fs::read_to_string(&registry_path)
        .map_err(|e| format!("{}: {e}", registry_path.display()))?;
    let manifest = std::fs::read_to_string(&manifest_path)
        .map_err(|e| format!("{}: {e}", manifest_path.display()))?;
    let crate_name = slug.replace('-', "_");
    let registry_line = format!("    &Entry::<{crate_name}::{}>::NEW,", type_name(slug));
    if crate_dir.exists() || registry.contains(&registry_line) {
        return Err(format!("a problem called `{slug}` exists already ({})", crate_dir.display()));
    }
    let registry = insert_sorted(&registry, ("One line per problem", 0), &registry_line, |l| {
        l.starts_with("    &")
    })?;
    let dependency =
        format!("{slug} = {{ path = \"../../problems/{slug}\", features = [\"workbench\"] }}");
    let manifest = insert_sorted(&manifest, ("# The registry", 0), &dependency, |l| {
        l.contains("path = \"../../problems/")
    })?;
    let readme = std::fs::read_to_string(&readme_path)
        .map_err(|e| format!("{}: {e}", readme_path.display()))?;
    let row = format!("| `{slug}` | {} | {README_TODO} | {README_TODO} |", judge.replace('|', "/"));
    let readme = insert_sorted(&readme, ("| slug | judge |", 1), &row, |l| l.starts_with("| `"))?;

    let mut written = Vec::new();
    let write = |path: PathBuf, text: &str, written: &mut Vec<PathBuf>| -> Result<(), String> {
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(path);
        Ok(())
    };
    // The checker program is a second binary, without a test harness of its own either.
    let checker_bin = match kind {
        Kind::Checker => {
            "\n[[bin]]\nname = \"{{slug}}-checker\"\npath = \"src/bin/{{slug}}-checker.rs\"\ntest = false\n"
        }
        Kind::Plain | Kind::Interactive => "",
    };
    for (name, template) in templates(kind, slug) {
        let template = template.replace("{{checker_bin}}", checker_bin);
        write(crate_dir.join(name), &fill(&template, slug, title, judge), &mut written)?;
    }
    // A first sample for the example game: heaps 1, 2, 3 give first, first, second.
    write(data_dir.join("sample-1.in"), "3\n1\n2\n3\n", &mut written)?;
    write(data_dir.join("sample-1.out"), "first\nfirst\nsecond\n", &mut written)?;
    write(registry_path, &registry, &mut written)?;
    write(manifest_path, &manifest, &mut written)?;
    write(readme_path, &readme, &mut written)?;
    Ok(written)
}

/// `grundy new`: write the crate, its testdata folder and its registration, and say what next.
///
/// # Errors
/// A bad or taken slug, no workspace found, or a file that cannot be written.
///
/// # Complexity
/// O(files written).
pub fn run(args: crate::flags::NewArgs, stdout: &mut impl std::io::Write) -> super::CommandResult {
    let crate::flags::NewArgs { slug, title, judge, root, checker, interactive } = args;
    let root = root.or_else(|| crate::find_root(&std::env::current_dir().ok()?));
    let root = root.ok_or("not inside the sg-solvers workspace; pass --root")?;
    let kind = match (checker, interactive) {
        (true, _) => Kind::Checker,
        (_, true) => Kind::Interactive,
        _ => Kind::Plain,
    };
    for file in new_problem(&root, &slug, &title, &judge, kind)? {
        writeln!(stdout, "wrote {}", file.display())?;
    }
    writeln!(
        stdout,
        "next: edit problems/{slug}/src (rules, model, fast solution), add samples to \
         testdata/{slug}/, then `cargo test -p {slug}` and `cargo run -p grundy -- test {slug}` \
         (an installed grundy learns the new problem by \
         `cargo install --locked --path crates/grundy`)"
    )?;
    Ok(std::process::ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_checked() {
        for good in ["demo", "take-away-2", "a1"] {
            assert!(check_slug(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "Demo",
            "1abc",
            "a--b",
            "a-",
            "-a",
            "a_b",
            "a b",
            "grundy",
            "judge",
            "type",
            "self",
            "std",
            "workbench",
        ] {
            assert!(check_slug(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_scaffold_knows_which_judges_take_rust() {
        for judge in
            ["Luogu P2197", "Codeforces 1451F", "AtCoder ARC168 B", "CSES 1099", "luogu P1"]
        {
            assert!(judge_takes_rust(judge), "{judge}");
        }
        for judge in ["HDU 1536", "POJ 2311", "SPOJ COT3", "Nowhere 1", "TopCoder"] {
            assert!(!judge_takes_rust(judge), "{judge}");
        }
        let filled = fill(include_str!("../../templates/problem.rs.txt"), "x", "X", "Luogu P1");
        assert!(filled.contains("const JUDGE_TAKES_RUST: bool = true;"), "{filled}");
    }

    #[test]
    fn type_names_are_the_slug_in_camel_case() {
        assert_eq!(type_name("take-away-2"), "TakeAway2");
        assert_eq!(type_name("nim"), "Nim");
    }

    #[test]
    fn registration_keeps_the_blocks_sorted() {
        let registry = "x\n    // One line per problem, sorted by slug.\n    &Entry::<a::A>::NEW,\n    &Entry::<c::C>::NEW,\n];\n";
        let out =
            insert_sorted(registry, ("One line per problem", 0), "    &Entry::<b::B>::NEW,", |l| {
                l.starts_with("    &")
            })
            .unwrap();
        assert_eq!(
            out,
            "x\n    // One line per problem, sorted by slug.\n    &Entry::<a::A>::NEW,\n    &Entry::<b::B>::NEW,\n    &Entry::<c::C>::NEW,\n];\n"
        );
        let manifest =
            "[dependencies]\n# The registry: …\na = { path = \"../../problems/a\" }\n\n[lints]\n";
        let out = insert_sorted(
            manifest,
            ("# The registry", 0),
            "z = { path = \"../../problems/z\" }",
            |l| l.contains("path = \"../../problems/"),
        )
        .unwrap();
        assert!(out.contains("a = { path = \"../../problems/a\" }\nz = { path"));
        let readme = "| slug | judge |\n|---|---|\n| `a` | A |\n| `c` | C |\n\nmore\n";
        let out =
            insert_sorted(readme, ("| slug | judge |", 1), "| `b` | B |", |l| l.starts_with("| `"))
                .unwrap();
        assert_eq!(
            out,
            "| slug | judge |\n|---|---|\n| `a` | A |\n| `b` | B |\n| `c` | C |\n\nmore\n"
        );
    }
}
