//! The checker of `election-promises` as a program in testlib's convention:
//! `election-promises-checker INPUT OUTPUT ANSWER`, exit 0 ok, 1 wrong answer, 2 wrong output format,
//! 3 failure.
fn main() {
    judge::checker_main(&election_promises::CHECKER)
}
