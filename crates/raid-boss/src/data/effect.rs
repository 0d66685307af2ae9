//! The typed effect vocabulary shared by heroes, bosses and boss cards.

use serde::{Deserialize, Serialize};

/// Who an effect lands on. Left/right/adjacent are relative to the anchor: the hero whose card,
/// Passive or Assist it is, or the active hero for the boss's cards and abilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// The source itself: the hero, or the boss for the boss's own effects.
    #[serde(rename = "self")]
    Me,
    Active,
    Left,
    Right,
    Adjacent,
    All,
    /// Every hero but the anchor.
    Others,
    /// The non-KO'd hero with the lowest HP (leftmost among ties).
    LowestHp,
    Boss,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Left,
    Right,
}

/// A boss effect that stops something until it is cleansed or the round ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Restriction {
    Healing,
    Movement,
    Cleansing,
}

impl Restriction {
    pub fn bit(self) -> u8 {
        match self {
            Restriction::Healing => 1,
            Restriction::Movement => 2,
            Restriction::Cleansing => 4,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieChange {
    Plus,
    Minus,
    Set,
    Reroll,
}

/// Which of the active hero's unassigned dice a die effect changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DieSelect {
    Lowest,
    Highest,
    All,
}

/// What a "for each" counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Each {
    /// The active hero's rolled dice showing at least `value`.
    DiceAtLeast,
    /// Heroes not KO'd.
    HeroesStanding,
    KnockedOutHeroes,
    /// Points on the anchor's skill bar.
    Skill,
    /// The anchor's Bonus Dice.
    BonusDice,
}

/// A test on the game state, about the anchor hero unless it says otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "is", rename_all = "snake_case", deny_unknown_fields)]
pub enum Condition {
    SkillAtLeast {
        value: i8,
    },
    SkillAtMost {
        value: i8,
    },
    HpAtLeast {
        value: i8,
    },
    HpAtMost {
        value: i8,
    },
    /// 1-based position.
    Position {
        value: u8,
    },
    /// The boss has this keyword now.
    Keyword {
        name: String,
    },
    /// The triggering die (for `die_shows` triggers), else any unassigned die of the roll.
    DieAtLeast {
        value: u8,
    },
    SpecialAtLeast {
        value: i16,
    },
    /// The boss is in this phase (1-based) or later.
    PhaseAtLeast {
        value: u8,
    },
    /// The anchor is the active hero.
    Active,
}

/// One step of an effect list. `to` defaults by context: a hero's `deal`/`steal` go to the boss,
/// everything else of a hero's to itself; a boss card's go to the card's target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    Deal {
        amount: u8,
        to: Option<Target>,
    },
    Heal {
        amount: u8,
        to: Option<Target>,
    },
    Shield {
        amount: u8,
        to: Option<Target>,
    },
    Overshield {
        amount: u8,
        to: Option<Target>,
    },
    /// Gain (positive) or spend (negative) Bonus Dice.
    BonusDice {
        amount: i8,
        to: Option<Target>,
    },
    AbilityDie {
        to: Option<Target>,
    },
    /// Raise or lower Max HP (the track tops out at 12).
    MaxHp {
        amount: i8,
        to: Option<Target>,
    },
    SetHp {
        value: i8,
        to: Option<Target>,
    },
    LockHp {
        value: i8,
        to: Option<Target>,
    },
    Steal {
        amount: u8,
        to: Option<Target>,
    },
    /// Removes up to `amount` boss effects (restrictions, a boss's Lock).
    Cleanse {
        amount: u8,
        to: Option<Target>,
    },
    Restrict {
        what: Restriction,
        to: Option<Target>,
    },
    /// Moves the target `steps` places (default 1); displaced heroes shift the other way.
    Move {
        dir: Side,
        steps: Option<u8>,
        to: Option<Target>,
    },
    Swap {
        with: Side,
        to: Option<Target>,
    },
    RefreshAssist {
        to: Option<Target>,
    },
    Die {
        change: DieChange,
        amount: Option<u8>,
        which: DieSelect,
    },
    Skill {
        amount: i8,
        to: Option<Target>,
    },
    SetSkill {
        value: i8,
        to: Option<Target>,
    },
    /// Changes the boss's special bar.
    Special {
        amount: i16,
    },
    If {
        when: Condition,
        then: Vec<Effect>,
        #[serde(default)]
        otherwise: Vec<Effect>,
    },
    ForEach {
        over: Each,
        #[serde(default)]
        value: u8,
        effects: Vec<Effect>,
    },
}

/// When a Passive or a boss ability fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    RoundStart,
    RoundEnd,
    /// Every hero's turn start.
    TurnStart,
    TurnEnd,
    /// Only the owner's own turn.
    OwnTurnStart,
    OwnTurnEnd,
    /// One of the owner's rolled dice shows `value` (rolled or changed).
    DieShows,
    /// The owner (hero or boss) lost HP / took damage.
    Damaged,
    /// Another hero was knocked out.
    AllyKo,
    /// The owner used Core Ability `value` (1–3; 0 = any).
    AbilityUsed,
    /// Whenever `when` holds, re-checked after every change (RX-17).
    While,
    /// The boss entered a new phase.
    PhaseChange,
}

/// A Passive or a boss ability: fires on `on`, if `when` holds, and resolves `effects`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Triggered {
    pub name: String,
    #[serde(default)]
    pub text: String,
    pub on: Trigger,
    #[serde(default)]
    pub value: u8,
    pub when: Option<Condition>,
    pub effects: Vec<Effect>,
}
