//! The board a person at a Raid Boss table is shown (issue 28): the boss, the heroes, the dice
//! and what the seat is asked now, in the rulebook's words. Every seat sees the same table, so it
//! holds only what all may know: face-down boss cards unnamed, the deck's order unsaid. Built for
//! the table server alone, never in a simulation loop.

mod boss;
mod dice;
mod hero;
mod step;

use altplay_core::Seat;
use serde::Serialize;

pub use boss::{BossBoard, CardBoard};
pub use dice::{DiceBoard, DieBoard};
pub use hero::{AbilityBoard, HeroBoard};

use crate::RaidBoss;
use crate::state::Slot;

/// What a seat (or a spectator) is shown.
#[derive(Debug, Clone, Serialize)]
pub struct Board {
    /// The round and what happens in it now: "Round 3 — Emberlance assigns dice".
    pub title: String,
    /// What this seat is asked now, in a sentence; to the others, whom the table waits for and
    /// why; once the game is over, how it ended.
    pub prompt: String,
    pub boss: BossBoard,
    /// Left to right, as they stand now.
    pub heroes: Vec<HeroBoard>,
    /// The Ability Roll on the table, from the roll to the next hero's turn.
    pub dice: Option<DiceBoard>,
    /// Heroes knocked out this game (the third loses, RX-12).
    pub knock_outs: u8,
}

impl Board {
    pub fn of(game: &RaidBoss, seat: Option<Seat>) -> Self {
        let s = game.state();
        Self {
            title: step::title(game),
            prompt: step::prompt(game, seat),
            boss: BossBoard::of(game),
            heroes: (0..s.heroes.len())
                .map(|pos| HeroBoard::of(game, pos, seat))
                .collect(),
            dice: DiceBoard::of(game),
            knock_outs: s.ko_count,
        }
    }
}

/// A boss card above a hero, as the table shows it: face down, or its name and whether it has
/// resolved.
fn card_words(game: &RaidBoss, slot: Slot) -> String {
    let name = &game.rules().boss.card[slot.card as usize].name;
    match (slot.revealed, slot.resolved) {
        (false, _) => "face down".into(),
        (true, false) => format!("{name} (revealed)"),
        (true, true) => format!("{name} (resolved)"),
    }
}

/// The active hero's name, if a turn is under way.
fn active_name(game: &RaidBoss) -> Option<&str> {
    let id = game.state().active?;
    Some(game.rules().heroes[id as usize].name.as_str())
}

/// "1 Shield", "3 Shields".
fn count(n: impl Into<u16>, one: &str, many: &str) -> String {
    match n.into() {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// The first letter in capitals: "enraged" → "Enraged".
fn capital(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
