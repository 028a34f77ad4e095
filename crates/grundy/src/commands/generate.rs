//! `grundy gen`: a random valid input from a problem's own generator.

use std::io::Write;
use std::process::ExitCode;

use workbench::random::Rng;

use super::{CommandResult, find};
use crate::flags::GenArgs;

/// `grundy gen`: print the input the generator makes from `--seed` at `--size` (the same
/// seed, the same bytes).
///
/// # Errors
/// An unknown slug, or standard output cannot be written.
///
/// # Complexity
/// That of the problem's generator.
pub fn run(args: GenArgs, stdout: &mut impl Write) -> CommandResult {
    stdout.write_all(&find(&args.slug)?.generate(&mut Rng::new(args.seed), args.size))?;
    Ok(ExitCode::SUCCESS)
}
