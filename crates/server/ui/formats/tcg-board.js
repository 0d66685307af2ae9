// The normal game's board for people, as the server sends it (`people::Board` in altplay-tcg),
// drawn for the formats on that engine (tcg, Team Battle, Raid Format): a Pokémon in play — its
// name, rule box, HP left of its HP, Energy by type, Special Energy, Tools, Special Conditions —,
// a seat's Pokémon and counts, its hand as cards, its discard pile and Lost Zone (opened on a
// tap), the Stadium, and what the game asks now with the cards it looks at. A tap on a Pokémon or
// a card reads it (card_details.js); a Pokémon the device may choose now (a pick, a promotion)
// carries a button that chooses it; the cards a draw or a search just gave are marked new
// (hand-news.js). Only the server's words are shown: no engine internals.

import { actionButton } from '../actions.js';
import { cardTile, readable } from '../card_details.js';
import { h } from '../dom.js';
import { hpBar } from '../hp.js';
import { newInHand } from './hand-news.js';

/** The standard game's actions that choose a Pokémon in play, and their words on its card. */
const PICKS = { pick_pokemon: 'Choose', promote: 'Promote' };

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

/**
 * The device's legal actions that choose a Pokémon in play, by the Pokémon's uid, each with its
 * index in `legal`. `own` gives the standard game's action of a legal action on this board, or
 * null for another board's (Raid Format wraps each player's).
 */
export function boardPicks(snap, own = (action) => action) {
  const picks = new Map();
  if (!snap.your_turn || snap.over) return picks;
  (snap.legal || []).forEach((l, k) => {
    const action = own(l.action);
    if (!action || !PICKS[action.do]) return;
    picks.set(action.pokemon, (picks.get(action.pokemon) || []).concat({ ...l, k, text: PICKS[action.do] }));
  });
  return picks;
}

/**
 * A Pokémon in play; `where` says where it is ('Active', 'Bench', 'Boss'); `picks` (from
 * boardPicks) are the actions that choose it, each a button on it.
 */
export function pokemonCard(mon, where, testid, picks) {
  const energy = energyWords(mon);
  const choose = (picks && picks.get(mon.uid)) || [];
  return readable(h('div', {
    class: 'mon' + (where === 'Bench' ? ' bench' : ' active') + (choose.length ? ' pickable' : ''), testid,
    data: { uid: String(mon.uid), name: mon.name, hpLeft: String(mon.hp_left), hp: String(mon.hp), damage: String(mon.damage) },
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
    mon.tools.length ? ' · ' + namesCounted(mon.tools) : ''),
  choose.length ? h('div', { class: 'row wrap' }, choose.map((l) => actionButton(l, l.k, 'pick-on-board', l.text))) : null),
  mon.printed);
}

/**
 * A side's Active Pokémon and Bench (face down during set-up, as counts); `key` names the
 * testids; `picks` (from boardPicks) the actions that choose one of them.
 */
export function inPlay(side, key, picks) {
  const down = side.face_down || { active: false, bench: 0 };
  const active = side.active ? pokemonCard(side.active, 'Active', 'active-' + key, picks)
    : h('div', { class: 'muted small' }, down.active ? 'Active Pokémon face down' : 'No Active Pokémon');
  const bench = side.bench.length
    ? side.bench.map((mon, i) => pokemonCard(mon, 'Bench', 'bench-' + key + '-' + (i + 1), picks))
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

/**
 * The hand as cards, when the device may see it (its own, or one revealed), the cards just
 * drawn or found marked new and named first; else null.
 */
export function handList(side, title) {
  if (!side.hand) return null;
  const fresh = newInHand(side.hand, side.seat + ' ' + title);
  const news = side.hand.filter((_, i) => fresh[i]);
  return h('div', { class: 'hand-list small', testid: 'hand', data: { count: String(side.hand.length) } },
    news.length ? h('div', { testid: 'hand-news' }, 'New in ' + title.toLowerCase() + ': ' + namesCounted(news.map((c) => c.name))) : null,
    h('strong', null, title + ': '),
    side.hand.length
      ? side.hand.map((c, i) => {
        const tile = cardTile(c, 'hand-card-' + (i + 1));
        if (fresh[i]) tile.classList.add('new');
        return tile;
      })
      : h('span', { class: 'muted' }, 'empty'));
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

/** What a card's text asks now, for a move panel beside a status line that says the rest. */
export function choicePanel(board, seat) {
  return board.prompt && board.prompt.card ? promptPanel(board, seat) : null;
}

/** What the game asks now, for the status line: [said to the seat asked, said of it]. */
export function promptWords(board) {
  const p = board && board.prompt;
  if (!p) return ['', ''];
  const asks = p.asks + (p.card ? ' (' + p.card + ')' : '');
  return [asks, 'is asked: ' + asks];
}

/**
 * What the game asks now and of whom (`seat` is the device's, said "You"), with the cards a text
 * looks at: as cards when the device may see them, else how many.
 */
export function promptPanel(board, seat) {
  const p = board.prompt;
  if (!p) return null;
  const who = p.seat === seat ? 'You' : p.who;
  return h('div', { class: 'prompt', testid: 'prompt', data: { seat: String(p.seat) } },
    h('strong', null, who + ': '), p.asks, p.card ? h('span', { class: 'muted' }, ' — ' + p.card) : null,
    p.looked.length ? h('div', { class: 'small', testid: 'looked' }, 'Looking at: ', p.looked.map((c, i) => cardTile(c, 'looked-card-' + (i + 1))))
      : p.looked_count ? h('div', { class: 'muted small' }, p.who + ' looks at ' + p.looked_count + ' cards') : null);
}
