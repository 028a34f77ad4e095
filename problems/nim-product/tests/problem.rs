//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; and full-width products against the plain recursion.

#[path = "problem/bad_input.rs"]
mod bad_input;

use nim_product::{Input, NimProduct};
use sg_core::nimber::product_by_recursion;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(NimProduct, cases = 3000, seed = 0x6e70);

/// Small cases cannot tell a wrong high half from a right one: at full width the judge path's
/// products equal the Fermat 2-power recursion written plainly, on generated queries and on
/// factors with all-zero or all-ones halves.
#[test]
fn full_width_products_match_the_plain_recursion() {
    let mut input: Input = NimProduct::generate(&mut Rng::new(3), Size::N(20_000));
    let edges = [0, 1, 2, u64::MAX, u64::MAX - 1, 0xFFFF_FFFF, 0xFFFF_FFFF << 32, 1 << 63, 1 << 32];
    input.queries.extend(edges.iter().flat_map(|&a| edges.iter().map(move |&b| (a, b))));
    let mut text = Vec::new();
    input.write(&mut text);
    let judged = judge::run(nim_product::solve, &mut &text[..]).expect("valid input");
    let mut expected = Vec::new();
    for &(a, b) in &input.queries {
        expected.extend_from_slice(format!("{}\n", product_by_recursion(a, b)).as_bytes());
    }
    assert!(judged == expected, "the judge path differs from the recursion");
}

/// The decimal writer agrees with `format!` around every power of ten and at the extremes.
#[test]
fn decimal_writer_matches_format() {
    let mut values = vec![0, 1, 9, 10, 99, 100, u64::MAX, u64::MAX - 1];
    let mut p = 1u64;
    while let Some(next) = p.checked_mul(10) {
        values.extend([next - 1, next, next + 1]);
        p = next;
    }
    for v in values {
        let mut out = Vec::new();
        judge::write_u64(&mut out, v, b'\n');
        assert_eq!(out, format!("{v}\n").into_bytes(), "{v}");
    }
}

/// The judge path multiplies in batches: every count around the batch size gives the products
/// of the plain recursion, in order, and a truncated last batch is refused with nothing kept.
#[test]
fn counts_around_the_batch_size() {
    for n in [0, 1, 2, 63, 64, 65, 127, 128, 129, 1000] {
        let input: Input = NimProduct::generate(&mut Rng::new(n), Size::N(n));
        let mut text = Vec::new();
        input.write(&mut text);
        let judged = judge::run(nim_product::solve, &mut &text[..]).expect("valid input");
        let expected: String = input
            .queries
            .iter()
            .map(|&(a, b)| format!("{}\n", product_by_recursion(a, b)))
            .collect();
        assert!(judged == expected.into_bytes(), "{n} queries");
        if n > 0 {
            let cut = text.len() - 1 - text.iter().rev().skip(1).position(|&c| c == b' ').unwrap();
            let error = judge::run(nim_product::solve, &mut &text[..cut]).unwrap_err();
            assert!(error.message.contains("a factor B"), "{n}: {error}");
        }
    }
}
