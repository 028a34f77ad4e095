//! A Chess Game: the judge's N = 1000, and N = 10^6 with 4·10^6 edges and 10^5 queries of 10.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn dag_game(c: &mut Criterion) {
    let p = &dag_game::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("1e6-vertices", bench::input(p, Size::N(1_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, dag_game);
criterion_main!(benches);
