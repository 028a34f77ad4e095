use crate::random::{Rng, Size};
use crate::{InputError, Scanner};

/// A problem's solver: read judge input from the scanner, append judge output to the buffer.
pub type Solve = fn(&mut Scanner<'_>, &mut Vec<u8>) -> Result<(), InputError>;

/// A generator of valid judge inputs of a given size class.
pub type Generate = fn(&mut Rng, Size) -> Vec<u8>;

/// What a problem crate exports so that `sg` and the test harness can find it.
#[derive(Debug, Clone, Copy)]
pub struct Problem {
    /// The crate, binary and `testdata/` folder name, e.g. `s-nim`.
    pub slug: &'static str,
    /// A human title, e.g. `S-Nim`.
    pub title: &'static str,
    /// Where the problem is judged, e.g. `HDU 1536 / POJ 2960`.
    pub judge: &'static str,
    /// The fast solution.
    pub solve: Solve,
    /// The same judge output computed by searching the game tree with sg-core's engine
    /// (exponential: for small inputs only).
    pub model: Solve,
    /// Random valid inputs; `Size::Small` ones must be cheap for `model`.
    pub generate: Generate,
}

impl Problem {
    /// Run the fast solver on an in-memory input.
    ///
    /// # Errors
    /// The input error the solver reports.
    ///
    /// # Complexity
    /// That of the solver.
    pub fn run_bytes(&self, input: &[u8]) -> Result<Vec<u8>, InputError> {
        crate::run(self.solve, &mut &input[..])
    }

    /// Run the model on an in-memory input.
    ///
    /// # Errors
    /// The input error the model reports.
    ///
    /// # Complexity
    /// Exponential in general: small inputs only.
    pub fn run_model(&self, input: &[u8]) -> Result<Vec<u8>, InputError> {
        crate::run(self.model, &mut &input[..])
    }
}
