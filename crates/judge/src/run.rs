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
            match stdout.write_all(&out).and_then(|()| stdout.flush()) {
                Ok(()) => std::process::exit(0),
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
                Err(e) => {
                    eprintln!("error: cannot write output: {e}");
                    std::process::exit(1)
                }
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2)
        }
    }
}
