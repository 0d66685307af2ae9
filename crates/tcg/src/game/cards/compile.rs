//! Printed cards compiled into the engine's cards (`card.rs`): texts parsed into effects and
//! effects into programs. A card with any text the grammar does not read, or the engine does
//! not play yet, is not playable, with those texts named (TCG-15).

use std::collections::HashMap;

use altplay_cards::printed::{CardKind, Energy, PrintedCard, RuleBox, TrainerKind};
use serde::Serialize;

use super::abilities::{ability, go_on, into_play_only, lent_abilities, printed_abilities};
use super::fossil;
use super::passive::{passive_of, passives_of, provided_if};
use super::reasons::{NOT_READ, note, program};
use super::support::{self, Bearer};
use crate::coverage::reminders::rule_reminder;
use crate::effect::{
    CardTag, Control, Effect, Lasting, Operation, Passive, Pokemon, Provided, Trigger, Turn, Types,
    Usage,
};
use crate::game::model::card::{
    AbilityDef, AttackDef, CardDef, CardTable, Conditions, DefKind, EnergyDef, Kinds, PokemonDef,
    TrainerDef,
};
use crate::game::model::energy::Cost;
use crate::game::model::ids::NameId;
use crate::game::model::program::Program;
use crate::text::{normalize, parse_attack, parse_card};

/// A card the engine cannot play, and why: each text not read, or read but not played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NotPlayable {
    pub id: String,
    pub name: String,
    pub reasons: Vec<String>,
}

/// Compiles distinct printed cards into a table, or lists every card it cannot play.
pub fn compile(printed: &[&PrintedCard]) -> Result<CardTable, Vec<NotPlayable>> {
    let mut names: HashMap<&str, NameId> = HashMap::new();
    for card in printed {
        let next = NameId(names.len() as u16);
        names.entry(card.name.as_str()).or_insert(next);
    }
    // The names cards evolve from, after the cards' own (whose ids stay as they were): a card
    // may evolve onto a Pokémon of another name (Eevee ex), whatever the table holds.
    for card in printed {
        if let CardKind::Pokemon(p) = &card.kind
            && let Some(from) = p.evolves_from.as_deref()
        {
            let next = NameId(names.len() as u16);
            names.entry(from).or_insert(next);
        }
    }
    let mut cards = Vec::with_capacity(printed.len());
    let mut refused = Vec::new();
    for card in printed {
        let mut reasons = Vec::new();
        let kind = kind(card, &names, &mut reasons);
        if reasons.is_empty() {
            cards.push(CardDef {
                printed_id: card.id.clone(),
                name: card.name.clone(),
                name_id: names[card.name.as_str()],
                kind: kind.expect("no reasons, so compiled"),
                team_plasma: card.has_subtype("Team Plasma"),
                prism_star: card.has_subtype("Prism Star"),
                ace_spec: card.has_subtype("ACE SPEC"),
                tag: [CardTag::Ancient, CardTag::Future]
                    .into_iter()
                    .find(|tag| card.has_subtype(tag.subtype())),
            });
        } else {
            refused.push(NotPlayable {
                id: card.id.clone(),
                name: card.name.clone(),
                reasons,
            });
        }
    }
    if refused.is_empty() {
        let passives_on_others = cards.iter().any(CardDef::has_passive_on_others);
        let energy_passives = cards
            .iter()
            .any(|c| c.energy().is_some_and(|e| !e.passive.is_empty()));
        let watched = cards.iter().fold(0, |all, card| all | card.watched());
        let play_locks = cards.iter().any(CardDef::locks_plays);
        let ability_locks = cards.iter().any(CardDef::locks_abilities);
        let side_lastings = cards.iter().any(CardDef::lasts_on_side);
        let pile_abilities = cards.iter().any(|c| {
            c.pokemon().is_some_and(|p| {
                p.abilities
                    .iter()
                    .any(|a| matches!(a, AbilityDef::UsedFrom { .. }))
            }) || c.trainer().is_some_and(|t| t.from_pile.is_some())
        });
        let types_changed =
            (cards.iter()).any(|c| c.has_passive_ability(|l| matches!(l, Lasting::IsTypes { .. })));
        let tools_discarded_down = (cards.iter()).any(|c| {
            c.has_passive_ability(|l| {
                matches!(
                    l,
                    Lasting::ToolsAllowed {
                        discards_down: true,
                        ..
                    }
                )
            })
        });
        let kept_from_hand = (cards.iter())
            .any(|c| c.has_passive_ability(|l| matches!(l, Lasting::InPlayNotToHand(_))));
        let prizes_to_lost_zone = (cards.iter())
            .any(|c| c.has_passive_ability(|l| matches!(l, Lasting::PrizesToLostZone(_))));
        let lends_attacks_in_play = cards.iter().any(CardDef::lends_attacks_in_play);
        let energy_provided_changed = cards.iter().any(CardDef::changes_energy_provided);
        let bench_limits_by_abilities = (cards.iter())
            .any(|c| c.has_passive_ability(|l| matches!(l, Lasting::BenchLimit { .. })));
        let discarded_at_end = cards
            .iter()
            .any(|c| c.trainer().is_some_and(|t| t.discarded_at_end_of.is_some()));
        let energy_triggers = cards
            .iter()
            .any(|c| c.energy().is_some_and(|e| !e.triggers.is_empty()));
        let tool_passives_on_others = cards.iter().any(CardDef::tool_on_others);
        let flips_tails = cards.iter().any(CardDef::forces_tails);
        let evolves_as = (cards.iter())
            .any(|c| c.has_passive_ability(|l| matches!(l, Lasting::EvolvesAs { .. })));
        let mut by_id = vec![String::new(); names.len()];
        for (name, id) in &names {
            by_id[usize::from(id.0)] = (*name).to_string();
        }
        let special_energy_off = cards.iter().any(|c| {
            c.trainer().is_some_and(|t| {
                (t.passive.iter()).any(|(l, _)| matches!(l, Lasting::SpecialEnergyHasNoEffect(_)))
            })
        });
        let decks_kept = cards.iter().any(|c| {
            c.trainer().is_some_and(|t| {
                (t.passive.iter()).any(|(l, _)| matches!(l, Lasting::DeckNotDiscarded(_)))
            })
        });
        let backs_after_attack =
            (cards.iter()).any(|c| c.energy().is_some_and(|e| e.back_after_attack));
        let energy_only_on =
            (cards.iter()).any(|c| c.energy().is_some_and(|e| e.only_on.is_some()));
        let bench_attacks = (cards.iter())
            .any(|c| (c.pokemon()).is_some_and(|p| p.attacks.iter().any(|a| a.program.from_bench)));
        Ok(CardTable {
            cards,
            decklists: Vec::new(),
            passives_on_others,
            energy_passives,
            watched,
            play_locks,
            lends_attacks_in_play,
            discarded_at_end,
            energy_triggers,
            ability_locks,
            side_lastings,
            pile_abilities,
            types_changed,
            prizes_to_lost_zone,
            energy_provided_changed,
            tool_passives_on_others,
            flips_tails,
            special_energy_off,
            bench_limits_by_abilities,
            evolves_as,
            names: by_id,
            decks_kept,
            backs_after_attack,
            energy_only_on,
            kept_from_hand,
            tools_discarded_down,
            bench_attacks,
        })
    } else {
        Err(refused)
    }
}

/// Why the engine refuses `card` beyond the texts the grammar does not read (those the coverage
/// report lists itself): effects read but not played yet, a kind of card not played.
pub fn engine_refusals(card: &PrintedCard) -> Vec<String> {
    match compile(&[card]) {
        Ok(_) => Vec::new(),
        Err(refused) => refused
            .into_iter()
            .flat_map(|c| c.reasons)
            .filter(|r| !r.starts_with(NOT_READ))
            .collect(),
    }
}

fn kind(
    card: &PrintedCard,
    names: &HashMap<&str, NameId>,
    reasons: &mut Vec<String>,
) -> Option<DefKind> {
    let name = card.name.as_str();
    let mut rules_effects = Vec::new();
    for line in &card.rules {
        if rule_reminder(&normalize(line)).is_some() {
            continue;
        }
        let effects = note(reasons, parse_card(name, line));
        rules_effects.extend(effects);
    }
    match &card.kind {
        CardKind::Pokemon(p) => {
            if !rules_effects.is_empty() {
                reasons.push("rules text with effects on a Pokémon".to_string());
            }
            let mut gained = Vec::new();
            let attacks = printed_attacks(name, &p.attacks, parse_attack, &mut gained, reasons);
            let mut abilities = printed_abilities(name, &p.abilities, reasons);
            let gained_count = gained.len() as u8;
            abilities.extend(gained);
            let into_play = into_play_only(&abilities);
            let modifier = |list: &[altplay_cards::printed::TypeModifier],
                            reasons: &mut Vec<String>| {
                list.first().and_then(|m| match m.parsed_value() {
                    Ok(v) => Some((m.energy, v)),
                    Err(e) => {
                        reasons.push(e.to_string());
                        None
                    }
                })
            };
            let has = |b: RuleBox| p.rule_boxes.contains(&b);
            Some(DefKind::Pokemon(PokemonDef {
                stage: p.stage,
                hp: p.hp,
                types: p.types.clone(),
                type_set: Types::of_all(&p.types),
                evolves_from: p
                    .evolves_from
                    .as_deref()
                    .and_then(|n| names.get(n).copied()),
                evolution: p.evolves_from.is_some() || !p.stage.is_basic(),
                attacks,
                abilities,
                weakness: modifier(&p.weaknesses, reasons),
                resistance: modifier(&p.resistances, reasons),
                retreat: p.retreat_cost,
                prizes: p.prize_value,
                trainer_card: false,
                into_play,
                gained: gained_count,
                kinds: Kinds {
                    ex: has(RuleBox::Ex) || has(RuleBox::LowerEx),
                    gx: has(RuleBox::Gx),
                    v: has(RuleBox::V) || has(RuleBox::Vmax) || has(RuleBox::Vstar),
                    vmax: has(RuleBox::Vmax),
                    ultra_beast: card.has_subtype("Ultra Beast"),
                    sp: card.has_subtype("SP"),
                    lv_x: card.has_subtype("Level-Up"),
                    baby: card.has_subtype("Baby"),
                    delta: card.name.contains('δ'),
                    tera: card.has_subtype("Tera"),
                    rule_box: !p.rule_boxes.is_empty(),
                    ancient: card.has_subtype("Ancient"),
                    future: card.has_subtype("Future"),
                    mega: has(RuleBox::Mega),
                    vstar: has(RuleBox::Vstar),
                    from_fossil: p
                        .evolves_from
                        .as_deref()
                        .is_some_and(|n| n.contains("Fossil")),
                    strike: ["Single Strike", "Rapid Strike", "Fusion Strike"]
                        .iter()
                        .any(|s| card.has_subtype(s)),
                },
            }))
        }
        CardKind::Trainer(t) => {
            if rules_effects
                .iter()
                .any(|e| matches!(e, Effect::Passive(Passive::PlayAsBasic { .. })))
            {
                return fossil::as_pokemon(card, t, rules_effects, reasons);
            }
            let lends = rules_effects.iter().any(|e| {
                matches!(
                    e,
                    Effect::Passive(Passive::HolderUsesItsAttacks)
                        | Effect::Passive(Passive::Always(Lasting::UsesStadiumAttacks(_)))
                )
            });
            let lent_to = rules_effects.iter().find_map(|e| match e {
                Effect::Passive(Passive::HolderUsesItsAbilities(kind)) => Some(*kind),
                _ => None,
            });
            // A Seal Stone's VSTAR Power is an ability or an attack, lent alike.
            let lends_attacks = lends || lent_to.is_some();
            if (!t.abilities.is_empty() && lent_to.is_none())
                || (!t.attacks.is_empty() && !lends_attacks)
            {
                reasons.push("a Trainer played as a Pokémon".to_string());
            }
            // A Trainer printed before Trainers had kinds plays as an Item (TCG-1: every card
            // under the current rules), and so does a Rocket's Secret Machine, which has no
            // rule of its own but its text, and a Technical Machine its text attaches.
            let kind = match &t.kind {
                None | Some(TrainerKind::RocketsSecretMachine) => TrainerKind::Item,
                Some(TrainerKind::TechnicalMachine) if lends => TrainerKind::Item,
                Some(
                    k @ (TrainerKind::Item
                    | TrainerKind::Supporter
                    | TrainerKind::Stadium
                    | TrainerKind::PokemonTool),
                ) => k.clone(),
                other => {
                    reasons.push(format!("a Trainer of kind {other:?}"));
                    TrainerKind::Item
                }
            };
            let text = card.rules.join(" ");
            let mut passive = Vec::new();
            let mut triggers = Vec::new();
            let mut action = None;
            let mut action_often = false;
            let mut effects = Vec::new();
            let mut discarded_at_end_of = None;
            let mut stays_in_discard_pile = false;
            let mut from_pile = None;
            let tool = kind == TrainerKind::PokemonTool;
            for e in rules_effects {
                match e {
                    Effect::Passive(Passive::StaysInDiscardPile) => stays_in_discard_pile = true,
                    Effect::Usage(Usage::AlsoFrom { from, then }) => {
                        let then = program(reasons, &text, Program::of(&then));
                        from_pile = Some(Box::new((from, then)));
                    }
                    Effect::Passive(Passive::Always(l)) => passive.push((l, Conditions::new())),
                    // A Tool's passive effects under a test on its holder ("If this card is
                    // attached to a Darkness Pokémon, …", "If the Pokémon this card is
                    // attached to is a Basic Pokémon, … and …"); a Stadium's hold under none.
                    e if tool && let Some(found) = passives_of(&e) => passive.extend(found),
                    Effect::Op(Operation::DiscardThisCardAtEndOf(turn)) => {
                        discarded_at_end_of = Some(turn)
                    }
                    Effect::Passive(Passive::HolderUsesItsAttacks)
                    | Effect::Passive(Passive::HolderUsesItsAbilities(_)) => {}
                    // A Tool's own rule: the Tool action attaches it.
                    Effect::Op(Operation::AttachThisCard(_))
                        if kind == TrainerKind::PokemonTool => {}
                    Effect::Passive(Passive::When {
                        trigger: Trigger::AsOftenAsYouLike,
                        then,
                    }) if kind == TrainerKind::Stadium => {
                        if let Some(what) = support::as_often_as_you_like(&then) {
                            reasons.push(format!("not played yet ({what}): {text}"));
                        }
                        action = Some(program(reasons, &text, Program::of(&then)));
                        action_often = true;
                    }
                    Effect::Passive(Passive::When { trigger, then }) => {
                        triggers.push((trigger, then))
                    }
                    // "If the Pokémon this card is attached to is your Active Pokémon at the
                    // end of your turn": when the trigger before does nothing.
                    Effect::Usage(Usage::UnusableIf(c)) if !triggers.is_empty() => {
                        let (_, then) = triggers.last_mut().expect("one");
                        then.insert(0, Effect::Usage(Usage::UnusableIf(c)));
                    }
                    Effect::Usage(Usage::OncePerTurn(then)) if kind == TrainerKind::Stadium => {
                        action = Some(program(reasons, &text, Program::of(&then)));
                    }
                    // The sentences after a trigger go on with what it does ("Then, discard
                    // this card.").
                    other => match triggers.last_mut() {
                        Some((_, then)) => go_on(then, vec![other]),
                        None => effects.push(other),
                    },
                }
            }
            let triggers: Vec<(Trigger, Program)> = triggers
                .into_iter()
                .map(|(trigger, then)| (trigger, program(reasons, &text, Program::of(&then))))
                .collect();
            // An Item its own text attaches (PlusPower) is, while attached, like a Tool.
            let attached = effects
                .iter()
                .any(|e| matches!(e, Effect::Op(Operation::AttachThisCard(_))));
            let bearer = match kind {
                TrainerKind::PokemonTool => Some(Bearer::Tool),
                TrainerKind::Stadium => Some(Bearer::Stadium),
                _ if attached => Some(Bearer::Attached),
                _ => None,
            };
            for (l, conditions) in &passive {
                let not = |b| {
                    support::passive(l, b).or_else(|| {
                        conditions
                            .iter()
                            .find_map(|&c| support::passive_condition(c))
                    })
                };
                match bearer.map(not) {
                    Some(None) => {}
                    Some(Some(what)) => reasons.push(format!("not played yet ({what}): {text}")),
                    None => reasons.push(format!(
                        "not played yet (a passive effect of an Item): {text}"
                    )),
                }
            }
            if lends && !attached && !tool && kind != TrainerKind::Stadium {
                reasons.push(format!(
                    "not played yet (a card that lends its attacks but is not attached): {text}"
                ));
            }
            if discarded_at_end_of.is_some() && !attached && !tool {
                reasons.push(format!(
                    "not played yet (a card discarded at the end of a turn it is not attached \
                     for): {text}"
                ));
            }
            // A Stadium's triggers on every player's Pokémon benched (from the hand or during
            // their turn) or evolved from the hand, or given an Energy card from the hand (each
            // set off on that Pokémon alone).
            let on_everyone = |(t, _): &(Trigger, Program)| {
                matches!(
                    t,
                    Trigger::PlayedToBench
                        | Trigger::BenchedInTurn
                        | Trigger::EvolvedFromHand
                        | Trigger::EnergyAttachedFromHand(_)
                )
            };
            let stadium = kind == TrainerKind::Stadium && triggers.iter().all(on_everyone);
            if !tool && !stadium && !triggers.is_empty() {
                reasons.push(format!(
                    "not played yet (a Stadium's or Item's trigger): {text}"
                ));
            }
            if matches!(kind, TrainerKind::Stadium | TrainerKind::PokemonTool)
                && !effects.is_empty()
            {
                reasons.push(format!(
                    "not played yet (a Stadium's or Tool's effects): {text}"
                ));
            }
            let abilities = match lent_to {
                Some(_) => lent_abilities(name, &t.abilities, tool, reasons),
                None => Vec::new(),
            };
            Some(DefKind::Trainer(TrainerDef {
                kind,
                program: program(reasons, &text, Program::of(&effects)),
                passive,
                triggers,
                discarded_at_end_of,
                action,
                action_often,
                attacks: if lends_attacks {
                    let mut gained = Vec::new();
                    let lent = printed_attacks(name, &t.attacks, LENT_ATTACK, &mut gained, reasons);
                    if !gained.is_empty() {
                        reasons.push("not played yet (an Ability given by a lent attack)".into());
                    }
                    lent
                } else {
                    Vec::new()
                },
                abilities,
                abilities_for: lent_to.flatten(),
                stays_in_discard_pile,
                from_pile,
            }))
        }
        CardKind::Energy(Energy::Basic(t)) => Some(DefKind::Energy(EnergyDef {
            basic: true,
            provides: Provided::Type(*t),
            units: 1,
            on_attach: None,
            passive: Vec::new(),
            triggers: Vec::new(),
            instead: Vec::new(),
            once_on_each_pokemon: false,
            back_after_attack: false,
            only_on: None,
        })),
        CardKind::Energy(Energy::Special { .. }) => {
            let text = card.rules.join(" ");
            let mut provides = None;
            // The texts set off (`None` when attached from the hand), each with the sentences
            // after it that go on with it ("Then, shuffle your deck.").
            let mut set_off: Vec<(Option<Trigger>, Vec<Effect>)> = Vec::new();
            let mut passive = Vec::new();
            let mut instead = Vec::new();
            let mut once_on_each_pokemon = false;
            let mut back_after_attack = false;
            let mut only_on = None;
            for e in &rules_effects {
                if let Some((tests, energy, count)) = provided_if(e) {
                    instead.push((tests, energy, count));
                    continue;
                }
                if let Some((lasting, tests)) = passive_of(e) {
                    let not = support::passive(&lasting, Bearer::Energy)
                        .or_else(|| tests.iter().find_map(|&c| support::passive_condition(c)));
                    if let Some(what) = not {
                        reasons.push(format!("not played yet ({what}): {text}"));
                    }
                    passive.push((lasting, tests));
                    continue;
                }
                match e {
                    Effect::Passive(Passive::Provides { energy, count }) => {
                        provides = Some((*energy, *count))
                    }
                    Effect::Passive(Passive::OnceOnEachPokemon) => once_on_each_pokemon = true,
                    Effect::Passive(Passive::BackAfterHoldersAttack) => back_after_attack = true,
                    Effect::Passive(Passive::AttachedOnlyTo(filter)) => only_on = Some(*filter),
                    Effect::Passive(Passive::When {
                        trigger: Trigger::AttachedFromHand,
                        then,
                    }) => set_off.push((None, then.clone())),
                    // On its holder, as a Tool's: "If the Pokémon this card is attached to is
                    // Knocked Out …".
                    Effect::Passive(Passive::When { trigger, then }) if on_holder(*trigger) => {
                        set_off.push((Some(*trigger), then.clone()))
                    }
                    // The Energy's own rule: the attach action attaches it.
                    Effect::Op(Operation::AttachThisCard(_)) => {}
                    Effect::Op(_) | Effect::Control(_) if !set_off.is_empty() => {
                        let (_, then) = set_off.last_mut().expect("one");
                        go_on(then, vec![e.clone()]);
                    }
                    _ => reasons.push(format!(
                        "not played yet (a Special Energy's effects): {text}"
                    )),
                }
            }
            let mut on_attach = None;
            let mut triggers = Vec::new();
            for (trigger, then) in set_off {
                let then = program(reasons, &text, Program::of(&then));
                match trigger {
                    None => on_attach = Some(then),
                    Some(trigger) => triggers.push((trigger, then)),
                }
            }
            let Some((provides, units)) = provides else {
                reasons.push("a Special Energy that does not say what it provides".to_string());
                return None;
            };
            Some(DefKind::Energy(EnergyDef {
                basic: false,
                provides,
                units,
                on_attach,
                passive,
                triggers,
                instead,
                once_on_each_pokemon,
                back_after_attack,
                only_on,
            }))
        }
    }
}

/// How an attack's text is read, given the card's name and the attack's.
type AttackReader = fn(&str, &str, &str) -> Result<Vec<Effect>, crate::text::Unmodelled>;

/// A Technical Machine's attack reads the card's name as "this card" (the Pokémon it is
/// attached to uses it), as its rules do.
const LENT_ATTACK: AttackReader = |card, _attack, text| parse_card(card, text);

/// A card's printed attacks (a Pokémon's through `parse_attack`, a Technical Machine's through
/// [`LENT_ATTACK`]); those not played are noted. The Abilities an attack gives its Pokémon
/// ("it gains an Ability that has the effect …") go to `gained`, named as the attack, the
/// attack holding the lasting effect that gives them.
fn printed_attacks(
    name: &str,
    printed: &[altplay_cards::printed::Attack],
    read: AttackReader,
    gained: &mut Vec<AbilityDef>,
    reasons: &mut Vec<String>,
) -> Vec<AttackDef> {
    printed
        .iter()
        .map(|a| {
            let effects = note(reasons, read(name, &a.name, &a.text));
            let effects: Vec<Effect> = (effects.into_iter())
                .map(|e| match e {
                    Effect::Control(Control::GainsAbility(given)) => {
                        gained.extend(ability(&a.name, &a.text, &given, reasons));
                        Effect::Op(Operation::During {
                            turn: Turn::WhileInPlay,
                            what: Lasting::HasGainedAbility(Pokemon::This),
                        })
                    }
                    e => e,
                })
                .collect();
            let damage = a.printed_damage().map(|d| d.base).unwrap_or_else(|e| {
                reasons.push(e.to_string());
                0
            });
            AttackDef {
                name: a.name.clone(),
                cost: Cost::of(&a.cost),
                damage,
                damage_printed: a.damage.clone(),
                program: program(reasons, &a.text, Program::of_attack(&effects)),
                usable_first_turn: false,
                gx: a.name.ends_with("GX"),
            }
        })
        .collect()
}

/// The triggers a Special Energy's text is set off by, as a Tool's are: what happens to the
/// Pokémon it is attached to (evolving it from the hand too), and the end of its owner's turn.
fn on_holder(trigger: Trigger) -> bool {
    matches!(
        trigger,
        Trigger::KnockedOut(Pokemon::Holder)
            | Trigger::DamagedWhileActive(Pokemon::Holder)
            | Trigger::DamagedByAttack(Pokemon::Holder)
            | Trigger::EndOfYourTurn
            | Trigger::EvolvedFromHand
    )
}
