//! A found law as a function a contestant pastes into a solution: Rust
//! (`fn grundy(n: u64) -> u128`, 2-D `fn grundy(x: u64, y: u64) -> u128`) or C++
//! (`u128 grundy(unsigned long long n)` with `typedef unsigned __int128 u128`).
//! The functions are exact for every argument below 2^64 and need only the standard library.

use std::fmt::Write as _;

use super::features::{CPP_FACTOR_HELPER, RUST_FACTOR_HELPER};
use super::plane::{Combine, PlaneLaw, PlaneRule};
use super::{Feature, Rule, SequenceLaw};

/// The language of emitted code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    /// Rust 2021 or later.
    Rust,
    /// C++17 with GCC or Clang (`unsigned __int128`).
    Cpp,
}

const RUST_NIM_HELPER: &str = r#"/// The nimber product a ⊗ b by the Fermat 2-power recursion (bits a power of two).
fn nim_mul(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 { return a & b; }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
    let low = nim_mul(a0, b0, h);
    let cross = nim_mul(a0 ^ a1, b0 ^ b1, h);
    let high = nim_mul(nim_mul(a1, b1, h), 1u64 << (h - 1), h);
    ((cross ^ low) << h) | (low ^ high)
}
"#;

const CPP_NIM_HELPER: &str = r#"// The nimber product a ⊗ b by the Fermat 2-power recursion (bits a power of two).
static unsigned long long nim_mul(unsigned long long a, unsigned long long b, int bits) {
    if (bits == 1) return a & b;
    int h = bits / 2;
    unsigned long long mask = (1ULL << h) - 1;
    unsigned long long a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    unsigned long long low = nim_mul(a0, b0, h);
    unsigned long long cross = nim_mul(a0 ^ a1, b0 ^ b1, h);
    unsigned long long high = nim_mul(nim_mul(a1, b1, h), 1ULL << (h - 1), h);
    return ((cross ^ low) << h) | (low ^ high);
}
"#;

fn list(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
}

fn feature_text(feature: Feature, language: Language) -> String {
    match language {
        Language::Rust => feature.rust(),
        Language::Cpp => feature.cpp(),
    }
}

/// The body that computes the rule's value from `n` (a `u128` named `n`) and `m = n − from`.
fn rule_body(rule: &Rule, language: Language) -> String {
    let rust = language == Language::Rust;
    match rule {
        Rule::Periodic { period } if period.len() == 1 => {
            if rust {
                format!("    {}\n", period[0])
            } else {
                format!("    return {};\n", period[0])
            }
        }
        Rule::Periodic { period } => {
            let p = period.len();
            if rust {
                format!(
                    "    const P: [u128; {p}] = [{}];\n    P[(m % {p}) as usize]\n",
                    list(period)
                )
            } else {
                format!(
                    "    static const u128 P[{p}] = {{{}}};\n    return P[(size_t)(m % {p})];\n",
                    list(period)
                )
            }
        }
        Rule::ArithmeticPeriodic { period, saltus } if period.len() == 1 => {
            // A line: `saltus·m + P[0]`, written without `·1`, `% 1` or `+ 0`.
            let mut line = if *saltus == 1 { "m".to_string() } else { format!("{saltus} * m") };
            if period[0] > 0 {
                let _ = write!(line, " + {}", period[0]);
            }
            if rust { format!("    {line}\n") } else { format!("    return {line};\n") }
        }
        Rule::ArithmeticPeriodic { period, saltus } => {
            let p = period.len();
            if rust {
                format!(
                    "    const P: [u128; {p}] = [{}];\n    P[(m % {p}) as usize] + {saltus} * (m / {p})\n",
                    list(period)
                )
            } else {
                format!(
                    "    static const u128 P[{p}] = {{{}}};\n    return P[(size_t)(m % {p})] + (u128){saltus} * (m / {p});\n",
                    list(period)
                )
            }
        }
        Rule::Affine { feature, scale, offset } => {
            let f = feature_text(*feature, language);
            if rust {
                format!("    let f = ({f}) as i128;\n    ({scale} * f + {offset}) as u128\n")
            } else {
                format!(
                    "    __int128 f = (__int128)({f});\n    return (u128)((__int128){scale} * f + (__int128){offset});\n"
                )
            }
        }
        Rule::ByClass { feature, values } => {
            let k = values.len();
            let f = feature_text(*feature, language);
            if rust {
                format!(
                    "    const T: [u128; {k}] = [{}];\n    T[(({f}) % {k}) as usize]\n",
                    list(values)
                )
            } else {
                format!(
                    "    static const u128 T[{k}] = {{{}}};\n    return T[(size_t)(({f}) % {k})];\n",
                    list(values)
                )
            }
        }
        Rule::LinearByClass { feature, lines } => {
            let k = lines.len();
            let f = feature_text(*feature, language);
            let pairs: Vec<String> = lines
                .iter()
                .map(|(a, b)| if rust { format!("({a}, {b})") } else { format!("{{{a}, {b}}}") })
                .collect();
            if rust {
                format!(
                    "    const L: [(i128, i128); {k}] = [{}];\n    let (a, b) = L[(({f}) % {k}) as usize];\n    (a * n as i128 + b) as u128\n",
                    pairs.join(", ")
                )
            } else {
                format!(
                    "    static const long long L[{k}][2] = {{{}}};\n    size_t c = (size_t)(({f}) % {k});\n    return (u128)((__int128)L[c][0] * (__int128)n + L[c][1]);\n",
                    pairs.join(", ")
                )
            }
        }
    }
}

fn rule_feature(rule: &Rule) -> Option<Feature> {
    match rule {
        Rule::Affine { feature, .. }
        | Rule::ByClass { feature, .. }
        | Rule::LinearByClass { feature, .. } => Some(*feature),
        _ => None,
    }
}

/// The lines before [`rule_body`]: `m = n − from` for the periodic rules (which read only `m`),
/// `n` as a `u128` for the others (which read only `n`), so the emitted function declares
/// nothing it leaves unused and subtracts nothing when `from = 0`.
fn variables(rule: &Rule, from: u64, language: Language) -> String {
    if let Rule::Periodic { period } = rule {
        if period.len() == 1 {
            return String::new();
        }
    }
    let periodic = matches!(rule, Rule::Periodic { .. } | Rule::ArithmeticPeriodic { .. });
    match (language, periodic) {
        (Language::Rust, true) if from == 0 => "    let m = u128::from(n);\n".into(),
        (Language::Rust, true) => format!("    let m = u128::from(n - {from});\n"),
        (Language::Rust, false) => "    let n = u128::from(n);\n".into(),
        (Language::Cpp, true) if from == 0 => "    u128 m = (u128)n_;\n".into(),
        (Language::Cpp, true) => format!("    u128 m = (u128)(n_ - {from}ULL);\n"),
        (Language::Cpp, false) => "    u128 n = (u128)n_;\n".into(),
    }
}

/// `law` as a pasteable function `grundy(n)`, with its formula as the doc comment. The
/// function panics (Rust) or is undefined (C++) below the table's first index.
///
/// # Complexity
/// O(stated) text.
pub fn sequence(law: &SequenceLaw, language: Language) -> String {
    let mut out = String::new();
    let needs_factors = rule_feature(&law.rule).is_some_and(Feature::needs_factors);
    let (start, from, e) = (law.start, law.from(), law.exceptions.len());
    match language {
        Language::Rust => {
            if needs_factors {
                out.push_str(RUST_FACTOR_HELPER);
                out.push('\n');
            }
            let _ = writeln!(out, "/// g(n), by the law `grundy law` found: {}.", law.words());
            let _ = writeln!(out, "/// {}", law.formula());
            out.push_str("fn grundy(n: u64) -> u128 {\n");
            if start > 0 {
                let _ =
                    writeln!(out, "    assert!(n >= {start}, \"the law starts at n = {start}\");");
            }
            if e > 0 {
                let index = if start == 0 { "n".to_string() } else { format!("(n - {start})") };
                let _ = writeln!(
                    out,
                    "    const EXCEPTIONS: [u128; {e}] = [{}];\n    if n < {from} {{\n        return EXCEPTIONS[{index} as usize];\n    }}",
                    list(&law.exceptions)
                );
            }
            out.push_str(&variables(&law.rule, from, language));
            out.push_str(&rule_body(&law.rule, language));
            out.push_str("}\n");
        }
        Language::Cpp => {
            out.push_str("#include <algorithm>\n#include <cmath>\n#include <vector>\ntypedef unsigned __int128 u128;\n\n");
            if needs_factors {
                out.push_str(CPP_FACTOR_HELPER);
                out.push('\n');
            }
            let _ = writeln!(out, "// g(n), by the law `grundy law` found: {}.", law.words());
            let _ = writeln!(out, "// {}", law.formula());
            let _ = writeln!(out, "// Defined for n >= {start}.");
            out.push_str("static u128 grundy(unsigned long long n_) {\n");
            if e > 0 {
                let _ = writeln!(
                    out,
                    "    static const u128 EXCEPTIONS[{e}] = {{{}}};\n    if (n_ < {from}ULL) return EXCEPTIONS[n_ - {start}ULL];",
                    list(&law.exceptions)
                );
            }
            out.push_str(&variables(&law.rule, from, language));
            out.push_str(&rule_body(&law.rule, language));
            out.push_str("}\n");
        }
    }
    out
}

fn combine_text(combine: Combine, language: Language) -> String {
    if language == Language::Cpp {
        return cpp_combine(combine);
    }
    match combine {
        Combine::Xor => "(x ^ y) as u128",
        Combine::Or => "(x | y) as u128",
        Combine::And => "(x & y) as u128",
        Combine::Min => "x.min(y) as u128",
        Combine::Max => "x.max(y) as u128",
        Combine::Sum => "x as u128 + y as u128",
        Combine::X => "x as u128",
        Combine::Y => "y as u128",
        Combine::NimProduct => "nim_mul(x, y, 64) as u128",
    }
    .into()
}

fn cpp_combine(combine: Combine) -> String {
    match combine {
        Combine::Xor => "(u128)(x ^ y)",
        Combine::Or => "(u128)(x | y)",
        Combine::And => "(u128)(x & y)",
        Combine::Min => "(u128)std::min(x, y)",
        Combine::Max => "(u128)std::max(x, y)",
        Combine::Sum => "(u128)x + (u128)y",
        Combine::X => "(u128)x",
        Combine::Y => "(u128)y",
        Combine::NimProduct => "(u128)nim_mul(x, y, 64)",
    }
    .into()
}

/// A 2-D `law` as a pasteable function `grundy(x, y)`.
///
/// # Complexity
/// O(parameters) text.
pub fn plane(law: &PlaneLaw, language: Language) -> String {
    let rust = language == Language::Rust;
    let mut out = String::new();
    let (combine, feature) = match &law.rule {
        PlaneRule::Affine { combine, feature, .. }
        | PlaneRule::ByClass { combine, feature, .. } => (Some(*combine), Some(*feature)),
        _ => (None, None),
    };
    if !rust {
        out.push_str("#include <algorithm>\n#include <cmath>\n#include <vector>\ntypedef unsigned __int128 u128;\n\n");
    }
    if feature.is_some_and(Feature::needs_factors) {
        out.push_str(if rust { RUST_FACTOR_HELPER } else { CPP_FACTOR_HELPER });
        out.push('\n');
    }
    if combine == Some(Combine::NimProduct) {
        out.push_str(if rust { RUST_NIM_HELPER } else { CPP_NIM_HELPER });
        out.push('\n');
    }
    let (x0, y0) = law.origin;
    let comment = if rust { "///" } else { "//" };
    let _ =
        writeln!(out, "{comment} g(x, y), by the law `grundy law --2d` found: {}.", law.words());
    let _ = writeln!(out, "{comment} {}", law.formula());
    if rust {
        out.push_str("fn grundy(x: u64, y: u64) -> u128 {\n");
        // No comparison of a u64 with 0, which is always true (and a warning).
        let bounds: Vec<String> = [("x", x0), ("y", y0)]
            .iter()
            .filter(|(_, low)| *low > 0)
            .map(|(name, low)| format!("{name} >= {low}"))
            .collect();
        if !bounds.is_empty() {
            let _ = writeln!(
                out,
                "    assert!({}, \"the law starts at ({x0}, {y0})\");",
                bounds.join(" && ")
            );
        }
        if law.shifted {
            let _ = writeln!(out, "    let (x, y) = (x - {x0}, y - {y0});");
        }
    } else {
        let _ = writeln!(out, "{comment} Defined for x >= {x0}, y >= {y0}.");
        out.push_str("static u128 grundy(unsigned long long x, unsigned long long y) {\n");
        if law.shifted {
            let _ = writeln!(out, "    x -= {x0}ULL; y -= {y0}ULL;");
        }
    }
    match &law.rule {
        PlaneRule::Affine { combine, feature, scale, offset } => {
            let h = combine_text(*combine, language);
            let f = feature_text(*feature, language);
            if rust {
                let _ = write!(
                    out,
                    "    let n: u128 = {h};\n    let f = ({f}) as i128;\n    ({scale} * f + {offset}) as u128\n"
                );
            } else {
                let _ = write!(
                    out,
                    "    u128 n = {h};\n    __int128 f = (__int128)({f});\n    return (u128)((__int128){scale} * f + (__int128){offset});\n"
                );
            }
        }
        PlaneRule::ByClass { combine, feature, values } => {
            let h = combine_text(*combine, language);
            let f = feature_text(*feature, language);
            let k = values.len();
            if rust {
                let _ = write!(
                    out,
                    "    const T: [u128; {k}] = [{}];\n    let n: u128 = {h};\n    T[(({f}) % {k}) as usize]\n",
                    list(values)
                );
            } else {
                let _ = write!(
                    out,
                    "    static const u128 T[{k}] = {{{}}};\n    u128 n = {h};\n    return T[(size_t)(({f}) % {k})];\n",
                    list(values)
                );
            }
        }
        PlaneRule::Periodic { rows, cols, values } => {
            let len = values.len();
            if rust {
                let _ = write!(
                    out,
                    "    const T: [u128; {len}] = [{}];\n    T[(x % {rows}) as usize * {cols} + (y % {cols}) as usize]\n",
                    list(values)
                );
            } else {
                let _ = write!(
                    out,
                    "    static const u128 T[{len}] = {{{}}};\n    return T[(x % {rows}) * {cols} + (y % {cols})];\n",
                    list(values)
                );
            }
        }
        PlaneRule::Cases { values } => {
            let table: Vec<String> =
                values.iter().map(|v| v.unwrap_or(u64::MAX).to_string()).collect();
            let case = "(if x < y { 0 } else if x == y { 4 } else { 8 }) + 2 * (x % 2) as usize + (y % 2) as usize";
            if rust {
                let _ = write!(
                    out,
                    "    // u64::MAX marks a case the table never showed.\n    const T: [u128; 12] = [{}];\n    T[{case}]\n",
                    table.join(", ")
                );
            } else {
                let _ = write!(
                    out,
                    "    // 18446744073709551615 marks a case the table never showed.\n    static const u128 T[12] = {{{}}};\n    return T[(x < y ? 0 : x == y ? 4 : 8) + 2 * (x % 2) + (y % 2)];\n",
                    table.join(", ")
                );
            }
        }
        PlaneRule::Folded { x, y, values } => {
            let width = y.extent();
            let fold = |t: &str, fold: &super::plane::Fold| match fold.period {
                None => t.to_string(),
                Some(p) if fold.from == 0 => format!("{t} % {p}"),
                Some(p) => {
                    let f = fold.from;
                    if rust {
                        format!("if {t} < {f} {{ {t} }} else {{ {f} + ({t} - {f}) % {p} }}")
                    } else {
                        format!("{t} < {f} ? {t} : {f} + ({t} - {f}) % {p}")
                    }
                }
            };
            let (fx, fy) = (fold("x", x), fold("y", y));
            let bounds: Vec<String> = [("x", x), ("y", y)]
                .iter()
                .filter(|(_, f)| f.period.is_none())
                .map(|(t, f)| format!("{t} < {}", f.from))
                .collect();
            let len = values.len();
            if rust {
                if !bounds.is_empty() {
                    let _ = writeln!(
                        out,
                        "    assert!({}, \"the law covers the table's {} only\");",
                        bounds.join(" && "),
                        bounds.join(", ")
                    );
                }
                let _ = write!(
                    out,
                    "    const T: [u128; {len}] = [{}];\n    let i = {fx};\n    let j = {fy};\n    T[(i * {width} + j) as usize]\n",
                    list(values)
                );
            } else {
                if !bounds.is_empty() {
                    let _ = writeln!(
                        out,
                        "    // The law covers the table's {} only.\n    if (!({})) return ~(u128)0;",
                        bounds.join(", "),
                        bounds.join(" && ")
                    );
                }
                let _ = write!(
                    out,
                    "    static const u128 T[{len}] = {{{}}};\n    unsigned long long i = {fx};\n    unsigned long long j = {fy};\n    return T[i * {width} + j];\n",
                    list(values)
                );
            }
        }
    }
    out.push_str("}\n");
    out
}
