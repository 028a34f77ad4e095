//! Bob wins every game: the side against the game searched by its rules (no winning opening of
//! Alice's, on thousands of generated matrices), the stable pairing against every strategy of
//! Alice's searched, and the judge path against the interactor, which plays either side and
//! punishes every slip (a wrong side, a wrong pairing, an illegal move, a missing flush).

#[path = "problem/bad_input.rs"]
mod bad_input;

use std::time::Duration;

use judge::{Dialogue, InputError, Judgement};
use sg_core::Moves;
use workbench::Problem;
use workbench::random::{Rng, Size};
use workbench::referee::{Delivery, Ending, Interaction, Strategy, in_process, with_child};
use zigzag_game::model::{Rules, Token};
use zigzag_game::{Input, Matrix, Rule, ZigzagGame, bobs_pairing};

// The model searches every opening of Alice's in each generated game (n ≤ 5) and must find
// none that wins; each input is also played against the interactor under every strategy.
workbench::problem_tests!(ZigzagGame, cases = 2000, seed = 0x1147f);

const LIMIT: Duration = Duration::from_secs(30);

fn interactor() -> workbench::referee::Interactor<Input> {
    ZigzagGame::interaction().unwrap().interactor
}

fn game(play: judge::InteractivePath, input: &Input, strategy: Strategy) -> Ending {
    let interaction = Interaction { play, interactor: interactor() };
    in_process(interaction, input, strategy, LIMIT, Delivery::AsWritten).ending
}

fn random_matrix(rng: &mut Rng, n: usize) -> Matrix {
    let mut weights: Vec<u32> = (1..=(n * n) as u32).collect();
    rng.shuffle(&mut weights);
    Matrix { n, weights }
}

/// Every permutation of `1..=k`.
fn permutations(k: u32) -> Vec<Vec<u32>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for p in permutations(k - 1) {
        for at in 0..k as usize {
            let mut q = p.clone();
            q.insert(at, k);
            all.push(q);
        }
    }
    all
}

/// Every game Alice can make Bob play, Bob answering each move by `pairing`: the number of
/// finished games, all ending with Alice stuck; `Err` at a reply the rules forbid.
fn every_alice_strategy(rules: &Rules, token: &Token, pairing: &[u32]) -> Result<u64, String> {
    // Bob to move at `token`.
    let mate = pairing[token.at as usize];
    if !rules.allows(token, mate) {
        return Err(format!(
            "Bob's reply {} from {} is illegal at {token:?}",
            mate + 1,
            token.at + 1
        ));
    }
    let after = rules.play(token, &mate);
    let mut games = 0;
    let moves: Vec<u32> = rules.legal_moves(&after).collect();
    if moves.is_empty() {
        return Ok(1);
    }
    for y in moves {
        games += every_alice_strategy(rules, &rules.play(&after, &y), pairing)?;
    }
    Ok(games)
}

/// Bob's pairing wins against every strategy of Alice's: every rule, every start and every
/// reply she can make, searched to the end, on every matrix of n ≤ 2 (25), on 3000 random ones
/// of n = 3 and of n = 4, 1000 of n = 5 and 100 of n = 6.
#[test]
fn the_pairing_beats_every_strategy_of_alice() {
    let mut matrices: Vec<Matrix> = Vec::new();
    for n in 1..=2usize {
        for weights in permutations((n * n) as u32) {
            matrices.push(Matrix { n, weights });
        }
    }
    let mut rng = Rng::new(0xa11ce);
    for (count, n) in [(3000, 3), (3000, 4), (1000, 5), (100, 6)] {
        matrices.extend((0..count).map(|_| random_matrix(&mut rng, n)));
    }
    let games = std::sync::atomic::AtomicU64::new(0);
    workbench::testing::for_each_case(matrices.len() as u64, |i| {
        let matrix = &matrices[i as usize];
        let rules = Rules { matrix: matrix.clone() };
        for alice in [Rule::Increasing, Rule::Decreasing] {
            for start in 0..2 * matrix.n as u32 {
                let pairing = bobs_pairing(matrix, alice, start);
                let token = Token::start(matrix.n, start, alice == Rule::Decreasing);
                let won = every_alice_strategy(&rules, &token, &pairing)
                    .unwrap_or_else(|why| panic!("{matrix:?}, Alice {alice:?} at {start}: {why}"));
                games.fetch_add(won, std::sync::atomic::Ordering::Relaxed);
            }
        }
    });
    let games = games.into_inner();
    assert!(games > 100_000, "only {games} games played");
}

/// The model's search against a few larger games: no winning opening for Alice at n = 6.
#[test]
fn the_model_finds_no_winning_opening_at_n_6() {
    let mut rng = Rng::new(6);
    for _ in 0..6 {
        let matrix = random_matrix(&mut rng, 6);
        assert!(!zigzag_game::model::alice_wins(&matrix), "{matrix:?}");
    }
}

/// The judge's limits (50 games of n = 50), under every strategy, in process.
#[test]
fn the_judge_path_wins_at_the_judges_limits() {
    let input = ZigzagGame::generate(&mut Rng::new(50), Size::Max);
    for strategy in Strategy::EACH {
        let ending = game(zigzag_game::play, &input, strategy);
        assert!(ending.accepted(), "against {}: {ending}", strategy.name());
    }
}

/// Many mid-sized games (n from 6 to 50), where the interactor searches only the endgame.
#[test]
fn the_judge_path_wins_games_of_every_size() {
    let mut rng = Rng::new(7);
    for round in 0..40u64 {
        let games =
            (0..5).map(|_| random_matrix(&mut rng, 6 + (round as usize * 7) % 45)).collect();
        let input = Input { games };
        let strategy = Strategy::EACH[round as usize % 3];
        let strategy =
            if strategy == Strategy::Random(1) { Strategy::Random(round) } else { strategy };
        let ending = game(zigzag_game::play, &input, strategy);
        assert!(ending.accepted(), "round {round} against {}: {ending}", strategy.name());
    }
}

/// Read the matrix of a game (the test players' reader).
fn read_matrix(d: &mut Dialogue<'_, '_>) -> Result<Matrix, InputError> {
    Matrix::read(&mut d.from_judge)
}

/// Chooses Alice, increasing from vertex 1, and then always the lightest legal move: the judge,
/// as Bob, wins every game.
fn picks_alice(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let games: usize = d.from_judge.count("t", 1..)?;
    for _ in 0..games {
        let matrix = read_matrix(d)?;
        let rules = Rules { matrix: matrix.clone() };
        d.say("A")?;
        d.say("I 1")?;
        let mut token = Token::start(matrix.n, 0, false);
        loop {
            let x: i64 = d.from_judge.read("the judge's move")?;
            if x < 0 {
                break;
            }
            token = rules.play(&token, &((x - 1) as u32));
            let mine = rules.legal_moves(&token).min_by_key(|&v| matrix.weight(token.at, v));
            let Some(y) = mine else {
                d.say(-1)?;
                return Ok(());
            };
            d.say(y + 1)?;
            token = rules.play(&token, &y);
        }
    }
    Ok(())
}

#[test]
fn a_player_who_picks_alice_loses() {
    let mut rng = Rng::new(0xa);
    for n in [1, 2, 3, 5, 8, 20, 50] {
        let input = Input { games: vec![random_matrix(&mut rng, n)] };
        for strategy in Strategy::EACH {
            let ending = game(picks_alice, &input, strategy);
            let Ending::Judged(Judgement::WrongAnswer(why)) = &ending else { panic!("{ending}") };
            assert!(why.starts_with("game 1: the solution had no move"), "{why}");
        }
    }
}

/// Bob with the pairing's preferences turned round (the far side ranks in Bob's direction):
/// not stable for the game, so Alice can often leave him without a legal reply; then, with no
/// legal pairing move, he takes the first legal one, or gives up.
fn wrong_pairing(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let games: usize = d.from_judge.count("t", 1..)?;
    for _ in 0..games {
        let matrix = read_matrix(d)?;
        let rules = Rules { matrix: matrix.clone() };
        d.say("B")?;
        let mut word = Vec::new();
        d.from_judge.token_into("rule", &mut word)?;
        let alice = if word == b"I" { Rule::Increasing } else { Rule::Decreasing };
        let start = d.from_judge.read::<u32>("start")? - 1;
        let turned = if alice == Rule::Increasing { Rule::Decreasing } else { Rule::Increasing };
        let pairing = bobs_pairing(&matrix, turned, start);
        let mut token = Token::start(matrix.n, start, alice == Rule::Decreasing);
        loop {
            let mate = pairing[token.at as usize];
            let mine = if rules.allows(&token, mate) {
                Some(mate)
            } else {
                rules.legal_moves(&token).next()
            };
            let Some(x) = mine else {
                d.say(-1)?;
                return Ok(());
            };
            d.say(x + 1)?;
            token = rules.play(&token, &x);
            let y: i64 = d.from_judge.read("the judge's move")?;
            if y == -2 {
                return Ok(());
            }
            if y == -1 {
                break;
            }
            token = rules.play(&token, &((y - 1) as u32));
        }
    }
    Ok(())
}

/// The wrong pairing is caught: the interactor searches games of n ≤ 4 whole (and every
/// endgame of 8 vertices), so a game where the wrong pairing leaves Alice a win there is lost.
/// Over 400 inputs of up to 3 games of n ≤ 5 most are caught, each loss a lost game and not a
/// protocol slip; and most of 30 single games of n = 10 to 39 are caught too.
#[test]
fn a_wrong_pairing_is_caught() {
    let mut rng = Rng::new(0xbad);
    let mut caught = 0;
    for _ in 0..400 {
        let input = ZigzagGame::generate(&mut rng, Size::Small);
        let ending = game(wrong_pairing, &input, Strategy::Perfect);
        match &ending {
            Ending::Judged(Judgement::Accepted) => {}
            Ending::Judged(Judgement::WrongAnswer(why)) => {
                assert!(why.contains("the solution had no move: it lost"), "{why}");
                caught += 1;
            }
            other => panic!("{other}"),
        }
    }
    assert!(caught > 100, "caught only {caught} of 400");
    // Larger games, where the interactor looks one move ahead until the endgame.
    let mut caught = 0;
    for round in 0..30 {
        let input = Input { games: vec![random_matrix(&mut rng, 10 + round)] };
        let ending = game(wrong_pairing, &input, Strategy::EACH[round % 3]);
        caught += usize::from(!ending.accepted());
    }
    assert!(caught >= 20, "caught only {caught} of 30 games of n = 10 to 39");
}

/// Bob answering with the start vertex itself: refused with `-2`.
fn illegal(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
    let _games: usize = d.from_judge.count("t", 1..)?;
    let _matrix = read_matrix(d)?;
    d.say("B")?;
    let mut word = Vec::new();
    d.from_judge.token_into("rule", &mut word)?;
    let start: u32 = d.from_judge.read("start")?;
    d.say(start)?;
    let _refused: i64 = d.from_judge.read("-2")?;
    Ok(())
}

#[test]
fn an_illegal_move_and_a_wrong_word_are_refused() {
    let input = Input { games: vec![Matrix { n: 2, weights: vec![1, 2, 3, 4] }] };
    let ending = game(illegal, &input, Strategy::Perfect);
    let Ending::Judged(Judgement::WrongAnswer(why)) = &ending else { panic!("{ending}") };
    assert_eq!(why, "game 1: illegal move from 1 to 1 (after an edge of weight 0)");
    fn says_c(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        let _games: usize = d.from_judge.count("t", 1..)?;
        let _matrix = read_matrix(d)?;
        d.say("C")
    }
    let ending = game(says_c, &input, Strategy::Perfect);
    assert_eq!(
        ending,
        Ending::Judged(Judgement::WrongFormat("game 1: expected `A` or `B`, found `C`".into()))
    );
}

#[test]
fn a_missing_flush_is_a_time_limit() {
    let limit = Duration::from_millis(300);
    let input = ZigzagGame::generate(&mut Rng::new(3), Size::Small);
    let play = Interaction { play: zigzag_game::play, interactor: interactor() };
    let ending = in_process(play, &input, Strategy::Perfect, limit, Delivery::AtExit).ending;
    assert_eq!(ending, Ending::TimeLimit(limit));
}

/// The real binary against the interactor over pipes, under every strategy.
#[test]
fn the_binary_plays_over_pipes() {
    let mut rng = Rng::new(11);
    for size in [Size::Small, Size::N(50), Size::Max] {
        let input = ZigzagGame::generate(&mut rng, size);
        for strategy in Strategy::EACH {
            let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_zigzag-game"))
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let session = with_child(interactor(), &input, strategy, &mut child, LIMIT).unwrap();
            assert!(
                session.ending.accepted(),
                "{size:?}: {}\n{}",
                session.ending,
                session.transcript.tail(8)
            );
        }
    }
}
