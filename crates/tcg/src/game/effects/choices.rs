//! Effects that ask a player to choose among things other than cards or Pokémon: which Special
//! Condition to remove, which attack to name, and Rock-Paper-Scissors (played as chance).

use crate::effect::{Pokemon, Role, SpecialCondition};
use crate::game::model::event::Event;
use crate::game::model::frame::Wait;
use crate::game::model::state::Tcg;

/// The Special Conditions in the order a choice lists them.
const CONDITIONS: [SpecialCondition; 5] = [
    SpecialCondition::Asleep,
    SpecialCondition::Burned,
    SpecialCondition::Confused,
    SpecialCondition::Paralyzed,
    SpecialCondition::Poisoned,
];

impl Tcg {
    /// Removes one Special Condition of the Pokémon named, `chooser` picking which when it has
    /// several (option n is its n-th condition in [`CONDITIONS`] order).
    pub(in crate::game) fn cure_one(&mut self, on: Pokemon, chooser: Role) -> Result<(), Wait> {
        let Some(&uid) = self.targets(on)?.first() else {
            return Ok(());
        };
        let Some((_, p)) = self.locate(uid) else {
            return Ok(());
        };
        let present: Vec<SpecialCondition> = CONDITIONS
            .into_iter()
            .filter(|&c| p.conditions.has(c))
            .collect();
        let frame = self.frame();
        let which = match present.len() {
            0 => return Ok(()),
            1 => present[0],
            n if frame.chosen == 0 => {
                return Err(Wait::Options {
                    chooser: Self::seat_of(frame, chooser),
                    count: n as u8,
                });
            }
            _ => present[frame.chosen.trailing_zeros() as usize],
        };
        if let Some((_, p)) = self.locate_mut(uid) {
            p.conditions.remove(which);
            let pokemon = self.mon(uid);
            self.record(|| Event::Recovered { pokemon });
        }
        Ok(())
    }

    /// `chooser` names one of a Pokémon's attacks (option n is its n-th attack), for a lasting
    /// effect to read ([`crate::effect::Lasting::CantUseChosenAttack`]).
    pub(in crate::game) fn choose_attack(
        &mut self,
        of: Pokemon,
        chooser: Role,
    ) -> Result<(), Wait> {
        let Some(&uid) = self.targets(of)?.first() else {
            return Ok(());
        };
        let attacks = self
            .locate(uid)
            .map_or(0, |(_, p)| self.top(p).attacks.len());
        let frame = self.frame_mut();
        frame.that.clear();
        frame.that.push(uid);
        match attacks {
            0 => Ok(()),
            1 => {
                frame.chosen = 1;
                Ok(())
            }
            n if frame.chosen == 0 => Err(Wait::Options {
                chooser: Self::seat_of(frame, chooser),
                count: n as u8,
            }),
            _ => Ok(()),
        }
    }

    /// Rock-Paper-Scissors between the acting player and the opponent, played as the game's
    /// chance: each throw uniform, so a round is won, lost or tied with one chance in three
    /// (what either player gets from throwing at random, the game's only equilibrium).
    pub(in crate::game) fn rock_paper_scissors(&mut self, until_someone_wins: bool) {
        let won = loop {
            match self.rng.below(3) {
                0 => break true,
                1 => break false,
                _ if !until_someone_wins => break false,
                _ => {}
            }
        };
        self.frame_mut().won_rps = won;
    }
}
