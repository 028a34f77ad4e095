//! Every problem `sg` knows, in one list. Adding a problem: a line here and a dependency line
//! in this crate's `Cargo.toml` (`sg new` does both).

use judge::Problem;

/// All problems, sorted by slug.
pub const PROBLEMS: &[&Problem] = &[
    // One line per problem, sorted by slug.
    &arpa::PROBLEM,
    &dag_game::PROBLEM,
    &e_and_d::PROBLEM,
    &georgia_and_bob::PROBLEM,
    &kam_pebbles::PROBLEM,
    &moving_coins::PROBLEM,
    &new_nim::PROBLEM,
    &nim::PROBLEM,
    &ordinal_machines::PROBLEM,
    &path_game::PROBLEM,
    &removing_graph::PROBLEM,
    &s_nim::PROBLEM,
    &staircase_nim::PROBLEM,
];

/// The problem with this slug.
///
/// # Complexity
/// O(number of problems).
pub fn find(slug: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().copied().find(|p| p.slug == slug)
}
