//! What a seat sees: the whole table but the order of the two decks.

use altplay_core::Outcome;
use serde::Serialize;

use crate::decks::{BossCard, Cheer};
use crate::event::PokemonRef;
use crate::game::{Phase, RaidBattle};

#[derive(Debug, Clone, Serialize)]
pub struct View {
    pub round: u16,
    pub power: u32,
    pub level: u8,
    pub boss: BossView,
    pub knockouts: u8,
    pub pairs: Vec<PairView>,
    pub phase: Phase,
    pub double_damage: Option<PokemonRef>,
    pub plus50: bool,
    pub boss_one_card: bool,
    pub last_cheer: Option<Cheer>,
    pub last_boss_card: Option<BossCard>,
    pub outcome: Option<Outcome>,
}

#[derive(Debug, Clone, Serialize)]
pub struct BossView {
    pub name: String,
    pub label: String,
    pub hp: u32,
    pub hp_left: u32,
    /// Attacks at this level: name and damage.
    pub attacks: Vec<(String, u16)>,
    pub max_attacks_per_turn: u8,
}

#[derive(Debug, Clone, Serialize)]
pub struct PairView {
    pub seat: u8,
    pub physical: bool,
    pub active_slot: u8,
    pub gx_used: bool,
    pub pokemon: Vec<PokemonView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PokemonView {
    pub name: String,
    pub hp: u16,
    pub hp_left: u16,
    pub knocked_out: bool,
    /// Attacks as printed: name and damage.
    pub attacks: Vec<(String, String)>,
}

impl View {
    pub(crate) fn of(g: &RaidBattle) -> Self {
        let setup = &g.setup;
        let boss = &setup.config.boss;
        let level = boss.level(setup.level);
        let pairs = (0..4u8)
            .map(|seat| {
                let state = &g.pairs[usize::from(seat)];
                let cards = &setup.config.team.pairs[usize::from(seat)];
                PairView {
                    seat,
                    physical: g.is_physical(seat),
                    active_slot: state.active,
                    gx_used: state.gx_used,
                    pokemon: (0..2)
                        .map(|slot| PokemonView {
                            name: cards[slot].name.clone(),
                            hp: cards[slot].hp,
                            hp_left: cards[slot].hp - state.damage[slot],
                            knocked_out: state.knocked_out[slot],
                            attacks: cards[slot]
                                .attacks
                                .iter()
                                .map(|a| (a.name.clone(), a.damage.clone()))
                                .collect(),
                        })
                        .collect(),
                }
            })
            .collect();
        Self {
            round: g.round,
            power: setup.power,
            level: setup.level,
            boss: BossView {
                name: boss.name.clone(),
                label: boss.label.clone(),
                hp: setup.boss_hp,
                hp_left: g.boss_hp_left(),
                attacks: level
                    .attacks
                    .iter()
                    .map(|a| (a.name.clone(), a.damage))
                    .collect(),
                max_attacks_per_turn: setup.cap,
            },
            knockouts: g.knockouts,
            pairs,
            phase: g.phase,
            double_damage: g.double_damage,
            plus50: g.plus50,
            boss_one_card: g.boss_one_card,
            last_cheer: g.last_cheer,
            last_boss_card: g.last_boss_card,
            outcome: g.outcome,
        }
    }
}
