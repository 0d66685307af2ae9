//! The HTTP API. Tokens come as `Authorization: Bearer …` or `?token=…` (the links people are
//! given carry them). Bodies are JSON, at most [`MAX_BODY`] bytes; every error is JSON with a
//! message naming what is wrong. Seats are numbered from 0 in the API, as in the engines (the
//! page shows them from 1).

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, FromRef, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::body_deadline::body_deadline;
use crate::creation::Creation;
use crate::error::ApiError;
use crate::formats::{self, TableRequest};
use crate::limits::Limits;
use crate::per_address::client_address;
use crate::renders::Rendered;
use crate::tables::Tables;
use crate::ws::WsLimits;
use crate::{ui, ws};

/// The largest request body taken; larger ones get 413.
pub const MAX_BODY: usize = 64 * 1024;
/// The most cards a search returns.
const SEARCH_LIMIT: usize = 20;

/// What the handlers share: the tables, and the limits on making them and on watching them.
#[derive(Clone)]
pub struct AppState {
    tables: Arc<Tables>,
    creation: Arc<Creation>,
    websockets: Arc<WsLimits>,
}

impl FromRef<AppState> for Arc<Tables> {
    fn from_ref(state: &AppState) -> Self {
        Arc::clone(&state.tables)
    }
}

impl FromRef<AppState> for Arc<Creation> {
    fn from_ref(state: &AppState) -> Self {
        Arc::clone(&state.creation)
    }
}

impl FromRef<AppState> for Arc<WsLimits> {
    fn from_ref(state: &AppState) -> Self {
        Arc::clone(&state.websockets)
    }
}

/// The routes over `tables`, of which `held` were restored at start, within `limits`. Its
/// handlers read the client's address from `ConnectInfo<SocketAddr>`.
pub fn router(tables: Arc<Tables>, held: usize, limits: &Limits) -> Router {
    let state = AppState {
        tables,
        creation: Arc::new(Creation::new(limits, held)),
        websockets: Arc::new(WsLimits::new(limits)),
    };
    let ui = ui::routes().with_state(Arc::clone(&state.tables));
    Router::new()
        .route("/api/options", get(options))
        .route("/api/cards", get(search_cards))
        .route("/api/formats/{format}/cards/{id}", get(printed_card))
        .route("/api/preview", post(preview))
        .route("/api/tables", post(create_table))
        .route("/api/tables/{id}", get(table_state))
        .route("/api/tables/{id}/actions", post(act))
        .route("/api/tables/{id}/undo", post(undo))
        .route("/api/tables/{id}/seats/{seat}/ai", put(set_ai))
        .route("/api/tables/{id}/replay", get(replay))
        .route("/api/tables/{id}/ws", get(ws::connect))
        .merge(ui)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            limits.body_timeout,
            body_deadline,
        ))
        .layer(axum::middleware::map_response(json_errors))
        .with_state(state)
}

#[derive(Deserialize)]
pub struct TokenQuery {
    pub token: Option<String>,
}

/// The caller's token: the bearer header (the scheme in any case, as RFC 7235 has it), else
/// the query. An `Authorization` header that is not a bearer token is refused rather than
/// taken for no token, which would make its sender a spectator without a word.
pub(crate) fn token<'a>(
    headers: &'a HeaderMap,
    query: &'a TokenQuery,
) -> Result<Option<&'a str>, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(query.token.as_deref());
    };
    let bearer = value
        .to_str()
        .ok()
        .and_then(|v| v.split_once(' '))
        .filter(|(scheme, token)| {
            scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty()
        });
    match bearer {
        Some((_, token)) => Ok(Some(token.trim())),
        None => Err(ApiError::bad_request(
            "Authorization: expected \"Bearer TOKEN\" (or ?token=TOKEN)",
        )),
    }
}

/// A JSON object body, or a 400 that says where it is wrong (415 when it is not sent as JSON).
/// (serde would read a struct from an array too; a request is always an object.)
fn body<T: DeserializeOwned>(headers: &HeaderMap, bytes: &Bytes) -> Result<T, ApiError> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let essence = content_type.split(';').next().unwrap_or_default().trim();
    if !essence.eq_ignore_ascii_case("application/json") {
        return Err(ApiError::unsupported_media_type(format!(
            "Content-Type: the body must be sent as application/json, not {:?}",
            content_type
        )));
    }
    json_object(bytes)
}

/// A request body read as a JSON object of type `T`, or a 400 that says where it is wrong.
pub(crate) fn json_object<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let bad = |e: serde_json::Error| ApiError::bad_request(format!("request body: {e}"));
    let value: Value = serde_json::from_slice(bytes).map_err(bad)?;
    if !value.is_object() {
        return Err(ApiError::bad_request(
            "request body: a JSON object is expected",
        ));
    }
    serde_json::from_value(value).map_err(bad)
}

/// Axum's own refusals (an unknown route, a bad query or path, the body limit's 413) are plain
/// text: answer them as every other error, in JSON with a message.
async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let message = if status == StatusCode::PAYLOAD_TOO_LARGE {
        format!("request body over {} KiB", MAX_BODY / 1024)
    } else {
        let text = axum::body::to_bytes(response.into_body(), MAX_BODY)
            .await
            .map(|b| String::from_utf8_lossy(&b).trim().to_string())
            .unwrap_or_default();
        if text.is_empty() {
            status.canonical_reason().unwrap_or("error").to_string()
        } else {
            text
        }
    };
    (status, Json(json!({ "error": message }))).into_response()
}

/// What the make-a-table forms offer, for every registered format: the same for the server's
/// lifetime, so worked out once. That takes seconds (each format's default configuration is
/// read, the card data with it), so it is done off the async threads, on the first ask. (Not at
/// the server's start: seconds of one core then slowed the server's first connections.)
pub(crate) fn offered() -> &'static Value {
    static OPTIONS: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    OPTIONS.get_or_init(|| json!({ "formats": formats::offers() }))
}

async fn options() -> Result<Json<Value>, ApiError> {
    tokio::task::spawn_blocking(|| offered().clone())
        .await
        .map(Json)
        .map_err(|e| ApiError::internal(format!("the options could not be worked out: {e}")))
}

#[derive(Deserialize)]
struct SearchQuery {
    q: String,
}

/// Cards whose name contains the query (built-in roster, then imported cards).
async fn search_cards(
    State(tables): State<Arc<Tables>>,
    Query(query): Query<SearchQuery>,
) -> Json<Value> {
    let q = query.q.trim().to_lowercase();
    let found: Vec<Value> = tables
        .catalog
        .layers()
        .flat_map(|layer| layer.cards())
        .filter(|c| !q.is_empty() && c.name.to_lowercase().contains(&q))
        .take(SEARCH_LIMIT)
        .map(|c| {
            let attacks: Vec<Value> = c
                .attacks
                .iter()
                .map(|a| json!({ "name": a.name, "damage": a.damage }))
                .collect();
            json!({ "id": c.id, "name": c.name, "hp": c.hp, "class": c.class, "attacks": attacks })
        })
        .collect();
    Json(Value::Array(found))
}

/// A printed card's details (its text, attacks, Weakness …) for a format whose boards name
/// printed cards: what a device shows when a card is tapped.
async fn printed_card(Path((format, id)): Path<(String, String)>) -> Result<Json<Value>, ApiError> {
    let card = tokio::task::spawn_blocking(move || {
        let card = crate::formats::card(&format, &id).map_err(ApiError::not_found)?;
        card.ok_or_else(|| ApiError::not_found(format!("{format} has no card {id:?}")))
    });
    card.await
        .map_err(|e| ApiError::internal(format!("the card could not be read: {e}")))?
        .map(Json)
}

/// What a table request would make (its seats, and the format's preview), or why not.
async fn preview(
    State(tables): State<Arc<Tables>>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Result<Json<Value>, ApiError> {
    let request: TableRequest = body(&headers, &bytes)?;
    Ok(Json(tables.preview(request)?))
}

/// A table, if the client's address and the server are within the creation limits (checked
/// once the request is read, before the table is built).
async fn create_table(
    State(tables): State<Arc<Tables>>,
    State(creation): State<Arc<Creation>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Result<Response, Response> {
    let request: TableRequest = body(&headers, &bytes).map_err(IntoResponse::into_response)?;
    let address = client_address(peer.ip());
    let place = creation
        .reserve(address)
        .map_err(IntoResponse::into_response)?;
    let created = tables
        .create(request, Some(address))
        .await
        .map_err(IntoResponse::into_response)?;
    place.keep();
    Ok((StatusCode::CREATED, Json(json!(created))).into_response())
}

async fn table_state(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
) -> Result<Rendered, ApiError> {
    tables.snapshot(&id, token(&headers, &query)?).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActRequest {
    action: Value,
}

async fn act(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Result<Rendered, ApiError> {
    let request: ActRequest = body(&headers, &bytes)?;
    let token = token(&headers, &query)?;
    tables.act(&id, token, &request.action).await
}

async fn undo(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
) -> Result<Rendered, ApiError> {
    tables.undo(&id, token(&headers, &query)?).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AiRequest {
    /// A policy spec, or null to hand the seat back to a person.
    policy: Option<String>,
}

async fn set_ai(
    State(tables): State<Arc<Tables>>,
    Path((id, seat)): Path<(String, usize)>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Result<Rendered, ApiError> {
    let request: AiRequest = body(&headers, &bytes)?;
    let token = token(&headers, &query)?;
    tables.set_ai(&id, token, seat, request.policy).await
}

/// The replay file of a finished table, as `altplay replay` reads it (see [`Tables::replay`]
/// for who may have it and when).
async fn replay(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let replay = tables.replay(&id, token(&headers, &query)?).await?;
    let text = serde_json::to_string_pretty(&replay).expect("replays serialize") + "\n";
    let disposition = format!("attachment; filename=\"altplay-{id}.replay.json\"");
    let mut response = text.into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}
