//! The binary rejects bad input with exit status 2 and one positioned line, and accepts odd
//! but valid formatting.

use workbench::process::run_binary;
use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_shiritori");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of words N");
    assert_rejects(BIN, b"2\nabc\n", "line 3, column 1: expected a word, found end of input");
    assert_rejects(BIN, b"x\nabc\n", "found `x`");
    assert_rejects(BIN, b"-1\n", "found `-1`");
    assert_rejects(BIN, b"1000000000000000000\nabc\n", "an integer from 0 to 2147483646");
    assert_rejects(BIN, b"2147483646\nabc\n", "found end of input");
    assert_rejects(BIN, b"1\nabc\nabc\n", "expected end of input, found `abc`");
}

#[test]
fn short_words_and_other_bytes_are_refused_at_the_word() {
    assert_rejects(
        BIN,
        b"2\nabc\nab\n",
        "line 3, column 1: expected a word of at least 3 characters (its last three start the \
         next), found `ab`",
    );
    assert_rejects(
        BIN,
        "1\nab\u{e9}c\n".as_bytes(),
        "line 2, column 1: expected a word of printable ASCII characters, found byte 0xc3 at \
         character 3",
    );
    assert_rejects(BIN, b"1\nab\x01cd\n", "found byte 0x01 at character 3");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| run_binary(BIN, &[], input, std::time::Duration::from_secs(10));
    let plain = run(b"3\nabcd\nbcda\nada\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Aoki\nTakahashi\nDraw\n");
    for odd in
        [&b"3\r\nabcd\r\nbcda\r\nada\r\n"[..], b"3\tabcd bcda\tada", b"\n3\n\nabcd\nbcda\nada\n\n"]
    {
        let out = run(odd);
        assert_eq!(out.stdout, plain.stdout, "{:?}: {}", String::from_utf8_lossy(odd), out.stderr);
    }
}
