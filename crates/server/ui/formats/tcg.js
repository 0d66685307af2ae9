// The normal game's part of the app (`tcg`): its screen (tcg-screen.js: both sides as a person
// reads them, what the game asks, the device's move, the log) and its words for the status line.
// Its make-a-table form is the generic one.

import { promptWords } from './tcg-board.js';
import { tcgScreen } from './tcg-screen.js';

export default {
  screen: tcgScreen,
  status: (snap) => promptWords(snap.view),
};
