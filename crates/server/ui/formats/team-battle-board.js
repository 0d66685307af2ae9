// One player's board in Team Battle, as every device sees it: the player (A1…), their team and
// deck, whose turn it is, Prize cards left, hand, deck and discard counts, "out of the game"
// (TB-9), the Active Pokémon and the Bench (a Pokémon the device may choose now with a button
// on it), the discard pile and Lost Zone opened on a tap (tcg-board.js). The cards in a hand only on the device
// of its own seat: the server sends no other hand, a teammate's included (TB-6).

import { aiBadge } from '../ai.js';
import { h } from '../dom.js';
import { boardPicks, counts, handList, inPlay, piles } from './tcg-board.js';
import { teammate } from './team-battle-seating.js';

/** Who `seat` is to the device: you, your teammate, an opponent; nothing for a spectator. */
function relation(snap, seat) {
  if (snap.seat === null || snap.seat === undefined) return null;
  if (seat === snap.seat) return h('span', { class: 'badge you' }, 'you');
  return h('span', { class: 'badge' }, seat === teammate(snap.seat) ? 'teammate' : 'opponent');
}

/** Seat's board in snap (a Team Battle snapshot); `side` is 'far' or 'near' the device. */
export function boardPanel(snap, seat, side) {
  const v = snap.view;
  const place = v.places[seat];
  const s = v.table.sides[seat];
  const mine = snap.seat === seat;
  const ai = snap.seats[seat] && snap.seats[seat].ai;
  // A seat may be to move in another's turn: a promotion, an answer (TB-6).
  const toMove = !snap.over && !s.their_turn && snap.may_act.includes(seat);
  return h('section', {
    class: 'tb-board team-' + place.team.toLowerCase() + ' ' + side + (s.their_turn ? ' their-turn' : '') + (mine ? ' mine' : '') + (s.removed ? ' removed' : ''),
    testid: 'board-' + s.name,
    data: {
      prizes: String(s.prizes_left), hand: String(s.hand_size), deck: String(s.deck),
      discard: String(s.discard.length), removed: String(s.removed), theirTurn: String(s.their_turn),
    },
  },
  h('div', { class: 'pair-head' },
    h('strong', { class: 'tb-name' }, s.name),
    h('span', { class: 'badge team' }, 'Team ' + place.team),
    relation(snap, seat),
    ai ? aiBadge(ai) : null,
    v.table.first === seat ? h('span', { class: 'badge', testid: 'went-first' }, 'went first') : null,
    s.their_turn ? h('span', { class: 'badge turn', testid: 'turn-badge' }, mine ? 'your turn' : 'their turn') : null,
    toMove ? h('span', { class: 'badge turn' }, 'to move') : null,
    s.removed ? h('span', { class: 'badge ko', testid: 'removed-' + s.name }, 'out of the game') : null),
  counts(s, 'counts-' + s.name),
  h('div', { class: 'muted tiny' }, 'Deck ' + place.deck_name),
  inPlay(s, s.name, boardPicks(snap)),
  mine ? handList(s, 'Your hand') : null,
  piles(s));
}
