//! # S-Nim — HDU 1536 / POJ 2960
//!
//! **Game.** Nim in which a move removes exactly `s` beads from one heap, for some `s` in a
//! fixed set `S`. The player who cannot move loses. For each position (a list of heaps), does
//! the first player win?
//!
//! **Insight.** Each heap is a subtraction game with move set `S`, so its Grundy value is
//! `g(h) = mex { g(h − s) : s ∈ S, s ≤ h }` and a position wins iff the XOR of its heaps'
//! values is non-zero. The sequence `g` is eventually periodic, and a repeated window of
//! `max S` consecutive values *proves* the period (see [`sg_core::subtraction`]): so heaps up to
//! 10^18 and beyond are answered exactly, from one period.
//!
//! **Algorithm.** Per test, read the positions; if the largest heap is below
//! [`DIRECT_LIMIT`], tabulate `g` up to it in O(H·k); otherwise find the proven period in
//! O((μ + λ + max S)·k) and look every heap up in O(1). Then XOR per position.
//!
//! **Format.** Test cases `k s_1 … s_k`, `m`, then `m` lines `l h_1 … h_l`; a lone `k = 0`
//! ends the input. Per test one line of `m` characters, `W` for a first-player win, else `L`.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};
use sg_core::SubtractionGame;

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "s-nim",
    title: "S-Nim",
    judge: "HDU 1536 / POJ 2960",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 1000,
    memory_limit_mib: 64,
    explain: Some(explain),
    ..judge::problem::DEFAULTS
};

/// Heaps below this are answered from a plain table; larger ones through the proven period.
pub const DIRECT_LIMIT: u64 = 1 << 20;

/// How many values the period search may compute before giving up (8 bytes each).
pub const PERIOD_SEARCH_LIMIT: usize = 1 << 24;

/// Read a move set `k s_1 … s_k` whose `k` has been read; a move of 0 is refused.
fn read_moves(sc: &mut Scanner<'_>, k: usize) -> judge::Result<SubtractionGame> {
    let mut moves = Vec::with_capacity(judge::capacity_for(k));
    for _ in 0..k {
        let s: u64 = sc.read("a move size s_i")?;
        if s == 0 {
            return Err(sc.position().error(format!(
                "a move size of 0 is not allowed: {}",
                sg_core::subtraction::ZeroMoveError
            )));
        }
        moves.push(s);
    }
    Ok(SubtractionGame::new(moves).expect("zero moves were refused above"))
}

/// The Grundy values of one subtraction game at any heap size: a plain table up to the
/// largest heap asked, or the proven period.
#[derive(Debug, Clone)]
pub enum Values {
    /// `g(0), …, g(H)`.
    Table(Vec<u64>),
    /// The whole sequence, through its proven period.
    Periodic(sg_core::PeriodicSequence),
}

impl Values {
    /// Values good for every heap up to `largest`.
    ///
    /// # Errors
    /// Only if `largest` is at least [`DIRECT_LIMIT`] and no period shows within
    /// [`PERIOD_SEARCH_LIMIT`] values (then the answer cannot be proven).
    ///
    /// # Complexity
    /// O(H·k) for `largest` = H below the limit, else O((μ + λ + max S)·k).
    pub fn up_to(game: &SubtractionGame, largest: u64) -> Result<Self, String> {
        if largest < DIRECT_LIMIT {
            return Ok(Self::Table(game.values(largest as usize + 1)));
        }
        game.period(PERIOD_SEARCH_LIMIT).map(Self::Periodic).ok_or_else(|| {
            format!(
                "heap {largest} is beyond a direct table, and no period of this move set shows \
                 within {PERIOD_SEARCH_LIMIT} values, so it cannot be answered exactly"
            )
        })
    }

    /// `g(h)`; for a table, `h` must not exceed the largest heap it was built for.
    ///
    /// # Complexity
    /// O(1).
    pub fn get(&self, h: u64) -> u64 {
        match self {
            Self::Table(table) => table[h as usize],
            Self::Periodic(seq) => seq.get(h),
        }
    }
}

/// The Grundy value of every heap in `heaps`, exactly, for any sizes.
///
/// # Errors
/// As [`Values::up_to`].
///
/// # Complexity
/// That of [`Values::up_to`] for the largest heap, plus O(n).
pub fn heap_values(game: &SubtractionGame, heaps: &[u64]) -> Result<Vec<u64>, String> {
    let values = Values::up_to(game, heaps.iter().copied().max().unwrap_or(0))?;
    Ok(heaps.iter().map(|&h| values.get(h)).collect())
}

/// A winning move in one position: `(heap index, beads removed)`, or `None` if every move
/// loses. It brings the nim-sum of the heaps' values to 0.
///
/// # Complexity
/// O(n · k) lookups.
pub fn winning_move(
    game: &SubtractionGame,
    values: &Values,
    heaps: &[u64],
) -> Option<(usize, u64)> {
    let total = heaps.iter().fold(0, |acc, &h| acc ^ values.get(h));
    if total == 0 {
        return None;
    }
    heaps.iter().enumerate().find_map(|(i, &h)| {
        let target = values.get(h) ^ total;
        game.moves()
            .iter()
            .take_while(|&&s| s <= h)
            .find(|&&s| values.get(h - s) == target)
            .map(|&s| (i, s))
    })
}

/// One test case: the game and its positions (heaps flattened, with each position's length).
struct TestCase {
    game: SubtractionGame,
    heaps: Vec<u64>,
    lengths: Vec<usize>,
    values: Values,
}

/// Read one test case, or `None` at the final `0`.
fn read_test(sc: &mut Scanner<'_>) -> judge::Result<Option<TestCase>> {
    let k = sc.count("the number of moves k (0 ends the input)", ..)?;
    if k == 0 {
        return Ok(None);
    }
    let game = read_moves(sc, k)?;
    let m = sc.count("the number of positions m", ..)?;
    let (mut heaps, mut lengths) = (Vec::new(), Vec::with_capacity(judge::capacity_for(m)));
    let (mut largest, mut largest_at) = (0, sc.position());
    for _ in 0..m {
        let l = sc.count("the number of heaps l", ..)?;
        lengths.push(l);
        for _ in 0..l {
            let h: u64 = sc.read("a heap size")?;
            if h >= largest {
                (largest, largest_at) = (h, sc.position());
            }
            heaps.push(h);
        }
    }
    let values = Values::up_to(&game, largest).map_err(|e| largest_at.error(e))?;
    Ok(Some(TestCase { game, heaps, lengths, values }))
}

impl TestCase {
    /// Each position's heaps.
    fn positions(&self) -> impl Iterator<Item = &[u64]> {
        let mut rest = &self.heaps[..];
        self.lengths.iter().map(move |&l| {
            let (position, tail) = rest.split_at(l);
            rest = tail;
            position
        })
    }
}

/// Read every test case and answer one `W`/`L` line each.
///
/// # Errors
/// Truncated or non-numeric input, a negative count, a move of size 0, trailing tokens, or a
/// heap that cannot be answered exactly (see [`Values::up_to`]).
///
/// # Complexity
/// Per test, O(k log k + total heaps) plus the cost of [`Values::up_to`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while let Some(test) = read_test(sc)? {
        for position in test.positions() {
            let sum = position.iter().fold(0, |acc, &h| acc ^ test.values.get(h));
            out.push(if sum != 0 { b'W' } else { b'L' });
        }
        out.push(b'\n');
    }
    sc.finish()
}

/// Like [`solve`], but after each test's line, one indented line per position with a winning
/// move or the statement that every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// As [`solve`], plus O(total heaps · k).
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    let mut notes = String::new();
    while let Some(test) = read_test(sc)? {
        notes.clear();
        for (p, position) in test.positions().enumerate() {
            let (verdict, words) = match winning_move(&test.game, &test.values, position) {
                Some((i, s)) => (
                    'W',
                    format!(
                        "remove {s} from heap {} ({} -> {})",
                        i + 1,
                        position[i],
                        position[i] - s
                    ),
                ),
                None => ('L', "every move loses: the heaps' values XOR to 0".to_string()),
            };
            out.push(verdict as u8);
            notes += &format!("  position {}: {verdict}: {words}\n", p + 1);
        }
        let _ = write!(out, "\n{notes}");
    }
    sc.finish()
}

/// A random valid input ending with `0`. `Small`: up to 2 tests with moves ≤ 6 and heaps ≤ 12
/// (for the model). `Max`: one judge-maximum test (k = m = l = 100, s ≤ 10^4, heaps ≤ 10^4).
/// `N(n)`: one test with 10 moves ≤ 100 and `n` heaps near 10^18, in positions of 100 heaps.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let mut text = String::new();
    let tests = if size == Size::Small { rng.range(1, 2) } else { 1 };
    for _ in 0..tests {
        let (k, s_max, positions, heaps_each, h_lo, h_hi): (u64, u64, u64, Option<u64>, u64, u64) =
            match size {
                Size::Small => (rng.range(1, 3), 6, rng.range(1, 4), None, 0, 12),
                Size::Max => (100, 10_000, 100, Some(100), 0, 10_000),
                Size::N(n) => (10, 100, n.div_ceil(100), Some(100), 1 << 59, 1 << 60),
            };
        let moves: Vec<String> = (0..k).map(|_| rng.range(1, s_max).to_string()).collect();
        text += &format!("{k} {}\n{positions}\n", moves.join(" "));
        for _ in 0..positions {
            let l = heaps_each.unwrap_or_else(|| rng.range(1, 3));
            let hs: Vec<String> = (0..l).map(|_| rng.range(h_lo, h_hi).to_string()).collect();
            text += &format!("{l} {}\n", hs.join(" "));
        }
    }
    text += "0\n";
    text.into_bytes()
}
