//! Fossils (Trainer cards played as Pokémon), on their real wordings.

use crate::effect::{
    Amount, CardCount, Coins, Condition, Control, Count, Effect, EnergyFilter, EnergyType,
    HealAmount, Lasting, Operation, Passive, Pokemon, SpecialCondition, Trigger, Types, Usage,
};
use crate::text::{parse_card, parse_on};

fn rules(name: &str, text: &str) -> Vec<Effect> {
    parse_card(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn cant_retreat() -> Effect {
    Effect::Passive(Passive::Always(Lasting::CantRetreat(Pokemon::This)))
}

fn unaffected() -> Effect {
    Effect::Passive(Passive::Always(Lasting::Unaffected {
        who: Pokemon::This,
        condition: None,
    }))
}

fn discard_from_play() -> Effect {
    Effect::Passive(Passive::When {
        trigger: Trigger::AsOftenAsYouLike,
        then: vec![Effect::may(vec![Effect::Op(Operation::DiscardPokemon(
            Pokemon::This,
        ))])],
    })
}

#[test]
fn an_ex_era_fossil_is_a_colorless_basic_that_gives_no_prize_card() {
    // Claw Fossil (EX Dragon); Root Fossil (EX Ruby & Sapphire) says "(instead of a Trainer
    // card)", which reads the same.
    let text = "Play Claw Fossil as if it were a Basic Pokémon. While in play, Claw Fossil counts \
                as a Colorless Pokémon (as well as a Trainer card). Claw Fossil has no attacks of \
                its own, can't retreat, and can't be affected by any Special Conditions. If Claw \
                Fossil is Knocked Out, it doesn't count as a Knocked Out Pokémon. (Discard it \
                anyway.) At any time during your turn before your attack, you may discard Claw \
                Fossil from play.";
    assert_eq!(
        rules("Claw Fossil", text),
        [
            Effect::Passive(Passive::PlayAsBasic {
                of_type: None,
                hp: None
            }),
            Effect::Passive(Passive::PlayAsBasic {
                of_type: Some(EnergyType::Colorless),
                hp: None
            }),
            cant_retreat(),
            unaffected(),
            Effect::Passive(Passive::NoPrizeWhenKnockedOut),
            discard_from_play(),
        ]
    );
    assert_eq!(
        rules(
            "Root Fossil",
            "While in play, Root Fossil counts as a Colorless Pokémon (instead of a Trainer card)."
        ),
        [Effect::Passive(Passive::PlayAsBasic {
            of_type: Some(EnergyType::Colorless),
            hp: None
        })]
    );
}

#[test]
fn a_scarlet_and_violet_fossil_prints_its_hp() {
    // Antique Dome Fossil; Unidentified Fossil prints no HP but in its text.
    let text = "Play this card as if it were a 60-HP Basic Colorless Pokémon. This card can't be \
                affected by any Special Conditions and can't retreat.  At any time during your \
                turn, you may discard this card from play.";
    assert_eq!(
        rules("Antique Dome Fossil", text),
        [
            Effect::Passive(Passive::PlayAsBasic {
                of_type: Some(EnergyType::Colorless),
                hp: Some(60)
            }),
            unaffected(),
            cant_retreat(),
            discard_from_play(),
        ]
    );
    // Older printings: "30 HP Colorless Basic", "(before your attack)".
    assert_eq!(
        rules(
            "Mysterious Fossil",
            "Play this card as if it were a 30 HP Colorless Basic Pokémon. At any time during \
             your turn (before your attack), you may discard this card from play."
        ),
        [
            Effect::Passive(Passive::PlayAsBasic {
                of_type: Some(EnergyType::Colorless),
                hp: Some(30)
            }),
            discard_from_play(),
        ]
    );
}

#[test]
fn a_dp_era_fossil_is_knocked_out_as_any_pokemon() {
    // Armor Fossil (DP Mysterious Treasures): its reminders add nothing.
    let text = "Play Armor Fossil as if it were a Colorless Basic Pokémon. (Armor Fossil counts \
                as a Trainer card as well, but if Armor Fossil is Knocked Out, this counts as a \
                Knocked Out Pokémon.) Armor Fossil can't be affected by any Special Conditions \
                and can't retreat. At any time during your turn before your attack, you may \
                discard Armor Fossil from play. (This doesn't count as a Knocked Out Pokémon.)";
    assert_eq!(
        rules("Armor Fossil", text),
        [
            Effect::Passive(Passive::PlayAsBasic {
                of_type: Some(EnergyType::Colorless),
                hp: None
            }),
            unaffected(),
            cant_retreat(),
            discard_from_play(),
        ]
    );
}

#[test]
fn fossil_poke_bodies_read_with_the_fossil_as_this_pokemon() {
    // Skull Fossil's Skull Stone: "During your opponent's turn," restates the opponent's attack.
    let skull = "During your opponent's turn, if Skull Fossil would be Knocked Out by damage \
                 from an opponent's attack, flip a coin until you get tails. For each heads, put \
                 1 damage counter on the Attacking Pokémon.";
    assert_eq!(
        parse_on("Skull Fossil", skull).expect("read"),
        [
            Effect::Passive(Passive::When {
                trigger: Trigger::KnockedOut(Pokemon::This),
                then: vec![Effect::Op(Operation::Flip(Coins::UntilTails))],
            }),
            Effect::Control(Control::Repeat {
                times: Count::Heads,
                then: vec![Effect::Op(Operation::PutCounters {
                    on: Pokemon::Attacking,
                    counters: Amount::Fixed(1),
                })],
            }),
        ]
    );
    // Root Fossil's Spongy Stone (EX Legend Maker prints "At any times").
    assert_eq!(
        parse_on(
            "Root Fossil",
            "At any times between turns, remove 1 damage counter from Root Fossil."
        )
        .expect("read"),
        parse_on(
            "Root Fossil",
            "At any time between turns, remove 1 damage counter from Root Fossil."
        )
        .expect("read"),
    );
}

#[test]
fn a_technical_machine_attaches_itself_and_lends_its_attack() {
    // Technical Machine TS-1; the Pokémon Tool TMs of Scarlet & Violet word it "The Pokémon this
    // card is attached to can use the attack on this card."
    let ts_1 = rules(
        "Technical Machine TS-1",
        "Attach this card to 1 of your Pokémon in play. That Pokémon may use this card's attack \
         instead of its own.",
    );
    assert!(matches!(
        ts_1.as_slice(),
        [
            Effect::Op(Operation::AttachThisCard(_)),
            Effect::Passive(Passive::HolderUsesItsAttacks)
        ]
    ));
    assert_eq!(
        rules(
            "Technical Machine: Crisis Punch",
            "The Pokémon this card is attached to can use the attack on this card."
        ),
        [Effect::Passive(Passive::HolderUsesItsAttacks)]
    );
}

#[test]
fn miracle_sphere_attacks_test_two_basic_energy_types_on_the_pokemon_using_them() {
    // Miracle Sphere β's Freezing Force, read as the card's text ("this card").
    let freezing = "If the Pokémon using this attack has Fire and Water basic Energy cards \
                    attached to it, this attack does 30 damage plus 10 more damage and the \
                    Defending Pokémon is now Burned. If the Pokémon using this attack has Water \
                    and Psychic basic Energy cards attached to it, choose an Energy card attached \
                    to the Defending Pokémon, if any, and your opponent shuffles that card into \
                    his or her deck.";
    let both = |a, b| Condition::HasBasicEnergyOfEach(Pokemon::This, Types::of(a).with(b));
    let if_both = |a, b, then| {
        Effect::Control(Control::If {
            condition: both(a, b),
            then,
            otherwise: Vec::new(),
        })
    };
    assert_eq!(
        rules("Miracle Sphere β", freezing),
        [
            if_both(
                EnergyType::Fire,
                EnergyType::Water,
                vec![
                    Effect::Op(Operation::MoreDamage(Amount::Fixed(10))),
                    Effect::Op(Operation::Inflict {
                        on: Pokemon::Defending,
                        condition: SpecialCondition::Burned,
                    }),
                ]
            ),
            if_both(
                EnergyType::Water,
                EnergyType::Psychic,
                vec![Effect::Op(Operation::EnergyToDeck {
                    from: Pokemon::Defending,
                    count: CardCount::Exactly(1),
                    energy: EnergyFilter::Any,
                })]
            ),
        ]
    );
    // Miracle Sphere α's misprints its own name "Miracle Plate α": still the card, whose holder
    // is the Pokémon using the attack.
    let fire = "If the Pokémon using this attack has Fire and Fighting basic Energy cards \
                attached to it, this attack does 30 damage plus 10 more damage and remove 3 \
                damage counters from the Pokémon that Miracle Plate α is attached to.";
    assert_eq!(
        rules("Miracle Sphere α", fire),
        [if_both(
            EnergyType::Fire,
            EnergyType::Fighting,
            vec![
                Effect::Op(Operation::MoreDamage(Amount::Fixed(10))),
                Effect::Op(Operation::Heal {
                    from: Pokemon::Holder,
                    amount: HealAmount::Fixed(30),
                }),
            ]
        )]
    );
    // Miracle Sphere γ's "lets you put" is a put.
    assert_eq!(
        rules(
            "Miracle Sphere γ",
            "Lets you put 1 damage counter on each of your opponent's Benched Pokémon."
        ),
        rules(
            "Miracle Sphere γ",
            "Put 1 damage counter on each of your opponent's Benched Pokémon."
        ),
    );
}

#[test]
fn xatu_takes_any_technical_machine() {
    // Xatu (Skyridge): its Poké-Body, and its Warp Hole's "choose … from your discard pile".
    assert_eq!(
        parse_on("Xatu", "You may attach any Technical Machine to Xatu.").expect("read"),
        [Effect::Passive(Passive::Always(Lasting::TakesAnyMachine(
            Pokemon::This
        )))]
    );
    assert_eq!(
        parse_on(
            "Xatu",
            "Choose a card from your discard pile and put it on top of your deck."
        )
        .expect("read"),
        [Effect::Op(Operation::DiscardToDeckTop {
            count: CardCount::Exactly(1),
            filter: crate::effect::CardFilter::Any,
        })]
    );
}

#[test]
fn armor_stone_reduces_damage_per_heads_over_two_sentences() {
    let armor = "Whenever Armor Fossil would be damaged by your opponent's attack, flip a coin \
                 until you get tails. For each heads, reduce that damage by 10.";
    assert_eq!(
        parse_on("Armor Fossil", armor).expect("read"),
        [Effect::Passive(Passive::Always(Lasting::ReducedPerHeads {
            to: Pokemon::This,
            each: 10,
        }))]
    );
}

#[test]
fn pokemon_using_the_attacks_of_others_in_play() {
    use crate::effect::{CardFilter, Condition, Name};
    let named = |n: &str| CardFilter::Named(Name::new(n).expect("short"));
    // Bellossom δ's Fellowship: its own name, read "this Pokémon", is another Bellossom.
    let fellowship = "Bellossom can use the attacks of all Oddish, Gloom, Vileplume, Vileplume \
                      ex, or other Bellossom you have in play as its own. (You still need the \
                      necessary Energy to use each attack.)";
    assert_eq!(
        parse_on("Bellossom δ", fellowship).expect("read"),
        [Effect::Passive(Passive::UsesAttacksOf(vec![
            named("oddish"),
            named("gloom"),
            named("vileplume"),
            named("vileplume ex"),
            CardFilter::SameNameAsThis,
        ]))]
    );
    // Sabrina's Alakazam's Psylink: every Psychic Pokémon's, unless it can't act.
    let psylink = "Sabrina's Alakazam always has a copy of every attack your Psychic Pokémon in \
                   play have (including their Energy costs and anything else required in order \
                   to use those attacks, such as discarding Energy cards). This power can't be \
                   used if Sabrina's Alakazam is Asleep, Confused, or Paralyzed.";
    assert_eq!(
        parse_on("Sabrina's Alakazam", psylink).expect("read"),
        [
            Effect::Passive(Passive::UsesAttacksOf(vec![CardFilter::PokemonOf(
                EnergyType::Psychic
            )])),
            Effect::Usage(Usage::UnusableIf(Condition::CantAct(Pokemon::This))),
        ]
    );
}

#[test]
fn meteor_falls_lends_each_active_evolved_pokemon_the_attacks_below_it() {
    use crate::effect::{Group, PokemonKind, Side, Which, Zone};
    let text = "Each player's Active Evolved Pokémon (excluding Pokémon-ex) can use any attack \
                from its Basic Pokémon or its Stage 1 Evolution card. (You still have to pay for \
                that attack's Energy cost.)";
    assert_eq!(
        rules("Meteor Falls", text),
        [Effect::Passive(Passive::Always(Lasting::UsesAttacksBelow(
            Pokemon::Each(Group {
                kind: Some(PokemonKind::Evolution),
                which: Some(Which::IsNot(PokemonKind::Ex)),
                ..Group::new(Side::Both, Zone::Active)
            })
        )))]
    );
}

#[test]
fn holon_lake_lends_its_attack_to_delta_species_pokemon() {
    use crate::effect::{CardFilter, Group, PokemonCards, PokemonKind, Side, Zone};
    assert_eq!(
        rules(
            "Holon Lake",
            "Each player's Pokémon that has δ on its card can use attacks on this card instead \
             of its own."
        ),
        [Effect::Passive(Passive::Always(
            Lasting::UsesStadiumAttacks(Pokemon::Each(Group {
                kind: Some(PokemonKind::Delta),
                ..Group::new(Side::Both, Zone::InPlay)
            }))
        ))]
    );
    let delta_call = rules(
        "Holon Lake",
        "Search your deck for a Pokémon that has δ on its card, show it to your opponent, and \
         put it into your hand. Shuffle your deck afterward.",
    );
    assert!(
        matches!(
            delta_call.first(),
            Some(Effect::Op(Operation::Search {
                filter: CardFilter::PokemonWith(PokemonCards {
                    kind: Some(PokemonKind::Delta),
                    ..
                }),
                ..
            }))
        ),
        "{delta_call:?}"
    );
}

#[test]
fn clefairy_doll_reads_as_a_fossil_in_the_base_sets_wording() {
    // Clefairy Doll (Base Set), not in a theme deck: the same rules, worded before Fossils.
    let doll = "Play Clefairy Doll as if it were a Basic Pokémon. While in play, Clefairy Doll \
                counts as a Pokémon (instead of a Trainer card). Clefairy Doll has no attacks, \
                can't retreat, and can't be Asleep, Confused, Paralyzed, or Poisoned. If \
                Clefairy Doll is Knocked Out, it doesn't count as a Knocked Out Pokémon. At any \
                time during your turn before your attack, you may discard Clefairy Doll.";
    let read = rules("Clefairy Doll", doll);
    assert_eq!(
        read[..3],
        [
            Effect::Passive(Passive::PlayAsBasic {
                of_type: None,
                hp: None
            }),
            Effect::Passive(Passive::PlayAsBasic {
                of_type: None,
                hp: None
            }),
            cant_retreat(),
        ]
    );
    assert_eq!(
        read[3..7].len(),
        4,
        "one per Special Condition named: {read:?}"
    );
    assert_eq!(
        read[7..],
        [
            Effect::Passive(Passive::NoPrizeWhenKnockedOut),
            discard_from_play()
        ]
    );
}
