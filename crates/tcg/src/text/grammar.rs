//! The sentence grammar. A sentence is a reminder of a rule, or optional lead-ins ("If heads,",
//! "If <condition>,", "You may", "Then,") around one clause of a family; each family lives in
//! its own file and reads its clauses with their wording variants.
//!
//! ```text
//! sentence  := reminder | kind-rule | provides | energy-provided | pair | instead | unplayable | trainer-limit
//!            | berry | only-if | cost-while-damaged | copy | set-up | options
//!            | stacking | fossil | lends | any-machine | stadium | borrowed | each-player
//!            | lead-in* clauses ["; if tails, " clauses] | named-pick
//! copy      := "if your opponent's pokémon used an attack" ["that isn't a gx attack"] "during
//!              their last turn, use it as this attack"
//! set-up    := ["if you go second, and"] "if this pokémon is in your hand when you are setting up
//!              to play, you may put it face down" ("as your active pokémon" ["or on your bench"]
//!              | "in the active spot")
//! lead-in   := "if" ["you use this attack when"] (test | denied-test) "," | "you may" | "then[,]"
//!            | "before doing damage,"
//!            | "after doing damage," | "after your attack," | "either way," | "for each" count ","
//!            | "if you use this ability,"
//!            | ["once during your turn [(before your attack)],"] trigger "," | "once during your turn [(before your attack)],"
//!            | "once during your first turn,"
//!            | "as long as" test "," [clauses "between turns"]
//! clauses   := ["you must"] clause (("and" | ", then" | ", and" | "then" | ",") clause)*
//!              ["in order to use this attack" | "… ability" | "… power" | "in order to" clauses
//!              | "or this attack does nothing" (after one discard)]
//! clause    := status | lasting | damage | counters (and heal) | coins | energy | cards | look
//!            | switch | ignore | choose | lost-zone | discard-benched | attached | one-or-both
//! one-or-both := ("attach" energy "," energy ", or 1 of each" source "to" pokémon
//!              | "search your deck for" cards "," cards ", or 1 of each" destination)
//! provides  := ["while in play," | ("as long as" | "while") "this card is attached to a pokémon,"]
//!              ["this card" | "it"] "provides" (symbols "energy"
//!              | "every type of energy" [","] "but provides only" N "energy at a time")
//! energy-provided := "each" energy "attached to" ["all of"] group "provides" symbols "energy"
//! only-if   := ("you can" | "you may") ("play this card" | "use this card" | "use this attack")
//!              "only if" test
//! options   := "choose" N ["or both" | "or" N] ":" ("•" lead-in* clauses ".")+
//! stacking  := "you can't apply more than 1" name "ability at a time"
//! each-player := "once during each player's turn, that player may" lead-in* clauses
//!              (with "their" read as "your")
//! named-pick := sentence with "1 of" group "with" word "in its name" (picked first, then the
//!              sentence with "that pokémon" in its place)
//! ```

mod abilities_kept;
mod amount;
mod attached;
mod bench_limit;
mod berry;
mod borrowed;
mod card_filter;
mod cards;
mod checkup;
mod coins;
mod condition;
mod copy;
mod counters;
mod counters_moved;
mod damage;
mod discard_benched;
mod drew;
mod each_player;
mod energy;
mod energy_provided;
mod fossil;
mod gains_ability;
mod holder_list;
mod ignore;
mod includes_new;
mod instead;
mod kind_bound;
mod kind_rule;
mod lasting;
mod look;
mod lost_zone;
mod machine;
mod named_pick;
mod one_or_both;
mod options;
mod passives;
mod per_heads;
mod pokemon;
mod pokemon_cards;
mod prizes;
mod proper_name;
mod provides;
mod reminder;
mod searches;
mod set_up;
mod stacking;
mod status;
mod switch;
mod tally;
mod them;
mod trainer_limits;
mod trigger;

#[cfg(test)]
mod tests;

use super::input::Input;
use crate::effect::{
    Amount, Condition, Control, Effect, Lasting, Operation, Passive, Pokemon, Role, Trigger, Usage,
};

/// Reads one lower-cased sentence (or two joined, for the meanings that span them) to its end.
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    let input = Input::new(text);
    input
        .whole(reminder::sentence)
        .or_else(|| input.whole(kind_rule::sentence))
        .or_else(|| input.whole(provides::sentence))
        .or_else(|| input.whole(energy_provided::sentence))
        .or_else(|| input.whole(pair))
        .or_else(|| input.whole(condition::unplayable))
        .or_else(|| input.whole(trainer_limits::sentence))
        .or_else(|| input.whole(berry::sentence))
        .or_else(|| input.whole(|i| trigger::attached_to_benched(i, led)))
        .or_else(|| input.whole(condition::only_if))
        .or_else(|| input.whole(condition::unless))
        .or_else(|| input.whole(condition::cost_while_damaged))
        .or_else(|| input.whole(copy::last_attack))
        .or_else(|| input.whole(set_up::sentence))
        .or_else(|| input.whole(|i| options::choose(i, led)))
        .or_else(|| input.whole(stacking::sentence))
        .or_else(|| input.whole(prizes::sentence))
        .or_else(|| input.whole(fossil::sentence))
        .or_else(|| input.whole(machine::lends))
        .or_else(|| input.whole(machine::lends_power))
        .or_else(|| input.whole(bench_limit::sentence))
        .or_else(|| input.whole(machine::any_machine))
        .or_else(|| input.whole(machine::stadium))
        .or_else(|| input.whole(borrowed::sentence))
        .or_else(|| each_player::sentence(text))
        .or_else(|| gains_ability::sentence(text))
        .or_else(|| kind_bound::sentence(text))
        .or_else(|| input.whole(led))
        .or_else(|| named_pick::sentence(text))
        .or_else(|| holder_list::sentence(text))
        .or_else(|| kind_bound::holder_of(text))
}

/// Meanings written over two sentences.
fn pair(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(lasting::pair)
        .or_else(|| i.attempt(lasting::survives))
        .or_else(|| i.attempt(lasting::survives_from_full_hp))
        .or_else(|| i.attempt(damage::if_not))
        .or_else(|| i.attempt(checkup::sleep_coins))
        .or_else(|| i.attempt(per_heads::reduced))
        .or_else(|| i.attempt(per_heads::prevented))
        .map(|found| vec![found])
        .or_else(|| i.attempt(instead::pair))
        .or_else(|| i.attempt(drew::pair))
        .or_else(|| i.attempt(includes_new::pair))
}

/// A clause with its lead-ins.
fn led(i: &mut Input) -> Option<Vec<Effect>> {
    // "If you use this Ability," leads what using it does anyway; the attack's other effects
    // follow its damage anyway (TCG-9), as "After doing damage," says.
    if i.tag("before doing damage,") {
        return Some(vec![Effect::Control(Control::BeforeDamage(led(i)?))]);
    }
    if i.any(&[
        "then,",
        "then",
        "after doing damage,",
        "after your attack,",
        // After a flip: whatever it showed.
        "either way,",
        "if you use this ability,",
        "if you use this power,",
    ]) {
        return led(i);
    }
    if i.tag("you may") {
        // "You may use this power." leaves what it does to the sentences after it.
        if i.any(&["use this power", "use this ability"]) {
            return Some(vec![Effect::may(Vec::new())]);
        }
        let then = led(i)?;
        // "You may draw up to 3 cards[, then your opponent may …]": each step asks already.
        let yours = matches!(
            then.first(),
            Some(Effect::Control(Control::May {
                chooser: Role::Acting,
                ..
            }))
        );
        if yours
            && then
                .iter()
                .all(|e| matches!(e, Effect::Control(Control::May { .. })))
        {
            return Some(then);
        }
        return Some(vec![Effect::may(then)]);
    }
    if let Some((trigger, unless)) = i.attempt(trigger::lead_in) {
        let when = Effect::Passive(Passive::When {
            trigger,
            then: led(i)?,
        });
        return Some(match unless {
            Some(condition) => vec![when, Effect::Usage(Usage::UnusableIf(condition))],
            None => vec![when],
        });
    }
    if let Some((trigger, test, holds)) = i.attempt(trigger::anyones) {
        let then = led(i)?;
        let Some(test) = test else {
            return Some(vec![Effect::Passive(Passive::When { trigger, then })]);
        };
        let (then, otherwise) = if holds {
            (then, Vec::new())
        } else {
            (Vec::new(), then)
        };
        return Some(vec![Effect::Passive(Passive::When {
            trigger,
            then: vec![Effect::Control(Control::If {
                condition: test,
                then,
                otherwise,
            })],
        })]);
    }
    // "Once during your first turn, …": once a turn, usable only on the first.
    if i.tag("once during your first turn,") {
        return Some(vec![
            Effect::Usage(Usage::UsableOnlyIf(Condition::FirstTurn)),
            Effect::Usage(Usage::OncePerTurn(led(i)?)),
        ]);
    }
    // "At any time during your turn (before your attack)": Tentacool's, which leaves play
    // when used, so it is used once.
    if i.any(&[
        "once during your turn",
        "once during each of your turns",
        "at any time during your turn",
    ]) {
        // Milotic's text leaves the comma out after the parenthesis.
        let before = i.tag("(before your attack)");
        (i.tag(",") || before).then_some(())?;
        let then = led(i)?;
        // "Once during your turn, if this Pokémon is on your Bench, when you attach an Energy
        // card from your hand to this Pokémon, …": once a turn as the attachment is, as
        // `trigger::lead_in` reads "Once during your turn, when you attach …".
        if let [
            Effect::Passive(Passive::When {
                trigger: Trigger::EnergyAttachedFromHand(_),
                ..
            }),
        ] = then.as_slice()
        {
            return Some(then);
        }
        return Some(vec![Effect::Usage(Usage::OncePerTurn(then))]);
    }
    if let Some(each) = i
        .attempt(cards::search::each_evolving)
        .or_else(|| i.attempt(cards::search::each_attached))
    {
        return Some(each);
    }
    if i.tag("for each") {
        let times = amount::count(i)?;
        i.tag(",").then_some(())?;
        return Some(vec![Effect::Control(Control::Repeat {
            times,
            then: led(i)?,
        })]);
    }
    // A passive ability holds only while its Pokémon is in play anyway.
    if i.tag("as long as this pokémon is in play,") {
        // "it is Grass and Fire type": "it" is this Pokémon.
        if let Some(types) = i.attempt(|i| {
            i.tag("it").then_some(())?;
            lasting::is_types(i)
        }) {
            let on = Pokemon::This;
            return Some(vec![Effect::Passive(Passive::Always(Lasting::IsTypes {
                on,
                types,
            }))]);
        }
        return led(i);
    }
    // "As along as" is a misprint the data keeps (Squirtle).
    if let Some(condition) = i.attempt(|i| {
        i.any(&["as long as", "as along as"]).then_some(())?;
        let condition = condition::board(i)?;
        i.tag(",").then_some(condition)
    }) {
        // "As long as this Pokémon is your Active Pokémon, whenever you attach an Energy card
        // from your hand to 1 of your Pokémon, …": done when set off while the test holds.
        if let Some((trigger, None)) = i.attempt(trigger::lead_in) {
            return Some(when_while(trigger, condition, led(i)?));
        }
        // "As long as this Pokémon is your Active Pokémon, put 1 damage counter on each Active
        // Pokémon … between turns": done between turns while the test holds.
        if let Some(then) = i.attempt(|i| {
            let then = clauses(i)?;
            i.tag("between turns").then_some(then)
        }) {
            return Some(when_while(Trigger::BetweenTurns, condition, then));
        }
        let then = match i.attempt(bench_limit::passive) {
            Some(limit) => limit,
            None => led(i)?,
        };
        return Some(vec![Effect::Passive(Passive::While { condition, then })]);
    }
    if let Some((condition, holds)) = i.attempt(test) {
        // "If you have Plusle in play, whenever your opponent attaches …, …": done when set off
        // while the test holds, as after "As long as".
        if holds && let Some((trigger, None)) = i.attempt(trigger::lead_in) {
            return Some(when_while(trigger, condition, led(i)?));
        }
        // "If your opponent has any Benched Pokémon, choose 1 of them …": "them" is what the
        // test asked about.
        let them = holds
            .then(|| i.attempt(|i| them::clauses(i, condition)))
            .flatten();
        let named_them = them.is_some();
        let then = match them {
            Some(then) => then,
            None => led(i)?,
        };
        let otherwise = if condition == Condition::Heads && i.tag("; if tails,") {
            led(i)?
        } else {
            Vec::new()
        };
        // "If there is no Stadium card in play, …": what follows is done when it does not hold.
        let (then, otherwise) = if holds {
            (then, otherwise)
        } else {
            (otherwise, then)
        };
        let mut effects = vec![Effect::Control(Control::If {
            condition,
            then,
            otherwise,
        })];
        // Warp Point: "If your opponent has any Benched Pokémon, he or she chooses 1 of them and
        // switches it …, then, if you have any Benched Pokémon, you switch 1 of them …": what
        // follows is done whatever the test found.
        if named_them && i.tag(", then,") {
            effects.extend(led(i)?);
        }
        return Some(effects);
    }
    clauses(i)
}

/// `then` done each time `trigger` sets it off while `condition` holds ("As long as …, whenever
/// …", "If you have Plusle in play, whenever …").
fn when_while(trigger: Trigger, condition: Condition, then: Vec<Effect>) -> Vec<Effect> {
    vec![Effect::Passive(Passive::When {
        trigger,
        then: vec![Effect::Control(Control::If {
            condition,
            then,
            otherwise: Vec::new(),
        })],
    })]
}

/// "If <test>," with the comma: the test, and whether it must hold (false for a test denied,
/// "If there is no Stadium card in play,").
fn test(i: &mut Input) -> Option<(Condition, bool)> {
    if !i.tag("if") {
        return None;
    }
    // "If you use this attack when you have exactly 1 Prize card remaining,": the test as the
    // attack resolves, which is when it is used.
    if i.tag("you use this attack when") {
        let condition = condition::board(i)?;
        return i.tag(",").then_some((condition, true));
    }
    let test = i
        .attempt(coins::outcome)
        .or_else(|| i.attempt(condition::board))
        .map(|c| (c, true))
        .or_else(|| i.attempt(condition::denied).map(|c| (c, false)))?;
    i.tag(",").then_some(test)
}

/// Clauses joined by "and", "then" or a comma: "Discard your hand and draw 3 cards", "Look at
/// the top 2 cards of your deck, choose 1 of them, and put it into your hand"; a cost when "in
/// order to use this attack" (ability, power) follows them, which "You must" may lead ("You
/// must" alone leads a step that is not optional).
fn clauses(i: &mut Input) -> Option<Vec<Effect>> {
    let must = i.tag("you must");
    let mut effects = clause(i)?;
    while let Some(more) = i.attempt(|i| {
        i.any(&[
            ", then",
            ", and then",
            "and then",
            ", and",
            "and",
            "then",
            ",",
        ])
        .then_some(())?;
        clause(i)
    }) {
        effects.extend(more);
    }
    // "Discard a Fire Energy card attached to this Pokémon or this attack does nothing",
    // "Discard 6 Basic Grass Energy cards from your hand, and Knock Out your opponent's Active
    // Pokémon. If you can't discard 6 cards in this way, this attack does nothing": the attack
    // goes on only if the discard was done.
    if let Some(effects) = i.attempt(|i| or_nothing(i, &effects)) {
        return (!must).then_some(effects);
    }
    // "You may discard 2 Energy from this Pokémon to have this attack do 100 more damage": more
    // damage for what was done (a discard only when it was done whole).
    if let Some(more) = i.attempt(|i| {
        i.any(&["to have this attack do", "and have this attack do"])
            .then_some(())?;
        let n = i.number()?;
        i.tag("more damage").then_some(n)
    }) {
        let more = Effect::Op(Operation::MoreDamage(Amount::Fixed(more)));
        if discards(&effects) {
            effects.push(Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![more],
                otherwise: Vec::new(),
            }));
        } else {
            effects.push(more);
        }
        return (!must).then_some(effects);
    }
    let cost = i.any(&[
        "in order to use this attack",
        "in order to use this ability",
        "in order to use this power",
        "in order to play this card",
    ]);
    // "Discard 1 Energy card attached to your own Pokémon in order to remove …": a Trainer's
    // cost, then what it pays for.
    if !cost && i.tag("in order to") {
        let mut paid = vec![Effect::Control(Control::Cost(effects))];
        paid.extend(clauses(i)?);
        return Some(paid);
    }
    // Without a cost, "You must" says the step is not optional: "When you play this Pokémon
    // …, you must discard the top 5 cards of your deck."
    if cost {
        Some(vec![Effect::Control(Control::Cost(effects))])
    } else {
        Some(effects)
    }
}

/// A discard (and what follows it), then "or this attack does nothing" or "If you can't
/// [discard N cards in this way], this attack does nothing": what follows is done only if the
/// discard was; a Stadium is discarded only when one is in play.
fn or_nothing(i: &mut Input, effects: &[Effect]) -> Option<Vec<Effect>> {
    let (first, rest) = effects.split_first()?;
    let alone = rest.is_empty();
    let stadium = *first == Effect::Op(Operation::DiscardStadium);
    if !stadium && !discards(std::slice::from_ref(first)) {
        return None;
    }
    let or = alone && !stadium && i.tag("or this attack does nothing");
    if !or {
        i.tag(". if you can't").then_some(())?;
        if let Some(n) = i.attempt(|i| {
            i.tag("discard").then_some(())?;
            let n = i.number()?;
            i.tag("cards in this way").then_some(n)
        }) {
            (discarded(first) == Some(n)).then_some(())?;
        }
        i.tag(", this attack does nothing").then_some(())?;
    }
    let nothing = vec![Effect::Op(Operation::Nothing)];
    if stadium {
        return Some(vec![Effect::Control(Control::If {
            condition: Condition::StadiumInPlay,
            then: effects.to_vec(),
            otherwise: nothing,
        })]);
    }
    Some(vec![
        first.clone(),
        Effect::Control(Control::If {
            condition: Condition::YouDid,
            then: rest.to_vec(),
            otherwise: nothing,
        }),
    ])
}

/// How many cards a discard of an exact count discards.
fn discarded(effect: &Effect) -> Option<u16> {
    match effect {
        Effect::Op(Operation::DiscardEnergy {
            count: crate::effect::CardCount::Exactly(n),
            ..
        })
        | Effect::Op(Operation::DiscardFromHand {
            count: crate::effect::CardCount::Exactly(n),
            ..
        }) => Some(u16::from(*n)),
        _ => None,
    }
}

/// One discard, whose doing "If you do" can test.
fn discards(effects: &[Effect]) -> bool {
    matches!(
        effects,
        [Effect::Op(Operation::DiscardEnergy { .. })
            | Effect::Op(Operation::DiscardFromHand { .. })]
    )
}

/// One clause of any family.
fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(status::clause)
        .or_else(|| i.attempt(passives::holder))
        .or_else(|| i.attempt(lasting::clause))
        .or_else(|| i.attempt(damage::clause))
        .or_else(|| i.attempt(counters::heal_and_cure))
        .or_else(|| i.attempt(counters::move_counters))
        .or_else(|| i.attempt(counters_moved::clause))
        .or_else(|| i.attempt(counters::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(coins::flip).map(|e| vec![e]))
        .or_else(|| i.attempt(energy::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(cards::deck::new_hand))
        .or_else(|| i.attempt(cards::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(look::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(switch::clause))
        .or_else(|| i.attempt(ignore::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(copy::chosen_attack))
        .or_else(|| i.attempt(copy::attack_of_cards))
        .or_else(|| i.attempt(pokemon::choose).map(|e| vec![e]))
        .or_else(|| i.attempt(damage::cap).map(|e| vec![e]))
        .or_else(|| i.attempt(cards::hands::pick_from_hand))
        .or_else(|| i.attempt(cards::both_players::each_player))
        .or_else(|| i.attempt(cards::hands::trade))
        .or_else(|| i.attempt(cards::search::evolving_search))
        .or_else(|| i.attempt(attached::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(cards::hands::hand_into_deck))
        .or_else(|| i.attempt(cards::hands::both_hands_into_decks))
        .or_else(|| i.attempt(cards::both_players::each_player_hand_size))
        .or_else(|| i.attempt(condition::unusable).map(|e| vec![e]))
        .or_else(|| i.attempt(condition::unusable_when_new))
        .or_else(|| i.attempt(cards::turns::turns).map(|e| vec![e]))
        .or_else(|| i.attempt(lost_zone::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(discard_benched::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(searches::clause))
        .or_else(|| i.attempt(one_or_both::clause))
}
