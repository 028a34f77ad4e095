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
}
