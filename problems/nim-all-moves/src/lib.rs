//! # 取(m堆)石子游戏 (Nim, every winning move) — HDU 2176
//!
//! **Game.** Nim: `m` heaps; a move takes one or more stones from one heap; who takes the last
//! stone wins. For each position say whether the first player wins and, if so, list every
//! winning first move as the heap's size before and after it, in the order of the heaps.
//!
//! **Insight.** By [`sg_core::winning`], the winning moves are exactly the moves of one heap
//! `hᵢ` to `hᵢ ⊕ s` (`s` the nim-sum), which Nim allows when `hᵢ ⊕ s < hᵢ`: at most one per
//! heap, none when `s = 0`. [`model`] lists them by searching the rules, and the crate's tests
//! hold [`answer`] and [`solve`] to it.
//!
//! **Algorithm.** Per test one XOR pass, then one pass printing `hᵢ hᵢ⊕s` for the heaps with
//! the top bit of `s` set: O(m) time, O(m) memory for the test being read; heaps any `u64`.
//!
//! **Format.** Several tests, each `m ≥ 1` then `m` heap sizes; `m = 0` (or the end of the
//! input) ends them (HDU: m ≤ 200 000). Per test: `No`, or `Yes` followed by one line `a b` per
//! winning move (take the heap of `a` stones down to `b`), in heap order.
//!
//! **Checker.** [`CHECKER`] says what is wrong with an output: a `No` for a won position (and
//! a winning move), a `Yes` for a lost one, a line that is no move (`b ≥ a`, or no heap of `a`
//! stones), a move that loses (the nim-sum it leaves), a missing winning move, moves out of
//! heap order: `grundy check`, the `nim-all-moves-checker` program (testlib's convention) and
//! `grundy bundle nim-all-moves --checker`.

use judge::{Checker, Position, Scanner};

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::NimAllMoves;

/// A judge input: the heaps of each test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]` holds the heaps of test `t` (never empty).
    pub tests: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format: tests `m` and `m` heap sizes, until `m = 0` or the end of input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count or size, or tokens after the final `0`.
    ///
    /// # Complexity
    /// O(input); memory grows with the heaps read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = judge::read_zero_terminated_lists(sc, "the number of heaps m", "a heap size")?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_zero_terminated_lists(out, &self.tests);
    }
}

/// A move: take the heap of `from` stones down to `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The heap's size before.
    pub from: u64,
    /// Its size after.
    pub to: u64,
}

/// One test's answer as an output states it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// `No`: the first player loses.
    No,
    /// `Yes` and these moves.
    Yes(Vec<Move>),
}

/// Every winning move of Nim with these heaps, in heap order; `No` when there is none.
///
/// # Complexity
/// O(n).
pub fn reply(heaps: &[u64]) -> Reply {
    let moves: Vec<Move> = sg_core::winning::winning_moves(heaps)
        .map(|m| Move { from: heaps[m.component], to: m.then })
        .collect();
    if moves.is_empty() { Reply::No } else { Reply::Yes(moves) }
}

/// The reply to every test.
///
/// # Complexity
/// O(total heaps).
pub fn answer(input: &Input) -> Vec<Reply> {
    input.tests.iter().map(|heaps| reply(heaps)).collect()
}

/// The replies as judge output.
///
/// # Complexity
/// O(output).
pub fn write_answer(replies: &[Reply], out: &mut Vec<u8>) {
    for reply in replies {
        match reply {
            Reply::No => out.extend_from_slice(b"No\n"),
            Reply::Yes(moves) => {
                out.extend_from_slice(b"Yes\n");
                for m in moves {
                    judge::write_u64(out, m.from, b' ');
                    judge::write_u64(out, m.to, b'\n');
                }
            }
        }
    }
}

/// The judge path: per test, read its heaps, XOR them, print the heaps with `h ⊕ s < h` and
/// their targets; only the current test is held.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time, O(largest test) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while !sc.at_end()? {
        let m = sc.count("the number of heaps m", ..)?;
        if m == 0 {
            return sc.finish();
        }
        let heaps: Vec<u64> = sc.read_vec(m, "a heap size", ..)?;
        let s = sg_core::nim_sum(&heaps);
        if s == 0 {
            out.extend_from_slice(b"No\n");
            continue;
        }
        out.extend_from_slice(b"Yes\n");
        for &h in heaps.iter().filter(|&&h| h ^ s < h) {
            judge::write_u64(out, h, b' ');
            judge::write_u64(out, h ^ s, b'\n');
        }
    }
    Ok(())
}

/// A token of an output with where it starts: a number, or a word (kept to 40 bytes).
enum Token {
    Number(u64),
    Word(String),
}

/// The tokens of an output, one looked ahead.
struct Tokens<'s, 'a> {
    sc: &'s mut Scanner<'a>,
    ahead: Option<(Token, Position)>,
}

impl Tokens<'_, '_> {
    fn peek(&mut self) -> judge::Result<Option<&(Token, Position)>> {
        if self.ahead.is_none() && !self.sc.at_end()? {
            let mut bytes = Vec::new();
            self.sc.token_into("a token", &mut bytes)?;
            let at = self.sc.position();
            let digits =
                !bytes.is_empty() && bytes.len() <= 20 && bytes.iter().all(u8::is_ascii_digit);
            let number = digits.then(|| std::str::from_utf8(&bytes).ok()?.parse().ok()).flatten();
            let token = match number {
                Some(n) => Token::Number(n),
                None => {
                    Token::Word(String::from_utf8_lossy(&bytes[..bytes.len().min(40)]).into_owned())
                }
            };
            self.ahead = Some((token, at));
        }
        Ok(self.ahead.as_ref())
    }

    fn next(&mut self, what: &str) -> judge::Result<(Token, Position)> {
        self.peek()?;
        let here = self.sc.position();
        self.ahead.take().ok_or_else(|| here.error(format!("expected {what}, found end of output")))
    }

    fn number(&mut self, what: &str) -> judge::Result<u64> {
        match self.next(what)? {
            (Token::Number(n), _) => Ok(n),
            (Token::Word(w), at) => Err(at.error(format!("expected {what}, found `{w}`"))),
        }
    }
}

/// An output read for `input`: per test `No`, or `Yes` and the `a b` lines up to the next
/// `Yes`/`No`; nothing after the last test.
///
/// # Errors
/// A word other than `Yes`/`No` where a test's reply starts, a size without its pair, a
/// missing reply, or extra tokens.
///
/// # Complexity
/// O(output).
pub fn read_answer(input: &Input, sc: &mut Scanner<'_>) -> judge::Result<Vec<Reply>> {
    let mut tokens = Tokens { sc, ahead: None };
    let mut replies = Vec::new();
    for t in 1..=input.tests.len() {
        let what = format!("`Yes` or `No` for test {t}");
        let reply = match tokens.next(&what)? {
            (Token::Word(w), _) if w == "No" => Reply::No,
            (Token::Word(w), _) if w == "Yes" => {
                let mut moves = Vec::new();
                while let Some((Token::Number(_), _)) = tokens.peek()? {
                    let from = tokens.number("a heap's size")?;
                    let to = tokens.number("the size after the move")?;
                    moves.push(Move { from, to });
                }
                Reply::Yes(moves)
            }
            (Token::Word(w), at) => return Err(at.error(format!("expected {what}, found `{w}`"))),
            (Token::Number(n), at) => return Err(at.error(format!("expected {what}, found `{n}`"))),
        };
        replies.push(reply);
    }
    match tokens.next("nothing") {
        Err(_) => Ok(replies),
        Ok((Token::Word(w), at)) => Err(at.error(format!("expected end of output, found `{w}`"))),
        Ok((Token::Number(n), at)) => Err(at.error(format!("expected end of output, found `{n}`"))),
    }
}

/// `Ok` if every reply of `output` is the reference's; else why not, for the first test that
/// differs, naming the line at fault (see the crate doc).
///
/// # Errors
/// Why the output is wrong.
///
/// # Complexity
/// O(total heaps).
// `&Vec`: the checker's judgement takes the problem's answer type.
#[allow(clippy::ptr_arg)]
pub fn judge_replies(
    input: &Input,
    output: &Vec<Reply>,
    reference: &Vec<Reply>,
) -> Result<(), String> {
    for (t, heaps) in input.tests.iter().enumerate() {
        let fault = |why: String| Err(format!("test {}: {why}", t + 1));
        let show = |m: &Move| format!("`{} {}`", m.from, m.to);
        let s = sg_core::nim_sum(heaps);
        let (said, right) = match (&output[t], &reference[t]) {
            (Reply::No, Reply::No) => continue,
            (Reply::No, Reply::Yes(right)) => {
                return fault(format!(
                    "the output says No, but the nim-sum is {s}, so the first player wins (e.g. {})",
                    show(&right[0])
                ));
            }
            (Reply::Yes(_), Reply::No) => {
                return fault("the output says Yes, but the nim-sum is 0: every move loses".into());
            }
            (Reply::Yes(said), Reply::Yes(right)) => (said, right),
        };
        let Some(k) = (0..said.len().max(right.len())).find(|&k| said.get(k) != right.get(k))
        else {
            continue;
        };
        let Some(m) = said.get(k) else {
            return fault(format!(
                "the winning move {} is missing ({} of {} listed)",
                show(&right[k]),
                said.len(),
                right.len()
            ));
        };
        if m.to >= m.from {
            return fault(format!("{} is not a move: a move takes at least one stone", show(m)));
        }
        if !heaps.contains(&m.from) {
            return fault(format!("{} is not a move: no heap has {} stones", show(m), m.from));
        }
        if s ^ m.from ^ m.to != 0 {
            return fault(format!("{} loses: it leaves nim-sum {}", show(m), s ^ m.from ^ m.to));
        }
        return match right.get(k) {
            Some(r) => fault(format!(
                "the moves are out of heap order: {} comes before {}",
                show(r),
                show(m)
            )),
            None => fault(format!(
                "{} is listed more often than there are heaps of {} stones",
                show(m),
                m.from
            )),
        };
    }
    Ok(())
}

/// The checker: the input's reader, [`read_answer`] and [`judge_replies`].
pub const CHECKER: Checker<Input, Vec<Reply>> =
    Checker { read_input: Input::read, read_answer, judge: judge_replies };
