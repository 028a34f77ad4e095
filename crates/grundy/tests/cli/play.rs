//! `grundy play`: the perfect player proven on random games of every playable problem, whole
//! games played by the real binary over pipes and in a pseudo-terminal, and bad moves and bad
//! positions that never end it with a panic.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use grundy::registry::PROBLEMS;
use nim::Nim;
use sg_core::Moves as _;
use workbench::Registered;
use workbench::play::{Playable as _, Side, Style};
use workbench::random::Rng;

const GRUNDY: &str = env!("CARGO_BIN_EXE_grundy");

fn playable() -> Vec<&'static dyn Registered> {
    PROBLEMS.iter().copied().filter(|p| p.player().is_some()).collect()
}

/// Every problem whose model lists its moves can be played (each crate's `problem_tests!`
/// proves its player against the rules).
#[test]
fn every_game_problem_can_be_played() {
    let problems = playable();
    assert!(problems.len() >= 16, "only {} problems can be played", problems.len());
}

/// The check can fail: a player who takes the first legal move is caught leaving a won
/// position.
#[test]
fn a_careless_player_is_caught() {
    let careless = |_: &nim::play::Board| -> workbench::play::Chooser<nim::play::Board> {
        Box::new(|board, heaps| board.rules().legal_moves(heaps).next())
    };
    let e = workbench::play::check_with::<Nim>(200, 1, &careless).unwrap_err();
    assert!(e.contains("leaves a won position"), "{e}");
}

/// The bytes of a child's output, as they come.
fn reader(mut source: impl Read + Send + 'static) -> Receiver<Vec<u8>> {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buffer = [0u8; 4096];
        // A pseudo-terminal's master reports an error once the child has gone.
        while let Ok(n @ 1..) = source.read(&mut buffer) {
            if sender.send(buffer[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    receiver
}

/// A game driven line by line: what the program said since the last line sent.
struct Driver {
    input: Box<dyn Write>,
    output: Receiver<Vec<u8>>,
    ended: bool,
    transcript: String,
}

impl Driver {
    /// Everything up to the next prompt, or to the end of the output.
    fn said(&mut self) -> String {
        let mut text = Vec::new();
        while !text.ends_with(b"your move> ") {
            match self.output.recv_timeout(Duration::from_secs(60)) {
                Ok(bytes) => text.extend(bytes),
                Err(RecvTimeoutError::Disconnected) => {
                    self.ended = true;
                    break;
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no prompt after a minute:\n{}", self.transcript)
                }
            }
        }
        let text = String::from_utf8_lossy(&text).replace('\r', "");
        self.transcript.push_str(&text);
        text
    }

    fn send(&mut self, line: &str) -> String {
        self.input.write_all(format!("{line}\n").as_bytes()).unwrap();
        self.input.flush().unwrap();
        self.said()
    }
}

/// The back-quoted items of the line starting with `label`.
fn listed(text: &str, label: &str) -> Vec<String> {
    let Some(line) = text.lines().find_map(|l| l.split_once(label).map(|(_, rest)| rest)) else {
        return Vec::new();
    };
    line.split('`').skip(1).step_by(2).map(String::from).collect()
}

/// Lines a user might get wrong: none may end the game or the program.
fn nonsense(rng: &mut Rng) -> String {
    let words = [
        "take",
        "from",
        "heap",
        "pile",
        "to",
        "both",
        "split",
        "into",
        "turn",
        "coin",
        "cut",
        "edge",
        "of",
        "graph",
        "slide",
        "chessman",
        "cell",
        "stair",
        "move",
        "remove",
        "eat",
        "colour",
        "zebra",
        "-",
        "0",
        "1",
        "7",
        "18446744073709551616",
        "99",
        "é",
        "∞",
        "(",
        ")",
    ];
    match rng.below(6) {
        0 => "x".repeat(rng.below(9000)),
        1 => (0..rng.below(40)).map(|_| char::from(rng.range(32, 126) as u8)).collect(),
        _ => (0..rng.below(7)).map(|_| words[rng.below(words.len())]).collect::<Vec<_>>().join(" "),
    }
}

/// Play one game to its end: at each turn some nonsense, `moves`, `hint`, then a hinted move
/// (always, when `perfect`) or a random legal one. The perfect player must win every game in
/// which it was ever to move in a won position, and a perfect user every game in which the
/// user was.
fn play_through(driver: &mut Driver, rng: &mut Rng, perfect: bool) {
    let (mut computer_won_once, mut user_won_once) = (false, false);
    let mut text = driver.said();
    for _ in 0..1000 {
        computer_won_once |= text.contains("The computer is to move, in a won position");
        if driver.ended {
            break;
        }
        user_won_once |= text.contains("You are to move, in a won position");
        if rng.chance(1, 3) {
            let reply = driver.send(&nonsense(rng));
            assert!(!driver.ended, "nonsense ended the game:\n{}", driver.transcript);
            assert!(!reply.contains("You play"), "nonsense was played:\n{}", driver.transcript);
        }
        let moves = listed(&driver.send("moves"), "Legal moves: ");
        assert!(!moves.is_empty(), "no legal move listed:\n{}", driver.transcript);
        let hints = listed(&driver.send("hint"), "Winning moves: ");
        let chosen = if !hints.is_empty() && (perfect || rng.chance(1, 2)) {
            hints[rng.below(hints.len())].clone()
        } else {
            moves[rng.below(moves.len())].clone()
        };
        text = driver.send(&chosen);
        assert!(text.contains(&format!("You play `{chosen}`")), "{chosen}:\n{}", driver.transcript);
    }
    assert!(driver.ended, "the game did not end:\n{}", driver.transcript);
    let t = &driver.transcript;
    let computer_won = t.contains("\nThe computer wins: ");
    assert!(computer_won != t.contains("\nYou win: "), "no single winner:\n{t}");
    if computer_won_once {
        assert!(computer_won, "the perfect player lost a won position:\n{t}");
    }
    if perfect && user_won_once {
        assert!(!computer_won, "hinted moves lost a won position:\n{t}");
    }
    if computer_won && user_won_once {
        assert!(t.contains("gave the win away"), "no lesson:\n{t}");
    }
}

/// `grundy play` over pipes, for every playable problem: whole games from generated
/// positions, both sides first, played through `moves` and `hint` with nonsense between.
#[test]
fn whole_games_over_pipes_for_every_playable_problem() {
    let mut rng = Rng::new(0x9_1a7);
    for problem in playable() {
        for game in 0..6u64 {
            let first = if game % 2 == 0 { "me" } else { "computer" };
            let seed = (100 + game).to_string();
            let mut child = Command::new(GRUNDY)
                .args(["play", problem.slug(), "--gen", &seed, "--first", first])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            let output = reader(child.stdout.take().unwrap());
            let input = Box::new(child.stdin.take().unwrap());
            let mut driver = Driver { input, output, ended: false, transcript: String::new() };
            play_through(&mut driver, &mut rng, game % 3 == 0);
            drop(driver);
            let out = child.wait_with_output().unwrap();
            assert!(
                out.status.success(),
                "{}: {}",
                problem.slug(),
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(
                out.stderr.is_empty(),
                "{}: {}",
                problem.slug(),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

fn grundy(args: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
    let mut child = Command::new(GRUNDY)
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// A scripted session of Nim 3 4 5 over a pipe: plain lines, the hint, a bad move and its
/// reason, undo, and the lesson when the user gives the win away.
#[test]
fn a_scripted_nim_session() {
    let script = "hint\ntake 2 from heap 9\nHeap 1: take 2\nundo\ntake 1 from heap 1\nquit\n";
    let (code, out, err) = grundy(&["play", "nim", "3", "4", "5"], script.as_bytes());
    assert_eq!((code, err.as_str()), (Some(0), ""));
    for expected in [
        "Nim, against the perfect player.\n",
        "heap 1: value 3, binary 011\nheap 2: value 4, binary 100\nheap 3: value 5, binary 101\nnim-sum: 2, binary 010\nYou are to move, in a won position.\n",
        "your move> hint\nWinning moves: `take 2 from heap 1`.\n",
        "your move> take 2 from heap 9\nNot a move: there is no heap 9: they are numbered 1 to 3. Try again (or `help`).\n",
        "You play `take 2 from heap 1`.\n",
        "nim-sum: 0, binary 000\nThe computer is to move, in a lost position",
        "Taken back.\n",
        "Your move 1, `take 1 from heap 1`, gave the win away: `take 2 from heap 1` would have kept it.\n",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    assert!(!out.contains('│') && !out.contains('\x1b'), "plain output over a pipe:\n{out}");
}

/// The computer moving first wins a won position and says why; misère play says whoever
/// cannot move wins; the end of the input leaves a game unfinished.
#[test]
fn the_computer_first_misere_and_an_unfinished_game() {
    let (code, out, _) =
        grundy(&["play", "anti-nim", "1", "1", "--first", "computer"], b"eat 1 of colour 2\n");
    assert_eq!(code, Some(0));
    assert!(out.contains("Misère play: whoever cannot move wins."), "{out}");
    assert!(
        out.contains("The computer plays `eat 1 of colour 1`: it leaves only single M&Ms"),
        "{out}"
    );
    assert!(out.contains("The computer wins: the computer cannot move, and in misère play that wins: you made the last move."), "{out}");
    let (code, out, _) = grundy(&["play", "wythoff", "3", "5"], b"take 1 from pile 1\n");
    assert_eq!(code, Some(0));
    assert!(out.contains("End of input: the game is left after 2 moves."), "{out}");
}

/// A position from a file (`--test K`), from stdin up to an empty line with the moves after
/// it, or the problem's input written out as words.
#[test]
fn positions_from_files_stdin_and_words() {
    let (code, out, err) =
        grundy(&["play", "nim", "testdata/nim/sample-1.in", "--test", "2"], b"quit\n");
    assert_eq!((code, err.as_str()), (Some(0), ""), "{out}");
    assert!(out.contains("heap 1: value"), "{out}");
    let (code, out, _) = grundy(&["play", "nim", "-"], b"1\n2\n1 2\n\nhint\n");
    assert_eq!(code, Some(0));
    assert!(out.contains("Winning moves: `take 1 from heap 2`."), "{out}");
    let (code, out, _) =
        grundy(&["play", "dag-game", "3", "1", "1", "1", "2", "0", "1", "0", "0"], b"moves\n");
    assert_eq!(code, Some(0));
    assert!(out.contains("Legal moves: `slide chessman 1 from 0 to 1`."), "{out}");
}

/// Bad positions end with one line and status 2, never a panic.
#[test]
fn bad_positions_are_refused_in_one_line() {
    for (args, says) in [
        (&["play", "nim", "3", "x"][..], "`x` is not a word of this game"),
        (&["play", "nim", "testdata/nim/sample-1.in", "--test", "9"], "there is no position 9"),
        (&["play", "georgia-and-bob", "2", "2"], "two chessmen on cell 2"),
        (&["play", "s-nim", "moves", "0", "heaps", "3"], "size 0"),
        (&["play", "bash-game", "5", "0"], "at least 1"),
        (&["play", "dag-game", "2", "1", "1", "1", "0", "1", "0", "0"], "the graph has a cycle"),
        (&["play", "arpa", "6"], "cannot be played yet; playable: "),
        (&["play", "nonesuch"], "unknown problem"),
    ] {
        let (code, out, err) = grundy(args, b"");
        assert_eq!(code, Some(2), "{args:?}: {out}{err}");
        assert!(
            err.starts_with("error: ") && err.contains(says) && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}

/// Thousands of random lines typed into every playable game, in-process: none panics, and
/// none is taken for a move the rules forbid (a move that was played was listed as legal).
#[test]
fn random_lines_never_panic() {
    let mut rng = Rng::new(77);
    for problem in playable() {
        let player = problem.player().expect("playable");
        for seed in 0..20 {
            let Ok(mut session) = player.game_from_seed(seed, None, Side::User) else { continue };
            let lines: Vec<String> = (0..100).map(|_| nonsense(&mut rng)).collect();
            let mut input = lines.join("\n").into_bytes();
            input.extend(b"\nundo\nhint\nmoves\n");
            let mut out = Vec::new();
            let options = grundy::commands::play::Options {
                style: Style { plain: seed % 2 == 0, colour: true },
                echo: true,
                terminal: false,
            };
            grundy::commands::play::turns(
                session.as_mut(),
                player.move_example(),
                &mut &input[..],
                &mut out,
                options,
            )
            .unwrap();
            let out = String::from_utf8(out).unwrap();
            let ended = ["End of input", "You win", "The computer wins", "Left after"];
            assert!(ended.iter().any(|e| out.contains(e)), "{}: {out}", problem.slug());
        }
    }
}

/// A real terminal: `grundy play nim 3 4 5` in a pseudo-terminal draws the binary columns
/// with box drawing and colour, and a whole game is played by typed lines.
#[test]
fn a_game_in_a_pseudo_terminal() {
    let pty = nix::pty::openpty(None, None).unwrap();
    let slave = std::fs::File::from(pty.slave);
    let mut child = Command::new(GRUNDY)
        .args(["play", "nim", "3", "4", "5"])
        .env_remove("NO_COLOR")
        .stdin(slave.try_clone().unwrap())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave)
        .spawn()
        .unwrap();
    let master = std::fs::File::from(pty.master);
    let output = reader(master.try_clone().unwrap());
    let mut driver =
        Driver { input: Box::new(master), output, ended: false, transcript: String::new() };
    play_through(&mut driver, &mut Rng::new(3), true);
    let status = child.wait().unwrap();
    assert!(status.success());
    let t = &driver.transcript;
    assert!(t.contains("  heap 1  │ 3 │ 0 \x1b[1;33m1\x1b[0m 1\n"), "{t}");
    assert!(t.contains("┼"), "{t}");
    assert!(t.contains("\nYou win: "), "{t}");
}

/// Ctrl-D typed in the middle of a line (the terminal hands over `take 2` without a newline)
/// ends the game at once, as Ctrl-D on an empty line does: one keystroke, not three.
#[test]
fn ctrl_d_in_the_middle_of_a_line_ends_the_game() {
    let pty = nix::pty::openpty(None, None).unwrap();
    let slave = std::fs::File::from(pty.slave);
    let mut child = Command::new(GRUNDY)
        .args(["play", "nim", "3", "4", "5", "--first", "me"])
        .stdin(slave.try_clone().unwrap())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave)
        .spawn()
        .unwrap();
    let mut master = std::fs::File::from(pty.master);
    let output = reader(master.try_clone().unwrap());
    let mut driver = Driver {
        input: Box::new(master.try_clone().unwrap()),
        output,
        ended: false,
        transcript: String::new(),
    };
    driver.said();
    // The terminal's end-of-file character (Ctrl-D, 0x04) after a partial line.
    master.write_all(b"take 2\x04").unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(std::time::Instant::now() < deadline, "still waiting after one Ctrl-D");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}");
    let rest = driver.said();
    assert!(rest.contains("End of input"), "{rest}");
}

/// A piped last line without its newline is read, and then the input's end ends the game.
#[test]
fn a_piped_partial_line_ends_the_game_at_once() {
    let mut child = Command::new(GRUNDY)
        .args(["play", "nim", "3", "4", "5", "--plain", "--first", "me"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"take 2").unwrap();
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("End of input"), "{said}");
}

/// A random start (`grundy play SLUG` with no position, or `--gen SEED`) is never a game that
/// is already over: 400 seeds of every playable problem each give a position with a move,
/// though the generators' first inputs from those seeds do hold finished games only.
#[test]
fn random_starts_always_have_a_move() {
    let mut finished_inputs = 0;
    for problem in playable() {
        for seed in 0..400 {
            let input = problem.generate(&mut Rng::new(seed), workbench::random::Size::Small);
            let player = problem.player().expect("playable");
            if player.game_from_input(&input, None, Side::User).is_ok_and(|s| s.over()) {
                finished_inputs += 1;
            }
        }
    }
    assert!(finished_inputs > 0, "no generated input is finished: the test below cannot fail");
    for problem in playable() {
        let player = problem.player().expect("playable");
        for seed in 0..400 {
            let session = player
                .game_from_seed(seed, None, Side::User)
                .unwrap_or_else(|e| panic!("{} --gen {seed}: {e}", problem.slug()));
            assert!(
                !session.over(),
                "{} --gen {seed} starts with no move:\n{}",
                problem.slug(),
                session.render(Style { plain: true, colour: false })
            );
        }
    }
}

/// A bad position typed on the command line is refused saying which word is wrong or what is
/// missing, never the reader's bare "found end of input".
#[test]
fn bad_positions_say_what_was_wrong() {
    for (slug, words, says) in [
        ("bash-game", &["7"][..], "`7` is the pile, and the most a move takes is missing"),
        ("bash-game", &["7", "3", "2"], "`2` is one number too many"),
        ("wythoff", &["4"], "`4` is pile 1, and pile 2 is missing"),
        ("wythoff", &["4", "7", "8"], "`8` is one number too many"),
        ("s-nim", &["moves", "2"], "the heaps are missing (numbers after `heaps`)"),
        ("s-nim", &["heaps", "7"], "the move set is missing"),
        ("nim", &["3", "x"], "`x` is not a word of this game"),
        ("dag-game", &["3"], "it stops after word 1 (`3`), where the number of successors"),
        ("dag-game", &["2", "1", "x"], "at word 3: expected"),
    ] {
        let player = grundy::registry::find(slug).and_then(|p| p.player()).expect(slug);
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        let Err(e) = player.game_from_words(&words, Side::User) else {
            panic!("{slug} {words:?} was taken for a position");
        };
        assert!(e.contains(says), "{slug} {words:?}: {e}");
        assert!(!e.contains("end of input"), "{slug} {words:?}: {e}");
    }
}
