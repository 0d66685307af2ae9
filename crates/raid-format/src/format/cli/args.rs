//! The table from the command line: the boss set-up, the players' decks, the divisor and the
//! local rules.

use std::path::Path;
use std::sync::Arc;

use altplay_format::{BoxError, Format};
use altplay_tcg::format::DeckChoice;
use altplay_tcg::format::cli::DataFolder;
use clap::Args;

use crate::boss_choice::BossChoice;
use crate::config::{Config, LocalRules, Setup};
use crate::state::RaidFormat;

#[derive(Args, Clone)]
pub struct TableArgs {
    /// The boss set-up: a built-in one by name (see data/raid-format/README.md) or a file (.toml).
    #[arg(long, value_name = "BOSS")]
    pub boss: Option<String>,
    /// The players' decks, 1 to 5, comma-separated: theme decks by name or id, the project's
    /// decklists (grass-rillaboom, …) or decklist files.
    #[arg(long, value_name = "D1,D2,…", value_delimiter = ',')]
    pub decks: Vec<String>,
    /// RF-18: the damage per player that mills one boss card, 10 to 20.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub divisor: u8,
    /// Play without the source's local rules (RF-22 to RF-24).
    #[arg(long)]
    pub no_local_rules: bool,
    #[command(flatten)]
    pub folder: DataFolder,
}

impl TableArgs {
    /// The configuration asked for; `decks` when none is given. Files named are read here.
    pub fn config_or(&self, decks: &[DeckChoice]) -> Result<Config, BoxError> {
        let default = RaidFormat::default_config();
        let on = !self.no_local_rules;
        Ok(Config {
            boss: match &self.boss {
                None => default.boss,
                Some(boss) => boss_arg(boss)?,
            },
            decks: self.folder.decks(&self.decks, decks)?,
            divisor: self.divisor,
            local: LocalRules {
                boss_prizes: on,
                boss_unhindered: on,
                faq: on,
            },
            data: self.folder.data.clone(),
            cards_digest: None,
        })
    }

    /// The set-up asked for, with the default's decks when none is given.
    pub fn setup(&self) -> Result<Arc<Setup>, BoxError> {
        let default = RaidFormat::default_config();
        Ok(RaidFormat::setup(self.config_or(&default.decks)?)?)
    }
}

/// A boss argument: a set-up file when `arg` is the path of one (read, and given whole), else
/// the name of one of the project's.
fn boss_arg(arg: &str) -> Result<BossChoice, BoxError> {
    if !Path::new(arg).is_file() {
        return Ok(BossChoice::Named(arg.to_string()));
    }
    let text = std::fs::read_to_string(arg).map_err(|e| format!("cannot read {arg}: {e}"))?;
    Ok(BossChoice::from_file_text(arg, &text)?)
}
