// Raid Boss's dice: a die drawn with its pips, the Ability Roll as a tray of them (tap a die to
// choose it; its Booster and Temporal Shard are offered on it), the six faces a seat rolling real
// dice reports from, and "Finish assigning", which asks first when dice would go unused.

import { act, actionButton, legalWhere } from '../actions.js';
import { h } from '../dom.js';
import { T, render } from '../table_state.js';

/** Where the pips of each face sit on a 3×3 grid, read left to right, top to bottom. */
const PIPS = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die showing `face`, with its pips; `extra` adds classes ("bonus", "chosen", "used"). */
export function dieFace(face, extra) {
  const on = new Set(PIPS[face] || []);
  return h('span', { class: 'die' + (extra ? ' ' + extra : ''), role: 'img', 'aria-label': 'a die showing ' + face, data: { face: String(face) } },
    [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => h('span', { class: 'pip' + (on.has(k) ? ' on' : '') })));
}

/** The dice of the roll some legal action uses now (to put, boost or re-roll). */
function usableDice(snap) {
  return new Set(legalWhere(snap, (a) => a.die !== undefined).map(([l]) => l.action.die));
}

/** The die the seat has chosen to put somewhere: the one tapped, else the first usable one;
 * null when no die can be used now. */
export function chosenDie(snap) {
  const usable = usableDice(snap);
  if (usable.has(T.local.die)) return T.local.die;
  return usable.size ? Math.min(...usable) : null;
}

/** The legal actions of kind `what` on die `die`, each with its index in snap.legal. */
function dieActions(snap, what, die) {
  return legalWhere(snap, (a) => a.do === what && a.die === die);
}

/** The roll on the table as dice: each free die a button that chooses it (with its Booster and
 * Shard when it is chosen), each assigned die marked with its ability. */
export function diceTray(snap) {
  const dice = snap.view.dice;
  if (!dice) return null;
  const chosen = snap.your_turn ? chosenDie(snap) : null;
  const usableNow = usableDice(snap);
  const die = (d, i) => {
    const usable = usableNow.has(i);
    const classes = [d.bonus ? 'bonus' : '', d.assigned_to ? 'used' : '', i === chosen ? 'chosen' : ''].filter(Boolean).join(' ');
    const face = dieFace(d.face, classes);
    const shown = usable && snap.your_turn
      ? h('button', { type: 'button', class: 'die-button', testid: 'die-' + (i + 1), 'aria-pressed': String(i === chosen),
        title: d.name + ': tap to choose it', onclick: () => { T.local.die = i; render(); } }, face)
      : h('span', { testid: 'die-' + (i + 1) }, face);
    return h('div', { class: 'die-slot', data: { face: String(d.face), assigned: d.assigned_to || '' } },
      shown,
      h('div', { class: 'tiny muted' }, d.name + (d.bonus ? ' · Bonus' : '')),
      d.assigned_to ? h('div', { class: 'tiny' }, '→ ' + d.assigned_to) : null,
      i === chosen ? h('div', { class: 'die-tools' },
        dieActions(snap, 'use_booster', i).map(([l, k]) => actionButton(l, k, 'booster', '+1 Booster')),
        dieActions(snap, 'use_shard', i).map(([l, k]) => actionButton(l, k, 'shard', 'Re-roll (Shard)'))) : null);
  };
  return h('div', { class: 'dice-tray', testid: 'dice' },
    h('div', { class: 'dice-row' }, dice.roll.map(die)),
    h('div', { class: 'small muted' },
      dice.pips_left + ' pips left to assign',
      dice.paying ? ' · paying ' + dice.paying : '',
      dice.to_report ? ' · ' + dice.to_report + ' still to roll at the table' : ''));
}

/** The faces a seat rolling real dice reports: one die button per face. */
export function reportFaces(snap) {
  const faces = legalWhere(snap, (a) => a.do === 'die');
  if (!faces.length) return null;
  return h('div', { class: 'report-faces', testid: 'report-faces' },
    h('div', { class: 'small muted' }, faces[0][0].label.replace(/ shows \d$/, '') + ': tap the face it shows'),
    h('div', { class: 'dice-row' }, faces.map(([l, k]) => h('button', {
      type: 'button', class: 'die-button', testid: 'legal-' + k, disabled: T.pending, title: l.label, 'aria-label': l.label,
      onclick: () => act(l.action),
    }, dieFace(l.action.value)))));
}

/** What finishing now gives up, in words; empty when nothing is lost. */
function finishCost(dice) {
  const free = dice.roll.filter((d) => !d.assigned_to);
  const parts = [];
  const unused = free.filter((d) => !d.bonus).map((d) => d.name + ' (' + d.face + ')');
  if (unused.length) parts.push(unused.join(', ') + (unused.length > 1 ? ' go' : ' goes') + ' unused');
  if (dice.paying) parts.push('the pips paid towards ' + dice.paying.replace(/:.*/, '') + ' are lost');
  const kept = free.filter((d) => d.bonus).map((d) => d.name);
  if (kept.length && parts.length) parts.push(kept.join(', ') + ' (Bonus) ' + (kept.length > 1 ? 'are' : 'is') + ' kept');
  return parts.join('; ');
}

/** "Finish assigning dice": at once when nothing would be lost, else after a second tap on
 * "Yes, finish", what is lost said beside it. */
export function finishButton(snap) {
  const k = (snap.legal || []).findIndex((l) => l.action.do === 'end_assign');
  if (k < 0) return null;
  const l = snap.legal[k];
  const cost = snap.legal.some((m) => m.action.do === 'assign') ? finishCost(snap.view.dice) : '';
  if (!cost) return h('div', { class: 'finish' }, actionButton(l, k, 'finish'));
  if (!T.local.confirmFinish) {
    return h('div', { class: 'finish' }, h('button', {
      type: 'button', class: 'action finish', testid: 'finish-assigning', disabled: T.pending,
      onclick: () => { T.local.confirmFinish = true; render(); },
    }, l.label + '…'));
  }
  return h('div', { class: 'finish confirm', testid: 'finish-confirm' },
    h('p', { class: 'warn' }, 'Finish now? ' + cost + '.'),
    h('div', { class: 'row' },
      actionButton(l, k, 'finish', 'Yes, finish'),
      h('button', { type: 'button', testid: 'finish-keep', onclick: () => { T.local.confirmFinish = false; render(); } }, 'Keep assigning')));
}
