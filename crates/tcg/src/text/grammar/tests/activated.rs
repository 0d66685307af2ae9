//! Activated texts: a Stadium's action for the player whose turn it is (its third person read
//! as the acting player's, and its action going on in the next sentence), and abilities used
//! once during your turn.

use super::{if_heads, one_of, read, yours};
use crate::effect::SpecialCondition::{Asleep, Burned, Poisoned};
use crate::effect::{
    Amount, CardCount, CardFilter, Coins, Compare, Condition, Control, Count, DeckEnd, Destination,
    Effect, EnergyFilter, EnergyType, Group, HandPick, HealAmount, Name, Operation, Passive, Pile,
    Pokemon, PokemonCards, PokemonKind, Role, Side, Types, Usage, Zone,
};
use crate::text::{parse_card, parse_on};

fn on(name: &str, text: &str) -> Vec<Effect> {
    parse_on(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

/// What "Once during your turn (before your attack), you may …" reads to.
fn once_you_may(then: Vec<Effect>) -> Effect {
    Effect::Usage(Usage::OncePerTurn(vec![Effect::may(then)]))
}

fn search_to(filter: CardFilter, to: Destination) -> Effect {
    Effect::Op(Operation::Search {
        who: Role::Acting,
        count: CardCount::Exactly(1),
        filter,
        to,
    })
}

const SPECIAL_CONDITION: Effect =
    Effect::Usage(Usage::UnusableIf(Condition::Affected(Pokemon::This, None)));

fn stadium(name: &str, text: &str) -> Vec<Effect> {
    parse_card(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn basic_energy_back() -> Effect {
    Effect::Op(Operation::DiscardToHand {
        count: CardCount::Exactly(1),
        filter: CardFilter::Energy(EnergyFilter::Basic),
    })
}

#[test]
fn a_stadiums_action_flips_then_goes_on_in_the_third_person() {
    let flip_then_energy_back = vec![Effect::Usage(Usage::OncePerTurn(vec![
        Effect::Op(Operation::Flip(Coins::Fixed(1))),
        if_heads(vec![basic_energy_back()]),
    ]))];
    // Energy Stadium: "(before attacking)", "that player puts".
    assert_eq!(
        stadium(
            "Energy Stadium",
            "Once during each player's turn (before attacking), that player may flip a coin. If \
             heads, that player puts a basic Energy card from his or her discard pile into his \
             or her hand."
        ),
        flip_then_energy_back
    );
    // Burned Tower: "the player searches …, shows it to his or her opponent".
    assert_eq!(
        stadium(
            "Burned Tower",
            "Once during each player's turn, that player may flip a coin. If heads, the player \
             searches his or her discard pile for a basic Energy card, shows it to his or her \
             opponent, and put it into his or her hand."
        ),
        flip_then_energy_back
    );
}

#[test]
fn a_stadiums_action_under_a_test_or_after_a_discard() {
    // Power Tree: "if the player has no Special Energy cards in his or her discard pile".
    assert_eq!(
        stadium(
            "Power Tree",
            "Once during each player's turn, if the player has no Special Energy cards in his \
             or her discard pile, that player searches his or her discard pile for a basic \
             Energy card, show it to the opponent, and put it into his or her hand."
        ),
        [Effect::Usage(Usage::OncePerTurn(vec![Effect::Control(
            Control::If {
                condition: Condition::Counted(
                    Count::Cards {
                        side: Side::Of(Role::Acting),
                        pile: Pile::DiscardPile,
                        filter: CardFilter::Energy(EnergyFilter::Special),
                    },
                    Compare::AtLeast(1),
                ),
                then: Vec::new(),
                otherwise: vec![basic_energy_back()],
            }
        )]))]
    );
    // Scorched Earth: "a Fire or Fighting Energy card", "If that player does so, he or she
    // draws 2 cards."
    assert_eq!(
        stadium(
            "Scorched Earth",
            "Once during each player's turn, that player may discard a Fire or Fighting Energy \
             card from his or her hand. If that player does so, he or she draws 2 cards."
        ),
        [Effect::Usage(Usage::OncePerTurn(vec![
            Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Energy(EnergyFilter::OfAny(
                    Types::of(EnergyType::Fire).with(EnergyType::Fighting)
                )),
                pick: HandPick::ByOwner,
            }),
            Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![Effect::Op(Operation::Draw {
                    who: Role::Acting,
                    count: 2,
                })],
                otherwise: Vec::new(),
            }),
        ]))]
    );
}

#[test]
fn a_card_given_from_the_hand_then_cards_drawn_or_searched() {
    // Delcatty: "up to 3 cards" is a choice of how many, or none.
    let up_to = |who| super::draw_up_to(who, 3);
    assert_eq!(
        on(
            "Delcatty",
            "Once during your turn (before your attack), you may discard 1 Energy card from \
             your hand. Then draw up to 3 cards from your deck. This power can't be used if \
             Delcatty is affected by a Special Condition."
        ),
        [
            once_you_may(vec![Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Energy(EnergyFilter::Any),
                pick: HandPick::ByOwner,
            })]),
            up_to(Role::Acting),
            SPECIAL_CONDITION,
        ]
    );
    assert_eq!(read("Draw up to 3 cards."), [up_to(Role::Acting)]);
    // Clefable: "back on your deck" is its top.
    assert_eq!(
        on(
            "Clefable",
            "Once during your turn (before your attack), you may put a card from your hand back \
             on your deck. If you do, search your deck for a basic Energy card, show it to your \
             opponent, and put it into your hand. Shuffle your deck afterward."
        ),
        [
            once_you_may(vec![Effect::Op(Operation::HandToDeck {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                end: DeckEnd::Top,
            })]),
            Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![search_to(
                    CardFilter::Energy(EnergyFilter::Basic),
                    Destination::Hand
                )],
                otherwise: Vec::new(),
            }),
            Effect::Op(Operation::Shuffle(Role::Acting)),
        ]
    );
}

#[test]
fn searches_worded_from_the_card_chosen_or_its_mark_or_its_name() {
    // Pidgeot: "choose any 1 card from your deck".
    assert_eq!(
        read("Choose any 1 card from your deck and put it into your hand."),
        [search_to(CardFilter::Any, Destination::Hand)]
    );
    // Fearow δ: "a Pokémon that has δ on its card".
    assert_eq!(
        read(
            "Search your deck for a Pokémon that has δ on its card, show it to your opponent, \
             and put it into your hand."
        ),
        [search_to(
            CardFilter::PokemonWith(PokemonCards {
                kind: Some(PokemonKind::Delta),
                ..PokemonCards::default()
            }),
            Destination::Hand
        )]
    );
    // Koga's Kakuna: "an Evolution card named Koga's Beedrill", put on itself.
    assert_eq!(
        on(
            "Koga's Kakuna",
            "Search your deck for an Evolution card named Koga's Beedrill and put it on Koga's \
             Kakuna."
        ),
        [search_to(
            CardFilter::Named(Name::new("koga's beedrill").unwrap()),
            Destination::EvolveThis
        )]
    );
}

#[test]
fn the_opponent_picks_the_benched_pokemon_to_switch() {
    let switch = Effect::Op(Operation::Switch {
        side: Role::Opponent,
        chooser: Role::Opponent,
        of_type: Types::ANY,
    });
    for text in [
        // Shiftry.
        "Once during your turn (before your attack), you may switch 1 of the Defending Pokémon \
         with 1 of your opponent's Benched Pokémon. Your opponent chooses the Benched Pokémon to \
         switch.",
        // Swellow (its test aside).
        "Once during your turn (before your attack), you may switch 1 of the Defending Pokémon \
         with 1 of your opponent's Benched Pokémon. Your opponent picks the Benched Pokémon to \
         switch.",
    ] {
        assert_eq!(read(text), [once_you_may(vec![switch.clone()])], "{text}");
    }
}

#[test]
fn energy_taken_from_a_pokemon_as_often_as_you_like() {
    // Lt. Surge's Magneton.
    assert_eq!(
        on(
            "Lt. Surge's Magneton",
            "As often as you like during your turn (before your attack), if Lt. Surge's \
             Magneton is your Active Pokémon, you may take 1 Lightning Energy card attached to \
             1 of your Pokémon and attach it to Lt. Surge's Magneton."
        ),
        [Effect::Passive(Passive::When {
            trigger: crate::effect::Trigger::AsOftenAsYouLike,
            then: vec![Effect::Control(Control::If {
                condition: Condition::InActiveSpot(Pokemon::This),
                then: vec![Effect::may(vec![Effect::Op(Operation::MoveEnergy {
                    from: one_of(yours(Zone::InPlay)),
                    to: Pokemon::This,
                    count: CardCount::Exactly(1),
                    energy: EnergyFilter::Of(EnergyType::Lightning),
                })])],
                otherwise: Vec::new(),
            })],
        })]
    );
}

#[test]
fn hands_shown_a_turn_ended_and_damage_in_the_older_words() {
    // Unown [T]: both hands shown.
    assert_eq!(
        read("Look at your opponent's hand and show your hand to your opponent."),
        [
            Effect::Op(Operation::RevealHand(Role::Opponent)),
            Effect::Op(Operation::RevealHand(Role::Acting))
        ]
    );
    // Elekid: "Either way, this ends your turn."
    assert_eq!(
        read("Either way, this ends your turn."),
        [Effect::Op(Operation::EndTurn)]
    );
    // Clefable's attack: "20 times the number of heads", without "damage".
    assert_eq!(
        read("Flip 2 coins. This attack does 20 times the number of heads."),
        read("Flip 2 coins. This attack does 20 damage times the number of heads.")
    );
    assert_ne!(
        read("This attack does 20 times the number of heads."),
        [Effect::Op(Operation::SetDamage(Amount::Fixed(20)))]
    );
}

#[test]
fn conditions_chosen_or_left_out_by_type() {
    // Venusaur: "either A, B, or C".
    assert_eq!(
        read(
            "Choose either Asleep, Burned, or Poisoned. The Defending Pokémon is now affected \
             by that Special Condition."
        ),
        [Effect::Control(Control::ChooseOptions {
            chooser: Role::Acting,
            at_most: 1,
            options: [Asleep, Burned, Poisoned]
                .map(|condition| vec![Effect::Op(Operation::Inflict {
                    on: Pokemon::Defending,
                    condition
                })])
                .to_vec(),
        })]
    );
    // Ariados: "(except for Grass Pokémon)".
    assert_eq!(
        read("Both Active Pokémon (except for Grass Pokémon) are now Poisoned."),
        [Effect::Op(Operation::Inflict {
            on: Pokemon::Each(Group {
                of_type: Types::all_but(EnergyType::Grass),
                ..Group::new(Side::Both, Zone::Active)
            }),
            condition: Poisoned,
        })]
    );
}

#[test]
fn counters_removed_as_counted_energy_moved_then_switched_and_a_named_energy() {
    // Blissey.
    assert_eq!(
        on(
            "Blissey",
            "If heads, count the number of Energy attached to Blissey and then remove that many \
             damage counters from the chosen Benched Pokémon."
        ),
        [if_heads(vec![Effect::Control(Control::Repeat {
            times: Count::EnergyAttached {
                on: Pokemon::This,
                energy: EnergyFilter::Any,
            },
            then: vec![Effect::Op(Operation::Heal {
                from: Pokemon::That,
                amount: HealAmount::Fixed(10),
            })],
        })])]
    );
    // Marshtomp: "that Active Pokémon" is the one the Energy came from.
    assert_eq!(
        on(
            "Marshtomp",
            "If you do, switch Marshtomp with that Active Pokémon."
        ),
        [Effect::Control(Control::If {
            condition: Condition::YouDid,
            then: vec![Effect::Op(Operation::SwitchInThis)],
            otherwise: Vec::new(),
        })]
    );
    // Huntail: a Special Energy by its name, tested and searched for.
    let react = CardFilter::Named(Name::new("react energy").unwrap());
    assert_eq!(
        on(
            "Huntail",
            "If Huntail has no React Energy cards attached to it, search your deck for a React \
             Energy card and attach it to Huntail."
        ),
        [Effect::Control(Control::If {
            condition: Condition::HasAttached(Pokemon::This, react),
            then: Vec::new(),
            otherwise: vec![search_to(react, Destination::Attach(Pokemon::This))],
        })]
    );
}

#[test]
fn a_pokemon_picked_by_a_word_in_its_name() {
    // Fuchsia City Gym: the pick first, inside "If heads," and "may".
    assert_eq!(
        stadium(
            "Fuchsia City Gym",
            "Once during each player's turn (before attacking), that player may flip a coin. If \
             heads, that player may shuffle 1 of his or her Pokémon in play with Koga in its \
             name and any cards attached to it into his or her deck."
        ),
        [Effect::Usage(Usage::OncePerTurn(vec![
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            if_heads(vec![Effect::may(vec![
                Effect::Op(Operation::ChooseOnly {
                    pick: crate::effect::Pick {
                        chooser: Role::Acting,
                        count: 1,
                        group: yours(Zone::InPlay),
                    },
                    only: CardFilter::NameHas(Name::new("koga").unwrap()),
                }),
                Effect::Op(Operation::ShuffleIntoDeck(Pokemon::That)),
            ])]),
        ]))]
    );
}

#[test]
fn a_stadiums_action_as_often_as_the_player_likes() {
    let named = |word: &str, energy| {
        Effect::Op(Operation::ChooseOnly {
            pick: crate::effect::Pick {
                chooser: Role::Acting,
                count: 1,
                group: Group {
                    which: Some(crate::effect::Which::HasEnergy(energy)),
                    ..yours(Zone::InPlay)
                },
            },
            only: CardFilter::NameHas(Name::new(word).unwrap()),
        })
    };
    let often = |then| {
        vec![Effect::Passive(Passive::When {
            trigger: crate::effect::Trigger::AsOftenAsYouLike,
            then,
        })]
    };
    // Celadon City Gym: "During each player's turn, that player may choose to …".
    assert_eq!(
        stadium(
            "Celadon City Gym",
            "During each player's turn, that player may choose to discard an Energy card \
             attached to 1 of his or her Pokémon with Erika in its name. If that player does \
             so, that Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned."
        ),
        often(vec![
            named("erika", EnergyFilter::Any),
            Effect::Op(Operation::DiscardEnergy {
                from: Pokemon::That,
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Any,
            }),
            Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![Effect::Op(Operation::Cure(Pokemon::That))],
                otherwise: Vec::new(),
            }),
        ])
    );
    // Saffron City Gym: "As often as each player like during his or her turn …".
    assert_eq!(
        stadium(
            "Saffron City Gym",
            "As often as each player like during his or her turn (before attacking), that \
             player may return 1 basic Energy card attached to 1 of his or her Pokémon with \
             Sabrina in its name to his or her hand."
        ),
        often(vec![
            named("sabrina", EnergyFilter::Basic),
            Effect::Op(Operation::EnergyToHand {
                from: Pokemon::That,
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Basic,
            }),
        ])
    );
}

#[test]
fn a_pokemon_returned_to_the_hand_alone_not_the_turn_it_came_into_play() {
    // Tentacool: "At any time during your turn (before your attack)" is used once (it leaves
    // play).
    assert_eq!(
        on(
            "Tentacool",
            "At any time during your turn (before your attack), you may return Tentacool to \
             your hand. (Discard all cards attached to Tentacool.) This power can't be used the \
             turn you put Tentacool into play or if Tentacool is affected by a Special \
             Condition."
        ),
        [
            once_you_may(vec![Effect::Op(Operation::ReturnToHandAlone(
                Pokemon::This
            ))]),
            Effect::Usage(Usage::UnusableIf(Condition::NewThisTurn(Pokemon::This))),
            SPECIAL_CONDITION,
        ]
    );
}

#[test]
fn a_powers_damage_with_weakness_and_resistance_then_the_turn_ends() {
    // Elekid: the damage is done as an attack's, then the turn ends either way.
    assert_eq!(
        on(
            "Elekid",
            "Once during your turn (before your attack), you may flip a coin. If heads, do 20 \
             damage to your opponent's Active Pokémon. (Apply Weakness and Resistance.) Either \
             way, this ends your turn."
        ),
        [
            once_you_may(vec![Effect::Op(Operation::Flip(Coins::Fixed(1)))]),
            if_heads(vec![
                Effect::Op(Operation::SetDamage(Amount::Fixed(20))),
                Effect::Op(Operation::DamageNow)
            ]),
            Effect::Op(Operation::EndTurn),
        ]
    );
}

#[test]
fn a_switch_only_while_the_active_pokemon_has_delta_on_its_card() {
    // Pelipper δ.
    assert_eq!(
        read(
            "Switch 1 of your Active Pokémon that has δ on its card with 1 of your Benched \
             Pokémon."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::InPlay {
                    group: Group {
                        kind: Some(crate::effect::PokemonKind::Delta),
                        ..yours(Zone::Active)
                    },
                    filter: CardFilter::Pokemon,
                },
                Compare::AtLeast(1),
            ),
            then: vec![Effect::Op(Operation::Switch {
                side: Role::Acting,
                chooser: Role::Acting,
                of_type: Types::ANY,
            })],
            otherwise: Vec::new(),
        })]
    );
}
