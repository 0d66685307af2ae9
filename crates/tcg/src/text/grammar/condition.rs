//! Tests on the board after "If": "If the Defending Pokémon is a Basic Pokémon,", "If your
//! opponent's Active Pokémon already has any damage counters on it,", "If you do,", "If you find
//! a Pokémon there,".

use super::card_filter::{filter, named_energy};
use super::energy::{energy_noun, energy_type};
use super::pokemon::{group, pokemon};
use super::proper_name::name;
use super::{status, tally};
use crate::effect::{
    CardFilter, Compare, Condition, Control, Count, Effect, EnergyFilter, Pile, Pokemon,
    PokemonKind, Role, Side, Usage,
};
use crate::text::input::Input;

const KINDS: [(&str, PokemonKind); 13] = [
    ("a pokémon vmax", PokemonKind::Vmax),
    ("a pokémon ex or pokémon v", PokemonKind::ExOrV),
    ("a basic pokémon", PokemonKind::Basic),
    ("an evolution pokémon", PokemonKind::Evolution),
    ("an evolved pokémon", PokemonKind::Evolution),
    ("a pokémon-ex", PokemonKind::Ex),
    ("pokémon-ex", PokemonKind::Ex),
    ("a pokémon ex", PokemonKind::Ex),
    ("a pokémon-gx", PokemonKind::Gx),
    ("pokémon-gx", PokemonKind::Gx),
    ("a pokémon v", PokemonKind::V),
    ("a stage 2 pokémon", PokemonKind::Stage2),
    ("a tera pokémon", PokemonKind::Tera),
];

/// Kinds named without an article: "Pokémon-GX or Pokémon-EX", "Pokémon-GX and Pokémon-EX"
/// (a group's members of either kind), "Pokémon-EX".
pub(super) fn kind_noun(i: &mut Input) -> Option<PokemonKind> {
    i.pick(&[
        ("pokémon-gx or pokémon-ex", PokemonKind::GxOrEx),
        ("pokémon-gx and pokémon-ex", PokemonKind::GxOrEx),
        ("pokémon-gx", PokemonKind::Gx),
        ("pokémon-ex", PokemonKind::Ex),
        ("basic pokémon", PokemonKind::Basic),
        ("evolved pokémon", PokemonKind::Evolution),
        ("stage 2 evolved pokémon", PokemonKind::Stage2),
        ("stage 2 pokémon", PokemonKind::Stage2),
        // Not evolved: a Basic Pokémon (Restored Pokémon are Basic too).
        ("pokémon that isn't an evolved pokémon", PokemonKind::Basic),
        ("ultra beasts", PokemonKind::UltraBeast),
        ("ultra beast", PokemonKind::UltraBeast),
        ("pokémon lv.x", PokemonKind::LvX),
        ("baby pokémon", PokemonKind::Baby),
        ("team plasma pokémon", PokemonKind::TeamPlasma),
    ])
}

/// A kind of Pokémon: "a Basic Pokémon", "a Pokémon-GX", "Pokémon-EX".
pub(super) fn kind(i: &mut Input) -> Option<PokemonKind> {
    i.pick(&KINDS)
}

/// A test on the board, or "you do".
pub(super) fn board(i: &mut Input) -> Option<Condition> {
    if let Some(under) = i.attempt(under) {
        return Some(under);
    }
    // "this Pokémon has full HP": no damage counters on it, a count a passive effect tests.
    if let Some(full) = i.attempt(|i| {
        let on = pokemon(i)?;
        i.tag("has full hp").then_some(())?;
        let counters = Count::DamageCounters { on };
        Some(Condition::Counted(counters, Compare::AtMost(0)))
    }) {
        return Some(full);
    }
    if let Some(fixed) = i.pick(&[
        ("you do", Condition::YouDid),
        // After "you may search your deck …": the search was made when it was agreed to, and
        // nothing after it changes that (Forretress ex).
        ("you searched your deck in this way", Condition::YouDid),
        // What the step before did: each player's hand put under their deck.
        (
            "either player put any cards on the bottom of their deck in this way",
            Condition::YouDid,
        ),
        // What the step before did: cards of the discard pile shuffled into the deck.
        (
            "you shuffled any cards into your deck in this way",
            Condition::YouDid,
        ),
        ("it's your first turn", Condition::FirstTurn),
        ("your bench is full", Condition::BenchFull(Role::Acting)),
        // Krabby's (Fossil) misprint.
        ("your bench if full", Condition::BenchFull(Role::Acting)),
        (
            "you have no cards in your deck",
            Condition::DeckEmpty(Role::Acting),
        ),
        // Said of a draw after discarding any number of cards, which can always make room:
        // only an empty deck leaves nothing to draw.
        (
            "you can't draw any cards in this way",
            Condition::DeckEmpty(Role::Acting),
        ),
        (
            "this is the only card in your hand",
            Condition::FewerInHand(1),
        ),
        (
            "you have no other cards in your hand",
            Condition::FewerInHand(1),
        ),
        ("you have any cards in your hand", Condition::AnyInHand),
        (
            "there is any stadium card in play",
            Condition::StadiumInPlay,
        ),
        ("there is a stadium card in play", Condition::StadiumInPlay),
        ("there is a stadium in play", Condition::StadiumInPlay),
        ("a stadium is in play", Condition::StadiumInPlay),
        (
            "you have a stadium in play",
            Condition::StadiumOf(Role::Acting),
        ),
        (
            "your opponent has a stadium in play",
            Condition::StadiumOf(Role::Opponent),
        ),
        (
            "you put any pokémon onto your bench in this way",
            Condition::BenchedThisWay,
        ),
        (
            "you attached energy to a pokémon in this way",
            Condition::AttachedThisWay,
        ),
        (
            "you attached any energy in this way",
            Condition::AttachedThisWay,
        ),
        (
            "you played this card from your hand",
            Condition::PlayedFromHand,
        ),
        (
            "you played a supporter card from your hand during this turn",
            Condition::PlayedSupporterThisTurn,
        ),
        (
            "this pokémon moved from your bench to the active spot this turn",
            Condition::MovedToActiveThisTurn,
        ),
        (
            "this pokémon was healed during this turn",
            Condition::HealedThisTurn,
        ),
        (
            "this pokémon was damaged by an attack during your opponent's last turn",
            Condition::DamagedByAttackLastTurn,
        ),
        (
            "you have the same number of cards in your hand as your opponent",
            Condition::SameHandSize,
        ),
    ]) {
        return Some(fixed);
    }
    if let Some(side) = i.pick(&[
        ("your opponent has any benched pokémon", Role::Opponent),
        ("you have any benched pokémon", Role::Acting),
    ]) {
        return Some(Condition::HasBenched(side));
    }
    if let Some(fewer) = i.attempt(fewer_in_hand) {
        return Some(fewer);
    }
    if let Some(heads) = i.attempt(heads_exactly) {
        return Some(heads);
    }
    if let Some((count, compare)) = i.attempt(tally::test) {
        return Some(Condition::Counted(count, compare));
    }
    if let Some(past) = i.attempt(past) {
        return Some(past);
    }
    if let Some(found) = i.attempt(found_there) {
        return Some(found);
    }
    // "Phoebe's Stadium is in play": a card of that name.
    if let Some(named) = i.attempt(|i| {
        let named = name(i, &["is in play"])?;
        i.tag("is in play").then_some(named)
    }) {
        return Some(Condition::NamedInPlay(named));
    }
    // A Tool's test on its holder: "this card is attached to a Darkness Pokémon".
    if i.tag("this card is attached to") {
        return state(i, Pokemon::Holder);
    }
    if i.tag("there are any damage counters on") {
        return pokemon(i).map(Condition::Damaged);
    }
    // "there are at least 2 damage counters on the Pokémon this card is attached to".
    if let Some(n) = i.attempt(|i| {
        i.tag("there are at least").then_some(())?;
        let n = i.number()?;
        i.tag("damage counters on").then_some(n)
    }) {
        let count = Count::DamageCounters { on: pokemon(i)? };
        return Some(Condition::Counted(count, Compare::AtLeast(n)));
    }
    if let Some(from) = i.attempt(|i| {
        i.tag("this pokémon evolved from").then_some(())?;
        let from = name(i, &["during this turn"])?;
        i.tag("during this turn").then_some(from)
    }) {
        return Some(Condition::EvolvedFromThisTurn(from));
    }
    // "your Benched Pokémon have any damage counters on them": any of them.
    if let Some(group) = i.attempt(|i| {
        let group = group(i)?;
        i.tag("have any damage counters on them").then_some(group)
    }) {
        return Some(Condition::Damaged(Pokemon::Each(group)));
    }
    // "any of your opponent's Pokémon have …": one of the group.
    let on = if i.tag("any of") {
        Pokemon::Each(group(i)?)
    } else {
        pokemon(i)?
    };
    if i.tag("'s remaining hp is") {
        let hp = i.number()?;
        return i
            .tag("or less")
            .then_some(Condition::RemainingHpAtMost(on, hp));
    }
    if let Some(used) = i.attempt(|i| {
        (on == Pokemon::This && i.tag("used")).then_some(())?;
        let attack = name(i, &["during your last turn"])?;
        i.tag("during your last turn")
            .then_some(Condition::UsedLastTurn(attack))
    }) {
        return Some(used);
    }
    if let Some(resists) = i.attempt(|i| {
        i.tag("has").then_some(())?;
        let t = energy_type(i)?;
        i.tag("resistance").then_some(Condition::Resists(on, t))
    }) {
        return Some(resists);
    }
    i.tag("already");
    if i.any(&["has any damage counters on it", "has damage counters on it"]) {
        return Some(Condition::Damaged(on));
    }
    if let Some(compare) = i.attempt(|i| {
        i.tag("has").then_some(())?;
        let compare = i.pick(&[
            ("at least", Compare::AtLeast as fn(u16) -> Compare),
            ("exactly", Compare::Exactly),
        ]);
        let n = i.number()?;
        // "… has 2 or more damage counters on it".
        let compare = match compare {
            Some(compare) => compare,
            None => i.tag("or more").then_some(Compare::AtLeast)?,
        };
        i.tag("damage counters on it").then_some(compare(n))
    }) {
        let count = Count::DamageCounters { on };
        return Some(Condition::Counted(count, compare));
    }
    if let Some(energy) = i.attempt(|i| energy_count(i, on)) {
        return Some(energy);
    }
    if i.tag("has fewer remaining hp than") {
        let remaining = |of| Count::RemainingHp { of };
        let than = remaining(pokemon(i)?);
        i.tag("'s");
        return Some(Condition::Counted(remaining(on), Compare::FewerThan(than)));
    }
    if let Some(compared) = i.attempt(|i| energy_compared(i, on)) {
        return Some(compared);
    }
    if let Some(types) = i.attempt(|i| {
        i.tag("has").then_some(())?;
        let types = super::pokemon::types(i, "")?;
        i.tag("basic energy cards attached to it").then_some(types)
    }) {
        return Some(Condition::HasBasicEnergyOfEach(on, types));
    }
    // "has any basic Fire Energy cards and any basic Lightning Energy cards attached to it".
    if let Some(types) = i.attempt(|i| {
        i.tag("has any basic").then_some(())?;
        let first = energy_type(i)?;
        i.tag("energy cards and any basic").then_some(())?;
        let second = energy_type(i)?;
        i.tag("energy cards attached to it")
            .then_some(crate::effect::Types::of(first).with(second))
    }) {
        return Some(Condition::HasBasicEnergyOfEach(on, types));
    }
    if let Some(attached) = i.attempt(has_attached) {
        return Some(Condition::HasAttached(on, attached));
    }
    // "has the Festival Lead Ability".
    if let Some(ability) = i.attempt(|i| {
        i.tag("has the").then_some(())?;
        let ability = name(i, &["ability"])?;
        i.tag("ability").then_some(ability)
    }) {
        return Some(Condition::HasAbilityNamed(on, ability));
    }
    if let Some(none) = i.attempt(|i| {
        i.tag("has no").then_some(())?;
        let filter = CardFilter::Energy(energy_noun(i)?);
        i.tag("attached to it").then_some(filter)
    }) {
        return Some(Condition::NoneAttached(on, none));
    }
    i.tag("is").then_some(())?;
    state(i, on)
}

/// The Energy attached to `on` compared with another Pokémon's: "has more Energy attached than
/// <P>", "has less Energy attached to it than <P>", "and <P> have the same amount of Energy
/// attached".
fn energy_compared(i: &mut Input, on: Pokemon) -> Option<Condition> {
    let attached = |on| Count::EnergyAttached {
        on,
        energy: EnergyFilter::Any,
    };
    let compare: fn(Count) -> Compare = if i.tag("has more energy attached than") {
        Compare::MoreThan
    } else if i.tag("has less energy attached to it than") {
        Compare::FewerThan
    } else {
        i.tag("and").then_some(())?;
        let other = pokemon(i)?;
        i.tag("have the same amount of energy attached")
            .then_some(())?;
        return Some(Condition::Counted(
            attached(on),
            Compare::SameAs(attached(other)),
        ));
    };
    let other = pokemon(i)?;
    Some(Condition::Counted(attached(on), compare(attached(other))))
}

/// "has at least 2 Fire Energy attached to it", "has 2 or less Energy …", "has 4 or more Energy
/// …", "has 3 Energy …" (exactly).
fn energy_count(i: &mut Input, on: Pokemon) -> Option<Condition> {
    i.tag("has").then_some(())?;
    let at_least = i.tag("at least");
    let n = i.number()?;
    let compare = if at_least || i.tag("or more") {
        Compare::AtLeast(n)
    } else if i.tag("or less") {
        Compare::AtMost(n)
    } else {
        Compare::Exactly(n)
    };
    let energy = energy_noun(i)?;
    i.tag("attached to it").then_some(())?;
    Some(Condition::Counted(
        Count::EnergyAttached { on, energy },
        compare,
    ))
}

/// What a Pokémon "is": a Special Condition, in a spot, of a type or kind.
pub(super) fn state(i: &mut Input, on: Pokemon) -> Option<Condition> {
    // "already Asleep, Confused, or Paralyzed", "already affected by a Special Condition".
    i.tag("already");
    if i.tag("asleep, confused, or paralyzed") {
        return Some(Condition::CantAct(on));
    }
    if let Some(place) = i.pick(&[
        ("your active pokémon", Condition::InActiveSpot(on)),
        ("in the active spot", Condition::InActiveSpot(on)),
        ("on your bench", Condition::OnBench(on)),
        ("benched", Condition::OnBench(on)),
    ]) {
        return Some(place);
    }
    if let Some(of_type) = i.attempt(|i| {
        i.tag("a").then_some(())?;
        let of_type = energy_type(i)?;
        i.tag("pokémon").then_some(of_type)
    }) {
        return Some(Condition::OfType(on, of_type));
    }
    if i.any(&[
        "affected by a special condition",
        "affected by any special conditions",
    ]) {
        return Some(Condition::Affected(on, None));
    }
    if let Some(either) = i.attempt(|i| {
        let a = status::condition(i)?;
        i.tag("or").then_some(())?;
        let b = status::condition(i)?;
        Some(Condition::AffectedEither(on, a, b))
    }) {
        return Some(either);
    }
    if let Some(kind) = kind(i) {
        return Some(Condition::Is(on, kind));
    }
    status::condition(i).map(|c| Condition::Affected(on, Some(c)))
}

/// What happened before this moment: "you played Cynthia from your hand during this turn",
/// "any of your Pokémon were Knocked Out by damage from an attack from your opponent's Pokémon
/// during their last turn" (and its wordings).
fn past(i: &mut Input) -> Option<Condition> {
    if i.tag("you played") {
        // "you played a Future Supporter card from your hand during this turn".
        if let Some(supporter) = i.attempt(|i| {
            i.any(&["an", "a"]);
            let supporter = filter(i)?;
            matches!(supporter, CardFilter::SupporterTagged(_)).then_some(())?;
            i.tag("from your hand during this turn")
                .then_some(Condition::PlayedSupporterOf(supporter))
        }) {
            return Some(supporter);
        }
        const ENDS: [&str; 2] = [
            "from your hand during this turn",
            "from your hand this turn",
        ];
        let card = name(i, &ENDS)?;
        return i.any(&ENDS).then_some(Condition::PlayedThisTurn(card));
    }
    // "any of your Fighting Pokémon were …", "any of your Ethan's Pokémon were …", "any of
    // your Team Rocket's Pokémon were Knocked Out during your opponent's last turn" (in any
    // way).
    if let Some(ko) = i.attempt(|i| {
        i.tag("any of your").then_some(())?;
        let filter = match i.attempt(energy_type) {
            Some(of_type) => CardFilter::PokemonOf(of_type),
            None => CardFilter::NameHas(name(i, &["pokémon were knocked out"])?),
        };
        i.tag("pokémon were knocked out").then_some(())?;
        if i.tag("during your opponent's last turn") {
            return Some(Condition::KnockedOutOfLastTurn(Role::Acting, filter));
        }
        i.tag("by damage from an attack during your opponent's last turn")
            .then_some(Condition::KnockedOutOfByAttackLastTurn(
                Role::Acting,
                filter,
            ))
    }) {
        return Some(ko);
    }
    i.any(&[
        "any of your pokémon were knocked out",
        "1 of your pokémon was knocked out",
    ])
    .then_some(())?;
    if i.tag("during your opponent's last turn") {
        return Some(Condition::KnockedOutLastTurn(Role::Acting));
    }
    i.tag("by damage from").then_some(())?;
    i.any(&[
        "an attack from your opponent's pokémon during their last turn",
        "an attack during your opponent's last turn",
        "an opponent's attack during their last turn",
        "an opponent's attack during his or her last turn",
    ])
    .then_some(Condition::KnockedOutByAttackLastTurn(Role::Acting))
}

/// A test denied: "there is no Stadium card in play" holds when `StadiumInPlay` does not, "the
/// Defending Pokémon is not Asleep" when it is not, "… has no damage counters on it" when it
/// is not damaged.
pub(super) fn denied(i: &mut Input) -> Option<Condition> {
    if let Some(state) = i.attempt(|i| {
        let on = pokemon(i)?;
        i.any(&["is not", "isn't"]).then_some(())?;
        state(i, on)
    }) {
        return Some(state);
    }
    if let Some(count) = i
        .attempt(tally::none_in_play)
        .or_else(|| i.attempt(tally::none_in_pile))
    {
        return Some(Condition::Counted(count, Compare::AtLeast(1)));
    }
    // "the Defending Pokémon has no damage counters on it", "… has no Pokémon Tool card
    // attached to it", "… has no React Energy cards attached to it".
    if let Some(has_no) = i.attempt(|i| {
        let on = pokemon(i)?;
        i.tag("has no").then_some(())?;
        if i.tag("damage counters on it") {
            return Some(Condition::Damaged(on));
        }
        // "… has no Energy attached [to it]": none counted, which a passive effect tests.
        if i.tag("energy attached") {
            i.tag("to it");
            let energy = EnergyFilter::Any;
            let count = Count::EnergyAttached { on, energy };
            return Some(Condition::Counted(count, Compare::AtLeast(1)));
        }
        let filter = if i.any(&["pokémon tool cards", "pokémon tool card"]) {
            CardFilter::Tool
        } else {
            // "… has no React Energy cards attached to it".
            named_energy(i)?
        };
        i.tag("attached to it")
            .then_some(Condition::HasAttached(on, filter))
    }) {
        return Some(has_no);
    }
    i.pick(&[
        ("there is no stadium card in play", Condition::StadiumInPlay),
        (
            "there isn't a stadium card in play",
            Condition::StadiumInPlay,
        ),
        (
            "there are no stadium cards in play",
            Condition::StadiumInPlay,
        ),
        ("there is no stadium in play", Condition::StadiumInPlay),
    ])
}

/// "you find a Pokémon there", "he or she has any Basic Pokémon cards there": among the cards a
/// text revealed or looked at.
fn found_there(i: &mut Input) -> Option<Condition> {
    i.any(&["you find", "he or she has", "they have"])
        .then_some(())?;
    i.any(&["a", "an", "any"]);
    let filter = filter(i)?;
    i.tag("there").then_some(Condition::Found(filter))
}

/// "If <test>, you can't play (use) this card", in parentheses or not ("(If you can't discard 2
/// cards, you can't play this card.)", "(If you have no other cards in your hand, you can't use
/// this card.)").
pub(super) fn unplayable(i: &mut Input) -> Option<Vec<Effect>> {
    let parenthesis = i.tag("(");
    i.tag("if").then_some(())?;
    let test = i
        .attempt(|i| {
            let discard = i.tag("you can't discard");
            (discard || i.tag("you can't shuffle")).then_some(())?;
            let n = i.small()?;
            let filter = filter(i)?;
            if discard {
                i.tag("from your hand");
            } else {
                i.tag("into your deck").then_some(())?;
            }
            Some(match filter {
                CardFilter::Any => Condition::FewerInHand(n),
                // "If you can't discard a Fire Energy card": fewer such cards in the hand.
                _ => {
                    let hand = Count::Cards {
                        side: Side::Of(Role::Acting),
                        pile: Pile::Hand,
                        filter,
                    };
                    Condition::Counted(hand, Compare::AtMost(u16::from(n).saturating_sub(1)))
                }
            })
        })
        .or_else(|| board(i))?;
    i.any(&[", you can't play this card", ", you can't use this card"])
        .then_some(())?;
    (!parenthesis || i.tag(".)")).then(|| vec![Effect::Usage(Usage::UnusableIf(test))])
}

/// "This power can't be used if <test>", "This power stops working while <test>", "(You can't
/// use this attack if <test>.)", "(You can't play this card if <test>.)".
/// "This power can't be used the turn you put this Pokémon into play [or if <test>]".
pub(super) fn unusable_when_new(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("this power can't be used the turn you put")
        .then_some(())?;
    let new = pokemon(i)?;
    i.tag("into play").then_some(())?;
    let mut effects = vec![Effect::Usage(Usage::UnusableIf(Condition::NewThisTurn(
        new,
    )))];
    if i.tag("or if") {
        effects.push(Effect::Usage(Usage::UnusableIf(board(i)?)));
    }
    Some(effects)
}

pub(super) fn unusable(i: &mut Input) -> Option<Effect> {
    i.tag("(");
    i.any(&[
        "you can't use this attack if",
        "you can't play this card if",
        "this power can't be used if",
        "you can't use this power if",
        "this ability can't be used if",
        "this power stops working while",
        "this power stops working if",
    ])
    .then_some(())?;
    let condition = board(i)?;
    // A power set off by the attack: tested as the attack's damage sets it off.
    i.tag("when your opponent attacks");
    Some(Effect::Usage(Usage::UnusableIf(condition)))
}

/// "This Pokémon can't attack unless you have 4 or more Team Rocket's Pokémon in play": what
/// the clauses say holds while the count is under the least it names (3 or fewer).
pub(super) fn unless(i: &mut Input) -> Option<Vec<Effect>> {
    let then = super::clauses(i)?;
    i.tag("unless").then_some(())?;
    let Condition::Counted(count, Compare::AtLeast(least)) = board(i)? else {
        return None;
    };
    let condition = Condition::Counted(count, Compare::AtMost(least.checked_sub(1)?));
    Some(vec![Effect::Control(Control::If {
        condition,
        then,
        otherwise: Vec::new(),
    })])
}

/// "You can play this card only if <test>", "You may use this card only if <test>", "You can
/// use this attack only if <test>".
pub(super) fn only_if(i: &mut Input) -> Option<Vec<Effect>> {
    i.any(&["you can", "you may"]).then_some(())?;
    i.any(&["play this card", "use this card", "use this attack"])
        .then_some(())?;
    i.any(&["only if", "only when"]).then_some(())?;
    if i.tag("you go second, and only during your first turn") {
        return Some(vec![
            Effect::Usage(Usage::UsableOnlyIf(Condition::WentSecond)),
            Effect::Usage(Usage::UsableOnlyIf(Condition::FirstTurn)),
        ]);
    }
    board(i).map(|test| vec![Effect::Usage(Usage::UsableOnlyIf(test))])
}

/// "If this Pokémon has any damage counters on it, this attack can be used for Darkness": the
/// cost while damaged.
pub(super) fn cost_while_damaged(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("if this pokémon has any damage counters on it, this attack can be used for")
        .then_some(())?;
    let mut symbols = vec![energy_type(i)?];
    while let Some(more) = i.attempt(energy_type) {
        symbols.push(more);
    }
    Some(vec![Effect::Usage(Usage::CostWhileDamaged(symbols))])
}

/// "you have less than 6 cards in your hand", "you have 2 or fewer cards in your hand".
fn fewer_in_hand(i: &mut Input) -> Option<Condition> {
    i.tag("you have").then_some(())?;
    let less_than = i.tag("less than");
    let n = i.small()?;
    let n = if less_than {
        n
    } else {
        i.tag("or fewer").then_some(n.checked_add(1)?)?
    };
    i.any(&["cards in your hand", "card in your hand"])
        .then_some(Condition::FewerInHand(n))
}

/// "2 of them are heads", "you get 2 heads".
fn heads_exactly(i: &mut Input) -> Option<Condition> {
    let heads = if i.tag("you get") {
        let n = i.small()?;
        i.tag("heads").then_some(n)?
    } else {
        let n = i.small()?;
        i.any(&["of them are heads", "of them is heads"])
            .then_some(n)?
    };
    Some(Condition::HeadsExactly(heads))
}

/// "has a Pokémon Tool [card] attached [to it]", "has any Special Energy attached", "have any
/// Water Energy attached to them".
fn has_attached(i: &mut Input) -> Option<CardFilter> {
    i.any(&["has", "have"]).then_some(())?;
    // "has Energy attached to it" says "any" without the word.
    let any = i.tag("any");
    if !any {
        i.any(&["a", "an"]);
    }
    let attached = if i.any(&["pokémon tool cards", "pokémon tool card", "pokémon tool"]) {
        CardFilter::Tool
    } else if let Some(energy) = i.attempt(energy_noun) {
        CardFilter::Energy(energy)
    } else {
        // A Special Energy by its name of several words: "any Team Rocket's Energy attached".
        any.then_some(())?;
        let named = name(i, &["attached"])?;
        named.as_str().ends_with(" energy").then_some(())?;
        CardFilter::Named(named)
    };
    i.tag("attached").then_some(())?;
    i.any(&["to it", "to them"]);
    Some(attached)
}

/// "Mantyke is anywhere under this Pokémon".
fn under(i: &mut Input) -> Option<Condition> {
    let card = name(i, &["is anywhere under"])?;
    i.tag("is anywhere under this pokémon")
        .then_some(Condition::Under(card))
}
