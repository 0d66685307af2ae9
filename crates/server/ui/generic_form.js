// The make-a-table form of a format without a form of its own: the format's default request
// (from GET /api/options) with a list for each field the format offers choices for (decks may
// be pasted as decklists too: deck_paste.js), a box for each yes/no field, and who plays each
// seat.

import { createTable } from './created.js';
import { aiChoices } from './ai.js';
import { pasteBox } from './deck_paste.js';
import { h, searchSelect, select } from './dom.js';

/** Who may play a seat, as [value, label] choices: a person, or one of the AI players offered. */
export function playerChoices(offer) {
  return aiChoices(offer.players);
}

/** A list longer than this gets a search box. */
const SEARCH_FROM = 12;

/** The values `field` may take as [value, label] pairs, in the words the format gives them. */
export function choicesOf(offer, field) {
  const labels = (offer.labels && offer.labels[field]) || {};
  return offer.choices[field].map((c) => [c, labels[c] || c]);
}

/** A drop-down of the values `field` may take, with a search box when they are many. */
export function choiceSelect(offer, field, props, current) {
  const choices = choicesOf(offer, field);
  return choices.length > SEARCH_FROM
    ? searchSelect(props, choices, current, 'Search ' + field.replace(/_/g, ' '))
    : select(props, choices, current);
}

/** The form's fields: the offered default request, every seat a person. */
export function defaults(offer) {
  return { request: structuredClone(offer.default), ai: new Array(offer.seats).fill(null) };
}

/** A control for one value of `field` (item `index` of a list, or the value itself). */
function control(fields, offer, field, index) {
  const holder = index === null ? fields.request : fields.request[field];
  const key = index === null ? field : index;
  const value = holder[key];
  const testid = 'field-' + field + (index === null ? '' : '-' + (index + 1));
  const choices = offer.choices[field];
  if (typeof value === 'boolean') {
    return h('input', { type: 'checkbox', testid, checked: value, onchange: (e) => { holder[key] = e.target.checked; } });
  }
  if (Array.isArray(choices) && choices.every((c) => typeof c === 'string')) {
    return choiceSelect(offer, field, { testid, onchange: (e) => { holder[key] = e.target.value; } }, value);
  }
  if (Array.isArray(choices) && choices.every((c) => typeof c === 'number')) {
    return select({ testid, onchange: (e) => { holder[key] = Number(e.target.value); } },
      choices.map((c) => [String(c), String(c)]), String(value));
  }
  return h('input', { testid, value: JSON.stringify(value), onchange: (e) => {
    try { holder[key] = JSON.parse(e.target.value); } catch (_) { holder[key] = e.target.value; }
  } });
}

/** A label for people from a request field's name: `open_decklists` → "Open decklists". */
function title(field) {
  const words = field.replace(/_/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
}

/** The form; submitting it creates the table. */
export function form(home, offer) {
  const f = home.fields;
  const request = () => ({ format: offer.format, ...f.request, ai: f.ai.slice() });
  const rows = Object.keys(f.request).map((field) => {
    const value = f.request[field];
    // Decks may also be pasted as decklists (the normal game's engine).
    const paste = (i) => (field === 'decks' ? pasteBox(value, i, request, (k) => 'field-decks-' + (k + 1) + '-paste') : null);
    const controls = Array.isArray(value)
      ? value.map((_, i) => h('div', { class: 'item' }, h('label', null, (i + 1) + ' ', control(f, offer, field, i)), paste(i)))
      : [control(f, offer, field, null)];
    return h('div', { class: 'row wrap' }, h('strong', null, title(field) + ' '), controls);
  });
  const players = playerChoices(offer);
  const seats = f.ai.map((ai, i) => h('label', null, 'Seat ' + (i + 1) + ' played by ',
    select({ testid: 'seat-' + (i + 1) + '-player', onchange: (e) => { f.ai[i] = e.target.value === 'person' ? null : e.target.value; } },
      players, ai || 'person')));
  return h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createTable(home, request()); } },
    rows,
    h('div', { class: 'row wrap' }, seats),
    h('div', { class: 'error', testid: 'create-error', hidden: true }),
    h('button', { type: 'submit', class: 'primary', testid: 'create-table' }, 'Create ' + offer.title + ' table'));
}

/** Nothing to do once the form is drawn. */
export function shown() {}
