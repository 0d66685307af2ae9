// The table page's seats box: for the creator every seat with its link and an AI control (give
// the seat to an AI player or take it back) plus the spectator link; for a seat, only its own
// seat and control. Nothing for spectators.

import { setAi } from './actions.js';
import { aiChoices, aiWords } from './ai.js';
import { h, linkRow, select, tableUrl } from './dom.js';
import { T } from './table_state.js';

/** The seats box of snap, or null. */
export function manageBox(snap) {
  if (snap.role !== 'creator' && snap.role !== 'seat') return null;
  const policies = (T.ui && T.ui.offer && T.ui.offer.players) || ['greedy'];
  const seatRow = (s) => {
    const i = s.seat;
    const mine = snap.role === 'seat' && snap.seat === i;
    if (snap.role !== 'creator' && !mine) return null;
    const choice = T.aiChoice[i] || (policies.includes('greedy') ? 'greedy' : policies[0]);
    const control = snap.over ? null : s.ai
      ? h('button', { type: 'button', class: 'small', testid: 'take-back-' + (i + 1), onclick: () => setAi(i, null) }, 'Take back from AI')
      : h('span', { class: 'ai-give' },
        select({ class: 'small', testid: 'ai-policy-' + (i + 1), onchange: (e) => { T.aiChoice[i] = e.target.value; } },
          aiChoices(policies).slice(1), choice),
        h('button', { type: 'button', class: 'small', testid: 'give-ai-' + (i + 1), onclick: () => setAi(i, T.aiChoice[i] || choice) }, 'Give to AI'));
    const link = snap.role === 'creator' && snap.tokens
      ? linkRow(s.name, tableUrl(snap.table, snap.tokens.seats[i]), 'link-seat-' + (i + 1), s.ai ? '— ' + aiWords(s.ai) : '— a person')
      : h('div', { class: 'link-label' }, h('strong', null, s.name), s.ai ? ' — ' + aiWords(s.ai) : ' — you');
    return h('div', { class: 'manage-seat', testid: 'manage-seat-' + (i + 1) }, link, h('div', { class: 'row' }, control));
  };
  const rows = snap.seats.map(seatRow).filter(Boolean);
  return h('details', { class: 'panel manage', testid: 'manage', open: snap.role === 'creator' },
    h('summary', null, snap.role === 'creator' ? 'Seats and links' : 'My seat'),
    rows,
    snap.role === 'creator' ? linkRow('Spectators', tableUrl(snap.table, null), 'link-spectator') : null);
}
