//! Georgia and Bob: the judge's maximum (20 × 1000 chessmen, cells up to 10^4) and 20 × 10^5
//! chessmen on cells up to about 2^57, shuffled (sorting dominates).
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn georgia_and_bob(c: &mut Criterion) {
    let p = &georgia_and_bob::PROBLEM;
    let inputs =
        [("judge-max", bench::input(p, Size::Max)), ("20x10^5", bench::input(p, Size::N(100_000)))];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, georgia_and_bob);
criterion_main!(benches);
