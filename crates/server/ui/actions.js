// What the table page sends: act() plays one of the seat's legal actions (actionButton() is a
// button that does; legalWhere() picks the actions a screen places on one thing), undo() takes back the last one (seat or creator), setAi() hands a seat to an
// AI player or takes it back. Each shows the table's answer, or the server's refusal as the
// page's error line.

import { api } from './api.js';
import { h } from './dom.js';
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

/**
 * A button playing legal action l (item k of the snapshot's `legal`), labelled in the format's
 * words, or `text` with those words as its title (a short word on a card it acts on); `kind`, if
 * given, is a class and data-kind (what the action does, for styles and tests). On a card its
 * testid is `on-board-legal-K`, the list's own button keeping `legal-K`.
 */
export function actionButton(l, k, kind, text) {
  const action = JSON.stringify(l.action);
  return h('button', {
    type: 'button', class: 'action' + (kind ? ' ' + kind : ''), testid: (text ? 'on-board-' : '') + 'legal-' + k, disabled: T.pending,
    title: text ? l.label : null, 'aria-label': text ? l.label : null,
    data: kind ? { kind, action } : { action },
    onclick: () => act(l.action),
  }, text || l.label);
}

/** The seat's legal actions whose action `test` picks, each as [l, k] (k its index in
 * snap.legal, as actionButton() takes it). */
export function legalWhere(snap, test) {
  return (snap.legal || []).map((l, k) => [l, k]).filter(([l]) => test(l.action));
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
