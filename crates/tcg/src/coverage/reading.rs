//! How one text of a printed card reads: its attacks' and abilities' texts and its rules lines,
//! each modelled (by the grammar, empty, or a rule reminder) or not.

use altplay_cards::printed::{CardKind, Energy, PrintedCard};
use serde::Serialize;

use super::reminders::rule_reminder;
use crate::game::engine_refusals;
pub use crate::text::Owner;
use crate::text::{grammar_reading, normalize, scripts};

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

impl TextKind {
    /// The kind in words, as the coverage report names what a card lacks.
    pub fn words(self) -> &'static str {
        match self {
            TextKind::Attack => "attack",
            TextKind::Ability => "ability",
            TextKind::TrainerRule => "Trainer rule",
            TextKind::SpecialEnergyRule => "Special Energy rule",
            TextKind::PokemonRule => "Pokémon rule",
        }
    }
}

/// How a text reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// No text (an attack that only does its printed damage): modelled.
    Empty,
    /// Read to its end by the grammar.
    Modelled,
    /// Read by its card script ([`crate::text::scripts`]).
    Scripted,
    /// A rules line restating a rule the engine applies anyway (the rule named): modelled.
    Reminder(&'static str),
    /// The sentences the grammar did not understand.
    Unmodelled(Vec<String>),
}

impl Reading {
    /// A text of `owner`, read by the grammar.
    pub fn of_text(owner: Owner, text: &str) -> Reading {
        let text = normalize(text);
        if text.is_empty() {
            return Reading::Empty;
        }
        if scripts::scripted(&text).is_some() {
            return Reading::Scripted;
        }
        match grammar_reading(owner, &text) {
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

/// Every text of `card` that its playability depends on, as printed, with its kind and whose it
/// is: a Pokémon's or Trainer's abilities, attacks and rules lines, a Special Energy's rules
/// lines. A basic Energy has none.
pub fn printed_texts(card: &PrintedCard) -> Vec<(TextKind, Owner<'_>, &str)> {
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
    // An ability is a Pokémon's, a Trainer card's too (a Fossil's, played as a Pokémon).
    let abilities =
        (abilities.iter()).map(|a| (TextKind::Ability, Owner::Pokemon(name), &a.text[..]));
    let attacks = attacks.iter().map(|a| {
        let owner = match owner {
            Owner::Pokemon(card) => Owner::Attack {
                card,
                attack: &a.name,
            },
            other => other,
        };
        (TextKind::Attack, owner, &a.text[..])
    });
    let rules = (card.rules.iter()).map(|line| (rules_kind, owner, &line[..]));
    abilities.chain(attacks).chain(rules).collect()
}

/// Every text of `card` that its playability depends on ([`printed_texts`]), read.
pub fn read_card(card: &PrintedCard) -> Vec<CardText> {
    let read = |(kind, owner, text): (TextKind, Owner, &str)| CardText {
        kind,
        text: normalize(text),
        reading: match kind {
            TextKind::Ability | TextKind::Attack => Reading::of_text(owner, text),
            _ => Reading::of_rule(owner, text),
        },
    };
    printed_texts(card).into_iter().map(read).collect()
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
