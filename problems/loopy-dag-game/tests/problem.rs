//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the reader against the writer; every sample; large shapes.

#[path = "problem/bad_input.rs"]
mod bad_input;

use loopy_dag_game::model::{Rules, outcome};
use loopy_dag_game::{Explanation, GraphTest, Input, LoopyDagGame};
use sg_core::loopy::Outcome;
use sg_core::loopy::search::LoopySolver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(LoopyDagGame, cases = 3000, seed = 0x100b);

/// Every explained slide moves the named chessman from its vertex along an edge; a winning one
/// leaves a position the model says is lost, one that keeps the draw a position it says is
/// drawn; "every move loses" is said exactly of the positions it says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut seen = [0usize; 3];
    for seed in 0..600 {
        let input: Input = LoopyDagGame::generate(&mut Rng::new(seed), Size::Small);
        let mut explanations = loopy_dag_game::explain(&input).into_iter();
        for test in &input.tests {
            let mut solver = LoopySolver::new(Rules { successors: test.successors.clone() });
            for men in &test.queries {
                let explanation = explanations.next().unwrap();
                let verdict = outcome(&mut solver, men);
                match &explanation {
                    Explanation::EveryMoveLoses { .. } => {
                        assert_eq!(verdict, Outcome::Lose, "seed {seed}: {men:?}");
                        seen[0] += 1;
                    }
                    &Explanation::Slide { verdict: said, chessman, from, to, .. } => {
                        assert_eq!(said, verdict, "seed {seed}: {men:?}");
                        assert_eq!(men[chessman], from, "seed {seed}: {explanation:?}");
                        assert!(test.successors[from as usize].contains(&to), "seed {seed}");
                        let mut after = men.clone();
                        after[chessman] = to;
                        let left = outcome(&mut solver, &after);
                        let want = if said == Outcome::Win { Outcome::Lose } else { Outcome::Draw };
                        assert_eq!(left, want, "seed {seed}: {men:?} -> {after:?}");
                        seen[if said == Outcome::Win { 1 } else { 2 }] += 1;
                    }
                }
            }
        }
        assert_eq!(explanations.next(), None, "seed {seed}: one explanation per query");
    }
    assert!(seen.iter().all(|&count| count > 100), "lost, won, drawn explained: {seen:?}");
}

/// The explanation's words, for a won, a drawn and a lost query.
#[test]
fn explanations_read_well() {
    // 0 → 1 (a sink); 2 loops (∞{}); 3 → 2 or the sink (∞{0}).
    let successors = vec![vec![1], vec![], vec![2], vec![2, 1]];
    let queries = vec![vec![0], vec![2], vec![0, 0], vec![3, 0]];
    let input = Input { tests: vec![GraphTest { successors, queries }] };
    let text: Vec<String> = loopy_dag_game::explain(&input).iter().map(|e| e.to_string()).collect();
    assert_eq!(
        text,
        [
            "WIN\n  winning move: slide chessman 1 from 0 to 1, leaving values 0: lost for the \
             opponent",
            "DRAW\n  keeps the draw: slide chessman 1 from 2 to 2, leaving values ∞{}: drawn; \
             no move wins",
            "LOSE\n  every move loses: the values 1, 1 are finite and XOR to 0",
            "DRAW\n  keeps the draw: slide chessman 1 from 3 to 2, leaving values ∞{}, 1: \
             drawn; no move wins",
        ]
    );
}

fn run(text: &[u8]) -> String {
    String::from_utf8(judge::run(loopy_dag_game::solve, &mut &text[..]).unwrap()).unwrap()
}

/// The cycle `dag-game` refuses is answered here: a chessman on it can only go round.
#[test]
fn the_cycle_dag_game_refuses_is_a_draw() {
    assert_eq!(run(b"3\n1 1\n1 2\n1 1\n1 0\n2 0 1\n0\n"), "DRAW\nDRAW\n");
    assert_eq!(run(b"1\n1 0\n1 0\n0\n"), "DRAW\n");
}

/// Large shapes through the judge path: a path of 10^6 vertices alternates from its end; a
/// cycle of 10^6 draws; on the two towers of values 0..706, the top alone wins, the two tops
/// lose, and the bottom of the tower with the move up loses.
#[test]
fn large_shapes() {
    let n = 1_000_000u32;
    let path: Vec<Vec<u32>> =
        (0..n).map(|v| if v + 1 < n { vec![v + 1] } else { vec![] }).collect();
    let queries = vec![vec![0], vec![1], vec![0, 1], vec![n - 1]];
    let input = Input { tests: vec![GraphTest { successors: path, queries }] };
    let text = workbench::problem::to_text::<LoopyDagGame>(&input);
    assert_eq!(run(&text), "WIN\nLOSE\nWIN\nLOSE\n");
    for hostile in LoopyDagGame::hostile() {
        let out = run(&(hostile.input)());
        let want =
            if hostile.name.ends_with("cycle") { "DRAW\nDRAW\n" } else { "WIN\nLOSE\nLOSE\n" };
        assert_eq!(out, want, "{}", hostile.name);
    }
}

/// The table shows ∞ values and checks itself against the search.
#[test]
fn the_table_shows_infinite_values() {
    let table = LoopyDagGame::table(&workbench::grid::Args::default()).unwrap().unwrap();
    let values: Vec<&str> = table.cells[1].iter().map(|c| c.text.as_str()).collect();
    assert_eq!(values, ["0", "1", "0", "∞{}", "∞{1}", "∞{0}", "∞{}", "∞{}", "∞{}"]);
    let alone: Vec<&str> = table.cells[2].iter().map(|c| c.text.as_str()).collect();
    assert_eq!(alone, ["lose", "win", "lose", "draw", "draw", "win", "draw", "draw", "draw"]);
    assert!(table.notes[1].starts_with("checked: the sum rule agrees"), "{:?}", table.notes);
}

/// The two towers are what the model says, on towers small enough to search (every position
/// of one or two chessmen).
#[test]
fn small_double_towers_agree_with_the_model() {
    for levels in 1..=6 {
        let mut test = loopy_dag_game::double_tower(levels);
        let n = test.successors.len() as u32;
        test.queries = (0..n)
            .flat_map(|a| std::iter::once(vec![a]).chain((a..n).map(move |b| vec![a, b])))
            .collect();
        let input = Input { tests: vec![test] };
        assert_eq!(
            loopy_dag_game::answer(&input),
            loopy_dag_game::model::answer(&input),
            "{levels}"
        );
    }
}
