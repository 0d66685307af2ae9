//! Lasting effects on damage: prevented, reduced (to, by, at most, before Weakness), increased
//! (taken, dealt, when damaging), Weakness changed, an attack's damage unaffected.

use super::super::amount::per_or_fixed;
use super::super::condition::{kind, kind_noun};
use super::super::energy::energy_type;
use super::super::pokemon::{group, pokemon, types, which};
use super::super::proper_name::name;
use super::subject;
use crate::effect::{Amount, Group, Lasting, Pokemon, PokemonKind, Role, Side, Which, Zone};
use crate::text::input::Input;

/// "prevent all damage done to <P> by attacks [from Basic Pokémon]", "prevent all effects of
/// [your opponent's] attacks, including damage, done to <P>", "prevent all damage from and
/// effects of attacks done to <P>" ("… of attacks from your opponent's Tera Pokémon done to <P>").
pub(super) fn prevent(i: &mut Input) -> Option<Lasting> {
    i.tag("prevent all").then_some(())?;
    if i.any(&[
        "effects of attacks, excluding damage, done to",
        "effects of your opponent's attacks, except damage, done to",
        "effects, except damage, by an opponent's attack done to",
        // Mist Energy's, whose reminder says damage is not an effect.
        "effects of attacks used by your opponent's pokémon done to",
    ]) {
        return Some(Lasting::PreventEffects { to: subject(i)? });
    }
    if i.tag("damage done to") {
        let to = subject(i)?;
        if i.tag("by attacks (both yours and your opponent's)") {
            return Some(Lasting::PreventFromAll { to });
        }
        i.any(&["by attacks", "by your opponent's attacks"]);
        let from = i.attempt(attackers);
        // "… by attacks from your opponent's Pokémon": any of the opponent's, as "by attacks",
        // or those a relative clause names ("… that have 40 HP or less remaining").
        let which = match from {
            None => i.attempt(attackers_which),
            Some(_) => None,
        };
        if from.is_none() && which.is_none() {
            i.tag("from your opponent's pokémon");
        }
        // "… by attacks if that damage is 60 or less"; "… 200 or more": such damage is
        // reduced to none.
        if from.is_none() && which.is_none() && i.tag("if that damage is") {
            let amount = i.number()?;
            if i.tag("or more") {
                return Some(Lasting::ReducedTo {
                    to,
                    at_least: amount,
                    amount: 0,
                    from: None,
                });
            }
            return i
                .tag("or less")
                .then_some(Lasting::PreventAtMost { to, amount });
        }
        return Some(Lasting::Prevent {
            to,
            effects: false,
            from,
            which,
        });
    }
    // "… damage from attacks done to <P> by your opponent's <kind>".
    if i.tag("damage from attacks done to") {
        let to = subject(i)?;
        return Some(Lasting::Prevent {
            to,
            effects: false,
            from: Some(attackers(i)?),
            which: None,
        });
    }
    // "… damage from and effects of attacks from your opponent's [Tera] Pokémon done to <P>".
    if i.tag("damage from and effects of attacks from your opponent's") {
        let from = i.pick(&[("tera pokémon", Some(PokemonKind::Tera)), ("pokémon", None)])?;
        i.tag("done to").then_some(())?;
        let to = subject(i)?;
        return Some(Lasting::Prevent {
            to,
            effects: true,
            from,
            which: None,
        });
    }
    i.any(&[
        "effects of attacks, including damage, done to",
        "effects of attacks, including damage done to",
        "effects of attacks, including damage, done by your opponent's pokémon to",
        "effects of your opponent's attacks, including damage, done to",
        "effects of an attack, including damage, done to",
        "damage from and effects of attacks done to",
    ])
    .then_some(())?;
    i.tag("each of");
    let to = subject(i)?;
    let from = i.attempt(attackers);
    let which = match from {
        None => i.attempt(attackers_which),
        Some(_) => None,
    };
    Some(Lasting::Prevent {
        to,
        effects: true,
        from,
        which,
    })
}

/// "from your opponent's Pokémon that have 40 HP or less remaining", "by your opponent's
/// Pokémon that have any Special Energy attached": the attackers as they are now.
fn attackers_which(i: &mut Input) -> Option<Which> {
    i.any(&["from", "by"]).then_some(())?;
    i.tag("your opponent's pokémon").then_some(())?;
    which(i)
}

/// "whenever N or less damage is done to <P> (after applying Weakness and Resistance), prevent
/// that damage", "if <P> would be damaged by an attack, prevent that attack's damage done to <P>
/// if that damage is N or less".
pub(super) fn prevent_at_most(i: &mut Input) -> Option<Lasting> {
    let (to, amount) = if i.tag("whenever") {
        let amount = i.number()?;
        i.tag("or less damage is done to").then_some(())?;
        let to = pokemon(i)?;
        i.tag("(after applying weakness and resistance)");
        i.tag(", prevent that damage").then_some((to, amount))?
    } else {
        i.tag("if").then_some(())?;
        let to = pokemon(i)?;
        i.tag("would be damaged by an attack, prevent that attack's damage done to")
            .then_some(())?;
        (pokemon(i)? == to).then_some(())?;
        i.tag("if that damage is").then_some(())?;
        let amount = i.number()?;
        i.tag("or less").then_some((to, amount))?
    };
    Some(Lasting::PreventAtMost { to, amount })
}

/// "Whenever an attack by a Basic Pokémon (including your own) does 20 or more damage to <P>
/// (after applying Weakness and Resistance), reduce that damage to 10": the engine reduces it
/// on the defending side, where attacks of the opponent's are met.
pub(super) fn reduced_to(i: &mut Input) -> Option<Lasting> {
    i.tag("whenever an attack by").then_some(())?;
    let from = kind(i)?;
    i.tag("(including your own)");
    i.tag("does").then_some(())?;
    let at_least = i.number()?;
    i.tag("or more damage to").then_some(())?;
    let to = pokemon(i)?;
    i.tag("(after applying weakness and resistance)");
    i.tag(", reduce that damage to").then_some(())?;
    let amount = i.number()?;
    Some(Lasting::ReducedTo {
        to,
        at_least,
        amount,
        from: Some(from),
    })
}

/// The attackers a protection is from: "from Basic Pokémon", "by your opponent's Pokémon-GX or
/// Pokémon-EX", "from your opponent's Ultra Beasts", "from your opponent's Fire or Water
/// Pokémon".
fn attackers(i: &mut Input) -> Option<PokemonKind> {
    i.any(&["from", "by"]).then_some(())?;
    i.tag("your opponent's");
    // The Scarlet & Violet rule boxes, written apart from "Pokémon".
    if let Some(kind) = i.pick(&[
        ("pokémon ex and pokémon v", PokemonKind::ExOrV),
        ("pokémon ex", PokemonKind::Ex),
        ("pokémon vstar", PokemonKind::Vstar),
        ("pokémon v", PokemonKind::V),
        ("basic pokémon ex", PokemonKind::BasicEx),
        ("ancient pokémon", PokemonKind::Ancient),
        ("future pokémon", PokemonKind::Future),
        ("pokémon that have an ability", PokemonKind::HasAbility),
    ]) {
        return Some(kind);
    }
    kind_noun(i).or_else(|| {
        let of_types = types(i, "pokémon")?;
        i.tag("pokémon").then_some(PokemonKind::OfTypes(of_types))
    })
}

/// "from your opponent's Pokémon [V|ex]", "from your opponent's <kind>": the attackers a
/// reduction holds against, any of the opponent's when no kind is named.
fn opponents_attackers(i: &mut Input) -> Option<Option<PokemonKind>> {
    if let Some(kind) = i.attempt(attackers) {
        return Some(Some(kind));
    }
    // A Stadium's "(both yours and your opponent's) … from the opponent's Pokémon": from the
    // holder's opponent, as "your opponent's" is from a Pokémon's.
    i.any(&[
        "from your opponent's pokémon",
        "from the opponent's pokémon",
    ])
    .then_some(())?;
    Some(i.pick(&[("v", PokemonKind::V), ("ex", PokemonKind::Ex)]))
}

/// "<P>'s Weakness is now <type>" (its amount stays, as "The Weakness of <P> is now <type>.
/// (The amount of Weakness doesn't change.)" says); "The Weakness of <P> is now <type>. (Apply
/// Weakness as ×2.)", a Weakness of that type ×2, one printed or none; "Apply Weakness for <P>
/// as ×4 instead" (its type stays).
pub(super) fn weakness(i: &mut Input) -> Option<Lasting> {
    if i.tag("apply weakness for") {
        let on = pokemon(i)?;
        i.tag("as ×").then_some(())?;
        let times = i.small()?;
        return i
            .tag("instead")
            .then_some(Lasting::WeaknessTimes { on, times });
    }
    if i.tag("the weakness of") {
        let on = pokemon(i)?;
        i.tag("is now").then_some(())?;
        let of = energy_type(i)?;
        if i.tag(". (the amount of weakness doesn't change.)") {
            return Some(Lasting::WeaknessIs { on, of });
        }
        i.tag(". (apply weakness as ×2.)").then_some(())?;
        return Some(Lasting::WeaknessTwice { on, of });
    }
    let on = pokemon(i)?;
    i.tag("'s weakness is now").then_some(())?;
    let of = energy_type(i)?;
    Some(Lasting::WeaknessIs { on, of })
}

/// "Any damage done [to your Pokémon] by an opponent's attack (by attacks from your opponent's
/// <kind>) is reduced by N": before Weakness and Resistance, the Defending Pokémon's damage is
/// reduced; after them, the damage each of your Pokémon takes.
pub(super) fn reduce_opponents(i: &mut Input) -> Option<Lasting> {
    i.tag("any damage done").then_some(())?;
    i.tag("to your pokémon");
    // "… by attacks from your opponent's Stage 2 Evolved Pokémon": from attackers of a kind.
    let from = if i.tag("by attacks") {
        Some(attackers(i)?)
    } else {
        i.tag("by an opponent's attack").then_some(None)?
    };
    i.tag("is reduced by").then_some(())?;
    let amount = i.number()?;
    if from.is_none() && i.tag("(before applying weakness and resistance)") {
        return Some(Lasting::ReduceDealt {
            by: Pokemon::Defending,
            amount,
        });
    }
    i.tag("(after applying weakness and resistance)")
        .then_some(Lasting::ReduceTaken {
            to: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay)),
            amount: Amount::Fixed(amount),
            from,
        })
}

/// "<P> takes N less damage from attacks (after applying Weakness and Resistance)", "if any of
/// <group> would be damaged by an attack, reduce that damage by N", "[any]
/// damage done to <P> by attacks [from <kind>] is reduced by N (after applying Weakness and
/// Resistance)", "… is reduced by N for each <count>", "… by any attack …"; "by an
/// opponent's attack" and "(both yours and your
/// opponent's)" read the same: the engine applies it to the opponent's attacks, as damage from
/// one's own attacks is never reduced by the defending side.
pub(super) fn reduce_taken(i: &mut Input) -> Option<Lasting> {
    let (to, amount, from) = if let Some(from) = i.attempt(|i| {
        // "Whenever a Colorless Pokémon damages 1 of your Pokémon, reduce that damage by N".
        i.tag("whenever a").then_some(())?;
        let of_types = types(i, "pokémon")?;
        i.tag("pokémon damages 1 of your pokémon, reduce that damage by")
            .then_some(PokemonKind::OfTypes(of_types))
    }) {
        let yours = Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay));
        (yours, Amount::Fixed(i.number()?), Some(from))
    } else if i.tag("if any of") {
        // "If any of your Grass Pokémon would be damaged by an attack, reduce that damage by N".
        let to = Pokemon::Each(group(i)?);
        i.tag("would be damaged by an attack, reduce that damage by")
            .then_some(())?;
        (to, Amount::Fixed(i.number()?), None)
    } else if let Some(to) = i.attempt(|i| {
        // "Damage done by attacks to the Pokémon that this card is attached to is reduced by N".
        i.tag("damage done by attacks to").then_some(())?;
        let to = subject(i)?;
        i.tag("is reduced by").then_some(to)
    }) {
        (to, Amount::Fixed(i.number()?), None)
    } else if i.any(&["any damage done to", "damage done to"]) {
        let to = subject(i)?;
        i.any(&[
            "by attacks",
            "by any attack",
            "by an opponent's attack",
            "by your opponent's attacks",
        ])
        .then_some(())?;
        let from = i.attempt(attackers);
        i.tag("(both yours and your opponent's)");
        i.tag("is reduced by").then_some(())?;
        let each = i.number()?;
        (to, per_or_fixed(i, each), from)
    } else {
        // "All of your Pokémon take 10 less damage from attacks from your opponent's Pokémon".
        let to = subject(i)?;
        i.any(&["takes", "take"]).then_some(())?;
        let amount = i.number()?;
        i.tag("less damage from attacks").then_some(())?;
        (
            to,
            Amount::Fixed(amount),
            i.attempt(opponents_attackers).flatten(),
        )
    };
    i.tag("(after applying weakness and resistance)");
    // Over two sentences: ". You can't reduce more than 30 damage in this way."
    let amount = match (amount, i.attempt(reduced_at_most)) {
        (Amount::Per { each, count }, Some(most)) => Amount::PerUpTo { each, count, most },
        (amount, None) => amount,
        _ => return None,
    };
    Some(Lasting::ReduceTaken { to, amount, from })
}

/// ". You can't reduce more than N damage in this way": a reduction's cap.
fn reduced_at_most(i: &mut Input) -> Option<u16> {
    i.tag(". you can't reduce more than").then_some(())?;
    let most = i.number()?;
    i.tag("damage in this way").then_some(most)
}

/// "any damage done by attacks from <P> is reduced by N (before applying Weakness and
/// Resistance)", "<P>'s attacks do N less damage (before applying Weakness and Resistance)",
/// "the attacks of <P> do N less damage to your opponent's Pokémon (…)" (Double Turbo Energy:
/// the engine reduces the attack's own damage, which is the one done to the opponent's).
pub(super) fn reduce_dealt(i: &mut Input) -> Option<Lasting> {
    let (by, amount) = if i.tag("any damage done by attacks from") {
        let by = pokemon(i)?;
        i.tag("is reduced by").then_some(())?;
        (by, i.number()?)
    } else if i.tag("the attacks of") {
        let by = pokemon(i)?;
        i.tag("do").then_some(())?;
        let amount = i.number()?;
        i.tag("less damage to your opponent's pokémon")
            .then_some((by, amount))?
    } else {
        let by = if i.tag("attacks used by") {
            let by = pokemon(i)?;
            i.tag("do").then_some(by)?
        } else {
            let by = pokemon(i)?;
            i.tag("'s attacks do").then_some(by)?
        };
        let amount = i.number()?;
        i.tag("less damage").then_some(())?;
        (by, amount)
    };
    i.tag("(before applying weakness and resistance)");
    Some(Lasting::ReduceDealt { by, amount })
}

/// "<P> takes N more damage from attacks", "any damage done to <P> by attacks is increased by N"
/// (after applying Weakness and Resistance).
pub(super) fn more_taken(i: &mut Input) -> Option<Lasting> {
    let (to, amount) = if i.tag("any damage done to") {
        let to = pokemon(i)?;
        i.tag("by attacks is increased by").then_some(())?;
        (to, i.number()?)
    } else {
        let to = pokemon(i)?;
        i.tag("takes").then_some(())?;
        let amount = i.number()?;
        i.tag("more damage from attacks").then_some(())?;
        (to, amount)
    };
    i.tag("(after applying weakness and resistance)");
    Some(Lasting::MoreTaken { to, amount })
}

/// "<P>'s Slash attack does N more damage (before applying Weakness and Resistance)", "<P>'s
/// Psych Up attack's base damage is N"; the attack's own name reads "this attack".
pub(super) fn one_attack_damage(i: &mut Input) -> Option<Lasting> {
    let by = pokemon(i)?;
    i.tag("'s").then_some(())?;
    let attack = if i.tag("this attack") {
        None
    } else {
        Some(name(i, &["attack does", "attack's base damage"])?)
    };
    if i.tag("attack's base damage is") {
        let amount = i.number()?;
        return Some(Lasting::AttackBaseDamage { by, attack, amount });
    }
    i.tag("attack does").then_some(())?;
    let amount = i.number()?;
    i.tag("more damage").then_some(())?;
    i.tag("(before applying weakness and resistance)");
    Some(Lasting::AttackDoesMore { by, attack, amount })
}

/// "<P>'s attacks do N more damage to your opponent's Active Pokémon [for each …]", "each of
/// <P>'s attacks does N more damage", "your Pokémon's attacks do …", "[each of] the attacks of
/// <P> do[es] … to the opponent's Active Pokémon", "attacks used by <P> do …", "<P> does N more
/// damage to the Defending Pokémon" (before applying Weakness and Resistance).
pub(super) fn more_dealt(i: &mut Input) -> Option<Lasting> {
    let by = if i.any(&[
        "the attacks of",
        "each of the attacks of",
        "attacks used by",
    ]) {
        let by = crate::text::grammar::passives::subject_but_this(i)?;
        i.any(&["do", "does"]).then_some(by)?
    } else if let Some(by) = i.attempt(|i| {
        let by = pokemon(i)?;
        i.tag("does").then_some(by)
    }) {
        by
    } else if let Some(by) = i.attempt(|i| {
        // "Attacks used by your Fighting Pokémon do …".
        i.tag("attacks used by").then_some(())?;
        let by = subject(i)?;
        i.tag("do").then_some(by)
    }) {
        by
    } else {
        i.tag("each of");
        let by = subject(i)?;
        i.any(&["'s attacks do", "'s attacks does"]).then_some(by)?
    };
    more_dealt_by(i, by)
}

/// "N more damage [to your opponent's Active Pokémon] [for each …] [(before applying Weakness
/// and Resistance)]", done by `by`'s attacks.
pub(in crate::text::grammar) fn more_dealt_by(i: &mut Input, by: Pokemon) -> Option<Lasting> {
    let each = i.number()?;
    i.tag("more damage").then_some(())?;
    // The attacked Pokémon, in the words of each era; of a kind only ("your opponent's Active
    // Pokémon ex").
    let to = i.tag("to your opponent's active pokémon").then(|| {
        i.pick(&[
            ("ex and active pokémon v", PokemonKind::ExOrV),
            ("ex", PokemonKind::Ex),
            ("vmax", PokemonKind::Vmax),
        ])
    });
    if to.is_none() {
        i.any(&[
            "to the opponent's active pokémon",
            "to the defending pokémon",
            "to the active pokémon",
        ]);
    }
    let amount = per_or_fixed(i, each);
    i.tag("(before applying weakness and resistance)");
    Some(match to.flatten() {
        Some(to) => Lasting::MoreDealtTo { by, amount, to },
        None => Lasting::MoreDealt { by, amount },
    })
}

/// "Whenever an attack from <P> does damage [to the Active Pokémon], the (this) attack does N
/// more damage", "when any of <group> does damage to the Defending Pokémon, the attack does N more
/// damage" (before applying Weakness and Resistance); "… does damage to the Active Pokémon
/// (after applying Weakness and Resistance), the attack does N more damage" (the older
/// PlusPower's way).
pub(super) fn more_when_damaging(i: &mut Input) -> Option<Lasting> {
    let by = if i.tag("whenever an attack from") {
        pokemon(i)?
    } else {
        i.tag("when any of").then_some(())?;
        Pokemon::Each(group(i)?)
    };
    i.tag("does damage").then_some(())?;
    i.any(&["to the active pokémon", "to the defending pokémon"]);
    let after_weakness = i.tag("(after applying weakness and resistance)");
    i.any(&[", the attack does", ", this attack does"])
        .then_some(())?;
    let amount = i.number()?;
    i.tag("more damage").then_some(())?;
    if after_weakness {
        return Some(Lasting::MoreDealtAfterWeakness { by, amount });
    }
    i.tag("(before applying weakness and resistance)");
    Some(Lasting::MoreDealt {
        by,
        amount: Amount::Fixed(amount),
    })
}

/// "Damage from the attacks of <P> isn't affected by any effects on your opponent's Active
/// Pokémon", "Damage from <P>'s attacks …", "Damage from attacks used by <P> …".
pub(super) fn unaffected_damage(i: &mut Input) -> Option<Lasting> {
    i.tag("damage from").then_some(())?;
    let by = if i.any(&["the attacks of", "attacks used by"]) {
        subject(i)?
    } else {
        let by = subject(i)?;
        i.tag("'s attacks").then_some(by)?
    };
    i.tag("isn't affected by any effects on your opponent's active pokémon")
        .then_some(Lasting::IgnoresDefendingEffects(by))
}
