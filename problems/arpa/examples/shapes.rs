//! Issue 17's measurement: inputs of hard 64-bit numbers, and the factoriser's time per
//! number on each shape.
//!
//! ```sh
//! cargo run --release -p arpa --example shapes -- gen balanced 100000 > semiprimes.in
//! cargo run --release -p arpa --example shapes -- time 20000
//! ```

use arpa::factor::prime_powers;
use arpa::{Shape, hard_numbers};
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
            let list = hard_numbers(shape, count, &mut Rng::new(seed));
            let mut out = Vec::new();
            arpa::Input { list }.write(&mut out);
            std::io::Write::write_all(&mut std::io::stdout(), &out).expect("stdout");
        }
        "time" => {
            let count: usize = arg(1, "20000").parse().expect("a count");
            for shape in Shape::ALL {
                let mut rng = Rng::new(17);
                let cases: Vec<(u64, Vec<u64>)> =
                    (0..count).map(|_| shape.draw(&mut rng)).collect();
                let (start, cpu_start) = (Instant::now(), cpu_ns());
                let mut found = Vec::with_capacity(count);
                for &(n, _) in &cases {
                    let mut primes = Vec::new();
                    prime_powers(n, |p, e| primes.extend(std::iter::repeat_n(p, e as usize)));
                    found.push(primes);
                }
                let elapsed = start.elapsed();
                let cpu = cpu_ns().zip(cpu_start).map(|(end, start)| (end - start) as f64 / 1e3);
                for ((n, want), mut got) in cases.into_iter().zip(found) {
                    got.sort_unstable();
                    assert_eq!(got, want, "{n}");
                }
                let per = elapsed.as_secs_f64() * 1e6 / count as f64;
                let cpu = cpu
                    .map_or(String::new(), |c| format!(", {:.2} µs on the CPU", c / count as f64));
                println!(
                    "{:>9}: {per:7.2} µs per number wall{cpu} ({count} numbers)",
                    shape.name()
                );
            }
        }
        other => panic!("unknown command {other}: gen SHAPE COUNT [SEED] | time [COUNT]"),
    }
}

/// This thread's time on the CPU in ns (Linux: the first field of its schedstat), which the
/// other processes of a shared machine do not inflate as they do the wall clock.
fn cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}
