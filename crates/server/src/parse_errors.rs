//! hyper answers a request it cannot read — a URI over its limit (414), a header with a control
//! character (400), headers too large (431) — by itself, before any handler runs, and with an
//! empty body. Every other error of this API is JSON with a message, so each connection's writes
//! are watched for such an answer, and a JSON body is put in. hyper closes the connection after
//! it, so nothing else is written behind it.

use std::io::{self, IoSlice};
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use serde_json::json;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection whose empty-bodied error answers get a JSON body.
pub struct JsonParseErrors<S> {
    io: S,
    /// The answer being written in place of hyper's: the bytes, how many are written, and how
    /// many of hyper's bytes they stand for.
    pending: Option<(Vec<u8>, usize, usize)>,
}

impl<S> JsonParseErrors<S> {
    pub fn new(io: S) -> Self {
        Self { io, pending: None }
    }
}

impl<S: AsyncWrite + Unpin> JsonParseErrors<S> {
    fn write_pending(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<usize>> {
        while let Some((bytes, written, stands_for)) = &mut self.pending {
            if *written == bytes.len() {
                let n = *stands_for;
                self.pending = None;
                return Poll::Ready(Ok(n));
            }
            let n = ready!(Pin::new(&mut self.io).poll_write(cx, &bytes[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
        unreachable!("write_pending is called with an answer pending")
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for JsonParseErrors<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for JsonParseErrors<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        if self.pending.is_none() {
            match with_json_body(buf) {
                Some(answer) => self.pending = Some((answer, 0, buf.len())),
                None => return Pin::new(&mut self.io).poll_write(cx, buf),
            }
        }
        self.write_pending(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        // hyper's error answer is a head alone, in the first slice.
        let first = bufs.iter().find(|b| !b.is_empty());
        if self.pending.is_some() || first.is_some_and(|b| with_json_body(b).is_some()) {
            return self.poll_write(cx, first.map_or(&[][..], |b| &b[..]));
        }
        Pin::new(&mut self.io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// hyper's own answer to a request it could not read, with a JSON body put in; `None` for
/// anything else. Such an answer is an error status with `content-length: 0` and no body: the
/// API's own errors always carry a JSON body, so only hyper writes one.
fn with_json_body(buf: &[u8]) -> Option<Vec<u8>> {
    let head = std::str::from_utf8(buf.strip_prefix(b"HTTP/1.1 ")?).ok()?;
    let head = head.strip_suffix("\r\n\r\n")?;
    let (status_line, headers) = head.split_once("\r\n")?;
    let status: u16 = status_line.get(..3)?.parse().ok()?;
    let lines: Vec<&str> = headers.split("\r\n").collect();
    let empty = lines
        .iter()
        .position(|l| l.eq_ignore_ascii_case("content-length: 0"))?;
    let typed = lines
        .iter()
        .any(|l| l.to_ascii_lowercase().starts_with("content-type:"));
    if status < 400 || typed {
        return None;
    }
    let message = match status {
        414 => "URI too long: the request's address is over the server's limit",
        431 => "request headers too large",
        _ => {
            "malformed request: its first line or a header could not be read (a control character in a header, say)"
        }
    };
    let body = json!({ "error": message }).to_string();
    let mut out = format!("HTTP/1.1 {status_line}\r\n");
    for (i, line) in lines.iter().enumerate() {
        if i == empty {
            out.push_str(&format!("content-length: {}\r\n", body.len()));
            out.push_str("content-type: application/json\r\n");
        } else {
            out.push_str(line);
            out.push_str("\r\n");
        }
    }
    out.push_str("\r\n");
    out.push_str(&body);
    Some(out.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_empty_bodied_error_head_gets_a_json_body() {
        let hyper = b"HTTP/1.1 414 URI Too Long\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        let out = String::from_utf8(with_json_body(hyper).unwrap()).unwrap();
        let (head, body) = out.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 414 URI Too Long\r\n"), "{head}");
        assert!(head.contains("content-type: application/json"), "{head}");
        assert!(
            head.contains(&format!("content-length: {}", body.len())),
            "{head}"
        );
        let body: serde_json::Value = serde_json::from_str(body).unwrap();
        assert!(body["error"].as_str().unwrap().contains("URI too long"));
        for other in [
            &b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"[..],
            b"HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: 9\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n{}",
            b"{\"error\": \"HTTP/1.1 400\"}",
        ] {
            assert_eq!(with_json_body(other), None, "{}", String::from_utf8_lossy(other));
        }
    }
}
