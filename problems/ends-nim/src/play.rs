//! Taking Stones from the Ends at the table: piles in a row, a move takes from the leftmost or
//! the rightmost pile (`take 2 from the left pile`). The moves and their effect are the
//! model's ([`Rules`]); the insight is the crate doc's: the row is lost iff its first
//! pile is `left` of the rest, and a winning move lowers an end pile to its side's lost value.

use sg_core::Moves;
use workbench::play::heaps::heaps_from_words;
use workbench::play::words::amount;
use workbench::play::{Play, Playable, Start, Words};

use crate::model::{End, Rules, Take};
use crate::{EndsNim, Input, first_player_wins, lost_values};

/// The longest row played (the insight costs O(n²) a turn).
pub const PILES: usize = 1000;

/// The words that say how many to leave rather than take.
const LEAVES: [&str; 3] = ["leave", "leaving", "to"];

/// The row, or why it cannot be played.
fn playable(row: Vec<u64>) -> Result<Start<Board>, String> {
    if row.contains(&0) {
        return Err("a pile of 0 is no pile: every pile holds at least one stone".into());
    }
    if row.len() > PILES {
        return Err(format!("play takes rows of at most {PILES} piles, not {}", row.len()));
    }
    Ok(Start { game: Board, position: row })
}

/// Taking Stones from the Ends at the table: the model's rules, with the interval values.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, row: &Vec<u64>) -> Vec<String> {
        let piles: Vec<String> = row.iter().map(u64::to_string).collect();
        let shown = if piles.is_empty() { "nothing".to_string() } else { piles.join(" ") };
        vec![
            format!("The row, left to right: {shown}."),
            "A move takes from the leftmost or the rightmost pile; an emptied pile leaves the row."
                .into(),
        ]
    }
    fn describe(&self, row: &Vec<u64>, take: &Take) -> String {
        let (end, size) = match take.end {
            End::Left => ("left", row[0]),
            End::Right => ("right", row[row.len() - 1]),
        };
        format!("take {} from the {end} pile", size - take.to)
    }
    /// `take 2 from the left pile` (`right`, `leftmost`, `first`, `last`; `leave 1` or `to 1`
    /// for how many stay); a row of one pile needs no end.
    fn parse_move(&self, row: &Vec<u64>, typed: &str) -> Result<Take, String> {
        let example = EndsNim::MOVE_EXAMPLE;
        let words = Words::parse(typed)?;
        let lefts = ["left", "leftmost", "first"];
        let rights = ["right", "rightmost", "last"];
        let mut known = vec!["take", "remove", "from", "of", "pile", "heap", "end", "side"];
        known.extend(lefts.iter().chain(&rights).chain(&LEAVES));
        words.only(&known, false, example)?;
        words.numbered_only(&["take", "remove", "leave", "leaving", "to"], example)?;
        let end = match (words.has(&lefts), words.has(&rights), row.len()) {
            (_, _, 0) => return Err("the row is empty: there is no move".into()),
            (true, true, _) => return Err("take from one end: the left or the right".into()),
            (false, true, n) if n >= 2 => End::Right,
            // One pile has one end, the left (the model lists its moves once).
            (_, _, 1) => End::Left,
            (true, false, _) => End::Left,
            _ => return Err(format!("from which end, left or right? e.g. `{example}`")),
        };
        let (size, what) = match end {
            End::Left => (row[0], "the left pile"),
            End::Right => (row[row.len() - 1], "the right pile"),
        };
        let taken = amount(&words, (&["take", "remove"], &LEAVES), size, what, "stones")?;
        Ok(Take { end, to: size - taken })
    }
    fn wins(&self, row: &Vec<u64>) -> bool {
        first_player_wins(row)
    }
    /// The first pile lowered to `left` of the rest, and the last to `right` of the others,
    /// where that is smaller (the only lost rows one move away, by uniqueness).
    fn winning_moves<'a>(&'a self, row: &'a Vec<u64>) -> impl Iterator<Item = Take> + 'a {
        let n = row.len();
        let left = (n >= 1 && first_player_wins(row))
            .then(|| lost_values(&row[1..]).0)
            .filter(|&to| to < row[0])
            .map(|to| Take { end: End::Left, to });
        let right = (n >= 2 && first_player_wins(row))
            .then(|| lost_values(&row[..n - 1]).1)
            .filter(|&to| to < row[n - 1])
            .map(|to| Take { end: End::Right, to });
        left.into_iter().chain(right)
    }
    fn why_winning(&self, row: &Vec<u64>, take: &Take) -> String {
        let after = self.rules().play(row, take);
        match take.end {
            End::Left => format!(
                "it leaves the one left pile ({}) that makes the rest lost",
                after.first().map_or(0, |&a| a)
            ),
            End::Right => format!(
                "it leaves the one right pile ({}) that makes the rest lost",
                after.last().map_or(0, |&a| a)
            ),
        }
    }
    fn why_lost(&self, row: &Vec<u64>) -> String {
        match row.first() {
            None => "the row is empty".into(),
            Some(&a) => format!(
                "the first pile, {a}, is the one pile that makes the rest lost: every move leaves \
                 a row the opponent wins"
            ),
        }
    }
}

impl Play for EndsNim {
    type Game = Board;

    const SHORT_FORM: &'static str = "the piles in their row: `grundy play ends-nim 3 1 4`";
    const MOVE_EXAMPLE: &'static str = "take 2 from the left pile";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        input.tests.iter().map(|row| playable(row.clone())).collect()
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        playable(heaps_from_words(words)?)
    }
}
