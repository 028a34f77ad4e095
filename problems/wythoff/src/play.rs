//! Wythoff's game at the table: two piles, a move takes from one (`take 2 from pile 1`) or the
//! same from both (`take 2 from both`); the perfect player heads for a pair `(a_k, a_k + k)`.

use std::cell::RefCell;

use sg_core::{Moves, Solver};
use workbench::play::words::{amount, component, exactly};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{self, Rules, Take};
use crate::{Input, Member, Wythoff, lower, member};

/// Piles up to this get their Grundy value shown, by the model's search (about 60³ steps once).
const VALUED: u64 = 60;

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
    static VALUES: RefCell<Solver<Rules>> = RefCell::new(Solver::new(Rules));
}

/// Wythoff's game at the table: the model's rules, with the insight of Wythoff's pairs.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, &(a, b): &(u64, u64)) -> Vec<String> {
        vec![format!(
            "Pile 1 holds {a}, pile 2 holds {b}; take from one pile, or the same from both."
        )]
    }
    /// One component; its value by the model's search for small piles (Wythoff's values have
    /// no known closed form, only its zeros do).
    fn parts(&self, &(a, b): &(u64, u64)) -> Vec<Part> {
        let value = (a <= VALUED && b <= VALUED)
            .then(|| VALUES.with(|v| u128::from(model::grundy(&mut v.borrow_mut(), a, b))));
        vec![Part { label: format!("piles ({a}, {b})"), value }]
    }
    fn describe(&self, &(a, b): &(u64, u64), take: &Take) -> String {
        match *take {
            Take::One { pile: 1, to } => format!("take {} from pile 1", a - to),
            Take::One { to, .. } => format!("take {} from pile 2", b - to),
            Take::Both(t) => format!("take {t} from both piles"),
        }
    }
    fn parse_move(&self, &(a, b): &(u64, u64), typed: &str) -> Result<Take, String> {
        let words = &Words::parse(typed)?;
        let known = [
            "take", "remove", "from", "pile", "heap", "both", "of", "each", "leave", "leaving",
            "to",
        ];
        words.only(&known, false, Wythoff::MOVE_EXAMPLE)?;
        let numbered = ["take", "remove", "pile", "heap", "leave", "leaving", "to"];
        words.numbered_only(&numbered, Wythoff::MOVE_EXAMPLE)?;
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
    fn wins(&self, &(a, b): &(u64, u64)) -> bool {
        crate::first_player_wins(a, b)
    }
    /// Every move to a P-position: lower a pile to the other's partner, or take from both
    /// down to the pair of the same difference, `(a_d, a_d + d)`.
    fn winning_moves<'a>(&'a self, &(a, b): &'a (u64, u64)) -> impl Iterator<Item = Take> + 'a {
        let one = partner(b).filter(|&p| p < a).map(|to| Take::One { pile: 1, to });
        let two = partner(a).filter(|&p| p < b).map(|to| Take::One { pile: 2, to });
        let low = lower(a.abs_diff(b));
        let both = (low < u128::from(a.min(b))).then(|| Take::Both(a.min(b) - low as u64));
        [one, two, both].into_iter().flatten()
    }
    fn why_winning(&self, &(a, b): &(u64, u64), take: &Take) -> String {
        let (x, y) = Rules.play(&(a, b), take);
        let k = x.abs_diff(y);
        format!("it leaves ({x}, {y}), a losing pair (floor(k*phi), floor(k*phi) + k) with k = {k}")
    }
    fn why_lost(&self, &(a, b): &(u64, u64)) -> String {
        let k = a.abs_diff(b);
        format!(
            "({a}, {b}) is the losing pair (floor(k*phi), floor(k*phi) + k) with k = {k}; every move \
             changes one pile or the difference and leaves a pair that is not losing"
        )
    }
}

impl Play for Wythoff {
    type Game = Board;

    const SHORT_FORM: &'static str = "the two piles: `grundy play wythoff 4 7`";
    const MOVE_EXAMPLE: &'static str = "take 2 from pile 1";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.games.iter().map(|&position| Start { game: Board, position }).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        words.only(&["pile", "heap"], true, "4 7")?;
        let piles: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["pile", "heap"])).collect();
        match *exactly(&piles, &["pile 1", "pile 2"], "4 7")? {
            [a, b] => Ok(Start { game: Board, position: (a, b) }),
            _ => unreachable!("exactly two numbers"),
        }
    }
}
