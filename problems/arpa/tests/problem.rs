//! The mask solution against the list game searched by definition, the table of mask values,
//! and the factoriser against plain trial division.

#[path = "problem/bad_input.rs"]
mod bad_input;

use arpa::factor::{is_prime, prime_powers};
use arpa::model::{ListRules, grundy};
use arpa::{Arpa, MaskGrundy, list_grundy};
use sg_core::Solver;
use workbench::Problem;
use workbench::grid::{Args, Grid};
use workbench::random::Rng;

workbench::problem_tests!(Arpa, cases = 2500, seed = 0xa4fa);

/// The mask's Grundy value is the list game's, for every set of exponents of 2 up to 2^8 and
/// of 3 up to 3^5 (one element per exponent, and duplicates for good measure).
#[test]
fn mask_values_are_the_grundy_values_of_prime_power_lists() {
    let mut solver = Solver::new(ListRules);
    let mut values = MaskGrundy::default();
    for (p, top) in [(2u64, 8u32), (3, 5)] {
        for mask in 0u64..1 << top {
            let mut list: Vec<u64> =
                (1..=top).filter(|e| mask >> (e - 1) & 1 == 1).map(|e| p.pow(e)).collect();
            let grundy_of_list = grundy(&mut solver, &list);
            assert_eq!(values.value(mask) as u64, grundy_of_list, "p = {p}, mask {mask:b}");
            list.extend_from_within(..);
            list.push(1);
            assert_eq!(grundy(&mut solver, &list), grundy_of_list, "duplicated {list:?}");
        }
    }
}

/// Sprague–Grundy over primes: the list's value is the XOR of its masks' values, not just its
/// outcome.
#[test]
fn list_value_is_the_xor_over_primes() {
    let mut solver = Solver::new(ListRules);
    let mut values = MaskGrundy::default();
    let mut rng = Rng::new(850);
    for _ in 0..1500 {
        let list: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(1, 150)).collect();
        assert_eq!(list_grundy(&list, &mut values) as u64, grundy(&mut solver, &list), "{list:?}");
    }
}

/// Repeats change nothing: the answer over the distinct values equals the value of the whole
/// list (which still factorises every copy), on lists full of repeats.
#[test]
fn repeated_values_change_nothing() {
    let mut values = MaskGrundy::default();
    let mut rng = Rng::new(8501);
    for _ in 0..2000 {
        let pool: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(1, 1 << 40)).collect();
        let list: Vec<u64> = (0..rng.range(1, 12)).map(|_| pool[rng.below(pool.len())]).collect();
        let mut distinct = list.clone();
        arpa::distinct_in_place(&mut distinct);
        assert!(distinct.windows(2).all(|w| w[0] < w[1]), "{distinct:?}");
        let whole = list_grundy(&list, &mut values);
        assert_eq!(list_grundy(&distinct, &mut values), whole, "{list:?}");
        assert_eq!(arpa::answer(&arpa::Input { list: list.clone() }), whole != 0, "{list:?}");
    }
}

/// 6000 copies of one 64-bit semiprime (two primes near 2^32), the shape that took 6–8 s
/// when each copy was factorised: p·q gives two one-exponent masks, 1 ^ 1 = 0, so Arpa wins;
/// one more copy of p leaves p's mask {1}, and p^2 makes it {1, 2}, whose options are both {1}
/// (value 1), so its value is 0 and q's 1 is left: Mojtaba.
#[test]
fn thousands_of_copies_of_a_semiprime() {
    let (p, q) = (4_294_967_291u64, 4_294_967_279u64);
    let copies = |extra: &[u64]| {
        let mut words: Vec<String> = vec![(p * q).to_string(); 6000];
        words.extend(extra.iter().map(u64::to_string));
        format!("{}\n{}\n", words.len(), words.join(" "))
    };
    let run = |text: String| judge::run(arpa::solve, &mut text.as_bytes()).unwrap();
    assert_eq!(run(copies(&[])), b"Arpa\n");
    assert_eq!(run(copies(&[p])), b"Arpa\n");
    assert_eq!(run(copies(&[p * p])), b"Mojtaba\n");
}

/// The prime powers of `n` by plain trial division (the obvious reference).
fn trial_division(mut n: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    let mut d = 2;
    while d * d <= n {
        let mut e = 0;
        while n.is_multiple_of(d) {
            n /= d;
            e += 1;
        }
        if e > 0 {
            out.push((d, e));
        }
        d += 1;
    }
    if n > 1 {
        out.push((n, 1));
    }
    out
}

fn factorise(n: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    prime_powers(n, |p, e| out.push((p, e)));
    out.sort_unstable();
    out
}

#[test]
fn factoriser_agrees_with_trial_division() {
    let mut rng = Rng::new(17);
    let mut numbers: Vec<u64> = (1..=20_000).collect();
    numbers.extend((0..20_000).map(|_| rng.range(1, 1_000_000_000)));
    numbers.extend((0..300).map(|_| rng.range(1, 1 << 40)));
    // Squares and cubes of primes, prime powers of 2, pseudoprimes to small bases, and primes
    // near the trial-division and Miller–Rabin thresholds.
    numbers.extend([
        65_521 * 65_521,
        65_537 * 65_537,
        65_521 * 65_537,
        257 * 257 * 257,
        999_999_937,
        999_999_937 * 2,
        536_870_912,
        2_047,
        1_373_653,
        25_326_001,
        3_215_031_751,
        4_759_123_141,
        561 * 41_041,
    ]);
    for n in numbers {
        assert_eq!(factorise(n), trial_division(n), "{n}");
    }
}

/// Products of two or three random primes from 2^16 up (where the curves and rho do the
/// work) factorise into exactly those primes.
#[test]
fn random_products_of_large_primes_factorise_exactly() {
    let mut rng = Rng::new(0xec3);
    let mut prime = |lo: u64, hi: u64| loop {
        let p = rng.range(lo, hi) | 1;
        if is_prime(p) {
            return p;
        }
    };
    for round in 0..300 {
        let mut primes = if round % 3 == 0 {
            vec![prime(1 << 16, 1 << 21), prime(1 << 16, 1 << 21), prime(1 << 16, 1 << 21)]
        } else {
            vec![prime(1 << 16, 1 << 32), prime(1 << 31, 1 << 32)]
        };
        let n = primes.iter().product::<u64>();
        primes.sort_unstable();
        let mut want: Vec<(u64, u32)> = Vec::new();
        for p in primes {
            match want.last_mut() {
                Some((q, e)) if *q == p => *e += 1,
                _ => want.push((p, 1)),
            }
        }
        assert_eq!(factorise(n), want, "{n}");
    }
}

#[test]
fn factoriser_splits_large_numbers_into_primes() {
    let primes = [4_294_967_291u64, 4_294_967_279, 65_537, 1_000_003, 999_999_999_989];
    let mut cases = vec![u64::MAX, 1 << 63, 18_446_744_073_709_551_557, 12_157_665_459_056_928_801];
    for (i, &p) in primes.iter().enumerate() {
        for &q in &primes[i..] {
            if let Some(n) = p.checked_mul(q) {
                cases.push(n);
            }
        }
    }
    cases.push(65_537 * 65_537 * 65_537 * 3);
    cases.push(1_000_003 * 1_000_003 * 1_000_003);
    for n in cases {
        let factors = factorise(n);
        let product = factors.iter().fold(1u128, |acc, &(p, e)| acc * (p as u128).pow(e));
        assert_eq!(product, n as u128, "{n}: {factors:?}");
        for (p, _) in factors {
            assert!(is_prime(p), "{n}: factor {p}");
        }
    }
    assert_eq!(factorise(12_157_665_459_056_928_801), [(3, 40)]);
    assert_eq!(factorise(1_000_003u64.pow(3)), [(1_000_003, 3)]);
}

#[test]
fn miller_rabin_agrees_with_trial_division() {
    let mut rng = Rng::new(61);
    let mut candidates: Vec<u64> = (0..100_000).collect();
    candidates.extend((0..20_000).map(|_| rng.range(1, 1 << 36) | 1));
    // Strong pseudoprimes to several small bases, and Carmichael numbers.
    candidates.extend([2_047, 1_373_653, 25_326_001, 3_215_031_751, 4_759_123_141, 561, 41_041]);
    for n in candidates {
        let by_division = n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0);
        assert_eq!(is_prime(n), by_division, "{n}");
    }
}

fn table(words: &[&str]) -> Result<Grid, String> {
    let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    Arpa::table(&Args::parse(&words).unwrap()).expect("arpa has a table")
}

#[test]
fn table_shows_known_masks() {
    let t = table(&["--bits", "5"]).unwrap();
    // 5 bits: rows are the high 2 bits, columns the low 3.
    assert_eq!((t.cells.len(), t.col_keys.len()), (4, 8));
    assert_eq!((t.row_keys[2].as_str(), t.col_keys[3].as_str()), ("10", "011"));
    let cell = |mask: usize| t.cells[mask >> 3][mask & 7].text.as_str();
    assert_eq!(cell(0b00000), "0"); // no exponent: no move
    assert_eq!(cell(0b00001), "1"); // {1}: one move, to nothing
    assert_eq!(cell(0b00011), "0"); // {1, 2}: k = 1 → {1}, k = 2 → {1}
    assert_eq!(cell(0b00100), "3"); // {3} alone is a Nim heap of 3
    assert_eq!(cell(0b01000), "4");
    assert_eq!(cell(0b01011), "1"); // {1, 2, 4}: k = 1 → {1, 3}, k = 2, 3, 4 → {1, 2}
    assert!(t.notes[0].contains("agrees on all 32 masks"), "{:?}", t.notes);
    assert!(t.notes[2].ends_with("holds"), "{:?}", t.notes);
}

#[test]
fn bad_table_arguments_are_refused() {
    assert!(table(&["--bits", "0"]).unwrap_err().contains("from 1 to 12"));
    assert!(table(&["--bits", "13"]).unwrap_err().contains("from 1 to 12"));
    assert!(table(&["--mask", "3"]).unwrap_err().contains("unknown option"));
}

/// The semiprime benchmark input is what its label says: 2000 distinct products of two
/// primes in [2^31, 2^32] (the worst 64-bit shape), and the fast solution answers it as the
/// list value computed one element at a time says (the list is long enough for two threads).
#[test]
fn semiprime_benchmark_input_is_as_labelled() {
    let bench = Arpa::benches().into_iter().find(|b| b.name == "arpa-semiprimes").unwrap();
    let input = (bench.input)();
    assert!(input.list.len() >= arpa::PARALLEL_FROM);
    let mut distinct = input.list.clone();
    arpa::distinct_in_place(&mut distinct);
    assert_eq!(distinct.len(), 2000);
    for &n in &distinct[..50] {
        let factors = factorise(n);
        assert!(factors.iter().all(|&(p, _)| (1 << 31..1 << 32).contains(&p)), "{n}: {factors:?}");
        assert_eq!(factors.iter().map(|&(_, e)| e).sum::<u32>(), 2, "{n}: {factors:?}");
    }
    assert_eq!(arpa::answer(&input), sequential_grundy(&distinct) != 0);
}

/// The list value with one factorisation at a time and no threads: each prime's mask, then
/// the XOR of the masks' values.
fn sequential_grundy(list: &[u64]) -> u32 {
    let mut masks = std::collections::BTreeMap::<u64, u64>::new();
    for &a in list {
        prime_powers(a, |p, e| *masks.entry(p).or_default() |= 1 << (e - 1));
    }
    let mut values = MaskGrundy::default();
    masks.values().fold(0, |acc, &mask| acc ^ values.value(mask))
}

/// Two, three or five threads (interleaved parts, masks ORed), and as many as the machine
/// has, give the value one thread gives, on long lists whose primes recur across the parts
/// with different exponents, and the values are not all 0.
#[test]
fn threaded_list_value_is_the_sequential_one() {
    let mut rng = Rng::new(0x17);
    let mut nonzero = 0;
    for round in 0..12 {
        let len = arpa::PARALLEL_FROM + rng.below(500);
        let list: Vec<u64> = (0..len)
            .map(|_| {
                let base = [2u64, 3, 5, 7, 65_537, 1_000_003][rng.below(6)];
                let power = base.pow(rng.range(1, 2) as u32);
                power * rng.range(1, if round % 2 == 0 { 50 } else { 1 << 20 })
            })
            .collect();
        let value = list_grundy(&list, &mut MaskGrundy::default());
        assert_eq!(value, sequential_grundy(&list), "round {round}");
        for threads in [2, 3, 5] {
            let on = arpa::list_grundy_on_threads(&list, &mut MaskGrundy::default(), threads);
            assert_eq!(on, value, "round {round}, {threads} threads");
        }
        nonzero += usize::from(value != 0);
    }
    assert!(nonzero >= 3, "only {nonzero} non-zero values");
}

/// The primes of `n` by `prime_powers`, with repeats, increasing.
fn prime_list(n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    prime_powers(n, |p, e| out.extend(std::iter::repeat_n(p, e as usize)));
    out.sort_unstable();
    out
}

/// Whether `p` is prime, by trial division when that is cheap (below 2^40) and otherwise by
/// the Miller–Rabin test (checked against trial division in its own test).
fn plainly_prime(p: u64) -> bool {
    if p < 1 << 40 {
        p >= 2 && (2..).take_while(|d| d * d <= p).all(|d| !p.is_multiple_of(d))
    } else {
        is_prime(p)
    }
}

/// Thousands of products of random primes drawn for each hard shape (issue 17's benchmark
/// shapes, and primes near u64::MAX, squares, cubes, fourth and fifth powers, 2^k·p, and
/// many primes near the trial-division limit 2^12) factorise into exactly the primes
/// multiplied; each returned factor is prime by an independent test, and the product of the
/// returned prime powers is n.
#[test]
fn products_of_known_primes_factorise_exactly() {
    let mut rng = Rng::new(0x17f);
    let prime = |rng: &mut Rng, lo: u64, hi: u64| loop {
        let p = rng.range(lo, hi) | 1;
        if is_prime(p) {
            return p;
        }
    };
    let mut cases: Vec<Vec<u64>> = Vec::new();
    for shape in arpa::Shape::ALL {
        cases.extend((0..400).map(|_| shape.draw(&mut rng).1));
    }
    for round in 0..1500u64 {
        let case = match round % 10 {
            // Two primes just below 2^32: products near u64::MAX.
            0 => {
                let top = u64::from(u32::MAX);
                vec![prime(&mut rng, top - (1 << 20), top), prime(&mut rng, top - (1 << 20), top)]
            }
            1 => vec![prime(&mut rng, 1 << 20, 1 << 21); 3], // cubes
            2 => vec![prime(&mut rng, 1 << 12, 1 << 16); 4], // fourth powers
            3 => vec![prime(&mut rng, 1 << 12, 6000); 5],    // fifth powers
            4 => {
                let k = rng.range(1, 30);
                let mut c = vec![2; k as usize];
                c.push(prime(&mut rng, 1 << 20, (1 << (64 - k)) - 1));
                c
            }
            5 => {
                let p = prime(&mut rng, 1 << 12, 1 << 20);
                vec![p, p, prime(&mut rng, 1 << 12, (u64::MAX / (p * p)).min(1 << 40))]
            }
            6 => (0..5).map(|_| prime(&mut rng, 1 << 12, 1 << 12 | 1 << 10)).collect(),
            7 => (0..4).map(|_| prime(&mut rng, 4000, 1 << 16)).collect(),
            8 => vec![prime(&mut rng, 1 << 16, 1 << 22), prime(&mut rng, 1 << 40, 1 << 42)],
            _ => vec![prime(&mut rng, 1 << 31, 1 << 32); 2], // squares near 2^64
        };
        cases.push(case);
    }
    for mut primes in cases {
        primes.sort_unstable();
        let n = primes.iter().try_fold(1u64, |acc, &p| acc.checked_mul(p)).expect("fits");
        let got = prime_list(n);
        assert_eq!(got, primes, "{n}");
        assert_eq!(got.iter().map(|&p| u128::from(p)).product::<u128>(), u128::from(n));
        assert!(got.iter().all(|&p| plainly_prime(p)), "{n}: {got:?}");
    }
}

/// Random u64 values of every size (not built from known primes): the product of the
/// returned prime powers is n and each factor is prime.
#[test]
fn random_u64_values_factorise_into_primes() {
    let mut rng = Rng::new(0x64);
    for _ in 0..3000 {
        let n = rng.next_u64() >> rng.range(0, 40);
        if n == 0 {
            continue;
        }
        let got = prime_list(n);
        assert_eq!(got.iter().map(|&p| u128::from(p)).product::<u128>(), u128::from(n));
        assert!(got.iter().all(|&p| plainly_prime(p)), "{n}: {got:?}");
    }
}
