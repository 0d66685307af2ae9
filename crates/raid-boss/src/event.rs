//! The record of every change (DESIGN: events are the record).

use arrayvec::ArrayVec;
use serde::Serialize;

use crate::state::MAX_DICE;

/// Heroes are named by id (their seat), not by position, since positions change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u16,
    },
    TurnStarted {
        hero: u8,
    },
    Revealed {
        hero: u8,
        card: u8,
    },
    Chose {
        option: u8,
    },
    Rolled {
        hero: u8,
        dice: ArrayVec<u8, MAX_DICE>,
    },
    DieChanged {
        die: u8,
        value: u8,
    },
    BoosterUsed {
        hero: u8,
        die: u8,
    },
    ShardUsed {
        hero: u8,
        die: u8,
    },
    Assigned {
        die: u8,
        ability: u8,
    },
    AbilityUsed {
        hero: u8,
        ability: u8,
    },
    AssistUsed {
        hero: u8,
    },
    PassiveFired {
        hero: Option<u8>,
    },
    HeroDamaged {
        hero: u8,
        amount: u8,
        blocked: u8,
        hp: i8,
    },
    DamageLost {
        hero: u8,
        amount: u8,
    },
    Healed {
        hero: u8,
        hp: i8,
    },
    BossDamaged {
        amount: u8,
        total: u16,
    },
    BossHealed {
        amount: u8,
        total: u16,
    },
    /// Any other counter of a hero: shield, overshield, bonus dice, skill, Max HP, …
    Changed {
        hero: u8,
        what: &'static str,
        value: i16,
    },
    Moved {
        order: [u8; 4],
    },
    KnockedOut {
        hero: u8,
        count: u8,
    },
    Revived {
        hero: u8,
        by: Option<u8>,
    },
    PhaseChanged {
        phase: u8,
    },
    SpecialChanged {
        value: i16,
    },
    LastStand {
        hero: Option<u8>,
    },
    DieAwarded {
        hero: u8,
        dice: u8,
    },
    Won {
        kos: u8,
    },
    Lost {
        rule: &'static str,
    },
    /// RX-17: the trigger chain passed its bound; the game ends without a result.
    Stopped {
        source: Option<u8>,
    },
}
