// The seat's move in a Raid Battle: a button per legal action (coin attacks grouped apart, to be
// answered with the heads flipped on real coins), and for a seat playing physical cards the
// form that reports the damage its attack did.

import { act } from '../actions.js';
import { h } from '../dom.js';
import { T } from '../table_state.js';

/** An action's kind: its name (a string action) or its one key. */
function actionKind(action) {
  if (typeof action === 'string') return action;
  return Object.keys(action)[0];
}

/** The "Your move" panel, or null when it is not the seat's turn. */
export function turnPanel(snap) {
  if (!snap.your_turn || snap.over) return null;
  const legal = snap.legal || [];
  // Reports are a number and a box, not 200 buttons.
  const reports = legal.filter((l) => l.action && l.action.report).map((l) => l.action.report);
  const groups = { main: [], flips: [] };
  legal.forEach((l, k) => {
    if (l.action && l.action.report) return;
    const kind = actionKind(l.action);
    const button = h('button', {
      type: 'button',
      class: 'action ' + kind,
      testid: 'legal-' + k,
      disabled: T.pending,
      data: { kind, action: JSON.stringify(l.action) },
      onclick: () => act(l.action),
    }, kind === 'flips' ? '🪙 ' + l.label : l.label);
    (kind === 'flips' ? groups.flips : groups.main).push(button);
  });
  const parts = [h('h2', null, 'Your move')];
  if (groups.main.length) parts.push(h('div', { class: 'actions', testid: 'actions' }, groups.main));
  if (groups.flips.length) {
    parts.push(h('div', { class: 'flips', testid: 'flips' },
      h('div', { class: 'muted small' }, 'Coin attacks: flip real coins, then tap how many heads'), groups.flips));
  }
  if (reports.length) parts.push(reportForm(reports));
  return h('section', { class: 'panel turn', testid: 'turn' }, parts);
}

/** The damage report form, from the reports the seat may make (damage, and GX or not). */
function reportForm(reports) {
  const max = Math.max(...reports.map((r) => r.damage));
  const step = 10;
  const report = { gx: reports.some((r) => r.gx) };
  const r = T.local.report || (T.local.report = { damage: 0, gx: false });
  const input = h('input', {
    type: 'number', min: 0, max, step, inputmode: 'numeric', class: 'num big', testid: 'report-damage',
    value: String(r.damage), 'aria-label': 'Damage done',
    oninput: (e) => { r.damage = e.target.value === '' ? 0 : Number(e.target.value); check(); },
  });
  const msg = h('span', { class: 'error small', testid: 'report-problem' });
  const send = h('button', {
    type: 'submit', class: 'primary', testid: 'report-send', disabled: T.pending,
  }, 'Report damage');
  function check() {
    const d = Number(r.damage);
    const ok = Number.isInteger(d) && d >= 0 && d <= max && d % step === 0;
    msg.textContent = ok ? '' : 'a multiple of ' + step + ' from 0 to ' + max;
    send.disabled = T.pending || !ok;
    return ok;
  }
  const bump = (delta) => () => {
    const d = Math.max(0, Math.min(max, (Number(r.damage) || 0) + delta));
    r.damage = d - (d % step);
    input.value = String(r.damage);
    check();
  };
  const form = h('form', {
    class: 'report', testid: 'report',
    onsubmit: (e) => {
      e.preventDefault();
      if (!check()) return;
      act({ report: { damage: Number(r.damage), gx: !!(report.gx && r.gx) } });
    },
  },
  h('div', { class: 'muted small' }, 'Played with physical cards? Report the damage your attack did to the boss:'),
  h('div', { class: 'row' },
    h('button', { type: 'button', testid: 'report-minus', onclick: bump(-step) }, '−' + step),
    input,
    h('button', { type: 'button', testid: 'report-plus', onclick: bump(step) }, '+' + step),
    h('button', { type: 'button', testid: 'report-plus50', onclick: bump(50) }, '+50')),
  report.gx ? h('label', { class: 'check' },
    h('input', { type: 'checkbox', testid: 'report-gx', checked: r.gx, onchange: (e) => { r.gx = e.target.checked; } }),
    ' it was a GX attack (once per pair)') : null,
  h('div', { class: 'row' }, send, msg));
  check();
  return form;
}
