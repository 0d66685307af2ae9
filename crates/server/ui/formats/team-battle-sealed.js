// Team Battle Limited's part of the app (TB-13): while the decks are built, each device shows its
// seat's building (sealed-build.js); once all four are ready, Team Battle's own screen, status
// and outcome, on the board the server then sends (`view.board`). The form is the generic one:
// the set and the packs each seat opens, and who plays each seat.

import teamBattle from './team-battle.js';
import { buildScreen } from './sealed-build.js';

/** Whether snap is of the building. */
const building = (snap) => snap.view && snap.view.phase === 'building';

/** Snap as Team Battle's screens read it: its board in place of the Sealed one. */
const playing = (snap) => ({ ...snap, view: snap.view.board });

function screen(snap) {
  return building(snap) ? buildScreen(snap) : teamBattle.screen(playing(snap));
}

function status(snap) {
  if (!building(snap)) return teamBattle.status(playing(snap));
  const v = snap.view;
  const left = v.seats.filter((_, i) => !v.ready[i]);
  return ['build your deck', left.length ? left.join(', ') + (left.length > 1 ? ' are' : ' is') + ' building' : ''];
}

export default { screen, status, outcome: teamBattle.outcome };
