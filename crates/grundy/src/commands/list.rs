//! `grundy list`: every registered problem, one line each, in aligned columns.

use std::io::Write;
use std::process::ExitCode;

use super::CommandResult;
use crate::registry::PROBLEMS;

/// `grundy list`: print slug, title and judge of every problem, aligned by display width (wide CJK titles
/// take two columns a character).
///
/// # Errors
/// Standard output cannot be written.
///
/// # Complexity
/// O(problems).
pub fn run(stdout: &mut impl Write) -> CommandResult {
    let width = |text: &str| text.chars().map(crate::display_width).sum::<usize>();
    let slug_width = PROBLEMS.iter().map(|p| width(p.slug())).max().unwrap_or(0);
    let title_width = PROBLEMS.iter().map(|p| width(p.title())).max().unwrap_or(0);
    for p in PROBLEMS {
        let pad = |text: &str, to: usize| " ".repeat(to - width(text));
        writeln!(
            stdout,
            "{}{}  {}{}  {}",
            p.slug(),
            pad(p.slug(), slug_width),
            p.title(),
            pad(p.title(), title_width),
            p.judge()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
