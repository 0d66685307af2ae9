// Raid Format's boss panel, which every device shows (RF-25): the boss card with its HP left and
// the Energy on it, its deck, discard pile and Lost Zone, its cards this turn, the Stadium in
// play, and the team's Supporters left this turn.

import { h } from '../dom.js';
import { namesCounted, pokemonCard } from './tcg-board.js';

/** A count with its name, kept in data-count for tests. */
function count(label, n, testid) {
  return h('span', { class: 'pile', testid, data: { count: String(n) } }, label + ' ', h('strong', null, String(n)));
}

/** The boss panel of view v (a Raid Format board). */
export function bossPanel(v) {
  const boss = v.boss;
  const stadium = v.stadium ? v.stadium.name + ' (' + v.stadium.whose + ')' : 'none';
  return h('section', { class: 'panel boss', testid: 'boss' },
    h('div', { class: 'boss-title' },
      h('h2', { testid: 'boss-name' }, boss.name),
      h('span', { class: 'muted small' }, 'boss turn ' + v.boss_turns + ' · divisor ×' + v.divisor)),
    boss.pokemon ? pokemonCard(boss.pokemon, 'Boss', 'boss-card') : null,
    h('div', { class: 'row wrap piles' },
      count('Deck', boss.deck, 'boss-deck'),
      count('Discard', boss.discard, 'boss-discard'),
      count('Lost Zone', boss.lost_zone, 'boss-lost-zone')),
    h('div', { class: 'last-card', testid: 'boss-recent' },
      'This turn: ', boss.recent.length ? namesCounted(boss.recent) : h('span', { class: 'muted' }, 'no boss card yet')),
    h('div', { class: 'small' },
      h('span', { testid: 'stadium' }, 'Stadium: ' + stadium), ' · ',
      h('span', { testid: 'supporters-left', data: { count: String(v.supporters_left) } },
        'Supporters the team may still play: ' + v.supporters_left)));
}
