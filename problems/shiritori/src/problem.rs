//! Shiritori for the workbench: the generator, the benchmarks, and the trait that ties them to
//! the reader, the solutions and the model.

use workbench::random::{Rng, Size};
use workbench::{Bench, Hostile, Limits, Problem};

use crate::{Input, Verdict};

/// Shiritori, as the `grundy` command and the tests see it.
pub struct Shiritori;

/// `n` random words of `lengths` characters (inclusive) over the first `letters` of
/// `a..z A..Z`.
///
/// # Complexity
/// O(total length).
fn random_words(rng: &mut Rng, n: u64, lengths: (u64, u64), letters: usize) -> Vec<String> {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let word = |rng: &mut Rng| {
        let len = rng.range(lengths.0, lengths.1);
        (0..len).map(|_| ALPHABET[rng.below(letters)] as char).collect()
    };
    (0..n).map(|_| word(rng)).collect()
}

impl Problem for Shiritori {
    const SLUG: &'static str = "shiritori";
    const TITLE: &'static str = "Shiritori";
    const JUDGE: &'static str = "AtCoder ABC209 E";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 1024 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: Vec<Verdict>);

    /// `Small`: 1 to 7 words of 3 or 4 letters over `a`, `b` (so that ends meet often, with
    /// cycles and self-loops). `Max`: the judge's 2·10^5 words of 3 to 8 letters over all 52.
    /// `N(n)`: `n` such words.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let words = match size {
            Size::Small => {
                let n = rng.range(1, 7);
                random_words(rng, n, (3, 4), 2)
            }
            Size::Max => random_words(rng, 200_000, (3, 8), 52),
            Size::N(n) => random_words(rng, n, (3, 8), 52),
        };
        Input { words }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "shiritori",
            label: "10^6 words of 3 to 8 letters (5 times the judge's N)",
            input: || Self::generate(&mut Rng::new(209), Size::N(1_000_000)),
            cpp: None,
        }]
    }

    /// One word of 10^7 characters, and 10^6 copies of one word that loops.
    fn hostile() -> Vec<Hostile> {
        vec![
            Hostile {
                name: "shiritori-long-word",
                label: "one word of 10^7 letters and 10 short ones",
                input: || {
                    let mut text = b"11\n".to_vec();
                    text.extend((0..10_000_000u32).map(|i| b"abc"[i as usize % 3]));
                    text.push(b'\n');
                    for _ in 0..10 {
                        text.extend_from_slice(b"cabx\n");
                    }
                    text
                },
                outcome: workbench::Expected::Answer,
                in_every_test: true,
            },
            Hostile {
                name: "shiritori-one-loop",
                label: "10^6 copies of `ada`",
                input: || {
                    let mut text = b"1000000\n".to_vec();
                    for _ in 0..1_000_000 {
                        text.extend_from_slice(b"ada\n");
                    }
                    text
                },
                outcome: workbench::Expected::Answer,
                in_every_test: true,
            },
        ]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(crate::explain(input).iter().map(|e| format!("{e}\n")).collect()))
    }
}
