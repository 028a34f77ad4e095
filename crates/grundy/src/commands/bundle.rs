//! `grundy bundle`: a problem's judge path (or its checker) as one std-only source file.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use super::{CommandResult, find};
use crate::flags::BundleArgs;

/// `grundy bundle`: write the bundle to `--output` or standard output.
///
/// # Errors
/// An unknown slug, the bundler's one-line refusal, or a file that cannot be written.
///
/// # Complexity
/// Linear in the workspace sources read.
pub fn run(args: BundleArgs, stdout: &mut impl Write) -> CommandResult {
    let edition =
        if args.edition == "2024" { bundle::Edition::E2024 } else { bundle::Edition::E2021 };
    // The compile line names the file the bundle is written to.
    let file = args.output.as_ref().map(|path| path.display().to_string());
    let options =
        bundle::Options { edition, strip_docs: args.strip_docs, checker: args.checker, file };
    let root = crate::workspace_root(args.root.as_deref());
    let text = of_problem(find(&args.slug)?, &root, &options)?;
    match args.output {
        Some(path) => std::fs::write(&path, text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => stdout.write_all(text.as_bytes())?,
    }
    Ok(ExitCode::SUCCESS)
}

/// `problem`'s judge path as one std-only source file, from the workspace at `root`.
///
/// # Errors
/// The bundler's one-line refusal (a crates.io crate on the judge path, say).
///
/// # Complexity
/// Linear in the workspace sources read.
pub fn of_problem(
    problem: &dyn workbench::Registered,
    root: &Path,
    options: &bundle::Options,
) -> Result<String, String> {
    let about =
        bundle::Problem { slug: problem.slug(), title: problem.title(), judge: problem.judge() };
    bundle::bundle(root, &about, options)
}
