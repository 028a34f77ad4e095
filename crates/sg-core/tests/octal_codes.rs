//! The sparse-space engine against the definition (the plain loop of `OctalGame::values`) on
//! every code of up to three octal digits, with and without the `4.` prefix, plus unequal
//! splits and hexadecimal three-heap digits.

use sg_core::octal::OctalGame;
use sg_core::octal::sparse::{Engine, Options};

fn engine_values(game: &OctalGame, len: usize, options: Options) -> Vec<u64> {
    let mut engine = Engine::new(game, options);
    engine.compute(len - 1, &mut |_| {});
    engine.values()
}

#[test]
fn every_code_of_up_to_three_digits_gives_the_plain_loops_values() {
    const LEN: usize = 2000;
    let mut sparse_codes = 0;
    for head in ["0", "4"] {
        for digits in 0..8 * 8 * 8 {
            let code = format!("{head}.{}{}{}", digits / 64, digits / 8 % 8, digits % 8);
            let Ok(game) = OctalGame::new(&code) else {
                assert_eq!(code, "0.000", "only the code without moves is refused");
                continue;
            };
            let plain = game.values(LEN);
            let mut engine =
                Engine::new(&game, Options { compute_after_proof: true, ..Options::default() });
            engine.compute(LEN - 1, &mut |_| {});
            assert_eq!(engine.values(), plain, "{code}");
            sparse_codes += usize::from(engine.mask() != 0);
            // The proof, where one came, extends the values correctly.
            if engine.proven_period().is_some() {
                assert_eq!(engine_values(&game, LEN, Options::default()), plain, "{code}");
            }
        }
    }
    // Most of these games have sparse space by 2000 heaps; the rest took the plain loop.
    assert!(sparse_codes > 300, "{sparse_codes}");
}

#[test]
fn unequal_and_three_heap_splits_give_the_plain_loops_values() {
    for code in
        ["4!.0", "4!.1", "4!.7", "0.4!", "0.64!", "4!.04!", "c.0", "0.8", "0.f", "0.38", "8.3"]
    {
        let game = OctalGame::new(code).unwrap();
        let len = if game.max_parts() == 3 { 250 } else { 2500 };
        let plain = game.values(len);
        for options in
            [Options::default(), Options { compute_after_proof: true, plain_only: false }]
        {
            assert_eq!(engine_values(&game, len, options), plain, "{code}");
        }
    }
}

#[test]
fn kayles_dawsons_kayles_and_point_one_six_are_proven_periodic() {
    for (code, upto, pair) in
        [("0.77", 1000, (71, 12)), ("0.07", 1000, (53, 34)), ("0.16", 600_000, (105_351, 149_459))]
    {
        let mut engine = Engine::new(&OctalGame::new(code).unwrap(), Options::default());
        engine.compute(upto, &mut |_| {});
        assert_eq!(engine.proven_period(), Some(pair), "{code}");
    }
    // .16's proof needs 2(n₀ + p) + t = 509 622 values, and came with the last of them.
    let mut engine = Engine::new(&OctalGame::new(".16").unwrap(), Options::default());
    engine.compute(509_620, &mut |_| {});
    assert_eq!(engine.proven_period(), None);
    engine.compute(509_621, &mut |_| {});
    assert_eq!(engine.proven_at(), Some(509_622));
}

#[test]
fn point_one_six_by_its_period_equals_point_one_six_computed() {
    // The proven period against every value computed by sparse space, to 1.2 million heaps.
    let game = OctalGame::new("0.16").unwrap();
    let mut by_period = Engine::new(&game, Options::default());
    by_period.compute(1_200_000, &mut |_| {});
    let mut computed = Engine::new(&game, Options { compute_after_proof: true, plain_only: false });
    computed.compute(1_200_000, &mut |_| {});
    assert_eq!(by_period.checksum(), computed.checksum());
    assert!((0..1_200_001).all(|n| by_period.get(n) == computed.get(n)));
}

#[test]
fn checksums_are_ogsolves() {
    // ogsolve 0.0.7 printed these for `ogsolve -m rc2 -n N CODE` (bench/octal.sh compares them
    // at scale); the sum of running sums makes the order matter.
    let mut engine = Engine::new(&OctalGame::new("0.106").unwrap(), Options::default());
    engine.compute(100, &mut |_| {});
    assert_eq!(format!("{:X}", engine.checksum()), "348D0127");
    let mut lasker = Engine::new(&OctalGame::new("4.0").unwrap(), Options::default());
    lasker.compute(30, &mut |_| {});
    assert_eq!(format!("{:X}", lasker.checksum()), "E1000F");
    assert_eq!(lasker.proven_period(), Some((1, 2)));
}
