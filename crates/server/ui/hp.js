// An HP bar, for the screens that show Pokémon: the HP left of the total as a coloured track and
// as words ("40 / 70 HP"), the numbers kept in data-left and data-total for tests.

import { h } from './dom.js';

/** An HP bar: left of total, coloured by how much is left; big for a boss. */
export function hpBar(left, total, testid, big) {
  const pct = total > 0 ? Math.max(0, Math.min(100, (100 * left) / total)) : 0;
  const tone = pct > 50 ? 'high' : pct > 20 ? 'mid' : 'low';
  return h('div', { class: 'hp' + (big ? ' big' : ''), testid, data: { left: String(left), total: String(total) } },
    h('div', { class: 'hp-track' }, h('div', { class: 'hp-fill ' + tone, style: 'width:' + pct.toFixed(1) + '%' })),
    h('span', { class: 'hp-text' }, left + ' / ' + total + ' HP'));
}
