//! What every command on a rules script (a game written as `fn moves(p)` in rhai, see the
//! `rules` crate) shares: loading and compiling the script, reading typed positions, the
//! budgets, and the thread with a large stack the script runs on (rhai's engine stays on the
//! thread that made it; output reaches the caller's writer through a channel).

use std::io::Write;
use std::path::Path;
use std::sync::mpsc::{Sender, channel};

use rules::{Limits, Position, Rules};

/// A script's game, read from `file` and compiled, with the budgets of `limits`.
///
/// # Errors
/// An unreadable file, or the script's own error (with its line and column).
///
/// # Complexity
/// O(size of the script).
pub fn load(file: &Path, limits: Limits) -> Result<Rules, String> {
    if file.is_dir() {
        return Err(format!("{} is a folder, not a rules script", file.display()));
    }
    let source = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    Rules::compile(&file.display().to_string(), &source, limits).map_err(|e| e.to_string())
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
