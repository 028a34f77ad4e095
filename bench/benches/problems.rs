//! Every registered problem's judge path, in process, on its judge-maximum input (from its own
//! generator, fixed seed) and on each of its benchmark inputs (the ones `compare` runs).
//!
//! ```sh
//! cargo bench -p bench --bench problems            # every problem
//! cargo bench -p bench --bench problems -- s-nim   # one problem (a criterion filter)
//! ```

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use workbench::random::{Rng, Size};

fn problems(c: &mut Criterion) {
    for problem in grundy::registry::PROBLEMS {
        let mut group = c.benchmark_group(problem.slug());
        group.sample_size(10);
        let judge_max = problem.generate(&mut Rng::new(bench::SEED), Size::Max);
        let inputs = std::iter::once(("judge-max".to_string(), judge_max)).chain(
            problem.benches().into_iter().map(|b| {
                let bytes = problem.bench_input(b.name).expect("a listed benchmark input");
                (b.label.to_string(), bytes)
            }),
        );
        for (label, bytes) in inputs {
            problem.solve(&bytes).unwrap_or_else(|e| panic!("{}: {label}: {e}", problem.slug()));
            group.throughput(Throughput::Bytes(bytes.len() as u64));
            group.bench_with_input(BenchmarkId::from_parameter(&label), &bytes, |b, bytes| {
                b.iter(|| problem.solve(bytes).unwrap())
            });
        }
        group.finish();
    }
}

criterion_group!(benches, problems);
criterion_main!(benches);
