//! Battle Grid behind the format interface.

use altplay_ai::{Halt, PolicySpec};
use altplay_cards::{CardIndex, Catalog};
use altplay_core::{DataError, Game, GameRng, RuleError, Seat};
use altplay_format::{DataSet, Format};

use crate::players::{GridPlayer, check_spec, player};
use crate::{
    Action, BattleGrid, CardInfo, Config, DeckError, Options, SAMPLE_DECKS, Setup, parse_deck,
    sample_deck, words,
};

impl Format for BattleGrid {
    const NAME: &'static str = crate::FORMAT;
    const TITLE: &'static str = "Battle Grid";
    const SPEC: (&'static str, &'static str) = ("battle-grid.md", "BG");
    type Config = Config;
    type Setup = Setup;
    type Player = GridPlayer;

    /// Titans against Swarm, the sample decks, with the source's options.
    fn default_config() -> Config {
        let catalog = Catalog::with_builtin_roster(None);
        let [one, two] = ["titans", "swarm"].map(|name| {
            let deck = sample_deck(name).expect("a sample deck");
            parse_deck(deck.path, deck.text, &catalog).expect("the sample decks are sound")
        });
        let pool: Vec<CardInfo> = catalog.roster.cards().iter().map(CardInfo::from).collect();
        Config::from_decks(&pool, [&one.cards, &two.cards], Options::default())
    }

    /// BG-5: players alternate turns.
    fn turn_rule(&self) -> &'static str {
        "BG-5"
    }

    fn setup(config: Config) -> Result<Setup, RuleError> {
        Setup::new(config)
    }

    fn config(setup: &Setup) -> &Config {
        setup.config()
    }

    fn start(setup: &Setup, seed: u64, record: bool) -> Self {
        setup.start(seed, record)
    }

    /// The other hand dealt again from what this seat knows (BG-4), as IS-MCTS samples it.
    fn redeal(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(BattleGrid::sample_from_view(&self.view(Some(seat)), rng))
    }

    fn seat_names(_: &Setup) -> Vec<String> {
        (1..=2).map(|seat| format!("Seat {seat}")).collect()
    }

    fn label(&self, action: &Action) -> String {
        words::account(self, action, &[])
    }

    fn log_tail(&self, lines: usize) -> Vec<String> {
        altplay_format::last_lines(self.events(), lines, |e| Some(words::event(self, e)))
    }

    fn result(&self) -> String {
        words::result(self)
    }

    fn player(
        setup: &Setup,
        spec: PolicySpec,
        _: Seat,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<GridPlayer, String> {
        check_spec(spec, setup.options()).map_err(|e| e.to_string())?;
        Ok(player(spec, seed, halt))
    }

    fn data_sets() -> Vec<DataSet> {
        vec![DataSet {
            place: "battle-grid",
            check: check_deck_file,
            embedded: || SAMPLE_DECKS.iter().map(|d| (d.path, d.text)).collect(),
        }]
    }
}

/// A deck file names only cards of the roster in use, and keeps BG-2.
fn check_deck_file(roster: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    let catalog = Catalog {
        roster: roster.clone(),
        imported: None,
    };
    parse_deck(file, text, &catalog)
        .map(drop)
        .map_err(|e| match e {
            DeckError::Data(e) => e,
            DeckError::Rule { file, line, error } => DataError {
                file,
                line,
                column: usize::from(line > 0),
                message: error.to_string(),
            },
            DeckError::Io { file, source } => DataError {
                file,
                line: 0,
                column: 0,
                message: source.to_string(),
            },
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sample_deck_is_sound_data() {
        let roster = altplay_cards::roster::builtin();
        for d in SAMPLE_DECKS {
            check_deck_file(roster, d.path, d.text).unwrap_or_else(|e| panic!("{e}"));
        }
        let err = check_deck_file(roster, "x.toml", "name = \"x\"\ncards = [\"Nobody\"]\n");
        assert!(err.unwrap_err().to_string().starts_with("x.toml:"));
    }
}
