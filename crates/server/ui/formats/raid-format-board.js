// One player's board in Raid Format, as every device sees it: Prize cards left, whether the
// player is out or done with the shared turn, the Active and Benched Pokémon (a Pokémon the
// device may choose now with a button on it) and an app player's
// discard pile and Lost Zone opened on a tap (tcg-board.js), and what the boss's last turn did on
// that board (RF-25's orders).

import { aiBadge } from '../ai.js';
import { h } from '../dom.js';
import { boardPicks, inPlay, piles } from './tcg-board.js';

/** Player k's panel in snap (a Raid Format snapshot). */
export function boardPanel(snap, k) {
  const v = snap.view;
  const p = v.players[k];
  const side = p.board.sides[0];
  const seat = snap.seats[k] || {};
  const mine = snap.seat === k;
  const acting = snap.may_act.includes(k);
  return h('div', {
    class: 'pair' + (acting ? ' to-move' : '') + (mine ? ' mine' : ''),
    testid: 'player-' + (k + 1),
    data: { prizes: String(p.prizes_left), out: String(p.out), turnOver: String(p.turn_over) },
  },
  h('div', { class: 'pair-head' },
    h('strong', null, seat.name || p.name),
    mine ? h('span', { class: 'badge you' }, 'you') : null,
    seat.ai ? aiBadge(seat.ai) : null,
    p.physical ? h('span', { class: 'badge', testid: 'physical-' + (k + 1) }, 'physical cards') : null,
    p.out ? h('span', { class: 'badge ko', testid: 'out-' + (k + 1) }, 'out') : null,
    !p.out && p.turn_over ? h('span', { class: 'badge' }, 'turn over') : null,
    acting ? h('span', { class: 'badge turn' }, 'to move') : null),
  h('div', { class: 'small', testid: 'prizes-' + (k + 1) },
    'Prize cards left: ', h('strong', null, String(p.prizes_left)),
    p.physical ? '' : ' · hand ' + side.hand_size + ' · deck ' + side.deck + ' · discard ' + side.discard.length),
  p.physical ? null : inPlay(side, String(k + 1), boardPicks(snap, (a) => (a.do === 'play' && a.player === k ? a.action : null))),
  p.physical ? null : piles(side),
  p.orders.length ? h('div', { class: 'orders', testid: 'orders-' + (k + 1) },
    h('div', { class: 'muted small' }, p.physical ? 'To do on this board for the boss\'s last turn:' : 'The boss\'s last turn on this board:'),
    h('ul', null, p.orders.map((o) => h('li', null, o)))) : null);
}
