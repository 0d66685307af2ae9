//! Cards in decks, hands and the discard pile, one family a file: the turn's flow (`turns`), a
//! deck drawn, shuffled and milled (`deck`), searched (`search`), a hand's cards (`hands`),
//! the discard pile's (`discard_pile`), cards leaving play (`leaving_play`), what each player
//! does in turn (`both_players`). The cards a text names are read by `card_filter`.

pub(super) mod both_players;
pub(super) mod deck;
pub(super) mod discard_pile;
pub(super) mod hands;
pub(super) mod leaving_play;
pub(super) mod search;
pub(super) mod turns;

use deck::{count_and_draw, draw, mill, shuffle};
use discard_pile::{from_discard, search_discard};
use hands::{hand, hand_to_active, hand_to_deck_top, picked};
use leaving_play::{
    discard_in_play, discard_others, discard_pokemon, keep_this_card, pokemon_away,
    tools_or_stadium,
};
use search::search;

use crate::effect::{Effect, Role};
use crate::text::input::Input;

/// Any card clause.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(draw)
        .or_else(|| i.attempt(search))
        .or_else(|| i.attempt(shuffle))
        .or_else(|| i.attempt(mill))
        .or_else(|| i.attempt(hand))
        .or_else(|| i.attempt(discard_in_play))
        .or_else(|| i.attempt(tools_or_stadium))
        .or_else(|| i.attempt(from_discard))
        .or_else(|| i.attempt(search_discard))
        .or_else(|| i.attempt(pokemon_away))
        .or_else(|| i.attempt(discard_others))
        .or_else(|| i.attempt(discard_pokemon))
        .or_else(|| i.attempt(picked))
        .or_else(|| i.attempt(keep_this_card))
        .or_else(|| i.attempt(hand_to_active))
        .or_else(|| i.attempt(hand_to_deck_top))
        .or_else(|| i.attempt(count_and_draw))
}

/// "you"/"your opponent" as the one who does something.
fn who(i: &mut Input) -> Role {
    if i.tag("your opponent") {
        Role::Opponent
    } else {
        Role::Acting
    }
}
