//! The values of a script's positions, by sg-core's engines: the memoised mex for normal play,
//! the misère search of whole sums, and the generalised Sprague–Grundy values of a loopy game.

use std::cell::{Cell, RefCell};
use std::fmt;

use rustc_hash::FxHashMap;
use sg_core::loopy::{Digraph, LoopyValues, Outcome, loopy_values, sum_outcome};
use sg_core::misere::MisereSolver;
use sg_core::{Game, Solver};

use crate::position::{Move, Position};
use crate::script::{Error, Limits, Script};

/// The value of one position.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    /// Its Grundy value under normal play (finite, also in a loopy game).
    Nimber(u64),
    /// `∞(K)` in a loopy game: the finite values `K` its moves reach.
    Infinite(Vec<u32>),
    /// Under misère play, where values do not add: whether the player to move wins.
    Misere(bool),
}

impl Value {
    /// The value as a number for a table: the Grundy value, or under misère play 1 when the
    /// player to move wins and 0 when not; `None` for `∞(K)`.
    pub fn number(&self) -> Option<i64> {
        match self {
            Self::Nimber(g) => i64::try_from(*g).ok(),
            Self::Misere(wins) => Some(i64::from(*wins)),
            Self::Infinite(_) => None,
        }
    }

    /// Who wins this position alone.
    ///
    /// # Complexity
    /// O(|K|).
    pub fn outcome(&self) -> Outcome {
        match self {
            Self::Nimber(0) | Self::Misere(false) => Outcome::Lose,
            Self::Nimber(_) | Self::Misere(true) => Outcome::Win,
            Self::Infinite(k) if k.contains(&0) => Outcome::Win,
            Self::Infinite(_) => Outcome::Draw,
        }
    }
}

/// `3`, `∞{0,2}`, or under misère play `1`/`0` (the player to move wins or loses).
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Nimber(g) => write!(f, "{g}"),
            Self::Misere(wins) => write!(f, "{}", u8::from(*wins)),
            Self::Infinite(k) => write!(f, "{}", sg_core::loopy::Value::Infinite(k)),
        }
    }
}

/// The script as an `sg_core::Game`: each listing counted against the position budget, and
/// the first error kept (the engines' `moves` cannot fail; after an error every position has
/// no move, so the search ends at once, and the error is reported instead of its result).
struct ScriptGame {
    script: Script,
    limit: usize,
    listed: Cell<usize>,
    error: RefCell<Option<Error>>,
    /// The misère search asks for a component's moves once per sum it is in: kept here.
    cache: Option<RefCell<FxHashMap<Position, Vec<Move>>>>,
}

impl ScriptGame {
    fn list(&self, position: &Position) -> Result<Vec<Move>, Error> {
        if let Some(error) = self.error.borrow().as_ref() {
            return Err(error.clone());
        }
        if let Some(cache) = &self.cache {
            if let Some(moves) = cache.borrow().get(position) {
                return Ok(moves.clone());
            }
        }
        let moves = self.counted(|script| script.moves(position))?;
        if let Some(cache) = &self.cache {
            cache.borrow_mut().insert(position.clone(), moves.clone());
        }
        Ok(moves)
    }

    /// [`ScriptGame::list`]'s budget and error keeping around any call of the script.
    fn counted<T: Default>(
        &self,
        call: impl FnOnce(&Script) -> Result<T, Error>,
    ) -> Result<T, Error> {
        if let Some(error) = self.error.borrow().as_ref() {
            return Err(error.clone());
        }
        let listed = self.listed.get() + 1;
        self.listed.set(listed);
        let got = if listed > self.limit {
            Err(Error::Positions(self.limit))
        } else {
            call(&self.script)
        };
        if let Err(error) = &got {
            *self.error.borrow_mut() = Some(error.clone());
        }
        got
    }

    fn check(&self) -> Result<(), Error> {
        self.error.borrow().as_ref().map_or(Ok(()), |e| Err(e.clone()))
    }
}

impl Game for ScriptGame {
    type Position = Position;

    fn moves(&self, position: &Position) -> Vec<Move> {
        self.list(position).unwrap_or_default()
    }

    /// The script's moves as it lists them, into the engine's flat form (no list per move).
    fn moves_flat(&self, position: &Position) -> (Vec<Position>, Vec<usize>) {
        self.counted(|script| script.moves_flat(position)).unwrap_or_default()
    }
}

/// A loopy game's graph, explored from the positions asked about, and its values.
struct LoopyGraph {
    game: ScriptGame,
    index: FxHashMap<Position, u32>,
    successors: Vec<Vec<u32>>,
    values: Option<LoopyValues>,
}

impl LoopyGraph {
    /// Add every position reachable from `roots` (breadth first) and value the graph again
    /// if it grew.
    fn explore(&mut self, roots: &[Position]) -> Result<(), Error> {
        let before = self.successors.len();
        let mut queue: Vec<Position> = Vec::new();
        for root in roots {
            self.vertex(root, &mut queue);
        }
        while let Some(position) = queue.pop() {
            let v = self.index[&position] as usize;
            let moves = self.game.list(&position)?;
            let mut targets = Vec::with_capacity(moves.len());
            for m in moves {
                let [single] = <[Position; 1]>::try_from(m).map_err(|m| {
                    Error::Unsupported(format!(
                        "{}: moves({position}) returned a move to {} positions; in a LOOPY game \
                         each move goes to one position (sums are given on the command line)",
                        self.game.script.file(),
                        m.len()
                    ))
                })?;
                targets.push(self.vertex(&single, &mut queue));
            }
            self.successors[v] = targets;
        }
        if self.successors.len() > before || self.values.is_none() {
            let mut graph = Digraph::from_lists(self.successors.iter().cloned());
            self.values = Some(loopy_values(&mut graph));
        }
        Ok(())
    }

    /// The vertex of `position`, new ones queued for listing.
    fn vertex(&mut self, position: &Position, queue: &mut Vec<Position>) -> u32 {
        if let Some(&v) = self.index.get(position) {
            return v;
        }
        let v = u32::try_from(self.successors.len()).expect("the position budget is below 2^32");
        self.index.insert(position.clone(), v);
        self.successors.push(Vec::new());
        queue.push(position.clone());
        v
    }

    fn value(&self, position: &Position) -> Value {
        let values = self.values.as_ref().expect("explored");
        match values.of(self.index[position]) {
            sg_core::loopy::Value::Finite(m) => Value::Nimber(u64::from(m)),
            sg_core::loopy::Value::Infinite(k) => Value::Infinite(k.to_vec()),
        }
    }
}

/// Which engine values the script.
enum Engine {
    Normal(Solver<ScriptGame>),
    Misere(MisereSolver<ScriptGame>),
    Loopy(LoopyGraph),
}

/// A script's game with its engine: values of positions and sums, outcomes and winning moves.
///
/// Normal play uses sg-core's memoised mex ([`Solver`], its own stack: deep chains are fine);
/// `MISERE` the misère search of whole sums ([`MisereSolver`]); `LOOPY` the generalised
/// Sprague–Grundy values of the graph of every position reachable from those asked about
/// ([`loopy_values`]), and the sum rule for sums. Every engine memoises, so a table and then
/// its queries share the work.
pub struct Rules {
    engine: Engine,
    /// The moves listed through [`Rules::moves`], kept: a game played asks for them again.
    listed: FxHashMap<Position, Vec<Move>>,
}

impl fmt::Debug for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rules").field("script", self.script()).finish()
    }
}

impl Rules {
    /// The game of `script`, with the position budget of `limits`.
    ///
    /// # Errors
    /// `MISERE` and `LOOPY` together (not supported).
    pub fn new(script: Script, limits: Limits) -> Result<Self, Error> {
        if script.misere() && script.loopy() {
            return Err(Error::Unsupported(format!(
                "{}: MISERE and LOOPY together are not supported",
                script.file()
            )));
        }
        let cache = script.misere().then(|| RefCell::new(FxHashMap::default()));
        let (misere, loopy) = (script.misere(), script.loopy());
        let game = ScriptGame {
            script,
            limit: limits.positions,
            listed: Cell::new(0),
            error: RefCell::new(None),
            cache,
        };
        let engine = if misere {
            Engine::Misere(MisereSolver::new(game))
        } else if loopy {
            Engine::Loopy(LoopyGraph {
                game,
                index: FxHashMap::default(),
                successors: Vec::new(),
                values: None,
            })
        } else {
            Engine::Normal(Solver::new(game))
        };
        Ok(Self { engine, listed: FxHashMap::default() })
    }

    /// Compile `source` and make its game: [`Script::compile`] then [`Rules::new`].
    ///
    /// # Errors
    /// As those two.
    ///
    /// # Complexity
    /// As [`Script::compile`].
    pub fn compile(file: &str, source: &str, limits: Limits) -> Result<Self, Error> {
        Self::new(Script::compile(file, source, limits)?, limits)
    }

    /// [`Rules::compile`] with the script's top-level constants set by `params`
    /// ([`Script::compile_with`]).
    ///
    /// # Errors
    /// As [`Script::compile_with`] and [`Rules::new`].
    ///
    /// # Complexity
    /// As [`Script::compile_with`].
    pub fn compile_with(
        file: &str,
        source: &str,
        limits: Limits,
        params: &[(String, String)],
    ) -> Result<Self, Error> {
        Self::new(Script::compile_with(file, source, limits, params)?, limits)
    }

    fn game(&self) -> &ScriptGame {
        match &self.engine {
            Engine::Normal(solver) => solver.game(),
            Engine::Misere(solver) => solver.game(),
            Engine::Loopy(graph) => &graph.game,
        }
    }

    /// The script.
    pub fn script(&self) -> &Script {
        &self.game().script
    }

    /// How many times the script listed a position's moves (what the position budget counts).
    pub fn positions_listed(&self) -> usize {
        self.game().listed.get()
    }

    /// The moves of `position`, as the script lists them.
    ///
    /// # Errors
    /// A script error or a spent budget.
    ///
    /// # Complexity
    /// One call of the script the first time, a look-up after.
    pub fn moves(&mut self, position: &Position) -> Result<Vec<Move>, Error> {
        if let Some(moves) = self.listed.get(position) {
            return Ok(moves.clone());
        }
        let moves = self.game().list(position)?;
        self.listed.insert(position.clone(), moves.clone());
        Ok(moves)
    }

    /// The value of `position`.
    ///
    /// # Errors
    /// A script error, a malformed move or a spent budget, met anywhere in the search.
    ///
    /// # Complexity
    /// Each position reachable from `position` is listed once (normal and loopy play; loopy
    /// values are then O(V + E·√E) on the graph explored so far); misère play searches the
    /// sums reachable from it.
    pub fn value(&mut self, position: &Position) -> Result<Value, Error> {
        let file = self.script().file().to_string();
        let value = well_founded(&file, || match &mut self.engine {
            Engine::Normal(solver) => Ok(Value::Nimber(solver.grundy(position))),
            Engine::Misere(solver) => {
                Ok(Value::Misere(solver.first_player_wins(std::slice::from_ref(position))))
            }
            Engine::Loopy(graph) => {
                graph.explore(std::slice::from_ref(position))?;
                Ok(graph.value(position))
            }
        })?;
        self.game().check()?;
        Ok(value)
    }

    /// Who wins the sum of `parts` (one position alone when there is one part).
    ///
    /// # Errors
    /// As [`Rules::value`].
    ///
    /// # Complexity
    /// As [`Rules::value`] on each part; misère play searches the sums reachable from the
    /// whole sum.
    pub fn outcome(&mut self, parts: &[Position]) -> Result<Outcome, Error> {
        let file = self.script().file().to_string();
        let outcome = well_founded(&file, || match &mut self.engine {
            Engine::Normal(solver) => {
                Ok(if solver.grundy_of_sum(parts) == 0 { Outcome::Lose } else { Outcome::Win })
            }
            Engine::Misere(solver) => {
                Ok(if solver.first_player_wins(parts) { Outcome::Win } else { Outcome::Lose })
            }
            Engine::Loopy(graph) => {
                graph.explore(parts)?;
                let values: Vec<Value> = parts.iter().map(|p| graph.value(p)).collect();
                Ok(sum_outcome(values.iter().map(|v| match v {
                    Value::Infinite(k) => sg_core::loopy::Value::Infinite(k),
                    Value::Nimber(m) => sg_core::loopy::Value::Finite(*m as u32),
                    Value::Misere(_) => unreachable!("a loopy game is played normally"),
                })))
            }
        })?;
        self.game().check()?;
        Ok(outcome)
    }

    /// Every move of the sum `parts` with the outcome it leaves for the opponent: the index of
    /// the part played in, the script's move, and the outcome of the sum after it.
    ///
    /// # Errors
    /// As [`Rules::value`].
    ///
    /// # Complexity
    /// One [`Rules::outcome`] per move of every part.
    pub fn options(&mut self, parts: &[Position]) -> Result<Vec<(usize, Move, Outcome)>, Error> {
        let mut options = Vec::new();
        for i in 0..parts.len() {
            if parts[..i].contains(&parts[i]) {
                continue; // an equal part has the same moves
            }
            for m in self.moves(&parts[i])? {
                let after = after(parts, i, &m);
                let outcome = self.outcome(&after)?;
                options.push((i, m, outcome));
            }
        }
        Ok(options)
    }

    /// Every winning move of the sum `parts`: the index of the part played in and the
    /// script's move (the moves after which the opponent loses).
    ///
    /// # Errors
    /// As [`Rules::value`].
    ///
    /// # Complexity
    /// As [`Rules::options`].
    pub fn winning_moves(&mut self, parts: &[Position]) -> Result<Vec<(usize, Move)>, Error> {
        let options = self.options(parts)?;
        Ok(options
            .into_iter()
            .filter(|(_, _, outcome)| *outcome == Outcome::Lose)
            .map(|(i, m, _)| (i, m))
            .collect())
    }

    /// The values of `positions` in order, with `progress(done, total)` called after each
    /// (a loopy game explores them all first, then values the graph once).
    ///
    /// # Errors
    /// As [`Rules::value`], with the values computed before it ([`Stopped`]): a budget that
    /// runs out keeps the work done. (Each value is complete when it is kept: the search of
    /// the position where the error came is the only one cut short, and it is dropped.)
    ///
    /// # Complexity
    /// As [`Rules::value`] on each, sharing the memo.
    pub fn table(
        &mut self,
        positions: &[Position],
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<Value>, Stopped> {
        if let Engine::Loopy(graph) = &mut self.engine {
            graph.explore(positions).map_err(|error| Stopped { values: Vec::new(), error })?;
        }
        let mut values = Vec::with_capacity(positions.len());
        for (done, position) in positions.iter().enumerate() {
            match self.value(position) {
                Ok(value) => values.push(value),
                Err(error) => return Err(Stopped { values, error }),
            }
            progress(done + 1, positions.len());
        }
        Ok(values)
    }
}

/// A table cut short by an error or a spent budget: the values of the positions asked for
/// before the one where it stopped, in order (`values.len()` is that position's index).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stopped {
    /// The values computed, each complete.
    pub values: Vec<Value>,
    /// Why the table stopped.
    pub error: Error,
}

/// `search()`, with the engines' refusal of a position reachable from itself (a panic, which
/// leaves the memo unusable) turned into an error that says to declare the game `LOOPY`. The
/// panic's own message is kept off stderr by a panic hook that lets every other panic through.
fn well_founded<T>(file: &str, search: impl FnOnce() -> Result<T, Error>) -> Result<T, Error> {
    static QUIET: std::sync::Once = std::sync::Once::new();
    QUIET.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let text = info.payload().downcast_ref::<String>().map(String::as_str);
            let text = text.or_else(|| info.payload().downcast_ref::<&str>().copied());
            if !text.is_some_and(|t| t.contains("not well-founded")) {
                before(info);
            }
        }));
    });
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(search)).unwrap_or_else(|_| {
        Err(Error::Unsupported(format!(
            "{file}: a position can be reached from itself, so plays may never end: declare \
             `const LOOPY = true;` to value the game with draws"
        )))
    })
}

/// The sum after move `chosen` replaces part `i` of `parts` (its positions in its place).
///
/// # Complexity
/// O(size of the sum).
pub fn after(parts: &[Position], i: usize, chosen: &[Position]) -> Vec<Position> {
    let mut next = parts[..i].to_vec();
    next.extend_from_slice(chosen);
    next.extend_from_slice(&parts[i + 1..]);
    next
}
