//! What a game needs of its configuration at play time, worked out once and shared by every
//! copy of the game (search clones games; this part is behind an `Arc`).

use altplay_cards::{AttackEffect, Card, Modifier, ModifierValue, PrintedDamage, classify};
use altplay_core::RuleError;

use crate::boss::{BossAttack, BossTarget};
use crate::config::{RaidConfig, attack_cap};

/// Weakness then Resistance, already matched by type; `None` where they do not apply.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Mods {
    weakness: Option<ModifierValue>,
    resistance: Option<ModifierValue>,
}

impl Mods {
    /// RB-16: weakness, then resistance; an attack that does no damage stays at 0.
    #[inline]
    pub(crate) fn apply(self, damage: u32) -> u32 {
        if damage == 0 {
            return 0;
        }
        let d = self.weakness.map_or(damage, |w| w.apply(damage));
        self.resistance.map_or(d, |r| r.apply(d))
    }

    /// The defender's first weakness and first resistance that match one of the attacker's types.
    fn between(attacker_types: &[String], weak: &[Modifier], res: &[Modifier]) -> Self {
        let matching = |list: &[Modifier]| {
            list.iter()
                .find(|m| attacker_types.iter().any(|t| t.eq_ignore_ascii_case(&m.energy)))
                .and_then(|m| m.parsed_value().ok())
        };
        Self {
            weakness: matching(weak),
            resistance: matching(res),
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct FighterAttack {
    pub base: u16,
    pub effect: AttackEffect,
    pub gx: bool,
}

/// A player's Pokémon as the engine plays it.
#[derive(Debug, Clone)]
pub(crate) struct Fighter {
    pub hp: u16,
    pub attacks: Vec<FighterAttack>,
    /// Applied to this Pokémon's damage to the boss.
    pub to_boss: Mods,
    /// Applied to the boss's damage to this Pokémon.
    pub from_boss: Mods,
}

/// A boss attack's numbers, copied out of the profile so the boss turn reads them without
/// touching the shared setup's strings.
#[derive(Debug, Clone, Copy)]
pub(crate) struct BossHit {
    pub damage: u16,
    pub target: BossTarget,
    pub heal: u16,
}

impl From<&BossAttack> for BossHit {
    fn from(a: &BossAttack) -> Self {
        Self {
            damage: a.damage,
            target: a.target,
            heal: a.heal,
        }
    }
}

/// A configuration checked and worked out for play: make it once, then start any number of
/// games on it with [`RaidBattle::with_setup`](crate::RaidBattle::with_setup).
#[derive(Debug, Clone)]
pub struct Setup {
    pub(crate) config: RaidConfig,
    pub(crate) power: u32,
    pub(crate) level: u8,
    pub(crate) cap: u8,
    pub(crate) boss_hp: u32,
    pub(crate) boss_hits: [BossHit; 3],
    /// `fighters[seat][slot]`: slot 0 starts Active, slot 1 starts on the Bench.
    pub(crate) fighters: [[Fighter; 2]; 4],
}

impl Setup {
    /// Checks the configuration (RB-11 to RB-13) and works out what play needs.
    pub fn new(config: RaidConfig) -> Result<Self, RuleError> {
        config.check_turn_order()?;
        let (power, level) = config.power_and_level()?;
        let boss = &config.boss;
        let boss_types = std::slice::from_ref(&boss.energy);
        let fighter = |card: &Card| {
            let (to_boss, from_boss) = if config.options.weakness {
                (
                    Mods::between(&card.types, boss.weakness.as_slice(), boss.resistance.as_slice()),
                    Mods::between(boss_types, &card.weaknesses, &card.resistances),
                )
            } else {
                (Mods::default(), Mods::default())
            };
            if card.hp == 0 {
                return Err(RuleError::new("RB-18", format!("{} has 0 HP", card.name)));
            }
            let attacks = card
                .attacks
                .iter()
                .map(|a| {
                    let printed = PrintedDamage::parse(&a.damage).map_err(|e| {
                        RuleError::new("RB-11", format!("{} — {}: {e}", card.name, a.name))
                    })?;
                    Ok(FighterAttack {
                        base: printed.base,
                        effect: classify(printed, &a.text),
                        gx: a.is_gx(),
                    })
                })
                .collect::<Result<Vec<_>, RuleError>>()?;
            Ok::<_, RuleError>(Fighter {
                hp: card.hp,
                attacks,
                to_boss,
                from_boss,
            })
        };
        let mut fighters = Vec::with_capacity(4);
        for pair in &config.team.pairs {
            fighters.push([fighter(&pair[0])?, fighter(&pair[1])?]);
        }
        let fighters: [[Fighter; 2]; 4] = fighters.try_into().expect("a team has four pairs");
        let lvl = boss.level(level);
        Ok(Self {
            power,
            level,
            cap: attack_cap(level),
            boss_hp: lvl.hp,
            boss_hits: std::array::from_fn(|i| BossHit::from(&lvl.attacks[i])),
            fighters,
            config,
        })
    }
}
