//! Passive effects on HP, Resistance and Prize cards, and the Tool's and Stadium's wordings of
//! them: "The Pokémon this card is attached to gets +20 HP", "The Basic Pokémon this card is
//! attached to gets +40 HP and its attacks do 10 more damage …", "Each player pays Colorless
//! less to retreat his or her Fire and Water Pokémon", "When the Pokémon this card is attached
//! to is Knocked Out, your opponent takes 1 more Prize card", "Don't apply Resistance to any
//! attacks made by Pokémon with Brock in their names".

use super::amount::per_or_fixed;
use super::condition::kind_noun;
use super::energy::energy_symbols;
use super::lasting::costs::colorless;
use super::lasting::damage::more_dealt_by;
use super::lasting::subject;
use super::pokemon::{types, which_or_marked, zone};
use super::proper_name::name;
use crate::effect::{Condition, Control, Effect, Group, Lasting, Passive, Pokemon, Side, Zone};
use crate::text::input::Input;

/// "<P> gets +N HP", "All of your Pokémon in play get +N HP", "Your Grass Pokémon in play,
/// except any this Pokémon, get +N HP" (the group but this Pokémon).
pub(super) fn more_hp(i: &mut Input) -> Option<Lasting> {
    let on = subject_but_this(i)?;
    gets_hp(i, on)
}

/// A passive's subject, "<group>, except any this Pokémon[,]" the group but this Pokémon (the
/// comma gone where the sentence ends there).
pub(super) fn subject_but_this(i: &mut Input) -> Option<Pokemon> {
    Some(match subject(i)? {
        Pokemon::Each(group) if i.tag(", except any this pokémon") => {
            i.tag(",");
            Pokemon::Others(group)
        }
        on => on,
    })
}

/// "<P> gets +N HP, and the attacks it uses do N more damage …" (Okidogi): both of one Pokémon.
pub(super) fn more_hp_and_damage(i: &mut Input) -> Option<Vec<Lasting>> {
    let hp = more_hp(i)?;
    let Lasting::MoreHp { on, .. } = hp else {
        return None;
    };
    Some(vec![hp, its_attacks_too(i, on)?])
}

/// "and its attacks do N more damage …" after what `on` gets ("and that Pokémon's attacks
/// do", ", and the attacks it uses do").
fn its_attacks_too(i: &mut Input, on: Pokemon) -> Option<Lasting> {
    i.any(&[
        "and its attacks do",
        "and that pokémon's attacks do",
        ", and the attacks it uses do",
    ])
    .then_some(())?;
    more_dealt_by(i, on)
}

/// "gets +N HP [for each …]" ("get +N HP" of a group), of `on`.
fn gets_hp(i: &mut Input, on: Pokemon) -> Option<Lasting> {
    i.any(&["gets +", "get +"]).then_some(())?;
    let each = i.number()?;
    i.tag("hp").then_some(())?;
    let amount = per_or_fixed(i, each);
    Some(Lasting::MoreHp { on, amount })
}

/// "The [Basic] Pokémon this card is attached to gets +N HP [and its attacks do N more damage
/// …]" ("and that Pokémon's attacks …"): a Tool's passive effects on its holder, while the
/// holder is of the kind named.
pub(super) fn holder(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("the").then_some(())?;
    let kind = i.attempt(|i| {
        let kind = kind_noun(i)?;
        i.tag("this card is attached to").then_some(kind)
    });
    if kind.is_none() {
        i.tag("pokémon this card is attached to").then_some(())?;
    }
    let mut lastings = vec![gets_hp(i, Pokemon::Holder)?];
    if let Some(more) = i.attempt(|i| its_attacks_too(i, Pokemon::Holder)) {
        lastings.push(more);
    }
    let always = lastings
        .into_iter()
        .map(|what| Effect::Passive(Passive::Always(what)))
        .collect();
    Some(match kind {
        None => always,
        Some(kind) => vec![Effect::Control(Control::If {
            condition: Condition::Is(Pokemon::Holder, kind),
            then: always,
            otherwise: Vec::new(),
        })],
    })
}

/// "Each player pays [C] less to retreat his or her Fire and Water Pokémon [if it has Misty
/// in its name]": everyone's Pokémon of that group; "<P> pays [C] more to retreat".
pub(super) fn pays(i: &mut Input) -> Option<Lasting> {
    let each_player = i.tag("each player");
    let of = match each_player {
        true => None,
        false => Some(subject(i)?),
    };
    i.tag("pays").then_some(())?;
    let by = colorless(i)?;
    let more = i.pick(&[("more", true), ("less", false)])?;
    i.tag("to retreat").then_some(())?;
    let of = match of {
        Some(of) => of,
        None => {
            i.any(&["his or her", "their"]).then_some(())?;
            let mut group = zone(i, Side::Both)?;
            group.which = i.attempt(which_or_marked);
            Pokemon::Each(group)
        }
    };
    Some(match more {
        true => Lasting::RetreatCostMore { of, by },
        false => Lasting::RetreatCostLess { of, by },
    })
}

/// "Don't apply Resistance to any attacks made by <P>", "damage done to your opponent's
/// Pokémon by <P> isn't affected by Resistance".
pub(super) fn ignores_resistance(i: &mut Input) -> Option<Lasting> {
    let by = if i.tag("don't apply resistance to any attacks made by") {
        subject(i)?
    } else {
        i.tag("damage done to your opponent's pokémon by")
            .then_some(())?;
        let by = subject(i)?;
        i.tag("isn't affected by resistance").then_some(by)?
    };
    Some(Lasting::IgnoresResistance(by))
}

/// "When <P> is Knocked Out, your opponent takes N more Prize card(s)".
pub(super) fn prizes_given(i: &mut Input) -> Option<Lasting> {
    i.tag("when").then_some(())?;
    let of = subject(i)?;
    i.tag("is knocked out, your opponent takes").then_some(())?;
    let count = i.small()?;
    i.any(&["more prize cards", "more prize card"])
        .then_some(Lasting::GivesMorePrizes { of, count })
}

/// "Ignore Weakness when a Water Pokémon does damage to a Pokémon with Blaine in its name".
pub(super) fn weakness_ignored(i: &mut Input) -> Option<Lasting> {
    i.tag("ignore weakness when a").then_some(())?;
    let of = types(i, "pokémon")?;
    i.tag("pokémon does damage to a pokémon").then_some(())?;
    let on = Group {
        which: Some(which_or_marked(i)?),
        ..Group::new(Side::Both, Zone::InPlay)
    };
    Some(Lasting::NoWeaknessTo {
        on: Pokemon::Each(on),
        of,
    })
}

/// "When <P> retreats, discard this card instead of discarding Energy cards".
pub(super) fn retreat_paid_by_this_card(i: &mut Input) -> Option<Lasting> {
    i.tag("when").then_some(())?;
    let who = subject(i)?;
    i.tag("retreats, discard this card instead of discarding energy cards")
        .then_some(Lasting::RetreatPaidByThisCard(who))
}

/// "<P>'s attacks cost [C] less [for each …]".
pub(super) fn attack_cost_less(i: &mut Input) -> Option<Lasting> {
    let of = subject(i)?;
    i.tag("'s attacks cost").then_some(())?;
    let each = colorless(i)?;
    i.tag("less").then_some(())?;
    let by = per_or_fixed(i, u16::from(each));
    Some(Lasting::AttackCostLess {
        of,
        by,
        any_type: false,
    })
}

/// "<P> can use the <attack> attack for <symbols>" (that attack's cost).
pub(super) fn attack_for(i: &mut Input) -> Option<Lasting> {
    let of = subject(i)?;
    i.tag("can use the").then_some(())?;
    let attack = name(i, &["attack for"])?;
    i.tag("attack for").then_some(())?;
    let (energy, count) = energy_symbols(i)?;
    Some(Lasting::AttackCostIs {
        of,
        attack,
        energy,
        count,
    })
}

/// "Pokémon Tools attached to <P> have no effect".
pub(super) fn tools_off(i: &mut Input) -> Option<Lasting> {
    i.tag("pokémon tools attached to").then_some(())?;
    let on = subject(i)?;
    i.tag("have no effect")
        .then_some(Lasting::ToolsHaveNoEffect(on))
}
