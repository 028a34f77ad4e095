//! Dividing Game for the workbench: the generator, the benchmarks, the explainer, the table,
//! and the trait that ties them to the reader, the solutions and the model.

use std::sync::OnceLock;

use workbench::random::{Rng, Size};
use workbench::table::{Axis, Closed, Rows, Searched};
use workbench::{Bench, Limits, Problem, Table};

use crate::{Input, model, omega::Omega};

/// Dividing Game, as the `grundy` command and the tests see it.
pub struct DividingGame;

impl Problem for DividingGame {
    const SLUG: &'static str = "dividing-game";
    const TITLE: &'static str = "Dividing Game";
    const JUDGE: &'static str = "AtCoder ABC368 F";
    const LIMITS: Limits = Limits { time_ms: 2000, memory_mib: 1024 };
    const JUDGE_TAKES_RUST: bool = true;
    workbench::from_crate!(answer: bool);

    /// `Small`: 1 to 5 numbers from 1 to 64 (for the model); `Max`: the judge's limits
    /// (`N = 10^5`, `2 ≤ A_i ≤ 10^5`); `N(n)`: `n` numbers from 2 to 10^5.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        let (n, low, high) = match size {
            Size::Small => (rng.range(1, 5), 1, 64),
            Size::Max => (100_000, 2, 100_000),
            Size::N(n) => (n, 2, 100_000),
        };
        Input { numbers: (0..n).map(|_| rng.range(low, high)).collect() }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "dividing-game",
            label: "the judge's largest: 10^5 numbers ≤ 10^5",
            input: || Self::generate(&mut Rng::new(368), Size::Max),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--n A..B: numbers (default 1..64, at most 4096 values)",
        &[],
        Rows::Named { label: "g", keys: &["g(n)"] },
        Axis::range("n", (1, 64))
            .least(1, "--n starts at 1: 0 is not a positive integer")
            .span(4096),
        &SEARCHED,
    ));
}

/// `grundy table dividing-game --n A..B`: g(n) for each `n`, by the model's search up to 4096
/// (O(B · d(B)) moves, with `d` the divisor count), with a note checking the closed form
/// g(n) = Ω(n) against it; beyond, the cells are Ω(n).
const SEARCHED: Searched<model::Rules> = Searched {
    title: "Dividing Game: the value of one number n",
    rules: model::Rules::default,
    position: |_, n| n,
    limit: 4096,
    closed: Closed::Value(|_, n| u64::from(omega().of(n))),
    agrees: "closed form g(n) = Ω(n), the number of prime factors with multiplicity: agrees on \
             all {count} cells",
    differs: "closed form g(n) = Ω(n) DIFFERS at n = {column}",
    beyond: "beyond {limit} the cells are the closed form g(n) = Ω(n) (sieve)",
    notes: &[],
};

/// The sieve behind the table's closed form, made once: [`Omega::of`] answers any `u64` with
/// it (O(SIEVE_LIMIT) to make, once).
fn omega() -> &'static Omega {
    static SIEVE: OnceLock<Omega> = OnceLock::new();
    SIEVE.get_or_init(|| Omega::up_to(crate::omega::SIEVE_LIMIT))
}
