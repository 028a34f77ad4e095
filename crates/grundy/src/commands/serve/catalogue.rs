//! The games the page offers, and the one way a request names a game ([`GameRef`]): a rules
//! script of the folder (`script:NAME`) or typed on the page (`typed`, with its source), an
//! octal game of sg-core (`octal:CODE`), or a registered problem (`problem:SLUG`).

use std::path::Path;

use serde::Serialize;
use workbench::Registered;

/// The octal games offered by name (any other code may be typed as `octal:CODE`).
pub const OCTALS: [(&str, &str); 4] = [
    ("0.77", "Kayles: knock down one pin or two adjacent ones from a row"),
    ("0.07", "Dawson's Kayles: knock down two adjacent pins"),
    ("0.137", "Dawson's Chess: take 1 if it ends a row or leaves one, or 2 from the end"),
    ("4.07", "Take 2 from a row, or split a row into two"),
];

/// The largest script file the folder may hold for the page (a script is a few lines).
const MAX_SCRIPT: u64 = 64 * 1024;

/// A rules script of the folder.
#[derive(Debug, Clone, Serialize)]
pub struct Script {
    /// The file's name, e.g. `kayles.rhai`.
    pub name: String,
    /// Its first comment line, as a title.
    pub title: String,
    /// The script.
    pub source: String,
    /// What its positions are, as its `.expected` file beside it tabulates them: `line`
    /// (integers), `plane` (pairs) or `text` (strings: no table).
    pub shape: &'static str,
    /// A position to start from.
    pub example: String,
}

/// One game in the list the page shows.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    /// What a request names it by: `script:kayles.rhai`, `octal:0.77`, `problem:nim`.
    pub id: String,
    /// `script`, `octal` or `problem`.
    pub kind: &'static str,
    /// A line saying what the game is.
    pub title: String,
    /// The views that work for it: `table`, `why`, `graph`, `play`, `equal`.
    pub views: Vec<&'static str>,
    /// A position to start from, as typed.
    pub example: String,
    /// For a problem: the options its table takes, as `grundy table --help` says them.
    pub table_options: String,
    /// For a problem: how a position is typed to play it.
    pub short_form: String,
    /// For a script: its text, for the editor.
    pub source: String,
}

/// The scripts of the folder, read once when the server starts.
#[derive(Debug, Clone, Default)]
pub struct Catalogue {
    /// By name, sorted.
    pub scripts: Vec<Script>,
}

impl Catalogue {
    /// The `*.rhai` files of `folder` (none if it cannot be read), each at most 64 KiB.
    ///
    /// # Complexity
    /// O(size of the folder's scripts).
    pub fn load(folder: &Path) -> Self {
        let mut scripts = Vec::new();
        for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
            let path = entry.path();
            let small = entry.metadata().is_ok_and(|m| m.is_file() && m.len() <= MAX_SCRIPT);
            if path.extension().is_none_or(|e| e != "rhai") || !small {
                continue;
            }
            let (Some(name), Ok(source)) = (
                path.file_name().map(|n| n.to_string_lossy().into_owned()),
                std::fs::read_to_string(&path),
            ) else {
                continue;
            };
            let title = source
                .lines()
                .find_map(|l| l.trim().strip_prefix("//"))
                .map_or_else(|| name.clone(), |l| l.trim().to_string());
            let expected =
                std::fs::read_to_string(path.with_extension("expected")).unwrap_or_default();
            let (shape, example) = shape_of(&expected, &source);
            scripts.push(Script { name, title, source, shape, example });
        }
        scripts.sort_by(|a, b| a.name.cmp(&b.name));
        Self { scripts }
    }

    /// Every game the page offers: the scripts, the octal games, then each registered problem
    /// that has a table or can be played.
    ///
    /// # Complexity
    /// O(scripts + problems).
    pub fn entries(&self) -> Vec<Entry> {
        let mut entries = Vec::new();
        for script in &self.scripts {
            let mut views = vec!["table", "why", "graph", "play", "equal"];
            if script.shape == "text" {
                views.remove(0);
            }
            entries.push(Entry {
                id: format!("script:{}", script.name),
                kind: "script",
                title: script.title.clone(),
                views,
                example: script.example.clone(),
                table_options: String::new(),
                short_form: String::new(),
                source: script.source.clone(),
            });
        }
        for (code, title) in OCTALS {
            entries.push(Entry {
                id: format!("octal:{code}"),
                kind: "octal",
                title: format!("octal {code}: {title}"),
                views: vec!["table", "why", "graph", "play", "equal"],
                example: "7".into(),
                table_options: String::new(),
                short_form: String::new(),
                source: String::new(),
            });
        }
        for problem in crate::registry::PROBLEMS {
            let table = !problem.table_options().is_empty();
            let player = problem.player();
            if !table && player.is_none() {
                continue;
            }
            let mut views = Vec::new();
            if table {
                // Why and the graph where the table's sheet knows its cells' moves (a model's
                // table does; the page says so in a sentence where one does not).
                views.extend(["table", "why", "graph"]);
            }
            if player.is_some() {
                views.push("play");
            }
            if table || player.is_some() {
                views.push("equal");
            }
            entries.push(Entry {
                id: format!("problem:{}", problem.slug()),
                kind: "problem",
                title: problem.title().to_string(),
                views,
                example: player.map_or(String::new(), |p| example_of(p.short_form())),
                table_options: problem.table_options().to_string(),
                short_form: player.map_or(String::new(), |p| p.short_form().to_string()),
                source: String::new(),
            });
        }
        entries
    }

    /// The script called `name`.
    pub fn script(&self, name: &str) -> Option<&Script> {
        self.scripts.iter().find(|s| s.name == name)
    }
}

/// What a script's positions are and one to start from, as its `.expected` file says: its
/// first `table --upto` (integers) or `table --x` (pairs) line, or its first `value POS = V`
/// line (a string, which has no table); without one, pairs if the script reads `p[1]`.
///
/// # Complexity
/// O(length of the files).
fn shape_of(expected: &str, source: &str) -> (&'static str, String) {
    for line in expected.lines().filter(|l| !l.starts_with('#')) {
        if line.starts_with("table --x") {
            return ("plane", "3,5".into());
        }
        if line.starts_with("table") {
            return ("line", "7".into());
        }
        if let Some(rest) = line.strip_prefix("value ") {
            let position = rest.split(" = ").next().unwrap_or(rest).trim();
            if position.parse::<i64>().is_ok() {
                return ("line", "7".into());
            }
            if position.contains(',') {
                return ("plane", "3,5".into());
            }
            return ("text", position.to_string());
        }
    }
    if source.contains("p[1]") { ("plane", "3,5".into()) } else { ("line", "7".into()) }
}

/// The position of a short form's example: `3 4 5` from ``the heap sizes: `grundy play nim 3 4
/// 5` ``.
fn example_of(short_form: &str) -> String {
    let Some(command) = short_form.split('`').nth(1) else { return String::new() };
    command.split_whitespace().skip(3).collect::<Vec<_>>().join(" ")
}

/// A game a request names, resolved: everything a computation thread needs to rebuild it
/// (a script is compiled there, since its engine stays on the thread that made it).
#[derive(Clone)]
pub enum GameRef {
    /// A rules script: its name in errors, and its text.
    Script {
        /// The file name errors give (`typed` for a script typed on the page).
        name: String,
        /// The script.
        source: String,
    },
    /// An octal game of sg-core, by its code.
    Octal(sg_core::octal::OctalGame),
    /// A registered problem.
    Problem(&'static dyn Registered),
}

impl GameRef {
    /// The game `id` names (`source` is the text of a `typed` script).
    ///
    /// # Errors
    /// An unknown kind, script, code or problem, or `typed` without a source: a sentence.
    ///
    /// # Complexity
    /// O(scripts + problems).
    pub fn resolve(catalogue: &Catalogue, id: &str, source: Option<&str>) -> Result<Self, String> {
        if id == "typed" {
            let source = source.ok_or("a typed game needs its script in `source`")?;
            return Ok(Self::Script { name: "typed".into(), source: source.to_string() });
        }
        let (kind, name) = id.split_once(':').ok_or_else(|| {
            format!("`{id}` names no game: use script:NAME, octal:CODE, problem:SLUG or typed")
        })?;
        match kind {
            "script" => {
                let script = catalogue
                    .script(name)
                    .ok_or_else(|| format!("there is no script called `{name}`"))?;
                Ok(Self::Script { name: script.name.clone(), source: script.source.clone() })
            }
            "octal" => sg_core::octal::OctalGame::new(name)
                .map(Self::Octal)
                .map_err(|e| format!("`{name}` is not an octal code: {e}")),
            "problem" => crate::registry::find(name)
                .map(Self::Problem)
                .ok_or_else(|| format!("there is no problem called `{name}`")),
            _ => Err(format!("`{kind}` is no kind of game: script, octal, problem or typed")),
        }
    }
}
