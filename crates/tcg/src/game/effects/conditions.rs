//! Effects on Pokémon other than damage: heal, Special Conditions (TCG-12), lasting effects of
//! attacks, and switching.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use altplay_cards::printed::TrainerKind;

use crate::effect::{
    EffectsOf, Group, HealAmount, Lasting, Pick, Pokemon, Role, Side, SpecialCondition, Turn,
    Types, Zone,
};
use crate::game::board::lastings::Lastings;
use crate::game::model::event::Event;
use crate::game::model::frame::{TextRef, Wait};
use crate::game::model::ids::Uid;
use crate::game::model::limits::MAX_SEATS;
use crate::game::model::state::{InPlay, Tcg, Timed};

impl Tcg {
    pub(in crate::game) fn heal(&mut self, from: Pokemon, amount: HealAmount) -> Result<(), Wait> {
        let (dealt, turn) = (self.frame().dealt, self.turn);
        for uid in self.targets(from)? {
            if let Some((_, p)) = self.locate_mut(uid) {
                let healed = match amount {
                    HealAmount::Fixed(n) => n.min(p.damage),
                    HealAmount::All => p.damage,
                    HealAmount::DamageDealt => dealt.min(p.damage),
                };
                p.damage -= healed;
                if healed > 0 {
                    p.healed = turn;
                    let pokemon = self.mon(uid);
                    self.record(|| Event::Healed {
                        pokemon,
                        amount: healed,
                    });
                }
            }
        }
        Ok(())
    }

    /// Removes the Special Conditions a passive effect keeps off an Active Pokémon now
    /// ("(Remove any Special Conditions affecting those Pokémon.)"): the card keeping them off,
    /// or the Energy it asks for, may have come into play after they were inflicted.
    pub(in crate::game) fn shake_off_conditions(&mut self) {
        const ALL: [SpecialCondition; 5] = [
            SpecialCondition::Asleep,
            SpecialCondition::Burned,
            SpecialCondition::Confused,
            SpecialCondition::Paralyzed,
            SpecialCondition::Poisoned,
        ];
        for s in 0..self.boards.len() {
            let Some(active) = self.boards[s].active.as_ref() else {
                continue;
            };
            // Most Active Pokémon have none: nothing is looked for.
            if !active.conditions.any() {
                continue;
            }
            let (uid, had) = (active.uid, active.conditions);
            let lastings = self.lastings(active);
            let lifted: ArrayVec<SpecialCondition, 5> = ALL
                .into_iter()
                .filter(|&c| had.has(c) && keeps_off(&lastings, c))
                .collect();
            for c in lifted {
                if let Some(p) = self.boards[s].active.as_mut() {
                    p.conditions.remove(c);
                }
                let pokemon = self.mon(uid);
                self.record(|| Event::Recovered { pokemon });
            }
        }
    }

    /// Whether a lasting effect keeps Special Conditions off a Pokémon.
    fn shielded(&self, uid: u16, condition: SpecialCondition) -> bool {
        let Some((_, p)) = self.locate(uid) else {
            return true;
        };
        keeps_off(&self.lastings(p), condition)
    }

    /// Whether the effects of the attack being resolved are prevented on a Pokémon of another
    /// team ("prevent all effects of attacks, including damage, done to this Pokémon [by your
    /// opponent's Pokémon-GX or Pokémon-EX]", "… except damage …").
    pub(in crate::game) fn spared_by_attack(&self, uid: Uid) -> bool {
        self.spared(uid, false)
    }

    /// Whether the damage an effect of the attack being resolved does to a Pokémon is
    /// prevented with all its effects (not by a prevention of effects except damage).
    pub(in crate::game) fn spared_from_damage(&self, uid: Uid) -> bool {
        self.spared(uid, true)
    }

    fn spared(&self, uid: Uid, damage: bool) -> bool {
        let frame = self.frame();
        let Some((seat, p)) = self.locate(uid) else {
            return false;
        };
        if !matches!(frame.text, TextRef::Attack(_)) {
            return self.spared_from_text(seat, p);
        }
        if !self.rules.are_opponents(seat, frame.actor) {
            return false;
        }
        let attacker = frame.this.and_then(|u| self.locate(u)).map(|(_, a)| a);
        self.lastings(p).iter().any(|(l, _)| match *l {
            Lasting::Prevent {
                effects: true,
                from,
                which,
                ..
            } => {
                (from.is_none() && which.is_none())
                    || attacker.is_some_and(|a| self.attacker_among(a, from, which))
            }
            Lasting::PreventEffects { .. } => !damage,
            _ => false,
        })
    }

    /// Whether the effects of the text being resolved, not an attack, are prevented on a
    /// Pokémon of another team: an opponent's Pokémon's Ability, or an Item or Supporter card
    /// an opponent played ("Prevent all effects of your opponent's Pokémon's Abilities done to
    /// this Pokémon").
    fn spared_from_text(&self, seat: Seat, p: &InPlay) -> bool {
        let frame = self.frame();
        let trainer = || self.def(frame.card).trainer().map(|t| &t.kind);
        let (by, names): (Seat, fn(EffectsOf) -> bool) = match frame.text {
            TextRef::Ability(_) => (frame.actor, |of| of == EffectsOf::Abilities),
            TextRef::Trainer if trainer() == Some(&TrainerKind::Supporter) => {
                (frame.player, |of| of != EffectsOf::Abilities)
            }
            TextRef::Trainer if trainer() == Some(&TrainerKind::Item) => {
                (frame.player, |of| of == EffectsOf::ItemsAndSupporters)
            }
            _ => return false,
        };
        let prevents = |l: &Lasting| matches!(l, Lasting::PreventEffectsOf { .. });
        self.rules.are_opponents(seat, by)
            && self.lastings_of(p, prevents).iter().any(|(l, _)| match *l {
                Lasting::PreventEffectsOf { of, .. } => names(of),
                _ => false,
            })
    }

    /// TCG-12: only an Active Pokémon is affected by Special Conditions.
    pub(in crate::game) fn inflict(
        &mut self,
        on: Pokemon,
        condition: SpecialCondition,
    ) -> Result<(), Wait> {
        let turn = self.turn;
        let targets = self.targets(on)?;
        // "Your opponent's Active Pokémon is now Poisoned. During your opponent's next turn,
        // that Pokémon can't retreat.": the Pokémon named is "that Pokémon" after.
        if !matches!(on, Pokemon::That | Pokemon::Picked(_)) {
            let frame = self.frame_mut();
            frame.that.clear();
            frame.that.extend(targets.iter().copied());
        }
        for uid in targets {
            let active = self
                .rules
                .seats()
                .any(|s| self.boards[s.index()].is_active(uid));
            if !active || self.shielded(uid, condition) {
                continue;
            }
            if let Some((_, p)) = self.locate_mut(uid) {
                p.conditions.add(condition);
                match condition {
                    SpecialCondition::Paralyzed => p.paralyzed_turn = turn,
                    SpecialCondition::Poisoned => p.poison_counters = p.poison_counters.max(1),
                    // The rule's 3 until an effect says otherwise.
                    SpecialCondition::Confused => p.confusion_counters = 0,
                    _ => {}
                }
                let pokemon = self.mon(uid);
                self.record(|| Event::Condition { pokemon, condition });
            }
        }
        Ok(())
    }

    /// The damage counters a Special Condition puts on Pokémon now affected by it, Poison's or
    /// Confusion's (`support.rs` refuses the others).
    pub(in crate::game) fn condition_counters(
        &mut self,
        on: Pokemon,
        condition: SpecialCondition,
        counters: u8,
    ) -> Result<(), Wait> {
        for uid in self.targets(on)? {
            if let Some((_, p)) = self.locate_mut(uid)
                && p.conditions.has(condition)
            {
                match condition {
                    SpecialCondition::Confused => p.confusion_counters = counters,
                    _ => p.poison_counters = counters,
                }
            }
        }
        Ok(())
    }

    pub(in crate::game) fn cure(&mut self, on: Pokemon) -> Result<(), Wait> {
        for uid in self.targets(on)? {
            if let Some((_, p)) = self.locate_mut(uid) {
                p.conditions.clear();
                let pokemon = self.mon(uid);
                self.record(|| Event::Recovered { pokemon });
            }
        }
        Ok(())
    }

    /// Turns from now until `seat`'s next turn begins (1 for the next seat).
    fn turns_until(&self, seat: Seat) -> u16 {
        let mut at = self.current;
        let mut n = 0;
        loop {
            at = self.rules.next(at);
            n += 1;
            if at == seat || n >= u16::from(self.rules.seats) {
                return n;
            }
        }
    }

    /// The first and last turn an effect lasting through `turn` holds in; none for
    /// [`Turn::HolderAttacks`], read only as the turn a card is discarded at the end of
    /// (`support.rs`).
    pub(super) fn period(&self, opponent: Seat, turn: Turn) -> Option<(u16, u16)> {
        Some(match turn {
            Turn::This => (self.turn, self.turn),
            Turn::WhileInPlay => (self.turn, u16::MAX),
            Turn::HolderAttacks => return None,
            Turn::OpponentsNext | Turn::OpponentsNextWhileActive => {
                (self.turn, self.turn + self.turns_until(opponent))
            }
            Turn::ThroughYourNext => (self.turn, self.turn + u16::from(self.rules.seats)),
            Turn::YourNext => {
                let next = self.turn + u16::from(self.rules.seats);
                (next, next)
            }
            // Leaving the Active Spot clears it (`switch_in`, retreat, evolution).
            Turn::UntilLeavesActive => (self.turn, u16::MAX),
        })
    }

    /// The seats of a side, "you" and "your opponent" as the text being resolved names them.
    pub(super) fn seats_of_side(&self, side: Side) -> ArrayVec<Seat, MAX_SEATS> {
        match side {
            Side::Of(role) => [Self::seat_of(self.frame(), role)].into_iter().collect(),
            Side::Both => self.rules.seats().collect(),
        }
    }

    /// An effect that holds during a later turn, on the Pokémon it names.
    pub(in crate::game) fn lasting(&mut self, turn: Turn, what: Lasting) -> Result<(), Wait> {
        let frame = self.frame();
        let this = frame.this;
        let Some((from, until)) = self.period(frame.opponent, turn) else {
            return Ok(());
        };
        let attack = match (what, frame.text) {
            (Lasting::CantUseChosenAttack(_), _) => frame.chosen.trailing_zeros() as u8,
            (_, TextRef::Attack(i)) => i,
            _ => u8::MAX,
        };
        if let Lasting::CantPlay { who, cards } = what {
            for seat in self.seats_of_side(who) {
                let _ = self.boards[seat.index()]
                    .locks
                    .try_push(crate::game::model::state::Lock { cards, from, until });
            }
            return Ok(());
        }
        if let Lasting::FlipsTails(who) = what {
            for seat in self.seats_of_side(who) {
                self.boards[seat.index()].flips_tails = Some((from, until));
            }
            return Ok(());
        }
        let on = what
            .target()
            .expect("`support.rs` lets only lasting effects on a Pokémon through");
        for uid in self.targets(on)? {
            if let Some((_, p)) = self.locate_mut(uid) {
                let _ = p.lasting.try_push(Timed {
                    what,
                    from,
                    until,
                    attack,
                    benched_too: turn == Turn::WhileInPlay,
                    facing: match what {
                        Lasting::CantAttackThis(_) => this,
                        _ => None,
                    },
                    while_active: this.filter(|_| turn == Turn::OpponentsNextWhileActive),
                });
            }
        }
        Ok(())
    }

    /// A side's Active Pokémon switches with one of its Benched Pokémon (of a type, if named).
    pub(in crate::game) fn switch_effect(
        &mut self,
        side: Role,
        chooser: Role,
        of_type: Types,
    ) -> Result<(), Wait> {
        let pick = Pick {
            chooser,
            count: 1,
            group: Group {
                of_type,
                ..Group::new(Side::Of(side), Zone::Bench)
            },
        };
        let seat = Self::seat_of(self.frame(), side);
        let picked = self.targets(Pokemon::Picked(pick))?;
        if let Some(&to) = picked.first() {
            self.switch_in(seat, to);
        }
        Ok(())
    }

    /// The Benched Pokémon `to` becomes the Active Pokémon; the Active goes to the Bench, its
    /// Special Conditions and the effects of attacks on it ended (TCG-12), but for those that
    /// last as long as it stays in play.
    pub(in crate::game) fn switch_in(&mut self, seat: Seat, to: u16) {
        let board = &mut self.boards[seat.index()];
        let Some(i) = board.bench.iter().position(|p| p.uid == to) else {
            return;
        };
        let new = board.bench.remove(i);
        let mut down = None;
        if let Some(mut old) = board.active.replace(new) {
            old.conditions.clear();
            old.lasting.retain(|t| t.benched_too);
            down = Some(old.uid);
            board.bench.push(old);
        }
        let active = self.mon(to);
        self.record(|| Event::Switched { seat, active });
        self.moved_up(seat);
        if let Some(down) = down {
            self.moved_down(seat, down);
        }
    }
}

/// Whether one of a Pokémon's lasting effects keeps this Special Condition off it.
fn keeps_off(lastings: &Lastings, condition: SpecialCondition) -> bool {
    lastings.iter().any(|(l, _)| match *l {
        Lasting::Unaffected { condition: c, .. } => c.is_none_or(|c| c == condition),
        _ => false,
    })
}
