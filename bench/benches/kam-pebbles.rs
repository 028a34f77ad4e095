//! KAM-Pebbles: the judge's maximum (10 × 1000 piles up to 10^4) and 10 × 10^6 piles up to
//! 2^62.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn kam_pebbles(c: &mut Criterion) {
    let p = &kam_pebbles::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("10x10^6", bench::input(p, Size::N(1_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, kam_pebbles);
criterion_main!(benches);
