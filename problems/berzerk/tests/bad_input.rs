//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid formatting.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_berzerk");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of objects n");
    assert_rejects(BIN, b"5\n2 3 2\n3 1 2\n", "found end of input");
    assert_rejects(BIN, b"5\n2 3 x\n1 1\n", "found `x`");
    assert_rejects(BIN, b"5\n-1\n1 1\n", "found `-1`");
    assert_rejects(BIN, b"5\n1 1\n1 1\n7\n", "expected end of input, found `7`");
}

#[test]
fn out_of_range_values_are_refused() {
    assert_rejects(BIN, b"0\n1 1\n1 1\n", "the number of objects n (an integer from 1 to 1000000)");
    assert_rejects(BIN, b"1000001\n1 1\n1 1\n", "found `1000001`");
    assert_rejects(BIN, b"5\n1 0\n1 1\n", "line 2, column 3: expected one of Rick's steps");
    assert_rejects(BIN, b"5\n1 18446744073709551616\n1 1\n", "one of Rick's steps");
}

#[test]
fn too_much_work_is_refused_before_the_steps_are_read() {
    assert_rejects(
        BIN,
        b"1000000\n300 1\n",
        "line 2, column 1: n·(k_1 + k_2) is at least 300000000",
    );
    let rick = format!("1000000\n100{}\n200 1\n", " 1".repeat(100));
    assert_rejects(BIN, rick.as_bytes(), "line 3, column 1: n·(k_1 + k_2) is at least 300000000");
    assert_rejects(BIN, b"5\n1000000000000000000 1\n1 1\n", "n·(k_1 + k_2)");
}

#[test]
fn odd_but_valid_inputs_are_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"5\n2 3 2\n3 1 2 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Lose Win Win Loop\nLoop Win Win Win\n");
    for odd in [&b"5\r\n2 3 2\r\n3 1 2 3\r\n"[..], b"5\t2 3 2 3 1 2 3", b"\n5\n\n2 3 2\n3 1 2 3"] {
        let out = run(odd);
        assert_eq!(out.stdout, plain.stdout, "{:?}: {}", String::from_utf8_lossy(odd), out.stderr);
    }
    // Steps of n or more go round the circle; repeats are the same move twice.
    assert_eq!(run(b"5\n3 8 7 7\n3 6 12 8\n").stdout, plain.stdout);
    // One object: no planet, two empty lines.
    assert_eq!(run(b"1\n1 1\n1 1\n").stdout, b"\n\n");
}
