// Raid Boss's make-a-table form: the boss, then each position in a row of its own — the hero
// standing there, who plays it (a person or an AI) and, for a person, whether its dice are rolled
// at the table and reported face by face rather than rolled in the app.

import { createTable } from '../created.js';
import { h, select } from '../dom.js';
import { choiceSelect, playerChoices } from '../generic_form.js';

/** One position: its hero, its player and how its dice are rolled. */
function positionRow(f, offer, rerender, i) {
  const person = f.ai[i] === null;
  return h('fieldset', { class: 'pair-form', testid: 'position-' + (i + 1) },
    h('legend', null, 'Position ' + (i + 1) + (i === 0 ? ' (acts first)' : '')),
    h('label', null, 'Hero ', choiceSelect(offer, 'heroes',
      { testid: 'field-heroes-' + (i + 1), onchange: (e) => { f.request.heroes[i] = e.target.value; } }, f.request.heroes[i])),
    h('label', null, ' played by ', select({
      testid: 'seat-' + (i + 1) + '-player',
      onchange: (e) => {
        f.ai[i] = e.target.value === 'person' ? null : e.target.value;
        if (f.ai[i] !== null) f.request.physical[i] = false;
        rerender();
      },
    }, playerChoices(offer), f.ai[i] || 'person')),
    person ? h('label', { class: 'check' },
      h('input', { type: 'checkbox', testid: 'field-physical-' + (i + 1), checked: f.request.physical[i],
        onchange: (e) => { f.request.physical[i] = e.target.checked; } }),
      ' rolls real dice at the table (and reports each face)') : null);
}

/** The form; rerender() redraws the home page (a seat given to an AI has no dice to roll at
 * the table). Submitting it creates the table. */
export function raidBossForm(home, offer, rerender) {
  const f = home.fields;
  return h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createTable(home, { format: offer.format, ...f.request, ai: f.ai.slice() }); } },
    h('div', { class: 'row wrap' }, h('label', null, h('strong', null, 'Boss '),
      choiceSelect(offer, 'boss', { testid: 'field-boss', onchange: (e) => { f.request.boss = e.target.value; } }, f.request.boss))),
    h('div', { class: 'pairs-form' }, f.ai.map((_, i) => positionRow(f, offer, rerender, i))),
    h('div', { class: 'error', testid: 'create-error', hidden: true }),
    h('button', { type: 'submit', class: 'primary', testid: 'create-table' }, 'Create ' + offer.title + ' table'));
}
