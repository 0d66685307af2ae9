//! The table a command sets up, from the command line: team, boss, options and the AI policy.

use altplay_ai::PolicySpec;
use altplay_cards::Catalog;
use altplay_format::BoxError;
use altplay_format::source::{self, Source};
use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::builtin::{self, EmbeddedFile};
use crate::{BossProfile, Options, RaidConfig, TeamFile};

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
    /// names resolve in the card catalog (built-in roster, then the user's imported cards).
    pub fn config(&self, base: Options) -> Result<RaidConfig, BoxError> {
        let boss = open(&self.boss, "boss", builtin::BOSSES)?;
        let boss = BossProfile::parse(&boss.label, &boss.text)?;
        let team = open(&self.team, "team", builtin::TEAMS)?;
        let file = TeamFile::parse(&team.label, &team.text)?;
        let catalog = Catalog::open_user(None)?;
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

fn open(arg: &str, kind: &str, files: &'static [EmbeddedFile]) -> Result<Source, BoxError> {
    let embedded = |name: &str| builtin::find(files, name).map(|f| (f.path, f.text));
    Ok(source::open(arg, kind, embedded, &builtin::names(files))?)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PolicyKind {
    /// One decision ahead: strongest expected attack, GX kept for a good moment.
    Greedy,
    /// Uniform among the legal actions.
    Random,
}

impl PolicyKind {
    pub fn spec(self) -> PolicySpec {
        match self {
            Self::Greedy => PolicySpec::Greedy,
            Self::Random => PolicySpec::Random,
        }
    }
}
