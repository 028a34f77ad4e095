//! The library behind the `grundy` command: the flags ([`flags`]), one module per command
//! ([`commands`]) and the one registry list of problems ([`registry`]), kept apart from `main`
//! so that they can be tested directly.

pub mod commands;
pub mod flags;
pub mod registry;

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
    let found = std::env::current_dir().ok().and_then(|cwd| find_root(&cwd));
    found.unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
}

/// The workspace root: the nearest folder at or above `start` holding a `Cargo.toml` with a
/// `[workspace]` and a `problems/` folder.
///
/// # Complexity
/// O(depth).
pub fn find_root(start: &Path) -> Option<PathBuf> {
    start.ancestors().find_map(|dir| {
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).ok()?;
        (manifest.contains("[workspace]") && dir.join("problems").is_dir())
            .then(|| dir.to_path_buf())
    })
}

/// Terminal columns a character takes: two for East Asian wide characters, else one (so
/// `grundy list` aligns titles such as 取石子游戏).
pub fn display_width(c: char) -> usize {
    let wide = matches!(c as u32,
        0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6 | 0x20000..=0x2FFFD | 0x30000..=0x3FFFD);
    if wide { 2 } else { 1 }
}

#[cfg(test)]
mod tests {
    #[test]
    fn wide_characters_take_two_columns() {
        let width = |s: &str| s.chars().map(super::display_width).sum::<usize>();
        assert_eq!(width("Nim"), 3);
        assert_eq!(width("取石子游戏"), 10);
        assert_eq!(width("E&D 取"), 6);
    }
}
