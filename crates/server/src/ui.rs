//! The browser app, embedded in the binary: every file of `ui/` (the page, its ES modules and
//! the style sheet) is served as `/ui/NAME`, and the page itself at `/` and `/t/{id}`. A format
//! may have its own module, `ui/formats/<name>.js` (with its helpers beside it); without one it
//! plays on the generic form and screen. No build step, no CDN: it works offline.

use std::sync::Arc;

use axum::Router;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::tables::Tables;

/// Every file of `ui/`, embedded at build time (in debug builds too, so that tests serve what a
/// release serves). A test checks that the page loads every one of them.
#[derive(rust_embed::Embed)]
#[folder = "ui/"]
struct Files;

/// Whether format `name` has its own module (`ui/formats/<name>.js`).
pub fn has_module(name: &str) -> bool {
    Files::get(&format!("formats/{name}.js")).is_some()
}

pub fn routes() -> Router<Arc<Tables>> {
    Router::new()
        .route("/", get(index))
        .route("/t/{id}", get(index))
        .route("/ui/{*file}", get(file))
}

async fn index() -> Response {
    serve("index.html")
}

async fn file(Path(name): Path<String>) -> Response {
    serve(&name)
}

/// The embedded file `name` with its content type, or a plain-text 404.
fn serve(name: &str) -> Response {
    match Files::get(name) {
        Some(file) => {
            let kind = content_type(name).unwrap_or("application/octet-stream");
            ([(header::CONTENT_TYPE, kind)], file.data).into_response()
        }
        None => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "no such file\n",
        )
            .into_response(),
    }
}

/// The content type of a file of the app, by its extension.
fn content_type(name: &str) -> Option<&'static str> {
    match name.rsplit_once('.')?.1 {
        "html" => Some("text/html; charset=utf-8"),
        "js" => Some("text/javascript; charset=utf-8"),
        "css" => Some("text/css; charset=utf-8"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn embedded(name: &str) -> Option<String> {
        let file = Files::get(name)?;
        Some(String::from_utf8(file.data.into_owned()).expect("the app's files are UTF-8"))
    }

    /// The quoted strings right after each `marker` in `text` (`src=` finds `src="…"`).
    fn quoted_after<'a>(text: &'a str, marker: &str) -> Vec<&'a str> {
        let mut found = Vec::new();
        let mut rest = text;
        while let Some(at) = rest.find(marker) {
            rest = &rest[at + marker.len()..];
            let Some(quote @ ('\'' | '"')) = rest.chars().next() else {
                continue;
            };
            if let Some(end) = rest[1..].find(quote) {
                found.push(&rest[1..1 + end]);
            }
        }
        found
    }

    /// The files of the app that index.html loads (`src` and `href` under `/ui/`).
    fn page_refs() -> Vec<String> {
        let page = embedded("index.html").expect("index.html is embedded");
        let mut refs = quoted_after(&page, "src=");
        refs.extend(quoted_after(&page, "href="));
        refs.into_iter()
            .filter(|r| r.starts_with('/') && *r != "/")
            .map(|r| {
                r.strip_prefix("/ui/")
                    .unwrap_or_else(|| panic!("index.html loads {r}, which is not under /ui/"))
                    .to_string()
            })
            .collect()
    }

    /// The modules a module imports (`import … from './x.js'`, `import './x.js'`,
    /// `import('./x.js')`), as paths under `ui/` (`../x.js` from `formats/`). Static imports
    /// are read only from the lines of import statements, so that text such as `'Start from '`
    /// elsewhere is not taken for one.
    fn imports(name: &str, source: &str) -> Vec<String> {
        let mut specifiers = quoted_after(source, "import(");
        for line in source.lines().map(str::trim_start) {
            if line.starts_with("import ") || line.starts_with("} from ") {
                specifiers.extend(quoted_after(line, "from "));
                specifiers.extend(quoted_after(line, "import "));
            }
        }
        let folder = name.rsplit_once('/').map_or("", |(folder, _)| folder);
        specifiers
            .into_iter()
            .map(|s| match (s.strip_prefix("./"), s.strip_prefix("../")) {
                (Some(file), _) if folder.is_empty() => file.to_string(),
                (Some(file), _) => format!("{folder}/{file}"),
                (None, Some(file)) if !folder.is_empty() => file.to_string(),
                _ => panic!("{name} imports {s}: modules import their neighbours as ./name.js"),
            })
            .collect()
    }

    #[test]
    fn every_file_has_a_content_type() {
        for name in Files::iter() {
            assert!(content_type(&name).is_some(), "no content type for {name}");
        }
        assert_eq!(
            content_type("main.js"),
            Some("text/javascript; charset=utf-8")
        );
    }

    /// What the page loads, and each registered format's own module, which `formats.js` loads
    /// by name when the server says it has one.
    #[test]
    fn everything_the_page_loads_is_embedded_and_every_module_is_used() {
        let mut reached = BTreeSet::new();
        let mut todo = page_refs();
        assert!(todo.contains(&"main.js".into()) && todo.contains(&"style.css".into()));
        let modules = altplay_formats::NAMES
            .iter()
            .filter(|name| has_module(name));
        todo.extend(modules.map(|name| format!("formats/{name}.js")));
        while let Some(name) = todo.pop() {
            let source = embedded(&name).unwrap_or_else(|| panic!("{name} is not embedded"));
            if name.ends_with(".js") && !reached.contains(&name) {
                todo.extend(imports(&name, &source));
            }
            reached.insert(name);
        }
        for name in Files::iter() {
            assert!(
                name == "index.html" || reached.contains(name.as_ref()),
                "{name} is embedded but nothing loads it"
            );
        }
    }

    #[test]
    fn serves_files_with_their_type_and_404s_the_rest() {
        let js = serve("main.js");
        assert_eq!(js.status(), StatusCode::OK);
        assert_eq!(
            js.headers()[header::CONTENT_TYPE],
            "text/javascript; charset=utf-8"
        );
        assert_eq!(
            serve("index.html").headers()[header::CONTENT_TYPE],
            "text/html; charset=utf-8"
        );
        for missing in ["app.js", "../Cargo.toml", "", "main.js.map"] {
            let answer = serve(missing);
            assert_eq!(answer.status(), StatusCode::NOT_FOUND, "{missing}");
            assert_eq!(
                answer.headers()[header::CONTENT_TYPE],
                "text/plain; charset=utf-8"
            );
        }
    }
}
