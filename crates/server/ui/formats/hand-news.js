// Which cards of a hand are new since the hand this device last drew: what a draw or a search
// just gave the seat, which the shared log cannot say (it tells everyone "Seat 1 draws 3"). A
// hand is a list of cards by name; a card counts as new when the hand holds more of its name
// than before. The first hand a device sees has nothing new.

import { T } from '../table_state.js';

const seen = new Map();

/** The names in hand, counted. */
function counted(hand) {
  const counts = new Map();
  for (const card of hand) counts.set(card.name, (counts.get(card.name) || 0) + 1);
  return counts;
}

/**
 * For each card of `hand` (the hand shown as `key` on this table), whether it is new since the
 * hand shown there before it changed last; the latest cards of a name are the new ones.
 */
export function newInHand(hand, key) {
  const where = T.id + ' ' + key;
  const names = hand.map((c) => c.name).join('\n');
  const last = seen.get(where);
  if (last && last.names === names) return last.fresh;
  const before = last ? counted(last.hand) : counted(hand);
  const left = new Map(before);
  const fresh = hand.map((c) => {
    const n = left.get(c.name) || 0;
    left.set(c.name, n - 1);
    return n <= 0;
  });
  seen.set(where, { names, hand, fresh });
  return fresh;
}
