// The driver `grundy` compiles around a rules file written in Rust (`fn moves(n, out)`): the
// file is included at the end, compiled once with `rustc -O`, cached by content hash, and run
// as `driver UPTO MAX_OPTIONS MAX_MEMORY [options|reachable P...]`. Std only.
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
// The second mode, `options P...` (or `reachable P...`), values 0..=UPTO the same way, then
// calls `moves` again on each P (and, with `reachable`, on every position its options reach,
// each once) with the options recorded instead of only marked: what `grundy rules` and `grundy
// play rules` need for winning moves and play. Recording costs the table mode nothing: the
// second mode sets the budget left in `left` to 0 and keeps it aside, so every option it lists
// takes the cold branch the budget check already has, which records it.
//
// The heap is counted by the global allocator (`Counting`, over the system's): an allocation
// that takes it past MAX_MEMORY bytes (grundy's --max-memory) stops the run there, with the
// values computed so far. Allocation is not on the valuing path (the values are reserved up
// front), so counting costs nothing per option.
//
// Output, on stdout: the values, space-separated, on one line; in the second mode a line
// `o P V Q1 Q2 ...` per option of each position P listed (V its value, Q the parts of the sum
// it moves to, none for the empty sum); then `# options N`. When a budget (MAX_OPTIONS,
// MAX_MEMORY) ran out, a move went to a position not below its own or `moves` panicked: a line
// `# stopped at N: WHY` after the values before N, and exit status 3.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering};

/// Bytes allocated and not yet released.
static IN_USE: AtomicUsize = AtomicUsize::new(0);
/// The memory budget in bytes (none until the arguments are read).
static LIMIT: AtomicUsize = AtomicUsize::new(usize::MAX);
/// Set once a stop has begun: the allocations of the stop itself are let through.
static STOPPING: AtomicBool = AtomicBool::new(false);
/// The values' buffer (`G_LEN` of them at `G_PTR`, those not computed yet `NOT_YET`), for a
/// stop inside the allocator or a panic: set once, so that the valuing loop stores nothing
/// more per position (measured: a store per position there slowed the one-by-one Kayles).
static G_PTR: AtomicPtr<u32> = AtomicPtr::new(std::ptr::null_mut());
static G_LEN: AtomicUsize = AtomicUsize::new(0);
/// A value not computed yet (no position has 2^32 - 1 options of distinct values).
const NOT_YET: u32 = u32::MAX;
/// The position whose options the second mode is listing (`usize::MAX` in the table).
static LISTING: AtomicUsize = AtomicUsize::new(usize::MAX);

/// The system allocator, its bytes counted against the budget `LIMIT`.
struct Counting;

impl Counting {
    /// Count `bytes` more; past the budget, stop with the values so far.
    #[inline]
    fn grow(bytes: usize) {
        let now = IN_USE.fetch_add(bytes, Ordering::Relaxed).saturating_add(bytes);
        if now > LIMIT.load(Ordering::Relaxed) && !STOPPING.swap(true, Ordering::Relaxed) {
            out_of_memory();
        }
    }
}

// SAFETY: every method forwards its arguments unchanged to `System`; the counter is only
// arithmetic beside it. A stop (`out_of_memory`) prints and exits the process without
// returning, its own allocations let through by `STOPPING`.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        Self::grow(layout.size());
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        Self::grow(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        unsafe { System.dealloc(block, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            Self::grow(new_size - layout.size());
        } else {
            IN_USE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        unsafe { System.realloc(block, layout, new_size) }
    }
}

#[global_allocator]
static HEAP: Counting = Counting;

/// The values computed before the position being valued or listed now.
fn computed() -> &'static [u32] {
    let (ptr, len) = (G_PTR.load(Ordering::Relaxed), G_LEN.load(Ordering::Relaxed));
    // SAFETY: `G_PTR` is the start of the values' buffer of `G_LEN` values, filled with
    // `NOT_YET` before the first value and never moved or freed before the process exits;
    // null before then.
    let all: &[u32] = if ptr.is_null() { &[] } else { unsafe { std::slice::from_raw_parts(ptr, len) } };
    let done = all.iter().position(|&v| v == NOT_YET).unwrap_or(len);
    &all[..done.min(LISTING.load(Ordering::Relaxed))]
}

#[cold]
#[inline(never)]
fn out_of_memory() -> ! {
    let mib = LIMIT.load(Ordering::Relaxed) >> 20;
    stop(computed(), &format!("the heap outgrew its budget of {mib} MiB (raise the budget with --max-memory MIB)"))
}

/// A panic in `moves` (an overflow, an index out of bounds, the file's own `panic!`): a stop
/// like a budget's, at the position where it came, with the file's line.
fn on_panic(info: &std::panic::PanicHookInfo) {
    let at = info.location().map_or(String::new(), |l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()));
    let payload = info.payload();
    let message = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    let g = computed();
    stop(g, &format!("moves({}) panicked{at}: {message}", g.len()))
}

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
    /// Options that may still be listed, over every position (0 while recording: every
    /// option then takes the cold branch of `spend`, which records it).
    left: u64,
    /// The whole budget, for the message.
    budget: u64,
}

/// In the second mode, each option's parts in the order listed (`None` in a table), and the
/// options that may still be listed: kept out of `Moves`, so that the table's `Moves` is the
/// same small struct whether or not a run records.
static RECORD: std::sync::Mutex<Option<Vec<Vec<usize>>>> = std::sync::Mutex::new(None);
static KEPT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

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
        self.spend(1, |record| record.push(parts.to_vec()));
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
        self.spend((hi - lo + 1) as u64, |record| record.extend((lo..=hi).map(|p| vec![p])));
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
        self.spend((hi - lo + 1) as u64, |record| {
            record.extend((lo..=hi).map(|a| vec![a, total - a]))
        });
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

    /// Count `options` listed against the budget; while recording, `record` them.
    #[inline]
    fn spend(&mut self, options: u64, record: impl FnOnce(&mut Vec<Vec<usize>>)) {
        if self.left < options {
            self.spend_cold(options, record);
        } else {
            self.left -= options;
        }
    }

    /// The budget spent, or the second mode recording (its `left` is 0).
    #[cold]
    #[inline(never)]
    fn spend_cold(&mut self, options: u64, record: impl FnOnce(&mut Vec<Vec<usize>>)) {
        let mut recording = RECORD.lock().unwrap_or_else(|e| e.into_inner());
        match recording.as_mut() {
            Some(listed) if KEPT.load(Ordering::Relaxed) >= options => {
                KEPT.fetch_sub(options, Ordering::Relaxed);
                record(listed);
            }
            _ => {
                drop(recording);
                self.out_of_budget()
            }
        }
    }

    #[inline]
    fn mark(&mut self, v: u32) {
        if v < 64 {
            self.small |= 1 << v;
        } else {
            self.mark_large(v);
        }
    }

    /// A value of 64 or more: called once per such option, so kept small, its growth apart
    /// (with the growth inlined in it, Lasker's Nim and split-in-three ran 20 % slower).
    #[cold]
    #[inline(never)]
    fn mark_large(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.seen.len() {
            grow(self.seen, v + 1);
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

/// `seen` grown to `len` entries (the first option of a value past the largest before).
#[cold]
#[inline(never)]
fn grow(seen: &mut Vec<u32>, len: usize) {
    seen.resize(len, 0);
}

/// Print the values computed (those of 0..g.len()), where and why it stopped, and exit 3.
fn stop(g: &[u32], why: &str) -> ! {
    STOPPING.store(true, Ordering::Relaxed);
    // Written to descriptor 1 itself: a stop may come from inside the allocator, where
    // stdout's own lock and buffer may be in use.
    // SAFETY: descriptor 1 is open for the whole run, and `ManuallyDrop` never closes it.
    let stdout = std::mem::ManuallyDrop::new(unsafe {
        <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(1)
    });
    let mut out = std::io::BufWriter::new(&*stdout);
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

/// A number argument, or a stop naming it.
fn number<T: std::str::FromStr>(args: &[String], i: usize, name: &str) -> T {
    match args.get(i).map(|a| a.parse()) {
        Some(Ok(v)) => v,
        _ => {
            eprintln!("usage: driver UPTO MAX_OPTIONS MAX_MEMORY [options|reachable P...]: bad {name}");
            std::process::exit(64)
        }
    }
}

/// g(0..g.len()) in increasing order, each the mex of its options as `moves` lists them;
/// then, in the second mode, the options of each position of `queue` (with `reach`, of every
/// position they reach too, each once), as lines `o P V Q1 Q2 ...` appended to `lines`.
/// Returns the budget of options left.
///
/// Both modes go through the one call of `moves` below, and the loop is a function of its own,
/// never inlined: the valuing loop's code then does not depend on the rest of `main` or on the
/// second mode (the bench games were timed against the driver before the second mode, binary
/// against binary: none slower).
#[inline(never)]
fn drive(g: &mut [u32], seen: &mut Vec<u32>, budget: u64, queue: &mut Vec<usize>, reach: bool, lines: &mut String) -> u64 {
    let upto = g.len();
    let mut left = budget;
    let (mut step, mut next) = (0, 0);
    loop {
        let n = if step < upto {
            step
        } else if let Some(&p) = queue.get(next) {
            next += 1;
            start_listing(p, left);
            p
        } else {
            break;
        };
        let listing = step >= upto;
        step += 1;
        let (below, from) = g.split_at_mut(n);
        let stamp = if listing { u32::MAX } else { n as u32 + 1 };
        let spendable = if listing { 0 } else { left };
        let mut out = Moves { g: below, small: 0, seen: &mut *seen, stamp, left: spendable, budget };
        moves(n, &mut out);
        if listing {
            left = end_listing(n, below, queue, reach, lines);
        } else {
            let mex = out.mex();
            left = out.left;
            from[0] = mex;
        }
    }
    left
}

/// Begin recording the options of `p`, `left` of the budget to spend on them.
#[cold]
#[inline(never)]
fn start_listing(p: usize, left: u64) {
    LISTING.store(p, Ordering::Relaxed);
    KEPT.store(left, Ordering::Relaxed);
    *RECORD.lock().unwrap_or_else(|e| e.into_inner()) = Some(Vec::new());
}

/// The options of `p` recorded, as lines; with `reach`, the positions they reach queued, each
/// once (`QUEUED` holds those queued so far). Returns the budget of options left.
#[cold]
#[inline(never)]
fn end_listing(p: usize, g: &[u32], queue: &mut Vec<usize>, reach: bool, lines: &mut String) -> u64 {
    use std::fmt::Write as _;
    let record = RECORD.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_default();
    for parts in &record {
        let value = parts.iter().fold(0, |v, &q| v ^ g[q]);
        let _ = write!(lines, "o {p} {value}");
        for &q in parts {
            let _ = write!(lines, " {q}");
            if reach && QUEUED.with(|queued| queued.borrow_mut().insert(q)) {
                queue.push(q);
            }
        }
        lines.push('\n');
    }
    KEPT.load(Ordering::Relaxed)
}

std::thread_local! {
    /// The positions queued for listing, each once.
    static QUEUED: std::cell::RefCell<std::collections::HashSet<usize>> = Default::default();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let upto: usize = number(&args, 1, "UPTO");
    let budget: u64 = number(&args, 2, "MAX_OPTIONS");
    let memory: usize = number(&args, 3, "MAX_MEMORY");
    let mode = args.get(4).map(String::as_str);
    let listed: Vec<usize> = (5..args.len()).map(|i| number(&args, i, "P")).collect();
    let reach = match mode {
        None | Some("options") => false,
        Some("reachable") => true,
        Some(other) => {
            eprintln!("usage: the mode is `options` or `reachable`, not `{other}`");
            std::process::exit(64)
        }
    };
    if listed.iter().any(|&p| p > upto) || (mode.is_some() != !listed.is_empty()) {
        eprintln!("usage: driver UPTO MAX_OPTIONS MAX_MEMORY [options|reachable P...] with each P <= UPTO");
        std::process::exit(64)
    }
    // The budget holds from the values' own buffer on (a table too long for it stops at 0).
    LIMIT.store(memory, Ordering::Relaxed);
    let mut g: Vec<u32> = vec![NOT_YET; upto + 1];
    G_PTR.store(g.as_mut_ptr(), Ordering::Relaxed);
    G_LEN.store(g.len(), Ordering::Relaxed);
    std::panic::set_hook(Box::new(on_panic));
    let mut seen: Vec<u32> = Vec::new();
    let mut queue = Vec::new();
    QUEUED.with(|queued| {
        let mut queued = queued.borrow_mut();
        queue.extend(listed.iter().copied().filter(|&p| queued.insert(p)));
    });
    let mut lines = String::new();
    let left = drive(&mut g, &mut seen, budget, &mut queue, reach, &mut lines);
    // The run is done: its output is not stopped by the budget.
    LIMIT.store(usize::MAX, Ordering::Relaxed);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    write_values(&mut out, &g).expect("stdout");
    out.write_all(lines.as_bytes()).expect("stdout");
    writeln!(out, "# options {}", budget - left).expect("stdout");
    out.flush().expect("stdout");
}

// The rules file follows.
