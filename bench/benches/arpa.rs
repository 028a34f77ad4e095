//! Arpa's game: 100 smooth numbers up to 10^9 with random exponent sets (the judge's maximum,
//! stressing the mask memo), then 10^5 numbers up to 10^9 to stress factorisation: uniform,
//! primes near 10^9, and semiprimes of two primes near 31 600 (the worst case for trial
//! division).
use criterion::{Criterion, criterion_group, criterion_main};
use judge::random::Size;

fn list(numbers: impl Iterator<Item = u64>) -> Vec<u8> {
    let numbers: Vec<String> = numbers.map(|x| x.to_string()).collect();
    format!("{}\n{}\n", numbers.len(), numbers.join(" ")).into_bytes()
}

fn arpa(c: &mut Criterion) {
    let p = &arpa::PROBLEM;
    let is_prime = arpa::factor::is_prime;
    let near_1e9 = (999_000_000..).filter(|&x| is_prime(x)).take(100_000);
    let large: Vec<u64> = (20_000..31_623).rev().filter(|&x| is_prime(x)).take(400).collect();
    let semiprimes = (0..100_000).map(|i| large[i % 400] * large[(7 * i + 1) % 400]);
    let inputs = [
        ("judge-max-memo", bench::input(p, Size::Max)),
        ("1e5-uniform", bench::input(p, Size::N(100_000))),
        ("1e5-primes-near-1e9", list(near_1e9)),
        ("1e5-semiprimes", list(semiprimes)),
    ];
    bench::bench_solve(c, p, &inputs);
}

criterion_group!(benches, arpa);
criterion_main!(benches);
