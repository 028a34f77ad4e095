//! The crate's one integration-test binary: the scripts of `testdata/rules/` against
//! independent sources, and the budgets that stop a script which would never end.

/// The heap counted, as in the `grundy` command, so that the memory budget is checked.
#[global_allocator]
static HEAP: rules::memory::Counting = rules::memory::Counting;

#[path = "rules/limits.rs"]
mod limits;
#[path = "rules/scripts.rs"]
mod scripts;
