//! Mock Turtles at the table: a row of coins, a move turns one, two or three, the rightmost
//! from heads to tails (`turn coins 3, 5 and 9`). Each head is a component worth the odious
//! number `g(x)`, so the perfect player plays on the heads with `sg_core::winning`.

use sg_core::Solver;
use sg_core::coin_turning::mock_turtles;
use sg_core::winning::Component;
use workbench::play::{Part, Play, Words};

use crate::model::{self, Rules};
use crate::{Input, MockTurtles};

/// Coins from this on are not played: their values would not fit the 64 bits of
/// `sg_core::winning` (the judge path takes any `u64`, in 128 bits).
pub const COINS: u64 = 1 << 62;

/// Heads up to this coin are drawn as a row.
const DRAWN: u64 = 72;

/// A head at coin `x`, as a component of the sum: worth `g(x)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Head(u64);

/// `g(x)`, in 64 bits for `x` below [`COINS`].
fn value_of(x: u64) -> u64 {
    mock_turtles(x) as u64
}

impl Component for Head {
    /// The other coins turned with the head (none, one or two, increasing).
    type Move = Vec<u64>;

    fn value(&self) -> u64 {
        value_of(self.0)
    }

    /// The companions `C` left of the head with `⊕ g(C) = target` (turning a coin adds or
    /// removes its value alike). One coin is worth an odious number and two an evil one
    /// (odious ⊕ odious), so: `target = 0` is the head alone; an odious `target` is the coin
    /// `target >> 1`; an evil one is every pair `y < z < x` with `y ⊕ z = target >> 1`,
    /// listed block by block in O(1) each (no scan of the coins in between).
    fn moves_to(&self, target: u64) -> impl Iterator<Item = Vec<u64>> {
        let x = self.0;
        let alone = (target == 0).then(Vec::new);
        let single = (target.count_ones() % 2 == 1 && target >> 1 < x).then(|| vec![target >> 1]);
        let w = target >> 1;
        let pairs = (target != 0 && target.count_ones() % 2 == 0).then(|| {
            // y and z = y ⊕ w differ first at w's top bit h: within each block of 2^(h+1)
            // coins, y is in the lower half and z in the upper.
            let half = 1u64 << (63 - w.leading_zeros());
            let block = half << 1;
            (0..).map(move |m: u64| m * block).take_while(move |&base| base < x).flat_map(
                move |base| {
                    let whole = base + block <= x;
                    let (from, to) =
                        if whole { (base, base + half) } else { (base + half, x.max(base + half)) };
                    (from..to).map(move |c| if whole { vec![c, c ^ w] } else { vec![c ^ w, c] })
                },
            )
        });
        alone.into_iter().chain(single).chain(pairs.into_iter().flatten())
    }
}

/// A move: the coins turned, increasing; the last is a head going to tails.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Turn(Vec<u64>);

/// The distinct heads of a listing, below [`COINS`].
fn heads(listed: &[u64]) -> Result<Vec<Head>, String> {
    match crate::distinct(listed).into_iter().map(|x| (x < COINS).then_some(Head(x))).collect() {
        Some(heads) => Ok(heads),
        None => {
            Err(format!("play takes coins below 2^62 = {COINS} (their values must fit 64 bits)"))
        }
    }
}

impl Play for MockTurtles {
    type Position = Vec<Head>;
    type Move = Turn;
    type Model = Solver<Rules>;

    const SHORT_FORM: &'static str = "the coins showing heads: `grundy play mock-turtles 2 5 9`";
    const MOVE_EXAMPLE: &'static str = "turn coins 3, 5 and 9";

    fn positions(input: &Input) -> Result<Vec<Vec<Head>>, String> {
        input.tests.iter().map(|listed| heads(listed)).collect()
    }
    fn from_words(words: &Words) -> Result<Vec<Head>, String> {
        words.only(&["coin", "head", "at"], true, "2 5 9")?;
        let listed: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["coin", "head", "at"])).collect();
        if listed.is_empty() {
            return Err("give the coins showing heads, e.g. `2 5 9`".into());
        }
        heads(&listed)
    }
    fn picture(heads: &Vec<Head>) -> Vec<String> {
        let mut lines = vec![
            "A move turns 1, 2 or 3 coins; the rightmost must go from heads to tails.".to_string(),
        ];
        match heads.last() {
            Some(&Head(last)) if last <= DRAWN => {
                let row: String =
                    (0..=last).map(|c| if heads.contains(&Head(c)) { 'H' } else { 'T' }).collect();
                lines.push(format!("coins 0 to {last}: {row}"));
            }
            Some(_) => lines.push(format!(
                "{} heads, the rightmost at coin {}",
                heads.len(),
                heads[heads.len() - 1].0
            )),
            None => lines.push("every coin shows tails".into()),
        }
        lines
    }
    /// A head at coin `x` is worth the `x`-th odious number `2x + [popcount(x) even]`.
    fn parts(heads: &Vec<Head>) -> Vec<Part> {
        let part = |h: &Head| Part {
            label: format!("head at coin {}", h.0),
            value: Some(u128::from(h.value())),
        };
        heads.iter().map(part).collect()
    }
    /// Each head alone first, then with one companion, then with two.
    fn moves(heads: &Vec<Head>) -> impl Iterator<Item = Turn> + '_ {
        let alone = heads.iter().map(|h| Turn(vec![h.0]));
        let with_one = heads.iter().flat_map(|h| (0..h.0).rev().map(move |y| Turn(vec![y, h.0])));
        let with_two = heads.iter().flat_map(|h| {
            (0..h.0).flat_map(move |y| (y + 1..h.0).map(move |z| Turn(vec![y, z, h.0])))
        });
        alone.chain(with_one).chain(with_two)
    }
    fn play(heads: &Vec<Head>, turn: &Turn) -> Vec<Head> {
        let mut next = heads.clone();
        for &c in &turn.0 {
            match next.binary_search(&Head(c)) {
                Ok(i) => {
                    next.remove(i);
                }
                Err(i) => next.insert(i, Head(c)),
            }
        }
        next
    }
    fn describe(_: &Vec<Head>, turn: &Turn) -> String {
        let coins: Vec<String> = turn.0.iter().map(u64::to_string).collect();
        match &coins[..] {
            [one] => format!("turn coin {one}"),
            [rest @ .., last] => format!("turn coins {} and {last}", rest.join(", ")),
            [] => unreachable!("a turn has a coin"),
        }
    }
    fn parse_move(heads: &Vec<Head>, words: &Words) -> Result<Turn, String> {
        words.only(&["turn", "flip", "coin", "over", "at"], false, Self::MOVE_EXAMPLE)?;
        let mut coins = words.numbers(&["turn", "flip", "coin", "over", "at"]);
        coins.sort_unstable();
        let count = coins.len();
        coins.dedup();
        if coins.len() < count {
            return Err("turn different coins, not one twice".into());
        }
        let Some(&rightmost) = coins.last() else {
            return Err(format!("which coins? try `{}`", Self::MOVE_EXAMPLE));
        };
        if coins.len() > 3 {
            return Err(format!("a move turns 1, 2 or 3 coins, not {}", coins.len()));
        }
        if heads.binary_search(&Head(rightmost)).is_err() {
            return Err(format!(
                "coin {rightmost} shows tails: the rightmost coin turned must go from heads to tails"
            ));
        }
        Ok(Turn(coins))
    }
    fn wins(heads: &Vec<Head>) -> bool {
        sg_core::winning::sum_value(heads) != 0
    }
    fn winning_moves(heads: &Vec<Head>) -> impl Iterator<Item = Turn> + '_ {
        sg_core::winning::winning_moves(heads).map(|m| {
            let mut coins = m.then;
            coins.push(heads[m.component].0);
            Turn(coins)
        })
    }
    fn new_model(_: &Vec<Head>) -> Solver<Rules> {
        Solver::new(sg_core::coin_turning::Coins(sg_core::coin_turning::MockTurtles))
    }
    fn model_wins(solver: &mut Solver<Rules>, heads: &Vec<Head>) -> bool {
        let listed: Vec<u64> = heads.iter().map(|h| h.0).collect();
        model::first_player_wins(solver, &listed)
    }
}
