//! Limited play (TB-13) at a table: each seat builds a 40-card deck from the packs it opened
//! ([`building`]), trading with its teammate, and the game is then played with those decks.

pub mod building;
#[cfg(feature = "cli")]
pub mod cli;
pub mod format;
pub mod game;
pub mod hosted;
pub mod player;
pub mod view;

pub use building::{Building, Offer, Step};
pub use format::SealedSetup;
pub use game::{Inner, Phase, SealedAction, SealedConfig, SealedGame};
pub use player::SealedPlayer;
pub use view::{BuildingView, SealedView};

/// Team Battle's Limited half: four seats build, then play 2 vs 2 for 2 Prize cards each.
pub type TeamBattleSealed = SealedGame<altplay_team_battle::TeamBattle>;
