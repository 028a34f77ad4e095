//! `grundy stress` catches a planted bug: a copy of Nim whose judge path is wrong on one shape
//! of input, and saves the failing case with the model's answer.

use judge::Scanner;
use nim::{Input, Nim};
use workbench::random::{Rng, Size};
use workbench::{Bench, Entry, Limits, Problem, Registered};

/// Nim with a judge path that forgets the last heap of every test: wrong only when that heap
/// matters, which random small cases find quickly.
struct PlantedNim;

impl Problem for PlantedNim {
    const SLUG: &'static str = "planted-nim";
    const TITLE: &'static str = Nim::TITLE;
    const JUDGE: &'static str = Nim::JUDGE;
    const LIMITS: Limits = Nim::LIMITS;
    type Input = Input;
    type Answer = Vec<bool>;

    fn read(sc: &mut Scanner<'_>) -> judge::Result<Input> {
        Nim::read(sc)
    }
    fn write(input: &Input, out: &mut Vec<u8>) {
        Nim::write(input, out);
    }
    fn answer(input: &Input) -> judge::Result<Vec<bool>> {
        Nim::answer(input)
    }
    fn write_answer(answer: &Vec<bool>, out: &mut Vec<u8>) {
        Nim::write_answer(answer, out);
    }
    fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
        let mut input = Input::read(sc)?;
        for heaps in &mut input.tests {
            heaps.pop();
        }
        nim::write_answer(&nim::answer(&input), out);
        Ok(())
    }
    fn model(input: &Input) -> Vec<bool> {
        Nim::model(input)
    }
    fn generate(rng: &mut Rng, size: Size) -> Input {
        Nim::generate(rng, size)
    }
    fn benches() -> Vec<Bench<Input>> {
        Vec::new()
    }
}

#[test]
fn planted_bug_is_caught_and_saved() {
    let planted = Entry::<PlantedNim>::NEW;
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("planted-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut report = Vec::new();
    let result = grundy::commands::stress::find_disagreement(
        &planted,
        1000,
        1,
        None,
        Some(&dir),
        &mut report,
    )
    .unwrap();
    let report = String::from_utf8(report).unwrap();
    let grundy::commands::stress::StressResult::Failed { seed, saved: Some(base) } = result else {
        panic!("the planted bug went unnoticed: {report}")
    };
    assert!(
        report.contains(&format!("seed {seed}")) && report.contains("--- model ---"),
        "{report}"
    );
    assert!(report.ends_with(" passed, 1 failed\n"), "{report}");
    // The saved case is the generator's input for that seed, answered by the model.
    let input = std::fs::read(base.with_extension("in")).unwrap();
    let expected = std::fs::read(base.with_extension("out")).unwrap();
    assert_eq!(input, planted.generate(&mut Rng::new(seed), Size::Small));
    assert_eq!(expected, planted.model(&input).unwrap());
    assert_ne!(expected, planted.solve(&input).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn correct_solution_passes() {
    let mut report = Vec::new();
    let result = grundy::commands::stress::find_disagreement(
        &Entry::<Nim>::NEW,
        500,
        1,
        None,
        None,
        &mut report,
    )
    .unwrap();
    assert_eq!(result, grundy::commands::stress::StressResult::Passed { cases: 500 });
    assert_eq!(String::from_utf8(report).unwrap(), "500 passed, 0 failed\n");
}

/// A panic inside a stressed solution is caught and reported as a failure.
#[test]
fn panics_are_reported_as_failures() {
    struct Panicking;
    impl Problem for Panicking {
        const SLUG: &'static str = "panicking";
        const TITLE: &'static str = "";
        const JUDGE: &'static str = "";
        const LIMITS: Limits = Nim::LIMITS;
        type Input = Input;
        type Answer = Vec<bool>;
        fn read(sc: &mut Scanner<'_>) -> judge::Result<Input> {
            Nim::read(sc)
        }
        fn write(input: &Input, out: &mut Vec<u8>) {
            Nim::write(input, out);
        }
        fn answer(_: &Input) -> judge::Result<Vec<bool>> {
            panic!("planted panic")
        }
        fn write_answer(answer: &Vec<bool>, out: &mut Vec<u8>) {
            Nim::write_answer(answer, out);
        }
        fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
            nim::solve(sc, out)
        }
        fn model(input: &Input) -> Vec<bool> {
            Nim::model(input)
        }
        fn generate(rng: &mut Rng, size: Size) -> Input {
            Nim::generate(rng, size)
        }
        fn benches() -> Vec<Bench<Input>> {
            Vec::new()
        }
    }
    let mut report = Vec::new();
    let result = grundy::commands::stress::find_disagreement(
        &Entry::<Panicking>::NEW,
        10,
        1,
        None,
        None,
        &mut report,
    )
    .unwrap();
    assert!(matches!(result, grundy::commands::stress::StressResult::Failed { .. }));
    assert!(String::from_utf8(report).unwrap().contains("panicked: planted panic"));
}
