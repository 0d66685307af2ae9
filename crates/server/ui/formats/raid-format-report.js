// The report form of a Raid Format player with physical cards (assistant mode, RF-25): the
// damage their attack did to the boss (in tens), a Supporter they played, the Prize cards they
// took. Each report is one of the seat's legal actions, as the server lists them.

import { act } from '../actions.js';
import { h, select } from '../dom.js';
import { T } from '../table_state.js';

/** Damage is reported in tens (RF-12). */
const STEP = 10;

/** The damage box and its button, from the damage reports the seat may make. */
function damageRow(reports) {
  const max = Math.max(...reports.map((r) => r.damage));
  const r = T.local.report || (T.local.report = { damage: STEP });
  const input = h('input', {
    type: 'number', min: STEP, max, step: STEP, inputmode: 'numeric', class: 'num big', testid: 'report-damage',
    value: String(r.damage), 'aria-label': 'Damage done to the boss',
    oninput: (e) => { r.damage = Number(e.target.value); check(); },
  });
  const send = h('button', { type: 'submit', class: 'primary', testid: 'report-damage-send', disabled: T.pending }, 'Report damage');
  const problem = h('span', { class: 'error small', testid: 'report-problem' });
  function chosen() {
    return reports.find((a) => a.damage === r.damage);
  }
  function check() {
    const ok = !!chosen();
    problem.textContent = ok ? '' : 'a multiple of ' + STEP + ' from ' + STEP + ' to ' + max;
    send.disabled = T.pending || !ok;
  }
  check();
  return h('form', { class: 'row wrap', onsubmit: (e) => { e.preventDefault(); if (chosen()) act(chosen()); } },
    h('span', null, 'Damage your attack did to the boss'), input, send, problem);
}

/** The Prize cards taken: how many, and its button. */
function prizesRow(reports) {
  const list = select({ testid: 'report-prizes', 'aria-label': 'Prize cards taken' },
    reports.map((a) => [String(a.count), String(a.count)]), String(reports[0].count));
  return h('div', { class: 'row wrap' },
    h('span', null, 'Prize cards you took'), list,
    h('button', { type: 'button', testid: 'report-prizes-send', disabled: T.pending,
      onclick: () => act(reports.find((a) => String(a.count) === list.value)) }, 'Report Prize cards'));
}

/** The report form from the seat's report actions (`report_damage`, `report_supporter`, `report_prizes`). */
export function reportForm(actions) {
  const of = (kind) => actions.filter((a) => a.do === kind);
  const damage = of('report_damage');
  const supporter = of('report_supporter');
  const prizes = of('report_prizes');
  return h('div', { class: 'report', testid: 'report' },
    h('div', { class: 'muted small' }, 'Playing with physical cards: tell the app what happened at the table.'),
    damage.length ? damageRow(damage) : null,
    supporter.length ? h('div', { class: 'row' }, h('button', {
      type: 'button', testid: 'report-supporter', disabled: T.pending, onclick: () => act(supporter[0]),
    }, 'I played a Supporter')) : null,
    prizes.length ? prizesRow(prizes) : null);
}
