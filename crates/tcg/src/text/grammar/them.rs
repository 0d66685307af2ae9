//! "Them" naming what the "If …," before it asked about: "If your opponent has any Benched
//! Pokémon, choose 1 of them and this attack does 10 damage to it", "… he or she chooses 1 of
//! them and switches it with the Defending Pokémon", "If the Defending Pokémon has any Energy
//! cards attached to it, choose 1 of them and discard it", "it" for the Stadium in play, the
//! Special Conditions of a Pokémon ("… remove all of them"); and over
//! two sentences, "those Energy cards" and "them" after a flip ("If there are any Fire Energy
//! cards in your discard pile, flip a coin. If heads, attach 1 of them to this Pokémon.").

use super::clause;
use super::pokemon::pokemon;
use super::switch::switch_it_with;
use crate::effect::{
    CardCount, CardFilter, Coins, Compare, Condition, Control, Count, Effect, Group, HealAmount,
    Operation, Pick, Pile, Pokemon, Role, Side, Source, Types, Zone,
};
use crate::text::input::Input;

/// The clauses after the condition's comma, when they begin with "them".
pub(super) fn clauses(i: &mut Input, condition: Condition) -> Option<Vec<Effect>> {
    // "If your opponent's Active Pokémon has exactly 4 damage counters on it, that Pokémon is
    // Knocked Out": the Pokémon the test asked about.
    if let Condition::Counted(Count::DamageCounters { on }, _) = condition
        && i.tag("that pokémon is knocked out")
    {
        return Some(vec![Effect::Op(Operation::KnockOut(on))]);
    }
    match condition {
        Condition::HasBenched(side) => benched(i, side),
        Condition::Found(filter) => found(i, filter).map(|e| vec![e]),
        // "If there is any Stadium card in play, discard it."
        Condition::StadiumInPlay => i
            .tag("discard it")
            .then(|| vec![Effect::Op(Operation::DiscardStadium)]),
        // "If there are any damage counters on this Pokémon, remove 1 of them."
        Condition::Damaged(from) => {
            i.tag("remove").then_some(())?;
            let counters = i.number()?;
            i.tag("of them").then_some(())?;
            Some(vec![Effect::Op(Operation::Heal {
                from,
                amount: HealAmount::Fixed(counters.checked_mul(10)?),
            })])
        }
        // "If the Pokémon this card is attached to is affected by any Special Conditions,
        // remove all of them", "… it recovers from all of them, and discard this card".
        Condition::Affected(on, None) => {
            i.any(&["remove all of them", "it recovers from all of them"])
                .then_some(())?;
            Some(and_more(i, vec![Effect::Op(Operation::Cure(on))]))
        }
        // "If there are at least 2 damage counters on the Pokémon Berry is attached to, [you
        // may] remove 2 of them and discard Berry."
        Condition::Counted(Count::DamageCounters { on }, Compare::AtLeast(_)) => {
            let may = i.tag("you may");
            i.tag("remove").then_some(())?;
            let counters = i.number()?;
            i.tag("of them").then_some(())?;
            let heal = Effect::Op(Operation::Heal {
                from: on,
                amount: HealAmount::Fixed(counters.checked_mul(10)?),
            });
            let done = and_more(i, vec![heal]);
            Some(if may { vec![Effect::may(done)] } else { done })
        }
        Condition::HasAttached(from, CardFilter::Energy(energy)) => {
            // "… flip a coin. If heads, choose 1 of those Energy cards and discard it."
            let flip = i.tag("flip a coin. if heads,");
            i.tag("choose").then_some(())?;
            let count = i.small()?;
            i.any(&["of them", "of those energy cards"]).then_some(())?;
            i.tag("and discard").then_some(())?;
            i.any(&["it", "them"]).then_some(())?;
            let discard = Effect::Op(Operation::DiscardEnergy {
                from,
                count: CardCount::Exactly(count),
                energy,
            });
            Some(if flip {
                on_heads(discard)
            } else {
                vec![discard]
            })
        }
        // "If there are any Fire Energy cards in your discard pile, flip a coin. If heads, attach
        // 1 of them to this Pokémon."
        Condition::Counted(
            Count::Cards {
                side: Side::Of(Role::Acting),
                pile: Pile::DiscardPile,
                filter: CardFilter::Energy(energy),
            },
            Compare::AtLeast(1),
        ) => {
            i.tag("flip a coin. if heads, attach").then_some(())?;
            let count = i.small()?;
            i.tag("of them to").then_some(())?;
            let to = pokemon(i)?;
            Some(on_heads(Effect::Op(Operation::AttachEnergy {
                source: Source::Discard,
                to,
                count: CardCount::Exactly(count),
                energy,
            })))
        }
        _ => None,
    }
}

/// "you may put any number of them onto your opponent's Bench (as long as there's room)": the
/// cards of the kind found, taken from those looked at.
fn found(i: &mut Input, filter: CardFilter) -> Option<Effect> {
    let may = i.tag("you may");
    i.tag("put").then_some(())?;
    let count = if i.tag("any number of them") {
        CardCount::UpTo(u8::MAX)
    } else {
        let count = super::energy::card_count(i)?;
        i.tag("of them").then_some(count)?
    };
    let to = super::look::found_to(i)?;
    // A Bench takes no more than it has room for anyway.
    i.tag("(as long as there's room)");
    let take = Effect::Op(Operation::TakeLooked { count, filter, to });
    Some(if may { Effect::may(vec![take]) } else { take })
}

/// `effects`, and the clause joined to them by "and" if one is.
fn and_more(i: &mut Input, mut effects: Vec<Effect>) -> Vec<Effect> {
    if let Some(more) = i.attempt(|i| {
        i.any(&[", and", "and"]).then_some(())?;
        clause(i)
    }) {
        effects.extend(more);
    }
    effects
}

/// A coin flipped, and what heads does.
pub(super) fn on_heads(then: Effect) -> Vec<Effect> {
    vec![
        Effect::Op(Operation::Flip(Coins::Fixed(1))),
        Effect::Control(Control::If {
            condition: Condition::Heads,
            then: vec![then],
            otherwise: Vec::new(),
        }),
    ]
}

/// "choose 1 of them and switch it with the Defending Pokémon", "he or she chooses 1 of them
/// and switches it with …", "choose 1 of them and <clause about it>".
fn benched(i: &mut Input, side: Role) -> Option<Vec<Effect>> {
    // "you switch 1 of them with your Active Pokémon".
    if i.tag("you switch 1 of them with") {
        return (super::switch::active(i)? == side).then(|| {
            vec![Effect::Op(Operation::Switch {
                side,
                chooser: Role::Acting,
                of_type: Types::ANY,
            })]
        });
    }
    let chooser = if i.any(&["he or she chooses", "they choose", "your opponent chooses"]) {
        Role::Opponent
    } else {
        i.tag("choose").then_some(Role::Acting)?
    };
    let count = i.small()?;
    i.tag("of them and").then_some(())?;
    let switch = i.attempt(|i| switch_it_with(i, side, chooser, Types::ANY).filter(|_| count == 1));
    if let Some(switch) = switch {
        return Some(vec![switch]);
    }
    let mut effects = vec![Effect::Op(Operation::Choose(Pick {
        chooser,
        count,
        group: Group::new(Side::Of(side), Zone::Bench),
    }))];
    effects.extend(clause(i)?);
    // What is done to "it" or "them" is done to the Pokémon picked.
    effects
        .iter()
        .skip(1)
        .all(names_only_the_pick)
        .then_some(effects)
}

/// An effect that names no Pokémon but the one just picked ([`Pokemon::That`]).
fn names_only_the_pick(effect: &Effect) -> bool {
    matches!(
        effect,
        Effect::Op(Operation::Damage {
            to: Pokemon::That,
            ..
        }) | Effect::Op(Operation::PutCounters {
            on: Pokemon::That,
            ..
        })
    )
}
