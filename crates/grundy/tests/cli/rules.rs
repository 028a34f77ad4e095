//! The rules commands on the scripts of `testdata/rules/`, run as a user would, and the
//! perfect player of `grundy play rules` proven on random small positions of three scripts.

use grundy::commands::play::rules::ScriptGame;
use rules::{Limits, Outcome, Position, Rules};
use workbench::play::{Match, Playable, Session, Side};
use workbench::random::Rng;

use super::{grundy, text, workspace};

#[test]
fn the_table_writes_laskers_values() {
    let out = std::env::temp_dir().join(format!("lasker-{}.txt", std::process::id()));
    let run = grundy(
        &[
            "table",
            "rules",
            "testdata/rules/lasker.rhai",
            "--upto",
            "200",
            "--out",
            out.to_str().unwrap(),
        ],
        b"",
    );
    assert!(run.status.success(), "{}", text(&run.stderr));
    let written = std::fs::read_to_string(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    // The file says where the values start (`grundy law` reads it), then the values.
    let (header, written) = written.split_once('\n').unwrap();
    assert_eq!(header, "# start 0");
    let values: Vec<u64> = written.split_whitespace().map(|w| w.parse().unwrap()).collect();
    // Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
    let closed = |n: u64| match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    };
    assert_eq!(values, (0..=200).map(closed).collect::<Vec<_>>());
    assert!(text(&run.stdout).contains("lasker.rhai: g(n)"));

    let grid = grundy(
        &["table", "rules", "testdata/rules/wythoff.rhai", "--x", "0..3", "--y", "0..3"],
        b"",
    );
    assert!(text(&grid.stdout).contains("  1 | 1 2 0 4"), "{}", text(&grid.stdout));
}

#[test]
fn the_value_of_a_sum_and_its_winning_moves() {
    let run = grundy(&["rules", "testdata/rules/kayles.rhai", "4", "7", "9"], b"");
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert_eq!(
        text(&run.stdout),
        "sum: 4 + 7 + 9\nvalue: 1 ⊕ 2 ⊕ 4 = 7\noutcome: win: the player to move wins\n\
         winning move: 7 → 1 + 5\nwinning move: 9 → 1 + 7\n"
    );
    let drawn = grundy(&["rules", "testdata/rules/bounce.rhai", "7"], b"");
    assert!(text(&drawn.stdout).contains("outcome: draw"), "{}", text(&drawn.stdout));
}

#[test]
fn bad_scripts_get_one_line_and_exit_2() {
    let dir = std::env::temp_dir().join(format!("rules-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, source, says, extra) in [
        ("loop", "fn moves(n) { loop {} }", "--max-ops", vec!["--max-ops", "100000"]),
        (
            "grow",
            "fn moves(n) { let s = \"x\"; loop { s += s; } }",
            "--max-memory",
            vec!["--max-memory", "64"],
        ),
        ("deep", "fn f(n) { f(n + 1) }\nfn moves(n) { f(n) }", "--max-depth", vec![]),
        ("syntax", "fn moves(n) {\n  [n - ]\n}", ":2:", vec![]),
        ("malformed", "fn moves(n) { [1.5] }", "moves(5)", vec![]),
        ("endless", "fn moves(n) { [n + 1] }", "--max-positions", vec!["--max-positions", "1000"]),
    ] {
        let path = dir.join(format!("{name}.rhai"));
        std::fs::write(&path, source).unwrap();
        let mut args = vec!["rules", path.to_str().unwrap(), "5"];
        args.extend(extra.iter().copied());
        let run = grundy(&args, b"");
        let err = text(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{name}: {err}");
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        assert!(err.starts_with("error: ") && err.contains(says), "{name}: {err}");
        // The same budgets: the default ones (10^9 operations) would take a minute to spend.
        let mut args = vec!["table", "rules", path.to_str().unwrap(), "--upto", "5"];
        args.extend(extra.iter().copied());
        let table = grundy(&args, b"");
        assert_eq!(table.status.code(), Some(2), "{name}: {}", text(&table.stderr));
    }
    // A 1-D table longer than the budget of positions is refused before it starts, naming
    // the flag, for a script and a rules file in Rust; the budget raised, it runs.
    for file in ["testdata/rules/nim.rhai", "bench/rules/nim.rs"] {
        for (upto, budget) in [("1000000000000", None), ("30", Some("10"))] {
            let mut args = vec!["table", "rules", file, "--upto", upto];
            args.extend(budget.map(|b| ["--max-positions", b]).iter().flatten());
            let run = grundy(&args, b"");
            let err = text(&run.stderr);
            assert_eq!(run.status.code(), Some(2), "{file} {upto}: {err}");
            assert!(err.contains("raise the budget with --max-positions N"), "{file}: {err}");
        }
        let run = grundy(&["table", "rules", file, "--upto", "30", "--max-positions", "40"], b"");
        assert!(run.status.success(), "{file}: {}", text(&run.stderr));
    }
    // A finite game over the position budget is told to raise it, not to declare LOOPY.
    let path = dir.join("long.rhai");
    std::fs::write(&path, "fn moves(n) { if n == 0 { [] } else { [n - 1] } }").unwrap();
    let run = grundy(&["rules", path.to_str().unwrap(), "100", "--max-positions", "10"], b"");
    let err = text(&run.stderr);
    assert!(err.contains("--max-positions") && !err.contains("LOOPY"), "{err}");
    // Too many values to print, but written: the note says where they are, not to give --out.
    let out = dir.join("long.txt");
    let run = grundy(
        &[
            "table",
            "rules",
            path.to_str().unwrap(),
            "--upto",
            "2100",
            "--out",
            out.to_str().unwrap(),
        ],
        b"",
    );
    let said = text(&run.stdout);
    assert!(said.contains(&format!("all of them are in {}", out.display())), "{said}");
    assert!(!said.contains("give --out"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_budget_is_a_flag_in_the_help() {
    let rules = text(&grundy(&["rules", "--help"], b"").stdout);
    let table = text(&grundy(&["table", "--help"], b"").stdout);
    for flag in ["--max-positions", "--max-ops", "--max-memory", "--max-depth"] {
        assert!(rules.contains(flag), "grundy rules --help lacks {flag}:\n{rules}");
        assert!(table.contains(flag), "grundy table --help lacks {flag}:\n{table}");
    }
}

#[test]
fn a_table_cut_short_keeps_and_writes_its_values() {
    let dir = std::env::temp_dir().join(format!("rules-cut-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("nim.txt");
    let run = grundy(
        &[
            "table",
            "rules",
            "testdata/rules/nim.rhai",
            "--upto",
            "400",
            "--max-ops",
            "100000",
            "--out",
            out.to_str().unwrap(),
        ],
        b"",
    );
    let (said, err) = (text(&run.stdout), text(&run.stderr));
    assert_eq!(run.status.code(), Some(2), "{err}");
    assert!(err.starts_with("error: the table stopped at ") && err.contains("--max-ops"), "{err}");
    assert!(said.contains("stopped before the end, at "), "{said}");
    let written = std::fs::read_to_string(&out).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines[0], "# start 0");
    // Nim: g(n) = n, for every value kept, and the file says where it stopped.
    let values: Vec<u64> = lines[1].split_whitespace().map(|w| w.parse().unwrap()).collect();
    assert!(values.len() > 10 && values.len() < 401, "{} values", values.len());
    assert_eq!(values, (0..values.len() as u64).collect::<Vec<_>>());
    assert_eq!(
        lines[2],
        format!(
            "# stopped at {} (the script used its budget of 100000 operations without finishing (raise it with --max-ops N))",
            values.len()
        )
    );
}

#[test]
fn a_hundred_thousand_moves_and_a_billion_run() {
    let dir = std::env::temp_dir().join(format!("rules-wide-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("wide.rhai");
    // Subtract any k ≤ K from the heap 100000 (10^5 moves); below it, take one (g = n mod 2).
    std::fs::write(
        &path,
        "const K = 1000000000;\nfn moves(n) { let out = []; if n == 100000 { \
         for k in 1..=(if n < K { n } else { K }) { out.push(n - k); } } \
         else if n > 0 { out.push(n - 1); } out }",
    )
    .unwrap();
    let run = grundy(&["rules", path.to_str().unwrap(), "100000"], b"");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert!(text(&run.stdout).contains("value: 2\n"), "{}", text(&run.stdout));
}

#[test]
fn kayles_plays_over_a_pipe() {
    let run = grundy(
        &["play", "rules", "testdata/rules/kayles.rhai", "7"],
        b"hint\n3 + 3\n4 + 4\nmoves\nquit\n",
    );
    let out = text(&run.stdout);
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert!(out.contains("Winning moves: `7 to 3 + 3`, `7 to 1 + 4`."), "{out}");
    assert!(out.contains("You play `7 to 3 + 3`."), "{out}");
    assert!(out.contains("The computer plays `3 to "), "{out}");
    assert!(out.contains("Not a move:"), "{out}");
    assert!(out.contains("Legal moves:"), "{out}");
    // The computer first, from a won position: it leaves a lost one (two equal rows).
    let first = grundy(
        &["play", "rules", "testdata/rules/kayles.rhai", "7", "--first", "computer"],
        b"quit\n",
    );
    let out = text(&first.stdout);
    assert!(
        out.contains("The computer plays `7 to 3 + 3`: it leaves you a lost position."),
        "{out}"
    );
}

/// A script game is played as every problem is: one notation (`FROM to POSITIONS`) whatever
/// the number of parts, natural phrasings read, a refused move answered with a legal example,
/// the longest game from a lost position, and the move that would have kept a won one.
#[test]
fn a_script_plays_like_every_problem() {
    // Kayles 9: `split 9 into 4 and 4` leaves 4 + 4 (values 1 ⊕ 1 = 0), a winning move typed
    // in words; then a move with no such part, and one that no split allows.
    let run = grundy(
        &["play", "rules", "testdata/rules/kayles.rhai", "9"],
        b"split 9 into 4 and 4\n8 to 1 + 1\nquit\n",
    );
    let out = text(&run.stdout);
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert!(out.contains("You play `9 to 4 + 4`."), "{out}");
    assert!(out.contains("Not a move: no part 8 can move; for example `"), "{out}");
    // The computer in a lost position (4 + 4) stalls as long as it can, and says so.
    assert!(out.contains("makes the game last longest"), "{out}");
    // A won position given away: the lesson names the move that kept it.
    let lost = grundy(&["play", "rules", "testdata/rules/kayles.rhai", "7"], b"7 to 6\nquit\n");
    let out = text(&lost.stdout);
    assert!(
        out.contains("Your move 1, `7 to 6`, gave the win away: `7 to 3 + 3` would have kept it."),
        "{out}"
    );
    let refused =
        grundy(&["play", "rules", "testdata/rules/kayles.rhai", "7"], b"7 to 2 + 2\nquit\n");
    let out = text(&refused.stdout);
    assert!(out.contains("7 cannot move to 2 + 2; for example `7 to "), "{out}");
    // Play takes the budgets its refusals name, for a script and a rules file in Rust alike;
    // a problem's game has none.
    for (file, flag, value) in [
        ("testdata/rules/kayles.rhai", "--max-positions", "5"),
        ("testdata/rules/kayles.rhai", "--max-ops", "50"),
        ("testdata/rules/kayles.rs", "--max-ops", "50"),
        ("testdata/rules/kayles.rs", "--max-positions", "5"),
    ] {
        let run = grundy(&["play", "rules", file, "30", flag, value], b"quit\n");
        let err = text(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{file} {flag}: {err}");
        assert!(err.lines().count() == 1 && err.contains(flag), "{file} {flag}: {err}");
        let roomy = grundy(&["play", "rules", file, "7", flag, "100000"], b"quit\n");
        assert!(roomy.status.success(), "{file} {flag}: {}", text(&roomy.stderr));
    }
    let nim = grundy(&["play", "nim", "3", "4", "--max-ops", "9"], b"quit\n");
    assert_eq!(nim.status.code(), Some(2));
    assert!(text(&nim.stderr).contains("a rules script's budgets"), "{}", text(&nim.stderr));
}

fn compile(name: &str) -> Rules {
    let path = workspace().join(format!("testdata/rules/{name}.rhai"));
    Rules::compile(name, &std::fs::read_to_string(path).unwrap(), Limits::default()).unwrap()
}

/// From every won position of random games on random small sums of Lasker's Nim, Kayles and
/// Wythoff's game, the perfect player's move leaves a sum that an independent source (the
/// problems' models, sg-core's octal engine) says is lost; the games go on by random moves.
#[test]
fn the_perfect_player_never_loses_a_won_position() {
    let kayles = sg_core::octal::OctalGame::new("0.77").unwrap().values(40);
    let mut lasker = sg_core::Solver::new(lasker_nim::model::HeapRules);
    let mut wythoff = sg_core::Solver::new(wythoff::model::Rules);
    let mut rng = Rng::new(0x5eed);
    let mut won = 0;
    for name in ["lasker", "kayles", "wythoff"] {
        for _ in 0..60 {
            let parts: Vec<Position> = (0..rng.range(1, 3))
                .map(|_| match name {
                    "wythoff" => {
                        Position::Tuple(vec![rng.range(0, 7) as i64, rng.range(0, 7) as i64])
                    }
                    _ => Position::Int(rng.range(0, 14) as i64),
                })
                .collect();
            let mut independent = |parts: &[Position]| -> u64 {
                parts
                    .iter()
                    .map(|p| match p {
                        Position::Int(n) if name == "kayles" => kayles[*n as usize],
                        Position::Int(n) => lasker.grundy(&(*n as u64)),
                        Position::Tuple(t) => {
                            wythoff::model::grundy(&mut wythoff, t[0] as u64, t[1] as u64)
                        }
                        Position::Text(_) => unreachable!(),
                    })
                    .fold(0, |s, g| s ^ g)
            };
            let script = ScriptGame::new(compile(name), &parts).unwrap();
            let mut game = Match::new(script, parts, Side::Computer);
            while !game.over() {
                let before = game.position().clone();
                let winning = independent(&before) != 0;
                let said = game.game().outcome(&before);
                assert_eq!(said == Outcome::Win, winning, "{name} {before:?}");
                let reply = game.computer_move().expect("a move");
                if winning {
                    won += 1;
                    assert_eq!(
                        independent(game.position()),
                        0,
                        "{name}: {before:?} then `{}`",
                        reply.words
                    );
                }
                // The other side plays at random.
                let (moves, _) = game.legal_moves(usize::MAX);
                if moves.is_empty() {
                    break;
                }
                let pick = &moves[rng.below(moves.len())];
                game.user_move(pick).unwrap();
            }
        }
    }
    assert!(won >= 100, "only {won} won positions met");
}

/// A subtraction game with a parameter: take 1 to K stones. Its values by sg-core's solver.
struct TakeUpTo(u64);

impl sg_core::Game for TakeUpTo {
    type Position = u64;
    fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
        (1..=self.0.min(n)).map(|k| vec![n - k]).collect()
    }
}

/// `--param K=…` sets the script's `const K` (and what is computed from it) for `rules`,
/// `table rules` (a range: one table and one law per value) and `play rules`; a name the
/// script does not declare is refused in one line that names it.
#[test]
fn a_parameter_sets_a_scripts_constant_in_every_command() {
    let dir = std::env::temp_dir().join(format!("rules-param-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("take.rhai");
    std::fs::write(
        &path,
        "const K = 3;\nconst MOST = K;\nfn moves(n) { let out = []; \
         for k in 1..=min(n, MOST) { out.push(n - k); } out }\n",
    )
    .unwrap();
    let script = path.to_str().unwrap();
    let value = |k: u64, n: u64| sg_core::Solver::new(TakeUpTo(k)).grundy(&n);
    let run = grundy(&["rules", script, "10", "--param", "K=4"], b"");
    assert!(
        text(&run.stdout).contains(&format!("value: {}\n", value(4, 10))),
        "{}",
        text(&run.stdout)
    );
    let run =
        grundy(&["table", "rules", script, "--upto", "60", "--param", "K=1..4", "--law"], b"");
    let out = text(&run.stdout);
    assert!(run.status.success(), "{}", text(&run.stderr));
    for k in 1..=4u64 {
        let table = out.split(&format!("take.rhai (K = {k}): g(n)\n")).nth(1).expect("a table");
        let row = table.lines().find(|l| l.starts_with("g(n) |")).unwrap();
        let shown: Vec<u64> = row[6..].split_whitespace().map(|w| w.parse().unwrap()).collect();
        let brute: Vec<u64> = (0..20).map(|n| value(k, n)).collect();
        assert_eq!(shown[..20], brute[..], "K = {k}");
        let law = format!("law: periodic with period {}\n", k + 1);
        assert!(table.contains(&law), "K = {k}: {table}");
    }
    let played = grundy(&["play", "rules", script, "7", "--param", "K=6"], b"quit\n");
    assert!(text(&played.stdout).contains("part 1 is 7: value 0"), "{}", text(&played.stdout));
    for args in [
        vec!["rules", script, "7", "--param", "Q=1"],
        vec!["table", "rules", script, "--param", "Q=1"],
        vec!["play", "rules", script, "7", "--param", "Q=1"],
    ] {
        let run = grundy(&args, b"quit\n");
        let err = text(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("--param Q") && err.contains("K, MOST"), "{args:?}: {err}");
    }
    let range = grundy(&["rules", script, "7", "--param", "K=1..3"], b"");
    assert!(text(&range.stderr).contains("a range of --param runs with `grundy table rules`"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Moore's Nim_K on heaps given as a tuple of any length: take from one to K of them.
struct MooreNim(usize);

impl sg_core::Game for MooreNim {
    type Position = Vec<u64>;
    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        // Every tuple below `heaps` coordinatewise that differs in 1..=K places.
        let mut out = Vec::new();
        let mut next = vec![0u64; heaps.len()];
        loop {
            let changed = next.iter().zip(heaps).filter(|(a, b)| a != b).count();
            if (1..=self.0).contains(&changed) {
                out.push(vec![next.clone()]);
            }
            let Some(i) = (0..next.len()).find(|&i| next[i] < heaps[i]) else { break };
            next[i] += 1;
            next[..i].iter_mut().for_each(|v| *v = 0);
        }
        out
    }
}

/// A tuple of three heaps (Moore's Nim_2) has a value; a table lays two chosen coordinates out
/// with the third fixed (`--tuple x,y,2`), or over a range (one table and one law per value),
/// and every cell is sg-core's solver's value.
#[test]
fn tuples_of_any_length_and_their_slices() {
    let dir = std::env::temp_dir().join(format!("rules-tuple-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("moore.rhai");
    std::fs::write(
        &path,
        "const K = 2;\nfn moves(p) { let out = []; for a in 0..=p[0] { for b in 0..=p[1] { \
         for c in 0..=p[2] { let t = 0; if a < p[0] { t += 1; } if b < p[1] { t += 1; } \
         if c < p[2] { t += 1; } if t >= 1 && t <= K { out.push([a, b, c]); } } } } out }\n",
    )
    .unwrap();
    let script = path.to_str().unwrap();
    let mut solver = sg_core::Solver::new(MooreNim(2));
    let run = grundy(&["rules", script, "3,5,6"], b"");
    let value = solver.grundy(&vec![3, 5, 6]);
    assert!(text(&run.stdout).contains(&format!("value: {value}\n")), "{}", text(&run.stdout));
    let run = grundy(
        &["table", "rules", script, "--x", "0..5", "--y", "0..5", "--tuple", "x,2..3,y", "--law"],
        b"",
    );
    let out = text(&run.stdout);
    assert!(run.status.success(), "{}", text(&run.stderr));
    for fixed in 2..=3u64 {
        let table = out.split(&format!("moore.rhai: g(x, {fixed}, y)\n")).nth(1).expect("a table");
        for x in 0..=5u64 {
            let row =
                table.lines().find(|l| l.trim_start().starts_with(&format!("{x} |"))).unwrap();
            let shown: Vec<u64> = row
                .split('|')
                .nth(1)
                .unwrap()
                .split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect();
            let brute: Vec<u64> = (0..=5).map(|y| solver.grundy(&vec![x, fixed, y])).collect();
            assert_eq!(shown, brute, "(x = {x}, {fixed}, y)");
        }
        assert!(table.contains("law: "), "{table}");
    }
    for (tuple, says) in [("x,5", "marks its two axes"), ("x,y,1..2,0..1", "one range at most")] {
        let run = grundy(
            &["table", "rules", script, "--x", "0..1", "--y", "0..1", "--tuple", tuple],
            b"",
        );
        assert!(text(&run.stderr).contains(says), "{tuple}: {}", text(&run.stderr));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_rules_file_in_rust_gives_the_scripts_values_and_names_its_faults() {
    let dir = std::env::temp_dir().join(format!("rules-rs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let table = |file: &str, extra: &[&str]| {
        let out = dir.join("values.txt");
        let _ = std::fs::remove_file(&out);
        let mut args =
            vec!["table", "rules", file, "--upto", "300", "--out", out.to_str().unwrap()];
        args.extend(extra);
        let run = grundy(&args, b"");
        (run, std::fs::read_to_string(&out).unwrap_or_default())
    };
    // Kayles in Rust and in rhai: the same 301 values, and the Rust one says it was compiled.
    let (rust, by_rust) = table("testdata/rules/kayles.rs", &[]);
    assert!(rust.status.success(), "{}", text(&rust.stderr));
    assert!(text(&rust.stdout).contains("by the rules in Rust"), "{}", text(&rust.stdout));
    let (script, by_script) = table("testdata/rules/kayles.rhai", &[]);
    assert!(script.status.success(), "{}", text(&script.stderr));
    assert_eq!(by_rust, by_script);
    assert!(by_rust.starts_with("# start 0\n0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7"), "{by_rust}");
    // Run again: found in the cache, not compiled.
    let again = table("testdata/rules/kayles.rs", &[]).0;
    assert!(text(&again.stdout).contains("from the cache"), "{}", text(&again.stdout));
    // Its budget of options keeps the values before it; 2-D tables are refused.
    let (cut, kept) = table("testdata/rules/kayles.rs", &["--max-ops", "5000"]);
    assert_eq!(cut.status.code(), Some(2));
    assert!(text(&cut.stderr).contains("--max-ops"), "{}", text(&cut.stderr));
    assert!(kept.contains("\n# stopped at 100 (the rules listed more than 5000 options"), "{kept}");
    // The bulk forms (`to_each`, `split`, by SIMD code) against scripts listing one option at a
    // time: Nim's and Lasker's values pass 64 (the mask's end), Grundy's game splits unequally
    // (ranges that are empty at small n), and the one-by-one Kayles is the same as the bulk one.
    for (rust, script) in [
        ("bench/rules/nim.rs", "testdata/rules/nim.rhai"),
        ("bench/rules/lasker.rs", "testdata/rules/lasker.rhai"),
        ("bench/rules/kayles-one-by-one.rs", "testdata/rules/kayles.rhai"),
        ("GRUNDY", "testdata/rules/grundys-game.rhai"),
    ] {
        let rust = if rust == "GRUNDY" {
            let path = dir.join("grundys-game.rs");
            let unequal = "fn moves(n: usize, out: &mut Moves) {\n    if n >= 3 {\n        out.split(n, 1..=(n - 1) / 2);\n    }\n}\n";
            std::fs::write(&path, unequal).unwrap();
            path.to_str().unwrap().to_string()
        } else {
            rust.to_string()
        };
        let (run, by_rust) = table(&rust, &[]);
        assert!(run.status.success(), "{rust}: {}", text(&run.stderr));
        let (_, by_script) = table(script, &[]);
        assert_eq!(by_rust, by_script, "{rust} against {script}");
        assert!(by_rust.lines().count() > 1, "{by_rust}");
    }
    let big = table("bench/rules/nim.rs", &[]).1;
    assert!(big.contains(" 299 300\n"), "Nim's values reach 300: {big}");
    let flat =
        grundy(&["table", "rules", "testdata/rules/kayles.rs", "--x", "0..3", "--y", "0..3"], b"");
    assert!(text(&flat.stderr).contains("give --upto N"), "{}", text(&flat.stderr));
    // A compile error names the file's line; an overflow and a move upwards name the fault.
    for (name, source, says) in [
        (
            "syntax",
            "fn moves(n: usize, out: &mut Moves) {\n    out.to(n - 1)\n    x\n}\n",
            "syntax.rs:2:",
        ),
        ("under", "fn moves(n: usize, out: &mut Moves) {\n    out.to(n - 1);\n}\n", "under.rs:2:"),
        (
            "upwards",
            "fn moves(n: usize, out: &mut Moves) { out.to(n + 1); }\n",
            "lists 1, not below it",
        ),
        (
            "split-upwards",
            "fn moves(n: usize, out: &mut Moves) { out.split(n, 0..=n / 2); }\n",
            "moves(0) lists 0, not below it",
        ),
    ] {
        let path = dir.join(format!("{name}.rs"));
        std::fs::write(&path, source).unwrap();
        let run = grundy(&["table", "rules", path.to_str().unwrap(), "--upto", "3"], b"");
        let err = text(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains(says), "{name}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--max-memory` holds a rules file in Rust too: its driver counts the heap at every
/// allocation, so a file that keeps memory without end is stopped at the position where the
/// heap passed the budget, the values before it printed and written, and the flag named; a
/// sum (`grundy rules`) that would pass it is refused in one line naming it.
#[test]
fn a_rules_file_in_rust_is_held_to_its_memory_budget() {
    let dir = std::env::temp_dir().join(format!("rules-rs-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Each position keeps 800 KB more than the one before: 16 MiB pass before n = 21.
    let hoard = dir.join("hoard.rs");
    std::fs::write(
        &hoard,
        "static HOARD: std::sync::Mutex<Vec<u64>> = std::sync::Mutex::new(Vec::new());\n\
         fn moves(n: usize, out: &mut Moves) {\n    \
         HOARD.lock().unwrap().extend(0..100_000u64);\n    if n > 0 {\n        out.to(n - 1);\n    }\n}\n",
    )
    .unwrap();
    let out = dir.join("values.txt");
    let file = hoard.to_str().unwrap();
    let args = ["table", "rules", file, "--upto", "1000", "--out", out.to_str().unwrap()];
    let cut = grundy(&[&args[..], &["--max-memory", "16"]].concat(), b"");
    let err = text(&cut.stderr);
    assert_eq!(cut.status.code(), Some(2), "{err}");
    assert!(err.contains("budget of 16 MiB") && err.contains("--max-memory"), "{err}");
    let kept = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = kept.lines().collect();
    assert_eq!(lines[0], "# start 0", "{kept}");
    let values: Vec<u64> = lines[1].split_whitespace().map(|w| w.parse().unwrap()).collect();
    assert!((5..=21).contains(&values.len()), "{kept}");
    assert!(values.iter().enumerate().all(|(n, &v)| v == n as u64 % 2), "{kept}");
    let stopped = format!("# stopped at {} (the heap outgrew its budget of 16 MiB", values.len());
    assert!(lines[2].starts_with(&stopped), "{kept}");
    assert!(text(&cut.stdout).contains("the values before it are kept"), "{}", text(&cut.stdout));
    // The default budget (4096 MiB, the scripts') lets the same file run to 100.
    let whole = grundy(&["table", "rules", file, "--upto", "100"], b"");
    assert!(whole.status.success(), "{}", text(&whole.stderr));
    // One call of `moves` that allocates without end is stopped inside it.
    let endless = dir.join("endless.rs");
    std::fs::write(
        &endless,
        "fn moves(n: usize, out: &mut Moves) {\n    let mut kept = Vec::new();\n    \
         while n == 5 {\n        kept.push(n);\n    }\n    if n > 0 {\n        out.to(n - 1);\n    }\n}\n",
    )
    .unwrap();
    let run = grundy(&["rules", endless.to_str().unwrap(), "7", "--max-memory", "8"], b"");
    let err = text(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{err}");
    assert!(err.contains("stopped at 5") && err.contains("--max-memory"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// One game written once in Rust answers sums as its script does: `grundy rules` on
/// `kayles.rs` prints, line for line, what it prints on `kayles.rhai` (values, outcome and
/// winning moves in the same order) for every sum of two rows up to 12 and a few longer
/// sums; what a `.rs` file cannot be (tuples, negative or text positions, `--param`,
/// `--max-depth`, misère, loopy) is refused in one line saying why.
#[test]
fn a_rules_file_in_rust_answers_sums_as_its_script_does() {
    let answer = |file: &str, parts: &[String]| {
        let mut args = vec!["rules", file];
        args.extend(parts.iter().map(String::as_str));
        let run = grundy(&args, b"");
        assert!(run.status.success(), "{file} {parts:?}: {}", text(&run.stderr));
        text(&run.stdout)
    };
    let mut sums: Vec<Vec<String>> = Vec::new();
    for a in 0..=12 {
        for b in a..=12 {
            sums.push(vec![a.to_string(), b.to_string()]);
        }
    }
    for sum in ["10 20 7", "7", "0", "4 7 9", "5 5", "3 3 6", "40+33 12"] {
        sums.push(sum.split(' ').map(str::to_string).collect());
    }
    let mut won = 0;
    for sum in &sums {
        let by_rust = answer("testdata/rules/kayles.rs", sum);
        assert_eq!(by_rust, answer("testdata/rules/kayles.rhai", sum), "{sum:?}");
        won += usize::from(by_rust.contains("winning move: "));
    }
    assert!(won > sums.len() / 2, "only {won} won sums");
    let dir = std::env::temp_dir().join(format!("rules-rs-refused-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let heap = "fn moves(n: usize, out: &mut Moves) {\n    out.to_each(0..=n.max(1) - 1);\n}\n";
    for (name, source) in [
        ("misere", format!("const MISERE: bool = true;\n{heap}")),
        ("loopy", format!("pub const LOOPY: bool = true;\n{heap}")),
    ] {
        let path = dir.join(format!("{name}.rs"));
        std::fs::write(&path, source).unwrap();
        for args in [
            vec!["rules", path.to_str().unwrap(), "3"],
            vec!["table", "rules", path.to_str().unwrap(), "--upto", "3"],
        ] {
            let run = grundy(&args, b"");
            let err = text(&run.stderr);
            assert_eq!(run.status.code(), Some(2), "{name}: {err}");
            let says = if name == "misere" { "const MISERE" } else { "const LOOPY" };
            assert!(err.contains(says) && err.contains(".rhai script"), "{name}: {err}");
        }
    }
    for (args, says) in [
        (&["3,4"][..], "tuples and strings are a .rhai script's"),
        (&["THHT"], "tuples and strings"),
        (&["--", "-3"], "integers from 0"),
        (&["3", "--param", "K=2"], "--param sets a .rhai script's constants"),
        (&["3", "--max-depth", "9"], "--max-depth bounds how deep a .rhai script nests"),
        (&["3000000"], "--max-positions"),
        (&["300", "--max-ops", "1000"], "--max-ops"),
        // 820 options value 0..=40, and 40's own 40 are listed again: over 845 while listing.
        (&["40", "--max-ops", "845"], "more than 845 options (raise the budget with --max-ops"),
    ] {
        let run = grundy(&[&["rules", "testdata/rules/kayles.rs"][..], args].concat(), b"");
        let err = text(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    let played = grundy(&["play", "rules", "testdata/rules/kayles.rs", "3,4"], b"");
    assert!(text(&played.stderr).contains("tuples and strings"), "{}", text(&played.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `grundy play rules` on `kayles.rs` is the game of `kayles.rhai`: the same transcript, turn
/// for turn, title aside; and from every won position of random games on random sums of
/// rows, its perfect player leaves a sum that sg-core's octal engine says is lost, while
/// every move played, by either side, is a legal move of Kayles.
#[test]
fn a_rules_file_in_rust_plays_as_its_script_does() {
    let typed = b"hint\n7 to 5\nmoves\nundo\nhint\n5 to 1 + 3\n3 to 2\nquit\n";
    for first in ["me", "computer"] {
        let transcript = |file: &str| {
            let run = grundy(&["play", "rules", file, "7", "5", "--first", first], typed);
            assert!(run.status.success(), "{file}: {}", text(&run.stderr));
            text(&run.stdout).replacen(".rhai, against", ".rs, against", 1)
        };
        let by_rust = transcript("testdata/rules/kayles.rs");
        assert_eq!(by_rust, transcript("testdata/rules/kayles.rhai"), "--first {first}");
        assert!(by_rust.contains("The game of kayles.rs"), "{by_rust}");
        assert!(by_rust.contains("The computer plays `"), "{by_rust}");
    }
    let kayles = sg_core::octal::OctalGame::new("0.77").unwrap().values(60);
    let file = workspace().join("testdata/rules/kayles.rs");
    let nim_sum = |parts: &[Position]| {
        parts.iter().fold(0, |s, p| match p {
            Position::Int(n) => s ^ kayles[*n as usize],
            _ => panic!("a tuple or string in Kayles: {p:?}"),
        })
    };
    // A move of Kayles: one row n becomes two rows a + b with a + b = n - 1 or n - 2.
    let legal = |before: &[Position], after: &[Position]| {
        let mut removed = before.to_vec();
        let mut added = Vec::new();
        for p in after {
            match removed.iter().position(|q| q == p) {
                Some(i) => drop(removed.swap_remove(i)),
                None => added.push(p.clone()),
            }
        }
        // After = before - {n} + {a, b} with a, b < n: the differences are exactly those.
        let row = |p: &Position| if let Position::Int(n) = p { *n } else { -1 };
        match (removed.as_slice(), added.as_slice()) {
            ([n], [a, b]) => (1..=2).contains(&(row(n) - row(a) - row(b))),
            _ => false,
        }
    };
    let mut rng = Rng::new(0x4b61);
    let (mut won, mut moves) = (0, 0);
    for _ in 0..40 {
        let parts: Vec<Position> =
            (0..rng.range(1, 3)).map(|_| Position::Int(rng.range(0, 20) as i64)).collect();
        let limits = Limits::default();
        let game = ScriptGame::compiled(&file, &parts, &limits).unwrap();
        let mut game = Match::new(game, parts, Side::Computer);
        while !game.over() {
            let before = game.position().clone();
            let winning = nim_sum(&before) != 0;
            assert_eq!(game.game().outcome(&before) == Outcome::Win, winning, "{before:?}");
            let reply = game.computer_move().expect("a move");
            assert!(legal(&before, game.position()), "{before:?} then `{}`", reply.words);
            moves += 1;
            if winning {
                won += 1;
                assert_eq!(nim_sum(game.position()), 0, "{before:?} then `{}`", reply.words);
            }
            let (options, _) = game.legal_moves(usize::MAX);
            if options.is_empty() {
                break;
            }
            let before = game.position().clone();
            game.user_move(&options[rng.below(options.len())]).unwrap();
            assert!(legal(&before, game.position()), "{before:?} then {:?}", game.position());
            moves += 1;
        }
    }
    assert!(won >= 30 && moves >= 100, "only {won} won positions, {moves} moves");
}

/// A panic in a rules file in Rust's `moves` (its own `panic!`, an overflow) stops the table
/// like a spent budget: at the position where it came, with the file's line and message, the
/// values before it printed and written; a sum below that position is answered, one that
/// needs it is refused in one line naming it.
#[test]
fn a_panic_in_a_rules_file_in_rust_keeps_the_values_before_it() {
    let dir = std::env::temp_dir().join(format!("rules-rs-panic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("five.rs");
    std::fs::write(
        &path,
        "fn moves(n: usize, out: &mut Moves) {\n    if n == 5 {\n        panic!(\"no rule for five\");\n    }\n    if n > 0 {\n        out.to(n - 1);\n    }\n}\n",
    )
    .unwrap();
    let (file, out) = (path.to_str().unwrap(), dir.join("values.txt"));
    let run =
        grundy(&["table", "rules", file, "--upto", "10", "--out", out.to_str().unwrap()], b"");
    let err = text(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{err}");
    assert!(
        err.contains("stopped at 5 (moves(5) panicked at ") && err.contains("five.rs:3:"),
        "{err}"
    );
    assert!(err.contains("no rule for five"), "{err}");
    let kept = std::fs::read_to_string(&out).unwrap();
    assert!(kept.starts_with("# start 0\n0 1 0 1 0\n# stopped at 5 (moves(5) panicked"), "{kept}");
    let below = grundy(&["rules", file, "3", "4"], b"");
    assert_eq!(
        text(&below.stdout).lines().nth(1),
        Some("value: 1 ⊕ 0 = 1"),
        "{}",
        text(&below.stderr)
    );
    let over = grundy(&["rules", file, "7"], b"");
    let err = text(&over.stderr);
    assert_eq!(over.status.code(), Some(2), "{err}");
    assert!(err.contains("moves(5) panicked") && err.lines().count() == 1, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
