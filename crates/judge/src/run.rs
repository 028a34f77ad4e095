use std::io::{Read, Write};

use crate::{InputError, Scanner};

/// A problem's judge path: read judge input from the scanner, append judge output to the buffer.
pub type Solve = fn(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), InputError>;

/// Run `solve` on everything `input` yields and return its output.
///
/// # Errors
/// The first input error (bad token, broken promise, or a failed read).
///
/// # Complexity
/// That of `solve`; reading uses a fixed buffer.
pub fn run(solve: Solve, input: &mut dyn Read) -> Result<Vec<u8>, InputError> {
    let mut scanner = Scanner::new(input);
    let mut out = Vec::new();
    solve(&mut scanner, &mut out)?;
    Ok(out)
}

/// A judge path's first half where the output is many lines: read the whole input, keep only
/// the answers, typed (see [`main_lines`]).
pub type Answers<T> = fn(&mut Scanner<'_>) -> Result<Vec<T>, InputError>;

/// How much text [`main_lines`] gathers before each write.
const CHUNK: usize = 1 << 16;

/// The body of a problem binary whose output is one line per answer: like [`main`], the input
/// is read to its end before anything is written (bad input prints nothing on stdout), but what
/// is held meanwhile is the typed answers, not their text; the lines then go out through a
/// 64 KiB buffer. A `u64` is 8 bytes where its line takes up to 21, and holding the text of
/// 10^6 such answers touches 20 MB of fresh memory: about 10 ms of page faults, half the time
/// of the rest of nim-product's work (bench/README.md).
///
/// The in-process judge path is `answers` then `line` for each answer into one buffer; the
/// binary writes exactly those bytes.
///
/// # Complexity
/// That of `answers`, then O(answers) to write; memory: the answers and 64 KiB.
pub fn main_lines<T>(answers: Answers<T>, line: fn(&T, &mut Vec<u8>)) -> ! {
    let stdin = std::io::stdin();
    let result = answers(&mut Scanner::new(&mut stdin.lock()));
    match result {
        Ok(answers) => {
            let mut stdout = std::io::stdout().lock();
            let mut chunk = Vec::with_capacity(CHUNK + 64);
            let mut written = Ok(());
            for answer in &answers {
                line(answer, &mut chunk);
                if chunk.len() >= CHUNK {
                    written = stdout.write_all(&chunk);
                    chunk.clear();
                    if written.is_err() {
                        break;
                    }
                }
            }
            let written = written.and_then(|()| stdout.write_all(&chunk));
            exit_after_write(written.and_then(|()| stdout.flush()))
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2)
        }
    }
}

/// Exit 0 after a good write or a closed reader (a `head` downstream), 1 after another failure.
fn exit_after_write(written: std::io::Result<()>) -> ! {
    match written {
        Ok(()) => std::process::exit(0),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("error: cannot write output: {e}");
            std::process::exit(1)
        }
    }
}

/// The body of every problem binary: solve stdin, write the answer to stdout in one write.
///
/// On bad input it prints one line, `error: line L, column C: …`, to stderr and exits with
/// status 2; a failed write exits with status 1. It never returns.
pub fn main(solve: Solve) -> ! {
    let stdin = std::io::stdin();
    let result = run(solve, &mut stdin.lock());
    match result {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            exit_after_write(stdout.write_all(&out).and_then(|()| stdout.flush()))
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2)
        }
    }
}
