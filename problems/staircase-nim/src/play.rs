//! The Stair Game at the table: balls on stairs, a move sends balls from a stair down to the
//! one below (`move 2 from stair 3 to stair 2`); stair 1 is the floor. The perfect player plays
//! Nim on the even stairs (`sg_core::staircase::OddStep`).

use sg_core::staircase::{StairMove, odd_steps};
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Down, Rules};
use crate::{Input, StaircaseNim};

/// An example move in words.
const MOVE_EXAMPLE: &str = "move 2 from stair 3 to stair 2";

/// The Stair Game at the table: the rules, with the even stairs' Nim as insight.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, balls: &Vec<u64>) -> Vec<String> {
        let stairs: Vec<String> =
            balls.iter().enumerate().map(|(i, b)| format!("{}:{b}", i + 1)).collect();
        vec![
            format!("Balls on stairs (stair: balls): {}; stair 1 is the floor.", stairs.join(" ")),
            "The even stairs are Nim heaps; balls on the odd ones do not count.".into(),
        ]
    }
    /// The even stairs as Nim heaps: the game is lost exactly when they XOR to 0.
    fn parts(&self, balls: &Vec<u64>) -> Vec<Part> {
        let even = balls.iter().enumerate().skip(1).step_by(2);
        even.map(|(i, &b)| Part { label: format!("stair {}", i + 1), value: Some(u128::from(b)) })
            .collect()
    }
    fn describe(&self, _: &Vec<u64>, down: &Down) -> String {
        format!("move {} from stair {} to stair {}", down.balls, down.stair, down.stair - 1)
    }
    fn parse_move(&self, balls: &Vec<u64>, typed: &str) -> Result<Down, String> {
        let words = Words::parse(typed)?;
        words.only(
            &["move", "take", "from", "stair", "step", "down", "to", "onto"],
            false,
            MOVE_EXAMPLE,
        )?;
        let numbered = ["move", "take", "stair", "step", "from", "to", "onto"];
        words.numbered_only(&numbered, MOVE_EXAMPLE)?;
        let stairs = words.numbers(&["stair", "step", "from", "to", "onto"]);
        let from = match stairs[..] {
            [from] => from,
            [from, to] if to.checked_add(1) == Some(from) => from,
            [from, to] => {
                return Err(format!(
                    "balls go down one stair: from stair {from} to stair {}, not {to}",
                    from.saturating_sub(1)
                ));
            }
            _ => return Err(format!("which stair? try `{MOVE_EXAMPLE}`")),
        };
        let count = balls.len();
        let stair = usize::try_from(from)
            .ok()
            .filter(|&s| (1..=count).contains(&s))
            .ok_or_else(|| format!("there is no stair {from}: the stairs are 1 to {count}"))?;
        if stair == 1 {
            return Err("stair 1 is the floor: balls there never move".into());
        }
        let Some(n) = words.one(&["move", "take"], "how many balls")? else {
            return Err(format!(
                "how many balls? try `move 1 from stair {stair} to stair {}`",
                stair - 1
            ));
        };
        match balls[stair - 1] {
            _ if n == 0 => Err("a move sends at least one ball".into()),
            have if n > have => Err(format!("stair {stair} has only {have} balls")),
            _ => Ok(Down { stair, balls: n }),
        }
    }
    fn wins(&self, balls: &Vec<u64>) -> bool {
        crate::first_player_wins(balls)
    }
    /// Bouton on the even stairs: lower one to `p ⊕ s`, or raise it to that from the odd stair
    /// above (`sg_core::staircase::OddStep`; stair `k` is step `k − 1` of that staircase).
    fn winning_moves<'a>(&'a self, balls: &'a Vec<u64>) -> impl Iterator<Item = Down> + 'a {
        let steps = odd_steps(balls.get(1..).unwrap_or_default());
        let found: Vec<Down> = sg_core::winning::winning_moves(&steps)
            .map(|m| {
                let stair = 2 * m.component + 2;
                match m.then {
                    StairMove::Down(n) => Down { stair, balls: n },
                    StairMove::FromAbove(n) => Down { stair: stair + 1, balls: n },
                }
            })
            .collect();
        found.into_iter()
    }
    fn why_lost(&self, _: &Vec<u64>) -> String {
        "the even stairs XOR to 0: a move from an even stair breaks that, and one from an odd \
         stair is undone by passing the same balls on"
            .into()
    }
}

impl Play for StaircaseNim {
    type Game = Board;

    const SHORT_FORM: &'static str =
        "the balls on stairs 1, 2, 3, …: `grundy play staircase-nim 0 3 1 4`";
    const MOVE_EXAMPLE: &'static str = MOVE_EXAMPLE;

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.tests.iter().map(|balls| Start { game: Board, position: balls.clone() }).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        words.only(&["stair", "step"], true, "0 3 1 4")?;
        let balls: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["stair", "step"])).collect();
        if balls.is_empty() {
            return Err("give the balls on each stair from stair 1, e.g. `0 3 1 4`".into());
        }
        Ok(Start { game: Board, position: balls })
    }
}
