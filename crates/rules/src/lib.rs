//! # Rules scripts: a new game in a few lines
//!
//! A game is a short [rhai](https://rhai.rs) script that says, for a position, its moves. The
//! engines of sg-core do the rest: Grundy values by the memoised mex, misère play by a search
//! of whole sums, loopy games by the generalised Sprague–Grundy values and the sum rule.
//!
//! ## The script
//! ```text
//! // Lasker's Nim: take any number of stones from a heap, or split it into two heaps.
//! fn moves(n) {
//!     let out = [];
//!     for k in 0..n { out.push(k); }                          // leave k stones
//!     for a in 1..=n / 2 { out.push(sum([a, n - a])); }       // split into a and n - a
//!     out
//! }
//! ```
//! - `fn moves(p)` returns an array of moves. Each item is either **a position** (a move to
//!   it) or **`sum([p1, p2, …])`**, a move to the sum of those positions (a heap split in
//!   two, a board cut in pieces; `sum([])` is the empty sum). The two never look alike: a
//!   tuple position `[3, 4]` is an array, a sum is `sum(…)`.
//! - A position is an integer, a tuple of integers (`[w, h]`, an array of integers: two
//!   piles, a rectangle) or a string (`"THHT"`, a strip of coins or cells). A table asks for
//!   the integers `0..=N` or the pairs `[x, y]`; typed on the command line a tuple is `3,4` or
//!   `(3, 4)`, a string is its letters (in double quotes if it would read as a number).
//! - `const MISERE = true;` plays misère (the player who cannot move wins). Under misère play
//!   values do not add, so a position's "value" is 1 when the player to move wins, 0 when not,
//!   and a sum is searched whole ([`sg_core::misere::MisereSolver`]).
//! - `const LOOPY = true;` allows positions to repeat: plays that never end are draws, a
//!   position's value is a number or `∞(K)` ([`sg_core::loopy`]). Each move of a loopy game
//!   goes to one position; sums are formed on the command line, where the sum rule decides them.
//! - Without `LOOPY` the game must end: a position reachable from itself is refused.
//! - A top-level `const K = 3;` is the script's parameter: [`Script::compile_with`] sets it
//!   from outside (`--param K=5` on the command line), and every constant computed from it
//!   follows.
//!
//! ## The sandbox and the budgets
//! rhai has no file, network or process access; `import` and `eval` are off and `print` goes to
//! stderr. Four budgets bound an evaluation ([`Limits`]), each a flag of the command and each
//! refused in one line that names it: the positions listed (`--max-positions`), the script
//! operations in all (`--max-ops`), the heap (`--max-memory`, checked before every operation
//! against the bytes [`memory::Counting`] counts), and how deep calls and expressions nest
//! (`--max-depth`). Strings and arrays have no size limit of their own: a move list may be as
//! long as memory allows, and building it by `push` costs O(1) an item (a size limit would
//! make rhai recount the array after each `push`). A script error gives its file, line and
//! column. The engines keep their own stacks, so chains of millions of positions do not
//! recurse; [`on_big_stack`] runs the whole evaluation on a thread with a large stack for
//! rhai's own recursion.
//!
//! ## Why rhai
//! Pure Rust (no system library, builds here with `cargo add`), sandboxed by design with the
//! limits above built in, errors with positions, and a syntax close to Rust's and JavaScript's.
//! Its speed is an interpreter's: a few million options a second, several times slower than
//! the plain Python brute force of the same game (`bench/rules.sh`). A long table of integer
//! positions is the compiled path's (`grundy`'s rules files in Rust, `commands::compiled`).

pub mod listed;
pub mod memory;
pub mod position;
pub mod script;
pub mod solve;

pub use listed::Listed;
pub use position::{Move, Position, move_text, parse_move, parse_sum};
pub use script::{Error, Limits, Script};
pub use sg_core::loopy::Outcome;
pub use solve::{Rules, Stopped, Value, after};

/// The stack of [`on_big_stack`]'s thread (reserved, not committed, until used).
pub const BIG_STACK: usize = 1 << 30;

/// Run `work` on a thread with a [`BIG_STACK`] stack and return its result: rhai's parser and
/// calls recurse natively, and a script may nest deeply within its call-level limit.
///
/// # Panics
/// If the thread cannot be started, or `work` panics (the panic is passed on).
///
/// # Complexity
/// That of `work`, plus starting a thread.
pub fn on_big_stack<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let thread = std::thread::Builder::new()
        .name("rules".into())
        .stack_size(BIG_STACK)
        .spawn(work)
        .expect("a thread for the script");
    match thread.join() {
        Ok(value) => value,
        Err(panic) => std::panic::resume_unwind(panic),
    }
}
