//! Moving Coins: the judge's maximum (n = 150 000, m = 50), the official sample `99999 47`,
//! and n = 10^6, m = 50 (about 15 MB resident).
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn moving_coins(c: &mut Criterion) {
    let p = &moving_coins::PROBLEM;
    let inputs = [
        ("sample-99999-47", b"99999 47\n".to_vec()),
        ("judge-max-150000-50", bench::input(p, Size::Max)),
        ("1e6-50", bench::input(p, Size::N(1_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, moving_coins);
criterion_main!(benches);
