// The home page (/): the "New table" panel with a tab per format, the chosen format's form and,
// once a table is made, its links. It owns the page's state (`home`), which the two forms and
// created.js read and change; the forms redraw the page through renderHome().

import { loadOptions } from './api.js';
import { renderCreated } from './created.js';
import { app, h } from './dom.js';
import { gridDefaults, gridForm } from './grid_form.js';
import { raidDefaults, raidForm, updatePreview } from './raid_form.js';

/** What the home page shows: the options, the format chosen, both forms' fields, the table made. */
const home = {
  options: null,
  format: 'raid-battle',
  raid: null,
  grid: null,
  created: null,
  busy: false,
};

/** Loads the options and draws the home page with the default forms. */
export async function showHome() {
  document.title = 'altplay table assistant';
  app.textContent = 'Loading…';
  const options = await loadOptions();
  if (!options) {
    app.replaceChildren(h('p', { class: 'error', testid: 'error' }, 'Cannot load the options from the server. Reload to try again.'));
    return;
  }
  home.options = options;
  home.raid = raidDefaults(options);
  home.grid = gridDefaults(options);
  renderHome();
}

function renderHome() {
  const tabs = h('div', { class: 'tabs', role: 'tablist' },
    ['raid-battle', 'battle-grid'].map((format) => h('button', {
      type: 'button',
      role: 'tab',
      class: 'tab' + (home.format === format ? ' active' : ''),
      'aria-selected': home.format === format ? 'true' : 'false',
      testid: 'format-' + format,
      onclick: () => { home.format = format; home.created = null; renderHome(); },
    }, format === 'raid-battle' ? 'Raid Battle' : 'Battle Grid')));
  const form = home.format === 'raid-battle' ? raidForm(home, renderHome) : gridForm(home);
  const created = h('div', { id: 'created-area' });
  app.replaceChildren(
    h('section', { class: 'panel' },
      h('h1', null, 'New table'),
      h('p', { class: 'muted' }, 'Make a table, then give each player their seat link. Everyone sees the table live on their own device.'),
      tabs, form),
    created);
  if (home.created) renderCreated(home);
  if (home.format === 'raid-battle') updatePreview(home);
}
