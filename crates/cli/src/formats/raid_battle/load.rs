//! The table a command sets up: team, boss and options from the command line, and the AI that
//! plays the seats no person plays.

use altplay_core::{Policy, RandomPolicy};
use altplay_raid_battle::{
    BossProfile, GreedyPolicy, Options, RaidBattle, RaidConfig, TeamFile, builtin,
    builtin::EmbeddedFile,
};
use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::{cards, sources};

// What `play` and `simulate` share (a plain comment: clap would show a doc comment as help).
#[derive(Args)]
pub struct TableArgs {
    /// A team file, or the name of a built-in team.
    #[arg(long, value_name = "FILE")]
    pub team: String,
    /// A boss profile file, or the name of a built-in boss.
    #[arg(long, value_name = "NAME")]
    pub boss: String,
    /// Force the boss level instead of deriving it from the team's power (RB-12).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=3))]
    pub level: Option<u8>,
    /// Apply Weakness and Resistance (RB-7).
    #[arg(long)]
    pub weakness: bool,
    /// How the AI seats choose.
    #[arg(long, value_enum, default_value_t = PolicyKind::Greedy)]
    pub policy: PolicyKind,
}

impl TableArgs {
    /// The game's configuration: `base` with this table's level and weakness settings. Team
    /// names resolve in the card catalog (built-in roster, then imported cards).
    pub fn config(&self, base: Options) -> anyhow::Result<RaidConfig> {
        let boss = open(&self.boss, "boss", builtin::BOSSES)?;
        let boss = BossProfile::parse(&boss.label, &boss.text)?;
        let team = open(&self.team, "team", builtin::TEAMS)?;
        let file = TeamFile::parse(&team.label, &team.text)?;
        let catalog = cards::open_catalog(None)?;
        let lookup = |name: &str| catalog.find(name).cloned().map_err(|e| e.to_string());
        let team = file.resolve(&team.label, &lookup)?;
        Ok(RaidConfig {
            boss,
            team,
            options: Options {
                level: self.level,
                weakness: self.weakness,
                ..base
            },
        })
    }
}

fn open(arg: &str, kind: &str, files: &'static [EmbeddedFile]) -> anyhow::Result<sources::Source> {
    let embedded = |name: &str| builtin::find(files, name).map(|f| (f.path, f.text));
    sources::open(arg, kind, embedded, &builtin::names(files))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PolicyKind {
    /// One decision ahead: strongest expected attack, GX kept for a good moment.
    Greedy,
    /// Uniform among the legal actions.
    Random,
}

/// Mixed into a game's seed to seed a random AI, so the AI's draws are not the game's own.
const POLICY_SEED_MIX: u64 = 0xA1A1_5EED_0F0F_7A7A;

impl PolicyKind {
    /// The AI for a game with `game_seed`.
    pub fn player(self, game_seed: u64) -> Ai {
        match self {
            Self::Greedy => Ai::Greedy(GreedyPolicy),
            Self::Random => Ai::Random(Box::new(RandomPolicy::new(game_seed ^ POLICY_SEED_MIX))),
        }
    }
}

/// One of the policies, chosen on the command line.
pub enum Ai {
    Greedy(GreedyPolicy),
    Random(Box<RandomPolicy<RaidBattle>>),
}

impl Policy<RaidBattle> for Ai {
    fn choose(&mut self, game: &RaidBattle) -> altplay_raid_battle::Action {
        match self {
            Self::Greedy(p) => p.choose(game),
            Self::Random(p) => p.choose(game),
        }
    }
}
