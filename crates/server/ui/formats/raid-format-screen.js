// The Raid Format screen every device shows: the boss panel, the device's move and hand, each
// player's board, and the log.

import { h } from '../dom.js';
import { logBox } from '../log.js';
import { bossPanel } from './raid-format-boss.js';
import { boardPanel } from './raid-format-board.js';
import { handPanel, turnPanel } from './raid-format-turn.js';

/** The screen for snap (a Raid Format snapshot). */
export function raidFormatScreen(snap) {
  const v = snap.view;
  return h('div', { class: 'raid' },
    h('div', { class: 'raid-main' },
      bossPanel(v),
      turnPanel(snap),
      handPanel(snap),
      h('section', { class: 'pairs', testid: 'players' }, v.players.map((_, k) => boardPanel(snap, k)))),
    logBox(snap));
}
