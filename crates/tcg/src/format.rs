//! The normal game behind the format interface, registered as `tcg` so it can be played,
//! simulated and tested alone: two seats, a deck each (a theme deck of the data set by name or
//! id, one of the project's decklists, or a decklist given whole), cards from a
//! pokemon-tcg-data folder.

#[cfg(feature = "cli")]
pub mod cli;
mod data;
mod deck_choice;
mod decklists;
mod digest;
mod hosted;
pub mod people;
mod sealed;
pub mod words;

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{GameRng, RuleError, Seat};
use altplay_format::{DataSet, Format};
use serde::{Deserialize, Serialize};

pub use data::{CardData, card_data, default_data_dir};
pub use deck_choice::{DeckChoice, DeckRequest, Decklist};
pub use decklists::{DECKLISTS, ProjectDeck, named_list};
pub use digest::{cards_digest, unchanged};
pub use hosted::{Request, deck_labels, decks_preview, in_pool, listed, no_file, pool_labels};
pub use sealed::{Sealed, Trade, find_set, openable, packed_sets, set_cards, unplayable};

use crate::game::{Rules, Table, Tcg};
use crate::players::{TcgPlayer, player};

/// What a game of `tcg` is made from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Each seat's deck: a theme deck's name or id (`d-swsh1-1`), one of the project's
    /// decklists, or a decklist given whole.
    pub decks: Vec<DeckChoice>,
    /// The pokemon-tcg-data folder; none for the default ([`default_data_dir`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
    /// The digest of the decks' cards when the configuration was made ([`cards_digest`]), which
    /// a table keeps: the set-up is refused if the card data now reads differently.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards_digest: Option<String>,
    /// A Sealed game (TB-13): the packs each seat opens and the trades made. Its decks are
    /// Limited decks built from the pools (none given: the AI's builder builds them all).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed: Option<Sealed>,
}

/// A configuration checked: its decks and their compiled cards.
#[derive(Debug, Clone)]
pub struct Setup {
    pub config: Config,
    pub table: Table,
}

impl Format for Tcg {
    const NAME: &'static str = "tcg";
    const TITLE: &'static str = "Pokémon TCG";
    const SPEC: (&'static str, &'static str) = ("tcg.md", "TCG");
    type Config = Config;
    type Setup = Setup;
    type Player = TcgPlayer;

    /// Two Sword & Shield theme decks: Rillaboom against Cinderace.
    fn default_config() -> Config {
        Config {
            decks: vec![
                DeckChoice::named("d-swsh1-1"),
                DeckChoice::named("d-swsh1-2"),
            ],
            data: None,
            cards_digest: None,
            sealed: None,
        }
    }

    /// TCG-5: who goes first; then turns alternate.
    fn turn_rule(&self) -> &'static str {
        "TCG-5"
    }

    fn setup(mut config: Config) -> Result<Setup, RuleError> {
        let data = card_data(config.data.as_deref()).map_err(|e| RuleError::new("TCG-2", e))?;
        let sealed = config.sealed.clone();
        let rules = match sealed {
            Some(_) => Rules::two_players().limited(),
            None => Rules::two_players(),
        };
        let decks = match &sealed {
            Some(sealed) => {
                sealed.decks(&data, &mut config.decks, &rules, &["seat 1", "seat 2"])?
            }
            None => (config.decks.iter())
                .map(|d| data.deck(d))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| RuleError::new("TCG-2", without_rule(&e.to_string(), "TCG-2")))?,
        };
        unchanged(config.cards_digest.as_deref(), &decks)
            .map_err(|e| RuleError::new("TCG-2", e))?;
        // A Limited deck was checked by TB-13 above; `new` checks TCG-2's.
        let table = match sealed {
            Some(_) => Table::compiled(&decks, rules),
            None => Table::new(&decks, rules),
        };
        let table = table.map_err(|e| {
            let text = e.to_string();
            let rule = if text.starts_with("TCG-15") {
                "TCG-15"
            } else {
                "TCG-2"
            };
            RuleError::new(rule, without_rule(&text, rule))
        })?;
        Ok(Setup { config, table })
    }

    fn config(setup: &Setup) -> &Config {
        &setup.config
    }

    fn start(setup: &Setup, seed: u64, record: bool) -> Self {
        setup.table.start(seed, record)
    }

    fn redeal(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(Tcg::sample(&self.view_for(Some(seat)), rng))
    }

    fn seat_names(setup: &Setup) -> Vec<String> {
        setup
            .config
            .decks
            .iter()
            .enumerate()
            .map(|(i, d)| format!("Seat {}: {}", i + 1, d.title()))
            .collect()
    }

    fn label(&self, action: &Self::Action) -> String {
        words::Words::new(self).action(action)
    }

    fn log_tail(&self, lines: usize) -> Vec<String> {
        let events = self.log.as_deref().unwrap_or_default();
        let words = words::Words::new(self);
        altplay_format::last_lines(events, lines, |e| Some(words.event(e)))
    }

    fn result(&self) -> String {
        words::result(self)
    }

    fn player(
        _: &Setup,
        spec: PolicySpec,
        _: Seat,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<TcgPlayer, String> {
        player(spec, seed, halt)
    }

    fn data_sets() -> Vec<DataSet> {
        vec![
            DataSet {
                place: "tcg",
                check: decklists::check,
                embedded: decklists::embedded,
            },
            DataSet {
                place: "tcg/meta",
                check: decklists::check_meta,
                embedded: decklists::embedded_meta,
            },
            DataSet {
                place: "tcg/scripts",
                check: crate::coverage::scripts::check,
                embedded: || crate::text::scripts::FILES.to_vec(),
            },
        ]
    }
}

/// A message without the rule id it starts with (a `RuleError` puts it back in front).
fn without_rule(text: &str, rule: &str) -> String {
    text.strip_prefix(rule)
        .and_then(|t| t.strip_prefix(": "))
        .unwrap_or(text)
        .to_string()
}
