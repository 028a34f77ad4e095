//! Shared helpers for the criterion benchmarks in `benches/`: deterministic inputs from each
//! problem's own generator, and a throughput-aware benchmark of a problem's in-process solve.

use criterion::{BenchmarkId, Criterion, Throughput};
use judge::Problem;
use judge::random::{Rng, Size};

/// The fixed seed of every benchmark input.
pub const SEED: u64 = 0x5eed;

/// A deterministic input of `size` from the problem's generator.
///
/// # Complexity
/// That of the generator.
pub fn input(problem: &Problem, size: Size) -> Vec<u8> {
    (problem.generate)(&mut Rng::new(SEED), size)
}

/// Benchmark `problem`'s solve on each `(label, input)`, reporting bytes per second.
///
/// # Panics
/// If an input is rejected (benchmarks run on valid inputs only).
///
/// # Complexity
/// That of the solver, times criterion's sample count.
pub fn bench_solve(c: &mut Criterion, problem: &Problem, inputs: &[(&str, Vec<u8>)]) {
    let mut group = c.benchmark_group(problem.slug);
    group.sample_size(10);
    for (label, bytes) in inputs {
        problem.run_bytes(bytes).unwrap_or_else(|e| panic!("{label}: {e}"));
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(label), bytes, |b, bytes| {
            b.iter(|| problem.run_bytes(bytes).unwrap())
        });
    }
    group.finish();
}
