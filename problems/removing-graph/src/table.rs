//! `grundy table removing-graph`: path and cycle values searched by the rules, checked against
//! the fast values.

use sg_core::Solver;
use workbench::Table;
use workbench::grid::Cell;
use workbench::table::{Axis, Frame, Parameter, Rows, Sheet, Start};

use crate::CycleValues;
use crate::model::{Component, Rules};

/// The longest path or cycle the table searches.
pub const TABLE_MAX: u64 = 200;

/// The refusal of a missing `--l` or `--r`.
const NEEDED: &str = "`grundy table removing-graph` needs --{key}, e.g. --l 2 --r 3";

/// The refusal of an `--upto` outside `1..=TABLE_MAX`.
const UPTO: &str = "--{key} is from {least} to {most}";

/// `grundy table removing-graph --l L --r R [--upto N]`: the Grundy values of a path and of a
/// cycle of `1..=N` vertices (default 30, at most [`TABLE_MAX`]), by the model's search of the
/// rules; the notes check [`CycleValues`] (built for these cycles) against them, on every cycle
/// and on the paths whose values it knows. Cycles of 1 and 2 vertices do not exist (`-`).
/// O(N² · min(r − l + 1, N)) engine steps.
pub const TABLE: Table = Table::new(
    "--l L --r R (required), --upto N (default 30)",
    &[Parameter::required("l", NEEDED), Parameter::required("r", NEEDED)],
    Rows::Named { label: "", keys: &["path", "cycle"] },
    Axis::upto("upto", "vertices", 1, 30).least(1, UPTO).most(TABLE_MAX, UPTO),
    &Start(Components::new),
);

/// The table being drawn: every value searched up front, and the fast values to check.
struct Components {
    /// `(l, r)`.
    takes: (u64, u64),
    /// The value of a path of `m` vertices at `m − 1`.
    paths: Vec<Option<u64>>,
    /// The value of a cycle of `s` vertices at `s − 1` (`None` below 3).
    cycles: Vec<Option<u64>>,
    /// The engine's positions, for the notes.
    positions: usize,
    fast: CycleValues,
}

impl Components {
    /// Search every path and cycle of the frame, and build the fast values.
    ///
    /// # Errors
    /// `l = 0`, `r < l`, or the fast values' refusal.
    fn new(frame: &Frame) -> Result<Self, String> {
        let (l, r, upto) = (frame.parameter("l"), frame.parameter("r"), frame.columns.1);
        if l == 0 {
            return Err("--l is at least 1: a move removes at least one vertex".into());
        }
        if r < l {
            return Err(format!("--r {r} is below --l {l}: no move size would exist"));
        }
        let mut solver = Solver::new(Rules { l, r });
        let paths = (1..=upto).map(|m| Some(solver.grundy(&Component::Path(m)))).collect();
        let cycles =
            (1..=upto).map(|s| (s >= 3).then(|| solver.grundy(&Component::Cycle(s)))).collect();
        let fast = CycleValues::new(l, r, 3..=upto)?;
        let positions = solver.positions_solved();
        Ok(Self { takes: (l, r), paths, cycles, positions, fast })
    }

    /// The note checking `fast` against `values` wherever both are known.
    fn check(
        &self,
        what: &str,
        fast: &dyn Fn(u64) -> Option<u64>,
        values: &[Option<u64>],
    ) -> String {
        let pairs: Vec<(u64, u64, u64)> =
            (1..).zip(values).filter_map(|(x, v)| Some((x, (*v)?, fast(x)?))).collect();
        match pairs.iter().find(|(_, searched, claimed)| searched != claimed) {
            None => format!("{what}: agrees on all {}", pairs.len()),
            Some((x, v, _)) => format!("{what}: DIFFERS at size {x} (searched {v})"),
        }
    }
}

impl Sheet for Components {
    fn cell(&mut self, row: u64, x: u64) -> Cell {
        let values = if row == 0 { &self.paths } else { &self.cycles };
        values[x as usize - 1].map_or_else(|| Cell { text: "-".into(), shade: 0 }, Cell::number)
    }

    fn title(&self, _: &Frame) -> String {
        let (l, r) = self.takes;
        format!("Removing Graph, a move removes {l}..={r} connected vertices: Grundy values")
    }

    fn notes(&mut self, _: &Frame) -> Vec<String> {
        vec![
            format!(
                "every value searched by the rules ({} positions of sg-core's engine)",
                self.positions
            ),
            self.check(
                "cycles by the closed form (l < r) or the octal game (l = r)",
                &|s| Some(self.fast.cycle(s)),
                &self.cycles,
            ),
            self.check("paths where those values are known", &|m| self.fast.path(m), &self.paths),
        ]
    }
}
