//! Energy cards moved by a text: discarded from Pokémon, attached from the discard pile, the
//! hand or the deck, returned to the hand or the deck, moved between Pokémon.

use altplay_core::Seat;

use super::moves::done;
use crate::effect::{CardCount, EnergyFilter, Pokemon, Role, Source};
use crate::game::board::pokemon::Uids;
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Goes, Wait, Zone};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::Tcg;

impl Tcg {
    pub(in crate::game) fn discard_energy(
        &mut self,
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
        goes: Goes,
    ) -> Result<(), Wait> {
        let targets = self.targets(from)?;
        let actor = self.frame().actor;
        let optional = matches!(count, CardCount::UpTo(_));
        // "from each of your opponent's Pokémon": the count is each one's; those done are kept
        // as picked while the next one's cards are asked for.
        let each = matches!(from, Pokemon::Each(_) | Pokemon::Others(_));
        let frame = self.frame_mut();
        if each && frame.picked.is_empty() && frame.moved == 0 {
            frame.did = false;
        }
        for &uid in &targets {
            if each && self.frame().picked.contains(&uid) {
                continue;
            }
            self.pick_cards(
                actor,
                Zone::Energy(uid),
                Filter::Energy(energy),
                count,
                optional,
                goes,
            )?;
            if each {
                let frame = self.frame_mut();
                frame.did |= frame.moved > 0;
                let _ = frame.picked.try_push(uid);
                frame.moved = 0;
                frame.stopped = false;
            }
        }
        if !each {
            let frame = self.frame_mut();
            frame.did = done(count, frame.moved);
        }
        Ok(())
    }

    pub(in crate::game) fn attach_energy(
        &mut self,
        source: Source,
        to: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    ) -> Result<(), Wait> {
        let zone = Self::source_zone(self.frame().actor, source);
        self.attach_cards(zone, Filter::Energy(energy), to, count)
    }

    fn source_zone(actor: Seat, source: Source) -> Zone {
        match source {
            Source::Discard => Zone::Discard(actor),
            Source::Hand => Zone::Hand(actor),
            Source::Deck => Zone::Deck(actor),
        }
    }

    /// Attaches an Energy card from the source to each of the Pokémon named, in their order
    /// (those picked, as picked): the k-th card picked goes to the k-th Pokémon.
    pub(in crate::game) fn attach_to_each(
        &mut self,
        source: Source,
        to: Pokemon,
        energy: EnergyFilter,
    ) -> Result<(), Wait> {
        let actor = self.frame().actor;
        let zone = Self::source_zone(actor, source);
        let targets = self.targets(to)?;
        let each = CardCount::Exactly(targets.len() as u8);
        loop {
            self.pick_cards(actor, zone, Filter::Energy(energy), each, false, Goes::Hold)?;
            let frame = self.frame_mut();
            let Some((card, _)) = frame.holding.take() else {
                return Ok(());
            };
            let uid = targets[usize::from(frame.moved) - 1];
            self.attach_one(zone, card, uid);
        }
    }

    /// Attaches a card picked from a zone to a Pokémon.
    fn attach_one(&mut self, zone: Zone, card: CardId, uid: Uid) {
        // An Energy that can't be attached there stays where it is.
        if self.cards.energy_only_on
            && (self.locate(uid)).is_some_and(|(_, p)| !self.may_hold(card, p))
        {
            return;
        }
        self.remove_from(zone, card);
        let on_active = self.boards[self.frame().actor.index()].is_active(uid);
        let frame = self.frame_mut();
        frame.attached = frame.attached.saturating_add(1);
        frame.attached_to_active |= on_active;
        if let Some((seat, p)) = self.locate_mut(uid) {
            let _ = p.energy.try_push(card);
            let to = self.mon(uid);
            self.record(|| Event::Attached { seat, card, to });
        }
    }

    /// Picks cards of a zone one at a time and attaches each where `to` says; "any way you
    /// like" among a group is a pick of one of them for each card.
    pub(in crate::game) fn attach_cards(
        &mut self,
        zone: Zone,
        filter: Filter,
        to: Pokemon,
        count: CardCount,
    ) -> Result<(), Wait> {
        let actor = self.frame().actor;
        let optional = matches!(count, CardCount::UpTo(_));
        // "to 1 of your Pokémon": every card goes to the Pokémon picked for the first; a
        // group's Pokémon are picked card by card.
        let one_target = matches!(to, Pokemon::Picked(p) if p.count == 1);
        let to = match to {
            Pokemon::Each(group) | Pokemon::Others(group) => Pokemon::Picked(crate::effect::Pick {
                chooser: Role::Acting,
                count: 1,
                group,
            }),
            other => other,
        };
        loop {
            self.pick_cards(actor, zone, filter, count, optional, Goes::Hold)?;
            let Some((card, _)) = self.frame().holding else {
                return Ok(());
            };
            let targets = self.targets(to)?;
            let frame = self.frame_mut();
            frame.holding = None;
            if !one_target {
                frame.picked.clear();
            }
            let Some(&uid) = targets.iter().find(|&&u| Some(u) != frame.source) else {
                return Ok(());
            };
            self.attach_one(zone, card, uid);
        }
    }

    /// Puts Energy attached to Pokémon into their owners' hands, or shuffles it into their
    /// decks (`Goes::Deck`).
    pub(in crate::game) fn energy_to(
        &mut self,
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
        goes: Goes,
    ) -> Result<(), Wait> {
        let targets = self.energy_off(from, count, energy, goes)?;
        if goes == Goes::Deck {
            for uid in targets {
                if let Some((owner, _)) = self.locate(uid) {
                    self.shuffle_deck(owner);
                }
            }
        }
        Ok(())
    }

    /// Puts Energy attached to Pokémon where `goes` says, the acting player picking it; the
    /// Pokémon it left. Put on top of a deck (`Goes::Deck`), it stays there unshuffled ("Put an
    /// Energy attached to your opponent's Active Pokémon on top of their deck").
    pub(in crate::game) fn energy_off(
        &mut self,
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
        goes: Goes,
    ) -> Result<Uids, Wait> {
        let actor = self.frame().actor;
        let optional = matches!(count, CardCount::UpTo(_));
        let targets = self.targets(from)?;
        for &uid in &targets {
            self.pick_cards(
                actor,
                Zone::Energy(uid),
                Filter::Energy(energy),
                count,
                optional,
                goes,
            )?;
        }
        Ok(targets)
    }

    /// Moves Energy from one Pokémon to another: the one it leaves first, then each card and
    /// where it goes.
    pub(in crate::game) fn move_energy(
        &mut self,
        from: Pokemon,
        to: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
    ) -> Result<(), Wait> {
        if self.frame().source.is_none() {
            let from = self.targets(from)?;
            let frame = self.frame_mut();
            frame.picked.clear();
            match from.first() {
                Some(&uid) => frame.source = Some(uid),
                None => return Ok(()),
            }
        }
        let source = self.frame().source.expect("set above");
        self.attach_cards(Zone::Energy(source), Filter::Energy(energy), to, count)
    }
}
