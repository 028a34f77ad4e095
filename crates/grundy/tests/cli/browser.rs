//! `grundy serve`'s page in real browsers: Debian's headless Chromium (through chromedriver)
//! and Firefox ESR (through geckodriver), driven by WebDriver (fantoccini), as a learner would
//! use it, the same steps in each ([`learner`]). It checks the Kayles table and its proven
//! period, a cell's options and mex, a typed script's syntax error at its line, the graph
//! drawn by Enter in its field, the tabs by the arrow keys, a game of Nim won by the computer
//! from a won position, `*3 + *5 = *6`, and the same against Kayles from 11 (another game);
//! it saves a screenshot of each view under `target/tmp/serve-screenshots/BROWSER/`.
//!
//! Without a browser and its driver the test fails under CI (`CI=true`, where `.ci/run`
//! installs them) and is skipped with a line elsewhere.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

use super::serve::Server;

/// The most any one wait of the test lasts.
const WAIT: Duration = Duration::from_secs(30);

/// A program on the PATH.
fn program(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(name)).find(|p| p.is_file())
}

/// A free port of 127.0.0.1.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A WebDriver server (chromedriver or geckodriver) on a free port, ended on drop.
struct Driver(Child, u16);

impl Driver {
    fn start(program: &Path, browser: Browser) -> Self {
        let port = free_port();
        let args = match browser {
            Browser::Chromium => vec![format!("--port={port}"), "--allowed-ips=127.0.0.1".into()],
            Browser::Firefox => {
                vec!["--port".into(), port.to_string(), "--host".into(), "127.0.0.1".into()]
            }
        };
        let child = Command::new(program)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(started.elapsed() < WAIT, "{program:?} did not listen on {port}");
            std::thread::sleep(Duration::from_millis(100));
        }
        Self(child, port)
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Poll `check` until it gives a value, for at most [`WAIT`].
async fn until<T, F: std::future::Future<Output = Option<T>>>(
    what: &str,
    mut check: impl FnMut() -> F,
) -> T {
    let started = Instant::now();
    loop {
        if let Some(value) = check().await {
            return value;
        }
        assert!(started.elapsed() < WAIT, "waited {WAIT:?} for {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The text of the element `css`, once it has one that contains `wanted`; on a timeout the
/// page's text is in the panic, and its picture in `failed.png`.
async fn text_with(client: &Client, css: &str, wanted: &str) -> String {
    let started = Instant::now();
    loop {
        if let Ok(element) = client.find(Locator::Css(css)).await {
            if let Ok(text) = element.text().await {
                if text.contains(wanted) {
                    return text;
                }
            }
        }
        if started.elapsed() > WAIT {
            let page = client.execute("return document.body.innerText", vec![]).await;
            let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("serve-screenshots");
            screenshot(client, &shots, "failed").await;
            panic!("waited {WAIT:?} for {css} to say {wanted:?}; the page says:\n{page:?}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A picture of the page with the element `css` scrolled into view, as `folder/name.png`.
async fn shot_of(client: &Client, folder: &Path, name: &str, css: &str) {
    let script = "document.querySelector(arguments[0]).scrollIntoView({block: 'start'})";
    let _ = client.execute(script, vec![json!(css)]).await;
    screenshot(client, folder, name).await;
}

async fn screenshot(client: &Client, folder: &Path, name: &str) {
    let png = client.screenshot().await.unwrap();
    std::fs::write(folder.join(format!("{name}.png")), png).unwrap();
}

async fn choose(client: &Client, game: &str) {
    let select = client.find(Locator::Id("game")).await.unwrap();
    select.select_by_value(game).await.unwrap();
}

async fn click(client: &Client, css: &str) {
    client.find(Locator::Css(css)).await.unwrap().click().await.unwrap();
}

async fn fill(client: &Client, id: &str, text: &str) {
    let field = client.find(Locator::Id(id)).await.unwrap();
    field.clear().await.unwrap();
    field.send_keys(text).await.unwrap();
}

/// A browser the page is tested in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Browser {
    Chromium,
    Firefox,
}

impl Browser {
    /// Its name, for the screenshots' folder.
    fn name(self) -> &'static str {
        match self {
            Self::Chromium => "chromium",
            Self::Firefox => "firefox",
        }
    }

    /// The browser's program and its WebDriver server's, when both are installed.
    fn programs(self) -> Option<(PathBuf, PathBuf)> {
        match self {
            Self::Chromium => Some((program("chromium")?, program("chromedriver")?)),
            Self::Firefox => {
                let firefox = program("firefox-esr").or_else(|| program("firefox"))?;
                Some((firefox, program("geckodriver")?))
            }
        }
    }

    /// The WebDriver capabilities of a headless session of `binary` with its profile in
    /// `profile`.
    fn capabilities(self, binary: &Path, profile: &Path) -> serde_json::Map<String, Value> {
        let mut capabilities = serde_json::Map::new();
        match self {
            Self::Chromium => capabilities.insert(
                "goog:chromeOptions".into(),
                json!({
                    "binary": binary,
                    "args": [
                        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync",
                        "--disable-dev-shm-usage", "--window-size=1100,900",
                        format!("--user-data-dir={}", profile.display()),
                    ],
                }),
            ),
            Self::Firefox => capabilities.insert(
                "moz:firefoxOptions".into(),
                json!({
                    "binary": binary,
                    "args": ["-headless", "-width=1100", "-height=900"],
                    // No updates, telemetry or first-run pages: nothing but the page.
                    "prefs": {
                        "app.update.enabled": false,
                        "datareporting.policy.dataSubmissionEnabled": false,
                        "toolkit.telemetry.enabled": false,
                        "browser.shell.checkDefaultBrowser": false,
                        "network.captive-portal-service.enabled": false,
                    },
                }),
            ),
        };
        capabilities
    }
}

/// The learner's steps in `browser`, with a server and a WebDriver server of their own; the
/// browser is closed whatever happens.
fn a_learner_uses_every_view_in(browser: Browser) {
    let Some((binary, driver_program)) = browser.programs() else {
        let ci = std::env::var("CI").is_ok_and(|v| v == "true");
        let install = match browser {
            Browser::Chromium => "apt-get install chromium chromium-driver",
            Browser::Firefox => "apt-get install firefox-esr; cargo install geckodriver --locked",
        };
        assert!(
            !ci,
            "{} or its WebDriver server is missing: .ci/run installs them",
            browser.name()
        );
        eprintln!("skipped: no {} and its WebDriver server ({install})", browser.name());
        return;
    };
    let started = Instant::now();
    let server = Server::start();
    let driver = Driver::start(&driver_program, browser);
    let profile = super::scratch(&format!("{}-profile", browser.name()));
    let shots =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join("serve-screenshots").join(browser.name());
    std::fs::create_dir_all(&shots).unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = ClientBuilder::new(connector)
            .capabilities(browser.capabilities(&binary, &profile))
            .connect(&format!("http://127.0.0.1:{}", driver.1))
            .await
            .expect("a WebDriver session");
        // The learner runs as a task so that a failed check still closes the browser.
        let learner = tokio::spawn(learner(client.clone(), server.url(), shots));
        let result = learner.await;
        let _ = client.close().await;
        if let Err(failed) = result {
            std::panic::resume_unwind(failed.into_panic());
        }
    });
    drop(driver);
    eprintln!("{}: the learner's steps in {:?}", browser.name(), started.elapsed());
}

#[test]
fn a_learner_uses_every_view_in_chromium() {
    a_learner_uses_every_view_in(Browser::Chromium);
}

#[test]
fn a_learner_uses_every_view_in_firefox() {
    a_learner_uses_every_view_in(Browser::Firefox);
}

/// The WebDriver code of the Enter key.
const ENTER: char = '\u{E007}';

/// The WebDriver code of the right arrow key.
const ARROW_RIGHT: &str = "\u{E014}";

/// What the learner does, view by view.
async fn learner(client: Client, url: String, shots: PathBuf) {
    let (client, shots) = (&client, shots.as_path());
    client.set_window_size(1100, 900).await.unwrap();
    client.goto(&url).await.unwrap();
    // Kayles (octal 0.77) is the first game shown: its first values and the proven period.
    let law = text_with(client, "#law", "Proven").await;
    assert!(law.contains("period 12"), "{law}");
    let first: Vec<String> = until("the table's cells", || async {
        let cells = client.find_all(Locator::Css("#table td button")).await.ok()?;
        let mut texts = Vec::new();
        for cell in cells.iter().take(12) {
            texts.push(cell.text().await.ok()?);
        }
        (texts.len() == 12).then_some(texts)
    })
    .await;
    assert_eq!(first, ["0", "1", "2", "3", "1", "4", "3", "2", "1", "4", "2", "6"]);
    text_with(client, "#predicted", "g(1000000)").await;
    shot_of(client, shots, "table", "#view-table").await;

    // Clicking g(7) shows its options and their mex.
    click(client, "#table button[data-position='7']").await;
    text_with(client, "#why-mex", "mex = 2").await;
    let options = client.find_all(Locator::Css("#why-options li")).await.unwrap();
    assert_eq!(options.len(), 7);
    let missing = client.find(Locator::Css("#why-set span.mex")).await.unwrap();
    assert_eq!(missing.text().await.unwrap(), "2");
    shot_of(client, shots, "why", "#table-wrap").await;

    // A typed script with a syntax error: the line is shown.
    click(client, "#editor-box summary").await;
    fill(client, "source", "fn moves(n) {\n    let out = [];\n    out.push(n - 1\n    out\n}\n")
        .await;
    click(client, "#use-source").await;
    let error = text_with(client, "#script-error", "line").await;
    assert!(error.starts_with("line 3") || error.starts_with("line 4"), "{error}");
    shot_of(client, shots, "script-error", "#script-error").await;

    // The game graph of Kayles from 4, drawn by Enter in the position's field; the tabs are
    // reached by the arrow keys (Graph is right of Table).
    choose(client, "script:kayles.rhai").await;
    client.find(Locator::Id("tab-table")).await.unwrap().send_keys(ARROW_RIGHT).await.unwrap();
    until("the Graph tab selected by the arrow key", || async {
        let tab = client.find(Locator::Id("tab-graph")).await.ok()?;
        (tab.attr("aria-selected").await.ok()?? == "true").then_some(())
    })
    .await;
    fill(client, "graph-position", &format!("4{ENTER}")).await;
    text_with(client, "#graph-words", "N-position").await;
    let winning = client.find_all(Locator::Css("#graph line.winning")).await.unwrap();
    assert!(!winning.is_empty());
    shot_of(client, shots, "graph", "#view-graph").await;

    // Nim, the computer first from 3 4 5 (won): the learner clicks moves, the computer wins.
    choose(client, "problem:nim").await;
    click(client, "#tab-play").await;
    fill(client, "play-position", "3 4 5").await;
    client
        .find(Locator::Id("play-first"))
        .await
        .unwrap()
        .select_by_value("computer")
        .await
        .unwrap();
    click(client, "#play-start").await;
    text_with(client, "#play-log", "The computer plays").await;
    shot_of(client, shots, "play", "#view-play").await;
    for _ in 0..20 {
        let over = client.find(Locator::Id("play-result")).await.unwrap();
        if over.attr("data-winner").await.unwrap().is_some() {
            break;
        }
        let before = client.find_all(Locator::Css("#play-log li")).await.unwrap().len();
        click(client, "#moves button.move").await;
        until("the computer's reply", || async {
            let now = client.find_all(Locator::Css("#play-log li")).await.ok()?.len();
            (now > before).then_some(())
        })
        .await;
    }
    let result = text_with(client, "#play-result", "The computer wins").await;
    assert!(result.contains("made the last move"), "{result}");
    shot_of(client, shots, "play-over", "#view-play").await;

    // The cutting game (a problem with a model) and Kayles (an octal game) are played too:
    // the computer, first from a sheet it wins, explains its cut.
    choose(client, "problem:cutting-game").await;
    click(client, "#tab-play").await;
    fill(client, "play-position", "2 5").await;
    click(client, "#play-start").await;
    text_with(client, "#play-log", "The computer plays cut 2 × 5").await;
    // Its two pieces drawn as squares: 2 × 2 and 2 × 3.
    let squares = client.find_all(Locator::Css("#board svg.sheet rect")).await.unwrap();
    assert_eq!(squares.len(), 4 + 6);
    shot_of(client, shots, "play-cutting", "#view-play").await;
    choose(client, "octal:0.77").await;
    click(client, "#tab-play").await;
    fill(client, "play-position", "7").await;
    click(client, "#play-start").await;
    text_with(client, "#play-log", "The computer plays heap 1 to").await;
    let pins = client.find_all(Locator::Css("#board svg circle")).await.unwrap();
    assert_eq!(pins.len(), 6, "Kayles from 7, one pin knocked down: 3 + 3");
    shot_of(client, shots, "play-kayles", "#view-play").await;

    // *3 + *5 = *6.
    choose(client, "script:nim.rhai").await;
    click(client, "#tab-equal").await;
    fill(client, "equal-g", "*3 + *5").await;
    fill(client, "equal-h", "*6").await;
    click(client, "#equal-go").await;
    let said = text_with(client, "#equal-result", "P-position").await;
    assert!(said.starts_with("Yes"), "{said}");
    shot_of(client, shots, "equal", "#view-equal").await;

    // The same against another game: Kayles from 11 (value 6), by Enter in H's field.
    client
        .find(Locator::Id("equal-h-game"))
        .await
        .unwrap()
        .select_by_value("octal:0.77")
        .await
        .unwrap();
    fill(client, "equal-h", &format!("11{ENTER}")).await;
    let said = text_with(client, "#equal-result", "octal:0.77").await;
    assert!(said.starts_with("Yes") && said.contains("value 6"), "{said}");
    fill(client, "equal-h", &format!("6{ENTER}")).await;
    let said = text_with(client, "#equal-result", "⊕").await;
    assert!(said.starts_with("No") && said.contains("6 ⊕ 3 = 5"), "{said}");
    shot_of(client, shots, "equal-across", "#view-equal").await;

    // At a phone's width the table still shows, and scrolls within itself.
    client.set_window_size(390, 844).await.unwrap();
    choose(client, "octal:0.77").await;
    click(client, "#tab-table").await;
    text_with(client, "#law", "Proven").await;
    screenshot(client, shots, "phone").await;

    // The README's picture: Kayles' table, why g(7) = 2, and the law under it.
    client.set_window_size(1000, 760).await.unwrap();
    click(client, "#table button[data-position='7']").await;
    text_with(client, "#why-mex", "mex = 2").await;
    shot_of(client, shots, "readme", "#view-table").await;
}
