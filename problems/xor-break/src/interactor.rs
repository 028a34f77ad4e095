//! The judge's side, Bob: it sends `t` and each game's `n`, reads the side the solution takes,
//! checks every break of the solution (the XOR, both parts below the number broken, which must
//! be one of the two Bob gave, at most 63 breaks), and breaks in turn: with a number of even
//! popcount among those it may pick (the solution slipped) it picks it and wins; else by its
//! strategy, first the number to break (the first breakable, a random one, or the larger),
//! then the break (the smallest first part, a random break, or the lowest bit alone, which
//! keeps the top bit and so the game long). It answers `0 0` when it cannot break (the game is
//! won) and `-1 -1` after a broken rule.

use judge::Judgement;
use workbench::referee::{Referee, Strategy};

use crate::{Input, MAX_BREAKS, holder_wins, winning_break};

/// Whether `p` can be broken: two set bits or more.
fn breakable(p: u64) -> bool {
    p.count_ones() >= 2
}

/// Bob's break of `p` (breakable) when he cannot win.
fn strategy_break(p: u64, referee: &mut Referee<'_>) -> (u64, u64) {
    let top = 63 - p.leading_zeros();
    match referee.strategy {
        // The smallest first part: c's top bit must be a set bit of p below its top.
        Strategy::Perfect => {
            let c = 1 << p.trailing_zeros();
            (c, p ^ c)
        }
        Strategy::Random(_) => {
            let bits: Vec<u32> = (0..top).filter(|b| p >> b & 1 == 1).collect();
            let b = bits[referee.rng.below(bits.len())];
            let c = (1 << b) | (referee.rng.next_u64() & ((1 << b) - 1));
            (p ^ c, c)
        }
        Strategy::Adversarial => {
            let c = 1 << p.trailing_zeros();
            (p ^ c, c)
        }
    }
}

/// One game: `Ok` when the solution wins it.
fn game(n: u64, referee: &mut Referee<'_>) -> Result<(), Judgement> {
    referee.tell(n)?;
    let side = referee.hear_word("`first` or `second`")?;
    let mut offered: Vec<u64> = match side.as_str() {
        "first" => vec![n],
        "second" => {
            // Bob holds n.
            match bob(&[n], referee)? {
                None => return Ok(()),
                Some(pair) => pair.to_vec(),
            }
        }
        other => {
            return Err(Judgement::WrongFormat(format!(
                "expected `first` or `second`, found `{other}`"
            )));
        }
    };
    for breaks in 1.. {
        let p1: u64 = referee.hear("p1", ..)?;
        let p2: u64 = referee.hear("p2", ..)?;
        let broken =
            offered.iter().copied().find(|&p| p1 ^ p2 == p && p1 > 0 && p2 > 0 && p1 < p && p2 < p);
        let fault = match broken {
            _ if p1 == 0 && p2 == 0 => {
                Some(format!("the solution gives up (`0 0`) holding {offered:?}"))
            }
            None => Some(format!("`{p1} {p2}` is not a break of {}", show(&offered))),
            Some(_) if breaks > MAX_BREAKS => {
                Some(format!("a break beyond the {MAX_BREAKS} allowed"))
            }
            Some(_) => None,
        };
        if let Some(why) = fault {
            referee.tell("-1 -1")?;
            return Err(Judgement::WrongAnswer(why));
        }
        match bob(&[p1, p2], referee)? {
            None => return Ok(()),
            Some(pair) => offered = pair.to_vec(),
        }
    }
    unreachable!("the loop returns")
}

fn show(numbers: &[u64]) -> String {
    match numbers {
        [p] => p.to_string(),
        [a, b] => format!("{a} or {b}"),
        _ => format!("{numbers:?}"),
    }
}

/// Bob's turn with `numbers` to pick from: his break, told to the solution, or `None` after
/// telling `0 0` (he cannot break).
fn bob(numbers: &[u64], referee: &mut Referee<'_>) -> Result<Option<[u64; 2]>, Judgement> {
    let pair = if let Some(&p) = numbers.iter().find(|&&p| holder_wins(p)) {
        let (a, b) = winning_break(p);
        [a, b]
    } else {
        let mut breakable: Vec<u64> = numbers.iter().copied().filter(|&p| breakable(p)).collect();
        if breakable.is_empty() {
            referee.tell("0 0")?;
            return Ok(None);
        }
        let p = match referee.strategy {
            Strategy::Perfect => breakable[0],
            Strategy::Random(_) => breakable[referee.rng.below(breakable.len())],
            Strategy::Adversarial => {
                breakable.sort_unstable();
                breakable[breakable.len() - 1]
            }
        };
        let (a, b) = strategy_break(p, referee);
        [a, b]
    };
    referee.tell(format_args!("{} {}", pair[0], pair[1]))?;
    Ok(Some(pair))
}

/// The interactor (see the module doc).
///
/// # Errors
/// The judgement against the solution.
///
/// # Complexity
/// O(breaks).
pub fn interact(input: &Input, referee: &mut Referee<'_>) -> Result<(), Judgement> {
    referee.tell(input.games.len())?;
    for (g, &n) in input.games.iter().enumerate() {
        game(n, referee).map_err(|j| match j {
            Judgement::WrongAnswer(why) => {
                Judgement::WrongAnswer(format!("game {} (n = {n}): {why}", g + 1))
            }
            other => other,
        })?;
    }
    Ok(())
}
