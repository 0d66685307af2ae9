// What a Team Battle table waits for, in words, for the status line and the middle of the
// table: the answer to a question (TB-6), else what the game asks now, as the server says it
// (the board's prompt: a set-up step, the turn, a choice a card asks for, a promotion).

import { promptWords } from './tcg-board.js';
import { seatName } from './team-battle-seating.js';

/** What the seat to move is doing in view (a Team Battle board): [said to it, said of it]. */
export function waitingFor(view) {
  if (view.asked) {
    const by = seatName(view, view.asked.by);
    return ['answer ' + by + '\'s question', 'answers ' + by + '\'s question'];
  }
  return promptWords(view.table);
}
