//! Ordinal Machines for the workbench: the generator, the benchmark, the table of values, and
//! the trait that ties them to the reader, the solutions and the model.

use sg_core::ordinal::Ordinal;
use workbench::grid::Cell;
use workbench::random::{Rng, Size};
use workbench::table::{Axis, Frame, Parameter, Rows, Sheet, Start};
use workbench::{Bench, Limits, Problem, Table};

use crate::{Input, Machine, grundy};

/// Ordinal Machines, as the `grundy` command and the tests see it.
pub struct OrdinalMachines;

/// The machine `(a, b, c)` of a generated input (every state below `2^64 − 1` fits).
fn machine((a, b, c): (u64, u64, u64)) -> Machine {
    Machine::new(a, b, c).expect("generated states are below 2^64 − 1")
}

impl Problem for OrdinalMachines {
    const SLUG: &'static str = "ordinal-machines";
    const TITLE: &'static str = "Ordinal Machines";
    const JUDGE: &'static str = "reconstructed 2026 contest game";
    const LIMITS: Limits = Limits { time_ms: 1000, memory_mib: 256 };
    workbench::from_crate!(answer: bool);

    /// `Small`: 1 to 4 machines with `a, b, c ≤ 6` (for the model); half the time the last one
    /// is replaced by a state with `a, b ≤ 6`, `c ≤ 8` whose value cancels the others', so both
    /// answers are common. `Max`: 10^5 machines with `a, b, c ≤ 10^18`, half the time a
    /// shuffled second copy of the first half (a second-player win). `N(n)`: `n` machines with
    /// every number within 10^6 of 10^18.
    fn generate(rng: &mut Rng, size: Size) -> Input {
        const E18: u64 = 1_000_000_000_000_000_000;
        let mut machines: Vec<Machine> = Vec::new();
        let draw = |rng: &mut Rng, lo: u64, hi: u64| {
            machine((rng.range(lo, hi), rng.range(lo, hi), rng.range(lo, hi)))
        };
        match size {
            Size::Small => {
                let n = rng.range(1, 4) as usize;
                machines.extend((0..n).map(|_| draw(rng, 0, 6)));
                if rng.chance(1, 2) {
                    let values: Vec<Ordinal> =
                        machines[..n - 1].iter().map(|m| m.grundy()).collect();
                    let others = sg_core::ordinal::nim_sum(&values);
                    let small = (0..=8)
                        .flat_map(|c| (0..=6).flat_map(move |a| (0..=6).map(move |b| (a, b, c))));
                    let fits: Vec<_> = small
                        .filter(|&(a, b, c)| grundy(a, b, c).as_ref() == Some(&others))
                        .collect();
                    if !fits.is_empty() {
                        machines[n - 1] = machine(fits[rng.below(fits.len())]);
                        rng.shuffle(&mut machines);
                    }
                }
            }
            Size::Max => {
                machines.extend((0..50_000).map(|_| draw(rng, 0, E18)));
                if rng.chance(1, 2) {
                    let mut copy = machines.clone();
                    rng.shuffle(&mut copy);
                    machines.extend(copy);
                } else {
                    machines.extend((0..50_000).map(|_| draw(rng, 0, E18)));
                }
            }
            Size::N(n) => {
                let near = |rng: &mut Rng| E18 - rng.range(0, 1_000_000);
                machines.extend((0..n).map(|_| machine((near(rng), near(rng), near(rng)))));
            }
        }
        Input { machines }
    }

    fn benches() -> Vec<Bench<Input>> {
        vec![Bench {
            name: "ordinal-machines",
            label: "10^5 machines, a, b, c within 10^6 of 10^18",
            input: || Self::generate(&mut Rng::new(7013), Size::N(100_000)),
            cpp: None,
        }]
    }

    fn explainer() -> Option<workbench::Explainer<Input>> {
        Some(|input| Ok(format!("{}\n", crate::explain(input))))
    }

    const TABLE: Option<Table> = Some(Table::new(
        "--c A..B --a A..B --b N (default 0..6, 0..10, 3)",
        &[Parameter::new("b", 3)],
        Rows::Axis(Axis::range("c", (0, 6))),
        Axis::range("a", (0, 10)),
        &Start(Ordinals::new),
    ));
}

/// `grundy table ordinal-machines`: the Grundy values of `(a, b, c)` for `c` in `--c` (rows)
/// and `a` in `--a` (columns) at a fixed `--b`. A cell's shade grows with its ordinal (0 is a
/// P-position, drawn apart). O(cells · log cells).
struct Ordinals {
    /// The values, row by row from the first `c` and `a` shown.
    values: Vec<Vec<Ordinal>>,
    /// The first `c` and `a` shown.
    first: (u64, u64),
    /// The distinct non-zero values, increasing: a value's shade is 1 + its rank.
    distinct: Vec<Ordinal>,
}

impl Ordinals {
    /// Every value of the frame, and their ranks.
    ///
    /// # Errors
    /// More than a million cells, or a value that does not fit.
    fn new(frame: &Frame) -> Result<Self, String> {
        let ((c0, c1), (a0, a1), b) = (frame.rows, frame.columns, frame.parameter("b"));
        let cells = frame.cells();
        if cells > 1_000_000 {
            return Err(format!("{cells} cells is too many for a printed table (at most 10^6)"));
        }
        let mut values = Vec::new();
        for c in c0..=c1 {
            let row: Option<Vec<Ordinal>> = (a0..=a1).map(|a| grundy(a, b, c)).collect();
            values.push(row.ok_or(format!("a = {a1} with even c has a value beyond 64 bits"))?);
        }
        // Shade = 1 + rank among the distinct non-zero values: increasing, and exact at any size.
        let mut distinct: Vec<Ordinal> =
            values.iter().flatten().filter(|v| !v.is_zero()).cloned().collect();
        distinct.sort_unstable();
        distinct.dedup();
        Ok(Self { values, first: (c0, a0), distinct })
    }
}

impl Sheet for Ordinals {
    fn cell(&mut self, c: u64, a: u64) -> Cell {
        let v = &self.values[(c - self.first.0) as usize][(a - self.first.1) as usize];
        let shade = match self.distinct.binary_search(v) {
            Ok(rank) if !v.is_zero() => 1 + rank as u64,
            _ => 0,
        };
        Cell { text: v.to_string(), shade }
    }

    fn title(&self, frame: &Frame) -> String {
        format!("ordinal machines: Grundy value of (a, b = {}, c)", frame.parameter("b"))
    }

    fn notes(&mut self, _: &Frame) -> Vec<String> {
        vec![
            "c = 0: a;  c = 1: a if a < b, else ω+(a−b)".into(),
            "c = 2m: ω·m+a+1;  c = 2m+1: ω·m+a+1 if a < b, else ω·(m+1)+(a−b)".into(),
        ]
    }
}
