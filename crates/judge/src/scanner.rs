//! Whitespace-separated tokens streamed through a fixed buffer.
//!
//! The buffer holds at most [`BUFFER`] bytes; when a token reaches its end, the token's start
//! is moved to the front and more input is read behind it, so memory never grows with the
//! input. Line and column are counted while skipping whitespace (only newlines cost anything),
//! so error positions are free on the fast path.

use std::fmt::Display;
use std::io::{ErrorKind, Read};
use std::ops::{Bound, RangeBounds};

use crate::InputError;

/// Bytes in the scanner's buffer. A number token longer than this is refused.
pub const BUFFER: usize = 1 << 16;

/// How many bytes of an offending token an error message quotes.
const QUOTE: usize = 40;

/// Where a token starts: 1-based line and byte column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Position {
    /// 1-based line.
    pub line: u64,
    /// 1-based byte column.
    pub column: u64,
}

impl Position {
    /// An error at this position.
    ///
    /// # Complexity
    /// O(message length).
    pub fn error(self, message: impl Into<String>) -> InputError {
        InputError::new(self.line, self.column, message)
    }
}

/// An integer type the scanner can read.
pub trait Int: Copy + Display + PartialOrd {
    /// The least value of the type.
    const MIN: Self;
    /// The greatest value of the type.
    const MAX: Self;
    /// The value, widened.
    fn to_i128(self) -> i128;
    /// The value, if it fits.
    fn from_i128(value: i128) -> Option<Self>;
}

macro_rules! impl_int {
    ($($t:ty),*) => {$(
        impl Int for $t {
            const MIN: Self = <$t>::MIN;
            const MAX: Self = <$t>::MAX;
            fn to_i128(self) -> i128 {
                self as i128
            }
            fn from_i128(value: i128) -> Option<Self> {
                Self::try_from(value).ok()
            }
        }
    )*};
}
impl_int!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// A token reader over any byte source.
///
/// ```
/// let mut input: &[u8] = b"3\n1 -2 x";
/// let mut sc = judge::Scanner::new(&mut input);
/// assert_eq!(sc.read_in::<usize>("n", 1..=10).unwrap(), 3);
/// assert_eq!(sc.read::<u64>("a").unwrap(), 1);
/// assert_eq!(sc.read::<i64>("b").unwrap(), -2);
/// let err = sc.read::<u64>("c").unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 6: expected c (an integer from 0 to 18446744073709551615), found `x`");
/// ```
pub struct Scanner<'a> {
    source: &'a mut dyn Read,
    buf: Box<[u8]>,
    pos: usize,
    end: usize,
    eof: bool,
    /// Absolute input offset of `buf[0]`.
    base: u64,
    line: u64,
    /// Absolute input offset of the first byte of the current line.
    line_start: u64,
    /// Where the last token read (or attempted) starts.
    last: Position,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0b | 0x0c)
}

impl<'a> Scanner<'a> {
    /// A scanner reading `source` through a fixed buffer of [`BUFFER`] bytes.
    ///
    /// # Complexity
    /// O(1) (one allocation of the buffer).
    pub fn new(source: &'a mut dyn Read) -> Self {
        Self {
            source,
            buf: vec![0; BUFFER].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            base: 0,
            line: 1,
            line_start: 0,
            last: Position { line: 1, column: 1 },
        }
    }

    /// Where the last token read (or attempted) starts; use it for errors found after reading.
    ///
    /// # Complexity
    /// O(1).
    pub fn position(&self) -> Position {
        self.last
    }

    fn here(&self) -> Position {
        Position { line: self.line, column: self.base + self.pos as u64 - self.line_start + 1 }
    }

    /// Move the unread bytes from `keep` on to the front and read more behind them.
    /// Returns how far the bytes moved; leaves `eof` set when the source is exhausted.
    fn refill(&mut self, keep: usize) -> Result<usize, InputError> {
        self.buf.copy_within(keep..self.end, 0);
        self.base += keep as u64;
        self.end -= keep;
        self.pos -= keep;
        loop {
            if self.end == self.buf.len() {
                return Ok(keep);
            }
            match self.source.read(&mut self.buf[self.end..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(keep);
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(keep);
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => return Err(self.here().error(format!("cannot read input: {e}"))),
            }
        }
    }

    /// Skip whitespace; returns `false` at the end of input.
    fn skip_space(&mut self) -> Result<bool, InputError> {
        loop {
            while self.pos < self.end {
                let b = self.buf[self.pos];
                if !is_space(b) {
                    self.last = self.here();
                    return Ok(true);
                }
                self.pos += 1;
                if b == b'\n' {
                    self.line += 1;
                    self.line_start = self.base + self.pos as u64;
                }
            }
            if self.eof {
                self.last = self.here();
                return Ok(false);
            }
            self.refill(self.pos)?;
        }
    }

    /// Whether only whitespace remains.
    ///
    /// # Complexity
    /// O(whitespace skipped).
    pub fn at_end(&mut self) -> Result<bool, InputError> {
        Ok(!self.skip_space()?)
    }

    /// Succeed only if nothing but whitespace remains (so a wrong count is noticed).
    ///
    /// # Errors
    /// Names the first extra token.
    ///
    /// # Complexity
    /// O(whitespace skipped).
    pub fn finish(&mut self) -> Result<(), InputError> {
        if self.skip_space()? {
            let token = self.quote_token()?;
            return Err(self.last.error(format!("expected end of input, found `{token}`")));
        }
        Ok(())
    }

    /// Consume the token at `pos` and return its first [`QUOTE`] bytes for a message.
    fn quote_token(&mut self) -> Result<String, InputError> {
        let mut quoted = Vec::new();
        self.token_with(|chunk| {
            let room = QUOTE + 1 - quoted.len().min(QUOTE + 1);
            quoted.extend_from_slice(&chunk[..chunk.len().min(room)]);
        })?;
        let mut text = String::from_utf8_lossy(&quoted[..quoted.len().min(QUOTE)]).into_owned();
        if quoted.len() > QUOTE {
            text.push('…');
        }
        Ok(text)
    }

    /// Feed the next token to `sink` in pieces (it may be longer than the buffer).
    /// Assumes whitespace has been skipped.
    fn token_with(&mut self, mut sink: impl FnMut(&[u8])) -> Result<(), InputError> {
        loop {
            let start = self.pos;
            while self.pos < self.end && !is_space(self.buf[self.pos]) {
                self.pos += 1;
            }
            sink(&self.buf[start..self.pos]);
            if self.pos < self.end || self.eof {
                return Ok(());
            }
            self.refill(self.pos)?;
            if self.pos == self.end && self.eof {
                return Ok(());
            }
        }
    }

    /// Append the next token's bytes to `into` (any length).
    ///
    /// # Errors
    /// At the end of input, naming `what` was expected.
    ///
    /// # Complexity
    /// O(token length).
    pub fn token_into(&mut self, what: &str, into: &mut Vec<u8>) -> Result<(), InputError> {
        if !self.skip_space()? {
            return Err(self.last.error(format!("expected {what}, found end of input")));
        }
        self.token_with(|chunk| into.extend_from_slice(chunk))
    }

    /// Parse the next token as an optionally signed decimal integer: `(negative, magnitude)`.
    /// Returns `None` if the token is not a number that fits in 64 bits of magnitude.
    fn raw_int(
        &mut self,
        what: &str,
        range: &dyn Fn() -> String,
    ) -> Result<(bool, u64), InputError> {
        if !self.skip_space()? {
            return Err(self
                .last
                .error(format!("expected {what} ({}), found end of input", range())));
        }
        loop {
            let bytes = &self.buf[self.pos..self.end];
            let (negative, sign) = match bytes.first() {
                Some(b'-') => (true, 1),
                Some(b'+') => (false, 1),
                _ => (false, 0),
            };
            let mut i = sign;
            let mut value: u64 = 0;
            while let Some(chunk) = bytes.get(i..i + 8) {
                let chunk = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
                match eight_digits(chunk) {
                    Some(v) => value = value.wrapping_mul(100_000_000).wrapping_add(v),
                    None => break,
                }
                i += 8;
            }
            while i < bytes.len() {
                let digit = bytes[i].wrapping_sub(b'0');
                if digit > 9 {
                    break;
                }
                value = value.wrapping_mul(10).wrapping_add(digit as u64);
                i += 1;
            }
            if i == bytes.len() && !self.eof {
                if self.pos == 0 && self.end == self.buf.len() {
                    break; // a digit run longer than the buffer
                }
                self.refill(self.pos)?;
                continue;
            }
            let digits = &bytes[sign..i];
            let ends_here = i == bytes.len() || is_space(bytes[i]);
            if digits.is_empty() || !ends_here {
                break;
            }
            if digits.len() > 19 {
                // Possibly overflowed: redo with checks (leading zeros are allowed).
                let checked = digits
                    .iter()
                    .try_fold(0u64, |v, &d| v.checked_mul(10)?.checked_add((d - b'0') as u64));
                match checked {
                    Some(v) => value = v,
                    None => break,
                }
            }
            self.pos += i;
            return Ok((negative, value));
        }
        let token = self.quote_token()?;
        Err(self.last.error(format!("expected {what} ({}), found `{token}`", range())))
    }

    /// Read an integer of type `T`.
    ///
    /// # Errors
    /// At the end of input, or if the token is not an integer of type `T`.
    ///
    /// # Complexity
    /// O(token length).
    pub fn read<T: Int>(&mut self, what: &str) -> Result<T, InputError> {
        self.read_in(what, ..)
    }

    /// Read an integer of type `T` that lies in `range`.
    ///
    /// # Errors
    /// At the end of input, if the token is not an integer, or if it lies outside `range`; the
    /// message names `what`, the range, and the token.
    ///
    /// # Complexity
    /// O(token length).
    pub fn read_in<T: Int>(
        &mut self,
        what: &str,
        range: impl RangeBounds<T>,
    ) -> Result<T, InputError> {
        let lo = match range.start_bound() {
            Bound::Included(&v) => v,
            Bound::Excluded(_) => unreachable!("ranges never exclude their start"),
            Bound::Unbounded => T::MIN,
        };
        let hi: i128 = match range.end_bound() {
            Bound::Included(&v) => v.to_i128(),
            Bound::Excluded(&v) => v.to_i128() - 1,
            Bound::Unbounded => T::MAX.to_i128(),
        };
        let describe = || format!("an integer from {lo} to {hi}");
        let (negative, magnitude) = self.raw_int(what, &describe)?;
        let value = if negative { -(magnitude as i128) } else { magnitude as i128 };
        if value >= lo.to_i128() && value <= hi {
            if let Some(v) = T::from_i128(value) {
                return Ok(v);
            }
        }
        let sign = if negative { "-" } else { "" };
        Err(self.last.error(format!("expected {what} ({}), found `{sign}{magnitude}`", describe())))
    }

    /// Read a count of items that will follow, as a `usize` in `range`.
    ///
    /// Never allocate by such a count directly: see [`capacity_for`].
    ///
    /// # Errors
    /// As [`Scanner::read_in`].
    ///
    /// # Complexity
    /// O(token length).
    pub fn count(
        &mut self,
        what: &str,
        range: impl RangeBounds<usize>,
    ) -> Result<usize, InputError> {
        self.read_in(what, range)
    }
}

/// The value of eight ASCII digits packed little-endian (first digit in the lowest byte), or
/// `None` if some byte is not a digit. SWAR: three multiplications instead of eight steps.
fn eight_digits(chunk: u64) -> Option<u64> {
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    const THREES: u64 = 0x3030_3030_3030_3030;
    // Every byte is 0x30..=0x3F, and adding 6 keeps it there (so its low nibble is at most 9).
    if chunk & HIGH != THREES || chunk.wrapping_add(0x0606_0606_0606_0606) & HIGH != THREES {
        return None;
    }
    let v = chunk - THREES;
    let v = v.wrapping_mul(10).wrapping_add(v >> 8);
    let low = (v & 0x0000_00FF_0000_00FF).wrapping_mul(100 + (1_000_000 << 32));
    let high = ((v >> 16) & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32));
    Some(low.wrapping_add(high) >> 32)
}

/// A safe initial capacity for `declared` items that have not been read yet: the declared count
/// can be a lie, so reserve at most a modest amount and let the vector grow as items arrive.
///
/// # Complexity
/// O(1).
pub fn capacity_for(declared: usize) -> usize {
    declared.min(1 << 16)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A source that hands out `chunk` bytes per read, to force tokens across refills.
    struct Trickle<'a> {
        data: &'a [u8],
        chunk: usize,
    }
    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.chunk.min(self.data.len()).min(out.len());
            out[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    fn all_u64(data: &[u8], chunk: usize) -> Vec<u64> {
        let mut source = Trickle { data, chunk };
        let mut sc = Scanner::new(&mut source);
        let mut out = Vec::new();
        while !sc.at_end().unwrap() {
            out.push(sc.read::<u64>("x").unwrap());
        }
        out
    }

    #[test]
    fn tokens_straddling_reads_and_the_buffer_end() {
        let numbers: Vec<u64> = (0..50_000u64).map(|i| i * 2_654_435_761 % 1_000_000_007).collect();
        let text: String = numbers.iter().map(|n| format!("{n}\n ")).collect();
        for chunk in [1, 3, 7, 4096, BUFFER, usize::MAX] {
            assert_eq!(all_u64(text.as_bytes(), chunk), numbers, "chunk {chunk}");
        }
    }

    #[test]
    fn extremes_and_leading_zeros() {
        assert_eq!(
            all_u64(b"18446744073709551615 0 000000000000000000000042", 5),
            [u64::MAX, 0, 42]
        );
        let mut input: &[u8] = b"18446744073709551616";
        let err = Scanner::new(&mut input).read::<u64>("heap").unwrap_err();
        assert_eq!(err.column, 1);
        assert!(err.message.contains("`18446744073709551616`"), "{err}");
        let mut input: &[u8] = b"-9223372036854775808 +5";
        let mut sc = Scanner::new(&mut input);
        assert_eq!(sc.read::<i64>("a").unwrap(), i64::MIN);
        assert_eq!(sc.read::<i64>("b").unwrap(), 5);
    }

    #[test]
    fn errors_name_line_column_token_and_expectation() {
        let mut input: &[u8] = b"1 2\n\n  3 -4\r\n 12ab 7";
        let mut sc = Scanner::new(&mut input);
        for _ in 0..3 {
            sc.read::<u64>("x").unwrap();
        }
        let err = sc.read_in::<u64>("heap size", 0..10).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 3, column 5: expected heap size (an integer from 0 to 9), found `-4`"
        );
        let err = sc.read::<u32>("k").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 4, column 2: expected k (an integer from 0 to 4294967295), found `12ab`"
        );
        assert_eq!(sc.read::<u8>("y").unwrap(), 7);
        let err = sc.read::<u8>("z").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 4, column 8: expected z (an integer from 0 to 255), found end of input"
        );
    }

    #[test]
    fn long_garbage_is_quoted_briefly_and_consumed() {
        let mut data = vec![b'9'; BUFFER * 3];
        data.push(b'x');
        data.extend_from_slice(b" 5");
        let mut source = Trickle { data: &data, chunk: 1000 };
        let mut sc = Scanner::new(&mut source);
        let err = sc.read::<u64>("x").unwrap_err();
        assert!(err.message.ends_with("9999…`"), "{}", err.message);
        assert!(err.to_string().len() < 200);
    }

    #[test]
    fn long_tokens_and_finish() {
        let row = ".#".repeat(BUFFER);
        let data = format!("{row}\n{row} 5");
        let mut source = Trickle { data: data.as_bytes(), chunk: 777 };
        let mut sc = Scanner::new(&mut source);
        let mut got = Vec::new();
        sc.token_into("row", &mut got).unwrap();
        assert_eq!(got, row.as_bytes());
        got.clear();
        sc.token_into("row", &mut got).unwrap();
        assert_eq!(got.len(), row.len());
        let err = sc.finish().unwrap_err();
        assert_eq!((err.line, err.column), (2, row.len() as u64 + 2));
        assert_eq!(err.message, "expected end of input, found `5`");
    }

    #[test]
    fn eight_digit_blocks() {
        assert_eq!(eight_digits(u64::from_le_bytes(*b"12345678")), Some(12_345_678));
        assert_eq!(eight_digits(u64::from_le_bytes(*b"00000009")), Some(9));
        assert_eq!(eight_digits(u64::from_le_bytes(*b"99999999")), Some(99_999_999));
        for bad in [b"1234567 ", b"123:5678", b"/2345678", b"1234567a"] {
            assert_eq!(eight_digits(u64::from_le_bytes(*bad)), None);
        }
    }

    #[test]
    fn counts_are_capped_for_allocation() {
        let mut input: &[u8] = b"1000000000000000000";
        let n = Scanner::new(&mut input).count("n", ..).unwrap();
        assert!(capacity_for(n) <= 1 << 16);
    }
}
