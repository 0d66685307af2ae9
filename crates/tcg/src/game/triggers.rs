//! Texts set off by what happens (an ability's or a Pokémon Tool's "When …", a Special
//! Energy attached from the hand): queued as plain data, each resolved in turn once the text
//! being resolved ends, before Knock Outs are checked.

use altplay_core::Seat;
use arrayvec::ArrayVec;
use serde::Serialize;

use super::card::{AbilityDef, CardId};
use super::frame::{Frame, TextRef};
use super::state::{InPlay, Tcg, Uid};
use super::turn::Ending;
use crate::effect::{Pokemon, Trigger, Zone};

/// The most texts waiting to resolve at once.
pub const MAX_SET_OFFS: usize = 8;
/// Texts set off together.
type SetOffs = ArrayVec<SetOff, MAX_SET_OFFS>;

/// A text set off, waiting its turn to resolve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct SetOff {
    pub card: CardId,
    pub text: TextRef,
    pub actor: Seat,
    pub opponent: Seat,
    pub this: Option<Uid>,
    pub attacking: Option<Uid>,
    pub that: Option<Uid>,
}

/// What happened to a Pokémon, for the triggers that watch it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Happening {
    pub trigger: Trigger,
    pub attacking: Option<Uid>,
    pub opponent: Option<Seat>,
    /// What "that Pokémon" names in the texts set off (else the Pokémon they are on).
    pub that: Option<Uid>,
    /// The Energy card attached, for the triggers that watch for one of a kind.
    pub attached: Option<CardId>,
}

impl Happening {
    pub(super) fn of(trigger: Trigger) -> Self {
        Happening {
            trigger,
            attacking: None,
            opponent: None,
            that: None,
            attached: None,
        }
    }
}

/// Whether a text's trigger is set off by what happened to the Pokémon it is on.
fn fires(watching: Trigger, happened: Trigger) -> bool {
    use Trigger::*;
    match (watching, happened) {
        (DamagedWhileActive(_), DamagedWhileActive(_))
        | (EnergyAttachedFromHand(_), EnergyAttachedFromHand(_))
        | (KnockedOutWhileActive(_), KnockedOutWhileActive(_)) => true,
        // "When this Pokémon is Knocked Out" watches itself only; a group's watchers, the others.
        (KnockedOut(a), KnockedOut(b)) => (a == Pokemon::This) == (b == Pokemon::This),
        (a, b) => a == b,
    }
}

impl Tcg {
    /// Queues the texts of a Pokémon in play (its abilities and its Tools') that `happening`
    /// sets off.
    pub(super) fn set_off(&mut self, seat: Seat, pokemon: &InPlay, happening: Happening) {
        let mut found = SetOffs::new();
        self.texts_set_off(seat, pokemon, happening, &mut found);
        self.queue(found);
    }

    /// Queues the texts that `happening` sets off on every Pokémon `seat` has in play.
    pub(super) fn set_off_each(&mut self, seat: Seat, happening: Happening) {
        let mut found = SetOffs::new();
        for p in self.boards[seat.index()].in_play() {
            self.texts_set_off(seat, p, happening, &mut found);
        }
        self.queue(found);
    }

    fn queue(&mut self, found: SetOffs) {
        for s in found {
            let _ = self.set_offs.try_push(s);
        }
    }

    /// Adds to `found` the texts of a Pokémon in play that `happening` sets off, without
    /// copying the Pokémon (this runs for every Pokémon in play between turns).
    fn texts_set_off(
        &self,
        seat: Seat,
        pokemon: &InPlay,
        happening: Happening,
        found: &mut SetOffs,
    ) {
        let opponent = happening
            .opponent
            .unwrap_or_else(|| self.rules.opponent_of(seat));
        let card = pokemon.stack[pokemon.stack.len() - 1];
        let set_off = |card, text| SetOff {
            card,
            text,
            actor: seat,
            opponent,
            this: Some(pokemon.uid),
            attacking: happening.attacking,
            that: Some(happening.that.unwrap_or(pokemon.uid)),
        };
        for (i, ability) in self.top(pokemon).abilities.iter().enumerate() {
            if let AbilityDef::When { trigger, .. } = ability
                && fires(*trigger, happening.trigger)
                && self.attached_fits(*trigger, happening.attached)
            {
                let _ = found.try_push(set_off(card, TextRef::Ability(i as u8)));
            }
        }
        for &tool in &pokemon.tools {
            let Some(t) = self.def(tool).trainer() else {
                continue;
            };
            for (i, (trigger, _)) in t.triggers.iter().enumerate() {
                if fires(*trigger, happening.trigger) {
                    let _ = found.try_push(set_off(tool, TextRef::Tool(i as u8)));
                }
            }
        }
    }

    /// Whether the Energy card attached is of the kind a trigger watches for (any other trigger
    /// fits).
    fn attached_fits(&self, watching: Trigger, attached: Option<CardId>) -> bool {
        match (watching, attached) {
            (Trigger::EnergyAttachedFromHand(filter), Some(card)) => {
                self.energy_passes(card, filter)
            }
            _ => true,
        }
    }

    /// The Pokémon `uid` as it is now, to set off its texts.
    pub(super) fn set_off_uid(&mut self, uid: Uid, happening: Happening) {
        if let Some((seat, p)) = self.locate(uid) {
            let mut found = SetOffs::new();
            self.texts_set_off(seat, p, happening, &mut found);
            self.queue(found);
        }
    }

    /// A Pokémon of `seat` Knocked Out: its own texts that watch for it (when it was Active
    /// and `by_attack`), and those of its owner's Pokémon in play watching the group it was in.
    pub(super) fn knocked_out_set_off(&mut self, seat: Seat, gone: &InPlay, was_active: bool) {
        let by_attack = self.ending == Ending::TurnOver
            && self.rules.team_of(seat) != self.rules.team_of(self.current);
        if !by_attack {
            return;
        }
        let attacking = self.boards[self.current.index()]
            .active
            .as_ref()
            .map(|a| a.uid);
        let current = self.current;
        let happening = |trigger| Happening {
            trigger,
            attacking,
            opponent: Some(current),
            that: Some(gone.uid),
            attached: None,
        };
        if was_active {
            self.set_off(
                seat,
                gone,
                happening(Trigger::KnockedOutWhileActive(Pokemon::This)),
            );
        }
        self.set_off(seat, gone, happening(Trigger::KnockedOut(Pokemon::This)));
        // Its owner's Pokémon still in play that watch a group it was in.
        let watched = |p: &InPlay| {
            self.top(p)
                .abilities
                .iter()
                .find_map(|ability| match ability {
                    AbilityDef::When {
                        trigger: Trigger::KnockedOut(Pokemon::Each(group) | Pokemon::Others(group)),
                        ..
                    } if group.zone != Zone::Active || was_active => Some(*group),
                    _ => None,
                })
        };
        let mut found = SetOffs::new();
        for p in self.boards[seat.index()].in_play() {
            if let Some(group) = watched(p) {
                let happening = happening(Trigger::KnockedOut(Pokemon::Each(group)));
                self.texts_set_off(seat, p, happening, &mut found);
            }
        }
        self.queue(found);
    }

    /// Every Pokémon in play's texts that happen between turns.
    pub(super) fn between_turns(&mut self) {
        for s in self.rules.seats() {
            self.set_off_each(s, Happening::of(Trigger::BetweenTurns));
        }
    }

    /// Begins the first text set off, if any (true when one began: it has resolved, and what
    /// follows it has run, unless it waits on a choice).
    pub(super) fn begin_set_off(&mut self) -> bool {
        if self.set_offs.is_empty() {
            return false;
        }
        let s = self.set_offs.remove(0);
        let mut frame = Frame::new(s.card, s.text, s.actor, s.opponent, s.this);
        frame.attacking = s.attacking;
        frame.that.extend(s.that);
        let cards = std::sync::Arc::clone(&self.cards);
        if self.unusable(&frame, cards.program(&frame)) {
            return self.begin_set_off();
        }
        self.begin(frame);
        true
    }
}
