//! The Ability Roll (RX-7) and Temporal Shard re-rolls: drawn from the game's generator, or, for
//! a hero who rolls real dice at the table, reported face by face (`Action::Die`).

use crate::event::Event;
use crate::rules::Rules;
use crate::state::{Die, MAX_DICE, State, Step};

impl State {
    /// How many dice hero `id`'s Ability Roll puts on the table: all Ability Dice plus all
    /// Bonus Dice, up to `MAX_DICE`.
    pub fn roll_size(&self, id: u8) -> usize {
        let h = self.hero(id);
        (h.ability_dice as usize + h.bonus_dice as usize).min(MAX_DICE)
    }

    /// How many faces the table still has to report: the rest of the roll, or the re-rolled die.
    pub fn dice_to_report(&self) -> usize {
        match (self.step, self.active) {
            (Step::ReportDice, Some(id)) => self.roll_size(id) - self.dice.len(),
            (Step::ReportReroll { .. }, _) => 1,
            _ => 0,
        }
    }

    /// RX-7: hero `id`'s Ability Roll. Real dice are awaited (a roll of no dice has nothing to
    /// wait for); otherwise every face is drawn and the hero goes on to assign.
    pub(crate) fn roll(&mut self, r: &Rules, id: u8) {
        self.dice.clear();
        let n = self.roll_size(id);
        if r.rolls_real_dice(id) && n > 0 {
            self.step = Step::ReportDice;
            return;
        }
        for _ in 0..n {
            let value = self.rng.below(6) as u8 + 1;
            self.push_die(id, value);
        }
        self.rolled(r, id);
    }

    /// A Temporal Shard re-rolls die `die` of hero `id`: drawn, or awaited from the table.
    pub(crate) fn reroll(&mut self, r: &Rules, id: u8, die: u8) {
        if r.rolls_real_dice(id) {
            self.step = Step::ReportReroll { die };
            return;
        }
        let value = self.rng.below(6) as u8 + 1;
        self.set_die(r, die as usize, value);
    }

    /// Takes a reported face (checked to be 1–6) and, once none is left to report, goes on
    /// exactly as after a drawn roll or re-roll.
    pub(crate) fn report(&mut self, r: &Rules, value: u8) {
        let id = self.active.expect("a roll is reported in a turn");
        match self.step {
            Step::ReportDice => {
                self.push_die(id, value);
                if self.dice.len() == self.roll_size(id) {
                    self.rolled(r, id);
                }
            }
            Step::ReportReroll { die } => {
                // Assigning again before the new face fires Passives, which may end the game.
                self.step = Step::Assign;
                self.set_die(r, die as usize, value);
            }
            _ => unreachable!("a face is reported only when one is awaited"),
        }
    }

    /// Puts the roll's next die on the table: Ability Dice first, then Bonus Dice.
    fn push_die(&mut self, id: u8, value: u8) {
        let bonus = self.dice.len() >= self.hero(id).ability_dice as usize;
        self.dice.push(Die {
            value,
            bonus,
            used: false,
        });
    }

    /// The whole roll is on the table: recorded, `die_shows` Passives fired, dice to assign.
    fn rolled(&mut self, r: &Rules, id: u8) {
        // Only a recorded roll is worth collecting.
        if self.log.is_enabled() {
            let dice = self.dice.iter().map(|d| d.value).collect();
            self.log.record(Event::Rolled { hero: id, dice });
        }
        for i in 0..self.dice.len() {
            self.fire_die(r, id, i);
            // A Passive may end the game (a Knock Out, the RX-17 bound): it stays over.
            if self.is_over() {
                return;
            }
        }
        self.step = Step::Assign;
    }
}
