//! `grundy suite`: `cargo test --workspace`, its output passed through as it comes, then one
//! line that adds up every test executable's and doc-test run's `test result:` line.

use std::io::{Read, Write};
use std::process::{Command, ExitCode, Stdio};

use super::CommandResult;
use crate::flags::SuiteArgs;

/// `grundy suite`: run `cargo test --workspace` with `args` after it, in the workspace (the
/// one around the current folder, else the one `grundy` was built in). Cargo is `$CARGO` when
/// set, as under `cargo run`, else `cargo` on the PATH. Its standard error is ours; its
/// standard output is copied to `stdout` unchanged, chunk by chunk as it arrives (a test's
/// name shows while it runs). Then the count of test executables and doc-test runs, and one
/// line `suite: N passed, M failed, K skipped` (`K`: the ignored tests). Exit status 0 when cargo succeeded and no test failed,
/// else cargo's (1 when it has none).
///
/// # Errors
/// Cargo cannot be started or its output read, or standard output cannot be written.
///
/// # Complexity
/// That of the suite; O(output) besides.
pub fn run(args: SuiteArgs, stdout: &mut impl Write) -> CommandResult {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut child = Command::new(&cargo)
        .args(["test", "--workspace"])
        .args(&args.cargo_args)
        .current_dir(crate::workspace_root(None))
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start `{} test`: {e}", cargo.to_string_lossy()))?;
    let mut output = child.stdout.take().expect("stdout is piped");
    let mut totals = Totals::default();
    let mut chunk = vec![0u8; 1 << 14];
    loop {
        let read = match output.read(&mut chunk) {
            Ok(0) => break,
            Ok(read) => read,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(format!("cannot read the output of cargo test: {e}").into()),
        };
        stdout.write_all(&chunk[..read])?;
        stdout.flush()?;
        totals.feed(&chunk[..read]);
    }
    totals.finish();
    let status = child.wait().map_err(|e| format!("cargo test did not end: {e}"))?;
    writeln!(stdout, "{}", totals.line())?;
    Ok(if status.success() && totals.failed == 0 {
        ExitCode::SUCCESS
    } else {
        let code = status.code().and_then(|c| u8::try_from(c).ok()).filter(|&c| c != 0);
        ExitCode::from(code.unwrap_or(1))
    })
}

/// The sums of the `test result:` lines seen so far, one line per test executable or doc-test
/// run: `test result: ok. 12 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; …`.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Totals {
    /// Tests passed.
    pub passed: u64,
    /// Tests failed.
    pub failed: u64,
    /// Tests ignored.
    pub ignored: u64,
    /// `test result:` lines: test executables and doc-test runs.
    pub runs: u64,
    /// The line read so far, to its first byte without a newline.
    partial: Vec<u8>,
}

impl Totals {
    /// The totals of a whole captured output.
    ///
    /// # Complexity
    /// O(output).
    pub fn of(output: &str) -> Self {
        let mut totals = Self::default();
        totals.feed(output.as_bytes());
        totals.finish();
        totals
    }

    /// Read the next bytes of the output, cut anywhere: each line is counted once it is whole.
    ///
    /// # Complexity
    /// O(bytes).
    pub fn feed(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            if byte == b'\n' {
                let line = std::mem::take(&mut self.partial);
                self.count(&String::from_utf8_lossy(&line));
            } else {
                self.partial.push(byte);
            }
        }
    }

    /// Count the last line when the output does not end with a newline.
    ///
    /// # Complexity
    /// O(its length).
    pub fn finish(&mut self) {
        let line = std::mem::take(&mut self.partial);
        self.count(&String::from_utf8_lossy(&line));
    }

    /// Add one line if it is a `test result:` line. Only one that starts the line counts, as
    /// libtest prints it: a test's own output, shown when it fails, says so only if it does.
    fn count(&mut self, line: &str) {
        let Some(result) = line.trim_end_matches('\r').strip_prefix("test result: ") else {
            return;
        };
        // `ok. 12 passed; 0 failed; …`: the figures follow the verdict.
        let Some((_, figures)) = result.split_once(". ") else { return };
        self.runs += 1;
        for part in figures.split(';') {
            let mut words = part.split_whitespace();
            let (Some(number), Some(what)) = (words.next(), words.next()) else { continue };
            let Ok(number) = number.parse::<u64>() else { continue };
            match what {
                "passed" => self.passed += number,
                "failed" => self.failed += number,
                "ignored" => self.ignored += number,
                _ => {}
            }
        }
    }

    /// `suite: N passed, M failed, K skipped`, the plain closing line CI services read (`K`:
    /// the tests cargo ignored), after a line of how many test executables and doc-test runs
    /// gave them.
    pub fn line(&self) -> String {
        format!(
            "({} test executables and doc-test runs)\nsuite: {} passed, {} failed, {} skipped",
            self.runs, self.passed, self.failed, self.ignored
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of a real run: results on stdout among the tests' own lines, a failed block
    /// with its failures listed, a doc-test run, and lines that only look alike.
    const CAPTURED: &str = "
running 3 tests
test parses ... ok
test slow ... ignored
test writes ... ok

test result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s


running 2 tests
test agrees ... ok
test overflows ... FAILED

failures:

---- overflows stdout ----
thread 'overflows' panicked at src/lib.rs:9:5:
  test result: this indented line is a test's own output
test result: not a figure in sight

failures:
    overflows

test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 4 filtered out; finished in 0.20s


running 5 tests
test src/lib.rs - f (line 3) ... ok
test src/lib.rs - g (line 9) ... ok
test src/lib.rs - h (line 15) ... ok
test src/lib.rs - i (line 21) ... ok
test src/lib.rs - j (line 27) ... ignored

test result: ok. 4 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.53s
all doctests ran in 0.61s; merged doctests compilation took 0.08s
";

    #[test]
    fn the_result_lines_are_added_up() {
        let totals = Totals::of(CAPTURED);
        assert_eq!((totals.passed, totals.failed, totals.ignored, totals.runs), (7, 1, 2, 3));
        assert_eq!(
            totals.line(),
            "(3 test executables and doc-test runs)\nsuite: 7 passed, 1 failed, 2 skipped"
        );
    }

    #[test]
    fn output_cut_anywhere_counts_the_same() {
        let whole = Totals::of(CAPTURED);
        for size in [1, 2, 7, 64, 1000] {
            let mut totals = Totals::default();
            for piece in CAPTURED.as_bytes().chunks(size) {
                totals.feed(piece);
            }
            totals.finish();
            assert_eq!(totals, whole, "chunks of {size}");
        }
        let crlf = Totals::of("test result: ok. 3 passed; 0 failed; 0 ignored\r\n");
        assert_eq!((crlf.passed, crlf.runs), (3, 1));
        let unended = Totals::of("test result: FAILED. 0 passed; 2 failed; 0 ignored");
        assert_eq!((unended.failed, unended.runs), (2, 1));
        assert_eq!(
            Totals::of("").line(),
            "(0 test executables and doc-test runs)\nsuite: 0 passed, 0 failed, 0 skipped"
        );
    }
}
