//! `grundy table removing-graph`: path and cycle values searched by the rules, checked against
//! the fast values.

use workbench::grid::{Args, Cell, Grid};

use crate::CycleValues;
use crate::model::{Component, Rules};

/// The longest path or cycle the table searches.
pub const TABLE_MAX: u64 = 200;

/// `grundy table removing-graph --l L --r R [--upto N]`: the Grundy values of a path and of a
/// cycle of `1..=N` vertices (default 30, at most [`TABLE_MAX`]), by the model's search of the
/// rules; the notes check [`CycleValues`] (built for these cycles) against them, on every cycle
/// and on the paths whose values it knows. Cycles of 1 and 2 vertices do not exist (`-`).
///
/// # Errors
/// Unknown or missing options, `l = 0`, `r < l`, or `N` outside `1..=TABLE_MAX`.
///
/// # Complexity
/// O(N² · min(r − l + 1, N)) engine steps.
pub fn table(args: &Args) -> Result<Grid, String> {
    args.only(&["l", "r", "upto"])?;
    let need = |key: &str| {
        args.get(key).map(|_| args.number(key, 0)).unwrap_or_else(|| {
            Err(format!("`grundy table removing-graph` needs --{key}, e.g. --l 2 --r 3"))
        })
    };
    let (l, r, upto) = (need("l")?, need("r")?, args.number("upto", 30)?);
    if l == 0 {
        return Err("--l is at least 1: a move removes at least one vertex".into());
    }
    if r < l {
        return Err(format!("--r {r} is below --l {l}: no move size would exist"));
    }
    if !(1..=TABLE_MAX).contains(&upto) {
        return Err(format!("--upto is from 1 to {TABLE_MAX}"));
    }
    let mut solver = sg_core::Solver::new(Rules { l, r });
    let paths: Vec<Option<u64>> =
        (1..=upto).map(|m| Some(solver.grundy(&Component::Path(m)))).collect();
    let cycles: Vec<Option<u64>> =
        (1..=upto).map(|s| (s >= 3).then(|| solver.grundy(&Component::Cycle(s)))).collect();
    let fast = CycleValues::new(l, r, 3..=upto)?;
    let check = |what: &str, fast: &dyn Fn(u64) -> Option<u64>, values: &[Option<u64>]| {
        let pairs: Vec<(u64, u64, u64)> =
            (1..=upto).zip(values).filter_map(|(x, v)| Some((x, (*v)?, fast(x)?))).collect();
        match pairs.iter().find(|(_, searched, claimed)| searched != claimed) {
            None => format!("{what}: agrees on all {}", pairs.len()),
            Some((x, v, _)) => format!("{what}: DIFFERS at size {x} (searched {v})"),
        }
    };
    let notes = vec![
        format!(
            "every value searched by the rules ({} positions of sg-core's engine)",
            solver.positions_solved()
        ),
        check(
            "cycles by the closed form (l < r) or the octal game (l = r)",
            &|s| Some(fast.cycle(s)),
            &cycles,
        ),
        check("paths where those values are known", &|m| fast.path(m), &paths),
    ];
    let row = |values: &[Option<u64>]| -> Vec<Cell> {
        values
            .iter()
            .map(|v| v.map_or_else(|| Cell { text: "-".into(), shade: 0 }, Cell::number))
            .collect()
    };
    Ok(Grid {
        title: format!(
            "Removing Graph, a move removes {l}..={r} connected vertices: Grundy values"
        ),
        row_label: String::new(),
        col_label: "vertices".into(),
        row_keys: vec!["path".into(), "cycle".into()],
        col_keys: (1..=upto).map(|x| x.to_string()).collect(),
        cells: vec![row(&paths), row(&cycles)],
        notes,
        ..Default::default()
    })
}
