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
    Limits { positions: 10_000, operations: 1_000_000 }
}

#[test]
fn a_loop_without_end_spends_the_operation_budget() {
    let e = error_of("fn moves(n) { loop { n += 1; } }", small());
    assert_eq!(e, Error::Operations(1_000_000));
    assert!(e.to_string().contains("--max-ops"), "{e}");
}

#[test]
fn an_allocation_without_end_is_stopped() {
    for source in [
        "fn moves(n) { let s = \"ab\"; loop { s += s; } }",
        "fn moves(n) { let a = [1]; loop { a += a; } }",
        "fn moves(n) { let a = []; loop { a.push(n); } }",
    ] {
        let e = error_of(source, Limits { positions: 10, operations: 100_000_000 });
        let text = e.to_string();
        assert!(text.starts_with("bad.rhai"), "{source}: {text}");
        assert!(text.to_lowercase().contains("too large"), "{source}: {text}");
    }
}

#[test]
fn a_recursion_without_end_is_stopped_at_the_call_limit() {
    let e = error_of("fn deeper(n) { deeper(n + 1) }\nfn moves(n) { deeper(n) }", small());
    let text = e.to_string();
    assert!(text.contains("stack overflow") && text.starts_with("bad.rhai:"), "{text}");
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
    let limits = Limits { positions: 2_000_000, operations: 100_000_000 };
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
