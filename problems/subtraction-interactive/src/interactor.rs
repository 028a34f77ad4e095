//! The judge's side of the game: it sends `N L R`, reads the side the solution takes, checks
//! every move the solution makes against the cards on the table, and plays its own: a winning
//! move whenever it has one (by the values of the game for `L..=R`, tabulated up to
//! [`MAX_JUDGED`] cards), else by its strategy. It answers `0 0` when it cannot move (the
//! solution has won) and `-1 -1` after an illegal move or a `0 0` of the solution.

use judge::Judgement;
use sg_core::winning::Component;
use workbench::referee::{Referee, Strategy};

use crate::{Input, Table};

/// The most cards for which the interactor tabulates the values and so punishes every slip;
/// beyond, it moves by its strategy alone.
pub const MAX_JUDGED: u64 = 4000;

/// `g(0..=n)` for runs where a move removes `l..=r` consecutive cards:
/// `g(m) = mex ⋃_{c = m−r}^{m−l} S(c)` with `S(c) = { g(a) ⊕ g(c − a) }`, the union kept as
/// counts over a sliding window of `c` (each `S(c)` a bitset of `width` values).
///
/// # Complexity
/// O(n · width) time, O(window · width / 8) bytes, `width` a power of two above every value.
pub fn row_values(l: u64, r: u64, n: u64) -> Vec<u32> {
    let n = n as usize;
    let mut width = 64;
    loop {
        if let Some(values) = row_values_below(l as usize, r as usize, n, width) {
            return values;
        }
        width *= 2;
    }
}

/// [`row_values`] if every value stays below `width`.
fn row_values_below(l: usize, r: usize, n: usize, width: usize) -> Option<Vec<u32>> {
    let words = width / 64;
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    let mut sets: Vec<Vec<u64>> = Vec::with_capacity(n + 1);
    let mut counts = vec![0u32; width];
    for m in 0..=n {
        // The window gains S(m − l) and loses S(m − r − 1).
        if let Some(c) = m.checked_sub(l) {
            let mut set = vec![0u64; words];
            for a in 0..=c / 2 {
                let v = (g[a] ^ g[c - a]) as usize;
                set[v / 64] |= 1 << (v % 64);
            }
            for v in (0..width).filter(|v| set[v / 64] >> (v % 64) & 1 == 1) {
                counts[v] += 1;
            }
            sets.push(set);
        }
        if let Some(c) = m.checked_sub(r + 1) {
            let set = std::mem::take(&mut sets[c]);
            for v in (0..width).filter(|v| set[v / 64] >> (v % 64) & 1 == 1) {
                counts[v] -= 1;
            }
        }
        let mex = counts.iter().position(|&k| k == 0)?;
        if mex >= width / 2 {
            return None; // XORs of values must stay below width
        }
        g.push(mex as u32);
    }
    Some(g)
}

/// A run of cards as a component, for the interactor's winning moves.
struct Run<'a> {
    start: u64,
    len: u64,
    input: Input,
    values: &'a [u32],
}

impl Component for Run<'_> {
    /// `(x, y)`: remove cards `x..x+y−1`.
    type Move = (u64, u64);

    fn value(&self) -> u64 {
        u64::from(self.values[self.len as usize])
    }

    fn moves_to(&self, target: u64) -> impl Iterator<Item = (u64, u64)> {
        let (len, values) = (self.len, self.values);
        let g = move |m: u64| u64::from(values[m as usize]);
        (self.input.l..=self.input.r.min(len))
            .flat_map(move |y| (0..=len - y).map(move |a| (a, y)))
            .filter(move |&(a, y)| g(a) ^ g(len - y - a) == target)
            .map(|(a, y)| (self.start + a, y))
    }
}

/// The interactor's move from `table` by `strategy` (not knowing of a winning one): `None`
/// when it has no move.
fn strategy_move(table: &Table, input: Input, referee: &mut Referee<'_>) -> Option<(u64, u64)> {
    let playable: Vec<(u64, u64)> =
        table.runs.iter().filter(|&(_, &len)| len >= input.l).map(|(&s, &l)| (s, l)).collect();
    let &(start, len) = playable.first()?;
    Some(match referee.strategy {
        Strategy::Perfect => (start, input.l),
        Strategy::Random(_) => {
            let (start, len) = playable[referee.rng.below(playable.len())];
            let y = referee.rng.range(input.l, input.r.min(len));
            (start + referee.rng.range(0, len - y), y)
        }
        // The longest run, cut in the middle by the fewest cards: the most left to play.
        Strategy::Adversarial => {
            let (start, len) = playable
                .iter()
                .copied()
                .max_by_key(|&(s, len)| (len, u64::MAX - s))
                .unwrap_or((start, len));
            (start + (len - input.l) / 2, input.l)
        }
    })
}

/// Read and check the solution's move: `Ok(true)` when it moved, `Err` for an illegal move or
/// a `0 0` (after telling it `-1 -1`).
fn solution_move(
    table: &mut Table,
    input: Input,
    referee: &mut Referee<'_>,
) -> Result<(), Judgement> {
    let x: u64 = referee.hear("the card x", 0..=input.n)?;
    let y: u64 = referee.hear("the count y", 0..=input.n)?;
    let reason = match (x, y) {
        (0, 0) if table.runs.values().any(|&len| len >= input.l) => {
            Some("the solution says `0 0` with moves left".to_string())
        }
        (0, 0) => Some("the solution has no move left: it lost".to_string()),
        (x, y) if x < 1 || y < input.l || y > input.r => Some(format!(
            "`{x} {y}` is not a move: it must remove {} to {} cards from card 1 on",
            input.l, input.r
        )),
        (x, y) => table.remove(x, y).err().map(|why| format!("illegal move: {why}")),
    };
    match reason {
        None => Ok(()),
        Some(why) => {
            referee.tell("-1 -1")?;
            Err(Judgement::WrongAnswer(why))
        }
    }
}

/// The interactor (see the module doc).
///
/// # Errors
/// The judgement against the solution: a wrong side's loss, an illegal move, output that does
/// not read.
///
/// # Complexity
/// O(N · width) for the table, then O(N · (R − L + 1)) per move of its own.
pub fn interact(input: &Input, referee: &mut Referee<'_>) -> Result<(), Judgement> {
    let input = *input;
    referee.tell(format_args!("{} {} {}", input.n, input.l, input.r))?;
    let values = (input.n <= MAX_JUDGED).then(|| row_values(input.l, input.r, input.n));
    let mut solution_to_move = match referee.hear_word("`First` or `Second`")?.as_str() {
        "First" => true,
        "Second" => false,
        other => {
            return Err(Judgement::WrongFormat(format!(
                "expected `First` or `Second`, found `{other}`"
            )));
        }
    };
    let mut table = Table::default();
    table.runs.insert(1, input.n);
    loop {
        if solution_to_move {
            solution_move(&mut table, input, referee)?;
        } else {
            let winning = values.as_deref().and_then(|values| {
                let runs: Vec<Run<'_>> = table
                    .runs
                    .iter()
                    .map(|(&start, &len)| Run { start, len, input, values })
                    .collect();
                sg_core::winning::first_winning_move(&runs).map(|m| m.then)
            });
            let Some((x, y)) = winning.or_else(|| strategy_move(&table, input, referee)) else {
                referee.tell("0 0")?;
                return Ok(());
            };
            table.remove(x, y).expect("the interactor's moves are legal");
            referee.tell(format_args!("{x} {y}"))?;
        }
        solution_to_move = !solution_to_move;
    }
}
