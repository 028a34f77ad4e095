//! `grundy serve`: a page for learners, served on this machine, and the JSON API it calls.
//!
//! The page (HTML, CSS and plain JavaScript in [`page`], embedded in the binary) only draws and
//! calls the API; every number it shows comes from the house's one definition of it:
//!
//! - the games: the registry's problems and their tables ([`crate::registry`],
//!   `workbench::table` through [`crate::commands::table`]), sg-core's octal games, and rules
//!   scripts (`testdata/rules/` and scripts typed on the page), which run through the same
//!   sandbox as `grundy rules` ([`rules::Rules`]) with budgets of their own ([`LIMITS`]);
//! - a value and why it is what it is, a game graph, the outcome of a sum: [`explore`], over
//!   the script's engine or sg-core's `Solver`, and the mex of `sg_core::mex`;
//! - a law and its proof status: the law finder `sg_core::law`;
//! - a game against the perfect player: `workbench::play::Match` ([`play`]).
//!
//! # Invariants
//! - No request can panic the server: each computation runs on a thread of its own
//!   ([`api::compute`]), a panic there is caught and answered 500 with a sentence.
//! - At most [`COMPUTATIONS`] computations run at once; a request that cannot start one within
//!   [`QUEUE_WAIT`] is refused (503), so many requests queue, not pile up threads.
//! - A script runs within [`LIMITS`] (positions listed, script operations), tables and graphs
//!   within their caps, and a request body within [`BODY_LIMIT`] bytes (413 beyond).
//! - Bad requests are refused with a status and one sentence in JSON (`{"error": …}`).
//! - Games in progress are kept at most [`play::MAX_SESSIONS`] at once, each forgotten after
//!   [`play::EXPIRY`] unused.
//!
//! # Why axum and tokio
//! axum is the HTTP stack the tokio project keeps: routing, extractors, a body limit and
//! graceful shutdown with little code, on hyper, and no `unsafe` of its own. tokio is the
//! runtime it runs on (and the browser test's WebDriver client, fantoccini, shares it); its
//! blocking-thread pool and semaphore give the bound on concurrent computations. serde and
//! serde_json read and write the JSON. A small synchronous server would need its own HTTP
//! parsing, keep-alive and limits: more code of ours to get wrong, for no gain.

pub mod api;
pub mod catalogue;
pub mod explore;
pub mod octal;
pub mod page;
pub mod play;
pub mod table;

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use rules::Limits;

/// The budgets of a script run for the page: far below `grundy rules`' defaults, so that one
/// request answers in about a second.
/// Its heap budget is the whole process's (the counting allocator sees every request), 1 GiB.
pub const LIMITS: Limits = Limits {
    positions: 200_000,
    operations: 30_000_000,
    memory: 1 << 30,
    depth: rules::script::DEFAULT_DEPTH,
};

/// The most computations (tables, values, graphs, new games) running at once.
pub const COMPUTATIONS: usize = 4;

/// How long a request waits for a computation to start before it is refused (503).
pub const QUEUE_WAIT: Duration = Duration::from_secs(20);

/// The largest request body accepted, in bytes (a script typed on the page fits many times).
pub const BODY_LIMIT: usize = 64 * 1024;

/// `grundy serve`: bind the address, print `serving http://ADDR:PORT/`, and answer until
/// Ctrl-C (or the process is ended).
///
/// # Errors
/// The address cannot be bound, or the runtime cannot start.
///
/// # Complexity
/// Each request as its handler says ([`api`]).
pub fn run(args: crate::flags::ServeArgs, stdout: &mut impl Write) -> super::CommandResult {
    let scripts = args.rules.clone().unwrap_or_else(|| crate::testdata_root(None).join("rules"));
    let shared = Arc::new(api::Shared::new(catalogue::Catalogue::load(&scripts)));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's runtime: {e}"))?;
    runtime.block_on(async {
        let address = std::net::SocketAddr::new(args.bind, args.port);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|e| format!("cannot listen on {address}: {e}"))?;
        let bound = listener.local_addr()?;
        let url = format!("http://{bound}/");
        writeln!(stdout, "serving {url}")?;
        stdout.flush()?;
        if args.open {
            open(&url);
        }
        let stop = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        axum::serve(listener, api::router(shared))
            .with_graceful_shutdown(stop)
            .await
            .map_err(|e| format!("the server stopped: {e}"))?;
        Ok(std::process::ExitCode::SUCCESS)
    })
}

/// Ask the desktop to open `url` (`xdg-open`, or `open` on macOS); a failure only prints a
/// line, since the address is printed anyway.
fn open(url: &str) {
    let opener = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let started = std::process::Command::new(opener)
        .arg(url)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    match started {
        // Reaped on a thread of its own, so that it leaves no zombie behind.
        Ok(mut child) => drop(std::thread::spawn(move || child.wait())),
        Err(e) => eprintln!("cannot open a browser with {opener}: {e}; open {url} by hand"),
    }
}
