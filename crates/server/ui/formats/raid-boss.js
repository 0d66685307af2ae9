// Raid Boss's part of the app: its table screen (the boss, the dice as dice, the heroes with
// their abilities' text; raid-boss-screen.js) and the status line's words. The make-a-table form
// is the generic one.

import { bossScreen } from './raid-boss-screen.js';

/** The moment of the round, for the status line: the board's title after "Round N — ". */
function moment(snap) {
  const title = (snap.view && snap.view.title) || '';
  return title.replace(/^Round \d+ — /, '');
}

export default {
  screen: bossScreen,
  status: (snap) => [moment(snap), moment(snap)],
};
