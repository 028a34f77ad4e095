//! S-Nim for the workbench: the generator, the benchmarks, and the trait that ties them to the
//! reader, the solutions and the model.

use judge::Position;
use sg_core::SubtractionGame;
use workbench::random::{Rng, Size};
use workbench::{Bench, CppFigures, Expected, Hostile, Limits, MemoryRule, Problem};

use crate::Explanation::EveryMoveLoses;
use crate::{Input, Test};

/// S-Nim, as the `grundy` command and the tests see it.
pub struct SNim;

/// One test drawn from `rng`: `k` moves in `1..=s_max`, then `m` positions of `l()` heaps each
/// in `heaps` (drawn in that order, as the text was before the typed input).
fn test(
    rng: &mut Rng,
    (k, s_max): (u64, u64),
    m: u64,
    mut l: impl FnMut(&mut Rng) -> u64,
    heaps: (u64, u64),
) -> Test {
    let moves: Vec<u64> = (0..k).map(|_| rng.range(1, s_max)).collect();
    let game = SubtractionGame::new(moves).expect("drawn moves are positive");
    let mut position = |rng: &mut Rng| (0..l(rng)).map(|_| rng.range(heaps.0, heaps.1)).collect();
    let positions = (0..m).map(|_| position(rng)).collect();
    Test { game, positions, largest_at: Position::default() }
}

impl Problem for SNim {
    const SLUG: &'static str = "s-nim";
    const TITLE: &'static str = "S-Nim";
    const JUDGE: &'static str = "HDU 1536 / POJ 2960";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 64 };
    workbench::from_crate!(answer: Vec<Vec<bool>>);

    /// `Small`: up to 2 tests with up to 3 moves ≤ 6 and up to 4 positions of up to 3 heaps
    /// ≤ 12 (for the model). `Max`: one judge-maximum test (k = m = l = 100, s ≤ 10^4, heaps
    /// ≤ 10^4). `N(n)`: one test with 10 moves ≤ 100 and ⌈n/100⌉ positions of 100 heaps in
    /// [2^59, 2^60].
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let tests = if size == Size::Small { rng.range(1, 2) } else { 1 };
        let one = |rng: &mut Rng| match size {
            Size::Small => {
                let (k, m) = (rng.range(1, 3), rng.range(1, 4));
                test(rng, (k, 6), m, |rng| rng.range(1, 3), (0, 12))
            }
            Size::Max => test(rng, (100, 10_000), 100, |_| 100, (0, 10_000)),
            Size::N(n) => test(rng, (10, 100), n.div_ceil(100), |_| 100, (1 << 59, 1 << 60)),
        };
        Input { tests: (0..tests).map(|_| one(rng)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        const E18: u64 = 1_000_000_000_000_000_000;
        vec![
            Bench {
                name: "s-nim",
                label: "300 judge-max tests (k = m = l = 100, h ≤ 10^4)",
                input: || {
                    let mut rng = Rng::new(7007);
                    let mut one = || test(&mut rng, (100, 10_000), 100, |_| 100, (0, 10_000));
                    Input { tests: (0..300).map(|_| one()).collect() }
                },
                cpp: Some(CppFigures {
                    cpu_s: 0.200,
                    peak_mib: 2.7,
                    memory: MemoryRule::PlusEight,
                }),
            },
            Bench {
                name: "s-nim-huge",
                label: "10^5 heaps in [0.9·10^18, 10^18], 10 moves ≤ 100",
                input: || {
                    let heaps = (E18 - E18 / 10, E18);
                    Input {
                        tests: vec![test(&mut Rng::new(7107), (10, 100), 1000, |_| 100, heaps)],
                    }
                },
                cpp: None,
            },
        ]
    }

    /// The shapes that once cost too much time: move sets whose table or period search would
    /// run far past any time limit, now refused within the work budget, counted before the
    /// search starts.
    fn hostile() -> Vec<Hostile> {
        /// One test of these moves and positions, as judge text.
        fn text(moves: Vec<u64>, positions: Vec<Vec<u64>>) -> Vec<u8> {
            let game = SubtractionGame::new(moves).expect("positive moves");
            let test = Test { game, positions, largest_at: Position::default() };
            workbench::problem::to_text::<SNim>(&Input { tests: vec![test] })
        }
        const E18: u64 = 1_000_000_000_000_000_000;
        vec![
            Hostile {
                name: "s-nim-many-moves",
                label: "1000 random moves ≤ 10^4, one heap of 2^20",
                input: || {
                    let mut rng = Rng::new(7307);
                    text((0..1000).map(|_| rng.range(1, 10_000)).collect(), vec![vec![1 << 20]])
                },
                outcome: Expected::Refusal,
                in_every_test: true,
            },
            Hostile {
                name: "s-nim-10k-moves",
                label: "the moves 1..=10^4, heaps 10^18 and 5",
                input: || text((1..=10_000).collect(), vec![vec![E18, 5]]),
                outcome: Expected::Refusal,
                in_every_test: true,
            },
            Hostile {
                name: "s-nim-full-window",
                label: "9 moves up to 2^23, a heap near 2^60: the search's 2^24 values, refused",
                input: || {
                    let moves = vec![3, 8_388_608, 31, 37, 45, 50, 74, 95, 96];
                    text(moves, vec![vec![1_152_447_626_096_945_656, 5]])
                },
                outcome: Expected::Refusal,
                in_every_test: true,
            },
            Hostile {
                name: "s-nim-huge-move",
                label: "moves 1, 2, 2^63 − 1 with a heap of 2^63 − 1",
                input: || {
                    let huge = (1 << 63) - 1;
                    text(vec![1, 2, huge], vec![vec![5], vec![huge, E18]])
                },
                outcome: Expected::Refusal,
                in_every_test: true,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| {
            let mut text = String::new();
            for verdicts in crate::explain(input)? {
                text.extend(verdicts.iter().map(|e| if *e == EveryMoveLoses { 'L' } else { 'W' }));
                text.push('\n');
                for (p, explanation) in verdicts.iter().enumerate() {
                    text += &format!("  position {}: {explanation}\n", p + 1);
                }
            }
            Ok(text)
        })
    }
}
