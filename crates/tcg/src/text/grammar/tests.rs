//! One test per sentence family, on wordings taken from the real cards: the typed value each
//! reads to, and wording variants that read to the same value.

use crate::effect::{
    Condition, Control, Effect, Group, Operation, Pick, Pokemon, Role, Side, Zone,
};
use crate::text::{Unmodelled, parse};

mod abilities_old;
mod activated;
mod attack_modifiers;
mod attack_targets;
mod attacks_old;
mod cards_and_choices;
mod cards_moved;
mod conditions_and_lasting;
mod damage_and_coins;
mod damage_passives;
mod engine_gaps;
mod families;
mod fossils_and_machines;
mod meta_passives;
mod meta_stadiums;
mod passives;
mod reactions;
mod standard_abilities;
mod standard_attacks;
mod standard_attacks_left;
mod standard_trainers;
mod trainer_hands;
mod trainer_searches;
mod trainers_modern;
mod trainers_more;
mod trainers_old;

/// "draw up to N cards": whether to, then how many, both `who`'s choice.
fn draw_up_to(who: Role, n: u8) -> Effect {
    Effect::Control(Control::May {
        chooser: who,
        then: vec![Effect::Control(Control::ChooseOptions {
            chooser: who,
            at_most: 1,
            options: (1..=n)
                .map(|count| vec![Effect::Op(Operation::Draw { who, count })])
                .collect(),
        })],
    })
}

fn read(text: &str) -> Vec<Effect> {
    parse(text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn opponents(zone: Zone) -> Group {
    Group::new(Side::Of(Role::Opponent), zone)
}

fn yours(zone: Zone) -> Group {
    Group::new(Side::Of(Role::Acting), zone)
}

fn one_of(group: Group) -> Pokemon {
    Pokemon::Picked(Pick {
        chooser: Role::Acting,
        count: 1,
        group,
    })
}

fn if_heads(then: Vec<Effect>) -> Effect {
    Effect::Control(Control::If {
        condition: Condition::Heads,
        then,
        otherwise: Vec::new(),
    })
}

#[test]
fn reminders_are_understood_and_add_nothing() {
    assert_eq!(read("(You can't use more than 1 GX attack in a game.)"), []);
    assert_eq!(
        read("(Don't apply Weakness and Resistance for Benched Pokémon.)"),
        []
    );
}

#[test]
fn unknown_sentences_are_reported_never_dropped() {
    assert_eq!(
        parse("Flip a coin. If heads, turn all of your Prize cards face up. Draw a card."),
        Err(Unmodelled {
            sentences: vec!["If heads, turn all of your Prize cards face up.".to_string()]
        })
    );
    // A sentence read only in part is not understood either.
    assert_eq!(
        parse("Draw 2 cards and then dance."),
        Err(Unmodelled {
            sentences: vec!["Draw 2 cards and then dance.".to_string()]
        })
    );
}

#[test]
fn an_empty_text_is_no_effect() {
    assert_eq!(parse(""), Ok(Vec::new()));
}
