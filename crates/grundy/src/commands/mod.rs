//! One module per `grundy` command (a folder where it has parts: [`table`], [`rules`]), each
//! with one documented entry function, `run(args, stdout) -> CommandResult`, that `main` calls
//! with the command's flags ([`crate::flags`]) and standard output. [`script`] is not a
//! command: it loads and runs the rules scripts of `grundy rules`, `play rules` and `table
//! rules`.

pub mod bundle;
pub mod check;
pub mod compiled;
pub mod generate;
pub mod law;
pub mod list;
pub mod measure;
pub mod new;
pub mod play;
pub mod rules;
pub mod run;
pub mod script;
pub mod serve;
pub mod stress;
pub mod suite;
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
    crate::registry::find(slug).ok_or_else(|| {
        let root = std::env::current_dir().ok().and_then(|cwd| crate::find_root(&cwd));
        let in_workspace = root.is_some_and(|root| root.join("problems").join(slug).is_dir());
        let known = crate::registry::PROBLEMS.iter().map(|p| p.slug());
        Failure::Message(unknown_slug(slug, known, in_workspace))
    })
}

/// The line for a slug no registered problem has: if the workspace has a crate of that name,
/// this `grundy` was built before it (reinstall); else the closest known slug when one is
/// within edit distance max(1, length / 3), then the known slugs.
///
/// # Complexity
/// O(Σ |slug| · |known slug|).
pub fn unknown_slug<'a>(
    slug: &str,
    known: impl Iterator<Item = &'a str>,
    in_workspace: bool,
) -> String {
    if in_workspace {
        return format!(
            "this grundy does not know `{slug}`, which problems/{slug} holds: it was built \
             before the problem was added; reinstall it with \
             `cargo install --locked --path crates/grundy` (or use `cargo run -p grundy --`)"
        );
    }
    let known: Vec<&str> = known.collect();
    let closest = known
        .iter()
        .map(|k| (edit_distance(slug, k), *k))
        .filter(|&(d, _)| d <= (slug.chars().count() / 3).max(1))
        .min();
    let hint = closest.map_or(String::new(), |(_, k)| format!("; did you mean `{k}`?"));
    format!("unknown problem `{slug}`{hint}; known: {}", known.join(", "))
}

/// Levenshtein distance: insertions, deletions and substitutions of one character.
///
/// # Complexity
/// O(|a| · |b|) time, O(|b|) memory.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_close_slug_is_suggested_and_a_far_one_is_not() {
        let known = || ["nim", "s-nim", "wythoff", "lasker-nim"].into_iter();
        let said = unknown_slug("wythof", known(), false);
        assert!(said.contains("did you mean `wythoff`?"), "{said}");
        assert!(unknown_slug("lasker-mim", known(), false).contains("`lasker-nim`?"));
        let said = unknown_slug("chess", known(), false);
        assert!(!said.contains("did you mean") && said.contains("known: nim, s-nim"), "{said}");
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
    }

    #[test]
    fn a_problem_of_the_workspace_unknown_to_this_grundy_says_reinstall() {
        let said = unknown_slug("demo-game", ["nim"].into_iter(), true);
        assert!(said.contains("cargo install --locked --path crates/grundy"), "{said}");
    }
}
