// The driver `grundy` compiles around a rules file written in Rust (`fn moves(n, out)`): the
// file is included at the end, compiled once with `rustc -O`, cached by content hash, and run
// as `driver UPTO MAX_OPTIONS`. Std only.
//
// Idea: g(0..=UPTO) in increasing order, each the mex of its options, and each option valued
// as `moves` lists it (`out.to(k)`, `out.sum(&[a, b])`: the XOR of values already computed),
// so no move list is kept: one position costs O(its options + their parts). The mex marks the
// option values with the position's stamp in one array that is never cleared.
//
// Output, on stdout: the values, space-separated, on one line; then, when the budget of
// options (MAX_OPTIONS, grundy's --max-ops) ran out or a move went to a position not below
// its own, a line `# stopped at N: WHY` and exit status 3 (the values before N are printed).

use std::io::Write;

/// The options of one position as `moves` lists them, valued at once.
pub struct Moves<'a> {
    /// The values of the positions below this one.
    g: &'a [u32],
    /// `seen[v] == stamp`: some option has value v.
    seen: &'a mut Vec<u32>,
    stamp: u32,
    /// Options listed so far, over every position, and the budget.
    listed: &'a mut u64,
    budget: u64,
}

impl Moves<'_> {
    /// A move to the position `p` (below this one).
    #[inline]
    pub fn to(&mut self, p: usize) {
        self.sum(&[p]);
    }

    /// A move to the sum of the positions `parts` (each below this one; `&[]` is the empty
    /// sum, a position with no move).
    #[inline]
    pub fn sum(&mut self, parts: &[usize]) {
        let mut value = 0;
        for &p in parts {
            match self.g.get(p) {
                Some(g) => value ^= g,
                None => stop(self.g, &format!("moves({}) lists {p}, not below it (a compiled rules file values 0..=N in order: each move goes to smaller positions)", self.g.len())),
            }
        }
        *self.listed += 1;
        if *self.listed > self.budget {
            stop(self.g, &format!("the rules listed more than {} options (raise the budget with --max-ops N)", self.budget));
        }
        let v = value as usize;
        if v >= self.seen.len() {
            self.seen.resize(v + 1, 0);
        }
        self.seen[v] = self.stamp;
    }
}

/// Print the values computed (those of 0..g.len()), where and why it stopped, and exit 3.
fn stop(g: &[u32], why: &str) -> ! {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let _ = write_values(&mut out, g);
    let _ = writeln!(out, "# stopped at {}: {why}", g.len());
    let _ = out.flush();
    std::process::exit(3)
}

fn write_values(out: &mut impl Write, g: &[u32]) -> std::io::Result<()> {
    for (i, v) in g.iter().enumerate() {
        write!(out, "{}{v}", if i == 0 { "" } else { " " })?;
    }
    writeln!(out)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let upto: usize = args[1].parse().expect("UPTO");
    let budget: u64 = args[2].parse().expect("MAX_OPTIONS");
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    let mut seen: Vec<u32> = Vec::new();
    let mut listed = 0u64;
    for n in 0..=upto {
        let stamp = n as u32 + 1;
        let mut out = Moves { g: &g, seen: &mut seen, stamp, listed: &mut listed, budget };
        moves(n, &mut out);
        let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
        g.push(mex as u32);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    write_values(&mut out, &g).expect("stdout");
    writeln!(out, "# options {listed}").expect("stdout");
    out.flush().expect("stdout");
}

// The rules file follows.
