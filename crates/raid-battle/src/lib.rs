//! Raid Battle (Pokémon TCG, 2020): four pairs against a boss driven by a 20-card Boss Attack
//! deck. Rules: `spec/raid-battle.md`, RB-1 to RB-27; tests are named after the rule they check.

mod action;
mod boss;
pub mod builtin;
#[cfg(feature = "cli")]
mod cli;
mod coins;
mod config;
mod data_check;
mod decks;
mod event;
mod flow;
mod format;
mod game;
mod greedy;
mod hosted;
mod players;
mod redeal;
mod setup;
mod team;
mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use action::{Action, MAX_FLIPS_UNTIL_TAILS, MAX_REPORTED_DAMAGE};
pub use boss::{BossAttack, BossLevel, BossProfile, BossTarget};
pub use config::{
    MIN_POWER, Options, RaidConfig, attack_cap, largest_printed_damage, level_for_power, team_power,
};
pub use decks::{BossCard, Cheer};
pub use event::{Event, PokemonRef};
pub use flow::KNOCKOUTS_TO_LOSE;
pub use format::RaidPlayer;
pub use game::{BOSS, PLAYERS, Phase, RaidBattle};
pub use greedy::GreedyPolicy;
pub use hosted::{Board, RaidRequest};
pub use setup::Setup;
pub use team::{InlinePokemon, PairFile, Team, TeamError, TeamFile};
pub use view::{BossView, PairView, PokemonView, View};

/// The name replays and the CLI use for this format.
pub const FORMAT: &str = "raid-battle";
