//! The crate's one integration-test binary: the scripts of `testdata/rules/` against
//! independent sources, and the budgets that stop a script which would never end.

#[path = "rules/limits.rs"]
mod limits;
#[path = "rules/scripts.rs"]
mod scripts;
