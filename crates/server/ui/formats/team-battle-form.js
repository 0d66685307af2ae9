// The Team Battle form of the home page: the four seats in their order at the table (A1, B1, A2,
// B2: TB-1), each a deck (`choices.decks`, or a decklist pasted: deck_paste.js) and a person or
// an AI player. Its fields live in
// home.fields; the request that creates the table is made from them on submit.

import { createTable } from '../created.js';
import { pasteBox } from '../deck_paste.js';
import { h, select } from '../dom.js';
import { choiceSelect, playerChoices } from '../generic_form.js';

/** The seats' names, in seat order. */
const SEATS = ['A1', 'B1', 'A2', 'B2'];

/** The form's starting fields: the offered default decks, every seat a person. */
export function teamBattleDefaults(offer) {
  return { decks: offer.default.decks.slice(), ai: SEATS.map(() => null) };
}

/** The request the form makes: the four decks, who plays each seat. */
function teamRequest(f) {
  return { format: 'team-battle', decks: f.decks.slice(), ai: f.ai.slice() };
}

/** Seat i: its deck (chosen, or pasted as a decklist) and who plays it. */
function seatForm(f, offer, i) {
  const seat = i + 1;
  return h('fieldset', { class: 'pair-form team-' + SEATS[i][0].toLowerCase(), testid: 'seat-form-' + seat },
    h('legend', null, SEATS[i] + ' — team ' + SEATS[i][0]),
    h('div', { class: 'row wrap' },
      h('label', null, 'Deck ',
        choiceSelect(offer, 'decks', { testid: 'seat-' + seat + '-deck', onchange: (e) => { f.decks[i] = e.target.value; } }, f.decks[i])),
      h('label', null, 'Played by ',
        select({ testid: 'seat-' + seat + '-player', onchange: (e) => { f.ai[i] = e.target.value === 'person' ? null : e.target.value; } },
          playerChoices(offer), f.ai[i] || 'person'))),
    pasteBox(f.decks, i, () => teamRequest(f), (k) => 'seat-' + (k + 1) + '-paste'));
}

/** The form; submitting it creates the table. */
export function teamBattleForm(home, offer) {
  const f = home.fields;
  return h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createTable(home, teamRequest(f)); } },
    h('p', { class: 'muted small' }, 'Two teams of two, teammates sitting diagonal: clockwise A1, B1, A2, B2; A1 faces B2 and B1 faces A2.'),
    h('div', { class: 'pairs-form' }, SEATS.map((_, i) => seatForm(f, offer, i))),
    h('div', { class: 'error', testid: 'create-error', hidden: true }),
    h('button', { type: 'submit', class: 'primary', testid: 'create-table' }, 'Create Team Battle table'));
}
