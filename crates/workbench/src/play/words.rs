//! Moves and positions typed in plain words, read leniently: `take 2 from heap 3`,
//! `Heap 3: take 2`, `heap3 take 2 stones` all say the same.
//!
//! A line is cut into words and whole numbers (case, spaces, punctuation and a plural `s` do
//! not matter; a few filler words such as `the`, `stones` and `and` are dropped, and so is a
//! note in brackets, as `--explain` writes `(5 -> 3)`), and every
//! number is attached to the word before it: `take 2 from heap 3` is `take: 2`, `from`,
//! `heap: 3`. A game then asks for the numbers of the words it knows, in any order, and names
//! whatever it does not understand.

/// The most characters a typed line may have: a move is a few words.
pub const MAX_LINE: usize = 1000;

/// Words that carry no meaning in any game's moves.
const FILLERS: [&str; 14] = [
    "the", "a", "an", "and", "then", "please", "stone", "bead", "ball", "object", "pebble", "m",
    "mm", "mms",
];

/// A word with the numbers written after it (before the next word).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Group {
    word: String,
    numbers: Vec<u64>,
}

/// A typed line as words and the numbers after each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// Numbers before the first word.
    bare: Vec<u64>,
    groups: Vec<Group>,
}

/// Whether the typed word `typed` is `word`, or its plural.
fn same(typed: &str, word: &str) -> bool {
    typed == word || typed.strip_suffix('s') == Some(word) || typed.strip_suffix("es") == Some(word)
}

impl Words {
    /// Cut `text` into words and numbers.
    ///
    /// # Errors
    /// A line over [`MAX_LINE`] characters, a negative number, or a number beyond `u64`.
    ///
    /// # Complexity
    /// O(text).
    ///
    /// ```
    /// use workbench::play::Words;
    /// let w = Words::parse("Take 2 stones from HEAP3").unwrap();
    /// assert_eq!(w.numbers(&["take"]), [2]);
    /// assert_eq!(w.numbers(&["heap"]), [3]);
    /// assert!(w.has(&["from"]) && !w.has(&["both"]));
    /// assert!(Words::parse("take -2").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Self, String> {
        if text.chars().count() > MAX_LINE {
            return Err(format!("that line is too long (more than {MAX_LINE} characters)"));
        }
        let mut words = Self { bare: Vec::new(), groups: Vec::new() };
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let start = i;
            if c.is_ascii_digit() {
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let digits: String = chars[start..i].iter().collect();
                if start > 0 && chars[start - 1] == '-' {
                    return Err(format!(
                        "-{digits} is negative; every number here counts up from 0"
                    ));
                }
                let n = digits.parse::<u64>().map_err(|_| {
                    format!("{digits} is too large (the largest number is 18446744073709551615)")
                })?;
                match words.groups.last_mut() {
                    Some(group) => group.numbers.push(n),
                    None => words.bare.push(n),
                }
            } else if c.is_alphabetic() {
                while i < chars.len() && (chars[i].is_alphabetic() || chars[i] == '&') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect::<String>().to_lowercase();
                let word = word.replace('&', "");
                if !FILLERS.iter().any(|f| same(&word, f)) {
                    words.groups.push(Group { word, numbers: Vec::new() });
                }
            } else if c == '(' {
                // A note in brackets, as `--explain` writes `(5 -> 3)`, is not part of the move.
                while i < chars.len() && chars[i] != ')' {
                    i += 1;
                }
                i += 1;
            } else {
                i += 1;
            }
        }
        Ok(words)
    }

    /// Whether nothing at all was typed (only spaces, punctuation or fillers).
    pub fn is_empty(&self) -> bool {
        self.bare.is_empty() && self.groups.is_empty()
    }

    /// The numbers typed before the first word.
    pub fn bare(&self) -> &[u64] {
        &self.bare
    }

    /// Whether any of `names` (or its plural) was typed.
    ///
    /// # Complexity
    /// O(words · names).
    pub fn has(&self, names: &[&str]) -> bool {
        self.groups.iter().any(|g| names.iter().any(|n| same(&g.word, n)))
    }

    /// Every number written after any of `names`, in the order typed.
    ///
    /// # Complexity
    /// O(words · names + numbers).
    pub fn numbers(&self, names: &[&str]) -> Vec<u64> {
        let named = self.groups.iter().filter(|g| names.iter().any(|n| same(&g.word, n)));
        named.flat_map(|g| g.numbers.iter().copied()).collect()
    }

    /// The one number after `names`, if any was typed.
    ///
    /// # Errors
    /// Several numbers there (`take 2 3`), named by `what`.
    ///
    /// # Complexity
    /// As [`Words::numbers`].
    pub fn one(&self, names: &[&str], what: &str) -> Result<Option<u64>, String> {
        match self.numbers(names)[..] {
            [] => Ok(None),
            [n] => Ok(Some(n)),
            ref several => Err(format!(
                "one number for {what}, not {}",
                several.iter().map(u64::to_string).collect::<Vec<_>>().join(" and ")
            )),
        }
    }

    /// Refuse a word outside `known` (and the fillers), and bare numbers unless `bare_ok`.
    ///
    /// # Errors
    /// The first word not understood, with `example` of what is.
    ///
    /// # Complexity
    /// O(words · known).
    pub fn only(&self, known: &[&str], bare_ok: bool, example: &str) -> Result<(), String> {
        if let Some(g) = self.groups.iter().find(|g| !known.iter().any(|k| same(&g.word, k))) {
            return Err(format!("`{}` is not a word of this game; try `{example}`", g.word));
        }
        if !bare_ok && !self.bare.is_empty() {
            return Err(format!("say what {} is for; try `{example}`", self.bare[0]));
        }
        Ok(())
    }
}

impl Words {
    /// Refuse a number written after a word whose numbers the move does not read (only the
    /// words in `numbered` carry one): `take 1 from heap 7` in a one-pile game names a heap
    /// that is not there, and is not played as `take 1`.
    ///
    /// # Errors
    /// The first such word with its number, with `example` of what is understood.
    ///
    /// # Complexity
    /// O(words · numbered).
    pub fn numbered_only(&self, numbered: &[&str], example: &str) -> Result<(), String> {
        let unread = self
            .groups
            .iter()
            .find(|g| !g.numbers.is_empty() && !numbered.iter().any(|k| same(&g.word, k)));
        match unread {
            Some(g) => Err(format!(
                "`{} {}` says nothing in this game; try `{example}`",
                g.word, g.numbers[0]
            )),
            None => Ok(()),
        }
    }
}

/// `numbers`, exactly one for each of `what` (what each number is, in order: `["the pile", "the
/// most a move takes"]`).
///
/// # Errors
/// Too few (naming what each number given is and what is missing) or too many (naming the
/// numbers too many), with `example`.
///
/// # Complexity
/// O(numbers + what).
///
/// ```
/// use workbench::play::words::exactly;
/// let what = ["the pile", "the most a move takes"];
/// assert_eq!(exactly(&[20, 3], &what, "20 3"), Ok(&[20, 3][..]));
/// let short = exactly(&[7], &what, "20 3").unwrap_err();
/// assert!(short.starts_with("`7` is the pile, and the most a move takes is missing"), "{short}");
/// assert!(exactly(&[4, 7, 8], &what, "20 3").unwrap_err().starts_with("`8` is one number too many"));
/// ```
pub fn exactly<'a>(numbers: &'a [u64], what: &[&str], example: &str) -> Result<&'a [u64], String> {
    let wanted = what.len();
    let listed = |ns: &[u64]| ns.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    let all = what.join(", ");
    match numbers.len() {
        n if n == wanted => Ok(numbers),
        0 => Err(format!("give {wanted} numbers, {all}: e.g. `{example}`")),
        n if n < wanted => {
            let given: Vec<String> =
                numbers.iter().zip(what).map(|(v, w)| format!("`{v}` is {w}")).collect();
            let missing = &what[n..];
            let verb = if missing.len() == 1 { "is" } else { "are" };
            Err(format!(
                "{}, and {} {verb} missing: give {wanted} numbers, e.g. `{example}`",
                given.join(", "),
                missing.join(", ")
            ))
        }
        n => {
            let extra = &numbers[wanted..];
            let too_many = if n - wanted == 1 {
                "is one number too many".to_string()
            } else {
                format!("are {} numbers too many", n - wanted)
            };
            Err(format!(
                "`{}` {too_many}: give {wanted} numbers, {all}: e.g. `{example}`",
                listed(extra)
            ))
        }
    }
}

/// Which of `count` components (numbered from 1) the words name after `names`, as an index;
/// the only one when there is one and none is named.
///
/// # Errors
/// None named among several, several named, or a number outside `1..=count`; `what` names the
/// component (`heap`).
///
/// # Complexity
/// As [`Words::numbers`].
pub fn component(words: &Words, names: &[&str], count: usize, what: &str) -> Result<usize, String> {
    match words.one(names, what)? {
        None if count == 1 => Ok(0),
        None if count == 0 => Err(format!("there is no {what} left")),
        None => Err(format!("which {what}? they are numbered 1 to {count}")),
        Some(n) if n >= 1 && n <= count as u64 => Ok(n as usize - 1),
        Some(n) if count == 1 => Err(format!("there is no {what} {n}: only {what} 1")),
        Some(n) => Err(format!("there is no {what} {n}: they are numbered 1 to {count}")),
    }
}

/// How many to take from a pile of `size` by the words: the number after `takes` (`take 2`),
/// or the size minus the number after `leaves` (`leave 3`, `to 3`).
///
/// # Errors
/// Neither or both given, a take of 0, more than there is, or a size to leave that is not
/// smaller; `what` names the pile (`heap 2`) and `unit` what it holds (`stones`).
///
/// # Complexity
/// As [`Words::numbers`].
pub fn amount(
    words: &Words,
    (takes, leaves): (&[&str], &[&str]),
    size: u64,
    what: &str,
    unit: &str,
) -> Result<u64, String> {
    let take = words.one(takes, "how many to take")?;
    let leave = words.one(leaves, "how many to leave")?;
    match (take, leave) {
        (Some(_), Some(_)) => Err("say how many to take, or how many to leave, not both".into()),
        (None, None) => Err(format!("how many? say `{} 1` (up to {size})", takes[0])),
        (Some(0), _) => {
            Err(format!("a move takes at least one; {what} has {}", counted(size, unit)))
        }
        (Some(t), _) if t > size => Err(format!("{what} has only {}", counted(size, unit))),
        (Some(t), _) => Ok(t),
        (_, Some(l)) if l >= size => {
            Err(format!("{what} has {}: a move leaves fewer, not {l}", counted(size, unit)))
        }
        (_, Some(l)) => Ok(size - l),
    }
}

/// `n` of a plural `unit`, in the singular for one: `1 stone`, `3 stones`, `1 M&M`.
///
/// # Complexity
/// O(|unit|).
pub fn counted(n: u64, unit: &str) -> String {
    let unit = if n == 1 { unit.strip_suffix('s').unwrap_or(unit) } else { unit };
    format!("{n} {unit}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_move_in_many_spellings() {
        for text in [
            "take 2 from heap 3",
            "Take 2 from Heap 3",
            "  take   2\tfrom heap 3  ",
            "heap 3 take 2",
            "heap 3: take 2 stones",
            "heap3 take2",
            "from the heap 3, take 2 stones please",
            "TAKE 2 FROM HEAPS 3",
            "take 2 from heap 3 (5 -> 3)",
        ] {
            let w = Words::parse(text).unwrap();
            assert_eq!(w.numbers(&["take"]), [2], "{text}");
            assert_eq!(component(&w, &["heap"], 3, "heap"), Ok(2), "{text}");
            assert!(
                w.only(&["take", "from", "heap"], false, "take 2 from heap 3").is_ok(),
                "{text}"
            );
        }
    }

    #[test]
    fn what_is_not_understood_is_named() {
        let w = Words::parse("grab 2 from heap 3").unwrap();
        let e = w.only(&["take", "from", "heap"], false, "take 2 from heap 3").unwrap_err();
        assert!(e.contains("`grab`"), "{e}");
        let w = Words::parse("2 3").unwrap();
        assert!(w.only(&["take"], false, "take 2").unwrap_err().contains("what 2 is for"));
        assert!(Words::parse("take 99999999999999999999").unwrap_err().contains("too large"));
        assert!(Words::parse(&"x".repeat(MAX_LINE + 1)).unwrap_err().contains("too long"));
        assert!(Words::parse("").unwrap().is_empty());
        assert!(Words::parse(" ,.; the ").unwrap().is_empty());
    }

    #[test]
    fn a_number_after_a_word_that_takes_none_is_refused() {
        let w = Words::parse("take 1 from 7").unwrap();
        let e = w.numbered_only(&["take", "heap"], "take 1").unwrap_err();
        assert!(e.contains("`from 7`"), "{e}");
        assert!(
            Words::parse("take 1 from heap 2")
                .unwrap()
                .numbered_only(&["take", "heap"], "")
                .is_ok()
        );
    }

    #[test]
    fn components_and_amounts_are_checked() {
        let heap =
            |text: &str, count| component(&Words::parse(text).unwrap(), &["heap"], count, "heap");
        assert_eq!(heap("take 1", 1), Ok(0));
        assert!(heap("take 1", 3).unwrap_err().contains("numbered 1 to 3"));
        assert!(heap("heap 0", 3).unwrap_err().contains("no heap 0"));
        assert!(heap("heap 4", 3).unwrap_err().contains("no heap 4"));
        assert!(heap("heap 1 heap 2", 3).unwrap_err().contains("not 1 and 2"));
        let names: (&[&str], &[&str]) = (&["take"], &["leave", "to"]);
        let take = |text: &str| amount(&Words::parse(text).unwrap(), names, 5, "heap 1", "stones");
        assert_eq!(take("take 2"), Ok(2));
        assert_eq!(take("leave 1"), Ok(4));
        assert_eq!(take("heap 1 to 0"), Ok(5));
        assert!(take("take 6").unwrap_err().contains("only 5"));
        assert!(take("take 0").unwrap_err().contains("at least one"));
        assert!(take("leave 5").unwrap_err().contains("leaves fewer"));
        assert!(take("take 1 leave 4").unwrap_err().contains("not both"));
        assert!(take("heap 1").unwrap_err().contains("how many"));
        let one = amount(&Words::parse("take 2").unwrap(), names, 1, "heap 1", "stones");
        assert_eq!(one.unwrap_err(), "heap 1 has only 1 stone");
        assert_eq!(counted(3, "M&Ms"), "3 M&Ms");
        assert_eq!(counted(1, "M&Ms"), "1 M&M");
    }
}
