//! The law finder on tables of the sizes it is run on: the whole search (`best_law`, every
//! form) on 10^4, 10^5 and 10^6 values of Kayles (periodic), Lasker's Nim (arithmetic-periodic),
//! Ω(n) (a closed form) and a random sequence (no law, so no form stops early), and the O(n)
//! period and arithmetic-period searches alone on 10^6 values.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use sg_core::law::{Feature, best_law, period};
use std::hint::black_box;

/// Kayles's values (preperiod 71, period 12) continued by its proven period to `len`.
fn kayles(len: usize) -> Vec<u64> {
    let head = sg_core::octal::OctalGame::new("0.77").unwrap().values(83);
    (0..len).map(|n| if n < 83 { head[n] } else { head[71 + (n - 71) % 12] }).collect()
}

/// Lasker's Nim's values `g(n)` (period 4, saltus 4 from 1).
fn lasker(len: usize) -> Vec<u64> {
    (0..len as u64)
        .map(|x| match x % 4 {
            _ if x == 0 => 0,
            0 => x - 1,
            3 => x + 1,
            _ => x,
        })
        .collect()
}

/// `len` values over {0, 1, 2, 3} from a fixed 64-bit linear congruential generator (the high
/// bits, which are the well-mixed ones).
fn random(len: usize) -> Vec<u64> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            state >> 62
        })
        .collect()
}

fn whole_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("law: whole search");
    group.sample_size(10);
    for len in [10_000usize, 100_000, 1_000_000] {
        let tables = [
            ("Kayles", kayles(len)),
            ("Lasker", lasker(len)),
            ("Omega", Feature::BigOmega.table(len)),
            ("random", random(len)),
        ];
        for (name, values) in &tables {
            // The law must be the one the table was built from (none for the random one):
            // a benchmark of a finder that finds the wrong law measures nothing.
            let found = best_law(0, values);
            assert_eq!(found.is_none(), *name == "random", "{name} {len}: {found:?}");
            group.bench_with_input(BenchmarkId::new(*name, len), values, |b, values| {
                b.iter(|| best_law(0, black_box(values)))
            });
        }
    }
    group.finish();
}

fn period_searches(c: &mut Criterion) {
    let k6 = kayles(1_000_000);
    let l6 = lasker(1_000_000);
    let mut group = c.benchmark_group("law: period searches, 10^6");
    group.sample_size(20);
    group.bench_function("period, Kayles", |b| b.iter(|| period::best_period(black_box(&k6))));
    group.bench_function("arithmetic period, Lasker", |b| {
        b.iter(|| period::best_arithmetic_period(black_box(&l6)))
    });
    group.finish();
}

criterion_group!(law, whole_search, period_searches);
criterion_main!(law);
