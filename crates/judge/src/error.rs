use std::fmt;

/// Bad input: where it is and what is wrong, printed as one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// 1-based line of the offending token (or of the end of input).
    pub line: u64,
    /// 1-based byte column of the offending token.
    pub column: u64,
    /// What was expected and what was found, or why the input breaks the game.
    pub message: String,
}

impl InputError {
    /// An error at `line`, `column` with a message.
    pub fn new(line: u64, column: u64, message: impl Into<String>) -> Self {
        Self { line, column, message: message.into() }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for InputError {}
