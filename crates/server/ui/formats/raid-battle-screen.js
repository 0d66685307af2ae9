// The Raid Battle screen of the table page: the boss (HP, level, attacks, last boss card,
// Knock Outs, the Cheer card in force), the four pairs with their Pokémon and HP, the seat's
// move (raid-battle-turn.js) when it is its turn, and the log.

import { aiBadge } from '../ai.js';
import { h } from '../dom.js';
import { hpBar } from '../hp.js';
import { logBox } from '../log.js';
import { turnPanel } from './raid-battle-turn.js';

/** The screen for snap (a Raid Battle snapshot). */
export function raidScreen(snap) {
  const v = snap.view;
  const boss = v.boss;
  const kos = h('div', { class: 'kos', testid: 'knockouts', data: { count: String(v.knockouts) }, title: 'Knock Outs: at the 4th the players lose' },
    h('span', { class: 'kos-label' }, 'Knock Outs'),
    [0, 1, 2, 3].map((k) => h('span', { class: 'ko-dot' + (k < v.knockouts ? ' on' : '') }, k < v.knockouts ? '✕' : '')),
    h('span', { class: 'kos-count' }, v.knockouts + ' of 4'));
  const cheerBits = [];
  if (v.words.last_cheer) cheerBits.push(h('div', null, 'Last Cheer card: ', h('strong', null, v.words.last_cheer)));
  const inForce = [];
  if (v.double_damage) {
    const p = v.pairs[v.double_damage.seat];
    const mon = p && p.pokemon[v.double_damage.slot];
    inForce.push('×2 damage this turn for seat ' + (v.double_damage.seat + 1) + ' ' + (mon ? mon.name : ''));
  }
  if (v.plus50) inForce.push('+50 damage to every attack this turn');
  if (v.boss_one_card) inForce.push('the boss plays at most one card next turn');
  if (inForce.length) cheerBits.push(h('div', { class: 'effect', testid: 'in-force' }, 'In force: ' + inForce.join('; ')));
  const bossPanel = h('section', { class: 'panel boss' },
    h('div', { class: 'boss-title' },
      h('h2', { testid: 'boss-name' }, boss.name),
      h('span', { class: 'badge level', testid: 'level' }, 'Level ' + v.level),
      h('span', { class: 'muted small' }, 'round ' + v.round)),
    hpBar(boss.hp_left, boss.hp, 'boss-hp', true),
    h('div', { class: 'boss-attacks muted small' },
      boss.attacks.map((a, k) => h('span', null, (k + 1) + '. ' + a[0] + ' ' + a[1])),
      h('span', null, 'up to ' + boss.max_attacks_per_turn + ' a turn')),
    v.words.last_boss_card ? h('div', { class: 'last-card', testid: 'last-boss-card' }, 'Last: ' + v.words.last_boss_card) : null,
    kos,
    h('div', { class: 'cheer', testid: 'cheer' }, cheerBits.length ? cheerBits : h('span', { class: 'muted' }, 'No Cheer card in force')),
    boss.label ? h('div', { class: 'muted tiny' }, boss.label) : null);

  const toMove = snap.to_move;
  const pairs = h('section', { class: 'pairs' }, v.pairs.map((p) => {
    const seat = p.seat;
    const s = snap.seats[seat] || {};
    const order = [p.active_slot, 1 - p.active_slot];
    return h('div', {
      class: 'pair' + (seat === toMove ? ' to-move' : '') + (snap.seat === seat ? ' mine' : ''),
      testid: 'pair-' + (seat + 1),
    },
    h('div', { class: 'pair-head' },
      h('strong', null, 'Seat ' + (seat + 1)),
      snap.seat === seat ? h('span', { class: 'badge you' }, 'you') : null,
      h('span', { class: 'badge' }, p.physical ? 'physical cards' : 'in the app'),
      s.ai ? aiBadge(s.ai, 'ai-badge-' + (seat + 1)) : null,
      p.gx_used ? h('span', { class: 'badge gx', testid: 'gx-used-' + (seat + 1) }, 'GX used') : null,
      seat === toMove ? h('span', { class: 'badge turn' }, 'to move') : null),
    order.map((slot, k) => {
      const mon = p.pokemon[slot];
      const dd = v.double_damage && v.double_damage.seat === seat && v.double_damage.slot === slot;
      return h('div', { class: 'mon' + (k === 0 ? ' active' : ' bench') + (mon.knocked_out ? ' ko' : ''), testid: 'mon-' + (seat + 1) + '-' + (k === 0 ? 'active' : 'bench') },
        h('div', { class: 'mon-line' },
          h('span', { class: 'mon-where' }, k === 0 ? 'Active' : 'Bench'),
          h('span', { class: 'mon-name' }, mon.name),
          mon.knocked_out ? h('span', { class: 'badge ko' }, 'Knocked Out') : null,
          dd ? h('span', { class: 'badge effect' }, '×2') : null),
        hpBar(mon.hp_left, mon.hp, null, false),
        k === 0 ? h('div', { class: 'mon-attacks muted tiny' }, mon.attacks.map((a) => a[0] + ' ' + (a[1] || '—')).join(' · ')) : null);
    }));
  }));

  return h('div', { class: 'raid' },
    h('div', { class: 'raid-main' }, bossPanel, turnPanel(snap), pairs),
    logBox(snap));
}
