//! Nim: the judge's maximum (10 × 10^4 heaps) and 10 × 10^6 heaps below 2^30 (about 100 MB).
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn nim(c: &mut Criterion) {
    let p = &nim::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("10x10^6", bench::input(p, Size::N(1_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, nim);
criterion_main!(benches);
