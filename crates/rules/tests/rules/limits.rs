//! Scripts that would hang, exhaust memory, overflow the stack, do not parse or return
//! something that is not a move each get one clear error within their budget, never a panic
//! or a hang; deep chains are evaluated without recursion.

use rules::{Error, Limits, Position, Rules};

/// The error of valuing position 5 of `source` (a syntax error comes from the compilation).
fn error_of(source: &str, limits: Limits) -> Error {
    let source = source.to_string();
    rules::on_big_stack(move || {
        let mut game = Rules::compile("bad.rhai", &source, limits)?;
        game.value(&Position::Int(5)).map(|_| ())
    })
    .unwrap_err()
}

fn small() -> Limits {
    Limits { positions: 10_000, operations: 1_000_000, ..Limits::default() }
}

/// Held by the tests that allocate hundreds of MB, one at a time: the memory budget counts the
/// whole process's heap, which the tests running beside one share.
static HEAVY: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn heavy() -> std::sync::MutexGuard<'static, ()> {
    HEAVY.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A memory budget of 256 MiB over what the process holds now.
fn tight() -> Limits {
    let memory = rules::memory::in_use() + (256 << 20);
    Limits { positions: 10, operations: 100_000_000, memory, ..Limits::default() }
}

#[test]
fn a_loop_without_end_spends_the_operation_budget() {
    let e = error_of("fn moves(n) { loop { n += 1; } }", small());
    assert_eq!(e, Error::Operations(1_000_000));
    assert!(e.to_string().contains("--max-ops"), "{e}");
}

#[test]
fn an_allocation_without_end_is_stopped_by_the_memory_budget() {
    let _alone = heavy();
    for source in [
        "fn moves(n) { let s = \"ab\"; loop { s += s; } }",
        "fn moves(n) { let a = [1]; loop { a += a; } }",
        "fn moves(n) { let a = []; loop { a.push(n); } }",
        "fn moves(n) { let a = []; a.pad(1000000000000, 0); a }",
        "fn moves(n) { let a = [[1, 2, 3]]; a.pad(100000000, [1, 2, 3, 4, 5, 6, 7, 8]); a }",
        "fn moves(n) { let b = blob(1000000000000); [] }",
        "fn moves(n) { let s = \"x\"; s.pad(1000000000000, '.'); [] }",
        "fn moves(n) { let s = \"x\"; s.pad(1000000000000, \"ab\"); [] }",
    ] {
        let e = error_of(source, tight());
        assert!(matches!(e, Error::Memory(_)), "{source}: {e:?}");
        assert!(e.to_string().contains("--max-memory"), "{source}: {e}");
    }
}

#[test]
fn the_counted_functions_still_do_what_rhai_s_do() {
    let source = "fn moves(n) { let a = [1]; a.pad(3, 7); let s = \"ab\"; s.pad(7, \"xyz\"); \
                  let t = \"q\"; t.pad(3, '-'); let b = blob(2, 257); b.pad(4, 9); \
                  if n == 5 { [a.len() + a[2], s.len(), t, b.len() + b[0] + b[3]] } else { [] } }";
    let moves = rules::on_big_stack(move || {
        let mut game = Rules::compile("pad.rhai", source, small()).unwrap();
        game.moves(&Position::Int(5)).unwrap()
    });
    let expected =
        [Position::Int(10), Position::Int(7), Position::Text("q--".into()), Position::Int(14)];
    assert_eq!(moves, expected.map(|p| vec![p]).to_vec());
}

#[test]
fn a_position_may_have_a_hundred_thousand_moves() {
    let _alone = heavy();
    // Before, any array past 2^15 items was refused ("Size of array/BLOB too large", no line,
    // no flag), and each push recounted the array.
    let source = "fn moves(n) { let out = []; if n == 100000 { for k in 0..n { out.push(k % 3); } } \
                  else if n > 0 { out.push(n - 1); } out }";
    let (value, moves) = rules::on_big_stack(move || {
        let mut game = Rules::compile("wide.rhai", source, Limits::default()).unwrap();
        (game.value(&Position::Int(100_000)).unwrap(), game.moves(&Position::Int(100_000)).unwrap())
    });
    assert_eq!(moves.len(), 100_000);
    assert_eq!(value, rules::Value::Nimber(2)); // mex {0, 1, 0}
}

#[test]
fn a_constant_of_a_billion_is_an_ordinary_number() {
    let _alone = heavy();
    // Subtract any k ≤ K: Nim while K is beyond the heap.
    let source = "const K = 1000000000;\nfn moves(n) { let out = []; \
                  for k in 1..=(if n < K { n } else { K }) { out.push(n - k); } out }";
    let value = rules::on_big_stack(move || {
        let mut game = Rules::compile("k.rhai", source, Limits::default()).unwrap();
        game.value(&Position::Int(1500)).unwrap()
    });
    assert_eq!(value, rules::Value::Nimber(1500));
}

#[test]
fn a_spent_budget_keeps_the_values_computed_before_it() {
    // Nim: position n lists n moves, so position 30 is the first that the operation budget
    // cannot pay for in full.
    let source = "fn moves(n) { let out = []; for k in 0..n { out.push(k); } out }";
    let probe = Limits { operations: 100_000_000, ..Limits::default() };
    let cost = |upto: i64, limits: Limits| {
        rules::on_big_stack(move || {
            let mut game = Rules::compile("nim.rhai", source, limits).unwrap();
            let positions: Vec<Position> = (0..=upto).map(Position::Int).collect();
            let table = game.table(&positions, &mut |_, _| {});
            (table, game.script().operations())
        })
    };
    let (whole, up_to_29) = cost(29, probe);
    assert_eq!(whole.unwrap().len(), 30);
    let limits = Limits { operations: up_to_29 + 5, ..Limits::default() };
    let stopped = cost(100, limits).0.unwrap_err();
    assert_eq!(stopped.error, Error::Operations(up_to_29 + 5));
    let expected: Vec<rules::Value> = (0..30).map(rules::Value::Nimber).collect();
    assert_eq!(stopped.values, expected);
}

#[test]
fn a_recursion_without_end_is_stopped_at_the_call_limit() {
    let e = error_of("fn deeper(n) { deeper(n + 1) }\nfn moves(n) { deeper(n) }", small());
    let text = e.to_string();
    assert!(text.contains("stack overflow") && text.starts_with("bad.rhai:"), "{text}");
    assert!(text.contains("--max-depth"), "{text}");
    let deeper = error_of(
        "fn deeper(n) { if n == 0 { [] } else { deeper(n - 1) } }\nfn moves(n) { deeper(300) }",
        small(),
    );
    assert!(deeper.to_string().contains("more than 256 calls deep"), "{deeper}");
    let allowed = Limits { depth: 400, ..small() };
    let source =
        "fn deeper(n) { if n == 0 { [] } else { deeper(n - 1) } }\nfn moves(n) { deeper(300) }";
    let value = rules::on_big_stack(move || {
        Rules::compile("deep.rhai", source, allowed).unwrap().value(&Position::Int(5))
    });
    assert_eq!(value, Ok(rules::Value::Nimber(0)));
}

#[test]
fn a_game_without_end_spends_the_position_budget() {
    let e = error_of("fn moves(n) { [n + 1] }", small());
    assert_eq!(e, Error::Positions(10_000));
    assert!(e.to_string().contains("--max-positions"), "{e}");
}

#[test]
fn a_syntax_error_names_its_line_and_column() {
    let e = error_of("fn moves(n) {\n    let out = [;\n    out\n}", small());
    let text = e.to_string();
    assert!(text.starts_with("bad.rhai:2:"), "{text}");
    assert!(text.contains("syntax error"), "{text}");
    let none = error_of("fn other(n) { [] }", small());
    assert!(none.to_string().contains("no `fn moves(p)`"), "{none}");
}

#[test]
fn a_run_time_error_names_its_line_and_column() {
    let e = error_of("fn moves(n) {\n  let x = n / 0;\n  [x]\n}", small());
    assert!(e.to_string().starts_with("bad.rhai:2:"), "{e}");
}

#[test]
fn malformed_moves_are_named() {
    for (source, says) in [
        ("fn moves(n) { 7 }", "not an array of moves"),
        ("fn moves(n) { if n > 0 { [n - 1, 1.5] } else { [] } }", "item 1"),
        ("fn moves(n) { [[1, [2]]] }", "element 1"),
        ("fn moves(n) { [sum([1, #{}])] }", "a sum (item 0)"),
        ("fn moves(n) { [true] }", "not a position"),
    ] {
        let e = error_of(source, small());
        let text = e.to_string();
        assert!(text.starts_with("bad.rhai: moves("), "{source}: {text}");
        assert!(text.contains(says), "{source}: {text}");
    }
}

#[test]
fn a_cycle_without_loopy_is_refused_and_with_it_is_a_draw() {
    let source = "fn moves(n) { [1 - n] }";
    let mut game = Rules::compile("c.rhai", source, small()).unwrap();
    let e = game.value(&Position::Int(0)).unwrap_err().to_string();
    assert!(e.contains("reached from itself") && e.contains("LOOPY"), "{e}");
    let loopy = format!("const LOOPY = true;\n{source}");
    let mut game = Rules::compile("c.rhai", &loopy, small()).unwrap();
    assert_eq!(game.outcome(&[Position::Int(0)]), Ok(rules::Outcome::Draw));
}

#[test]
fn a_chain_of_a_million_positions_does_not_overflow() {
    let _alone = heavy();
    let limits = Limits { positions: 2_000_000, operations: 100_000_000, ..Limits::default() };
    let value = rules::on_big_stack(move || {
        let mut game = Rules::compile(
            "chain.rhai",
            "fn moves(n) { if n == 0 { [] } else { [n - 1] } }",
            limits,
        )
        .unwrap();
        game.value(&Position::Int(1_000_000)).unwrap()
    });
    assert_eq!(value, rules::Value::Nimber(0));
}
