// The Raid Boss table screen: the boss (its HP, phase, state, abilities and the boss card in
// play, whose options a Choose 1 card offers on it), what the seat is asked with the dice on the
// table, the heroes (raid-boss-heroes.js) and the log. Every legal action is placed on the thing
// it acts on; whatever has no place there is a plain button in the turn panel.

import { actionButton, legalWhere } from '../actions.js';
import { h } from '../dom.js';
import { hpBar } from '../hp.js';
import { logBox } from '../log.js';
import { diceTray, finishButton, reportFaces } from './raid-boss-dice.js';
import { heroCards } from './raid-boss-heroes.js';

/** Actions placed elsewhere on the screen (on a die, a hero, an ability, the boss card). */
const PLACED = new Set(['assign', 'use_booster', 'use_shard', 'use_assist', 'revive', 'award', 'choose', 'die', 'end_assign']);

/** The boss card in play, with its options as buttons when it asks the seat to choose one. */
function bossCard(snap) {
  const c = snap.view.boss.card;
  if (!c) return null;
  const options = legalWhere(snap, (a) => a.do === 'choose');
  return h('div', { class: 'boss-card kind-' + c.kind.toLowerCase().replace(/ /g, '-'), testid: 'boss-card' },
    h('div', { class: 'pair-head' },
      h('strong', null, c.name),
      h('span', { class: 'badge' }, c.kind),
      h('span', { class: 'muted small' }, 'above ' + c.above),
      c.resolved ? h('span', { class: 'badge' }, 'resolved') : null),
    h('div', { class: 'small' }, c.text),
    options.length ? h('div', { class: 'actions', testid: 'boss-card-options' }, options.map(([l, k]) => actionButton(l, k, 'choose'))) : null);
}

/** The boss panel: name, HP, phase, state, the card in play, the next card, deck, abilities. */
function bossPanel(snap) {
  const v = snap.view;
  const boss = v.boss;
  const kos = h('div', { class: 'kos', testid: 'knockouts', data: { count: String(v.knock_outs) }, title: 'Heroes knocked out: at the third the heroes lose' },
    h('span', { class: 'kos-label' }, 'Knocked out'),
    [0, 1, 2].map((k) => h('span', { class: 'ko-dot' + (k < v.knock_outs ? ' on' : '') }, k < v.knock_outs ? '✕' : '')),
    h('span', { class: 'kos-count' }, v.knock_outs + ' of 3'));
  return h('section', { class: 'panel boss', testid: 'boss', data: { name: boss.name } },
    h('div', { class: 'boss-title' },
      h('h2', { testid: 'boss-name' }, boss.name),
      h('span', { class: 'muted small', testid: 'round' }, v.title)),
    hpBar(boss.hp, boss.hp_max, 'boss-hp', true),
    h('p', { class: 'muted small' }, boss.text),
    h('div', { class: 'small' }, boss.phase),
    boss.status.length ? h('div', { class: 'badges' }, boss.status.map((s) => h('span', { class: 'badge' }, s))) : null,
    bossCard(snap),
    boss.next ? h('div', { class: 'small' }, 'Next boss card: ' + boss.next) : null,
    h('div', { class: 'small muted' }, 'Boss deck: ' + boss.deck),
    boss.abilities.map((a) => h('div', { class: 'small ability' }, a)),
    kos);
}

/** What the seat is asked, with the dice, the faces to report, and the actions with no other
 * place; "Finish assigning" comes last. */
function turnPanel(snap) {
  const prompt = h('p', { class: 'prompt', testid: 'prompt' }, snap.view.prompt);
  const mine = snap.your_turn && !snap.over;
  const rest = mine ? legalWhere(snap, (a) => !PLACED.has(a.do)) : [];
  const assigning = mine && (snap.legal || []).some((l) => l.action.do === 'assign');
  return h('section', { class: 'panel turn', testid: 'turn' },
    mine ? h('h2', null, 'Your move') : null,
    prompt,
    diceTray(snap),
    assigning ? h('div', { class: 'small muted' }, 'Tap a die, then "Put" on the ability it pays for.') : null,
    mine ? reportFaces(snap) : null,
    rest.length ? h('div', { class: 'actions', testid: 'actions' }, rest.map(([l, k]) => actionButton(l, k))) : null,
    mine ? finishButton(snap) : null);
}

/** The screen for snap (a Raid Boss snapshot). */
export function bossScreen(snap) {
  return h('div', { class: 'raid raid-boss' },
    h('div', { class: 'raid-main' }, bossPanel(snap), turnPanel(snap), heroCards(snap)),
    logBox(snap));
}
