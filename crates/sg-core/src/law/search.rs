//! The finder: every law of the [space](super) fitted to a table's tail, the simplest with
//! enough evidence kept, and its proof status from the caller's [`Certificate`].

use super::features::Feature;
use super::{Certificate, Finding, MAX_CLASSES, MAX_LINES, MIN_CHANGES, Rule, SequenceLaw, Status};
use super::{enough, period};

/// The simplest law of `g(start), …, g(start + len − 1)` with enough evidence, or `None`.
///
/// # Complexity
/// O(len) per form tried (about 700), plus a sieve of `start + len` for the factor features.
pub fn best_law(start: u64, values: &[u64]) -> Option<SequenceLaw> {
    search(start, values).0
}

/// The exceptions of a law that come ever further apart up to the end of the evidence: at
/// least four places where the rule, continued backwards, breaks, with the last three gaps
/// growing, and the next break, at the last gap's growth, beyond the values given. Then the
/// pre-period may not have ended (breaks at 2·4^k look periodic from the last one seen), so
/// no such law is stated.
fn breaks_keep_coming(law: &SequenceLaw, end: u64) -> Option<Vec<u64>> {
    let breaks = law.breaks();
    keep_coming(&breaks, end).then_some(breaks)
}

/// Whether `breaks` (increasing) end in four with growing gaps whose next, at the last gap's
/// growth, would fall at or beyond `end` ([`breaks_keep_coming`]; the 2-D finder's folds too).
///
/// # Complexity
/// O(1).
pub(super) fn keep_coming(breaks: &[u64], end: u64) -> bool {
    let [.., a, b, c, d] = breaks[..] else { return false };
    let (g1, g2, g3) = (b - a, c - b, d - c);
    let next = d.saturating_add(g3.saturating_mul(g3) / g2);
    g1 < g2 && g2 < g3 && next >= end
}

/// [`best_law`], and the breaks of the simplest law refused by [`breaks_keep_coming`], if
/// one was.
fn search(start: u64, values: &[u64]) -> (Option<SequenceLaw>, Option<Vec<u64>>) {
    let end = start + values.len() as u64;
    let mut best: Option<SequenceLaw> = None;
    let mut refused: Option<(usize, Vec<u64>)> = None;
    let mut consider = |law: SequenceLaw| {
        // Breaks that keep coming are said even of a law short of evidence: they are why.
        if let Some(breaks) = breaks_keep_coming(&law, end) {
            if refused.as_ref().is_none_or(|(stated, _)| law.stated() < *stated) {
                refused = Some((law.stated(), breaks));
            }
            return;
        }
        if !enough(law.stated(), values.len().saturating_sub(law.stated())) {
            return;
        }
        let key = |l: &SequenceLaw| (l.stated(), l.rule.family());
        if best.as_ref().is_none_or(|b| key(&law) < key(b)) {
            best = Some(law);
        }
    };
    let law_from =
        |n0: usize, rule: Rule| SequenceLaw { start, exceptions: values[..n0].to_vec(), rule };
    if let Some((n0, p)) = period::best_period(values) {
        consider(law_from(n0, Rule::Periodic { period: values[n0..n0 + p].to_vec() }));
    }
    if let Some((n0, p, saltus)) = period::best_arithmetic_period(values) {
        let period = values[n0..n0 + p].to_vec();
        consider(law_from(n0, Rule::ArithmeticPeriodic { period, saltus }));
    }
    let indices: Vec<u64> = (0..values.len() as u64).map(|i| start + i).collect();
    let sieve = start.checked_add(values.len() as u64).is_some_and(|end| end <= 1 << 25);
    for feature in Feature::all() {
        let f: Vec<u64> = if sieve {
            feature.table((start as usize) + values.len())[start as usize..].to_vec()
        } else {
            indices
                .iter()
                .map(|&n| feature.at(u128::from(n)).map_or(u64::MAX, |v| v as u64))
                .collect()
        };
        let changes = |n0: usize, k: u64| {
            f[n0..]
                .windows(2)
                .filter(|w| if k == 0 { w[0] != w[1] } else { w[0] % k != w[1] % k })
                .count()
                >= MIN_CHANGES
        };
        if let Some((n0, scale, offset)) = fit_affine(&f, values).filter(|&(n0, ..)| changes(n0, 0))
        {
            consider(law_from(n0, Rule::Affine { feature, scale, offset }));
        }
        if feature != Feature::Identity {
            for k in 2..=MAX_CLASSES {
                if let Some((n0, table)) =
                    fit_classes(&f, values, k).filter(|(n0, _)| changes(*n0, k))
                {
                    consider(law_from(n0, Rule::ByClass { feature, values: table }));
                }
            }
        }
        let most = if feature == Feature::Identity { MAX_LINES } else { 4 };
        for k in 1..=most {
            if k == 1 && feature != Feature::Identity {
                continue;
            }
            if let Some((n0, lines)) =
                fit_lines(&f, &indices, values, k).filter(|(n0, _)| changes(*n0, 0))
            {
                consider(law_from(n0, Rule::LinearByClass { feature, lines }));
            }
        }
    }
    (best, refused.map(|(_, breaks)| breaks))
}

/// The finder's answer for `g(start..start + len)`, with the proof `certificate` allows.
///
/// # Complexity
/// That of [`best_law`].
pub fn find_sequence(start: u64, values: &[u64], certificate: &Certificate) -> Finding {
    let len = values.len();
    let (found, refused) = search(start, values);
    // A proven period covered by the table gives the values for every n: the law is that
    // period (the least one within it), whatever the evidence rule says.
    if let Certificate::Period { preperiod, period, by } = certificate {
        let (n0, p) = (*preperiod, *period);
        if p > 0 && start <= n0 && n0 - start + p <= len as u64 {
            let rel = (n0 - start) as usize;
            let (n0, p) = reduce_period(values, rel, p as usize);
            let law = SequenceLaw {
                start,
                exceptions: values[..n0].to_vec(),
                rule: Rule::Periodic { period: values[n0..n0 + p].to_vec() },
            };
            return Finding {
                len,
                law: Some(law),
                status: Status::Proven(format!(
                    "period {} from n = {} by {by}",
                    *period, *preperiod
                )),
            };
        }
    }
    let status = match (&found, certificate) {
        (None, _) => match refused {
            Some(breaks) => {
                let shown: Vec<String> = breaks.iter().map(u64::to_string).collect();
                Status::NotProven(format!(
                    "no law: a law from n = {} would hold on the rest, but its exceptions at n = \
                     {} come ever further apart up to the end of the values, so they may not \
                     have ended",
                    breaks.last().map_or(start, |b| b + 1),
                    shown.join(", ")
                ))
            }
            None => Status::NotProven("no law".into()),
        },
        (Some(_), Certificate::WholeGame { by }) => {
            Status::Proven(format!("the game is finite and the table lists every position ({by})"))
        }
        (Some(law), Certificate::ArithmeticPeriod { preperiod, period, saltus, by })
            if arithmetic_matches(law, *preperiod, *period, *saltus, len) =>
        {
            Status::Proven(format!("period {period}, saltus {saltus} from n = {preperiod} by {by}"))
        }
        (Some(law), _) => Status::NotProven(needs(law)),
    };
    Finding { len, law: found, status }
}

/// The least `(n₀, p)` with `p | period` and `n₀ ≥ ` nothing smaller than needed, such that the
/// values from `rel` on (periodic with `period`) are `p`-periodic from `n₀`.
fn reduce_period(values: &[u64], rel: usize, period: usize) -> (usize, usize) {
    let window = &values[rel..rel + period];
    let p = (1..=period)
        .find(|&p| period % p == 0 && (0..period).all(|i| window[i] == window[i % p]))
        .unwrap_or(period);
    // Walk back while the values keep the period p.
    let mut n0 = rel;
    while n0 > 0 && values[n0 - 1] == values[n0 - 1 + p] {
        n0 -= 1;
    }
    (n0, p)
}

/// Whether an arithmetic-periodic law found agrees with a proven arithmetic period: the table
/// then determines every value (both laws step by the same saltus over the same period).
fn arithmetic_matches(law: &SequenceLaw, n0: u64, p: u64, s: u64, len: usize) -> bool {
    match &law.rule {
        Rule::ArithmeticPeriodic { period, saltus } => {
            let q = period.len() as u64;
            q > 0
                && p % q == 0
                && s == saltus * (p / q)
                && law.start + len as u64 >= n0.max(law.from()) + p
        }
        _ => false,
    }
}

/// What a proof of `law` would need, in one sentence.
fn needs(law: &SequenceLaw) -> String {
    match law.rule {
        Rule::Periodic { .. } => "a proof needs a periodicity theorem for the game's rules (a \
             subtraction game's repeated window of max S values, the Guy–Smith test for a \
             take-and-break code) or an induction on n from the rules"
            .into(),
        Rule::ArithmeticPeriodic { .. } => "a proof needs an arithmetic-periodicity test for the \
             game (Howse–Nowakowski's for hexadecimal codes) or an induction on n showing that \
             g(n + p) = g(n) + s follows from the rules"
            .into(),
        _ => "a proof needs an induction on n from the rules: that the formula's value at n is \
              the mex of its values at n's options"
            .into(),
    }
}

/// `g = a·f + b` fitted on the longest tail: `(n₀, a, b)`, `a ≠ 0`.
fn fit_affine(f: &[u64], g: &[u64]) -> Option<(usize, i64, i64)> {
    let len = g.len();
    let last = len.checked_sub(1)?;
    let (f1, g1) = (i128::from(f[last]), i128::from(g[last]));
    let mut line: Option<(i128, i128)> = None;
    let mut n0 = 0;
    for i in (0..last).rev() {
        let (fi, gi) = (i128::from(f[i]), i128::from(g[i]));
        let fits = match line {
            Some((a, b)) => a * fi + b == gi,
            None if fi == f1 => gi == g1,
            None => {
                let (df, dg) = (fi - f1, gi - g1);
                if dg % df == 0 && dg != 0 {
                    let a = dg / df;
                    line = Some((a, g1 - a * f1));
                    true
                } else {
                    false
                }
            }
        };
        if !fits {
            n0 = i + 1;
            break;
        }
    }
    let (a, b) = line?;
    Some((n0, i64::try_from(a).ok()?, i64::try_from(b).ok()?))
}

/// `g = T[f mod k]` fitted on the longest tail, every class seen at two values of `f` (so the
/// table is a periodic function of `f` seen to repeat, not a look-up of the values seen):
/// `(n₀, T)`.
fn fit_classes(f: &[u64], g: &[u64], k: u64) -> Option<(usize, Vec<u64>)> {
    let mut table: Vec<Option<u64>> = vec![None; k as usize];
    let mut n0 = 0;
    for i in (0..g.len()).rev() {
        let slot = &mut table[(f[i] % k) as usize];
        match *slot {
            None => *slot = Some(g[i]),
            Some(v) if v == g[i] => {}
            Some(_) => {
                n0 = i + 1;
                break;
            }
        }
    }
    if !classes_repeat(&f[n0..], k) {
        return None;
    }
    Some((n0, table.into_iter().collect::<Option<Vec<u64>>>()?))
}

/// Whether every class `c < k` holds two different values of `f`.
pub(super) fn classes_repeat(f: &[u64], k: u64) -> bool {
    let mut seen: Vec<(Option<u64>, bool)> = vec![(None, false); k as usize];
    for &v in f {
        let slot = &mut seen[(v % k) as usize];
        match slot.0 {
            None => slot.0 = Some(v),
            Some(w) if w != v => slot.1 = true,
            Some(_) => {}
        }
    }
    seen.iter().all(|s| s.1)
}

/// `g(n) = a_c·n + b_c`, `c = f(n) mod k`, fitted on the longest tail, every line fixed by
/// two points: `(n₀, lines)`.
fn fit_lines(f: &[u64], n: &[u64], g: &[u64], k: u64) -> Option<(usize, Vec<(i64, i64)>)> {
    enum Slot {
        Empty,
        Point(i128, i128),
        Line(i128, i128),
    }
    let mut slots: Vec<Slot> = (0..k).map(|_| Slot::Empty).collect();
    let mut n0 = 0;
    for i in (0..g.len()).rev() {
        let slot = &mut slots[(f[i] % k) as usize];
        let (x, y) = (i128::from(n[i]), i128::from(g[i]));
        let fits = match *slot {
            Slot::Empty => {
                *slot = Slot::Point(x, y);
                true
            }
            Slot::Point(x1, y1) => {
                let (dx, dy) = (x1 - x, y1 - y);
                if dy % dx == 0 {
                    let a = dy / dx;
                    *slot = Slot::Line(a, y1 - a * x1);
                    true
                } else {
                    false
                }
            }
            Slot::Line(a, b) => a * x + b == y,
        };
        if !fits {
            n0 = i + 1;
            break;
        }
    }
    let lines = slots
        .into_iter()
        .map(|s| match s {
            Slot::Line(a, b) => Some((i64::try_from(a).ok()?, i64::try_from(b).ok()?)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    if !classes_repeat(&f[n0..], k) {
        return None;
    }
    // Lines that are all flat are a table (a simpler family), not a new law.
    lines.iter().any(|&(a, _)| a != 0).then_some((n0, lines))
}
