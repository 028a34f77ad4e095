//! Positions of a rules script: integers, tuples of integers and strings, as the script sees
//! them (rhai values) and as a person types them.

use std::fmt;

use rhai::{Array, Dynamic};

/// A position of a game written as a script: what `moves(p)` receives and returns.
///
/// Ordered (integers, then tuples, then strings) so that a misère sum can be kept as a sorted
/// multiset.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Position {
    /// A number: a heap, a row of pins, a sheet's area.
    Int(i64),
    /// Several numbers, written `[a, b]` in the script: two piles, a rectangle.
    Tuple(Vec<i64>),
    /// A string: a strip of coins or cells.
    Text(String),
}

/// A move: the positions whose sum it leaves (one for a plain move, none for the empty sum).
pub type Move = Vec<Position>;

impl Position {
    /// The position as a value the script receives: an integer, an array of integers or a
    /// string.
    ///
    /// # Complexity
    /// O(size of the position).
    pub fn to_dynamic(&self) -> Dynamic {
        match self {
            Self::Int(n) => Dynamic::from_int(*n),
            Self::Tuple(parts) => {
                Dynamic::from_array(parts.iter().map(|&n| Dynamic::from_int(n)).collect())
            }
            Self::Text(text) => Dynamic::from(text.clone()),
        }
    }

    /// The position a script value stands for, or why it is none (its type, or the element of
    /// an array that is not an integer).
    ///
    /// # Errors
    /// A value that is not an integer, an array of integers, a string or a character.
    ///
    /// # Complexity
    /// O(size of the value).
    pub fn from_dynamic(value: Dynamic) -> Result<Self, String> {
        if value.is_int() {
            return Ok(Self::Int(value.as_int().expect("an integer")));
        }
        if value.is_string() {
            return Ok(Self::Text(value.into_string().expect("a string")));
        }
        if value.is_char() {
            return Ok(Self::Text(value.as_char().expect("a character").to_string()));
        }
        if value.is_array() {
            let items: Array = value.cast();
            let mut parts = Vec::with_capacity(items.len());
            for (i, item) in items.into_iter().enumerate() {
                if !item.is_int() {
                    return Err(format!(
                        "a tuple holds integers only, and its element {i} is {}",
                        describe(&item)
                    ));
                }
                parts.push(item.as_int().expect("an integer"));
            }
            return Ok(Self::Tuple(parts));
        }
        Err(format!(
            "{} is not a position (an integer, an array of integers or a string)",
            describe(&value)
        ))
    }

    /// A position as typed: an integer (`7`), a tuple (`3,4` or `(3, 4)`), or a string (`THHT`;
    /// in double quotes when it could be read as a number: `"0110"`).
    ///
    /// # Errors
    /// An empty word, a tuple with a part that is not an integer, or an unclosed quote.
    ///
    /// # Complexity
    /// O(length of the text).
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err("an empty position".into());
        }
        if let Ok(n) = text.parse::<i64>() {
            return Ok(Self::Int(n));
        }
        if let Some(rest) = text.strip_prefix('"') {
            let inner = rest
                .strip_suffix('"')
                .ok_or_else(|| format!("`{text}` opens a quote and does not close it"))?;
            return Ok(Self::Text(inner.to_string()));
        }
        let bracketed = text
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .or_else(|| text.strip_prefix('[').and_then(|t| t.strip_suffix(']')));
        if bracketed.is_some() || text.contains(',') {
            let inner = bracketed.unwrap_or(text).trim();
            if inner.is_empty() {
                return Ok(Self::Tuple(Vec::new()));
            }
            let parts: Result<Vec<i64>, String> = inner
                .split(',')
                .map(|part| {
                    let part = part.trim();
                    part.parse()
                        .map_err(|_| format!("`{part}` in the tuple `{text}` is not an integer"))
                })
                .collect();
            return parts.map(Self::Tuple);
        }
        Ok(Self::Text(text.to_string()))
    }
}

/// A script value in words, for an error: `1.5 (a decimal number)`.
pub(crate) fn describe(value: &Dynamic) -> String {
    let shown = value.to_string();
    let shown = if shown.chars().count() > 40 {
        format!("{}…", shown.chars().take(40).collect::<String>())
    } else {
        shown
    };
    format!("`{shown}` (a {})", value.type_name())
}

/// `7`, `(3, 4)`, `THHT`, or `"0110"` for a string that [`Position::parse`] would otherwise
/// read as something else. The two round-trip.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Int(n) => write!(f, "{n}"),
            Self::Tuple(parts) => {
                f.write_str("(")?;
                for (i, n) in parts.iter().enumerate() {
                    write!(f, "{}{n}", if i == 0 { "" } else { ", " })?;
                }
                f.write_str(")")
            }
            Self::Text(text) => {
                let plain = !text.is_empty()
                    && !text.contains(|c: char| c.is_whitespace() || "+\"(),[]".contains(c))
                    && text.parse::<i64>().is_err();
                if plain { f.write_str(text) } else { write!(f, "\"{text}\"") }
            }
        }
    }
}

/// A move in words: its positions joined by ` + `, or `nothing` for the empty sum.
///
/// # Complexity
/// O(size of the move).
pub fn move_text(parts: &[Position]) -> String {
    if parts.is_empty() {
        return "nothing".into();
    }
    let words: Vec<String> = parts.iter().map(Position::to_string).collect();
    words.join(" + ")
}

/// A sum as typed: positions joined by `+` (`3 + 3`), `nothing` (or empty) for the empty sum.
///
/// # Errors
/// A part that [`Position::parse`] refuses.
///
/// # Complexity
/// O(length of the text).
pub fn parse_sum(text: &str) -> Result<Vec<Position>, String> {
    let text = text.trim();
    if text.is_empty() || text.eq_ignore_ascii_case("nothing") {
        return Ok(Vec::new());
    }
    text.split('+').map(Position::parse).collect()
}

/// The verbs a typed move may start with (`split 9 into 4 and 5`).
const VERBS: [&str; 4] = ["split", "move", "turn", "change"];

/// A move as typed: `FROM to POSITIONS` naming the part played in (`7 to 3 + 3`), or the
/// positions alone (`3 + 3`). The natural phrasings read the same: `split 9 into 4 and 5`,
/// `9 into 4 and 5`, `9 -> 4 + 5`; `nothing` is the empty sum.
///
/// # Errors
/// A position that [`Position::parse`] refuses.
///
/// # Complexity
/// O(length of the text).
pub fn parse_move(text: &str) -> Result<(Option<Position>, Vec<Position>), String> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    if words.first().is_some_and(|w| VERBS.iter().any(|v| w.eq_ignore_ascii_case(v))) {
        words.remove(0);
    }
    let is = |w: &str, names: &[&str]| names.iter().any(|n| w.eq_ignore_ascii_case(n));
    let normal: Vec<&str> = words
        .into_iter()
        .map(|w| match w {
            _ if is(w, &["to", "into"]) => "->",
            _ if is(w, &["and"]) => "+",
            _ => w,
        })
        .collect();
    let text = normal.join(" ");
    match text.split_once("->") {
        Some((from, to)) => Ok((Some(Position::parse(from)?), parse_sum(to)?)),
        None => Ok((None, parse_sum(&text)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_reads_the_same_in_every_phrasing() {
        let split = (Some(Position::Int(9)), vec![Position::Int(4), Position::Int(5)]);
        for typed in [
            "9 to 4 + 5",
            "split 9 into 4 and 5",
            "9 into 4 and 5",
            "9 -> 4 + 5",
            "9->4+5",
            "Split 9 INTO 4 + 5",
        ] {
            assert_eq!(parse_move(typed), Ok(split.clone()), "{typed}");
        }
        assert_eq!(parse_move("3 + 3"), Ok((None, vec![Position::Int(3), Position::Int(3)])));
        assert_eq!(parse_move("1 to nothing"), Ok((Some(Position::Int(1)), vec![])));
        assert_eq!(
            parse_move("THHT to THTT"),
            Ok((Some(Position::Text("THHT".into())), vec![Position::Text("THTT".into())]))
        );
        assert!(parse_move("(1, x) to 3").is_err());
    }

    #[test]
    fn positions_read_back_from_their_words() {
        let cases = [
            Position::Int(-3),
            Position::Int(12),
            Position::Tuple(vec![3, 4]),
            Position::Tuple(vec![]),
            Position::Text("THHT".into()),
            Position::Text("0110".into()),
            Position::Text("a b".into()),
            Position::Text(String::new()),
        ];
        for p in cases {
            assert_eq!(Position::parse(&p.to_string()), Ok(p.clone()), "{p}");
        }
        assert_eq!(Position::parse("3,4"), Ok(Position::Tuple(vec![3, 4])));
        assert_eq!(Position::parse("[1, 2]"), Ok(Position::Tuple(vec![1, 2])));
        assert!(Position::parse("(1, x)").unwrap_err().contains("`x`"));
        assert!(Position::parse("\"ab").is_err());
        assert_eq!(
            parse_sum("3 + (1, 2)"),
            Ok(vec![Position::Int(3), Position::Tuple(vec![1, 2])])
        );
        assert_eq!(parse_sum("nothing"), Ok(vec![]));
        assert_eq!(move_text(&[]), "nothing");
    }

    #[test]
    fn script_values_become_positions() {
        let p = Position::Tuple(vec![5, 6]);
        assert_eq!(Position::from_dynamic(p.to_dynamic()), Ok(p));
        assert_eq!(Position::from_dynamic(Dynamic::from('H')), Ok(Position::Text("H".into())));
        let float = Position::from_dynamic(Dynamic::from_float(1.5)).unwrap_err();
        assert!(float.contains("1.5"), "{float}");
        let nested = Dynamic::from_array(vec![Dynamic::from_array(vec![])]);
        assert!(Position::from_dynamic(nested).unwrap_err().contains("element 0"));
    }
}
