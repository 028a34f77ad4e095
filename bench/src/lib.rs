//! Shared by the criterion benchmarks in `benches/` and the `compare` runner: the fixed seed of
//! the scanner benchmark. The problems, their benchmark inputs and their C++ reference figures
//! all come from the registry (`grundy::registry::PROBLEMS`).

/// The fixed seed of the scanner benchmark's input.
pub const SEED: u64 = 0x5eed;
