//! Every script of `testdata/rules/` produces the values of its `.expected` file, and every
//! `.expected` file holds what an independent source says: sg-core's engines and closed forms,
//! or the model of the registered problem that plays the same game.
//!
//! An `.expected` file has lines `table --upto N` (then one line of values) or `table --x A..B
//! --y C..D` (then one line per `x`), `value P = V` and `outcome P1 P2 … = win|lose|draw`;
//! lines starting with `#` are comments. `REGENERATE=1 cargo test -p rules --test rules scripts::`
//! writes them afresh from the independent sources.

use std::fmt::Write as _;
use std::path::PathBuf;

use rules::{Limits, Outcome, Position, Rules};
use sg_core::{Game, Solver};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata/rules")
}

fn compile(name: &str) -> Rules {
    let path = dir().join(format!("{name}.rhai"));
    let source = std::fs::read_to_string(&path).unwrap();
    Rules::compile(&format!("{name}.rhai"), &source, Limits::default()).unwrap()
}

fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "win",
        Outcome::Lose => "lose",
        Outcome::Draw => "draw",
    }
}

fn line(values: impl IntoIterator<Item = impl ToString>) -> String {
    values.into_iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}

/// The `.expected` text of every script, from its independent source.
fn independent(name: &str) -> String {
    let upto = |n: u64, values: Vec<u64>| format!("table --upto {n}\n{}\n", line(values));
    match name {
        "lasker" => {
            let mut solver = Solver::new(lasker_nim::model::HeapRules);
            let values: Vec<u64> = (0..=200).map(|n| solver.grundy(&n)).collect();
            format!("# lasker-nim's model (sg-core's engine)\n{}", upto(200, values))
        }
        "kayles" | "dawsons-kayles" => {
            let code = if name == "kayles" { "0.77" } else { "0.07" };
            let game = sg_core::octal::OctalGame::new(code).unwrap();
            format!("# sg-core's octal engine, code {code}\n{}", upto(300, game.values(301)))
        }
        "grundys-game" => {
            let mut solver = Solver::new(grundys_game::model::Rules);
            let values: Vec<u64> = (0..=200).map(|n| solver.grundy(&n)).collect();
            format!("# grundys-game's model (sg-core's engine)\n{}", upto(200, values))
        }
        "subtract-a-square" => {
            let squares = (1..=14u64).map(|k| k * k);
            let game = sg_core::SubtractionGame::new(squares).unwrap();
            format!(
                "# sg-core's subtraction game, S = the squares\n{}",
                upto(200, game.values(201))
            )
        }
        "take-at-most-half" => {
            // g(2m) = m and g(2m + 1) = g(m), held to the rules searched below.
            fn closed(n: u64) -> u64 {
                if n % 2 == 0 { n / 2 } else { closed(n / 2) }
            }
            struct Half;
            impl Game for Half {
                type Position = u64;
                fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
                    (1..=n / 2).map(|k| vec![n - k]).collect()
                }
            }
            let mut solver = Solver::new(Half);
            let values: Vec<u64> = (0..=200).map(|n| solver.grundy(&n)).collect();
            assert!((0..=200).all(|n| values[n as usize] == closed(n)));
            format!(
                "# the rules in Rust (sg-core's engine) = g(2m) = m, g(2m+1) = g(m)\n{}",
                upto(200, values)
            )
        }
        "dividing-game" => {
            // The number of prime factors with multiplicity (0 for 0 and 1: no move).
            let omega = |mut n: u64| {
                let mut count = 0;
                let mut p = 2;
                while n > 1 && p * p <= n {
                    while n % p == 0 {
                        n /= p;
                        count += 1;
                    }
                    p += 1;
                }
                count + u64::from(n > 1)
            };
            let values: Vec<u64> = (0..=300).map(omega).collect();
            format!(
                "# closed form: the number of prime factors of n, with multiplicity\n{}",
                upto(300, values)
            )
        }
        "nim" => format!("# g(n) = n\n{}", upto(100, (0..=100).collect())),
        "wythoff" => {
            let mut solver = Solver::new(wythoff::model::Rules);
            let mut text =
                String::from("# wythoff's model (sg-core's engine)\ntable --x 0..15 --y 0..15\n");
            for a in 0..=15 {
                let row: Vec<u64> =
                    (0..=15).map(|b| wythoff::model::grundy(&mut solver, a, b)).collect();
                let _ = writeln!(text, "{}", line(row));
            }
            text
        }
        "cutting-game" => {
            let mut solver = Solver::new(Sheets);
            let mut text = String::from(
                "# the model in Rust (sg-core's engine); outcomes held to the whole game with\n\
                 # its winning 1x1 cut (see cutting_game_model_is_the_game)\ntable --x 2..12 --y 2..12\n",
            );
            for w in 2..=12 {
                let row: Vec<u64> = (2..=12).map(|h| solver.grundy(&(w, h))).collect();
                let _ = writeln!(text, "{}", line(row));
            }
            text
        }
        "mock-turtles" => {
            let mut solver = Solver::new(mock_turtles::model::Rules);
            let mut text = String::from("# mock-turtles' model (sg-core's coin turning)\n");
            let strings =
                (0..64u64).map(|m| (m, 6)).chain([(0b1_0110_1101, 9), (0b11_1111_1111, 10)]);
            for (mask, len) in strings {
                let coins: String =
                    (0..len).map(|i| if mask >> i & 1 == 1 { 'H' } else { 'T' }).collect();
                let heads: Vec<u64> = (0..len).filter(|i| mask >> i & 1 == 1).collect();
                let heads = mock_turtles::model::Heads::new(&heads);
                let _ = writeln!(text, "value {coins} = {}", solver.grundy(&heads));
            }
            text
        }
        "misere-nim" => {
            let mut text =
                String::from("# the anti-SG rule (sg-core's misere::first_player_wins)\n");
            let values: Vec<u64> =
                (0..=30).map(|n| u64::from(sg_core::misere::first_player_wins([n]))).collect();
            text.push_str(&upto(30, values));
            for a in 0..=4u64 {
                for b in a..=4 {
                    for c in [None, Some(1), Some(3)] {
                        let heaps: Vec<u64> = [a, b].into_iter().chain(c).collect();
                        let wins = sg_core::misere::first_player_wins(heaps.iter().copied());
                        let _ = writeln!(
                            text,
                            "outcome {} = {}",
                            line(&heaps),
                            if wins { "win" } else { "lose" }
                        );
                    }
                }
            }
            text
        }
        "bounce" => {
            use sg_core::loopy::{Digraph, loopy_values, outcomes};
            let lists: Vec<Vec<u32>> = (0..=12u32)
                .map(|n| {
                    let mut out = Vec::new();
                    if n >= 1 {
                        out.push(n - 1);
                    }
                    if n >= 3 {
                        out.push(n - 3);
                    }
                    if n >= 4 && n + 2 <= 12 {
                        out.push(n + 2);
                    }
                    out
                })
                .collect();
            let mut graph = Digraph::from_lists(lists);
            let alone = outcomes(&graph);
            let values = loopy_values(&mut graph);
            // Retrograde analysis of each token alone agrees with the values.
            for v in 0..=12 {
                assert_eq!(values.of(v).outcome(), alone[v as usize]);
            }
            let mut text = String::from("# sg-core's loopy values of the graph built in Rust\n");
            let shown: Vec<String> = (0..=12).map(|v| values.of(v).to_string()).collect();
            let _ = writeln!(text, "table --upto 12\n{}", shown.join(" "));
            for a in 0..=12u32 {
                for b in a..=12 {
                    let o = match values.outcome_of(&[a, b]) {
                        sg_core::loopy::Outcome::Win => "win",
                        sg_core::loopy::Outcome::Lose => "lose",
                        sg_core::loopy::Outcome::Draw => "draw",
                    };
                    let _ = writeln!(text, "outcome {a} {b} = {o}");
                }
            }
            text
        }
        "attack-on-kingdom" => {
            let mut solver = Solver::new(AttackOnKingdom);
            let mut text = String::from(
                "# sg-core's engine on Attack on Kingdom's rules in Rust (attacks 1, 2, 3)\n\
                 table --x 0..40 --y 0..2\n",
            );
            for a in 0..=40 {
                let _ = writeln!(text, "{}", line((0..=2).map(|l| solver.grundy(&(a, l)))));
            }
            text
        }
        "moores-nim" => {
            let mut solver = Solver::new(MooreNim);
            let mut text = String::from("# sg-core's engine on Moore's Nim_2 in Rust\n");
            for heaps in [[1, 2, 3], [3, 5, 6], [4, 4, 4], [7, 0, 7], [6, 5, 3], [2, 7, 5]] {
                let [a, b, c] = heaps;
                let _ = writeln!(text, "value {a},{b},{c} = {}", solver.grundy(&heaps));
            }
            // Moore's theorem: lost exactly when every binary digit's count is 0 mod K + 1.
            for a in 0..6u64 {
                for b in 0..6 {
                    for c in 0..6 {
                        let lost = (0..3).all(|bit| {
                            [a, b, c].iter().filter(|&&h| h >> bit & 1 == 1).count() % 3 == 0
                        });
                        assert_eq!(solver.grundy(&[a, b, c]) == 0, lost, "({a}, {b}, {c})");
                    }
                }
            }
            text
        }
        other => panic!("no independent source for {other}"),
    }
}

/// The cutting game's model in Rust: sheets of both sides at least 2, cut into two such.
struct Sheets;
impl Game for Sheets {
    type Position = (u64, u64);
    fn moves(&self, &(w, h): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
        let across = (2..=w.saturating_sub(2)).map(|i| vec![(i, h), (w - i, h)]);
        let down = (2..=h.saturating_sub(2)).map(|j| vec![(w, j), (w, h - j)]);
        across.chain(down).collect()
    }
}

/// Attack on Kingdom (Codeforces 1312F) on one castle in Rust: `(a, last)`, a mixed attack
/// kills 1, infantry 2 (not after infantry, `last = 1`), cavalry 3 (not after cavalry, 2).
struct AttackOnKingdom;
impl Game for AttackOnKingdom {
    type Position = (i64, i64);
    fn moves(&self, &(a, last): &(i64, i64)) -> Vec<Vec<(i64, i64)>> {
        if a == 0 {
            return vec![];
        }
        [(1, 0), (2, 1), (3, 2)]
            .into_iter()
            .filter(|&(_, kind)| kind == 0 || kind != last)
            .map(|(kill, kind)| vec![((a - kill).max(0), kind)])
            .collect()
    }
}

/// Moore's Nim_2 on three heaps in Rust: lower one or two of them.
struct MooreNim;
impl Game for MooreNim {
    type Position = [u64; 3];
    fn moves(&self, heaps: &[u64; 3]) -> Vec<Vec<[u64; 3]>> {
        let mut out = Vec::new();
        for a in 0..=heaps[0] {
            for b in 0..=heaps[1] {
                for c in 0..=heaps[2] {
                    let next = [a, b, c];
                    let changed = (0..3).filter(|&i| next[i] != heaps[i]).count();
                    if (1..=2).contains(&changed) {
                        out.push(vec![next]);
                    }
                }
            }
        }
        out
    }
}

/// What a script produces for the lines of an `.expected` file, in the same form.
fn produced(name: &str, expected: &str) -> String {
    let mut game = compile(name);
    let mut text = String::new();
    let mut lines = expected.lines();
    while let Some(l) = lines.next() {
        if l.starts_with('#') {
            text.push_str(l);
            text.push('\n');
            continue;
        }
        if let Some(args) = l.strip_prefix("table ") {
            let _ = writeln!(text, "{l}");
            let words: Vec<&str> = args.split_whitespace().collect();
            let range = |w: &str| {
                let (a, b) = w.split_once("..").unwrap();
                (a.parse::<i64>().unwrap(), b.parse::<i64>().unwrap())
            };
            if words[0] == "--upto" {
                let n: i64 = words[1].parse().unwrap();
                let positions: Vec<Position> = (0..=n).map(Position::Int).collect();
                let values = game.table(&positions, &mut |_, _| {}).unwrap();
                let _ = writeln!(text, "{}", line(values));
                lines.next();
            } else {
                let ((x0, x1), (y0, y1)) = (range(words[1]), range(words[3]));
                for x in x0..=x1 {
                    let row: Vec<Position> =
                        (y0..=y1).map(|y| Position::Tuple(vec![x, y])).collect();
                    let _ = writeln!(text, "{}", line(game.table(&row, &mut |_, _| {}).unwrap()));
                    lines.next();
                }
            }
        } else if let Some(rest) = l.strip_prefix("value ") {
            let (p, _) = rest.split_once(" = ").unwrap();
            let value = game.value(&Position::parse(p).unwrap()).unwrap();
            let _ = writeln!(text, "value {p} = {value}");
        } else if let Some(rest) = l.strip_prefix("outcome ") {
            let (ps, _) = rest.split_once(" = ").unwrap();
            let parts: Vec<Position> =
                ps.split_whitespace().map(|w| Position::parse(w).unwrap()).collect();
            let o = game.outcome(&parts).unwrap();
            let _ = writeln!(text, "outcome {ps} = {}", outcome_word(o));
        } else {
            panic!("{name}.expected: cannot read `{l}`");
        }
    }
    text
}

fn scripts() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            (path.extension()? == "rhai")
                .then(|| path.file_stem().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}

#[test]
fn every_script_produces_its_expected_values() {
    let names = scripts();
    assert!(names.len() >= 12, "only {} scripts", names.len());
    for name in &names {
        let path = dir().join(format!("{name}.expected"));
        if std::env::var_os("REGENERATE").is_some() {
            std::fs::write(&path, independent(name)).unwrap();
        }
        let expected = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{name}.rhai needs {name}.expected: {e}"));
        assert_eq!(produced(name, &expected), expected, "{name}.rhai");
    }
}

#[test]
fn every_expected_file_is_its_independent_source() {
    for name in scripts() {
        let expected = std::fs::read_to_string(dir().join(format!("{name}.expected"))).unwrap();
        assert_eq!(independent(&name), expected, "{name}.expected");
    }
}

/// The cutting game's model (sheets of both sides at least 2, lost when no cut keeps both
/// pieces so) is the game itself: the whole game searched over multisets of sheets of any
/// size, where cutting out a 1x1 piece wins at once, gives the same outcome for every sheet up
/// to 7x7.
#[test]
fn cutting_game_model_is_the_game() {
    use std::collections::HashMap;
    fn wins(sheets: Vec<(u64, u64)>, memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
        if let Some(&w) = memo.get(&sheets) {
            return w;
        }
        let mut result = false;
        'search: for (k, &(w, h)) in sheets.iter().enumerate() {
            let mut cuts = Vec::new();
            for i in 1..w {
                cuts.push([(i, h), (w - i, h)]);
            }
            for j in 1..h {
                cuts.push([(w, j), (w, h - j)]);
            }
            for pieces in cuts {
                if pieces.contains(&(1, 1)) {
                    result = true;
                    break 'search;
                }
                let mut next = sheets.clone();
                next.remove(k);
                next.extend(pieces);
                next.sort_unstable();
                if !wins(next, memo) {
                    result = true;
                    break 'search;
                }
            }
        }
        memo.insert(sheets, result);
        result
    }
    let mut memo = HashMap::new();
    let mut game = compile("cutting-game");
    for w in 2..=7 {
        for h in 2..=7 {
            let by_script = game.outcome(&[Position::Tuple(vec![w as i64, h as i64])]).unwrap();
            assert_eq!(by_script == Outcome::Win, wins(vec![(w, h)], &mut memo), "{w}x{h}");
        }
    }
}
