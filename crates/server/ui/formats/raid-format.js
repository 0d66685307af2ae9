// Raid Format's part of the app: its make-a-table form (boss, 1–5 seats with decks, divisor),
// its screen (the boss, every player's board, the device's hand and move), and its words for the
// status line (the outcome is the generic one's: the players' team wins or loses together).

import { raidFormatDefaults, raidFormatForm } from './raid-format-form.js';
import { raidFormatScreen } from './raid-format-screen.js';

/** What the phase asks: [said to the seat to move, said of it]. */
function status(snap) {
  const phase = snap.view && snap.view.phase;
  if (phase === 'SetUp') return ['set up your board', 'sets up their board'];
  if (phase === 'Players') return ['your part of the players\' turn', 'the players are playing their turn'];
  if (phase && phase.BossCard) return ['choose for the boss\'s card on your board', 'chooses for the boss\'s card'];
  if (phase && phase.BossAttack) return ['choose for the boss\'s attack on your board', 'chooses for the boss\'s attack'];
  return ['', ''];
}

export default {
  defaults: raidFormatDefaults,
  form: raidFormatForm,
  screen: raidFormatScreen,
  status,
};
