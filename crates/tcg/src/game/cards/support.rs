//! What the engine plays: every effect the grammar reads that the interpreter does not do yet
//! is named here, so its card is reported not playable instead of played as nothing (TCG-15).

use crate::effect::{
    Amount, Condition, Control, Count, Destination, Effect, Group, HandPick, Lasting, Operation,
    Passive, Pick, Pokemon, Role, Side, SpecialCondition, Turn, Usage, Which,
};

use crate::game::model::frame::LOOKED_MAX;

/// The name of what the engine does not play in a leaf effect, if anything.
pub fn not_played(effect: &Effect) -> Option<&'static str> {
    match *effect {
        // A cost is paid before the text, so only where the text starts (`Program::of`).
        Effect::Control(Control::Cost(_)) => Some("a cost inside a test or a choice"),
        Effect::Op(Operation::ConditionCounters { condition, .. }) => (!matches!(
            condition,
            SpecialCondition::Poisoned | SpecialCondition::Confused
        ))
        .then_some("more damage counters from a Burn"),
        Effect::Op(Operation::Search { who, to, .. }) => match (who, to) {
            (_, Destination::OpponentsBench) => Some("a card of one's deck onto another's Bench"),
            // The opponent searches their own deck, choosing.
            (Role::Opponent, Destination::Bench | Destination::Hand) => None,
            (Role::Opponent, _) => Some("the opponent's search of their deck put elsewhere"),
            (Role::Acting, _) => None,
        },
        Effect::Op(Operation::TakeLooked { to, .. }) => match to {
            Destination::Hand
            | Destination::Bench
            | Destination::OpponentsBench
            | Destination::Attach(_)
            | Destination::Discard
            | Destination::DeckTop
            | Destination::DeckBottom => None,
            _ => Some("cards looked at put onto a Pokémon to evolve it"),
        },
        Effect::Op(Operation::LookedChosenByOpponent { to, .. }) => {
            (!matches!(to, Destination::Discard | Destination::Hand))
                .then_some("cards revealed, chosen by the opponent, put elsewhere than a pile")
        }
        Effect::Op(Operation::RevealUntil { to, .. }) => {
            (to != Destination::Hand).then_some("a card revealed put elsewhere than the hand")
        }
        Effect::Op(Operation::LookAtDeck { count, .. }) => {
            (usize::from(count) > LOOKED_MAX).then_some("look at more than 20 cards")
        }
        Effect::Op(Operation::DiscardFromHand {
            whose: Role::Opponent,
            pick: HandPick::ByActing,
            ..
        }) => Some("discard from a hand the acting player sees"),
        // The opponent picking from their own hand is played; the acting player picking from a
        // hand (theirs, where the card played still is, or one they see) is not.
        Effect::Op(Operation::PickFromHand {
            whose: Role::Opponent,
            pick: HandPick::ByOwner,
            ..
        }) => None,
        Effect::Op(Operation::PickFromHand {
            pick: HandPick::ByOwner | HandPick::ByActing,
            ..
        }) => Some("pick cards from a hand"),
        Effect::Passive(Passive::While { .. }) => Some("an effect while a condition holds"),
        Effect::Usage(Usage::OncePerTurn(_))
        | Effect::Passive(Passive::When { .. })
        | Effect::Passive(Passive::Always(_))
        | Effect::Passive(Passive::OneAtATime) => Some("an ability inside a text"),
        Effect::Passive(Passive::OnceOnEachPokemon) => {
            Some("a limit on each Pokémon outside a Special Energy's rules")
        }
        Effect::Passive(Passive::Provides { .. }) => {
            Some("Energy provided outside a Special Energy")
        }
        Effect::Op(Operation::During {
            turn: Turn::HolderAttacks,
            ..
        }) => Some("a lasting effect until a holder attacks"),
        // Switched off by a Stadium or an ability only (`board/abilities.rs`).
        Effect::Op(Operation::During {
            what:
                Lasting::NoAbilities(_)
                | Lasting::NoAbilitiesExcept { .. }
                | Lasting::ToolsHaveNoEffect(_)
                | Lasting::SpecialEnergyHasNoEffect(_),
            ..
        }) => Some("abilities or Tools switched off for a while"),
        // Looked for on the Pokémon's own abilities only (`board/types.rs`).
        Effect::Op(Operation::During {
            what: Lasting::IsTypes { .. },
            ..
        })
        | Effect::Op(Operation::DuringIncludingNew {
            what: Lasting::IsTypes { .. },
            ..
        }) => Some("types changed for a while"),
        Effect::Op(Operation::DuringIncludingNew { turn, what }) => {
            let group = matches!(what.target(), Some(Pokemon::Each(_)));
            let turns = !matches!(
                turn,
                Turn::HolderAttacks
                    | Turn::UntilLeavesActive
                    | Turn::WhileInPlay
                    | Turn::OpponentsNextWhileActive
            );
            // Abilities switched off are looked for there too (`board/abilities.rs`); Tools not.
            let switched_off = matches!(what, Lasting::ToolsHaveNoEffect(_));
            (!group || !turns || switched_off)
                .then_some("a lasting effect on new Pokémon of this kind")
        }
        // A Pokémon's attack gives its Pokémon the Ability (`compile.rs`); nested, nothing would.
        Effect::Control(Control::GainsAbility(_)) => {
            Some("an Ability given inside a test or a choice")
        }
        Effect::Op(Operation::DiscardThisCardAtEndOf(_)) => {
            Some("a card discarded at the end of a turn")
        }
        Effect::Usage(Usage::PlaceAtSetUp { .. }) => Some("a set-up rule outside an ability"),
        // A text's own VSTAR limit is read where the text is compiled; nested, it is not.
        Effect::Usage(Usage::VstarPower) => Some("a VSTAR Power's limit inside a text"),
        Effect::Passive(Passive::HolderUsesItsAttacks) => {
            Some("an attack lent outside a Trainer's rules")
        }
        Effect::Passive(Passive::HolderUsesItsAbilities(_)) => {
            Some("an ability lent outside a Trainer's rules")
        }
        Effect::Passive(Passive::UsesAttacksOf(_)) => {
            Some("attacks of other Pokémon outside an ability")
        }
        Effect::Passive(Passive::PlayAsBasic { .. })
        | Effect::Passive(Passive::NoPrizeWhenKnockedOut) => {
            Some("a rule of a Trainer card played as a Pokémon, elsewhere")
        }
        Effect::Passive(Passive::IntoPlayOnly(_)) => {
            Some("a card's one way into play, outside its abilities or a Fossil's rules")
        }
        // An attack's own words, read where the attack is compiled (`Program::of_attack`).
        Effect::Usage(Usage::UsableFromBench) => {
            Some("an attack used from the Bench, outside an attack")
        }
        Effect::Usage(Usage::AlsoFrom { .. }) => {
            Some("a text used from a pile, outside a Trainer's rules")
        }
        Effect::Passive(Passive::AttachedOnlyTo(_)) => {
            Some("a Pokémon an Energy is attached to only, outside a Special Energy's rules")
        }
        Effect::Passive(Passive::BackAfterHoldersAttack) => {
            Some("an Energy back after its holder's attack, outside a Special Energy's rules")
        }
        Effect::Passive(Passive::StaysInDiscardPile) => {
            Some("a card kept in the discard pile, outside a Trainer's rules")
        }
        _ => None,
    }
}

/// What the engine does not test in the condition of a passive effect, which holds on the
/// board as it is, with no coin flipped or step done before it.
pub fn passive_condition(condition: Condition) -> Option<&'static str> {
    match condition {
        Condition::Heads
        | Condition::Tails
        | Condition::AllHeads
        | Condition::AllTails
        | Condition::AnyTails
        | Condition::AnyHeads
        | Condition::HeadsExactly(_)
        | Condition::WonRockPaperScissors
        | Condition::YouDid
        | Condition::AttachedThisWay
        | Condition::AttachedToActiveThisWay
        | Condition::Counted(
            Count::DiscardedThisWay
            | Count::DiscardedOf(_)
            | Count::EnergyBeyondCost { .. }
            | Count::LostZonedThisWay
            | Count::PutInDeckThisWay,
            _,
        ) => Some("a passive effect after a coin flip or a step"),
        _ => None,
    }
}

/// What the engine does not play in an ability (or a Stadium's action) used as often as one
/// likes: only one each use of which spends a card from the hand or the discard pile (attaches
/// it) or takes an
/// Energy card off a Pokémon picked among those that have one (discards it, or returns it to
/// the hand, where only one attach a turn puts it back), only moves Energy or damage counters
/// between its owner's Pokémon (offered a bounded number of times a turn:
/// `legality/abilities.rs`), or takes its own Pokémon out
/// of play (a Fossil discarded), so a turn can't loop without end.
pub fn as_often_as_you_like(effects: &[Effect]) -> Option<&'static str> {
    let spends = |e: &Effect| {
        matches!(
            e,
            Effect::Op(Operation::AttachEnergy { .. })
                | Effect::Op(Operation::DiscardEnergy {
                    from: Pokemon::That,
                    ..
                })
                | Effect::Op(Operation::EnergyToHand {
                    from: Pokemon::That,
                    ..
                })
        )
    };
    // What a use does: inside a "may", or under a test ("if this Pokémon is your Active
    // Pokémon, you may …").
    let done = || {
        effects
            .iter()
            .flat_map(|e| match e {
                Effect::Control(Control::If {
                    then, otherwise, ..
                }) if otherwise.is_empty() => then.as_slice(),
                e => std::slice::from_ref(e),
            })
            .flat_map(|e| match e {
                Effect::Control(Control::May { then, .. }) => then.as_slice(),
                e => std::slice::from_ref(e),
            })
    };
    let only_moves =
        done().any(|e| moves_own_energy(e) || moves_own_counters(e)) && done().all(moves_own);
    // A Fossil's "you may discard this card from play" is used once: it leaves play.
    let leaves = done().any(|e| matches!(e, Effect::Op(Operation::DiscardPokemon(Pokemon::This))));
    (!done().any(spends) && !only_moves && !leaves).then_some(
        "an ability used as often as you like that spends no card from the hand or the discard \
         pile and does more than move Energy or damage counters between its owner's Pokémon",
    )
}

/// Whether a Pokémon named is one of the acting player's own.
fn own(p: Pokemon) -> bool {
    match p {
        Pokemon::This => true,
        Pokemon::Each(group) | Pokemon::Picked(Pick { group, .. }) => {
            group.side == Side::Of(Role::Acting)
        }
        _ => false,
    }
}

/// Whether an effect moves Energy between the acting player's own Pokémon.
pub fn moves_own_energy(effect: &Effect) -> bool {
    matches!(*effect, Effect::Op(Operation::MoveEnergy { from, to, .. }) if own(from) && own(to))
}

/// Whether an effect moves damage counters between the acting player's own Pokémon ("move 1
/// damage counter from 1 of your other Pokémon to this Pokémon"): from the one picked before
/// (`moves_own` checks that pick is theirs).
pub fn moves_own_counters(effect: &Effect) -> bool {
    matches!(*effect, Effect::Op(Operation::MoveCounters { from, to, .. })
        if (from == Pokemon::That || own(from)) && own(to))
}

/// Whether an effect is a step of moving Energy or damage counters between the acting
/// player's own Pokémon: a move, or the pick of one of theirs it moves from.
fn moves_own(effect: &Effect) -> bool {
    moves_own_energy(effect)
        || moves_own_counters(effect)
        || matches!(*effect, Effect::Op(Operation::Choose(pick) | Operation::ChooseOnly { pick, .. })
            if own(Pokemon::Picked(pick)))
}

/// What carries a passive effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bearer {
    /// A Pokémon's ability: on itself or on a group ("your Metal Pokémon").
    Ability,
    /// A Pokémon Tool: on the Pokémon it is attached to.
    Tool,
    /// A Special Energy: on the Pokémon it is attached to.
    Energy,
    /// A Stadium: on a group of everyone's Pokémon ("(both yours and your opponent's)").
    Stadium,
    /// An Item its own text attaches (PlusPower, Defender): on the Pokémon it is attached to,
    /// which "that Pokémon" names too ("Attach Defender to 1 of your Pokémon. … Damage done to
    /// that Pokémon by attacks is reduced by 20").
    Attached,
}

/// What the engine does not play in a passive effect (`Always`) of a Pokémon, Tool or Stadium.
pub fn passive(what: &Lasting, bearer: Bearer) -> Option<&'static str> {
    if matches!(*what, Lasting::ToolsAllowed { count, .. } if usize::from(count) > crate::game::model::limits::MAX_TOOLS)
    {
        return Some("more Pokémon Tools attached than a Pokémon in play holds");
    }
    if let Lasting::MoreHp {
        on,
        amount: Amount::Per { .. },
    }
    | Lasting::AttackCostLess {
        of: on,
        by: Amount::Per { .. },
        ..
    } = *what
        && (on, bearer) != (Pokemon::This, Bearer::Ability)
    {
        // Counted with its owner as "you" (`hp.rs`).
        return Some(
            "an amount counted for each of something, on another Pokémon than the ability's",
        );
    }
    if let Some(off) = switched_off(what, bearer) {
        return Some(off);
    }
    if let Lasting::BenchLimit {
        count, opponents, ..
    } = *what
    {
        // Looked for on the Stadium, and on the opponents' Active Pokémon's abilities
        // (`board/bench_limit.rs`).
        return match (bearer, opponents) {
            _ if usize::from(count) > crate::game::model::limits::MAX_BENCH => {
                Some("more Benched Pokémon than a Bench holds")
            }
            (Bearer::Stadium, false) | (Bearer::Ability, true) => None,
            _ => Some("a Bench limit set by other than a Stadium"),
        };
    }
    if let Lasting::IsTypes { on, .. } = *what {
        // Looked for on the Pokémon's own abilities only (`board/types.rs`).
        return (on != Pokemon::This || bearer != Bearer::Ability)
            .then_some("types changed by other than a Pokémon's own ability");
    }
    if let Lasting::CantAttackThis(_) = what {
        // It faces the Pokémon of an attack's text, while that one is Active.
        return Some("a passive effect facing one Pokémon");
    }
    match (what.target(), bearer) {
        (Some(Pokemon::This | Pokemon::Holder), Bearer::Ability) => None,
        (Some(Pokemon::Holder), Bearer::Energy) => None,
        // "that Pokémon" after a test on the holder ("If this card is attached to a Darkness
        // Pokémon, each of the attacks of that Pokémon …") or the card attaching it.
        (
            Some(Pokemon::This | Pokemon::Holder | Pokemon::That),
            Bearer::Tool | Bearer::Attached,
        ) => None,
        (
            Some(
                Pokemon::Each(_) | Pokemon::Others(_) | Pokemon::Defending | Pokemon::EachDefending,
            ),
            Bearer::Ability,
        ) => None,
        (
            Some(Pokemon::Each(Group {
                side: Side::Both, ..
            })),
            Bearer::Stadium,
        ) => None,
        (Some(_), Bearer::Stadium) => Some("a Stadium's passive effect on one player's Pokémon"),
        // Found on each Pokémon of the group (`board/passives.rs`).
        (Some(Pokemon::Each(_)), Bearer::Tool) => None,
        (Some(_), _) => Some("a passive effect on other Pokémon"),
        // Tested when a card is played (`passives.rs`).
        (None, Bearer::Ability)
            if matches!(
                what,
                Lasting::CantPlay { .. }
                    | Lasting::PrizesToLostZone(_)
                    | Lasting::InPlayNotToHand(_)
            ) =>
        {
            None
        }
        (None, _) => Some("a passive effect on the opponent"),
    }
}

/// What the engine does not play in a passive effect that switches abilities or Tools off:
/// both are looked for on the Stadium, and abilities on other Pokémon's abilities too
/// (`board/abilities.rs`), over groups that do not ask which Pokémon have abilities (which
/// would ask the gate again).
fn switched_off(what: &Lasting, bearer: Bearer) -> Option<&'static str> {
    let refused = "abilities or Tools switched off by other than a Stadium or an ability over \
                   other Pokémon";
    match *what {
        Lasting::ToolsHaveNoEffect(_) | Lasting::SpecialEnergyHasNoEffect(_) => {
            (bearer != Bearer::Stadium).then_some(refused)
        }
        Lasting::NoAbilities(on) | Lasting::NoAbilitiesExcept { on, .. } => {
            let asks_abilities = |group: Group| {
                matches!(
                    group.which,
                    Some(Which::HasAbility | Which::HasAbilityUnlikeThis)
                )
            };
            let played = match on {
                Pokemon::Each(group) | Pokemon::Others(group) => !asks_abilities(group),
                Pokemon::Defending | Pokemon::EachDefending => true,
                _ => false,
            };
            (!played || !matches!(bearer, Bearer::Stadium | Bearer::Ability)).then_some(refused)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::as_often_as_you_like;
    use crate::effect::{Effect, Passive};
    use crate::text::parse;

    fn as_often(text: &str) -> Option<&'static str> {
        match parse(text).expect("read").as_slice() {
            [Effect::Passive(Passive::When { then, .. })] => as_often_as_you_like(then),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_ability_used_as_often_as_you_like_plays_only_when_each_use_is_bounded() {
        // Aromatisse's Fairy Transfer: Energy moved between one's own Pokémon (bounded in
        // `check.rs`).
        let transfer = "As often as you like during your turn (before your attack), you may \
                        move a Fairy Energy attached to 1 of your Pokémon to another of your \
                        Pokémon.";
        assert_eq!(as_often(transfer), None);
        // A draw spends no card: a turn could draw the deck out for nothing.
        let draw = "As often as you like during your turn (before your attack), you may draw a \
                    card.";
        assert!(as_often(draw).is_some());
        // Energy moved on the opponent's Pokémon is not bounded by one's own.
        let theirs = "As often as you like during your turn (before your attack), you may move \
                      an Energy attached to 1 of your opponent's Pokémon to another of your \
                      opponent's Pokémon.";
        assert!(as_often(theirs).is_some());
    }
}
