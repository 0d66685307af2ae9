// What the table page sends: act() plays one of the seat's legal actions, undo() takes back the
// last one (seat or creator), setAi() hands a seat to an AI player or takes it back. Each shows
// the table's answer, or the server's refusal as the page's error line.

import { api } from './api.js';
import { T, accept, render } from './table_state.js';

/** Plays action (one of snap.legal's actions, or a report) for the seat. */
export async function act(action) {
  if (T.pending) return;
  T.pending = true;
  T.error = '';
  render();
  const r = await api('POST', '/api/tables/' + encodeURIComponent(T.id) + '/actions', { action }, T.token);
  T.pending = false;
  if (!r.ok) {
    T.error = r.error;
    render();
    return;
  }
  accept(r.data, false);
  render();
}

/** Takes back the last action. */
export async function undo() {
  if (T.pending) return;
  T.pending = true;
  T.error = '';
  render();
  const r = await api('POST', '/api/tables/' + encodeURIComponent(T.id) + '/undo', undefined, T.token);
  T.pending = false;
  if (!r.ok) T.error = r.error;
  else accept(r.data, true);
  render();
}

/** Hands seat to the AI player policy, or back to a person if policy is null. */
export async function setAi(seat, policy) {
  T.error = '';
  const r = await api('PUT', '/api/tables/' + encodeURIComponent(T.id) + '/seats/' + seat + '/ai', { policy }, T.token);
  if (!r.ok) T.error = r.error;
  else accept(r.data, true);
  render();
}
