//! The attack wordings of Standard cards left unplayable after the first pass of issue 29: each
//! read into the vocabulary, on the real card's words.

use super::{opponents, read, yours};
use crate::effect::{
    Amount, CardFilter, CardTag, Condition, Control, Count, Effect, EnergyFilter, EnergyType,
    Lasting, Operation, Pile, Pokemon, PokemonKind, Role, Side, Source, Turn, Zone,
};

fn if_more(condition: Condition, n: u16) -> Vec<Effect> {
    vec![Effect::Control(Control::If {
        condition,
        then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(n)))],
        otherwise: vec![],
    })]
}

fn down_to(on: Pokemon, hp: u16) -> Vec<Effect> {
    let count = Count::CountersDownToHp { of: on, hp };
    vec![Effect::Op(Operation::PutCounters {
        on,
        counters: Amount::Per { each: 1, count },
    })]
}

#[test]
fn damage_counters_until_a_remaining_hp_on_a_pick_or_a_group() {
    // Tsareena ex, Palossand ex, Earthen Seal Stone.
    assert_eq!(
        read("Put damage counters on 1 of your opponent's Pokémon until its remaining HP is 30."),
        down_to(super::one_of(opponents(Zone::InPlay)), 30)
    );
    assert_eq!(
        read(
            "Put damage counters on each of your opponent's Benched Pokémon until its remaining \
             HP is 100."
        ),
        down_to(Pokemon::Each(opponents(Zone::Bench)), 100)
    );
    let mut v = opponents(Zone::InPlay);
    v.kind = Some(PokemonKind::V);
    assert_eq!(
        read(
            "Put damage counters on each of your opponent's Pokémon V until its remaining HP is 100."
        ),
        down_to(Pokemon::Each(v), 100)
    );
}

#[test]
fn extra_energy_in_addition_to_the_cost() {
    // Melmetal VMAX.
    assert_eq!(
        read(
            "This attack does 60 more damage for each extra Metal Energy attached to this Pokémon \
             (in addition to this attack's cost). You can't add more than 120 damage in this way."
        ),
        vec![
            Effect::Op(Operation::MoreDamage(Amount::Per {
                each: 60,
                count: Count::EnergyBeyondCost {
                    on: Pokemon::This,
                    energy: EnergyFilter::Of(EnergyType::Metal)
                }
            })),
            Effect::Op(Operation::MoreDamageAtMost(120)),
        ]
    );
}

fn protected_from(kind: PokemonKind) -> Vec<Effect> {
    vec![Effect::Op(Operation::During {
        turn: Turn::OpponentsNext,
        what: Lasting::Prevent {
            to: Pokemon::This,
            effects: false,
            from: Some(kind),
            which: None,
        },
    })]
}

#[test]
fn damage_prevented_from_ancient_pokemon_and_pokemon_with_an_ability() {
    // Iron Moth, Alolan Vulpix VSTAR.
    assert_eq!(
        read(
            "During your opponent's next turn, prevent all damage done to this Pokémon by attacks \
             from Ancient Pokémon."
        ),
        protected_from(PokemonKind::Ancient)
    );
    assert_eq!(
        read(
            "During your opponent's next turn, prevent all damage done to this Pokémon by attacks \
             from Pokémon that have an Ability."
        ),
        protected_from(PokemonKind::HasAbility)
    );
}

#[test]
fn damage_for_each_of_the_opponents_pokemon_v() {
    // Alolan Vulpix VSTAR.
    let mut v = opponents(Zone::InPlay);
    v.kind = Some(PokemonKind::V);
    assert_eq!(
        read("This attack does 70 damage for each of your opponent's Pokémon V in play."),
        vec![Effect::Op(Operation::SetDamage(Amount::Per {
            each: 70,
            count: Count::InPlay {
                group: v,
                filter: CardFilter::Pokemon
            }
        }))]
    );
}

#[test]
fn ancient_and_future_cards() {
    // Roaring Moon, Iron Valiant.
    assert_eq!(
        read("This attack does 10 more damage for each Ancient card in your discard pile."),
        vec![Effect::Op(Operation::MoreDamage(Amount::Per {
            each: 10,
            count: Count::Cards {
                side: Side::Of(Role::Acting),
                pile: Pile::DiscardPile,
                filter: CardFilter::Tagged(CardTag::Ancient)
            }
        }))]
    );
    assert_eq!(
        read(
            "If you played a Future Supporter card from your hand during this turn, this attack \
             does 100 more damage."
        ),
        if_more(
            Condition::PlayedSupporterOf(CardFilter::SupporterTagged(CardTag::Future)),
            100
        )
    );
}

#[test]
fn prize_cards_taken_by_a_text() {
    // Umbreon ex.
    assert_eq!(
        read("Discard all Energy from this Pokémon, and take a Prize card."),
        vec![
            Effect::Op(Operation::DiscardEnergy {
                from: Pokemon::This,
                count: crate::effect::CardCount::All,
                energy: EnergyFilter::Any
            }),
            Effect::Op(Operation::TakePrizes {
                who: crate::effect::Side::Of(crate::effect::Role::Acting),
                count: 1
            }),
        ]
    );
    assert_eq!(
        read("Take 2 Prize cards."),
        vec![Effect::Op(Operation::TakePrizes {
            who: crate::effect::Side::Of(crate::effect::Role::Acting),
            count: 2
        })]
    );
}

#[test]
fn energy_from_the_deck_to_each_pokemon_picked() {
    // Chi-Yu ex, Hisuian Voltorb.
    let effects = read(
        "Choose up to 3 of your Benched Pokémon. For each of those Pokémon, search your deck for a \
         Basic Fire Energy card and attach it to that Pokémon. Then, shuffle your deck.",
    );
    assert_eq!(
        effects[1],
        Effect::Op(Operation::AttachEnergyToEach {
            source: Source::Deck,
            to: Pokemon::That,
            energy: EnergyFilter::BasicOf(EnergyType::Fire)
        })
    );
    assert_eq!(
        effects[0],
        Effect::Op(Operation::ChooseUpTo(crate::effect::Pick {
            chooser: Role::Acting,
            count: 3,
            group: yours(Zone::Bench)
        }))
    );
    assert_eq!(effects.len(), 3);
}

#[test]
fn a_cost_while_damaged() {
    // Crawdaunt, Grapploct.
    assert_eq!(
        read(
            "If this Pokémon has any damage counters on it, this attack can be used for Fighting."
        ),
        vec![Effect::Usage(crate::effect::Usage::CostWhileDamaged(vec![
            EnergyType::Fighting
        ]))]
    );
}

#[test]
fn pokemon_of_a_kind_knocked_out_last_turn() {
    // Lucario, Ethan's Pinsir.
    let ko = |filter| Condition::KnockedOutOfByAttackLastTurn(Role::Acting, filter);
    assert_eq!(
        read(
            "If any of your Fighting Pokémon were Knocked Out by damage from an attack during \
             your opponent's last turn, this attack does 120 more damage."
        ),
        if_more(ko(CardFilter::PokemonOf(EnergyType::Fighting)), 120)
    );
    assert_eq!(
        read(
            "If any of your Ethan's Pokémon were Knocked Out by damage from an attack during your \
             opponent's last turn, this attack does 100 more damage."
        ),
        if_more(
            ko(CardFilter::NameHas(
                crate::effect::Name::new("ethan's").expect("a name")
            )),
            100
        )
    );
}

#[test]
fn damage_for_each_type_on_the_bench() {
    // Toxtricity.
    assert_eq!(
        read("This attack does 30 more damage for each different type of Pokémon on your Bench."),
        vec![Effect::Op(Operation::MoreDamage(Amount::Per {
            each: 30,
            count: Count::TypesIn(yours(Zone::Bench))
        }))]
    );
}

#[test]
fn items_and_tools_from_the_discard_pile() {
    // Polteageist.
    assert_eq!(
        read(
            "Put up to 2 in any combination of Item cards and Pokémon Tool cards from your \
             discard pile into your hand."
        ),
        vec![Effect::Op(Operation::DiscardToHand {
            count: crate::effect::CardCount::UpTo(2),
            filter: CardFilter::ItemOrTool
        })]
    );
}
