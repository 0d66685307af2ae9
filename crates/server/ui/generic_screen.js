// The table screen of a format without a screen of its own: what the seat is asked (the board's
// `prompt`) above its legal actions, labelled in the format's words, the board in words, and the
// log. Also the status and outcome words every format starts from.

import { act, actionButton } from './actions.js';
import { h } from './dom.js';
import { hpBar } from './hp.js';
import { logBox } from './log.js';
import { T } from './table_state.js';

/** More actions than this are offered as a list, not as buttons. */
const MAX_BUTTONS = 24;

/** A field's name in words: "hp_max" → "Hp max", "assigned_to" → "Assigned to". */
function label(key) {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a field has anything to show: null, false and empty lists are left out. */
const shows = (v) => v !== null && v !== undefined && v !== false && !(Array.isArray(v) && !v.length);

/** Whether a list holds parts (objects), each drawn as a card, rather than words. */
const parts = (list) => list.every((v) => v && typeof v === 'object');

/** Where a field goes in its card: words and numbers, lists of words, parts, lists of parts. */
function rank(v) {
  if (typeof v !== 'object') return 0;
  if (!Array.isArray(v)) return 2;
  return parts(v) ? 3 : 1;
}

/**
 * An object of the board as a card, by a convention any format's board may follow: headed by
 * its `name` (or `title`), an HP bar for `hp` of `hp_max`, its `text` as a line, a badge for each
 * true flag, then every other field in words, the short ones first (the server sends an
 * object's fields in the order of their names).
 */
function card(obj) {
  const bar = typeof obj.hp === 'number' && typeof obj.hp_max === 'number';
  const own = new Set(['name', 'title', 'text', 'prompt'].concat(bar ? ['hp', 'hp_max'] : []));
  const fields = Object.entries(obj).filter(([k, v]) => !own.has(k) && shows(v))
    .sort(([, a], [, b]) => rank(a) - rank(b));
  const flags = fields.filter(([, v]) => v === true).map(([k]) => h('span', { class: 'badge' }, label(k)));
  const heading = obj.name ?? obj.title;
  return h('div', { class: 'board-card', data: heading === undefined ? null : { name: String(heading) } },
    heading === undefined ? null : h('h3', null, String(heading)),
    bar ? hpBar(obj.hp, obj.hp_max, 'hp') : null,
    obj.text ? h('p', { class: 'muted' }, String(obj.text)) : null,
    flags.length ? h('div', { class: 'badges' }, flags) : null,
    fields.filter(([, v]) => v !== true).map(([k, v]) => field(k, v)));
}

/** A field in words: a list of objects as cards side by side, a list of words a line each. */
function field(key, value) {
  const name = h('span', { class: 'board-label' }, label(key) + ': ');
  if (value === null || typeof value !== 'object') return h('div', null, name, String(value ?? '—'));
  let shown;
  if (!Array.isArray(value)) shown = card(value);
  else if (parts(value)) shown = h('div', { class: 'board-cards' }, value.map(card));
  else shown = h('ul', { class: 'board-lines' }, value.map((v) => h('li', null, String(v))));
  return h('div', null, name, shown);
}

/** The seat's actions: a button each, or a list and a button when there are many. */
function choices(legal) {
  if (legal.length <= MAX_BUTTONS) {
    return h('div', { class: 'actions', testid: 'actions' }, legal.map((l, k) => actionButton(l, k)));
  }
  const list = h('select', { testid: 'legal-list' }, legal.map((l, k) => h('option', { value: String(k) }, l.label)));
  return h('div', { class: 'row', testid: 'actions' }, list,
    h('button', { type: 'button', class: 'primary', testid: 'legal-take', disabled: T.pending,
      onclick: () => act(legal[Number(list.value)].action) }, 'Take'));
}

/** What the seat is asked, and its actions when it is to move. */
function turn(snap) {
  const asked = snap.view && typeof snap.view.prompt === 'string' ? snap.view.prompt : '';
  const prompt = asked ? h('p', { class: 'prompt', testid: 'prompt' }, asked) : null;
  if (!snap.your_turn || snap.over) return prompt && h('section', { class: 'panel' }, prompt);
  return h('section', { class: 'panel turn', testid: 'turn' },
    h('h2', null, 'Your move'), prompt, choices(snap.legal || []));
}

/** The screen for snap: what is asked and the actions, the board and the log. */
export function screen(snap) {
  const view = snap.view && typeof snap.view === 'object' && !Array.isArray(snap.view) ? card(snap.view) : field('view', snap.view);
  return h('div', { class: 'generic' },
    h('div', { class: 'generic-main' },
      turn(snap),
      h('section', { class: 'panel board-panel', testid: 'board' }, view)),
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
