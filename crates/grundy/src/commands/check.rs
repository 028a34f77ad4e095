//! `grundy check`: judge an output file by the problem's checker (token by token where it has
//! none), with testlib's order of files.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use super::{CommandResult, find};
use crate::flags::CheckArgs;

/// `grundy check`: print the judgement of OUTPUT for INPUT against ANSWER (default: the fast solution's
/// answer); exit 0 when accepted, 1 when not.
///
/// # Errors
/// An unknown slug, a file that cannot be read, or an input or reference that does not read
/// (exit 2).
///
/// # Complexity
/// That of the checker.
pub fn run(args: CheckArgs, stdout: &mut impl Write) -> CommandResult {
    let problem = find(&args.slug)?;
    let read = |path: &Path| {
        std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let reference = args.answer.as_deref().map(read).transpose()?;
    let judgement = problem
        .check_output(&read(&args.input)?, &read(&args.output)?, reference.as_deref())
        .map_err(|why| format!("cannot judge: {why}"))?;
    writeln!(stdout, "{judgement}")?;
    Ok(if judgement == judge::Judgement::Accepted { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
