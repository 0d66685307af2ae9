//! The interpreter: runs a compiled text step by step until it needs a choice (the game then
//! waits, the step number kept in the [`Frame`]) or ends.

use std::sync::Arc;

use super::leaving::Leaves;
use crate::effect::{
    CardCount, CardFilter, Coins, Destination, Effect, HandPick, Operation, Pick, Pokemon, Rest,
    Role,
};
use crate::game::board::pokemon::Uids;
use crate::game::model::card::CardTable;
use crate::game::model::frame::{Filter, Frame, Goes, PlayedCard, TextRef, Wait, Zone};
use crate::game::model::program::{Op, Program};
use crate::game::model::state::Tcg;

/// What a step did.
pub(in crate::game) enum Flow {
    /// Done: go on with the next step.
    Next,
    /// Go to this step.
    Goto(u16),
    /// Waits for a choice.
    Wait(Wait),
    /// The text ends here ("this attack does nothing").
    End,
}

impl CardTable {
    /// The compiled text a frame runs.
    // Inlined: asked at every step a text runs.
    #[inline(always)]
    pub fn program(&self, frame: &Frame) -> &Program {
        let def = self.get(frame.card);
        match (frame.text, &def.kind) {
            (TextRef::Attack(i), _) => {
                &def.attack(i)
                    .expect("a frame runs an attack its card has")
                    .program
            }
            (TextRef::Ability(i), crate::game::model::card::DefKind::Pokemon(p)) => p.abilities
                [usize::from(i)]
            .program()
            .expect("a frame runs an ability that has a program"),
            // An ability a Tool lends its holder (`board/abilities.rs`).
            (TextRef::Ability(i), crate::game::model::card::DefKind::Trainer(t)) => t.abilities
                [usize::from(i)]
            .program()
            .expect("a frame runs an ability that has a program"),
            (
                TextRef::Trainer | TextRef::SupporterForAttack,
                crate::game::model::card::DefKind::Trainer(t),
            ) => &t.program,
            (TextRef::Tool(i), crate::game::model::card::DefKind::Trainer(t)) => {
                &t.triggers[usize::from(i)].1
            }
            (TextRef::Tool(i), crate::game::model::card::DefKind::Energy(e)) => {
                &e.triggers[usize::from(i)].1
            }
            (TextRef::Energy, crate::game::model::card::DefKind::Energy(e)) => e
                .on_attach
                .as_ref()
                .expect("a frame runs an Energy's text it has"),
            (TextRef::FromPile, crate::game::model::card::DefKind::Trainer(t)) => {
                &(t.from_pile.as_ref())
                    .expect("a frame runs a text used from a pile its card has")
                    .1
            }
            (TextRef::Stadium, crate::game::model::card::DefKind::Trainer(t)) => t
                .action
                .as_ref()
                .expect("a frame runs a Stadium's action it has"),
            _ => unreachable!("a frame names a text its card has"),
        }
    }
}

impl Tcg {
    pub(in crate::game) fn frame(&self) -> &Frame {
        self.frame.as_ref().expect("a text is being resolved")
    }

    pub(in crate::game) fn frame_mut(&mut self) -> &mut Frame {
        self.frame.as_mut().expect("a text is being resolved")
    }

    /// Starts resolving a text.
    pub(in crate::game) fn begin(&mut self, frame: Frame) {
        self.frame = Some(frame);
        self.run();
    }

    /// Runs the text being resolved until it waits or ends.
    pub(in crate::game) fn run(&mut self) {
        let cards = Arc::clone(&self.cards);
        while let Some(frame) = &self.frame {
            let program = cards.program(frame);
            let Some(op) = program.ops.get(usize::from(frame.pc)) else {
                self.text_done();
                return;
            };
            let flow = match op {
                Op::Do(effect) => self.effect(effect),
                Op::Unless(condition, to) => {
                    if self.holds(frame, *condition) {
                        Flow::Next
                    } else {
                        Flow::Goto(*to)
                    }
                }
                Op::Jump(to) => Flow::Goto(*to),
                Op::May { chooser, skip } => match frame.agreed {
                    None => Flow::Wait(Wait::May {
                        chooser: Self::seat_of(frame, *chooser),
                    }),
                    Some(yes) => {
                        self.frame_mut().did = yes;
                        if yes { Flow::Next } else { Flow::Goto(*skip) }
                    }
                },
                Op::Repeat(count, end) => {
                    let times = self.count(frame, *count).min(255) as u8;
                    if times == 0 {
                        Flow::Goto(*end)
                    } else {
                        let _ = self.frame_mut().loops.try_push(times);
                        Flow::Next
                    }
                }
                Op::Loop(start) => {
                    let frame = self.frame_mut();
                    match frame.loops.last_mut() {
                        Some(left) if *left > 1 => {
                            *left -= 1;
                            Flow::Goto(start + 1)
                        }
                        _ => {
                            frame.loops.pop();
                            Flow::Next
                        }
                    }
                }
                Op::Damage => {
                    self.attack_damage();
                    Flow::Next
                }
                Op::Options {
                    chooser,
                    count,
                    at_most,
                } => {
                    let chosen = frame.chosen.count_ones() as u8;
                    if chosen >= *at_most.min(count) || (frame.stopped && chosen > 0) {
                        Flow::Next
                    } else {
                        Flow::Wait(Wait::Options {
                            chooser: Self::seat_of(frame, *chooser),
                            count: *count,
                        })
                    }
                }
                Op::OptionsDone => {
                    self.frame_mut().chosen = 0;
                    Flow::Next
                }
                Op::IfChosen(n, skip) => {
                    if frame.chosen & (1 << n) != 0 {
                        Flow::Next
                    } else {
                        Flow::Goto(*skip)
                    }
                }
            };
            if matches!(self.step, crate::game::model::state::Step::Over(_)) {
                self.frame = None;
                return;
            }
            match flow {
                Flow::Next => self.frame_mut().step_done(),
                Flow::Goto(to) => {
                    let frame = self.frame_mut();
                    frame.step_done();
                    frame.pc = to;
                }
                Flow::Wait(wait) => {
                    self.frame_mut().wait = Some(wait);
                    return;
                }
                Flow::End => {
                    self.text_done();
                    return;
                }
            }
        }
    }

    /// The Pokémon a phrase names, asking for a pick when it is one and the choice is open;
    /// those the attack's effects are prevented on are named but left out.
    pub(in crate::game) fn targets(&mut self, pokemon: Pokemon) -> Result<Uids, Wait> {
        let mut targets = self.named_or_picked(pokemon)?;
        targets.retain(|&mut u| !self.spared_by_attack(u));
        Ok(targets)
    }

    pub(in crate::game) fn named_or_picked(&mut self, pokemon: Pokemon) -> Result<Uids, Wait> {
        match pokemon {
            Pokemon::Picked(pick) => self.picked_only(pick, CardFilter::Pokemon),
            named => Ok(self.named(self.frame(), named)),
        }
    }

    /// The Pokémon of a pick whose card passes `only`, asking for the pick when the choice is
    /// open; later effects name them as "that Pokémon".
    pub(in crate::game) fn picked_only(
        &mut self,
        pick: Pick,
        only: CardFilter,
    ) -> Result<Uids, Wait> {
        let frame = self.frame();
        let candidates = self.pickable(frame, pick.group, only);
        let need = usize::from(pick.count).saturating_sub(frame.picked.len());
        if need > 0 && !candidates.is_empty() {
            if candidates.len() > need {
                return Err(Wait::Pokemon {
                    chooser: Self::seat_of(frame, pick.chooser),
                    group: pick.group,
                    only,
                    optional: false,
                });
            }
            // As many as are needed, or fewer: no choice to make.
            let frame = self.frame_mut();
            for u in candidates {
                let _ = frame.picked.try_push(u);
            }
        }
        let frame = self.frame_mut();
        frame.that.clear();
        frame.that.extend(frame.picked.iter().copied());
        Ok(frame.picked.iter().copied().collect())
    }

    /// The Pokémon of a pick, up to its count, each asked for with "done" allowed ("Choose up
    /// to 2 of your Ancient Pokémon", TCG-16); later effects name them as "each of them".
    fn picked_up_to(&mut self, pick: Pick) -> Result<(), Wait> {
        let frame = self.frame();
        let more = frame.picked.len() < usize::from(pick.count) && !frame.stopped;
        if more
            && !self
                .pickable(frame, pick.group, CardFilter::Pokemon)
                .is_empty()
        {
            return Err(Wait::Pokemon {
                chooser: Self::seat_of(frame, pick.chooser),
                group: pick.group,
                only: CardFilter::Pokemon,
                optional: true,
            });
        }
        let frame = self.frame_mut();
        frame.that.clear();
        frame.that.extend(frame.picked.iter().copied());
        Ok(())
    }

    /// Flips coins (TCG's coin flips, from the game's generator).
    fn flip(&mut self, coins: Coins) {
        let n = match coins {
            Coins::Fixed(n) => u16::from(n),
            Coins::For(count) => self.count(self.frame(), count),
            Coins::UntilTails => u16::MAX,
        };
        let (mut heads, mut tails, mut last) = (0u8, 0u8, None);
        let seat = Self::seat_of(self.frame(), Role::Acting);
        for _ in 0..n {
            let h = self.flip_coin(seat);
            last = Some(h);
            if h {
                heads = heads.saturating_add(1);
            } else {
                tails += 1;
                if matches!(coins, Coins::UntilTails) {
                    break;
                }
            }
        }
        let frame = self.frame_mut();
        frame.heads = heads;
        frame.tails = tails;
        frame.last_heads = last;
        // "You may flip a coin. If heads, move …. If you do, …": on tails, nothing was done,
        // whatever the "may" agreed to.
        frame.did = heads > 0;
    }

    /// One effect of the text.
    fn effect(&mut self, effect: &Effect) -> Flow {
        let flow = match *effect {
            Effect::Op(Operation::SetDamage(a)) => {
                let n = self.amount(self.frame(), a);
                self.frame_mut().damage = n;
                Ok(())
            }
            Effect::Op(Operation::MoreDamage(a)) => {
                let n = self.amount(self.frame(), a);
                let frame = self.frame_mut();
                frame.damage = frame.damage.saturating_add(n);
                frame.added = frame.added.saturating_add(n);
                Ok(())
            }
            Effect::Op(Operation::LessDamage(a)) => {
                let n = self.amount(self.frame(), a);
                let frame = self.frame_mut();
                frame.damage = frame.damage.saturating_sub(n);
                Ok(())
            }
            Effect::Op(Operation::MoreDamageAtMost(cap)) => {
                let frame = self.frame_mut();
                if frame.added > cap {
                    frame.damage -= frame.added - cap;
                    frame.added = cap;
                }
                Ok(())
            }
            Effect::Op(Operation::Ignore(ignored)) => {
                let frame = self.frame_mut();
                frame.ignore_weakness |= ignored.weakness;
                frame.ignore_resistance |= ignored.resistance;
                frame.ignore_defending |= ignored.defending_effects;
                Ok(())
            }
            Effect::Op(Operation::Nothing) => return Flow::End,
            Effect::Op(Operation::ToEachDefending) => {
                self.frame_mut().each_defending = true;
                Ok(())
            }
            Effect::Op(Operation::CopyLastAttack { of, gx }) => {
                return self.copy_last_attack(of, gx);
            }
            Effect::Op(Operation::UseChosenAttack) => return self.use_chosen_attack(),
            Effect::Op(Operation::UseAttackOf(cards)) => return self.use_attack_of(cards),
            Effect::Op(Operation::Flip(coins)) => {
                self.flip(coins);
                Ok(())
            }
            Effect::Op(Operation::Choose(pick)) => self.targets(Pokemon::Picked(pick)).map(drop),
            Effect::Op(Operation::ChooseUpTo(pick)) => self.picked_up_to(pick),
            Effect::Op(Operation::AttachEnergyToEach { source, to, energy }) => {
                self.attach_to_each(source, to, energy)
            }
            Effect::Op(Operation::ChooseOnly { pick, only }) => {
                self.picked_only(pick, only).map(drop)
            }
            Effect::Op(Operation::EndTurn) => {
                self.ending = crate::game::model::state::Ending::TurnOver;
                Ok(())
            }
            Effect::Op(Operation::Damage { to, amount }) => self.damage_effect(to, amount),
            Effect::Op(Operation::PutCounters { on, counters }) => self.put_counters(on, counters),
            Effect::Op(Operation::MoveCounters { from, to, counters }) => {
                self.move_counters(from, to, counters)
            }
            Effect::Op(Operation::Heal { from, amount }) => self.heal(from, amount),
            Effect::Op(Operation::Inflict { on, condition }) => self.inflict(on, condition),
            Effect::Op(Operation::ConditionCounters {
                on,
                condition,
                counters,
            }) => self.condition_counters(on, condition, counters),
            Effect::Op(Operation::Cure(on)) => self.cure(on),
            Effect::Op(Operation::During { turn, what }) => self.lasting(turn, what),
            Effect::Op(Operation::DuringIncludingNew { turn, what }) => {
                self.lasting_on_side(turn, what);
                Ok(())
            }
            Effect::Op(Operation::SwitchInThis) => {
                if let Some(this) = self.frame().this
                    && let Some((seat, _)) = self.locate(this)
                {
                    self.switch_in(seat, this);
                }
                Ok(())
            }
            Effect::Op(Operation::SwitchInThat) => {
                if let Some(&that) = self.frame().that.first()
                    && let Some((seat, _)) = self.locate(that)
                {
                    self.switch_in(seat, that);
                }
                Ok(())
            }
            Effect::Op(Operation::Switch {
                side,
                chooser,
                of_type,
            }) => self.switch_effect(side, chooser, of_type),
            Effect::Op(Operation::Draw { who, count }) => {
                let seat = Self::seat_of(self.frame(), who);
                self.draw(seat, count);
                Ok(())
            }
            Effect::Op(Operation::DrawBottom { who, count }) => {
                let seat = Self::seat_of(self.frame(), who);
                self.draw_from(seat, count, crate::effect::DeckEnd::Bottom);
                Ok(())
            }
            Effect::Op(Operation::DiscardUntil { who, hand }) => self.discard_until(who, hand),
            Effect::Op(Operation::DrawUntil { who, hand }) => {
                self.draw_until(who, usize::from(hand));
                Ok(())
            }
            Effect::Op(Operation::DrawUntilAsMany { who, count }) => {
                self.draw_until(who, usize::from(self.count(self.frame(), count)));
                Ok(())
            }
            Effect::Op(Operation::Shuffle(who)) => {
                let seat = Self::seat_of(self.frame(), who);
                self.shuffle_deck(seat);
                Ok(())
            }
            Effect::Op(Operation::ShuffleHandIntoDeck(who)) => {
                self.shuffle_hand_into_deck(who);
                Ok(())
            }
            Effect::Op(Operation::RedrawHand(who)) => {
                let (seat, held) = self.shuffle_hand_into_deck(who);
                self.draw(seat, held.min(255) as u8);
                Ok(())
            }
            Effect::Op(Operation::RedrawHandFromBottom(who)) => {
                let seat = Self::seat_of(self.frame(), who);
                let held = self.boards[seat.index()].hand.len();
                self.hand_under_deck(who);
                self.draw(seat, held.min(255) as u8);
                Ok(())
            }
            Effect::Op(Operation::Mill {
                whose,
                count,
                lost_zone,
            }) => {
                self.mill(whose, usize::from(count), lost_zone);
                Ok(())
            }
            Effect::Op(Operation::MillDownTo { whose, left }) => {
                let seat = Self::seat_of(self.frame(), whose);
                let deck = self.boards[seat.index()].deck.len();
                self.mill(whose, deck.saturating_sub(usize::from(left)), false);
                Ok(())
            }
            Effect::Op(Operation::Search {
                who,
                count,
                filter,
                to,
            }) => {
                let seat = Self::seat_of(self.frame(), who);
                match to {
                    Destination::Attach(to) => {
                        self.attach_cards(Zone::Deck(seat), Filter::Card(filter), to, count)
                    }
                    to => {
                        let found = self.pick_cards(
                            seat,
                            Zone::Deck(seat),
                            Filter::Card(filter),
                            count,
                            true,
                            to.into(),
                        );
                        if found.is_ok() && to == Destination::DeckTop {
                            // Shuffled, then the cards found on top, the first picked topmost.
                            self.shuffle_deck(seat);
                            self.looked_rest(crate::effect::Rest::Top);
                        }
                        found
                    }
                }
            }
            Effect::Op(Operation::ShuffleIntoDeck(which)) => self.leave_play(which, Leaves::Deck),
            Effect::Op(Operation::ReturnToHand(which)) => self.leave_play(which, Leaves::Hand),
            Effect::Op(Operation::ReturnToHandAlone(which)) => {
                self.leave_play(which, Leaves::HandAlone)
            }
            Effect::Op(Operation::DiscardPokemon(which)) => self.leave_play(which, Leaves::Discard),
            Effect::Op(Operation::DiscardedToHand(filter)) => {
                self.discarded_to_hand(filter);
                Ok(())
            }
            Effect::Op(Operation::DeckTopAlone(which)) => {
                self.leave_play(which, Leaves::DeckTopAlone)
            }
            Effect::Op(Operation::Devolve(which)) => self.devolve(which, Leaves::Hand),
            Effect::Op(Operation::DevolveIntoDeck(which)) => self.devolve(which, Leaves::Deck),
            Effect::Op(Operation::SwapWith {
                source,
                filter,
                with,
                discards,
            }) => self.swap_with(source, filter, with, discards),
            Effect::Op(Operation::BenchThisCard) => {
                self.bench_this_card();
                Ok(())
            }
            Effect::Op(Operation::DiscardTools(which)) => self.discard_tools(which),
            Effect::Op(Operation::DiscardToolsOrStadium {
                count,
                stadium,
                whose,
                exactly,
                lost_zone,
            }) => self.discard_tools_or_stadium(count, stadium, whose, exactly, lost_zone),
            Effect::Op(Operation::DiscardFromBench {
                who,
                filter,
                at_most,
            }) => self.discard_from_bench(who, filter, at_most),
            Effect::Op(Operation::HandToLostZone { who, count, filter }) => {
                self.hand_to_lost_zone(who, count, filter)
            }
            Effect::Op(Operation::DiscardStadium) => {
                self.discard_stadium();
                Ok(())
            }
            Effect::Op(Operation::KnockOut(which)) => self.knock_out(which),
            Effect::Op(Operation::SpreadCounters {
                among,
                counters,
                chooser,
            }) => self.spread_counters(among, counters, chooser),
            Effect::Op(Operation::CureOne { on, chooser }) => self.cure_one(on, chooser),
            Effect::Op(Operation::ChooseAttack { of, chooser }) => self.choose_attack(of, chooser),
            Effect::Op(Operation::RockPaperScissors { until_someone_wins }) => {
                self.rock_paper_scissors(until_someone_wins);
                Ok(())
            }
            Effect::Op(Operation::KeepThisCard) => {
                self.frame_mut().played_card = PlayedCard::ToHand;
                Ok(())
            }
            Effect::Op(Operation::DiscardHandAtEndOfTurnIf(at_least)) => {
                self.flags.hand_discarded_at_end = Some((self.frame().actor, at_least));
                Ok(())
            }
            Effect::Op(Operation::ThisCardIntoDeck { bottom }) => {
                self.frame_mut().played_card = PlayedCard::IntoDeck { bottom };
                Ok(())
            }
            Effect::Op(Operation::AttachThisCard(to)) => self.attach_this_card(to),
            Effect::Op(Operation::DiscardThisCard) => {
                self.discard_this_card();
                Ok(())
            }
            Effect::Op(Operation::ExtraTurn) => {
                self.extra_turn = true;
                Ok(())
            }
            Effect::Op(Operation::WinGame) => {
                self.win_by_effect();
                Ok(())
            }
            Effect::Op(Operation::ActingPromotesFirst) => {
                self.flags.acting_promotes_first = true;
                Ok(())
            }
            Effect::Op(Operation::SkipCheckup) => {
                self.skip_checkup = true;
                Ok(())
            }
            Effect::Op(Operation::TurnPrizeFaceUp(whose)) => {
                self.turn_prize_face_up(whose);
                Ok(())
            }
            Effect::Op(Operation::PrizesAside) => {
                self.prizes_aside();
                Ok(())
            }
            Effect::Op(Operation::FoundForThisCard(filter)) => self.found_for_this_card(filter),
            Effect::Op(Operation::LookedSwappedWithPrize) => {
                self.looked_swapped_with_prize();
                Ok(())
            }
            Effect::Op(Operation::PrizesRedealt) => {
                self.prizes_redealt();
                Ok(())
            }
            Effect::Op(Operation::TakePrizes { who, count }) => {
                self.take_prizes_by_effect(who, count);
                Ok(())
            }
            Effect::Op(Operation::HandToActive(filter)) => self.hand_to_active(filter),
            Effect::Op(Operation::DiscardToLostZone { count, filter }) => {
                self.pick_from_discard(count, filter, Goes::LostZone)
            }
            Effect::Op(Operation::DiscardToBench { count, filter }) => {
                self.pick_from_discard(count, filter, Goes::Bench)
            }
            Effect::Op(Operation::LookAtDeck { whose, count, end }) => {
                self.look_at_deck(whose, count, end);
                Ok(())
            }
            Effect::Op(Operation::TakeLooked { count, filter, to }) => {
                self.take_looked(count, filter, to)
            }
            Effect::Op(Operation::LookedChosenByOpponent { count, to }) => {
                self.looked_chosen_by_opponent(count, to)
            }
            Effect::Op(Operation::GuessHp) => self.guess_hp(),
            Effect::Op(Operation::PileCardToHand) => {
                self.pile_card_to_hand();
                Ok(())
            }
            Effect::Op(Operation::RevealUntil { filter, to }) => {
                self.reveal_until(filter, to);
                Ok(())
            }
            Effect::Op(Operation::LookedRest(rest)) => {
                // Cards a kept deck can't lose go back on top, as they were.
                let kept = rest == Rest::Discard && self.looked_kept();
                self.looked_rest(if kept { Rest::Top } else { rest });
                Ok(())
            }
            Effect::Op(Operation::PickFromHand {
                whose,
                count,
                pick: HandPick::Random,
            }) => {
                self.pick_at_random(whose, count);
                Ok(())
            }
            Effect::Op(Operation::PickFromHand {
                whose,
                count,
                pick: HandPick::ByOwner,
            }) => self.pick_own_cards(whose, count),
            // Nothing picked (tails before it): no card to shuffle in, no shuffle.
            Effect::Op(Operation::PickedIntoDeck) => {
                if !self.frame().looked.is_empty() {
                    self.looked_rest(Rest::Shuffle);
                }
                Ok(())
            }
            Effect::Op(Operation::DiscardPicked) => {
                self.looked_rest(Rest::Discard);
                Ok(())
            }
            Effect::Op(Operation::EnergyToHand {
                from,
                count,
                energy,
            }) => self.energy_to(from, count, energy, Goes::Hand),
            Effect::Op(Operation::EnergyToDeck {
                from,
                count,
                energy,
            }) => self.energy_to(from, count, energy, Goes::Deck),
            Effect::Op(Operation::EnergyToDeckTop {
                from,
                count,
                energy,
            }) => self.energy_off(from, count, energy, Goes::Deck).map(drop),
            Effect::Op(Operation::MoveEnergy {
                from,
                to,
                count,
                energy,
            }) => self.move_energy(from, to, count, energy),
            Effect::Op(Operation::DiscardToDeck { count, filter }) => {
                self.discard_to_deck(count, filter, true)
            }
            Effect::Op(Operation::DiscardToDeckTop { count, filter }) => {
                self.discard_to_deck(count, filter, false)
            }
            Effect::Op(Operation::DiscardToHand { count, filter }) => {
                self.pick_from_discard(count, filter, Goes::Hand)
            }
            Effect::Op(Operation::DiscardFromHand {
                whose,
                count,
                filter,
                pick,
            }) => self.discard_from_hand(whose, count, filter, pick),
            Effect::Op(Operation::DiscardEnergy {
                from,
                count,
                energy,
            }) => self.discard_energy(from, count, energy, Goes::Discard),
            Effect::Op(Operation::DiscardEnergyAmong {
                among,
                count,
                energy,
            }) => self.discard_energy_among(among, count, energy, Goes::Discard),
            Effect::Op(Operation::EnergyToLostZone {
                from,
                count,
                energy,
            }) => self.discard_energy(from, count, energy, Goes::LostZone),
            Effect::Op(Operation::EnergyToLostZoneAmong {
                among,
                count,
                energy,
            }) => self.discard_energy_among(among, count, energy, Goes::LostZone),
            Effect::Op(Operation::AttachEnergy {
                source,
                to,
                count,
                energy,
            }) => self.attach_energy(source, to, count, energy),
            Effect::Op(Operation::LookAtPrizes { whose, count }) => {
                self.look_at_prizes(whose, count);
                Ok(())
            }
            Effect::Op(Operation::HandToDeck {
                whose,
                count,
                filter,
                end,
            }) => self.hand_to_deck(whose, count, filter, end),
            Effect::Op(Operation::RevealHand(whose)) => {
                self.reveal_hand(whose);
                Ok(())
            }
            Effect::Op(Operation::UseFoundSupporter) => return self.use_found_supporter(),
            Effect::Op(Operation::UseDiscardedSupporter) => return self.use_discarded_supporter(),
            Effect::Op(Operation::HandUnderDeck(who)) => {
                self.hand_under_deck(who);
                Ok(())
            }
            Effect::Op(Operation::EvolveThatFromHand) => self.evolve_that_from_hand(),
            Effect::Op(Operation::DiscardToHandNotDiscarded { count, filter }) => {
                let actor = self.frame().actor;
                let optional = matches!(count, CardCount::UpTo(_));
                let pile = Zone::DiscardBefore(actor);
                self.pick_cards(
                    actor,
                    pile,
                    Filter::Card(filter),
                    count,
                    optional,
                    Goes::Hand,
                )
            }
            ref other => unreachable!("compiled texts hold only played effects: {other:?}"),
        };
        match flow {
            Ok(()) => Flow::Next,
            Err(wait) => Flow::Wait(wait),
        }
    }
}
