// Battle Grid's part of the app: its make-a-table form (decks, AI strength, options) and its
// board screen (placements by tapping, the other hand hidden), with the fresh spaces marked.

import { gridDefaults, gridForm } from './battle-grid-form.js';
import { gridAccepted, gridScreen } from './battle-grid-screen.js';

export default {
  defaults: gridDefaults,
  form: gridForm,
  screen: gridScreen,
  status: () => ['place a Pokémon', 'places a Pokémon'],
  accepted: gridAccepted,
};
