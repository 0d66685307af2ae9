//! One test per sentence family, on wordings taken from the real cards: the typed value each
//! reads to, and wording variants that read to the same value.

use crate::effect::{
    Amount, CardCount, CardFilter, Coins, Condition, Control, Count, Destination, Effect,
    EnergyFilter, EnergyType, Group, HandPick, HealAmount, Ignored, Lasting, Operation, Passive,
    Pick, Pokemon, PokemonKind, Role, Side, Source, SpecialCondition, Turn, Types, Usage, Zone,
};
use crate::text::{Unmodelled, parse, parse_on};

mod abilities_old;
mod activated;
mod attack_modifiers;
mod attack_targets;
mod attacks_old;
mod cards_moved;
mod damage_passives;
mod engine_gaps;
mod families;
mod fossils_and_machines;
mod passives;
mod reactions;
mod trainer_hands;
mod trainer_searches;
mod trainers_more;
mod trainers_old;

/// "draw up to N cards": whether to, then how many, both `who`'s choice.
fn draw_up_to(who: Role, n: u8) -> Effect {
    Effect::Control(Control::May {
        chooser: who,
        then: vec![Effect::Control(Control::ChooseOptions {
            chooser: who,
            at_most: 1,
            options: (1..=n)
                .map(|count| vec![Effect::Op(Operation::Draw { who, count })])
                .collect(),
        })],
    })
}

fn read(text: &str) -> Vec<Effect> {
    parse(text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn opponents(zone: Zone) -> Group {
    Group::new(Side::Of(Role::Opponent), zone)
}

fn yours(zone: Zone) -> Group {
    Group::new(Side::Of(Role::Acting), zone)
}

fn one_of(group: Group) -> Pokemon {
    Pokemon::Picked(Pick {
        chooser: Role::Acting,
        count: 1,
        group,
    })
}

fn if_heads(then: Vec<Effect>) -> Effect {
    Effect::Control(Control::If {
        condition: Condition::Heads,
        then,
        otherwise: Vec::new(),
    })
}

#[test]
fn damage_modifiers_and_their_wording_variants() {
    let more = read("Flip a coin. If heads, this attack does 30 more damage.");
    assert_eq!(
        more,
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            if_heads(vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(30)))])
        ]
    );
    assert_eq!(
        read("Flip a coin. If heads, this attack does 10 damage plus 30 more damage."),
        more
    );
    assert_eq!(
        read("This attack does 20 more damage for each damage counter on this Pokémon."),
        [Effect::Op(Operation::MoreDamage(Amount::Per {
            each: 20,
            count: Count::DamageCounters { on: Pokemon::This }
        }))]
    );
    assert_eq!(
        read("This attack does 10 less damage for each damage counter on this Pokémon."),
        [Effect::Op(Operation::LessDamage(Amount::Per {
            each: 10,
            count: Count::DamageCounters { on: Pokemon::This }
        }))]
    );
}

#[test]
fn damage_per_heads_in_both_wordings() {
    let times = read("Flip 3 coins. This attack does 20 damage times the number of heads.");
    let per = Effect::Op(Operation::SetDamage(Amount::Per {
        each: 20,
        count: Count::Heads,
    }));
    assert_eq!(
        times,
        [Effect::Op(Operation::Flip(Coins::Fixed(3))), per.clone()]
    );
    assert_eq!(
        read("Flip 3 coins. This attack does 20 damage for each heads."),
        times
    );
    assert_eq!(
        read("Flip a coin until you get tails. This attack does 20 damage for each heads."),
        [Effect::Op(Operation::Flip(Coins::UntilTails)), per]
    );
}

#[test]
fn amounts_per_energy_benched_pokemon_and_prizes() {
    assert_eq!(
        read("This attack does 20 more damage for each Water Energy attached to this Pokémon."),
        [Effect::Op(Operation::MoreDamage(Amount::Per {
            each: 20,
            count: Count::EnergyAttached {
                on: Pokemon::This,
                energy: EnergyFilter::Of(EnergyType::Water)
            }
        }))]
    );
    assert_eq!(
        read("This attack does 10 more damage for each of your opponent's Benched Pokémon."),
        [Effect::Op(Operation::MoreDamage(Amount::Per {
            each: 10,
            count: Count::Benched {
                side: Side::Of(Role::Opponent)
            }
        }))]
    );
    assert_eq!(
        read("This attack does 30 more damage for each Prize card your opponent has taken."),
        [Effect::Op(Operation::MoreDamage(Amount::Per {
            each: 30,
            count: Count::PrizesTaken {
                side: Side::Of(Role::Opponent)
            }
        }))]
    );
}

#[test]
fn damage_to_itself_and_to_the_bench() {
    let itself = [Effect::Op(Operation::Damage {
        to: Pokemon::This,
        amount: Amount::Fixed(30),
    })];
    assert_eq!(read("This Pokémon also does 30 damage to itself."), itself);
    assert_eq!(
        parse_on("Torterra", "Torterra does 30 damage to itself."),
        Ok(itself.to_vec())
    );
    assert_eq!(
        parse_on("Mr. Mime", "Mr. Mime does 30 damage to itself."),
        Ok(itself.to_vec())
    );
    let bench = [Effect::Op(Operation::Damage {
        to: one_of(opponents(Zone::Bench)),
        amount: Amount::Fixed(20),
    })];
    assert_eq!(
        read(
            "This attack also does 20 damage to 1 of your opponent's Benched Pokémon. \
             (Don't apply Weakness and Resistance for Benched Pokémon.)"
        ),
        bench
    );
    assert_eq!(
        read("Does 20 damage to 1 of your opponent's Benched Pokémon."),
        bench
    );
    assert_eq!(
        read("This attack does 10 damage to each of your opponent's Pokémon."),
        [Effect::Op(Operation::Damage {
            to: Pokemon::Each(opponents(Zone::InPlay)),
            amount: Amount::Fixed(10)
        })]
    );
}

#[test]
fn coin_branches_with_heads_and_tails() {
    assert_eq!(
        read(
            "Flip a coin. If heads, this attack does 10 damage plus 20 more damage; \
             if tails, this attack does 10 damage."
        ),
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            Effect::Control(Control::If {
                condition: Condition::Heads,
                then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(20)))],
                otherwise: vec![Effect::Op(Operation::SetDamage(Amount::Fixed(10)))],
            })
        ]
    );
    assert_eq!(
        read("Flip a coin. If tails, this attack does nothing."),
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            Effect::Control(Control::If {
                condition: Condition::Tails,
                then: vec![Effect::Op(Operation::Nothing)],
                otherwise: Vec::new(),
            })
        ]
    );
    assert_eq!(
        read("Flip 2 coins. If either of them is tails, this attack does nothing.")[1],
        Effect::Control(Control::If {
            condition: Condition::AnyTails,
            then: vec![Effect::Op(Operation::Nothing)],
            otherwise: Vec::new(),
        })
    );
    assert_eq!(
        read("Flip a coin for each Energy attached to this Pokémon.")[0],
        Effect::Op(Operation::Flip(Coins::For(Count::EnergyAttached {
            on: Pokemon::This,
            energy: EnergyFilter::Any
        })))
    );
}

#[test]
fn board_conditions() {
    assert_eq!(
        read(
            "If your opponent's Active Pokémon already has any damage counters on it, \
             this attack does 40 more damage."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Damaged(Pokemon::Defending),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(40)))],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read(
            "If the Defending Pokémon is a Basic Pokémon, it can't attack during your opponent's next turn."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Is(Pokemon::Defending, PokemonKind::Basic),
            then: vec![Effect::Op(Operation::During {
                turn: Turn::OpponentsNext,
                what: Lasting::CantAttack(Pokemon::That)
            })],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read("If your opponent's Active Pokémon is Poisoned, this attack does 50 more damage.")[0],
        Effect::Control(Control::If {
            condition: Condition::Affected(Pokemon::Defending, Some(SpecialCondition::Poisoned)),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(50)))],
            otherwise: Vec::new(),
        })
    );
}

#[test]
fn conditions_on_attachments_types_and_heads_counts() {
    assert_eq!(
        read("If this Pokémon has a Pokémon Tool attached, this attack does 90 more damage."),
        read(
            "If this Pokémon has a Pokémon Tool card attached to it, this attack does 90 more damage."
        )
    );
    assert_eq!(
        read(
            "If your opponent's Active Pokémon has any Special Energy attached to it, this attack does 90 more damage."
        )[0],
        Effect::Control(Control::If {
            condition: Condition::HasAttached(
                Pokemon::Defending,
                CardFilter::Energy(EnergyFilter::Special)
            ),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(90)))],
            otherwise: Vec::new(),
        })
    );
    assert_eq!(
        read("If the Defending Pokémon is a Fighting Pokémon, this attack does 40 more damage.")[0],
        Effect::Control(Control::If {
            condition: Condition::OfType(Pokemon::Defending, EnergyType::Fighting),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(40)))],
            otherwise: Vec::new(),
        })
    );
    assert_eq!(
        read("Flip 3 coins. If 2 of them are heads, this attack does 80 more damage.")[1],
        Effect::Control(Control::If {
            condition: Condition::HeadsExactly(2),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(80)))],
            otherwise: Vec::new(),
        })
    );
}

#[test]
fn energy_beyond_the_attacks_cost() {
    assert_eq!(
        parse_on(
            "Blastoise",
            "Does 40 damage plus 10 more damage for each Water Energy attached to Blastoise \
             but not used to pay for this attack's Energy cost."
        ),
        Ok(vec![Effect::Op(Operation::MoreDamage(Amount::Per {
            each: 10,
            count: Count::EnergyBeyondCost {
                on: Pokemon::This,
                energy: EnergyFilter::Of(EnergyType::Water)
            }
        }))])
    );
}

#[test]
fn removing_damage_counters_heals_ten_each() {
    assert_eq!(
        read("Remove 2 damage counters from each of your Pokémon."),
        [Effect::Op(Operation::Heal {
            from: Pokemon::Each(yours(Zone::InPlay)),
            amount: HealAmount::Fixed(20)
        })]
    );
    assert_eq!(
        read("Remove all damage counters from this Pokémon."),
        read("Heal all damage from this Pokémon.")
    );
}

#[test]
fn passive_effects_and_power_restrictions() {
    assert_eq!(
        read(
            "This Pokémon takes 20 less damage from attacks (after applying Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::This,
            amount: Amount::Fixed(20),
            from: None,
        }))]
    );
    assert_eq!(
        read("This power can't be used if this Pokémon is affected by a Special Condition."),
        [Effect::Usage(Usage::UnusableIf(Condition::Affected(
            Pokemon::This,
            None
        )))]
    );
    assert_eq!(
        read(
            "During your next turn, this Pokémon's attacks do 60 more damage to your opponent's \
             Active Pokémon (before applying Weakness and Resistance)."
        ),
        [Effect::Op(Operation::During {
            turn: Turn::YourNext,
            what: Lasting::MoreDealt {
                by: Pokemon::This,
                amount: Amount::Fixed(60)
            }
        })]
    );
}

#[test]
fn special_conditions_and_their_wording_variants() {
    let paralyzed = read("Flip a coin. If heads, the Defending Pokémon is now Paralyzed.");
    assert_eq!(
        paralyzed,
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            if_heads(vec![Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Paralyzed
            })])
        ]
    );
    assert_eq!(
        read("Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed."),
        paralyzed
    );
    assert_eq!(
        read("Your opponent's Active Pokémon is now Confused and Poisoned."),
        [
            Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Confused
            }),
            Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Poisoned
            })
        ]
    );
    assert_eq!(
        read(
            "The Defending Pokémon is now Poisoned. \
             Put 2 damage counters instead of 1 on that Pokémon between turns."
        )[1],
        Effect::Op(Operation::PoisonCounters {
            on: Pokemon::That,
            counters: 2
        })
    );
}

#[test]
fn poison_counters_in_both_wordings() {
    assert_eq!(
        read(
            "Your opponent's Active Pokémon is now Poisoned. \
             During Pokémon Checkup, put 4 damage counters on that Pokémon instead of 1."
        ),
        read(
            "The Defending Pokémon is now Poisoned. \
             Put 4 damage counters instead of 1 on that Pokémon between turns."
        )
    );
}

#[test]
fn turns_extra_first_and_the_end_of_the_next() {
    assert_eq!(
        read("Take another turn after this one."),
        [Effect::Op(Operation::ExtraTurn)]
    );
    assert_eq!(
        read("If you go first, you can use this attack during your first turn."),
        read("If you go first, you can use this attack on your first turn.")
    );
    assert_eq!(
        read("At the end of your opponent's next turn, the Defending Pokémon will be Knocked Out."),
        [Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: Lasting::KnockedOutAtEnd(Pokemon::Defending)
        })]
    );
}

#[test]
fn damage_counters_are_not_damage() {
    assert_eq!(
        read("Put 3 damage counters on your opponent's Pokémon in any way you like."),
        [Effect::Op(Operation::SpreadCounters {
            among: opponents(Zone::InPlay),
            counters: Amount::Fixed(3),
            chooser: Role::Acting
        })]
    );
    assert_eq!(
        read("Put 2 damage counters on 1 of your opponent's Pokémon."),
        [Effect::Op(Operation::PutCounters {
            on: one_of(opponents(Zone::InPlay)),
            counters: Amount::Fixed(2)
        })]
    );
}

#[test]
fn healing() {
    assert_eq!(
        read("Heal 30 damage from this Pokémon."),
        [Effect::Op(Operation::Heal {
            from: Pokemon::This,
            amount: HealAmount::Fixed(30)
        })]
    );
    let drained = [Effect::Op(Operation::Heal {
        from: Pokemon::This,
        amount: HealAmount::DamageDealt,
    })];
    assert_eq!(
        read(
            "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon."
        ),
        drained
    );
    assert_eq!(
        read("Heal from this Pokémon the same amount of damage you did to the Defending Pokémon."),
        drained
    );
}

#[test]
fn energy_discard_move_and_attach() {
    let one = [Effect::Op(Operation::DiscardEnergy {
        from: Pokemon::This,
        count: CardCount::Exactly(1),
        energy: EnergyFilter::Any,
    })];
    assert_eq!(read("Discard an Energy from this Pokémon."), one);
    assert_eq!(read("Discard an Energy attached to this Pokémon."), one);
    assert_eq!(
        read("Discard all Fire Energy from this Pokémon."),
        [Effect::Op(Operation::DiscardEnergy {
            from: Pokemon::This,
            count: CardCount::All,
            energy: EnergyFilter::Of(EnergyType::Fire),
        })]
    );
    assert_eq!(
        read("Flip a coin. If heads, discard an Energy card attached to the Defending Pokémon.")[1],
        if_heads(vec![Effect::Op(Operation::DiscardEnergy {
            from: Pokemon::Defending,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Any,
        })])
    );
    assert_eq!(
        read("Move an Energy from this Pokémon to 1 of your Benched Pokémon."),
        [Effect::Op(Operation::MoveEnergy {
            from: Pokemon::This,
            to: one_of(yours(Zone::Bench)),
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Any,
        })]
    );
    assert_eq!(
        read("Attach a basic Energy card from your discard pile to 1 of your Benched Pokémon."),
        [Effect::Op(Operation::AttachEnergy {
            source: Source::Discard,
            to: one_of(yours(Zone::Bench)),
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Basic,
        })]
    );
}

#[test]
fn draw_search_and_shuffle() {
    assert_eq!(
        read("Draw a card."),
        [Effect::Op(Operation::Draw {
            who: Role::Acting,
            count: 1
        })]
    );
    let bench = read(
        "Search your deck for up to 2 Basic Pokémon and put them onto your Bench. \
         Then, shuffle your deck.",
    );
    assert_eq!(
        bench,
        [
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::UpTo(2),
                filter: CardFilter::BasicPokemon,
                to: Destination::Bench,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting))
        ]
    );
    assert_eq!(
        read(
            "Search your deck for up to 2 Basic Pokémon and put them onto your Bench. \
             Shuffle your deck afterward."
        ),
        bench
    );
    assert_eq!(
        read("Search your deck for a Fire Energy card and attach it to this Pokémon.")[0],
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter: CardFilter::Energy(EnergyFilter::Of(EnergyType::Fire)),
            to: Destination::Attach(Pokemon::This),
        })
    );
    assert_eq!(
        read("Discard the top 2 cards of your opponent's deck."),
        [Effect::Op(Operation::Mill {
            whose: Role::Opponent,
            count: 2
        })]
    );
}

#[test]
fn searching_for_copies_and_returning_this_pokemon() {
    assert_eq!(
        parse_on(
            "Nidoran ♀",
            "Search your deck for up to 4 Nidoran ♀ and put them onto your Bench. Shuffle your deck afterward."
        ),
        Ok(vec![
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::UpTo(4),
                filter: CardFilter::SameNameAsThis,
                to: Destination::Bench,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting))
        ])
    );
    assert_eq!(
        read("Return this Pokémon and all cards attached to it to your hand."),
        read("Put this Pokémon and all attached cards into your hand.")
    );
}

#[test]
fn a_discard_in_order_to_attack_is_a_cost() {
    assert_eq!(
        read("Discard 2 Fire Energy card attached to this Pokémon in order to use this attack."),
        [Effect::Control(Control::Cost(vec![Effect::Op(
            Operation::DiscardEnergy {
                from: Pokemon::This,
                count: CardCount::Exactly(2),
                energy: EnergyFilter::Of(EnergyType::Fire),
            }
        )]))]
    );
}

#[test]
fn hands() {
    let revealed = [Effect::Op(Operation::RevealHand(Role::Opponent))];
    assert_eq!(read("Your opponent reveals their hand."), revealed);
    assert_eq!(read("Your opponent reveals his or her hand."), revealed);
    assert_eq!(
        read("Discard a random card from your opponent's hand."),
        [Effect::Op(Operation::DiscardFromHand {
            whose: Role::Opponent,
            count: CardCount::Exactly(1),
            filter: CardFilter::Any,
            pick: HandPick::Random,
        })]
    );
    assert_eq!(
        read(
            "Choose a random card from your opponent's hand. \
             Your opponent reveals that card and shuffles it into their deck."
        ),
        [
            Effect::Op(Operation::PickFromHand {
                whose: Role::Opponent,
                count: 1,
                pick: HandPick::Random
            }),
            Effect::Op(Operation::PickedIntoDeck)
        ]
    );
}

#[test]
fn switching_and_who_chooses() {
    assert_eq!(
        read("Switch this Pokémon with 1 of your Benched Pokémon."),
        [Effect::Op(Operation::Switch {
            side: Role::Acting,
            chooser: Role::Acting,
            of_type: Types::ANY,
        })]
    );
    let they_choose = [Effect::Op(Operation::Switch {
        side: Role::Opponent,
        chooser: Role::Opponent,
        of_type: Types::ANY,
    })];
    assert_eq!(
        read("Your opponent switches the Defending Pokémon with 1 of his or her Benched Pokémon."),
        they_choose
    );
    assert_eq!(
        read("Your opponent switches their Active Pokémon with 1 of their Benched Pokémon."),
        they_choose
    );
    assert_eq!(
        read(
            "Switch out your opponent's Active Pokémon to the Bench. \
             (Your opponent chooses the new Active Pokémon.)"
        ),
        they_choose
    );
    assert_eq!(
        read("Switch 1 of your opponent's Benched Pokémon with their Active Pokémon."),
        [Effect::Op(Operation::Switch {
            side: Role::Opponent,
            chooser: Role::Acting,
            of_type: Types::ANY,
        })]
    );
}

#[test]
fn lasting_effects_with_during_before_or_after() {
    let cant_retreat = [Effect::Op(Operation::During {
        turn: Turn::OpponentsNext,
        what: Lasting::CantRetreat(Pokemon::Defending),
    })];
    assert_eq!(
        read("The Defending Pokémon can't retreat during your opponent's next turn."),
        cant_retreat
    );
    assert_eq!(
        read("During your opponent's next turn, the Defending Pokémon can't retreat."),
        cant_retreat
    );
    assert_eq!(
        read("During your next turn, this Pokémon can't attack."),
        [Effect::Op(Operation::During {
            turn: Turn::YourNext,
            what: Lasting::CantAttack(Pokemon::This)
        })]
    );
    let shield = Effect::Op(Operation::During {
        turn: Turn::OpponentsNext,
        what: Lasting::Prevent {
            to: Pokemon::This,
            effects: true,
            from: None,
        },
    });
    assert_eq!(
        read(
            "Flip a coin. If heads, prevent all effects of attacks, including damage, \
             done to this Pokémon during your opponent's next turn."
        )[1],
        if_heads(vec![shield.clone()])
    );
    assert_eq!(
        read(
            "Flip a coin. If heads, during your opponent's next turn, prevent all damage \
             from and effects of attacks done to this Pokémon."
        )[1],
        if_heads(vec![shield])
    );
    assert_eq!(
        read(
            "During your opponent's next turn, this Pokémon takes 30 less damage from attacks \
             (after applying Weakness and Resistance)."
        ),
        read(
            "During your opponent's next turn, any damage done to this Pokémon by attacks is \
             reduced by 30 (after applying Weakness and Resistance)."
        )
    );
}

#[test]
fn smokescreen_spans_two_sentences() {
    let smokescreen = [Effect::Op(Operation::During {
        turn: Turn::OpponentsNext,
        what: Lasting::AttackNeedsHeads(Pokemon::Defending),
    })];
    assert_eq!(
        read(
            "If the Defending Pokémon tries to attack during your opponent's next turn, \
             your opponent flips a coin. If tails, that attack does nothing."
        ),
        smokescreen
    );
    assert_eq!(
        read(
            "During your opponent's next turn, if the Defending Pokémon tries to attack, \
             your opponent flips a coin. If tails, that attack doesn't happen."
        ),
        smokescreen
    );
}

#[test]
fn ignoring_weakness_resistance_and_effects() {
    let both = [Effect::Op(Operation::Ignore(Ignored {
        weakness: true,
        resistance: true,
        defending_effects: false,
    }))];
    assert_eq!(
        read("This attack's damage isn't affected by Weakness or Resistance."),
        both
    );
    assert_eq!(read("Don't apply Weakness and Resistance."), both);
    assert_eq!(
        read(
            "This attack's damage isn't affected by Weakness or Resistance, \
             or by any effects on your opponent's Active Pokémon."
        ),
        [Effect::Op(Operation::Ignore(Ignored {
            weakness: true,
            resistance: true,
            defending_effects: true,
        }))]
    );
}

#[test]
fn lead_ins_you_may_for_each_and_once_per_turn() {
    assert_eq!(
        read("You may do 20 more damage. If you do, this Pokémon does 10 damage to itself."),
        [
            Effect::may(vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(20)))]),
            Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![Effect::Op(Operation::Damage {
                    to: Pokemon::This,
                    amount: Amount::Fixed(10)
                })],
                otherwise: Vec::new(),
            })
        ]
    );
    assert_eq!(
        read("Flip 2 coins. For each heads, draw a card.")[1],
        Effect::Control(Control::Repeat {
            times: Count::Heads,
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })]
        })
    );
    assert_eq!(
        read("Once during your turn (before your attack), you may draw a card."),
        [Effect::Usage(Usage::OncePerTurn(vec![Effect::may(vec![
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })
        ])]))]
    );
    assert_eq!(
        read("Discard your hand and draw 3 cards."),
        [
            Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::All,
                filter: CardFilter::Any,
                pick: HandPick::ByOwner,
            }),
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 3
            })
        ]
    );
}

#[test]
fn choosing_pokemon_for_later_sentences() {
    assert_eq!(
        read("Choose 2 of your opponent's Pokémon. This attack does 30 damage to each of them."),
        [
            Effect::Op(Operation::Choose(Pick {
                chooser: Role::Acting,
                count: 2,
                group: opponents(Zone::InPlay)
            })),
            Effect::Op(Operation::Damage {
                to: Pokemon::That,
                amount: Amount::Fixed(30)
            })
        ]
    );
    assert_eq!(
        read(
            "Choose 1 of the Defending Pokémon's attacks. \
             That Pokémon can't use that attack during your opponent's next turn."
        ),
        [
            Effect::Op(Operation::ChooseAttack {
                of: Pokemon::Defending,
                chooser: Role::Acting
            }),
            Effect::Op(Operation::During {
                turn: Turn::OpponentsNext,
                what: Lasting::CantUseChosenAttack(Pokemon::That)
            })
        ]
    );
}

#[test]
fn reminders_are_understood_and_add_nothing() {
    assert_eq!(read("(You can't use more than 1 GX attack in a game.)"), []);
    assert_eq!(
        read("(Don't apply Weakness and Resistance for Benched Pokémon.)"),
        []
    );
}

#[test]
fn unknown_sentences_are_reported_never_dropped() {
    assert_eq!(
        parse("Flip a coin. If heads, turn all of your Prize cards face up. Draw a card."),
        Err(Unmodelled {
            sentences: vec!["If heads, turn all of your Prize cards face up.".to_string()]
        })
    );
    // A sentence read only in part is not understood either.
    assert_eq!(
        parse("Draw 2 cards and then dance."),
        Err(Unmodelled {
            sentences: vec!["Draw 2 cards and then dance.".to_string()]
        })
    );
}

#[test]
fn an_empty_text_is_no_effect() {
    assert_eq!(parse(""), Ok(Vec::new()));
}
