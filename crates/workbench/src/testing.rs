//! The test harness every problem crate shares: [`problem_tests!`](crate::problem_tests) gives
//! a crate its sample, round-trip and differential tests in one line, and [`assert_rejects`]
//! checks that the real binary refuses bad input the way every binary must.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cases::discover;
use crate::problem::{Problem, answer_text, judge_output, parse, to_text};
use crate::process::{ProcessRun, run_binary};
use crate::random::{Rng, Size};
use crate::referee::{Delivery, Strategy};

/// The `testdata/<slug>` folder of the workspace that holds the crate at `manifest_dir`.
///
/// # Complexity
/// O(path length).
pub fn testdata_dir(manifest_dir: &str, slug: &str) -> PathBuf {
    Path::new(manifest_dir).join("../../testdata").join(slug)
}

/// The tests of a problem crate, in one line of its `tests/problem.rs`:
///
/// ```ignore
/// workbench::problem_tests!(nim::Nim, cases = 3000, seed = 0x4e1d);
/// ```
///
/// - `samples`: every `testdata/<slug>` case through the judge path and the typed path;
/// - `write_then_read_gives_the_same_input`: the writer and the reader are inverse on
///   generated inputs and on every sample;
/// - `fast_agrees_with_model`: the fast answer, the judge path and the model agree on `cases`
///   generated small inputs.
#[macro_export]
macro_rules! problem_tests {
    ($problem:ty, cases = $cases:expr, seed = $seed:expr) => {
        #[test]
        fn samples() {
            $crate::testing::assert_samples::<$problem>(env!("CARGO_MANIFEST_DIR"));
        }

        #[test]
        fn write_then_read_gives_the_same_input() {
            $crate::testing::assert_round_trip::<$problem>(
                env!("CARGO_MANIFEST_DIR"),
                $cases,
                $seed,
            );
        }

        #[test]
        fn fast_agrees_with_model() {
            $crate::testing::assert_model_agrees::<$problem>($cases, $seed);
        }

        #[test]
        fn perfect_player_holds_to_the_rules() {
            $crate::testing::assert_player_proven::<$problem>($seed);
        }
    };
}

/// The games of `grundy play`, for a problem that has a player: on 2000 random games from
/// `seed`, [`crate::play::check`](fn@crate::play::check) finds no fault, and at least 1000 won
/// and 500 lost positions were met (a check that never meets them proves nothing). A problem
/// without a player passes.
///
/// # Panics
/// The first fault, or too few positions of either kind.
///
/// # Complexity
/// Each game searches its positions by the rules: the generator's small inputs.
pub fn assert_player_proven<P: Problem>(seed: u64) {
    let Some(player) = P::player() else { return };
    let checked = player.check(2000, seed).unwrap_or_else(|e| panic!("{}: {e}", P::SLUG));
    assert!(checked.games == 2000 && checked.won >= 1000, "{}: {checked:?}", P::SLUG);
    assert!(checked.lost >= 500, "{}: {checked:?}", P::SLUG);
}

/// Every case of `testdata/<slug>`: the judge path's output, and that of the typed path (read,
/// answer, write), match the expected file (token by token, or by the problem's checker);
/// for an interactive problem, the judge path also wins every case against the interactor
/// under each [`Strategy`].
///
/// # Panics
/// Listing every failing case; also if the folder holds no case.
///
/// # Complexity
/// That of the solution on each case.
pub fn assert_samples<P: Problem>(manifest_dir: &str) {
    let dir = testdata_dir(manifest_dir, P::SLUG);
    let cases = discover(&dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    assert!(!cases.is_empty(), "no NAME.in/NAME.out cases in {}", dir.display());
    let mut failures = Vec::new();
    for case in &cases {
        let input = std::fs::read(&case.input).expect("read the input");
        let expected = std::fs::read(&case.expected).expect("read the expected output");
        let judged = judge::run(P::solve, &mut &input[..]);
        let typed = parse::<P>(&input).and_then(|i| P::answer(&i)).map(|a| answer_text::<P>(&a));
        for (path, result) in [("judge path", judged), ("typed path", typed)] {
            let verdict = match result {
                Ok(actual) => {
                    judge_output::<P>(&input, &actual, &expected).map_err(|m| m.to_string())
                }
                Err(e) => Err(format!("input rejected: {e}")),
            };
            if let Err(m) = verdict {
                failures.push(format!("{}::{} ({path}): {m}", P::SLUG, case.name));
            }
        }
        if let Err(why) = interactions_won::<P>(&input) {
            failures.push(format!("{}::{} (interaction): {why}", P::SLUG, case.name));
        }
    }
    assert!(failures.is_empty(), "{} failed:\n{}", failures.len(), failures.join("\n"));
}

/// Write then read gives back the same input: on `cases` generated inputs (small ones and a
/// few larger), and on every `testdata/<slug>` input the reader accepts.
///
/// # Panics
/// On the first input that does not come back, showing it.
///
/// # Complexity
/// O(total size of the inputs).
pub fn assert_round_trip<P: Problem>(manifest_dir: &str, cases: u64, seed: u64) {
    let check = |input: &P::Input, what: &str| {
        let text = to_text::<P>(input);
        let shown = String::from_utf8_lossy(&text[..text.len().min(2000)]).into_owned();
        match parse::<P>(&text) {
            Ok(back) => assert!(back == *input, "{what}: read(write(x)) != x\n{shown}"),
            Err(e) => panic!("{what}: the reader rejects the writer's text: {e}\n{shown}"),
        }
    };
    for i in 0..cases {
        let size = if i % 50 == 49 { Size::N(i % 1000 + 1) } else { Size::Small };
        let case = case_seed(seed, i);
        check(&P::generate(&mut Rng::new(case), size), &format!("seed {case}, {size:?}"));
    }
    let dir = testdata_dir(manifest_dir, P::SLUG);
    for case in discover(&dir).unwrap_or_default() {
        let bytes = std::fs::read(&case.input).expect("read the input");
        if let Ok(input) = parse::<P>(&bytes) {
            check(&input, &case.input.display().to_string());
        }
    }
}

/// The case seed `i` of a run started at `seed`: consecutive cases get unrelated streams.
pub fn case_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_add(i.wrapping_mul(0x2545_F491_4F6C_DD1D))
}

/// How long one in-process interaction of the tests may take.
const INTERACTION_LIMIT: Duration = Duration::from_secs(20);

/// For an interactive problem, the judge path against the interactor on the test `input`,
/// once under each [`Strategy`]: every one must end accepted. `Ok` for other problems.
///
/// # Errors
/// The first strategy it does not win under, with the interaction's last lines.
///
/// # Complexity
/// Three games.
pub fn interactions_won<P: Problem>(input: &[u8]) -> Result<(), String> {
    let Some(interaction) = P::interaction() else { return Ok(()) };
    let test = parse::<P>(input).map_err(|e| format!("the test is rejected: {e}"))?;
    for strategy in Strategy::EACH {
        let session = crate::referee::in_process(
            interaction,
            &test,
            strategy,
            INTERACTION_LIMIT,
            Delivery::AsWritten,
        );
        if !session.ending.accepted() {
            return Err(format!(
                "against the {} interactor: {}\n{}",
                strategy.name(),
                session.ending,
                session.transcript.tail(12)
            ));
        }
    }
    Ok(())
}

/// Where the fast solution and the model part on one generated input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disagreement {
    /// What differs.
    pub what: String,
    /// The input, as judge text.
    pub input: Vec<u8>,
    /// The model's judge output.
    pub model: Vec<u8>,
    /// The fast solution's judge output (or its refusal).
    pub fast: Vec<u8>,
}

/// Check one generated small input: the typed fast answer equals the model's, and the judge
/// path on the input's text prints exactly the model's output; for a problem with a checker,
/// the checker accepts both against the model's answer instead; for an interactive problem,
/// the judge path also wins against the interactor under each strategy
/// ([`interactions_won`]).
///
/// # Errors
/// The [`Disagreement`], if any.
///
/// # Complexity
/// One run of the model.
pub fn check_case<P: Problem>(seed: u64) -> Result<(), Disagreement> {
    let input = P::generate(&mut Rng::new(seed), Size::Small);
    let text = to_text::<P>(&input);
    let model = P::model(&input);
    let model_text = answer_text::<P>(&model);
    let disagree = |what: String, fast: Vec<u8>| Disagreement {
        what,
        input: text.clone(),
        model: model_text.clone(),
        fast,
    };
    // With a checker, an answer is right when the checker accepts it against the model's;
    // without one, when it is the model's.
    let checker = P::checker();
    match P::answer(&input) {
        Ok(fast) => {
            let judged = match &checker {
                Some(c) => (c.judge)(&input, &fast, &model),
                None if fast == model => Ok(()),
                None => Err(format!("typed answers differ: model {model:?}, fast {fast:?}")),
            };
            if let Err(why) = judged {
                return Err(disagree(why, answer_text::<P>(&fast)));
            }
        }
        Err(e) => return Err(disagree(format!("the fast answer refused: {e}"), Vec::new())),
    }
    match judge::run(P::solve, &mut &text[..]) {
        Ok(judged) if checker.is_none() && judged != model_text => {
            return Err(disagree("the judge path prints other bytes".into(), judged));
        }
        Ok(judged) => {
            if let Err(why) = judge_output::<P>(&text, &judged, &model_text) {
                return Err(disagree(format!("the judge path's output: {why}"), judged));
            }
        }
        Err(e) => return Err(disagree(format!("the judge path refused: {e}"), Vec::new())),
    }
    interactions_won::<P>(&text).map_err(|why| disagree(why, Vec::new()))
}

/// Assert [`check_case`] on `cases` generated small inputs, the i-th seeded with
/// [`case_seed`]`(seed, i)`, spread over the machine's cores (a crate's differential test is
/// often the longest of its binary, and `cargo test` runs one binary at a time).
///
/// # Panics
/// On a disagreement, showing the input, both outputs and the seed of the first case that
/// disagrees, whatever thread met it.
///
/// # Complexity
/// `cases` runs of the model on small inputs, on up to 4 threads ([`for_each_case`]).
pub fn assert_model_agrees<P: Problem>(cases: u64, seed: u64) {
    let failures = std::sync::Mutex::new(Vec::new());
    for_each_case(cases, |i| {
        if let Err(d) = check_case::<P>(case_seed(seed, i)) {
            failures.lock().unwrap_or_else(|e| e.into_inner()).push((i, d));
        }
    });
    let failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    if let Some((i, d)) = failures.into_iter().min_by_key(|(i, _)| *i) {
        panic!(
            "seed {}: {}\n--- input ---\n{}--- model ---\n{}--- fast ---\n{}",
            case_seed(seed, i),
            d.what,
            String::from_utf8_lossy(&d.input),
            String::from_utf8_lossy(&d.model),
            String::from_utf8_lossy(&d.fast)
        );
    }
}

/// Run `check(i)` for every `i` in `0..cases`, spread over the machine's cores: for a crate's
/// own long loops of random cases, which `cargo test` would otherwise run on one core.
///
/// # Panics
/// When `check` panics on some case (its message names the case).
///
/// # Complexity
/// `cases` calls of `check`, on up to 4 threads.
pub fn for_each_case(cases: u64, check: impl Fn(u64) + Sync) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 4);
    let next = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= cases {
                            break;
                        }
                        check(i);
                    }
                })
            })
            .collect();
        // The case's own panic, not the scope's "a scoped thread panicked".
        for worker in workers {
            if let Err(panic) = worker.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

/// Assert that `binary` rejects `input` as every binary must: exit status 2 within ten seconds,
/// nothing on stdout, exactly one line on stderr naming line and column and containing
/// `mentions`, and no panic.
///
/// # Panics
/// When any of that fails (this is a test assertion).
///
/// # Complexity
/// That of the binary.
pub fn assert_rejects(binary: &str, input: &[u8], mentions: &str) {
    let out = assert_refuses(binary, input, mentions);
    let shown = String::from_utf8_lossy(&input[..input.len().min(200)]).into_owned();
    assert!(out.stdout.is_empty(), "input {shown:?}: stdout should be empty on bad input");
}

/// [`assert_rejects`] for an interactive binary, fed `input` as the interactor's messages:
/// the moves it made before the bad message may stand on stdout.
///
/// # Panics
/// When the binary does not end with exit 2 and one positioned line containing `mentions`.
///
/// # Complexity
/// That of the binary.
pub fn assert_protocol_error(binary: &str, input: &[u8], mentions: &str) -> Vec<u8> {
    assert_refuses(binary, input, mentions).stdout
}

/// Exit 2 within ten seconds, one positioned line on stderr containing `mentions`, no panic.
fn assert_refuses(binary: &str, input: &[u8], mentions: &str) -> ProcessRun {
    let out = run_binary(binary, &[], input, Duration::from_secs(10));
    let shown = String::from_utf8_lossy(&input[..input.len().min(200)]).into_owned();
    assert_eq!(out.code, Some(2), "input {shown:?}: want exit 2, stderr {:?}", out.stderr);
    assert!(!out.stderr.contains("panicked"), "input {shown:?}: {}", out.stderr);
    assert_eq!(out.stderr.lines().count(), 1, "input {shown:?}: want one line: {:?}", out.stderr);
    let line = out.stderr.trim_end();
    assert!(line.starts_with("error: line "), "{line}");
    assert!(line.contains(", column "), "{line}");
    assert!(line.contains(mentions), "input {shown:?}: {line:?} should mention {mentions:?}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn for_each_case_runs_every_case_once() {
        let seen = std::sync::Mutex::new(vec![0u8; 1000]);
        for_each_case(1000, |i| seen.lock().unwrap()[i as usize] += 1);
        assert!(seen.into_inner().unwrap().iter().all(|&n| n == 1));
        for_each_case(0, |_| panic!("no case to run"));
    }

    #[test]
    #[should_panic(expected = "case 7 is wrong")]
    fn a_failing_case_fails_the_loop() {
        for_each_case(20, |i| assert!(i != 7, "case {i} is wrong"));
    }
}
