//! What a game is made from and its checks: the normal game's configuration (`decks`, here the
//! four of A1, B1, A2, B2, and the data folder), four players (TB-1), each deck by the normal
//! deck rules (TCG-2, "Constructed" uses them) and every card one the engine plays (TCG-15).

use std::sync::Arc;

use altplay_cards::deck::Deck;
use altplay_core::RuleError;
pub use altplay_tcg::format::Config;
use altplay_tcg::format::{CardData, DeckChoice, card_data, unchanged};
use altplay_tcg::game::{NotPlayable, Table, TableError};

use crate::seating::{RULES, SEAT_NAMES};
use crate::view::{CardView, card_views};

/// A configuration checked: its decks' cards compiled once for every game.
#[derive(Debug, Clone)]
pub struct Setup {
    pub config: Config,
    pub table: Table,
    /// Every card of the table as a view shows it.
    pub cards: Arc<[CardView]>,
    /// Each deck's name for people: a theme deck's own ("Rillaboom"), else as given.
    pub deck_names: Vec<String>,
}

/// Two set-ups are the same table when made from the same configuration.
impl PartialEq for Setup {
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config
    }
}

impl Setup {
    pub fn new(mut config: Config) -> Result<Setup, RuleError> {
        let data = card_data(config.data.as_deref()).map_err(|e| RuleError::new("TCG-2", e))?;
        let sealed = config.sealed.clone();
        let rules = match sealed {
            Some(_) => RULES.limited(),
            None => RULES,
        };
        let decks = match &sealed {
            Some(sealed) => sealed.decks(&data, &mut config.decks, &rules, &SEAT_NAMES)?,
            None => constructed(&data, &config.decks)?,
        };
        unchanged(config.cards_digest.as_deref(), &decks)
            .map_err(|e| RuleError::new("TCG-2", e))?;
        // Each deck was checked above, naming its seat.
        let table = Table::compiled(&decks, rules).map_err(|e| match e {
            TableError::NotPlayable(cards) => {
                RuleError::new("TCG-15", not_playable(&cards, &decks))
            }
            other => RuleError::new("TCG-2", unruled(&other)),
        })?;
        let cards = card_views(&table.cards);
        let deck_names = config.decks.iter().map(|q| data.deck_name(q)).collect();
        Ok(Setup {
            config,
            table,
            cards,
            deck_names,
        })
    }
}

/// The Constructed decks `choices` name, one per seat, each checked by the normal deck rules
/// (TCG-2), an error naming its seat.
fn constructed<'d>(data: &'d CardData, choices: &[DeckChoice]) -> Result<Vec<Deck<'d>>, RuleError> {
    if choices.len() != SEAT_NAMES.len() {
        return Err(RuleError::new(
            "TB-1",
            format!(
                "a Team Battle table has four players (A1, B1, A2, B2), not {}",
                choices.len()
            ),
        ));
    }
    (choices.iter().zip(SEAT_NAMES))
        .map(|(query, seat)| {
            let at_seat = |e: &dyn std::fmt::Display| {
                RuleError::new(
                    "TCG-2",
                    format!("{seat}'s deck {:?}: {}", query.name(), unruled(e)),
                )
            };
            let deck = data.deck(query).map_err(|e| at_seat(&e))?;
            deck.check().map_err(|e| at_seat(&e))?;
            Ok(deck)
        })
        .collect()
}

/// An error's text without the rule id it starts with ("TCG-2: …"): the [`RuleError`] names it.
fn unruled(e: &dyn std::fmt::Display) -> String {
    let text = e.to_string();
    match text.split_once(": ") {
        Some((rule, rest)) if rule.starts_with("TCG-") => rest.to_string(),
        _ => text,
    }
}

/// The cards the engine does not play yet, each with the seats whose decks hold it.
fn not_playable(cards: &[NotPlayable], decks: &[Deck]) -> String {
    let lines: Vec<String> = cards
        .iter()
        .map(|c| {
            let seats: Vec<&str> = (decks.iter().zip(SEAT_NAMES))
                .filter(|(deck, _)| deck.cards().any(|card| card.id == c.id))
                .map(|(_, seat)| seat)
                .collect();
            format!(
                "{} ({}, in {}'s deck): {}",
                c.name,
                c.id,
                seats.join(" and "),
                c.reasons.join("; ")
            )
        })
        .collect();
    format!(
        "{} card(s) not playable yet: {}",
        cards.len(),
        lines.join(" | ")
    )
}
