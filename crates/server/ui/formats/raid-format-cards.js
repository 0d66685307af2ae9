// Raid Format's cards in words, for every panel of its screen: card ids named from the view's
// card_names, in the standard engine's words (tcg-cards.js).

import * as tcg from './tcg-cards.js';

/** The name of card id. */
export function cardName(view, id) {
  return view.card_names[id] || 'card ' + id;
}

/** Cards by name, the same ones counted: "Water Energy ×2, Grass Energy" ('' for none). */
export function cardList(view, ids) {
  return tcg.cardList((id) => cardName(view, id), ids);
}

/** A Pokémon in play: where, name, damage, Energy, Tools, conditions. */
export function pokemonLine(view, mon, where, testid) {
  return tcg.pokemonLine(mon, { nameOf: (id) => cardName(view, id) }, where, testid);
}
