//! What every command on a rules script (a game written as `fn moves(p)` in rhai, see the
//! `rules` crate) shares: loading and compiling the script, reading typed positions, the
//! budgets, the script's parameters (`--param K=3`, or a range `K=1..5` that a table runs over),
//! and the thread with a large stack the script runs on (rhai's engine stays on the thread
//! that made it; output reaches the caller's writer through a channel).

use std::io::Write;
use std::path::Path;
use std::sync::mpsc::{Sender, channel};

use rules::{Limits, Position, Rules};

/// A script's parameters: each top-level constant set and the value it is given, as typed (a
/// rhai expression: `3`, `true`, `[1, 3, 4]`).
pub type Params = Vec<(String, String)>;

/// A script's game, read from `file` and compiled, with the budgets of `limits` and its
/// constants set by `params` ([`rules::Script::compile_with`]).
///
/// # Errors
/// An unreadable file, the script's own error (with its line and column), or a parameter it
/// does not declare.
///
/// # Complexity
/// O(size of the script).
pub fn load(file: &Path, limits: Limits, params: &[(String, String)]) -> Result<Rules, String> {
    if file.is_dir() {
        return Err(format!("{} is a folder, not a rules script", file.display()));
    }
    let source = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    Rules::compile_with(&file.display().to_string(), &source, limits, params)
        .map_err(|e| e.to_string())
}

/// The `--param NAME=VALUE` words as one set of parameters per value to run: a value `A..B`
/// (integers, `A..=B` alike, both ends included) is a sweep, one set per integer; every other
/// value is one. At most one parameter may be a range; with none, one set.
///
/// # Errors
/// A word without `=` or with an empty name, a name given twice, a range `A..B` with `A > B`,
/// or two ranges.
///
/// # Complexity
/// O(words + sets · words).
pub fn param_sets(words: &[String]) -> Result<Vec<Params>, String> {
    let mut fixed: Params = Vec::new();
    let mut swept: Option<(String, i64, i64)> = None;
    for word in words {
        let (name, value) = word
            .split_once('=')
            .map(|(n, v)| (n.trim(), v.trim()))
            .filter(|(n, _)| !n.is_empty())
            .ok_or_else(|| {
                format!("--param takes NAME=VALUE (e.g. `--param K=3`), not `{word}`")
            })?;
        if fixed.iter().any(|(n, _)| n == name) || swept.as_ref().is_some_and(|s| s.0 == name) {
            return Err(format!("--param {name} is given twice"));
        }
        match range(value) {
            Some((low, high)) if low > high => {
                return Err(format!(
                    "--param {name}={value}: a range runs upwards, A..B with A ≤ B"
                ));
            }
            Some(_) if swept.is_some() => {
                return Err("at most one --param is a range (a table runs over one)".into());
            }
            Some((low, high)) => swept = Some((name.to_string(), low, high)),
            None => fixed.push((name.to_string(), value.to_string())),
        }
    }
    Ok(match swept {
        None => vec![fixed],
        Some((name, low, high)) => (low..=high)
            .map(|k| {
                let mut set = fixed.clone();
                set.push((name.clone(), k.to_string()));
                set
            })
            .collect(),
    })
}

/// `A..B` or `A..=B` with integer ends, as `(A, B)`.
fn range(text: &str) -> Option<(i64, i64)> {
    let (low, high) = text.split_once("..")?;
    let high = high.strip_prefix('=').unwrap_or(high);
    Some((low.trim().parse().ok()?, high.trim().parse().ok()?))
}

/// The one set of parameters of a command that runs once (`rules`, `play rules`).
///
/// # Errors
/// As [`param_sets`], or a range.
///
/// # Complexity
/// O(words).
pub fn one_param_set(words: &[String]) -> Result<Params, String> {
    let mut sets = param_sets(words)?;
    if sets.len() != 1
        || words.iter().any(|w| w.split_once('=').is_some_and(|(_, v)| range(v).is_some()))
    {
        return Err("a range of --param runs with `grundy table rules`; here give one value".into());
    }
    Ok(sets.pop().expect("one set"))
}

/// The parameters in words, for a title: `K = 3, S = [1, 2]`.
pub fn params_text(params: &[(String, String)]) -> String {
    let words: Vec<String> = params.iter().map(|(n, v)| format!("{n} = {v}")).collect();
    words.join(", ")
}

/// The positions of a sum as typed: each word one position or several joined by `+`.
///
/// # Errors
/// No position, or a word that is none (naming it).
///
/// # Complexity
/// O(length of the words).
pub fn parse_positions(words: &[String]) -> Result<Vec<Position>, String> {
    if words.is_empty() {
        return Err("no POSITION given: type one (`7`, `3,4`, `THHT`) or several, a sum".into());
    }
    let mut parts = Vec::new();
    for word in words {
        parts.extend(rules::parse_sum(word).map_err(|e| format!("position `{word}`: {e}"))?);
    }
    Ok(parts)
}

/// The budgets of `--max-positions`, `--max-ops`, `--max-memory` (MiB) and `--max-depth`,
/// the defaults where not given.
pub fn limits(
    positions: Option<usize>,
    operations: Option<u64>,
    memory_mib: Option<usize>,
    depth: Option<usize>,
) -> Limits {
    let default = Limits::default();
    Limits {
        positions: positions.unwrap_or(default.positions),
        operations: operations.unwrap_or(default.operations),
        memory: memory_mib.map_or(default.memory, |mib| mib.saturating_mul(1 << 20)),
        depth: depth.unwrap_or(default.depth),
    }
}

/// The budgets of the flags `budgets` ([`crate::flags::Budgets`]), as [`limits`] makes them.
pub fn limits_of(budgets: crate::flags::Budgets) -> Limits {
    let crate::flags::Budgets { max_positions, max_ops, max_memory, max_depth } = budgets;
    limits(max_positions, max_ops, max_memory, max_depth)
}

/// Bytes written on the script's thread, sent to the caller's.
struct ChannelWriter(Sender<Vec<u8>>);

impl Write for ChannelWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .send(bytes.to_vec())
            .map_err(|_| std::io::Error::from(std::io::ErrorKind::BrokenPipe))?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Run `work` on a thread with a large stack ([`rules::BIG_STACK`]), writing what it writes
/// to `out` as it comes (flushed at each piece, so a prompt shows before its answer is read).
///
/// # Errors
/// The outer result: a failed write to `out` (the thread then finds its writes failing and
/// ends). The inner: `work`'s own.
///
/// # Complexity
/// That of `work`.
pub fn on_script_thread<T: Send + 'static>(
    out: &mut dyn Write,
    work: impl FnOnce(&mut dyn Write) -> Result<T, String> + Send + 'static,
) -> std::io::Result<Result<T, String>> {
    let (sender, receiver) = channel();
    let thread = std::thread::Builder::new()
        .name("rules".into())
        .stack_size(rules::BIG_STACK)
        .spawn(move || work(&mut ChannelWriter(sender)))?;
    let mut written = Ok(());
    for piece in receiver {
        if written.is_ok() {
            written = out.write_all(&piece).and_then(|()| out.flush());
        }
        if written.is_err() {
            break;
        }
    }
    written?;
    match thread.join() {
        Ok(result) => Ok(result),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(list: &[&str]) -> Vec<String> {
        list.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn a_range_is_one_set_per_value() {
        let sets = param_sets(&words(&["S=[1, 2]", "K=1..=3"])).unwrap();
        let shown: Vec<String> = sets.iter().map(|s| params_text(s)).collect();
        assert_eq!(shown, ["S = [1, 2], K = 1", "S = [1, 2], K = 2", "S = [1, 2], K = 3"]);
        assert_eq!(param_sets(&[]).unwrap(), [Vec::new()]);
        for (bad, says) in [
            (&["K"][..], "takes NAME=VALUE"),
            (&["=3"], "takes NAME=VALUE"),
            (&["K=1", "K=2"], "given twice"),
            (&["K=3..1"], "runs upwards"),
            (&["K=1..2", "M=1..2"], "at most one"),
        ] {
            let error = param_sets(&words(bad)).unwrap_err();
            assert!(error.contains(says), "{bad:?}: {error}");
        }
        assert!(one_param_set(&words(&["K=1..2"])).unwrap_err().contains("table rules"));
        assert_eq!(one_param_set(&words(&["K=-1"])).unwrap(), [("K".into(), "-1".into())]);
    }
}
