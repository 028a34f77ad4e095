//! Decimal output of `u64` without division loops: a number splits at 10^16 and 10^8 into a
//! head of at most four digits and two blocks of eight, and each block becomes its ASCII bytes
//! at once (SWAR: lanes of 32, then 16, then 8 bits, each split by a multiplication).

/// The digits of `v < 10^8`, one value 0..=9 per byte, the most significant in the lowest byte:
/// `v` splits into two 4-digit lanes, each lane into two 2-digit lanes (`x / 100` as
/// `x · 10486 >> 20`, exact below 10^4), each of those into two digits (`y / 10` as
/// `y · 103 >> 10`, exact below 100).
#[inline(always)]
fn eight_digits(v: u64) -> u64 {
    let x = (v / 10_000) | ((v % 10_000) << 32);
    let hundreds = ((x * 10_486) >> 20) & 0x0000_007F_0000_007F;
    let y = hundreds | (x - hundreds * 100) << 16;
    let tens = ((y * 103) >> 10) & 0x000F_000F_000F_000F;
    tens | (y - tens * 10) << 8
}

/// The digits of `v < 10^4` as [`eight_digits`] does, in the low four bytes.
#[inline(always)]
fn four_digits(v: u64) -> u64 {
    let y = (v / 100) | ((v % 100) << 16);
    let tens = ((y * 103) >> 10) & 0x000F_000F;
    tens | (y - tens * 10) << 8
}

/// `'0'` in every byte.
const ZEROS: u64 = 0x3030_3030_3030_3030;

/// Append `x` in decimal, then the byte `end`.
///
/// A constant 24 bytes are appended and the excess cut off, so there is no copy of variable
/// length; leading zeros are counted in the digit bytes (`trailing_zeros`), not by comparisons.
///
/// ```
/// let mut out = Vec::new();
/// judge::write_u64(&mut out, 0, b' ');
/// judge::write_u64(&mut out, u64::MAX, b'\n');
/// assert_eq!(out, b"0 18446744073709551615\n");
/// ```
///
/// # Complexity
/// O(1): a few multiplications, no loop.
#[inline]
pub fn write_u64(out: &mut Vec<u8>, x: u64, end: u8) {
    let len = out.len();
    out.extend_from_slice(&[0u8; 24]);
    let tail: &mut [u8; 24] = (&mut out[len..]).try_into().expect("24 bytes were appended");
    let used = if x >= 10_000_000_000_000_000 {
        let (head, rest) = (x / 10_000_000_000_000_000, x % 10_000_000_000_000_000);
        let head = four_digits(head);
        let skip = (head.trailing_zeros() / 8).min(3) as usize;
        let k = 4 - skip;
        tail[..8].copy_from_slice(&((head | ZEROS) >> (8 * skip)).to_le_bytes());
        tail[k..k + 8].copy_from_slice(&(eight_digits(rest / 100_000_000) | ZEROS).to_le_bytes());
        tail[k + 8..k + 16]
            .copy_from_slice(&(eight_digits(rest % 100_000_000) | ZEROS).to_le_bytes());
        k + 16
    } else if x >= 100_000_000 {
        let high = eight_digits(x / 100_000_000);
        let skip = (high.trailing_zeros() / 8) as usize;
        let k = 8 - skip;
        tail[..8].copy_from_slice(&((high | ZEROS) >> (8 * skip)).to_le_bytes());
        tail[k..k + 8].copy_from_slice(&(eight_digits(x % 100_000_000) | ZEROS).to_le_bytes());
        k + 8
    } else {
        let digits = eight_digits(x);
        let skip = (digits.trailing_zeros() / 8).min(7) as usize;
        tail[..8].copy_from_slice(&((digits | ZEROS) >> (8 * skip)).to_le_bytes());
        8 - skip
    };
    tail[used] = end;
    out.truncate(len + used + 1);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(x: u64) -> String {
        let mut out = b"#".to_vec();
        write_u64(&mut out, x, b'\n');
        String::from_utf8(out).unwrap()
    }

    /// Every 4- and 8-digit block against division, exhaustively below 10^4 and on a stride.
    #[test]
    fn digit_blocks() {
        let split = |mut v: u64, n: usize| {
            let mut d = 0u64;
            for i in (0..n).rev() {
                d |= (v % 10) << (8 * i);
                v /= 10;
            }
            d
        };
        for v in 0..10_000 {
            assert_eq!(four_digits(v), split(v, 4), "{v}");
            assert_eq!(eight_digits(v), split(v, 8), "{v}");
        }
        for v in (0..100_000_000).step_by(997).chain(99_999_990..100_000_000) {
            assert_eq!(eight_digits(v), split(v, 8), "{v}");
        }
    }

    /// Every length and every boundary between lengths, and random values, against `format!`.
    #[test]
    fn matches_format() {
        let mut values = vec![0, 1, 9, u64::MAX, u64::MAX - 1];
        let mut p = 1u64;
        for _ in 0..19 {
            p *= 10;
            values.extend([p - 1, p, p + 1, p.saturating_mul(2) - 1, p / 2 * 3]);
        }
        values.push(10_000_000_000_000_000_000);
        let mut s = 0x0123_4567_89ab_cdef_u64;
        for i in 0..200_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            values.push(s >> (i % 64));
        }
        for x in values {
            assert_eq!(written(x), format!("#{x}\n"), "{x}");
        }
    }
}
