//! The judge scanner reading 10^7 integers below 2^30 (about 103 MB), one `read` at a time
//! and by `read_fold`: the target is 1 GB/s.
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use judge::Scanner;
use workbench::random::Rng;

/// The wrapping sum of `n` integers, read the way a problem's `solve` reads them: in a function
/// of its own (a `solve` is called through a function pointer), errors passed on with `?`.
#[inline(never)]
fn sum_of(sc: &mut Scanner<'_>, n: usize) -> judge::Result<u64> {
    let mut sum = 0u64;
    for _ in 0..n {
        sum = sum.wrapping_add(sc.read::<u64>("x")?);
    }
    Ok(sum)
}

fn scanner(c: &mut Criterion) {
    let mut rng = Rng::new(bench::SEED);
    let mut text = Vec::with_capacity(110 << 20);
    for i in 0..10_000_000u32 {
        text.extend_from_slice(rng.range(0, (1 << 30) - 1).to_string().as_bytes());
        text.push(if i % 10 == 9 { b'\n' } else { b' ' });
    }
    let mut group = c.benchmark_group("scanner");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("10^7 u64", |b| {
        b.iter(|| {
            let mut source = &text[..];
            sum_of(&mut Scanner::new(&mut source), 10_000_000).unwrap()
        })
    });
    group.bench_function("10^7 u64 read_fold", |b| {
        b.iter(|| {
            let mut source = &text[..];
            let mut sc = Scanner::new(&mut source);
            sc.read_fold(10_000_000, "x", .., 0u64, |sum, x: u64| Ok(sum.wrapping_add(x))).unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, scanner);
criterion_main!(benches);
