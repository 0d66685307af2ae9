//! The body timeout: a request's body (at most [`MAX_BODY`]) must arrive, in all, within
//! `--body-timeout` of its headers, or the request is answered 408 and its connection closed.
//! The body is read here, before any handler runs, and handed on in memory (the handlers read
//! it whole anyway).
//!
//! Not tower-http's `TimeoutLayer`: it drops the handler when time is up, and a handler stopped
//! between its database commit and its change in memory (an undo commits first) would leave
//! the table unlike the file. Nor its `RequestBodyTimeoutLayer`: its clock restarts at every
//! piece of the body, so a body trickled a byte at a time never times out.

use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::api::MAX_BODY;
use crate::error::ApiError;

pub async fn body_deadline(
    State(limit): State<Duration>,
    request: Request,
    next: Next,
) -> Response {
    let (parts, body) = request.into_parts();
    match tokio::time::timeout(limit, axum::body::to_bytes(body, MAX_BODY)).await {
        Ok(Ok(bytes)) => {
            next.run(Request::from_parts(parts, Body::from(bytes)))
                .await
        }
        Ok(Err(e)) => {
            let too_large = e
                .into_inner()
                .downcast::<http_body_util::LengthLimitError>()
                .is_ok();
            let error = if too_large {
                ApiError {
                    status: StatusCode::PAYLOAD_TOO_LARGE,
                    message: format!("request body over {} KiB", MAX_BODY / 1024),
                }
            } else {
                ApiError::bad_request("request body: the connection failed while it was sent")
            };
            closing(error.into_response())
        }
        Err(_) => closing(
            ApiError {
                status: StatusCode::REQUEST_TIMEOUT,
                message: format!(
                    "request body not received within {} s (altplay serve --body-timeout)",
                    limit.as_secs_f64()
                ),
            }
            .into_response(),
        ),
    }
}

/// The answer, and the connection closed after it: the rest of the body is not read.
fn closing(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}
