//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; the checker against the model on every answer it could
//! be given, in process and as a testlib-style program.

#[path = "problem/bad_input.rs"]
mod bad_input;

use election_promises::model::{self, Rules};
use election_promises::{CHECKER, ElectionPromises, Input, Verdict};
use judge::Judgement;
use sg_core::{Moves, Outcome, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(ElectionPromises, cases = 3000, seed = 0x1149);

fn text(verdict: &Verdict) -> Vec<u8> {
    let mut out = Vec::new();
    election_promises::write_answer(verdict, &mut out);
    out
}

fn judged(input: &Input, output: &[u8]) -> Judgement {
    let reference = election_promises::answer(input);
    CHECKER.check_answer(input, &mut &output[..], &reference).expect("the reference is right")
}

/// The cap the model searches with changes no verdict: doubled, the search gives the same
/// verdict on 400 small inputs (up to 3 cities with taxes below 4, or 4 below 2).
#[test]
fn doubling_the_models_cap_changes_no_verdict() {
    let mut rng = Rng::new(0xca9);
    let mut seen = [0usize; 2];
    for _ in 0..400 {
        let n = rng.range(1, 4) as u32;
        let below = if n == 4 { 2 } else { 4 };
        let m = rng.range(0, u64::from(n * (n - 1) / 2));
        let input = election_promises::random_input(&mut rng, n, m, below);
        let cap = Rules::least_cap(&input);
        let (small, large) =
            (model::verdict_with_cap(&input, cap), model::verdict_with_cap(&input, 2 * cap));
        assert_eq!(small == Verdict::Lose, large == Verdict::Lose, "{input:?}");
        seen[usize::from(small == Verdict::Lose)] += 1;
    }
    assert!(seen.iter().all(|&c| c > 30), "won, lost: {seen:?}");
}

/// The checker against the game: on 400 small inputs, every answer a contestant could give
/// within the model's cap (every position one convention away, and every other tax vector
/// below the cap) is accepted exactly when it is a legal convention to a position the search
/// says is lost, from one it says is won; `LOSE` exactly when the search says lost.
#[test]
fn the_checker_accepts_exactly_the_winning_answers() {
    let mut rng = Rng::new(0xc4e);
    let (mut accepted, mut rejected) = (0usize, 0usize);
    for _ in 0..400 {
        let n = rng.range(1, 3) as u32;
        let m = rng.range(0, u64::from(n * (n - 1) / 2));
        let input = election_promises::random_input(&mut rng, n, m, 4);
        let rules = Rules::new(&input, Rules::least_cap(&input));
        let cap = rules.cap;
        let mut solver = Solver::new(rules.clone());
        let won = solver.outcome(&input.taxes) == Outcome::Win;
        let lose = judged(&input, b"LOSE\n");
        assert_eq!(lose == Judgement::Accepted, !won, "{input:?}: {lose}");
        let reachable: std::collections::HashSet<Vec<u64>> =
            rules.legal_moves(&input.taxes).map(|c| rules.play(&input.taxes, &c)).collect();
        for k in 0..cap.pow(n) {
            let after: Vec<u64> = (0..n).map(|i| k / cap.pow(i) % cap).collect();
            let right =
                won && reachable.contains(&after) && solver.outcome(&after) == Outcome::Lose;
            let judgement = judged(&input, &text(&Verdict::Win(after.clone())));
            assert_eq!(
                judgement == Judgement::Accepted,
                right,
                "{input:?} -> {after:?}: {judgement}"
            );
            assert!(matches!(judgement, Judgement::Accepted | Judgement::WrongAnswer(_)));
            if right { accepted += 1 } else { rejected += 1 }
        }
    }
    assert!(accepted > 100 && rejected > 1000, "accepted {accepted}, rejected {rejected}");
}

/// The fast convention leaves a position the search says is lost, on 1500 small inputs.
#[test]
fn the_fast_convention_is_confirmed_by_the_model() {
    let mut wins = 0;
    for seed in 0..1500 {
        let input = ElectionPromises::generate(&mut Rng::new(seed), Size::Small);
        if let Verdict::Win(after) = election_promises::answer(&input) {
            let mut solver = Solver::new(Rules::new(&input, Rules::least_cap(&input)));
            assert_eq!(
                solver.outcome(&after),
                Outcome::Lose,
                "seed {seed}: {input:?} -> {after:?}"
            );
            wins += 1;
        }
    }
    assert!(wins > 500, "{wins} wins");
}

/// Promises far above any tax, and wrong outputs of every kind: each judged and named.
#[test]
fn the_checker_names_what_is_wrong() {
    // Sample 1: levels 1, 0, 1, 0; X_0 = 1 ^ 5 = 4, X_1 = 2 ^ 1 = 3.
    let input = Input { taxes: vec![2, 1, 1, 5], roads: vec![(0, 1), (2, 3)] };
    let check = |output: &str| judged(&input, output.as_bytes());
    assert_eq!(check("WIN\n1 5 1 5\n"), Judgement::Accepted);
    // City 3 from 1 to 0 and city 4 from 5 to 2^60 + 1... balanced by city 2 at 2^60 + 4.
    let big = 1u64 << 60;
    assert_eq!(check(&format!("WIN\n2 {} 0 {}\n", big + 4, big + 1)), Judgement::WrongAnswer(
        "city 2's tax changed, and no convention changes it together with city 3's lowered tax (no road 3 -> 2)".into()
    ));
    assert_eq!(
        check("WIN\n2 1 0 6\n"),
        Judgement::WrongAnswer(
            "after the convention in city 3, the taxes of level 0 XOR to 7: the second party wins"
                .into()
        )
    );
    assert_eq!(
        check("WIN\n3 5 1 5\n"),
        Judgement::WrongAnswer("no tax was lowered: a convention lowers its city's tax".into())
    );
    assert_eq!(
        check("WIN\n2 1 1 5\n"),
        Judgement::WrongAnswer("no tax changed: a convention lowers its city's tax".into())
    );
    assert!(
        matches!(check("LOSE\n"), Judgement::WrongAnswer(ref why) if why.contains("level 0 XOR to 4"))
    );
    for malformed in [
        "WIN\n1 5 1\n",
        "WIN\n1 5 1 5 6\n",
        "win\n1 5 1 5\n",
        "",
        "WIN\n1 5 1 -5\n",
        "WIN\n1 5 1 2000000000000000001\n",
        "WIN\n01 5 1 5\n",
        "LOSE\nLOSE\n",
    ] {
        assert!(
            matches!(check(malformed), Judgement::WrongFormat(_)),
            "{malformed:?}: {}",
            check(malformed)
        );
    }
    // 2·10^18 itself is a tax one may promise.
    let won = Input { taxes: vec![3, 0], roads: vec![(0, 1)] };
    assert_eq!(judged(&won, b"WIN\n0 2000000000000000000\n"), Judgement::WrongAnswer(
        "after the convention in city 1, the taxes of level 0 XOR to 2000000000000000000: the second party wins".into()
    ));
    assert_eq!(judged(&won, b"WIN\n0 0\n"), Judgement::Accepted);
}

/// The checker program: testlib's `in out ans`, exit 0, 1, 2 or 3 and one line on stderr.
#[test]
fn the_checker_program_speaks_testlib() {
    let dir =
        std::env::temp_dir().join(format!("election-promises-checker-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &[u8]| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let input = file("in", b"3 3\n314 159 265\n1 2\n1 3\n3 2\n");
    let run = |output: &[u8], answer: &[u8]| {
        let (output, answer) = (file("out", output), file("ans", answer));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_election-promises-checker"))
            .arg(&input)
            .arg(&output)
            .arg(&answer)
            .output()
            .unwrap();
        out.status.code()
    };
    let reference = b"WIN\n0 0 0\n";
    assert_eq!(run(b"WIN\n0 0 0\n", reference), Some(0));
    assert_eq!(run(b"WIN\n313 0 0\n", reference), Some(1));
    assert_eq!(run(b"LOSE\n", reference), Some(1));
    assert_eq!(run(b"maybe\n", reference), Some(2));
    // A wrong reference is the checker's failure.
    assert_eq!(run(b"WIN\n0 0 0\n", b"LOSE\n"), Some(3));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The judge's largest shape: the typed and judge paths agree, and the checker accepts.
#[test]
fn the_largest_input_is_answered_and_accepted() {
    let input = ElectionPromises::generate(&mut Rng::new(1149), Size::Max);
    let verdict = election_promises::answer(&input);
    assert!(matches!(verdict, Verdict::Win(_)));
    let mut text_in = Vec::new();
    input.write(&mut text_in);
    let out = judge::run(election_promises::solve, &mut &text_in[..]).unwrap();
    assert_eq!(out, text(&verdict));
    assert_eq!(judged(&input, &out), Judgement::Accepted);
}

/// The explanation's words, on the first sample (won) and the second (lost).
#[test]
fn explanations_read_well() {
    let won = Input { taxes: vec![2, 1, 1, 5], roads: vec![(0, 1), (2, 3)] };
    assert_eq!(
        election_promises::explain(&won).to_string(),
        "WIN\n  winning move: a convention in city 1 (the taxes XOR per level to level 0: 4, level 1: \
         3)\n1 5 1 5\n  \
         changed: city 1 (level 1) 2 -> 1, city 2 (level 0) 1 -> 5; every level's XOR is now 0"
    );
    let lost = Input { taxes: vec![1, 5, 1, 5], roads: vec![(0, 1), (2, 3)] };
    assert!(
        election_promises::explain(&lost)
            .to_string()
            .starts_with("LOSE\n  every move loses: the taxes of each of the 2 levels")
    );
}
