//! The routes: the page ([`super::page`]) and the JSON API under `/api/`.
//!
//! | route | body | answer |
//! | --- | --- | --- |
//! | `GET /api/games` | | every game and the views that work for it |
//! | `POST /api/table` | `{game, source?, upto? \| x, y, options?}` | [`super::table::View`] |
//! | `POST /api/why` | `{game, source?, position}` | [`super::explore::Why`] |
//! | `POST /api/graph` | `{game, source?, position}` | [`super::explore::Graph`] |
//! | `POST /api/equal` | `{game, source?, g, h, h_game?, h_source?}` | [`super::explore::Equality`] |
//! | `POST /api/play/new` | `{game, source?, position, first?}` | the game's id and state |
//! | `POST /api/play/{move,hint,undo}` | `{id, move?}` | the game's answer and state |
//!
//! Every body is JSON of at most [`super::BODY_LIMIT`] bytes (413 beyond); malformed JSON or
//! an unknown field is refused 400, a game or session that does not exist 404, a script's
//! error or spent budget 422 (with its line and column where it has them), a server too busy
//! 503; each with `{"error": sentence}`. Computations run off the async workers
//! ([`compute`]).

use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::json;
use tokio::sync::Semaphore;
use workbench::play::Side;

use super::catalogue::{Catalogue, GameRef};
use super::explore::{self, Refusal};
use super::play::{Op, Sessions};

/// What every request shares: the games offered, the bound on computations, the games in
/// progress.
pub struct Shared {
    catalogue: Catalogue,
    permits: Arc<Semaphore>,
    sessions: Sessions,
}

impl Shared {
    /// The server's state over `catalogue`.
    pub fn new(catalogue: Catalogue) -> Self {
        Self {
            catalogue,
            permits: Arc::new(Semaphore::new(super::COMPUTATIONS)),
            sessions: Sessions::default(),
        }
    }

    fn game(&self, id: &str, source: Option<&str>) -> Result<GameRef, Failure> {
        GameRef::resolve(&self.catalogue, id, source)
            .map_err(|e| Failure(StatusCode::NOT_FOUND, Refusal::bad(e)))
    }
}

/// A refused request: its status and the refusal as JSON.
#[derive(Debug)]
pub struct Failure(StatusCode, Refusal);

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        (self.0, axum::Json(self.1)).into_response()
    }
}

impl From<Refusal> for Failure {
    /// A script's error or spent budget is the script's (422); anything else the request's
    /// (400).
    fn from(refusal: Refusal) -> Self {
        let script = refusal.budget || refusal.line.is_some();
        Self(
            if script { StatusCode::UNPROCESSABLE_ENTITY } else { StatusCode::BAD_REQUEST },
            refusal,
        )
    }
}

impl From<String> for Failure {
    fn from(error: String) -> Self {
        Refusal::bad(error).into()
    }
}

/// The router of the page and the API over `shared`.
pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(|| async { super::page::html() }))
        .route("/app.js", get(|| async { super::page::script() }))
        .route("/style.css", get(|| async { super::page::style() }))
        .route("/api/games", get(games))
        .route("/api/table", post(table))
        .route("/api/why", post(why))
        .route("/api/graph", post(graph))
        .route("/api/equal", post(equal))
        .route("/api/play/new", post(play_new))
        .route("/api/play/move", post(play_move))
        .route("/api/play/hint", post(play_hint))
        .route("/api/play/undo", post(play_undo))
        .fallback(|| async {
            Failure(StatusCode::NOT_FOUND, Refusal::bad("there is no such page or API route"))
        })
        .layer(DefaultBodyLimit::max(super::BODY_LIMIT))
        .with_state(shared)
}

/// The body read as `T`, or a 400 with serde's sentence (its line and column).
fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, Failure> {
    serde_json::from_slice(bytes).map_err(|e| {
        Failure(
            StatusCode::BAD_REQUEST,
            Refusal::bad(format!("the request is not the JSON this route takes: {e}")),
        )
    })
}

/// Run `work` on a thread of its own with a large stack (a script's engine recurses), once one
/// of the [`super::COMPUTATIONS`] permits is free (503 after [`super::QUEUE_WAIT`]); a panic
/// there is answered 500, never passed on.
///
/// # Errors
/// The work's refusal, a busy server, or a panic.
///
/// # Complexity
/// That of `work`, plus a thread.
pub async fn compute<T: Send + 'static>(
    shared: &Shared,
    work: impl FnOnce() -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Failure> {
    let permit = permit(shared).await?;
    let joined = tokio::task::spawn_blocking(move || {
        let result =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| rules::on_big_stack(work)));
        drop(permit);
        result
    })
    .await;
    match joined {
        Ok(Ok(result)) => result.map_err(Failure::from),
        _ => Err(Failure(
            StatusCode::INTERNAL_SERVER_ERROR,
            Refusal::bad("the computation failed (a bug: please report the request)"),
        )),
    }
}

/// A computation permit, or 503 when none frees within [`super::QUEUE_WAIT`].
async fn permit(shared: &Shared) -> Result<tokio::sync::OwnedSemaphorePermit, Failure> {
    let acquire = Arc::clone(&shared.permits).acquire_owned();
    match tokio::time::timeout(super::QUEUE_WAIT, acquire).await {
        Ok(Ok(permit)) => Ok(permit),
        _ => Err(Failure(
            StatusCode::SERVICE_UNAVAILABLE,
            Refusal::bad("the server is busy with other computations: try again shortly"),
        )),
    }
}

/// A JSON answer.
fn ok(value: impl serde::Serialize) -> Response {
    (StatusCode::OK, [(header::CACHE_CONTROL, "no-store")], axum::Json(value)).into_response()
}

/// `GET /api/games`.
async fn games(State(shared): State<Arc<Shared>>) -> Response {
    ok(json!({
        "games": shared.catalogue.entries(),
        "limits": {
            "positions": super::LIMITS.positions,
            "operations": super::LIMITS.operations,
            "table_upto": super::table::MAX_UPTO,
            "graph_nodes": explore::MAX_NODES,
        },
    }))
}

/// `POST /api/table`.
async fn table(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    let request: super::table::Request = body(&bytes)?;
    let game = shared.game(&request.game, request.source.as_deref())?;
    let view = compute(&shared, move || super::table::view(&game, &request)).await?;
    Ok(ok(view))
}

/// A request about positions of one game.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AtPosition {
    game: String,
    source: Option<String>,
    position: String,
    /// A problem's table options, which bound the cells explored.
    options: Option<String>,
}

/// `POST /api/why`.
async fn why(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    let request: AtPosition = body(&bytes)?;
    let game = shared.game(&request.game, request.source.as_deref())?;
    let why = compute(&shared, move || {
        let mut explorer = explore::explorer(&game, request.options.as_deref())?;
        let parts = explore::parse_sum(&request.position)?;
        let [position] = parts.as_slice() else {
            return Err(Refusal::bad("`why` explains one position, not a sum"));
        };
        explore::why(explorer.as_mut(), position)
    })
    .await?;
    Ok(ok(why))
}

/// `POST /api/graph`.
async fn graph(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    let request: AtPosition = body(&bytes)?;
    let game = shared.game(&request.game, request.source.as_deref())?;
    let graph = compute(&shared, move || {
        let mut explorer = explore::explorer(&game, request.options.as_deref())?;
        let start = explore::parse_sum(&request.position)?;
        explore::graph(explorer.as_mut(), &start)
    })
    .await?;
    Ok(ok(graph))
}

/// `POST /api/equal`'s body: G of `game`, H of `h_game` (by default the same game).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EqualRequest {
    game: String,
    source: Option<String>,
    g: String,
    h: String,
    /// A problem's table options, for a problem compared by its table.
    options: Option<String>,
    /// H's game, when it is another one.
    h_game: Option<String>,
    /// H's typed script.
    h_source: Option<String>,
    /// H's table options.
    h_options: Option<String>,
}

/// `POST /api/equal`. Within one game: for a script or an octal game by its engine's outcome
/// of G + H; for a problem with a player by its parts' values ([`explore::valued`]), or for
/// a misère one by its player's outcome of the position G and H make together (`3 5` and `6`
/// make `3 5 6`). Across two games: by the parts' values and the sum rule
/// ([`explore::equal_across`]).
async fn equal(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    let request: EqualRequest = body(&bytes)?;
    let game = shared.game(&request.game, request.source.as_deref())?;
    let other = match &request.h_game {
        Some(id)
            if *id != request.game
                || request.h_source != request.source
                || request.h_options != request.options =>
        {
            Some(shared.game(id, request.h_source.as_deref())?)
        }
        _ => None,
    };
    if let Some(other) = other {
        let equality = compute(&shared, move || {
            let g = explore::valued(&game, &request.game, request.options.as_deref(), &request.g)?;
            let h_id = request.h_game.as_deref().unwrap_or_default();
            let h = explore::valued(&other, h_id, request.h_options.as_deref(), &request.h)?;
            explore::equal_across(&g, &h)
        })
        .await?;
        return Ok(ok(equality));
    }
    let equality = compute(&shared, move || {
        if let Some(player) = match &game {
            GameRef::Problem(problem) => problem.player(),
            _ => None,
        } {
            // By the values of G's and H's parts where the player gives them (the Sprague–
            // Grundy theorem: G + H is then decided by them, whatever the game's sum looks
            // like); a misère game's G and H are joined as one position of it, heaps beside
            // heaps (misère Nim: its only misère player).
            let g_words: Vec<String> = request.g.split_whitespace().map(String::from).collect();
            let misere = player.game_from_words(&g_words, Side::User)?.misere();
            if !misere {
                let g = explore::valued(&game, &request.game, None, &request.g)?;
                let h = explore::valued(&game, &request.game, None, &request.h)?;
                return explore::equal_across(&g, &h);
            }
            let words: Vec<String> = format!("{} {}", request.g, request.h)
                .split_whitespace()
                .map(String::from)
                .collect();
            if words.len() > 200 {
                return Err(Refusal::bad("G and H are at most 200 words together"));
            }
            let session = player.game_from_words(&words, Side::User)?;
            let (g, h) = (request.g.trim().to_string(), request.h.trim().to_string());
            return Ok(explore::equality(g, h, None, session.outcome()));
        }
        let mut explorer = explore::explorer(&game, request.options.as_deref())?;
        let g = explore::parse_sum(&request.g)?;
        let h = explore::parse_sum(&request.h)?;
        explore::equal(explorer.as_mut(), &g, &h)
    })
    .await?;
    Ok(ok(equality))
}

/// `POST /api/play/new`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    game: String,
    source: Option<String>,
    position: String,
    /// `you` (default) or `computer`.
    first: Option<String>,
}

/// `POST /api/play/new`.
async fn play_new(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    let request: NewGame = body(&bytes)?;
    let game = shared.game(&request.game, request.source.as_deref())?;
    let first = match request.first.as_deref() {
        None | Some("you") => Side::User,
        Some("computer") => Side::Computer,
        Some(other) => {
            return Err(Refusal::bad(format!("first is `you` or `computer`, not `{other}`")).into());
        }
    };
    let _permit = permit(&shared).await?;
    let answer = shared.sessions.start(game, request.position, first).await?;
    Ok(ok(answer))
}

/// `POST /api/play/{move,hint,undo}`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InGame {
    id: String,
    #[serde(rename = "move")]
    chosen: Option<String>,
}

/// `op` on the game the body names.
async fn in_game(
    shared: &Shared,
    bytes: &Bytes,
    op: fn(Option<String>) -> Result<Op, Failure>,
) -> Result<Response, Failure> {
    let request: InGame = body(bytes)?;
    let op = op(request.chosen)?;
    let _permit = permit(shared).await?;
    match shared.sessions.ask(&request.id, op).await {
        Ok(answer) => Ok(ok(answer)),
        Err(refusal) if refusal.error.starts_with("there is no game") => {
            Err(Failure(StatusCode::NOT_FOUND, refusal))
        }
        Err(refusal) => Err(refusal.into()),
    }
}

/// `POST /api/play/move`.
async fn play_move(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    in_game(&shared, &bytes, |chosen| {
        chosen.map(Op::Move).ok_or_else(|| Refusal::bad("a move needs `move`: its words").into())
    })
    .await
}

/// `POST /api/play/hint`.
async fn play_hint(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    in_game(&shared, &bytes, |_| Ok(Op::Hint)).await
}

/// `POST /api/play/undo`.
async fn play_undo(State(shared): State<Arc<Shared>>, bytes: Bytes) -> Result<Response, Failure> {
    in_game(&shared, &bytes, |_| Ok(Op::Undo)).await
}
