//! The Ability Roll on the table: each die's face, whether it is a Bonus Die and the ability it
//! went to, the pips left to assign, the ability being paid for and the faces still to report.

use serde::Serialize;

use crate::state::MAX_DICE;
use crate::{Event, RaidBoss};

#[derive(Debug, Clone, Serialize)]
pub struct DiceBoard {
    /// In the order rolled: Ability Dice, then Bonus Dice.
    pub roll: Vec<DieBoard>,
    /// Pips on the dice not yet assigned.
    pub pips_left: u16,
    /// The ability dice are being put towards: "Shield Bash: 3 of 5 paid".
    pub paying: Option<String>,
    /// Real dice: how many faces are still to report.
    pub to_report: Option<u8>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DieBoard {
    /// "Die #1", as the actions name it.
    pub name: String,
    pub face: u8,
    pub bonus: bool,
    /// The ability it was assigned to; none while it is free.
    pub assigned_to: Option<String>,
}

impl DiceBoard {
    /// The active hero's roll, from the roll to the next turn; none before it.
    pub(super) fn of(game: &RaidBoss) -> Option<Self> {
        let s = game.state();
        let abilities = &game.rules().heroes[s.active? as usize].ability;
        let reporting = s.dice_to_report();
        if s.dice.is_empty() && reporting == 0 {
            return None;
        }
        let to = assigned(game);
        let roll = (s.dice.iter().zip(to))
            .enumerate()
            .map(|(i, (die, to))| DieBoard {
                name: format!("Die #{}", i + 1),
                face: die.value,
                bonus: die.bonus,
                // The table server records the log; a game that does not names no ability.
                assigned_to: die.used.then(|| {
                    to.map_or("an ability".into(), |a| abilities[a as usize].name.clone())
                }),
            })
            .collect();
        Some(Self {
            roll,
            pips_left: s.unused_pips(),
            paying: s.pot.map(|(a, paid)| {
                let ability = &abilities[a as usize];
                format!("{}: {paid} of {} paid", ability.name, ability.cost)
            }),
            to_report: (reporting > 0).then_some(reporting as u8),
        })
    }
}

/// The ability each die of this turn's roll was assigned to, as the log records it.
fn assigned(game: &RaidBoss) -> [Option<u8>; MAX_DICE] {
    let mut to = [None; MAX_DICE];
    for event in game.events().iter().rev() {
        match *event {
            Event::TurnStarted { .. } => break,
            Event::Assigned { die, ability } => to[die as usize] = Some(ability),
            _ => {}
        }
    }
    to
}
