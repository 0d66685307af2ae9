//! Doing an accepted action.

use altplay_cards::printed::TrainerKind;
use altplay_core::{RuleError, Seat};

use super::designate::Aim;
use crate::effect::{Effect, EnergyFilter, Lasting, SpecialCondition, Trigger};
use crate::game::cards::support::{moves_own_counters, moves_own_energy};
use crate::game::model::action::Action;
use crate::game::model::card::AbilityDef;
use crate::game::model::event::Event;
use crate::game::model::frame::{Frame, PlayedCard, TextRef, Wait};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::program::Op;
use crate::game::model::set_off::{Happening, SetOff};
use crate::game::model::state::{Ending, Step, Tcg, UsedAttack};

impl Tcg {
    /// Applies `action`, or refuses it with the rule it breaks and changes nothing.
    pub fn act(&mut self, action: &Action) -> Result<(), RuleError> {
        self.check(action)?;
        self.act_listed(action);
        Ok(())
    }

    /// Applies `action`, one [`Tcg::legal`] lists now, without asking [`Tcg::check`] again: a
    /// simulated game's every step, where the check would cost a tenth of the game.
    pub fn act_listed(&mut self, action: &Action) {
        debug_assert!(
            self.check(action).is_ok(),
            "{action:?} is not legal: {:?}",
            self.check(action)
        );
        if let Some(wait) = self.frame.as_ref().and_then(|f| f.wait) {
            self.answer(wait, *action);
            return;
        }
        let seat = self.current;
        match (self.step, *action) {
            (Step::ChooseFirst(winner), Action::GoFirst { first }) => {
                // The winner goes first, or the other player: their teammate when the
                // winner's team has two (TB-2).
                let first = if first {
                    winner
                } else {
                    self.rules
                        .partner_of(winner)
                        .unwrap_or_else(|| self.rules.next(winner))
                };
                self.first_chosen(first);
            }
            (Step::MulliganDraws { seat, left }, Action::DrawExtra) => {
                self.draw(seat, 1);
                if left > 1 {
                    self.step = Step::MulliganDraws {
                        seat,
                        left: left - 1,
                    };
                } else {
                    self.next_setup_step();
                }
            }
            (Step::MulliganDraws { .. }, Action::Done) => self.next_setup_step(),
            (Step::PlaceActive(seat), Action::Place { card }) => {
                self.take_from_hand(card);
                let p = self.new_in_play(card);
                let board = &mut self.boards[seat.index()];
                board.active = Some(p);
                // After set-up, a player with no Pokémon left puts one in and plays on (RF-21).
                self.step = if board.ready {
                    Step::Turn
                } else {
                    Step::PlaceBench(seat)
                };
            }
            (Step::PlaceBench(seat), Action::Place { card }) => {
                self.take_from_hand(card);
                let p = self.new_in_play(card);
                self.boards[seat.index()].bench.push(p);
            }
            (Step::PlaceBench(seat), Action::Done) => {
                self.boards[seat.index()].ready = true;
                self.next_setup_step();
            }
            (Step::Promote(seat), Action::Promote { pokemon }) => {
                self.promote(seat, pokemon);
                self.proceed();
            }
            (Step::DiscardBenched(seat), Action::PickPokemon { pokemon }) => {
                self.discard_over(seat, pokemon)
            }
            (Step::DiscardTool { pokemon, .. }, Action::PickCard { card }) => {
                self.discard_tool_over(pokemon, card)
            }
            (Step::Retreat { to, left }, Action::PickCard { card }) => {
                self.retreat_discard(to, left, card)
            }
            (Step::Turn, action) => self.turn_action(action, seat),
            _ => unreachable!("check accepted only the actions above"),
        }
    }

    fn take_from_hand(&mut self, card: CardId) {
        let hand = self.boards[self.current.index()].hand_mut();
        if let Some(i) = hand.iter().rposition(|&c| c == card) {
            hand.remove(i);
        }
    }

    fn answer(&mut self, wait: Wait, action: Action) {
        let frame = self.frame_mut();
        frame.wait = None;
        match (wait, action) {
            (Wait::May { .. }, Action::Yes) => frame.agreed = Some(true),
            (Wait::May { .. }, _) => frame.agreed = Some(false),
            (Wait::Options { .. }, Action::PickOption { index }) => frame.chosen |= 1 << index,
            (Wait::Options { .. }, _) => frame.stopped = true,
            (Wait::Card { .. } | Wait::Pokemon { .. }, Action::Done) => frame.stopped = true,
            (Wait::Card { zone, goes, .. }, Action::PickCard { card }) => {
                self.take(zone, card, goes)
            }
            (Wait::Pokemon { .. }, Action::PickPokemon { pokemon }) => {
                let _ = frame.picked.try_push(pokemon);
            }
            (Wait::ToolOrStadium { .. }, Action::Done) => frame.stopped = true,
            (Wait::ToolOrStadium { lost_zone, .. }, Action::PickPokemon { pokemon }) => {
                frame.moved += 1;
                self.discard_one_tool(pokemon, lost_zone);
            }
            (Wait::ToolOrStadium { lost_zone, .. }, Action::PickCard { .. }) => {
                frame.moved += 1;
                match lost_zone {
                    true => self.stadium_to_lost_zone(),
                    false => self.discard_stadium(),
                }
            }
            (Wait::Opponent { .. }, Action::PickOption { index }) => {
                let choices = self.set_off_opponents(self.frame());
                self.frame_mut().opponent = choices[usize::from(index)];
            }
            (Wait::Guess { .. }, Action::PickOption { index }) => self.guessed(index),
            _ => unreachable!("check accepted only answers to the choice"),
        }
        self.run();
    }

    fn turn_action(&mut self, action: Action, seat: altplay_core::Seat) {
        match action {
            Action::EndTurn => {
                self.ending = Ending::TurnOver;
                self.proceed();
            }
            Action::Bench { card } => {
                self.take_from_hand(card);
                let p = self.new_in_play(card);
                let uid = p.uid;
                self.boards[seat.index()].bench.push(p);
                self.record(|| Event::Played { seat, card });
                self.set_off_uid(uid, Happening::of(Trigger::PlayedToBench));
                self.proceed();
            }
            Action::Evolve { card, target } => {
                self.take_from_hand(card);
                self.evolve(seat, target, card);
                self.evolved_set_off(seat, target);
                self.proceed();
            }
            Action::Attach { card, target } => {
                self.take_from_hand(card);
                self.flags.energy_attached = true;
                if let Some(p) = self.boards[seat.index()].find_mut(target) {
                    let _ = p.energy.try_push(card);
                }
                let to = self.mon(target);
                self.record(|| Event::Attached { seat, card, to });
                let off = || {
                    let holder = self.boards[seat.index()]
                        .in_play()
                        .find(|p| p.uid == target);
                    holder.is_some_and(|p| self.energy_switched_off(p, card))
                };
                if self
                    .def(card)
                    .energy()
                    .is_some_and(|e| e.on_attach.is_some())
                    && !off()
                {
                    let _ = self.set_offs.try_push(SetOff {
                        card,
                        text: TextRef::Energy,
                        actor: seat,
                        opponent: None,
                        this: Some(target),
                        attacking: None,
                        that: Some(target),
                    });
                }
                self.set_off_uid(
                    target,
                    Happening {
                        attached: Some(card),
                        ..Happening::of(Trigger::EnergyAttachedFromHand(EnergyFilter::Any))
                    },
                );
                // Once a turn at most: the player's Pokémon that watch every attachment.
                self.set_off_each(
                    seat,
                    Happening {
                        attached: Some(card),
                        that: Some(target),
                        ..Happening::of(Trigger::EnergyAttachedToYours)
                    },
                );
                self.attached_set_off(seat, card, target);
                self.after_energy_from_hand(target);
                self.proceed();
            }
            Action::Tool { card, target } => {
                self.take_from_hand(card);
                if let Some(p) = self.boards[seat.index()].find_mut(target) {
                    let _ = p.tools.try_push(card);
                }
                let to = self.mon(target);
                self.record(|| Event::Attached { seat, card, to });
            }
            Action::Play { card } => self.play_trainer(card, PlayedCard::Discarded),
            Action::PlayFor {
                card,
                you,
                opponent,
            } => self.play_trainer_as(card, PlayedCard::Discarded, Aim { you, opponent }),
            Action::Retreat { to } => {
                self.flags.retreated = true;
                let active = self.boards[seat.index()].active.as_ref().expect("checked");
                let mut left = self.retreat_cost(active);
                if left > 0
                    && let Some(tool) = self.retreat_tool(active)
                {
                    self.discard_tool(seat, tool);
                    left = 0;
                }
                self.step = Step::Retreat { to, left };
                self.retreat_discard(to, left, CardId(u16::MAX));
            }
            Action::Ability { pokemon, index } => {
                self.use_ability(pokemon, index, self.default_opponent(seat))
            }
            Action::AbilityAt {
                pokemon,
                index,
                opponent,
            } => self.use_ability(pokemon, index, opponent),
            Action::Stadium => self.use_stadium(self.default_opponent(seat)),
            Action::PileAbility { card, index } => {
                let opponent = self.default_opponent(seat);
                let text = match self.def(card).trainer() {
                    Some(_) => TextRef::FromPile,
                    None => TextRef::Ability(index),
                };
                self.begin(Frame::new(card, text, seat, opponent, None));
            }
            Action::StadiumAt { opponent } => self.use_stadium(opponent),
            Action::Attack { index } => self.attack(None, index, None),
            Action::AttackAt { index, target } => self.attack(None, index, Some(target)),
            Action::AttackFromBench { pokemon, index } => self.attack(Some(pokemon), index, None),
            Action::AttackFromBenchAt {
                pokemon,
                index,
                target,
            } => self.attack(Some(pokemon), index, Some(target)),
            _ => unreachable!("check accepted only turn actions"),
        }
    }

    /// Uses the ability `index` of the current seat's Pokémon `pokemon`, "your opponent" being
    /// `opponent`.
    fn use_ability(&mut self, pokemon: Uid, index: u8, opponent: Seat) {
        let seat = self.current;
        self.flags.abilities_used |= 1 << (pokemon % 64);
        let (energy, counters) = self.moves_often(pokemon, index);
        if energy {
            self.flags.energy_moves = self.flags.energy_moves.saturating_add(1);
        }
        if counters {
            self.flags.counter_moves = self.flags.counter_moves.saturating_add(1);
        }
        let user = self.mon(pokemon);
        self.record(|| Event::AbilityUsed {
            seat,
            pokemon: user,
            index,
        });
        let (card, at) = self
            .locate(pokemon)
            .and_then(|(_, p)| self.usable_ability(p, index))
            .map(|(card, at, _)| (card, at))
            .expect("a listed ability of a Pokémon in play");
        let frame = Frame::new(card, TextRef::Ability(at), seat, opponent, Some(pokemon));
        if self.cards.program(&frame).vstar {
            self.boards[seat.index()].vstar_used = true;
        }
        self.begin(frame);
    }

    /// Uses the Stadium's action, "your opponent" being `opponent`.
    fn use_stadium(&mut self, opponent: Seat) {
        let seat = self.current;
        self.flags.stadium_used = true;
        let (card, _) = self.stadium.expect("checked");
        self.record(|| Event::StadiumUsed { seat, card });
        self.begin(Frame::new(card, TextRef::Stadium, seat, opponent, None));
    }

    /// Plays a Trainer card from the hand (if it is there); `goes` says where it goes once
    /// resolved, unless its text says otherwise.
    pub(in crate::game) fn play_trainer(&mut self, card: CardId, goes: PlayedCard) {
        self.play_trainer_as(card, goes, self.default_aim());
    }

    /// [`Tcg::play_trainer`], "you" and "your opponent" as `aim` designates (TB-11).
    fn play_trainer_as(&mut self, card: CardId, goes: PlayedCard, aim: Aim) {
        let seat = self.current;
        self.take_from_hand(card);
        self.record(|| Event::Played { seat, card });
        let kind = self.def(card).trainer().expect("checked").kind.clone();
        match kind {
            TrainerKind::Supporter => {
                self.flags.supporter_played = true;
                self.flags.supporter = Some(card);
            }
            TrainerKind::Stadium => {
                self.flags.stadium_played = true;
                if let Some((old, owner)) = self.stadium.replace((card, seat)) {
                    self.boards[owner.index()].put_discarded(old, &self.cards);
                }
            }
            _ => {}
        }
        let mut frame = Frame::new(card, TextRef::Trainer, aim.you, aim.opponent, None);
        frame.player = seat;
        frame.played_card = goes;
        self.begin(frame);
    }

    /// Discards one picked Energy card for the Retreat Cost (a card id of `u16::MAX` only
    /// starts the step); once paid, the Benched Pokémon comes in.
    fn retreat_discard(&mut self, to: Uid, left: u8, card: CardId) {
        let seat = self.current;
        let mut left = left;
        if card.0 != u16::MAX {
            left = left.saturating_sub(self.pay_retreat(card));
        }
        loop {
            let energy = &self.boards[seat.index()]
                .active
                .as_ref()
                .expect("retreating")
                .energy;
            if left == 0 || energy.is_empty() {
                break;
            }
            let first = energy[0];
            if energy.iter().any(|&c| c != first) {
                self.step = Step::Retreat { to, left };
                return;
            }
            // One kind of card left: no choice to make.
            left = left.saturating_sub(self.pay_retreat(first));
        }
        let turns = self.boards[seat.index()].turns;
        let active = self.boards[seat.index()].active.as_mut();
        let retreated = active.map(|a| {
            a.retreated = turns;
            a.uid
        });
        self.switch_in(seat, to);
        let to = self.mon(to);
        self.record(|| Event::Retreated { seat, to });
        self.step = Step::Turn;
        // "If your opponent's Active Pokémon retreats, …": the one that retreated is "that".
        self.opponents_set_off(seat, retreated, Trigger::OpponentRetreated);
        self.proceed();
    }

    /// The texts of every player's Pokémon that watch for an Energy card `seat` attached from
    /// their hand to their Pokémon `target` ("Whenever your opponent attaches …", "Whenever any
    /// player attaches …"), that Pokémon being "that Pokémon".
    fn attached_set_off(&mut self, seat: Seat, card: CardId, target: Uid) {
        for s in self.rules.seats() {
            let trigger = if self.rules.are_opponents(s, seat) {
                Trigger::OpponentAttachedEnergy
            } else {
                Trigger::AnyoneAttachedEnergy
            };
            let happening = Happening {
                opponent: self.rules.are_opponents(s, seat).then_some(seat),
                attached: Some(card),
                that: Some(target),
                ..Happening::of(trigger)
            };
            self.set_off_each(s, happening);
        }
    }

    /// What the lasting effects of an attack on `target` do when an Energy card is attached to
    /// it from the hand: damage counters put on it, the turn ended.
    fn after_energy_from_hand(&mut self, target: Uid) {
        let watched = |l: &Lasting| {
            matches!(
                l,
                Lasting::CountersOnEnergyFromHand { .. } | Lasting::TurnEndsOnEnergyFromHand(_)
            )
        };
        let Some((_, pokemon)) = self.locate(target) else {
            return;
        };
        for (lasting, _) in self.lastings_of(pokemon, watched) {
            match lasting {
                Lasting::CountersOnEnergyFromHand { counters, .. } => {
                    self.add_damage(target, 10 * u16::from(counters));
                }
                _ => self.ending = Ending::TurnOver,
            }
        }
    }

    /// Discards an Energy card from the retreating Pokémon; the Energy it provided.
    fn pay_retreat(&mut self, card: CardId) -> u8 {
        let seat = self.current;
        let active = self.boards[seat.index()]
            .active
            .as_mut()
            .expect("retreating");
        if let Some(i) = active.energy.iter().position(|&c| c == card) {
            active.energy.remove(i);
        }
        self.boards[seat.index()].put_discarded(card, &self.cards);
        self.record(|| Event::Discarded { seat, card });
        self.def(card).energy().map_or(1, |e| e.units)
    }

    /// TCG-8: declares an attack of the Active Pokémon, or of the Benched Pokémon `from_bench`
    /// (an attack its text lets be used there), on `target`'s Active Pokémon when it names one
    /// of several opponents (TB-11); a Confused Pokémon flips first.
    pub(in crate::game) fn attack(
        &mut self,
        from_bench: Option<Uid>,
        index: u8,
        target: Option<Seat>,
    ) {
        let seat = self.current;
        let attacking = self.attacking_now(from_bench).expect("checked");
        let (uid, confused, confusion) = (
            attacking.uid,
            // Special Conditions end on the Bench (TCG-12): a Benched attacker has none.
            attacking.conditions.has(SpecialCondition::Confused),
            match attacking.confusion_counters {
                0 => 30,
                n => 10 * u16::from(n),
            },
        );
        let needs_heads = (self.lastings(attacking).iter())
            .any(|(l, _)| matches!(l, Lasting::AttackNeedsHeads(_)));
        let attacker = self.mon(uid);
        self.record(|| Event::Attacks {
            seat,
            pokemon: attacker,
            index,
        });
        // TCG-8: tails, a Confused Pokémon puts 3 damage counters on itself (or as many as an
        // effect said); an effect that needs heads makes the attack do nothing on tails.
        for (flip, counters) in [(confused, confusion), (needs_heads, 0)] {
            if !flip {
                continue;
            }
            let heads = self.flip_coin(seat);
            if !heads {
                self.add_damage(uid, counters);
                self.ending = Ending::TurnOver;
                self.proceed();
                return;
            }
        }
        self.flags.attacked = true;
        // Its own attack, or one a Technical Machine attached to it lends.
        let attacking = self.attacking_now(from_bench).expect("checked");
        let (card, at) = self.usable_attack(attacking, index).expect("checked");
        let attack = self.def(card).attack(at).expect("a usable attack");
        let (damage, gx, vstar) = (attack.damage, attack.gx, attack.program.vstar);
        let board = &mut self.boards[seat.index()];
        board.attack_before = board.last_attack;
        board.last_attack = Some(UsedAttack {
            card,
            index: at,
            turn: board.turns,
        });
        board.gx_used |= gx;
        board.vstar_used |= vstar;
        let opponent = self.attacked(target);
        let mut frame = Frame::new(card, TextRef::Attack(at), seat, opponent, Some(uid));
        let attacking = self.attacking_now(from_bench).expect("checked");
        frame.damage = damage;
        // "During your next turn, this Pokémon's Psych Up attack's base damage is 60."
        for &(lasting, named) in &self.lastings(attacking) {
            if let Lasting::AttackBaseDamage { attack, amount, .. } = lasting
                && self.is_attack(attacking, index, attack, named)
            {
                frame.damage = amount;
            }
        }
        self.begin(frame);
    }
}

impl Tcg {
    /// Whether a Pokémon's ability is one used as often as one likes that moves Energy, and
    /// one that moves damage counters.
    fn moves_often(&self, pokemon: Uid, index: u8) -> (bool, bool) {
        let Some((_, p)) = self.locate(pokemon) else {
            return (false, false);
        };
        let Some(AbilityDef::AsOftenAsYouLike { program, .. }) = self.ability_of(p, index) else {
            return (false, false);
        };
        let does = |moves: fn(&Effect) -> bool| {
            program
                .ops
                .iter()
                .any(|op| matches!(op, Op::Do(e) if moves(e)))
        };
        (does(moves_own_energy), does(moves_own_counters))
    }
}
