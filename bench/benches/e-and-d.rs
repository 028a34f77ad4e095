//! E&D: the judge's maximum (20 × 2·10^4 piles up to 2·10^9) and 20 × 10^5 piles anywhere in
//! u64 (about 40 MB).
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn e_and_d(c: &mut Criterion) {
    let p = &e_and_d::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("20x10^5-u64", bench::input(p, Size::N(100_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, e_and_d);
criterion_main!(benches);
