// Raid Boss's part of the app: its make-a-table form (the boss, then each position's hero,
// player and dice; raid-boss-form.js), its table screen (the boss, the dice as dice, the heroes
// with their abilities' text; raid-boss-screen.js) and the status line's words.

import { raidBossForm } from './raid-boss-form.js';
import { bossScreen } from './raid-boss-screen.js';

/** The moment of the round, for the status line: the board's title after "Round N — ". */
function moment(snap) {
  const title = (snap.view && snap.view.title) || '';
  return title.replace(/^Round \d+ — /, '');
}

export default {
  form: raidBossForm,
  screen: bossScreen,
  status: (snap) => [moment(snap), moment(snap)],
};
