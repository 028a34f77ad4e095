//! Whitespace-separated tokens streamed through a fixed buffer.
//!
//! The buffer holds at most [`BUFFER`] bytes; when a token reaches its end, the token's start
//! is moved to the front and more input is read behind it, so memory never grows with the
//! input. Line and column are counted while skipping whitespace (only newlines cost anything),
//! so error positions are free on the fast path.
//!
//! Integers take a fast path ([`fast_int`]) whenever [`SKIP`] + [`LOOKAHEAD`] bytes are
//! buffered: a little whitespace, then the digits — after a long token the first eight at once
//! (SWAR: a few 64-bit operations), and the rest byte by byte up to 16 digits; digits 17 to 20
//! (every `u64`) at once again, with an exact overflow check. Anything unusual — a sign, a
//! token of more than 20 digits or above `u64::MAX`, a non-digit inside the token, much
//! whitespace, the end of the buffer — falls back to the general path, which gives the same
//! values and the same errors.
//! [`Scanner::read_fold`] runs the fast path in a loop with the state in registers.

use std::fmt::Display;
use std::io::{ErrorKind, Read};
use std::ops::{Bound, RangeBounds};

use crate::InputError;

mod digits;

use digits::{digits_by_blocks, digits_by_bytes, eight_digits};

/// Bytes in the scanner's buffer. A number token longer than this is refused.
pub const BUFFER: usize = 1 << 16;

/// How many bytes of an offending token an error message quotes.
const QUOTE: usize = 40;

/// Bytes the integer fast path needs buffered from a token's start: the longest token it takes
/// (20 digits: every `u64`) and the byte after it, read as the last of 8 bytes from digit 17 on.
const LOOKAHEAD: usize = 24;

/// Whitespace bytes the integer fast path skips before a token; more go the general way.
const SKIP: usize = 8;

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
            #[inline]
            fn to_i128(self) -> i128 {
                self as i128
            }
            #[inline]
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
    /// Where the last token read (or attempted) starts, as an index into `buf` (wrapping below
    /// 0 when a refill moves the token out: `base + token_start` stays its input offset).
    /// Tokens hold no newline, so it lies on line `line`, which starts at `line_start`.
    token_start: usize,
    /// Whether the last token had eight digits or more: the fast path then takes the first
    /// eight digits of the next one at once (see [`fast_int`]).
    long: bool,
    /// Whether integers must be written canonically (see [`Scanner::canonical`]).
    canonical: bool,
}

#[inline(always)]
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
            token_start: 0,
            long: false,
            canonical: false,
        }
    }

    /// A scanner that reads integers as testlib's checkers do: in canonical form only, so
    /// `+3`, `03` and `-0` are refused (a wrong output format) where [`Scanner::new`] takes
    /// them as 3, 3 and 0. For reading contestants' outputs and reference answers.
    ///
    /// ```
    /// let mut text: &[u8] = b"3 03";
    /// let mut sc = judge::Scanner::canonical(&mut text);
    /// assert_eq!(sc.read::<u32>("a").unwrap(), 3);
    /// assert!(sc.read::<u32>("b").unwrap_err().to_string().contains("leading zero"));
    /// ```
    ///
    /// # Complexity
    /// As [`Scanner::new`].
    pub fn canonical(source: &'a mut dyn Read) -> Self {
        Self { canonical: true, ..Self::new(source) }
    }

    /// Where the last token read (or attempted) starts; use it for errors found after reading.
    pub fn position(&self) -> Position {
        let offset = self.base.wrapping_add(self.token_start as u64);
        Position { line: self.line, column: offset - self.line_start + 1 }
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
        self.token_start = self.token_start.wrapping_sub(keep);
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
                    self.token_start = self.pos;
                    return Ok(true);
                }
                self.pos += 1;
                if b == b'\n' {
                    self.line += 1;
                    self.line_start = self.base + self.pos as u64;
                }
            }
            if self.eof {
                self.token_start = self.pos;
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
            return Err(self.position().error(format!("expected end of input, found `{token}`")));
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

    /// Whether the buffered bytes from `pos` on hold a whole token: one followed by whitespace.
    fn whole_token_buffered(&self) -> bool {
        let rest = &self.buf[self.pos..self.end];
        rest.iter()
            .position(|&b| !is_space(b))
            .is_some_and(|i| rest[i..].iter().any(|&b| is_space(b)))
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
            return Err(self.position().error(format!("expected {what}, found end of input")));
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
        if self.end - self.pos < SKIP + LOOKAHEAD && !self.eof && !self.whole_token_buffered() {
            // Near the buffer's end: read on now, so the fast path can take the next tokens.
            // Not when the token is already whole: on a pipe from an interactor, more input
            // comes only after this token is answered.
            self.refill(self.pos)?;
        }
        if !self.skip_space()? {
            return Err(self
                .position()
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
            if self.canonical {
                let why = if sign == 1 && !negative {
                    Some("a sign `+`")
                } else if digits.len() > 1 && digits[0] == b'0' {
                    Some("a leading zero")
                } else if negative && digits == b"0" {
                    Some("`-0`")
                } else {
                    None
                };
                if let Some(why) = why {
                    let token = self.quote_token()?;
                    return Err(self.position().error(format!(
                        "expected {what} ({}), found `{token}`: a number is written without {why}",
                        range()
                    )));
                }
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
        Err(self.position().error(format!("expected {what} ({}), found `{token}`", range())))
    }

    /// The fast path of the integer readers ([`fast_int`] on the scanner's state): `None`
    /// when the general path must take the token, with only whitespace consumed.
    #[inline(always)]
    fn fast_digits(&mut self) -> Option<u64> {
        let mut lines = Lines { line: &mut self.line, start: &mut self.line_start };
        match fast_int(&self.buf[..self.end], self.base, self.pos, &mut lines, &mut self.long) {
            Ok(token) => {
                (self.pos, self.token_start) = (token.next, token.start);
                Some(token.value)
            }
            Err(resume) => {
                self.pos = resume;
                None
            }
        }
    }

    /// Read an integer of type `T`.
    ///
    /// # Errors
    /// At the end of input, or if the token is not an integer of type `T`.
    ///
    /// # Complexity
    /// O(token length).
    #[inline]
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
    #[inline]
    pub fn read_in<T: Int>(
        &mut self,
        what: &str,
        range: impl RangeBounds<T>,
    ) -> Result<T, InputError> {
        let (lo, hi) = bounds(&range);
        self.read_between(what, lo, hi)
    }

    /// [`Scanner::read_in`] with the range as `lo..=hi`, widened.
    #[inline(always)]
    fn read_between<T: Int>(&mut self, what: &str, lo: i128, hi: i128) -> Result<T, InputError> {
        let fast = if self.canonical { None } else { self.fast_digits() };
        let (negative, magnitude) = match fast {
            Some(magnitude) => (false, magnitude),
            None => self.slow_int(what, lo, hi)?,
        };
        let value = if negative { -(magnitude as i128) } else { magnitude as i128 };
        if value >= lo && value <= hi {
            if let Some(v) = T::from_i128(value) {
                return Ok(v);
            }
        }
        Err(self.out_of_range(what, lo, hi, negative, magnitude))
    }

    /// Read `count` integers of type `T` in `range` and fold them, in input order, into `init`
    /// with `step`: the loop at the heart of most solvers, with the scanner's state and the
    /// accumulator kept in registers.
    ///
    /// `step` may refuse a value with a message, which becomes an error at that value's token
    /// (where [`Scanner::position`] points).
    ///
    /// ```
    /// let mut input: &[u8] = b"3 1 4 1 5 9 2";
    /// let mut sc = judge::Scanner::new(&mut input);
    /// let sum = sc.read_fold::<u64, _>(3, "a", .., 0, |sum, v| Ok(sum + v)).unwrap();
    /// assert_eq!(sum, 8);
    /// let err = sc.read_fold::<u64, _>(4, "b", ..9, 0, |sum, v| Ok(sum + v)).unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, column 11: expected b (an integer from 0 to 8), found `9`");
    /// let err = sc.read_fold::<u8, _>(1, "c", .., (), |(), v| Err(format!("{v} is odd")));
    /// assert_eq!(err.unwrap_err().to_string(), "line 1, column 13: 2 is odd");
    /// ```
    ///
    /// # Errors
    /// As [`Scanner::read_in`] for each token, or the first message of `step`.
    ///
    /// # Complexity
    /// O(length of the tokens) and `count` calls of `step`.
    #[inline]
    pub fn read_fold<T: Int, A>(
        &mut self,
        count: usize,
        what: &str,
        range: impl RangeBounds<T>,
        init: A,
        mut step: impl FnMut(A, T) -> Result<A, String>,
    ) -> Result<A, InputError> {
        let (lo, hi) = bounds(&range);
        let mut left = count;
        let mut acc = init;
        // A canonical scanner takes every token the general way, which checks its form.
        let fast = !self.canonical;
        while left > 0 {
            // The fast loop, on local copies of the state (the line count, touched only at
            // newlines, stays in place).
            let (mut pos, mut long, mut last, mut stop) =
                (self.pos, self.long, self.token_start, None);
            let buf = &self.buf[..self.end];
            let mut lines = Lines { line: &mut self.line, start: &mut self.line_start };
            while left > 0 && fast {
                match fast_int(buf, self.base, pos, &mut lines, &mut long) {
                    Ok(token) => {
                        (pos, last) = (token.next, token.start);
                        let value = token.value as i128;
                        let Some(v) = T::from_i128(value).filter(|_| value >= lo && value <= hi)
                        else {
                            stop = Some(token.value);
                            break;
                        };
                        left -= 1;
                        match step(acc, v) {
                            Ok(next) => acc = next,
                            Err(message) => {
                                (self.pos, self.long, self.token_start) = (pos, long, token.start);
                                return Err(self.position().error(message));
                            }
                        }
                    }
                    Err(resume) => {
                        pos = resume;
                        break;
                    }
                }
            }
            (self.pos, self.long, self.token_start) = (pos, long, last);
            if let Some(magnitude) = stop {
                return Err(self.out_of_range(what, lo, hi, false, magnitude));
            }
            if left > 0 {
                // One token the general way (a refill, a sign, a long token, …).
                let value = self.read_between_cold(what, lo, hi)?;
                left -= 1;
                acc = step(acc, value).map_err(|message| self.position().error(message))?;
            }
        }
        Ok(acc)
    }

    /// [`Scanner::read_between`] out of line, for the rare tokens [`Scanner::read_fold`]'s
    /// loop leaves: it keeps the loop small enough for its state to stay in registers.
    #[cold]
    #[inline(never)]
    fn read_between_cold<T: Int>(
        &mut self,
        what: &str,
        lo: i128,
        hi: i128,
    ) -> Result<T, InputError> {
        self.read_between(what, lo, hi)
    }

    /// The general path of [`Scanner::read_in`]: any token, at any place in the buffer.
    #[cold]
    #[inline(never)]
    fn slow_int(&mut self, what: &str, lo: i128, hi: i128) -> Result<(bool, u64), InputError> {
        self.raw_int(what, &|| format!("an integer from {lo} to {hi}"))
    }

    /// The error for an integer outside `lo..=hi`, at the last token.
    #[cold]
    #[inline(never)]
    fn out_of_range(
        &self,
        what: &str,
        lo: i128,
        hi: i128,
        negative: bool,
        magnitude: u64,
    ) -> InputError {
        let sign = if negative { "-" } else { "" };
        self.position().error(format!(
            "expected {what} (an integer from {lo} to {hi}), found `{sign}{magnitude}`"
        ))
    }

    /// Read `count` integers of type `T` in `range` into a vector that grows with what is read
    /// (the declared `count` may be a lie: see [`capacity_for`]).
    ///
    /// ```
    /// let mut input: &[u8] = b"3 1 4";
    /// let mut sc = judge::Scanner::new(&mut input);
    /// assert_eq!(sc.read_vec::<u32>(3, "a value", ..).unwrap(), [3, 1, 4]);
    /// ```
    ///
    /// # Errors
    /// As [`Scanner::read_in`] for each token.
    ///
    /// # Complexity
    /// O(length of the tokens); memory O(values read).
    pub fn read_vec<T: Int>(
        &mut self,
        count: usize,
        what: &str,
        range: impl RangeBounds<T>,
    ) -> Result<Vec<T>, InputError> {
        let mut values = Vec::with_capacity(capacity_for(count));
        self.read_fold(count, what, range, (), |(), v| {
            values.push(v);
            Ok(())
        })?;
        Ok(values)
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
    #[inline]
    pub fn count(
        &mut self,
        what: &str,
        range: impl RangeBounds<usize>,
    ) -> Result<usize, InputError> {
        self.read_in(what, range)
    }
}

/// The bounds of `range` as `lo..=hi`, widened (an empty range gives `lo > hi`).
#[inline(always)]
fn bounds<T: Int>(range: &impl RangeBounds<T>) -> (i128, i128) {
    let lo = match range.start_bound() {
        Bound::Included(&v) => v.to_i128(),
        Bound::Excluded(_) => unreachable!("ranges never exclude their start"),
        Bound::Unbounded => T::MIN.to_i128(),
    };
    let hi = match range.end_bound() {
        Bound::Included(&v) => v.to_i128(),
        Bound::Excluded(&v) => v.to_i128() - 1,
        Bound::Unbounded => T::MAX.to_i128(),
    };
    (lo, hi)
}

/// The line count of a scanner, which the integer fast path advances at each newline.
struct Lines<'a> {
    line: &'a mut u64,
    start: &'a mut u64,
}

/// A token the integer fast path read.
struct FastToken {
    value: u64,
    /// Where it starts, in the buffer.
    start: usize,
    /// Where reading goes on.
    next: usize,
}

/// The integer fast path, on `buf` (the buffered bytes, whose first one is input offset
/// `base`): skip whitespace from `pos` (at most [`SKIP`] bytes, counting lines) and parse a
/// token of at most 20 decimal digits worth at most `u64::MAX` followed by whitespace,
/// provided [`SKIP`] + [`LOOKAHEAD`] bytes are buffered. Reading goes on past the token, and
/// past a space after it (any other whitespace is left, so that a newline is counted only once
/// the token's position can no longer be asked for). Otherwise it returns where the whitespace
/// ends, and the general path takes over there, with identical results.
///
/// The digits go byte by byte, each step a predicted branch, so that where the token ends (and
/// the next one starts) does not wait for arithmetic on loaded data; from the 17th digit on
/// (only full-width numbers get there) the rest at once, with SWAR. After a token of eight or
/// more digits (`long`, updated here for the next token) the first eight are taken at once,
/// with SWAR; after a short one that would only add work. Both give the same answer.
#[inline(always)]
fn fast_int(
    buf: &[u8],
    base: u64,
    pos: usize,
    lines: &mut Lines<'_>,
    long: &mut bool,
) -> Result<FastToken, usize> {
    // `try_from` rather than `first_chunk` (Rust 1.77): CSES compiles bundles with 1.75.
    let ahead: &[u8; SKIP + LOOKAHEAD] = match buf.get(pos..) {
        Some(rest) if rest.len() >= SKIP + LOOKAHEAD => {
            rest[..SKIP + LOOKAHEAD].try_into().expect("the length was checked")
        }
        _ => return Err(pos),
    };
    // Whitespace before the token: usually none, as a token's trailing space goes with it.
    let (start, token): (usize, &[u8; LOOKAHEAD]) = if ahead[0] > b' ' {
        (pos, ahead[..LOOKAHEAD].try_into().expect("LOOKAHEAD < SKIP + LOOKAHEAD"))
    } else {
        let mut skip = 0;
        while ahead[skip] <= b' ' {
            let b = ahead[skip];
            if b == b'\n' {
                *lines.line += 1;
                *lines.start = base + (pos + skip) as u64 + 1;
            } else if !is_space(b) {
                break;
            }
            skip += 1;
            if skip == SKIP {
                return Err(pos + skip);
            }
        }
        (pos + skip, ahead[skip..skip + LOOKAHEAD].try_into().expect("skip < SKIP"))
    };
    let parsed = if *long { digits_by_blocks(token) } else { digits_by_bytes(token) };
    let Some((value, len)) = parsed else { return Err(start) };
    *long = len >= 8;
    let after = token[len];
    let next = if after == b' ' {
        start + len + 1
    } else if is_space(after) {
        start + len
    } else {
        return Err(start);
    };
    Ok(FastToken { value, start, next })
}

/// A safe initial capacity for `declared` items that have not been read yet: the declared count
/// can be a lie, so reserve at most a modest amount and let the vector grow as items arrive.
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

    /// Every token shape, read through sources that hand out 1, 7, 4096 or all bytes per read:
    /// the fast path (many bytes buffered) and the general path (few bytes buffered) must give
    /// the same values and the same errors, token for token.
    #[test]
    fn fast_and_general_paths_agree() {
        let mut state = 0x1234_5678_u64;
        let mut next = move |n: u64| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        let mut text = Vec::new();
        for _ in 0..20_000 {
            match next(10) {
                0 => text.push(b'-'),
                1 => text.push(b'+'),
                2 => text.extend_from_slice(b"000"),
                _ => {}
            }
            let digits = [1, 5, 8, 9, 10, 16, 17, 19, 20, 21, 24, 25][next(12) as usize];
            for i in 0..digits {
                let d = if i == 0 && digits == 20 { next(2) } else { next(10) };
                text.push(b'0' + d as u8);
            }
            if next(25) == 0 {
                text.push([b'x', b'.', 0x01, 0xC3][next(4) as usize]);
            }
            for _ in 0..=next(2) {
                text.push([b' ', b'\n', b'\t', b'\r', 0x0b, 0x0c, b' ', b'\n'][next(8) as usize]);
            }
        }
        let read_all = |chunk: usize| {
            let mut source = Trickle { data: &text, chunk };
            let mut sc = Scanner::new(&mut source);
            let mut got = Vec::new();
            let mut i = 0u32;
            while !sc.at_end().unwrap() {
                let result = match i % 3 {
                    0 => sc.read::<u64>("a").map(|v| v.to_string()),
                    1 => sc.read::<i64>("b").map(|v| v.to_string()),
                    _ => sc.read_in::<u32>("c", 5..=1_000_000_000).map(|v| v.to_string()),
                };
                got.push((result.map_err(|e| e.to_string()), sc.position()));
                i += 1;
            }
            got
        };
        let reference = read_all(1);
        assert!(reference.len() > 19_000);
        assert!(
            reference.iter().any(|(r, _)| r.is_err()) && reference.iter().any(|(r, _)| r.is_ok())
        );
        for chunk in [7, 4096, usize::MAX] {
            assert!(read_all(chunk) == reference, "chunk {chunk}");
        }
    }

    /// `read_fold` in batches gives the same values, errors and positions as `read_in` in a
    /// loop that applies the same check, through every source chunking.
    #[test]
    fn read_fold_agrees_with_read_in() {
        let mut state = 0x9876_5432_u64;
        let mut next = move |n: u64| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) % n
        };
        let mut text = Vec::new();
        for _ in 0..30_000 {
            match next(40) {
                0 => text.extend_from_slice(b"-3"),
                1 => text.extend_from_slice(b"12x"),
                2 => text.extend_from_slice(b"123456789012345678901"),
                _ => {
                    let digits = 1 + next(12);
                    for _ in 0..digits {
                        text.push(b'0' + next(10) as u8);
                    }
                }
            }
            text.push([b' ', b'\n', b' ', b'\t', b' '][next(5) as usize]);
        }
        let refuse = |v: u64| if v % 97 == 5 { Err(format!("{v} is refused")) } else { Ok(()) };
        // The values taken, and the error that ended the batch (with the scanner's position).
        type Batch = (Vec<u64>, Option<(String, Position)>);
        let batches = |chunk: usize, bulk: bool| -> Vec<Batch> {
            let mut source = Trickle { data: &text, chunk };
            let mut sc = Scanner::new(&mut source);
            let mut out = Vec::new();
            while !sc.at_end().unwrap() {
                let mut values = Vec::new();
                let result = if bulk {
                    sc.read_fold::<u64, _>(5, "v", ..=999_999_999_999, (), |(), v| {
                        refuse(v)?;
                        values.push(v);
                        Ok(())
                    })
                } else {
                    (0..5).try_for_each(|_| {
                        let v = sc.read_in::<u64>("v", ..=999_999_999_999)?;
                        refuse(v).map_err(|m| sc.position().error(m))?;
                        values.push(v);
                        Ok(())
                    })
                };
                out.push((values, result.err().map(|e| (e.to_string(), sc.position()))));
            }
            out
        };
        let reference = batches(usize::MAX, false);
        let errors = reference.iter().filter(|(_, e)| e.is_some()).count();
        assert!(errors > 1000 && errors < reference.len(), "{errors} of {}", reference.len());
        for chunk in [1, 7, 4096, usize::MAX] {
            assert!(batches(chunk, true) == reference, "chunk {chunk}");
        }
    }

    #[test]
    fn counts_are_capped_for_allocation() {
        let mut input: &[u8] = b"1000000000000000000";
        let n = Scanner::new(&mut input).count("n", ..).unwrap();
        assert!(capacity_for(n) <= 1 << 16);
    }
}
