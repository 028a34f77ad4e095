//! A rules script against the same game written in Rust, both valued by sg-core's engine:
//! Lasker's Nim for heaps 0..=1000 (about 750 000 options) and Kayles for rows 0..=2000
//! (about 2 000 000 options), each from an empty memo. Then the compiled path (a rules file in
//! Rust, `testdata/rules/kayles.rs`, compiled once by `grundy` and run as a process, its values
//! read back) against sg-core's memoised engine on the same game in process, Kayles to 10^4
//! (5·10^7 options).

use criterion::{Criterion, criterion_group, criterion_main};
use rules::{Limits, Position, Rules};
use sg_core::{Game, Solver};

/// Kayles in Rust, as the script lists it: one or two pins, the two sides a sum.
struct Kayles;
impl Game for Kayles {
    type Position = u64;
    fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for take in 1..=2.min(n) {
            for left in 0..=(n - take) / 2 {
                out.push(vec![left, n - take - left]);
            }
        }
        out
    }
}

fn script(name: &str) -> String {
    let path = format!("{}/../testdata/rules/{name}.rhai", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

fn by_script(source: &str, upto: i64) -> u64 {
    let mut game = Rules::compile("bench.rhai", source, Limits::default()).unwrap();
    let positions: Vec<Position> = (0..=upto).map(Position::Int).collect();
    let values = game.table(&positions, &mut |_, _| {}).unwrap();
    values.iter().filter_map(rules::Value::number).sum::<i64>() as u64
}

fn by_rust<G: Game<Position = u64>>(game: G, upto: u64) -> u64 {
    let mut solver = Solver::new(game);
    (0..=upto).map(|n| solver.grundy(&n)).sum()
}

/// Kayles to `upto` by the compiled rules file, a whole process (compiled before the timing).
fn by_compiled(file: &std::path::Path, upto: u64) -> u64 {
    let limits = rules::Limits { operations: u64::MAX, ..rules::Limits::default() };
    let got = grundy::commands::compiled::table(file, upto, &limits).unwrap();
    assert_eq!(got.values.len() as u64, upto + 1);
    got.values.iter().sum()
}

fn rules(c: &mut Criterion) {
    let mut group = c.benchmark_group("rules");
    group.sample_size(10);
    let lasker = script("lasker");
    let kayles = script("kayles");
    group.bench_function("lasker-1000/script", |b| b.iter(|| by_script(&lasker, 1000)));
    group.bench_function("lasker-1000/rust", |b| {
        b.iter(|| by_rust(lasker_nim::model::HeapRules, 1000))
    });
    group.bench_function("kayles-2000/script", |b| b.iter(|| by_script(&kayles, 2000)));
    group.bench_function("kayles-2000/rust", |b| b.iter(|| by_rust(Kayles, 2000)));
    let compiled = std::path::PathBuf::from(format!(
        "{}/../testdata/rules/kayles.rs",
        env!("CARGO_MANIFEST_DIR")
    ));
    assert_eq!(by_compiled(&compiled, 10_000), by_rust(Kayles, 10_000));
    group.bench_function("kayles-10000/compiled", |b| b.iter(|| by_compiled(&compiled, 10_000)));
    group.bench_function("kayles-10000/rust", |b| b.iter(|| by_rust(Kayles, 10_000)));
    group.finish();
}

criterion_group!(benches, rules);
criterion_main!(benches);
