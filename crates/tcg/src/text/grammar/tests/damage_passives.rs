//! Always-on damage modifiers and attack locks on real wordings: damage dealt more, taken less
//! or prevented, and "can't attack" conditions.

use crate::effect::{
    Amount, CardFilter, Compare, Condition, Count, Effect, Group, Lasting, Pile, Pokemon, Role,
    Side, Turn, Zone,
};
use crate::text::parse_card;

fn card(name: &str, text: &str) -> Vec<Effect> {
    parse_card(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn prizes(role: Role) -> Count {
    Count::Cards {
        side: Side::Of(role),
        pile: Pile::Prizes,
        filter: CardFilter::Any,
    }
}

/// "each of your Active Pokémon's attacks does N more damage" this turn.
fn this_turn_more(amount: u16) -> Effect {
    Effect::During {
        turn: Turn::This,
        what: Lasting::MoreDealt {
            by: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Active)),
            amount: Amount::Fixed(amount),
        },
    }
}

#[test]
fn a_card_played_only_if_a_test_holds() {
    // Black Belt.
    let more_prizes = Condition::Counted(
        prizes(Role::Acting),
        Compare::MoreThan(prizes(Role::Opponent)),
    );
    assert_eq!(
        card(
            "Black Belt",
            "You may use this card only if you have more Prize cards left than your opponent. \
             During this turn, each of your Active Pokémon's attacks does 40 more damage to \
             your opponent's Active Pokémon (before applying Weakness and Resistance)."
        ),
        [Effect::UsableOnlyIf(more_prizes), this_turn_more(40)]
    );
    // Counter Catcher's wording.
    assert_eq!(
        card(
            "Counter Catcher",
            "You can play this card only if you have more Prize cards remaining than your \
             opponent."
        ),
        [Effect::UsableOnlyIf(more_prizes)]
    );
}

#[test]
fn an_older_supporter_next_to_the_active_pokemon_lasts_this_turn() {
    // Buck's Training.
    assert_eq!(
        card(
            "Buck's Training",
            "Draw 2 cards. As long as Buck's Training is next to your Active Pokémon, each of \
             your Active Pokémon's attacks does 10 more damage to the Active Pokémon (before \
             applying Weakness and Resistance)."
        ),
        [
            Effect::Draw {
                who: Role::Acting,
                count: 2
            },
            this_turn_more(10)
        ]
    );
}
