//! Every option of every command, and of every table: given twice it is refused (but
//! `--param`, one constant each), and where it takes one of a few values, the error for any
//! other lists the values `--help` shows.

use clap::CommandFactory;
use clap::builder::ArgAction;
use clap::error::ErrorKind;
use grundy::commands::table::{help, make};
use grundy::flags::Cli;

/// A value the option's parser accepts: its first possible value, its default, or `1` (every
/// other option takes a number, a path or free text).
fn valid_value(arg: &clap::Arg) -> String {
    if let Some(value) = arg.get_possible_values().first() {
        return value.get_name().to_string();
    }
    match arg.get_default_values().first() {
        Some(value) => value.to_string_lossy().into_owned(),
        None => "1".into(),
    }
}

/// Every `--option` of every command (flags and options with a value), as
/// `(command, option)`.
fn options() -> Vec<(clap::Command, clap::Arg)> {
    let cli = Cli::command();
    let mut found = Vec::new();
    for command in cli.get_subcommands() {
        for arg in command.get_arguments() {
            let builtin = matches!(arg.get_action(), ArgAction::Help | ArgAction::Version);
            if arg.get_long().is_some() && !builtin {
                found.push((command.clone(), arg.clone()));
            }
        }
    }
    found
}

/// `grundy gen --seed 1 --seed 2` and the like, for every option of every command: refused
/// ("cannot be used multiple times"), never a silent choice of the last. The one option meant
/// to be repeated, `--param NAME=VALUE` (one constant each), appends instead.
#[test]
fn every_repeated_option_is_refused() {
    let all = options();
    assert!(all.len() >= 30, "only {} options found", all.len());
    for (command, arg) in all {
        if matches!(arg.get_action(), ArgAction::Append) {
            assert_eq!(
                arg.get_long(),
                Some("param"),
                "{}: only --param repeats",
                command.get_name()
            );
            continue;
        }
        let long = format!("--{}", arg.get_long().expect("long"));
        let mut argv = vec!["grundy".to_string(), command.get_name().to_string()];
        for _ in 0..2 {
            argv.push(long.clone());
            if arg.get_action().takes_values() {
                argv.push(valid_value(&arg));
            }
        }
        let error = match Cli::command().try_get_matches_from(&argv) {
            Ok(_) => panic!("{argv:?} was accepted"),
            Err(error) => error,
        };
        assert_eq!(error.kind(), ErrorKind::ArgumentConflict, "{argv:?}: {error}");
        assert!(error.to_string().contains("cannot be used multiple times"), "{argv:?}: {error}");
    }
}

/// For every option with a fixed set of values, `--help` and the error for another value list
/// the same values; the options whose parser is our own (`--strategy`, `--size`) name in their
/// error the words their help names.
#[test]
fn option_errors_list_the_values_help_shows() {
    let mut enumerated = 0;
    for (command, arg) in options() {
        let values: Vec<String> =
            arg.get_possible_values().iter().map(|v| v.get_name().to_string()).collect();
        if values.is_empty() || !arg.get_action().takes_values() {
            continue;
        }
        enumerated += 1;
        let listed = format!("[possible values: {}]", values.join(", "));
        let long = format!("--{}", arg.get_long().expect("long"));
        let argv = ["grundy", command.get_name(), &long, "no-such-value"];
        let error = Cli::command().try_get_matches_from(argv).expect_err("refused");
        assert_eq!(error.kind(), ErrorKind::InvalidValue, "{argv:?}: {error}");
        assert!(error.to_string().contains(&listed), "{argv:?}: {error}");
        let help = Cli::command()
            .find_subcommand_mut(command.get_name())
            .expect("subcommand")
            .render_long_help()
            .to_string();
        assert!(help.contains(&listed), "{argv:?}: --help does not show {listed}:\n{help}");
    }
    // --first, --edition, --emit at least.
    assert!(enumerated >= 3, "only {enumerated} options with possible values");
    for (command, option, words) in [
        ("run", "--strategy", &["perfect", "random", "random:SEED", "adversarial"][..]),
        ("gen", "--size", &["small", "max"]),
    ] {
        let error = Cli::command()
            .try_get_matches_from(["grundy", command, option, "no-such-value", "x"])
            .expect_err("refused")
            .to_string();
        let help = Cli::command()
            .find_subcommand_mut(command)
            .expect("subcommand")
            .render_long_help()
            .to_string();
        for word in words {
            let quoted = format!("`{word}`");
            assert!(error.contains(word), "{command} {option}: {error}");
            assert!(help.contains(&quoted), "{command} {option}: {word} not in --help:\n{help}");
        }
    }
}

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|w| w.to_string()).collect()
}

fn lasker_script() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/rules/lasker.rhai").into()
}

/// `grundy table octal --upto 5 --upto 6`, a problem table's `--x` twice, `--law` twice, a
/// script table's `--upto` twice: each refused, naming the option.
#[test]
fn a_repeated_table_option_is_refused() {
    let script = lasker_script();
    for (name, options, says) in [
        ("octal", &["--code", "0.07", "--upto", "5", "--upto=6"][..], "`--upto` is given twice"),
        ("octal", &["--code", "0.07", "--code", "0.77"], "`--code` is given twice"),
        ("subtraction", &["--moves", "1,2", "--law", "--law"], "`--law` is given twice"),
        ("e-and-d", &["--x", "1..3", "--x", "1..4"], "`--x` is given twice"),
        ("dividing-game", &["--n", "1..8", "--n", "1..9"], "`--n` is given twice"),
        ("rules", &[script.as_str(), "--upto", "3", "--upto", "4"], "`--upto` is given twice"),
    ] {
        let error =
            make(name, &words(options)).err().unwrap_or_else(|| panic!("{name} {options:?}"));
        assert!(error.contains(says), "{name} {options:?}: {error}");
    }
}

/// Every table option that takes one of a few words (`--progress on|off|auto`, `--compute-all
/// on|off`) as `grundy table --help` shows it: the error for another word lists the same.
#[test]
fn table_option_errors_list_the_values_help_shows() {
    let script = lasker_script();
    let text = help();
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with("  ") && !l.starts_with("  grundy")) {
        let mut tokens = line.split_whitespace();
        let name = tokens.next().expect("a table's name");
        let tokens: Vec<&str> = tokens.map(|t| t.trim_end_matches(',')).collect();
        for pair in tokens.windows(2) {
            let (Some(key), values) = (pair[0].strip_prefix("--"), pair[1]) else { continue };
            let enumerated = values.contains('|')
                && values
                    .split('|')
                    .all(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_lowercase()));
            if !enumerated {
                continue;
            }
            let mut options = match name {
                "octal" => words(&["--code", "0.07", "--upto", "1"]),
                "rules" => vec![script.clone(), "--upto".into(), "1".into()],
                _ => Vec::new(),
            };
            options.extend(words(&[&format!("--{key}"), "no-such-value"]));
            let error = make(name, &options).err().unwrap_or_else(|| panic!("{name} {options:?}"));
            assert!(error.contains(&format!("`--{key}` takes {values}, not")), "{name}: {error}");
            checked += 1;
        }
    }
    assert!(checked >= 3, "only {checked} enumerated table options in:\n{text}");
}

/// `--svg FILE` and `--law`, the options every table takes, mean the same before the table's
/// name and anywhere among its own options (`--key=value` too, and before a script table's
/// FILE); given on both sides they are refused as given twice, and `--help` says where they go.
#[test]
fn shared_table_options_go_before_or_after_the_name() {
    use super::{grundy, scratch, text};
    let dir = scratch("table-options");
    let file = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let (before, after, between, equals) =
        (file("before.svg"), file("after.svg"), file("between.svg"), file("equals.svg"));
    let moves = ["--moves", "1,3,4", "--upto", "20"];
    let equals_word = format!("--svg={equals}");
    let runs: [Vec<&str>; 4] = [
        [&["table", "--svg", &before, "subtraction"][..], &moves].concat(),
        [&["table", "subtraction"][..], &moves, &["--svg", &after]].concat(),
        ["table", "subtraction", "--moves", "1,3,4", "--svg", &between, "--upto", "20"].to_vec(),
        [&["table", "subtraction", &equals_word][..], &moves].concat(),
    ];
    let mut stdouts = Vec::new();
    for args in &runs {
        let out = grundy(args, b"");
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        stdouts.push(
            stdout.lines().filter(|l| !l.starts_with("drawn to")).collect::<Vec<_>>().join("\n"),
        );
    }
    let drawn = std::fs::read_to_string(&before).unwrap();
    assert!(drawn.starts_with("<svg"), "{drawn:.100}");
    for other in [&after, &between, &equals] {
        assert_eq!(std::fs::read_to_string(other).unwrap(), drawn, "{other} differs from {before}");
    }
    assert!(stdouts.windows(2).all(|w| w[0] == w[1]), "{stdouts:?}");

    let law = |args: &[&str]| text(&grundy(args, b"").stdout);
    let after = law(&["table", "subtraction", "--moves", "1,3,4", "--law", "--upto", "30"]);
    assert!(after.contains("proof: proven"), "{after}");
    assert_eq!(law(&["table", "--law", "subtraction", "--moves", "1,3,4", "--upto", "30"]), after);

    let script = lasker_script();
    let drawn = file("rules.svg");
    let out = grundy(&["table", "rules", "--svg", &drawn, &script, "--upto", "6"], b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&drawn).unwrap().starts_with("<svg"));

    for args in [
        &["table", "--svg", &before, "subtraction", "--moves", "1,2", "--svg", &after][..],
        &["table", "--law", "subtraction", "--moves", "1,2", "--law"],
    ] {
        let out = grundy(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains("is given twice"), "{}", text(&out.stderr));
    }
    let out = grundy(&["table", "subtraction", "--moves", "1,2", "--svg"], b"");
    assert!(text(&out.stderr).contains("`--svg` needs a FILE"), "{}", text(&out.stderr));
    let help = text(&grundy(&["table", "--help"], b"").stdout);
    assert!(help.contains("each before NAME or anywhere after it"), "{help}");
}
