//! # Election Promises — Codeforces 1149E
//!
//! **Game.** Cities joined by one-way roads with no cycle; city `i` pays a tax `h_i ≥ 0`. Two
//! parties hold conventions in turn, the Wrong Answer Party first. A convention in city `v`
//! must lower `h_v` to some smaller non-negative integer and may set the tax of every city one
//! road away from `v` (its direct successors) to any non-negative integer. The party that
//! holds the last convention wins. Does the first party win, and if so, with which taxes after
//! its first convention?
//!
//! **Insight.** Give each city its *level* `L(v) = mex { L(w) : v → w }` (the Grundy value of
//! a token on the road graph) and let `X_ℓ` be the XOR of the taxes of the cities of level
//! `ℓ`. The first party loses iff every `X_ℓ` is 0.
//! - *From all zero, every convention leaves some `X_ℓ ≠ 0`.* A convention at `v` changes `h_v`
//!   and successors' taxes; no successor has `v`'s level (it is the mex of theirs), so
//!   `X_{L(v)}` changes by exactly `h_v ⊕ h'_v ≠ 0`.
//! - *From some `X_ℓ ≠ 0`, a convention brings all to zero.* Take the highest level `ℓ` with
//!   `X_ℓ ≠ 0` and a city `v` of level `ℓ` whose tax has `X_ℓ`'s top bit: `h_v ⊕ X_ℓ < h_v`,
//!   so lowering `h_v` to it clears `X_ℓ`. By the mex, `v` has a successor at every level
//!   below `ℓ`; set one successor `u` of each such level with `X_{L(u)} ≠ 0` to
//!   `h_u ⊕ X_{L(u)}`. Levels above `ℓ` were zero and are left alone.
//! - The game ends (the taxes, read in a topological order, decrease lexicographically at
//!   every convention), so these two facts decide it by induction.
//!
//! The new taxes are XORs of old ones, so below `2^60` when the taxes are. [`model`] searches
//! the game itself; the crate's tests hold [`answer`], [`solve`] and [`CHECKER`] to it on
//! thousands of generated inputs.
//!
//! **Algorithm.** Levels by Kahn's order ([`Csr::dag_values`], no recursion), the XOR per
//! level, and the convention above: O(n + m) time and about 24 bytes a city and 8 a road.
//!
//! **Format.** `n m`; `h_1 … h_n`; `m` lines `u v`, a road `u → v` (1-based). Output `LOSE`,
//! or `WIN` and on the next line the `n` taxes after a winning first convention. The judge's
//! limits are n, m ≤ 2·10^5 and h_i ≤ 10^9; we accept any `n` below `2^32 − 1`, up to
//! [`MAX_EDGES`] roads and taxes below `2^60` ([`MAX_TAX`]: so that every tax we print stays
//! within the output's bound of 2·10^18). A repeated road changes nothing and is accepted; a
//! cycle (a self-loop included) breaks the promise and is refused, naming it.
//!
//! **Checker.** Any winning first convention is accepted. [`CHECKER`] reads `LOSE`, or `WIN`
//! and `n` integers from 0 to 2·10^18 ([`MAX_PROMISE`]; anything else is a wrong output
//! format), and judges by the levels, not by the reference: `LOSE` is right iff every `X_ℓ` is
//! 0; `WIN` iff the position is won, the changed taxes are one city's lowered tax and some of
//! its successors', and every `X_ℓ` is 0 afterwards. A wrong answer names the level or the
//! city at fault. [`CHECKER`] is used by `grundy test`, `grundy check`, the differential test,
//! the `election-promises-checker` program (testlib's `checker in out ans`) and `grundy bundle
//! election-promises --checker`.
//!
//! **Samples.** The statement's four, byte for byte; the first and third have other winning
//! answers than ours, which the checker accepts.

use judge::{Checker, Scanner};
use sg_core::csr::{Csr, MAX_EDGES};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::{ElectionPromises, random_input};

/// The largest tax read: below `2^60`, so that XORs of taxes stay below `2^60 < 2·10^18`.
pub const MAX_TAX: u64 = (1 << 60) - 1;

/// The largest tax an output may promise (the statement's bound).
pub const MAX_PROMISE: u64 = 2_000_000_000_000_000_000;

/// The largest `n`: city numbers and the count fit `u32`, with an end mark to spare.
pub const MAX_CITIES: u32 = u32::MAX - 1;

/// A judge input, 0-based: the taxes and the roads, which form no cycle (the reader refuses
/// one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `taxes[i]`: city `i`'s tax, at most [`MAX_TAX`]; at least one city.
    pub taxes: Vec<u64>,
    /// The roads `(u, v)`, from `u` to `v`, in input order.
    pub roads: Vec<(u32, u32)>,
}

/// An answer: the first party loses, or wins with these taxes after its first convention.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// `WIN` and the taxes after a winning convention.
    Win(Vec<u64>),
    /// `LOSE`.
    Lose,
}

/// The roads as a graph, each city's level, and the taxes: what both paths read.
struct Read {
    taxes: Vec<u64>,
    roads: Vec<(u32, u32)>,
    graph: Csr,
    levels: Vec<u32>,
}

/// The whole input, every check once: `n m`, the taxes, the roads, nothing after; the road
/// graph built and levelled, a cycle refused at `m`.
///
/// # Errors
/// Truncated or non-numeric input, a count or tax out of range, a city outside `1..=n`, a
/// cycle, trailing tokens.
///
/// # Complexity
/// O(n + m); memory grows with what is read, never with a declared count.
fn read_all(sc: &mut Scanner<'_>) -> judge::Result<Read> {
    let n: u32 = sc.read_in("the number of cities n", 1..=MAX_CITIES)?;
    let m = sc.count("the number of roads m", ..=MAX_EDGES)?;
    let roads_at = sc.position();
    let taxes = sc.read_vec(n as usize, "a tax h_i", 0..=MAX_TAX)?;
    let mut roads = Vec::with_capacity(judge::capacity_for(m));
    let mut from = None;
    sc.read_fold(2 * m, "a road's city (1 to n)", 1..=n, (), |(), city: u32| {
        match from.take() {
            None => from = Some(city - 1),
            Some(u) => roads.push((u, city - 1)),
        }
        Ok(())
    })?;
    sc.finish()?;
    let graph = Csr::from_edges(n as usize, &roads);
    let levels = graph.dag_values().map_err(|e| {
        let shown: Vec<String> =
            e.cycle.iter().chain(e.cycle.first()).take(9).map(|v| (v + 1).to_string()).collect();
        let more = if e.cycle.len() > 8 { " -> …" } else { "" };
        roads_at.error(format!(
            "the roads have a cycle of {} cities: {}{more} (the statement promises none)",
            e.cycle.len(),
            shown.join(" -> ")
        ))
    })?;
    Ok(Read { taxes, roads, graph, levels })
}

impl Input {
    /// Reads the judge format, to the end of the input.
    ///
    /// # Errors
    /// As the judge path: truncated or non-numeric input, a count or tax out of range, a city
    /// outside `1..=n`, a cycle, trailing tokens; one positioned line.
    ///
    /// # Complexity
    /// O(n + m).
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let Read { taxes, roads, .. } = read_all(sc)?;
        Ok(Self { taxes, roads })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(n + m).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.taxes.len() as u64, self.roads.len() as u64]);
        judge::write_line(out, self.taxes.iter().copied());
        for &(u, v) in &self.roads {
            judge::write_line(out, [u64::from(u) + 1, u64::from(v) + 1]);
        }
    }

    /// The road graph and every city's level.
    ///
    /// # Panics
    /// If the roads have a cycle (the reader refuses one).
    ///
    /// # Complexity
    /// O(n + m).
    pub fn levels(&self) -> (Csr, Vec<u32>) {
        let graph = Csr::from_edges(self.taxes.len(), &self.roads);
        let levels = graph.dag_values().expect("the reader refuses a cycle");
        (graph, levels)
    }
}

/// `X_ℓ` for every level `ℓ`: the XOR of the taxes of the cities of that level.
///
/// # Complexity
/// O(n).
pub fn level_xors(taxes: &[u64], levels: &[u32]) -> Vec<u64> {
    let top = levels.iter().max().map_or(0, |&l| l as usize + 1);
    let mut xors = vec![0u64; top];
    for (&h, &l) in taxes.iter().zip(levels) {
        xors[l as usize] ^= h;
    }
    xors
}

/// The taxes after a winning first convention, or `None` when every `X_ℓ` is 0 (lost): the
/// convention of the crate doc, at a city of the highest level with `X_ℓ ≠ 0` whose tax has
/// its top bit, fixing one successor per lower level with `X ≠ 0`.
///
/// # Complexity
/// O(n + the convention's city's out-degree).
pub fn winning_convention(taxes: &[u64], graph: &Csr, levels: &[u32]) -> Option<Vec<u64>> {
    let mut xors = level_xors(taxes, levels);
    let level = xors.iter().rposition(|&x| x != 0)?;
    let top_bit = 1u64 << (63 - xors[level].leading_zeros());
    let city = (0..taxes.len())
        .find(|&v| levels[v] as usize == level && taxes[v] & top_bit != 0)
        .expect("some city of the level has the top bit of its XOR");
    let mut after = taxes.to_vec();
    after[city] ^= xors[level];
    xors[level] = 0;
    for &u in graph.successors(city as u32) {
        let l = levels[u as usize] as usize;
        if l < level && xors[l] != 0 {
            after[u as usize] ^= xors[l];
            xors[l] = 0;
        }
    }
    debug_assert!(xors.iter().all(|&x| x == 0), "the mex gives a successor at every lower level");
    Some(after)
}

/// The verdict, with a winning convention when there is one.
///
/// # Panics
/// If the roads have a cycle (the reader refuses one).
///
/// # Complexity
/// O(n + m).
pub fn answer(input: &Input) -> Verdict {
    let (graph, levels) = input.levels();
    winning_convention(&input.taxes, &graph, &levels).map_or(Verdict::Lose, Verdict::Win)
}

/// The judge's text: `LOSE`, or `WIN` and the taxes on the next line.
///
/// # Complexity
/// O(n).
pub fn write_answer(verdict: &Verdict, out: &mut Vec<u8>) {
    match verdict {
        Verdict::Lose => out.extend_from_slice(b"LOSE\n"),
        Verdict::Win(after) => {
            out.extend_from_slice(b"WIN\n");
            judge::write_line(out, after.iter().copied());
        }
    }
}

/// The judge path: read (the graph built once), answer, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(n + m).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let Read { taxes, roads, graph, levels } = read_all(sc)?;
    drop(roads);
    let verdict = winning_convention(&taxes, &graph, &levels).map_or(Verdict::Lose, Verdict::Win);
    write_answer(&verdict, out);
    Ok(())
}

/// An output read for `input`: `LOSE`, or `WIN` and `n` integers from 0 to [`MAX_PROMISE`],
/// and nothing after.
///
/// # Errors
/// A missing or unknown word, a missing, non-numeric or out-of-range tax, trailing tokens.
///
/// # Complexity
/// O(n).
pub fn read_answer(input: &Input, sc: &mut Scanner<'_>) -> judge::Result<Verdict> {
    let mut word = Vec::new();
    sc.token_into("`WIN` or `LOSE`", &mut word)?;
    let verdict = match &word[..] {
        b"LOSE" => Verdict::Lose,
        b"WIN" => {
            let n = input.taxes.len();
            Verdict::Win(sc.read_vec(n, "a promised tax (0 to 2·10^18)", 0..=MAX_PROMISE)?)
        }
        _ => {
            let shown = String::from_utf8_lossy(&word[..word.len().min(40)]).into_owned();
            return Err(sc.position().error(format!("expected `WIN` or `LOSE`, found `{shown}`")));
        }
    };
    sc.finish()?;
    Ok(verdict)
}

/// Why `after` is not one convention away from `taxes`, or the convention's city.
///
/// # Complexity
/// O(n + the out-degrees of the cities whose tax was lowered).
fn convention_city(taxes: &[u64], after: &[u64], graph: &Csr) -> Result<usize, String> {
    let changed: Vec<usize> = (0..taxes.len()).filter(|&i| after[i] != taxes[i]).collect();
    let lowered: Vec<usize> = changed.iter().copied().filter(|&i| after[i] < taxes[i]).collect();
    if lowered.is_empty() {
        return Err(match changed.first() {
            None => "no tax changed: a convention lowers its city's tax".into(),
            Some(_) => "no tax was lowered: a convention lowers its city's tax".into(),
        });
    }
    // At most one lowered city can reach every other changed one by a road (two would make a
    // cycle); count each one's distinct changed successors.
    let mut is_changed = vec![false; taxes.len()];
    for &i in &changed {
        is_changed[i] = true;
    }
    let mut best = (0, lowered[0]);
    for &v in &lowered {
        let mut reached = 0;
        for &w in graph.successors(v as u32) {
            if is_changed[w as usize] {
                is_changed[w as usize] = false;
                reached += 1;
            }
        }
        for &w in graph.successors(v as u32) {
            is_changed[w as usize] = after[w as usize] != taxes[w as usize];
        }
        if reached + 1 == changed.len() {
            return Ok(v);
        }
        best = best.max((reached, v));
    }
    let v = best.1;
    let stray = changed
        .iter()
        .find(|&&u| u != v && !graph.successors(v as u32).contains(&(u as u32)))
        .expect("some changed city is not reached");
    Err(format!(
        "city {}'s tax changed, and no convention changes it together with city {}'s lowered \
         tax (no road {} -> {})",
        stray + 1,
        v + 1,
        v + 1,
        stray + 1
    ))
}

/// The first level whose XOR is not 0, and that XOR.
fn unbalanced(xors: &[u64]) -> Option<(usize, u64)> {
    xors.iter().position(|&x| x != 0).map(|l| (l, xors[l]))
}

/// `Ok` if `output` is right for `input`, judged by the levels alone (the reference is not
/// needed: [`Checker::check_answer`] judges it the same way, and a right output that shows it
/// wrong is the checker's failure).
///
/// # Errors
/// Why the output is wrong: the position's verdict, an illegal convention (naming the city), or
/// a level left with a non-zero XOR.
///
/// # Complexity
/// O(n + m).
pub fn judge_answer(input: &Input, output: &Verdict, _reference: &Verdict) -> Result<(), String> {
    let (graph, levels) = input.levels();
    let before = unbalanced(&level_xors(&input.taxes, &levels));
    match (output, before) {
        (Verdict::Lose, None) => Ok(()),
        (Verdict::Lose, Some((level, x))) => Err(format!(
            "LOSE, but the first party wins: the taxes of level {level} XOR to {x}, not 0"
        )),
        (Verdict::Win(_), None) => {
            Err("WIN, but the first party loses: every level's taxes XOR to 0, and any convention \
             changes its own level's XOR"
                .into())
        }
        (Verdict::Win(after), Some(_)) => {
            let city = convention_city(&input.taxes, after, &graph)?;
            match unbalanced(&level_xors(after, &levels)) {
                None => Ok(()),
                Some((level, x)) => Err(format!(
                    "after the convention in city {}, the taxes of level {level} XOR to {x}: \
                     the second party wins",
                    city + 1
                )),
            }
        }
    }
}

/// The checker: the input's reader, [`read_answer`] and [`judge_answer`].
pub const CHECKER: Checker<Input, Verdict> =
    Checker { read_input: Input::read, read_answer, judge: judge_answer };
