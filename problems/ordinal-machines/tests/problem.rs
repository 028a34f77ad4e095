//! The shared harness (samples, round trip, fast against the model), and the crate's typed
//! pieces: the reader's one refusal, the explanation, the table and the closed form's edges.

#[path = "problem/bad_input.rs"]
mod bad_input;
#[path = "problem/differential.rs"]
mod differential;
#[path = "problem/recursion.rs"]
mod recursion;
#[path = "problem/sum_rule.rs"]
mod sum_rule;

use ordinal_machines::{Explanation, Input, Machine, OrdinalMachines, grundy, value_parts};
use sg_core::ordinal::Ordinal;
use workbench::Problem;
use workbench::grid::Args;
use workbench::problem::parse;
use workbench::random::{Rng, Size};

workbench::problem_tests!(OrdinalMachines, cases = 3000, seed = 0x0e1d);

#[test]
fn generated_small_inputs_have_both_answers() {
    let mut answers = std::collections::BTreeMap::new();
    for seed in 0..400 {
        let input = OrdinalMachines::generate(&mut Rng::new(seed), Size::Small);
        *answers.entry(ordinal_machines::answer(&input)).or_insert(0) += 1;
    }
    assert_eq!(answers.len(), 2, "{answers:?}");
    assert!(answers.values().all(|&k| k >= 100), "{answers:?}");
}

#[test]
fn the_reader_refuses_the_one_state_that_does_not_fit_where_the_judge_path_does() {
    let text = b"2\n0 0 0\n18446744073709551615 7 4\n";
    let typed = parse::<OrdinalMachines>(text).unwrap_err();
    assert_eq!(typed, judge::run(ordinal_machines::solve, &mut &text[..]).unwrap_err());
    assert_eq!((typed.line, typed.column), (3, 1), "{typed}");
    assert!(Machine::new(u64::MAX, 7, 4).is_none());
    let input = parse::<OrdinalMachines>(b"1\n18446744073709551615 7 5\n").unwrap();
    assert_eq!(input.machines[0].grundy().to_string(), "ω·3+18446744073709551608");
}

#[test]
fn only_one_state_overflows() {
    assert_eq!(value_parts(u64::MAX, 0, 2), None);
    assert_eq!(value_parts(u64::MAX, 0, u64::MAX - 1), None);
    assert_eq!(value_parts(u64::MAX, 0, 3), Some((2, u64::MAX)));
    assert_eq!(value_parts(u64::MAX - 1, 0, 2), Some((1, u64::MAX)));
    assert_eq!(value_parts(0, 0, u64::MAX), Some((1 << 63, 0)));
    assert_eq!(value_parts(u64::MAX, u64::MAX, 1), Some((1, 0)));
}

#[test]
fn explanation_lists_values_and_a_winning_move() {
    let machine = |a, b, c| Machine::new(a, b, c).unwrap();
    let input = Input { machines: vec![machine(5, 2, 1), machine(0, 0, 2)] };
    let explanation = ordinal_machines::explain(&input);
    let expected = Explanation {
        machines: input.machines.clone(),
        sum: Ordinal::from(2),
        winning_move: Some((0, machine(3, 2, 1))),
    };
    assert_eq!(explanation, expected);
    assert_eq!(
        explanation.to_string(),
        "first\n  machine 1 (5 2 1): ω+3\n  machine 2 (0 0 2): ω+1\n  nim-sum: 2\n  \
         winning move: machine 1 (5 2 1) -> (3 2 1), value ω+3 -> ω+1, leaving nim-sum 0"
    );
    let lost = ordinal_machines::explain(&Input { machines: vec![machine(0, 0, 2); 2] });
    assert_eq!(lost.winning_move, None);
    assert!(lost.to_string().starts_with("second\n"), "{lost}");
    assert!(lost.to_string().ends_with("  every move loses: the nim-sum is 0, and changing one machine's value makes it non-zero"), "{lost}");
}

fn args(words: &[&str]) -> Args {
    Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
}

#[test]
fn table_shows_ordinals_with_increasing_shades() {
    let t = OrdinalMachines::table(&args(&["--c", "0..6", "--a", "0..10", "--b", "3"]))
        .unwrap()
        .unwrap();
    assert_eq!((t.row_keys.len(), t.col_keys.len()), (7, 11));
    let cell = |c: usize, a: usize| &t.cells[c][a];
    assert_eq!(cell(0, 0).text, "0");
    assert_eq!(cell(1, 2).text, "2");
    assert_eq!(cell(1, 5).text, "ω+2");
    assert_eq!(cell(4, 0).text, "ω·2+1");
    assert_eq!(cell(5, 10).text, "ω·3+7");
    assert_eq!(cell(0, 0).shade, 0);
    let all: Vec<(Ordinal, u64)> = (0..7)
        .flat_map(|c| (0..11).map(move |a| (c, a)))
        .map(|(c, a)| (grundy(a, 3, c).unwrap(), cell(c as usize, a as usize).shade))
        .collect();
    for (v, s) in &all {
        for (w, t) in &all {
            assert_eq!(v.cmp(w), s.cmp(t), "{v} vs {w}");
        }
    }
}

#[test]
fn table_refuses_bad_options() {
    let table = |words: &[&str]| OrdinalMachines::table(&args(words)).unwrap();
    assert!(table(&["--d", "1"]).unwrap_err().contains("unknown option"));
    assert!(table(&["--a", "0..5000", "--c", "0..5000"]).unwrap_err().contains("cells"));
    let top = u64::MAX.to_string();
    let err = table(&["--a", &format!("{}..{top}", u64::MAX - 1), "--c", "2..2"]);
    assert!(err.unwrap_err().contains("beyond 64 bits"));
    assert_eq!(table(&[]).unwrap().cells.len(), 7);
}
