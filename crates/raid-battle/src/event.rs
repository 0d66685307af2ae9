//! Every change of a Raid Battle, in order (RB-27).

use altplay_core::Outcome;
use serde::{Deserialize, Serialize};

use crate::decks::{BossCard, Cheer};

/// A Pokémon on the table: `slot` 0 of a pair started Active, slot 1 on the Bench.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PokemonRef {
    pub seat: u8,
    pub slot: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    LevelChosen {
        power: u32,
        level: u8,
        forced: bool,
        boss_hp: u32,
    },
    RoundStarted {
        round: u16,
    },
    CheerDrawn {
        seat: u8,
        cheer: Cheer,
    },
    CheerTargetChosen {
        seat: u8,
        target: PokemonRef,
    },
    Healed {
        target: PokemonRef,
        amount: u16,
    },
    Retreated {
        seat: u8,
    },
    Attacked {
        seat: u8,
        pokemon: PokemonRef,
        attack: Option<u8>,
        heads: Option<u8>,
        gx: bool,
        damage: u32,
    },
    BossDamaged {
        amount: u32,
        hp_left: u32,
    },
    PokemonDamaged {
        target: PokemonRef,
        amount: u32,
        hp_left: u16,
    },
    KnockedOut {
        target: PokemonRef,
        count: u8,
    },
    Revived {
        target: PokemonRef,
    },
    BossCardDrawn {
        card: BossCard,
        attack: u8,
        target_seat: u8,
    },
    BossCardVoid {
        card: BossCard,
    },
    BossHealed {
        amount: u32,
        hp_left: u32,
    },
    BossTurnEnded {
        attacks: u8,
    },
    GameOver {
        outcome: Outcome,
    },
}
