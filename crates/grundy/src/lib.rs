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
