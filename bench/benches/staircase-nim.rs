//! Stair Game: the judge's maximum (2·10^5 stairs in tests of up to 2000), 2·10^5 one-stair
//! tests (the most tests the judge allows), and 10 × 10^6 stairs with up to 2^60 balls.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn staircase_nim(c: &mut Criterion) {
    let p = &staircase_nim::PROBLEM;
    let one_stair_tests = format!("200000\n{}", "1\n1000000000\n".repeat(200_000)).into_bytes();
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("2x10^5-tests", one_stair_tests),
        ("10x10^6", bench::input(p, Size::N(1_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, staircase_nim);
criterion_main!(benches);
