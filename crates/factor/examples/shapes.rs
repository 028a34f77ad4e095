//! The factoriser's worst cases, measured: inputs of hard 64-bit numbers (in the judge format
//! of arpa, Codeforces 850C: the count, then the numbers), and the factoriser's time per number
//! on each shape.
//!
//! ```sh
//! cargo run --release -p factor --example shapes -- gen balanced 100000 > semiprimes.in
//! cargo run --release -p factor --example shapes -- time 20000
//! cargo run --release -p factor --example shapes -- repeat balanced 20000 9
//! ```
//!
//! `repeat` times only all-at-once on one shape, over fresh numbers each round, and prints
//! the median CPU time per number: the figure for A/B runs of two builds.

use factor::shapes::{Shape, hard_numbers};
use factor::{prime_powers, prime_powers_of_all};
use std::time::Instant;
use workbench::random::Rng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    match arg(0, "time").as_str() {
        "gen" => {
            let name = arg(1, "balanced");
            let shape = Shape::ALL.into_iter().find(|s| s.name() == name).expect("a shape name");
            let count: usize = arg(2, "100000").parse().expect("a count");
            let seed: u64 = arg(3, "7109").parse().expect("a seed");
            let mut rng = Rng::new(seed);
            let list = hard_numbers(shape, count, &mut |lo, hi| rng.range(lo, hi));
            let words: Vec<String> = list.iter().map(u64::to_string).collect();
            let out = format!("{}\n{}\n", words.len(), words.join(" "));
            std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes()).expect("stdout");
        }
        "time" => {
            let count: usize = arg(1, "20000").parse().expect("a count");
            for shape in Shape::ALL {
                let mut rng = Rng::new(17);
                let cases: Vec<(u64, Vec<u64>)> =
                    (0..count).map(|_| shape.draw(&mut |lo, hi| rng.range(lo, hi))).collect();
                // One number at a time (the scalar curves), then all at once (the vector
                // lanes where the CPU has them): what the binary does.
                let (one, one_cpu) = timed(|| {
                    let mut found = Vec::with_capacity(count);
                    for &(n, _) in &cases {
                        let mut primes = Vec::new();
                        prime_powers(n, |p, e| primes.extend(std::iter::repeat_n(p, e as usize)));
                        primes.sort_unstable();
                        found.push(primes);
                    }
                    for ((n, want), got) in cases.iter().zip(found) {
                        assert_eq!(&got, want, "{n}");
                    }
                });
                let (all, all_cpu) = timed(|| {
                    let mut found = Vec::with_capacity(2 * count);
                    prime_powers_of_all(cases.iter().map(|case| case.0), |p, e| {
                        found.extend(std::iter::repeat_n(p, e as usize));
                    });
                    let mut want: Vec<u64> = cases.iter().flat_map(|case| case.1.clone()).collect();
                    found.sort_unstable();
                    want.sort_unstable();
                    assert_eq!(found, want);
                });
                let per = |wall: f64, cpu: Option<f64>| {
                    let cpu =
                        cpu.map_or(String::new(), |c| format!(" ({:.2} CPU)", c / count as f64));
                    format!("{:7.2} µs{cpu}", wall / count as f64)
                };
                println!(
                    "{:>9}: one by one {}, all at once {} per number ({count} numbers)",
                    shape.name(),
                    per(one, one_cpu),
                    per(all, all_cpu)
                );
            }
        }
        "repeat" => {
            let name = arg(1, "balanced");
            let shape = Shape::ALL.into_iter().find(|s| s.name() == name).expect("a shape name");
            let count: usize = arg(2, "20000").parse().expect("a count");
            let rounds: u64 = arg(3, "9").parse().expect("a number of rounds");
            let mut per_number: Vec<f64> = (0..rounds)
                .map(|round| {
                    let mut rng = Rng::new(31 + round);
                    let mut range = |lo, hi| rng.range(lo, hi);
                    let numbers: Vec<u64> = (0..count).map(|_| shape.draw(&mut range).0).collect();
                    let (wall, cpu) = timed(|| prime_powers_of_all(numbers, |_, _| {}));
                    cpu.unwrap_or(wall) / count as f64
                })
                .collect();
            per_number.sort_by(f64::total_cmp);
            let all: Vec<String> = per_number.iter().map(|t| format!("{t:.2}")).collect();
            println!(
                "{name}: median {:.2} µs of CPU per number, all at once (rounds: {})",
                per_number[per_number.len() / 2],
                all.join(" ")
            );
        }
        other => panic!(
            "unknown command {other}: gen SHAPE COUNT [SEED] | time [COUNT] | repeat SHAPE COUNT ROUNDS"
        ),
    }
}

/// The wall and CPU time of `work` in µs.
fn timed(work: impl FnOnce()) -> (f64, Option<f64>) {
    let (start, cpu_start) = (Instant::now(), cpu_ns());
    work();
    let cpu = cpu_ns().zip(cpu_start).map(|(end, start)| (end - start) as f64 / 1e3);
    (start.elapsed().as_secs_f64() * 1e6, cpu)
}

/// This thread's time on the CPU in ns (Linux: the first field of its schedstat), which the
/// other processes of a shared machine do not inflate as they do the wall clock.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}
