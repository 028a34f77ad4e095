//! Laws of 2-D tables `g(x, y)`: `x ⊕ y`, the nimber product `x ⊗ y`, min and max, periodic
//! in each coordinate, cases by `x < y`, `x = y`, `x > y` and the parities, and the 1-D forms
//! (`a·f(h) + b`, `T[f(h) mod k]`) of `h = x ⊕ y`, `x | y`, `x & y`, `x + y`, `x ⊗ y`, min,
//! max, `x`, `y`; and, tried last, eventual periodicity along an axis or both
//! ([`PlaneRule::Folded`]: each column of Attack on Kingdom's table is periodic after a few
//! exceptions of its own).
//!
//! Coordinates are the table's own (`x` from `x₀`), or, when the table does not start at
//! `(0, 0)`, counted from its corner (`x − x₀`, `y − y₀`): E&D's table starts at piles of 1 and
//! its law is a function of `(x − 1) | (y − 1)`. A 2-D law has no exceptions: it fits every
//! cell. The evidence rule is the 1-D one ([`super::enough`]) with cells for values.
//!
//! **Eventual periodicity along an axis.** The rows `g(x, ·)` read as one sequence of whole
//! rows: its least eventual period `(x₁, p)` (fewest rows to state, [`super::period`]) says
//! `g(x + p, y) = g(x, y)` for every `x ≥ x₁` and every `y` of the table, whatever each column's
//! own pre-period (the law's pre-period is the longest). The columns likewise. An axis counts
//! as periodic only when the table shows its pre-period and period at least twice over
//! (`length ≥ 2(x₁ + p)`, the 1-D rule per axis); an axis that is not is *bounded*: the law
//! holds for the table's values of that coordinate only, and says nothing beyond.
//!
//! # Complexity
//! O(cells) per form, about 6 000 forms (nine ways to combine, two origins, 40 features, eight
//! shapes); features by a sieve up to the largest combined value when it is below 2^25. The
//! eventual periods of rows and columns: O(cells) by the prefix function on whole rows.

use std::fmt;

use super::{Feature, MIN_EVIDENCE, enough};
use crate::nimber::Nimbers;

/// How two coordinates combine into one number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combine {
    /// `x ⊕ y`.
    Xor,
    /// `x ⊗ y`, the nimber product.
    NimProduct,
    /// `min(x, y)`.
    Min,
    /// `max(x, y)`.
    Max,
    /// `x | y`.
    Or,
    /// `x & y`.
    And,
    /// `x + y`.
    Sum,
    /// `x`.
    X,
    /// `y`.
    Y,
}

impl Combine {
    /// All of them, simplest first.
    pub const ALL: [Combine; 9] = [
        Combine::Xor,
        Combine::Min,
        Combine::Max,
        Combine::Sum,
        Combine::Or,
        Combine::And,
        Combine::NimProduct,
        Combine::X,
        Combine::Y,
    ];

    /// `h(x, y)`.
    ///
    /// # Complexity
    /// O(1).
    pub fn at(self, x: u64, y: u64, nimbers: &Nimbers) -> u128 {
        match self {
            Combine::Xor => u128::from(x ^ y),
            Combine::NimProduct => u128::from(nimbers.product(x, y)),
            Combine::Min => u128::from(x.min(y)),
            Combine::Max => u128::from(x.max(y)),
            Combine::Or => u128::from(x | y),
            Combine::And => u128::from(x & y),
            Combine::Sum => u128::from(x) + u128::from(y),
            Combine::X => u128::from(x),
            Combine::Y => u128::from(y),
        }
    }

    /// The expression with coordinates named `x` and `y`.
    pub fn text(self, x: &str, y: &str) -> String {
        match self {
            Combine::Xor => format!("{x} ⊕ {y}"),
            Combine::NimProduct => format!("{x} ⊗ {y}"),
            Combine::Min => format!("min({x}, {y})"),
            Combine::Max => format!("max({x}, {y})"),
            Combine::Or => format!("{x} | {y}"),
            Combine::And => format!("{x} & {y}"),
            Combine::Sum => format!("{x} + {y}"),
            Combine::X => x.to_string(),
            Combine::Y => y.to_string(),
        }
    }
}

/// How a 2-D law gives `g(x, y)` from the coordinates `(x', y')` (shifted or not).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaneRule {
    /// `g = scale·f(h(x', y')) + offset`.
    Affine {
        /// `h`.
        combine: Combine,
        /// `f`.
        feature: Feature,
        /// `a ≠ 0`.
        scale: i64,
        /// `b`.
        offset: i64,
    },
    /// `g = T[f(h(x', y')) mod k]`.
    ByClass {
        /// `h`.
        combine: Combine,
        /// `f`.
        feature: Feature,
        /// `T`, `k` entries.
        values: Vec<u64>,
    },
    /// `g = T[x' mod p][y' mod q]`.
    Periodic {
        /// `p`.
        rows: usize,
        /// `q`.
        cols: usize,
        /// `T[i][j]` at `i·q + j`.
        values: Vec<u64>,
    },
    /// `g = T[case]`, the case by the order of `x'` and `y'` and their parities.
    Cases {
        /// `T[case(x', y')]` (see [`case`]); `None` for a case the table did not show.
        values: Vec<Option<u64>>,
    },
    /// `g = T[x'' ][y'']` with `x'' = fold_x(x − x₀)`, `y'' = fold_y(y − y₀)`: eventually
    /// periodic along one axis or both (module docs). Coordinates are always counted from the
    /// table's corner.
    Folded {
        /// How `x − x₀` folds.
        x: Fold,
        /// How `y − y₀` folds.
        y: Fold,
        /// `T[i][j]` at `i·(y extent) + j`: the table's first `x.extent()` rows, first
        /// `y.extent()` columns.
        values: Vec<u64>,
    },
}

/// How one coordinate `t ≥ 0` (counted from the table's corner) folds onto the stated part of
/// a [`PlaneRule::Folded`] law.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fold {
    /// The pre-period `t₁` (for a bounded axis, the table's length along it).
    pub from: u64,
    /// The period `p ≥ 1`, or `None` for a bounded axis: no law beyond the table there.
    pub period: Option<u64>,
}

impl Fold {
    /// How many values of the coordinate the law states: `t₁ + p`, or the table's length.
    pub fn extent(self) -> u64 {
        self.from + self.period.unwrap_or(0)
    }

    /// `t` if `t < t₁`, else `t₁ + (t − t₁) mod p`; `None` beyond a bounded axis.
    ///
    /// # Complexity
    /// O(1).
    pub fn at(self, t: u64) -> Option<u64> {
        match self.period {
            _ if t < self.from => Some(t),
            Some(p) => Some(self.from + (t - self.from) % p),
            None => None,
        }
    }

    /// The fold in words, for the coordinate named `t`: `t` with `t < 3` only, or
    /// `t < 8 ? t : 8 + (t − 8) mod 4`.
    fn text(self, t: &str) -> String {
        match self.period {
            None => format!("{t} (for {t} < {} only)", self.from),
            Some(p) if self.from == 0 => format!("{t} mod {p}"),
            Some(p) => format!("{t} if {t} < {f}, else {f} + ({t} − {f}) mod {p}", f = self.from),
        }
    }

    /// The least eventual period of `lines` (whole rows or whole columns, as one sequence) as
    /// a fold, when the sequence shows it at least twice over (`len ≥ 2(t₁ + p)`) and its
    /// pre-period's breaks (lines unlike the period continued backwards) do not come ever
    /// further apart up to the end (the 1-D rule, `search::keep_coming`); otherwise the
    /// bounded fold of length `len`.
    ///
    /// # Complexity
    /// O(len) comparisons of lines ([`super::period::suffix_periods`]).
    fn of<T: PartialEq>(lines: &[T]) -> Self {
        let n = lines.len();
        let periods = super::period::suffix_periods(lines);
        let best = (0..n).map(|t| (t + periods[t], periods[t], t)).min();
        let bounded = Self { from: n as u64, period: None };
        let Some((stated, p, t)) = best.filter(|&(stated, ..)| 2 * stated <= n) else {
            return bounded;
        };
        let breaks: Vec<u64> = (0..t)
            .filter(|&i| lines[i] != lines[t + (p - (t - i) % p) % p])
            .map(|i| i as u64)
            .collect();
        if super::search::keep_coming(&breaks, n as u64) {
            return bounded;
        }
        debug_assert!(stated == t + p);
        Self { from: t as u64, period: Some(p as u64) }
    }
}

/// The case of `(x, y)`: `0` for `x < y`, `1` for `x = y`, `2` for `x > y`, times 4, plus the
/// parities `2·(x mod 2) + (y mod 2)`.
pub fn case(x: u64, y: u64) -> usize {
    let order = match x.cmp(&y) {
        std::cmp::Ordering::Less => 0,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Greater => 2,
    };
    4 * order + 2 * (x % 2) as usize + (y % 2) as usize
}

impl PlaneRule {
    /// How many numbers state the rule.
    pub fn parameters(&self) -> usize {
        match self {
            PlaneRule::Affine { .. } => 2,
            PlaneRule::ByClass { values, .. } | PlaneRule::Periodic { values, .. } => values.len(),
            PlaneRule::Cases { values } => values.iter().flatten().count(),
            PlaneRule::Folded { values, .. } => values.len(),
        }
    }
}

/// A law of a table `g(x, y)` for `x ≥ x₀`, `y ≥ y₀`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaneLaw {
    /// The table's first row key `x₀` and column key `y₀`.
    pub origin: (u64, u64),
    /// Whether the rule reads `(x − x₀, y − y₀)` instead of `(x, y)`.
    pub shifted: bool,
    /// The rule.
    pub rule: PlaneRule,
}

impl PlaneLaw {
    /// `g(x, y)` by the law, exactly; `None` outside `x ≥ x₀, y ≥ y₀`, for a case never seen,
    /// or where a factor feature's argument reaches 2^64.
    ///
    /// # Complexity
    /// O(1), or that of the feature.
    pub fn at(&self, x: u64, y: u64, nimbers: &Nimbers) -> Option<u128> {
        if x < self.origin.0 || y < self.origin.1 {
            return None;
        }
        if let PlaneRule::Folded { x: fx, y: fy, values } = &self.rule {
            let i = fx.at(x - self.origin.0)?;
            let j = fy.at(y - self.origin.1)?;
            return Some(u128::from(values[(i * fy.extent() + j) as usize]));
        }
        let (x, y) = if self.shifted { (x - self.origin.0, y - self.origin.1) } else { (x, y) };
        match &self.rule {
            PlaneRule::Affine { combine, feature, scale, offset } => {
                let f = i128::try_from(feature.at(combine.at(x, y, nimbers))?).ok()?;
                u128::try_from(f.checked_mul(i128::from(*scale))?.checked_add(i128::from(*offset))?)
                    .ok()
            }
            PlaneRule::ByClass { combine, feature, values } => {
                let c = feature.at(combine.at(x, y, nimbers))? % values.len() as u128;
                Some(u128::from(values[c as usize]))
            }
            PlaneRule::Periodic { rows, cols, values } => {
                let (i, j) = ((x % *rows as u64) as usize, (y % *cols as u64) as usize);
                Some(u128::from(values[i * cols + j]))
            }
            PlaneRule::Cases { values } => values[case(x, y)].map(u128::from),
            PlaneRule::Folded { .. } => unreachable!("folded above"),
        }
    }

    /// The coordinates' names in the formula.
    fn names(&self) -> (String, String) {
        if self.shifted {
            (format!("(x − {})", self.origin.0), format!("(y − {})", self.origin.1))
        } else {
            ("x".into(), "y".into())
        }
    }

    /// The law as a formula.
    ///
    /// # Complexity
    /// O(parameters).
    pub fn formula(&self) -> String {
        let (x, y) = self.names();
        let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        match &self.rule {
            PlaneRule::Affine { combine, feature, scale, offset } => {
                let h = combine.text(&x, &y);
                let fh = if *feature == Feature::Identity {
                    h
                } else {
                    feature
                        .to_string()
                        .replace("(n)", &format!("({h})"))
                        .replace(" n⌋", &format!(" ({h})⌋"))
                };
                format!("g(x, y) = {}", super::affine(&fh, *scale, *offset))
            }
            PlaneRule::ByClass { combine, feature, values } => format!(
                "g(x, y) = T[{} mod {}] with n = {}, T = [{}]",
                feature,
                values.len(),
                combine.text(&x, &y),
                list(values)
            ),
            PlaneRule::Periodic { rows, cols, values } => {
                let rows_text: Vec<String> = values.chunks(*cols).map(list).collect();
                format!(
                    "g(x, y) = T[{x} mod {rows}][{y} mod {cols}], T = [{}]",
                    rows_text.join(" / ")
                )
            }
            PlaneRule::Cases { values } => {
                let names = ["x < y", "x = y", "x > y"];
                let parts: Vec<String> = (0..12)
                    .filter_map(|c| {
                        let v = values[c]?;
                        Some(format!("{v} if {}, x≡{}, y≡{}", names[c / 4], c / 2 % 2, c % 2))
                    })
                    .collect();
                format!("g(x, y) by cases (mod 2, of {x}, {y}): {}", parts.join("; "))
            }
            PlaneRule::Folded { x: fx, y: fy, values } => {
                // Counted from the table's corner: an axis from 0 keeps its plain name.
                let name = |t: &str, low: u64| {
                    if low == 0 { t.to_string() } else { format!("({t} − {low})") }
                };
                let (x, y) = (name("x", self.origin.0), name("y", self.origin.1));
                let rows_text: Vec<String> =
                    values.chunks(fy.extent() as usize).map(list).collect();
                format!(
                    "g(x, y) = T[i][j] with i = {}, j = {}, T = [{}]",
                    fx.text(&x),
                    fy.text(&y),
                    rows_text.join(" / ")
                )
            }
        }
    }

    /// The law in words.
    pub fn words(&self) -> String {
        match &self.rule {
            PlaneRule::Affine { combine, feature: Feature::Identity, scale: 1, offset: 0 } => {
                format!("g(x, y) = {}", combine.text("x", "y"))
            }
            PlaneRule::Affine { combine, feature, .. } => {
                format!("a linear function of {feature} with n = {}", combine.text("x", "y"))
            }
            PlaneRule::ByClass { combine, feature, values } => format!(
                "a function of {feature} mod {} with n = {}",
                values.len(),
                combine.text("x", "y")
            ),
            PlaneRule::Periodic { rows, cols, .. } => {
                format!("periodic: period {rows} in x, {cols} in y")
            }
            PlaneRule::Cases { .. } => "by cases: x < y, x = y, x > y and the parities".into(),
            PlaneRule::Folded { x, y, .. } => {
                let axis = |name: &str, fold: &Fold, low: u64| match fold.period {
                    Some(p) => format!("period {p} in {name} from {name} = {}", low + fold.from),
                    None => format!(
                        "no period in {name} ({name} = {low}..={} only)",
                        low + fold.from - 1
                    ),
                };
                format!(
                    "eventually periodic: {}; {}",
                    axis("x", x, self.origin.0),
                    axis("y", y, self.origin.1)
                )
            }
        }
    }
}

impl fmt::Display for PlaneLaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.words(), self.formula())
    }
}

/// A 2-D table: `rows[i][j] = g(x₀ + i, y₀ + j)`, rows of equal length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// `(x₀, y₀)`.
    pub origin: (u64, u64),
    /// The rows.
    pub rows: Vec<Vec<u64>>,
}

impl Table {
    fn cells(&self) -> usize {
        self.rows.len() * self.rows.first().map_or(0, Vec::len)
    }
}

/// The simplest law of `table` with enough evidence, or `None` (module docs).
///
/// # Complexity
/// O(cells) per form tried.
pub fn best_law(table: &Table, nimbers: &Nimbers) -> Option<PlaneLaw> {
    let cells = table.cells();
    if cells == 0 {
        return None;
    }
    let mut best: Option<(usize, usize, PlaneLaw)> = None;
    let mut order = 0;
    let mut consider = |law: PlaneLaw| {
        order += 1;
        let stated = law.rule.parameters();
        if !enough(stated, cells.saturating_sub(stated)) {
            return;
        }
        if best.as_ref().is_none_or(|(s, o, _)| (stated, order) < (*s, *o)) {
            best = Some((stated, order, law));
        }
    };
    let g: Vec<u64> = table.rows.iter().flatten().copied().collect();
    let width = table.rows[0].len();
    let origins: Vec<bool> = if table.origin == (0, 0) { vec![false] } else { vec![false, true] };
    for &shifted in &origins {
        let coords: Vec<(u64, u64)> = (0..cells)
            .map(|c| {
                let (i, j) = ((c / width) as u64, (c % width) as u64);
                if shifted { (i, j) } else { (table.origin.0 + i, table.origin.1 + j) }
            })
            .collect();
        let law = |rule| PlaneLaw { origin: table.origin, shifted, rule };
        for combine in Combine::ALL {
            let h: Vec<u128> = coords.iter().map(|&(x, y)| combine.at(x, y, nimbers)).collect();
            let top = h.iter().copied().max().unwrap_or(0);
            for feature in Feature::all() {
                let f: Vec<u64> = if top < 1 << 25 {
                    let t = feature.table(top as usize + 1);
                    h.iter().map(|&v| t[v as usize]).collect()
                } else {
                    h.iter().map(|&v| feature.at(v).map_or(u64::MAX, |w| w as u64)).collect()
                };
                let changes = |k: u64| {
                    f.windows(2)
                        .filter(|w| if k == 0 { w[0] != w[1] } else { w[0] % k != w[1] % k })
                        .count()
                        >= super::MIN_CHANGES
                };
                if let Some((scale, offset)) = fit_affine(&f, &g).filter(|_| changes(0)) {
                    consider(law(PlaneRule::Affine { combine, feature, scale, offset }));
                }
                for k in 2..=8 {
                    if let Some(values) = fit_classes(&f, &g, k).filter(|_| changes(k)) {
                        consider(law(PlaneRule::ByClass { combine, feature, values }));
                    }
                }
            }
        }
        for rows in 1..=8usize {
            for cols in 1..=8usize {
                let mut values: Vec<Option<u64>> = vec![None; rows * cols];
                let fits = coords.iter().zip(&g).all(|(&(x, y), &v)| {
                    let slot =
                        &mut values[(x % rows as u64) as usize * cols + (y % cols as u64) as usize];
                    *slot.get_or_insert(v) == v
                });
                if let (true, Some(values)) = (fits, values.into_iter().collect::<Option<Vec<_>>>())
                {
                    consider(law(PlaneRule::Periodic { rows, cols, values }));
                }
            }
        }
        let mut values: Vec<Option<u64>> = vec![None; 12];
        if coords.iter().zip(&g).all(|(&(x, y), &v)| *values[case(x, y)].get_or_insert(v) == v) {
            consider(law(PlaneRule::Cases { values }));
        }
    }
    if let Some(rule) = folded(table) {
        consider(PlaneLaw { origin: table.origin, shifted: table.origin != (0, 0), rule });
    }
    best.map(|(_, _, law)| law)
}

/// The [`PlaneRule::Folded`] law of `table`: rows and columns each folded by their least
/// eventual period ([`Fold::of`]); `None` when neither axis is periodic.
///
/// # Complexity
/// O(cells).
fn folded(table: &Table) -> Option<PlaneRule> {
    let width = table.rows.first()?.len();
    let x = Fold::of(&table.rows);
    let columns: Vec<Vec<u64>> =
        (0..width).map(|j| table.rows.iter().map(|row| row[j]).collect()).collect();
    let y = Fold::of(&columns);
    if x.period.is_none() && y.period.is_none() {
        return None;
    }
    let values = table.rows[..x.extent() as usize]
        .iter()
        .flat_map(|row| row[..y.extent() as usize].iter().copied())
        .collect();
    Some(PlaneRule::Folded { x, y, values })
}

/// Every cell on `a·f + b`, `a ≠ 0`.
fn fit_affine(f: &[u64], g: &[u64]) -> Option<(i64, i64)> {
    let (f1, g1) = (i128::from(f[0]), i128::from(g[0]));
    let j = f.iter().position(|&v| i128::from(v) != f1)?;
    let (df, dg) = (i128::from(f[j]) - f1, i128::from(g[j]) - g1);
    if dg == 0 || dg % df != 0 {
        return None;
    }
    let a = dg / df;
    let b = g1 - a * f1;
    f.iter().zip(g).all(|(&x, &y)| a * i128::from(x) + b == i128::from(y)).then_some(())?;
    Some((i64::try_from(a).ok()?, i64::try_from(b).ok()?))
}

/// Every cell on `T[f mod k]`, every class seen.
fn fit_classes(f: &[u64], g: &[u64], k: u64) -> Option<Vec<u64>> {
    let mut table: Vec<Option<u64>> = vec![None; k as usize];
    for (&x, &y) in f.iter().zip(g) {
        if *table[(x % k) as usize].get_or_insert(y) != y {
            return None;
        }
    }
    if !super::search::classes_repeat(f, k) {
        return None;
    }
    table.into_iter().collect()
}

/// What the finder says of a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaneFinding {
    /// How many cells were given.
    pub cells: usize,
    /// The law, or `None`.
    pub law: Option<PlaneLaw>,
    /// The proof status.
    pub status: super::Status,
}

impl PlaneFinding {
    /// Law, formula, evidence and proof status, one per line.
    ///
    /// # Complexity
    /// O(parameters).
    pub fn report(&self) -> String {
        match &self.law {
            None => format!(
                "law: no law found in {} cells (none of the laws tried explains at least \
                 {MIN_EVIDENCE} cells, and as many as it needs to state, beyond those)\n",
                self.cells
            ),
            Some(law) => {
                let stated = law.rule.parameters();
                let proof = match &self.status {
                    super::Status::Proven(why) => format!("proof: proven: {why}"),
                    super::Status::NotProven(why) => format!(
                        "proof: holds for all {} cells given; not proven: {why}",
                        self.cells
                    ),
                };
                format!(
                    "law: {}\nformula: {}\nevidence: {} of {} cells explained beyond the {stated} \
                     needed to state the law\n{proof}\n",
                    law.words(),
                    law.formula(),
                    self.cells - stated,
                    self.cells
                )
            }
        }
    }
}

/// The finder's answer for a 2-D table, with the proof `certificate` allows (only
/// [`super::Certificate::WholeGame`] proves a 2-D law).
///
/// # Complexity
/// That of [`best_law`].
pub fn find_table(
    table: &Table,
    certificate: &super::Certificate,
    nimbers: &Nimbers,
) -> PlaneFinding {
    let law = best_law(table, nimbers);
    let status = match (&law, certificate) {
        (Some(_), super::Certificate::WholeGame { by }) => super::Status::Proven(format!(
            "the game is finite and the table lists every position ({by})"
        )),
        (None, _) => super::Status::NotProven("no law".into()),
        _ => super::Status::NotProven(
            "a proof needs an induction on x + y from the rules: that the formula's value is \
             the mex of its values at the options"
                .into(),
        ),
    };
    PlaneFinding { cells: table.cells(), law, status }
}
