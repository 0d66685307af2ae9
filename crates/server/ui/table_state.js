// The table page's state, shared by its modules: `T` holds the snapshot shown (and what changed
// since the one before, to mark it), the live connection, and what the user is in the middle of
// choosing. accept() takes a new snapshot from any source (the first GET, the WebSocket, an
// action's answer); render() redraws the page with the view table.js registers with setView(), so
// the screens can redraw without importing the page that imports them.

/** Everything the table page knows. */
export const T = {
  id: '',
  token: null,
  snap: null,
  json: '',
  version: -1,
  ws: null,
  wsFresh: false,
  backoff: 500,
  retryTimer: null,
  pingTimer: null,
  error: '',
  pending: false,
  prevLog: null,
  freshFrom: 0,
  // The format's UI (formats.js), and what the seat is in the middle of choosing on its screen.
  ui: null,
  local: {},
  aiChoice: {},
  stopped: false,
};

let view = () => {};

/** Sets what render() draws (the table page, once it starts). */
export function setView(fn) {
  view = fn;
}

/** Redraws the table page from T. */
export function render() {
  view();
}

/** Takes a snapshot if it is not older than the one shown. */
export function accept(snap, force) {
  if (!snap || typeof snap !== 'object') return;
  if (!force && snap.version < T.version) return;
  const json = JSON.stringify(snap);
  if (json === T.json) return;
  const before = T.snap;
  T.json = json;
  T.version = snap.version;
  T.snap = snap;
  if (!before || before.actions !== snap.actions || before.your_turn !== snap.your_turn) {
    if (before) T.error = '';
    T.local = {};
  }
  // Which log lines are new since the last snapshot shown (to mark them).
  const log = snap.log || [];
  const old = T.prevLog || [];
  let common = 0;
  if (before) {
    // The longest tail of the old log that is a prefix-aligned head of the new one.
    for (let shift = 0; shift <= old.length; shift++) {
      const n = old.length - shift;
      if (n > log.length) continue;
      let same = true;
      for (let k = 0; k < n; k++) {
        if (old[shift + k] !== log[k]) { same = false; break; }
      }
      if (same) { common = n; break; }
    }
  } else {
    common = log.length;
  }
  T.freshFrom = common;
  T.prevLog = log;
  if (T.ui) T.ui.accepted(snap);
  render();
}
