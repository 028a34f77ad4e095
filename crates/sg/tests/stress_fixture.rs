//! `sg stress` catches a planted bug: a copy of Nim whose fast solution is wrong on one shape
//! of input, and saves the failing case with the model's answer.

use judge::{Problem, Scanner};

/// Bouton's rule, except that it forgets the last heap of every test: wrong only when that heap
/// matters, which random small cases find quickly.
fn buggy_solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("T", ..)?;
    for _ in 0..tests {
        let n = sc.count("n", ..)?;
        let mut sum = 0u64;
        for i in 0..n {
            let h: u64 = sc.read("heap")?;
            if i + 1 < n {
                sum ^= h;
            }
        }
        out.extend_from_slice(if sum != 0 { b"Yes\n" } else { b"No\n" });
    }
    sc.finish()
}

const PLANTED: Problem = Problem { slug: "planted-nim", solve: buggy_solve, ..nim::PROBLEM };

#[test]
fn planted_bug_is_caught_and_saved() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("planted-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut report = Vec::new();
    let result = sg::stress::stress(&PLANTED, 1000, 1, None, Some(&dir), &mut report).unwrap();
    let report = String::from_utf8(report).unwrap();
    let sg::stress::StressResult::Failed { seed, saved: Some(base) } = result else {
        panic!("the planted bug went unnoticed: {report}")
    };
    assert!(
        report.contains(&format!("seed {seed}")) && report.contains("--- model ---"),
        "{report}"
    );
    assert!(report.ends_with("0 passed, 1 failed\n"), "{report}");
    // The saved case is the generator's input for that seed, answered by the model.
    let input = std::fs::read(base.with_extension("in")).unwrap();
    let expected = std::fs::read(base.with_extension("out")).unwrap();
    assert_eq!(
        input,
        (nim::PROBLEM.generate)(&mut judge::random::Rng::new(seed), judge::random::Size::Small)
    );
    assert_eq!(expected, nim::PROBLEM.run_model(&input).unwrap());
    assert_ne!(expected, PLANTED.run_bytes(&input).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn correct_solution_passes() {
    let mut report = Vec::new();
    let result = sg::stress::stress(&nim::PROBLEM, 500, 1, None, None, &mut report).unwrap();
    assert_eq!(result, sg::stress::StressResult::Passed { cases: 500 });
    assert_eq!(String::from_utf8(report).unwrap(), "500 passed, 0 failed\n");
}
