//! A card's abilities (a Pokémon's, a Fossil's) as the kinds the engine uses: used once a turn
//! or as often as one likes, set off by what happens, passive, attacks borrowed, placed at
//! set-up. One the engine does not play is noted, never played as nothing.

use super::emit::NotPlayed;
use super::passive::{passive_of, with_usable_tests};
use super::reasons::{NOT_READ, note};
use super::support::{self, Bearer};
use crate::effect::{Control, Effect, IntoPlay, Operation, Passive, Role, Source, Trigger, Usage};
use crate::game::model::card::AbilityDef;
use crate::game::model::program::{Op, Program};
use crate::text::{normalize, parse_on};

const VSTAR_POWER: Effect = Effect::Usage(Usage::VstarPower);

/// A card's printed abilities (a Pokémon's, a Fossil's), each read with the card's name as
/// "this Pokémon"; those not played are noted.
pub(super) fn printed_abilities(
    name: &str,
    printed: &[altplay_cards::printed::Ability],
    reasons: &mut Vec<String>,
) -> Vec<AbilityDef> {
    printed
        .iter()
        .flat_map(|a| {
            let effects = note(reasons, parse_on(name, &a.text));
            match one_passive_each(&effects) {
                Some(parts) => (parts.iter())
                    .filter_map(|part| ability(&a.name, &a.text, part, reasons))
                    .collect(),
                None => Vec::from_iter(ability(&a.name, &a.text, &effects, reasons)),
            }
        })
        .collect()
}

/// "This Pokémon can't be Burned. Prevent all damage done to this Pokémon by …", "If <test>, it
/// gets +100 HP, and the attacks it uses do 100 more damage …": an ability of several passive
/// effects, as one passive ability of the same name for each (each under the tests and the
/// usable-if conditions of the whole), or `None` if it is not that.
fn one_passive_each(effects: &[Effect]) -> Option<Vec<Vec<Effect>>> {
    let (conditions, rest) = usable_apart(effects);
    let mut parts = Vec::new();
    for e in rest {
        match e {
            Effect::Control(Control::If {
                condition,
                then,
                otherwise,
            }) if otherwise.is_empty() && then.len() > 1 => {
                parts.extend(then.into_iter().map(|one| {
                    Effect::Control(Control::If {
                        condition,
                        then: vec![one],
                        otherwise: Vec::new(),
                    })
                }))
            }
            one => parts.push(one),
        }
    }
    let passive = |e: &Effect| passive_of(e).is_some();
    (parts.len() > 1 && parts.iter().all(passive)).then(|| {
        parts
            .into_iter()
            .map(|part| conditions.iter().cloned().chain([part]).collect())
            .collect()
    })
}

/// The abilities a card printing them lends the Pokémon it is attached to: a Pokémon Tool's,
/// used by their holder's owner during the turn (`board/abilities.rs`).
pub(super) fn lent_abilities(
    name: &str,
    printed: &[altplay_cards::printed::Ability],
    tool: bool,
    reasons: &mut Vec<String>,
) -> Vec<AbilityDef> {
    let lent = printed_abilities(name, printed, reasons);
    let used = |a: &AbilityDef| {
        matches!(
            a,
            AbilityDef::OncePerTurn { .. } | AbilityDef::AsOftenAsYouLike { .. }
        )
    };
    if !tool || !lent.iter().all(used) {
        reasons.push("not played yet (an ability lent by other than a Tool, or not used)".into());
    }
    lent
}

/// An ability's effects as one of the kinds the engine uses, or `None` with the reason noted.
pub(super) fn ability(
    name: &str,
    text: &str,
    effects: &[Effect],
    reasons: &mut Vec<String>,
) -> Option<AbilityDef> {
    if let Some(from) = used_from(effects) {
        // Using it is agreeing to its "you may": the card leaves the pile as it is used, so
        // each copy is used at most once.
        let rest: Vec<Effect> = (effects.iter())
            .filter(|e| !matches!(e, Effect::Usage(Usage::UsedFrom(_))))
            .map(|e| match e {
                Effect::Usage(Usage::OncePerTurn(then)) => {
                    Effect::Usage(Usage::OncePerTurn(agreed(then).to_vec()))
                }
                other => other.clone(),
            })
            .collect();
        return match ability(name, text, &rest, reasons)? {
            AbilityDef::OncePerTurn {
                name,
                program,
                one_at_a_time: false,
            } if matches!(
                program.ops.first(),
                Some(Op::Do(Effect::Op(Operation::BenchThisCard)))
            ) =>
            {
                Some(AbilityDef::UsedFrom {
                    name,
                    from,
                    program,
                })
            }
            _ => {
                let text = normalize(text);
                reasons.push(format!(
                    "not played yet (an ability used out of play, not once a turn putting its \
                     card onto the Bench first): {text}"
                ));
                None
            }
        };
    }
    let name = name.to_string();
    let (conditions, rest) = usable_apart(effects);
    let unread = reasons.iter().any(|r| r.starts_with(NOT_READ));
    let mut not_played = |what: &str| {
        reasons.push(format!("not played yet ({what}): {}", normalize(text)));
        None
    };
    // The sentences after the first go on with what it does ("Then, shuffle your deck.").
    let with_rest = |then: &[Effect], after: &[Effect]| {
        let mut body = then.to_vec();
        go_on(&mut body, after.to_vec());
        let mut all = conditions.clone();
        all.extend(body);
        Program::of(&all)
    };
    match rest.as_slice() {
        [Effect::Usage(Usage::OncePerTurn(then)), after @ ..] => {
            let (after, one_at_a_time) = one_at_a_time(after);
            let then = tested_use(then);
            match with_rest(&hand_card_as_cost(&then, after), after) {
                Ok(program) => Some(AbilityDef::OncePerTurn {
                    name,
                    program,
                    one_at_a_time,
                }),
                Err(NotPlayed(what)) => not_played(&what.join(", ")),
            }
        }
        // "You must discard a card from your hand in order to use this Ability. Once during
        // your turn, you may draw 2 cards.": the cost paid is agreeing to the rest.
        [
            Effect::Control(Control::Cost(cost)),
            Effect::Usage(Usage::OncePerTurn(then)),
            after @ ..,
        ] => {
            let (after, one_at_a_time) = one_at_a_time(after);
            let mut paid = vec![Effect::Control(Control::Cost(cost.clone()))];
            paid.extend(agreed(then).iter().cloned());
            match with_rest(&paid, after) {
                Ok(program) => Some(AbilityDef::OncePerTurn {
                    name,
                    program,
                    one_at_a_time,
                }),
                Err(NotPlayed(what)) => not_played(&what.join(", ")),
            }
        }
        [
            Effect::Passive(Passive::When {
                trigger: Trigger::AsOftenAsYouLike,
                then,
            }),
            after @ ..,
        ] if after.contains(&VSTAR_POWER) => {
            // A VSTAR Power, used at most once: no bound on repeated uses is needed. Its
            // reminder closes the text, so it is taken off what the text goes on to do.
            let after: Vec<Effect> = after
                .iter()
                .filter(|e| **e != VSTAR_POWER)
                .cloned()
                .collect();
            match with_rest(then, &after) {
                Ok(program) => Some(AbilityDef::OncePerTurn {
                    name,
                    program: Program {
                        vstar: true,
                        ..program
                    },
                    one_at_a_time: false,
                }),
                Err(NotPlayed(what)) => not_played(&what.join(", ")),
            }
        }
        [
            Effect::Passive(Passive::When {
                trigger: Trigger::AsOftenAsYouLike,
                then,
            }),
            after @ ..,
        ] => {
            // What a use does: the lead's own steps, and the sentences after "you may use this
            // Ability." (Mega Venusaur ex: "… Move a Basic Grass Energy from 1 of your Pokémon
            // to another of your Pokémon.").
            let used: Vec<Effect> = then.iter().chain(after).cloned().collect();
            match (support::as_often_as_you_like(&used), with_rest(then, after)) {
                (Some(what), _) => not_played(what),
                (None, Ok(program)) => Some(AbilityDef::AsOftenAsYouLike { name, program }),
                (None, Err(NotPlayed(what))) => not_played(&what.join(", ")),
            }
        }
        [Effect::Passive(Passive::When { trigger, then }), after @ ..] => {
            let (after, one_at_a_time) = one_at_a_time(after);
            match with_rest(then, after) {
                Ok(program) => Some(AbilityDef::When {
                    name,
                    trigger: *trigger,
                    program,
                    one_at_a_time,
                }),
                Err(NotPlayed(what)) => not_played(&what.join(", ")),
            }
        }
        [Effect::Passive(Passive::UsesAttacksOf(of))] => Some(AbilityDef::UsesAttacksOf {
            name,
            of: of.clone(),
            unless: conditions
                .iter()
                .filter_map(|c| match c {
                    Effect::Usage(Usage::UnusableIf(c)) => Some(*c),
                    _ => None,
                })
                .collect(),
        }),
        [Effect::Passive(Passive::IntoPlayOnly(how))] if conditions.is_empty() => {
            Some(AbilityDef::IntoPlayOnly { name, how: *how })
        }
        [
            Effect::Usage(Usage::PlaceAtSetUp {
                going_second,
                bench,
            }),
        ] if conditions.is_empty() => Some(AbilityDef::SetUp {
            name,
            going_second: *going_second,
            bench: *bench,
        }),
        [one, tail @ ..]
            if matches!(tail, [] | [Effect::Passive(Passive::OneAtATime)])
                && let Some((lasting, tests)) = passive_of(one)
                && let Some(tests) = with_usable_tests(tests, &conditions) =>
        {
            let not = support::passive(&lasting, Bearer::Ability)
                .or_else(|| tests.iter().find_map(|&c| support::passive_condition(c)));
            match not {
                None => Some(AbilityDef::Passive {
                    name,
                    lasting,
                    conditions: tests,
                    one_at_a_time: !tail.is_empty(),
                }),
                Some(what) => not_played(what),
            }
        }
        _ if unread => None,
        _ => not_played("an ability of this kind"),
    }
}

/// An ability's conditions of use ("This Ability can't be used if …") apart from the rest.
fn usable_apart(effects: &[Effect]) -> (Vec<Effect>, Vec<Effect>) {
    effects.iter().cloned().partition(|e| {
        matches!(
            e,
            Effect::Usage(Usage::UnusableIf(_)) | Effect::Usage(Usage::UsableOnlyIf(_))
        )
    })
}

/// Where an ability used out of play is used from ([`Usage::UsedFrom`]), if it is one.
fn used_from(effects: &[Effect]) -> Option<Source> {
    effects.iter().find_map(|e| match e {
        Effect::Usage(Usage::UsedFrom(from)) => Some(*from),
        _ => None,
    })
}

/// The one way a card with these abilities comes into play, when its text allows no other.
pub(super) fn into_play_only(abilities: &[AbilityDef]) -> Option<IntoPlay> {
    abilities.iter().find_map(|a| match a {
        AbilityDef::IntoPlayOnly { how, .. } => Some(*how),
        _ => None,
    })
}

/// The sentences after an ability's first without a last "You can't use more than 1 … Poké-Body
/// …", and whether there was one.
fn one_at_a_time(after: &[Effect]) -> (&[Effect], bool) {
    match after {
        [before @ .., Effect::Passive(Passive::OneAtATime)] => (before, true),
        _ => (after, false),
    }
}

/// A triggered text's body goes on with the sentences after it; a "you may" covers them too
/// (declining does none of them), and so does the test of an "If <test>, …" that is all the
/// body ("At any time between turns, if …, remove 2 damage counters from it. Then, discard this
/// card.": discarded only when it did so).
pub(super) fn go_on(body: &mut Vec<Effect>, after: Vec<Effect>) {
    match body.as_mut_slice() {
        [Effect::Control(Control::May { then: inner, .. })] => inner.extend(after),
        [
            Effect::Control(Control::If {
                then, otherwise, ..
            }),
        ] if otherwise.is_empty() => then.extend(after),
        _ => body.extend(after),
    }
}

/// An ability's steps once its player agreed to use it: a lone "you may" is the using.
fn agreed(then: &[Effect]) -> &[Effect] {
    match then {
        [Effect::Control(Control::May { then: inner, .. })] => inner.as_slice(),
        steps => steps,
    }
}

/// "If you have Solrock in play, you may discard a Basic Fighting Energy card from your hand in
/// order to use this Ability.": the ability is usable only while the test holds, its cost paid
/// first. "Once during your turn, if any of your Pokémon were Knocked Out during your
/// opponent's last turn, you may draw 3 cards.": usable only while the test holds too (TCG-15:
/// an ability that would do nothing is not used). "Once during your turn, you may discard a
/// Basic Fire Energy card from your hand in order to use this Ability.": the "may" is the
/// using, the cost paid first. Any other steps as they are.
fn tested_use(then: &[Effect]) -> Vec<Effect> {
    match then {
        [
            Effect::Control(Control::If {
                condition,
                then: inner,
                otherwise,
            }),
        ] if otherwise.is_empty() => {
            let mut usable = vec![Effect::Usage(Usage::UsableOnlyIf(*condition))];
            match agreed(inner) {
                cost @ [Effect::Control(Control::Cost(_))] => usable.extend(cost.iter().cloned()),
                _ => usable.extend(inner.iter().cloned()),
            }
            usable
        }
        steps => match agreed(steps) {
            cost @ [Effect::Control(Control::Cost(_))] => cost.to_vec(),
            _ => steps.to_vec(),
        },
    }
}

/// "You may discard 1 Energy card from your hand. Then draw …", "You may put a card from your
/// hand back on your deck. If you do, …": an ability whose first step gives a card from the
/// hand, with more after it, gives it for what follows. It is a cost (TCG-15), so the ability
/// is not offered without such a card; using it is agreeing to it, so no "may" is asked.
fn hand_card_as_cost(then: &[Effect], after: &[Effect]) -> Vec<Effect> {
    match agreed(then) {
        [
            given @ (Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                ..
            })
            | Effect::Op(Operation::HandToDeck {
                whose: Role::Acting,
                ..
            })),
            rest @ ..,
        ] if !(rest.is_empty() && after.is_empty()) => {
            let mut paid = vec![Effect::Control(Control::Cost(vec![given.clone()]))];
            paid.extend(rest.iter().cloned());
            paid
        }
        _ => then.to_vec(),
    }
}
