//! What a Raid Format game is made from (plain data, what replays and tables store) and that
//! configuration checked once: the boss set-up, 1 to 5 players' decks, the divisor and the local
//! rules, the cards of them all compiled into one table.

use std::sync::Arc;

use altplay_core::RuleError;
use altplay_tcg::format::{CardData, DeckChoice, card_data, cards_digest, unchanged};
use altplay_tcg::game::{CardId, Rules, Table};
use serde::{Deserialize, Serialize};

use altplay_cards::deck::{Deck, DeckEntry};

use crate::boss_choice::BossChoice;
use crate::boss_data::BossSetup;
use crate::state::MAX_PLAYERS;

/// A Raid Format table as asked for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The boss set-up: a built-in one by name (`gyarados-vmax`), or one given whole.
    pub boss: BossChoice,
    /// Each player's deck (1 to 5, RF-1): a theme deck by name or id, one of the project's
    /// decklists, a decklist given whole, or `physical` (assistant mode).
    pub decks: Vec<DeckChoice>,
    /// RF-18: the damage per player that mills one boss card, 10 to 20.
    #[serde(default = "default_divisor")]
    pub divisor: u8,
    #[serde(default)]
    pub local: LocalRules,
    /// The pokemon-tcg-data folder; none for the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
    /// The digest of every card of the set-up when it was made (the players' decks, the boss
    /// deck and the boss), which a table keeps: the set-up is refused if the card data now
    /// reads differently.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards_digest: Option<String>,
}

fn default_divisor() -> u8 {
    10
}

/// The source's own local rules (RF-22 to RF-24), each on unless switched off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LocalRules {
    /// RF-22: for cards that count Prize cards, the boss has taken one for every 10 cards in its
    /// Lost Zone.
    pub boss_prizes: bool,
    /// RF-23: the players' effects that stop the boss attacking or playing Items do not.
    pub boss_unhindered: bool,
    /// RF-24: the FAQ's rulings on particular cards.
    pub faq: bool,
}

impl Default for LocalRules {
    fn default() -> Self {
        Self {
            boss_prizes: true,
            boss_unhindered: true,
            faq: true,
        }
    }
}

/// A configuration checked, with its cards compiled.
#[derive(Debug, Clone)]
pub struct Setup {
    pub config: Config,
    /// The cards of the players' decks (in the app), the boss deck and the boss card.
    pub table: Table,
    pub title: String,
    pub boss: CardId,
    pub players: u8,
    /// The players with physical cards (assistant mode), as bits.
    pub physical: u8,
    /// The rules of each player's game ([`Rules::raid_format`]), with RF-22's count of Prize
    /// cards when that local rule is on.
    pub rules: Rules,
    /// Each player's deck, as listed (empty for a player with physical cards).
    pub decks: Vec<Vec<CardId>>,
    pub boss_deck: Vec<CardId>,
    /// What the boss's cards say, for players with physical cards: each Trainer card of the
    /// boss deck's text, and each of the boss's attacks' printed damage and text.
    pub texts: BossTexts,
}

/// The printed words of the boss's cards (RF-25's orders to players with physical cards).
#[derive(Debug, Clone, Default)]
pub struct BossTexts {
    pub trainers: Vec<(CardId, String)>,
    pub attacks: Vec<(String, String)>,
}

/// A player with physical cards in place of a deck: `decks = ["physical", …]`.
pub const PHYSICAL: &str = "physical";

/// Whether `deck` is [`PHYSICAL`]: a player with physical cards.
pub fn is_physical(deck: &DeckChoice) -> bool {
    matches!(deck, DeckChoice::Named(name) if name == PHYSICAL)
}

/// The game of a board the engine does not hold: a player with physical cards, or the boss's own
/// board where its cards do their part on the boss alone.
pub const EMPTY_BOARD: Rules = Rules::raid_format_empty_board();

/// The divisors RF-18 allows.
pub const DIVISORS: std::ops::RangeInclusive<u8> = 10..=20;

/// A set-up is made from its configuration alone: two are the same when their configurations are.
impl PartialEq for Setup {
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config
    }
}

impl Setup {
    pub fn new(config: Config) -> Result<Setup, RuleError> {
        let players = config.decks.len();
        if !(1..=MAX_PLAYERS).contains(&players) {
            return Err(RuleError::new(
                "RF-1",
                format!("1 to {MAX_PLAYERS} players form the team, not {players}"),
            ));
        }
        if !DIVISORS.contains(&config.divisor) {
            return Err(RuleError::new(
                "RF-18",
                format!(
                    "field `divisor`: from {} to {}, not {}",
                    DIVISORS.start(),
                    DIVISORS.end(),
                    config.divisor
                ),
            ));
        }
        let data = card_data(config.data.as_deref()).map_err(|e| RuleError::new("RF-5", e))?;
        let (decks, boss, physical) = resolved(&config, &data)?;
        unchanged(config.cards_digest.as_deref(), &decks).map_err(|e| RuleError::new("RF-5", e))?;
        let in_app = decks.len() - 2;
        // A card the engine does not play yet is refused by its own rule (TCG-15).
        let table = Table::compiled(&decks, Rules::raid_format(false)).map_err(|e| {
            let text = e.to_string();
            match text.strip_prefix("TCG-15: ") {
                Some(rest) => RuleError::new("TCG-15", rest.to_string()),
                None => RuleError::new("RF-5", text),
            }
        })?;
        let mut listed = table.decks[..in_app].iter();
        let player_decks = (0..players)
            .map(|i| match physical & 1 << i {
                0 => listed.next().cloned().unwrap_or_default(),
                _ => Vec::new(),
            })
            .collect();
        let texts = BossTexts {
            trainers: boss
                .deck
                .entries
                .iter()
                .filter_map(|e| Some((table.cards.id_of(&e.card.id)?, effect_text(e.card)?)))
                .collect(),
            attacks: match &boss.boss.kind {
                altplay_cards::printed::CardKind::Pokemon(p) => p
                    .attacks
                    .iter()
                    .map(|a| (a.damage.clone(), a.text.clone()))
                    .collect(),
                _ => Vec::new(),
            },
        };
        Ok(Setup {
            title: boss.title,
            boss: table.decks[in_app + 1][0],
            boss_deck: table.decks[in_app].clone(),
            players: players as u8,
            physical,
            rules: Rules::raid_format(config.local.boss_prizes),
            decks: player_decks,
            texts,
            config,
            table,
        })
    }

    pub fn is_physical(&self, k: usize) -> bool {
        self.physical & 1 << k != 0
    }

    pub fn cards(&self) -> &Arc<altplay_tcg::game::CardTable> {
        &self.table.cards
    }
}

impl Config {
    /// The digest of every card the configuration names, as [`Config::cards_digest`] keeps it.
    pub fn digest(&self) -> Result<String, RuleError> {
        let data = card_data(self.data.as_deref()).map_err(|e| RuleError::new("RF-5", e))?;
        let (decks, _, _) = resolved(self, &data)?;
        Ok(cards_digest(&decks))
    }
}

/// The decks of `config` as the engine holds them — each player's in the app (checked, TCG-2),
/// then the boss deck, then the boss card alone —, with the boss set-up and the players with
/// physical cards as bits.
fn resolved<'a>(
    config: &Config,
    data: &'a CardData,
) -> Result<(Vec<Deck<'a>>, BossSetup<'a>, u8), RuleError> {
    let boss = config.boss.resolve(&data.index)?;
    let mut decks = Vec::with_capacity(config.decks.len() + 2);
    let mut physical = 0u8;
    for (i, choice) in config.decks.iter().enumerate() {
        if is_physical(choice) {
            physical |= 1 << i;
            continue;
        }
        let deck = data.deck(choice).and_then(|d| d.check().map(|()| d));
        let deck = deck.map_err(|e| {
            let name = choice.name();
            RuleError::new("RF-5", format!("player {}'s deck {name:?}: {e}", i + 1))
        })?;
        decks.push(deck);
    }
    decks.push(boss.deck.clone());
    decks.push(Deck {
        entries: vec![DeckEntry {
            card: boss.boss,
            count: 1,
        }],
    });
    Ok((decks, boss, physical))
}

/// What a Trainer card does, as printed, without its kind's rule ("You may play only 1
/// Supporter card during your turn."): none for a card with no text.
fn effect_text(card: &altplay_cards::printed::PrintedCard) -> Option<String> {
    let kind_rule =
        |l: &&String| l.starts_with("You may play") || l.starts_with("You can play only");
    let lines: Vec<&str> = card
        .rules
        .iter()
        .filter(|l| !kind_rule(l))
        .map(String::as_str)
        .collect();
    (!lines.is_empty()).then(|| lines.join(" "))
}
