//! `grundy play rules FILE POSITION…`: a rules script at the table. The sum of the positions
//! given is the position, a move replaces one part by the positions the script lists, and the
//! game is played through the same [`workbench::play::Match`] as every problem.

use std::cell::RefCell;
use std::rc::Rc;

use rules::{Move, Outcome, Position, Value, after, move_text};
use rustc_hash::FxHashMap;
use sg_core::Moves;
use workbench::play::{Part, Playable};

/// A script's moves, listed once for every part reachable from the start: a position is the
/// sum's parts, a move is (the part played in, the positions it becomes).
#[derive(Debug, Clone)]
pub struct ScriptMoves(Rc<FxHashMap<Position, Vec<Move>>>);

impl Moves for ScriptMoves {
    type Position = Vec<Position>;
    type Move = (usize, Move);

    fn legal_moves<'a>(&'a self, sum: &'a Vec<Position>) -> impl Iterator<Item = Self::Move> + 'a {
        // An equal part earlier in the sum has the same moves.
        let fresh = |&(i, p): &(usize, &Position)| !sum[..i].contains(p);
        sum.iter().enumerate().filter(fresh).flat_map(move |(i, p)| {
            self.0.get(p).into_iter().flatten().map(move |m| (i, m.clone()))
        })
    }
    fn play(&self, sum: &Vec<Position>, (i, chosen): &Self::Move) -> Vec<Position> {
        after(sum, *i, chosen)
    }
}

/// A script's game: its moves, and its engine (values and outcomes of the sums reachable from
/// the start, all computed before the game, so that no turn runs the script again).
pub struct ScriptGame {
    moves: ScriptMoves,
    engine: RefCell<rules::Rules>,
}

impl ScriptGame {
    /// The game of `engine` from the sum `start`: values the start (and so every sum reachable
    /// from it) and lists the moves of every part reachable from it.
    ///
    /// # Errors
    /// The script's error or a spent budget.
    ///
    /// # Complexity
    /// As [`rules::Rules::outcome`] of the start, then one listing per reachable part.
    pub fn new(mut engine: rules::Rules, start: &[Position]) -> Result<Self, rules::Error> {
        engine.outcome(start)?;
        let mut listed = FxHashMap::default();
        let mut queue = start.to_vec();
        while let Some(part) = queue.pop() {
            if listed.contains_key(&part) {
                continue;
            }
            let moves = engine.moves(&part)?;
            queue.extend(moves.iter().flatten().cloned());
            listed.insert(part, moves);
        }
        Ok(Self { moves: ScriptMoves(Rc::new(listed)), engine: RefCell::new(engine) })
    }

    /// The parts that still have a move.
    fn live<'a>(&'a self, sum: &'a [Position]) -> impl Iterator<Item = &'a Position> + 'a {
        sum.iter().filter(|p| self.moves.0.get(*p).is_some_and(|m| !m.is_empty()))
    }
}

impl Playable for ScriptGame {
    type Rules = ScriptMoves;

    fn rules(&self) -> &ScriptMoves {
        &self.moves
    }
    fn misere(&self) -> bool {
        self.engine.borrow().script().misere()
    }
    fn loopy(&self) -> bool {
        self.engine.borrow().script().loopy()
    }
    /// Each part that can move with its value, and the nim-sum of finite values.
    fn picture(&self, sum: &Vec<Position>) -> Vec<String> {
        let mut engine = self.engine.borrow_mut();
        let misere = engine.script().misere();
        let (mut lines, mut nim_sum) = (Vec::new(), Some(0));
        for (i, p) in self.live(sum).enumerate() {
            let value = engine.value(p).expect("every part was valued before the game");
            nim_sum = match (&value, nim_sum) {
                (Value::Nimber(g), Some(s)) => Some(s ^ g),
                _ => None,
            };
            let shown = if misere { String::new() } else { format!(": value {value}") };
            lines.push(format!("part {} is {p}{shown}", i + 1));
        }
        if let (Some(s), false, true) = (nim_sum, misere, lines.len() > 1) {
            lines.push(format!("nim-sum of the values: {s}"));
        }
        if lines.is_empty() {
            lines.push("nothing is left to move".into());
        }
        lines
    }
    fn parts(&self, _: &Vec<Position>) -> Vec<Part> {
        Vec::new()
    }
    /// `3 + 3`, or `7 to 3 + 3` when several parts can move.
    fn describe(&self, sum: &Vec<Position>, (i, chosen): &(usize, Move)) -> String {
        match self.live(sum).count() {
            1 => move_text(chosen),
            _ => format!("{} to {}", sum[*i], move_text(chosen)),
        }
    }
    fn parse_move(&self, sum: &Vec<Position>, typed: &str) -> Result<(usize, Move), String> {
        let (from, to) = match typed.split_once(" to ").or_else(|| typed.split_once("->")) {
            Some((from, to)) => (Some(Position::parse(from)?), to),
            None => (None, typed),
        };
        let mut to = rules::parse_sum(to)?;
        to.sort_unstable();
        let live: Vec<&Position> = self.live(sum).collect();
        let part = match (from, live.as_slice()) {
            (Some(from), _) => from,
            (None, [only]) => (*only).clone(),
            (None, _) => {
                return Err(
                    "the sum has several parts: type `FROM to POSITIONS`, e.g. `7 to 3 + 3`".into(),
                );
            }
        };
        if !sum.contains(&part) {
            return Err(format!("there is no part {part} in the sum"));
        }
        let sorted = |m: &Move| {
            let mut m = m.clone();
            m.sort_unstable();
            m
        };
        let mut matching = self.moves.legal_moves(sum).filter(|(i, _)| sum[*i] == part);
        matching.find(|(_, m)| sorted(m) == to).ok_or_else(|| {
            format!("{part} cannot move to {} (`moves` lists the legal moves)", move_text(&to))
        })
    }
    fn wins(&self, sum: &Vec<Position>) -> bool {
        self.outcome(sum) == Outcome::Win
    }
    fn outcome(&self, sum: &Vec<Position>) -> Outcome {
        let mut engine = self.engine.borrow_mut();
        engine.outcome(sum).expect("every sum reachable from the start was valued before the game")
    }
    fn winning_moves<'a>(
        &'a self,
        sum: &'a Vec<Position>,
    ) -> impl Iterator<Item = (usize, Move)> + 'a {
        let lost = move |m: &(usize, Move)| self.outcome(&self.moves.play(sum, m)) == Outcome::Lose;
        self.moves.legal_moves(sum).filter(lost)
    }
    fn why_winning(&self, _: &Vec<Position>, _: &(usize, Move)) -> String {
        "it leaves you a lost position".into()
    }
    fn why_lost(&self, _: &Vec<Position>) -> String {
        "every move leaves the opponent a won position".into()
    }
}

/// The game's title: `The game of kayles.rhai`.
pub(super) fn title(file: &std::path::Path) -> String {
    file.file_name()
        .map_or(file.display().to_string(), |n| format!("The game of {}", n.to_string_lossy()))
}
