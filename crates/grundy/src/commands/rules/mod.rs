//! `grundy rules` ([`value`]) and `grundy play rules` ([`play`]): the commands on a rules
//! script (a game written as `fn moves(p)` in rhai, see the `rules` crate) that value or play
//! positions; the table of a script is `grundy table rules` (`commands::table::rules`). Loading
//! a script and running it on a thread of its own is [`crate::commands::script`]'s, re-exported
//! here for the modules that reach it through this one.

pub mod play;
pub mod value;

pub use super::script::{limits, load, on_script_thread, parse_positions};

/// `grundy rules`: [`value::run`] on the flags.
///
/// # Errors
/// A failed write, an unreadable script or position, the script's error or a spent budget.
///
/// # Complexity
/// As [`value::run`].
pub fn run(
    args: crate::flags::RulesArgs,
    stdout: &mut impl std::io::Write,
) -> super::CommandResult {
    let limits = limits(args.max_positions, args.max_ops);
    value::run(args.file, args.positions, limits, stdout)??;
    Ok(std::process::ExitCode::SUCCESS)
}
