//! A rules script compiled once and called for each position, inside rhai's sandbox and the
//! budgets of [`Limits`].

use std::cell::{Cell, RefCell};
use std::fmt;
use std::rc::Rc;

use rhai::{AST, Array, CallFnOptions, Dynamic, Engine, EvalAltResult, Scope};

use crate::memory;
use crate::position::{Move, Position, describe};

/// How far an evaluation may go before it is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most positions whose moves are listed (each one call of `moves`).
    pub positions: usize,
    /// The most script operations in all (rhai counts a statement, an expression, a call, a
    /// loop step as one each).
    pub operations: u64,
    /// The most bytes the heap may hold while the script runs (checked before each operation
    /// against [`crate::memory::in_use`], and by the functions that build data from a count
    /// before they build it).
    pub memory: usize,
    /// The deepest nesting of script function calls, and of expressions in the source.
    pub depth: usize,
}

/// The default position budget (`--max-positions`): a few hundred MB of memo at most.
pub const DEFAULT_POSITIONS: usize = 2_000_000;

/// The default operation budget (`--max-ops`): some tens of seconds of script.
pub const DEFAULT_OPERATIONS: u64 = 1_000_000_000;

/// The default memory budget (`--max-memory`, in MiB): 4 GiB of heap.
pub const DEFAULT_MEMORY_MIB: usize = 4096;

/// The default depth (`--max-depth`): calls nested 256 deep (recursion without end stops
/// here), expressions nested 256 deep in the source.
pub const DEFAULT_DEPTH: usize = 256;

impl Default for Limits {
    fn default() -> Self {
        Self {
            positions: DEFAULT_POSITIONS,
            operations: DEFAULT_OPERATIONS,
            memory: DEFAULT_MEMORY_MIB << 20,
            depth: DEFAULT_DEPTH,
        }
    }
}

/// Why a script could not be evaluated: each shows as one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// rhai refused the script (syntax) or stopped it (a run-time error), at a line and column.
    Script {
        /// The script's file name.
        file: String,
        /// 1-based line, when rhai knows it.
        line: Option<usize>,
        /// 1-based column, when rhai knows it.
        column: Option<usize>,
        /// rhai's message.
        message: String,
    },
    /// The operation budget ran out.
    Operations(u64),
    /// The memory budget (bytes) ran out.
    Memory(usize),
    /// The position budget ran out.
    Positions(usize),
    /// `moves` returned something that is not a list of moves.
    Malformed {
        /// The script's file name.
        file: String,
        /// The position whose moves were asked for.
        position: String,
        /// What is wrong.
        message: String,
    },
    /// The script asks for something the engines do not do (e.g. a sum in a loopy game).
    Unsupported(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Script { file, line, column, message } => {
                write!(f, "{file}")?;
                if let Some(line) = line {
                    write!(f, ":{line}")?;
                    if let Some(column) = column {
                        write!(f, ":{column}")?;
                    }
                }
                write!(f, ": {message}")
            }
            Self::Operations(limit) => write!(
                f,
                "the script used its budget of {limit} operations without finishing (raise it \
                 with --max-ops N)"
            ),
            Self::Memory(limit) => write!(
                f,
                "the heap outgrew its budget of {} MiB while the script ran (raise it with \
                 --max-memory MIB)",
                limit >> 20
            ),
            Self::Positions(limit) => write!(
                f,
                "the game has more than {limit} positions to search (raise the budget with \
                 --max-positions N)"
            ),
            Self::Malformed { file, position, message } => {
                write!(f, "{file}: moves({position}) {message}")
            }
            Self::Unsupported(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for Error {}

/// A move to a sum of positions, as `sum([a, b])` makes it in a script.
#[derive(Debug, Clone)]
pub struct Sum(Array);

/// The operations spent by the runs so far, and by the one running now.
#[derive(Debug)]
struct Meter {
    spent: Cell<u64>,
    running: Cell<u64>,
    limits: Limits,
}

/// The token with which the progress callback stops a script whose heap outgrew its budget
/// (the operation budget's is `()`).
const OUT_OF_MEMORY: &str = "out of memory";

impl Meter {
    /// Close the run that just ended: its operations join the total.
    fn close_run(&self) {
        self.spent.set(self.spent.get() + self.running.replace(0));
    }
}

/// A compiled rules script: its `moves(p)`, `MISERE` and `LOOPY`.
pub struct Script {
    file: String,
    engine: Engine,
    ast: AST,
    scope: RefCell<Scope<'static>>,
    meter: Rc<Meter>,
    misere: bool,
    loopy: bool,
}

impl fmt::Debug for Script {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Script").field("file", &self.file).field("misere", &self.misere).finish()
    }
}

impl Script {
    /// Compile `source` (named `file` in errors), run its top-level statements once (its
    /// constants), and check that it defines `fn moves(p)`.
    ///
    /// The sandbox: rhai has no file, network or process access; `import` and `eval` are
    /// switched off; `print` and `debug` write to stderr; calls and expressions nest at most
    /// `limits.depth` deep; every operation counts against `limits.operations`, and the heap
    /// is held to `limits.memory` (strings, arrays and maps have no size limit of their own).
    ///
    /// # Errors
    /// A syntax error (line and column), a run-time error of the top level, no `moves`, or a
    /// `MISERE` or `LOOPY` that is not `true` or `false`.
    ///
    /// # Complexity
    /// O(length of the script) plus its top level's run.
    pub fn compile(file: &str, source: &str, limits: Limits) -> Result<Self, Error> {
        Self::compile_with(file, source, limits, &[])
    }

    /// [`Script::compile`], with the top-level constants named in `params` set to their
    /// values instead of the script's own (`set_params`): `("K", "5")` makes `const K = 3;`
    /// read `const K = 5;`, and every constant computed from `K` follows.
    ///
    /// # Errors
    /// As [`Script::compile`], or a parameter the script does not declare, or a value that is
    /// not one.
    ///
    /// # Complexity
    /// As [`Script::compile`], plus O(statements · parameters).
    pub fn compile_with(
        file: &str,
        source: &str,
        limits: Limits,
        params: &[(String, String)],
    ) -> Result<Self, Error> {
        let meter = Rc::new(Meter { spent: Cell::new(0), running: Cell::new(0), limits });
        let mut engine = Engine::new();
        // No limit on the size of strings, arrays or maps: with one, rhai recounts an array
        // after every call that changes it, and a move list built by `push` costs O(length²).
        // The heap is bounded instead, before each operation ([`Meter`]) and by the functions
        // that build data from a count ([`register_counted`]).
        let depth = limits.depth.max(1);
        engine
            .set_max_call_levels(depth)
            .set_max_expr_depths(depth, depth)
            .set_module_resolver(rhai::module_resolvers::DummyModuleResolver::new());
        engine.disable_symbol("eval").disable_symbol("import");
        engine.on_print(|text| eprintln!("script: {text}"));
        engine.on_debug(|text, _, at| eprintln!("script debug at {at}: {text}"));
        engine
            .register_type_with_name::<Sum>("Sum")
            .register_fn("sum", |parts: Array| Sum(parts))
            .register_fn("sum", |a: Dynamic, b: Dynamic| Sum(vec![a, b]))
            .register_fn("sum", |a: Dynamic, b: Dynamic, c: Dynamic| Sum(vec![a, b, c]));
        register_counted(&mut engine, limits.memory);
        let watch = Rc::clone(&meter);
        engine.on_progress(move |ops| {
            watch.running.set(ops);
            if watch.spent.get() + ops > watch.limits.operations {
                Some(Dynamic::UNIT)
            } else if memory::in_use() > watch.limits.memory {
                Some(Dynamic::from(OUT_OF_MEMORY))
            } else {
                None
            }
        });
        let script_error = |e: Box<EvalAltResult>| script_error(file, &limits, &e);
        // The constants are propagated once they are set, not before.
        engine.set_optimization_level(rhai::OptimizationLevel::None);
        let ast = engine.compile(source).map_err(|e| {
            let at = e.position();
            Error::Script {
                file: file.into(),
                line: at.line(),
                column: at.position(),
                message: format!("syntax error: {}", e.err_type()),
            }
        })?;
        if !ast.iter_functions().any(|f| f.name == "moves" && f.params.len() == 1) {
            return Err(Error::Script {
                file: file.into(),
                line: None,
                column: None,
                message: "the script defines no `fn moves(p)` (it returns the moves of \
                          position p as an array)"
                    .into(),
            });
        }
        let ast = set_params(&engine, file, ast, params)?;
        engine.set_optimization_level(rhai::OptimizationLevel::Simple);
        let ast = engine.optimize_ast(&Scope::new(), ast, rhai::OptimizationLevel::Simple);
        let mut scope = Scope::new();
        let ran = engine.run_ast_with_scope(&mut scope, &ast);
        meter.close_run();
        ran.map_err(script_error)?;
        let flag = |name: &str| match scope.get(name) {
            None => Ok(false),
            Some(value) if value.is_bool() => Ok(value.as_bool().expect("a bool")),
            Some(value) => Err(Error::Script {
                file: file.into(),
                line: None,
                column: None,
                message: format!("{name} is true or false, not {}", describe(value)),
            }),
        };
        let (misere, loopy) = (flag("MISERE")?, flag("LOOPY")?);
        Ok(Self {
            file: file.into(),
            engine,
            ast,
            scope: RefCell::new(scope),
            meter,
            misere,
            loopy,
        })
    }

    /// The file name errors give.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Whether the script says `const MISERE = true;`: the player who cannot move wins.
    pub fn misere(&self) -> bool {
        self.misere
    }

    /// Whether the script says `const LOOPY = true;`: positions may repeat, and plays that
    /// never end are draws.
    pub fn loopy(&self) -> bool {
        self.loopy
    }

    /// The operations spent so far, over every call.
    pub fn operations(&self) -> u64 {
        self.meter.spent.get()
    }

    /// The moves of `position`: `moves(p)` called and its array read. Each item is a move to
    /// one position, or `sum([…])`, a move to the sum of those positions.
    ///
    /// # Errors
    /// A run-time error of the script (line and column), the operation budget spent, or a
    /// result that is not an array of positions and sums.
    ///
    /// # Complexity
    /// The script's own, plus O(size of the result).
    pub fn moves(&self, position: &Position) -> Result<Vec<Move>, Error> {
        let mut moves = Vec::new();
        self.read_moves(position, |parts| moves.push(parts.to_vec()))?;
        Ok(moves)
    }

    /// The moves of `position` as the engine takes them ([`sg_core::Game::moves_flat`]): the
    /// parts of every move in a row, and how many parts each move has; read from the script's
    /// array as they come, with no list per move.
    ///
    /// # Errors
    /// As [`Script::moves`].
    ///
    /// # Complexity
    /// As [`Script::moves`].
    pub fn moves_flat(&self, position: &Position) -> Result<(Vec<Position>, Vec<usize>), Error> {
        let (mut parts, mut sizes) = (Vec::new(), Vec::new());
        self.read_moves(position, |move_parts| {
            parts.extend_from_slice(move_parts);
            sizes.push(move_parts.len());
        })?;
        Ok((parts, sizes))
    }

    /// Call `moves(p)` and hand each move of its array to `each`, in order, as its parts.
    fn read_moves(
        &self,
        position: &Position,
        mut each: impl FnMut(&[Position]),
    ) -> Result<(), Error> {
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        let called = self.engine.call_fn_with_options::<Dynamic>(
            options,
            &mut self.scope.borrow_mut(),
            &self.ast,
            "moves",
            (position.to_dynamic(),),
        );
        self.meter.close_run();
        let result = called.map_err(|e| script_error(&self.file, &self.meter.limits, &e))?;
        let malformed = |message: String| Error::Malformed {
            file: self.file.clone(),
            position: position.to_string(),
            message,
        };
        if !result.is_array() {
            return Err(malformed(format!(
                "returned {}, not an array of moves",
                describe(&result)
            )));
        }
        let items: Array = result.cast();
        let mut parts: Vec<Position> = Vec::new();
        for (i, item) in items.into_iter().enumerate() {
            if item.is::<Sum>() {
                let Sum(sum) = item.cast::<Sum>();
                parts.clear();
                for part in sum {
                    parts.push(Position::from_dynamic(part).map_err(|why| {
                        malformed(format!("returned a sum (item {i}) with a part that {why}"))
                    })?);
                }
                each(&parts);
            } else {
                let single = Position::from_dynamic(item).map_err(|why| {
                    malformed(format!(
                        "returned an array whose item {i} is no move: {why}; a move is a \
                         position or sum([positions])"
                    ))
                })?;
                each(std::slice::from_ref(&single));
            }
        }
        Ok(())
    }
}

/// `ast` with each top-level `const NAME = …;` named in `params` given the parameter's value
/// instead: the value is read as a rhai expression (`3`, `true`, `[1, 3, 4]`, `"THT"`), by the
/// sandboxed `engine`, and replaces the declaration's expression in the unoptimised AST, so
/// that constants computed from it, and the functions reading it, see the parameter.
///
/// # Errors
/// A value that is not an expression, or a name the script does not declare as a top-level
/// constant (the error lists those it declares).
///
/// # Complexity
/// O(statements · parameters), plus evaluating each value.
fn set_params(
    engine: &Engine,
    file: &str,
    ast: AST,
    params: &[(String, String)],
) -> Result<AST, Error> {
    if params.is_empty() {
        return Ok(ast);
    }
    let refused =
        |message: String| Error::Script { file: file.into(), line: None, column: None, message };
    let constant = |stmt: &rhai::Stmt| match stmt {
        rhai::Stmt::Var(x, flags, _) if flags.contains(rhai::ASTFlags::CONSTANT) => {
            Some(x.0.name.to_string())
        }
        _ => None,
    };
    let declared: Vec<String> = ast.statements().iter().filter_map(constant).collect();
    let mut statements = ast.statements().to_vec();
    for (name, text) in params {
        if !declared.contains(name) {
            let names = if declared.is_empty() { "none".into() } else { declared.join(", ") };
            return Err(refused(format!(
                "--param {name}: the script declares no top-level `const {name} = …;` to set                  (its constants: {names})"
            )));
        }
        let value = engine.eval_expression::<Dynamic>(text).map_err(|e| {
            let why = e.to_string();
            let why = why.split(" (line ").next().unwrap_or("error").to_string();
            refused(format!("--param {name}={text}: not a value ({why})"))
        })?;
        for stmt in &mut statements {
            if let rhai::Stmt::Var(x, flags, _) = stmt {
                if flags.contains(rhai::ASTFlags::CONSTANT) && x.0.name == name.as_str() {
                    let at = x.1.position();
                    x.1 = rhai::Expr::from_dynamic(value.clone(), at);
                }
            }
        }
    }
    Ok(AST::new(statements, ast.shared_lib().clone()))
}

/// A rhai error as ours: the budget, or the innermost error of a call with its position.
fn script_error(file: &str, limits: &Limits, error: &EvalAltResult) -> Error {
    let mut inner = error;
    // The innermost error's position, or the nearest call's when it has none (a value too
    // large is found after the operation that made it).
    let mut at = error.position();
    while let EvalAltResult::ErrorInFunctionCall(_, _, deeper, _) = inner {
        inner = deeper;
        if !inner.position().is_none() {
            at = inner.position();
        }
    }
    if let EvalAltResult::ErrorTerminated(token, _) = inner {
        if token.clone().into_string().is_ok_and(|t| t == OUT_OF_MEMORY) {
            return Error::Memory(limits.memory);
        }
        return Error::Operations(limits.operations);
    }
    let mut message = inner.to_string();
    // rhai ends its message with the position, which we give in front.
    if let Some(cut) = message.find(" (line ") {
        message.truncate(cut);
    }
    if let EvalAltResult::ErrorStackOverflow(_) = inner {
        message = format!(
            "stack overflow: script functions nest more than {} calls deep (recursion \
             without end? raise the depth with --max-depth N)",
            limits.depth
        );
    }
    let message = message.lines().next().unwrap_or("error").to_string();
    Error::Script { file: file.into(), line: at.line(), column: at.position(), message }
}

/// Stop a function that would build `bytes` more on the heap beyond the budget `memory`.
fn grow(bytes: usize, memory: usize) -> Result<(), Box<EvalAltResult>> {
    if memory::in_use().saturating_add(bytes) > memory {
        return Err(EvalAltResult::ErrorTerminated(
            Dynamic::from(OUT_OF_MEMORY),
            rhai::Position::NONE,
        )
        .into());
    }
    Ok(())
}

/// Bytes a value holds on the heap, roughly (a lower bound): its elements' and characters'.
///
/// # Complexity
/// O(size of the value).
fn weight(value: &Dynamic) -> usize {
    if value.is_array() {
        let items = value.read_lock::<Array>().expect("an array");
        items.iter().map(|item| size_of::<Dynamic>() + weight(item)).sum()
    } else if value.is_string() {
        value.read_lock::<rhai::ImmutableString>().map_or(0, |s| s.len())
    } else if value.is_blob() {
        value.read_lock::<rhai::Blob>().map_or(0, |b| b.len())
    } else {
        0
    }
}

/// rhai's functions that build data from a count in one operation (`pad` on arrays, strings
/// and blobs, `blob(n)`), replaced by the same functions checked first against the memory
/// budget: every other operation grows the heap by at most the data that already exists, so
/// the check before each operation bounds it.
///
/// # Complexity
/// Each function as rhai's, plus O(size of the padding item) for an array's `pad`.
fn register_counted(engine: &mut Engine, memory: usize) {
    let count = |len: rhai::INT| usize::try_from(len).unwrap_or(0);
    engine.register_fn(
        "pad",
        move |array: &mut Array, len: rhai::INT, item: Dynamic| -> Result<(), Box<EvalAltResult>> {
            let len = count(len);
            if len > array.len() {
                let each = size_of::<Dynamic>() + weight(&item);
                grow((len - array.len()).saturating_mul(each), memory)?;
                array.resize(len, item);
            }
            Ok(())
        },
    );
    engine.register_fn(
        "pad",
        move |blob: &mut rhai::Blob,
              len: rhai::INT,
              byte: rhai::INT|
              -> Result<(), Box<EvalAltResult>> {
            let len = count(len);
            if len > blob.len() {
                grow(len - blob.len(), memory)?;
                blob.resize(len, (byte & 0xff) as u8);
            }
            Ok(())
        },
    );
    let blob = move |len: rhai::INT, byte: rhai::INT| -> Result<rhai::Blob, Box<EvalAltResult>> {
        let len = count(len);
        grow(len, memory)?;
        Ok(vec![(byte & 0xff) as u8; len])
    };
    engine.register_fn("blob", blob);
    engine.register_fn("blob", move |len: rhai::INT| blob(len, 0));
    let pad_text = move |text: &mut rhai::ImmutableString,
                         len: rhai::INT,
                         padding: &str|
          -> Result<(), Box<EvalAltResult>> {
        let (len, mut have) = (count(len), text.chars().count());
        let step = padding.chars().count();
        if len <= have || step == 0 {
            return Ok(());
        }
        grow((len - have).saturating_mul(padding.len().div_ceil(step)), memory)?;
        let grown = text.make_mut();
        while have < len {
            let take = step.min(len - have);
            grown.extend(padding.chars().take(take));
            have += take;
        }
        Ok(())
    };
    engine.register_fn("pad", pad_text);
    engine.register_fn("pad", move |text: &mut rhai::ImmutableString, len: rhai::INT, c: char| {
        pad_text(text, len, c.encode_utf8(&mut [0; 4]))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "const K = 3;\nconst M = K * 2;\nconst S = [1];\n\
                          fn moves(n) { let out = []; for k in 1..=min(n, M) { out.push(n - k); } \
                          for s in S { if s <= n { out.push(n - s); } } out }";

    fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn a_parameter_sets_a_constant_and_what_follows_from_it() {
        let plain = Script::compile("t", SOURCE, Limits::default()).unwrap();
        assert_eq!(plain.moves(&Position::Int(9)).unwrap().len(), 7);
        let set = params(&[("K", "1"), ("S", "[7, 8]")]);
        let script = Script::compile_with("t", SOURCE, Limits::default(), &set).unwrap();
        // M = 2 now: moves to 8 and 7, and S's 2 and 1.
        let moves = script.moves(&Position::Int(9)).unwrap();
        let to: Vec<Move> = [8, 7, 2, 1].iter().map(|&n| vec![Position::Int(n)]).collect();
        assert_eq!(moves, to);
    }

    #[test]
    fn an_unknown_or_bad_parameter_is_refused_by_name() {
        let unknown = Script::compile_with("t", SOURCE, Limits::default(), &params(&[("Q", "1")]))
            .unwrap_err()
            .to_string();
        assert!(unknown.contains("--param Q") && unknown.contains("K, M, S"), "{unknown}");
        let bad = Script::compile_with("t", SOURCE, Limits::default(), &params(&[("K", "1 +")]))
            .unwrap_err()
            .to_string();
        assert!(bad.starts_with("t: --param K=1 +: not a value"), "{bad}");
    }
}
