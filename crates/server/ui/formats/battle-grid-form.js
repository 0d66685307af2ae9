// The Battle Grid form of the home page: each seat's deck (a sample deck or a pasted deck file)
// and who plays it, and the rule options. Its fields live in home.fields; gridRequest() turns them
// into the request that creates the table.

import { createTable } from '../created.js';
import { h, select } from '../dom.js';
import { playerChoices } from '../generic_form.js';

/** The form's starting fields: the first two sample decks, seat 2 played by the greedy AI. */
export function gridDefaults(offer) {
  const decks = offer.choices.decks;
  return {
    decks: [decks[0] || '', decks[1] || decks[0] || ''],
    texts: ['', ''],
    ai: [null, 'greedy'],
    open: false,
    spend: false,
  };
}

/** The form; submitting it creates the table. */
export function gridForm(home, offer) {
  const g = home.fields;
  const players = playerChoices(offer);
  const seatForm = (i) => {
    const seat = i + 1;
    const text = h('textarea', {
      testid: 'grid-deck-' + seat + '-text', rows: 6, hidden: g.decks[i] !== '',
      placeholder: 'Paste a deck file (TOML, 15 cards)',
      oninput: (e) => { g.texts[i] = e.target.value; },
    }, g.texts[i]);
    return h('fieldset', { class: 'pair-form' },
      h('legend', null, 'Seat ' + seat + (i === 0 ? ' (row 1)' : ' (row 5)')),
      h('label', null, 'Deck ',
        select({
          testid: 'grid-deck-' + seat,
          onchange: (e) => { g.decks[i] = e.target.value; text.hidden = e.target.value !== ''; },
        }, offer.choices.decks.map((d) => [d, d]).concat([['', 'my own deck file…']]), g.decks[i])),
      text,
      h('label', null, 'Played by ',
        select({
          testid: 'grid-seat-' + seat + '-player',
          onchange: (e) => { g.ai[i] = e.target.value === 'person' ? null : e.target.value; },
        }, players, g.ai[i] || 'person')));
  };
  return h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createTable(home, gridRequest(home)); } },
    h('div', { class: 'pairs-form two' }, seatForm(0), seatForm(1)),
    h('div', { class: 'row wrap' },
      h('label', { class: 'check' },
        h('input', { type: 'checkbox', testid: 'open-decklists', checked: g.open, onchange: (e) => { g.open = e.target.checked; } }),
        ' Open decklists (both hands shown)'),
      h('label', { class: 'check' },
        h('input', { type: 'checkbox', testid: 'spend', checked: g.spend, onchange: (e) => { g.spend = e.target.checked; } }),
        ' Placing spends tokens')),
    h('div', { class: 'error', testid: 'create-error', hidden: true }),
    h('button', { type: 'submit', class: 'primary', testid: 'create-grid' }, 'Create Battle Grid table'));
}

/** The body of POST /api/tables for the form as filled in. */
function gridRequest(home) {
  const g = home.fields;
  return {
    format: 'battle-grid',
    decks: [0, 1].map((i) => g.decks[i] || g.texts[i]),
    ai: g.ai.slice(),
    open_decklists: g.open,
    spend: g.spend,
  };
}
