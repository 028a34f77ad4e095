//! An octal game at the table, for the page's Play view: a row of heaps, a move replaces one
//! heap by one of its options. The options are sg-core's octal rules
//! (`sg_core::Game for OctalGame`, the one definition, which the engine and the Why view use
//! too), and the perfect player's insight is sg-core's memoised engine on them, so nothing
//! here states a rule: [`Row`] only numbers the heaps and says the moves in words.

use std::cell::RefCell;

use sg_core::octal::OctalGame;
use sg_core::{Game, Moves, Solver};
use workbench::play::{Part, Playable};

use super::explore::heap_limit;

/// A move: the heap at an index (from 0) and the heaps it leaves in its place (none when it is
/// taken whole).
pub type Replace = (usize, Vec<u64>);

/// A row of heaps of one octal game: its moves, one heap at a time, are the octal rules'
/// options of that heap.
#[derive(Debug, Clone)]
pub struct Row(pub OctalGame);

impl Moves for Row {
    type Position = Vec<u64>;
    type Move = Replace;

    /// Heap by heap, each in the order sg-core's rules list its options (the fewest tokens
    /// taken first).
    fn legal_moves<'a>(&'a self, heaps: &'a Vec<u64>) -> impl Iterator<Item = Replace> + 'a {
        heaps
            .iter()
            .enumerate()
            .flat_map(|(i, &n)| Game::moves(&self.0, &n).into_iter().map(move |left| (i, left)))
    }

    /// The heaps before, the option's heaps in the played heap's place, the heaps after.
    fn play(&self, heaps: &Vec<u64>, (i, left): &Replace) -> Vec<u64> {
        let mut after = heaps[..*i].to_vec();
        after.extend(left);
        after.extend(&heaps[i + 1..]);
        after
    }
}

/// An octal game played from a row of heaps: the rules, and sg-core's engine on them for the
/// values (kept between turns: each heap is valued once).
pub struct Table {
    rules: Row,
    engine: RefCell<Solver<OctalGame>>,
}

impl Table {
    /// The game of `game` from `heaps`, each at most its [`heap_limit`].
    ///
    /// # Errors
    /// A heap beyond the limit, or no heap at all.
    ///
    /// # Complexity
    /// O(heaps); the values are searched as the game asks for them (O(n²) for a heap of `n`
    /// with two-heap splits).
    pub fn new(game: OctalGame, heaps: &[u64]) -> Result<Self, String> {
        if heaps.is_empty() {
            return Err("give the heap sizes, e.g. `7` or `3 5`".into());
        }
        let most = heap_limit(&game) as u64;
        if let Some(n) = heaps.iter().find(|&&n| n > most) {
            return Err(format!("a heap of {n} is more than the page plays (at most {most})"));
        }
        let engine = RefCell::new(Solver::new(game.clone()));
        Ok(Self { rules: Row(game), engine })
    }

    fn value(&self, n: u64) -> u64 {
        self.engine.borrow_mut().grundy(&n)
    }
}

impl Playable for Table {
    type Rules = Row;

    fn rules(&self) -> &Row {
        &self.rules
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        vec![format!(
            "Octal game {}: a move takes tokens from one heap as its code allows.",
            self.rules.0
        )]
    }
    /// Each heap with its value, sg-core's.
    fn parts(&self, heaps: &Vec<u64>) -> Vec<Part> {
        heaps
            .iter()
            .enumerate()
            .map(|(i, &n)| Part {
                label: format!("heap {}: {n}", i + 1),
                value: Some(u128::from(self.value(n))),
            })
            .collect()
    }
    /// `heap 2 to 3 + 1`, `heap 1 to nothing`.
    fn describe(&self, _: &Vec<u64>, (i, left): &Replace) -> String {
        let left: Vec<String> = left.iter().map(u64::to_string).collect();
        let left = if left.is_empty() { "nothing".to_string() } else { left.join(" + ") };
        format!("heap {} to {left}", i + 1)
    }
    /// The nim-sum of the heaps' values is not 0.
    fn wins(&self, heaps: &Vec<u64>) -> bool {
        heaps.iter().fold(0, |s, &n| s ^ self.value(n)) != 0
    }
}
