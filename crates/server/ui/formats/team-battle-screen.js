// The Team Battle screen every device shows: the four boards laid out as at the table
// (team-battle-seating.js) with the turn, what the table waits for and the Stadium between the
// two sides; beside them the question waiting, the device's move and its question box; the log.

import { h } from '../dom.js';
import { logBox } from '../log.js';
import { boardPanel } from './team-battle-board.js';
import { stadiumWords } from './tcg-board.js';
import { rows, seatName } from './team-battle-seating.js';
import { waitingFor } from './team-battle-step.js';
import { askedPanel, questionBox } from './team-battle-talk.js';
import { movePanel } from './team-battle-turn.js';

/** Between the two sides: the turn, who does what now, the Stadium. */
function middle(snap) {
  const v = snap.view;
  const t = v.table;
  const turn = t.turn === 0 ? 'Set-up' : 'Turn ' + t.turn;
  const doing = snap.over || snap.to_move === null ? '' : seatName(v, snap.to_move) + ' ' + waitingFor(v)[1];
  const stadium = stadiumWords(t.stadium);
  return h('div', { class: 'tb-middle', testid: 'turn-info', data: { turn: String(t.turn), current: String(t.current) } },
    h('strong', null, turn), doing ? h('span', null, doing) : null, stadium ? h('span', { class: 'muted' }, stadium) : null);
}

/** The screen for snap (a Team Battle snapshot). */
export function teamBattleScreen(snap) {
  const [far, near] = rows(snap.seat);
  return h('div', { class: 'tb' },
    h('div', { class: 'tb-side' }, askedPanel(snap), movePanel(snap), questionBox(snap)),
    h('section', { class: 'tb-table', testid: 'boards' },
      h('div', { class: 'tb-row' }, far.map((seat) => boardPanel(snap, seat, 'far'))),
      middle(snap),
      h('div', { class: 'tb-row' }, near.map((seat) => boardPanel(snap, seat, 'near')))),
    logBox(snap));
}
