//! Wythoff's game at the table: two piles, a move takes from one (`take 2 from pile 1`) or the
//! same from both (`take 2 from both`); the perfect player heads for a pair `(a_k, a_k + k)`.

use std::cell::RefCell;

use sg_core::Solver;
use workbench::play::words::{amount, component, exactly};
use workbench::play::{Part, Play, Words};

use crate::model::{self, WythoffRules};
use crate::{Input, Member, Wythoff, lower, member};

/// Piles up to this get their Grundy value shown, by the model's search (about 60³ steps once).
const VALUED: u64 = 60;

/// A move of Wythoff's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Take {
    /// Pile 1 or 2 goes down to `to`.
    One {
        /// 1 or 2.
        pile: u8,
        /// Its size after the move.
        to: u64,
    },
    /// The same number from both piles.
    Both(u64),
}

/// The words that say how many to leave rather than take.
const LEAVES: [&str; 3] = ["leave", "leaving", "to"];

/// The other pile of the P-position `n` belongs to (`None` beyond `u64`).
fn partner(n: u64) -> Option<u64> {
    match member(n) {
        Member::Lower(k) => n.checked_add(k),
        Member::Upper(k) => Some(lower(k) as u64),
    }
}

thread_local! {
    /// The model's values of small pairs, kept between turns.
    static VALUES: RefCell<Solver<WythoffRules>> = RefCell::new(Solver::new(WythoffRules));
}

impl Play for Wythoff {
    type Position = (u64, u64);
    type Move = Take;
    type Model = Solver<WythoffRules>;

    const SHORT_FORM: &'static str = "the two piles: `grundy play wythoff 4 7`";
    const MOVE_EXAMPLE: &'static str = "take 2 from pile 1";

    fn positions(input: &Input) -> Result<Vec<(u64, u64)>, String> {
        Ok(input.games.clone())
    }
    fn from_words(words: &Words) -> Result<(u64, u64), String> {
        words.only(&["pile", "heap"], true, "4 7")?;
        let piles: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["pile", "heap"])).collect();
        match *exactly(&piles, &["pile 1", "pile 2"], "4 7")? {
            [a, b] => Ok((a, b)),
            _ => unreachable!("exactly two numbers"),
        }
    }
    fn picture(&(a, b): &(u64, u64)) -> Vec<String> {
        vec![format!(
            "Pile 1 holds {a}, pile 2 holds {b}; take from one pile, or the same from both."
        )]
    }
    /// One component; its value by the model's search for small piles (Wythoff's values have
    /// no known closed form, only its zeros do).
    fn parts(&(a, b): &(u64, u64)) -> Vec<Part> {
        let value = (a <= VALUED && b <= VALUED)
            .then(|| VALUES.with(|v| u128::from(model::grundy(&mut v.borrow_mut(), a, b))));
        vec![Part { label: format!("piles ({a}, {b})"), value }]
    }
    /// One stone first: from pile 1, pile 2, then both, for each amount in turn.
    fn moves(&(a, b): &(u64, u64)) -> impl Iterator<Item = Take> + '_ {
        (1..=a.max(b)).flat_map(move |t| {
            let one = (t <= a).then(|| Take::One { pile: 1, to: a - t });
            let two = (t <= b).then(|| Take::One { pile: 2, to: b - t });
            let both = (t <= a.min(b)).then_some(Take::Both(t));
            [one, two, both].into_iter().flatten()
        })
    }
    fn play(&(a, b): &(u64, u64), take: &Take) -> (u64, u64) {
        match *take {
            Take::One { pile: 1, to } => (to, b),
            Take::One { to, .. } => (a, to),
            Take::Both(t) => (a - t, b - t),
        }
    }
    fn describe(&(a, b): &(u64, u64), take: &Take) -> String {
        match *take {
            Take::One { pile: 1, to } => format!("take {} from pile 1", a - to),
            Take::One { to, .. } => format!("take {} from pile 2", b - to),
            Take::Both(t) => format!("take {t} from both piles"),
        }
    }
    fn parse_move(&(a, b): &(u64, u64), words: &Words) -> Result<Take, String> {
        let known = [
            "take", "remove", "from", "pile", "heap", "both", "of", "each", "leave", "leaving",
            "to",
        ];
        words.only(&known, false, Self::MOVE_EXAMPLE)?;
        let numbered = ["take", "remove", "pile", "heap", "leave", "leaving", "to"];
        words.numbered_only(&numbered, Self::MOVE_EXAMPLE)?;
        let takes: &[&str] = &["take", "remove"];
        if words.has(&["both", "each"]) {
            let t = amount(words, (takes, &LEAVES), a.min(b), "the smaller pile", "stones")?;
            return Ok(Take::Both(t));
        }
        let pile = component(words, &["pile", "heap"], 2, "pile")?;
        let size = if pile == 0 { a } else { b };
        let t = amount(words, (takes, &LEAVES), size, &format!("pile {}", pile + 1), "stones")?;
        Ok(Take::One { pile: pile as u8 + 1, to: size - t })
    }
    fn wins(&(a, b): &(u64, u64)) -> bool {
        crate::first_player_wins(a, b)
    }
    /// Every move to a P-position: lower a pile to the other's partner, or take from both
    /// down to the pair of the same difference, `(a_d, a_d + d)`.
    fn winning_moves(&(a, b): &(u64, u64)) -> impl Iterator<Item = Take> + '_ {
        let one = partner(b).filter(|&p| p < a).map(|to| Take::One { pile: 1, to });
        let two = partner(a).filter(|&p| p < b).map(|to| Take::One { pile: 2, to });
        let low = lower(a.abs_diff(b));
        let both = (low < u128::from(a.min(b))).then(|| Take::Both(a.min(b) - low as u64));
        [one, two, both].into_iter().flatten()
    }
    fn why_winning(&(a, b): &(u64, u64), take: &Take) -> String {
        let (x, y) = Self::play(&(a, b), take);
        let k = x.abs_diff(y);
        format!("it leaves ({x}, {y}), a losing pair (floor(k*phi), floor(k*phi) + k) with k = {k}")
    }
    fn why_lost(&(a, b): &(u64, u64)) -> String {
        let k = a.abs_diff(b);
        format!(
            "({a}, {b}) is the losing pair (floor(k*phi), floor(k*phi) + k) with k = {k}; every move \
             changes one pile or the difference and leaves a pair that is not losing"
        )
    }
    fn new_model(_: &(u64, u64)) -> Solver<WythoffRules> {
        Solver::new(WythoffRules)
    }
    fn model_wins(solver: &mut Solver<WythoffRules>, &(a, b): &(u64, u64)) -> bool {
        model::first_player_wins(solver, a, b)
    }
}
