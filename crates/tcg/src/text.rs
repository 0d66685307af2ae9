//! Reading card text into the effect vocabulary: a grammar over sentences.
//!
//! The text is normalized and cut into sentences (`altplay_cards::sentences`); each sentence, lower-cased,
//! is read by the grammar ([`grammar`]), written as small parsers over words ([`input`]) that
//! recognise phrases and their wording variants. A sentence the grammar cannot read to its end
//! is tried together with the next one (some meanings span two sentences); if that fails too,
//! it is reported. A text with any sentence not understood is [`Unmodelled`] as a whole.

mod grammar;
mod input;
mod names;
pub mod scripts;

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, PoisonError};

use serde::{Deserialize, Serialize};

use crate::effect::Effect;

pub(crate) use altplay_cards::sentences::normalize;

/// A text the grammar could not read completely, with the sentences it did not understand
/// (normalized, as printed otherwise).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unmodelled {
    /// The sentences not understood, in the order of the text.
    pub sentences: Vec<String>,
}

/// Reads an attack's or an ability's text into effects, resolved in order. Empty text is no
/// effect at all (an attack that only does its printed damage).
pub fn parse(text: &str) -> Result<Vec<Effect>, Unmodelled> {
    let text = normalize(text);
    scripted_or(&text, || read(&text))
}

/// The effects of `text`'s card script ([`scripts`]), if it has one; else `read`'s reading.
fn scripted_or(
    text: &str,
    read: impl FnOnce() -> Result<Vec<Effect>, Unmodelled>,
) -> Result<Vec<Effect>, Unmodelled> {
    match scripts::scripted(text) {
        Some(effects) => Ok(effects.to_vec()),
        None => read(),
    }
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

/// `owner`'s `text` read: its card script's effects if it has one, else the grammar's reading.
pub fn parse_owned(owner: Owner, text: &str) -> Result<Vec<Effect>, Unmodelled> {
    let text = normalize(text);
    scripted_or(&text, || read_owned(owner, &text))
}

/// `owner`'s `text` as the grammar alone reads it, card scripts aside: a script is written
/// only for a text the grammar does not read.
pub fn grammar_reading(owner: Owner, text: &str) -> Result<Vec<Effect>, Unmodelled> {
    read_owned(owner, &normalize(text))
}

/// Normalized `text` of `owner` read by the grammar, its own names read as "this …".
fn read_owned(owner: Owner, text: &str) -> Result<Vec<Effect>, Unmodelled> {
    match owner {
        Owner::Pokemon(card) => read(&names::own_name_as_this(text, card)),
        Owner::Attack { card, attack } => {
            let text = names::own_attack_as_this(text, attack);
            read(&names::own_name_as_this(&text, card))
        }
        Owner::Card(card) => read(&names::own_card_as_this(text, card)),
    }
}

/// [`parse`] for the text of the card named `card_name`, which its text may call by name: the
/// name reads as "this Pokémon" (and is reported so in unmodelled sentences).
pub fn parse_on(card_name: &str, text: &str) -> Result<Vec<Effect>, Unmodelled> {
    parse_owned(Owner::Pokemon(card_name), text)
}

/// [`parse_on`] for the text of the attack named `attack_name`, which its text may call by
/// name too: the name reads as "this attack" ("This Pokémon can't use Drum Beating during your
/// next turn").
pub fn parse_attack(
    card_name: &str,
    attack_name: &str,
    text: &str,
) -> Result<Vec<Effect>, Unmodelled> {
    let owner = Owner::Attack {
        card: card_name,
        attack: attack_name,
    };
    parse_owned(owner, text)
}

/// [`parse`] for the rules text of the Trainer or Energy card named `card_name`, which its text
/// may call by name: the name inside a sentence reads as "this card" ("At the end of your turn,
/// discard PlusPower").
pub fn parse_card(card_name: &str, text: &str) -> Result<Vec<Effect>, Unmodelled> {
    parse_owned(Owner::Card(card_name), text)
}

/// Reads normalized text, each distinct text once in a process: a table's cards are read each
/// time a table is made (a server makes many, and its forms try every theme deck), and a text
/// always reads the same.
fn read(text: &str) -> Result<Vec<Effect>, Unmodelled> {
    type Readings = HashMap<String, Result<Vec<Effect>, Unmodelled>>;
    static READ: LazyLock<Mutex<Readings>> = LazyLock::new(Mutex::default);
    let known = |readings: &Readings| readings.get(text).cloned();
    if let Some(reading) = known(&READ.lock().unwrap_or_else(PoisonError::into_inner)) {
        return reading;
    }
    let reading = read_sentences(text);
    READ.lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(text.to_string(), reading.clone());
    reading
}

/// Reads normalized text sentence by sentence.
fn read_sentences(text: &str) -> Result<Vec<Effect>, Unmodelled> {
    let sentences = altplay_cards::sentences::split(text);
    let mut effects = Vec::new();
    let mut not_understood = Vec::new();
    let mut at = 0;
    while at < sentences.len() {
        let one = sentences[at].to_lowercase();
        let next = sentences.get(at + 1).map(|next| next.to_lowercase());
        let two = || {
            next.as_ref()
                .and_then(|next| grammar::sentence(&format!("{one} {next}")))
        };
        // A next sentence that can't stand alone ("If not, …", "If heads, attach 1 of them …")
        // is read with this one first.
        let leans_back = next
            .as_ref()
            .is_some_and(|next| grammar::sentence(next).is_none());
        if let Some(found) = leans_back.then(two).flatten() {
            effects.extend(found);
            at += 2;
            continue;
        }
        if let Some(found) = grammar::sentence(&one) {
            effects.extend(found);
            at += 1;
            continue;
        }
        match two() {
            Some(found) => {
                effects.extend(found);
                at += 2;
            }
            None => {
                not_understood.push(sentences[at].to_string());
                at += 1;
            }
        }
    }
    if not_understood.is_empty() {
        Ok(effects)
    } else {
        Err(Unmodelled {
            sentences: not_understood,
        })
    }
}
