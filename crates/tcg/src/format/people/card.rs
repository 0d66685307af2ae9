//! A card out of play as a person reads it: its name, and what kind of card it is, with its
//! printed id, by which the server gives its text (`Hosted::card`).

use altplay_cards::printed::TrainerKind;
use serde::Serialize;

use crate::game::{CardDef, CardId, DefKind, Tcg};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Card {
    pub id: CardId,
    /// The printed card (`swsh1-15`), whose text a device asks for by it.
    pub printed: String,
    pub name: String,
    /// "Pokémon", "Trainer" or "Energy" (a Fossil is a Trainer out of play).
    pub supertype: &'static str,
    /// The stage of a Pokémon ("Basic", "Stage 1"), the kind of a Trainer ("Item",
    /// "Supporter"), "Basic" or "Special" for an Energy.
    pub kind: String,
}

impl Card {
    pub fn new(game: &Tcg, id: CardId) -> Self {
        Card::of(game.def(id), id)
    }

    /// The card `id` whose definition is `def`.
    pub fn of(def: &CardDef, id: CardId) -> Self {
        let (supertype, kind) = match &def.kind {
            DefKind::Pokemon(p) if p.trainer_card => ("Trainer", "Item".to_string()),
            DefKind::Pokemon(p) => ("Pokémon", words_of(&p.stage)),
            DefKind::Trainer(t) => ("Trainer", trainer_kind(&t.kind)),
            DefKind::Energy(e) => ("Energy", if e.basic { "Basic" } else { "Special" }.into()),
        };
        Card {
            id,
            printed: def.printed_id.clone(),
            name: def.name.clone(),
            supertype,
            kind,
        }
    }
}

/// A Trainer's kind as printed ("Pokémon Tool").
fn trainer_kind(kind: &TrainerKind) -> String {
    match kind {
        TrainerKind::PokemonTool => "Pokémon Tool".into(),
        TrainerKind::TechnicalMachine => "Technical Machine".into(),
        TrainerKind::RocketsSecretMachine => "Rocket's Secret Machine".into(),
        TrainerKind::Other(name) => name.clone(),
        other => words_of(other),
    }
}

/// A printed word as the card data writes it: its serialized name ("Stage 1", "Supporter").
pub(super) fn words_of(value: &impl Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(word)) => word,
        _ => String::new(),
    }
}
