//! Passive effects: on a group of Pokémon, under a condition, of a Stadium, on real wordings.

use super::read;
use crate::effect::{
    Amount, CardCount, CardFilter, Compare, Condition, Control, Count, Destination, Effect,
    EnergyFilter, EnergyType, Group, HealAmount, Lasting, Operation, Passive, Pile, Pokemon,
    PokemonKind, Role, Side, SpecialCondition, Types, Usage, Which, Zone,
};

#[test]
fn more_damage_for_each_pokemon_of_a_kind_in_play() {
    // Charizard (sm75-3), Resolute Flame.
    assert_eq!(
        read(
            "This Pokémon's attacks do 30 more damage to your opponent's Active Pokémon for \
             each of their Pokémon-GX and Pokémon-EX in play."
        ),
        [Effect::Passive(Passive::Always(Lasting::MoreDealt {
            by: Pokemon::This,
            amount: Amount::Per {
                each: 30,
                count: Count::InPlay {
                    group: Group {
                        kind: Some(PokemonKind::GxOrEx),
                        ..Group::new(Side::Of(Role::Opponent), Zone::InPlay)
                    },
                    filter: CardFilter::Pokemon,
                },
            },
        }))]
    );
}

fn both(of_type: Types, which: Option<Which>) -> Group {
    Group {
        of_type,
        which,
        ..Group::new(Side::Both, Zone::InPlay)
    }
}

#[test]
fn passives_of_stadiums_on_everyones_pokemon_of_some_types() {
    let fire_and_metal = Types::of(EnergyType::Fire).with(EnergyType::Metal);
    // Altar of the Sunne.
    assert_eq!(
        read("Fire Pokémon and Metal Pokémon (both yours and your opponent's) have no Weakness."),
        [Effect::Passive(Passive::Always(Lasting::NoWeakness(
            Pokemon::Each(both(fire_and_metal, None))
        )))]
    );
    // Devoured Field.
    assert_eq!(
        read(
            "The attacks of Darkness Pokémon and Dragon Pokémon (both yours and your \
             opponent's) do 10 more damage to the opponent's Active Pokémon (before applying \
             Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::Always(Lasting::MoreDealt {
            by: Pokemon::Each(both(
                Types::of(EnergyType::Darkness).with(EnergyType::Dragon),
                None
            )),
            amount: Amount::Fixed(10),
        }))]
    );
    // Altar of the Moone.
    assert_eq!(
        read(
            "The Retreat Cost of each Pokémon (both yours and your opponent's) that has any \
             Psychic or Darkness Energy attached to it is ColorlessColorless less."
        ),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
            of: Pokemon::Each(both(
                Types::ANY,
                Some(Which::HasEnergy(EnergyFilter::OfAny(
                    Types::of(EnergyType::Psychic).with(EnergyType::Darkness)
                )))
            )),
            by: 2,
        }))]
    );
}

#[test]
fn protections_from_attackers_of_a_kind() {
    // Alolan Ninetales's Luminous Barrier.
    assert_eq!(
        read(
            "Prevent all effects of attacks, including damage, done to this Pokémon by your \
             opponent's Pokémon-GX or Pokémon-EX."
        ),
        [Effect::Passive(Passive::Always(Lasting::Prevent {
            to: Pokemon::This,
            effects: true,
            from: Some(PokemonKind::GxOrEx),
            which: None
        }))]
    );
    // Sceptile's Power of Nature: a group with Energy of a type attached.
    assert_eq!(
        read(
            "Prevent all damage done to your Pokémon that have any Grass Energy attached to \
             them by attacks from your opponent's Ultra Beasts."
        ),
        [Effect::Passive(Passive::Always(Lasting::Prevent {
            to: Pokemon::Each(Group {
                which: Some(Which::HasEnergy(EnergyFilter::Of(EnergyType::Grass))),
                ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
            }),
            effects: false,
            from: Some(PokemonKind::UltraBeast),
            which: None,
        }))]
    );
}

#[test]
fn an_ability_applied_one_at_a_time() {
    // Incineroar's Strong Cheer, second sentence: any ability's name is read.
    for name in ["Strong Cheer", "Bench Barrier", "Wonder Tag"] {
        assert_eq!(
            read(&format!(
                "You can't apply more than 1 {name} Ability at a time."
            )),
            [Effect::Passive(Passive::OneAtATime)]
        );
    }
}

fn prizes_left(whose: Role) -> Count {
    Count::Cards {
        side: Side::Of(whose),
        pile: Pile::Prizes,
        filter: CardFilter::Any,
    }
}

#[test]
fn prizes_left_compared() {
    // Xurkitree's Cablegram.
    assert_eq!(
        read(
            "If you have exactly 3 Prize cards remaining, your opponent's Active Pokémon is \
             now Paralyzed."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Counted(prizes_left(Role::Acting), Compare::Exactly(3)),
            then: vec![Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Paralyzed,
            })],
            otherwise: vec![],
        })]
    );
    // Pheromosa's White Ray.
    assert_eq!(
        read("If you have only 1 Prize card remaining, this attack does 90 more damage."),
        [Effect::Control(Control::If {
            condition: Condition::Counted(prizes_left(Role::Acting), Compare::Exactly(1)),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(90)))],
            otherwise: vec![],
        })]
    );
}

#[test]
fn attacks_free_of_energy_while_the_discard_pile_holds_enough() {
    // Frost Rotom's Roto Motor.
    assert_eq!(
        read(
            "If you have 9 or more Pokémon Tool cards in your discard pile, ignore all Energy \
             in the attack cost of each of this Pokémon's attacks."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::Cards {
                    side: Side::Of(Role::Acting),
                    pile: Pile::DiscardPile,
                    filter: CardFilter::Tool,
                },
                Compare::AtLeast(9)
            ),
            then: vec![Effect::Passive(Passive::Always(Lasting::NoAttackCost(
                Pokemon::This
            )))],
            otherwise: vec![],
        })]
    );
}

#[test]
fn a_stadiums_action_for_each_player() {
    // Brooklet Hill: "that player" is the one using it, "their" is theirs.
    assert_eq!(
        read(
            "Once during each player's turn, that player may search their deck for a Basic \
             Water Pokémon or Basic Fighting Pokémon and, put it onto their Bench, and shuffle \
             their deck."
        ),
        [Effect::Usage(Usage::OncePerTurn(vec![
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::BasicPokemonOf(
                    Types::of(EnergyType::Water).with(EnergyType::Fighting)
                ),
                to: Destination::Bench,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting)),
        ]))]
    );
    // Rough Seas (xy5-137): "his or her" too.
    assert_eq!(
        read(
            "Once during each player's turn, that player may heal 30 damage from each of his \
             or her Water Pokémon and Lightning Pokémon."
        ),
        [Effect::Usage(Usage::OncePerTurn(vec![Effect::Op(
            Operation::Heal {
                from: Pokemon::Each(Group {
                    of_type: Types::of(EnergyType::Water).with(EnergyType::Lightning),
                    ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
                }),
                amount: HealAmount::Fixed(30),
            }
        )]))]
    );
}

/// A Tool's "+`hp` HP" and "`damage` more damage" on its holder.
fn holders_hp_and_damage(hp: u16, damage: u16) -> [Effect; 2] {
    [
        Effect::Passive(Passive::Always(Lasting::MoreHp {
            on: Pokemon::Holder,
            amount: Amount::Fixed(hp),
        })),
        Effect::Passive(Passive::Always(Lasting::MoreDealt {
            by: Pokemon::Holder,
            amount: Amount::Fixed(damage),
        })),
    ]
}

#[test]
fn hp_damage_and_prize_cards_of_a_tools_holder() {
    // Giant Cape.
    assert_eq!(
        read("The Pokémon this card is attached to gets +20 HP."),
        [Effect::Passive(Passive::Always(Lasting::MoreHp {
            on: Pokemon::Holder,
            amount: Amount::Fixed(20)
        }))]
    );
    // Fighting Fury Belt: only while the holder is a Basic Pokémon.
    assert_eq!(
        read(
            "The Basic Pokémon this card is attached to gets +40 HP and its attacks do 10 more \
             damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Is(Pokemon::Holder, PokemonKind::Basic),
            then: holders_hp_and_damage(40, 10).to_vec(),
            otherwise: Vec::new(),
        })]
    );
    // Expert Belt.
    assert_eq!(
        read(
            "The Pokémon this card is attached to gets +20 HP and that Pokémon's attacks do 20 \
             more damage to your opponent's Active Pokémon (before applying Weakness and \
             Resistance). When the Pokémon this card is attached to is Knocked Out, your \
             opponent takes 1 more Prize card."
        ),
        [
            holders_hp_and_damage(20, 20).as_slice(),
            &[Effect::Passive(Passive::Always(Lasting::GivesMorePrizes {
                of: Pokemon::Holder,
                count: 1
            }))],
        ]
        .concat()
    );
}

#[test]
fn stadiums_on_everyones_hp_retreat_cost_resistance_and_special_conditions() {
    let everyones = |of_type: Types, kind: Option<PokemonKind>, which: Option<Which>| {
        Pokemon::Each(Group {
            kind,
            ..both(of_type, which)
        })
    };
    // Low Pressure System.
    assert_eq!(
        read(
            "Each Grass and Lightning Pokémon in play (both yours and your opponent's) gets +10 \
             HP."
        ),
        [Effect::Passive(Passive::Always(Lasting::MoreHp {
            on: everyones(
                Types::of(EnergyType::Grass).with(EnergyType::Lightning),
                None,
                None
            ),
            amount: Amount::Fixed(10)
        }))]
    );
    // Snowpoint Temple: the relative clause before "(both yours …)".
    assert_eq!(
        read(
            "Each Pokémon that isn't an Evolved Pokémon in play (both yours and your \
             opponent's) gets +20 HP."
        ),
        [Effect::Passive(Passive::Always(Lasting::MoreHp {
            on: everyones(Types::ANY, None, Some(Which::IsNot(PokemonKind::Evolution))),
            amount: Amount::Fixed(20)
        }))]
    );
    // Skyarrow Bridge, misprint and all: no side named is everyone's.
    assert_eq!(
        read("The Retreat Cost of each Basic Pokémon is play is Colorless less."),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
            of: everyones(Types::ANY, Some(PokemonKind::Basic), None),
            by: 1
        }))]
    );
    // Phoebe's Stadium: "each player … his or her" is everyone's.
    assert_eq!(
        read("Each player pays ColorlessColorless less to retreat his or her Psychic Pokémon."),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
            of: everyones(Types::of(EnergyType::Psychic), None, None),
            by: 2
        }))]
    );
    // Ruins of Alph.
    assert_eq!(
        read("Each Pokémon in play has no Resistance."),
        [Effect::Passive(Passive::Always(Lasting::NoResistance(
            everyones(Types::ANY, None, None)
        )))]
    );
    // Sidney's Stadium: one passive effect per Special Condition named.
    let darkness = everyones(Types::of(EnergyType::Darkness), None, None);
    assert_eq!(
        read("Each player's Darkness Pokémon can't be Asleep, Confused, or Paralyzed."),
        [
            SpecialCondition::Asleep,
            SpecialCondition::Confused,
            SpecialCondition::Paralyzed
        ]
        .map(|c| Effect::Passive(Passive::Always(Lasting::Unaffected {
            who: darkness,
            condition: Some(c)
        })))
    );
}

#[test]
fn an_ability_on_every_pokemon_but_its_own() {
    // Ariados (dp2-20), Sticky, its name read as "this Pokémon".
    assert_eq!(
        read(
            "The Retreat Cost for each player's Pokémon (excluding this Pokémon) is Colorless \
             more."
        ),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostMore {
            of: Pokemon::Others(Group::new(Side::Both, Zone::InPlay)),
            by: 1
        }))]
    );
}

#[test]
fn card_play_locks_and_special_conditions_kept_off_by_abilities() {
    // Vileplume (xy7-3), Irritating Pollen: every player.
    assert_eq!(
        read("Each player can't play any Item cards from his or her hand."),
        [Effect::Passive(Passive::Always(Lasting::CantPlay {
            who: Side::Both,
            cards: CardFilter::Item
        }))]
    );
    // Armaldo (ex2-1), Primal Veil.
    assert_eq!(
        read(
            "As long as this Pokémon is your Active Pokémon, each player can't play any \
             Supporter Cards."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::InActiveSpot(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(Lasting::CantPlay {
                who: Side::Both,
                cards: CardFilter::Supporter
            }))],
        })]
    );
    // Sceptile (ex9-10), Chlorophyll: "as long as it is in play" is what a passive ability
    // means; "that has Grass Energy attached to it" is "… any Grass Energy …".
    assert_eq!(
        read(
            "As long as this Pokémon is in play, each of your Active Pokémon that has Grass \
             Energy attached to it can't be affected by any Special Conditions."
        ),
        [Effect::Passive(Passive::Always(Lasting::Unaffected {
            who: Pokemon::Each(Group {
                which: Some(Which::HasEnergy(EnergyFilter::Of(EnergyType::Grass))),
                ..Group::new(Side::Of(Role::Acting), Zone::Active)
            }),
            condition: None
        }))]
    );
    // Slurpuff (xy1-95), Sweet Veil: the engine removes the Special Conditions it keeps off.
    assert_eq!(
        read(
            "Each of your Pokémon that has any Fairy Energy attached to it can't be affected \
             by any Special Conditions. (Remove any Special Conditions affecting those \
             Pokémon.)"
        ),
        [Effect::Passive(Passive::Always(Lasting::Unaffected {
            who: Pokemon::Each(Group {
                which: Some(Which::HasEnergy(EnergyFilter::Of(EnergyType::Fairy))),
                ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
            }),
            condition: None
        }))]
    );
}

#[test]
fn groups_of_pokemon_with_a_word_in_their_names() {
    use crate::effect::NameMark;
    let everyones = |which| Pokemon::Each(both(Types::ANY, Some(which)));
    // Cerulean City Gym.
    assert_eq!(
        read(
            "Each player pays Colorless less to retreat his or her Pokémon if it has Misty in \
             its name."
        ),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
            of: everyones(Which::NameHas(NameMark::Misty)),
            by: 1
        }))]
    );
    // Team Aqua Hideout.
    assert_eq!(
        read(
            "Each Pokémon that does not have Team Aqua in its name pays Colorless more to \
             retreat."
        ),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostMore {
            of: everyones(Which::NameLacks(NameMark::TeamAqua)),
            by: 1
        }))]
    );
    // Rocket's Hideout: "(even your opponent's)" is "(both yours and your opponent's)".
    assert_eq!(
        read("Each Pokémon in play with Dark in its name (even your opponent's) gets +20 HP."),
        [Effect::Passive(Passive::Always(Lasting::MoreHp {
            on: everyones(Which::NameHas(NameMark::Dark)),
            amount: Amount::Fixed(20)
        }))]
    );
    // Pewter City Gym: a group with a relative clause and no side is everyone's.
    assert_eq!(
        read("Don't apply Resistance to any attacks made by Pokémon with Brock in their names."),
        [Effect::Passive(Passive::Always(
            Lasting::IgnoresResistance(everyones(Which::NameHas(NameMark::Brock)))
        ))]
    );
}

#[test]
fn weakness_ignored_against_attackers_of_a_type() {
    // Cinnabar City Gym.
    assert_eq!(
        read(
            "Ignore Weakness when a Water Pokémon does damage to a Pokémon with Blaine in its name."
        ),
        [Effect::Passive(Passive::Always(Lasting::NoWeaknessTo {
            on: Pokemon::Each(both(
                Types::ANY,
                Some(Which::NameHas(crate::effect::NameMark::Blaine))
            )),
            of: Types::of(EnergyType::Water),
        }))]
    );
}

#[test]
fn a_retreat_paid_with_the_tool_itself() {
    // Balloon Berry, its name read as "this card".
    assert_eq!(
        read(
            "When the Pokémon this card is attached to retreats, discard this card instead of \
             discarding Energy cards."
        ),
        [Effect::Passive(Passive::Always(
            Lasting::RetreatPaidByThisCard(Pokemon::Holder)
        ))]
    );
}

#[test]
fn hp_for_each_pokemon_of_a_name_and_a_card_under_this_pokemon() {
    use crate::effect::Name;
    // Nidoking (hgss4-6), Dynasty, its name read as "this Pokémon".
    assert_eq!(
        read("This Pokémon gets +20 HP for each Nidoqueen you have in play."),
        [Effect::Passive(Passive::Always(Lasting::MoreHp {
            on: Pokemon::This,
            amount: Amount::Per {
                each: 20,
                count: Count::InPlay {
                    group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
                    filter: CardFilter::Named(Name::new("nidoqueen").unwrap()),
                },
            },
        }))]
    );
    // Mantine (dp2-29), Ocean Current.
    assert_eq!(
        read(
            "If Mantyke is anywhere under this Pokémon, the Retreat Cost for each of your \
             Water Pokémon is ColorlessColorless less."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Under(Name::new("mantyke").unwrap()),
            then: vec![Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
                of: Pokemon::Each(Group {
                    of_type: Types::of(EnergyType::Water),
                    ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
                }),
                by: 2
            }))],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn a_group_of_team_plasma_pokemon() {
    // Glaceon (bw9-23), Crystal Veil.
    assert_eq!(
        read(
            "The Retreat Cost of each of your Team Plasma Pokémon in play is ColorlessColorless \
             less."
        ),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
            of: Pokemon::Each(Group {
                kind: Some(PokemonKind::TeamPlasma),
                ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
            }),
            by: 2
        }))]
    );
}

#[test]
fn attaching_special_energy_from_the_hand_is_playing_it() {
    // Froslass (bw10-23), Chilling Curtain.
    assert_eq!(
        read(
            "As long as this Pokémon is your Active Pokémon, your opponent can't attach any \
             Special Energy cards from his or her hand to his or her Pokémon."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::InActiveSpot(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(Lasting::CantPlay {
                who: Side::Of(Role::Opponent),
                cards: CardFilter::Energy(EnergyFilter::Special)
            }))],
        })]
    );
}

#[test]
fn attacks_costing_less_for_each_pokemon_of_a_kind() {
    // Drifblim (bw10-35), Tailwind Boost.
    assert_eq!(
        read(
            "This Pokémon's attacks cost Colorless less for each of your opponent's Team Plasma \
             Pokémon in play."
        ),
        [Effect::Passive(Passive::Always(Lasting::AttackCostLess {
            of: Pokemon::This,
            by: Amount::Per {
                each: 1,
                count: Count::InPlay {
                    group: Group {
                        kind: Some(PokemonKind::TeamPlasma),
                        ..Group::new(Side::Of(Role::Opponent), Zone::InPlay)
                    },
                    filter: CardFilter::Pokemon,
                },
            },
            any_type: false,
        }))]
    );
}
