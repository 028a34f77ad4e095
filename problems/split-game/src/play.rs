//! The split game at the table: bottles in order, a move splits a bean of one bottle into two
//! further right (`split bottle 0 into 2 and 3`); the perfect player's winning moves are the
//! crate's, each bean worth the value of its bottle.

use sg_core::Solver;
use workbench::play::words::counted;
use workbench::play::{Part, Play, Words};

use crate::model::{self, SplitRules};
use crate::{Input, MAX_BOTTLES, SplitGame, Values};

/// The words of a move: the source after `split`/`from`/`bottle`, the targets after
/// `into`/`to`; or three bare numbers `i j k`.
const MOVE_WORDS: [&str; 5] = ["split", "from", "bottle", "into", "to"];

impl Play for SplitGame {
    type Position = Vec<u64>;
    type Move = (usize, usize, usize);
    type Model = Solver<SplitRules>;

    const SHORT_FORM: &'static str =
        "the bean counts, bottle 0 first: `grundy play split-game 1 0 1 3`";
    const MOVE_EXAMPLE: &'static str = "split bottle 0 into 2 and 3";

    fn positions(input: &Input) -> Result<Vec<Vec<u64>>, String> {
        Ok(input.tests.clone())
    }
    fn from_words(words: &Words) -> Result<Vec<u64>, String> {
        words.only(&["bottle", "bean"], true, "1 0 1 3")?;
        let counts: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["bottle", "bean"])).collect();
        if counts.is_empty() || counts.len() > MAX_BOTTLES {
            return Err(format!("give 1 to {MAX_BOTTLES} bean counts, e.g. `1 0 1 3`"));
        }
        Ok(counts)
    }
    fn picture(beans: &Vec<u64>) -> Vec<String> {
        let counts: Vec<String> = beans.iter().map(u64::to_string).collect();
        vec![format!(
            "Bottles 0 to {} hold {} beans; a move takes a bean from bottle i and puts one into \
             bottle j and one into bottle k, i < j <= k.",
            beans.len() - 1,
            counts.join(", ")
        )]
    }
    /// One part per bottle with an odd count: its beans cancel in pairs, the last one is worth
    /// the bottle's value.
    fn parts(beans: &Vec<u64>) -> Vec<Part> {
        let n = beans.len();
        let values = Values::up_to(n);
        (0..n)
            .filter(|&i| beans[i] % 2 == 1)
            .map(|i| Part {
                label: format!("bottle {i} ({}, odd)", counted(beans[i], "beans")),
                value: Some(u128::from(values.of(n, i))),
            })
            .collect()
    }
    /// In lexicographic order: the first non-empty bottle into the next one, twice, first.
    fn moves(beans: &Vec<u64>) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        let n = beans.len();
        (0..n)
            .filter(|&i| beans[i] > 0)
            .flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))))
    }
    fn play(beans: &Vec<u64>, &(i, j, k): &(usize, usize, usize)) -> Vec<u64> {
        let mut next = beans.clone();
        next[i] -= 1;
        next[j] = next[j].saturating_add(1);
        next[k] = next[k].saturating_add(1);
        next
    }
    fn describe(_: &Vec<u64>, &(i, j, k): &(usize, usize, usize)) -> String {
        format!("split bottle {i} into {j} and {k}")
    }
    fn parse_move(beans: &Vec<u64>, words: &Words) -> Result<(usize, usize, usize), String> {
        words.only(&MOVE_WORDS, true, Self::MOVE_EXAMPLE)?;
        words.numbered_only(&["split", "from", "bottle", "into", "to"], Self::MOVE_EXAMPLE)?;
        let sources = words.numbers(&["split", "from", "bottle"]);
        let targets = words.numbers(&["into", "to"]);
        let all: Vec<u64> = words.bare().iter().copied().chain(sources).chain(targets).collect();
        let (i, mut j, mut k) = match all[..] {
            [i, j, k] => (i, j, k),
            [i, j] => (i, j, j),
            _ => {
                return Err(format!(
                    "name a bottle and the two it goes into; try `{}`",
                    Self::MOVE_EXAMPLE
                ));
            }
        };
        if j > k {
            (j, k) = (k, j);
        }
        let n = beans.len() as u64;
        if let Some(&b) = [i, j, k].iter().find(|&&b| b >= n) {
            return Err(format!("there is no bottle {b}: the bottles are 0 to {}", n - 1));
        }
        let (i, j, k) = (i as usize, j as usize, k as usize);
        if beans[i] == 0 {
            return Err(format!("bottle {i} is empty"));
        }
        if j <= i {
            return Err(format!("the beans go further right: both bottles must come after {i}"));
        }
        Ok((i, j, k))
    }
    fn wins(beans: &Vec<u64>) -> bool {
        crate::nim_sum(&Values::up_to(beans.len()), beans) != 0
    }
    fn winning_moves(beans: &Vec<u64>) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        let values = Values::up_to(beans.len());
        crate::winning_moves(&values, beans).collect::<Vec<_>>().into_iter()
    }
    fn why_lost(_: &Vec<u64>) -> String {
        "the XOR of the values of the bottles with an odd count is 0, and a move changes it by \
         g(i) ^ g(j) ^ g(k), never 0"
            .into()
    }
    fn new_model(_: &Vec<u64>) -> Solver<SplitRules> {
        Solver::new(SplitRules)
    }
    fn model_wins(solver: &mut Solver<SplitRules>, beans: &Vec<u64>) -> bool {
        solver.grundy(&model::counts(beans)) != 0
    }
}
