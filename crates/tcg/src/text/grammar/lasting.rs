//! Effects on a later turn (or the rest of this one), with "during …" before or after: "During your opponent's next turn,
//! this Pokémon takes 20 less damage from attacks", "The Defending Pokémon can't retreat during
//! your opponent's next turn", "prevent all effects of attacks, including damage, done to this
//! Pokémon during your opponent's next turn". What holds on damage is read in `damage`, on costs
//! in `costs`.

pub(super) mod costs;
pub(super) mod damage;
mod effects_of;

use super::abilities_kept::abilities_kept;
use super::passives;
use super::pokemon::{group, pokemon};
use super::status;
use crate::effect::{
    AbilitiesKept, Amount, CardFilter, Condition, Control, Effect, EnergyFilter, Lasting,
    Operation, Passive, Pokemon, PokemonCards, PokemonKind, Role, Side, Turn, Types,
};
use crate::text::input::Input;
use costs::{attack_cost_more, costs_more, no_attack_cost, retreat_cost, retreats_anyway};
use damage::{
    more_dealt, more_taken, more_when_damaging, one_attack_damage, prevent, prevent_at_most,
    reduce_dealt, reduce_opponents, reduce_taken, reduced_to, unaffected_damage, weakness,
};

/// "during <turn>, <what>" or "<what> during <turn>"; with no turn, it holds always (an
/// ability's passive effect).
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    if i.tag("at the end of") {
        let turn = turn(i)?;
        i.tag(",").then_some(())?;
        let what = if i.tag("put") {
            // "… put 12 damage counters on the Defending Pokémon".
            let counters = i.small()?;
            i.tag("damage counters on").then_some(())?;
            let on = pokemon(i)?;
            Lasting::CountersAtEnd { on, counters }
        } else if i.tag("discard") {
            // "… discard the Defending Pokémon and all attached cards (all cards attached to
            // it)".
            let on = pokemon(i)?;
            i.any(&["and all attached cards", "and all cards attached to it"])
                .then_some(())?;
            Lasting::DiscardedAtEnd(on)
        } else {
            let who = pokemon(i)?;
            i.tag("will be knocked out").then_some(())?;
            Lasting::KnockedOutAtEnd(who)
        };
        return Some(vec![Effect::Op(Operation::During { turn, what })]);
    }
    if let Some(reduced) = i.attempt(reduced_during) {
        return Some(vec![reduced]);
    }
    if let Some(never_again) = i.attempt(never_again) {
        return Some(vec![never_again]);
    }
    if let Some(more) = i.attempt(more_prizes_from_this_attack) {
        return Some(vec![more]);
    }
    if let Some(after) = i.attempt(after_knock_out) {
        return Some(after);
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
/// opponent's next turn, if the Defending Pokémon tries to attack, …", "… tries to use an
/// attack, …").
pub(super) fn pair(i: &mut Input) -> Option<Effect> {
    let (turn, who) = if i.tag("during") {
        let turn = turn(i)?;
        i.tag(", if").then_some(())?;
        let who = pokemon(i)?;
        i.any(&["tries to attack", "tries to use an attack"])
            .then_some((turn, who))?
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

/// "If <P> has full HP and would be Knocked Out by damage from an attack, it is not Knocked
/// Out, and its remaining HP becomes N".
pub(super) fn survives_from_full_hp(i: &mut Input) -> Option<Effect> {
    i.tag("if").then_some(())?;
    let on = pokemon(i)?;
    i.tag("has full hp and would be knocked out by damage from an attack, it is not knocked out, and its remaining hp becomes")
        .then_some(())?;
    let hp_left = i.number()?;
    Some(Effect::Passive(Passive::Always(
        Lasting::SurvivesFromFullHp {
            on,
            hp_left,
            discards: false,
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
    i.attempt(passives::more_hp_and_damage)
        .or_else(|| i.attempt(costs_more))
        .or_else(|| i.attempt(cant))
        .or_else(|| {
            i.attempt(prevent)
                .or_else(|| i.attempt(prevent_at_most))
                .or_else(|| i.attempt(effects_of::prevent_effects_of))
                .or_else(|| i.attempt(reduced_to))
                .or_else(|| i.attempt(cant_play))
                .or_else(|| i.attempt(no_evolving_from_hand))
                .or_else(|| i.attempt(energy_from_hand))
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
                .or_else(|| i.attempt(counters_on_attacker))
                .or_else(|| i.attempt(tools_allowed))
                .or_else(|| i.attempt(retreats_anyway))
                .or_else(|| i.attempt(passives::more_hp))
                .or_else(|| i.attempt(passives::pays))
                .or_else(|| i.attempt(passives::ignores_resistance))
                .or_else(|| i.attempt(passives::weakness_ignored))
                .or_else(|| i.attempt(passives::retreat_paid_by_this_card))
                .or_else(|| i.attempt(passives::attack_cost_less))
                .or_else(|| i.attempt(passives::attack_for))
                .or_else(|| i.attempt(passives::prizes_given))
                .or_else(|| i.attempt(passives::tools_off))
                .or_else(|| i.attempt(attack_cost_more))
                .or_else(|| i.attempt(super::checkup::more_counters))
                .map(|one| vec![one])
        })
        .or_else(|| i.attempt(retreat_cost))
        .or_else(|| i.attempt(no_attack_cost).map(|one| vec![one]))
}

/// "if <P> is damaged by an attack (even if it is Knocked Out), put 8 damage counters on the
/// Attacking Pokémon", "… put damage counters on the Attacking Pokémon equal to the damage done
/// to <P>".
fn counters_on_attacker(i: &mut Input) -> Option<Lasting> {
    i.tag("if").then_some(())?;
    let on = pokemon(i)?;
    i.tag("is damaged by an attack (even if").then_some(())?;
    (i.tag("it") || pokemon(i)? == on).then_some(())?;
    i.tag("is knocked out), put").then_some(())?;
    if i.tag("damage counters on the attacking pokémon equal to the damage done to") {
        return (pokemon(i)? == on).then_some(Lasting::CountersOnAttacker {
            on,
            counters: None,
            from_full_hp: false,
        });
    }
    let counters = Some(i.small()?);
    i.any(&[
        "damage counters on the attacking pokémon",
        "damage counter on the attacking pokémon",
    ])
    .then_some(Lasting::CountersOnAttacker {
        on,
        counters,
        from_full_hp: false,
    })
}

/// "If your opponent's Pokémon is Knocked Out by damage from an attack of <P>, take N more
/// Prize card(s)"; "If your opponent's Active Pokémon is Knocked Out by damage from an attack
/// used by <P or group>, …" (the Active Pokémon only); "If your opponent's Basic Pokémon is
/// Knocked Out by damage from an attack used by <P>, …" (a Pokémon of that kind only).
fn more_prizes(i: &mut Input) -> Option<Lasting> {
    if let Some((kind, by)) = i.attempt(|i| {
        i.tag("if your opponent's").then_some(())?;
        let kind = super::condition::kind_noun(i)?;
        i.tag("is knocked out by damage from an attack used by")
            .then_some(())?;
        Some((kind, pokemon(i)?))
    }) {
        let count = more_prize_cards(i)?;
        return Some(Lasting::MorePrizesForKind {
            by,
            count,
            kind,
            active: false,
        });
    }
    let active =
        i.tag("if your opponent's active pokémon is knocked out by damage from an attack used by");
    let by = if active {
        i.attempt(pokemon).or_else(|| group(i).map(Pokemon::Each))?
    } else {
        i.tag("if your opponent's pokémon is knocked out by damage from an attack of")
            .then_some(())?;
        pokemon(i)?
    };
    let count = more_prize_cards(i)?;
    Some(match active {
        true => Lasting::MorePrizesForActive { by, count },
        false => Lasting::MorePrizes { by, count },
    })
}

/// ", take N more Prize card(s)": N.
fn more_prize_cards(i: &mut Input) -> Option<u8> {
    i.tag(", take").then_some(())?;
    let count = i.small()?;
    i.any(&["more prize cards", "more prize card"])
        .then_some(count)
}

/// "If your opponent's Pokémon is Knocked Out by damage from this attack, take N more Prize
/// card(s)": this Pokémon's Knock Outs give more for the rest of the turn, in which the
/// attack's are counted.
fn more_prizes_from_this_attack(i: &mut Input) -> Option<Effect> {
    i.tag("if your opponent's pokémon is knocked out by damage from this attack, take")
        .then_some(())?;
    let count = i.small()?;
    i.any(&["more prize cards", "more prize card"])
        .then_some(Effect::Op(Operation::During {
            turn: Turn::This,
            what: Lasting::MorePrizes {
                by: Pokemon::This,
                count,
            },
        }))
}

/// "If your opponent's Pokémon is Knocked Out by damage from this attack, during your
/// opponent's next turn, prevent all damage from and effects of attacks done to this Pokémon":
/// what lasts set up when the attack's damage left the Defending Pokémon no HP (its Knock Out
/// is done after the attack).
fn after_knock_out(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("if your opponent's pokémon is knocked out by damage from this attack,")
        .then_some(())?;
    let then = clause(i)?;
    Some(vec![Effect::Control(Control::If {
        condition: Condition::RemainingHpAtMost(Pokemon::Defending, 0),
        then,
        otherwise: Vec::new(),
    })])
}

/// "is Grass and Fire type".
pub(super) fn is_types(i: &mut Input) -> Option<Types> {
    i.tag("is").then_some(())?;
    let types = super::pokemon::types(i, "")?;
    i.tag("type").then_some(types)
}

/// "<P> may have up to N Pokémon Tool cards (Pokémon Tools) attached to it[. If it loses this
/// Ability, discard Pokémon Tools from it until only 1 remains.]".
fn tools_allowed(i: &mut Input) -> Option<Lasting> {
    let on = pokemon(i)?;
    i.tag("may have up to").then_some(())?;
    let count = i.small()?;
    i.any(&[
        "pokémon tool cards attached to it",
        "pokémon tools attached to it",
    ])
    .then_some(())?;
    let discards_down =
        i.tag(". if it loses this ability, discard pokémon tools from it until only 1 remains");
    Some(Lasting::ToolsAllowed {
        on,
        count,
        discards_down,
    })
}

/// "<P> can't attack", "<P> can't retreat", "<P> can't attack or retreat", "<P> can't use that
/// attack", "<P> has no Weakness", "<P> can't be affected by any Special Conditions", "<P> can't
/// be Paralyzed", "<P> is Grass and Fire type"; and what it can do: "<P> can evolve during your first turn …", "If you go
/// first, <P> can use attacks during your first turn", "<P> may use an attack it has twice".
fn cant(i: &mut Input) -> Option<Vec<Lasting>> {
    // "You can't use this attack during your next turn" (not "… if …", a condition).
    if i.tag("you can't use this attack") {
        let mut rest = *i;
        return rest
            .tag("during")
            .then(|| vec![Lasting::CantUseThisAttack(Pokemon::This)]);
    }
    // "If you go first, this Pokémon can use attacks during your first turn."
    if i.tag("if you go first,") {
        let who = subject(i)?;
        return i
            .tag("can use attacks during your first turn")
            .then(|| vec![Lasting::AttacksOnFirstTurn(who)]);
    }
    let who = subject(i)?;
    // "Your opponent's Pokémon V in play, except any this Pokémon, have no Abilities": those of
    // the text's own card's name keep theirs.
    if matches!(who, Pokemon::Each(_)) && i.tag(", except any this pokémon,") {
        return i.tag("have no abilities").then(|| {
            vec![Lasting::NoAbilitiesExcept {
                on: who,
                except: AbilitiesKept::ThisName,
            }]
        });
    }
    if let Some(has_no) = i.pick(&[
        ("has no resistance", Lasting::NoResistance(who)),
        ("have no resistance", Lasting::NoResistance(who)),
        ("has no weakness", Lasting::NoWeakness(who)),
        ("have no weakness", Lasting::NoWeakness(who)),
        ("has no retreat cost", Lasting::NoRetreatCost(who)),
        ("have no retreat cost", Lasting::NoRetreatCost(who)),
        ("has no abilities", Lasting::NoAbilities(who)),
        ("have no abilities", Lasting::NoAbilities(who)),
    ]) {
        if has_no == Lasting::NoAbilities(who)
            && let Some(except) = i.attempt(abilities_kept)
        {
            return Some(vec![Lasting::NoAbilitiesExcept { on: who, except }]);
        }
        return Some(vec![has_no]);
    }
    if i.tag("can evolve during your first turn or the turn you play it") {
        return Some(vec![Lasting::EvolvesAnyTime(who)]);
    }
    if let Some(types) = i.attempt(is_types) {
        return Some(vec![Lasting::IsTypes { on: who, types }]);
    }
    if i.tag("may use an attack it has twice") {
        return Some(vec![Lasting::AttacksTwice(who)]);
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
        // The Scarlet & Violet wording of "can't attack".
        ("use attacks", &[Lasting::CantAttack(who)]),
        ("retreat", &[Lasting::CantRetreat(who)]),
        ("use that attack", &[Lasting::CantUseChosenAttack(who)]),
        ("use this attack", &[Lasting::CantUseThisAttack(who)]),
    ])
    .map(<[Lasting]>::to_vec)
}

/// "they can't play any Item cards from their hand" (during the opponent's next turn), "Your
/// opponent can't play any Item cards from their hand" (… during their next turn), "Your
/// opponent can't play Trainer cards", "You can't play any more Trainer cards" (this turn),
/// "… any Item cards or Pokémon Tool cards …".
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
    // "… any Pokémon that has an Ability from their hand, except for Team Rocket's Pokémon".
    if i.tag("pokémon that has an ability from their hand, except for") {
        let PokemonCards {
            of_type: None,
            kind: None,
            name_has: Some(unnamed),
        } = super::pokemon_cards::pokemon_cards(i)?
        else {
            return None;
        };
        let kind = PokemonKind::HasAbility;
        let cards = CardFilter::PokemonOfKindUnnamed { kind, unnamed };
        return Some(Lasting::CantPlay { who, cards });
    }
    let cards = i.pick(&[
        (
            "special energy cards",
            CardFilter::Energy(EnergyFilter::Special),
        ),
        ("item cards or pokémon tool cards", CardFilter::ItemOrTool),
        ("ace spec cards", CardFilter::AceSpec),
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

/// "Pokémon can't be played from your opponent's hand to evolve <P>".
fn no_evolving_from_hand(i: &mut Input) -> Option<Lasting> {
    i.tag("pokémon can't be played from your opponent's hand to evolve")
        .then_some(())?;
    Some(Lasting::NoEvolvingFromHand(pokemon(i)?))
}

/// "Energy cards can't be attached from your opponent's hand to <P>"; "if (whenever) they
/// attach an Energy card from their hand to <P>, their turn ends" (", put (place) N damage
/// counters on that Pokémon").
fn energy_from_hand(i: &mut Input) -> Option<Lasting> {
    if i.tag("energy cards can't be attached from your opponent's hand to") {
        return Some(Lasting::NoEnergyFromHand(pokemon(i)?));
    }
    i.any(&["if", "whenever"]).then_some(())?;
    i.tag("they attach an energy card from their hand to")
        .then_some(())?;
    let on = pokemon(i)?;
    if i.tag(", their turn ends") {
        return Some(Lasting::TurnEndsOnEnergyFromHand(on));
    }
    i.any(&[", put", ", place"]).then_some(())?;
    let counters = i.small()?;
    i.tag("damage counters on that pokémon")
        .then_some(Lasting::CountersOnEnergyFromHand { on, counters })
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

/// The Pokémon a passive effect is on: one Pokémon ("your opponent's Active Pokémon" is the
/// Defending Pokémon) or a group named without "each" ("your Metal Pokémon", "Fire Pokémon and
/// Metal Pokémon (both yours and your opponent's)").
pub(super) fn subject(i: &mut Input) -> Option<Pokemon> {
    i.attempt(pokemon).or_else(|| group(i).map(Pokemon::Each))
}
