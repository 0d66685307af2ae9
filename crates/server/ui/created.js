// Making a table from the home page: createTable() posts the form's request to /api/tables
// (showing the server's refusal under the form, if any), then renderCreated() shows the new
// table's links (one per seat, spectators, manage) in the #created-area box below the form.

import { aiWords } from './ai.js';
import { api } from './api.js';
import { h, linkRow, tableUrl } from './dom.js';

function showCreateError(message) {
  const box = document.querySelector('[data-testid="create-error"]');
  if (!box) return;
  box.hidden = !message;
  box.textContent = message || '';
}

/** Creates a table from request (the body of POST /api/tables) and shows its links. */
export async function createTable(home, request) {
  if (home.busy) return;
  home.busy = true;
  showCreateError('');
  const button = document.querySelector('button[type="submit"]');
  if (button) button.disabled = true;
  const r = await api('POST', '/api/tables', home.casualUndo ? { ...request, casual_undo: true } : request);
  home.busy = false;
  if (button) button.disabled = false;
  if (!r.ok) {
    showCreateError(r.error);
    return;
  }
  const created = r.data;
  // The seat names and who plays them, as the table has them.
  const snap = await api('GET', '/api/tables/' + encodeURIComponent(created.table), undefined, created.creator_token);
  home.created = {
    ...created,
    format: request.format,
    seats: snap.ok ? snap.data.seats : created.seat_tokens.map((_, i) => ({ seat: i, name: 'Seat ' + (i + 1), ai: request.ai[i] })),
    physical: request.physical || [],
  };
  renderCreated(home);
  const area = document.getElementById('created-area');
  if (area && area.scrollIntoView) area.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Shows the links of the table made (home.created), if any, in #created-area. */
export function renderCreated(home) {
  const c = home.created;
  const area = document.getElementById('created-area');
  if (!area || !c) return;
  const rows = c.seats.map((s, i) => {
    // A format whose seats may play with physical cards or dice says so in `physical`.
    const how = s.ai ? aiWords(s.ai)
      : !c.physical.length ? 'a person'
        : c.physical[i] ? 'a person, physical cards' : 'a person, in the app';
    return linkRow(s.name, tableUrl(c.table, c.seat_tokens[i]), 'link-seat-' + (i + 1), '— ' + how);
  });
  area.replaceChildren(h('section', { class: 'panel created', testid: 'created', data: { table: c.table } },
    h('h2', null, 'Table ', h('code', { testid: 'table-id' }, c.table), ' is ready'),
    h('p', { class: 'muted' }, 'Each link is a seat: whoever opens it plays that seat. Keep the manage link for yourself.'),
    rows,
    linkRow('Spectators', tableUrl(c.table, null), 'link-spectator', '— sees the table, plays nothing'),
    linkRow('Manage (you)', tableUrl(c.table, c.creator_token), 'link-creator', '— seat links, AI, undo')));
}

