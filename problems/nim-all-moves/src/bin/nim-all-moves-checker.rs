//! The checker of `nim-all-moves` as a program in testlib's convention:
//! `nim-all-moves-checker INPUT OUTPUT ANSWER`, exit 0 ok, 1 wrong answer, 2 wrong output
//! format, 3 failure.
fn main() {
    judge::checker_main(&nim_all_moves::CHECKER)
}
