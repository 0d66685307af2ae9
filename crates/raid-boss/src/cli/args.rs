//! Choosing heroes, boss, data and team policy from the command line.

use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;

use altplay_ai::{PolicySpec, SpecError};
use altplay_format::BoxError;
use clap::Args;

use crate::{Config, Library, Rules, Setup, builtin};

/// The team and the boss, from the built-in data or a data folder.
#[derive(Args, Clone)]
pub struct TableArgs {
    /// Four hero names in positions 1–4, e.g. Bulwark,Emberlance,Mendra,Tessel.
    #[arg(
        long,
        value_name = "A,B,C,D",
        value_delimiter = ',',
        default_value = "Bulwark,Emberlance,Mendra,Tessel"
    )]
    pub heroes: Vec<String>,
    /// The boss, e.g. Cinderwyrm or "Hollow Regent".
    #[arg(long, value_name = "NAME", default_value = "Cinderwyrm")]
    pub boss: String,
    /// Read heroes and bosses from DIR/heroes and DIR/bosses instead of the built-in data.
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
}

impl TableArgs {
    pub fn config(&self) -> Config {
        Config {
            heroes: self.heroes.clone(),
            boss: self.boss.clone(),
            physical: Vec::new(),
        }
    }

    pub fn rules(&self) -> Result<Arc<Rules>, BoxError> {
        let loaded;
        let lib = match &self.data {
            Some(dir) => {
                loaded = Library::load(dir).map_err(|faults| {
                    let lines: Vec<String> = faults.iter().map(ToString::to_string).collect();
                    lines.join("\n")
                })?;
                &loaded
            }
            None => builtin::library(),
        };
        let rules = self.config().rules(lib).map_err(|e| {
            let heroes: Vec<&str> = lib.heroes.iter().map(|h| h.name.as_str()).collect();
            let bosses: Vec<&str> = lib.bosses.iter().map(|b| b.name.as_str()).collect();
            format!(
                "{e} (heroes: {}; bosses: {})",
                heroes.join(", "),
                bosses.join(", ")
            )
        })?;
        Ok(Arc::new(rules))
    }

    /// The game the options ask for, checked.
    pub fn setup(&self) -> Result<Setup, BoxError> {
        Ok(Setup {
            rules: self.rules()?,
            config: self.config(),
        })
    }
}

/// The team's AI: `heuristic` (also `greedy`), `random`, or `mcts[:iters=N,c=X]`.
#[derive(Debug, Clone, Copy)]
pub struct TeamPolicy(PolicySpec);

/// Why a team policy is refused.
#[derive(Debug, thiserror::Error)]
pub enum TeamPolicyError {
    #[error("--policy: {0}")]
    Spec(#[from] SpecError),
    #[error("raid-boss has no hidden hands to sample: use mcts, heuristic or random")]
    Sampling,
}

impl FromStr for TeamPolicy {
    type Err = TeamPolicyError;

    fn from_str(s: &str) -> Result<Self, TeamPolicyError> {
        let spec = match s.trim() {
            "heuristic" => PolicySpec::Greedy,
            other => other.parse()?,
        };
        if matches!(spec, PolicySpec::IsMcts(_)) {
            return Err(TeamPolicyError::Sampling);
        }
        Ok(Self(spec))
    }
}

impl TeamPolicy {
    pub fn name(self) -> String {
        match self.0 {
            PolicySpec::Random => "random".into(),
            PolicySpec::Greedy => "heuristic".into(),
            PolicySpec::Mcts(c) => format!("mcts ({:?}, c={})", c.budget, c.exploration),
            PolicySpec::IsMcts(_) => unreachable!("refused when parsed"),
        }
    }

    pub fn spec(self) -> PolicySpec {
        self.0
    }
}
