//! Raid Format behind the format interface: its configuration, players, words, data files, and
//! its parts of `play`, `simulate`, `bench`, `calibrate` and the table server.

pub mod calibrate;
#[cfg(feature = "cli")]
pub(crate) mod cli;
mod data;
pub mod difficulty;
mod hosted;
pub(crate) mod words;

use std::sync::Arc;

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{GameRng, RuleError, Seat};
use altplay_format::{DataSet, Format};

use altplay_tcg::format::DeckChoice;

use crate::boss_choice::BossChoice;
use crate::config::{Config, LocalRules, Setup};
use crate::players::RaidPlayer;
use crate::state::RaidFormat;

impl Format for RaidFormat {
    const NAME: &'static str = "raid-format";
    const TITLE: &'static str = "Raid Format";
    const SPEC: (&'static str, &'static str) = ("raid-format.md", "RF");
    type Config = Config;
    type Setup = Arc<Setup>;
    type Player = RaidPlayer;

    /// The modern boss against three of the project's decks.
    fn default_config() -> Config {
        Config {
            boss: BossChoice::Named(crate::boss_data::BUILTIN[0].name.to_string()),
            decks: ["grass-rillaboom", "fire-cinderace", "water-inteleon"]
                .map(DeckChoice::named)
                .to_vec(),
            divisor: 10,
            local: LocalRules::default(),
            data: None,
            cards_digest: None,
        }
    }

    /// RF-7: the players' shared turn.
    fn turn_rule(&self) -> &'static str {
        "RF-7"
    }

    fn setup(config: Config) -> Result<Arc<Setup>, RuleError> {
        Setup::new(config).map(Arc::new)
    }

    fn config(setup: &Arc<Setup>) -> &Config {
        &setup.config
    }

    fn start(setup: &Arc<Setup>, seed: u64, record: bool) -> Self {
        RaidFormat::new(Arc::clone(setup), seed, record)
    }

    fn redeal(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(self.redealt_for(seat, rng))
    }

    fn seat_names(setup: &Arc<Setup>) -> Vec<String> {
        setup
            .config
            .decks
            .iter()
            .enumerate()
            .map(|(i, d)| format!("Player {}: {}", i + 1, d.title()))
            .collect()
    }

    fn label(&self, action: &Self::Action) -> String {
        words::action(self, action)
    }

    fn log_tail(&self, lines: usize) -> Vec<String> {
        let entries = self.log.as_deref().unwrap_or_default();
        altplay_format::last_lines(entries, lines, |e| Some(words::entry(self, e)))
    }

    fn result(&self) -> String {
        words::result(self)
    }

    fn player(
        setup: &Arc<Setup>,
        spec: PolicySpec,
        seat: Seat,
        seed: u64,
        _: Option<Halt>,
    ) -> Result<RaidPlayer, String> {
        if setup.is_physical(seat.index()) {
            return Err(format!(
                "player {} plays with physical cards: a person reports for them (RF-25)",
                seat.0 + 1
            ));
        }
        RaidPlayer::new(spec, seat, seed)
    }

    fn data_sets() -> Vec<DataSet> {
        vec![
            DataSet {
                place: "raid-format/bosses",
                check: data::check,
                embedded: data::embedded,
            },
            DataSet {
                place: difficulty::FILE,
                check: |_, file, text| difficulty::read(file, text).map(drop),
                embedded: || vec![difficulty::embedded()],
            },
        ]
    }
}
