//! # E&D — Luogu P2148 \[SDOI2009\]
//!
//! **Game.** `2n` piles of stones; piles `2k − 1` and `2k` form group `k`. A move picks a pile,
//! discards it, and splits the other pile of its group into two non-empty piles, which become
//! the group's new pair (so the split pile needs at least two stones). The player who cannot
//! move (every pile holds one stone) loses. Does the first player win?
//!
//! **Insight.** The groups are independent games, so the position's Grundy value is the XOR of
//! the groups' values. The value of a group `{x, y}` is the index of the lowest 0 bit of
//! `(x − 1) | (y − 1)`: read as a table, `SG(x, y)` is 0 when `x` and `y` are both odd, and
//! otherwise one more than the value of the pair with both halved (rounding up). The tests prove
//! the formula cell by cell against [`model`]'s full Grundy table for `1 ≤ x, y ≤ 64`, and check
//! the whole game on random inputs.
//!
//! **Algorithm.** Stream the piles two at a time, XOR the groups' values (each at most 64) and
//! answer by whether the sum is non-zero. O(N) time, O(1) memory per test; piles are any
//! non-zero `u64`.
//!
//! **Format.** `T`, then per test an even `N` and the `N` pile sizes; per test one line, `YES`
//! if the first player wins, else `NO`. A pile of 0 stones or an odd `N` breaks the rules and is
//! rejected at its position.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "e-and-d",
    title: "E&D",
    judge: "Luogu P2148 [SDOI2009]",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 1000,
    memory_limit_mib: 125,
    explain: Some(explain),
    table: Some(table),
};

/// The Grundy value of the group `{x, y}`: the index of the lowest 0 bit of `(x − 1) | (y − 1)`
/// (64 when those 64 bits are all 1).
///
/// # Panics
/// If a pile is empty (`x == 0` or `y == 0`); the rules never make one.
///
/// # Complexity
/// O(1).
///
/// ```
/// assert_eq!(e_and_d::group_grundy(1, 1), 0); // no move
/// assert_eq!(e_and_d::group_grundy(2, 1), 1); // one move, to (1, 1)
/// assert_eq!(e_and_d::group_grundy(3, 5), 0); // (2 | 4) = 0b110: bit 0 is 0
/// assert_eq!(e_and_d::group_grundy(u64::MAX, 2), 64);
/// ```
pub fn group_grundy(x: u64, y: u64) -> u32 {
    assert!(x > 0 && y > 0, "a pile of E&D is never empty");
    ((x - 1) | (y - 1)).trailing_ones()
}

/// Whether the first player wins with these groups.
///
/// # Panics
/// If a pile is empty.
///
/// # Complexity
/// O(number of groups).
pub fn first_player_wins(groups: impl IntoIterator<Item = (u64, u64)>) -> bool {
    groups.into_iter().fold(0, |acc, (x, y)| acc ^ group_grundy(x, y)) != 0
}

/// Read a test's pile count `N`, which must be even.
pub(crate) fn read_pile_count(sc: &mut Scanner<'_>) -> judge::Result<usize> {
    let n = sc.count("the number of piles N", ..)?;
    if n % 2 == 1 {
        return Err(sc.position().error(format!(
            "the number of piles N = {n} is odd, but piles come in groups of two"
        )));
    }
    Ok(n)
}

/// Read one pile size, which must be at least 1.
pub(crate) fn read_pile(sc: &mut Scanner<'_>) -> judge::Result<u64> {
    let s = sc.read::<u64>("a pile size")?;
    if s == 0 {
        return Err(sc.position().error("a pile of 0 stones, but every pile holds at least one"));
    }
    Ok(s)
}

/// Read the tests and answer `YES` / `NO` for each.
///
/// # Errors
/// Truncated or non-numeric input, a negative count or size, an odd `N`, an empty pile, or
/// trailing tokens.
///
/// # Complexity
/// O(total piles) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = read_pile_count(sc)?;
        let mut sum = 0;
        for _ in 0..n / 2 {
            let x = read_pile(sc)?;
            let y = read_pile(sc)?;
            sum ^= group_grundy(x, y);
        }
        out.extend_from_slice(if sum != 0 { b"YES\n" } else { b"NO\n" });
    }
    sc.finish()
}

/// A split of a pile of `p` stones into `a + b` whose group `{a, b}` has Grundy value
/// `target`, when `p − 1` has bit `target` set (`None` otherwise, or when `target ≥ 64`).
///
/// *Why it exists.* Write `A = a − 1`, `B = b − 1`, so `A + B = p − 2` and the group's value is
/// `t = target` iff the low `t` bits of `A | B` are all 1 and bit `t` is 0 in both. Take the
/// low `t + 1` bits of `A` to be `2^t − 1` and of `B` some `c < 2^t`: their sum `2^t − 1 + c`
/// must equal `r = (p − 2) mod 2^(t+1)`, which is possible exactly when `2^t − 1 ≤ r ≤
/// 2^(t+1) − 2`. When bit `t` of `p − 1` is set, `(p − 1) mod 2^(t+1)` lies in
/// `[2^t, 2^(t+1) − 1]`, so `r`, one less, lies in that window; the rest of `p − 2` goes to `A`.
/// In a group of value `g > t`, bit `t` of `(x − 1) | (y − 1)` is set, so one pile qualifies.
///
/// # Complexity
/// O(1).
///
/// ```
/// assert_eq!(e_and_d::split_to_value(2, 0), Some((1, 1)));
/// assert_eq!(e_and_d::split_to_value(8, 2), Some((4, 4))); // (3 | 3) = 0b011
/// assert_eq!(e_and_d::split_to_value(5, 0), None); // 4 has bit 0 clear
/// ```
pub fn split_to_value(p: u64, target: u32) -> Option<(u64, u64)> {
    if target >= 64 || p < 2 || (p - 1) >> target & 1 == 0 {
        return None;
    }
    let m = u128::from(p - 2);
    let low = (1u128 << target) - 1; // 2^t − 1
    let r = m % (1u128 << (target + 1));
    let c = r.checked_sub(low).filter(|&c| c <= low)?;
    let (a, b) = (low + (m - r) + 1, c + 1);
    Some((u64::try_from(a).ok()?, u64::try_from(b).ok()?))
}

/// A winning move in the sum of these groups: `(k, s, a, b)` plays in group `k` (0-based),
/// discarding its pile `1 − s` and splitting its pile `s` (0 or 1, in input order) into
/// `a + b`; `None` when every move loses.
///
/// # Panics
/// If a pile is empty.
///
/// # Complexity
/// O(number of groups).
///
/// ```
/// // Values 1 and 0: in group 0, discard the 1 and split the 2 into 1 + 1.
/// assert_eq!(e_and_d::winning_move(&[(1, 2), (3, 1)]), Some((0, 1, 1, 1)));
/// assert_eq!(e_and_d::winning_move(&[(1, 2), (2, 1)]), None);
/// ```
pub fn winning_move(groups: &[(u64, u64)]) -> Option<(usize, usize, u64, u64)> {
    let values: Vec<u64> = groups.iter().map(|&(x, y)| u64::from(group_grundy(x, y))).collect();
    let m = sg_core::winning_nim_move(&values)?;
    let target = m.new_size as u32;
    let (x, y) = groups[m.heap];
    let (side, (a, b)) = split_to_value(x, target)
        .map(|ab| (0, ab))
        .or_else(|| split_to_value(y, target).map(|ab| (1, ab)))
        .expect("a group of value g has a split of every smaller value (see split_to_value)");
    Some((m.heap, side, a, b))
}

/// `1 stone`, `5 stones`.
fn stones(count: u64) -> String {
    format!("{count} stone{}", if count == 1 { "" } else { "s" })
}

/// Like [`solve`], but after each verdict an indented line with a winning move (discard a pile
/// and split the other so that the groups' values XOR to 0) or the reason every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// O(N) time and memory per test.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    let tests = sc.count("the number of tests T", ..)?;
    let mut groups = Vec::new();
    for _ in 0..tests {
        let n = read_pile_count(sc)?;
        groups.clear();
        groups.reserve(judge::capacity_for(n / 2));
        for _ in 0..n / 2 {
            let x = read_pile(sc)?;
            groups.push((x, read_pile(sc)?));
        }
        let _ = match winning_move(&groups) {
            Some((k, side, a, b)) => {
                let (x, y) = groups[k];
                let piles = [x, y];
                writeln!(
                    out,
                    "YES\n  winning move: in group {} discard pile {} ({}) and split pile {} ({}) \
                     into {a} + {b}, bringing the group's value from {} to {} and the XOR of all \
                     groups' values to 0",
                    k + 1,
                    2 * k + 2 - side,
                    stones(piles[1 - side]),
                    2 * k + 1 + side,
                    stones(piles[side]),
                    group_grundy(x, y),
                    group_grundy(a, b)
                )
            }
            None => writeln!(
                out,
                "NO\n  every move loses: the groups' values (lowest 0 bit of (x-1)|(y-1)) XOR \
                 to 0, and a move changes exactly one of them"
            ),
        };
    }
    sc.finish()
}

/// The largest pile the table searches by the model; beyond it the table shows the closed form.
pub const TABLE_SEARCH_LIMIT: u64 = 512;

/// `sg table e-and-d --x A..B --y C..D`: `SG(x, y)` of one group, rows `x`, columns `y` (at
/// most 256 of each, default `1..32`). Up to piles of [`TABLE_SEARCH_LIMIT`] every cell comes
/// from the model's search of the rules, and a note checks the closed form against it; beyond,
/// the cells are the closed form, and the note says so.
///
/// # Errors
/// Unknown options, malformed ranges, a pile of 0, or more than 256 rows or columns.
///
/// # Complexity
/// O(M³) for the search with `M = max(B, D)` (about M²/4 positions of M/2 moves each), else
/// O(cells).
pub fn table(args: &judge::table::Args) -> Result<judge::table::Table, String> {
    use judge::table::{Cell, Table};
    args.only(&["x", "y"])?;
    let (xs, ys) = (args.range("x", (1, 32))?, args.range("y", (1, 32))?);
    for (key, (low, high)) in [("x", xs), ("y", ys)] {
        if low == 0 {
            return Err(format!("--{key} starts at 1: a pile of E&D is never empty"));
        }
        if high - low >= 256 {
            return Err(format!("--{key} spans at most 256 values in one table"));
        }
    }
    let searched = xs.1.max(ys.1) <= TABLE_SEARCH_LIMIT;
    let mut solver = sg_core::Solver::new(model::GroupRules);
    let mut differ = None;
    let cells: Vec<Vec<Cell>> = (xs.0..=xs.1)
        .map(|x| {
            (ys.0..=ys.1)
                .map(|y| {
                    let closed = u64::from(group_grundy(x, y));
                    let value =
                        if searched { model::group_grundy(&mut solver, x, y) } else { closed };
                    if value != closed && differ.is_none() {
                        differ = Some((x, y, value, closed));
                    }
                    Cell::number(value)
                })
                .collect()
        })
        .collect();
    let count = (xs.1 - xs.0 + 1) * (ys.1 - ys.0 + 1);
    let mut notes = Vec::new();
    if searched {
        notes.push(format!(
            "every cell searched by the rules ({} positions of sg-core's engine)",
            solver.positions_solved()
        ));
        notes.push(match differ {
            None => format!(
                "closed form SG(x, y) = number of trailing 1 bits of (x-1)|(y-1): agrees on all \
                 {count} cells"
            ),
            Some((x, y, v, c)) => {
                format!("closed form DIFFERS at ({x}, {y}): searched {v}, formula {c}")
            }
        });
    } else {
        notes.push(format!(
            "piles above {TABLE_SEARCH_LIMIT}: cells from the closed form SG(x, y) = number of \
             trailing 1 bits of (x-1)|(y-1), proven against the search up to 64 in the tests"
        ));
    }
    notes.push(
        "0 (white) exactly when x and y are both odd; otherwise SG(x, y) = 1 + SG(ceil(x/2), \
         ceil(y/2))"
            .into(),
    );
    Ok(Table {
        title: "E&D: SG(x, y) of one group of piles x and y".into(),
        row_label: "x".into(),
        col_label: "y".into(),
        row_keys: (xs.0..=xs.1).map(|x| x.to_string()).collect(),
        col_keys: (ys.0..=ys.1).map(|y| y.to_string()).collect(),
        cells,
        notes,
    })
}

/// A random valid input: `Small` has up to 3 tests of 2 to 6 piles of at most 12 stones (for
/// the model); `Max` the judge's limits (20 tests of 2·10^4 piles up to 2·10^9); `N(n)` 20 tests
/// of `n` piles (rounded up to even) anywhere in `1..=u64::MAX`.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let (tests, piles, high) = match size {
        Size::Small => (rng.range(1, 3), None, rng.range(1, 12)),
        Size::Max => (20, Some(20_000), 2_000_000_000),
        Size::N(n) => (20, Some(n + n % 2), u64::MAX),
    };
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let n = piles.unwrap_or_else(|| 2 * rng.range(1, 3));
        let sizes: Vec<String> = (0..n).map(|_| rng.range(1, high).to_string()).collect();
        text += &format!("{n}\n{}\n", sizes.join(" "));
    }
    text.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use judge::table::Args;

    fn args(words: &[&str]) -> Args {
        Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn table_shows_known_cells_and_checks_the_closed_form() {
        let t = table(&args(&["--x", "1..8", "--y", "3..6"])).unwrap();
        assert_eq!((t.row_keys.len(), t.col_keys.len()), (8, 4));
        assert_eq!((t.row_keys[0].as_str(), t.col_keys[0].as_str()), ("1", "3"));
        let cell = |x: usize, y: usize| t.cells[x - 1][y - 3].text.as_str();
        assert_eq!(cell(1, 3), "0"); // both odd
        assert_eq!(cell(2, 3), "2"); // (1 | 2) = 0b11
        assert_eq!(cell(2, 5), "1"); // (1 | 4) = 0b101
        assert_eq!(cell(8, 4), "3"); // (7 | 3) = 0b111
        assert_eq!(cell(7, 5), "0");
        assert!(t.notes[0].starts_with("every cell searched by the rules"), "{:?}", t.notes);
        assert!(t.notes[1].contains("agrees on all 32 cells"), "{:?}", t.notes);
        // The default is the 32 × 32 square.
        let t = table(&args(&[])).unwrap();
        assert_eq!((t.cells.len(), t.cells[31].len()), (32, 32));
        assert_eq!(t.cells[31][31].text, "5"); // (31 | 31) = 0b11111
    }

    #[test]
    fn large_tables_use_the_closed_form_and_say_so() {
        let t = table(&args(&["--x", "1000..1003", "--y", "1..2"])).unwrap();
        assert!(t.notes[0].contains("from the closed form"), "{:?}", t.notes);
        assert_eq!(t.cells[0][1].text, group_grundy(1000, 2).to_string());
    }

    #[test]
    fn bad_table_arguments_are_refused() {
        assert!(table(&args(&["--x", "0..4"])).unwrap_err().contains("never empty"));
        assert!(table(&args(&["--y", "1..300"])).unwrap_err().contains("at most 256"));
        assert!(table(&args(&["--x", "5..2"])).unwrap_err().contains("range"));
        assert!(table(&args(&["--z", "1..2"])).unwrap_err().contains("unknown option `--z`"));
    }
}
