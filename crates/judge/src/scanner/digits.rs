//! The digits of an integer token, read with SWAR (SIMD within a register): eight ASCII bytes
//! packed into a `u64` are classified and valued by a few 64-bit operations instead of eight
//! steps. The scanner's fast path ([`super::fast_int`]) and its general path
//! ([`super::Scanner`]'s integer readers) call these; they hold no state.

use super::LOOKAHEAD;

/// The first eight bytes of a token, little-endian.
#[inline(always)]
fn first_block(token: &[u8; LOOKAHEAD]) -> u64 {
    u64::from_le_bytes(token[..8].try_into().expect("8 bytes"))
}

/// The value and length of the digit run that starts `token`: its first eight digits at once
/// (SWAR), the rest byte by byte. `None` if it is empty, has more than 20 digits, or is worth
/// more than `u64::MAX`.
#[inline(always)]
pub(super) fn digits_by_blocks(token: &[u8; LOOKAHEAD]) -> Option<(u64, usize)> {
    let first = first_block(token);
    match digit_run(first) {
        0 => None,
        8 => digits_after(token, leading_digits(first, 8), 8),
        n => Some((leading_digits(first, n), n)),
    }
}

/// The value and length of the digit run that starts `token`, byte by byte; `None` as for
/// [`digits_by_blocks`].
#[inline(always)]
pub(super) fn digits_by_bytes(token: &[u8; LOOKAHEAD]) -> Option<(u64, usize)> {
    let (value, len) = digits_after(token, 0, 0)?;
    (len > 0).then_some((value, len))
}

/// A token whose first `len` bytes are digits worth `value`: the value and length of its whole
/// digit run, going on byte by byte (each step a predicted branch, so where the token ends does
/// not wait for arithmetic on loaded data) up to 16 digits; `None` beyond 20 digits or
/// `u64::MAX`.
#[inline(always)]
fn digits_after(token: &[u8; LOOKAHEAD], value: u64, len: usize) -> Option<(u64, usize)> {
    let (mut value, mut len) = (value, len);
    while len < 16 {
        let d = token[len].wrapping_sub(b'0');
        if d > 9 {
            return Some((value, len));
        }
        value = value * 10 + u64::from(d);
        len += 1;
    }
    digits_from_17th(token, value)
}

/// Powers of ten, for appending up to four digits.
const TENS: [u64; 5] = [1, 10, 100, 1_000, 10_000];

/// A token whose first 16 bytes are digits worth `value`: its digits from the 17th on at once
/// (SWAR), so that whether a full-width number has 19 or 20 digits costs no mispredicted
/// branch; `None` beyond 20 digits or `u64::MAX` (the 20th digit may overflow).
#[inline(always)]
fn digits_from_17th(token: &[u8; LOOKAHEAD], value: u64) -> Option<(u64, usize)> {
    let block = u64::from_le_bytes(token[16..24].try_into().expect("8 bytes"));
    let n = digit_run(block);
    if n == 0 {
        return Some((value, 16));
    }
    if n > 4 {
        return None;
    }
    let tail = leading_digits(block, n);
    let value = value.checked_mul(TENS[n])?.checked_add(tail)?;
    Some((value, 16 + n))
}

/// How many of the bytes of `block` (packed little-endian, first byte lowest) are ASCII digits
/// before the first one that is not (8 if all are).
///
/// Below the first non-digit every byte is a digit, so no borrow or carry reaches it: its high
/// bit is set in `b − 0x30` if `b < 0x30`, in `b + 0x46` if `0x3A ≤ b < 0x80`, and in `b` itself
/// from `0x80` on. A digit sets none of the three.
#[inline(always)]
fn digit_run(block: u64) -> usize {
    let below = block.wrapping_sub(0x3030_3030_3030_3030);
    let above = block.wrapping_add(0x4646_4646_4646_4646);
    let not_digit = (below | above | block) & 0x8080_8080_8080_8080;
    (not_digit.trailing_zeros() / 8) as usize
}

/// The value of the first `n` bytes of `block` (`1 ≤ n ≤ 8`), which are ASCII digits: shifting
/// them to the top leaves `8 − n` leading zeros below them, and the rest of the block out.
#[inline(always)]
fn leading_digits(block: u64, n: usize) -> u64 {
    digit_values(block.wrapping_sub(0x3030_3030_3030_3030) << (8 * (8 - n)))
}

/// The number whose eight decimal digits are the bytes of `v` (each 0..=9, the most significant
/// in the lowest byte): pairs, then quadruples, then the whole, by three multiplications.
#[inline(always)]
fn digit_values(v: u64) -> u64 {
    let v = v.wrapping_mul(10).wrapping_add(v >> 8);
    let low = (v & 0x0000_00FF_0000_00FF).wrapping_mul(100 + (1_000_000 << 32));
    let high = ((v >> 16) & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32));
    low.wrapping_add(high) >> 32
}

/// The value of eight ASCII digits packed little-endian (first digit in the lowest byte), or
/// `None` if some byte is not a digit. SWAR: three multiplications instead of eight steps.
pub(super) fn eight_digits(chunk: u64) -> Option<u64> {
    const HIGH: u64 = 0xF0F0_F0F0_F0F0_F0F0;
    const THREES: u64 = 0x3030_3030_3030_3030;
    // Every byte is 0x30..=0x3F, and adding 6 keeps it there (so its low nibble is at most 9).
    if chunk & HIGH != THREES || chunk.wrapping_add(0x0606_0606_0606_0606) & HIGH != THREES {
        return None;
    }
    Some(digit_values(chunk - THREES))
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn digit_runs_and_leading_digits() {
        for text in [&b"12345678"[..], b"1234567 ", b"0 999999", b"9\n", b"42x", b"7", b""] {
            let mut bytes = [b'#'; 8];
            bytes[..text.len()].copy_from_slice(text);
            let n = text.iter().take_while(|b| b.is_ascii_digit()).count();
            let block = u64::from_le_bytes(bytes);
            assert_eq!(digit_run(block), n, "{text:?}");
            if n > 0 {
                let expected: u64 = std::str::from_utf8(&text[..n]).unwrap().parse().unwrap();
                assert_eq!(leading_digits(block, n), expected, "{text:?}");
            }
        }
        // Every byte value is classified correctly in every place of the block.
        for b in 0..=255u8 {
            for place in 0..8 {
                let mut bytes = *b"55555555";
                bytes[place] = b;
                let expected = if b.is_ascii_digit() { 8 } else { place };
                assert_eq!(digit_run(u64::from_le_bytes(bytes)), expected, "byte {b} at {place}");
            }
        }
    }

    /// Both digit readers of the fast path agree with `str::parse` on every length of digit
    /// run, followed by any byte.
    #[test]
    fn digit_readers_agree() {
        let mut state = 0x5151_u64;
        for case in 0..20_000 {
            let mut token = [0u8; LOOKAHEAD];
            for b in token.iter_mut() {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                *b = b'0' + (state >> 60) as u8 % 10;
            }
            let digits = case % (LOOKAHEAD + 1);
            if digits < LOOKAHEAD {
                token[digits] = [b' ', b'\n', b'x', b'-', 0xC3, b'/', b':'][case % 7];
            }
            if digits == 20 && case % 3 == 0 {
                // Near u64::MAX, where the 20th digit may or may not overflow.
                token[..20].copy_from_slice(b"18446744073709551615");
                token[19] = b'0' + (case / 3 % 10) as u8;
                token[18 - case / 30 % 3] ^= (case / 90 % 2) as u8;
            }
            let text = std::str::from_utf8(&token[..digits]).unwrap_or("");
            let expected = (1..=20)
                .contains(&digits)
                .then(|| text.parse::<u64>().ok().map(|v| (v, digits)))
                .flatten();
            assert_eq!(digits_by_blocks(&token), expected, "{token:?}");
            assert_eq!(digits_by_bytes(&token), expected, "{token:?}");
        }
        let read = |text: &[u8]| {
            let mut token = [b' '; LOOKAHEAD];
            token[..text.len()].copy_from_slice(text);
            (digits_by_blocks(&token), digits_by_bytes(&token))
        };
        let max = Some((u64::MAX, 20));
        assert_eq!(read(b"18446744073709551615"), (max, max));
        assert_eq!(read(b"18446744073709551616"), (None, None));
        assert_eq!(read(b"18446744073709551620"), (None, None));
        assert_eq!(read(b"99999999999999999999"), (None, None));
        let zeros = Some((9_999_999_999_999_999_999, 20));
        assert_eq!(read(b"09999999999999999999"), (zeros, zeros));
    }
}
