// The normal game's board for people, as the server sends it (`people::Board` in altplay-tcg),
// drawn for the formats on that engine (tcg, Team Battle, Raid Format): a Pokémon in play — its
// name, rule box, HP left of its HP, Energy by type, Special Energy, Tools, Special Conditions —,
// a seat's Pokémon and counts, its hand as cards, its discard pile and Lost Zone (opened on a
// tap), the Stadium, and what the game asks now. A tap on a Pokémon or a card reads it
// (card_details.js). Only the server's words are shown: no engine internals.

import { cardTile, readable } from '../card_details.js';
import { h } from '../dom.js';
import { hpBar } from '../hp.js';

/** Names, the same ones counted: "Potion ×2, Great Ball" ('' for none). */
export function namesCounted(names) {
  const counts = new Map();
  for (const name of names || []) counts.set(name, (counts.get(name) || 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? name + ' ×' + n : name)).join(', ');
}

/** The Energy attached: "Grass ×2, Fire, Double Colorless Energy" ('' for none). */
function energyWords(mon) {
  const basic = mon.energy.map((e) => (e.count > 1 ? e.type + ' ×' + e.count : e.type));
  return basic.concat(namesCounted(mon.special_energy) || []).join(', ');
}

/** A Pokémon in play; `where` says where it is ('Active', 'Bench', 'Boss'). */
export function pokemonCard(mon, where, testid) {
  const energy = energyWords(mon);
  return readable(h('div', {
    class: 'mon' + (where === 'Bench' ? ' bench' : ' active'), testid,
    data: { name: mon.name, hpLeft: String(mon.hp_left), hp: String(mon.hp), damage: String(mon.damage) },
  },
  h('div', { class: 'mon-line' },
    h('span', { class: 'mon-where' }, where),
    h('span', { class: 'mon-name' }, mon.name),
    mon.rule_box ? h('span', { class: 'badge' }, mon.rule_box) : null,
    h('span', { class: 'muted tiny' }, mon.stage),
    mon.conditions.map((c) => h('span', { class: 'badge effect' }, c))),
  hpBar(mon.hp_left, mon.hp, null, where === 'Boss'),
  h('div', { class: 'muted small' },
    energy ? 'Energy: ' + energy : 'no Energy',
    mon.tools.length ? ' · ' + namesCounted(mon.tools) : '')), mon.printed);
}

/** A side's Active Pokémon and Bench (face down during set-up, as counts); `key` names the testids. */
export function inPlay(side, key) {
  const down = side.face_down || { active: false, bench: 0 };
  const active = side.active ? pokemonCard(side.active, 'Active', 'active-' + key)
    : h('div', { class: 'muted small' }, down.active ? 'Active Pokémon face down' : 'No Active Pokémon');
  const bench = side.bench.length
    ? side.bench.map((mon, i) => pokemonCard(mon, 'Bench', 'bench-' + key + '-' + (i + 1)))
    : h('div', { class: 'muted small' }, down.bench ? down.bench + ' Benched face down' : 'Bench empty');
  return h('div', { class: 'in-play' }, h('div', { class: 'in-play-active' }, active), h('div', { class: 'in-play-bench' }, bench));
}

/** A side's counts: Prize cards left, hand, deck, discard pile and Lost Zone. */
export function counts(side, testid) {
  return h('div', { class: 'small side-counts', testid },
    'Prize cards left ', h('strong', null, String(side.prizes_left)),
    ' · hand ' + side.hand_size + ' · deck ' + side.deck + ' · discard ' + side.discard.length +
    (side.lost_zone.length ? ' · Lost Zone ' + side.lost_zone.length : ''));
}

/** The hand as cards, when the device may see it (its own, or one revealed); else null. */
export function handList(side, title) {
  if (!side.hand) return null;
  return h('div', { class: 'hand-list small', testid: 'hand', data: { count: String(side.hand.length) } },
    h('strong', null, title + ': '),
    side.hand.length ? side.hand.map((c, i) => cardTile(c, 'hand-card-' + (i + 1))) : h('span', { class: 'muted' }, 'empty'));
}

/** The discard pile and Lost Zone, each opened on a tap to its cards, when they hold any. */
export function piles(side) {
  const pile = (title, cards, testid) => (cards.length
    ? h('details', { class: 'pile small', testid },
      h('summary', null, title + ' (' + cards.length + ')'),
      cards.map((c) => cardTile(c)))
    : null);
  return [pile('Discard pile', side.discard, 'discard-pile'), pile('Lost Zone', side.lost_zone, 'lost-zone')];
}

/** "Stadium: Altar of the Moone (Seat 1)", or ''. */
export function stadiumWords(stadium) {
  return stadium ? 'Stadium: ' + stadium.name + ' (' + stadium.whose + ')' : '';
}

/** What the game asks now, for the status line: [said to the seat asked, said of it]. */
export function promptWords(board) {
  const p = board && board.prompt;
  if (!p) return ['', ''];
  const asks = p.asks + (p.card ? ' (' + p.card + ')' : '');
  return [asks, 'is asked: ' + asks];
}

/** What the game asks now and of whom, with the cards looked at when the device may see them. */
export function promptPanel(board, seat) {
  const p = board.prompt;
  if (!p) return null;
  const who = p.seat === seat ? 'You' : p.who;
  return h('div', { class: 'prompt', testid: 'prompt', data: { seat: String(p.seat) } },
    h('strong', null, who + ': '), p.asks, p.card ? h('span', { class: 'muted' }, ' — ' + p.card) : null,
    p.looked.length ? h('div', { class: 'small', testid: 'looked' }, 'Looking at: ' + namesCounted(p.looked))
      : p.looked_count ? h('div', { class: 'muted small' }, p.who + ' looks at ' + p.looked_count + ' cards') : null);
}
