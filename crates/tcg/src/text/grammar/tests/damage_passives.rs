//! Always-on damage modifiers and attack locks on real wordings: damage dealt more, taken less
//! or prevented, and "can't attack" conditions.

use crate::effect::{
    Amount, CardFilter, Compare, Condition, Control, Count, Effect, EnergyType, Group, Lasting,
    Name, Operation, Passive, Pile, Pokemon, PokemonKind, Role, Side, Turn, Types, Usage, Zone,
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
    Effect::Op(Operation::During {
        turn: Turn::This,
        what: Lasting::MoreDealt {
            by: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Active)),
            amount: Amount::Fixed(amount),
        },
    })
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
        [
            Effect::Usage(Usage::UsableOnlyIf(more_prizes)),
            this_turn_more(40)
        ]
    );
    // Counter Catcher's wording.
    assert_eq!(
        card(
            "Counter Catcher",
            "You can play this card only if you have more Prize cards remaining than your \
             opponent."
        ),
        [Effect::Usage(Usage::UsableOnlyIf(more_prizes))]
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
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 2
            }),
            this_turn_more(10)
        ]
    );
}

fn under(condition: Condition, then: Vec<Effect>) -> Effect {
    Effect::Control(Control::If {
        condition,
        then,
        otherwise: Vec::new(),
    })
}

fn more_by(by: Pokemon, amount: u16) -> Effect {
    Effect::Passive(Passive::Always(Lasting::MoreDealt {
        by,
        amount: Amount::Fixed(amount),
    }))
}

#[test]
fn a_tools_passive_effect_under_a_test_on_its_holder() {
    // Dark Claw.
    assert_eq!(
        card(
            "Dark Claw",
            "If this card is attached to a Darkness Pokémon, each of the attacks of that \
             Pokémon does 20 more damage to the Active Pokémon (before applying Weakness and \
             Resistance)."
        ),
        [under(
            Condition::OfType(Pokemon::Holder, EnergyType::Darkness),
            vec![more_by(Pokemon::That, 20)]
        )]
    );
}

#[test]
fn passive_effects_bound_to_kinds_of_pokemon() {
    // Silver Bangle: its holder not a Pokémon-EX, against a Pokémon-EX.
    assert_eq!(
        card(
            "Silver Bangle",
            "The attacks of the Pokémon this card is attached to (excluding Pokémon-EX) do 30 \
             more damage to Active Pokémon-EX (before applying Weakness and Resistance)."
        ),
        [under(
            Condition::IsNot(Pokemon::Holder, PokemonKind::Ex),
            vec![under(
                Condition::Is(Pokemon::Defending, PokemonKind::Ex),
                vec![more_by(Pokemon::Holder, 30)]
            )]
        )]
    );
    // Choice Band.
    assert_eq!(
        card(
            "Choice Band",
            "The attacks of the Pokémon this card is attached to do 30 more damage to your \
             opponent's Active Pokémon-GX or Active Pokémon-EX (before applying Weakness and \
             Resistance)."
        ),
        [under(
            Condition::Is(Pokemon::Defending, PokemonKind::GxOrEx),
            vec![more_by(Pokemon::Holder, 30)]
        )]
    );
    // Silver Mirror.
    assert_eq!(
        card(
            "Silver Mirror",
            "Prevent all effects of attacks, including damage, done to the Pokémon this card is \
             attached to (excluding Pokémon-EX) by your opponent's Team Plasma Pokémon."
        ),
        [under(
            Condition::IsNot(Pokemon::Holder, PokemonKind::Ex),
            vec![Effect::Passive(Passive::Always(Lasting::Prevent {
                to: Pokemon::Holder,
                effects: true,
                from: Some(PokemonKind::TeamPlasma),
                which: None
            }))]
        )]
    );
}

#[test]
fn tools_discarded_at_the_end_of_a_later_turn_or_of_the_turn_their_holder_attacks() {
    // Buffer Piece.
    assert_eq!(
        card(
            "Buffer Piece",
            "Damage done to the Pokémon Buffer Piece is attached to by an opponent's attack is \
             reduced by 20 (after applying Weakness and Resistance). At the end of your \
             opponent's turn after you played Buffer Piece, discard Buffer Piece."
        ),
        [
            Effect::Passive(Passive::Always(Lasting::ReduceTaken {
                to: Pokemon::Holder,
                amount: Amount::Fixed(20),
                from: None,
            })),
            Effect::Op(Operation::DiscardThisCardAtEndOf(Turn::OpponentsNext))
        ]
    );
    // Strength Charm, in its later and its first wording.
    let discarded = Effect::Op(Operation::DiscardThisCardAtEndOf(Turn::HolderAttacks));
    assert_eq!(
        card(
            "Strength Charm",
            "Whenever an attack from the Pokémon that Strength Charm is attached to does damage \
             to the Active Pokémon, the attack does 10 more damage (before applying Weakness and \
             Resistance). Discard Strength Charm at the end of the turn in which this Pokémon \
             attacks."
        ),
        [more_by(Pokemon::Holder, 10), discarded.clone()]
    );
    assert_eq!(
        card(
            "Strength Charm",
            "Whenever an attack from the Pokémon that Strength Charm is attached to does damage \
             (after applying Weakness and Resistance), the attack does 10 more damage. At the \
             end of your turn in which this happens, discard Strength Charm."
        ),
        [
            Effect::Passive(Passive::Always(Lasting::MoreDealtAfterWeakness {
                by: Pokemon::Holder,
                amount: 10
            })),
            discarded
        ]
    );
}

#[test]
fn more_damage_when_any_of_a_group_does_damage() {
    // Crawdaunt (Power Pinchers).
    assert_eq!(
        crate::text::parse_on(
            "Crawdaunt",
            "As long as Crawdaunt is your Active Pokémon, when any of your Active Pokémon does \
             damage to the Defending Pokémon, the attack does 10 more damage (before applying \
             Weakness and Resistance)."
        )
        .expect("read"),
        [Effect::Passive(Passive::While {
            condition: Condition::InActiveSpot(Pokemon::This),
            then: vec![more_by(
                Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Active)),
                10
            )]
        })]
    );
}

fn on(name: &str, text: &str) -> Vec<Effect> {
    crate::text::parse_on(name, text)
        .unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

/// The acting player's Pokémon in play whose card passes `filter`, counted.
fn yours_in_play(filter: CardFilter) -> Count {
    Count::InPlay {
        group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
        filter,
    }
}

fn group(side: Side, zone: Zone, kind: Option<PokemonKind>) -> Group {
    Group {
        kind,
        ..Group::new(side, zone)
    }
}

#[test]
fn abilities_on_groups_by_type_and_delta_species() {
    // Cherrim (Cloudy Sky).
    assert_eq!(
        on(
            "Cherrim",
            "If any of your Grass Pokémon or Fire Pokémon would be damaged by an attack, reduce \
             that damage by 10 (after applying Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::Each(Group {
                of_type: Types::of(EnergyType::Grass).with(EnergyType::Fire),
                ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
            }),
            amount: Amount::Fixed(10),
            from: None,
        }))]
    );
    // Feraligatr δ (Battle Aura).
    let delta = |zone| group(Side::Of(Role::Acting), zone, Some(PokemonKind::Delta));
    assert_eq!(
        on(
            "Feraligatr δ",
            "Each of your Pokémon that has δ on its card does 10 more damage to the Defending \
             Pokémon (before applying Weakness and Resistance)."
        ),
        [more_by(Pokemon::Each(delta(Zone::InPlay)), 10)]
    );
    // Cloyster δ (Solid Shell).
    assert_eq!(
        on(
            "Cloyster δ",
            "Prevent all effects of attacks, including damage, done by your opponent's Pokémon \
             to each of your Benched Pokémon that has δ on its card."
        ),
        [Effect::Passive(Passive::Always(Lasting::Prevent {
            to: Pokemon::Each(delta(Zone::Bench)),
            effects: true,
            from: None,
            which: None
        }))]
    );
    // Zebstrika (Zap Zone).
    assert_eq!(
        on(
            "Zebstrika",
            "Damage from the attacks of your Lightning Pokémon isn't affected by any effects on \
             your opponent's Active Pokémon."
        ),
        [Effect::Passive(Passive::Always(
            Lasting::IgnoresDefendingEffects(Pokemon::Each(Group {
                of_type: Types::of(EnergyType::Lightning),
                ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
            }))
        ))]
    );
}

#[test]
fn attack_locks_while_counts_on_the_board_hold() {
    let opponents_basics = Pokemon::Each(group(
        Side::Of(Role::Opponent),
        Zone::InPlay,
        Some(PokemonKind::Basic),
    ));
    // Pinsir (Shining Horn).
    let yours = yours_in_play(CardFilter::Pokemon);
    assert_eq!(
        on(
            "Pinsir",
            "As long as Pinsir is the only Pokémon you have in play, your opponent's Basic \
             Pokémon can't attack."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::Counted(yours, Compare::Exactly(1)),
            then: vec![Effect::Passive(Passive::Always(Lasting::CantAttack(
                opponents_basics
            )))],
        })]
    );
    // Team Aqua's Kyogre (Power Saver).
    let team_aqua = Count::InPlay {
        group: Group::new(Side::Both, Zone::InPlay),
        filter: CardFilter::NameHas(Name::new("team aqua").expect("short")),
    };
    assert_eq!(
        on(
            "Team Aqua's Kyogre",
            "As long as the number of Pokémon in play (both yours and your opponent's) that has \
             Team Aqua in its name is 3 or less, Team Aqua's Kyogre can't attack."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::Counted(team_aqua, Compare::AtMost(3)),
            then: vec![Effect::Passive(Passive::Always(Lasting::CantAttack(
                Pokemon::This
            )))],
        })]
    );
    // Spinda (Pattern Distraction), over two sentences, once for all its copies.
    assert_eq!(
        on(
            "Spinda",
            "As long as Spinda is your Active Pokémon, whenever your opponent's Basic Pokémon \
             tries to attack, your opponent flips a coin. If tails, that attack does nothing. \
             You can't use more than 1 Pattern Distraction Poké-Body each turn."
        ),
        [
            Effect::Passive(Passive::While {
                condition: Condition::InActiveSpot(Pokemon::This),
                then: vec![Effect::Passive(Passive::Always(Lasting::AttackNeedsHeads(
                    opponents_basics
                )))],
            }),
            Effect::Passive(Passive::OneAtATime)
        ]
    );
}

#[test]
fn damage_reduced_by_an_amount_counted_on_the_board() {
    let reduced = |each, count| {
        vec![Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::This,
            amount: Amount::Per { each, count },
            from: None,
        }))]
    };
    // Cubone (Lonely Bone).
    let marowaks = Count::Cards {
        side: Side::Of(Role::Acting),
        pile: Pile::DiscardPile,
        filter: CardFilter::Named(Name::new("marowak").expect("short")),
    };
    assert_eq!(
        on(
            "Cubone",
            "Any damage done to Cubone by your opponent's attacks is reduced by 20 for each \
             Marowak in your discard pile (after applying Weakness and Resistance)."
        ),
        reduced(20, marowaks)
    );
    // Klinklang (Heavy Bumper).
    let retreat = Count::RetreatCost {
        of: Pokemon::Defending,
    };
    assert_eq!(
        on(
            "Klinklang",
            "Any damage done to this Pokémon by an opponent's attack is reduced by 10 for each \
             Colorless in your opponent's Active Pokémon's Retreat Cost (after applying Weakness \
             and Resistance)."
        ),
        reduced(10, retreat)
    );
}

#[test]
fn protections_under_a_card_in_play_and_from_attackers_of_some_types() {
    // Sableye (Synergy Effect).
    assert_eq!(
        on(
            "Sableye",
            "If Phoebe's Stadium is in play, prevent all damage done to Sableye by attacks from \
             your opponent's Pokémon-ex."
        ),
        [under(
            Condition::NamedInPlay(Name::new("phoebe's stadium").expect("short")),
            vec![Effect::Passive(Passive::Always(Lasting::Prevent {
                to: Pokemon::This,
                effects: false,
                from: Some(PokemonKind::Ex),
                which: None
            }))]
        )]
    );
    // Hariyama (Thick Fat).
    assert_eq!(
        on(
            "Hariyama",
            "Any damage done to this Pokémon by attacks from your opponent's Fire or Water \
             Pokémon is reduced by 30 (after applying Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::This,
            amount: Amount::Fixed(30),
            from: Some(PokemonKind::OfTypes(
                Types::of(EnergyType::Fire).with(EnergyType::Water)
            )),
        }))]
    );
}

#[test]
fn a_count_that_is_one_of_a_few_numbers() {
    // Slowbro (Airhead).
    assert_eq!(
        on(
            "Slowbro",
            "If you have 2, 4, or 6 Prize Cards left, this Pokémon can't attack."
        ),
        [under(
            Condition::Counted(
                prizes(Role::Acting),
                Compare::OneOf(1 << 2 | 1 << 4 | 1 << 6)
            ),
            vec![Effect::Passive(Passive::Always(Lasting::CantAttack(
                Pokemon::This
            )))]
        )]
    );
}

#[test]
fn a_reduction_capped_by_the_sentence_after_it() {
    // Pupitar (Energy Protection).
    assert_eq!(
        on(
            "Pupitar",
            "Any damage done to Pupitar by attacks is reduced by 10 for each Energy attached to \
             Pupitar (after applying Weakness and Resistance). You can't reduce more than 30 \
             damage in this way."
        ),
        [Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::This,
            amount: Amount::PerUpTo {
                each: 10,
                count: Count::EnergyAttached {
                    on: Pokemon::This,
                    energy: crate::effect::EnergyFilter::Any,
                },
                most: 30,
            },
            from: None,
        }))]
    );
}

#[test]
fn a_power_that_stops_working_over_a_count() {
    // Unown [N] ([Normal]).
    let unowns = yours_in_play(CardFilter::SameNameAsThis);
    assert_eq!(
        on(
            "Unown [N]",
            "Whenever a Colorless Pokémon damages 1 of your Pokémon, reduce that damage by 30 \
             (after applying Weakness and Resistance). This power stops working if you have \
             more than 1 Unown [N] in play. (This power works even if Unown [N] is Asleep, \
             Confused, or Paralyzed.)"
        ),
        [
            Effect::Passive(Passive::Always(Lasting::ReduceTaken {
                to: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay)),
                amount: Amount::Fixed(30),
                from: Some(PokemonKind::OfTypes(Types::of(EnergyType::Colorless))),
            })),
            Effect::Usage(Usage::UnusableIf(Condition::Counted(
                unowns,
                Compare::AtLeast(2)
            )))
        ]
    );
}

#[test]
fn a_special_energys_effect_only_on_a_holder_of_its_type() {
    let provides = |of: EnergyType| {
        Effect::Passive(Passive::Provides {
            energy: crate::effect::Provided::Type(of),
            count: 1,
        })
    };
    // Metal Energy (Majestic Dawn).
    assert_eq!(
        card(
            "Metal Energy",
            "Damage done by attacks to the Pokémon that Metal Energy is attached to is reduced \
             by 10 (after applying Weakness and Resistance). Ignore this effect if the Pokémon \
             that Metal Energy is attached to isn't Metal. Metal Energy provides Metal Energy."
        ),
        [
            under(
                Condition::OfType(Pokemon::Holder, EnergyType::Metal),
                vec![Effect::Passive(Passive::Always(Lasting::ReduceTaken {
                    to: Pokemon::Holder,
                    amount: Amount::Fixed(10),
                    from: None,
                }))]
            ),
            provides(EnergyType::Metal)
        ]
    );
    // Darkness Energy (Undaunted).
    assert_eq!(
        card(
            "Darkness Energy",
            "If the Pokémon Darkness Energy is attached to attacks, the attack does 10 more \
             damage to the Active Pokémon (before applying Weakness and Resistance). Ignore this \
             effect if the Pokémon that Darkness Energy is attached to isn't Darkness. Darkness \
             Energy provides Darkness Energy."
        ),
        [
            under(
                Condition::OfType(Pokemon::Holder, EnergyType::Darkness),
                vec![more_by(Pokemon::Holder, 10)]
            ),
            provides(EnergyType::Darkness)
        ]
    );
}

#[test]
fn big_damage_reduced_to_a_little_while_the_power_works() {
    // Erika's Dratini (Strange Barrier).
    assert_eq!(
        on(
            "Erika's Dratini",
            "Whenever an attack by a Basic Pokémon (including your own) does 20 or more damage \
             to Erika's Dratini (after applying Weakness and Resistance), reduce that damage to \
             10. (Any other effects of attacks still happen.) This power stops working while \
             Erika's Dratini is Asleep, Confused, or Paralyzed."
        ),
        [
            Effect::Passive(Passive::Always(Lasting::ReducedTo {
                to: Pokemon::This,
                at_least: 20,
                amount: 10,
                from: Some(PokemonKind::Basic),
            })),
            Effect::Usage(Usage::UnusableIf(Condition::CantAct(Pokemon::This)))
        ]
    );
}

#[test]
fn effects_prevented_while_basic_energy_of_two_types_is_attached() {
    // Rayquaza (Dragon Aura).
    assert_eq!(
        on(
            "Rayquaza",
            "As long as Rayquaza has any basic Fire Energy cards and any basic Lightning Energy \
             cards attached to it, prevent all effects, except damage, by an opponent's attack \
             done to Rayquaza."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::HasBasicEnergyOfEach(
                Pokemon::This,
                Types::of(EnergyType::Fire).with(EnergyType::Lightning)
            ),
            then: vec![Effect::Passive(Passive::Always(Lasting::PreventEffects {
                to: Pokemon::This
            }))],
        })]
    );
}
