//! A board of characters: `rows` lines of `columns` characters each, one token a row (no
//! spaces inside a row), as grid games give their boards (`.` free, `#` a wall; `X`, `O`).

use crate::{Scanner, capacity_for};

/// Read `rows` rows of exactly `columns` bytes, each one of `allowed`, into one row-major
/// vector. `what` names a row in messages (`a row of the maze`).
///
/// # Errors
/// At the end of input; at a row of another length or holding a byte outside `allowed`,
/// positioned at that row's token.
///
/// # Complexity
/// O(bytes read); memory grows with the rows read, never with the declared size.
pub fn read_grid(
    sc: &mut Scanner<'_>,
    rows: usize,
    columns: usize,
    allowed: &[u8],
    what: &str,
) -> crate::Result<Vec<u8>> {
    let mut cells = Vec::with_capacity(capacity_for(rows.saturating_mul(columns)));
    let mut row = Vec::with_capacity(capacity_for(columns));
    for _ in 0..rows {
        row.clear();
        sc.token_into(what, &mut row)?;
        if row.len() != columns {
            return Err(sc
                .position()
                .error(format!("{what} has {} characters, not {columns}", row.len())));
        }
        if let Some(&bad) = row.iter().find(|b| !allowed.contains(b)) {
            let allowed: Vec<String> =
                allowed.iter().map(|&b| format!("`{}`", char::from(b))).collect();
            return Err(sc.position().error(format!(
                "{what} holds `{}`; a cell is one of {}",
                char::from(bad).escape_default(),
                allowed.join(", ")
            )));
        }
        cells.extend_from_slice(&row);
    }
    Ok(cells)
}

/// Write `cells` (row-major) as `columns`-byte lines, the text [`read_grid`] reads back.
///
/// # Complexity
/// O(cells).
pub fn write_grid(cells: &[u8], columns: usize, out: &mut Vec<u8>) {
    for row in cells.chunks(columns.max(1)) {
        out.extend_from_slice(row);
        out.push(b'\n');
    }
}

#[cfg(test)]
mod tests {
    use super::{read_grid, write_grid};
    use crate::Scanner;

    #[test]
    fn a_grid_reads_back_what_was_written_and_refuses_bad_rows() {
        let mut text = Vec::new();
        write_grid(b".#..##", 3, &mut text);
        assert_eq!(text, b".#.\n.##\n");
        let mut input: &[u8] = b"  .#.\r\n.##  \n";
        let mut sc = Scanner::new(&mut input);
        assert_eq!(read_grid(&mut sc, 2, 3, b".#", "a row").unwrap(), b".#..##");
        let refuse = |text: &[u8], message: &str| {
            let mut input = text;
            let mut sc = Scanner::new(&mut input);
            let err = read_grid(&mut sc, 2, 3, b".#", "a row").unwrap_err().to_string();
            assert_eq!(err, message);
        };
        refuse(b"...\n....\n", "line 2, column 1: a row has 4 characters, not 3");
        refuse(b"...\n.x.\n", "line 2, column 1: a row holds `x`; a cell is one of `.`, `#`");
        refuse(b"...\n", "line 2, column 1: expected a row, found end of input");
    }
}
