// The table's log panel ("What happened"), shown beside either format's screen: every line of
// the game so far, the lines new since the last snapshot marked fresh, round headers marked.

import { h } from './dom.js';
import { T } from './table_state.js';

/** The log panel of snap. */
export function logBox(snap) {
  const lines = snap.log || [];
  return h('section', { class: 'panel log-panel' },
    h('h2', null, 'What happened'),
    h('ol', { class: 'log', testid: 'log' },
      lines.map((line, i) => h('li', {
        class: (i >= T.freshFrom ? 'fresh' : '') + (/^— .* —$/.test(line) ? ' round' : ''),
        testid: 'log-line',
      }, line))));
}
