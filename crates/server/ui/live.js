// The table page's live connection: a WebSocket to /api/tables/ID/ws that delivers every new
// snapshot, pinged every 20 s, reconnected with growing waits when it drops (and at once when
// the page becomes visible again). The badge in the page header shows its state.

import { T, accept } from './table_state.js';

const connBadge = document.getElementById('conn');

/** Connects now, and again whenever the page comes back into view with the connection down. */
export function goLive() {
  connect();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && (!T.ws || T.ws.readyState > 1)) {
      T.backoff = 500;
      connect();
    }
  });
}

function setConn(state, text) {
  connBadge.hidden = false;
  connBadge.className = 'conn ' + state;
  connBadge.dataset.state = state;
  connBadge.textContent = text;
}

function connect() {
  if (T.stopped) return;
  clearTimeout(T.retryTimer);
  if (T.ws) {
    T.ws.onclose = null;
    try { T.ws.close(); } catch (_) { /* already closed */ }
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = scheme + '//' + location.host + '/api/tables/' + encodeURIComponent(T.id) + '/ws' +
    (T.token ? '?token=' + encodeURIComponent(T.token) : '');
  setConn('connecting', 'connecting…');
  let ws;
  try {
    ws = new WebSocket(url);
  } catch (_) {
    retry();
    return;
  }
  T.ws = ws;
  T.wsFresh = true;
  ws.onopen = () => {
    T.backoff = 500;
    setConn('live', 'live');
    clearInterval(T.pingTimer);
    T.pingTimer = setInterval(() => {
      if (ws.readyState === 1) ws.send('ping');
    }, 20000);
  };
  ws.onmessage = (e) => {
    if (e.data === 'pong') return;
    let snap;
    try {
      snap = JSON.parse(e.data);
    } catch (_) {
      return;
    }
    // The first snapshot of a connection is the table as it stands (even after a restart).
    accept(snap, T.wsFresh);
    T.wsFresh = false;
  };
  ws.onclose = () => {
    clearInterval(T.pingTimer);
    if (T.ws === ws) retry();
  };
}

function retry() {
  const wait = T.backoff;
  T.backoff = Math.min(T.backoff * 2, 10000);
  setConn('down', 'reconnecting in ' + Math.round(wait / 1000) + ' s…');
  clearTimeout(T.retryTimer);
  T.retryTimer = setTimeout(connect, wait);
}

