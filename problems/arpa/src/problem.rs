//! Arpa's game for the workbench: the generator, the benchmark, the table of mask values, and
//! the trait that ties them to the reader, the solutions and the model.

use factor::shapes::{Shape, hard_numbers};
use sg_core::Solver;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Parameter, Rows, Sheet, Start};
use workbench::{Bench, CppFigures, Expected, Hostile, Limits, MemoryRule, Problem, Table};

use crate::{Input, MaskGrundy, model};

/// The most exponent bits `grundy table arpa` shows (a 64 × 64 grid).
const TABLE_MAX_BITS: u32 = 12;

/// The masks below `2^MODEL_CHECK_BITS` are also checked against the list game's search.
const MODEL_CHECK_BITS: u32 = 8;

/// Arpa and a game with Mojtaba, as the `grundy` command and the tests see it.
pub struct Arpa;

impl Problem for Arpa {
    const SLUG: &'static str = "arpa";
    const TITLE: &'static str = "Arpa and a game with Mojtaba";
    const JUDGE: &'static str = "Codeforces 850C";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// `Small` (for the model): up to 5 elements up to 200, half of them smooth. `Max`: 100
    /// elements up to 10^9 built from random exponent sets of 2, 3, 5, 7, 11 and 13, to stress
    /// the mask memo. `N(n)`: `n` elements uniform in 1..=10^9 (to stress factorisation).
    fn generate(rng: &mut Rng, size: Size) -> Input {
        const PRIMES: [u64; 6] = [2, 3, 5, 7, 11, 13];
        let list = match size {
            Size::Small => {
                let all: Vec<Vec<u32>> = [7, 4, 3, 2, 2, 2].map(|top| (0..=top).collect()).into();
                (0..rng.range(1, 5))
                    .map(|_| {
                        if rng.chance(1, 2) {
                            smooth(rng, 200, &PRIMES, &all)
                        } else {
                            rng.range(1, 200)
                        }
                    })
                    .collect()
            }
            Size::Max => {
                // Each prime gets a random exponent set (largest exponent always present).
                let sets: Vec<Vec<u32>> = PRIMES
                    .iter()
                    .map(|&p| {
                        let top = 1_000_000_000u64.ilog(p);
                        (1..=top).filter(|&e| e == top || rng.chance(1, 2)).collect()
                    })
                    .collect();
                (0..100).map(|_| smooth(rng, 1_000_000_000, &PRIMES, &sets)).collect()
            }
            Size::N(n) => (0..n).map(|_| rng.range(1, 1_000_000_000)).collect(),
        };
        Input { list }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![
            Bench {
                name: "arpa",
                label: "2·10^4 random numbers ≤ 10^9",
                input: || Self::generate(&mut Rng::new(7009), Size::N(20_000)),
                cpp: Some(CppFigures {
                    cpu_s: 0.020,
                    peak_mib: 3.9,
                    memory: MemoryRule::PlusEight,
                }),
            },
            Bench {
                name: "arpa-semiprimes",
                label: "2000 distinct semiprimes p·q, p, q random primes in [2^31, 2^32]",
                input: || Input { list: semiprimes(2000, 7109) },
                cpp: None,
            },
        ]
    }

    /// The factoriser's worst shapes: copies of one hard number (each distinct value is
    /// factorised once), and distinct worst-shape semiprimes: 5000 in every test, and 10^5 for
    /// `compare --hostile` only (0.8–1.0 s of wall with AVX-512 IFMA, 2.5 s without:
    /// bench/README.md).
    fn hostile() -> Vec<Hostile> {
        vec![
            Hostile {
                name: "arpa-copies",
                label: "6000 copies of one semiprime of two primes in [2^31, 2^32]",
                input: || {
                    let n = semiprimes(1, 7313)[0];
                    workbench::problem::to_text::<Self>(&Input { list: vec![n; 6000] })
                },
                outcome: Expected::Answer,
                in_every_test: true,
            },
            Hostile {
                name: "arpa-distinct-semiprimes",
                label: "5000 distinct semiprimes of two primes in [2^31, 2^32]",
                input: || {
                    let list = semiprimes(5000, 7317);
                    workbench::problem::to_text::<Self>(&Input { list })
                },
                outcome: Expected::Answer,
                in_every_test: true,
            },
            Hostile {
                name: "arpa-1e5-semiprimes",
                label: "10^5 distinct semiprimes of two primes in [2^31, 2^32]",
                input: || {
                    let list = semiprimes(100_000, 7109);
                    workbench::problem::to_text::<Self>(&Input { list })
                },
                outcome: Expected::Answer,
                in_every_test: false,
            },
        ]
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--bits B: masks below 2^B (default 8, at most 12)",
        &[Parameter::new("bits", 8).within(
            1,
            TABLE_MAX_BITS as u64,
            "--{key} is from {least} to {most}",
        )],
        Rows::Axis(Axis::derived("high bits", |p| (0, (1 << (p.get("bits") / 2)) - 1))),
        Axis::derived("low bits", |p| (0, (1 << p.get("bits").div_ceil(2)) - 1)),
        &Start(Masks::new),
    ));
}

/// `grundy table arpa [--bits B]`: the value of every mask below `2^B` (default 8, at most 12),
/// split into its high and low halves, in binary with exponent 1 rightmost; a note checks
/// the masks below `2^8` against the model's lists of `2^e`. O(2^B · B) plus 256 searches.
struct Masks {
    /// `B`.
    bits: u32,
    /// The memoised values of masks.
    values: MaskGrundy,
}

impl Masks {
    /// An empty memo for masks of the frame's bits.
    fn new(frame: &Frame) -> Result<Self, String> {
        Ok(Self { bits: frame.parameter("bits") as u32, values: MaskGrundy::default() })
    }

    /// `v` in binary with `width` digits, `-` for none.
    fn binary(v: u64, width: u32) -> String {
        if width == 0 { "-".to_string() } else { format!("{v:0width$b}", width = width as usize) }
    }
}

impl Sheet for Masks {
    fn cell(&mut self, high: u64, low: u64) -> Cell {
        Cell::number(u64::from(self.values.value(high << self.bits.div_ceil(2) | low)))
    }

    fn title(&self, _: &Frame) -> String {
        format!(
            "Arpa: Grundy value of each exponent mask below 2^{} (bit e-1 set: exponent e \
             occurs)",
            self.bits
        )
    }

    fn row_key(&self, high: u64) -> String {
        Self::binary(high, self.bits / 2)
    }

    fn column_key(&self, low: u64) -> String {
        Self::binary(low, self.bits.div_ceil(2))
    }

    fn notes(&mut self, _: &Frame) -> Vec<String> {
        let (bits, values) = (self.bits, &mut self.values);
        let checked = bits.min(MODEL_CHECK_BITS);
        let mut solver = Solver::new(model::Rules);
        let differs = (0..1u64 << checked).find(|&mask| {
            let list: Vec<u64> =
                (1..=checked).filter(|e| mask >> (e - 1) & 1 == 1).map(|e| 1 << e).collect();
            model::grundy(&mut solver, &list) != u64::from(values.value(mask))
        });
        let (mut largest, mut at) = (0, 0);
        for mask in 0..1u64 << bits {
            if values.value(mask) > largest {
                (largest, at) = (values.value(mask), mask);
            }
        }
        vec![
            match differs {
                None => format!(
                    "the list game's search (elements 2^e for e in the mask) agrees on all {} \
                     masks below 2^{checked}",
                    1u64 << checked
                ),
                Some(mask) => format!("the list game's search DIFFERS at mask {mask:b}"),
            },
            format!("largest value {largest}, first at mask {at:b}"),
            format!(
                "one exponent e alone (mask 2^(e-1)) has value e, like a Nim heap of e: {}",
                if (1..=bits).all(|e| values.value(1 << (e - 1)) == e) { "holds" } else { "FAILS" }
            ),
        ]
    }
}

/// A number up to `limit` built from exponents of the primes in `primes`, each exponent drawn
/// from `exponents[i]` when it still fits: smooth numbers with rich exponent sets.
fn smooth(rng: &mut Rng, limit: u64, primes: &[u64], exponents: &[Vec<u32>]) -> u64 {
    let mut x = 1u64;
    let start = rng.below(primes.len());
    for i in 0..primes.len() {
        let j = (start + i) % primes.len();
        let e = exponents[j][rng.below(exponents[j].len())];
        if let Some(y) = primes[j].checked_pow(e).and_then(|f| x.checked_mul(f))
            && y <= limit
        {
            x = y;
        }
    }
    x
}

/// `count` distinct products of two random primes in `[2^31, 2^32]` (the worst shape for the
/// factorisation, `factor::shapes::Shape::Balanced`), drawn from `seed`.
///
/// # Complexity
/// O(count) draws.
fn semiprimes(count: usize, seed: u64) -> Vec<u64> {
    let mut rng = Rng::new(seed);
    hard_numbers(Shape::Balanced, count, &mut |lo, hi| rng.range(lo, hi))
}
