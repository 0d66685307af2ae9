//! The table: heroes in position order, the boss, the deck piles and the dice on the table.

use altplay_core::{Deck, EventLog, GameRng};
use arrayvec::ArrayVec;
use serde::Serialize;

use crate::event::Event;

/// The most dice one Ability Roll puts on the table (Ability Dice plus Bonus Dice).
pub const MAX_DICE: usize = 12;
/// A hero's Ability Dice never exceed this many.
pub const MAX_ABILITY_DICE: u8 = 8;
/// A die's value after Boosters and effects stays within 1..=12.
pub const MAX_DIE_VALUE: u8 = 12;
/// Triggered effects fired during one action beyond this end the game (RX-17: `Ending::Stopped`).
pub const CHAIN_BOUND: u16 = 64;
/// A boss still standing after this many rounds has outlasted the heroes.
pub const MAX_ROUNDS: u16 = 60;

/// Bit of `HeroState::boss_effects`: a Lock the boss placed (cleansable), beside the restrictions.
pub const BOSS_LOCK: u8 = 8;

/// The boss card above a hero.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Slot {
    pub card: u8,
    pub revealed: bool,
    pub resolved: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeroState {
    /// Index into the rules' heroes (its starting position), which is also its seat.
    pub id: u8,
    pub hp: i8,
    pub max_hp: i8,
    pub skill: i8,
    pub ability_dice: u8,
    pub bonus_dice: u8,
    pub shield: u8,
    pub overshield: u8,
    pub ko: bool,
    pub assist_ready: bool,
    pub booster: bool,
    pub shards: u8,
    pub lock: Option<i8>,
    /// Restriction bits (`Restriction::bit`) and `BOSS_LOCK`.
    pub boss_effects: u8,
    pub card: Option<Slot>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Die {
    pub value: u8,
    pub bonus: bool,
    pub used: bool,
}

/// A moment where the team may use Assists (RX-16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Window {
    RoundStart,
    TurnStart,
    /// The active card is revealed and not yet resolved.
    Reveal,
    /// Between damage packets: `next` is the packet about to be dealt.
    Packet {
        boss_turn: bool,
        next: u8,
    },
    TurnEnd,
    RoundEnd,
}

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Step {
    Window(Window),
    /// The active hero picks an option of the card's part (RX-4).
    Choose {
        boss_turn: bool,
    },
    /// The active hero rolled real dice (RX-7): their faces are reported one by one, in the
    /// order the app would roll them (Ability Dice, then Bonus Dice).
    ReportDice,
    /// A Temporal Shard re-rolled die `die` of a hero who rolls real dice: its face is reported.
    ReportReroll {
        die: u8,
    },
    /// The active hero assigns rolled dice (RX-8).
    Assign,
    /// The team picks who among tied heroes gets an Ability Die (RX-9).
    Award,
    Over,
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Ending {
    /// Heroes won with this many KOs (0 Legendary, 1 Heroic, 2 Victory).
    Won {
        kos: u8,
    },
    Lost {
        rule: &'static str,
    },
    /// RX-17: a trigger chain, started by this hero's Passive (`None`: a boss ability), passed
    /// the bound. A data fault, not a result: the game ends with neither side winning.
    Stopped {
        source: Option<u8>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    pub rng: GameRng,
    pub heroes: [HeroState; 4],
    pub round: u16,
    pub step: Step,
    /// The hero whose turn it is (id), once a turn has begun.
    pub active: Option<u8>,
    pub dice: ArrayVec<Die, MAX_DICE>,
    /// The ability being paid for and the pips put towards it so far.
    pub pot: Option<(u8, u8)>,
    pub choice: Option<u8>,
    pub boss_damage: u16,
    pub phase: u8,
    pub special: i16,
    pub marks_awarded: u8,
    pub awards_pending: u8,
    pub ko_count: u8,
    pub deck: Deck<u8, 21>,
    pub holding: ArrayVec<u8, 21>,
    pub last_stands: ArrayVec<u8, 21>,
    pub last_stand_due: bool,
    pub last_stand_dealt: bool,
    pub ending: Option<Ending>,
    /// Triggers fired in the current chain, and how deeply they are nested.
    pub chain: u16,
    pub depth: u8,
    pub log: EventLog<Event>,
}

impl State {
    /// Records that hero `id`'s `what` (shield, hp, skill, …) is now `value`.
    pub(crate) fn changed(&mut self, id: u8, what: &'static str, value: i16) {
        self.log.record(crate::event::Event::Changed {
            hero: id,
            what,
            value,
        });
    }

    pub fn pos_of(&self, id: u8) -> usize {
        self.heroes
            .iter()
            .position(|h| h.id == id)
            .expect("every hero id is on the table")
    }

    pub fn hero(&self, id: u8) -> &HeroState {
        &self.heroes[self.pos_of(id)]
    }

    pub fn hero_mut(&mut self, id: u8) -> &mut HeroState {
        let p = self.pos_of(id);
        &mut self.heroes[p]
    }

    pub fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    /// The leftmost hero whose card is unresolved: who acts next (RX-6).
    pub fn next_to_act(&self) -> Option<u8> {
        self.heroes
            .iter()
            .find(|h| h.card.is_some_and(|c| !c.resolved))
            .map(|h| h.id)
    }

    pub fn unused_pips(&self) -> u16 {
        self.dice
            .iter()
            .filter(|d| !d.used)
            .map(|d| d.value as u16)
            .sum()
    }
}
