//! Ordinal Machines: the judge's maximum (10^5 machines up to 10^18), 10^5 machines within
//! 10^6 of 10^18, and 10^6 of them.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn ordinal_machines(c: &mut Criterion) {
    let p = &ordinal_machines::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("10^5-near-10^18", bench::input(p, Size::N(100_000))),
        ("10^6-near-10^18", bench::input(p, Size::N(1_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, ordinal_machines);
criterion_main!(benches);
