//! PathGame: the judge's maximum (W = 1000) and W = 10^6 and 10^7 through the linear closed
//! form, beside the classical O(9·W²) mex table at W = 1000 that it replaces.
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn path_game(c: &mut Criterion) {
    let p = &path_game::PROBLEM;
    let inputs = [
        ("judge-max", bench::input(p, Size::Max)),
        ("W=10^6", bench::input(p, Size::N(1_000_000))),
        ("W=10^7", bench::input(p, Size::N(10_000_000))),
    ];
    bench::bench_solve(c, p, &inputs);

    let mut group = c.benchmark_group("path-game-table");
    group.sample_size(10);
    group.bench_function("mex-table-W=1000", |b| {
        b.iter(|| path_game::table::GrundyTable::new(1000))
    });
    group.finish();
}

criterion_group!(benches, path_game);
criterion_main!(benches);
