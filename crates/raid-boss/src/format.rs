//! Raid Boss behind the format interface, with the built-in heroes and bosses.

use std::sync::Arc;

use altplay_ai::{Halt, Mcts, NoSampler, Player, PolicySpec};
use altplay_cards::CardIndex;
use altplay_core::{DataError, GameRng, RandomPolicy, RuleError, Seat, derive_seed};
use altplay_format::{DataSet, Format};

use crate::policy::Heuristic;
use crate::{Action, Config, RaidBoss, Rules, builtin, check_file, words};

/// A configuration checked: the heroes and the boss found in the built-in data.
#[derive(Debug, Clone)]
pub struct Setup {
    pub config: Config,
    pub rules: Arc<Rules>,
}

/// Any Raid Boss player: random, the heuristic team (`greedy`, also called `heuristic`), or
/// MCTS with the heuristic for rollouts. Nothing is hidden, so there is no IS-MCTS.
pub type TeamPlayer =
    Player<RaidBoss, RandomPolicy<RaidBoss>, Heuristic, Heuristic, NoSampler<RaidBoss>>;

impl Format for RaidBoss {
    const NAME: &'static str = crate::FORMAT;
    const TITLE: &'static str = "Raid Boss";
    const SPEC: (&'static str, &'static str) = ("raid-boss.md", "RX");
    type Config = Config;
    type Setup = Setup;
    type Player = TeamPlayer;

    /// Bulwark, Emberlance, Mendra and Tessel against Cinderwyrm, as the command line's defaults.
    fn default_config() -> Config {
        Config {
            heroes: ["Bulwark", "Emberlance", "Mendra", "Tessel"]
                .map(String::from)
                .to_vec(),
            boss: "Cinderwyrm".into(),
            physical: Vec::new(),
        }
    }

    /// RX-6: heroes take turns left to right.
    fn turn_rule(&self) -> &'static str {
        "RX-6"
    }

    fn setup(config: Config) -> Result<Setup, RuleError> {
        let rules = Arc::new(config.rules(builtin::library())?);
        Ok(Setup { config, rules })
    }

    fn config(setup: &Setup) -> &Config {
        &setup.config
    }

    fn start(setup: &Setup, seed: u64, record: bool) -> Self {
        RaidBoss::new(Arc::clone(&setup.rules), seed, record)
    }

    /// Nothing is hidden from one hero that another sees: the chance to come, dealt again.
    fn redeal(&self, _seat: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(self.chance_redealt(rng))
    }

    fn seat_names(setup: &Setup) -> Vec<String> {
        let heroes = setup.config.heroes.iter().enumerate();
        heroes
            .map(|(i, hero)| format!("Position {}: {hero}", i + 1))
            .collect()
    }

    fn label(&self, action: &Action) -> String {
        words::action(self, action)
    }

    fn log_tail(&self, lines: usize) -> Vec<String> {
        let events = self.state().log.events();
        altplay_format::last_lines(events, lines, |e| words::event(self, e))
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
    ) -> Result<TeamPlayer, String> {
        match spec {
            PolicySpec::Random => Ok(Player::Random(RandomPolicy::new(seed))),
            PolicySpec::Greedy => Ok(Player::Greedy(Heuristic::new())),
            PolicySpec::Mcts(config) => Ok(Player::Mcts(
                Mcts::with_rollout(config, derive_seed(seed, 3), Heuristic::new()).halted_by(halt),
            )),
            PolicySpec::IsMcts(_) => {
                Err("raid-boss has no hidden hands to sample: use mcts, heuristic or random".into())
            }
        }
    }

    fn data_sets() -> Vec<DataSet> {
        vec![
            DataSet {
                place: "raid-boss/heroes",
                check: check_one,
                embedded: || embedded("/heroes/"),
            },
            DataSet {
                place: "raid-boss/bosses",
                check: check_one,
                embedded: || embedded("/bosses/"),
            },
        ]
    }
}

/// One hero or boss file on its own; its first fault.
fn check_one(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    check_file(file, text).map_err(|mut faults| faults.swap_remove(0))
}

fn embedded(folder: &str) -> Vec<(&'static str, &'static str)> {
    builtin::FILES
        .iter()
        .copied()
        .filter(|(path, _)| path.contains(folder))
        .collect()
}
