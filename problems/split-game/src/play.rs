//! The split game at the table: bottles in order, a move splits a bean of one bottle into two
//! further right (`split bottle 0 into 2 and 3`); the perfect player's winning moves are the
//! crate's, each bean worth the value of its bottle.

use workbench::play::words::counted;
use workbench::play::{Part, Play, Playable, Start, Words};

use crate::model::{Rules, Split};
use crate::{Input, MAX_BOTTLES, SplitGame, Values};

/// The words of a move: the source after `split`/`from`/`bottle`, the targets after
/// `into`/`to`; or three bare numbers `i j k`.
const MOVE_WORDS: [&str; 5] = ["split", "from", "bottle", "into", "to"];

/// An example move in words.
const MOVE_EXAMPLE: &str = "split bottle 0 into 2 and 3";

/// One game at the table: the rules, and the value of a bean in each of its bottles (the
/// insight; the number of bottles never changes).
#[derive(Debug, Clone)]
pub struct Board {
    values: Values,
}

impl Board {
    /// The game on `beans.len()` bottles from `beans`.
    ///
    /// # Complexity
    /// O(n²), as [`Values::up_to`].
    fn start(beans: Vec<u64>) -> Start<Board> {
        Start { game: Board { values: Values::up_to(beans.len()) }, position: beans }
    }
}

impl Playable for Board {
    type Rules = Rules;

    fn rules(&self) -> &Rules {
        &Rules
    }
    fn picture(&self, beans: &Vec<u64>) -> Vec<String> {
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
    fn parts(&self, beans: &Vec<u64>) -> Vec<Part> {
        let n = beans.len();
        (0..n)
            .filter(|&i| beans[i] % 2 == 1)
            .map(|i| Part {
                label: format!("bottle {i} ({}, odd)", counted(beans[i], "beans")),
                value: Some(u128::from(self.values.of(n, i))),
            })
            .collect()
    }
    fn describe(&self, _: &Vec<u64>, &(i, j, k): &Split) -> String {
        format!("split bottle {i} into {j} and {k}")
    }
    fn parse_move(&self, beans: &Vec<u64>, typed: &str) -> Result<Split, String> {
        let words = Words::parse(typed)?;
        words.only(&MOVE_WORDS, true, MOVE_EXAMPLE)?;
        words.numbered_only(&["split", "from", "bottle", "into", "to"], MOVE_EXAMPLE)?;
        let sources = words.numbers(&["split", "from", "bottle"]);
        let targets = words.numbers(&["into", "to"]);
        let all: Vec<u64> = words.bare().iter().copied().chain(sources).chain(targets).collect();
        let (i, mut j, mut k) = match all[..] {
            [i, j, k] => (i, j, k),
            [i, j] => (i, j, j),
            _ => {
                return Err(format!(
                    "name a bottle and the two it goes into; try `{MOVE_EXAMPLE}`"
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
    fn wins(&self, beans: &Vec<u64>) -> bool {
        crate::nim_sum(&self.values, beans) != 0
    }
    fn winning_moves<'a>(&'a self, beans: &'a Vec<u64>) -> impl Iterator<Item = Split> + 'a {
        crate::winning_moves(&self.values, beans)
    }
    fn why_lost(&self, _: &Vec<u64>) -> String {
        "the XOR of the values of the bottles with an odd count is 0, and a move changes it by \
         g(i) ^ g(j) ^ g(k), never 0"
            .into()
    }
}

impl Play for SplitGame {
    type Game = Board;

    const SHORT_FORM: &'static str =
        "the bean counts, bottle 0 first: `grundy play split-game 1 0 1 3`";
    const MOVE_EXAMPLE: &'static str = MOVE_EXAMPLE;

    fn games(input: &Input) -> Result<Vec<Start<Board>>, String> {
        Ok(input.tests.iter().map(|beans| Board::start(beans.clone())).collect())
    }
    fn from_words(words: &Words) -> Result<Start<Board>, String> {
        words.only(&["bottle", "bean"], true, "1 0 1 3")?;
        let counts: Vec<u64> =
            words.bare().iter().copied().chain(words.numbers(&["bottle", "bean"])).collect();
        if counts.is_empty() || counts.len() > MAX_BOTTLES {
            return Err(format!("give 1 to {MAX_BOTTLES} bean counts, e.g. `1 0 1 3`"));
        }
        Ok(Board::start(counts))
    }
}
