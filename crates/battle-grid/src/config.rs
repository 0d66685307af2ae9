//! A game's configuration (the card table, both decks, the table options) and its validation
//! (BG-2). A [`Config`] is what a replay stores; a [`Setup`] is a validated config ready to start
//! games cheaply.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use altplay_cards::{Card, CardClass};
use altplay_core::{RuleError, Seat};
use serde::{Deserialize, Serialize};

use crate::hand::Hand;

/// What the rules need of a card (BG-3): its class and printed HP, plus names for people.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardInfo {
    pub id: String,
    pub name: String,
    pub hp: u16,
    pub class: CardClass,
}

impl From<&Card> for CardInfo {
    fn from(card: &Card) -> Self {
        Self {
            id: card.id.clone(),
            name: card.name.clone(),
            hp: card.hp,
            class: card.class,
        }
    }
}

/// BG-9: whether the tokens a placement needs stay (threshold) or are removed (spend).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlacementCost {
    #[default]
    Threshold,
    Spend,
}

/// BG-12: the Rule box "Special Effect" plug-in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpecialEffect {
    /// The source defines no effect: a Rule box is a stronger Stage 2.
    #[default]
    None,
    /// A Rule box's takeover has no limit: it removes every opponent token on a chosen space,
    /// and the space then holds `max(4 − removed, 1)` of its own tokens.
    Overwhelm,
}

/// The table options; each has the spec's default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    pub cost: PlacementCost,
    /// BG-4 option: both hands are shown, which makes the game one of perfect information.
    pub open_decklists: bool,
    pub special: SpecialEffect,
    /// Who places first; `None` is the coin flip of BG-5. The simulator sets it to alternate.
    pub first: Option<Seat>,
}

/// Everything that, with a seed, determines a game. `cards` is the card pool: both decks' cards
/// and any others the table allows, which is where IS-MCTS draws an unseen hand from when
/// decklists are hidden. Decks are indices into `cards`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub cards: Vec<CardInfo>,
    pub decks: [Vec<u16>; 2],
    #[serde(default)]
    pub options: Options,
    /// How many of `cards`, from the first, anyone may know of: the pool a deck is built from.
    /// The rest are cards only a deck holds (imported ones), known to others only once placed
    /// (BG-4). `None`: every card is public.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub public_cards: Option<u16>,
}

pub const DECK_SIZE: usize = 15;
pub const MAX_COPIES: usize = 2;

impl Config {
    /// A configuration from a pool and two decks of cards; the table is the pool plus any deck
    /// card not in it, without repeats (by id). The pool is public and the cards only a deck
    /// adds are not (BG-4); with no pool at all, the decks' cards are the whole, public table.
    pub fn from_decks(pool: &[CardInfo], decks: [&[CardInfo]; 2], options: Options) -> Self {
        let public = pool.iter().map(|c| &c.id).collect::<HashSet<_>>().len();
        let mut cards: Vec<CardInfo> = Vec::new();
        let mut index: HashMap<String, u16> = HashMap::new();
        let mut add = |card: &CardInfo| {
            *index.entry(card.id.clone()).or_insert_with(|| {
                cards.push(card.clone());
                cards.len() as u16 - 1
            })
        };
        pool.iter().for_each(|c| {
            add(c);
        });
        let decks = decks.map(|deck| deck.iter().map(&mut add).collect());
        Self {
            public_cards: (public > 0 && cards.len() > public).then_some(public as u16),
            cards,
            decks,
            options,
        }
    }
}

/// BG-2 for one deck: 15 Pokémon, at most 2 of a name, at least one Basic.
pub fn check_deck<'a>(cards: impl IntoIterator<Item = &'a CardInfo>) -> Result<(), RuleError> {
    let cards: Vec<&CardInfo> = cards.into_iter().collect();
    if cards.len() != DECK_SIZE {
        return Err(RuleError::new(
            "BG-2",
            format!(
                "the deck has {} cards; a deck has exactly {DECK_SIZE}",
                cards.len()
            ),
        ));
    }
    let mut copies: HashMap<&str, usize> = HashMap::new();
    for card in &cards {
        let n = copies.entry(card.name.as_str()).or_default();
        *n += 1;
        if *n > MAX_COPIES {
            return Err(RuleError::new(
                "BG-2",
                format!(
                    "the deck has {} copies of {}; at most {MAX_COPIES} cards may share a name",
                    cards.iter().filter(|c| c.name == card.name).count(),
                    card.name
                ),
            ));
        }
    }
    if !cards.iter().any(|c| c.class == CardClass::Basic) {
        return Err(RuleError::new(
            "BG-2",
            "the deck has no Basic Pokémon; it needs at least one",
        ));
    }
    Ok(())
}

/// The public, unchanging part of a game, shared by every copy of its state.
#[derive(Debug, PartialEq, Eq)]
pub struct Shared {
    pub cards: Vec<CardInfo>,
    /// `cards[..public]` is the public pool (see [`Config::public_cards`]).
    pub public: u16,
    pub options: Options,
    /// For each card, the index of the first card with the same name (the 2-copy limit is by
    /// name, so two printings of one Pokémon count together).
    pub name_group: Vec<u16>,
    /// Each card's weight when a hidden hand is sampled (see `hidden`).
    pub prior: Vec<u32>,
}

/// A validated configuration: starts games without checking anything again.
#[derive(Debug, Clone)]
pub struct Setup {
    pub(crate) shared: Arc<Shared>,
    pub(crate) hands: [Hand; 2],
    config: Config,
}

impl Setup {
    /// Validates the configuration (BG-2 for each deck, card indices in range).
    pub fn new(config: Config) -> Result<Self, RuleError> {
        if config.cards.len() >= u16::MAX as usize {
            return Err(RuleError::new("BG-2", "the card pool is too large"));
        }
        for (seat, deck) in config.decks.iter().enumerate() {
            let cards = deck
                .iter()
                .map(|&i| {
                    config.cards.get(i as usize).ok_or_else(|| {
                        RuleError::new(
                            "BG-2",
                            format!(
                                "deck {} names card #{i}, which is not in the pool",
                                seat + 1
                            ),
                        )
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            check_deck(cards)
                .map_err(|e| RuleError::new(e.rule, format!("deck {}: {}", seat + 1, e.message)))?;
        }
        let mut first_of_name: HashMap<&str, u16> = HashMap::new();
        let name_group = config
            .cards
            .iter()
            .enumerate()
            .map(|(i, c)| *first_of_name.entry(c.name.as_str()).or_insert(i as u16))
            .collect();
        let public = config.public_cards.map_or(config.cards.len(), usize::from);
        if public > config.cards.len() {
            return Err(RuleError::new(
                "BG-4",
                format!(
                    "public_cards is {public}, but the pool has {} cards",
                    config.cards.len()
                ),
            ));
        }
        let hands = [0, 1].map(|s| Hand::from_cards(&config.decks[s], &config.cards));
        let shared = Arc::new(Shared {
            cards: config.cards.clone(),
            public: public as u16,
            options: config.options,
            name_group,
            prior: crate::hidden::prior_weights(&config.cards, public),
        });
        Ok(Self {
            shared,
            hands,
            config,
        })
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn options(&self) -> Options {
        self.shared.options
    }

    pub fn cards(&self) -> &[CardInfo] {
        &self.shared.cards
    }

    /// The same setup with other options (the simulator alternates who goes first this way).
    pub fn with_options(&self, options: Options) -> Self {
        let mut config = self.config.clone();
        config.options = options;
        let shared = Arc::new(Shared {
            options,
            cards: self.shared.cards.clone(),
            public: self.shared.public,
            name_group: self.shared.name_group.clone(),
            prior: self.shared.prior.clone(),
        });
        Self {
            shared,
            hands: self.hands,
            config,
        }
    }
}
