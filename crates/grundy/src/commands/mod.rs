//! One module per `grundy` command, each with one documented entry function that `main` calls
//! with the command's flags ([`crate::flags`]) and standard output.

pub mod bundle;
pub mod check;
pub mod generate;
pub mod law;
pub mod list;
pub mod measure;
pub mod new;
pub mod play;
pub mod rules;
pub mod run;
pub mod stress;
pub mod table;
pub mod test;

use std::path::Path;

use workbench::Registered;

/// Why a command stopped: a message for the user (exit 2), or a failed write to stdout.
#[derive(Debug)]
pub enum Failure {
    /// One line for stderr.
    Message(String),
    /// Standard output could not be written.
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Self::Output(e)
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Message(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        Self::Message(message.into())
    }
}

/// What a command returns: its exit code, or why it stopped.
pub type CommandResult = Result<std::process::ExitCode, Failure>;

/// The registered problem `slug`, or a message that lists the close names.
///
/// # Errors
/// No problem has that slug.
///
/// # Complexity
/// O(problems).
pub fn find(slug: &str) -> Result<&'static dyn Registered, Failure> {
    crate::registry::find(slug).ok_or_else(|| Failure::Message(crate::registry::unknown(slug)))
}

/// The bytes of `file`, or of stdin when there is none, with a plain message for a folder and
/// for an empty stdin.
///
/// # Errors
/// The file cannot be read, is a folder, or stdin is empty.
///
/// # Complexity
/// O(bytes read).
pub fn read_input(file: Option<&Path>) -> Result<Vec<u8>, Failure> {
    use std::io::Read as _;
    match file {
        Some(path) if path.is_dir() => {
            Err(format!("{} is a folder, not an input file", path.display()).into())
        }
        Some(path) => {
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()).into())
        }
        None => {
            let mut input = Vec::new();
            std::io::stdin().read_to_end(&mut input)?;
            if input.is_empty() {
                return Err("no FILE was given, so stdin was read, and it was empty".into());
            }
            Ok(input)
        }
    }
}
