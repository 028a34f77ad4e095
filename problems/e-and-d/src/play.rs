//! E&D at the table: groups of two piles, and a move discards one pile of a group and splits
//! the other into the group's new pair (`split 6 into 2 and 4 in group 2`). The moves are the
//! model's ([`model::Groups`], built on [`model::Rules`]); the insight is the crate doc's: a
//! group `{x, y}` is worth the index of the lowest 0 bit of `(x − 1) | (y − 1)`
//! ([`group_grundy`]), and the groups are a sum.

use sg_core::Game;
use workbench::play::words::component;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{self, Group, Regroup};
use crate::{EAndD, Input, group_grundy};

/// The largest pile played: the model lists every split of a pile, which stays instant up to
/// here. The judge's piles go higher (to 10^9); play refuses those with this reason.
pub const PILES: u64 = 1_000_000;

/// The most groups a typed position holds (an input's tests may hold more).
pub const MOST_GROUPS: usize = 1000;

/// E&D at the table: the model's rules, with the closed form of a group's value.
#[derive(Debug, Clone, Copy)]
pub struct Board;

impl Board {
    /// The XOR of the groups' values.
    fn nim_sum(groups: &[Group]) -> u32 {
        groups.iter().fold(0, |sum, &(x, y)| sum ^ group_grundy(x, y))
    }
}

/// The groups of `piles` taken in pairs, each pile from 1 to [`PILES`].
fn playable(piles: &[u64]) -> Result<Start<Board>, String> {
    if piles.is_empty() {
        return Err("give the piles in pairs, e.g. `3 5 2 7` (groups {3, 5} and {2, 7})".into());
    }
    if piles.len() % 2 != 0 {
        return Err(format!("{} piles: they come in pairs, one group per two piles", piles.len()));
    }
    match piles.iter().find(|&&p| p == 0 || p > PILES) {
        Some(0) => Err("a pile of E&D is never empty: every pile holds at least 1".into()),
        Some(p) => Err(format!("play takes piles up to {PILES}, not {p}")),
        None => {
            let groups = piles.chunks(2).map(|pair| model::group(pair[0], pair[1])).collect();
            Ok(Start { game: Board, position: groups })
        }
    }
}

impl Playable for Board {
    type Rules = model::Groups;

    fn rules(&self) -> &model::Groups {
        &model::Groups
    }
    fn picture(&self, _: &Vec<Group>) -> Vec<String> {
        vec![
            "A move discards one pile of a group and splits the other into two non-empty piles, \
             the group's new pair."
                .into(),
        ]
    }
    /// Each group, worth the index of the lowest 0 bit of `(x − 1) | (y − 1)`.
    fn parts(&self, groups: &Vec<Group>) -> Vec<Part> {
        let part = |(k, &(x, y)): (usize, &Group)| Part {
            label: format!("group {} ({x}, {y})", k + 1),
            value: Some(u128::from(group_grundy(x, y))),
        };
        groups.iter().enumerate().map(part).collect()
    }
    fn describe(&self, groups: &Vec<Group>, chosen: &Regroup) -> String {
        let (a, b) = chosen.into;
        let (x, y) = groups[chosen.group];
        let split = if a + b == y { y } else { x };
        format!("split {split} into {a} and {b} in group {}", chosen.group + 1)
    }
    /// `split 6 into 2 and 4 in group 2` (the pile split may be left out; no group named when
    /// there is one); the other pile of the group is discarded.
    fn parse_move(&self, groups: &Vec<Group>, typed: &str) -> Result<Regroup, String> {
        let example = EAndD::MOVE_EXAMPLE;
        let words = Words::parse(typed)?;
        words.only(&["split", "into", "in", "group", "pair", "of"], false, example)?;
        words.numbered_only(&["split", "into", "group", "pair"], example)?;
        let group = component(&words, &["group", "pair"], groups.len(), "group")?;
        let (x, y) = groups[group];
        let [a, b] = words.numbers(&["into"])[..] else {
            return Err(format!("split into which two piles? e.g. `{example}`"));
        };
        let Some(sum) = a.checked_add(b) else {
            return Err(format!("{a} and {b} is more than any pile"));
        };
        let split = words.one(&["split"], "the pile split")?.unwrap_or(sum);
        if split != x && split != y {
            return Err(format!("group {} has piles {x} and {y}, not {split}", group + 1));
        }
        if a == 0 || b == 0 || sum != split {
            return Err(format!(
                "{split} splits into two non-empty piles that add up to it, not {a} and {b}"
            ));
        }
        let into = model::group(a, b);
        match model::Rules.moves(&(x, y)).contains(&vec![into]) {
            true => Ok(Regroup { group, into }),
            false => Err(format!("{a} and {b} is not a move of group {}", group + 1)),
        }
    }
    fn wins(&self, groups: &Vec<Group>) -> bool {
        Self::nim_sum(groups) != 0
    }
    /// Group by group, with `s` the nim-sum: the options of group `{x, y}` (as the model lists
    /// them) worth `g(x, y) ⊕ s` (none anywhere when `s = 0`). O(x + y) per group.
    fn winning_moves<'a>(&'a self, groups: &'a Vec<Group>) -> impl Iterator<Item = Regroup> + 'a {
        let sum = Self::nim_sum(groups);
        let won = if sum == 0 { &groups[..0] } else { &groups[..] };
        won.iter().enumerate().flat_map(move |(group, pair)| {
            let target = group_grundy(pair.0, pair.1) ^ sum;
            let options = model::Rules.moves(pair).into_iter().flatten();
            options
                .filter(move |&(a, b)| group_grundy(a, b) == target)
                .map(move |into| Regroup { group, into })
        })
    }
}

impl Play for EAndD {
    type Game = Board;

    const SHORT_FORM: &'static str = "the piles in pairs: `grundy play e-and-d 3 5 2 7`";
    const MOVE_EXAMPLE: &'static str = "split 5 into 1 and 4 in group 1";

    /// One game per test, its groups in input order.
    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        let piles =
            |groups: &Vec<Group>| groups.iter().flat_map(|&(x, y)| [x, y]).collect::<Vec<_>>();
        input.tests.iter().map(|groups| playable(&piles(groups))).collect()
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        words.only(&["pile", "group", "pair"], true, "3 5 2 7")?;
        let known = ["pile", "group", "pair"];
        let piles: Vec<u64> = words.bare().iter().copied().chain(words.numbers(&known)).collect();
        if piles.len() > 2 * MOST_GROUPS {
            return Err(format!("at most {MOST_GROUPS} groups, not {}", piles.len() / 2));
        }
        playable(&piles)
    }
}
