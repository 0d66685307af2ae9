//! The interface every format implements, so that the command line, the table server, the
//! simulator and the tests know a format only through it. The registry (`altplay-formats`) is
//! the one place that lists the formats.
//!
//! As shakmaty separates an unchecked `Setup` from a checked `Position`, a format separates its
//! [`Format::Config`] (plain data: what a replay file or a table stores) from its
//! [`Format::Setup`] (the configuration checked once, shared by every game started from it).

#[cfg(feature = "cli")]
mod cli;
mod data;
mod hosted;
mod log_lines;

use altplay_ai::{Halt, PolicySpec};
use std::fmt::Debug;

use altplay_core::{Game, GameRng, Policy, RuleError, Seat, derive_seed};
use serde::Serialize;
use serde::de::DeserializeOwned;

#[cfg(feature = "cli")]
pub use cli::{
    Bench, BoxError, Lines, Moment, Play, PlayTable, Report, Results, RunInfo, Seating, Simulate,
    Simulation, WinRate, check_specs, narrate, people, source, terminal,
};
pub use data::{DataCheck, DataSet};
pub use hosted::{Hosted, Offers};
pub use log_lines::last_lines;

/// A format: its game, how a game is made, and its words for people.
pub trait Format: Game + PartialEq + Debug + Sized + 'static {
    /// The registered name, as commands, tables and replay files give it: `raid-battle`.
    const NAME: &'static str;
    /// The name for people: `Raid Battle`.
    const TITLE: &'static str;
    /// Its rules: the file in `../shared/spec/` and the prefix of their ids, `("raid-battle.md",
    /// "RB")`. Each rule has a test named after it (`fn rb_12_…`), which the conformance suite
    /// checks.
    const SPEC: (&'static str, &'static str);
    /// What a game is made from, self-contained: a replay file or a table stores it as JSON.
    type Config: Serialize + DeserializeOwned + Clone + Send + Sync + 'static;
    /// The configuration checked, with whatever is worked out once for every game.
    type Setup: Clone + Send + Sync + 'static;

    /// The embedded default: the built-in configuration a game is made from when none is given.
    fn default_config() -> Self::Config;
    /// The rule that says who acts now (whose turn it is, or who answers), which a table names
    /// when a seat acts out of turn: `"TB-2"`.
    fn turn_rule(&self) -> &'static str;
    /// Checks a configuration; the error names the rule it breaks.
    fn setup(config: Self::Config) -> Result<Self::Setup, RuleError>;
    /// The configuration a set-up was made from (what a replay of its games stores).
    fn config(setup: &Self::Setup) -> &Self::Config;
    /// A new game; `record` keeps its event log (the simulator and search turn it off).
    fn start(setup: &Self::Setup, seed: u64, record: bool) -> Self;

    /// A copy of this game with everything `seat` may not see dealt again at random, consistent
    /// with its view (what IS-MCTS searches); `None` when a seat sees all the others hold.
    fn redeal(&self, _seat: Seat, _rng: &mut GameRng) -> Option<Self> {
        None
    }

    /// What each seat is called: "Seat 1: Pikachu & Raichu".
    fn seat_names(setup: &Self::Setup) -> Vec<String>;
    /// `action` in words, for the seat to move.
    fn label(&self, action: &Self::Action) -> String;
    /// The last `lines` lines of the event log in words, oldest first (empty when the log is
    /// not kept): what a table shows after each change, worded from the end ([`last_lines`])
    /// rather than from the start of a long game. A format words an event as the game stands
    /// now (the standard engine names a Pokémon where it is now), so lines are worded afresh.
    fn log_tail(&self, lines: usize) -> Vec<String>;
    /// The whole event log in words, oldest first.
    fn log(&self) -> Vec<String> {
        self.log_tail(usize::MAX)
    }
    /// How the game ended, or where it stands.
    fn result(&self) -> String;

    /// Any player of this format: an enum, so that a simulation's game loop calls it without
    /// dynamic dispatch.
    type Player: Policy<Self>;
    /// A player for `spec` playing `seat` at a game of this set-up, seeded with [`seat_seed`], or
    /// why the format refuses it (a spec that would read a hidden hand, say); a search ends
    /// early when `halt` says so. It chooses only `seat`'s actions, when `seat` may act (where
    /// only one seat moves at a time, the seat to move is `seat`, and a format may ignore it).
    fn player(
        setup: &Self::Setup,
        spec: PolicySpec,
        seat: Seat,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<Self::Player, String>;

    /// The data files of this format that `altplay check-data` validates.
    fn data_sets() -> Vec<DataSet>;
}

/// The one seed rule for AI players: the player at `seat` of a game seeded `game_seed` is seeded
/// `derive_seed(game_seed, seat + 1)`, so its choices are not the game's own draws. The terminal
/// and the simulator make it once per game; the table server, which must make the same move
/// again after an undo or a restart, makes it for each decision, the game seed being then the
/// seed of the game so far (see the server's `ai_seats.rs`).
pub fn seat_seed(game_seed: u64, seat: Seat) -> u64 {
    derive_seed(game_seed, u64::from(seat.0) + 1)
}
