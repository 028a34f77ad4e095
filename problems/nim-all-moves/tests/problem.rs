//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; the checker's reason for each kind of wrong output, in
//! process and as a testlib-style program.

#[path = "problem/bad_input.rs"]
mod bad_input;

use judge::Judgement;
use nim_all_moves::{CHECKER, NimAllMoves};

workbench::problem_tests!(NimAllMoves, cases = 3000, seed = 0x2176);

/// HDU's sample: 5 7 8 9 10.
const INPUT: &[u8] = b"5\n5 7 8 9 10\n3\n1 2 3\n0\n";
const RIGHT: &[u8] = b"Yes\n8 1\n9 0\n10 3\nNo\n";

fn judged(output: &[u8]) -> Judgement {
    CHECKER.check(&mut &INPUT[..], &mut &output[..], &mut &RIGHT[..]).unwrap()
}

fn wrong(output: &[u8]) -> String {
    match judged(output) {
        Judgement::WrongAnswer(why) => why,
        other => {
            panic!("{:?} should be a wrong answer, not {other:?}", String::from_utf8_lossy(output))
        }
    }
}

#[test]
fn the_checker_accepts_the_answer_in_any_layout() {
    assert_eq!(judged(RIGHT), Judgement::Accepted);
    assert_eq!(judged(b"Yes 8 1 9 0\r\n10 3 No"), Judgement::Accepted);
}

/// Each kind of wrong-but-plausible output gets its own reason.
#[test]
fn the_checker_names_what_is_wrong() {
    assert_eq!(wrong(b"Yes\n8 1\n9 2\n10 3\nNo\n"), "test 1: `9 2` loses: it leaves nim-sum 2");
    assert_eq!(
        wrong(b"Yes\n8 1\n9 0\nNo\n"),
        "test 1: the winning move `10 3` is missing (2 of 3 listed)"
    );
    assert_eq!(
        wrong(b"Yes\n8 1\n9 9\n10 3\nNo\n"),
        "test 1: `9 9` is not a move: a move takes at least one stone"
    );
    assert_eq!(
        wrong(b"Yes\n8 1\n6 0\n10 3\nNo\n"),
        "test 1: `6 0` is not a move: no heap has 6 stones"
    );
    assert_eq!(
        wrong(b"Yes\n9 0\n8 1\n10 3\nNo\n"),
        "test 1: the moves are out of heap order: `8 1` comes before `9 0`"
    );
    assert_eq!(
        wrong(b"Yes\n8 1\n9 0\n10 3\n10 3\nNo\n"),
        "test 1: `10 3` is listed more often than there are heaps of 10 stones"
    );
    assert_eq!(
        wrong(b"No\nNo\n"),
        "test 1: the output says No, but the nim-sum is 9, so the first player wins (e.g. `8 1`)"
    );
    assert_eq!(
        wrong(b"Yes\n8 1\n9 0\n10 3\nYes\n"),
        "test 2: the output says Yes, but the nim-sum is 0: every move loses"
    );
}

#[test]
fn output_that_does_not_read_is_a_wrong_format() {
    for output in [
        &b"Yes\n8 1\n9\n"[..],
        b"yes\n8 1\n9 0\n10 3\nNo\n",
        b"Yes\n8 1 9 0 10 3\n",
        b"Yes 8 1 9 0 10 3 No No",
        b"7",
    ] {
        let judgement = judged(output);
        assert!(
            matches!(judgement, Judgement::WrongFormat(_)),
            "{:?}: {judgement:?}",
            String::from_utf8_lossy(output)
        );
    }
    let Judgement::WrongFormat(why) = judged(b"Yes\n8 1\n9\n") else { unreachable!() };
    assert_eq!(why, "line 4, column 1: expected the size after the move, found end of output");
}

const CHECKER_BIN: &str = env!("CARGO_BIN_EXE_nim-all-moves-checker");

/// The checker program takes testlib's `in out ans` and exits 0, 1, 2 or 3 with one line.
#[test]
fn the_checker_program_speaks_testlib() {
    let dir = std::env::temp_dir().join(format!("nam-checker-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let (input, answer) = (file("in", INPUT), file("ans", RIGHT));
    let run = |output: &[u8]| {
        let output = file("out", output);
        let out = std::process::Command::new(CHECKER_BIN)
            .arg(&input)
            .arg(&output)
            .arg(&answer)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    assert_eq!(run(RIGHT), (Some(0), "ok\n".into()));
    assert_eq!(
        run(b"Yes\n8 1\n9 2\n10 3\nNo\n"),
        (Some(1), "wrong answer: test 1: `9 2` loses: it leaves nim-sum 2\n".into())
    );
    assert_eq!(run(b"Maybe\n").0, Some(2));
    let missing = std::process::Command::new(CHECKER_BIN)
        .arg(&input)
        .arg(dir.join("none"))
        .arg(&answer)
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(3));
    let _ = std::fs::remove_dir_all(&dir);
}
