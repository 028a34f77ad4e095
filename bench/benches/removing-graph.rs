//! Removing Graph: the judge's maximum (n = 2·10^5) and n = 10^7 (about 170 MB of input),
//! disjoint cycles on shuffled labels in shuffled edge order.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn removing_graph(c: &mut Criterion) {
    let p = &removing_graph::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("n=10^7", bench::input(p, Size::N(10_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, removing_graph);
criterion_main!(benches);
