//! An interaction in process: the problem's judge path and the interactor on two threads
//! joined by in-memory pipes, under a wall-clock limit.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use judge::Judgement;

use super::pipe::{Pipe, PipeReader, PipeWriter};
use super::{Delivery, Ending, Exchange, Interaction, Referee, Speaker, Strategy, Transcript};

/// Play `interaction.play` against its interactor in process, on `input`, the interactor
/// moving by `strategy`; both are stopped (their pipes closed) after `limit` of wall time.
/// A solution that computes forever without touching its pipes cannot be stopped in process:
/// its thread is left behind (the process-level run, [`with_child`](super::with_child), kills
/// it).
///
/// # Complexity
/// That of the game; memory: the bytes in flight and the transcript.
pub fn in_process<I: Clone + Send + 'static>(
    interaction: Interaction<I>,
    input: &I,
    strategy: Strategy,
    limit: Duration,
    delivery: Delivery,
) -> Exchange {
    let transcript = Arc::new(Mutex::new(Transcript::default()));
    let to_solution = Pipe::new(Speaker::Interactor, transcript.clone());
    let from_solution = Pipe::new(Speaker::Solution, transcript.clone());
    let (done, finished) = std::sync::mpsc::channel();
    let start = Instant::now();
    let solution = {
        let (reader, writer) = (to_solution.clone(), from_solution.clone());
        let done = done.clone();
        std::thread::spawn(move || {
            let mut writer = PipeWriter::new(writer, delivery);
            let result = catch_unwind(AssertUnwindSafe(|| {
                judge::run_interactive(interaction.play, &mut PipeReader(reader), &mut writer)
            }));
            drop(writer);
            let _ = done.send(None);
            result.unwrap_or_else(|_| Err(judge::InputError::new(0, 0, "the solution panicked")))
        })
    };
    let interactor = {
        let (reader, writer) = (from_solution.clone(), to_solution.clone());
        let input = input.clone();
        std::thread::spawn(move || {
            let mut writer = PipeWriter::new(writer, Delivery::AsWritten);
            let mut reader = PipeReader(reader);
            let verdict = catch_unwind(AssertUnwindSafe(|| {
                (interaction.interactor)(
                    &input,
                    &mut Referee::new(&mut reader, &mut writer, strategy),
                )
            }));
            let verdict = verdict.unwrap_or_else(|_| {
                Err(Judgement::WrongAnswer("the interactor panicked (a bug of the judge)".into()))
            });
            // The verdict goes first: closing the pipe lets the solution end, and its end must
            // not look like the cause.
            let _ = done.send(Some(verdict));
            drop(writer);
        })
    };
    // The interactor's verdict decides, once both have ended; once it has judged, the pipes
    // close so that a solution still reading ends too.
    let (mut verdict, mut solution_done, mut solution_first) = (None, false, false);
    let mut timed_out = false;
    while verdict.is_none() || !solution_done {
        match finished.recv_timeout(limit.saturating_sub(start.elapsed())) {
            Ok(Some(v)) => {
                verdict = Some(v);
                to_solution.close();
                from_solution.close();
            }
            Ok(None) => {
                solution_done = true;
                solution_first = verdict.is_none();
            }
            Err(_) => {
                timed_out = true;
                break;
            }
        }
    }
    to_solution.close();
    from_solution.close();
    let wall = start.elapsed();
    let solution_failed = match solution_done.then(|| solution.join()) {
        None | Some(Ok(Ok(()))) => None,
        Some(Ok(Err(e))) => Some(format!("error: {e}")),
        Some(Err(_)) => Some("the solution panicked".to_string()),
    };
    let ending = match verdict {
        // A rejection stands even if the solution then hangs, unless it failed first.
        Some(Err(judgement)) => match solution_failed {
            Some(why) if solution_first => Ending::RuntimeError(why),
            _ => Ending::Judged(judgement),
        },
        _ if timed_out => Ending::TimeLimit(limit),
        Some(Ok(())) => match solution_failed {
            None => Ending::Judged(Judgement::Accepted),
            Some(why) => Ending::RuntimeError(why),
        },
        None => Ending::RuntimeError("the interactor ended without a verdict".into()),
    };
    drop(interactor);
    let transcript = transcript.lock().unwrap_or_else(|e| e.into_inner()).clone();
    Exchange { ending, transcript, wall }
}

#[cfg(test)]
mod tests {
    use super::*;
    use judge::{Dialogue, InputError, InteractivePath};

    /// The game: the judge says n; players alternately take 1 or 2 from it; who takes the last
    /// wins. The solution says `first` or `second`, then its takes; the judge answers with its
    /// own (0 when it cannot move: the solution won).
    fn interactor(&n: &u64, referee: &mut Referee<'_>) -> Result<(), Judgement> {
        referee.tell(n)?;
        let side = referee.hear_word("first or second")?;
        let mut left = n;
        let mut solution_to_move = match side.as_str() {
            "first" => true,
            "second" => false,
            other => {
                return Err(Judgement::WrongAnswer(format!("`{other}` is not first or second")));
            }
        };
        loop {
            if solution_to_move {
                if left == 0 {
                    return Err(Judgement::WrongAnswer("the solution lost".into()));
                }
                let take: u64 = referee.hear("a take", 1..=2)?;
                if take > left {
                    return Err(Judgement::WrongAnswer(format!("took {take} of {left}")));
                }
                left -= take;
            } else {
                if left == 0 {
                    referee.tell(0)?;
                    return Ok(());
                }
                let take = if left % 3 != 0 { left % 3 } else { 1 };
                referee.tell(take)?;
                left -= take;
            }
            solution_to_move = !solution_to_move;
        }
    }

    fn perfect(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        let mut left: u64 = d.from_judge.read("n")?;
        if left % 3 == 0 {
            d.say("second")?;
            let take: u64 = d.from_judge.read_in("the judge's take", 1..=2)?;
            left -= take;
        } else {
            d.say("first")?;
        }
        loop {
            let mine = left % 3;
            d.say(mine)?;
            left -= mine;
            let take: u64 = d.from_judge.read_in("the judge's take", 0..=2)?;
            if take == 0 {
                return Ok(());
            }
            left -= take;
        }
    }

    /// Always first, always take 1: loses whenever n is a multiple of 3 or the judge can
    /// reach one.
    fn weak(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
        let mut left: u64 = d.from_judge.read("n")?;
        d.say("first")?;
        loop {
            d.say(1)?;
            left -= 1;
            let take: u64 = d.from_judge.read_in("the judge's take", 0..=2)?;
            if take == 0 {
                return Ok(());
            }
            left = left.saturating_sub(take);
        }
    }

    fn run(play: InteractivePath, n: u64, delivery: Delivery) -> Exchange {
        let interaction = Interaction { play, interactor };
        in_process(interaction, &n, Strategy::Perfect, Duration::from_secs(5), delivery)
    }

    #[test]
    fn the_perfect_solution_wins_and_the_transcript_shows_the_game() {
        for n in 1..30 {
            let session = run(perfect, n, Delivery::AsWritten);
            assert!(
                session.ending.accepted(),
                "n = {n}: {}\n{}",
                session.ending,
                session.transcript
            );
        }
        let session = run(perfect, 4, Delivery::AsWritten);
        assert_eq!(session.transcript.tail(10), "  < 4\n  > first\n  > 1\n  < 1\n  > 2\n  < 0\n");
    }

    #[test]
    fn a_weak_solution_loses() {
        let session = run(weak, 6, Delivery::AsWritten);
        assert_eq!(
            session.ending,
            Ending::Judged(Judgement::WrongAnswer("the solution lost".into()))
        );
        // n = 1: "first, take 1" happens to be right.
        assert!(run(weak, 1, Delivery::AsWritten).ending.accepted());
    }

    #[test]
    fn a_solution_that_never_flushes_times_out() {
        let interaction = Interaction { play: perfect, interactor };
        let limit = Duration::from_millis(200);
        let session = in_process(interaction, &5, Strategy::Perfect, limit, Delivery::AtExit);
        assert_eq!(session.ending, Ending::TimeLimit(limit));
        assert!(session.ending.to_string().contains("did not flush"));
    }

    #[test]
    fn broken_protocol_and_early_ends_are_judged() {
        fn garbage(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
            d.say("first")?;
            d.say("lots")
        }
        fn quits(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
            d.from_judge.read::<u64>("n")?;
            d.say("first")
        }
        fn fails(d: &mut Dialogue<'_, '_>) -> Result<(), InputError> {
            let _: u8 = d.from_judge.read_in("n", 0..3)?;
            Ok(())
        }
        let ending = run(garbage, 5, Delivery::AsWritten).ending;
        assert!(
            matches!(&ending, Ending::Judged(Judgement::WrongFormat(why)) if why.contains("found `lots`")),
            "{ending}"
        );
        let ending = run(quits, 5, Delivery::AsWritten).ending;
        assert!(
            matches!(&ending, Ending::Judged(Judgement::WrongAnswer(why)) if why.contains("ended where a take was due")),
            "{ending}"
        );
        let ending = run(fails, 5, Delivery::AsWritten).ending;
        assert!(
            matches!(&ending, Ending::Judged(Judgement::WrongAnswer(_)) | Ending::RuntimeError(_)),
            "{ending}"
        );
    }
}
