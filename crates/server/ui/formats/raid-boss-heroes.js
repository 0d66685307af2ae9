// Raid Boss's heroes, left to right as they stand: each a card with its HP, what stands out now,
// the boss card above it, and its Passive, Assist and Core Abilities with their text. The seat's
// actions sit where they act: an Assist's "Use" on the Assist, "Revive" on the knocked-out hero,
// "Give the Ability Die" on a hero tied for it, and the chosen die's "Put here" on each ability
// of the active hero it can pay for.

import { aiBadge } from '../ai.js';
import { actionButton, legalWhere } from '../actions.js';
import { h } from '../dom.js';
import { hpBar } from '../hp.js';
import { chosenDie, dieFace } from './raid-boss-dice.js';

/** One ability: its name, cost as pips, its text, and the buttons that act on it. */
function abilityRow(ab, kind, buttons, testid) {
  return h('div', { class: 'ability' + (ab.usable_now ? ' usable' : ''), testid },
    h('div', { class: 'ability-head' },
      h('span', { class: 'ability-kind tiny muted' }, kind),
      h('strong', null, ab.name),
      ab.cost ? h('span', { class: 'badge cost', title: 'costs ' + ab.cost + ' pips' }, ab.cost + ' pips') : null,
      buttons),
    h('div', { class: 'small' }, ab.text));
}

/** The hero at position `pos` (0-based) as a card, with the seat's actions on it. */
function heroCard(snap, hero, pos) {
  const seat = snap.seats[hero.seat - 1] || {};
  const ko = hero.status.includes('Knocked out');
  const die = snap.your_turn ? chosenDie(snap) : null;
  const dieShown = die === null ? null : snap.view.dice.roll[die];
  const put = (ability) => legalWhere(snap, (a) => a.do === 'assign' && a.die === die && a.ability === ability)
    .map(([l, k]) => h('span', { class: 'put' }, actionButton(l, k, 'assign', 'Put'), dieFace(dieShown.face, 'small')));
  const [passiveName, ...passiveText] = hero.passive.split(': ');
  return h('article', {
    class: 'hero' + (hero.active ? ' to-move' : '') + (hero.you ? ' mine' : '') + (ko ? ' ko' : ''),
    testid: 'hero-' + (pos + 1), data: { name: hero.name },
  },
  h('div', { class: 'pair-head' },
    h('strong', { class: 'hero-name' }, hero.name),
    h('span', { class: 'muted small' }, 'seat ' + hero.seat),
    hero.you ? h('span', { class: 'badge you' }, 'you') : null,
    seat.ai ? aiBadge(seat.ai, 'ai-badge-' + hero.seat) : null,
    hero.active ? h('span', { class: 'badge turn' }, 'its turn') : null,
    ko ? h('span', { class: 'badge ko' }, 'Knocked out') : null),
  hpBar(hero.hp, hero.hp_max, 'hero-hp-' + (pos + 1)),
  h('div', { class: 'badges' }, hero.status.filter((s) => s !== 'Knocked out').map((s) => h('span', { class: 'badge' }, s))),
  hero.card ? h('div', { class: 'small' }, 'Boss card above: ', h('strong', null, hero.card)) : null,
  h('div', { class: 'hero-actions' },
    legalWhere(snap, (a) => a.do === 'revive' && a.hero === pos).map(([l, k]) => actionButton(l, k, 'revive', 'Revive (tap ' + l.label.replace(/.*tapping (.*)'s Assist$/, '$1') + '’s Assist)')),
    legalWhere(snap, (a) => a.do === 'award' && a.hero === pos).map(([l, k]) => actionButton(l, k, 'award', 'Give it the Ability Die'))),
  abilityRow({ name: passiveName, text: passiveText.join(': ') }, 'Passive', null),
  abilityRow(hero.assist, 'Assist', legalWhere(snap, (a) => a.do === 'use_assist' && a.hero === pos)
    .map(([l, k]) => actionButton(l, k, 'assist', 'Use')), 'assist-' + (pos + 1)),
  hero.abilities.map((ab, i) => abilityRow(ab, 'Ability', hero.active ? put(i) : null, 'ability-' + (pos + 1) + '-' + (i + 1))));
}

/** The four heroes as they stand. */
export function heroCards(snap) {
  return h('section', { class: 'heroes', testid: 'heroes' }, snap.view.heroes.map((hero, pos) => heroCard(snap, hero, pos)));
}
