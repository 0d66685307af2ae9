// The device's move in Team Battle: its legal actions as buttons labelled in the server's words.
// Attacks come first, grouped by the opponent whose Active Pokémon they hit (with two opponents
// the server lists each attack once per target, `attack_at`; an attack used from the Bench,
// `attack_from_bench_at`, likewise), then the other actions, ending the
// turn last; above them what a card's text asks, with the cards it looks at. The answers to a question are on the question's panel (team-battle-talk.js).

import { actionButton } from '../actions.js';
import { h } from '../dom.js';
import { seatName } from './team-battle-seating.js';
import { choicePanel } from './tcg-board.js';

const ATTACKS = ['attack', 'attack_at', 'attack_from_bench', 'attack_from_bench_at'];

/** A group of attacks on one target (null: an attack that names none, at a single opponent). */
function attackGroup(view, target, attacks) {
  let heading = 'Attack';
  if (target !== null) {
    const active = view.table.sides[target].active;
    heading = 'Attack ' + seatName(view, target) + '\'s Active Pokémon' +
      (active ? ': ' + active.name + ' (' + active.hp_left + ' HP left)' : '');
  }
  const team = target === null ? '' : ' team-' + view.places[target].team.toLowerCase();
  return h('div', { class: 'tb-attacks' + team, testid: 'attacks-on-' + (target === null ? 'opponent' : seatName(view, target)) },
    h('div', { class: 'tb-attacks-head' }, heading),
    h('div', { class: 'actions' }, attacks.map((l) => actionButton(l, l.k, l.kind))));
}

/** The "Your move" panel, or null when the seat has nothing to do but answer, or may not act. */
export function movePanel(snap) {
  if (!snap.your_turn || snap.over) return null;
  const v = snap.view;
  const moves = (snap.legal || []).map((l, k) => ({ ...l, k, kind: l.action.do })).filter((l) => l.kind !== 'answer');
  if (!moves.length) return null;
  const byTarget = new Map();
  for (const l of moves.filter((m) => ATTACKS.includes(m.kind))) {
    const target = l.action.target ?? null;
    if (!byTarget.has(target)) byTarget.set(target, []);
    byTarget.get(target).push(l);
  }
  const others = moves.filter((l) => !ATTACKS.includes(l.kind) && l.kind !== 'end_turn');
  const end = moves.filter((l) => l.kind === 'end_turn');
  return h('section', { class: 'panel turn', testid: 'turn' },
    h('h2', null, 'Your move'),
    choicePanel(v.table, snap.seat),
    [...byTarget].map(([target, attacks]) => attackGroup(v, target, attacks)),
    others.length ? h('div', { class: 'actions tb-others', testid: 'actions' }, others.map((l) => actionButton(l, l.k, l.kind))) : null,
    end.length ? h('div', { class: 'actions tb-end' }, end.map((l) => actionButton(l, l.k, l.kind))) : null);
}
