// What a Team Battle table waits for, in words, for the status line and the middle of the
// table: a step of the set-up, the turn, a choice a card being played asks for, a promotion
// after a Knock Out, or the answer to a question (TB-6).

import { cardsOf, seatName } from './team-battle-seating.js';

/** The engine's steps other than the turn (its `Step`): [said to the seat, said of it]. */
const STEPS = {
  ChooseFirst: ['choose to go first or second', 'chooses to go first or second'],
  MulliganDraws: ['draw a card for each mulligan across the table, or not', 'may draw for the mulligans across the table'],
  PlaceActive: ['put your Active Pokémon face down', 'puts their Active Pokémon face down'],
  PlaceBench: ['put Basic Pokémon on your Bench, then say done', 'puts Basic Pokémon on their Bench'],
  Promote: ['promote a Benched Pokémon to your Active Spot', 'promotes a Benched Pokémon'],
  Retreat: ['discard Energy to retreat', 'discards Energy to retreat'],
};

/** What the seat to move is doing in view (a TeamView): [said to it, said of it]. */
export function waitingFor(view) {
  const game = view.game;
  if (view.asked) {
    const by = seatName(view, view.asked.by);
    return ['answer ' + by + '\'s question', 'answers ' + by + '\'s question'];
  }
  if (game.step === 'Turn') {
    if (!game.frame || !game.frame.wait) return ['play your turn', 'plays their turn'];
    const card = cardsOf(view).nameOf(game.frame.card);
    return ['choose for ' + card, 'chooses for ' + card];
  }
  const step = typeof game.step === 'object' ? Object.keys(game.step)[0] : game.step;
  return STEPS[step] || ['', ''];
}
