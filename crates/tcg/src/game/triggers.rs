//! Texts set off by what happens (an ability's or a Pokémon Tool's "When …", a Special
//! Energy attached from the hand): queued as plain data, each resolved in turn once the text
//! being resolved ends, before Knock Outs are checked.

use altplay_core::Seat;
use arrayvec::ArrayVec;
use serde::Serialize;

use super::card::{AbilityDef, CardId};
use super::frame::{Frame, TextRef};
use super::state::{InPlay, KnockedOut, Tcg, Uid};
use super::turn::Ending;
use crate::effect::{Pokemon, Trigger, Zone};

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
        (PlayedFromHand, PlayedToBench | EvolvedFromHand)
        // The Active Pokémon damaged by the attack's damage is damaged by the attack.
        | (DamagedByAttack(_), DamagedWhileActive(_) | DamagedByAttack(_))
        | (DamagedWhileActive(_), DamagedWhileActive(_))
        | (EnergyAttachedFromHand(_), EnergyAttachedFromHand(_))
        | (KnockedOutWhileActive(_), KnockedOutWhileActive(_)) => true,
        // "When this Pokémon (the Pokémon this card is attached to) is Knocked Out" watches
        // itself only; a group's watchers, the others.
        (KnockedOut(a), KnockedOut(b)) => itself(a) == itself(b),
        (a, b) => a == b,
    }
}

/// The cards of `remembered` still in `discard`, as many copies of each as are there.
fn still_in<const N: usize>(discard: &[CardId], remembered: &[CardId]) -> ArrayVec<CardId, N> {
    let mut kept = ArrayVec::new();
    for &card in remembered {
        let copies = |cards: &[CardId]| cards.iter().filter(|&&c| c == card).count();
        if copies(discard) > copies(&kept) {
            kept.push(card);
        }
    }
    kept
}

/// A trigger's own Pokémon: the ability's, or the one its Tool is attached to.
fn itself(who: Pokemon) -> bool {
    matches!(who, Pokemon::This | Pokemon::Holder)
}

impl Tcg {
    /// Queues the texts of a Pokémon in play (its abilities and its Tools') that `happening`
    /// sets off.
    pub(super) fn set_off(&mut self, seat: Seat, pokemon: &InPlay, happening: Happening) {
        let opponent = happening
            .opponent
            .unwrap_or_else(|| self.rules.opponent_of(seat));
        let card = pokemon.stack[pokemon.stack.len() - 1];
        let mut found: Vec<SetOff> = Vec::new();
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
            if let AbilityDef::When {
                trigger,
                one_at_a_time,
                name,
                ..
            } = ability
                && fires(*trigger, happening.trigger)
                && self.attached_fits(*trigger, happening.attached)
                && !(*one_at_a_time && self.set_off_already(seat, name))
            {
                found.push(set_off(card, TextRef::Ability(i as u8)));
            }
        }
        // Its Tools', and the Stadium's on every player's Pokémon.
        let stadium = self.stadium.map(|(card, _)| card);
        for &trainer in pokemon.tools.iter().chain(&stadium) {
            let Some(t) = self.def(trainer).trainer() else {
                continue;
            };
            for (i, (trigger, _)) in t.triggers.iter().enumerate() {
                if fires(*trigger, happening.trigger)
                    && self.attached_fits(*trigger, happening.attached)
                {
                    found.push(set_off(trainer, TextRef::Tool(i as u8)));
                }
            }
        }
        for s in found {
            let _ = self.set_offs.try_push(s);
        }
    }

    /// Whether a text of `seat`'s named `name` waits to resolve already.
    fn set_off_already(&self, seat: Seat, name: &str) -> bool {
        self.set_offs.iter().any(|s| {
            let TextRef::Ability(i) = s.text else {
                return false;
            };
            let ability = self
                .def(s.card)
                .pokemon()
                .map(|p| &p.abilities[usize::from(i)]);
            s.actor == seat && ability.is_some_and(|a| a.name() == name)
        })
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
        if let Some((seat, p)) = self.locate(uid)
            && self.may_set_off(p)
        {
            let p = p.clone();
            self.set_off(seat, &p, happening);
        }
    }

    /// Whether a Pokémon has a text something could set off: a triggered ability, a Tool, or
    /// a Stadium in play with a trigger.
    fn may_set_off(&self, pokemon: &InPlay) -> bool {
        let triggered = |a: &AbilityDef| matches!(a, AbilityDef::When { .. });
        let stadium = self.stadium.and_then(|(card, _)| self.def(card).trainer());
        !pokemon.tools.is_empty()
            || self.top(pokemon).abilities.iter().any(triggered)
            || stadium.is_some_and(|t| !t.triggers.is_empty())
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
        let watchers: Vec<InPlay> = self.boards[seat.index()].in_play().cloned().collect();
        for p in &watchers {
            let watches = |trigger: &Trigger| match *trigger {
                Trigger::KnockedOut(Pokemon::Each(group) | Pokemon::Others(group)) => {
                    group.zone != Zone::Active || was_active
                }
                _ => false,
            };
            let abilities = self.top(p).abilities.iter().filter_map(|a| match a {
                AbilityDef::When { trigger, .. } => Some(trigger),
                _ => None,
            });
            let tools = p.tools.iter().filter_map(|&t| self.def(t).trainer());
            let mut triggers =
                abilities.chain(tools.flat_map(|t| t.triggers.iter().map(|(t, _)| t)));
            if let Some(&watching) = triggers.find(|t| watches(t)) {
                self.set_off(seat, p, happening(watching));
            }
        }
    }

    /// Keeps the cards of `gone`, Knocked Out, for the texts it set off.
    pub(super) fn remember_knocked_out(&mut self, seat: Seat, gone: &InPlay) {
        if !self.set_offs.iter().any(|s| s.that == Some(gone.uid)) {
            return;
        }
        self.boards[seat.index()].knocked_out = KnockedOut {
            uid: gone.uid,
            pokemon: gone.stack.clone(),
            energy: gone.energy.iter().copied().take(8).collect(),
        };
    }

    /// A Tool's text set off while it was attached to a Pokémon still in play that it has left
    /// since (Berry's two texts between turns: the first discarded it).
    fn tool_gone(&self, s: &SetOff) -> bool {
        if !matches!(s.text, TextRef::Tool(_)) || !self.def(s.card).is_tool() {
            return false;
        }
        s.this
            .and_then(|uid| self.locate(uid))
            .is_some_and(|(_, p)| !p.tools.contains(&s.card))
    }

    /// Forgets the remembered cards some other text has taken out of the discard pile since.
    fn forget_cards_gone(&mut self) {
        for board in &mut self.boards {
            let gone = &mut board.knocked_out;
            gone.pokemon = still_in(&board.discard, &gone.pokemon);
            gone.energy = still_in(&board.discard, &gone.energy);
        }
    }

    /// The board that remembers the Pokémon `uid` Knocked Out, if one does.
    pub(super) fn knocked_out(&self, uid: Uid) -> Option<(Seat, &KnockedOut)> {
        self.rules.seats().find_map(|s| {
            let gone = &self.boards[s.index()].knocked_out;
            (gone.uid == uid && !(gone.pokemon.is_empty() && gone.energy.is_empty()))
                .then_some((s, gone))
        })
    }

    /// The Energy that was attached to the Pokémon `uid`, Knocked Out, still in its owner's
    /// discard pile (none for a Pokémon not remembered so): its board and the cards.
    pub(super) fn knocked_out_energy(&self, uid: Uid) -> Option<(Seat, &[CardId])> {
        self.knocked_out(uid).map(|(s, gone)| (s, &gone.energy[..]))
    }

    /// Every Pokémon in play's texts that happen between turns.
    pub(super) fn between_turns(&mut self) {
        for s in 0..self.boards.len() {
            self.set_off_in_play(Seat(s as u8), Trigger::BetweenTurns);
        }
    }

    /// Every Pokémon in play's texts done at the end of the turn: "at the end of your turn" on
    /// the Pokémon of the seat whose turn it is, "at the end of each turn" on everyone's.
    pub(super) fn end_of_turn(&mut self) {
        self.set_off_in_play(self.current, Trigger::EndOfYourTurn);
        for s in 0..self.boards.len() {
            self.set_off_in_play(Seat(s as u8), Trigger::EndOfEachTurn);
        }
    }

    /// Sets off `trigger` on each of `seat`'s Pokémon in play (copied only when it has a
    /// triggered ability or a Tool that could watch for it).
    fn set_off_in_play(&mut self, seat: Seat, trigger: Trigger) {
        let mut i = 0;
        loop {
            let Some(p) = self.boards[seat.index()].in_play().nth(i) else {
                return;
            };
            i += 1;
            if !self.may_set_off(p) {
                continue;
            }
            let p = p.clone();
            self.set_off(seat, &p, Happening::of(trigger));
        }
    }

    /// Begins the first text set off, if any (true when one began: it has resolved, and what
    /// follows it has run, unless it waits on a choice).
    pub(super) fn begin_set_off(&mut self) -> bool {
        if self.set_offs.is_empty() {
            return false;
        }
        let s = self.set_offs.remove(0);
        self.forget_cards_gone();
        if self.tool_gone(&s) {
            return self.begin_set_off();
        }
        let mut frame = Frame::new(s.card, s.text, s.actor, s.opponent, s.this);
        frame.attacking = s.attacking;
        frame.that.extend(s.that);
        let cards = std::sync::Arc::clone(&self.cards);
        let conditions = &cards.program(&frame).unusable_if;
        if conditions.iter().any(|&c| self.holds(&frame, c)) {
            return self.begin_set_off();
        }
        self.begin(frame);
        true
    }
}
