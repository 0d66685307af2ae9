//! Amounts: "for each heads", "times the number of heads", "for each Energy attached to this
//! Pokémon", "for each damage counter on …", "for each of your opponent's Benched Pokémon",
//! "for each Pokémon in your opponent's discard pile".

use super::condition::kind_noun;
use super::energy::energy_noun;
use super::pokemon::{pokemon, side, types};
use super::proper_name::name;
use crate::effect::{Amount, CardFilter, Count, Group, Pile, PokemonKind, Role, Side, Types, Zone};
use crate::text::input::Input;

/// `each` per what follows ("for each …", "times the number of …"), or exactly `each`.
pub(super) fn per_or_fixed(i: &mut Input, each: u16) -> Amount {
    match i.attempt(per) {
        Some(count) => Amount::Per { each, count },
        None => Amount::Fixed(each),
    }
}

/// "for each <count>" or "times the number/amount of <count>".
fn per(i: &mut Input) -> Option<Count> {
    if i.tag("for each") {
        return count(i);
    }
    (i.tag("times the number of") || i.tag("times the amount of")).then_some(())?;
    count(i)
}

/// The thing counted.
pub(super) fn count(i: &mut Input) -> Option<Count> {
    if i.tag("heads") {
        return Some(Count::Heads);
    }
    // "different type of Pokémon on your Bench".
    if i.tag("different type of pokémon on your bench") {
        return Some(Count::TypesIn(Group::new(
            Side::Of(Role::Acting),
            Zone::Bench,
        )));
    }
    if i.tag("damage counter on") || i.tag("damage counters on") {
        return pokemon(i).map(|on| Count::DamageCounters { on });
    }
    if i.tag("colorless in") {
        let of = pokemon(i)?;
        return (i.tag("'s retreat cost")).then_some(Count::RetreatCost { of });
    }
    if let Some(energy) = i.attempt(discarded) {
        return Some(if energy {
            Count::EnergyDiscardedThisWay
        } else {
            Count::DiscardedThisWay
        });
    }
    if i.any(&[
        "card you put in the lost zone in this way",
        "card put in the lost zone in this way",
    ]) {
        return Some(Count::LostZonedThisWay);
    }
    if i.tag("special condition affecting") {
        return pokemon(i).map(|on| Count::SpecialConditions { on });
    }
    if i.any(&["pokémon tool attached to", "pokémon tool card attached to"]) {
        return pokemon(i).map(|on| Count::ToolsAttached { on });
    }
    i.attempt(energy_attached)
        .or_else(|| i.attempt(super::tally::count))
        .or_else(|| i.attempt(in_play))
        .or_else(|| i.attempt(benched))
        .or_else(|| i.attempt(prizes))
        .or_else(|| i.attempt(hand))
        .or_else(|| i.attempt(found_in_hand))
}

/// "[type] Energy attached to <Pokémon>", "extra Metal Energy attached to this Pokémon (in
/// addition to this attack's cost)".
fn energy_attached(i: &mut Input) -> Option<Count> {
    let extra = i.tag("extra");
    let energy = energy_noun(i)?;
    i.tag("attached to").then_some(())?;
    let on = pokemon(i)?;
    if extra {
        return i
            .tag("(in addition to this attack's cost)")
            .then_some(Count::EnergyBeyondCost { on, energy });
    }
    if i.tag("but not used to pay for this attack's energy cost") {
        return Some(Count::EnergyBeyondCost { on, energy });
    }
    Some(Count::EnergyAttached { on, energy })
}

/// "of their Pokémon-GX and Pokémon-EX in play", "your opponent's Pokémon in play", "of your
/// Ancient Pokémon in play": a side's Pokémon (of a kind); "Nidoqueen you have in play": your
/// Pokémon of a name.
fn in_play(i: &mut Input) -> Option<Count> {
    if let Some(named) = i.attempt(|i| {
        let card = name(i, &["you have in play"])?;
        i.tag("you have in play").then_some(card)
    }) {
        return Some(Count::InPlay {
            group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
            filter: CardFilter::Named(named),
        });
    }
    i.tag("of");
    let side = side(i)?;
    let kind = i.attempt(kind_noun).or_else(|| {
        i.pick(&[
            ("stage 1 pokémon", PokemonKind::Stage1),
            ("evolution pokémon", PokemonKind::Evolution),
            ("ancient pokémon", PokemonKind::Ancient),
            ("future pokémon", PokemonKind::Future),
            ("tera pokémon", PokemonKind::Tera),
            (
                "single strike, rapid strike, and fusion strike pokémon",
                PokemonKind::Strike,
            ),
        ])
    });
    let mut of_type = Types::ANY;
    let kind = match kind {
        Some(kind) => Some(kind),
        None => {
            // "your Grass Pokémon in play", "your opponent's Pokémon ex in play".
            of_type = i.attempt(|i| types(i, "pokémon")).unwrap_or(Types::ANY);
            i.tag("pokémon").then_some(())?;
            i.pick(&[("ex", PokemonKind::Ex), ("v", PokemonKind::V)])
        }
    };
    i.tag("in play").then_some(Count::InPlay {
        group: Group {
            kind,
            of_type,
            ..Group::new(side, Zone::InPlay)
        },
        filter: CardFilter::Pokemon,
    })
}

/// "of your opponent's Benched Pokémon", "Benched Pokémon (both yours and your opponent's)".
fn benched(i: &mut Input) -> Option<Count> {
    i.tag("of");
    let side = i.attempt(side);
    i.tag("benched pokémon").then_some(())?;
    let side = match side {
        Some(side) => side,
        None => i
            .tag("(both yours and your opponent's)")
            .then_some(Side::Both)?,
    };
    Some(Count::Benched { side })
}

/// "Prize card your opponent has taken", "Prize card you have taken", "Prize cards left (both
/// yours and your opponent's)".
fn prizes(i: &mut Input) -> Option<Count> {
    i.any(&["prize cards", "prize card"]).then_some(())?;
    if i.tag("left (both yours and your opponent's)") {
        return Some(Count::Cards {
            side: Side::Both,
            pile: crate::effect::Pile::Prizes,
            filter: CardFilter::Any,
        });
    }
    let side = i.pick(&[
        ("your opponent has taken", Side::Of(Role::Opponent)),
        ("you have taken", Side::Of(Role::Acting)),
    ])?;
    Some(Count::PrizesTaken { side })
}

/// "card in your opponent's hand", "card in your hand".
fn hand(i: &mut Input) -> Option<Count> {
    i.any(&["card in", "cards in"]).then_some(())?;
    let side = side(i)?;
    i.tag("hand").then_some(Count::CardsInHand { side })
}

/// "Trainer card you find there", "Supporter card you find there": in every printed text it
/// follows "Your opponent reveals their hand", so the cards are those of that hand.
fn found_in_hand(i: &mut Input) -> Option<Count> {
    let filter = i.pick(&[
        ("trainer card", CardFilter::Trainer),
        ("supporter card", CardFilter::Supporter),
    ])?;
    i.tag("you find there").then_some(())?;
    Some(Count::Cards {
        side: Side::Of(Role::Opponent),
        pile: Pile::Hand,
        filter,
    })
}

/// "card you discarded in this way", "Energy card discarded in this way", "Energy cards you
/// discarded", "Fire Energy card discarded in this way", "Lightning Energy you discarded",
/// "Energy cards discarded this way": whether only Energy cards count.
fn discarded(i: &mut Input) -> Option<bool> {
    let energy = i.attempt(energy_noun).is_some();
    if !energy {
        i.any(&["cards", "card"]).then_some(())?;
    }
    i.tag("you");
    i.tag("discarded").then_some(())?;
    i.any(&["in this way", "this way"]);
    Some(energy)
}
