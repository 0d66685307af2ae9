// The building screen of a Sealed table (TB-13), each seat on its own device: its pool as cards,
// sorted and filtered by type and stage, each added to or taken from the deck; basic Energy added
// freely; the count and the rule check; the AI's build; "ready"; and the trade panel, where a
// card of the pool is offered to the teammate, who accepts or declines it. Every button is one
// of the seat's legal actions (the server's), so the screen never offers what the rules refuse.

import { actionButton, legalWhere } from '../actions.js';
import { readable } from '../card_details.js';
import { h, select } from '../dom.js';
import { T, render } from '../table_state.js';

/** The basic Energy types, as the server names them. */
const ENERGY = ['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Fairy'];

/** Stages and kinds in the order a deck list gives them. */
const STAGES = ['Basic', 'Stage 1', 'Stage 2', 'Item', 'Pokémon Tool', 'Supporter', 'Stadium', 'Special'];

/** What the seat chose to see of its pool, kept while the page redraws. */
function filters() {
  T.local.sealed ??= { type: 'all', stage: 'all', sort: 'type' };
  return T.local.sealed;
}

/** A card's type for the filter: its first Pokémon type, else "Trainer" or "Energy". */
const typeOf = (card) => card.types[0] || card.supertype;

/** A card's stage or kind for the filter: the first of its subtypes the list above knows. */
const stageOf = (card) => STAGES.find((s) => card.subtypes.includes(s)) || card.supertype;

/** The order of the pool: by type, by stage, or by name, then by name. */
function sorted(ids, cards, by) {
  const key = (id) => {
    const c = cards[id];
    const type = ['Trainer', 'Energy'].indexOf(c.supertype) + 1;
    const stage = STAGES.indexOf(stageOf(c));
    if (by === 'name') return [c.name];
    if (by === 'stage') return [String(stage).padStart(2, '0'), c.name];
    return [String(type), typeOf(c), String(stage).padStart(2, '0'), c.name];
  };
  return ids.slice().sort((a, b) => key(a).join('|').localeCompare(key(b).join('|')) || a.localeCompare(b));
}

/** The seat's legal action that does `what` (to `card` or `energy`), as [l, k], if any. */
function legalTo(snap, what, field, value) {
  return legalWhere(snap, (a) => a.do === what && (field === undefined || a[field] === value))[0];
}

/** A button for the legal action found, with a short text; nothing when it is not legal. */
function button(found, text, kind) {
  return found ? actionButton(found[0], found[1], kind, text) : null;
}

/** The filter and sort drop-downs. */
function filterRow(cards) {
  const f = filters();
  const ids = Object.keys(cards);
  const types = [...new Set(ids.map((id) => typeOf(cards[id])))].sort();
  const stages = STAGES.concat(['Energy']).filter((s) => ids.some((id) => stageOf(cards[id]) === s));
  const pick = (key) => (e) => { f[key] = e.target.value; render(); };
  return h('div', { class: 'row wrap sealed-filters' },
    h('label', null, 'Type ', select({ testid: 'filter-type', onchange: pick('type') },
      [['all', 'All types']].concat(types.map((t) => [t, t])), f.type)),
    h('label', null, 'Stage ', select({ testid: 'filter-stage', onchange: pick('stage') },
      [['all', 'All stages']].concat(stages.map((s) => [s, s])), f.stage)),
    h('label', null, 'Sort ', select({ testid: 'sort', onchange: pick('sort') },
      [['type', 'by type'], ['stage', 'by stage'], ['name', 'by name']], f.sort)));
}

/** One card of the pool: its tile (read on a tap), how many are held and in the deck, and the
 * buttons for it: add and remove, or offer it while a card to offer is chosen. */
function poolRow(snap, id, card) {
  const v = snap.view;
  const held = v.pool[id] || 0;
  const used = v.deck[id] || 0;
  const tile = readable(h('span', { class: 'card-tile' }, card.name,
    h('span', { class: 'muted tiny' }, ' ' + [stageOf(card), ...card.types].join(' · '))), id);
  const buttons = choosingOffer(snap)
    ? [button(legalTo(snap, 'offer', 'card', id), 'Offer', 'offer')]
    : [button(legalTo(snap, 'remove', 'card', id), '−', 'remove'), button(legalTo(snap, 'add', 'card', id), '+', 'add')];
  return h('li', { class: 'sealed-card' + (used ? ' in-deck' : ''), testid: 'pool-card', data: { id, held: String(held), used: String(used) } },
    tile, h('span', { class: 'sealed-count', testid: 'in-deck' }, used + ' / ' + held),
    h('span', { class: 'sealed-buttons' }, buttons));
}

/** The pool, filtered and sorted as chosen. */
function poolList(snap) {
  const { cards, pool } = snap.view;
  const f = filters();
  const ids = sorted(Object.keys(pool).filter((id) => cards[id]), cards, f.sort)
    .filter((id) => (f.type === 'all' || typeOf(cards[id]) === f.type) && (f.stage === 'all' || stageOf(cards[id]) === f.stage));
  return h('section', { class: 'panel', testid: 'pool' },
    h('h2', null, 'Your pool'),
    filterRow(cards),
    h('p', { class: 'muted small' }, 'In deck / held. Tap a card to read it.'),
    ids.length ? h('ul', { class: 'sealed-pool' }, ids.map((id) => poolRow(snap, id, cards[id])))
      : h('p', { class: 'muted' }, 'No card of your pool is of that type and stage.'));
}

/** Basic Energy, added freely: a stepper per type. */
function energyPanel(snap) {
  const energy = snap.view.energy || {};
  return h('section', { class: 'panel', testid: 'energy' },
    h('h2', null, 'Basic Energy'),
    h('ul', { class: 'sealed-energy' }, ENERGY.map((type) => h('li', { testid: 'energy-' + type.toLowerCase(), data: { count: String(energy[type] || 0) } },
      h('span', { class: 'energy-symbol type-' + type.toLowerCase(), title: type }, type[0]), ' ', type, ' ',
      button(legalTo(snap, 'remove_energy', 'energy', type), '−', 'remove'),
      h('strong', { class: 'sealed-count' }, String(energy[type] || 0)),
      button(legalTo(snap, 'add_energy', 'energy', type), '+', 'add')))));
}

/** The deck's size and what the rules still ask, then the AI's build and "ready". */
function deckPanel(snap) {
  const v = snap.view;
  const size = Object.values(v.deck).reduce((n, c) => n + c, 0) + Object.values(v.energy).reduce((n, c) => n + c, 0);
  const ready = v.ready[v.seat];
  const check = ready ? 'Your deck is ready.' : v.check ? v.check.charAt(0).toUpperCase() + v.check.slice(1) + '.' : 'Your deck keeps the rules: say you are ready when it is done.';
  return h('section', { class: 'panel', testid: 'deck' },
    h('h2', null, 'Your deck: ', h('span', { testid: 'deck-count', data: { count: String(size) } }, size + ' / 40')),
    h('p', { class: v.check && !ready ? 'error-text' : 'ok-text', testid: 'rule-check' }, check),
    h('div', { class: 'row wrap' },
      button(legalTo(snap, 'build_for_me'), 'Let the AI build my deck'),
      button(legalTo(snap, 'ready'), 'Ready', 'primary')));
}

/** Whether the seat is choosing the card to offer. */
const choosingOffer = (snap) => Boolean(legalTo(snap, 'cancel_offer'));

/** The trade panel: the teammate's offer to answer, this seat's offer waiting, or offering one. */
function tradePanel(snap) {
  const v = snap.view;
  const name = (id) => (v.cards[id] ? v.cards[id].name : id);
  const teammate = (offer) => v.seats[offer.from === v.seat ? offer.to : offer.from];
  let body;
  if (v.offer_to_me) {
    body = [h('p', { testid: 'offer-incoming' }, teammate(v.offer_to_me) + ' offers you ',
      readable(h('strong', null, name(v.offer_to_me.card)), v.offer_to_me.card), '.'),
    h('div', { class: 'row' }, button(legalTo(snap, 'accept'), 'Accept', 'primary'), button(legalTo(snap, 'decline'), 'Decline'))];
  } else if (v.offer_made) {
    body = h('p', { testid: 'offer-waiting' }, 'You offered ' + name(v.offer_made.card) + ' to ' + teammate(v.offer_made) + '; waiting for their answer.');
  } else if (choosingOffer(snap)) {
    body = [h('p', null, 'Choose a card of your pool to offer (its Offer button).'), button(legalTo(snap, 'cancel_offer'), 'Cancel')];
  } else {
    body = [h('p', { class: 'muted small' }, 'Give your teammate a card of your pool they could use; they accept or decline it.'),
      button(legalTo(snap, 'choose_offer'), 'Offer a card…')];
  }
  return h('section', { class: 'panel', testid: 'trade' }, h('h2', null, 'Trade with your teammate'), body);
}

/** Who is ready. */
function readiness(v) {
  return h('p', { class: 'small', testid: 'readiness' }, v.seats.map((seat, i) => h('span', {
    class: 'badge' + (v.ready[i] ? ' ok' : ''), testid: 'ready-' + seat, data: { ready: String(v.ready[i]) },
  }, seat + (v.ready[i] ? ' ready' : ' building'))), ' The game starts when all are ready.');
}

/** The building screen for snap (a Sealed table's snapshot while decks are built). */
export function buildScreen(snap) {
  const v = snap.view;
  const head = h('section', { class: 'panel' },
    h('h2', null, 'Build your deck — ' + v.set),
    h('p', { class: 'muted small' }, '40 cards from the packs you opened and any basic Energy, with at least one Basic Pokémon. Any number of copies of a card you hold.'),
    readiness(v));
  if (v.seat === null || v.seat === undefined) return h('div', { class: 'sealed', testid: 'sealed-build' }, head);
  const trade = v.seats.length > 2 ? tradePanel(snap) : null;
  return h('div', { class: 'sealed', testid: 'sealed-build' }, head, deckPanel(snap), trade, poolList(snap), energyPanel(snap));
}
