//! New Nim: the judge's maximum (100 heaps up to 10^9) and 10^6 heaps anywhere in u64 (about
//! 20 MB), where sorting dominates.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn new_nim(c: &mut Criterion) {
    let p = &new_nim::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("10^6-u64", bench::input(p, Size::N(1_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, new_nim);
criterion_main!(benches);
