//! Interactive problems on the judge's side: an interactor plays against the solution over
//! pipes, validates every move it receives and decides the verdict.
//!
//! A problem's [`Interactor`] gets a [`Referee`]: the solution's output as a scanner, the
//! solution's input as a writer ([`Referee::tell`] flushes every line), and the
//! [`Strategy`] for its own moves. It returns `Ok` when the solution has won every game
//! it had to win, or the [`Judgement`](judge::Judgement) against it: an illegal move, a lost
//! game, a wrong choice, output that does not read.
//!
//! [`in_process`] runs the problem's judge path ([`judge::InteractivePath`]) and the interactor on two
//! threads joined by in-memory pipes; [`with_child`] runs the interactor against a real
//! process over its stdin and stdout. Both stop at a wall-clock limit: a solution that stalls,
//! or never flushes a move (so both sides wait), ends as [`Ending::TimeLimit`]. Both record a
//! [`Transcript`] of the lines each side said.
//!
//! **Strategies.** With a winning move the interactor always plays one, under every strategy,
//! so any slip of the solution loses; the strategy decides only what it does from a lost
//! position: the first legal move in the rules' order ([`Strategy::Perfect`]: every move of a
//! lost position is as good), a random one ([`Strategy::Random`]), or the move that makes the
//! solution's task hardest as the problem defines it ([`Strategy::Adversarial`]: the fewest
//! winning replies, the longest game…).
//!
//! The parts: `interactor` (what an interactor is written against), `exchange` (what an
//! interaction leaves), `pipe` (the in-memory pipes), `in_process` and `child` (the two ways
//! to run one).

mod child;
mod exchange;
mod in_process;
mod interactor;
mod pipe;

pub use child::with_child;
pub use exchange::{Ending, Exchange, Speaker, Transcript};
pub use in_process::in_process;
pub use interactor::{Interaction, Interactor, Referee, Strategy};
pub use pipe::Delivery;
