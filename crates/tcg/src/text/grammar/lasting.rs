//! Effects on a later turn (or the rest of this one), with "during …" before or after: "During your opponent's next turn,
//! this Pokémon takes 20 less damage from attacks", "The Defending Pokémon can't retreat during
//! your opponent's next turn", "prevent all effects of attacks, including damage, done to this
//! Pokémon during your opponent's next turn".

use super::amount::per_or_fixed;
use super::condition::{kind, kind_noun};
use super::energy::energy_type;
use super::passives;
use super::pokemon::{group, pokemon, types};
use super::proper_name::name;
use super::status;
use crate::effect::{
    Amount, CardFilter, Effect, EnergyFilter, Group, Lasting, Operation, Passive, Pokemon,
    PokemonKind, Role, Side, Turn, Zone,
};
use crate::text::input::Input;

/// "during <turn>, <what>" or "<what> during <turn>"; with no turn, it holds always (an
/// ability's passive effect).
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    if i.tag("at the end of") {
        let turn = turn(i)?;
        i.tag(",").then_some(())?;
        let who = pokemon(i)?;
        i.tag("will be knocked out").then_some(())?;
        return Some(vec![Effect::Op(Operation::During {
            turn,
            what: Lasting::KnockedOutAtEnd(who),
        })]);
    }
    if let Some(reduced) = i.attempt(reduced_during) {
        return Some(vec![reduced]);
    }
    if let Some(never_again) = i.attempt(never_again) {
        return Some(vec![never_again]);
    }
    let lead = i.attempt(|i| {
        if i.tag("during") {
            return turn(i);
        }
        // An older Supporter stays next to the Active Pokémon until the end of the turn.
        if i.tag("as long as this card is next to your active pokémon") {
            return Some(Turn::This);
        }
        // "Until the end of your opponent's next turn, …" (from now, as "during" it).
        i.tag("until the end of").then_some(())?;
        turn(i).filter(|&turn| turn == Turn::OpponentsNext)
    });
    if let Some(turn) = lead {
        i.tag(",").then_some(())?;
        let what = what(i)?;
        return Some(
            what.into_iter()
                .map(|what| Effect::Op(Operation::During { turn, what }))
                .collect(),
        );
    }
    let what = what(i)?;
    let turn = if i.tag("again until it leaves the active spot") {
        Turn::UntilLeavesActive
    } else if i.tag("during") {
        turn(i)?
    } else if i.tag("until the end of") {
        // From now on: "until the end of your next turn" takes in your opponent's turn too.
        match turn(i)? {
            Turn::YourNext => Turn::ThroughYourNext,
            turn => turn,
        }
    } else if i.tag("this turn") {
        // "… this turn" needs no "during".
        Turn::This
    } else {
        return Some(
            what.into_iter()
                .map(|what| Effect::Passive(Passive::Always(what)))
                .collect(),
        );
    };
    Some(
        what.into_iter()
            .map(|what| Effect::Op(Operation::During { turn, what }))
            .collect(),
    )
}

/// Two sentences: "If the Defending Pokémon tries to attack during your opponent's next turn,
/// your opponent flips a coin. If tails, that attack does nothing." (or "During your
/// opponent's next turn, if the Defending Pokémon tries to attack, …").
pub(super) fn pair(i: &mut Input) -> Option<Effect> {
    let (turn, who) = if i.tag("during") {
        let turn = turn(i)?;
        i.tag(", if").then_some(())?;
        let who = pokemon(i)?;
        i.tag("tries to attack").then_some((turn, who))?
    } else {
        i.tag("if").then_some(())?;
        let who = pokemon(i)?;
        i.tag("tries to attack during").then_some(())?;
        (turn(i)?, who)
    };
    i.tag(", your opponent flips a coin. if tails, that attack")
        .then_some(())?;
    i.any(&["does nothing", "doesn't happen"]).then_some(())?;
    Some(Effect::Op(Operation::During {
        turn,
        what: Lasting::AttackNeedsHeads(who),
    }))
}

/// Two sentences: "If this Pokémon would be Knocked Out by [damage from] an opponent's attack
/// (an attack), flip a coin. If heads, this Pokémon is not Knocked Out[,] and its remaining HP
/// becomes 10 [instead]."
pub(super) fn survives(i: &mut Input) -> Option<Effect> {
    i.tag("if").then_some(())?;
    let on = pokemon(i)?;
    i.tag("would be knocked out by").then_some(())?;
    i.tag("damage from");
    // An attack's damage knocks out only in the opponent's turn: "an attack" says the same.
    i.any(&[
        "an opponent's attack",
        "your opponent's attack",
        "an attack",
    ])
    .then_some(())?;
    i.tag(", flip a coin. if heads,").then_some(())?;
    (pokemon(i)? == on).then_some(())?;
    i.tag("is not knocked out").then_some(())?;
    i.tag(",");
    i.tag("and its remaining hp becomes").then_some(())?;
    let hp_left = i.number()?;
    i.tag("instead");
    Some(Effect::Passive(Passive::Always(
        Lasting::SurvivesKnockOut {
            on,
            hp_left,
            on_heads: true,
        },
    )))
}

fn turn(i: &mut Input) -> Option<Turn> {
    i.pick(&[
        ("your opponent's next turn", Turn::OpponentsNext),
        ("their next turn", Turn::OpponentsNext),
        ("his or her next turn", Turn::OpponentsNext),
        ("your next turn", Turn::YourNext),
        ("this turn", Turn::This),
    ])
}

/// "All damage done by attacks to <P> during <turn> is reduced by N (after applying Weakness
/// and Resistance)": the turn inside the clause.
fn reduced_during(i: &mut Input) -> Option<Effect> {
    i.tag("all damage done by attacks to").then_some(())?;
    let to = pokemon(i)?;
    i.tag("during").then_some(())?;
    let turn = turn(i)?;
    i.tag("is reduced by").then_some(())?;
    let amount = i.number()?;
    i.tag("(after applying weakness and resistance)");
    Some(Effect::Op(Operation::During {
        turn,
        what: Lasting::ReduceTaken {
            to,
            amount: Amount::Fixed(amount),
            from: None,
        },
    }))
}

/// "You can't use this attack again as long as <P> stays in play (even putting <P> on the Bench
/// won't let you use it again)".
fn never_again(i: &mut Input) -> Option<Effect> {
    i.tag("you can't use this attack again as long as")
        .then_some(())?;
    let who = pokemon(i)?;
    i.tag("stays in play").then_some(())?;
    i.attempt(|i| {
        i.tag("(even putting").then_some(())?;
        (pokemon(i)? == who).then_some(())?;
        i.tag("on the bench won't let you use it again)")
            .then_some(())
    });
    Some(Effect::Op(Operation::During {
        turn: Turn::WhileInPlay,
        what: Lasting::CantUseThisAttack(who),
    }))
}

/// What holds.
fn what(i: &mut Input) -> Option<Vec<Lasting>> {
    i.attempt(cant)
        .or_else(|| {
            i.attempt(prevent)
                .or_else(|| i.attempt(prevent_at_most))
                .or_else(|| i.attempt(reduced_to))
                .or_else(|| i.attempt(cant_play))
                // Before `reduce_taken`, which reads its start but not its "before Weakness".
                .or_else(|| i.attempt(reduce_opponents))
                .or_else(|| i.attempt(reduce_taken))
                .or_else(|| i.attempt(reduce_dealt))
                .or_else(|| i.attempt(more_taken))
                .or_else(|| i.attempt(more_dealt))
                .or_else(|| i.attempt(more_when_damaging))
                .or_else(|| i.attempt(needs_heads))
                .or_else(|| i.attempt(unaffected_damage))
                .or_else(|| i.attempt(one_attack_damage))
                .or_else(|| i.attempt(weakness))
                .or_else(|| i.attempt(more_prizes))
                .or_else(|| i.attempt(tools_allowed))
                .or_else(|| i.attempt(retreats_anyway))
                .or_else(|| i.attempt(passives::more_hp))
                .or_else(|| i.attempt(passives::pays))
                .or_else(|| i.attempt(passives::ignores_resistance))
                .or_else(|| i.attempt(passives::weakness_ignored))
                .or_else(|| i.attempt(passives::retreat_paid_by_this_card))
                .or_else(|| i.attempt(passives::attack_cost_less))
                .or_else(|| i.attempt(passives::prizes_given))
                .map(|one| vec![one])
        })
        .or_else(|| i.attempt(retreat_cost))
        .or_else(|| i.attempt(no_attack_cost).map(|one| vec![one]))
}

/// "If your opponent's Pokémon is Knocked Out by damage from an attack of <P>, take N more
/// Prize card(s)".
fn more_prizes(i: &mut Input) -> Option<Lasting> {
    i.tag("if your opponent's pokémon is knocked out by damage from an attack of")
        .then_some(())?;
    let by = pokemon(i)?;
    i.tag(", take").then_some(())?;
    let count = i.small()?;
    i.any(&["more prize cards", "more prize card"])
        .then_some(Lasting::MorePrizes { by, count })
}

/// "<P> may have up to N Pokémon Tool cards attached to it".
fn tools_allowed(i: &mut Input) -> Option<Lasting> {
    let on = pokemon(i)?;
    i.tag("may have up to").then_some(())?;
    let count = i.small()?;
    i.tag("pokémon tool cards attached to it")
        .then_some(Lasting::ToolsAllowed { on, count })
}

/// Colorless Energy symbols written back to back: how many.
pub(super) fn colorless(i: &mut Input) -> Option<u8> {
    u8::try_from(i.repeated("colorless"))
        .ok()
        .filter(|&n| n > 0)
}

/// "pay [C] less to retreat <P>".
fn pay_less(i: &mut Input) -> Option<Lasting> {
    i.tag("pay").then_some(())?;
    let by = colorless(i)?;
    i.tag("less to retreat").then_some(())?;
    let of = subject(i)?;
    Some(Lasting::RetreatCostLess { of, by })
}

/// "<P> can retreat even when it is Asleep or Paralyzed".
fn retreats_anyway(i: &mut Input) -> Option<Lasting> {
    let who = pokemon(i)?;
    i.tag("can retreat even").then_some(())?;
    i.any(&["when", "if"]).then_some(())?;
    i.any(&["it is", "it's"]).then_some(())?;
    i.tag("asleep or paralyzed")
        .then_some(Lasting::RetreatsAsleepOrParalyzed(who))
}

/// "ignore all Energy in the attack cost of each of <P>'s attacks".
fn no_attack_cost(i: &mut Input) -> Option<Lasting> {
    i.tag("ignore all energy in the attack cost of")
        .then_some(())?;
    i.tag("each of");
    let of = pokemon(i)?;
    i.tag("'s attacks").then_some(Lasting::NoAttackCost(of))
}

/// "The Retreat Cost of <P> is [C][C] less[, and it can retreat even if it's Asleep or
/// Paralyzed]", "<P>'s Retreat Cost is [C] less", "The Retreat Cost for <P> is 0" (none).
fn retreat_cost(i: &mut Input) -> Option<Vec<Lasting>> {
    if let Some(less) = i.attempt(pay_less) {
        return Some(vec![less]);
    }
    let of = if i.any(&["the retreat cost of", "the retreat cost for"]) {
        // "… of each of your opponent's Pokémon in play": a group.
        if i.tag("each of") {
            Pokemon::Each(group(i)?)
        } else {
            pokemon(i)?
        }
    } else {
        let of = pokemon(i)?;
        i.tag("'s retreat cost").then_some(of)?
    };
    i.tag("is").then_some(())?;
    // "… is 0": no Retreat Cost.
    if i.tag("0") {
        return Some(vec![Lasting::NoRetreatCost(of)]);
    }
    let by = colorless(i)?;
    if i.tag("more") {
        return Some(vec![Lasting::RetreatCostMore { of, by }]);
    }
    i.tag("less").then_some(())?;
    let mut lasting = vec![Lasting::RetreatCostLess { of, by }];
    if i.tag(", and it can retreat even if it's asleep or paralyzed") {
        lasting.push(Lasting::RetreatsAsleepOrParalyzed(of));
    }
    Some(lasting)
}

/// "prevent all damage done to <P> by attacks [from Basic Pokémon]", "prevent all effects of
/// [your opponent's] attacks, including damage, done to <P>", "prevent all damage from and
/// effects of attacks done to <P>".
fn prevent(i: &mut Input) -> Option<Lasting> {
    i.tag("prevent all").then_some(())?;
    if i.any(&[
        "effects of attacks, excluding damage, done to",
        "effects of your opponent's attacks, except damage, done to",
        "effects, except damage, by an opponent's attack done to",
    ]) {
        return Some(Lasting::PreventEffects { to: subject(i)? });
    }
    if i.tag("damage done to") {
        let to = subject(i)?;
        if i.tag("by attacks (both yours and your opponent's)") {
            return Some(Lasting::PreventFromAll { to });
        }
        i.any(&["by attacks", "by your opponent's attacks"]);
        return Some(Lasting::Prevent {
            to,
            effects: false,
            from: i.attempt(attackers),
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
    Some(Lasting::Prevent {
        to,
        effects: true,
        from: i.attempt(attackers),
    })
}

/// "whenever N or less damage is done to <P> (after applying Weakness and Resistance), prevent
/// that damage", "if <P> would be damaged by an attack, prevent that attack's damage done to <P>
/// if that damage is N or less".
fn prevent_at_most(i: &mut Input) -> Option<Lasting> {
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
fn reduced_to(i: &mut Input) -> Option<Lasting> {
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
    kind_noun(i).or_else(|| {
        let of_types = types(i, "pokémon")?;
        i.tag("pokémon").then_some(PokemonKind::OfTypes(of_types))
    })
}

/// "<P>'s Weakness is now <type>" (its amount stays).
fn weakness(i: &mut Input) -> Option<Lasting> {
    let on = pokemon(i)?;
    i.tag("'s weakness is now").then_some(())?;
    let of = energy_type(i)?;
    Some(Lasting::WeaknessIs { on, of })
}

/// "Any damage done [to your Pokémon] by an opponent's attack (by attacks from your opponent's
/// <kind>) is reduced by N": before Weakness and Resistance, the Defending Pokémon's damage is
/// reduced; after them, the damage each of your Pokémon takes.
fn reduce_opponents(i: &mut Input) -> Option<Lasting> {
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
fn reduce_taken(i: &mut Input) -> Option<Lasting> {
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
        let to = pokemon(i)?;
        i.tag("takes").then_some(())?;
        let amount = i.number()?;
        i.tag("less damage from attacks").then_some(())?;
        (to, Amount::Fixed(amount), None)
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
/// Resistance)", "<P>'s attacks do N less damage (before applying Weakness and Resistance)".
fn reduce_dealt(i: &mut Input) -> Option<Lasting> {
    let (by, amount) = if i.tag("any damage done by attacks from") {
        let by = pokemon(i)?;
        i.tag("is reduced by").then_some(())?;
        (by, i.number()?)
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

/// "<P> can't attack", "<P> can't retreat", "<P> can't attack or retreat", "<P> can't use that
/// attack", "<P> has no Weakness", "<P> can't be affected by any Special Conditions", "<P> can't
/// be Paralyzed".
fn cant(i: &mut Input) -> Option<Vec<Lasting>> {
    // "You can't use this attack during your next turn" (not "… if …", a condition).
    if i.tag("you can't use this attack") {
        let mut rest = *i;
        return rest
            .tag("during")
            .then(|| vec![Lasting::CantUseThisAttack(Pokemon::This)]);
    }
    let who = subject(i)?;
    if let Some(has_no) = i.pick(&[
        ("has no resistance", Lasting::NoResistance(who)),
        ("have no resistance", Lasting::NoResistance(who)),
        ("has no weakness", Lasting::NoWeakness(who)),
        ("have no weakness", Lasting::NoWeakness(who)),
        ("has no retreat cost", Lasting::NoRetreatCost(who)),
        ("have no retreat cost", Lasting::NoRetreatCost(who)),
    ]) {
        return Some(vec![has_no]);
    }
    i.tag("can't").then_some(())?;
    if i.tag("be affected by any special conditions") {
        return Some(vec![Lasting::Unaffected {
            who,
            condition: None,
        }]);
    }
    // "can't be Paralyzed", "can't be Asleep, Confused, or Paralyzed".
    if let Some(conditions) = i.attempt(|i| {
        i.tag("be").then_some(())?;
        let mut conditions = vec![status::condition(i)?];
        while let Some(more) = i.attempt(|i| {
            i.any(&[", or", ", and", ",", "or"]).then_some(())?;
            status::condition(i)
        }) {
            conditions.push(more);
        }
        Some(conditions)
    }) {
        return Some(
            conditions
                .into_iter()
                .map(|condition| Lasting::Unaffected {
                    who,
                    condition: Some(condition),
                })
                .collect(),
        );
    }
    i.pick(&[
        (
            "attack or retreat",
            &[Lasting::CantAttack(who), Lasting::CantRetreat(who)][..],
        ),
        ("attack this pokémon", &[Lasting::CantAttackThis(who)]),
        ("attack", &[Lasting::CantAttack(who)]),
        ("retreat", &[Lasting::CantRetreat(who)]),
        ("use that attack", &[Lasting::CantUseChosenAttack(who)]),
        ("use this attack", &[Lasting::CantUseThisAttack(who)]),
    ])
    .map(<[Lasting]>::to_vec)
}

/// "they can't play any Item cards from their hand" (during the opponent's next turn), "Your
/// opponent can't play any Item cards from their hand" (… during their next turn), "Your
/// opponent can't play Trainer cards", "You can't play any more Trainer cards" (this turn).
fn cant_play(i: &mut Input) -> Option<Lasting> {
    let who = i.pick(&[
        ("your opponent can't play", Side::Of(Role::Opponent)),
        // Attaching an Energy card from the hand is playing it.
        ("your opponent can't attach", Side::Of(Role::Opponent)),
        ("they can't play", Side::Of(Role::Opponent)),
        ("each player can't play", Side::Both),
        ("you can't play any more", Side::Of(Role::Acting)),
    ])?;
    if who != Side::Of(Role::Acting) {
        i.tag("any");
    }
    let cards = i.pick(&[
        (
            "special energy cards",
            CardFilter::Energy(EnergyFilter::Special),
        ),
        ("item cards", CardFilter::Item),
        ("supporter cards", CardFilter::Supporter),
        ("pokémon tool cards", CardFilter::Tool),
        ("stadium cards", CardFilter::Stadium),
        ("trainer cards", CardFilter::Trainer),
        ("cards", CardFilter::Any),
    ])?;
    // Cards are only played from the hand: "Your opponent can't play Trainer cards".
    i.any(&["from their hand", "from his or her hand"]);
    i.any(&["to their pokémon", "to his or her pokémon"]);
    Some(Lasting::CantPlay { who, cards })
}

/// "<P> takes N more damage from attacks", "any damage done to <P> by attacks is increased by N"
/// (after applying Weakness and Resistance).
fn more_taken(i: &mut Input) -> Option<Lasting> {
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
fn one_attack_damage(i: &mut Input) -> Option<Lasting> {
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
/// <P> do[es] … to the opponent's Active Pokémon", "<P> does N more damage to the Defending Pokémon" (before
/// applying Weakness and Resistance).
fn more_dealt(i: &mut Input) -> Option<Lasting> {
    let by = if i.any(&["the attacks of", "each of the attacks of"]) {
        let by = subject(i)?;
        i.any(&["do", "does"]).then_some(by)?
    } else if let Some(by) = i.attempt(|i| {
        let by = pokemon(i)?;
        i.tag("does").then_some(by)
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
pub(super) fn more_dealt_by(i: &mut Input, by: Pokemon) -> Option<Lasting> {
    let each = i.number()?;
    i.tag("more damage").then_some(())?;
    // The attacked Pokémon, in the words of each era.
    i.any(&[
        "to your opponent's active pokémon",
        "to the opponent's active pokémon",
        "to the defending pokémon",
        "to the active pokémon",
    ]);
    let amount = per_or_fixed(i, each);
    i.tag("(before applying weakness and resistance)");
    Some(Lasting::MoreDealt { by, amount })
}

/// "Whenever an attack from <P> does damage [to the Active Pokémon], the (this) attack does N
/// more damage", "when any of <group> does damage to the Defending Pokémon, the attack does N more
/// damage" (before applying Weakness and Resistance); "… does damage to the Active Pokémon
/// (after applying Weakness and Resistance), the attack does N more damage" (the older
/// PlusPower's way).
fn more_when_damaging(i: &mut Input) -> Option<Lasting> {
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

/// Over two sentences: "whenever <P> tries to attack, your opponent flips a coin. If tails,
/// that attack does nothing."
fn needs_heads(i: &mut Input) -> Option<Lasting> {
    i.tag("whenever").then_some(())?;
    let who = subject(i)?;
    i.tag("tries to attack, your opponent flips a coin. if tails, that attack")
        .then_some(())?;
    i.any(&["does nothing", "doesn't happen"])
        .then_some(Lasting::AttackNeedsHeads(who))
}

/// "Damage from the attacks of <P> isn't affected by any effects on your opponent's Active
/// Pokémon", "Damage from <P>'s attacks …".
fn unaffected_damage(i: &mut Input) -> Option<Lasting> {
    i.tag("damage from").then_some(())?;
    let by = if i.tag("the attacks of") {
        subject(i)?
    } else {
        let by = subject(i)?;
        i.tag("'s attacks").then_some(by)?
    };
    i.tag("isn't affected by any effects on your opponent's active pokémon")
        .then_some(Lasting::IgnoresDefendingEffects(by))
}

/// The Pokémon a passive effect is on: one Pokémon ("your opponent's Active Pokémon" is the
/// Defending Pokémon) or a group named without "each" ("your Metal Pokémon", "Fire Pokémon and
/// Metal Pokémon (both yours and your opponent's)").
pub(super) fn subject(i: &mut Input) -> Option<Pokemon> {
    i.attempt(pokemon).or_else(|| group(i).map(Pokemon::Each))
}
