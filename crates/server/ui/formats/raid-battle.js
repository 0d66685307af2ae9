// Raid Battle's part of the app: its make-a-table form (a team by name or by hand, a live level
// preview), its screen (the boss, the pairs, the seat's move with the damage report for
// physical cards), and its words for the status line and the outcome.

import { raidDefaults, raidForm, updatePreview } from './raid-battle-form.js';
import { raidScreen } from './raid-battle-screen.js';

/** The phases of a turn: [what you do, what another seat does]. */
const PHASES = {
  cheer: ['cheer: draw the top Cheer card', 'cheers'],
  cheer_target: ['choose who gets the Cheer card', 'chooses who gets the Cheer card'],
  retreat: ['retreat or stay', 'may retreat'],
  attack: ['choose your attack', 'attacks'],
};

export default {
  defaults: raidDefaults,
  form: raidForm,
  shown: updatePreview,
  screen: raidScreen,
  status: (snap) => (snap.view && snap.view.phase && PHASES[snap.view.phase.phase]) || ['', ''],
  outcome: (snap) => (snap.outcome && snap.outcome.Win && snap.outcome.Win.team === 0 ? 'The players win!' : 'The boss wins'),
};
