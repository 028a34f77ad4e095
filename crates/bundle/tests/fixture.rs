//! The bundler on a small made-up workspace that exercises what the real problems do not:
//! `mod` files by both layouts and by `#[path]`, `cfg`-ed modules whose files do not exist,
//! `crate::`, `::dep::`, `$crate` and `pub(crate)` (in syntax and in macro tokens), re-exports,
//! and crates.io crates in modules the judge path does not reach (left out) or does (refused).

use std::path::{Path, PathBuf};
use std::process::Command;

use bundle::{Options, Problem};

const TOY: Problem<'static> = Problem { slug: "toy", title: "Toy", judge: "Nowhere 1" };

fn write(root: &Path, path: &str, text: &str) {
    let path = root.join(path);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// The workspace, with `lib_extra` appended to the problem's `lib.rs`: it defines `extra`,
/// which the judge path calls.
fn workspace(name: &str, lib_extra: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("bundle-fixture-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    write(&root, "Cargo.toml", "[workspace]\nmembers = [\"crates/*\", \"problems/*\"]\n");
    write(
        &root,
        "problems/toy/Cargo.toml",
        "[package]\nname = \"toy\"\n\n[dependencies]\nutil.workspace = true\npetgraph = \"0.8\"\n\
         workbench = { workspace = true, optional = true }\n\n[features]\nworkbench = []\n",
    );
    write(&root, "problems/toy/src/main.rs", "//! The binary.\nfn main() {\n    toy::run()\n}\n");
    write(
        &root,
        "problems/toy/src/lib.rs",
        &format!(
            r#"//! # Toy
//!
//! **Insight.** Every path still means what it meant.
mod a;
#[path = "elsewhere/c.rs"]
mod c;
#[cfg(test)]
mod tests_file_that_does_not_exist;
#[cfg(all(not(test), feature = "workbench"))]
mod workbench_file_that_does_not_exist;
pub mod unused;

macro_rules! doubled {{
    ($e:expr) => {{
        $crate::a::b::double($e)
    }};
}}

pub(crate) fn total() -> u64 {{
    doubled!(c::three()) + ::util::ONE + util::deep::TWO
}}

/// Prints 9 and 6.
pub fn run() {{
    println!("{{}}", total());
    println!("{{}}", format!("{{}}", crate::a::b::double(util::add(1, 2))));
    extra();
}}
{lib_extra}"#
        ),
    );
    write(&root, "problems/toy/src/a.rs", "pub mod b;\n");
    write(&root, "problems/toy/src/a/b.rs", "pub fn double(x: u64) -> u64 {\n    2 * x\n}\n");
    write(
        &root,
        "problems/toy/src/elsewhere/c.rs",
        "mod d;\npub fn three() -> u64 {\n    d::THREE\n}\n",
    );
    write(&root, "problems/toy/src/elsewhere/d.rs", "pub const THREE: u64 = 3;\n");
    write(
        &root,
        "problems/toy/src/unused.rs",
        "use petgraph::Graph;\npub fn g() -> Graph<(), ()> {\n    Graph::new()\n}\n",
    );
    write(
        &root,
        "crates/util/Cargo.toml",
        "[package]\nname = \"util\"\n\n[dependencies]\nitertools = \"0.14\"\n",
    );
    write(
        &root,
        "crates/util/src/lib.rs",
        "pub mod deep;\nmod adder;\nmod never;\npub use adder::add;\npub use never::NEVER;\n\
         pub const ONE: u64 = 1;\npub fn nobody_calls_this() -> String {\n    never::v()\n}\n",
    );
    write(&root, "crates/util/src/deep/mod.rs", "pub const TWO: u64 = 2;\n");
    write(&root, "crates/util/src/adder.rs", "pub fn add(a: u64, b: u64) -> u64 {\n    a + b\n}\n");
    write(
        &root,
        "crates/util/src/never.rs",
        "use itertools::Itertools;\npub const NEVER: u64 = 0;\npub fn v() -> String {\n    [1].iter().join(\",\")\n}\n",
    );
    root
}

#[test]
fn paths_mod_rules_and_rewrites_survive_bundling() {
    let root = workspace("ok", "fn extra() {}\n");
    let source = bundle::bundle(&root, &TOY, &Options::default()).unwrap();
    assert!(source.starts_with("// Toy — Nowhere 1\n//\n// Insight. Every path still means"));
    assert!(source.contains("pub(in crate::toy) fn total"), "{source}");
    assert!(source.contains("$crate::toy::a::b::double"), "{source}");
    assert!(source.contains("crate::util::ONE") && source.contains("crate::util::deep::TWO"));
    // Unreached: the module using petgraph, the one using itertools, and their imports.
    // An uncalled function is left out, and so is what only it needs.
    for absent in ["petgraph", "itertools", "mod unused", "mod never", "NEVER", "nobody_calls"] {
        assert!(!source.contains(absent), "`{absent}` in\n{source}");
    }
    let file = root.join("toy.rs");
    std::fs::write(&file, &source).unwrap();
    for edition in ["2021", "2024"] {
        let binary = root.join(format!("toy-{edition}"));
        let out = Command::new("rustc")
            .args(["-O", "--edition", edition, "-o"])
            .arg(&binary)
            .arg(&file)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && stderr.is_empty(), "{stderr}\n{source}");
        let run = Command::new(&binary).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), "9\n6\n");
    }
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_reached_crates_io_crate_is_refused_by_name() {
    let root = workspace("refused", "fn extra() {\n    let _ = unused::g();\n}\n");
    let refusal = bundle::bundle(&root, &TOY, &Options::default()).unwrap_err();
    assert_eq!(
        refusal,
        "cannot bundle `toy` with std only: its judge path reaches the crates.io crate \
         `petgraph` (needed by module toy::unused)"
    );
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn an_undeclared_crate_is_refused_too() {
    let root = workspace("undeclared", "fn extra() {\n    use rand::Rng;\n}\n");
    let refusal = bundle::bundle(&root, &TOY, &Options::default()).unwrap_err();
    assert!(refusal.contains("`rand` (needed by module toy)"), "{refusal}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_missing_module_file_is_named() {
    let root = workspace("missing", "mod gone;\nfn extra() {}\n");
    let error = bundle::bundle(&root, &TOY, &Options::default()).unwrap_err();
    assert!(error.contains("module `gone`") && error.contains("gone.rs"), "{error}");
    let _ = std::fs::remove_dir_all(&root);
}
