//! What the games played on a row of heaps share (Nim, misère Nim, S-Nim, Lasker's Nim): the
//! position typed as heap sizes, and a move that takes from one heap, in words.

use super::Words;
use super::words::{amount, component};

pub use sg_core::game::Take;

/// How a game names its heaps and its take: `take 2 from heap 3`, `eat 2 of colour 3`.
#[derive(Debug, Clone, Copy)]
pub struct Vocabulary {
    /// The verbs of a take, the first the one the game uses (`take`, `remove`).
    pub verbs: &'static [&'static str],
    /// The names of a heap, the first the one the game uses (`heap`, `pile`).
    pub heap: &'static [&'static str],
    /// The word between them (`from`, `of`).
    pub from: &'static str,
    /// What a heap holds (`stones`).
    pub unit: &'static str,
}

/// Nim's words: `take 2 from heap 3` (also `remove`, `pile`, `leave 1`, `to 1`).
pub const NIM_WORDS: Vocabulary = Vocabulary {
    verbs: &["take", "remove"],
    heap: &["heap", "pile"],
    from: "from",
    unit: "stones",
};

/// The words that say how many to leave rather than take.
const LEAVES: [&str; 3] = ["leave", "leaving", "to"];

impl Vocabulary {
    /// Every word a take may use.
    fn known(&self) -> Vec<&'static str> {
        let mut known = vec!["from", "of", "in", "on", "at"];
        known.extend(self.verbs.iter().chain(self.heap).chain(&LEAVES));
        known.push(self.from);
        known
    }

    /// The move in this vocabulary's words.
    pub fn describe(&self, heaps: &[u64], take: Take) -> String {
        let taken = heaps[take.heap] - take.to;
        format!("{} {taken} {} {} {}", self.verbs[0], self.from, self.heap[0], take.heap + 1)
    }

    /// A take from one of `heaps`, with extra words `also` allowed (for a game that has other
    /// moves too).
    ///
    /// # Errors
    /// A word not understood, a heap that does not exist, an amount it does not have.
    ///
    /// # Complexity
    /// O(words).
    pub fn parse(&self, heaps: &[u64], words: &Words, also: &[&str]) -> Result<Take, String> {
        let example = format!("{} 1 {} {} 1", self.verbs[0], self.from, self.heap[0]);
        let mut known = self.known();
        known.extend(also);
        words.only(&known, false, &example)?;
        let numbered: Vec<&str> =
            self.verbs.iter().chain(self.heap).chain(&LEAVES).copied().collect();
        words.numbered_only(&numbered, &example)?;
        let heap = component(words, self.heap, heaps.len(), self.heap[0])?;
        let what = format!("{} {}", self.heap[0], heap + 1);
        let taken = amount(words, (self.verbs, &LEAVES), heaps[heap], &what, self.unit)?;
        Ok(Take { heap, to: heaps[heap] - taken })
    }
}

/// Heap sizes typed as numbers, bare or after `heaps`: `3 4 5`, `heaps 3 4 5`.
///
/// # Errors
/// No heap, or a word other than `heap`.
///
/// # Complexity
/// O(words).
pub fn heaps_from_words(words: &Words) -> Result<Vec<u64>, String> {
    words.only(&["heap", "pile"], true, "3 4 5")?;
    let heaps: Vec<u64> =
        words.bare().iter().copied().chain(words.numbers(&["heap", "pile"])).collect();
    if heaps.is_empty() {
        return Err("give the heap sizes, e.g. `3 4 5`".into());
    }
    Ok(heaps)
}

/// The heaps as numbered components of the given values (`heap 2`, or `heap 2 (7)` where the
/// value is not the size).
///
/// # Complexity
/// O(heaps).
pub fn parts(heaps: &[u64], name: &str, value: impl Fn(u64) -> Option<u128>) -> Vec<super::Part> {
    // The size is shown beside the name where the value is not the size itself.
    let part = |(i, &h): (usize, &u64)| {
        let value = value(h);
        let size = if value == Some(u128::from(h)) { String::new() } else { format!(" ({h})") };
        super::Part { label: format!("{name} {}{size}", i + 1), value }
    };
    heaps.iter().enumerate().map(part).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sg_core::game::takes;

    #[test]
    fn takes_in_words_both_ways() {
        let heaps = [3, 0, 5];
        for take in takes(&heaps) {
            let said = NIM_WORDS.describe(&heaps, take);
            assert_eq!(
                NIM_WORDS.parse(&heaps, &Words::parse(&said).unwrap(), &[]),
                Ok(take),
                "{said}"
            );
        }
        let read = |text: &str| NIM_WORDS.parse(&heaps, &Words::parse(text).unwrap(), &[]);
        assert_eq!(read("heap 3 to 1"), Ok(Take { heap: 2, to: 1 }));
        assert_eq!(read("remove 3 from pile 1"), Ok(Take { heap: 0, to: 0 }));
        assert!(read("take 1 from heap 2").unwrap_err().contains("heap 2 has only 0"));
        assert!(read("split heap 1").unwrap_err().contains("`split`"));
        assert_eq!(takes(&heaps).count(), 8);
        assert_eq!(takes(&heaps).next(), Some(Take { heap: 0, to: 2 }));
        assert_eq!(heaps_from_words(&Words::parse("heaps 3 4, 5").unwrap()), Ok(vec![3, 4, 5]));
        assert!(heaps_from_words(&Words::parse("").unwrap()).is_err());
    }
}
