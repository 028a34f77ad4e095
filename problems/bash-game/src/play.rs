//! Brave Game at the table: one pile, a move takes 1 to `m` stones (`take 3`).

use workbench::play::words::{amount, component, counted, exactly};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::Rules;
use crate::{BashGame, Case, Input, grundy};

/// The words that say how many to leave rather than take.
const LEAVES: [&str; 3] = ["leave", "leaving", "to"];

/// One test at the table: the rules with its `m`; the position is the pile.
#[derive(Debug, Clone, Copy)]
pub struct Board {
    rules: Rules,
}

impl Board {
    /// A test of `n` stones whose move takes at most `m`.
    fn start(n: u64, m: u64) -> Start<Self> {
        Start { game: Board { rules: Rules { m } }, position: n }
    }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &self.rules
    }
    fn picture(&self, &n: &u64) -> Vec<String> {
        let m = self.rules.m;
        let most = if m == 1 { "1".to_string() } else { format!("1 to {m}") };
        vec![format!("A pile of {}; a move takes {most} of them.", counted(n, "stones"))]
    }
    /// The pile is worth `n mod (m + 1)`.
    fn parts(&self, &n: &u64) -> Vec<Part> {
        let label = format!("pile of {n}");
        vec![Part { label, value: Some(u128::from(grundy(n, self.rules.m))) }]
    }
    fn describe(&self, _: &u64, take: &u64) -> String {
        format!("take {take}")
    }
    fn parse_move(&self, &n: &u64, typed: &str) -> Result<u64, String> {
        let words = Words::parse(typed)?;
        words.only(
            &["take", "remove", "from", "pile", "heap", "leave", "leaving", "to"],
            false,
            "take 1",
        )?;
        let numbered = ["take", "remove", "leave", "leaving", "to", "pile", "heap"];
        words.numbered_only(&numbered, "take 1")?;
        // There is one pile: `from pile 1` may say so, any other number is no pile at all.
        component(&words, &["pile", "heap"], 1, "pile")?;
        let take = amount(&words, (&["take", "remove"], &LEAVES), n, "the pile", "stones")?;
        if take > self.rules.m {
            return Err(format!("a move takes at most {}", counted(self.rules.m, "stones")));
        }
        Ok(take)
    }
    fn wins(&self, &n: &u64) -> bool {
        crate::first_player_wins(Case { n, m: self.rules.m })
    }
    /// Take `n mod (m + 1)`, the only winning move (the insight).
    fn winning_moves<'a>(&'a self, &n: &'a u64) -> impl Iterator<Item = u64> + 'a {
        Some(grundy(n, self.rules.m)).filter(|&take| take != 0).into_iter()
    }
    fn why_winning(&self, &n: &u64, take: &u64) -> String {
        let left = n - take;
        let period = u128::from(self.rules.m) + 1;
        format!(
            "it leaves {left}, a multiple of m + 1 = {period}: every take k is then answered by {period} - k"
        )
    }
    fn why_lost(&self, &n: &u64) -> String {
        if n == 0 {
            return "the pile is empty".into();
        }
        let period = u128::from(self.rules.m) + 1;
        format!(
            "{n} is a multiple of m + 1 = {period}, and every take k is answered by {period} - k"
        )
    }
}

impl Play for BashGame {
    type Game = Board;

    const SHORT_FORM: &'static str =
        "the pile and the most a move takes: `grundy play bash-game 20 3`";
    const MOVE_EXAMPLE: &'static str = "take 3";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.cases.iter().map(|case| Board::start(case.n, case.m)).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        words.only(&[], true, "20 3")?;
        match *exactly(words.bare(), &["the pile", "the most a move takes"], "20 3")? {
            [_, 0] => {
                Err("a move takes at least one stone, so the most it takes is at least 1".into())
            }
            [n, m] => Ok(Board::start(n, m)),
            _ => unreachable!("exactly two numbers"),
        }
    }
}
