//! Triggered texts of Pokémon Tools and abilities on their real wordings: reactions to damage,
//! a Knock Out, an Energy attached, the end of a turn and the time between turns.

use crate::effect::{
    Amount, CardCount, CardFilter, Condition, Control, Destination, Effect, Group, HealAmount,
    Lasting, Name, Operation, Passive, Pokemon, PokemonKind, Role, Side, SpecialCondition, Trigger,
    Usage, Which, Zone,
};
use crate::text::{parse_card, parse_on};

fn card(name: &str, text: &str) -> Vec<Effect> {
    parse_card(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn when(trigger: Trigger, then: Vec<Effect>) -> Effect {
    Effect::Passive(Passive::When { trigger, then })
}

fn draw(count: u8) -> Effect {
    Effect::Op(Operation::Draw {
        who: Role::Acting,
        count,
    })
}

#[test]
fn a_tool_reacts_to_its_pokemon_damaged_in_the_active_spot() {
    let helmet = [when(
        Trigger::DamagedWhileActive(Pokemon::Holder),
        vec![draw(2)],
    )];
    assert_eq!(
        card(
            "Lucky Helmet",
            "Whenever the Pokémon this card is attached to is your Active Pokémon and is damaged \
             by an opponent's attack (even if that Pokémon is Knocked Out), draw 2 cards."
        ),
        helmet
    );
    // The wording of later sets.
    assert_eq!(
        card(
            "Lucky Helmet",
            "If the Pokémon this card is attached to is in the Active Spot and is damaged by an \
             attack from your opponent's Pokémon (even if this Pokémon is Knocked Out), draw 2 \
             cards."
        ),
        helmet
    );
    // Counterattack Claws: "an opponent's attack damages it", and the Tool discards itself.
    let claws = card(
        "Counterattack Claws",
        "During your opponent's turn, if the Pokémon Counterattack Claws is attached to is your \
         Active Pokémon and an opponent's attack damages it (even if it is Knocked Out), flip a \
         coin. If heads, put 2 damage counters on the Defending Pokémon. Then, discard \
         Counterattack Claws.",
    );
    assert!(matches!(
        claws.as_slice(),
        [
            Effect::Passive(Passive::When {
                trigger: Trigger::DamagedWhileActive(Pokemon::Holder),
                ..
            }),
            Effect::Control(Control::If { .. }),
            Effect::Op(Operation::DiscardThisCard)
        ]
    ));
}

#[test]
fn a_tool_reacts_to_its_pokemon_knocked_out_and_to_energy_attached_to_it() {
    let egg = [when(
        Trigger::KnockedOut(Pokemon::Holder),
        vec![Effect::Op(Operation::DrawUntil {
            who: Role::Acting,
            hand: 7,
        })],
    )];
    for lead in ["When", "If"] {
        let text = format!(
            "{lead} the Pokémon this card is attached to is Knocked Out by damage from an \
             opponent's attack, draw cards until you have 7 cards in your hand."
        );
        assert_eq!(card("Lucky Egg", &text), egg);
    }
    assert_eq!(
        card(
            "Healing Scarf",
            "Whenever you attach an Energy card from your hand to the Pokémon this card is \
             attached to, heal 20 damage from it."
        ),
        [when(
            Trigger::EnergyAttachedFromHand(crate::effect::EnergyFilter::Any),
            vec![Effect::Op(Operation::Heal {
                from: Pokemon::That,
                amount: HealAmount::Fixed(20),
            })],
        )]
    );
}

#[test]
fn a_tool_acts_at_the_end_of_the_turn_unless_its_pokemon_is_benched() {
    let benched = Effect::Usage(Usage::UnusableIf(Condition::OnBench(Pokemon::Holder)));
    assert_eq!(
        card(
            "Amulet Coin",
            "If the Pokémon Amulet Coin is attached to is your Active Pokémon at the end of your \
             turn, draw a card."
        ),
        [when(Trigger::EndOfYourTurn, vec![draw(1)]), benched.clone()]
    );
    let heal = |amount| {
        Effect::Op(Operation::Heal {
            from: Pokemon::That,
            amount: HealAmount::Fixed(amount),
        })
    };
    // "the Pokémon" is the one just named.
    assert_eq!(
        card(
            "Leftovers",
            "If the Pokémon Leftovers is attached to is your Active Pokémon at the end of your \
             turn, remove 1 damage counter from the Pokémon."
        ),
        [
            when(Trigger::EndOfYourTurn, vec![heal(10)]),
            benched.clone()
        ]
    );
    assert_eq!(
        card(
            "Leftovers",
            "At the end of your turn, if the Pokémon this card is attached to is in the Active \
             Spot, heal 20 damage from it."
        ),
        [when(Trigger::EndOfYourTurn, vec![heal(20)]), benched]
    );
    // PlusPower's "At the end of your turn, discard PlusPower." stays its own.
    assert_eq!(
        card("PlusPower", "At the end of your turn, discard PlusPower."),
        [Effect::Op(Operation::DiscardThisCardAtEndOf(
            crate::effect::Turn::This
        ))]
    );
}

#[test]
fn a_berry_acts_between_turns_then_discards_itself() {
    let cure = |trigger| {
        when(
            trigger,
            vec![Effect::Control(Control::If {
                condition: Condition::Affected(Pokemon::Holder, None),
                then: vec![Effect::Op(Operation::Cure(Pokemon::Holder))],
                otherwise: Vec::new(),
            })],
        )
    };
    for then in ["Then discard Lum Berry.", "Then, discard Lum Berry."] {
        let text = format!(
            "At any time between turns, if the Pokémon this card is attached to is affected by \
             any Special Conditions, remove all of them. {then}"
        );
        assert_eq!(
            card("Lum Berry", &text),
            [
                cure(Trigger::BetweenTurns),
                Effect::Op(Operation::DiscardThisCard)
            ]
        );
    }
    // The later wording discards it in the same sentence.
    let Effect::Passive(Passive::When { trigger, then }) = &card(
        "Lum Berry",
        "At the end of each turn, if the Pokémon this card is attached to is affected by any \
         Special Conditions, it recovers from all of them, and discard this card.",
    )[0] else {
        panic!("a trigger");
    };
    assert_eq!(*trigger, Trigger::EndOfEachTurn);
    // Berry: "you may" between turns, and anyway at the start of the turn.
    let heal = vec![
        Effect::Op(Operation::Heal {
            from: Pokemon::Holder,
            amount: HealAmount::Fixed(20),
        }),
        Effect::Op(Operation::DiscardThisCard),
    ];
    let two_counters = Condition::Counted(
        crate::effect::Count::DamageCounters {
            on: Pokemon::Holder,
        },
        crate::effect::Compare::AtLeast(2),
    );
    let berry = |then| {
        when(
            Trigger::BetweenTurns,
            vec![Effect::Control(Control::If {
                condition: two_counters,
                then,
                otherwise: Vec::new(),
            })],
        )
    };
    assert_eq!(
        card(
            "Berry",
            "At any time between turns, if there are at least 2 damage counters on the Pokémon \
             Berry is attached to, you may remove 2 of them and discard Berry. At the start of \
             each turn, if there are at least 2 damage counters on the Pokémon Berry is \
             attached to, remove 2 of them and discard Berry."
        ),
        [berry(vec![Effect::may(heal.clone())]), berry(heal)]
    );
    assert!(
        matches!(&then[..], [Effect::Control(Control::If { then, .. })] if then[1] == Effect::Op(Operation::DiscardThisCard))
    );
}

fn ability(name: &str, text: &str) -> Vec<Effect> {
    parse_on(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

#[test]
fn a_power_reacts_to_the_attack_that_damages_its_pokemon() {
    // Active or Benched; "this power does" is damage done by the power, which applies no
    // Weakness or Resistance anyway.
    assert_eq!(
        ability(
            "Machamp",
            "Whenever your opponent's attack damages Machamp (even if Machamp is Knocked Out), \
             this power does 10 damage to the attacking Pokémon. (Don't apply Weakness and \
             Resistance.) This power can't be used if Machamp is Asleep, Confused, or Paralyzed \
             when your opponent attacks."
        ),
        [
            when(
                Trigger::DamagedByAttack(Pokemon::This),
                vec![Effect::Op(Operation::Damage {
                    to: Pokemon::Attacking,
                    amount: Amount::Fixed(10),
                })],
            ),
            Effect::Usage(Usage::UnusableIf(Condition::CantAct(Pokemon::This))),
        ]
    );
    let vileplume = ability(
        "Erika's Vileplume",
        "If an attack does damage to Erika's Vileplume while it's your Active Pokémon (even if \
         it's Knocked Out), flip a coin. If heads, your opponent's Active Pokémon is now Confused.",
    );
    assert!(matches!(
        vileplume.as_slice(),
        [
            Effect::Passive(Passive::When {
                trigger: Trigger::DamagedWhileActive(Pokemon::This),
                ..
            }),
            Effect::Control(Control::If { .. })
        ]
    ));
}

#[test]
fn a_pokemon_whose_knock_out_gives_no_prize_card() {
    let none = Effect::Passive(Passive::Always(Lasting::NoPrizes(Pokemon::This)));
    assert_eq!(
        ability(
            "Shedinja",
            "When Shedinja is Knocked Out, your opponent doesn't take any Prize cards."
        ),
        std::slice::from_ref(&none)
    );
    assert_eq!(
        ability(
            "Shedinja",
            "If this Pokémon is Knocked Out, your opponent can't take any Prize cards for it."
        ),
        std::slice::from_ref(&none)
    );
    assert_eq!(
        ability(
            "Weezing",
            "If Weezing is Confused and is Knocked Out, your opponent can't take a Prize card."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Affected(Pokemon::This, Some(SpecialCondition::Confused)),
            then: vec![none],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn between_turns_a_power_names_everyone_of_a_kind_or_condition() {
    let between_turns = |then: Effect| {
        [when(
            Trigger::BetweenTurns,
            vec![Effect::Control(Control::If {
                condition: Condition::InActiveSpot(Pokemon::This),
                then: vec![then],
                otherwise: Vec::new(),
            })],
        )]
    };
    let everyone = |which| Group {
        which: Some(which),
        ..Group::new(Side::Both, Zone::InPlay)
    };
    assert_eq!(
        ability(
            "Meganium",
            "As long as Meganium is your Active Pokémon, remove 1 damage counter from each \
             Pokémon (excluding Pokémon-ex) (both yours and your opponent's) between turns."
        ),
        between_turns(Effect::Op(Operation::Heal {
            from: Pokemon::Each(everyone(Which::IsNot(PokemonKind::Ex))),
            amount: HealAmount::Fixed(10),
        }))
    );
    assert_eq!(
        ability(
            "Dark Weezing",
            "As long as Dark Weezing is your Active Pokémon, put 1 damage counter on each \
             Pokémon that remains Poisoned between turns."
        ),
        between_turns(Effect::Op(Operation::PutCounters {
            on: Pokemon::Each(everyone(Which::Affected(SpecialCondition::Poisoned))),
            counters: Amount::Fixed(1),
        }))
    );
    assert_eq!(
        ability(
            "Hippowdon",
            "As long as Hippowdon is your Active Pokémon, put 1 damage counter on each of your \
             opponent's Pokémon LV.X between turns."
        ),
        between_turns(Effect::Op(Operation::PutCounters {
            on: Pokemon::Each(Group {
                kind: Some(PokemonKind::LvX),
                ..Group::new(Side::Of(Role::Opponent), Zone::InPlay)
            }),
            counters: Amount::Fixed(1),
        }))
    );
}

#[test]
fn a_power_set_off_when_its_pokemon_is_played_from_the_hand() {
    // Onto the Bench or to evolve: the grammar does not know the card's Stage.
    assert_eq!(
        ability(
            "Unown [I]",
            "When you play Unown [I] from your hand, you may search your deck for a card with \
             Unown in its name and put it onto your Bench. Shuffle your deck afterward. You \
             can't use this power if your Bench is full."
        ),
        [
            when(
                Trigger::PlayedFromHand,
                vec![Effect::may(vec![Effect::Op(Operation::Search {
                    who: Role::Acting,
                    count: CardCount::Exactly(1),
                    filter: CardFilter::NameHas(Name::new("unown").expect("short")),
                    to: Destination::Bench,
                })])],
            ),
            Effect::Op(Operation::Shuffle(Role::Acting)),
            Effect::Usage(Usage::UnusableIf(Condition::BenchFull(Role::Acting))),
        ]
    );
    let persian = ability(
        "Giovanni's Persian",
        "When you play Giovanni's Persian from your hand, you may search your deck for the \
         Trainer card named Giovanni, show it to your opponent, and put it into your hand. \
         Shuffle your deck afterward.",
    );
    let Effect::Passive(Passive::When { then, .. }) = &persian[0] else {
        panic!("a trigger");
    };
    assert_eq!(
        then[..],
        [Effect::may(vec![Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter: CardFilter::Named(Name::new("giovanni").expect("short")),
            to: Destination::Hand,
        })])]
    );
    // Light Machamp: "If it has fewer damage counters than that, remove all of them." restates
    // that a heal removes no more than there is.
    let machamp = ability(
        "Light Machamp",
        "When you play Light Machamp from your hand, if it is on your Bench, remove 3 damage \
         counters from your Active Pokémon. If it has fewer damage counters than that, remove \
         all of them. Then, switch Light Machamp with your Active Pokémon.",
    );
    assert_eq!(
        machamp,
        [
            when(
                Trigger::PlayedFromHand,
                vec![Effect::Control(Control::If {
                    condition: Condition::OnBench(Pokemon::That),
                    then: vec![Effect::Op(Operation::Heal {
                        from: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Active)),
                        amount: HealAmount::Fixed(30),
                    })],
                    otherwise: Vec::new(),
                })],
            ),
            Effect::Op(Operation::SwitchInThis),
        ]
    );
}
#[test]
fn rescue_scarf_puts_its_pokemon_knocked_out_back_into_the_hand() {
    // Over two sentences: the Pokémon alone into the hand.
    assert_eq!(
        card(
            "Rescue Scarf",
            "If the Pokémon this card is attached to is Knocked Out by damage from an attack, put \
             that Pokémon into your hand. (Discard all cards attached to that Pokémon.)"
        ),
        [when(
            Trigger::KnockedOut(Pokemon::Holder),
            vec![Effect::Op(Operation::ReturnToHandAlone(Pokemon::That))],
        )]
    );
}

#[test]
fn a_stadium_reacts_to_any_players_pokemon_by_its_name() {
    let named = |word| {
        Condition::Card(
            Pokemon::That,
            CardFilter::NameHas(Name::new(word).expect("short")),
        )
    };
    assert_eq!(
        card(
            "Team Magma Hideout",
            "Whenever any player plays a Basic Pokémon that doesn't have Team Magma in its name \
             from his or her hand, that player puts 1 damage counter on that Pokémon."
        ),
        [when(
            Trigger::PlayedToBench,
            vec![Effect::Control(Control::If {
                condition: named("team magma"),
                then: Vec::new(),
                otherwise: vec![Effect::Op(Operation::PutCounters {
                    on: Pokemon::That,
                    counters: Amount::Fixed(1),
                })],
            })],
        )]
    );
    assert_eq!(
        card(
            "Viridian City Gym",
            "Whenever a Pokémon with Giovanni in its name evolves, its owner removes 2 damage \
             counters from that Pokémon (or 1 if it only has 1)."
        ),
        [when(
            Trigger::EvolvedFromHand,
            vec![Effect::Control(Control::If {
                condition: named("giovanni"),
                then: vec![Effect::Op(Operation::Heal {
                    from: Pokemon::That,
                    amount: HealAmount::Fixed(20),
                })],
                otherwise: Vec::new(),
            })],
        )]
    );
}

#[test]
fn a_power_watches_every_energy_its_owner_attaches_while_active() {
    assert_eq!(
        ability(
            "Leafeon",
            "As long as Leafeon is your Active Pokémon, whenever you attach an Energy card from \
             your hand to 1 of your Pokémon, remove 2 damage counters from that Pokémon."
        ),
        [when(
            Trigger::EnergyAttachedToYours,
            vec![Effect::Control(Control::If {
                condition: Condition::InActiveSpot(Pokemon::This),
                then: vec![Effect::Op(Operation::Heal {
                    from: Pokemon::That,
                    amount: HealAmount::Fixed(20),
                })],
                otherwise: Vec::new(),
            })],
        )]
    );
}

#[test]
fn a_power_set_off_by_a_supporter_the_opponent_played() {
    // One Jamming a turn for all of a player's Ampharos.
    assert_eq!(
        ability(
            "Ampharos",
            "After your opponent plays a Supporter card from his or her hand, put 1 damage \
             counter on each of your opponent's Pokémon. You can't use more than 1 Jamming \
             Poké-Body each turn."
        ),
        [
            when(
                Trigger::OpponentPlayedSupporter,
                vec![Effect::Op(Operation::PutCounters {
                    on: Pokemon::Each(Group::new(Side::Of(Role::Opponent), Zone::InPlay)),
                    counters: Amount::Fixed(1),
                })],
            ),
            Effect::Passive(Passive::OneAtATime),
        ]
    );
}

#[test]
fn a_pokemon_asleep_flips_more_coins_at_the_checkup() {
    assert_eq!(
        ability(
            "Snorlax",
            "If this Pokémon is Asleep, flip 2 coins instead of 1 between turns. If either of \
             them is tails, this Pokémon is still Asleep."
        ),
        [Effect::Passive(Passive::Always(Lasting::SleepCoins {
            on: Pokemon::This,
            coins: 2,
        }))]
    );
}
