//! The fast replies, the judge path and the explanations against the rules searched by
//! definition; the values' recurrence against a direct mex over pairs and against the
//! engine on one bean; the reader against the writer; every case in testdata.

use sg_core::{Game, Moves, Solver};
use split_game::model::{self, Rules};
use split_game::{Explanation, Input, MAX_BOTTLES, SplitGame, Values, explain, reply};
use workbench::Problem;
use workbench::random::{Rng, Size};

#[path = "problem/bad_input.rs"]
mod bad_input;

workbench::problem_tests!(SplitGame, cases = 3000, seed = 3185);

/// One bean alone, by the rules: its searched value is the table's value, for every bottle
/// of up to 7 (the beans' independence is what lets one value per bottle decide the sum).
#[test]
fn a_single_bean_is_worth_the_value_of_its_bottle() {
    let values = Values::up_to(7);
    let mut solver = Solver::new(Rules);
    for n in 1..=7 {
        for i in 0..n {
            let mut counts = vec![0u64; n];
            counts[i] = 1;
            assert_eq!(solver.grundy(&counts), u64::from(values.of(n, i)), "n = {n}, i = {i}");
        }
    }
}

/// Every position of up to 4 bottles with at most 3 beans each, and of 5 bottles with at
/// most 2 beans in all: the reply by the rules equals the fast reply.
#[test]
fn every_small_position_agrees_with_the_rules() {
    let values = Values::up_to(5);
    for n in 1..=4usize {
        for code in 0..4u64.pow(n as u32) {
            let beans: Vec<u64> = (0..n).map(|i| code / 4u64.pow(i as u32) % 4).collect();
            assert_eq!(reply(&values, &beans), model::reply(&beans), "{beans:?}");
        }
    }
    for a in 0..5 {
        for b in a..5 {
            let mut beans = vec![0u64; 5];
            beans[a] += 1;
            beans[b] += 1;
            assert_eq!(reply(&values, &beans), model::reply(&beans), "{beans:?}");
        }
    }
}

/// The incremental mex against the definition, a fresh mex over every pair, for every
/// distance up to 300; the values are strictly increasing (so distinct); and they are 0 and
/// then the odious numbers (odd popcount), which the solver does not rely on, checked to
/// our largest n.
#[test]
fn the_values_are_the_mex_over_pairs() {
    let values = Values::up_to(MAX_BOTTLES);
    let n = MAX_BOTTLES;
    let g = |d: usize| values.of(n, n - 1 - d);
    for d in 0..300 {
        let options: Vec<u32> =
            (0..d).flat_map(|a| (a..d).map(move |b| (a, b))).map(|(a, b)| g(a) ^ g(b)).collect();
        let mex = (0..).find(|v| !options.contains(v)).unwrap();
        assert_eq!(g(d), mex, "d = {d}");
    }
    let odious = (1u32..).filter(|v| v.count_ones() % 2 == 1);
    assert_eq!(g(0), 0);
    for (d, o) in (1..MAX_BOTTLES).zip(odious) {
        assert!(g(d) > g(d - 1), "d = {d}");
        assert_eq!(g(d), o, "d = {d}");
    }
}

/// The count of winning moves at our largest size against a direct count over every triple
/// (O(n³), so on 300 bottles), and the first move against the first triple found.
#[test]
fn counts_agree_with_a_direct_count_over_triples() {
    let values = Values::up_to(300);
    let mut rng = Rng::new(7);
    for _ in 0..5 {
        let n = 300;
        let beans: Vec<u64> =
            (0..n).map(|_| if rng.chance(1, 2) { 0 } else { rng.range(0, u64::MAX) }).collect();
        let sum = split_game::nim_sum(&values, &beans);
        let mut direct = (None, 0u64);
        for i in (0..n).filter(|&i| beans[i] > 0) {
            for j in i + 1..n {
                for k in j..n {
                    if sum ^ values.of(n, i) ^ values.of(n, j) ^ values.of(n, k) == 0 {
                        direct.0 = direct.0.or(Some((i, j, k)));
                        direct.1 += 1;
                    }
                }
            }
        }
        let fast = reply(&values, &beans);
        assert_eq!((fast.first, fast.count), direct, "{beans:?}");
    }
}

/// Every explained move is legal and leaves a position the rules call lost; "every move
/// loses" is said only of lost positions.
#[test]
fn explained_moves_are_confirmed_by_the_rules() {
    let mut rng = Rng::new(11);
    for _ in 0..1000 {
        let input: Input = SplitGame::generate(&mut rng, Size::Small);
        for (beans, e) in input.tests.iter().zip(explain(&input)) {
            let counts = beans.clone();
            match e {
                Explanation::EveryMoveLoses => assert!(!model::wins(&counts), "{beans:?}"),
                Explanation::Move { bottles, .. } => {
                    assert!(Rules.legal_moves(&counts).any(|m| m == bottles), "{beans:?}");
                    assert!(!model::wins(&Rules.play(&counts, &bottles)), "{beans:?}");
                }
            }
        }
    }
    // The rules' move list is what the model searches.
    assert_eq!(Rules.moves(&vec![1, 0, 0]).len(), 3);
}

/// Moves typed in words: the lenient forms read as the move, the illegal ones are refused
/// with the reason.
#[test]
fn typed_moves_are_read_or_refused_with_a_reason() {
    use workbench::play::{Play, Playable, Words};
    let start = SplitGame::from_words(&Words::parse("1 0 1 3").unwrap()).unwrap();
    let beans = start.position;
    let read = |text: &str| start.game.parse_move(&beans, text);
    assert_eq!(read("split bottle 0 into 2 and 3"), Ok((0, 2, 3)));
    assert_eq!(read("0 3 2"), Ok((0, 2, 3)));
    assert_eq!(read("from 2 into 3"), Ok((2, 3, 3)));
    assert!(read("split bottle 1 into 2 and 3").unwrap_err().contains("empty"));
    assert!(read("split bottle 2 into 1 and 3").unwrap_err().contains("further right"));
    assert!(read("split bottle 0 into 2 and 4").unwrap_err().contains("no bottle 4"));
    assert!(read("jump 0 2 3").unwrap_err().contains("`jump`"));
}
