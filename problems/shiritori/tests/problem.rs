//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the reader against the writer; every sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use sg_core::loopy::Outcome;
use sg_core::loopy::search::LoopySolver;
use shiritori::model::{Rules, verdict};
use shiritori::{Explanation, Input, Shiritori, Verdict};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(Shiritori, cases = 3000, seed = 0x209e);

/// Every explanation is confirmed by the model: a winning reply of Aoki's starts where the
/// opening word ends and leaves Takahashi lost; a reply that keeps the draw leaves him drawn;
/// and "every reply loses" is said exactly when Takahashi wins.
#[test]
fn explained_replies_are_confirmed_by_the_model() {
    let mut seen = [0usize; 3];
    for seed in 0..1500 {
        let input: Input = Shiritori::generate(&mut Rng::new(seed), Size::Small);
        let mut solver = LoopySolver::new(Rules { words: input.words.clone() });
        for (i, explanation) in shiritori::explain(&input).into_iter().enumerate() {
            let want = verdict(&mut solver, i);
            match &explanation {
                Explanation::EveryReplyLoses { end, replies } => {
                    assert_eq!(want, Verdict::Takahashi, "seed {seed}: word {i}");
                    assert!(input.words[i].ends_with(end.as_str()), "seed {seed}");
                    let count = input.words.iter().filter(|w| w.starts_with(end.as_str())).count();
                    assert_eq!(*replies, count, "seed {seed}");
                    seen[0] += 1;
                }
                Explanation::Reply { verdict: said, reply, word } => {
                    assert_eq!(*said, want, "seed {seed}: word {i}");
                    assert_eq!(&input.words[*reply], word);
                    let end = &input.words[i][input.words[i].len() - 3..];
                    assert!(word.starts_with(end), "seed {seed}: {word} after {}", input.words[i]);
                    // After Aoki's reply, Takahashi is to move.
                    let left = solver.outcome(reply);
                    let expect = if *said == Verdict::Aoki { Outcome::Lose } else { Outcome::Draw };
                    assert_eq!(left, expect, "seed {seed}: {word}");
                    seen[if *said == Verdict::Aoki { 1 } else { 2 }] += 1;
                }
            }
        }
    }
    assert!(seen.iter().all(|&count| count > 100), "each verdict explained: {seen:?}");
}

#[test]
fn explanations_read_well() {
    let words = ["abcd", "bcda", "ada", "cdxy"].map(String::from).to_vec();
    let text: Vec<String> =
        shiritori::explain(&Input { words }).iter().map(|e| e.to_string()).collect();
    assert_eq!(
        text,
        [
            "Aoki\n  winning move: Aoki says `bcda` (word 2), after which Takahashi loses",
            "Takahashi\n  every move loses: no word starts with `cda`, so Aoki has none",
            "Draw\n  keeps the draw: Aoki says `ada` (word 3); no word wins for either side",
            "Takahashi\n  every move loses: no word starts with `dxy`, so Aoki has none",
        ]
    );
}

/// Words beyond the judge's letters are the same game: digits and punctuation count as
/// characters, and a long word matters only through its ends.
#[test]
fn any_printable_word_plays_the_same_game() {
    let run = |text: &[u8]| {
        String::from_utf8(judge::run(shiritori::solve, &mut &text[..]).unwrap()).unwrap()
    };
    assert_eq!(run(b"3\nabcd\nbcda\nada\n"), run(b"3\n#!9d\n!9d#\n#?#\n"));
    let long = format!("2\n{}xyz\nxyzw\n", "q".repeat(100_000));
    assert_eq!(run(long.as_bytes()), "Aoki\nTakahashi\n");
}
