//! The attack's damage and its modifiers, damage elsewhere and to itself, coins and what they
//! branch on, damage counters that are not damage, and what an attack ignores.

use super::{if_heads, one_of, opponents, read};
use crate::effect::{
    Amount, Coins, Condition, Control, Count, Effect, EnergyFilter, EnergyType, Ignored, Operation,
    Pokemon, Role, Side, Zone,
};
use crate::text::parse_on;

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
