// One player's board in Team Battle, as every device sees it: the player (A1…), their team and
// deck, whose turn it is, Prize cards left, hand, deck and discard counts, "out of the game"
// (TB-9), the Active Pokémon and the Bench. The cards in a hand only on the device of its own
// seat: the server sends no other hand, a teammate's included (TB-6).

import { h } from '../dom.js';
import { cardList, pokemonLine } from './tcg-cards.js';
import { cardsOf, teammate } from './team-battle-seating.js';

/** Who `seat` is to the device: you, your teammate, an opponent; nothing for a spectator. */
function relation(snap, seat) {
  if (snap.seat === null || snap.seat === undefined) return null;
  if (seat === snap.seat) return h('span', { class: 'badge you' }, 'you');
  return h('span', { class: 'badge' }, seat === teammate(snap.seat) ? 'teammate' : 'opponent');
}

/** The Active Pokémon and the Bench (face down during set-up to other devices, TCG-4). */
function pokemon(view, board, name) {
  const cards = cardsOf(view);
  const [activeDown, benchedDown] = board.hidden;
  const active = board.active ? pokemonLine(board.active, cards, 'Active', 'active-' + name)
    : h('div', { class: 'muted small' }, activeDown ? 'Active Pokémon face down' : 'No Active Pokémon');
  const bench = board.bench.length
    ? board.bench.map((mon, i) => pokemonLine(mon, cards, 'Bench', 'bench-' + name + '-' + (i + 1)))
    : h('div', { class: 'muted small' }, benchedDown ? benchedDown + ' Benched face down' : 'Bench empty');
  return h('div', { class: 'tb-play' }, h('div', { class: 'tb-active' }, active), h('div', { class: 'tb-bench' }, bench));
}

/** Seat's board in snap (a Team Battle snapshot); `side` is 'far' or 'near' the device. */
export function boardPanel(snap, seat, side) {
  const v = snap.view;
  const s = v.seats[seat];
  const board = v.game.boards[seat];
  const mine = snap.seat === seat;
  const ai = snap.seats[seat] && snap.seats[seat].ai;
  // A seat may be to move in another's turn: a promotion, an answer (TB-6).
  const toMove = !snap.over && !s.their_turn && snap.may_act.includes(seat);
  const hand = mine && board.hand ? h('div', { class: 'tb-hand small', testid: 'hand', data: { count: String(board.hand.length) } },
    h('strong', null, 'Your hand: '), board.hand.length ? cardList(cardsOf(v).nameOf, board.hand) : h('span', { class: 'muted' }, 'empty')) : null;
  return h('section', {
    class: 'tb-board team-' + s.team.toLowerCase() + ' ' + side + (s.their_turn ? ' their-turn' : '') + (mine ? ' mine' : '') + (s.removed ? ' removed' : ''),
    testid: 'board-' + s.name,
    data: {
      prizes: String(s.prizes_left), hand: String(board.hand_size), deck: String(board.deck),
      discard: String(board.discard.length), removed: String(s.removed), theirTurn: String(s.their_turn),
    },
  },
  h('div', { class: 'pair-head' },
    h('strong', { class: 'tb-name' }, s.name),
    h('span', { class: 'badge team' }, 'Team ' + s.team),
    relation(snap, seat),
    ai ? h('span', { class: 'badge ai' }, 'AI ' + ai) : null,
    s.their_turn ? h('span', { class: 'badge turn', testid: 'turn-badge' }, mine ? 'your turn' : 'their turn') : null,
    toMove ? h('span', { class: 'badge turn' }, 'to move') : null,
    s.removed ? h('span', { class: 'badge ko', testid: 'removed-' + s.name }, 'out of the game') : null),
  h('div', { class: 'small tb-counts', testid: 'counts-' + s.name },
    'Prize cards left ', h('strong', null, String(s.prizes_left)),
    ' · hand ' + board.hand_size + ' · deck ' + board.deck + ' · discard ' + board.discard.length +
    (board.lost_zone.length ? ' · Lost Zone ' + board.lost_zone.length : '')),
  h('div', { class: 'muted tiny' }, 'Deck ' + s.deck_name),
  pokemon(v, board, s.name),
  hand);
}
