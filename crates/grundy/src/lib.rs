//! The library behind the `grundy` command: the problem registry and the subcommands, kept apart
//! from argument parsing so that they can be tested directly.

pub mod measure;
pub mod registry;
pub mod scaffold;
pub mod stress;
pub mod tables;
pub mod testrun;

use std::path::{Path, PathBuf};

/// The `testdata/` folder: `explicit` if given, else `$GRUNDY_TESTDATA`, else the nearest
/// `testdata/` in the current folder or above it, else the one of the workspace `grundy` was built in.
///
/// # Complexity
/// O(depth of the current folder).
pub fn testdata_root(explicit: Option<&Path>) -> PathBuf {
    if let Some(dir) = explicit {
        return dir.to_path_buf();
    }
    if let Some(dir) = std::env::var_os("GRUNDY_TESTDATA") {
        return dir.into();
    }
    if let Ok(cwd) = std::env::current_dir() {
        for dir in cwd.ancestors() {
            let candidate = dir.join("testdata");
            if candidate.is_dir() && dir.join("Cargo.toml").is_file() {
                return candidate;
            }
        }
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

/// The workspace whose sources `grundy bundle` reads: `explicit` if given, else the one around
/// the current folder, else the one `grundy` was built in.
///
/// # Complexity
/// O(depth of the current folder).
pub fn workspace_root(explicit: Option<&Path>) -> PathBuf {
    if let Some(dir) = explicit {
        return dir.to_path_buf();
    }
    let found = std::env::current_dir().ok().and_then(|cwd| scaffold::find_root(&cwd));
    found.unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
}

/// `problem`'s judge path as one std-only source file (`grundy bundle`), from the workspace at
/// `root`.
///
/// # Errors
/// The bundler's one-line refusal (a crates.io crate on the judge path, say).
///
/// # Complexity
/// Linear in the workspace sources read.
pub fn bundle(
    problem: &dyn workbench::Registered,
    root: &Path,
    options: &bundle::Options,
) -> Result<String, String> {
    let about =
        bundle::Problem { slug: problem.slug(), title: problem.title(), judge: problem.judge() };
    bundle::bundle(root, &about, options)
}
