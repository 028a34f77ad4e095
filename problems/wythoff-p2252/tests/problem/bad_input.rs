//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_wythoff-p2252");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "heap a");
    assert_rejects(BIN, b"\n  \n", "heap a");
    assert_rejects(BIN, b"8\n", "heap b");
    assert_rejects(BIN, b"8 4\n3\n", "heap b");
    assert_rejects(BIN, b"8 x\n", "found `x`");
    assert_rejects(BIN, b"-1 4\n", "found `-1`");
    assert_rejects(BIN, b"1 18446744073709551616\n", "found `18446744073709551616`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"8 4\n1 2\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"1\n0\n");
    for odd in [&b"8 4\r\n1 2\r\n"[..], b"8\t4 \t1 2", b"  8 4\n\n1\n2\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
}
