//! The side the judge path takes against the game searched by definition; the reader against
//! the writer; every sample; and the judge path playing whole games against the interactor,
//! which the wrong side, a losing break, an illegal break and a missing flush all lose.

#[path = "problem/bad_input.rs"]
mod bad_input;

use std::time::Duration;

use judge::{Dialogue, InputError, Judgement};
use workbench::Problem;
use workbench::random::{Rng, Size};
use workbench::referee::{Delivery, Ending, Interaction, Strategy, in_process};
use xor_break::{Input, XorBreak};

// Every generated input is also played under each strategy (`check_case`).
workbench::problem_tests!(XorBreak, cases = 3000, seed = 0x1934);

const LIMIT: Duration = Duration::from_secs(20);

fn game(
    play: judge::InteractivePath,
    input: &Input,
    strategy: Strategy,
    delivery: Delivery,
) -> Ending {
    let interactor = XorBreak::interaction().unwrap().interactor;
    in_process(Interaction { play, interactor }, input, strategy, LIMIT, delivery).ending
}

/// The popcount rule against the search of the game's tree, for every n below 2^9.
#[test]
fn the_popcount_rule_is_the_searched_outcome() {
    let mut solver = sg_core::Solver::new(xor_break::model::Rules);
    for n in 1..512 {
        assert_eq!(
            xor_break::holder_wins(n),
            xor_break::model::first_wins(&mut solver, n),
            "n = {n}"
        );
    }
}

/// Games at the judge's scale and beyond, the densest numbers included: won under each
/// strategy, within 63 breaks (the interactor counts them).
#[test]
fn the_judge_path_wins_large_games() {
    let mut rng = Rng::new(7);
    for size in [Size::Max, Size::N(500)] {
        let mut input = XorBreak::generate(&mut rng, size);
        input.games.extend([u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) | 1, 3, 1]);
        for strategy in Strategy::EACH {
            let ending = game(xor_break::play, &input, strategy, Delivery::AsWritten);
            assert!(ending.accepted(), "against {}: {ending}", strategy.name());
        }
    }
}

/// The right side, but a break into two even parts: Bob picks one and wins.
fn even_halves(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let games: usize = d.from_judge.count("t", ..)?;
    for _ in 0..games {
        let n: u64 = d.from_judge.read("n")?;
        d.say(if n.count_ones() % 2 == 0 { "first" } else { "second" })?;
        let mut held = n;
        if n.count_ones() % 2 == 1 {
            let (a, b): (u64, u64) = (d.from_judge.read("a")?, d.from_judge.read("b")?);
            if a == 0 {
                continue;
            }
            held = if a.count_ones() % 2 == 0 { a } else { b };
        }
        loop {
            // The two lowest set bits apart from the rest: both parts of even popcount
            // when there are four bits or more.
            let low = held & held.wrapping_neg();
            let two = low | ((held ^ low) & (held ^ low).wrapping_neg());
            let (p1, p2) =
                if held.count_ones() >= 4 { (two, held ^ two) } else { (low, held ^ low) };
            d.say(format_args!("{p1} {p2}"))?;
            let a: i64 = d.from_judge.read("a")?;
            let b: i64 = d.from_judge.read("b")?;
            if a <= 0 {
                if a < 0 {
                    return Ok(());
                }
                break;
            }
            held = if a.count_ones() % 2 == 0 { a as u64 } else { b as u64 };
        }
    }
    Ok(())
}

#[test]
fn a_weak_strategy_loses() {
    let ending =
        game(even_halves, &Input { games: vec![15] }, Strategy::Perfect, Delivery::AsWritten);
    let Ending::Judged(Judgement::WrongAnswer(why)) = &ending else { panic!("{ending}") };
    assert!(why.starts_with("game 1 (n = 15): "), "{why}");
    // And `first` on an odd popcount loses whatever follows.
    fn always_first(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        let _: usize = d.from_judge.count("t", ..)?;
        let n: u64 = d.from_judge.read("n")?;
        d.say("first")?;
        let (top, rest) = xor_break::winning_break(n);
        d.say(format_args!("{top} {rest}"))?;
        loop {
            let a: i64 = d.from_judge.read("a")?;
            let b: i64 = d.from_judge.read("b")?;
            if a <= 0 {
                return Ok(());
            }
            let held = if (a as u64).count_ones() >= 2 { a as u64 } else { b as u64 };
            if held.count_ones() < 2 {
                d.say("0 0")?;
                continue;
            }
            let (top, rest) = xor_break::winning_break(held);
            d.say(format_args!("{top} {rest}"))?;
        }
    }
    let ending =
        game(always_first, &Input { games: vec![7] }, Strategy::Perfect, Delivery::AsWritten);
    assert!(
        matches!(&ending, Ending::Judged(Judgement::WrongAnswer(why)) if why.contains("gives up")),
        "{ending}"
    );
}

#[test]
fn an_illegal_break_is_refused() {
    fn wrong_xor(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        let _: usize = d.from_judge.count("t", ..)?;
        let _: u64 = d.from_judge.read("n")?;
        d.say("first")?;
        d.say("1 1")
    }
    let ending = game(wrong_xor, &Input { games: vec![3] }, Strategy::Perfect, Delivery::AsWritten);
    assert_eq!(
        ending,
        Ending::Judged(Judgement::WrongAnswer("game 1 (n = 3): `1 1` is not a break of 3".into()))
    );
}

#[test]
fn a_missing_flush_is_a_time_limit() {
    let limit = Duration::from_millis(300);
    let interactor = XorBreak::interaction().unwrap().interactor;
    let play = Interaction { play: xor_break::play, interactor };
    let ending =
        in_process(play, &Input { games: vec![12, 7] }, Strategy::Perfect, limit, Delivery::AtExit)
            .ending;
    assert_eq!(ending, Ending::TimeLimit(limit));
}

/// The real binary against the interactor over pipes, under each strategy.
#[test]
fn the_binary_plays_over_pipes() {
    let input = XorBreak::generate(&mut Rng::new(3), Size::Max);
    for strategy in Strategy::EACH {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_xor-break"))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let interactor = XorBreak::interaction().unwrap().interactor;
        let session =
            workbench::referee::with_child(interactor, &input, strategy, &mut child, LIMIT)
                .unwrap();
        assert!(session.ending.accepted(), "{}\n{}", session.ending, session.transcript.tail(8));
    }
}
