//! A position's parts drawn: a table of their values in binary columns with the nim-sum row,
//! or plain lines for screen readers and pipes.

use std::fmt::Write as _;

use super::{Part, Style};

/// The position's parts as a table with binary columns and the nim-sum row, or plain lines.
pub(super) fn draw_parts(parts: &[Part], style: Style, out: &mut String) {
    const SHOWN: usize = 64;
    let values: Option<Vec<u128>> = parts.iter().map(|p| p.value).collect();
    let Some(values) = values else {
        for p in parts.iter().take(SHOWN) {
            let _ = writeln!(out, "{}{}: value too costly to compute", indent(style), p.label);
        }
        return;
    };
    if parts.is_empty() {
        let _ = writeln!(out, "{}nothing left: the nim-sum of no values is 0", indent(style));
        return;
    }
    let sum = values.iter().fold(0, |s, v| s ^ v);
    let bits = (128 - values.iter().fold(sum, |m, &v| m.max(v)).leading_zeros()).max(1) as usize;
    let binary = |v: u128| format!("{v:0bits$b}");
    if style.plain {
        for (p, v) in parts.iter().zip(&values).take(SHOWN) {
            let _ = writeln!(out, "{}: value {v}, binary {}", p.label, binary(*v));
        }
        if parts.len() > SHOWN {
            let _ = writeln!(out, "and {} more components", parts.len() - SHOWN);
        }
        let _ = writeln!(out, "nim-sum: {sum}, binary {}", binary(sum));
        return;
    }
    let label_width = parts.iter().map(|p| p.label.chars().count()).max().unwrap_or(0).max(7);
    let value_width = values.iter().chain([&sum]).map(|v| v.to_string().len()).max().unwrap_or(1);
    let paint = |text: String, code: &str| {
        if style.colour { format!("\x1b[{code}m{text}\x1b[0m") } else { text }
    };
    let columns = |v: u128| {
        let digits = binary(v);
        let cells: Vec<String> = digits
            .chars()
            .enumerate()
            .map(|(i, d)| {
                let odd_column = sum >> (bits - 1 - i) & 1 == 1;
                if d == '1' && odd_column { paint(d.to_string(), "1;33") } else { d.to_string() }
            })
            .collect();
        cells.join(" ")
    };
    for (p, &v) in parts.iter().zip(&values).take(SHOWN) {
        let pad = label_width - p.label.chars().count();
        let _ =
            writeln!(out, "  {}{} │ {v:>value_width$} │ {}", p.label, " ".repeat(pad), columns(v));
    }
    if parts.len() > SHOWN {
        let _ = writeln!(out, "  … and {} more components", parts.len() - SHOWN);
    }
    let _ = writeln!(
        out,
        "  {}┼{}┼{}",
        "─".repeat(label_width + 1),
        "─".repeat(value_width + 2),
        "─".repeat(2 * bits)
    );
    let code = if sum == 0 { "1;32" } else { "1;33" };
    let _ = writeln!(
        out,
        "  {:label_width$} │ {} │ {}",
        "nim-sum",
        paint(format!("{sum:>value_width$}"), code),
        paint(binary(sum).chars().map(String::from).collect::<Vec<_>>().join(" "), code)
    );
}

pub(super) fn indent(style: Style) -> &'static str {
    if style.plain { "" } else { "  " }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_drawn_in_binary_columns_or_plain_lines() {
        let parts: Vec<Part> = [3u128, 4, 5]
            .iter()
            .enumerate()
            .map(|(i, &v)| Part { label: format!("heap {}", i + 1), value: Some(v) })
            .collect();
        let mut plain = String::new();
        draw_parts(&parts, Style { plain: true, colour: true }, &mut plain);
        assert_eq!(
            plain,
            "heap 1: value 3, binary 011\nheap 2: value 4, binary 100\nheap 3: value 5, binary 101\n\
             nim-sum: 2, binary 010\n"
        );
        let mut drawn = String::new();
        draw_parts(&parts, Style::default(), &mut drawn);
        assert!(drawn.contains("  heap 1  │ 3 │ 0 1 1\n"), "{drawn}");
        assert!(drawn.contains("  nim-sum │ 2 │ 0 1 0\n"), "{drawn}");
        assert!(!drawn.contains('\x1b'));
        let mut coloured = String::new();
        draw_parts(&parts, Style { plain: false, colour: true }, &mut coloured);
        assert!(coloured.contains("\x1b[1;33m1\x1b[0m"), "{coloured}");
        let unknown = [Part { label: "piles (9, 9)".into(), value: None }];
        let mut out = String::new();
        draw_parts(&unknown, Style { plain: true, colour: false }, &mut out);
        assert_eq!(out, "piles (9, 9): value too costly to compute\n");
    }
}
