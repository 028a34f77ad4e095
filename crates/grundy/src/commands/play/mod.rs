//! `grundy play`: a game against the perfect player: the position from its source, then the
//! turns over any reader and writer (a terminal, a pipe, a test's script). The game itself is
//! `workbench::play`'s `Match`, for a problem and for a rules script ([`rules`]) alike.

pub mod rules;

use std::fmt::Write as _;
use std::io::{BufRead, Read, Write};

use workbench::play::{Playable as _, Session, Side, Style, words::MAX_LINE};

/// The most legal moves `moves` lists.
pub const MOVES_LISTED: usize = 40;

/// How the turns are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    /// How positions are drawn.
    pub style: Style,
    /// Repeat each line read after its prompt (when the input is not a terminal, which would
    /// echo it), so that a transcript reads as a dialogue.
    pub echo: bool,
    /// The input is a terminal: a read without a newline is Ctrl-D, the end of the input.
    pub terminal: bool,
}

/// `grundy play --help`'s examples and every playable problem with its short form.
///
/// # Complexity
/// O(problems).
pub fn help() -> String {
    let mut text = String::from(
        "Examples:\n  grundy play nim 3 4 5\n  grundy play wythoff 4 7 --first computer\n  \
         grundy play s-nim moves 2 5 heaps 7 9 11\n  grundy play dag-game \
         testdata/dag-game/sample-1.in --test 2\n  grundy play anti-nim --gen 7 --plain\n  \
         printf 'hint\\ntake 2 from heap 3\\n' | grundy play nim 1 2 4\n  \
         grundy play rules testdata/rules/kayles.rhai 7   # a game written as a script\n  \
         grundy play rules testdata/rules/kayles.rs 5 7   # or as a rules file in Rust\n\n\
         The position is a file of the problem's input (`-`: stdin, up to an empty line), its\n\
         short form, or the problem's input written out as words; with none, a random one.\n\
         Type moves as `--explain` words them; `hint`, `moves`, `undo`, `quit`, `help`.\n\n\
         Playable (slug: position, move):\n",
    );
    for p in crate::registry::PROBLEMS {
        if let Some(player) = p.player() {
            let _ = writeln!(
                text,
                "  {}: {}; `{}`",
                p.slug(),
                player.short_form(),
                player.move_example()
            );
        }
    }
    text
}

/// What the game says when it starts: the title, who moves first, the move words.
pub fn greeting(title: &str, misere: bool, example: &str) -> String {
    let misere = if misere { " Misère play: whoever cannot move wins." } else { "" };
    format!(
        "{title}, against the perfect player.{misere}\nType a move such as `{example}`, or \
         `hint`, `moves`, `undo`, `quit`, `help`.\n"
    )
}

/// A line read from the user: its text, or the end of the input.
enum Line {
    Text(String),
    TooLong,
    End,
}

/// Read one line of at most [`MAX_LINE`] bytes; the rest of a longer line is skipped in
/// bounded chunks, so memory does not follow a line without end. From a `terminal`, a read
/// that stops short of a newline is Ctrl-D typed in the middle of a line: the end of the
/// input, at once (waiting for more would take two more Ctrl-D to end the game).
fn read_line(input: &mut dyn BufRead, terminal: bool) -> std::io::Result<Line> {
    let mut bytes = Vec::new();
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            // The end of a file or pipe; a last line without its newline is still a line.
            if bytes.is_empty() {
                return Ok(Line::End);
            }
            break;
        }
        if let Some(newline) = chunk.iter().position(|&b| b == b'\n') {
            bytes.extend_from_slice(&chunk[..newline]);
            input.consume(newline + 1);
            break;
        }
        let taken = chunk.len().min(MAX_LINE * 4 + 1 - bytes.len());
        bytes.extend_from_slice(&chunk[..taken]);
        input.consume(taken);
        if bytes.len() > MAX_LINE * 4 {
            loop {
                let mut rest = Vec::new();
                let n = Read::take(&mut *input, 1 << 16).read_until(b'\n', &mut rest)?;
                if n == 0 || rest.last() == Some(&b'\n') {
                    break;
                }
            }
            return Ok(Line::TooLong);
        }
        if terminal {
            return Ok(Line::End);
        }
    }
    Ok(Line::Text(String::from_utf8_lossy(&bytes).trim().to_string()))
}

/// `n moves`, or `1 move`.
fn moves(n: usize) -> String {
    format!("{n} move{}", if n == 1 { "" } else { "s" })
}

/// Text for `style`: plain output spells out the symbols a screen reader stumbles on.
fn styled(text: &str, style: Style) -> String {
    if style.plain { text.replace('⊕', "xor").replace('…', "...") } else { text.to_string() }
}

/// Play `session` to its end (or the user's `quit`, or the end of `input`), reading the user's
/// lines from `input` and writing every turn to `out`.
///
/// # Errors
/// A failed read or write.
///
/// # Complexity
/// One turn per line read, each as costly as the session's move search.
pub fn turns(
    session: &mut dyn Session,
    example: &str,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    options: Options,
) -> std::io::Result<()> {
    let style = options.style;
    let say = |out: &mut dyn Write, text: &str| out.write_all(styled(text, style).as_bytes());
    let mut redraw = true;
    loop {
        if redraw {
            writeln!(out)?;
            say(out, &session.render(style))?;
            redraw = false;
        }
        if session.over() {
            let ending = session.ending();
            let who = if ending.winner == Side::User { "You win" } else { "The computer wins" };
            say(out, &format!("\n{who}: {}.\n{}\n", ending.reason, ending.lesson))?;
            return Ok(());
        }
        if session.to_move() == Side::Computer {
            let reply = session.computer_move().expect("a game that is not over has a move");
            say(out, &format!("\nThe computer plays `{}`: {}.\n", reply.words, reply.why))?;
            redraw = true;
            continue;
        }
        write!(out, "your move> ")?;
        out.flush()?;
        let line = match read_line(input, options.terminal)? {
            Line::End => {
                let played = moves(session.moves_played());
                writeln!(out, "\nEnd of input: the game is left after {played}.")?;
                if let Some(lesson) = session.lesson() {
                    say(out, &format!("{lesson}\n"))?;
                }
                return Ok(());
            }
            Line::TooLong => {
                writeln!(out, "\nThat line is too long to be a move; try `{example}`.")?;
                continue;
            }
            Line::Text(text) => text,
        };
        if options.echo {
            writeln!(out, "{line}")?;
        }
        match line.to_lowercase().as_str() {
            "" => {}
            "hint" | "hints" => {
                let hints = session.hints();
                if hints.moves.is_empty() {
                    say(out, &format!("No winning move: {}.\n", hints.why_none))?;
                } else {
                    let more = if hints.more { ", and more" } else { "" };
                    let list: Vec<String> = hints.moves.iter().map(|m| format!("`{m}`")).collect();
                    say(out, &format!("Winning moves: {}{more}.\n", list.join(", ")))?;
                }
            }
            "moves" => {
                let (moves, more) = session.legal_moves(MOVES_LISTED);
                let more = if more { ", and more" } else { "" };
                let list: Vec<String> = moves.iter().map(|m| format!("`{m}`")).collect();
                writeln!(out, "Legal moves: {}{more}.", list.join(", "))?;
            }
            "undo" => {
                if session.undo() {
                    writeln!(out, "Taken back.")?;
                    redraw = true;
                } else {
                    writeln!(out, "Nothing to undo: you have not moved yet.")?;
                }
            }
            "quit" | "exit" | "q" => {
                let played = moves(session.moves_played());
                writeln!(out, "Left after {played}.")?;
                if let Some(lesson) = session.lesson() {
                    say(out, &format!("{lesson}\n"))?;
                }
                return Ok(());
            }
            "help" | "?" => writeln!(
                out,
                "Type a move such as `{example}` (words in any order, case and spaces free),\n\
                 `hint` for every winning move, `moves` for the legal ones, `undo` to take back your\n\
                 last move, `quit` to stop."
            )?,
            _ => match session.user_move(&line) {
                Ok(words) => {
                    writeln!(out, "You play `{words}`.")?;
                    redraw = true;
                }
                Err(reason) => {
                    say(out, &format!("Not a move: {reason}. Try again (or `help`).\n"))?;
                }
            },
        }
    }
}

/// `grundy play`: the game from its position's source (a file, stdin, words, a seed or a
/// random one), then [`turns`] over stdin and stdout.
///
/// # Complexity
/// One turn per line read.
///
/// # Errors
/// A problem that cannot be played, or a position that cannot be read.
pub fn run(args: crate::flags::PlayArgs, stdout: &mut impl Write) -> super::CommandResult {
    let crate::flags::PlayArgs { slug, position, test, seed, first, plain, params, budgets } = args;
    let first = if first == "computer" { Side::Computer } else { Side::User };
    if slug == "rules" {
        let (file, words) =
            position.split_first().ok_or("give a script: grundy play rules FILE POSITION...")?;
        let params = super::script::one_param_set(&params)?;
        play_script(file.into(), words.to_vec(), params, budgets, first, plain, stdout)??;
        return Ok(std::process::ExitCode::SUCCESS);
    }
    if !params.is_empty() {
        return Err("--param sets a rules script's constants: `grundy play rules FILE ...`".into());
    }
    let crate::flags::Budgets { max_positions, max_ops, max_memory, max_depth } = budgets;
    if max_positions.is_some() || max_ops.is_some() || max_memory.is_some() || max_depth.is_some() {
        return Err("--max-positions, --max-ops, --max-memory and --max-depth are a rules \
                    script's budgets: `grundy play rules FILE ...`"
            .into());
    }
    let problem = super::find(&slug)?;
    use std::io::{BufRead as _, Read as _};
    let Some(player) = problem.player() else {
        let playable: Vec<&str> = crate::registry::PROBLEMS
            .iter()
            .filter(|p| p.player().is_some())
            .map(|p| p.slug())
            .collect();
        return Err(format!(
            "`{}` cannot be played yet; playable: {}",
            problem.slug(),
            playable.join(", ")
        )
        .into());
    };
    let mut stdin = std::io::stdin().lock();
    let mut note = None;
    let session = match (seed, position.as_slice()) {
        (Some(seed), _) => player.game_from_seed(seed, test, first),
        (None, [dash]) if dash == "-" => {
            // The position, up to an empty line; the moves follow on the same stdin.
            let mut text = Vec::new();
            loop {
                let mut line = Vec::new();
                let n = (&mut stdin).take(1 << 24).read_until(b'\n', &mut line)?;
                if n == 0 || line.iter().all(u8::is_ascii_whitespace) {
                    break;
                }
                text.extend(line);
            }
            player.game_from_input(&text, test, first).map_err(|e| format!("stdin: {e}"))
        }
        (None, [file]) if std::path::Path::new(file).is_file() => {
            let text = super::read_input(Some(std::path::Path::new(file)))?;
            player.game_from_input(&text, test, first).map_err(|e| format!("{file}: {e}"))
        }
        (None, []) => {
            let seed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64 % 1_000_000);
            note = Some(format!("A random position (replay it with --gen {seed})."));
            player.game_from_seed(seed, test, first)
        }
        (None, words) => player.game_from_words(words, first),
    };
    let mut session = session?;
    let options = options(plain);
    let example = player.move_example();
    stdout.write_all(greeting(problem.title(), session.misere(), example).as_bytes())?;
    if let Some(note) = note {
        writeln!(stdout, "{note}")?;
    }
    turns(session.as_mut(), example, &mut stdin, stdout, options)?;
    Ok(std::process::ExitCode::SUCCESS)
}

/// How the turns are shown and read: plain unless stdout is a terminal, colour unless
/// `NO_COLOR`, lines echoed unless stdin is a terminal.
fn options(plain: bool) -> Options {
    use std::io::IsTerminal as _;
    let plain = plain || !std::io::stdout().is_terminal();
    let colour = !plain && std::env::var_os("NO_COLOR").is_none();
    let terminal = std::io::stdin().is_terminal();
    Options { style: Style { plain, colour }, echo: !terminal, terminal }
}

/// `grundy play rules FILE POSITION…`: the sum of `words` in the game of the script `file`
/// (its constants set by `params`), or of the rules file in Rust `file` (`.rs`: integer
/// positions, no parameters), against the perfect player, on the script's thread (its engine
/// runs there), within `budgets`.
///
/// # Errors
/// The outer result: a failed read or write. The inner: an unreadable script or position, or
/// the script's error or a spent budget while valuing the start (after which no turn runs
/// the script again).
///
/// # Complexity
/// Every position reachable from the start is valued and listed first; a turn then looks up
/// outcomes.
fn play_script(
    file: std::path::PathBuf,
    words: Vec<String>,
    params: super::script::Params,
    budgets: crate::flags::Budgets,
    first: Side,
    plain: bool,
    out: &mut dyn Write,
) -> std::io::Result<Result<(), String>> {
    let options = options(plain);
    super::script::on_script_thread(out, move |out| {
        let start = super::script::parse_positions(&words)?;
        let limits = super::script::limits_of(budgets);
        let game = if super::compiled::is_compiled(&file) {
            super::compiled::no_params(&file, &params)?;
            super::compiled::no_depth(&file, budgets)?;
            rules::ScriptGame::compiled(&file, &start, &limits)?
        } else {
            let engine = super::script::load(&file, limits, &params)?;
            rules::ScriptGame::new(engine, &start).map_err(|e| e.to_string())?
        };
        let misere = game.misere();
        let mut session = workbench::play::Match::new(game, start, first);
        let example = session.legal_moves(1).0.pop().unwrap_or_else(|| "3 + 3".into());
        let said = |e: std::io::Error| format!("cannot write the output: {e}");
        let title = file.file_name().map_or(file.display().to_string(), |name| {
            format!("The game of {}", name.to_string_lossy())
        });
        out.write_all(greeting(&title, misere, &example).as_bytes()).map_err(said)?;
        let mut stdin = std::io::stdin().lock();
        turns(&mut session, &example, &mut stdin, out, options).map_err(said)
    })
}
