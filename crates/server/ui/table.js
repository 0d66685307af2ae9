// The table page (/t/ID?token=T): loads the table, goes live, and draws it — the head (format,
// your role, undo, replay), the outcome or whose turn it is, the latest log lines, the format's
// screen (its own or the generic one: formats.js) and the seats box (manage.js). The token in
// the address decides the role: a seat, the creator, or none for spectators.

import { aiWords } from './ai.js';
import { api } from './api.js';
import { undo } from './actions.js';
import { app, h } from './dom.js';
import { readCardsOf } from './card_details.js';
import { formatUi } from './formats.js';
import { goLive } from './live.js';
import { manageBox } from './manage.js';
import { T, accept, setView } from './table_state.js';

/** Opens table id, with the token of the page's address. */
export async function showTable(id) {
  setView(renderTable);
  T.id = id;
  T.token = new URLSearchParams(location.search).get('token');
  document.title = 'Table ' + id + ' — altplay';
  app.textContent = 'Loading the table…';
  const r = await api('GET', '/api/tables/' + encodeURIComponent(id), undefined, T.token);
  if (!r.ok) {
    if (r.status === 403 || r.status === 404) {
      T.stopped = true;
      app.replaceChildren(h('section', { class: 'panel' },
        h('p', { class: 'error', testid: 'error' }, r.error),
        h('p', null, h('a', { href: '/' }, 'Make a new table'))));
      return;
    }
    T.error = r.error;
  } else {
    T.ui = await formatUi(r.data.format);
    readCardsOf(r.data.format);
    accept(r.data, true);
  }
  goLive();
}

/** A seat's own name, if it has one beyond "Seat N". */
function seatLabel(snap, seat) {
  const s = snap.seats[seat];
  return s && !/^Seat \d+$/.test(s.name) ? s.name.replace(/^Seat \d+: /, '') : '';
}

/** Whose turn it is and what they are doing (in the format's words). */
function statusText(snap) {
  if (snap.over) return 'Game over';
  const seat = snap.to_move;
  if (seat === null || seat === undefined) return '';
  const who = snap.seats[seat];
  const words = T.ui.status(snap);
  // "Your move", not "your turn": a seat may be asked in another's turn (a promotion, an answer).
  if (snap.your_turn) return 'Your move (seat ' + (snap.seat + 1) + ')' + (words[0] ? ': ' + words[0] : '');
  if (who && who.ai) return 'Seat ' + (seat + 1) + ' (' + aiWords(who.ai) + ') is thinking…';
  return 'Waiting for seat ' + (seat + 1) + (words[1] ? ' — ' + words[1] : '');
}

/** Who won, and how. */
function outcomeText(snap) {
  return snap.over ? T.ui.outcome(snap) + ' — ' + (snap.result || '') : '';
}

/** Draws the table page from T (the view behind table_state.js's render()). */
function renderTable() {
  const snap = T.snap;
  if (!snap) {
    if (T.error) app.replaceChildren(h('p', { class: 'error', testid: 'error' }, T.error));
    return;
  }
  // Keep the log scrolled to the newest line unless the reader scrolled up.
  const oldLog = document.querySelector('[data-testid="log"]');
  const stick = !oldLog || oldLog.scrollTop + oldLog.clientHeight >= oldLog.scrollHeight - 8;
  const scroll = window.scrollY;

  const role = snap.role === 'seat' ? 'You play seat ' + (snap.seat + 1) + (seatLabel(snap, snap.seat) ? ' — ' + seatLabel(snap, snap.seat) : '')
    : snap.role === 'creator' ? 'You manage this table' : 'Spectating';
  const head = h('div', { class: 'table-head' },
    h('div', null,
      h('h1', null, T.ui.offer ? T.ui.offer.title : snap.format,
        h('span', { class: 'muted small' }, ' table ' + snap.table)),
      h('div', { class: 'role', testid: 'role' }, role,
        // Every device is shown that an undo here may take back a draw or a coin (API.md).
        snap.casual_undo ? h('span', { class: 'badge casual', testid: 'casual-undo-badge', title: 'An undo may take back a draw, a search or a coin flip; they come again the same.' }, 'Casual undo') : null)),
    h('div', { class: 'head-buttons' },
      snap.can_undo ? h('button', { type: 'button', testid: 'undo', disabled: T.pending, onclick: undo }, '↶ Undo') : null,
      // The replay tells every hidden card: only the table's seats and its creator get it.
      snap.over && snap.role !== 'spectator' ? h('a', { class: 'button', testid: 'replay', href: '/api/tables/' + encodeURIComponent(snap.table) + '/replay?token=' + encodeURIComponent(T.token), download: 'altplay-' + snap.table + '.replay.json' }, 'Download replay') : null));

  const status = snap.over ? null : h('div', { class: 'status' + (snap.your_turn ? ' yours' : ''), testid: 'status' }, statusText(snap));
  // The latest lines, near the top for phones (the full log is further down there).
  const latest = (snap.log || []).slice(-4);
  const recent = latest.length ? h('ol', { class: 'recent', testid: 'recent' }, latest.map((line) => h('li', null, line))) : null;
  const outcome = snap.over ? h('div', { class: 'outcome', testid: 'outcome' }, outcomeText(snap)) : null;
  const error = T.error ? h('div', { class: 'error', testid: 'error', role: 'alert' }, T.error) : null;

  const body = T.ui.screen(snap);
  const root = h('div', {
    class: 'table-page ' + snap.format,
    testid: 'table',
    data: {
      format: snap.format,
      version: String(snap.version),
      actions: String(snap.actions),
      toMove: snap.to_move === null ? '' : String(snap.to_move),
      yourTurn: String(!!snap.your_turn),
      over: String(!!snap.over),
      role: snap.role,
      pending: String(T.pending),
    },
  }, head, outcome, status, error, recent, body, manageBox(snap));
  app.replaceChildren(root);
  const log = document.querySelector('[data-testid="log"]');
  if (log && stick) log.scrollTop = log.scrollHeight;
  window.scrollTo(0, scroll);
}

