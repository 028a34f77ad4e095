//! # Shiritori — AtCoder ABC209 E
//!
//! **Game.** A dictionary lists `N` words. Takahashi says a word, then Aoki and he take turns;
//! each word said must begin with the last three characters of the word before it (case
//! counts), words may be said again, and whoever cannot say a word loses. For each word `s_i`:
//! who wins when Takahashi opens with it, if both play well (each first avoids losing, then
//! tries to win)? A game that never ends is a draw.
//!
//! **Insight.** A word matters only through its first three characters (where it may be
//! said) and its last three (what the next player must start with). So the game is a token on
//! the graph whose vertices are the three-character strings and whose edges are the words,
//! from a word's first three characters to its last three: saying a word moves the token along
//! its edge, and the player to move at a vertex without a word loses. Retrograde analysis
//! ([`sg_core::loopy::outcomes`]) labels every vertex won, lost or drawn for the player to
//! move; after Takahashi says `s_i`, Aoki is to move at `s_i`'s last three characters: lost
//! for Aoki means Takahashi wins, won means Aoki wins, drawn a draw. [`model`] plays the rules
//! word by word (a position is the last word said) and labels that graph by the definition of
//! the outcomes; the crate's tests hold [`answer`], [`solve`] and [`explain`] to it.
//!
//! **Algorithm.** Each word gives two keys of three bytes; sort and deduplicate the `2N` keys
//! to number the vertices, build the graph both ways by counting, and resolve it from the
//! vertices without a word, each vertex and each word once. O(N log N + total length) time;
//! the judge path keeps each word's two keys (8 bytes), not the words, and about 30 bytes per
//! word at its peak, with the graph (measured: 32 MiB for 10^6 words).
//!
//! **Format.** `N`, then `N` words, one per line. One line per word: `Takahashi`, `Aoki` or
//! `Draw`. The judge's words are 3 to 8 English letters; any word of at least three printable
//! ASCII characters is accepted (the game is the same), and a shorter word, or one with other
//! bytes, is refused with its position.

use judge::{Position, Scanner};
use sg_core::loopy::{Digraph, Outcome, outcomes};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::Shiritori;

/// What the reader calls the count of words.
const WORDS: &str = "the number of words N";

/// The most words: two vertices each must have `u32` numbers (the count is checked against
/// the words that follow, never trusted for an allocation).
pub const MAX_WORDS: usize = (u32::MAX / 2 - 1) as usize;

/// A judge input: the dictionary, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The words: each at least three printable ASCII characters (no space).
    pub words: Vec<String>,
}

/// Who wins when Takahashi opens with a word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Takahashi wins.
    Takahashi,
    /// Aoki wins.
    Aoki,
    /// The game never ends.
    Draw,
}

impl Verdict {
    /// The verdict when Aoki is to move in a position with `outcome` for him.
    pub fn after_opening(outcome: Outcome) -> Self {
        match outcome {
            Outcome::Lose => Self::Takahashi,
            Outcome::Win => Self::Aoki,
            Outcome::Draw => Self::Draw,
        }
    }

    /// The judge's line.
    fn line(self) -> &'static [u8] {
        match self {
            Self::Takahashi => b"Takahashi\n",
            Self::Aoki => b"Aoki\n",
            Self::Draw => b"Draw\n",
        }
    }
}

/// A word's two ends as keys: its first three bytes and its last three, big-endian in a `u32`.
///
/// # Panics
/// If the word is shorter than three bytes (the reader lets none through).
pub fn ends(word: &[u8]) -> (u32, u32) {
    let key = |b: &[u8]| u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
    (key(&word[..3]), key(&word[word.len() - 3..]))
}

/// Read one word into `word` (cleared first) and check it: at least three bytes, each
/// printable ASCII.
///
/// # Errors
/// The end of input, a word that is too short or holds another byte, at the word.
///
/// # Complexity
/// O(word length).
fn read_word(sc: &mut Scanner<'_>, word: &mut Vec<u8>) -> judge::Result<()> {
    word.clear();
    sc.token_into("a word", word)?;
    let start: Position = sc.position();
    let shown = || String::from_utf8_lossy(&word[..word.len().min(40)]).into_owned();
    if word.len() < 3 {
        return Err(start.error(format!(
            "expected a word of at least 3 characters (its last three start the next), found \
             `{}`",
            shown()
        )));
    }
    if let Some(at) = word.iter().position(|b| !b.is_ascii_graphic()) {
        return Err(start.error(format!(
            "expected a word of printable ASCII characters, found byte {:#04x} at character {} \
             of `{}`",
            word[at],
            at + 1,
            shown()
        )));
    }
    Ok(())
}

impl Input {
    /// Reads the judge format: `N`, then `N` words of at least three printable ASCII bytes.
    ///
    /// # Errors
    /// Truncated or non-numeric `N`, `N` above [`MAX_WORDS`], a word shorter than three
    /// characters or with a byte that is not printable ASCII, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the words read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.count(WORDS, ..=MAX_WORDS)?;
        let mut words = Vec::with_capacity(judge::capacity_for(n));
        let mut word = Vec::new();
        for _ in 0..n {
            read_word(sc, &mut word)?;
            words.push(String::from_utf8(word.clone()).expect("printable ASCII"));
        }
        sc.finish()?;
        Ok(Self { words })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.words.len() as u64]);
        for word in &self.words {
            out.extend_from_slice(word.as_bytes());
            out.push(b'\n');
        }
    }
}

/// The game's graph: a vertex per distinct three-character string, an edge per word.
#[derive(Debug, Clone)]
pub struct Board {
    /// The vertices' keys, sorted: vertex `v` is the string `keys[v]`.
    keys: Vec<u32>,
    /// Each word's edge, as vertices: from its first three characters to its last three.
    edges: Vec<(u32, u32)>,
    /// Won, lost or drawn for the player to move at each vertex.
    outcome: Vec<Outcome>,
}

impl Board {
    /// The graph of the words with the given `ends` (see [`ends`]), solved.
    ///
    /// # Complexity
    /// O(N log N).
    pub fn new(ends: &[(u32, u32)]) -> Self {
        let mut keys: Vec<u32> = ends.iter().flat_map(|&(a, b)| [a, b]).collect();
        keys.sort_unstable();
        keys.dedup();
        let vertex = |key: u32| keys.binary_search(&key).expect("every end is a key") as u32;
        let edges: Vec<(u32, u32)> = ends.iter().map(|&(a, b)| (vertex(a), vertex(b))).collect();
        let outcome = outcomes(&Digraph::from_edges(keys.len(), &edges));
        Self { keys, edges, outcome }
    }

    /// The verdict when Takahashi opens with word `i`.
    ///
    /// # Panics
    /// If there is no word `i`.
    pub fn verdict(&self, i: usize) -> Verdict {
        Verdict::after_opening(self.outcome[self.edges[i].1 as usize])
    }

    /// The words Aoki can answer word `i` with: those starting where word `i` ends, as word
    /// indices.
    ///
    /// # Complexity
    /// O(N) (a scan: for explanations).
    fn replies(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let at = self.edges[i].1;
        (0..self.edges.len()).filter(move |&j| self.edges[j].0 == at)
    }

    /// The three characters of vertex `v`.
    fn text(&self, v: u32) -> String {
        let key = self.keys[v as usize];
        String::from_utf8_lossy(&[(key >> 16) as u8, (key >> 8) as u8, key as u8]).into_owned()
    }
}

/// Every word's verdict.
///
/// # Complexity
/// O(N log N + total length).
pub fn answer(input: &Input) -> Vec<Verdict> {
    let ends: Vec<(u32, u32)> = input.words.iter().map(|w| ends(w.as_bytes())).collect();
    let board = Board::new(&ends);
    (0..ends.len()).map(|i| board.verdict(i)).collect()
}

/// The verdicts as judge output, one line each.
///
/// # Complexity
/// O(N).
pub fn write_answer(verdicts: &[Verdict], out: &mut Vec<u8>) {
    for verdict in verdicts {
        out.extend_from_slice(verdict.line());
    }
}

/// The judge path: [`Input::read`] then [`answer`], keeping each word's two ends only.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// As [`answer`]; 8 bytes per word, plus the graph.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let n = sc.count(WORDS, ..=MAX_WORDS)?;
    let mut word_ends = Vec::with_capacity(judge::capacity_for(n));
    let mut word = Vec::new();
    for _ in 0..n {
        read_word(sc, &mut word)?;
        word_ends.push(ends(&word));
    }
    sc.finish()?;
    let board = Board::new(&word_ends);
    for i in 0..n {
        out.extend_from_slice(board.verdict(i).line());
    }
    Ok(())
}
