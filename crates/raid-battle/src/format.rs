//! Raid Battle behind the format interface.

use std::sync::Arc;

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{Game, GameRng, Policy, RandomPolicy, RuleError, Seat};
use altplay_format::{DataSet, Format};

use crate::data_check::{check_boss, check_team};
use crate::{
    Action, BossProfile, GreedyPolicy, RaidBattle, RaidConfig, Setup, TeamFile, builtin, words,
};

impl Format for RaidBattle {
    const NAME: &'static str = crate::FORMAT;
    const TITLE: &'static str = "Raid Battle";
    const SPEC: (&'static str, &'static str) = ("raid-battle.md", "RB");
    type Config = RaidConfig;
    type Setup = Arc<Setup>;
    type Player = RaidPlayer;

    /// The built-in team `level2` against the boss Voltfang, with the source's options.
    fn default_config() -> RaidConfig {
        let team = builtin::find(builtin::TEAMS, "level2").expect("a built-in team");
        let boss = builtin::find(builtin::BOSSES, "voltfang").expect("a built-in boss");
        let roster = altplay_cards::roster::builtin();
        let lookup = |name: &str| roster.find(name).cloned().map_err(|e| e.to_string());
        let team = TeamFile::parse(team.path, team.text)
            .expect("the built-in team parses")
            .resolve(team.path, &lookup)
            .expect("the built-in team names roster Pokémon");
        RaidConfig {
            boss: BossProfile::parse(boss.path, boss.text).expect("the built-in boss is sound"),
            team,
            options: crate::Options::default(),
        }
    }

    /// RB-13: the seats' turn order.
    fn turn_rule(&self) -> &'static str {
        "RB-13"
    }

    fn setup(config: RaidConfig) -> Result<Arc<Setup>, RuleError> {
        Setup::new(config).map(Arc::new)
    }

    fn config(setup: &Arc<Setup>) -> &RaidConfig {
        &setup.config
    }

    fn start(setup: &Arc<Setup>, seed: u64, record: bool) -> Self {
        RaidBattle::start(Arc::clone(setup), seed, record)
    }

    /// Nothing is hidden from one seat that another sees: the chance to come, dealt again.
    fn redeal(&self, _seat: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(self.chance_redealt(rng))
    }

    fn seat_names(setup: &Arc<Setup>) -> Vec<String> {
        let pairs = setup.config.team.pairs.iter().enumerate();
        pairs
            .map(|(i, [a, b])| format!("Seat {}: {} & {}", i + 1, a.name, b.name))
            .collect()
    }

    fn label(&self, action: &Action) -> String {
        let seat = self.to_move().first().map_or(0, |Seat(seat)| seat);
        words::action(self, &self.view(None), seat, action)
    }

    fn log_tail(&self, lines: usize) -> Vec<String> {
        let view = self.view(None);
        altplay_format::last_lines(self.events(), lines, |e| Some(words::event(&view, e)))
    }

    fn result(&self) -> String {
        words::result(self)
    }

    fn player(
        _: &Arc<Setup>,
        spec: PolicySpec,
        _: Seat,
        seed: u64,
        _: Option<Halt>,
    ) -> Result<RaidPlayer, String> {
        match spec {
            PolicySpec::Greedy => Ok(RaidPlayer::Greedy(GreedyPolicy)),
            PolicySpec::Random => Ok(RaidPlayer::Random(Box::new(RandomPolicy::new(seed)))),
            PolicySpec::Mcts(_) | PolicySpec::IsMcts(_) => Err(
                "unknown Raid Battle player: it has no search player (mcts, ismcts); expected greedy or random"
                    .into(),
            ),
        }
    }

    fn data_sets() -> Vec<DataSet> {
        vec![
            DataSet {
                place: "bosses",
                check: check_boss,
                embedded: || builtin::BOSSES.iter().map(|f| (f.path, f.text)).collect(),
            },
            DataSet {
                place: "teams",
                check: check_team,
                embedded: || builtin::TEAMS.iter().map(|f| (f.path, f.text)).collect(),
            },
        ]
    }
}

/// Raid Battle's players: the greedy one and the random one (the boss is the rules' own).
pub enum RaidPlayer {
    Greedy(GreedyPolicy),
    /// Boxed: its generator is a few hundred bytes, the greedy player none.
    Random(Box<RandomPolicy<RaidBattle>>),
}

impl Policy<RaidBattle> for RaidPlayer {
    /// Inlined into the game loops, so the greedy player costs what `greedy_action` costs (the
    /// random player's larger body stays out of line).
    #[inline]
    fn choose(&mut self, game: &RaidBattle) -> Action {
        match self {
            Self::Greedy(_) => game.greedy_action(),
            Self::Random(p) => random_choice(p, game),
        }
    }
}

#[inline(never)]
fn random_choice(player: &mut RandomPolicy<RaidBattle>, game: &RaidBattle) -> Action {
    player.choose(game)
}
