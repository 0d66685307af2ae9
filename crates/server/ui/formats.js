// Each format's part of the app: its own module ui/formats/<name>.js when the server says it has
// one (`ui` in GET /api/options), with every part it leaves out taken from the generic form and
// screen. A format registered on the server plays in the browser with no module at all.

import { loadOptions } from './api.js';
import * as genericForm from './generic_form.js';
import * as genericScreen from './generic_screen.js';

/** Where the formats' own modules are; the name is put together so any format can have one. */
const MODULES = './formats/';

const loaded = new Map();

/** The UI of format `name`: {offer, defaults, form, shown, screen, status, outcome, accepted}. */
export async function formatUi(name) {
  if (loaded.has(name)) return loaded.get(name);
  const options = await loadOptions();
  const offer = options && options.formats.find((o) => o.format === name);
  let own = {};
  if (offer && offer.ui) {
    const path = MODULES + name + '.js';
    own = (await import(path)).default;
  }
  const ui = { ...genericForm, ...genericScreen, ...own, offer };
  loaded.set(name, ui);
  return ui;
}
