//! Constrained Nim 2 at the table: heaps in order, a move takes `L` to `R` stones from one heap
//! (`take 2 from heap 3`); the perfect player moves a heap into the runs of the value it needs.

use sg_core::Solver;
use workbench::play::heaps::{self, NIM_WORDS, Take};
use workbench::play::{Part, Play, Words};

use crate::model::Rules;
use crate::{ConstrainedNim2, Input, Takes};

/// A position: the move rule and the heaps.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    /// `L` and `R`.
    pub takes: Takes,
    /// The heap sizes.
    pub heaps: Vec<u64>,
}

impl Board {
    fn sum(&self) -> u64 {
        self.heaps.iter().fold(0, |s, &x| s ^ self.takes.grundy(x))
    }
}

impl Play for ConstrainedNim2 {
    type Position = Board;
    type Move = Take;
    type Model = Solver<Rules>;

    const SHORT_FORM: &'static str =
        "the takes and the heaps: `grundy play constrained-nim-2 takes 2 5 heaps 7 9 11`";
    const MOVE_EXAMPLE: &'static str = "take 2 from heap 1";

    fn positions(input: &Input) -> Result<Vec<Board>, String> {
        Ok(vec![Board { takes: input.takes, heaps: input.heaps.clone() }])
    }
    fn from_words(words: &Words) -> Result<Board, String> {
        let example = "takes 2 5 heaps 7 9 11";
        words.only(&["take", "heap", "pile"], false, example)?;
        let heaps = words.numbers(&["heap", "pile"]);
        match words.numbers(&["take"])[..] {
            [l, r] if l >= 1 && l <= r && !heaps.is_empty() => {
                Ok(Board { takes: Takes { l, r }, heaps })
            }
            [l, r] if l == 0 || r < l => {
                Err(format!("a move takes L to R stones, 1 ≤ L ≤ R, not {l} to {r}"))
            }
            _ => Err(format!("give the takes L R and the heaps, e.g. `{example}`")),
        }
    }
    fn picture(board: &Board) -> Vec<String> {
        let Takes { l, r } = board.takes;
        vec![format!("A move takes {l} to {r} stones from one heap.")]
    }
    /// A heap of `x` is worth `⌊(x mod (L + R)) / L⌋`.
    fn parts(board: &Board) -> Vec<Part> {
        heaps::parts(&board.heaps, "heap", |x| Some(u128::from(board.takes.grundy(x))))
    }
    fn moves(board: &Board) -> impl Iterator<Item = Take> + '_ {
        let Takes { l, r } = board.takes;
        board
            .heaps
            .iter()
            .enumerate()
            .flat_map(move |(heap, &x)| (l..=r.min(x)).map(move |take| Take { heap, to: x - take }))
    }
    fn play(board: &Board, take: &Take) -> Board {
        Board { takes: board.takes, heaps: heaps::after(&board.heaps, *take) }
    }
    fn describe(board: &Board, take: &Take) -> String {
        NIM_WORDS.describe(&board.heaps, *take)
    }
    fn parse_move(board: &Board, words: &Words) -> Result<Take, String> {
        let take = NIM_WORDS.parse(&board.heaps, words, &[])?;
        let taken = board.heaps[take.heap] - take.to;
        let Takes { l, r } = board.takes;
        if taken < l || taken > r {
            return Err(format!("a move takes {l} to {r} stones, not {taken}"));
        }
        Ok(take)
    }
    fn wins(board: &Board) -> bool {
        board.sum() != 0
    }
    /// Each heap `x` to every size of value `g(x) ⊕ s` in its window (at most two runs).
    fn winning_moves(board: &Board) -> impl Iterator<Item = Take> + '_ {
        let sum = board.sum();
        let takes = board.takes;
        board.heaps.iter().enumerate().filter(move |_| sum != 0).flat_map(move |(heap, &x)| {
            let target = takes.grundy(x) ^ sum;
            takes
                .moves_to(x, target)
                .into_iter()
                .flat_map(move |(low, high)| (low..=high).rev().map(move |to| Take { heap, to }))
        })
    }
    fn new_model(start: &Board) -> Solver<Rules> {
        Solver::new(Rules(start.takes))
    }
    fn model_wins(solver: &mut Solver<Rules>, board: &Board) -> bool {
        solver.grundy_of_sum(&board.heaps) != 0
    }
}
