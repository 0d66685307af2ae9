//! What a game needs of its configuration at play time, worked out once and shared by every
//! copy of the game (search clones games; this part is behind an `Arc`).

use altplay_cards::{AttackEffect, Card, Modifier, ModifierValue, PrintedDamage, classify};
use altplay_core::RuleError;

use crate::boss::{BossAttack, BossTarget};
use crate::coins::{damage_for_heads, heads_probabilities};
use crate::config::{RaidConfig, attack_cap};

/// Weakness then Resistance, already matched by type; `None` where they do not apply.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
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
                .find(|m| {
                    attacker_types
                        .iter()
                        .any(|t| t.eq_ignore_ascii_case(&m.energy))
                })
                .and_then(|m| m.parsed_value().ok())
        };
        Self {
            weakness: matching(weak),
            resistance: matching(res),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct FighterAttack {
    pub base: u16,
    pub effect: AttackEffect,
    pub gx: bool,
    /// Expected damage to the boss, worked out once for the greedy player:
    /// `expected[doubled][plus50]` with Cheer 1 on this Pokémon and Cheer 5 in force or not.
    pub expected: [[f64; 2]; 2],
}

/// A player's Pokémon as the engine plays it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Fighter {
    pub hp: u16,
    pub attacks: Vec<FighterAttack>,
    /// Applied to this Pokémon's damage to the boss.
    pub to_boss: Mods,
    /// Applied to the boss's damage to this Pokémon.
    pub from_boss: Mods,
    /// The most one boss attack at this level does to it: `[as Active, as Benched]`.
    pub strongest_hit: [u32; 2],
}

/// A boss attack's numbers, copied out of the profile so the boss turn reads them without
/// touching the shared setup's strings.
#[derive(Debug, Clone, Copy, PartialEq)]
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
#[derive(Debug, Clone, PartialEq)]
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
        let lvl = boss.level(level);
        let hits: [BossHit; 3] = std::array::from_fn(|i| BossHit::from(&lvl.attacks[i]));
        let fighter = |card: &Card| {
            let (to_boss, from_boss) = if config.options.weakness {
                (
                    Mods::between(
                        &card.types,
                        boss.weakness.as_slice(),
                        boss.resistance.as_slice(),
                    ),
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
                    let effect = classify(printed, &a.text);
                    Ok(FighterAttack {
                        base: printed.base,
                        effect,
                        gx: a.is_gx(),
                        expected: [false, true].map(|doubled| {
                            [false, true].map(|plus50| {
                                expected_to_boss(effect, printed.base, to_boss, doubled, plus50)
                            })
                        }),
                    })
                })
                .collect::<Result<Vec<_>, RuleError>>()?;
            Ok::<_, RuleError>(Fighter {
                hp: card.hp,
                attacks,
                to_boss,
                from_boss,
                strongest_hit: [true, false]
                    .map(|as_active| strongest_hit(&hits, from_boss, as_active)),
            })
        };
        let mut fighters = Vec::with_capacity(4);
        for pair in &config.team.pairs {
            fighters.push([fighter(&pair[0])?, fighter(&pair[1])?]);
        }
        let fighters: [[Fighter; 2]; 4] = fighters.try_into().expect("a team has four pairs");
        Ok(Self {
            power,
            level,
            cap: attack_cap(level),
            boss_hp: lvl.hp,
            boss_hits: hits,
            fighters,
            config,
        })
    }
}

/// RB-16 applied to an attack's own damage: ×2 (Cheer 1), +50 (Cheer 5) on damage that is not 0,
/// then Weakness and Resistance.
pub(crate) fn finish_damage(raw: u32, mods: Mods, doubled: bool, plus50: bool) -> u32 {
    let mut d = if doubled { raw * 2 } else { raw };
    if plus50 && d > 0 {
        d += 50;
    }
    mods.apply(d)
}

/// The mean damage to the boss over the attack's coin flips.
fn expected_to_boss(
    effect: AttackEffect,
    base: u16,
    mods: Mods,
    doubled: bool,
    plus50: bool,
) -> f64 {
    heads_probabilities(effect)
        .map(|(h, p)| {
            p * f64::from(finish_damage(
                damage_for_heads(effect, base, h),
                mods,
                doubled,
                plus50,
            ))
        })
        .sum()
}

/// The most damage one of the boss's attacks does to a Pokémon standing Active or Benched.
fn strongest_hit(hits: &[BossHit; 3], from_boss: Mods, as_active: bool) -> u32 {
    hits.iter()
        .filter(|h| match h.target {
            BossTarget::Active => as_active,
            BossTarget::Bench => !as_active,
            BossTarget::Both => true,
        })
        .map(|h| from_boss.apply(u32::from(h.damage)))
        .max()
        .unwrap_or(0)
}
