//! Energy discarded (or put in the Lost Zone) from among a group's Pokémon ("Discard any amount
//! of Fire Energy from your Pokémon"), one card at a time: the acting player picks a Pokémon that has such Energy (or
//! is done), then the card when it has more than one kind.

use crate::effect::{CardCount, CardFilter, EnergyFilter, Group, Which};
use crate::game::model::frame::{Filter, Goes, Wait, Zone};
use crate::game::model::state::Tcg;

impl Tcg {
    pub(in crate::game) fn discard_energy_among(
        &mut self,
        among: Group,
        count: CardCount,
        energy: EnergyFilter,
        goes: Goes,
    ) -> Result<(), Wait> {
        let limit = match count {
            CardCount::Exactly(n) | CardCount::UpTo(n) => n,
            CardCount::All => u8::MAX,
        };
        let holders = Group {
            which: Some(Which::HasEnergy(energy)),
            ..among
        };
        loop {
            let frame = self.frame_mut();
            // A card asked for from `source` was taken by the answer.
            if frame.source.take().is_some() {
                continue;
            }
            if let Some(uid) = frame.picked.pop() {
                let zone = Zone::Energy(uid);
                let choices = self.card_choices(zone, Filter::Energy(energy), goes);
                match choices.as_slice() {
                    [] => {}
                    [only] => self.take(zone, *only, goes),
                    _ => {
                        self.frame_mut().source = Some(uid);
                        return Err(Wait::Card {
                            chooser: self.frame().actor,
                            zone,
                            filter: Filter::Energy(energy),
                            optional: false,
                            goes,
                        });
                    }
                }
                continue;
            }
            let frame = self.frame();
            let optional = !matches!(count, CardCount::Exactly(_));
            if frame.moved >= limit || frame.stopped || self.members(frame, holders).is_empty() {
                break;
            }
            return Err(Wait::Pokemon {
                chooser: frame.actor,
                group: holders,
                only: CardFilter::Pokemon,
                optional,
            });
        }
        let frame = self.frame_mut();
        frame.did = frame.moved > 0;
        Ok(())
    }
}
