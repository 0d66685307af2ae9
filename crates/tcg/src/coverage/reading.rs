//! How one text of a printed card reads: its attacks' and abilities' texts and its rules lines,
//! each modelled (by the grammar, empty, or a rule reminder) or not.

use altplay_cards::printed::{CardKind, Energy, PrintedCard};
use serde::Serialize;

use super::reminders::rule_reminder;
use crate::game::engine_refusals;
use crate::text::{normalize, parse_attack, parse_card, parse_on};

/// What part of a card a text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TextKind {
    /// An attack's text (a Pokémon's, or one a Trainer gives).
    Attack,
    /// An ability's text, or an old Poké-Power's, Poké-Body's or Ancient Trait's.
    Ability,
    /// A line of a Trainer card's rules: its text.
    TrainerRule,
    /// A line of a Special Energy card's rules: its text.
    SpecialEnergyRule,
    /// A line of a Pokémon card's rules: a rule box's rule, a Tera's or a Baby's rule …
    PokemonRule,
}

/// How a text reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// No text (an attack that only does its printed damage): modelled.
    Empty,
    /// Read to its end by the grammar.
    Modelled,
    /// A rules line restating a rule the engine applies anyway (the rule named): modelled.
    Reminder(&'static str),
    /// The sentences the grammar did not understand.
    Unmodelled(Vec<String>),
}

/// Whose text it is: its text may call it by name.
#[derive(Debug, Clone, Copy)]
pub enum Owner<'a> {
    /// A Pokémon's ability or rule: its name reads "this Pokémon".
    Pokemon(&'a str),
    /// A Pokémon's attack: its name reads "this Pokémon", the attack's "this attack".
    Attack { card: &'a str, attack: &'a str },
    /// A Trainer's or Energy's text: its name reads "this card" ("Switch" names no Pokémon).
    Card(&'a str),
}

impl Reading {
    /// A text of `owner`, read by the grammar.
    pub fn of_text(owner: Owner, text: &str) -> Reading {
        let text = normalize(text);
        if text.is_empty() {
            return Reading::Empty;
        }
        let read = match owner {
            Owner::Pokemon(name) => parse_on(name, &text),
            Owner::Attack { card, attack } => parse_attack(card, attack, &text),
            Owner::Card(name) => parse_card(name, &text),
        };
        match read {
            Ok(_) => Reading::Modelled,
            Err(unmodelled) => Reading::Unmodelled(unmodelled.sentences),
        }
    }

    /// A rules line: a rule reminder ([`super::reminders`]), else read as [`Reading::of_text`].
    pub fn of_rule(owner: Owner, line: &str) -> Reading {
        match rule_reminder(&normalize(line)) {
            Some(rule) => Reading::Reminder(rule),
            None => Reading::of_text(owner, line),
        }
    }

    /// Empty, read to its end or a reminder.
    pub fn is_modelled(&self) -> bool {
        !matches!(self, Reading::Unmodelled(_))
    }
}

/// One text of a card, normalized, and how it reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardText {
    pub kind: TextKind,
    pub text: String,
    pub reading: Reading,
}

/// Every text of `card` that its playability depends on, read: a Pokémon's or Trainer's
/// abilities, attacks and rules lines, a Special Energy's rules lines. A basic Energy has none.
pub fn read_card(card: &PrintedCard) -> Vec<CardText> {
    let name = card.name.as_str();
    let (pokemon, abilities, attacks, rules_kind) = match &card.kind {
        CardKind::Pokemon(p) => (
            true,
            &p.abilities[..],
            &p.attacks[..],
            TextKind::PokemonRule,
        ),
        CardKind::Trainer(t) => (
            false,
            &t.abilities[..],
            &t.attacks[..],
            TextKind::TrainerRule,
        ),
        CardKind::Energy(Energy::Special { .. }) => {
            (false, &[][..], &[][..], TextKind::SpecialEnergyRule)
        }
        CardKind::Energy(Energy::Basic(_)) => return Vec::new(),
    };
    let owner = if pokemon {
        Owner::Pokemon(name)
    } else {
        Owner::Card(name)
    };
    let text = |kind, text: &str, reading| CardText {
        kind,
        text: normalize(text),
        reading,
    };
    // An ability is a Pokémon's, a Trainer card's too (a Fossil's, played as a Pokémon).
    let abilities = abilities.iter().map(|a| {
        text(
            TextKind::Ability,
            &a.text,
            Reading::of_text(Owner::Pokemon(name), &a.text),
        )
    });
    let attacks = attacks.iter().map(|a| {
        text(
            TextKind::Attack,
            &a.text,
            Reading::of_text(
                match owner {
                    Owner::Pokemon(card) => Owner::Attack {
                        card,
                        attack: &a.name,
                    },
                    other => other,
                },
                &a.text,
            ),
        )
    });
    let rules = card
        .rules
        .iter()
        .map(|line| text(rules_kind, line, Reading::of_rule(owner, line)));
    abilities.chain(attacks).chain(rules).collect()
}

/// A card's texts as the grammar reads them, and why the engine refuses the card when the
/// grammar reads every text (effects read but not played yet): the card is playable when every
/// text is modelled and the engine refuses nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadCard {
    pub texts: Vec<CardText>,
    pub refused: Vec<String>,
}

impl ReadCard {
    /// `card` read, and compiled by the engine when every text is modelled.
    pub fn of(card: &PrintedCard) -> ReadCard {
        let texts = read_card(card);
        let refused = if texts.iter().all(|t| t.reading.is_modelled()) {
            engine_refusals(card)
        } else {
            Vec::new()
        };
        ReadCard { texts, refused }
    }

    /// Every text modelled and nothing refused by the engine.
    pub fn playable(&self) -> bool {
        self.refused.is_empty() && self.texts.iter().all(|t| t.reading.is_modelled())
    }
}
