//! `grundy law` as a user runs it: laws of games' tables, `--at`, emitted code compiled and run
//! against the law, and bad input refused in one positioned line with exit 2.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");

fn grundy(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(GRUNDY)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    // The child may stop reading at an error: a closed pipe is expected then.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

fn text(values: &[u64]) -> Vec<u8> {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ").into_bytes()
}

/// Lasker's Nim by its rules (take any number, or split in two), by mex.
fn lasker(len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..len {
        let mut options: Vec<u64> = g.clone();
        options.extend((1..n).map(|a| g[a] ^ g[n - a]));
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

#[test]
fn lasker_at_points() {
    let out = grundy(&["law", "--at", "0,3,4,18446744073709551615"], &text(&lasker(120)));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "g(0) = 0\ng(3) = 4\ng(4) = 3\ng(18446744073709551615) = 18446744073709551616\n"
    );
    let report = grundy(&["law"], &text(&lasker(120)));
    let report = String::from_utf8_lossy(&report.stdout);
    assert!(report.contains("arithmetic-periodic: period 4, saltus 4, from n = 1"), "{report}");
    assert!(report.contains("not proven"), "{report}");
    let noise: Vec<u64> = (0..500u64).map(|n| ((n * 2654435761) >> 7) % 3).collect();
    let out = grundy(&["law", "--at", "5"], &text(&noise));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "g(5) = unknown\n");
}

#[test]
fn plane_at_points() {
    let rows: Vec<String> = (0..16u64)
        .map(|x| (0..16u64).map(|y| (x ^ y).to_string()).collect::<Vec<_>>().join(" "))
        .collect();
    let out =
        grundy(&["law", "--2d", "--at", "3:5,18446744073709551615:1"], rows.join("\n").as_bytes());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "g(3,5) = 6\ng(18446744073709551615,1) = 18446744073709551614\n"
    );
}

/// `main` compiled by rustc in `dir` with warnings as errors (the code is pasted into
/// solutions that may deny them), run: its standard output.
fn compile_and_run(dir: &std::path::Path, name: &str, main: &str) -> String {
    let source = dir.join(format!("{name}.rs"));
    std::fs::write(&source, main).unwrap();
    let binary = dir.join(name);
    let status = Command::new("rustc")
        .args(["-O", "--edition", "2021", "-D", "warnings", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .unwrap();
    assert!(status.success(), "{name}: rustc failed on {}", source.display());
    String::from_utf8_lossy(&Command::new(&binary).output().unwrap().stdout).into_owned()
}

/// The emitted Rust function, compiled by rustc, prints what `--at` prints.
#[test]
fn emitted_rust_compiles_and_agrees() {
    let points = "0,1,2,3,4,5,100,1000003,18446744073709551615";
    let omega: Vec<u64> = (0..600u64)
        .map(|n| {
            if n < 2 {
                0
            } else {
                sg_core::law::features::factorize(n).iter().map(|&(_, e)| u64::from(e)).sum()
            }
        })
        .collect();
    let mock: Vec<u64> = (0..300u64).map(|n| 2 * n + u64::from(n.count_ones() % 2 == 0)).collect();
    let kayles = sg_core::octal::OctalGame::new("0.77").unwrap().values(400);
    let dir = std::env::temp_dir().join(format!("grundy-law-emit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A line with an exception first: `g(n) = 2n + 1` from n = 1.
    let line: Vec<u64> = std::iter::once(5).chain((1..200).map(|n| 2 * n + 1)).collect();
    let nim: Vec<u64> = (0..200).collect();
    let constant: Vec<u64> = [3u64, 1].into_iter().chain(std::iter::repeat_n(2, 100)).collect();
    for (name, values) in [
        ("lasker", lasker(100)),
        ("omega", omega),
        ("mock", mock),
        ("kayles", kayles),
        ("line", line),
        ("nim", nim),
        ("constant", constant),
    ] {
        let input = text(&values);
        let expected = String::from_utf8(grundy(&["law", "--at", points], &input).stdout).unwrap();
        assert!(!expected.contains("unknown"), "{name}: {expected}");
        let code = String::from_utf8(grundy(&["law", "--emit", "rust"], &input).stdout).unwrap();
        for wart in ["- 0)", "let _ =", ">= 0", "% 1)", "/ 1)"] {
            assert!(!code.contains(wart), "{name}: `{wart}` in\n{code}");
        }
        let main = format!(
            "{code}\nfn main() {{\n    for n in [{}u64] {{ println!(\"g({{n}}) = {{}}\", grundy(n)); }}\n}}\n",
            points.replace(',', "u64, ")
        );
        assert_eq!(compile_and_run(&dir, name, &main), expected, "{name}");
        // The C++ with g++ where there is one.
        let cpp = String::from_utf8(grundy(&["law", "--emit", "cpp"], &input).stdout).unwrap();
        let main = format!(
            "#include <cstdio>\n#include <string>\n{cpp}\nstatic std::string show(u128 v) {{ std::string s; do {{ s.insert(s.begin(), char('0' + int(v % 10))); v /= 10; }} while (v); return s; }}\nint main() {{ unsigned long long ns[] = {{{}}}; for (unsigned long long n : ns) std::printf(\"g(%llu) = %s\\n\", n, show(grundy(n)).c_str()); }}\n",
            points.replace(',', "ULL, ") + "ULL"
        );
        let source = dir.join(format!("{name}.cpp"));
        std::fs::write(&source, main).unwrap();
        let binary = dir.join(format!("{name}-cpp"));
        let Ok(status) = Command::new("g++")
            .args(["-O2", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-o"])
            .arg(&binary)
            .arg(&source)
            .status()
        else {
            continue;
        };
        assert!(status.success(), "{name}: g++ failed on {}", source.display());
        let run = Command::new(&binary).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), expected, "{name} (C++)");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn refused(args: &[&str], stdin: &[u8], needle: &str) {
    let out = grundy(args, stdin);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(needle), "{err}");
}

#[test]
fn bad_input_is_one_positioned_line() {
    refused(
        &["law"],
        b"0 1 2\n3 four 5\n",
        "line 2, column 3: `four` is not a non-negative integer",
    );
    refused(&["law"], b"", "no values");
    refused(&["law"], b" \r\n\t", "no values");
    refused(&["law", "--2d"], b"0 1 2\n1 0\n", "line 2: 2 values, but the first row has 3");
    let mut huge = b"1 2 ".to_vec();
    huge.extend(std::iter::repeat_n(b'7', 1_000_000));
    refused(&["law"], &huge, "line 1, column 5: a value of 2^64 or more");
    // 10^8 values: refused at the 10^7 + 1-th, after reading 20 MB of the 200 MB.
    let many = b"0 ".repeat(100_000_000);
    refused(&["law"], &many, "line 1, column 20000001: more than 10000000 values");
    refused(&["law"], &many, "raise the budget with --max-values N");
    // The budget is a flag: lowered, it refuses sooner; raised, the same values are read.
    refused(&["law", "--max-values", "5"], b"0 1 0 1 0 1", "column 11: more than 5 values");
    let raised = grundy(&["law", "--max-values", "6"], b"0 1 0 1 0 1");
    assert!(raised.status.success(), "{}", String::from_utf8_lossy(&raised.stderr));
    refused(&["law", "--at", "x"], b"0 1", "--at: `x` is not a whole number");
    refused(&["law", "--emit", "java"], b"0 1", "[possible values: rust, cpp]");
    refused(&["law", "--emit", "rust"], b"0 1 1 0", "no law found, so there is nothing to emit");
}

#[test]
fn table_law_switch() {
    let out = grundy(&["table", "octal", "--code", "0.77", "--upto", "20", "--law"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("law: eventually periodic: preperiod 71, period 12"), "{text}");
    assert!(text.contains("proof: proven: period 12 from n = 71 by the Guy–Smith test"), "{text}");
    let out = grundy(&["table", "subtraction", "--moves", "2,5", "--law"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("proof: proven: period 7 from n = 0 by the repeated window"), "{text}");
    let out = grundy(&["table", "e-and-d", "--law"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("formula: g(x, y) = trailing_ones((x − 1) | (y − 1))"), "{text}");
    let out = grundy(&["table", "mock-turtles", "--law"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("g(n) = 2·n + 1 if 0; 2·n if 1 for n ≥ 0, by popcount(n) mod 2"),
        "{text}"
    );
}

/// `table rules … --law`: the law of a script's values, never proven (the script is all that
/// is known), and no law read into a loopy game's infinite values.
#[test]
fn rules_table_law_switch() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/rules/");
    let script = |name: &str| format!("{root}{name}");
    let lasker = script("lasker.rhai");
    let out = grundy(&["table", "rules", &lasker, "--upto", "100", "--law"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("law: arithmetic-periodic: period 4, saltus 4, from n = 1"), "{text}");
    assert!(text.contains("proof: holds for all 101 values given; not proven"), "{text}");
    let kayles = script("kayles.rhai");
    let out = grundy(&["table", "rules", &kayles, "--law", "--upto", "200"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("law: eventually periodic: preperiod 71, period 12"), "{text}");
    let bounce = script("bounce.rhai");
    let out = grundy(&["table", "rules", &bounce, "--upto", "30", "--law"], b"");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("law: not sought (some values are infinite"), "{text}");
    let out = grundy(&["table", "rules", &lasker, "--upto", "100"], b"");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("law:"));
}

/// The emitted 2-D Rust, compiled with warnings as errors, agrees with `--at` on `x ⊕ y` and
/// `min(x, y)`.
#[test]
fn emitted_plane_rust_compiles_and_agrees() {
    let points = [(1u64, 1u64), (3, 5), (7, 2), (1 << 40, 12345), (u64::MAX, 1)];
    let at: Vec<String> = points.iter().map(|(x, y)| format!("{x}:{y}")).collect();
    let dir = std::env::temp_dir().join(format!("grundy-law-plane-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    type Rule = fn(u64, u64) -> u64;
    let tables: [(&str, Rule); 2] = [("xor", |x, y| x ^ y), ("min", u64::min)];
    for (name, rule) in tables {
        let rows: Vec<String> = (0..16)
            .map(|x| (0..16).map(|y| rule(x, y).to_string()).collect::<Vec<_>>().join(" "))
            .collect();
        let input = rows.join("\n").into_bytes();
        let expected =
            String::from_utf8(grundy(&["law", "--2d", "--at", &at.join(",")], &input).stdout)
                .unwrap();
        assert!(!expected.is_empty() && !expected.contains("unknown"), "{name}: {expected}");
        let code =
            String::from_utf8(grundy(&["law", "--2d", "--emit", "rust"], &input).stdout).unwrap();
        assert!(!code.contains(">= 0"), "{name}: a u64 compared with 0 in\n{code}");
        let calls: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("    println!(\"g({x},{y}) = {{}}\", grundy({x}, {y}));"))
            .collect();
        let main = format!("{code}\nfn main() {{\n{}\n}}\n", calls.join("\n"));
        assert_eq!(compile_and_run(&dir, name, &main), expected, "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A table that does not start at 0 is read where it starts: `grundy table rules … --out`
/// writes its origin, and `grundy law` reads it, so that the law, `--at` and the emitted code
/// agree with the table at every cell (a table from (1, 1) read as from (0, 0) would be shifted).
#[test]
fn a_table_is_read_where_it_starts() {
    let dir = std::env::temp_dir().join(format!("grundy-law-origin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Two heaps, a move lowers one: g(x, y) = x ⊕ y.
    let script = dir.join("two-heaps.rhai");
    std::fs::write(
        &script,
        "fn moves(p) { let out = []; for x in 0..p[0] { out.push([x, p[1]]); } \
         for y in 0..p[1] { out.push([p[0], y]); } out }",
    )
    .unwrap();
    let file = dir.join("values.txt");
    let (script, file_name) = (script.to_str().unwrap(), file.to_str().unwrap());
    let made = grundy(
        &["table", "rules", script, "--x", "1..12", "--y", "1..12", "--out", file_name],
        b"",
    );
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    assert!(std::fs::read_to_string(&file).unwrap().starts_with("# origin 1 1\n"));
    let cells: Vec<(u64, u64)> = (1..=12).flat_map(|x| (1..=12).map(move |y| (x, y))).collect();
    let points: Vec<String> = cells.iter().map(|(x, y)| format!("{x}:{y}")).collect();
    let at = grundy(&["law", "--2d", file_name, "--at", &points.join(",")], b"");
    let expected: String = cells.iter().map(|(x, y)| format!("g({x},{y}) = {}\n", x ^ y)).collect();
    assert_eq!(String::from_utf8_lossy(&at.stdout), expected);
    let emitted = grundy(&["law", "--2d", file_name, "--emit", "rust"], b"");
    let code = String::from_utf8(emitted.stdout).unwrap();
    let main = format!(
        "{code}\nfn main() {{\n    for x in 1..=12u64 {{\n        for y in 1..=12u64 {{\n            \
         println!(\"g({{x}},{{y}}) = {{}}\", grundy(x, y));\n        }}\n    }}\n}}\n"
    );
    assert_eq!(compile_and_run(&dir, "origin", &main), expected);
    // A sequence from 5 likewise: `# start 5`, and g(n) = n mod 3 read from there.
    let sequence: String = (5..200u64).map(|n| format!("{} ", n % 3)).collect();
    let at = grundy(&["law", "--at", "5,6,7,1000"], format!("# start 5\n{sequence}\n").as_bytes());
    assert_eq!(String::from_utf8_lossy(&at.stdout), "g(5) = 2\ng(6) = 0\ng(7) = 1\ng(1000) = 1\n");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Attack on Kingdom (Codeforces 1312F) on one castle with attacks of 1, 2 and 3: `(a, last)`,
/// `last` the kind of the last attack (0 mixed or none, 1 infantry, 2 cavalry); infantry may
/// not follow infantry, nor cavalry cavalry. Its moves, for sg-core's solver.
struct AttackOnKingdom;

impl sg_core::Game for AttackOnKingdom {
    type Position = (u64, u64);
    fn moves(&self, &(a, last): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
        if a == 0 {
            return vec![];
        }
        [(1, 0), (2, 1), (3, 2)]
            .into_iter()
            .filter(|&(_, kind)| kind == 0 || kind != last)
            .map(|(kill, kind)| vec![(a.saturating_sub(kill), kind)])
            .collect()
    }
}

/// The same game as a script, its attacks parameters.
const ATTACK_ON_KINGDOM: &str = "const X = 1;\nconst Y = 2;\nconst Z = 3;\n\
    fn moves(p) {\n    let a = p[0];\n    let last = p[1];\n    if a == 0 { return []; }\n    \
    let out = [[max(a - X, 0), 0]];\n    if last != 1 { out.push([max(a - Y, 0), 1]); }\n    \
    if last != 2 { out.push([max(a - Z, 0), 2]); }\n    out\n}\n";

/// Each column of Attack on Kingdom's table is periodic with period 4 after a pre-period of its
/// own (8, 6, 6): `grundy table rules … --law` states it, `--emit rust` writes it directly, and
/// the function, compiled, agrees with sg-core's solver far beyond the table; a 2-D axis is
/// bounded by `--max-cells`, not by 1000.
#[test]
fn attack_on_kingdom_table_is_eventually_periodic_and_emitted() {
    let dir = std::env::temp_dir().join(format!("grundy-law-aok-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("aok.rhai");
    std::fs::write(&script, ATTACK_ON_KINGDOM).unwrap();
    let script = script.to_str().unwrap();
    let table = ["table", "rules", script, "--x", "0..59", "--y", "0..2"];
    let run = grundy(&[&table[..], &["--law"]].concat(), b"");
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(
        said.contains("law: eventually periodic: period 4 in x from x = 8; no period in y"),
        "{said}"
    );
    let emitted = grundy(&[&table[..], &["--emit", "rust"]].concat(), b"");
    let code = String::from_utf8(emitted.stdout).unwrap();
    assert!(code.contains("fn grundy(x: u64, y: u64) -> u128"), "{code}");
    let main = format!(
        "{code}\nfn main() {{\n    for a in (0..5000u64).chain([1 << 40]) {{\n        for l in \
         0..3u64 {{\n            println!(\"{{}}\", grundy(a, l));\n        }}\n    }}\n}}\n"
    );
    let mut solver = sg_core::Solver::new(AttackOnKingdom);
    let expected: String = (0..5000u64)
        .chain([1 << 40])
        .flat_map(|a| (0..3).map(move |l| (a, l)))
        .map(|(a, l)| {
            // 2^40 − 8 is a multiple of the period 4: its value is g(8).
            let a = if a == 1 << 40 { 8 } else { a };
            format!("{}\n", solver.grundy(&(a, l)))
        })
        .collect();
    assert_eq!(compile_and_run(&dir, "aok", &main), expected);
    // Other attacks by --param: period 7 from 12 (the Python brute force of the issue agrees).
    let run = grundy(
        &[&table[..], &["--param", "X=2", "--param", "Y=3", "--param", "Z=5", "--law"]].concat(),
        b"",
    );
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(said.contains("aok.rhai (X = 2, Y = 3, Z = 5): g(x, y)"), "{said}");
    assert!(said.contains("period 7 in x from x = 12"), "{said}");
    // 3000 rows: past the old cap of 1000 values an axis; --max-cells bounds the cells.
    let long = grundy(&["table", "rules", script, "--x", "0..2999", "--y", "0..2", "--law"], b"");
    assert!(long.status.success(), "{}", String::from_utf8_lossy(&long.stderr));
    assert!(String::from_utf8_lossy(&long.stdout).contains("period 4 in x from x = 8"));
    let over = grundy(&[&table[..], &["--max-cells", "100"]].concat(), b"");
    let err = String::from_utf8_lossy(&over.stderr);
    assert_eq!(over.status.code(), Some(2), "{err}");
    assert!(err.contains("180 cells") && err.contains("--max-cells"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
