//! A table's snapshots rendered once per change: each role's JSON text is made on the first ask
//! at a version and shared, a reference-counted buffer, by the reply and every WebSocket of that
//! role, and the log lines (the same for every role) are worded once for all of them. A change
//! gives the table a new version, which empties the cache, so nothing stale is ever sent.

use axum::body::Bytes;
use axum::extract::ws::{Message, Utf8Bytes};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use crate::table::Role;

/// A snapshot as JSON text; cloning it shares the text.
#[derive(Clone)]
pub struct Rendered(Utf8Bytes);

impl Rendered {
    pub fn new(snapshot: &Value) -> Self {
        Self(snapshot.to_string().into())
    }

    /// The text as a WebSocket message, without a copy.
    pub fn message(&self) -> Message {
        Message::Text(self.0.clone())
    }

    #[cfg(test)]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The reply to a request, as `Json` answers a value: the same bytes and content type.
impl IntoResponse for Rendered {
    fn into_response(self) -> Response {
        let json = HeaderValue::from_static("application/json");
        ([(header::CONTENT_TYPE, json)], Bytes::from(self.0)).into_response()
    }
}

/// What has been rendered of one version of a table.
#[derive(Default)]
pub struct Renders {
    version: u64,
    log: Option<Value>,
    texts: Vec<(Role, Rendered)>,
}

impl Renders {
    /// The cache for `version`, emptied first if it holds an older version's.
    fn at(&mut self, version: u64) -> &mut Self {
        if self.version != version {
            *self = Self {
                version,
                ..Self::default()
            };
        }
        self
    }

    /// `role`'s snapshot at `version`, if it was rendered.
    pub fn text(&mut self, version: u64, role: Role) -> Option<Rendered> {
        let texts = &self.at(version).texts;
        texts
            .iter()
            .find(|(r, _)| *r == role)
            .map(|(_, t)| t.clone())
    }

    /// The log lines at `version`, worded by `lines` on the first ask.
    pub fn log(&mut self, version: u64, lines: impl FnOnce() -> Vec<String>) -> Value {
        let log = &mut self.at(version).log;
        log.get_or_insert_with(|| Value::from(lines())).clone()
    }

    /// Keeps `role`'s snapshot at `version` for the next asks.
    pub fn keep(&mut self, version: u64, role: Role, text: Rendered) {
        self.at(version).texts.push((role, text));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_new_version_forgets_the_texts_and_the_log_of_the_old() {
        let mut renders = Renders::default();
        let text = Rendered::new(&json!({"version": 1}));
        renders.keep(1, Role::Spectator, text);
        assert_eq!(renders.log(1, || vec!["a".into()]), json!(["a"]));
        assert_eq!(renders.log(1, || unreachable!()), json!(["a"]));
        let kept = renders.text(1, Role::Spectator).expect("kept");
        assert_eq!(kept.as_str(), r#"{"version":1}"#);
        assert!(renders.text(1, Role::Creator).is_none());
        assert!(renders.text(2, Role::Spectator).is_none());
        assert_eq!(renders.log(2, || vec!["b".into()]), json!(["b"]));
        assert!(renders.text(1, Role::Spectator).is_none());
    }
}
