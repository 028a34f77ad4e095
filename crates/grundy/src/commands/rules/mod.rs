//! `grundy rules` ([`value`]): the values, outcome and winning moves of positions of a rules
//! script (a game written as `fn moves(p)` in rhai, see the `rules` crate). Its table is
//! `grundy table rules` (`commands::table::rules`) and its game `grundy play rules`
//! (`commands::play::rules`); loading a script and running it on a thread of its own is
//! [`crate::commands::script`]'s. A rules file in Rust (`.rs`, integer positions, normal
//! play) is answered by its compiled binary ([`crate::commands::compiled`]) and printed by the
//! same lines.

pub mod value;

use super::script::{limits_of, one_param_set};

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
    let limits = limits_of(args.budgets);
    if crate::commands::compiled::is_compiled(&args.file) {
        crate::commands::compiled::no_depth(&args.file, args.budgets)?;
        crate::commands::compiled::no_params(&args.file, &args.params)?;
        value::run_compiled(&args.file, &args.positions, &limits, stdout)??;
        return Ok(std::process::ExitCode::SUCCESS);
    }
    let params = one_param_set(&args.params)?;
    value::run(args.file, args.positions, limits, params, stdout)??;
    Ok(std::process::ExitCode::SUCCESS)
}
