//! The side the judge path takes against the game searched by definition; the reader against
//! the writer; every sample; and the judge path playing whole games against the interactor,
//! which a weak strategy, an illegal move and a missing flush all lose.

#[path = "problem/bad_input.rs"]
mod bad_input;

use std::time::Duration;

use judge::{Dialogue, InputError, Judgement};
use subtraction_interactive::{Input, SubtractionInteractive};
use workbench::Problem;
use workbench::random::{Rng, Size};
use workbench::referee::{Delivery, Ending, Interaction, Strategy, in_process};

// Every generated game is also played under each strategy (`check_case`).
workbench::problem_tests!(SubtractionInteractive, cases = 3000, seed = 0x278);

const LIMIT: Duration = Duration::from_secs(20);

fn interactor() -> workbench::referee::Interactor<Input> {
    SubtractionInteractive::interaction().unwrap().interactor
}

fn game(
    play: judge::InteractivePath,
    input: Input,
    strategy: Strategy,
    delivery: Delivery,
) -> Ending {
    in_process(Interaction { play, interactor: interactor() }, &input, strategy, LIMIT, delivery)
        .ending
}

/// Games at the judge's scale: the judge path beats the interactor, which tabulates the whole
/// game for `L..=R` and so would punish any slip, under each strategy.
#[test]
fn the_judge_path_wins_large_games() {
    let mut rng = Rng::new(42);
    for _ in 0..24 {
        let n = rng.range(200, 2000);
        let input = SubtractionInteractive::generate(&mut rng, Size::N(n));
        for strategy in Strategy::EACH {
            let ending = game(subtraction_interactive::play, input, strategy, Delivery::AsWritten);
            assert!(ending.accepted(), "{input:?} against {}: {ending}", strategy.name());
        }
    }
}

/// The interactor's values for `L..=R` against the engine on one run (sums of runs by XOR)
/// and, through the side the judge path takes, against the whole game searched.
#[test]
fn the_interactors_table_is_the_engines() {
    struct Row {
        l: u64,
        r: u64,
    }
    impl sg_core::Game for Row {
        type Position = u64;
        fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
            (self.l..=self.r.min(n))
                .flat_map(|y| (0..=n - y).map(move |a| vec![a, n - y - a]))
                .collect()
        }
    }
    for l in 1..=4 {
        for r in l..=7 {
            let values = subtraction_interactive::interactor_values(l, r, 40);
            let mut solver = sg_core::Solver::new(Row { l, r });
            for (n, &g) in values.iter().enumerate() {
                assert_eq!(u64::from(g), solver.grundy(&(n as u64)), "L = {l}, R = {r}, n = {n}");
            }
        }
    }
}

/// Always `First`, always the leftmost `L` cards: it loses games it takes the wrong side of.
fn weak(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let (n, l, _r): (u64, u64, u64) =
        (d.from_judge.read("N")?, d.from_judge.read("L")?, d.from_judge.read("R")?);
    d.say("First")?;
    let mut next = 1;
    loop {
        if next + l - 1 > n {
            d.say("0 0")?;
        } else {
            d.say(format_args!("{next} {l}"))?;
            next += l;
        }
        let a: i64 = d.from_judge.read("a")?;
        let _b: i64 = d.from_judge.read("b")?;
        if a <= 0 {
            return Ok(());
        }
    }
}

#[test]
fn a_weak_strategy_loses() {
    // N = 4, L = R = 1: the first player loses (4 is even), so `First` is already wrong; the
    // judge's replies soon take a card the weak strategy wants next.
    let ending = game(weak, Input { n: 4, l: 1, r: 1 }, Strategy::Perfect, Delivery::AsWritten);
    assert!(matches!(ending, Ending::Judged(Judgement::WrongAnswer(_))), "{ending}");
    // N = 3, L = R = 2: `First` and `1 2` win at once; even the weak strategy is right here.
    assert!(
        game(weak, Input { n: 3, l: 2, r: 2 }, Strategy::Perfect, Delivery::AsWritten).accepted()
    );
    // Over many games the weak strategy loses most that are not won by symmetry at once.
    let mut rng = Rng::new(9);
    let mut lost = 0;
    for _ in 0..300 {
        let input = SubtractionInteractive::generate(&mut rng, Size::Small);
        lost += usize::from(!game(weak, input, Strategy::Perfect, Delivery::AsWritten).accepted());
    }
    assert!(lost > 100, "the weak strategy lost only {lost} of 300");
}

/// Mirror the judge's moves but from the wrong card: an illegal move, refused with `-1 -1`.
fn illegal(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let (_n, l, _r): (u64, u64, u64) =
        (d.from_judge.read("N")?, d.from_judge.read("L")?, d.from_judge.read("R")?);
    d.say("First")?;
    loop {
        d.say(format_args!("1 {l}"))?;
        let a: i64 = d.from_judge.read("a")?;
        let _b: i64 = d.from_judge.read("b")?;
        if a <= 0 {
            return Ok(());
        }
    }
}

#[test]
fn an_illegal_move_is_refused() {
    let ending = game(illegal, Input { n: 10, l: 2, r: 3 }, Strategy::Perfect, Delivery::AsWritten);
    let Ending::Judged(Judgement::WrongAnswer(why)) = &ending else { panic!("{ending}") };
    assert_eq!(why, "illegal move: `1 2` removes cards that are not all on the table");
}

#[test]
fn a_missing_flush_is_a_time_limit() {
    let limit = Duration::from_millis(300);
    let input = Input { n: 10, l: 2, r: 3 };
    let play = Interaction { play: subtraction_interactive::play, interactor: interactor() };
    let ending = in_process(play, &input, Strategy::Perfect, limit, Delivery::AtExit).ending;
    assert_eq!(ending, Ending::TimeLimit(limit));
}

/// The real binary against the interactor over pipes, under each strategy.
#[test]
fn the_binary_plays_over_pipes() {
    for input in
        [Input { n: 1999, l: 3, r: 3 }, Input { n: 2000, l: 4, r: 9 }, Input { n: 7, l: 2, r: 2 }]
    {
        for strategy in Strategy::EACH {
            let mut child =
                std::process::Command::new(env!("CARGO_BIN_EXE_subtraction-interactive"))
                    .stdin(std::process::Stdio::piped())
                    .stdout(std::process::Stdio::piped())
                    .spawn()
                    .unwrap();
            let session =
                workbench::referee::with_child(interactor(), &input, strategy, &mut child, LIMIT)
                    .unwrap();
            assert!(
                session.ending.accepted(),
                "{input:?}: {}\n{}",
                session.ending,
                session.transcript.tail(8)
            );
        }
    }
}
