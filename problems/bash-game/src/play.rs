//! Brave Game at the table: one pile, a move takes 1 to `m` stones (`take 3`).

use sg_core::Solver;
use workbench::play::words::{amount, component, counted, exactly};
use workbench::play::{Part, Play, Words};

use crate::model::Rules;
use crate::{BashGame, Case, Input, grundy};

/// The words that say how many to leave rather than take.
const LEAVES: [&str; 3] = ["leave", "leaving", "to"];

impl Play for BashGame {
    type Position = Case;
    /// How many stones to take.
    type Move = u64;
    type Model = Solver<Rules>;

    const SHORT_FORM: &'static str =
        "the pile and the most a move takes: `grundy play bash-game 20 3`";
    const MOVE_EXAMPLE: &'static str = "take 3";

    fn positions(input: &Input) -> Result<Vec<Case>, String> {
        Ok(input.cases.clone())
    }
    fn from_words(words: &Words) -> Result<Case, String> {
        words.only(&[], true, "20 3")?;
        match *exactly(words.bare(), &["the pile", "the most a move takes"], "20 3")? {
            [_, 0] => {
                Err("a move takes at least one stone, so the most it takes is at least 1".into())
            }
            [n, m] => Ok(Case { n, m }),
            _ => unreachable!("exactly two numbers"),
        }
    }
    fn picture(case: &Case) -> Vec<String> {
        let most = if case.m == 1 { "1".to_string() } else { format!("1 to {}", case.m) };
        vec![format!("A pile of {}; a move takes {most} of them.", counted(case.n, "stones"))]
    }
    /// The pile is worth `n mod (m + 1)`.
    fn parts(case: &Case) -> Vec<Part> {
        let label = format!("pile of {}", case.n);
        vec![Part { label, value: Some(u128::from(grundy(case.n, case.m))) }]
    }
    fn moves(case: &Case) -> impl Iterator<Item = u64> + '_ {
        1..=case.m.min(case.n)
    }
    fn play(case: &Case, take: &u64) -> Case {
        Case { n: case.n - take, m: case.m }
    }
    fn describe(_: &Case, take: &u64) -> String {
        format!("take {take}")
    }
    fn parse_move(case: &Case, words: &Words) -> Result<u64, String> {
        words.only(
            &["take", "remove", "from", "pile", "heap", "leave", "leaving", "to"],
            false,
            "take 1",
        )?;
        let numbered = ["take", "remove", "leave", "leaving", "to", "pile", "heap"];
        words.numbered_only(&numbered, "take 1")?;
        // There is one pile: `from pile 1` may say so, any other number is no pile at all.
        component(words, &["pile", "heap"], 1, "pile")?;
        let take = amount(words, (&["take", "remove"], &LEAVES), case.n, "the pile", "stones")?;
        if take > case.m {
            return Err(format!("a move takes at most {}", counted(case.m, "stones")));
        }
        Ok(take)
    }
    fn wins(case: &Case) -> bool {
        crate::first_player_wins(*case)
    }
    /// Take `n mod (m + 1)`, the only winning move (the insight).
    fn winning_moves(case: &Case) -> impl Iterator<Item = u64> + '_ {
        Some(grundy(case.n, case.m)).filter(|&take| take != 0).into_iter()
    }
    fn why_winning(case: &Case, take: &u64) -> String {
        let left = case.n - take;
        let period = u128::from(case.m) + 1;
        format!(
            "it leaves {left}, a multiple of m + 1 = {period}: every take k is then answered by {period} - k"
        )
    }
    fn why_lost(case: &Case) -> String {
        if case.n == 0 {
            return "the pile is empty".into();
        }
        let period = u128::from(case.m) + 1;
        format!(
            "{} is a multiple of m + 1 = {period}, and every take k is answered by {period} - k",
            case.n
        )
    }
    fn new_model(start: &Case) -> Solver<Rules> {
        Solver::new(Rules { m: start.m })
    }
    fn model_wins(solver: &mut Solver<Rules>, case: &Case) -> bool {
        solver.outcome(&case.n) == sg_core::Outcome::Win
    }
}
