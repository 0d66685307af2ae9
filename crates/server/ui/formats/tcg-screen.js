// The normal game's table screen (`tcg`): the two sides across the table — the device's own at
// the bottom (a spectator's seat 1) —, between them the turn, the Stadium and what the game asks
// now; beside them the device's move, its legal actions as buttons in the server's words (a
// Pokémon to choose also on its card); the log. Every card is drawn from the board for people (tcg-board.js).

import { actionButton } from '../actions.js';
import { aiBadge } from '../ai.js';
import { readable } from '../card_details.js';
import { h } from '../dom.js';
import { logBox } from '../log.js';
import { boardPicks, counts, handList, inPlay, piles, promptPanel, stadiumWords } from './tcg-board.js';

/** One seat's side: its name and badges, counts, Pokémon, its hand if the device may see it. */
function sidePanel(snap, side, where) {
  const mine = snap.seat === side.seat;
  const ai = snap.seats[side.seat] && snap.seats[side.seat].ai;
  return h('section', {
    class: 'side-board ' + where + (side.their_turn ? ' their-turn' : '') + (mine ? ' mine' : ''),
    testid: 'side-' + (side.seat + 1),
    data: { prizes: String(side.prizes_left), hand: String(side.hand_size), deck: String(side.deck), discard: String(side.discard.length) },
  },
  h('div', { class: 'pair-head' },
    h('strong', null, side.name),
    mine ? h('span', { class: 'badge you' }, 'you') : null,
    ai ? aiBadge(ai) : null,
    snap.view.first === side.seat ? h('span', { class: 'badge', testid: 'went-first' }, 'went first') : null,
    side.their_turn ? h('span', { class: 'badge turn' }, mine ? 'your turn' : 'their turn') : null),
  counts(side, 'counts-' + (side.seat + 1)),
  inPlay(side, String(side.seat + 1), boardPicks(snap)),
  handList(side, mine ? 'Your hand' : 'Hand (revealed)'),
  piles(side));
}

/** Between the two sides: the turn, the Stadium, what the game asks now. */
function middle(snap) {
  const b = snap.view;
  return h('div', { class: 'tb-middle', testid: 'turn-info', data: { turn: String(b.turn) } },
    h('strong', null, b.turn === 0 ? 'Set-up' : 'Turn ' + b.turn),
    b.stadium ? readable(h('span', { class: 'muted', testid: 'stadium' }, stadiumWords(b.stadium)), b.stadium.printed) : null,
    promptPanel(b, snap.seat));
}

/** The device's legal actions as labelled buttons, when it may act. */
function movePanel(snap) {
  if (!snap.your_turn || snap.over) return null;
  return h('section', { class: 'panel turn', testid: 'turn' },
    h('h2', null, 'Your move'),
    h('div', { class: 'actions', testid: 'actions' }, (snap.legal || []).map((l, k) => actionButton(l, k, l.action.do))));
}

/** The screen for snap (a tcg snapshot). */
export function tcgScreen(snap) {
  const sides = snap.view.sides;
  const near = snap.seat === null || snap.seat === undefined ? 0 : snap.seat;
  const far = sides.filter((s) => s.seat !== near);
  return h('div', { class: 'tcg-screen' },
    h('div', null,
      movePanel(snap),
      h('section', { class: 'tcg-table', testid: 'boards' },
        far.map((s) => sidePanel(snap, s, 'far')),
        middle(snap),
        sidePanel(snap, sides[near], 'near'))),
    logBox(snap));
}
