// The standard engine's cards in words, for the formats built on it (Raid Format, Team Battle):
// a pile of card ids as "Water Energy ×2, Grass Energy", and a Pokémon in play (the engine's
// InPlay) as one line — its name, the damage on it or its HP left, its Energy, Tools and Special
// Conditions. Each format says how its view names a card id (`nameOf`) and, when the view has
// the printed HP, what it is (`hpOf`).

import { h } from '../dom.js';
import { hpBar } from '../hp.js';

/** The Special Conditions by their bit (TCG-12). */
const CONDITIONS = [[1, 'Asleep'], [2, 'Confused'], [4, 'Paralyzed'], [8, 'Burned'], [16, 'Poisoned']];

/** Cards by name, the same ones counted: "Water Energy ×2, Grass Energy" ('' for none). */
export function cardList(nameOf, ids) {
  const counts = new Map();
  for (const id of ids || []) {
    const name = nameOf(id);
    counts.set(name, (counts.get(name) || 0) + 1);
  }
  return [...counts].map(([name, n]) => (n > 1 ? name + ' ×' + n : name)).join(', ');
}

/**
 * A Pokémon in play: where, name, damage (or an HP bar when `cards.hpOf` knows the printed HP),
 * Energy, Tools, conditions. `cards` is {nameOf, hpOf?}, each taking a card id.
 */
export function pokemonLine(mon, cards, where, testid) {
  const top = mon.stack[mon.stack.length - 1];
  const hp = cards.hpOf ? cards.hpOf(top) : null;
  const conditions = CONDITIONS.filter(([bit]) => mon.conditions & bit).map(([, word]) => word);
  const energy = cardList(cards.nameOf, mon.energy);
  const tools = cardList(cards.nameOf, mon.tools);
  return h('div', { class: 'mon' + (where === 'Active' ? ' active' : ' bench'), testid, data: { damage: String(mon.damage) } },
    h('div', { class: 'mon-line' },
      h('span', { class: 'mon-where' }, where),
      h('span', { class: 'mon-name' }, cards.nameOf(top)),
      mon.damage && !hp ? h('span', { class: 'badge ko' }, mon.damage + ' damage') : null,
      conditions.map((c) => h('span', { class: 'badge effect' }, c))),
    hp ? hpBar(Math.max(0, hp - mon.damage), hp, null, false) : null,
    energy || tools ? h('div', { class: 'muted small' },
      energy ? 'Energy: ' + energy : 'no Energy', tools ? ' · ' + tools : '') : null);
}
