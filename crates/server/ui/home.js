// The home page (/): the "New table" panel with a tab per registered format, the chosen format's
// form (its own, or the generic one: formats.js) and, once a table is made, its links. It owns
// the page's state (`home`), which the forms and created.js read and change; the forms redraw
// the page through renderHome().

import { loadOptions } from './api.js';
import { renderCreated } from './created.js';
import { app, h } from './dom.js';
import { formatUi } from './formats.js';

/** What the home page shows: the formats offered, the one chosen, each one's fields, the table made. */
const home = {
  formats: [],
  format: '',
  ui: null,
  byFormat: {},
  fields: null,
  created: null,
  busy: false,
  /** The table is made with casual undo (every format: created.js sends it). */
  casualUndo: false,
};

/** Loads the options and draws the home page with the first format's form. */
export async function showHome() {
  document.title = 'altplay table assistant';
  app.textContent = 'Loading…';
  const options = await loadOptions();
  if (!options) {
    app.replaceChildren(h('p', { class: 'error', testid: 'error' }, 'Cannot load the options from the server. Reload to try again.'));
    return;
  }
  home.formats = options.formats;
  await choose(home.formats[0].format);
}

/** Shows format `name`'s form, with the fields it had if it was chosen before. */
async function choose(name) {
  home.format = name;
  home.created = null;
  // The old form goes at once: a choice made on it while the new one loads would be lost.
  home.ui = null;
  renderHome();
  const ui = await formatUi(name);
  // Another tab was chosen meanwhile.
  if (home.format !== name) return;
  home.ui = ui;
  if (!home.byFormat[name]) home.byFormat[name] = home.ui.defaults(home.ui.offer);
  home.fields = home.byFormat[name];
  renderHome();
}

function renderHome() {
  const tabs = h('div', { class: 'tabs', role: 'tablist' },
    home.formats.map((offer) => h('button', {
      type: 'button',
      role: 'tab',
      class: 'tab' + (home.format === offer.format ? ' active' : ''),
      'aria-selected': home.format === offer.format ? 'true' : 'false',
      testid: 'format-' + offer.format,
      onclick: () => choose(offer.format),
    }, offer.title)));
  // The form says which format it is for, so that a script can wait for the right one.
  // A format that cannot make tables here (its card data missing) says why, above its form.
  const unavailable = home.ui && home.ui.offer.unavailable;
  const form = h('div', { testid: 'format-form', data: { format: home.format, ready: String(!!home.ui) } },
    unavailable ? h('p', { class: 'error', testid: 'format-unavailable' }, unavailable) : null,
    home.ui ? home.ui.form(home, home.ui.offer, renderHome) : h('p', { class: 'muted' }, 'Loading…'));
  const created = h('div', { id: 'created-area' });
  app.replaceChildren(
    h('section', { class: 'panel' },
      h('h1', null, 'New table'),
      h('p', { class: 'muted' }, 'Make a table, then give each player their seat link. Everyone sees the table live on their own device.'),
      tabs, casualUndo(), form),
    created);
  if (!home.ui) return;
  if (home.created) renderCreated(home);
  home.ui.shown(home);
}

/** The casual-undo box, the same for every format. */
function casualUndo() {
  return h('label', { class: 'check casual-undo' },
    h('input', { type: 'checkbox', testid: 'casual-undo', checked: home.casualUndo, onchange: (e) => { home.casualUndo = e.target.checked; } }),
    ' Casual undo — an undo may take back a draw, a search or a coin flip, which then come again the same. Off: an undo stops at anything that showed a hidden card or a coin.');
}
