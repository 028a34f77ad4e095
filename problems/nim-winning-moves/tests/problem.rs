//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; the checker's verdicts, in process and as a testlib-style
//! program.

#[path = "problem/bad_input.rs"]
mod bad_input;

use nim_winning_moves::{CHECKER, Input, NimWinningMoves};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(NimWinningMoves, cases = 3000, seed = 0x2975);

/// The counts agree with sg-core's list of winning moves and with "the heaps with the top bit
/// of the nim-sum set", on large random heaps where the search cannot go.
#[test]
fn the_count_is_the_number_of_heaps_with_the_top_bit_of_the_nim_sum() {
    let mut rng = Rng::new(5);
    for _ in 0..2000 {
        let n = rng.range(1, 40);
        let input: Input = NimWinningMoves::generate(&mut rng, Size::N(n));
        for heaps in &input.tests {
            let s = sg_core::nim_sum(heaps);
            let by_bit = if s == 0 {
                0
            } else {
                heaps.iter().filter(|&&h| h >> (63 - s.leading_zeros()) & 1 == 1).count()
            };
            assert_eq!(nim_winning_moves::winning_moves(heaps), by_bit as u64, "{heaps:?}");
            assert_eq!(sg_core::winning::winning_moves(heaps).count(), by_bit, "{heaps:?}");
        }
    }
    assert_eq!(nim_winning_moves::winning_moves(&[u64::MAX, u64::MAX, 1]), 3);
    assert_eq!(nim_winning_moves::winning_moves(&[u64::MAX, u64::MAX - 1, 1]), 0);
}

fn judged(input: &[u8], output: &[u8], reference: &[u8]) -> judge::Judgement {
    CHECKER.check(&mut &input[..], &mut &output[..], &mut &reference[..]).unwrap()
}

/// A miscount is rejected with the true count and the moves; a wrong number of lines is a
/// wrong output format; the reference's own text is accepted.
#[test]
fn the_checker_rejects_a_miscount_with_the_winning_moves() {
    let input = b"3\n7 11 13\n2\n1000000000 1000000000\n0\n";
    assert_eq!(judged(input, b"3\n0\n", b"3\n0\n"), judge::Judgement::Accepted);
    let miscount = judged(input, b"2\n0\n", b"3\n0\n");
    assert_eq!(
        miscount,
        judge::Judgement::WrongAnswer(
            "test 1: the output says 2 winning moves, there are 3 (heap 1 from 7 to 6, heap 2 from 11 to 10, heap 3 from 13 to 12)"
                .into()
        )
    );
    let lost = judged(input, b"3\n1\n", b"3\n0\n");
    assert!(
        matches!(&lost, judge::Judgement::WrongAnswer(why) if why.contains("every move loses")),
        "{lost}"
    );
    assert!(matches!(judged(input, b"3\n", b"3\n0\n"), judge::Judgement::WrongFormat(_)));
    assert!(matches!(judged(input, b"3 0 0", b"3\n0\n"), judge::Judgement::WrongFormat(_)));
    assert!(matches!(judged(input, b"three 0", b"3\n0\n"), judge::Judgement::WrongFormat(_)));
}

const CHECKER_BIN: &str = env!("CARGO_BIN_EXE_nim-winning-moves-checker");

/// The checker program takes testlib's `in out ans` and exits 0, 1, 2 or 3 with one line.
#[test]
fn the_checker_program_speaks_testlib() {
    let dir = std::env::temp_dir().join(format!("nwm-checker-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let input = file("in", b"3\n7 11 13\n2\n5 5\n0\n");
    let answer = file("ans", b"3\n0\n");
    let run = |output: &[u8], answer: &std::path::Path| {
        let output = file("out", output);
        let out = std::process::Command::new(CHECKER_BIN)
            .arg(&input)
            .arg(&output)
            .arg(answer)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    assert_eq!(run(b"3\n0\n", &answer), (Some(0), "ok\n".into()));
    let (code, line) = run(b"3\n2\n", &answer);
    assert_eq!(code, Some(1));
    assert!(
        line.starts_with("wrong answer: test 2: the output says 2 winning moves, there are 0"),
        "{line}"
    );
    assert_eq!(run(b"3\n", &answer).0, Some(2));
    let broken = file("broken", b"x");
    let (code, line) = run(b"3\n0\n", &broken);
    assert_eq!(code, Some(3));
    assert!(line.starts_with("FAIL the reference answer"), "{line}");
    let usage = std::process::Command::new(CHECKER_BIN).output().unwrap();
    assert_eq!(usage.status.code(), Some(3));
    let _ = std::fs::remove_dir_all(&dir);
}
