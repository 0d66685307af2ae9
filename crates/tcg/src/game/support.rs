//! What the engine plays: every effect the grammar reads that the interpreter does not do yet
//! is named here, so its card is reported not playable instead of played as nothing (TCG-15).

use crate::effect::{
    CardCount, Condition, Count, Destination, Effect, HandPick, HealAmount, Lasting, Pokemon, Role,
};

/// The name of what the engine does not play in a leaf effect, if anything.
pub fn not_played(effect: &Effect) -> Option<&'static str> {
    let pokemon = |p: Pokemon| (p == Pokemon::Attacking).then_some("the Attacking Pokémon");
    match *effect {
        Effect::SetDamage(a) | Effect::MoreDamage(a) | Effect::LessDamage(a) => amount(a),
        Effect::Nothing
        | Effect::MoreDamageAtMost(_)
        | Effect::Ignore(_)
        | Effect::Flip(_)
        | Effect::EndTurn
        | Effect::Draw { .. }
        | Effect::DrawUntil { .. }
        | Effect::Shuffle(_)
        | Effect::ShuffleHandIntoDeck(_)
        | Effect::Mill { .. }
        | Effect::Choose(_)
        | Effect::Switch { .. }
        | Effect::DiscardToHand { .. } => None,
        Effect::Damage { to, amount: a }
        | Effect::PutCounters {
            on: to,
            counters: a,
        } => pokemon(to).or(amount(a)),
        Effect::Heal { from, amount } => pokemon(from).or(match amount {
            HealAmount::DamageDealt | HealAmount::Fixed(_) | HealAmount::All => None,
        }),
        Effect::Inflict { on, .. } | Effect::PoisonCounters { on, .. } | Effect::Cure(on) => {
            pokemon(on)
        }
        Effect::Search { who, to, .. } => match (who, to) {
            (Role::Acting, Destination::Hand | Destination::Bench) => None,
            (Role::Acting, Destination::Attach(p)) => pokemon(p),
            (Role::Opponent, _) => Some("search the opponent's deck"),
            _ => Some("search to evolve or put on top"),
        },
        Effect::TakeLooked { to, .. } => match to {
            Destination::Hand | Destination::Bench => None,
            _ => Some("cards looked at put elsewhere than the hand or Bench"),
        },
        Effect::LookAtDeck { count, .. } => (count > 12).then_some("look at more than 12 cards"),
        Effect::LookedRest(_) | Effect::DiscardToDeck { .. } | Effect::ChooseOptions { .. } => None,
        Effect::ShuffleIntoDeck(p)
        | Effect::ReturnToHand(p)
        | Effect::DiscardPokemon(p)
        | Effect::DiscardTools(p)
        | Effect::KnockOut(p)
        | Effect::CureOne { on: p, .. }
        | Effect::ChooseAttack { of: p, .. } => pokemon(p),
        Effect::SpreadCounters { counters, .. } => amount(counters),
        Effect::RockPaperScissors { .. }
        | Effect::ExtraTurn
        | Effect::DiscardStadium
        | Effect::DiscardToBench { .. } => None,
        Effect::EnergyToHand { from, .. } => pokemon(from),
        Effect::MoveEnergy { from, to, .. } => pokemon(from).or(pokemon(to)),
        Effect::DiscardFromHand { whose, pick, .. } => match (whose, pick) {
            (Role::Opponent, HandPick::ByActing) => {
                Some("discard from a hand the acting player sees")
            }
            _ => None,
        },
        Effect::DiscardEnergy { from, count, .. } => match (from, count) {
            (Pokemon::Each(_) | Pokemon::Others(_), CardCount::Exactly(_) | CardCount::UpTo(_)) => {
                Some("discard some Energy from each of several Pokémon")
            }
            _ => pokemon(from),
        },
        Effect::AttachEnergy { to, .. } => pokemon(to),
        Effect::During { what, .. } => lasting(&what),
        Effect::If { condition, .. } => self::condition(condition),
        Effect::LookAtPrizes { .. } => Some("look at Prize cards"),
        Effect::PickFromHand { .. } | Effect::PickedIntoDeck | Effect::DiscardPicked => {
            Some("pick cards from a hand")
        }
        Effect::RevealHand(_) => Some("reveal a hand"),
        Effect::While { .. } => Some("an effect while a condition holds"),
        Effect::OncePerTurn(_) | Effect::When { .. } | Effect::Always(_) => {
            Some("an ability inside a text")
        }
        Effect::Provides { .. } => Some("Energy provided outside a Special Energy"),
        Effect::May(_)
        | Effect::Repeat { .. }
        | Effect::Cost(_)
        | Effect::UnusableIf(_)
        | Effect::UsableOnFirstTurn => None,
    }
}

fn amount(a: crate::effect::Amount) -> Option<&'static str> {
    match a {
        crate::effect::Amount::Per {
            count: Count::EnergyAttached { on, .. } | Count::EnergyBeyondCost { on, .. },
            ..
        }
        | crate::effect::Amount::Per {
            count: Count::DamageCounters { on } | Count::RetreatCost { of: on },
            ..
        } if on == Pokemon::Attacking => Some("the Attacking Pokémon"),
        _ => None,
    }
}

/// What the engine does not test in a condition, if anything.
pub fn condition(condition: Condition) -> Option<&'static str> {
    match condition {
        Condition::MovedToActiveThisTurn => Some("moved to the Active Spot this turn"),
        _ => None,
    }
}

/// The Pokémon a lasting effect is on, when the engine keeps it on a Pokémon.
pub fn lasting_target(what: &Lasting) -> Option<Pokemon> {
    match *what {
        Lasting::Prevent { to, .. }
        | Lasting::ReduceTaken { to, .. }
        | Lasting::MoreTaken { to, .. } => Some(to),
        Lasting::ReduceDealt { by, .. } | Lasting::MoreDealt { by, .. } => Some(by),
        Lasting::CantAttack(p)
        | Lasting::CantRetreat(p)
        | Lasting::NoWeakness(p)
        | Lasting::NoRetreatCost(p)
        | Lasting::RetreatsAsleepOrParalyzed(p)
        | Lasting::CantUseThisAttack(p)
        | Lasting::AttackNeedsHeads(p) => Some(p),
        Lasting::RetreatCostLess { of, .. } => Some(of),
        Lasting::Unaffected { who, .. } => Some(who),
        Lasting::KnockedOutAtEnd(p) | Lasting::CantUseChosenAttack(p) => Some(p),
        Lasting::OpponentCantPlay(_) => None,
    }
}

/// What the engine does not play in a lasting effect, if anything (one on no Pokémon is the
/// opponent's: "your opponent can't play …").
pub fn lasting(what: &Lasting) -> Option<&'static str> {
    match lasting_target(what) {
        Some(Pokemon::Attacking) => Some("the Attacking Pokémon"),
        _ => None,
    }
}

/// What the engine does not play in a passive effect (`Always`) of a Pokémon or Tool, where
/// the Pokémon must be the one it is on.
pub fn passive(what: &Lasting) -> Option<&'static str> {
    match lasting_target(what) {
        Some(Pokemon::This | Pokemon::Holder) => None,
        Some(_) => Some("a passive effect on other Pokémon"),
        None => lasting(what),
    }
}
