//! Mock Turtles at the table: a row of coins, a move turns one, two or three, the rightmost
//! from heads to tails (`turn coins 3, 5 and 9`). Each head is a component worth the odious
//! number `g(x)`, so the perfect player plays Bouton's rule on the heads: it turns a head whose
//! value the nim-sum lowers, with the companions worth the value it needs.

use sg_core::coin_turning::mock_turtles;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Heads, Rules, Turn};
use crate::{Input, MockTurtles};

/// Coins from this on are not played: their values would not fit the 64 bits the player
/// computes in (the judge path takes any `u64`, in 128 bits).
pub const COINS: u64 = 1 << 62;

/// Heads up to this coin are drawn as a row.
const DRAWN: u64 = 72;

/// `g(x)`, in 64 bits for `x` below [`COINS`].
fn value_of(x: u64) -> u64 {
    mock_turtles(x) as u64
}

/// The companions `C` left of a head at coin `x` (none, one or two coins, increasing) with
/// `⊕ g(C) = target` (turning a coin adds or removes its value alike). One coin is worth an
/// odious number and two an evil one (odious ⊕ odious), so: `target = 0` is the head alone; an
/// odious `target` is the coin `target >> 1`; an evil one is every pair `y < z < x` with
/// `y ⊕ z = target >> 1`, listed block by block in O(1) each (no scan of the coins in
/// between).
///
/// # Complexity
/// O(1) per companion set listed.
fn companions(x: u64, target: u64) -> impl Iterator<Item = Vec<u64>> + use<> {
    let alone = (target == 0).then(Vec::new);
    let single = (target.count_ones() % 2 == 1 && target >> 1 < x).then(|| vec![target >> 1]);
    let w = target >> 1;
    let pairs = (target != 0 && target.count_ones() % 2 == 0).then(|| {
        // y and z = y ⊕ w differ first at w's top bit h: within each block of 2^(h+1)
        // coins, y is in the lower half and z in the upper.
        let half = 1u64 << (63 - w.leading_zeros());
        let block = half << 1;
        (0..).map(move |m: u64| m * block).take_while(move |&base| base < x).flat_map(move |base| {
            let whole = base + block <= x;
            let (from, to) =
                if whole { (base, base + half) } else { (base + half, x.max(base + half)) };
            (from..to).map(move |c| if whole { vec![c, c ^ w] } else { vec![c ^ w, c] })
        })
    });
    alone.into_iter().chain(single).chain(pairs.into_iter().flatten())
}

/// Mock Turtles at the table: the model's rules, with the odious values of single heads.
#[derive(Debug, Clone, Copy)]
pub struct Board;

/// The heads of a listing, below [`COINS`].
fn heads(listed: &[u64]) -> Result<Heads, String> {
    if listed.iter().any(|&x| x >= COINS) {
        return Err(format!(
            "play takes coins below 2^62 = {COINS} (their values must fit 64 bits)"
        ));
    }
    Ok(Heads::new(listed))
}

/// The nim-sum of the heads' values.
fn nim_sum(heads: &Heads) -> u64 {
    heads.iter().fold(0, |sum, x| sum ^ value_of(x))
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, heads: &Heads) -> Vec<String> {
        let mut lines = vec![
            "A move turns 1, 2 or 3 coins; the rightmost must go from heads to tails.".to_string(),
        ];
        match heads.last() {
            Some(last) if last <= DRAWN => {
                let row: String =
                    (0..=last).map(|c| if heads.contains(c) { 'H' } else { 'T' }).collect();
                lines.push(format!("coins 0 to {last}: {row}"));
            }
            Some(last) => {
                lines.push(format!("{} heads, the rightmost at coin {last}", heads.len()))
            }
            None => lines.push("every coin shows tails".into()),
        }
        lines
    }
    /// A head at coin `x` is worth the `x`-th odious number `2x + [popcount(x) even]`.
    fn parts(&self, heads: &Heads) -> Vec<Part> {
        let part = |x: u64| Part {
            label: format!("head at coin {x}"),
            value: Some(u128::from(value_of(x))),
        };
        heads.iter().map(part).collect()
    }
    fn describe(&self, _: &Heads, turn: &Turn) -> String {
        let coins: Vec<String> = turn.coins().iter().map(u64::to_string).collect();
        match &coins[..] {
            [one] => format!("turn coin {one}"),
            [rest @ .., last] => format!("turn coins {} and {last}", rest.join(", ")),
            [] => unreachable!("a turn has a coin"),
        }
    }
    fn parse_move(&self, heads: &Heads, typed: &str) -> Result<Turn, String> {
        let words = &Words::parse(typed)?;
        words.only(&["turn", "flip", "coin", "over", "at"], false, MockTurtles::MOVE_EXAMPLE)?;
        let mut coins = words.numbers(&["turn", "flip", "coin", "over", "at"]);
        coins.sort_unstable();
        let count = coins.len();
        coins.dedup();
        if coins.len() < count {
            return Err("turn different coins, not one twice".into());
        }
        let Some(&rightmost) = coins.last() else {
            return Err(format!("which coins? try `{}`", MockTurtles::MOVE_EXAMPLE));
        };
        if coins.len() > 3 {
            return Err(format!("a move turns 1, 2 or 3 coins, not {}", coins.len()));
        }
        if !heads.contains(rightmost) {
            return Err(format!(
                "coin {rightmost} shows tails: the rightmost coin turned must go from heads to tails"
            ));
        }
        Ok(Turn::new(&coins))
    }
    fn wins(&self, heads: &Heads) -> bool {
        nim_sum(heads) != 0
    }
    /// Head by head, the companions that leave nim-sum 0: worth `g(x) ⊕ s` for the nim-sum
    /// `s` (none when `s = 0`).
    fn winning_moves<'a>(&'a self, heads: &'a Heads) -> impl Iterator<Item = Turn> + 'a {
        let sum = nim_sum(heads);
        heads.iter().filter(move |_| sum != 0).flat_map(move |x| {
            companions(x, value_of(x) ^ sum).map(move |mut coins| {
                coins.push(x);
                Turn::new(&coins)
            })
        })
    }
}

impl Play for MockTurtles {
    type Game = Board;

    const SHORT_FORM: &'static str = "the coins showing heads: `grundy play mock-turtles 2 5 9`";
    const MOVE_EXAMPLE: &'static str = "turn coins 3, 5 and 9";

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        let start = |listed: &Vec<u64>| Ok(Start { game: Board, position: heads(listed)? });
        input.tests.iter().map(start).collect()
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        words.only(&["coin", "head", "at"], true, "2 5 9")?;
        let listed: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["coin", "head", "at"])).collect();
        if listed.is_empty() {
            return Err("give the coins showing heads, e.g. `2 5 9`".into());
        }
        Ok(Start { game: Board, position: heads(&listed)? })
    }
}
