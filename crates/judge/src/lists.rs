//! The commonest judge format: `T`, then per test a count `n` and `n` numbers (Nim and its
//! relatives), read into one list per test and written back; and a line of numbers.

use std::io::Write as _;

use crate::{InputError, Scanner, capacity_for};

/// What each token of a [`read_counted_lists`] format is called in error messages.
#[derive(Debug, Clone, Copy)]
pub struct ListNames<'a> {
    /// The number of tests, e.g. `the number of tests T`.
    pub tests: &'a str,
    /// A test's count, e.g. `the number of heaps n`.
    pub count: &'a str,
    /// One value, e.g. `a heap size`.
    pub value: &'a str,
}

/// `T`, then `T` times a count and that many `u64` values; the input must end there.
///
/// # Errors
/// Truncated or non-numeric input, a negative count or value, or trailing tokens, positioned.
///
/// # Complexity
/// O(input); memory grows with the values read, never with a declared count.
pub fn read_counted_lists(
    sc: &mut Scanner<'_>,
    names: ListNames<'_>,
) -> crate::Result<Vec<Vec<u64>>> {
    let count = sc.count(names.tests, ..)?;
    let mut lists = Vec::with_capacity(capacity_for(count));
    for _ in 0..count {
        let n = sc.count(names.count, ..)?;
        lists.push(sc.read_vec(n, names.value, ..)?);
    }
    sc.finish()?;
    Ok::<_, InputError>(lists)
}

/// What a [`CountedLists`] input calls its tokens: one unit type per problem.
pub trait ListNaming {
    /// The names, e.g. `the number of heaps n` and `a heap size`.
    const NAMES: ListNames<'static>;
}

/// The typed input of the counted-lists format (Nim and its relatives: `T`, then per test a
/// count and that many values), named in errors by `N`: one reader and one writer for every
/// problem of that format.
pub struct CountedLists<N> {
    /// `tests[t]`: the values of test `t` (heaps, stairs…).
    pub tests: Vec<Vec<u64>>,
    naming: std::marker::PhantomData<fn() -> N>,
}

impl<N: ListNaming> CountedLists<N> {
    /// The input of these tests.
    pub fn new(tests: Vec<Vec<u64>>) -> Self {
        Self { tests, naming: std::marker::PhantomData }
    }

    /// Reads the lists with [`read_counted_lists`], naming them in errors by `N`'s names.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count or value, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the values read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> crate::Result<Self> {
        Ok(Self::new(read_counted_lists(sc, N::NAMES)?))
    }

    /// The one writer: judge text that [`CountedLists::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        write_counted_lists(out, &self.tests);
    }
}

// By hand, so that `N` (a naming, never a value) needs none of these traits.
impl<N> Clone for CountedLists<N> {
    fn clone(&self) -> Self {
        Self { tests: self.tests.clone(), naming: std::marker::PhantomData }
    }
}

impl<N> PartialEq for CountedLists<N> {
    fn eq(&self, other: &Self) -> bool {
        self.tests == other.tests
    }
}

impl<N> Eq for CountedLists<N> {}

impl<N> std::fmt::Debug for CountedLists<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CountedLists").field("tests", &self.tests).finish()
    }
}

/// The judge text [`read_counted_lists`] reads back as `lists`: `T`, then per list its length
/// on one line and its values on the next.
///
/// # Complexity
/// O(output).
pub fn write_counted_lists(out: &mut Vec<u8>, lists: &[Vec<u64>]) {
    write_line(out, [lists.len() as u64]);
    for list in lists {
        write_line(out, [list.len() as u64]);
        write_line(out, list.iter().copied());
    }
}

/// Lists until a count of 0: per list a count `n ≥ 1` and `n` `u64` values, then `0` (POJ's
/// and HDU's "input ends with 0"); the end of input in place of the final `0` is taken as it.
///
/// # Errors
/// Truncated or non-numeric input, a negative count or value, or tokens after the `0`.
///
/// # Complexity
/// O(input); memory grows with the values read, never with a declared count.
pub fn read_zero_terminated_lists(
    sc: &mut Scanner<'_>,
    count: &str,
    value: &str,
) -> crate::Result<Vec<Vec<u64>>> {
    let mut lists = Vec::new();
    while !sc.at_end()? {
        let n = sc.count(count, ..)?;
        if n == 0 {
            sc.finish()?;
            break;
        }
        lists.push(sc.read_vec(n, value, ..)?);
    }
    Ok(lists)
}

/// The judge text [`read_zero_terminated_lists`] reads back as `lists` (every list
/// non-empty): per list its length and its values on one line, then `0`.
///
/// # Panics
/// On an empty list, which the format cannot hold (its `0` ends the input).
///
/// # Complexity
/// O(output).
pub fn write_zero_terminated_lists(out: &mut Vec<u8>, lists: &[Vec<u64>]) {
    for list in lists {
        assert!(!list.is_empty(), "a zero-terminated format holds no empty list");
        write_line(out, [list.len() as u64]);
        write_line(out, list.iter().copied());
    }
    out.extend_from_slice(b"0\n");
}

/// Numbers separated by single spaces, then a newline.
///
/// # Complexity
/// O(output).
pub fn write_line(out: &mut Vec<u8>, values: impl IntoIterator<Item = u64>) {
    for (i, v) in values.into_iter().enumerate() {
        let _ = write!(out, "{}{v}", if i == 0 { "" } else { " " });
    }
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: ListNames<'static> =
        ListNames { tests: "the number of tests T", count: "a count", value: "a value" };

    #[test]
    fn lists_round_trip_and_errors_are_positioned() {
        let lists = vec![vec![3, 0, u64::MAX], vec![], vec![7]];
        let mut text = Vec::new();
        write_counted_lists(&mut text, &lists);
        assert_eq!(text, b"3\n3\n3 0 18446744073709551615\n0\n\n1\n7\n");
        let back = read_counted_lists(&mut Scanner::new(&mut &text[..]), NAMES).unwrap();
        assert_eq!(back, lists);
        let err = read_counted_lists(&mut Scanner::new(&mut &b"1\n2\n5 x\n"[..]), NAMES);
        assert!(err.unwrap_err().to_string().contains("line 3, column 3"));
        let err = read_counted_lists(&mut Scanner::new(&mut &b"1\n1\n5 6\n"[..]), NAMES);
        assert!(err.is_err(), "trailing tokens");
    }

    #[test]
    fn zero_terminated_lists_round_trip_and_end_at_the_zero_or_the_input() {
        let read =
            |text: &[u8]| read_zero_terminated_lists(&mut Scanner::new(&mut &text[..]), "n", "v");
        let lists = vec![vec![3, u64::MAX], vec![0]];
        let mut text = Vec::new();
        write_zero_terminated_lists(&mut text, &lists);
        assert_eq!(text, b"2\n3 18446744073709551615\n1\n0\n0\n");
        assert_eq!(read(&text).unwrap(), lists);
        assert_eq!(read(b"1 5").unwrap(), [vec![5]], "no final 0");
        assert_eq!(read(b"0\n").unwrap(), Vec::<Vec<u64>>::new());
        assert_eq!(read(b"").unwrap(), Vec::<Vec<u64>>::new());
        let err = read(b"1 5 0 1 2").unwrap_err();
        assert_eq!(err.to_string(), "line 1, column 7: expected end of input, found `1`");
        assert!(read(b"2 5").unwrap_err().to_string().contains("found end of input"));
    }
}
