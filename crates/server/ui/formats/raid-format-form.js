// The Raid Format form of the home page: the boss set-up, 1 to 5 seats (each a deck, or physical
// cards reported to the app, and who plays it), and the divisor of the mill (RF-18), with how hard
// that set-up measured. Its fields live in home.fields;
// raidFormatRequest() turns them into the request that creates the table.

import { createTable } from '../created.js';
import { h, select } from '../dom.js';
import { choiceSelect, playerChoices } from '../generic_form.js';

/** RF-1: 1 to 5 players. */
const MAX_SEATS = 5;

/** The form's starting fields: the offered default table, every seat a person. */
export function raidFormatDefaults(offer) {
  const d = offer.default;
  return {
    boss: d.boss,
    decks: d.decks.slice(),
    ai: d.decks.map(() => null),
    divisor: d.divisor,
  };
}

/** The body of POST /api/tables for the form as filled in. */
function raidFormatRequest(home) {
  const f = home.fields;
  return { format: 'raid-format', boss: f.boss, decks: f.decks.slice(), divisor: f.divisor, ai: f.ai.slice() };
}

/** The deck of a player with physical cards (assistant mode): a person reports for them. */
const PHYSICAL = 'physical';

/** Seat i+1: its deck and who plays it. */
function seatForm(home, offer, rerender, i) {
  const f = home.fields;
  const seat = i + 1;
  const players = playerChoices(offer);
  const physical = f.decks[i] === PHYSICAL;
  return h('fieldset', { class: 'pair-form', testid: 'seat-form-' + seat },
    h('legend', null, 'Seat ' + seat),
    h('div', { class: 'row wrap' },
      h('label', null, 'Deck ',
        choiceSelect(offer, 'decks', {
          testid: 'seat-' + seat + '-deck',
          onchange: (e) => {
            f.decks[i] = e.target.value;
            if (f.decks[i] === PHYSICAL) f.ai[i] = null;
            rerender();
          },
        }, f.decks[i])),
      h('label', null, 'Played by ',
        select({ testid: 'seat-' + seat + '-player', disabled: physical, onchange: (e) => { f.ai[i] = e.target.value === 'person' ? null : e.target.value; } },
          players, f.ai[i] || 'person'))));
}

/** Sets the number of seats to n, a new seat taking the next offered deck. */
function setSeats(home, offer, n) {
  const f = home.fields;
  const decks = offer.choices.decks.filter((d) => d !== PHYSICAL);
  while (f.decks.length < n) {
    f.decks.push(decks[f.decks.length % decks.length]);
    f.ai.push(null);
  }
  f.decks.length = n;
  f.ai.length = n;
}

/** A measured win rate in words for people choosing a set-up. */
function hardness(rate) {
  if (rate >= 0.4) return 'a fair fight';
  if (rate >= 0.2) return 'hard';
  if (rate >= 0.05) return 'very hard';
  return 'almost unwinnable';
}

/**
 * How hard the set-up chosen is, as measured (`notes.calibration`: the players' win rate by boss,
 * number of players and divisor, greedy AI players, from `altplay calibrate raid-format`).
 */
function difficulty(offer, f) {
  const c = offer.notes && offer.notes.calibration;
  if (!c) return null;
  const players = f.decks.length;
  const at = c.divisors.indexOf(f.divisor);
  const seen = c.sweeps.map((s) => ({ s, row: s.rows.find((r) => r.boss === f.boss && r.players === players) }))
    .filter((x) => x.row && at >= 0);
  const where = players + (players === 1 ? ' player' : ' players') + ' at ×' + f.divisor;
  if (!seen.length) {
    return h('p', { class: 'muted small', testid: 'difficulty' }, 'How hard: not measured with ' + where + '.');
  }
  const rates = seen.map(({ s, row }) => Math.round(row.win_rates[at] * 100) + '% of ' + s.games + ' games with ' + s.decks);
  const best = Math.max(...seen.map(({ row }) => row.win_rates[at]));
  return h('p', { class: 'small difficulty', testid: 'difficulty', data: { rate: String(best) } },
    h('strong', null, 'How hard: ' + hardness(best)), ' — with ' + where + ', AI players (normal) won ' + rates.join('; ') + '.');
}

/** The form; rerender() redraws the home page when the number of seats changes. */
export function raidFormatForm(home, offer, rerender) {
  const f = home.fields;
  const counts = Array.from({ length: MAX_SEATS }, (_, k) => [String(k + 1), String(k + 1)]);
  const divisors = Array.from({ length: 11 }, (_, k) => [String(10 + k), '×' + (10 + k)]);
  return h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createTable(home, raidFormatRequest(home)); } },
    h('div', { class: 'row wrap' },
      h('label', null, 'Boss ',
        choiceSelect(offer, 'boss', { testid: 'boss', onchange: (e) => { f.boss = e.target.value; rerender(); } }, f.boss)),
      h('label', null, 'Players ',
        select({ testid: 'seat-count', onchange: (e) => { setSeats(home, offer, Number(e.target.value)); rerender(); } },
          counts, String(f.decks.length))),
      h('label', { title: 'The mill: the damage counters on the boss at the end of its turn, divided by this number, per player' }, 'Divisor ',
        select({ testid: 'divisor', onchange: (e) => { f.divisor = Number(e.target.value); rerender(); } },
          divisors, String(f.divisor)))),
    difficulty(offer, f),
    h('div', { class: 'pairs-form' }, f.decks.map((_, i) => seatForm(home, offer, rerender, i))),
    h('div', { class: 'error', testid: 'create-error', hidden: true }),
    h('button', { type: 'submit', class: 'primary', testid: 'create-table' }, 'Create Raid Format table'));
}
