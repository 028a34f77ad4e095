//! The two lines a yes/no judge answers with.

/// The judge's line for each answer of a yes/no problem, newline included, e.g. `John\n` when
/// the first player wins and `Brother\n` when he loses.
///
/// ```
/// const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Yes\n", no: b"No\n" };
/// let mut out = Vec::new();
/// VERDICTS.write_all(&[true, false], &mut out);
/// assert_eq!(out, b"Yes\nNo\n");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdicts {
    /// The line for `true`.
    pub yes: &'static [u8],
    /// The line for `false`.
    pub no: &'static [u8],
}

impl Verdicts {
    /// Append the line for `answer`.
    ///
    /// # Complexity
    /// O(line length).
    #[inline]
    pub fn write(&self, answer: bool, out: &mut Vec<u8>) {
        out.extend_from_slice(if answer { self.yes } else { self.no });
    }

    /// Append one line per answer.
    ///
    /// # Complexity
    /// O(total length).
    pub fn write_all(&self, answers: &[bool], out: &mut Vec<u8>) {
        for &answer in answers {
            self.write(answer, out);
        }
    }
}
