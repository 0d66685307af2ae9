// Raid Format's boss panel, which every device shows (RF-25): the boss card with its HP left and
// the Energy on it, its attacks as printed and what its deck holds (before it uses them), its
// deck, discard pile and Lost Zone, its cards this turn, the Stadium in play, and the team's
// Supporters left this turn.

import { cardTile } from '../card_details.js';
import { h } from '../dom.js';
import { namesCounted, pokemonCard } from './tcg-board.js';

/** A count with its name, kept in data-count for tests. */
function count(label, n, testid) {
  return h('span', { class: 'pile', testid, data: { count: String(n) } }, label + ' ', h('strong', null, String(n)));
}

/** The boss's attacks as printed: "Max Tyrant (Water ×3): 240", then its text. */
function attackList(attacks) {
  return h('ul', { class: 'boss-attacks small', testid: 'boss-attacks' }, attacks.map((a) => h('li', null,
    h('strong', null, a.name), ' (' + a.cost + ')', a.damage ? ': ' + a.damage : '',
    a.text ? h('div', { class: 'muted' }, a.text) : null)));
}

/** What the boss deck holds, opened on a tap: each card (read on a tap) with its count. */
function deckList(lines) {
  const total = lines.reduce((n, l) => n + l.count, 0);
  return h('details', { class: 'pile small', testid: 'boss-deck-list' },
    h('summary', null, 'What the boss deck holds (' + total + ' cards)'),
    lines.map((l) => h('span', { class: 'deck-line', data: { count: String(l.count) } }, l.count + ' × ', cardTile(l))));
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
    attackList(boss.attacks),
    deckList(boss.deck_list),
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
