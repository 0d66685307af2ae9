//! Damage counters and healing: "Put 2 damage counters on …" (not damage, TCG-10), "… on your
//! opponent's Pokémon in any way you like", "Heal 30 damage from this Pokémon".

use super::amount::{self, per_or_fixed};
use super::energy::energy_noun;
use super::pokemon::{group, narrowed, pokemon};
use crate::effect::{
    Amount, CardCount, Condition, Control, Count, Effect, Group, HealAmount, Operation, Pokemon,
    Role, Side, Which, Zone,
};
use crate::text::input::Input;

/// Put counters or heal.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(put_half_hp)
        .or_else(|| i.attempt(put_down_to_hp))
        .or_else(|| i.attempt(put_as_many))
        .or_else(|| i.attempt(put))
        .or_else(|| i.attempt(spread))
        .or_else(|| i.attempt(heal))
}

/// "Put N damage counters on <Pokémon> [for each …]".
fn put(i: &mut Input) -> Option<Effect> {
    let n = counters_phrase(i)?;
    i.tag("on").then_some(())?;
    let on = pokemon(i)?;
    let counters = per_or_fixed(i, n);
    Some(Effect::Op(Operation::PutCounters { on, counters }))
}

/// "Put damage counters on that Pokémon equal to half its HP (rounded down to the nearest
/// 10)".
fn put_half_hp(i: &mut Input) -> Option<Effect> {
    i.tag("put damage counters on").then_some(())?;
    let on = pokemon(i)?;
    i.tag("equal to half its hp (rounded down to the nearest 10)")
        .then_some(())?;
    let count = Count::HalfHpCounters { of: on };
    Some(Effect::Op(Operation::PutCounters {
        on,
        counters: Amount::Per { each: 1, count },
    }))
}

/// "Put damage counters on your opponent's Active Pokémon until its remaining HP is 50", "… on
/// 1 of your opponent's Pokémon …", "… on each of your opponent's Benched Pokémon …": each
/// Pokémon its own count.
fn put_down_to_hp(i: &mut Input) -> Option<Effect> {
    i.tag("put damage counters on").then_some(())?;
    let on = pokemon(i)?;
    i.tag("until its remaining hp is").then_some(())?;
    let hp = i.number()?;
    let count = Count::CountersDownToHp { of: on, hp };
    Some(Effect::Op(Operation::PutCounters {
        on,
        counters: Amount::Per { each: 1, count },
    }))
}

/// Two sentences: "Count the number of <count>. Put that many damage counters on <Pokémon>".
fn put_as_many(i: &mut Input) -> Option<Effect> {
    i.tag("count the number of").then_some(())?;
    let count = amount::count(i)?;
    i.tag(". put that many damage counters on").then_some(())?;
    let on = pokemon(i)?;
    Some(Effect::Op(Operation::PutCounters {
        on,
        counters: Amount::Per { each: 1, count },
    }))
}

/// "Put N damage counters on your opponent's Pokémon in any way you like".
fn spread(i: &mut Input) -> Option<Effect> {
    let n = counters_phrase(i)?;
    i.tag("on").then_some(())?;
    let among = group(i)?;
    i.tag("in any way you like").then_some(())?;
    Some(Effect::Op(Operation::SpreadCounters {
        among,
        counters: Amount::Fixed(n),
        chooser: Role::Acting,
    }))
}

/// The verb `put` or `remove`, or said of the player a Stadium's text names: "that player
/// puts", "its owner removes" (the player the text is resolved for).
fn verb(i: &mut Input, verb: &str) -> Option<()> {
    if i.any(&["that player", "its owner"]) {
        return i.tag(&format!("{verb}s")).then_some(());
    }
    i.tag(verb).then_some(())
}

/// "put N damage counter(s)", "place N …", "lets you put …" (Miracle Sphere γ's attack).
fn counters_phrase(i: &mut Input) -> Option<u16> {
    i.tag("lets you");
    if !i.tag("place") {
        verb(i, "put")?;
    }
    let n = i.number()?;
    i.any(&["damage counters", "damage counter"]).then_some(n)
}

/// "Heal N damage from <Pokémon>", "Heal all damage from …", "Heal from this Pokémon the same
/// amount of damage you did to your opponent's Active Pokémon".
fn heal(i: &mut Input) -> Option<Effect> {
    if let Some(removed) = i.attempt(remove) {
        return Some(removed);
    }
    if let Some(drained) = i.attempt(remove_as_much_as_dealt) {
        return Some(drained);
    }
    if let Some(counted) = i.attempt(count_then_remove) {
        return Some(counted);
    }
    i.tag("heal").then_some(())?;
    if i.tag("from") {
        let from = pokemon(i)?;
        i.tag("the same amount of damage you did to")
            .then_some(())?;
        (pokemon(i)? == Pokemon::Defending).then_some(())?;
        return Some(Effect::Op(Operation::Heal {
            from,
            amount: HealAmount::DamageDealt,
        }));
    }
    let amount = if i.tag("all") {
        HealAmount::All
    } else {
        HealAmount::Fixed(i.number()?)
    };
    i.tag("damage from").then_some(())?;
    let from = pokemon(i)?;
    Some(Effect::Op(Operation::Heal { from, amount }))
}

/// "Remove N damage counters from <Pokémon>" (healing 10 damage per counter), "Remove all damage
/// counters from …", "Remove 2 damage counters times the number of heads from that Pokémon", "Remove up to N damage counters from 1 of your Pokémon" (removing fewer
/// than there are is never better, so "up to" removes as many as it can); a Pokémon picked is
/// one with damage counters.
fn remove(i: &mut Input) -> Option<Effect> {
    verb(i, "remove")?;
    i.tag("up to");
    let amount = if i.tag("all") {
        HealAmount::All
    } else {
        HealAmount::Fixed(i.number()?.checked_mul(10)?)
    };
    i.any(&["damage counters", "damage counter"])
        .then_some(())?;
    let times = i.attempt(|i| {
        i.tag("times the number of").then_some(())?;
        amount::count(i)
    });
    i.tag("from").then_some(())?;
    let from = narrowed(pokemon(i)?, Which::Damaged);
    i.attempt(all_if_fewer);
    let heal = Effect::Op(Operation::Heal { from, amount });
    Some(match times {
        Some(times) => Effect::Control(Control::Repeat {
            times,
            then: vec![heal],
        }),
        None => heal,
    })
}

/// "Count the number of Energy attached to this Pokémon and then remove that many damage
/// counters from the chosen Benched Pokémon": 1 counter for each thing counted.
fn count_then_remove(i: &mut Input) -> Option<Effect> {
    i.tag("count the number of").then_some(())?;
    let times = amount::count(i)?;
    i.tag("and then remove that many damage counters from")
        .then_some(())?;
    let from = pokemon(i)?;
    Some(Effect::Control(Control::Repeat {
        times,
        then: vec![Effect::Op(Operation::Heal {
            from,
            amount: HealAmount::Fixed(10),
        })],
    }))
}

/// "Remove from <P> the number of damage counters equal to the damage you did to the Defending
/// Pokémon", "Remove a number of damage counters from <P> equal to the [amount of] damage done
/// to the Defending Pokémon (after applying Weakness and Resistance)".
fn remove_as_much_as_dealt(i: &mut Input) -> Option<Effect> {
    i.tag("remove").then_some(())?;
    let from = if i.tag("from") {
        let from = pokemon(i)?;
        i.tag("the number of damage counters").then_some(from)?
    } else {
        i.tag("a number of damage counters from").then_some(())?;
        pokemon(i)?
    };
    i.tag("equal to the").then_some(())?;
    i.tag("amount of");
    i.any(&["damage you did to", "damage done to"])
        .then_some(())?;
    (pokemon(i)? == Pokemon::Defending).then_some(())?;
    i.tag("(after applying weakness and resistance)");
    Some(Effect::Op(Operation::Heal {
        from,
        amount: HealAmount::DamageDealt,
    }))
}

/// "(remove 1 damage counter if that Pokémon has only 1)", "(remove 1 if there is only 1)", "(1
/// if that Pokémon has only 1)", ", if it has any": what a heal does anyway when there is less
/// to heal.
fn all_if_fewer(i: &mut Input) -> Option<()> {
    if i.tag(", if it has any") {
        return Some(());
    }
    // "(or 1 if it only has 1)".
    if i.tag("(or") {
        i.number()?;
        i.tag("if it only has").then_some(())?;
        i.number()?;
        return i.tag(")").then_some(());
    }
    i.tag("(").then_some(())?;
    i.tag("remove");
    i.number()?;
    i.any(&["damage counters", "damage counter"]);
    i.any(&[
        "if that pokémon has only",
        "if it has only",
        "if there is only",
    ])
    .then_some(())?;
    i.number()?;
    i.tag(")").then_some(())
}

/// "Remove all Special Conditions and 3 damage counters from <P> [(all if there are less than
/// 3)]", "Remove 1 damage counter and all Special Conditions from <P>".
fn remove_and_cure(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("remove").then_some(())?;
    let conditions_first = i.tag("all special conditions and");
    let counters = i.number()?;
    i.any(&["damage counters", "damage counter"])
        .then_some(())?;
    (conditions_first || i.tag("and all special conditions")).then_some(())?;
    i.tag("from").then_some(())?;
    let from = pokemon(i)?;
    i.attempt(|i| {
        i.tag("(all if there are less than").then_some(())?;
        i.number()?;
        i.tag(")").then_some(())
    });
    let amount = HealAmount::Fixed(counters.checked_mul(10)?);
    Some(vec![
        Effect::Op(Operation::Heal { from, amount }),
        Effect::Op(Operation::Cure(from)),
    ])
}

/// "Remove all damage counters from all of your own Pokémon with damage counters on them, then
/// discard all Energy cards attached to those Pokémon": the Energy is discarded first, while
/// "those Pokémon" still have their damage counters (discarding Energy leaves the counters as
/// they are).
fn remove_then_discard_energy(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("remove all damage counters from all of")
        .then_some(())?;
    i.any(&["your own pokémon", "your pokémon"]).then_some(())?;
    i.tag("with damage counters on them, then discard all")
        .then_some(())?;
    let energy = energy_noun(i)?;
    i.tag("attached to those pokémon").then_some(())?;
    let damaged = Pokemon::Each(Group {
        which: Some(Which::Damaged),
        ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
    });
    Some(vec![
        Effect::Op(Operation::DiscardEnergy {
            from: damaged,
            count: CardCount::All,
            energy,
        }),
        Effect::Op(Operation::Heal {
            from: damaged,
            amount: HealAmount::All,
        }),
    ])
}

/// "Heal 10 damage and remove a Special Condition from your Active Pokémon", "… and remove
/// all Special Conditions from 1 of your Pokémon", "Remove all Special Conditions and 2 damage
/// counters from this Pokémon" (`remove_and_cure`), "Heal 30 damage from your Active Pokémon
/// and have it recover from a Special Condition".
pub(super) fn heal_and_cure(i: &mut Input) -> Option<Vec<Effect>> {
    if let Some(rest) = i.attempt(remove_and_cure) {
        return Some(rest);
    }
    if let Some(both) = i.attempt(remove_then_discard_energy) {
        return Some(both);
    }
    i.tag("heal").then_some(())?;
    let amount = HealAmount::Fixed(i.number()?);
    let (from, one) = if i.tag("damage from") {
        let from = pokemon(i)?;
        i.tag("and have it recover from").then_some(())?;
        let one = i.tag("a special condition");
        (one || i.tag("all special conditions")).then_some((from, one))?
    } else {
        i.tag("damage and remove").then_some(())?;
        let one = i.tag("a special condition from");
        (one || i.tag("all special conditions from")).then_some(())?;
        (pokemon(i)?, one)
    };
    let cure = if one {
        Effect::Op(Operation::CureOne {
            on: from,
            chooser: Role::Acting,
        })
    } else {
        Effect::Op(Operation::Cure(from))
    };
    Some(vec![Effect::Op(Operation::Heal { from, amount }), cure])
}

/// "Move [up to] N damage counters from <P> to <Q>" (Agatha), <P> and <Q> each one Pokémon
/// known without a choice: counter by counter, each only while <P> has one (moving fewer than
/// it can is never better, so "up to" moves as many as it can). "… from 1 of your Pokémon to 1
/// of your opponent's Pokémon" (Munkidori), "… from 1 of your other Pokémon to this Pokémon"
/// (Slowbro) pick a damaged one first, then where they go; "Move
/// all damage counters from 1 of your Benched Pokémon to your opponent's Active Pokémon" picks
/// a damaged one and moves every counter.
pub(super) fn move_counters(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("move").then_some(())?;
    i.tag("up to");
    // "Move all damage counters from 1 of your Benched Pokémon to …": as many as it has.
    let all = i.tag("all");
    let n = if all { u8::MAX } else { i.small()? };
    i.any(&["damage counters", "damage counter"])
        .then_some(())?;
    i.tag("from").then_some(())?;
    let from = pokemon(i)?;
    i.tag("to").then_some(())?;
    let to = pokemon(i)?;
    if let Pokemon::Picked(_) = from {
        let Pokemon::Picked(source) = narrowed(from, Which::Damaged) else {
            return None;
        };
        return Some(vec![
            Effect::Op(Operation::Choose(source)),
            Effect::Op(Operation::MoveCounters {
                from: Pokemon::That,
                to,
                counters: n,
            }),
        ]);
    }
    let (from, to) = (one_known(from)?, one_known(to)?);
    (!all).then_some(())?;
    let one = Effect::Control(Control::If {
        condition: Condition::Damaged(from),
        then: vec![
            Effect::Op(Operation::Heal {
                from,
                amount: HealAmount::Fixed(10),
            }),
            Effect::Op(Operation::PutCounters {
                on: to,
                counters: Amount::Fixed(1),
            }),
        ],
        otherwise: Vec::new(),
    });
    Some(vec![one; usize::from(n)])
}

/// A Pokémon the text names without a choice: itself, the Defending Pokémon, an Active Pokémon.
pub(super) fn one_known(p: Pokemon) -> Option<Pokemon> {
    match p {
        Pokemon::This
        | Pokemon::Defending
        | Pokemon::That
        | Pokemon::Attacking
        | Pokemon::Holder => Some(p),
        Pokemon::Each(g) if g.zone == Zone::Active && matches!(g.side, Side::Of(_)) => Some(p),
        _ => None,
    }
}
