// The table screen of a format without a screen of its own: the seat's legal actions as buttons
// labelled in the format's words, the board as the view has it, and the log. Also the status and
// outcome words every format starts from.

import { act, actionButton } from './actions.js';
import { h } from './dom.js';
import { logBox } from './log.js';
import { T } from './table_state.js';

/** More actions than this are offered as a list, not as buttons. */
const MAX_BUTTONS = 24;

/** A value of the view, drawn as nested lists: names and numbers as they are. */
function board(value, depth) {
  if (value === null || value === undefined) return h('span', { class: 'muted' }, '—');
  if (typeof value !== 'object') return h('span', null, String(value));
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i + 1), v]) : Object.entries(value);
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) {
    return h('span', null, value.map((v) => (v === null ? '—' : String(v))).join(', ') || '—');
  }
  return h('dl', { class: 'board-tree depth-' + Math.min(depth, 3) },
    entries.map(([k, v]) => [h('dt', null, k.replace(/_/g, ' ')), h('dd', null, board(v, depth + 1))]).flat());
}

/** The seat's actions: a button each, or a list and a button when there are many. */
function actions(snap) {
  if (!snap.your_turn || snap.over) return null;
  const legal = snap.legal || [];
  let choose;
  if (legal.length <= MAX_BUTTONS) {
    choose = h('div', { class: 'actions', testid: 'actions' }, legal.map((l, k) => actionButton(l, k)));
  } else {
    const list = h('select', { testid: 'legal-list' }, legal.map((l, k) => h('option', { value: String(k) }, l.label)));
    choose = h('div', { class: 'row', testid: 'actions' }, list,
      h('button', { type: 'button', class: 'primary', testid: 'legal-take', disabled: T.pending,
        onclick: () => act(legal[Number(list.value)].action) }, 'Take'));
  }
  return h('section', { class: 'panel turn', testid: 'turn' }, h('h2', null, 'Your move'), choose);
}

/** The screen for snap: the actions, the board and the log. */
export function screen(snap) {
  return h('div', { class: 'generic' },
    h('div', { class: 'generic-main' },
      actions(snap),
      h('section', { class: 'panel board-panel', testid: 'board' }, board(snap.view, 0))),
    logBox(snap));
}

/** What the seat to move is doing, for the status line: [said to it, said of it]. */
export function status() {
  return ['', ''];
}

/** Who won, from snap.outcome: your team or not; for a spectator, the seats or the side that
 * has none (the automated boss of a cooperative format). */
export function outcome(snap) {
  const o = snap.outcome;
  if (o === 'Draw') return 'A draw';
  if (!o || !o.Win) return 'Game over';
  const winner = o.Win.team;
  const seat = snap.seats[snap.seat];
  if (seat) return seat.team === winner ? 'You win!' : 'You lose';
  const winners = snap.seats.filter((s) => s.team === winner).map((s) => 'seat ' + (s.seat + 1));
  if (!winners.length) return 'The players lose';
  return winners.length === snap.seats.length ? 'The players win!' : winners.join(' and ') + ' win';
}

/** Nothing to note when a snapshot is taken. */
export function accepted() {}
