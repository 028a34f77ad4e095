//! Std-only stand-ins for small crates.io crates, so that a judge path using them can still be
//! bundled. Each is written for the bundler and keeps only the API the workspace uses.

/// A stand-in: the package it replaces and its source (one module, std only).
pub struct Shim {
    /// The crates.io package name, `rustc-hash`.
    pub package: &'static str,
    /// The module's source.
    pub source: &'static str,
}

/// Every stand-in.
pub const SHIMS: &[Shim] =
    &[Shim { package: "rustc-hash", source: include_str!("shims/rustc_hash.rs") }];

/// The stand-in for `package`, if there is one.
///
/// # Complexity
/// O(number of shims).
pub fn find(package: &str) -> Option<&'static Shim> {
    SHIMS.iter().find(|s| s.package == package)
}
