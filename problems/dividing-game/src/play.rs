//! Dividing Game at the table: numbers in order, and a move replaces one by a proper divisor
//! (`replace number 2 by 4`). The moves are the model's ([`model::Board`], built on
//! [`model::Rules`]); the insight is the crate doc's: each number is a Nim heap of `Ω(A_i)`
//! stones, from the sieve, and a winning move divides out the prime factors that bring one
//! `Ω(A_i)` down to `Ω(A_i) ⊕ s`.

use std::sync::Arc;

use sg_core::Game;
use workbench::play::heaps;
use workbench::play::words::component;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{self, Divide};
use crate::omega::Omega;
use crate::{DividingGame, Input};

/// The largest number played: the model lists a number's divisors by trying every smaller
/// number, which stays instant up to here (the judge's numbers are at most 10^5).
pub const NUMBERS: u64 = 1_000_000;

/// The most numbers a typed position holds.
pub const MOST_NUMBERS: usize = 1000;

/// Dividing Game at the table: the model's rules, with Ω from a sieve up to the largest number
/// at the start (a move never makes a number larger).
#[derive(Debug, Clone)]
pub struct Table {
    omega: Arc<Omega>,
}

impl Table {
    /// The XOR of the numbers' values Ω(A_i).
    fn nim_sum(&self, numbers: &[u64]) -> u32 {
        numbers.iter().fold(0, |sum, &a| sum ^ self.omega.of(a))
    }
}

/// The numbers as a game, if each is from 1 to [`NUMBERS`].
///
/// # Complexity
/// The sieve up to the largest number: O(max A).
fn playable(numbers: &[u64]) -> Result<Arc<Omega>, String> {
    match numbers.iter().find(|&&a| a == 0 || a > NUMBERS) {
        Some(0) => Err("0 is not a positive integer: it has no divisor game".into()),
        Some(a) => Err(format!("play takes numbers up to {NUMBERS}, not {a}")),
        None => Ok(Arc::new(Omega::up_to(numbers.iter().copied().max().unwrap_or(1)))),
    }
}

impl Playable for Table {
    type Rules = model::Board;

    fn rules(&self) -> &model::Board {
        &model::Board
    }
    fn picture(&self, _: &Vec<u64>) -> Vec<String> {
        vec!["A move replaces one number by a proper divisor; 1 has none.".into()]
    }
    /// Each number, worth Ω(A_i), the number of its prime factors with multiplicity.
    fn parts(&self, numbers: &Vec<u64>) -> Vec<Part> {
        heaps::parts(numbers, "number", |a| Some(u128::from(self.omega.of(a))))
    }
    fn describe(&self, _: &Vec<u64>, chosen: &Divide) -> String {
        format!("replace number {} by {}", chosen.number + 1, chosen.to)
    }
    /// `replace number 2 by 4` (`with` or `to` for `by`; no number named when there is one).
    fn parse_move(&self, numbers: &Vec<u64>, typed: &str) -> Result<Divide, String> {
        let example = DividingGame::MOVE_EXAMPLE;
        let words = Words::parse(typed)?;
        words.only(&["replace", "number", "by", "with", "to", "divisor"], false, example)?;
        words.numbered_only(&["number", "by", "with", "to", "divisor"], example)?;
        let number = component(&words, &["number"], numbers.len(), "number")?;
        let a = numbers[number];
        let Some(to) = words.one(&["by", "with", "to", "divisor"], "the divisor")? else {
            return Err(format!("replace number {} by what? e.g. `{example}`", number + 1));
        };
        if to == 0 || to >= a || a % to != 0 {
            return Err(format!(
                "{to} is not a proper divisor of number {} ({a}): a divisor below it",
                number + 1
            ));
        }
        Ok(Divide { number, to })
    }
    fn wins(&self, numbers: &Vec<u64>) -> bool {
        self.nim_sum(numbers) != 0
    }
    /// Number by number, with `s` the nim-sum: the proper divisors `d` of `A_i` (as the model
    /// lists them) with `Ω(d) = Ω(A_i) ⊕ s` (none anywhere when `s = 0`). O(A_i) per number.
    fn winning_moves<'a>(&'a self, numbers: &'a Vec<u64>) -> impl Iterator<Item = Divide> + 'a {
        let sum = self.nim_sum(numbers);
        let won = if sum == 0 { &numbers[..0] } else { &numbers[..] };
        won.iter().enumerate().flat_map(move |(number, a)| {
            let target = self.omega.of(*a) ^ sum;
            model::Rules
                .moves(a)
                .into_iter()
                .flatten()
                .filter(move |&d| self.omega.of(d) == target)
                .map(move |to| Divide { number, to })
        })
    }
    fn why_winning(&self, numbers: &Vec<u64>, chosen: &Divide) -> String {
        let a = numbers[chosen.number];
        let (before, after) = (self.omega.of(a), self.omega.of(chosen.to));
        format!(
            "{a} has {before} prime factors and {} has {after}: the values then XOR to 0, a lost \
             position for the next player",
            chosen.to
        )
    }
}

impl Play for DividingGame {
    type Game = Table;

    const SHORT_FORM: &'static str = "the numbers: `grundy play dividing-game 12 18 7`";
    const MOVE_EXAMPLE: &'static str = "replace number 2 by 6";

    fn games(input: &Input) -> Result<Vec<Start<Table>>, String> {
        let omega = playable(&input.numbers)?;
        Ok(vec![Start { game: Table { omega }, position: input.numbers.clone() }])
    }
    fn from_words(words: &Words) -> Result<Start<Table>, String> {
        words.only(&["number"], true, "12 18 7")?;
        let numbers: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["number"])).collect();
        if numbers.is_empty() {
            return Err("give the numbers, e.g. `12 18 7`".into());
        }
        if numbers.len() > MOST_NUMBERS {
            return Err(format!("at most {MOST_NUMBERS} numbers, not {}", numbers.len()));
        }
        let omega = playable(&numbers)?;
        Ok(Start { game: Table { omega }, position: numbers })
    }
}
