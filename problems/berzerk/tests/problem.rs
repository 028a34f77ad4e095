//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the reader against the writer; every sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use berzerk::model::Rules;
use berzerk::{Berzerk, Input};
use sg_core::loopy::Outcome;
use sg_core::loopy::search::LoopySolver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(Berzerk, cases = 3000, seed = 0x786a);

/// Every explanation is confirmed by the model: a winning step leaves the other player lost
/// (or drops the monster into the black hole), a step that keeps the loop leaves a loop, and
/// "every move loses" is said exactly of lost starts.
#[test]
fn explained_steps_are_confirmed_by_the_model() {
    let mut seen = [0usize; 3];
    for seed in 0..800 {
        let input: Input = Berzerk::generate(&mut Rng::new(seed), Size::Small);
        let n = input.objects;
        let mut solver = LoopySolver::new(Rules { objects: n, steps: input.steps.clone() });
        for e in berzerk::explain(&input) {
            let start = solver.outcome(&(e.object - 1, e.who));
            assert_eq!(e.outcome, start, "seed {seed}: {e:?}");
            match e.step {
                None => {
                    assert_eq!(start, Outcome::Lose, "seed {seed}: {e:?}");
                    seen[0] += 1;
                }
                Some((x, to)) => {
                    assert!(input.steps[e.who].contains(&x), "seed {seed}: {e:?}");
                    assert_eq!((e.object - 1 + x) % n + 1, to, "seed {seed}: {e:?}");
                    let left = solver.outcome(&(to - 1, 1 - e.who));
                    let want = if start == Outcome::Win { Outcome::Lose } else { Outcome::Draw };
                    assert_eq!(left, want, "seed {seed}: {e:?}");
                    seen[if start == Outcome::Win { 1 } else { 2 }] += 1;
                }
            }
        }
    }
    assert!(seen.iter().all(|&count| count > 100), "each outcome explained: {seen:?}");
}

#[test]
fn explanations_read_well() {
    let input = Input { objects: 5, steps: [vec![3, 2], vec![1, 2, 3]] };
    let text: Vec<String> = berzerk::explain(&input).iter().map(|e| e.to_string()).collect();
    assert_eq!(
        text[0],
        "Rick starts on object 2: Lose: every move loses: each of Rick's steps leaves Morty a win"
    );
    assert_eq!(
        text[1],
        "Rick starts on object 3: Win: winning move: Rick steps 3, into the black hole"
    );
    assert_eq!(
        text[3],
        "Rick starts on object 5: Loop: keeps the loop: Rick steps 2, to object 2, where Morty \
         cannot win; no step wins"
    );
    let lines: Vec<String> = berzerk::explain_text(&input).lines().map(String::from).collect();
    assert_eq!(lines.len(), 2 + 8);
    assert_eq!(lines[0], "Lose Win Win Loop");
    assert_eq!(lines[5], "Loop Win Win Win");
    assert!(lines[1].starts_with("  Rick starts on object 2: Lose"), "{lines:?}");
    assert!(lines[6].starts_with("  Morty starts on object 2: Loop"), "{lines:?}");
}

/// The judge's largest input: both players hold every step, so whoever starts wins at once.
#[test]
fn the_judges_largest_input() {
    let input = Berzerk::generate(&mut Rng::new(1), Size::Max);
    let answer = berzerk::answer(&input);
    assert!(answer.outcomes.iter().all(|line| line.len() == 6999));
    assert!(answer.outcomes.iter().flatten().all(|&o| o == Outcome::Win));
}
