// Raid Format's cards in words, for every panel of its screen: card ids as names (from the
// view's card_names), a pile of cards as "Water Energy ×2, Grass Energy", and a Pokémon in play
// as one line: its name, the damage on it, its Energy, Tools and Special Conditions.

import { h } from '../dom.js';

/** The Special Conditions by their bit (TCG-12). */
const CONDITIONS = [[1, 'Asleep'], [2, 'Confused'], [4, 'Paralyzed'], [8, 'Burned'], [16, 'Poisoned']];

/** The name of card id. */
export function cardName(view, id) {
  return view.card_names[id] || 'card ' + id;
}

/** Cards by name, the same ones counted: "Water Energy ×2, Grass Energy" ('' for none). */
export function cardList(view, ids) {
  const counts = new Map();
  for (const id of ids || []) {
    const name = cardName(view, id);
    counts.set(name, (counts.get(name) || 0) + 1);
  }
  return [...counts].map(([name, n]) => (n > 1 ? name + ' ×' + n : name)).join(', ');
}

/** A Pokémon in play (the engine's InPlay): where, name, damage, Energy, Tools, conditions. */
export function pokemonLine(view, mon, where, testid) {
  const name = cardName(view, mon.stack[mon.stack.length - 1]);
  const conditions = CONDITIONS.filter(([bit]) => mon.conditions & bit).map(([, word]) => word);
  const energy = cardList(view, mon.energy);
  const tools = cardList(view, mon.tools);
  return h('div', { class: 'mon' + (where === 'Active' ? ' active' : ' bench'), testid, data: { damage: String(mon.damage) } },
    h('div', { class: 'mon-line' },
      h('span', { class: 'mon-where' }, where),
      h('span', { class: 'mon-name' }, name),
      mon.damage ? h('span', { class: 'badge ko' }, mon.damage + ' damage') : null,
      conditions.map((c) => h('span', { class: 'badge effect' }, c))),
    energy || tools ? h('div', { class: 'muted small' },
      energy ? 'Energy: ' + energy : 'no Energy', tools ? ' · ' + tools : '') : null);
}
