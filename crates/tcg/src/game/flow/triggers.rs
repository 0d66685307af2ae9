//! Texts set off by what happens (an ability's, a Pokémon Tool's or the Stadium's "When …", a
//! Special Energy attached from the hand): queued as plain data, each resolved in turn once the
//! text being resolved ends, before Knock Outs are checked. A Pokémon Knocked Out that set off
//! texts is remembered with its cards, now in the discard pile, while they resolve.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use super::designate::Seats;
use crate::effect::{Group, Pokemon, Side, Trigger, Zone};
use crate::game::model::card::{AbilityDef, DefKind};
use crate::game::model::frame::{Frame, TextRef, Wait};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::limits::MAX_SET_OFFS;
use crate::game::model::set_off::{Happening, SetOff};
use crate::game::model::state::{Ending, InPlay, KnockedOut, Tcg};

/// Texts set off together.
type SetOffs = ArrayVec<SetOff, MAX_SET_OFFS>;

/// Whether a text's trigger is set off by what happened to the Pokémon it is on.
fn fires(watching: Trigger, happened: Trigger) -> bool {
    use Trigger::*;
    match (watching, happened) {
        (PlayedFromHand, PlayedToBench | EvolvedFromHand)
        // Benched from the hand is benched during the turn.
        | (BenchedInTurn, PlayedToBench)
        // The Active Pokémon damaged by the attack's damage is damaged by the attack.
        | (DamagedByAttack(_), DamagedWhileActive(_) | DamagedByAttack(_))
        | (DamagedWhileActive(_), DamagedWhileActive(_))
        | (EnergyAttachedFromHand(_), EnergyAttachedFromHand(_))
        | (KnockedOutWhileActive(_), KnockedOutWhileActive(_))
        // An opponent is a player too.
        | (AnyoneAttachedEnergy, OpponentAttachedEnergy) => true,
        // "When this Pokémon (the Pokémon this card is attached to) is Knocked Out" watches
        // itself only; a group's watchers, the others.
        (KnockedOut(a), KnockedOut(b)) => itself(a) == itself(b),
        (a, b) => a == b,
    }
}

/// The kinds of trigger (as [`Trigger::kind_bit`]s) a happening of this kind may set off:
/// its own, and those `fires` lets watch for it too.
fn kinds_set_off(happened: Trigger) -> u32 {
    use Trigger::*;
    let also = match happened {
        PlayedToBench => PlayedFromHand.kind_bit() | BenchedInTurn.kind_bit(),
        EvolvedFromHand => PlayedFromHand.kind_bit(),
        DamagedWhileActive(who) => DamagedByAttack(who).kind_bit(),
        OpponentAttachedEnergy => AnyoneAttachedEnergy.kind_bit(),
        _ => 0,
    };
    happened.kind_bit() | also
}

/// A trigger's own Pokémon: the ability's, or the one its Tool is attached to.
fn itself(who: Pokemon) -> bool {
    matches!(who, Pokemon::This | Pokemon::Holder)
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

impl Tcg {
    /// Queues the texts of a Pokémon in play (its abilities and its Tools') that `happening`
    /// sets off.
    pub(in crate::game) fn set_off(&mut self, seat: Seat, pokemon: &InPlay, happening: Happening) {
        if !self.watched(happening.trigger) {
            return;
        }
        let mut found = SetOffs::new();
        self.texts_set_off(seat, pokemon, happening, &mut found);
        self.queue(found);
    }

    /// Whether some card of the game watches for a happening of this kind.
    pub(in crate::game) fn watched(&self, happened: Trigger) -> bool {
        self.cards.watched & kinds_set_off(happened) != 0
    }

    /// Queues the texts that `happening` sets off on every Pokémon `seat` has in play. Most
    /// happenings no card of the game watches for: that is asked where the call is (this runs
    /// for every seat at each turn's end and between turns).
    #[inline]
    pub(in crate::game) fn set_off_each(&mut self, seat: Seat, happening: Happening) {
        if self.watched(happening.trigger) {
            self.set_off_each_watched(seat, happening);
        }
    }

    fn set_off_each_watched(&mut self, seat: Seat, happening: Happening) {
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
        let card = pokemon.stack[pokemon.stack.len() - 1];
        let set_off = |card, text| SetOff {
            card,
            text,
            actor: seat,
            opponent: happening.opponent,
            this: Some(pokemon.uid),
            attacking: happening.attacking,
            that: Some(happening.that.unwrap_or(pokemon.uid)),
        };
        for (i, ability) in self.abilities(pokemon).iter().enumerate() {
            if let AbilityDef::When {
                trigger,
                one_at_a_time,
                name,
                ..
            } = ability
                && fires(*trigger, happening.trigger)
                && self.attached_fits(*trigger, happening.attached)
                && !(*one_at_a_time && self.set_off_already(seat, name, found))
            {
                let _ = found.try_push(set_off(card, TextRef::Ability(i as u8)));
            }
        }
        // Its Tools' and Special Energy's, and the Stadium's on every player's Pokémon.
        let stadium = self.stadium.map(|(card, _)| card);
        let energy = (pokemon.energy.iter())
            .filter(|&&c| self.cards.energy_triggers && !self.energy_switched_off(pokemon, c));
        let tools = pokemon.tools.iter().filter(|_| !self.tools_off(pokemon));
        for &card in tools.chain(&stadium).chain(energy) {
            let triggers = match &self.def(card).kind {
                DefKind::Trainer(t) => &t.triggers,
                DefKind::Energy(e) => &e.triggers,
                DefKind::Pokemon(_) => continue,
            };
            for (i, (trigger, _)) in triggers.iter().enumerate() {
                if fires(*trigger, happening.trigger)
                    && self.attached_fits(*trigger, happening.attached)
                {
                    let _ = found.try_push(set_off(card, TextRef::Tool(i as u8)));
                }
            }
        }
    }

    /// Whether a text of `seat`'s named `name` waits to resolve already (or was just found).
    fn set_off_already(&self, seat: Seat, name: &str, found: &SetOffs) -> bool {
        self.set_offs.iter().chain(found).any(|s| {
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
    pub(in crate::game) fn set_off_uid(&mut self, uid: Uid, happening: Happening) {
        if !self.watched(happening.trigger) {
            return;
        }
        if let Some((seat, p)) = self.locate(uid) {
            let mut found = SetOffs::new();
            self.texts_set_off(seat, p, happening, &mut found);
            self.queue(found);
        }
    }

    /// `seat`'s Pokémon `uid` has just moved from the Active Spot to the Bench: during `seat`'s
    /// turn, the first time, its texts that watch for it set off (remembered only when a card
    /// of the table watches for it).
    pub(in crate::game) fn moved_down(&mut self, seat: Seat, uid: Uid) {
        if seat != self.current {
            return;
        }
        if self.watched(Trigger::OpponentMovedToBench) {
            let new = self.boards[seat.index()].active.as_ref().map(|p| p.uid);
            self.opponents_set_off(seat, new, Trigger::OpponentMovedToBench);
        }
        if !self.watched(Trigger::MovedToBench) {
            return;
        }
        let turn = self.turn;
        let bench = &mut self.boards[seat.index()].bench;
        let Some(p) = bench.iter_mut().find(|p| p.uid == uid) else {
            return;
        };
        let first = p.moved_down != turn;
        p.moved_down = turn;
        if first {
            self.set_off_uid(uid, Happening::of(Trigger::MovedToBench));
        }
    }

    /// `seat`'s Pokémon `uid` has just evolved from the hand: its texts that watch for it, and
    /// those of `seat`'s opponents' Pokémon that watch for an opponent's evolving.
    pub(in crate::game) fn evolved_set_off(&mut self, seat: Seat, uid: Uid) {
        self.set_off_uid(uid, Happening::of(Trigger::EvolvedFromHand));
        if self.watched(Trigger::OpponentEvolved) {
            self.opponents_set_off(seat, Some(uid), Trigger::OpponentEvolved);
        }
    }

    /// The texts of `seat`'s opponents' Pokémon that watch for what `seat` did (`trigger`),
    /// `that` being "that Pokémon".
    pub(in crate::game) fn opponents_set_off(
        &mut self,
        seat: Seat,
        that: Option<Uid>,
        trigger: Trigger,
    ) {
        for s in self.rules.opponents(seat) {
            let happening = Happening {
                opponent: Some(seat),
                that,
                ..Happening::of(trigger)
            };
            self.set_off_each(s, happening);
        }
    }

    /// `seat`'s Active Pokémon has just moved there from the Bench: remembered for this turn,
    /// and during `seat`'s turn, the first time, its texts that watch for it set off.
    pub(in crate::game) fn moved_up(&mut self, seat: Seat) {
        let turn = self.turn;
        let Some(p) = self.boards[seat.index()].active.as_mut() else {
            return;
        };
        let first = p.moved_up != turn;
        p.moved_up = turn;
        let uid = p.uid;
        if first && seat == self.current {
            self.set_off_uid(uid, Happening::of(Trigger::MovedToActive));
            if self.watched(Trigger::GroupMovedToActive(Group::new(
                Side::Both,
                Zone::InPlay,
            ))) {
                self.group_moved_up(seat, uid);
            }
        }
    }

    /// `seat`'s Pokémon `uid` has just moved up during their turn, the first time: the texts of
    /// `seat`'s Pokémon that watch a group it is in ("when your Mega Latias ex moves …"), each
    /// Pokémon's once a turn (its once-a-turn use, `TurnFlags::abilities_used`, spent as it is
    /// set off).
    fn group_moved_up(&mut self, seat: Seat, uid: Uid) {
        let Some((_, moved)) = self.locate(uid) else {
            return;
        };
        let opponent = self.default_opponent(seat);
        let used = self.flags.abilities_used;
        let watching = |p: &InPlay| {
            self.abilities(p).iter().find_map(|a| match *a {
                AbilityDef::When {
                    trigger: trigger @ Trigger::GroupMovedToActive(group),
                    ..
                } if used & (1 << (p.uid % 64)) == 0 && self.in_group(opponent, moved, group) => {
                    Some(trigger)
                }
                _ => None,
            })
        };
        let mut found = SetOffs::new();
        let mut spent = 0;
        for p in self.boards[seat.index()].in_play() {
            if let Some(trigger) = watching(p) {
                let happening = Happening {
                    that: Some(uid),
                    ..Happening::of(trigger)
                };
                self.texts_set_off(seat, p, happening, &mut found);
                spent |= 1 << (p.uid % 64);
            }
        }
        self.flags.abilities_used |= spent;
        self.queue(found);
    }

    /// A Pokémon of `seat` Knocked Out: its own texts that watch for it (when it was Active
    /// and `by_attack`), and those of its owner's Pokémon in play watching the group it was in.
    pub(in crate::game) fn knocked_out_set_off(
        &mut self,
        seat: Seat,
        gone: &InPlay,
        was_active: bool,
    ) {
        let by_attack =
            self.ending == Ending::TurnOver && self.rules.are_opponents(seat, self.current);
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
        // Its owner's Pokémon still in play that watch a group it was in (by an ability or a
        // Tool): its zone, and its kind or type ("1 of your Basic Pokémon V").
        let watched = |p: &InPlay| {
            let abilities = self.abilities(p).iter().filter_map(|a| match a {
                AbilityDef::When { trigger, .. } => Some(*trigger),
                _ => None,
            });
            let tools = p.tools.iter().filter(|_| !self.tools_off(p));
            let tools = tools.filter_map(|&t| self.def(t).trainer());
            let tools = tools.flat_map(|t| t.triggers.iter().map(|(trigger, _)| *trigger));
            abilities.chain(tools).find_map(|trigger| match trigger {
                Trigger::KnockedOut(Pokemon::Each(group) | Pokemon::Others(group))
                    if (group.zone != Zone::Active || was_active)
                        && self.in_group(current, gone, group) =>
                {
                    Some(group)
                }
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

    /// Keeps the cards of `gone`, Knocked Out, for the texts it set off.
    pub(in crate::game) fn remember_knocked_out(&mut self, seat: Seat, gone: &InPlay, retreat: u8) {
        if !self.set_offs.iter().any(|s| s.that == Some(gone.uid)) {
            return;
        }
        self.boards[seat.index()].knocked_out = KnockedOut {
            uid: gone.uid,
            pokemon: gone.stack.clone(),
            energy: gone.energy.iter().copied().take(8).collect(),
            retreat,
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
    pub(in crate::game) fn knocked_out(&self, uid: Uid) -> Option<(Seat, &KnockedOut)> {
        self.rules.seats().find_map(|s| {
            let gone = &self.boards[s.index()].knocked_out;
            (gone.uid == uid && !(gone.pokemon.is_empty() && gone.energy.is_empty()))
                .then_some((s, gone))
        })
    }

    /// The Energy that was attached to the Pokémon `uid`, Knocked Out, still in its owner's
    /// discard pile (none for a Pokémon not remembered so): its board and the cards.
    pub(in crate::game) fn knocked_out_energy(&self, uid: Uid) -> Option<(Seat, &[CardId])> {
        self.knocked_out(uid).map(|(s, gone)| (s, &gone.energy[..]))
    }

    /// The texts of the Pokémon of `actor`'s opponents that watch for a Supporter played.
    pub(in crate::game) fn supporter_played(&mut self, actor: Seat) {
        for s in self.rules.opponents(actor) {
            let happening = Happening {
                opponent: Some(actor),
                ..Happening::of(Trigger::OpponentPlayedSupporter)
            };
            self.set_off_each(s, happening);
        }
    }

    /// Every Pokémon in play's texts that happen between turns.
    pub(in crate::game) fn between_turns(&mut self) {
        for s in self.checked_seats() {
            self.set_off_each(Seat(s as u8), Happening::of(Trigger::BetweenTurns));
        }
    }

    /// Every Pokémon in play's texts done at the end of the turn: "at the end of your turn" on
    /// the Pokémon of the seat whose turn it is, "at the end of each turn" on everyone's.
    pub(in crate::game) fn end_of_turn(&mut self) {
        self.set_off_each(self.current, Happening::of(Trigger::EndOfYourTurn));
        for s in self.rules.seats() {
            self.set_off_each(s, Happening::of(Trigger::EndOfEachTurn));
        }
    }

    /// Begins the first text set off, if any (true when one began: it has resolved, and what
    /// follows it has run, unless it waits on a choice).
    #[inline]
    pub(in crate::game) fn begin_set_off(&mut self) -> bool {
        !self.set_offs.is_empty() && self.begin_first_set_off()
    }

    fn begin_first_set_off(&mut self) -> bool {
        let s = self.set_offs.remove(0);
        self.forget_cards_gone();
        if self.tool_gone(&s) {
            return self.begin_set_off();
        }
        let opponent = s.opponent.unwrap_or_else(|| self.default_opponent(s.actor));
        let mut frame = Frame::new(s.card, s.text, s.actor, opponent, s.this);
        frame.attacking = s.attacking;
        frame.that.extend(s.that);
        if s.opponent.is_some() {
            let cards = std::sync::Arc::clone(&self.cards);
            if self.unusable(&frame, cards.program(&frame)) {
                return self.begin_set_off();
            }
            self.begin(frame);
            return true;
        }
        // No opponent's doing set it off: the actor designates "your opponent" (TB-11) among
        // those the text may be used on.
        let choices = self.set_off_opponents(&frame);
        match choices.len() {
            0 => return self.begin_set_off(),
            1 => frame.opponent = choices[0],
            n => {
                frame.wait = Some(Wait::Opponent {
                    chooser: s.actor,
                    count: n as u8,
                });
                self.frame = Some(frame);
                return true;
            }
        }
        self.begin(frame);
        true
    }

    /// The opponents a text set off by no opponent may be used on: those `opponent_choices`
    /// offers its actor whose conditions let it be used.
    pub(in crate::game) fn set_off_opponents(&self, frame: &Frame) -> Seats {
        let cards = std::sync::Arc::clone(&self.cards);
        let program = cards.program(frame);
        let mut choices = self.opponent_choices(frame.actor, program);
        choices.retain(|&mut opponent| {
            let mut trial = frame.clone();
            trial.opponent = opponent;
            !self.unusable(&trial, program)
        });
        choices
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::effect::EnergyFilter;

    /// Every kind of trigger, with the Pokémon they may watch.
    fn every_trigger() -> Vec<Trigger> {
        use Trigger::*;
        let mut all = vec![
            EvolvedFromHand,
            PlayedToBench,
            PlayedFromHand,
            EnergyAttachedFromHand(EnergyFilter::Any),
            EnergyAttachedToYours,
            AttachedFromHand,
            OpponentPlayedSupporter,
            OpponentRetreated,
            AsOftenAsYouLike,
            BetweenTurns,
            EndOfYourTurn,
            EndOfEachTurn,
            MovedToActive,
            MovedToBench,
            OpponentAttachedEnergy,
            AnyoneAttachedEnergy,
            BenchedInTurn,
            OpponentEvolved,
            OpponentMovedToBench,
            GroupMovedToActive(Group::new(Side::Both, Zone::InPlay)),
        ];
        for who in [Pokemon::This, Pokemon::Holder, Pokemon::Defending] {
            all.extend([
                DamagedWhileActive(who),
                DamagedByAttack(who),
                KnockedOutWhileActive(who),
                KnockedOut(who),
            ]);
        }
        all
    }

    #[test]
    fn a_happening_asks_every_kind_of_trigger_it_may_set_off() {
        let all = every_trigger();
        for &happened in &all {
            for &watching in &all {
                if fires(watching, happened) {
                    assert_ne!(
                        kinds_set_off(happened) & watching.kind_bit(),
                        0,
                        "{happened:?} sets off {watching:?} but would not ask it"
                    );
                }
            }
        }
    }

    #[test]
    fn each_kind_of_trigger_has_its_own_bit() {
        let bits: std::collections::HashSet<u32> =
            every_trigger().iter().map(|t| t.kind_bit()).collect();
        assert_eq!(bits.len(), 24);
    }
}
