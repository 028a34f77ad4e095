//! The page: one HTML file, its style sheet and its script, embedded in the binary (no build
//! step, nothing fetched at run time). The script only draws and calls the JSON API
//! ([`super::api`]); no mathematics is repeated in it.

use axum::http::header;
use axum::response::IntoResponse;

/// The page.
pub fn html() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], include_str!("page/index.html"))
}

/// Its script.
pub fn script() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8")], include_str!("page/app.js"))
}

/// Its style sheet.
pub fn style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], include_str!("page/style.css"))
}
