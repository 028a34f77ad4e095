//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the reader against the writer; every sample; long shapes.

#[path = "problem/bad_input.rs"]
mod bad_input;

use passage_of_time::{Explanation, Input, PassageOfTime, Round, model};
use sg_core::loopy::Outcome;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(PassageOfTime, cases = 4000, seed = 0x6560);

/// Every explained move slides the token along an edge from the start; a winning one reaches
/// the target or a vertex the model says is lost for the opponent, one that keeps the draw a
/// vertex it says is drawn; "every move loses" is said exactly of the rounds it says are lost,
/// with the start's true number of moves.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut seen = [0usize; 3];
    for seed in 0..1500 {
        let input = PassageOfTime::generate(&mut Rng::new(seed), Size::Small);
        for (&round, explanation) in input.rounds.iter().zip(passage_of_time::explain(&input)) {
            let verdict = model::outcome(&input, round);
            let after = |to: u32| model::outcome(&input, Round { start: to, target: round.target });
            let is_edge = |from: u32, to: u32| input.edges.contains(&(from, to));
            match explanation {
                Explanation::Win { from, to, onto_target } => {
                    assert_eq!(verdict, Outcome::Win, "seed {seed}: {round:?}");
                    assert!(from == round.start && is_edge(from, to), "seed {seed}");
                    assert_eq!(onto_target, to == round.target, "seed {seed}");
                    assert!(onto_target || after(to) == Outcome::Lose, "seed {seed}: {round:?}");
                    seen[0] += 1;
                }
                Explanation::Draw { from, to } => {
                    assert_eq!(verdict, Outcome::Draw, "seed {seed}: {round:?}");
                    assert!(from == round.start && is_edge(from, to), "seed {seed}");
                    assert_ne!(to, round.target, "seed {seed}");
                    assert_eq!(after(to), Outcome::Draw, "seed {seed}: {round:?}");
                    seen[1] += 1;
                }
                Explanation::Lose { from, moves } => {
                    assert_eq!(verdict, Outcome::Lose, "seed {seed}: {round:?}");
                    let out = input.edges.iter().filter(|&&(u, _)| u == from).count();
                    assert_eq!(moves as usize, out, "seed {seed}: {round:?}");
                    seen[2] += 1;
                }
            }
        }
    }
    assert!(seen.iter().all(|&count| count > 300), "won, drawn, lost explained: {seen:?}");
}

fn run(text: &str) -> String {
    String::from_utf8(judge::run(passage_of_time::solve, &mut text.as_bytes()).unwrap()).unwrap()
}

/// Long shapes the small cases cannot have, with answers by hand: a path of 10^5 vertices
/// into the target (the parity of its length decides), a cycle through every vertex (drawn
/// unless the target is on it: then the parity of the distance), and a start beyond every
/// edge's end (no move).
#[test]
fn long_paths_and_cycles_by_hand() {
    let n = 100_000u32;
    let path: String = (1..n).map(|v| format!("{v} {}\n", v + 1)).collect();
    // From 1 to n: n − 1 moves, all forced; the first player makes the odd ones.
    let text = format!("{n} {} 3\n{path}1 {n}\n2 {n}\n1 2\n", n - 1);
    assert_eq!(run(&text), "1\n-1\n1\n");
    let cycle = format!("{path}{n} 1\n");
    // On the cycle the target is reached after (y − x) mod n forced moves.
    let text = format!("{n} {n} 3\n{cycle}1 {n}\n1 3\n{n} 1\n");
    assert_eq!(run(&text), "1\n-1\n1\n");
    // Vertex n + 1 is beyond every edge: no move, whatever the target.
    let text = format!("{} {n} 2\n{cycle}{} 1\n1 {}\n", n + 1, n + 1, n + 1);
    assert_eq!(run(&text), "-1\n0\n");
    // A declared n far beyond the edges costs nothing.
    assert_eq!(run("4294967294 1 2\n1 2\n1 2\n4294967294 1\n"), "1\n-1\n");
}

/// The typed path and the judge path agree on the judge's costliest shape (a fifth of its
/// size, to keep the tests fast): every vertex resolved (a DAG), so no round is drawn.
#[test]
fn the_largest_input_is_answered_alike_by_both_paths() {
    let input: Input = PassageOfTime::generate(&mut Rng::new(6560), Size::N(20_000));
    let outcomes = passage_of_time::answer(&input);
    let mut text = Vec::new();
    input.write(&mut text);
    let mut want = Vec::new();
    passage_of_time::write_answer(&outcomes, &mut want);
    assert_eq!(judge::run(passage_of_time::solve, &mut &text[..]).unwrap(), want);
    let count = |o: Outcome| outcomes.iter().filter(|&&x| x == o).count();
    let seen = [count(Outcome::Win), count(Outcome::Lose), count(Outcome::Draw)];
    assert!(seen[0] > 0 && seen[1] > 0 && seen[2] == 0, "won, lost, drawn: {seen:?}");
}
