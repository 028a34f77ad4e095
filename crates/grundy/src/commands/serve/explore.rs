//! A game's positions explored for the page: why a value is what it is ([`why`]), the game
//! graph of a small position ([`graph`]), and whether two positions are equal ([`equal`]).
//!
//! Every fact comes from an engine of the house behind [`Explorer`]: a rules script's
//! ([`rules::Rules`]: the memoised mex, the misère search, the loopy values) or sg-core's
//! memoised [`Solver`] on an octal game's rules. Only the words are made here.

use std::collections::VecDeque;

use rules::{Move, Outcome, Position, Value, move_text};
use serde::Serialize;
use sg_core::Solver;
use sg_core::octal::OctalGame;
use std::collections::HashMap;

use super::catalogue::GameRef;

/// The most options a [`why`] lists.
pub const MAX_OPTIONS: usize = 400;

/// The most positions (sums) a [`graph`] draws.
pub const MAX_NODES: usize = 60;

/// The most edges a [`graph`] draws.
pub const MAX_EDGES: usize = 240;

/// The most moves a [`graph`] looks at in all (a large position is cut, not searched whole).
pub const MAX_WORK: usize = 20_000;

/// The largest heap of an octal game explored (its values cost O(n²) to search).
pub const MAX_HEAP: i64 = 2000;

/// The largest heap of an octal game with three-heap splits explored (its values cost O(n³)
/// to search: about a second at this size).
pub const MAX_HEAP_THREE: i64 = 600;

/// The largest heap of `game` the page explores or plays: [`MAX_HEAP`], or
/// [`MAX_HEAP_THREE`] where a move may leave three heaps.
///
/// # Complexity
/// O(t) for `t` digits.
pub fn heap_limit(game: &OctalGame) -> i64 {
    if game.max_parts() >= 3 { MAX_HEAP_THREE } else { MAX_HEAP }
}

/// The engine of one game, as the page's views ask it.
pub trait Explorer {
    /// The moves of one position: each the positions whose sum it leaves.
    ///
    /// # Errors
    /// A position the game does not have, the script's error, a spent budget.
    fn moves(&mut self, part: &Position) -> Result<Vec<Move>, Refusal>;
    /// The value of one position.
    ///
    /// # Errors
    /// As [`Explorer::moves`].
    fn value(&mut self, part: &Position) -> Result<Value, Refusal>;
    /// Who wins the sum of `parts`.
    ///
    /// # Errors
    /// As [`Explorer::moves`].
    fn outcome(&mut self, parts: &[Position]) -> Result<Outcome, Refusal>;
    /// Whether the game is played misère (values do not add).
    fn misere(&self) -> bool;
    /// Whether positions may repeat (values may be infinite).
    fn loopy(&self) -> bool;
}

impl Explorer for rules::Rules {
    fn moves(&mut self, part: &Position) -> Result<Vec<Move>, Refusal> {
        rules::Rules::moves(self, part).map_err(Refusal::from)
    }
    fn value(&mut self, part: &Position) -> Result<Value, Refusal> {
        rules::Rules::value(self, part).map_err(Refusal::from)
    }
    fn outcome(&mut self, parts: &[Position]) -> Result<Outcome, Refusal> {
        rules::Rules::outcome(self, parts).map_err(Refusal::from)
    }
    fn misere(&self) -> bool {
        self.script().misere()
    }
    fn loopy(&self) -> bool {
        self.script().loopy()
    }
}

/// An octal game searched by sg-core's memoised engine on its rules.
struct Octal(Solver<OctalGame>);

impl Octal {
    fn heap(&self, part: &Position) -> Result<u64, Refusal> {
        let most = heap_limit(self.0.game());
        match part {
            Position::Int(n) if (0..=most).contains(n) => Ok(*n as u64),
            Position::Int(n) if *n > most => {
                Err(format!("a heap of {n} is more than the page explores (at most {most})").into())
            }
            other => Err(format!("a position of an octal game is a heap size, not {other}").into()),
        }
    }
}

impl Explorer for Octal {
    fn moves(&mut self, part: &Position) -> Result<Vec<Move>, Refusal> {
        let n = self.heap(part)?;
        let moves = sg_core::Game::moves(self.0.game(), &n);
        Ok(moves
            .into_iter()
            .map(|m| m.into_iter().map(|h| Position::Int(h as i64)).collect())
            .collect())
    }
    fn value(&mut self, part: &Position) -> Result<Value, Refusal> {
        let n = self.heap(part)?;
        Ok(Value::Nimber(self.0.grundy(&n)))
    }
    fn outcome(&mut self, parts: &[Position]) -> Result<Outcome, Refusal> {
        let heaps: Vec<u64> = parts.iter().map(|p| self.heap(p)).collect::<Result<_, _>>()?;
        Ok(if self.0.grundy_of_sum(&heaps) == 0 { Outcome::Lose } else { Outcome::Win })
    }
    fn misere(&self) -> bool {
        false
    }
    fn loopy(&self) -> bool {
        false
    }
}

/// A registered problem's table, whose cells are positions of one game under normal play: a
/// cell's moves are its sheet's options ([`workbench::Registered::cell_options`]), its value
/// the cell's number, and a sum's outcome the nim-sum of its parts' values (the
/// Sprague–Grundy theorem). A position is `n` (a 1-D table's cell in its one row) or `x,y`.
struct ProblemTable {
    problem: &'static dyn workbench::Registered,
    args: workbench::grid::Args,
    options: HashMap<Position, (u64, Vec<Move>)>,
}

impl ProblemTable {
    fn cell(part: &Position) -> Result<(u64, u64), String> {
        let coordinate = |n: i64| u64::try_from(n).map_err(|_| format!("{n} is not a cell"));
        match part {
            Position::Int(n) => Ok((0, coordinate(*n)?)),
            Position::Tuple(xy) if xy.len() == 2 => Ok((coordinate(xy[0])?, coordinate(xy[1])?)),
            other => Err(format!("a cell of the table is `n` or `x,y`, not {other}")),
        }
    }

    /// The cell's value and options, asked of its sheet once.
    fn look(&mut self, part: &Position) -> Result<&(u64, Vec<Move>), Refusal> {
        if !self.options.contains_key(part) {
            let line = matches!(part, Position::Int(_));
            let at = Self::cell(part)?;
            let (cell, options) = self.problem.cell_options(&self.args, at)?.ok_or_else(|| {
                format!("the table of `{}` does not know its cells' moves", self.problem.slug())
            })?;
            let value = cell.text.parse::<u64>().map_err(|_| {
                format!("the cell {part} shows `{}`, not a Grundy value", cell.text)
            })?;
            let position = |(r, c): (u64, u64)| {
                if line {
                    Position::Int(c as i64)
                } else {
                    Position::Tuple(vec![r as i64, c as i64])
                }
            };
            let moves: Vec<Move> = options
                .into_iter()
                .map(|parts| parts.into_iter().map(|(at, _)| position(at)).collect())
                .collect();
            self.options.insert(part.clone(), (value, moves));
        }
        Ok(&self.options[part])
    }
}

impl Explorer for ProblemTable {
    fn moves(&mut self, part: &Position) -> Result<Vec<Move>, Refusal> {
        Ok(self.look(part)?.1.clone())
    }
    fn value(&mut self, part: &Position) -> Result<Value, Refusal> {
        Ok(Value::Nimber(self.look(part)?.0))
    }
    fn outcome(&mut self, parts: &[Position]) -> Result<Outcome, Refusal> {
        let mut total = 0;
        for part in parts {
            total ^= self.look(part)?.0;
        }
        Ok(if total == 0 { Outcome::Lose } else { Outcome::Win })
    }
    fn misere(&self) -> bool {
        false
    }
    fn loopy(&self) -> bool {
        false
    }
}

/// The engine of `game`, made on the calling thread (a script's engine stays on it);
/// `options` are a problem table's options (`--w 2..30`), which bound its cells.
///
/// # Errors
/// The script's error (with its line and column), or a problem's table options that do not
/// read.
///
/// # Complexity
/// As compiling the script.
pub fn explorer(game: &GameRef, options: Option<&str>) -> Result<Box<dyn Explorer>, Refusal> {
    match game {
        GameRef::Script { name, source } => rules::Rules::compile(name, source, super::LIMITS)
            .map(|rules| Box::new(rules) as Box<dyn Explorer>)
            .map_err(Refusal::from),
        GameRef::Octal(game) => Ok(Box::new(Octal(Solver::new(game.clone())))),
        GameRef::Problem(problem) => {
            let words: Vec<String> =
                options.unwrap_or("").split_whitespace().take(100).map(String::from).collect();
            let args = workbench::grid::Args::parse(&words)?;
            Ok(Box::new(ProblemTable { problem: *problem, args, options: HashMap::new() }))
        }
    }
}

/// Why a request could not be answered: a sentence, and where in the script when it is the
/// script's error.
#[derive(Debug, Clone, Serialize)]
pub struct Refusal {
    /// One sentence.
    pub error: String,
    /// The script's line, when the error is at one.
    pub line: Option<usize>,
    /// The script's column, when known.
    pub column: Option<usize>,
    /// Whether a budget ran out (the script is not wrong, only too costly for the page).
    pub budget: bool,
}

impl Refusal {
    /// A refusal of the request itself.
    pub fn bad(error: impl Into<String>) -> Self {
        Self { error: error.into(), line: None, column: None, budget: false }
    }
}

impl From<rules::Error> for Refusal {
    fn from(error: rules::Error) -> Self {
        let (line, column) = match &error {
            rules::Error::Script { line, column, .. } => (*line, *column),
            _ => (None, None),
        };
        let budget = matches!(error, rules::Error::Operations(_) | rules::Error::Positions(_));
        let mut text = error.to_string();
        if budget {
            // The page's budgets are fixed: the flags the message names are the command's.
            text = format!(
                "{}: the page's budget is {} positions and {} operations (the command \
                 `grundy rules` allows more)",
                text.split(" (").next().unwrap_or(&text),
                super::LIMITS.positions,
                super::LIMITS.operations
            );
        }
        Self { error: text, line, column, budget }
    }
}

impl From<String> for Refusal {
    fn from(error: String) -> Self {
        Self::bad(error)
    }
}

/// A sum as typed on the page: positions joined by `+`, each an integer, a tuple (`3,5`) or a
/// string; `*k` is read as `k` (a nimber is a Nim heap).
///
/// # Errors
/// A part that is no position.
///
/// # Complexity
/// O(length of the text).
pub fn parse_sum(text: &str) -> Result<Vec<Position>, String> {
    let cleaned: Vec<&str> =
        text.split('+').map(|p| p.trim().strip_prefix('*').unwrap_or(p.trim())).collect();
    if text.len() > 1000 {
        return Err("a position is typed in at most 1000 characters".into());
    }
    rules::parse_sum(&cleaned.join(" + ")).map_err(|e| format!("`{text}`: {e}"))
}

/// One position's value as the page shows it.
#[derive(Debug, Clone, Serialize)]
pub struct Shown {
    /// The position, as typed back.
    pub position: String,
    /// Its value in words: `3`, `∞{0,2}`, or under misère play `1`/`0`.
    pub value: String,
    /// The value as a number, where it is one (none for `∞`).
    pub number: Option<i64>,
}

/// An option of a position: the move and the value it leaves.
#[derive(Debug, Clone, Serialize)]
pub struct Choice {
    /// The positions the move leaves, in words (`3 + 2`, `nothing`).
    pub leaves: String,
    /// Each of them with its value.
    pub parts: Vec<Shown>,
    /// The value of what it leaves: the nim-sum of the parts (normal play), the one part's
    /// value (loopy), or under misère play 1/0 for who wins it.
    pub value: String,
    /// That value as a number, where it is one.
    pub number: Option<i64>,
}

/// A position's value explained by its options.
#[derive(Debug, Clone, Serialize)]
pub struct Why {
    /// The position and its value.
    pub position: Shown,
    /// `normal`, `misere` or `loopy`.
    pub play: &'static str,
    /// Every option, in the rules' order (at most [`MAX_OPTIONS`]).
    pub options: Vec<Choice>,
    /// Whether there were more options than listed.
    pub more: bool,
    /// The distinct finite values of the options, in order.
    pub set: Vec<u64>,
    /// The least value not in the set (sg-core's mex); none under misère play.
    pub mex: Option<u64>,
    /// The explanation in one or two sentences.
    pub words: String,
}

/// Shown in words and as a number.
fn shown(position: &Position, value: &Value) -> Shown {
    Shown { position: position.to_string(), value: value.to_string(), number: value.number() }
}

/// The value of `position` explained: each option with the values it leaves, the set of those
/// values and its mex (sg-core's), which is the value under normal play; under misère play the
/// outcome of each option; in a loopy game the options' values, infinite ones included.
///
/// # Errors
/// As [`Explorer::moves`].
///
/// # Complexity
/// One value per position reachable from `position`, as the engine memoises them.
pub fn why(game: &mut dyn Explorer, position: &Position) -> Result<Why, Refusal> {
    let value = game.value(position)?;
    let moves = game.moves(position)?;
    let more = moves.len() > MAX_OPTIONS;
    let (misere, loopy) = (game.misere(), game.loopy());
    let mut options = Vec::new();
    for m in moves.into_iter().take(MAX_OPTIONS) {
        let parts: Vec<(Position, Value)> =
            m.iter().map(|p| Ok((p.clone(), game.value(p)?))).collect::<Result<_, Refusal>>()?;
        let left = if misere {
            Value::Misere(game.outcome(&m)? == Outcome::Win)
        } else {
            match parts.as_slice() {
                [(_, only)] => only.clone(),
                _ => Value::Nimber(parts.iter().fold(0, |s, (_, v)| match v {
                    Value::Nimber(g) => s ^ g,
                    _ => s,
                })),
            }
        };
        options.push(Choice {
            leaves: move_text(&m),
            parts: parts.iter().map(|(p, v)| shown(p, v)).collect(),
            value: left.to_string(),
            number: left.number(),
        });
    }
    let mut set: Vec<u64> =
        options.iter().filter_map(|o| o.number).filter_map(|n| u64::try_from(n).ok()).collect();
    set.sort_unstable();
    set.dedup();
    let play = if misere {
        "misere"
    } else if loopy {
        "loopy"
    } else {
        "normal"
    };
    let mex = (!misere).then(|| sg_core::mex::mex(set.iter().copied()));
    let words = explain(position, &value, &options, &set, mex, play);
    Ok(Why { position: shown(position, &value), play, options, more, set, mex, words })
}

/// `g(7)`, or `g(3, 5)` for a tuple (which shows its own parentheses).
fn g_of(position: &Position) -> String {
    match position {
        Position::Tuple(_) => format!("g{position}"),
        _ => format!("g({position})"),
    }
}

/// The sentence of [`why`].
fn explain(
    position: &Position,
    value: &Value,
    options: &[Choice],
    set: &[u64],
    mex: Option<u64>,
    play: &str,
) -> String {
    let listed: Vec<String> = set.iter().map(u64::to_string).collect();
    let set_text = format!("{{{}}}", listed.join(", "));
    match (play, mex) {
        ("misere", _) if options.is_empty() => {
            format!("{position} has no move: under misère play the player to move has won already.")
        }
        ("misere", _) => {
            let wins = options.iter().any(|o| o.number == Some(0));
            if wins {
                format!("{position} is won: some move leaves a position the opponent loses (0).")
            } else {
                format!("{position} is lost: every move leaves a position the opponent wins (1).")
            }
        }
        (_, _) if options.is_empty() => format!(
            "{position} has no move, so its value is mex {{}} = 0: the player to move has lost."
        ),
        ("loopy", Some(m)) => match value {
            Value::Nimber(g) => format!(
                "The options' finite values are {set_text}; {position} has the finite value {g} \
                 (mex {m} of them, where no move reaches an infinite position that escapes it)."
            ),
            _ => format!(
                "{position} is infinite, {value}: the finite values its moves reach are \
                 {set_text}, and no finite value fits, since play can go on for ever from it."
            ),
        },
        (_, Some(m)) => format!(
            "The options leave the values {set_text}; the least value missing is {m}, so \
             {} = mex {set_text} = {m}{}.",
            g_of(position),
            if m == 0 { ": every move leaves a non-zero value, a lost position" } else { "" }
        ),
        _ => String::new(),
    }
}

/// A position (a sum) of the game graph.
#[derive(Debug, Clone, Serialize)]
pub struct Node {
    /// Its index among the nodes.
    pub id: usize,
    /// The sum in words.
    pub label: String,
    /// The nim-sum of its parts' values where they are finite (normal play).
    pub value: Option<u64>,
    /// `P` (the player to move loses), `N` (wins) or `D` (a draw).
    pub outcome: &'static str,
    /// The least number of moves from the start.
    pub depth: usize,
    /// Whether its moves are drawn (false beyond the cap).
    pub expanded: bool,
}

/// A move of the game graph.
#[derive(Debug, Clone, Serialize)]
pub struct Edge {
    /// The node moved from.
    pub from: usize,
    /// The node moved to.
    pub to: usize,
    /// Whether it is a winning move (from an N-position to a P-position).
    pub winning: bool,
}

/// The game graph of a small position.
#[derive(Debug, Clone, Serialize)]
pub struct Graph {
    /// The positions, the start first.
    pub nodes: Vec<Node>,
    /// The moves between them.
    pub edges: Vec<Edge>,
    /// Whether the cap cut the graph.
    pub truncated: bool,
    /// One line about the start.
    pub words: String,
}

/// The game graph from the sum `start`, breadth first: each node a sum (parts that cannot
/// move left out, parts sorted, so that equal sums are one node), labelled with its outcome
/// and nim-sum, each edge a move, winning moves marked; at most [`MAX_NODES`] nodes and
/// [`MAX_EDGES`] edges, after looking at most [`MAX_WORK`] moves.
///
/// # Errors
/// As [`Explorer::moves`].
///
/// # Complexity
/// O(nodes · moves per node) engine look-ups, at most [`MAX_WORK`] moves.
pub fn graph(game: &mut dyn Explorer, start: &[Position]) -> Result<Graph, Refusal> {
    let mut movable: HashMap<Position, bool> = HashMap::new();
    let mut work = 0;
    let mut index: HashMap<Vec<Position>, usize> = HashMap::new();
    let mut nodes: Vec<Node> = Vec::new();
    let mut edges = Vec::new();
    let mut queue = VecDeque::new();
    let mut truncated = false;
    let start = live(game, &mut movable, start)?;
    add(game, &mut index, &mut nodes, &mut queue, start, 0)?;
    while let Some(sum) = queue.pop_front() {
        let from = index[&sum];
        let depth = nodes[from].depth;
        let mut targets = Vec::new();
        for i in 0..sum.len() {
            if sum[..i].contains(&sum[i]) {
                continue;
            }
            for m in game.moves(&sum[i])? {
                work += 1;
                if work > MAX_WORK {
                    truncated = true;
                    break;
                }
                let next = live(game, &mut movable, &rules::after(&sum, i, &m))?;
                let to = match index.get(&next) {
                    Some(&to) => to,
                    None if nodes.len() < MAX_NODES => {
                        add(game, &mut index, &mut nodes, &mut queue, next, depth + 1)?
                    }
                    None => {
                        truncated = true;
                        continue;
                    }
                };
                if !targets.contains(&to) {
                    targets.push(to);
                }
            }
        }
        for to in targets {
            if edges.len() >= MAX_EDGES {
                truncated = true;
                break;
            }
            let winning = nodes[from].outcome == "N" && nodes[to].outcome == "P";
            edges.push(Edge { from, to, winning });
        }
        nodes[from].expanded = true;
    }
    let first = &nodes[0];
    let words = match first.outcome {
        "P" => format!("{} is a P-position: every move leads to an N-position.", first.label),
        "D" => format!("{} is drawn: neither player can force a win.", first.label),
        _ => format!(
            "{} is an N-position: a winning move (drawn thick) leads to a P-position.",
            first.label
        ),
    };
    Ok(Graph { nodes, edges, truncated, words })
}

/// The parts of `sum` that can move, sorted; whether a part can move is asked of the game
/// once (`movable`).
fn live(
    game: &mut dyn Explorer,
    movable: &mut HashMap<Position, bool>,
    sum: &[Position],
) -> Result<Vec<Position>, Refusal> {
    let mut kept = Vec::new();
    for part in sum {
        let moves = match movable.get(part) {
            Some(&moves) => moves,
            None => {
                let moves = !game.moves(part)?.is_empty();
                movable.insert(part.clone(), moves);
                moves
            }
        };
        if moves {
            kept.push(part.clone());
        }
    }
    kept.sort_unstable();
    Ok(kept)
}

/// Add the node `sum` at `depth` and queue it.
fn add(
    game: &mut dyn Explorer,
    index: &mut HashMap<Vec<Position>, usize>,
    nodes: &mut Vec<Node>,
    queue: &mut VecDeque<Vec<Position>>,
    sum: Vec<Position>,
    depth: usize,
) -> Result<usize, Refusal> {
    let outcome = match game.outcome(&sum)? {
        Outcome::Win => "N",
        Outcome::Lose => "P",
        Outcome::Draw => "D",
    };
    let value = if game.misere() {
        None
    } else {
        let mut total = Some(0);
        for part in &sum {
            total = match (total, game.value(part)?) {
                (Some(s), Value::Nimber(g)) => Some(s ^ g),
                _ => None,
            };
        }
        total
    };
    let id = nodes.len();
    nodes.push(Node { id, label: move_text(&sum), value, outcome, depth, expanded: false });
    index.insert(sum.clone(), id);
    queue.push_back(sum);
    Ok(id)
}

/// Whether two positions are equal, and why.
#[derive(Debug, Clone, Serialize)]
pub struct Equality {
    /// G and H in words.
    pub g: String,
    /// H in words.
    pub h: String,
    /// G's value, where it adds.
    pub g_value: Option<String>,
    /// H's value, where it adds.
    pub h_value: Option<String>,
    /// Who wins G + H: `P`, `N` or `D`.
    pub sum_outcome: &'static str,
    /// Whether G = H (G + H is a P-position).
    pub equal: bool,
    /// The answer in words.
    pub words: String,
}

/// Whether `g` equals `h`: they are equivalent exactly when `G + H` is a P-position (the
/// second player wins), with `outcome` the house's outcome of the sum. `values` are the
/// values of G and H where they are known (shown in the words).
///
/// # Complexity
/// O(1) beyond the outcome given.
pub fn equality(
    g: String,
    h: String,
    values: Option<(String, String)>,
    outcome: Outcome,
) -> Equality {
    let equal = outcome == Outcome::Lose;
    let sum_outcome = match outcome {
        Outcome::Lose => "P",
        Outcome::Win => "N",
        Outcome::Draw => "D",
    };
    let by_values = values
        .as_ref()
        .map_or(String::new(), |(a, b)| format!(" (G has value {a} and H has value {b})"));
    let words = match outcome {
        Outcome::Lose => format!(
            "Yes: {g} = {h}. The sum {g} + {h} is a P-position (the second player wins), which \
             is exactly what equal means{by_values}."
        ),
        Outcome::Win => format!(
            "No: {g} ≠ {h}. The sum {g} + {h} is an N-position (the first player wins), so \
             adding one to the other is not like adding nothing{by_values}."
        ),
        Outcome::Draw => format!(
            "No: {g} ≠ {h}. The sum {g} + {h} is drawn, not a second-player win{by_values}."
        ),
    };
    let (g_value, h_value) = values.map_or((None, None), |(a, b)| (Some(a), Some(b)));
    Equality { g, h, g_value, h_value, sum_outcome, equal, words }
}

/// [`equality`] of the sums `g` and `h` of one game explored by its engine.
///
/// # Errors
/// As [`Explorer::outcome`].
///
/// # Complexity
/// That of the outcome of the whole sum.
pub fn equal(game: &mut dyn Explorer, g: &[Position], h: &[Position]) -> Result<Equality, Refusal> {
    let whole: Vec<Position> = g.iter().chain(h).cloned().collect();
    let outcome = game.outcome(&whole)?;
    let values = if game.misere() {
        None
    } else {
        let value = |game: &mut dyn Explorer, parts: &[Position]| -> Result<String, Refusal> {
            let values: Vec<Value> =
                parts.iter().map(|p| game.value(p)).collect::<Result<_, _>>()?;
            let finite: Option<u64> = values.iter().try_fold(0, |s, v| match v {
                Value::Nimber(n) => Some(s ^ n),
                _ => None,
            });
            Ok(finite.map_or_else(
                || values.iter().map(Value::to_string).collect::<Vec<_>>().join(" + "),
                |n| n.to_string(),
            ))
        };
        Some((value(game, g)?, value(game, h)?))
    };
    Ok(equality(move_text(g), move_text(h), values, outcome))
}

/// A position of one game for a comparison with a position of another: its words, the game's
/// name, and the generalised Sprague–Grundy value of each of its parts.
#[derive(Debug, Clone)]
pub struct Valued {
    /// The position as typed back.
    pub position: String,
    /// The game it is a position of (its id, e.g. `octal:0.77`).
    pub game: String,
    /// Each part's value: finite (a nimber) or `∞(K)` in a loopy game.
    pub parts: Vec<Value>,
}

/// The most parts a side of a comparison across games has.
const MAX_PARTS: usize = 200;

/// The position `text` of `game` (named `id`) with its parts' values, for [`equal_across`]: a
/// script's or an octal game's by its engine, a problem's by its player's parts where it has a
/// player (the position typed as for Play) and else by its table's cells (`n` or `x,y`).
///
/// # Errors
/// A misère game (its values do not add), a player whose parts have no value or whose values
/// disagree with its outcome, a position the game does not have, a script's error or budget.
///
/// # Complexity
/// That of valuing each part.
pub fn valued(
    game: &GameRef,
    id: &str,
    options: Option<&str>,
    text: &str,
) -> Result<Valued, Refusal> {
    let misere = || {
        Refusal::bad(format!(
            "`{id}` is played misère: values do not add under misère play, so a position of \
             it is compared only with one of the same game (G + H across two games is no \
             misère game)"
        ))
    };
    if let GameRef::Problem(problem) = game {
        if let Some(player) = problem.player() {
            let words: Vec<String> = text.split_whitespace().map(String::from).collect();
            if words.len() > MAX_PARTS {
                return Err(Refusal::bad(format!("a position is at most {MAX_PARTS} words")));
            }
            let session = player.game_from_words(&words, workbench::play::Side::User)?;
            if session.misere() {
                return Err(misere());
            }
            let parts = session.parts();
            if parts.is_empty() && !session.over() {
                return Err(Refusal::bad(format!(
                    "the player of `{id}` does not give its positions a Grundy value, so the \
                     page cannot decide G = H by values (and two positions of it need not make \
                     one)"
                )));
            }
            let mut values = Vec::new();
            for (label, value) in parts {
                let value = value.and_then(|v| u64::try_from(v).ok()).ok_or_else(|| {
                    Refusal::bad(format!(
                        "{label} of `{id}` has no Grundy value the page knows (it is decided \
                         by the game's own rule, not as a normal-play component), so G = H is \
                         not decided by values"
                    ))
                })?;
                values.push(Value::Nimber(value));
            }
            let nim_sum = values.iter().fold(0, |s, v| match v {
                Value::Nimber(g) => s ^ g,
                _ => s,
            });
            if (nim_sum != 0) != (session.outcome() == Outcome::Win) {
                return Err(Refusal::bad(format!(
                    "the parts of `{id}` do not decide who wins by their nim-sum here, so G = H \
                     is not decided by values"
                )));
            }
            return Ok(Valued {
                position: text.trim().to_string(),
                game: id.into(),
                parts: values,
            });
        }
    }
    let mut explorer = explorer(game, options)?;
    if explorer.misere() {
        return Err(misere());
    }
    let parts = parse_sum(text)?;
    if parts.len() > MAX_PARTS {
        return Err(Refusal::bad(format!("a position is at most {MAX_PARTS} parts")));
    }
    let values = parts.iter().map(|p| explorer.value(p)).collect::<Result<_, _>>()?;
    Ok(Valued { position: move_text(&parts), game: id.into(), parts: values })
}

/// A side's value in words: the nim-sum of its parts where all are finite, else the parts'
/// values joined by `+`; and the nim-sum as a number where there is one.
fn value_words(side: &Valued) -> (String, Option<u64>) {
    let finite: Option<u64> = side.parts.iter().try_fold(0, |s, v| match v {
        Value::Nimber(g) => Some(s ^ g),
        _ => None,
    });
    match finite {
        Some(n) => (n.to_string(), Some(n)),
        None => (side.parts.iter().map(Value::to_string).collect::<Vec<_>>().join(" + "), None),
    }
}

/// Whether `g` (of one game) equals `h` (of another): `G = H` exactly when `G + H` is a
/// P-position, and the outcome of `G + H` is sg-core's sum rule on the parts' generalised
/// values (`sg_core::loopy::sum_outcome`): all finite, a P-position iff the nim-sum is 0, so
/// `G = H` iff `g(G) = g(H)`; with an infinite value the sum is never a P-position (a
/// first-player win or a draw).
///
/// # Errors
/// A value beyond 2³² (the sum rule's finite values are `u32`).
///
/// # Complexity
/// O(parts + |K|).
pub fn equal_across(g: &Valued, h: &Valued) -> Result<Equality, Refusal> {
    let mut values = Vec::new();
    for v in g.parts.iter().chain(&h.parts) {
        values.push(match v {
            Value::Nimber(n) => sg_core::loopy::Value::Finite(u32::try_from(*n).map_err(|_| {
                Refusal::bad(format!("the value {n} is beyond what the sum rule compares (2^32)"))
            })?),
            Value::Infinite(k) => sg_core::loopy::Value::Infinite(k),
            Value::Misere(_) => return Err(Refusal::bad("misère values do not add")),
        });
    }
    let outcome = sg_core::loopy::sum_outcome(values);
    let ((a, a_n), (b, b_n)) = (value_words(g), value_words(h));
    let (gp, hp) = (&g.position, &h.position);
    let named =
        format!("G = {gp} of {} has value {a}, H = {hp} of {} has value {b}", g.game, h.game);
    let words = match (outcome, a_n, b_n) {
        (Outcome::Lose, _, _) => format!(
            "Yes: G = H. {named}: equal values, so G + H has nim-sum 0, a P-position (the \
             second player wins), which is exactly what equal means."
        ),
        (_, Some(x), Some(y)) => format!(
            "No: G ≠ H. {named}: the values differ, so G + H has nim-sum {x} ⊕ {y} = {}, an \
             N-position (the first player wins by moving to nim-sum 0).",
            x ^ y
        ),
        (Outcome::Draw, _, _) => format!(
            "No: G ≠ H. {named}: with an infinite value G + H is never a P-position; here it is \
             drawn (by the sum rule of generalised Sprague–Grundy values)."
        ),
        _ => format!(
            "No: G ≠ H. {named}: with an infinite value G + H is never a P-position; here the \
             first player wins (by the sum rule of generalised Sprague–Grundy values)."
        ),
    };
    let sum_outcome = match outcome {
        Outcome::Lose => "P",
        Outcome::Win => "N",
        Outcome::Draw => "D",
    };
    Ok(Equality {
        g: gp.clone(),
        h: hp.clone(),
        g_value: Some(a),
        h_value: Some(b),
        sum_outcome,
        equal: outcome == Outcome::Lose,
        words,
    })
}
