// Team Battle's part of the app (2 vs 2 Pokémon TCG): its make-a-table form (four decks, each
// seat a person or AI), its screen (the four boards as at the table, the device's move, TB-6's
// questions, the log) and its words for the status line and the outcome.

import { outcome as anyOutcome } from '../generic_screen.js';
import { teamBattleDefaults, teamBattleForm } from './team-battle-form.js';
import { teamBattleScreen } from './team-battle-screen.js';
import { seatName } from './team-battle-seating.js';
import { waitingFor } from './team-battle-step.js';

/** What the seat to move is doing: [said to it, said of it by its name]. */
function status(snap) {
  const [toIt, ofIt] = waitingFor(snap.view);
  return [toIt, snap.to_move === null ? '' : seatName(snap.view, snap.to_move) + ' ' + ofIt];
}

/** You win or lose with your team; a spectator reads the result's own words. */
function outcome(snap) {
  return snap.seat === null ? 'Game over' : anyOutcome(snap);
}

export default {
  defaults: teamBattleDefaults,
  form: teamBattleForm,
  screen: teamBattleScreen,
  status,
  outcome,
};
