//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_planinarenje");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2 3\n1 2\n2 2\n2", "found end of input");
    assert_rejects(BIN, b"2", "the number of trails M");
    assert_rejects(BIN, b"", "the number of peaks N");
}

#[test]
fn malformed_and_out_of_range() {
    assert_rejects(BIN, b"2 1\n1 x\n", "found `x`");
    assert_rejects(BIN, b"0 0\n", "the number of peaks N");
    assert_rejects(BIN, b"2 1\n3 1\n", "a peak (an integer from 1 to 2), found `3`");
    assert_rejects(BIN, b"2 1\n1 0\n", "a valley (an integer from 1 to 2), found `0`");
    assert_rejects(BIN, b"2 -1\n", "found `-1`");
    assert_rejects(BIN, b"1000001 0\n", "the number of peaks N");
}

#[test]
fn huge_declared_count_is_not_trusted() {
    assert_rejects(BIN, b"2 2000000\n1 1\n", "found end of input");
}

#[test]
fn trailing_tokens() {
    assert_rejects(BIN, b"2 1\n1 1\n2\n", "expected end of input, found `2`");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"2 3\n1 2\n2 2\n2 1\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Slavko\nSlavko\n");
    for odd in
        [&b"2 3\r\n1 2\r\n2 2\r\n2 1\r\n"[..], b"2\t3 1 2\t2 2 2 1", b"\n2 3\n\n1 2\n2 2\n2 1\n\n"]
    {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    // A repeated trail and a peak with no trail.
    let repeated = run(b"3 3\n1 1\n1 1\n2 1\n");
    assert_eq!(repeated.stdout, b"Mirko\nMirko\nMirko\n");
}
