//! Team Battle behind the format interface: its configuration, players and words, and its parts
//! of `play`, `simulate`, `bench` and the table server.

#[cfg(feature = "cli")]
mod cli;
mod hosted;
mod words;

use std::sync::Arc;

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{Game, GameRng, RuleError, Seat};
use altplay_format::{DataSet, Format};
use altplay_tcg::format::DeckChoice;

use crate::config::{Config, Setup};
use crate::players::TeamPlayer;
use crate::seating::SEAT_NAMES;
use crate::state::TeamBattle;

impl Format for TeamBattle {
    const NAME: &'static str = "team-battle";
    const TITLE: &'static str = "Team Battle";
    const SPEC: (&'static str, &'static str) = ("team-battle.md", "TB");
    type Config = Config;
    type Setup = Arc<Setup>;
    type Player = TeamPlayer;

    /// The three Sword & Shield theme decks and Sword & Shield—Rebel Clash's Zacian: team A
    /// Rillaboom (A1) and Inteleon (A2), team B Cinderace (B1) and Zacian (B2).
    fn default_config() -> Config {
        Config {
            decks: ["d-swsh1-1", "d-swsh1-2", "d-swsh1-3", "d-swsh2-1"]
                .map(DeckChoice::named)
                .to_vec(),
            data: None,
            cards_digest: None,
            sealed: None,
        }
    }

    /// TB-2: turns go clockwise, alternating teams; TB-6: while a question waits, the teammate
    /// asked answers it.
    fn turn_rule(&self) -> &'static str {
        if self.asked.is_some() { "TB-6" } else { "TB-2" }
    }

    fn setup(config: Config) -> Result<Arc<Setup>, RuleError> {
        Setup::new(config).map(Arc::new)
    }

    fn config(setup: &Arc<Setup>) -> &Config {
        &setup.config
    }

    fn start(setup: &Arc<Setup>, seed: u64, record: bool) -> Self {
        TeamBattle::new(Arc::clone(setup), seed, record)
    }

    fn redeal(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(TeamBattle::sample(&self.view(Some(seat)), rng))
    }

    /// "A1: d-swsh1-1", …
    fn seat_names(setup: &Arc<Setup>) -> Vec<String> {
        (SEAT_NAMES.iter().zip(&setup.config.decks))
            .map(|(seat, deck)| format!("{seat}: {}", deck.title()))
            .collect()
    }

    fn label(&self, action: &Self::Action) -> String {
        words::action(self, action)
    }

    fn log_tail(&self, lines: usize) -> Vec<String> {
        words::log_tail(self, lines)
    }

    fn result(&self) -> String {
        words::result(self)
    }

    fn player(
        _: &Arc<Setup>,
        spec: PolicySpec,
        _: Seat,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<TeamPlayer, String> {
        TeamPlayer::new(spec, seed, halt)
    }

    /// The decks are the normal game's: `tcg` checks the project's decklists.
    fn data_sets() -> Vec<DataSet> {
        Vec::new()
    }
}
