//! The mask solution against the list game searched by definition, the table of mask values,
//! and the threaded list value against the sequential one (the factoriser has its own tests,
//! in crates/factor).

#[path = "problem/bad_input.rs"]
mod bad_input;

use arpa::model::{Rules, grundy};
use arpa::{Arpa, MaskGrundy, list_grundy};
use factor::prime_powers;
use sg_core::Solver;
use workbench::Problem;
use workbench::grid::{Args, Grid};
use workbench::random::Rng;

workbench::problem_tests!(Arpa, cases = 2500, seed = 0xa4fa);

/// The mask's Grundy value is the list game's, for every set of exponents of 2 up to 2^8 and
/// of 3 up to 3^5 (one element per exponent, and duplicates for good measure).
#[test]
fn mask_values_are_the_grundy_values_of_prime_power_lists() {
    let mut solver = Solver::new(Rules);
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
    let mut solver = Solver::new(Rules);
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

/// The prime powers of `n`, increasing.
fn factorise(n: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    prime_powers(n, |p, e| out.push((p, e)));
    out.sort_unstable();
    out
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
