//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid spacing.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_election-promises");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of cities n");
    assert_rejects(BIN, b"2 1\n3 4\n1", "found end of input");
    assert_rejects(BIN, b"2 1\n3\n", "found end of input");
    assert_rejects(BIN, b"2 1\n3 x\n1 2\n", "found `x`");
    assert_rejects(BIN, b"2 -1\n3 4\n", "found `-1`");
    // Declared counts far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"4000000000 0\n1 2\n", "found end of input");
    assert_rejects(BIN, b"2 4000000000\n1 2\n1 2\n", "found end of input");
    assert_rejects(BIN, b"2 1\n3 4\n1 2\n2\n", "expected end of input, found `2`");
}

#[test]
fn out_of_range_and_broken_promises_are_rejected() {
    assert_rejects(BIN, b"0 0\n", "the number of cities n");
    assert_rejects(BIN, b"4294967295 0\n", "the number of cities n");
    assert_rejects(BIN, b"2 0\n1 1152921504606846976\n", "a tax h_i");
    assert_rejects(BIN, b"2 1\n1 2\n1 3\n", "a road's city");
    assert_rejects(BIN, b"2 1\n1 2\n0 1\n", "a road's city");
    assert_rejects(
        BIN,
        b"3 3\n1 2 3\n1 2\n2 3\n3 2\n",
        "line 1, column 3: the roads have a cycle of 2 cities: 2 -> 3 -> 2",
    );
    assert_rejects(BIN, b"1 1\n5\n1 1\n", "a cycle of 1 cities: 1 -> 1");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2 1\n3 0\n1 2\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"WIN\n0 0\n".to_vec());
    for odd in [&b"2 1\r\n3 0\r\n1 2\r\n"[..], b"2\t1 3 0 1\t2", b"  2 1\n\n3 0\n1 2\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // A repeated road changes nothing.
    assert_eq!(run(b"2 2\n3 0\n1 2\n1 2\n").stdout, plain.stdout);
}
