//! S-Nim: one judge-maximum test (k = m = l = 100, heaps ≤ 10^4, direct table) and 10^5 heaps
//! near 10^18 answered through the proven period.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn s_nim(c: &mut Criterion) {
    let p = &s_nim::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("1e5-heaps-near-1e18", bench::input(p, Size::N(100_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, s_nim);
criterion_main!(benches);
