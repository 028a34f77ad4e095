//! The fast solution, the judge path and the explanations against the piles searched by their
//! rules; the diagonal law against the Young diagram valued cell by cell on larger piles; the
//! reader against the writer; every case in testdata.

#[path = "problem/bad_input.rs"]
mod bad_input;

use candy_piles::model::{self, Rules};
use candy_piles::{CandyPiles, FirstMove, Input, after, explain, first_player_wins};
use sg_core::misere::MisereSolver;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(CandyPiles, cases = 4000, seed = 0xa602);

/// Every multiset of 1 to 6 piles up to 7, against the search.
#[test]
fn every_small_multiset_agrees_with_the_model() {
    let mut solver = MisereSolver::new(Rules);
    let mut rows: Vec<Vec<u64>> = vec![vec![]];
    let mut checked = 0;
    for _ in 0..6 {
        rows = rows
            .iter()
            .flat_map(|row| {
                let from = row.last().copied().unwrap_or(1);
                (from..=7).map(move |a| [row.clone(), vec![a]].concat())
            })
            .collect();
        for piles in &rows {
            let searched = model::first_player_wins(&mut solver, piles);
            assert_eq!(first_player_wins(piles), searched, "{piles:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 1715);
}

/// The game valued on its Young diagram, cell by cell from the top right: the token at
/// `(x, y)` (the `x` largest piles eaten, `y` rounds of one each) is outside once
/// `a_{x+1} ≤ y`, where the player to move wins; inside, it wins iff moving right or up reaches
/// a lost cell. An exact second method, O(N · max a), for piles beyond the model's reach.
fn by_diagram(piles: &[u64]) -> bool {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let height = |x: usize| sorted.get(x).copied().unwrap_or(0) as usize;
    let n = sorted.len();
    // wins[x][y] for y ≤ a_{x+1}: y == a_{x+1} is outside (won by the mover).
    let mut wins: Vec<Vec<bool>> = vec![vec![true]; n + 1];
    for x in (0..n).rev() {
        let h = height(x);
        let mut column = vec![true; h + 1];
        for y in (0..h).rev() {
            let up = column[y + 1];
            let right = wins[x + 1].get(y).copied().unwrap_or(true);
            column[y] = !up || !right;
        }
        wins[x] = column;
    }
    wins[0][0]
}

/// The law against the diagram on 3000 random sets of up to 300 piles up to 300, mostly near
/// the diagonal where the corridors vary.
#[test]
fn the_law_agrees_with_the_diagram_on_larger_piles() {
    let mut rng = Rng::new(300);
    let mut verdicts = [0; 2];
    for _ in 0..3000 {
        let n = rng.range(1, 300);
        let piles = CandyPiles::generate(&mut rng, Size::N(n)).piles;
        let piles: Vec<u64> =
            piles.iter().map(|&a| if a > 300 { 1 + a % 300 } else { a }).collect();
        let verdict = by_diagram(&piles);
        assert_eq!(first_player_wins(&piles), verdict, "{piles:?}");
        verdicts[usize::from(verdict)] += 1;
    }
    assert!(verdicts.iter().all(|&v| v > 300), "{verdicts:?}");
}

/// Every explained move leaves a position the model says is lost; a loss is claimed only where
/// the model finds one; both kinds of move occur.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = MisereSolver::new(Rules);
    let mut rng = Rng::new(11);
    let mut kinds = [0; 3];
    for _ in 0..2000 {
        let input: Input = CandyPiles::generate(&mut rng, Size::Small);
        let explanation = explain(&input);
        match explanation.winning_move {
            None => {
                kinds[0] += 1;
                assert!(!model::first_player_wins(&mut solver, &input.piles), "{input:?}");
            }
            Some(m) => {
                kinds[1 + usize::from(m == FirstMove::OneEach)] += 1;
                let left = after(&input.piles, m);
                assert!(!model::first_player_wins(&mut solver, &left), "{input:?}: {m:?}");
            }
        }
        assert_eq!(
            explanation.to_string().starts_with("First"),
            explanation.winning_move.is_some()
        );
    }
    assert!(kinds.iter().all(|&k| k > 50), "{kinds:?}");
    let text = explain(&Input { piles: vec![1, 2, 3] }).to_string();
    assert_eq!(
        text,
        "Second\n  the diagonal walk ends after 1 steps (a_2 >= 2, a_3 <= 2): 0 cells above and 0 \
         to the right, both even, so every move loses"
    );
}
