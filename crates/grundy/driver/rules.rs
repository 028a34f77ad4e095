// The driver `grundy` compiles around a rules file written in Rust (`fn moves(n, out)`): the
// file is included at the end, compiled once with `rustc -O`, cached by content hash, and run
// as `driver UPTO MAX_OPTIONS`. Std only.
//
// Idea: g(0..=UPTO) in increasing order, each the mex of its options, and each option valued
// as `moves` lists it (the XOR of values already computed), so no move list is kept: one
// position costs O(its options + their parts). Option values below 64 are marked in one
// 64-bit mask (most games' values are small); larger ones with the position's stamp in an
// array that is never cleared. The two bulk forms, `out.split(total, a..=b)` and
// `out.to_each(a..=b)`, value a whole run of options in a loop with no branch per option,
// which the compiler turns into SIMD code: Kayles to 10^5 (5·10^9 options) takes well under a
// second with them, about 1 ns an option with `out.sum` one at a time.
//
// Output, on stdout: the values, space-separated, on one line; then `# options N`. When the
// budget of options (MAX_OPTIONS, grundy's --max-ops) ran out or a move went to a position not
// below its own: a line `# stopped at N: WHY` after the values before N, and exit status 3.

use std::io::Write;
use std::ops::RangeInclusive;

/// The options of one position as `moves` lists them, valued at once.
pub struct Moves<'a> {
    /// The values of the positions below this one.
    g: &'a [u32],
    /// Bit v set: some option has value v < 64.
    small: u64,
    /// `seen[v] == stamp`: some option has value v >= 64.
    seen: &'a mut Vec<u32>,
    stamp: u32,
    /// Options that may still be listed, over every position.
    left: u64,
    /// The whole budget, for the message.
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
                None => self.not_below(p),
            }
        }
        self.spend(1);
        self.mark(value);
    }

    /// A move to each position of `targets` (each below this one): `out.to_each(0..=n - 1)`
    /// is Nim's heap. The same options as `out.to(p)` for each p, valued in bulk.
    #[inline]
    pub fn to_each(&mut self, targets: RangeInclusive<usize>) {
        let (lo, hi) = (*targets.start(), *targets.end());
        if lo > hi {
            return;
        }
        if hi >= self.g.len() {
            self.not_below(hi);
        }
        self.spend((hi - lo + 1) as u64);
        let values = &self.g[lo..=hi];
        for run in values.chunks(256) {
            let (mut mask, mut all) = (0u64, 0u32);
            for &v in run {
                mask |= 1u64 << (v & 63);
                all |= v;
            }
            self.mark_run(mask, all, run.iter().copied());
        }
    }

    /// A move to each sum of two parts `a + (total - a)` with `a` in `first` (parts below this
    /// position): `out.split(n - 1, 0..=(n - 1) / 2)` is a Kayles row losing one pin. The
    /// same options as `out.sum(&[a, total - a])` for each a, valued in bulk. `a` above
    /// `total` is skipped.
    #[inline]
    pub fn split(&mut self, total: usize, first: RangeInclusive<usize>) {
        let (lo, hi) = (*first.start(), (*first.end()).min(total));
        if lo > hi {
            return;
        }
        // The largest part is total - lo or hi: both below this position, or no option is.
        let top = (total - lo).max(hi);
        if top >= self.g.len() {
            self.not_below(top);
        }
        self.spend((hi - lo + 1) as u64);
        let g = self.g;
        let mut a = lo;
        while a <= hi {
            let end = hi.min(a + 255);
            // The parts a..=end and, read backwards, total - a down to total - end.
            let (left, right) = (&g[a..=end], &g[total - end..=total - a]);
            let (mut mask, mut all) = (0u64, 0u32);
            for (&x, &y) in left.iter().zip(right.iter().rev()) {
                let v = x ^ y;
                mask |= 1u64 << (v & 63);
                all |= v;
            }
            self.mark_run(mask, all, left.iter().zip(right.iter().rev()).map(|(&x, &y)| x ^ y));
            a = end + 1;
        }
    }

    /// Marks a run of option values whose low-6-bit mask is `mask` and OR is `all`: the mask
    /// itself when every value is below 64, else each value again one by one (every value is
    /// at most `all`, so the stamps are made room for once).
    #[inline]
    fn mark_run(&mut self, mask: u64, all: u32, values: impl Iterator<Item = u32>) {
        if all < 64 {
            self.small |= mask;
            return;
        }
        if all as usize >= self.seen.len() {
            self.seen.resize(all as usize + 1, 0);
        }
        let seen = &mut self.seen[..=all as usize];
        for v in values {
            if v < 64 {
                self.small |= 1 << v;
            } else {
                seen[v as usize] = self.stamp;
            }
        }
    }

    #[inline]
    fn spend(&mut self, options: u64) {
        if self.left < options {
            self.out_of_budget();
        }
        self.left -= options;
    }

    #[inline]
    fn mark(&mut self, v: u32) {
        if v < 64 {
            self.small |= 1 << v;
        } else {
            self.mark_large(v);
        }
    }

    #[cold]
    #[inline(never)]
    fn mark_large(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.seen.len() {
            self.seen.resize(v + 1, 0);
        }
        self.seen[v] = self.stamp;
    }

    #[cold]
    #[inline(never)]
    fn not_below(&self, p: usize) -> ! {
        let n = self.g.len();
        stop(self.g, &format!("moves({n}) lists {p}, not below it (a compiled rules file values 0..=N in order: each move goes to smaller positions)"))
    }

    #[cold]
    #[inline(never)]
    fn out_of_budget(&self) -> ! {
        let why = format!("the rules listed more than {} options (raise the budget with --max-ops N)", self.budget);
        stop(self.g, &why)
    }

    /// The least value no option has.
    fn mex(&self) -> u32 {
        if self.small != u64::MAX {
            return self.small.trailing_ones();
        }
        let above = self.seen.get(64..).unwrap_or(&[]);
        64 + above.iter().position(|&s| s != self.stamp).unwrap_or(above.len()) as u32
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
    let mut left = budget;
    for n in 0..=upto {
        let stamp = n as u32 + 1;
        let mut out = Moves { g: &g, small: 0, seen: &mut seen, stamp, left, budget };
        moves(n, &mut out);
        let mex = out.mex();
        left = out.left;
        g.push(mex);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    write_values(&mut out, &g).expect("stdout");
    writeln!(out, "# options {}", budget - left).expect("stdout");
    out.flush().expect("stdout");
}

// The rules file follows.
