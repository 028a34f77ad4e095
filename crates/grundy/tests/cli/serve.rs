//! `grundy serve`'s JSON API, over real HTTP to the real binary on 127.0.0.1: every route,
//! the refusals (bad JSON, an unknown field, an oversized body, a script's syntax error and a
//! script over its budget), and 200 requests at once. Every request has a time limit, and the
//! server is ended when the test ends.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::{GRUNDY, workspace};

/// A `grundy serve` on a free port of 127.0.0.1, ended on drop.
pub struct Server {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub address: String,
}

impl Server {
    /// Start the server and read the address it prints.
    pub fn start() -> Self {
        let mut child = Command::new(GRUNDY)
            .args(["serve", "--port", "0"])
            .current_dir(workspace())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let address = line
            .trim()
            .strip_prefix("serving http://")
            .and_then(|a| a.strip_suffix('/'))
            .unwrap_or_else(|| panic!("unexpected first line: {line:?}"))
            .to_string();
        assert!(address.starts_with("127.0.0.1:"), "{address}");
        Self { child, address }
    }

    /// `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.address)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One HTTP/1.1 request (`Connection: close`) with a 30-second limit: the status and body.
fn request(server: &Server, method: &str, path: &str, body: &[u8]) -> (u16, Vec<u8>) {
    let mut stream = TcpStream::connect(&server.address).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    stream.set_write_timeout(Some(Duration::from_secs(30))).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: \
         {}\r\nConnection: close\r\n\r\n",
        server.address,
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    // The server may answer (413) before it has read a body it refuses.
    let _ = stream.write_all(body);
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let split = bytes.windows(4).position(|w| w == b"\r\n\r\n").expect("a whole response");
    let head = String::from_utf8_lossy(&bytes[..split]).into_owned();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    let mut body = bytes[split + 4..].to_vec();
    if head.to_ascii_lowercase().contains("transfer-encoding: chunked") {
        body = unchunk(&body);
    }
    (status, body)
}

/// A chunked body's bytes.
fn unchunk(mut bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = bytes.windows(2).position(|w| w == b"\r\n").unwrap();
        let size =
            usize::from_str_radix(std::str::from_utf8(&bytes[..line_end]).unwrap(), 16).unwrap();
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&bytes[line_end + 2..line_end + 2 + size]);
        bytes = &bytes[line_end + 4 + size..];
    }
}

/// POST `body` as JSON: the status and the JSON answer.
fn post(server: &Server, path: &str, body: &Value) -> (u16, Value) {
    let (status, bytes) = request(server, "POST", path, body.to_string().as_bytes());
    let json = serde_json::from_slice(&bytes)
        .unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {}", String::from_utf8_lossy(&bytes)));
    (status, json)
}

fn ok(server: &Server, path: &str, body: &Value) -> Value {
    let (status, json) = post(server, path, body);
    assert_eq!(status, 200, "{path} {body}: {json}");
    json
}

fn texts(row: &Value) -> Vec<String> {
    row.as_array().unwrap().iter().map(|c| c["text"].as_str().unwrap().to_string()).collect()
}

#[test]
fn every_route_answers_for_every_kind_of_game() {
    let server = Server::start();
    let (status, page) = request(&server, "GET", "/", b"");
    assert_eq!(status, 200);
    assert!(String::from_utf8_lossy(&page).contains("<script src=\"/app.js\">"));
    for asset in ["/app.js", "/style.css"] {
        assert_eq!(request(&server, "GET", asset, b"").0, 200, "{asset}");
    }
    let (status, games) = request(&server, "GET", "/api/games", b"");
    assert_eq!(status, 200);
    let games: Value = serde_json::from_slice(&games).unwrap();
    let ids: Vec<&str> =
        games["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    for id in [
        "script:kayles.rhai",
        "script:lasker.rhai",
        "script:wythoff.rhai",
        "script:bounce.rhai",
        "octal:0.77",
        "problem:nim",
        "problem:cutting-game",
    ] {
        assert!(ids.contains(&id), "{id} in {ids:?}");
    }

    // Kayles as octal 0.77: the known first values, and the period proven.
    let kayles = ok(&server, "/api/table", &json!({"game": "octal:0.77", "upto": 40}));
    assert_eq!(
        texts(&kayles["cells"][0])[..12],
        ["0", "1", "2", "3", "1", "4", "3", "2", "1", "4", "2", "6"]
    );
    assert_eq!(kayles["law"]["proven"], true, "{}", kayles["law"]);
    assert!(kayles["law"]["words"].as_str().unwrap().contains("period 12"));
    assert!(kayles["predicted"].as_array().unwrap().iter().any(|p| p["at"] == "g(1000000)"));
    // Why g(7) = 2 in Kayles: the options' values and their mex.
    let why = ok(&server, "/api/why", &json!({"game": "octal:0.77", "position": "7"}));
    assert_eq!((why["mex"].clone(), why["position"]["value"].clone()), (json!(2), json!("2")));
    assert_eq!(why["set"], json!([0, 1, 3, 4, 5]));
    // The Kayles script agrees, and its graph from 4 marks a winning move.
    let why = ok(&server, "/api/why", &json!({"game": "script:kayles.rhai", "position": "7"}));
    assert_eq!(why["mex"], 2);
    let graph = ok(&server, "/api/graph", &json!({"game": "script:kayles.rhai", "position": "4"}));
    assert!(graph["edges"].as_array().unwrap().iter().any(|e| e["winning"] == true));
    assert!(graph["nodes"].as_array().unwrap().iter().any(|n| n["outcome"] == "P"));

    // Lasker's Nim, a script: its arithmetic-periodic law, found and not proven.
    let lasker = ok(&server, "/api/table", &json!({"game": "script:lasker.rhai", "upto": 30}));
    assert_eq!(texts(&lasker["cells"][0])[..8], ["0", "1", "2", "4", "3", "5", "6", "8"]);
    assert_eq!(lasker["law"]["proven"], false);
    assert!(lasker["law"]["words"].as_str().unwrap().contains("saltus 4"), "{}", lasker["law"]);
    // Wythoff, 2-D: found to be a game of pairs; (1, 2) is lost.
    let wythoff = ok(&server, "/api/table", &json!({"game": "script:wythoff.rhai"}));
    assert_eq!(wythoff["two_d"], true);
    assert_eq!(wythoff["cells"][1][2]["text"], "0");
    let why = ok(&server, "/api/why", &json!({"game": "script:wythoff.rhai", "position": "1,2"}));
    assert_eq!(why["mex"], 0);
    // A loopy script: infinite values, a drawn graph, and a position that does not cancel
    // itself.
    let bounce = ok(&server, "/api/table", &json!({"game": "script:bounce.rhai", "upto": 12}));
    assert!(texts(&bounce["cells"][0]).iter().any(|t| t.starts_with('∞')));
    let graph = ok(&server, "/api/graph", &json!({"game": "script:bounce.rhai", "position": "6"}));
    assert_eq!(graph["nodes"][0]["outcome"], "D");
    let equal =
        ok(&server, "/api/equal", &json!({"game": "script:bounce.rhai", "g": "7", "h": "7"}));
    assert_eq!((equal["equal"].clone(), equal["sum_outcome"].clone()), (json!(false), json!("D")));
    // The cutting game, a registered problem with a model: its table, a cell's options from
    // its rules, a graph and an equality of sums of sheets.
    let cutting = ok(
        &server,
        "/api/table",
        &json!({"game": "problem:cutting-game", "options": "--w 2..8 --h 2..8"}),
    );
    assert_eq!(cutting["two_d"], true);
    let why = ok(
        &server,
        "/api/why",
        &json!({"game": "problem:cutting-game", "position": "5,6", "options": "--w 2..8 --h 2..8"}),
    );
    assert_eq!(
        why["mex"].as_u64().map(|m| m.to_string()),
        why["position"]["value"].as_str().map(String::from)
    );
    let graph =
        ok(&server, "/api/graph", &json!({"game": "problem:cutting-game", "position": "4,5"}));
    assert!(graph["edges"].as_array().unwrap().iter().any(|e| e["winning"] == true));
    let equal =
        ok(&server, "/api/equal", &json!({"game": "problem:cutting-game", "g": "5,6", "h": "4,4"}));
    assert_eq!(equal["equal"], true, "{equal}");

    // *3 + *5 = *6, by the Nim script and by the Nim problem's player.
    let equal =
        ok(&server, "/api/equal", &json!({"game": "script:nim.rhai", "g": "*3 + *5", "h": "*6"}));
    assert_eq!(equal["equal"], true);
    assert!(equal["words"].as_str().unwrap().starts_with("Yes"));
    let equal = ok(&server, "/api/equal", &json!({"game": "problem:nim", "g": "3 5", "h": "7"}));
    assert_eq!(equal["equal"], false);

    // A game of Nim: the computer, first in a won position, keeps it; hint, undo, the end.
    let new = ok(
        &server,
        "/api/play/new",
        &json!({"game": "problem:nim", "position": "1 2", "first": "computer"}),
    );
    let id = new["id"].as_str().unwrap().to_string();
    assert_eq!(new["state"]["outcome"], "lose");
    let hint = ok(&server, "/api/play/hint", &json!({"id": id}));
    assert_eq!(hint["hints"]["moves"], json!([]));
    let moved = ok(&server, "/api/play/move", &json!({"id": id, "move": "take 1 from heap 1"}));
    assert!(moved["computer"]["why"].is_string(), "{moved}");
    let undone = ok(&server, "/api/play/undo", &json!({"id": id}));
    assert_eq!(undone["undone"], true);
    let mut state = undone["state"].clone();
    while state["over"] == false {
        let first = state["moves"][0].as_str().unwrap().to_string();
        state = ok(&server, "/api/play/move", &json!({"id": id, "move": first}))["state"].clone();
    }
    assert_eq!(state["ending"]["winner"], "computer");
    // A script's game: Lasker's Nim from a sum, with the parts' values in binary.
    let lasker =
        ok(&server, "/api/play/new", &json!({"game": "script:lasker.rhai", "position": "5 + 7"}));
    assert_eq!(lasker["state"]["parts"][1]["binary"], "1000");
    assert_eq!(lasker["state"]["nim_sum_value"], "13");

    let (status, refusal) = post(&server, "/api/play/move", &json!({"id": "g999", "move": "x"}));
    assert_eq!(status, 404);
    assert!(refusal["error"].as_str().unwrap().contains("no game"));
    let (status, _) = request(&server, "GET", "/nowhere", b"");
    assert_eq!(status, 404);
}

#[test]
fn bad_requests_are_refused_with_a_status_and_a_sentence() {
    let server = Server::start();
    for (body, status, says) in [
        (&b"{\"game\": \"octal:0.77\","[..], 400, "not the JSON"),
        (b"[1, 2]", 400, "not the JSON"),
        (b"{\"game\": \"octal:0.77\", \"upto\": \"ten\"}", 400, "invalid type"),
        (b"{\"game\": \"octal:0.77\", \"typo\": 1}", 400, "unknown field"),
        (b"{\"game\": \"octal:0.77\", \"upto\": 100000}", 400, "at most"),
        (b"{\"game\": \"chess:1\"}", 404, "no kind of game"),
        (b"{\"game\": \"script:none.rhai\"}", 404, "no script"),
    ] {
        let (got, answer) = request(&server, "POST", "/api/table", body);
        let answer: Value = serde_json::from_slice(&answer).unwrap();
        assert_eq!(got, status, "{}: {answer}", String::from_utf8_lossy(body));
        assert!(answer["error"].as_str().unwrap().contains(says), "{answer}");
    }
    // An oversized body is refused before it is read whole.
    let huge = format!("{{\"game\": \"typed\", \"source\": \"{}\"}}", "a".repeat(200_000));
    assert_eq!(request(&server, "POST", "/api/table", huge.as_bytes()).0, 413);
    // A script's syntax error names its line and column.
    let source = "fn moves(n) {\n    let out = [];\n    out.push(n - 1\n    out\n}\n";
    let (status, answer) = post(&server, "/api/table", &json!({"game": "typed", "source": source}));
    assert_eq!(status, 422, "{answer}");
    assert!(answer["line"].as_u64().is_some_and(|l| (3..=4).contains(&l)), "{answer}");
    // A script without end is stopped by its budget, in bounded time.
    let started = Instant::now();
    let endless = "fn moves(n) { let k = 0; loop { k += 1; } }";
    let (status, answer) =
        post(&server, "/api/why", &json!({"game": "typed", "source": endless, "position": "3"}));
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["budget"], true);
    assert!(started.elapsed() < Duration::from_secs(20), "{:?}", started.elapsed());
    // So is one that lists too many positions.
    let (status, answer) = post(
        &server,
        "/api/why",
        &json!({"game": "typed", "source": "fn moves(n) { [n + 1] }", "position": "0"}),
    );
    assert_eq!((status, answer["budget"].clone()), (422, json!(true)), "{answer}");
    // The graph of a large position is cut, in bounded time.
    let started = Instant::now();
    let big = json!({"game": "octal:0.77", "position": "1500 + 1200"});
    let graph = ok(&server, "/api/graph", &big);
    assert_eq!(graph["truncated"], true);
    assert!(started.elapsed() < Duration::from_secs(30), "{:?}", started.elapsed());
    // A position the game does not have, a move that is not legal, a bad `first`.
    let (status, _) =
        post(&server, "/api/why", &json!({"game": "octal:0.77", "position": "(1, 2)"}));
    assert_eq!(status, 400);
    let new = ok(&server, "/api/play/new", &json!({"game": "problem:nim", "position": "3 4"}));
    let (status, answer) =
        post(&server, "/api/play/move", &json!({"id": new["id"], "move": "take 9 from heap 1"}));
    assert_eq!(status, 400, "{answer}");
    let (status, _) = post(
        &server,
        "/api/play/new",
        &json!({"game": "problem:nim", "position": "3", "first": "nobody"}),
    );
    assert_eq!(status, 400);
    // A heap beyond what an octal game's search answers in about a second: refused, to
    // explore and to play (three-heap splits cost O(n³), so their heaps stop lower).
    for (game, heap) in [("octal:0.77", 2001), ("octal:0.8", 601)] {
        let position = heap.to_string();
        let (status, answer) =
            post(&server, "/api/why", &json!({"game": game, "position": position}));
        assert_eq!(status, 400, "{answer}");
        assert!(answer["error"].as_str().unwrap().contains("at most"), "{answer}");
        let (status, answer) =
            post(&server, "/api/play/new", &json!({"game": game, "position": position}));
        assert_eq!(status, 400, "{answer}");
    }
    // The server still answers.
    assert_eq!(request(&server, "GET", "/api/games", b"").0, 200);
}

#[test]
fn two_hundred_requests_at_once_are_all_answered() {
    let server = Server::start();
    let started = Instant::now();
    let latencies: Vec<Duration> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..200)
            .map(|i| {
                let server = &server;
                scope.spawn(move || {
                    let asked = Instant::now();
                    let (path, body) = match i % 4 {
                        0 => (
                            "/api/why",
                            json!({"game": "octal:0.77", "position": (i % 60).to_string()}),
                        ),
                        1 => ("/api/table", json!({"game": "script:kayles.rhai", "upto": 30})),
                        2 => (
                            "/api/equal",
                            json!({"game": "script:nim.rhai", "g": "*3 + *5", "h": "*6"}),
                        ),
                        _ => ("/api/graph", json!({"game": "script:lasker.rhai", "position": "3"})),
                    };
                    let (status, answer) = post(server, path, &body);
                    assert_eq!(status, 200, "{path}: {answer}");
                    asked.elapsed()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let mut sorted = latencies.clone();
    sorted.sort();
    eprintln!(
        "200 concurrent requests in {:?}: median {:?}, slowest {:?}",
        started.elapsed(),
        sorted[100],
        sorted[199]
    );
    assert!(started.elapsed() < Duration::from_secs(120));
}

/// A game's cell of a table answer: `cells[row][column]` by the row's and column's keys.
fn cell(table: &Value, row: &str, column: &str) -> String {
    let index = |keys: &Value, key: &str| {
        keys.as_array().unwrap().iter().position(|k| k == key).unwrap_or_else(|| panic!("{key}"))
    };
    let (r, c) = (index(&table["row_keys"], row), index(&table["col_keys"], column));
    table["cells"][r][c]["text"].as_str().unwrap().to_string()
}

/// Start a game, ask for a hint, play the first listed move, take it back: the start's
/// outcome is `outcome`, the hint lists moves exactly in a won position, and the undo returns
/// to the start's outcome.
fn play_round(server: &Server, game: &str, position: &str, outcome: &str) {
    let new = ok(server, "/api/play/new", &json!({"game": game, "position": position}));
    let state = &new["state"];
    assert_eq!(state["outcome"], outcome, "{game} {position}: {state}");
    let id = new["id"].as_str().unwrap();
    let hint = ok(server, "/api/play/hint", &json!({"id": id}));
    let hinted = hint["hints"]["moves"].as_array().unwrap();
    assert_eq!(!hinted.is_empty(), outcome == "win", "{game} {position}: {hint}");
    let first = state["moves"][0].as_str().unwrap();
    let moved = ok(server, "/api/play/move", &json!({"id": id, "move": first}));
    assert_eq!(moved["you"], first, "{moved}");
    assert!(moved["state"]["over"] == true || moved["computer"]["why"].is_string(), "{moved}");
    let undone = ok(server, "/api/play/undo", &json!({"id": id}));
    assert_eq!(undone["undone"], true);
    assert_eq!(undone["state"]["outcome"], outcome, "{undone}");
    assert_eq!(undone["state"]["played"], 0, "{undone}");
}

/// Every view (the table and why of a cell, the graph, a game with a hint, a move and an
/// undo, equality) for each game the issue names: Kayles as octal 0.77 and as a script,
/// Lasker's Nim (a script), Wythoff (2-D), the cutting game (a problem with a model) and a
/// loopy script with draws. Every value expected comes from elsewhere: sg-core's engine on
/// the octal rules, Lasker's Nim's closed form, the Wythoff and cutting-game models searched,
/// and sg-core's loopy values of the bounce graph built here.
#[test]
fn every_view_works_for_the_five_games() {
    use cutting_game::normal_play::ProperCuts;
    use sg_core::Solver;
    use sg_core::octal::OctalGame;

    let server = Server::start();
    let mut kayles = Solver::new(OctalGame::new("0.77").unwrap());
    let g = |n: u64| kayles.grundy(&n);
    let kayles_values: Vec<u64> = (0..=12).map(g).collect();
    assert_eq!(kayles_values[7], 2);
    for game in ["octal:0.77", "script:kayles.rhai"] {
        let table = ok(&server, "/api/table", &json!({"game": game, "upto": 12}));
        let shown: Vec<u64> =
            texts(&table["cells"][0]).iter().map(|t| t.parse().unwrap()).collect();
        assert_eq!(shown, kayles_values, "{game}");
        let why = ok(&server, "/api/why", &json!({"game": game, "position": "7"}));
        assert_eq!(why["mex"], 2, "{game}: {why}");
        let mut set: Vec<u64> = (0..=5)
            .flat_map(|a| [(a, 6 - a), (a, 5 - a)])
            .filter(|&(a, b)| a <= b)
            .map(|(a, b)| kayles_values[a] ^ kayles_values[b])
            .collect();
        set.sort_unstable();
        set.dedup();
        assert_eq!(why["set"], json!(set), "{game}");
        let graph = ok(&server, "/api/graph", &json!({"game": game, "position": "4"}));
        assert_eq!(graph["nodes"][0]["value"], kayles_values[4], "{game}");
        assert_eq!(graph["nodes"][0]["outcome"], "N");
        play_round(&server, game, "7", "win");
        play_round(&server, game, "3 + 3", "lose");
        let equal = ok(&server, "/api/equal", &json!({"game": game, "g": "7", "h": "2"}));
        assert_eq!(equal["equal"], kayles_values[7] == kayles_values[2], "{game}: {equal}");
        let equal = ok(&server, "/api/equal", &json!({"game": game, "g": "7", "h": "6"}));
        assert_eq!(equal["equal"], false, "{game}: {equal}");
    }

    // Lasker's Nim, a script, against the problem's closed form: g(3) = 4, g(4) = 3.
    let lasker = |x: u64| lasker_nim::grundy(x) as u64;
    assert_eq!((lasker(3), lasker(4)), (4, 3));
    let table = ok(&server, "/api/table", &json!({"game": "script:lasker.rhai", "upto": 20}));
    let shown: Vec<u64> = texts(&table["cells"][0]).iter().map(|t| t.parse().unwrap()).collect();
    assert_eq!(shown, (0..=20).map(lasker).collect::<Vec<_>>());
    let why = ok(&server, "/api/why", &json!({"game": "script:lasker.rhai", "position": "3"}));
    assert_eq!((why["mex"].clone(), why["position"]["value"].clone()), (json!(4), json!("4")));
    let graph = ok(&server, "/api/graph", &json!({"game": "script:lasker.rhai", "position": "4"}));
    assert_eq!(graph["nodes"][0]["value"], 3);
    play_round(&server, "script:lasker.rhai", "3 + 4", "win");
    play_round(
        &server,
        "script:lasker.rhai",
        "3 + 4 + 7",
        if 4 ^ 3 ^ lasker(7) == 0 { "lose" } else { "win" },
    );
    let equal =
        ok(&server, "/api/equal", &json!({"game": "script:lasker.rhai", "g": "3", "h": "*4"}));
    assert_eq!(equal["equal"], false, "{equal}");
    let equal = ok(
        &server,
        "/api/equal",
        &json!({"game": "script:lasker.rhai", "g": "3 + 4", "h": "7 + 8"}),
    );
    assert_eq!(equal["equal"], 4 ^ 3 == lasker(7) ^ lasker(8), "{equal}");

    // Wythoff, 2-D, against its model searched: g(1, 2) = 0.
    let mut model = Solver::new(wythoff::model::Rules);
    let mut w = |a: u64, b: u64| wythoff::model::grundy(&mut model, a, b);
    assert_eq!(w(1, 2), 0);
    let table = ok(
        &server,
        "/api/table",
        &json!({"game": "script:wythoff.rhai", "x": [0, 6], "y": [0, 6]}),
    );
    for a in 0..=6u64 {
        for b in 0..=6u64 {
            assert_eq!(
                cell(&table, &a.to_string(), &b.to_string()),
                w(a, b).to_string(),
                "({a}, {b})"
            );
        }
    }
    let why = ok(&server, "/api/why", &json!({"game": "script:wythoff.rhai", "position": "2,3"}));
    assert_eq!(why["mex"], w(2, 3), "{why}");
    let graph =
        ok(&server, "/api/graph", &json!({"game": "script:wythoff.rhai", "position": "2,3"}));
    assert_eq!(graph["nodes"][0]["value"], w(2, 3));
    play_round(&server, "script:wythoff.rhai", "3,5", if w(3, 5) == 0 { "lose" } else { "win" });
    play_round(&server, "script:wythoff.rhai", "1,2", "lose");
    let equal =
        ok(&server, "/api/equal", &json!({"game": "script:wythoff.rhai", "g": "1,2", "h": "0,0"}));
    assert_eq!(equal["equal"], true, "{equal}");

    // The cutting game, a problem with a model: its table against the proper cuts searched
    // by sg-core's engine, and its player against the original rules searched.
    let mut cuts = Solver::new(ProperCuts);
    let options = "--w 2..8 --h 2..8";
    let table =
        ok(&server, "/api/table", &json!({"game": "problem:cutting-game", "options": options}));
    for a in 2..=8u32 {
        for b in 2..=8u32 {
            assert_eq!(
                cell(&table, &a.to_string(), &b.to_string()),
                cuts.grundy(&(a, b)).to_string()
            );
        }
    }
    let why = ok(
        &server,
        "/api/why",
        &json!({"game": "problem:cutting-game", "position": "5,6", "options": options}),
    );
    assert_eq!(why["mex"], cuts.grundy(&(5, 6)), "{why}");
    let graph = ok(
        &server,
        "/api/graph",
        &json!({"game": "problem:cutting-game", "position": "4,5", "options": options}),
    );
    assert_eq!(graph["nodes"][0]["value"], cuts.grundy(&(4, 5)));
    let wins = |w: u8, h: u8| if cutting_game::model::wins(&[(w, h)]) { "win" } else { "lose" };
    play_round(&server, "problem:cutting-game", "5 6", wins(5, 6));
    play_round(&server, "problem:cutting-game", "3 3", wins(3, 3));
    play_round(&server, "problem:cutting-game", "1 4", "win");
    let equal =
        ok(&server, "/api/equal", &json!({"game": "problem:cutting-game", "g": "5 6", "h": "4 4"}));
    assert_eq!(equal["equal"], cuts.grundy(&(5, 6)) == cuts.grundy(&(4, 4)), "{equal}");

    // A loopy script with draws, against sg-core's loopy values of the same graph built here.
    let values = bounce_values();
    let table = ok(&server, "/api/table", &json!({"game": "script:bounce.rhai", "upto": 12}));
    let expected: Vec<String> = (0..=12).map(|v| values.of(v).to_string()).collect();
    assert_eq!(texts(&table["cells"][0]), expected);
    let why = ok(&server, "/api/why", &json!({"game": "script:bounce.rhai", "position": "6"}));
    assert_eq!(why["position"]["value"], values.of(6).to_string(), "{why}");
    let drawn = (0..=12).find(|&v| values.of(v).outcome() == sg_core::Outcome::Draw).unwrap();
    let shown = ok(
        &server,
        "/api/graph",
        &json!({"game": "script:bounce.rhai", "position": drawn.to_string()}),
    );
    assert_eq!(shown["nodes"][0]["outcome"], "D", "{shown}");
    assert!(shown["words"].as_str().unwrap().contains("drawn"));
    play_round(&server, "script:bounce.rhai", &drawn.to_string(), "draw");
    let equal = ok(
        &server,
        "/api/equal",
        &json!({"game": "script:bounce.rhai", "g": drawn.to_string(), "h": drawn.to_string()}),
    );
    let sum = sg_core::loopy::sum_outcome([values.of(drawn), values.of(drawn)]);
    assert_eq!(sum, sg_core::Outcome::Draw);
    assert_eq!((equal["equal"].clone(), equal["sum_outcome"].clone()), (json!(false), json!("D")));
    assert!(equal["words"].as_str().unwrap().contains("drawn"), "{equal}");
}

/// G = H across two games: by the values (sg-core's engine on Kayles, the Nim script, the
/// cutting-game table searched, sg-core's loopy values) and the sum rule; misère games and a
/// script over budget are refused with a sentence.
#[test]
fn equality_across_two_games() {
    use sg_core::Solver;
    use sg_core::octal::OctalGame;

    let server = Server::start();
    let mut kayles = Solver::new(OctalGame::new("0.77").unwrap());
    // *3 + *5 = *6: Kayles from 11 has value 6, from 6 value 3.
    assert_eq!((kayles.grundy(&11), kayles.grundy(&6)), (6, 3));
    let across = |g_game: &str, g: &str, h_game: &str, h: &str| {
        ok(&server, "/api/equal", &json!({"game": g_game, "g": g, "h_game": h_game, "h": h}))
    };
    let equal = across("script:nim.rhai", "*3 + *5", "octal:0.77", "11");
    assert_eq!((equal["equal"].clone(), equal["sum_outcome"].clone()), (json!(true), json!("P")));
    let words = equal["words"].as_str().unwrap();
    assert!(words.starts_with("Yes") && words.contains("value 6"), "{words}");
    let equal = across("script:nim.rhai", "*3 + *5", "octal:0.77", "6");
    assert_eq!((equal["equal"].clone(), equal["sum_outcome"].clone()), (json!(false), json!("N")));
    assert!(equal["words"].as_str().unwrap().contains("6 ⊕ 3 = 5"), "{equal}");
    // A problem's position by its player's parts: Nim heaps 3 5 and Kayles 11.
    let equal = across("problem:nim", "3 5", "octal:0.77", "11");
    assert_eq!(equal["equal"], true, "{equal}");
    // Lasker's Nim 4 (value 3) against Kayles 6 (value 3).
    let equal = across("script:lasker.rhai", "4", "script:kayles.rhai", "6");
    assert_eq!(equal["equal"], lasker_nim::grundy(4) as u64 == kayles.grundy(&6), "{equal}");
    // The cutting game's 5 × 6 against the Kayles row of its value.
    let value = Solver::new(cutting_game::normal_play::ProperCuts).grundy(&(5, 6));
    let row = (0..200).find(|&n| kayles.grundy(&n) == value).unwrap();
    let equal = across("problem:cutting-game", "5 6", "octal:0.77", &row.to_string());
    assert_eq!(equal["equal"], true, "{equal}");
    // A strip is no normal-play component: refused, with the reason.
    let (status, refusal) = post(
        &server,
        "/api/equal",
        &json!({"game": "problem:cutting-game", "g": "1 4", "h_game": "octal:0.77", "h": "3"}),
    );
    assert_eq!(status, 400, "{refusal}");
    assert!(refusal["error"].as_str().unwrap().contains("no Grundy value"), "{refusal}");
    // A loopy game's infinite value: never equal; drawn or won by the sum rule.
    let values = bounce_values();
    for (bounce, heap) in [(6u32, 4u64), (6, 2), (2, 0), (3, 1)] {
        let sum = sg_core::loopy::sum_outcome([
            values.of(bounce),
            sg_core::loopy::Value::Finite(kayles.grundy(&heap) as u32),
        ]);
        let said = match sum {
            sg_core::Outcome::Lose => "P",
            sg_core::Outcome::Win => "N",
            sg_core::Outcome::Draw => "D",
        };
        let equal =
            across("script:bounce.rhai", &bounce.to_string(), "octal:0.77", &heap.to_string());
        assert_eq!(equal["sum_outcome"], said, "{bounce} vs {heap}: {equal}");
        assert_eq!(equal["equal"], said == "P");
    }
    // Within one game, a problem's player decides by its parts' values; one whose positions
    // have none (a row of piles taken from its ends) is refused, not answered by joining rows;
    // misère Nim joins its heaps.
    let equal = ok(&server, "/api/equal", &json!({"game": "problem:nim", "g": "3 5", "h": "6"}));
    assert_eq!(equal["equal"], true, "{equal}");
    let (status, refusal) =
        post(&server, "/api/equal", &json!({"game": "problem:ends-nim", "g": "3 1", "h": "2"}));
    assert_eq!(status, 400, "{refusal}");
    assert!(refusal["error"].as_str().unwrap().contains("Grundy value"), "{refusal}");
    let equal =
        ok(&server, "/api/equal", &json!({"game": "problem:anti-nim", "g": "1 1", "h": "1 1"}));
    assert_eq!(equal["sum_outcome"], "N", "{equal}");
    play_round(
        &server,
        "problem:ends-nim",
        "3 1 4",
        if ends_nim::first_player_wins(&[3, 1, 4]) { "win" } else { "lose" },
    );
    // Misère play: refused, saying why.
    let (status, refusal) = post(
        &server,
        "/api/equal",
        &json!({"game": "script:misere-nim.rhai", "g": "3", "h_game": "script:nim.rhai", "h": "3"}),
    );
    assert_eq!(status, 400, "{refusal}");
    assert!(refusal["error"].as_str().unwrap().contains("misère"), "{refusal}");
    // A script over its budget: refused as the script's (422).
    let endless = "fn moves(n) { let k = 0; loop { k += 1; } }";
    let (status, refusal) = post(
        &server,
        "/api/equal",
        &json!({"game": "octal:0.77", "g": "3", "h_game": "typed", "h_source": endless, "h": "3"}),
    );
    assert_eq!((status, refusal["budget"].clone()), (422, json!(true)), "{refusal}");
}

/// The values of `testdata/rules/bounce.rhai` (a loopy game with draws) on 0..=12, by
/// sg-core's loopy engine on the same graph built here: from n, a move to n − 1, to n − 3, or
/// (from 4 on, staying within 12) up to n + 2.
fn bounce_values() -> sg_core::loopy::LoopyValues {
    let lists: Vec<Vec<u32>> = (0..=12u32)
        .map(|n| {
            let mut out = Vec::new();
            if n >= 1 {
                out.push(n - 1)
            }
            if n >= 3 {
                out.push(n - 3)
            }
            if n >= 4 && n + 2 <= 12 {
                out.push(n + 2)
            }
            out
        })
        .collect();
    let mut graph = sg_core::loopy::Digraph::from_lists(lists);
    sg_core::loopy::loopy_values(&mut graph)
}
