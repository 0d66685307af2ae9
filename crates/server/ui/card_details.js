// A printed card, read on a tap: its name, HP, types and stage, each ability and attack with its
// cost, damage and text, its Weakness, Resistance and Retreat Cost, and its rules text, in a
// dialog over the table (kept outside the page the table redraws). The text comes from the
// server (GET /api/formats/FORMAT/cards/ID), fetched once per card.

import { api } from './api.js';
import { h } from './dom.js';

const fetched = new Map();
let tableFormat = null;

/** The format of the table on the page, whose cards a tap reads (table.js sets it). */
export function readCardsOf(format) {
  tableFormat = format;
}

/** The printed card `id` as `format` gives it: {ok, data} or {ok: false, error}, asked once. */
function printed(format, id) {
  const key = format + '/' + id;
  if (!fetched.has(key)) {
    const answer = api('GET', '/api/formats/' + encodeURIComponent(format) + '/cards/' + encodeURIComponent(id));
    fetched.set(key, answer);
    // A failure is not kept: the next tap asks again.
    answer.then((r) => { if (!r.ok) fetched.delete(key); });
  }
  return fetched.get(key);
}

/** The one dialog cards are shown in, made on first use. */
function dialog() {
  let el = document.getElementById('card-details');
  if (!el) {
    el = h('dialog', { id: 'card-details', class: 'card-details', testid: 'card-details' });
    // A tap outside the card (on the backdrop) closes it.
    el.addEventListener('click', (e) => { if (e.target === el) el.close(); });
    document.body.append(el);
  }
  return el;
}

/** "Grass Grass Colorless" as "GGC"-like symbols, each titled with its type. */
function costSymbols(cost) {
  if (!cost.length) return h('span', { class: 'muted' }, 'no cost');
  return h('span', { class: 'cost' }, cost.map((type) => h('span', { class: 'energy-symbol type-' + type.toLowerCase(), title: type }, type[0])));
}

function modifiers(title, list) {
  return list.length ? title + ' ' + list.map((m) => m.type + ' ' + m.value).join(', ') : title + ' none';
}

/** The card's body: what a Pokémon, a Trainer or an Energy card prints. */
function cardBody(card) {
  const kind = card.kind || {};
  const mon = kind.Pokemon;
  const trainer = kind.Trainer;
  const head = [h('strong', { testid: 'card-name' }, card.name), ' ', h('span', { class: 'muted small' }, card.subtypes.join(' · '))];
  if (mon) {
    return [
      h('div', { class: 'card-head' }, head, h('span', { class: 'card-hp', testid: 'card-hp' }, mon.hp + ' HP'), ' ', mon.types.join(' / ')),
      mon.evolves_from ? h('div', { class: 'muted small' }, 'Evolves from ' + mon.evolves_from) : null,
      mon.abilities.map((a) => h('div', { class: 'card-text', testid: 'card-ability' }, h('strong', null, a.type + ': ' + a.name), h('div', null, a.text))),
      mon.attacks.map((a) => h('div', { class: 'card-text', testid: 'card-attack' },
        h('div', { class: 'attack-line' }, costSymbols(a.cost), ' ', h('strong', null, a.name), a.damage ? h('span', { class: 'attack-damage' }, ' ' + a.damage) : null),
        a.text ? h('div', null, a.text) : null)),
      h('div', { class: 'small', testid: 'card-modifiers' },
        modifiers('Weakness', mon.weaknesses) + ' · ' + modifiers('Resistance', mon.resistances) + ' · Retreat ' + mon.retreat_cost),
      card.rules.map((r) => h('div', { class: 'muted small' }, r)),
    ];
  }
  return [
    h('div', { class: 'card-head' }, head),
    trainer && trainer.hp ? h('div', { class: 'card-hp' }, trainer.hp + ' HP') : null,
    card.rules.map((r) => h('div', { class: 'card-text', testid: 'card-rule' }, r)),
  ];
}

/** Opens the dialog on the printed card `id` of `format`. */
export async function showCard(format, id) {
  const el = dialog();
  el.replaceChildren(h('div', { class: 'muted' }, 'Reading the card…'));
  if (!el.open) el.showModal();
  const r = await printed(format, id);
  el.replaceChildren(
    h('div', { class: 'card-details-body' }, r.ok ? cardBody(r.data) : h('div', { class: 'error' }, 'This card cannot be read: ' + r.error)),
    h('button', { class: 'secondary', testid: 'card-close', onclick: () => el.close() }, 'Close'));
}

/** `el` opens the printed card `id` when tapped (or on Enter): a Pokémon in play, a card of a pile. */
export function readable(el, id) {
  const format = tableFormat;
  if (!id || !format) return el;
  el.classList.add('readable');
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  el.dataset.printed = id;
  // A button on the card (choosing it) acts; it does not read the card too.
  const onCard = (e) => !(e.target instanceof Element && e.target.closest('button'));
  el.addEventListener('click', (e) => { if (onCard(e)) showCard(format, id); });
  el.addEventListener('keydown', (e) => { if (e.key === 'Enter' && onCard(e)) showCard(format, id); });
  return el;
}

/** A card out of play as a tile: its name and kind; tapping it reads it. */
export function cardTile(card, testid) {
  return readable(h('span', { class: 'card-tile', testid }, card.name, h('span', { class: 'muted tiny' }, ' ' + card.kind)), card.printed);
}
