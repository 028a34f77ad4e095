//! Every problem `sg` knows, in one list. Adding a problem: a line here and a dependency line
//! in this crate's `Cargo.toml` (`sg new` does both).

use judge::Problem;

/// All problems, sorted by slug.
pub const PROBLEMS: &[&Problem] = &[&nim::PROBLEM];

/// The problem with this slug.
///
/// # Complexity
/// O(number of problems).
pub fn find(slug: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().copied().find(|p| p.slug == slug)
}
