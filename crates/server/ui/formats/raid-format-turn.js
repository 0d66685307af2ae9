// The device's own part of a Raid Format table: its hand, and when it may act, its legal actions
// as buttons labelled in the server's words under what a card's text asks them — attacks first, ending its part of the shared turn
// last — and for a player with physical cards, the form of their reports.

import { actionButton } from '../actions.js';
import { h } from '../dom.js';
import { choicePanel, handList } from './tcg-board.js';
import { reportForm } from './raid-format-report.js';

/** What an action does: the standard game's action on a board, or the format's own ("give"). */
function kind(action) {
  return action.action ? action.action.do : action.do;
}

/** Where a kind of action goes among the buttons: attacks first, ending the turn last. */
function rank(k) {
  return k === 'attack' ? 0 : k === 'end_turn' ? 2 : 1;
}

/** Whether an action is a report of a player with physical cards. */
function isReport(action) {
  return action.do.startsWith('report_');
}

/** The seat's hand, or null for a spectator, a hand it may not see, or physical cards. */
export function handPanel(snap) {
  if (snap.seat === null || snap.seat === undefined) return null;
  const player = snap.view.players[snap.seat];
  const side = player.board.sides[0];
  if (!side.hand || player.physical) return null;
  return h('section', { class: 'panel' }, handList(side, 'Your hand (' + side.hand.length + ')'));
}

/** The "Your move" panel, or null when the seat may not act. */
export function turnPanel(snap) {
  if (!snap.your_turn || snap.over) return null;
  const all = (snap.legal || []).map((l, k) => ({ ...l, k, kind: kind(l.action) }));
  const reports = all.filter((l) => isReport(l.action)).map((l) => l.action);
  const legal = all.filter((l) => !isReport(l.action));
  legal.sort((a, b) => rank(a.kind) - rank(b.kind) || a.k - b.k);
  return h('section', { class: 'panel turn', testid: 'turn' },
    h('h2', null, 'Your move'),
    // The player's own game: they are its seat 0.
    choicePanel(snap.view.players[snap.seat].board, 0),
    reports.length ? reportForm(reports) : null,
    h('div', { class: 'actions', testid: 'actions' }, legal.map((l) => actionButton(l, l.k, l.kind))));
}
