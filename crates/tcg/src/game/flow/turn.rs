//! The flow between actions: a text done, a turn ended, the Pokémon Checkup (TCG-13), Knock
//! Outs and promotion (TCG-11), the start of a turn (TCG-6) and the ways to win (TCG-14).

use altplay_core::{Outcome, Seat, Team};

use crate::effect::{Lasting, Pokemon, PokemonKind, Side, SpecialCondition, Trigger};
use crate::game::board::lastings::Lastings;
use crate::game::model::event::Event;
use crate::game::model::frame::{PlayedCard, TextRef};
use crate::game::model::ids::Uid;
use crate::game::model::policies::{DeckOut, EmptyActive, PrizeTaker, Turns};
use crate::game::model::state::{Decided, Ending, InPlay, Step, Tcg, TurnFlags};

impl Tcg {
    /// A text has been resolved.
    pub(in crate::game) fn text_done(&mut self) {
        self.return_looked();
        if self.cards.energy_only_on {
            self.discard_misattached();
        }
        let Some(frame) = self.frame.take() else {
            return;
        };
        match frame.text {
            TextRef::Attack(index) => {
                if self.cards.backs_after_attack {
                    self.attach_back_after_attack(&frame);
                }
                self.remember_attack(frame.actor, frame.this, frame.card, index);
                match frame.this.filter(|&uid| self.attacks_twice(uid)) {
                    Some(uid) if self.flags.attacking_again.is_none() => {
                        self.flags.attacking_again = Some(uid);
                    }
                    _ => self.ending = Ending::TurnOver,
                }
            }
            TextRef::SupporterForAttack => self.ending = Ending::TurnOver,
            TextRef::Trainer => {
                let def = self.def(frame.card);
                if def.trainer().is_some_and(|t| {
                    !matches!(
                        t.kind,
                        altplay_cards::printed::TrainerKind::Stadium
                            | altplay_cards::printed::TrainerKind::PokemonTool
                    )
                }) {
                    let board = &mut self.boards[frame.player.index()];
                    match frame.played_card {
                        PlayedCard::Discarded => board.put_discarded(frame.card, &self.cards),
                        PlayedCard::ToHand => board.hand_mut().push(frame.card),
                        // The deck's bottom is its first card.
                        PlayedCard::IntoDeck { bottom } => {
                            board.deck.insert(0, frame.card);
                            if !bottom {
                                self.shuffle_deck(frame.player);
                            }
                        }
                        PlayedCard::Attached | PlayedCard::Elsewhere => {}
                    }
                }
                if self.def(frame.card).is_supporter() {
                    self.supporter_played(frame.player);
                }
            }
            TextRef::Ability(_)
            | TextRef::Tool(_)
            | TextRef::Energy
            | TextRef::Stadium
            | TextRef::FromPile => {}
        }
        self.proceed();
    }

    /// Whether a Pokémon, still the Active Pokémon, may use an attack twice this turn.
    fn attacks_twice(&self, uid: Uid) -> bool {
        self.boards[self.current.index()]
            .active
            .as_ref()
            .filter(|p| p.uid == uid)
            .is_some_and(|p| {
                self.lastings(p)
                    .iter()
                    .any(|(l, _)| matches!(l, Lasting::AttacksTwice(_)))
            })
    }

    /// Goes on after an action, a text or a promotion: Knock Outs, the end of the turn, the
    /// next turn.
    pub(in crate::game) fn proceed(&mut self) {
        loop {
            // A text set off resolves first; its end goes on from here.
            if self.frame.is_some() || self.begin_set_off() {
                return;
            }
            if !self.settle() || self.bench_over() || self.tools_over() {
                return;
            }
            match self.ending {
                Ending::None => {
                    // A player with no Pokémon puts a Basic in before anything else, at the
                    // first chance: one drawn during their turn too (TB-8).
                    if !matches!(self.step, Step::PlaceActive(_)) {
                        self.step = Step::Turn;
                        if self.rules.empty_active == EmptyActive::AtOnce {
                            self.refill_active(self.current);
                        }
                    }
                    return;
                }
                Ending::TurnOver => {
                    // Texts done at the end of the turn resolve before the Checkup.
                    if !self.flags.turn_ended {
                        self.flags.turn_ended = true;
                        self.end_of_turn();
                        if !self.set_offs.is_empty() {
                            continue;
                        }
                    }
                    self.knocked_out_at_end();
                    self.discard_attached_at_end();
                    self.discard_hand_at_end();
                    if !std::mem::take(&mut self.skip_checkup) {
                        self.between_turns();
                        self.checkup();
                    }
                    self.ending = Ending::Checked;
                }
                Ending::Checked if self.rules.turns == Turns::FormatRuns => {
                    self.ending = Ending::None;
                    self.step = Step::Between;
                    return;
                }
                Ending::Checked => {
                    self.ending = Ending::None;
                    let next = if std::mem::take(&mut self.extra_turn) {
                        self.current
                    } else {
                        self.next_seat_in(self.current)
                    };
                    self.begin_turn(next);
                    if matches!(self.step, Step::Over(_)) {
                        return;
                    }
                }
            }
        }
    }

    /// The format begins `seat`'s turn ([`crate::game::Turns::FormatRuns`]), with its draw
    /// when `draw`.
    pub fn start_turn(&mut self, seat: Seat, draw: bool) {
        self.open_turn(seat);
        if draw {
            self.turn_draw(seat);
        } else {
            self.step = Step::Turn;
        }
    }

    /// TCG-6: the seat's turn begins with a draw.
    pub(in crate::game) fn begin_turn(&mut self, seat: Seat) {
        self.open_turn(seat);
        self.turn_draw(seat);
    }

    /// A turn begins: its count, its limits afresh, and the effects that lasted until now end.
    fn open_turn(&mut self, seat: Seat) {
        self.turn += 1;
        self.current = seat;
        self.flags = TurnFlags::default();
        let turn = self.turn;
        // Most Pokémon and boards have no lasting effect: nothing to look through.
        for board in &mut self.boards {
            for p in board.in_play_mut().filter(|p| !p.lasting.is_empty()) {
                p.lasting.retain(|t| t.until >= turn);
            }
            if !board.locks.is_empty() {
                board.locks.retain(|l| l.until >= turn);
            }
            if !board.side_lastings.is_empty() {
                board.side_lastings.retain(|l| l.until >= turn);
            }
        }
        self.boards[seat.index()].turns += 1;
        self.record(|| Event::TurnBegins { seat, turn });
    }

    /// The turn's draw: a seat that cannot draw loses (TCG-14), or, when the format ends the
    /// game, draws nothing and goes on.
    fn turn_draw(&mut self, seat: Seat) {
        if self.boards[seat.index()].deck.is_empty() {
            self.record(|| Event::CannotDraw { seat });
            if self.rules.deck_out == DeckOut::RemovedFromGame {
                self.remove_seat(seat);
                let team = self.rules.team_of(seat);
                if self.team_has_no_pokemon(team) {
                    self.step = Step::Over(self.win_against(team));
                    self.decided = Some(Decided::DeckOut);
                } else {
                    self.begin_turn(self.next_seat_in(seat));
                }
                return;
            }
            if self.rules.deck_out == DeckOut::Loses {
                let loser = self.rules.team_of(seat);
                self.step = Step::Over(self.win_against(loser));
                self.decided = Some(Decided::DeckOut);
                return;
            }
        } else {
            self.draw(seat, 1);
        }
        self.step = Step::Turn;
        self.refill_active(seat);
    }

    /// The other team wins (the normal game has two teams).
    fn win_against(&self, loser: Team) -> Outcome {
        let winner = self
            .rules
            .seats()
            .map(|s| self.rules.team_of(s))
            .find(|&t| t != loser)
            .unwrap_or(loser);
        Outcome::Win {
            team: winner,
            margin: 0,
        }
    }

    /// A card's effect wins the game for its player's team ("you win this game"), when the
    /// engine runs the turns; a format that runs them decides how its game ends.
    pub(in crate::game) fn win_by_effect(&mut self) {
        if self.rules.turns != Turns::EngineRuns {
            return;
        }
        let team = self.rules.team_of(self.frame().actor);
        self.step = Step::Over(Outcome::Win { team, margin: 0 });
        self.decided = Some(Decided::CardEffect);
    }

    /// The acting player, or each player, takes Prize cards by a text ("take a Prize card",
    /// "each player takes a Prize card"): taking their team's last wins (TCG-14), where the
    /// engine runs the turns; when several teams take their last at once, the text's end is
    /// settled as a Knock Out of both sides' last would be (Sudden Death).
    pub(in crate::game) fn take_prizes_by_effect(&mut self, who: Side, count: u8) {
        let frame = self.frame();
        let takers: Vec<Seat> = match who {
            Side::Of(role) => vec![Self::seat_of(frame, role)],
            Side::Both => self.rules.seats().collect(),
        };
        let mut took_last = 0u8;
        for taker in takers {
            let team = self.rules.team_of(taker);
            if self.take_prizes(taker, count) > 0 && self.took_every_prize(team) {
                took_last |= 1 << team.0;
            }
        }
        if self.rules.turns != Turns::EngineRuns || took_last == 0 {
            return;
        }
        if took_last.count_ones() == 1 {
            let team = Team(took_last.trailing_zeros() as u8);
            self.step = Step::Over(Outcome::Win { team, margin: 0 });
            self.decided = Some(Decided::Prizes);
        } else {
            self.flags.took_last_by_effect = took_last;
        }
    }

    /// Pokémon an effect Knocks Out at the end of this turn ("… is Knocked Out at the end of
    /// your opponent's next turn"), puts damage counters on then ("At the end of your
    /// opponent's next turn, put 12 damage counters on the Defending Pokémon") or discards then
    /// ("… discard the Defending Pokémon and all attached cards").
    fn knocked_out_at_end(&mut self) {
        let turn = self.turn;
        // Each Pokémon and what comes to it.
        let mut doomed: Vec<(u16, Doom)> = Vec::new();
        // Board by board, each folded over (not stepped through): this runs at every turn's end.
        for board in &self.boards {
            board.in_play().for_each(|p| {
                for t in p.lasting.iter().filter(|t| t.until == turn) {
                    match t.what {
                        Lasting::KnockedOutAtEnd(_) => doomed.push((p.uid, Doom::Counters(None))),
                        Lasting::CountersAtEnd { counters, .. } => {
                            doomed.push((p.uid, Doom::Counters(Some(counters))));
                        }
                        Lasting::DiscardedAtEnd(_) => doomed.push((p.uid, Doom::Discarded)),
                        _ => {}
                    }
                }
            });
        }
        for (uid, doom) in doomed {
            let Doom::Counters(counters) = doom else {
                self.discard_from_play(uid);
                continue;
            };
            if let Some((_, p)) = self.locate(uid) {
                let left = self.hp(p).saturating_sub(p.damage);
                let amount = counters.map_or(left, |n| 10 * u16::from(n));
                self.add_damage(uid, amount);
            }
        }
    }

    /// TCG-13, for every Active Pokémon: Poisoned, Burned, Asleep, then Paralyzed (which ends
    /// after its owner's turn following the one it was paralyzed in).
    fn checkup(&mut self) {
        let current = self.current;
        let turn = self.turn;
        for s in self.checked_seats() {
            let Some(active) = self.boards[s].active.as_ref() else {
                continue;
            };
            let (uid, c, poison) = (active.uid, active.conditions, active.poison_counters);
            if c.has(SpecialCondition::Poisoned) {
                let more = self.checkup_counters_more(s, SpecialCondition::Poisoned);
                self.add_damage(uid, 10 * (u16::from(poison.max(1)) + more));
            }
            let recover = |this: &mut Self, condition| {
                if let Some(p) = this.boards[s].active.as_mut() {
                    p.conditions.remove(condition);
                }
                let pokemon = this.mon(uid);
                this.record(|| Event::Recovered { pokemon });
            };
            if c.has(SpecialCondition::Burned) {
                let more = self.checkup_counters_more(s, SpecialCondition::Burned);
                self.add_damage(uid, 20 + 10 * more);
                let heads = self.rng.coin();
                self.record(|| Event::Flipped { heads });
                if heads {
                    recover(self, SpecialCondition::Burned);
                }
            }
            if c.has(SpecialCondition::Asleep) && self.wakes(s) {
                recover(self, SpecialCondition::Asleep);
            }
            let paralyzed_turn = self.boards[s]
                .active
                .as_ref()
                .map_or(0, |p| p.paralyzed_turn);
            if c.has(SpecialCondition::Paralyzed) && s == current.index() && paralyzed_turn < turn {
                recover(self, SpecialCondition::Paralyzed);
            }
        }
    }

    /// The damage counters that passive effects put on the Active Pokémon of board `s` at the
    /// Checkup beyond the rule's, for `condition` ("put 3 more damage counters on your
    /// opponent's Burned Pokémon").
    fn checkup_counters_more(&self, s: usize, condition: SpecialCondition) -> u16 {
        let Some(active) = self.boards[s].active.as_ref() else {
            return 0;
        };
        self.lastings(active)
            .iter()
            .map(|(l, _)| match *l {
                Lasting::CheckupCountersMore {
                    condition: c,
                    counters,
                    ..
                } if c == condition => u16::from(counters),
                _ => 0,
            })
            .sum()
    }

    /// The coins an Asleep Active Pokémon of board `s` flips at the Checkup (1, or as its own
    /// effect says): whether all came up heads.
    fn wakes(&mut self, s: usize) -> bool {
        let coins = self.boards[s].active.as_ref().map_or(1, |p| {
            self.lastings(p)
                .iter()
                .find_map(|(l, _)| match *l {
                    Lasting::SleepCoins { coins, .. } => Some(coins),
                    _ => None,
                })
                .unwrap_or(1)
        });
        let mut all_heads = true;
        for _ in 0..coins {
            let heads = self.rng.coin();
            self.record(|| Event::Flipped { heads });
            all_heads &= heads;
        }
        all_heads
    }

    /// TCG-11 and TCG-14: Knocks Out every Pokémon whose damage reaches its HP, gives Prize
    /// cards, asks for promotions and ends the game when someone has won. False while the game
    /// waits for a promotion or is over.
    // Inlined into `proceed`, its one caller, which runs after every action.
    #[inline(always)]
    fn settle(&mut self) -> bool {
        if matches!(self.step, Step::Over(_)) {
            return false;
        }
        if self.nothing_to_settle() && self.flags.took_last_by_effect == 0 {
            return true;
        }
        self.shake_off_conditions();
        let took_last = self.knock_outs() | std::mem::take(&mut self.flags.took_last_by_effect);
        if self.rules.turns == Turns::EngineRuns
            && let Some(outcome) = self.winner(took_last)
        {
            match outcome {
                Some(outcome) => {
                    let prizes = outcome
                        .winner()
                        .is_some_and(|team| took_last & (1 << team.0) != 0);
                    self.decided = Some(if prizes {
                        Decided::Prizes
                    } else {
                        Decided::NoPokemon
                    });
                    self.step = Step::Over(outcome);
                }
                None => self.sudden_death(),
            }
            return false;
        }
        // Most of the time every Active Spot is filled: nothing to promote.
        if self.boards.iter().all(|b| b.active.is_some()) {
            return true;
        }
        // The seat whose turn it is not promotes first, unless a text said it does.
        let (seats, current) = (self.rules.seats, self.current.0);
        let first = match self.flags.acting_promotes_first {
            true => current,
            false => current + 1,
        };
        // The seats from the first, then up to it (no division: this runs after every
        // action).
        let order = (first..seats).chain(0..first).map(Seat);
        for seat in order {
            let board = &self.boards[seat.index()];
            if board.active.is_none() && !board.bench.is_empty() {
                if board.bench.len() == 1 {
                    let uid = board.bench[0].uid;
                    self.promote(seat, uid);
                    continue;
                }
                self.step = Step::Promote(seat);
                return false;
            }
        }
        true
    }

    /// Whether [`Tcg::settle`] finds nothing to do, as after most actions: every seat has an
    /// Active Pokémon with no Special Condition, and no Pokémon's damage reaches its HP, or has
    /// no Pokémon at all while a teammate has some (TB-8, TB-9). One pass answers it.
    fn nothing_to_settle(&self) -> bool {
        self.rules.seats().all(|s| {
            let b = &self.boards[s.index()];
            match &b.active {
                Some(a) => !a.conditions.any() && !b.in_play().any(|p| self.damage_reaches_hp(p)),
                None => b.bench.is_empty() && !self.team_has_no_pokemon(self.rules.team_of(s)),
            }
        })
    }

    pub(in crate::game) fn promote(&mut self, seat: Seat, uid: u16) {
        let board = &mut self.boards[seat.index()];
        if let Some(i) = board.bench.iter().position(|p| p.uid == uid) {
            let p = board.bench.remove(i);
            board.active = Some(p);
            let pokemon = self.mon(uid);
            self.record(|| Event::Promoted { seat, pokemon });
            self.moved_up(seat);
        }
    }

    /// Knocks Out what must be; the teams that took their last Prize card doing so, as bits.
    fn knock_outs(&mut self) -> u8 {
        // Most of the time nothing is Knocked Out: say so in one pass.
        // An automated seat's Pokémon have no HP to be Knocked Out by (RF-1).
        let rules = self.rules;
        let any = |(s, b): (usize, &crate::game::model::state::Board)| {
            !rules.is_automated(Seat(s as u8)) && b.in_play().any(|p| self.damage_reaches_hp(p))
        };
        if !self.boards.iter().enumerate().any(any) {
            return 0;
        }
        let mut took_last = 0;
        for s in 0..self.boards.len() {
            let seat = Seat(s as u8);
            if rules.is_automated(seat) {
                continue;
            }
            let mut i = 0;
            loop {
                let board = &self.boards[s];
                let Some(p) = board.in_play().nth(i) else {
                    break;
                };
                if !self.damage_reaches_hp(p) {
                    i += 1;
                    continue;
                }
                let top = self.top(p);
                let (uid, card, mut prizes) = (p.uid, p.stack[p.stack.len() - 1], top.prizes);
                // Read while it is in play, where its Tools' conditions are tested.
                let lastings = self.lastings(p);
                let no_prizes = |(l, _): &(Lasting, u8)| matches!(l, Lasting::NoPrizes(_));
                if lastings.iter().any(no_prizes) {
                    prizes = 0;
                }
                let (more, fewer, once) = self.prizes_by_attack(seat, &lastings);
                // For a text set off as it leaves the Active Spot ("has a Retreat Cost of
                // exactly 4, is in the Active Spot, and is Knocked Out").
                let retreat = match self.watched(Trigger::KnockedOutWhileActive(Pokemon::This)) {
                    true => self.retreat_cost_under(p, &lastings),
                    false => 0,
                };
                let lost = |(l, _): &(Lasting, u8)| matches!(l, Lasting::KnockedOutToLostZone(_));
                let to_lost_zone = lastings.iter().any(lost);
                if self.survives_knock_out(seat, i) {
                    i += 1;
                    continue;
                }
                if once > 0 {
                    self.boards[s].once_fewer_prizes_used = true;
                }
                let (heads_more, heads_fewer) = self.prizes_on_heads(seat, &lastings);
                let (more, fewer) = (
                    more.saturating_add(heads_more),
                    fewer.saturating_add(heads_fewer).saturating_add(once),
                );
                let board = &mut self.boards[s];
                let was_active = board.active.as_ref().is_some_and(|a| a.uid == uid);
                let gone = if was_active {
                    board.active.take()
                } else {
                    let at = i - usize::from(board.active.is_some());
                    Some(board.bench.remove(at))
                };
                let gone = gone.expect("the Pokémon found is in play");
                self.remember_knock_out(seat, card);
                self.knocked_out_set_off(seat, &gone, was_active);
                self.remember_knocked_out(seat, &gone, retreat);
                let board = &mut self.boards[s];
                let attached = gone.energy.iter().chain(&gone.tools);
                if to_lost_zone {
                    board.lost_zone.extend(gone.stack.iter().copied());
                    board.put_all_discarded(attached.copied(), &self.cards);
                    for &card in &gone.stack {
                        self.record(|| Event::ToLostZone { seat, card });
                    }
                } else {
                    board
                        .put_all_discarded(gone.stack.iter().chain(attached).copied(), &self.cards);
                }
                let pokemon = crate::game::model::event::Mon { uid, card };
                self.record(|| Event::KnockedOut { seat, pokemon });
                let taker = self.prize_taker(seat);
                let prizes = if prizes == 0 {
                    0
                } else {
                    prizes
                        .saturating_add(self.more_prizes(seat, &gone, was_active))
                        .saturating_add(self.prizes_given(&gone))
                        .saturating_add(more)
                        .saturating_sub(fewer)
                };
                let team = self.rules.team_of(taker);
                if self.take_prizes(taker, prizes) > 0 && self.took_every_prize(team) {
                    took_last |= 1 << team.0;
                }
            }
        }
        took_last
    }

    /// The Prize cards more a Knock Out of `owner`'s Pokémon by an attack gives for the
    /// attacker's effects ("take 1 more Prize card"): the Active Pokémon of the seat whose turn
    /// it is, when that seat is an opponent and the turn ended with the attack; some only for
    /// the Active Pokémon (`was_active`), some only for a kind of Pokémon.
    fn more_prizes(&self, owner: Seat, gone: &InPlay, was_active: bool) -> u8 {
        let Some(attacker) = self.boards[self.current.index()].active.as_ref() else {
            return 0;
        };
        if !self.by_opponents_attack(owner) {
            return 0;
        }
        Self::prizes_said(&self.lastings(attacker), |l| match *l {
            Lasting::MorePrizes { count, .. } => count,
            Lasting::MorePrizesForActive { count, .. } if was_active => count,
            Lasting::MorePrizesForKind {
                count,
                kind,
                active,
                ..
            } if self.is_kind(gone, kind) && (was_active || !active) => count,
            _ => 0,
        })
    }

    /// The Prize cards more a Knock Out of `gone` gives for its own passive effects ("When
    /// the Pokémon this card is attached to is Knocked Out, your opponent takes 1 more Prize
    /// card"), however it was Knocked Out.
    fn prizes_given(&self, gone: &InPlay) -> u8 {
        Self::prizes_said(&self.lastings(gone), |l| match *l {
            Lasting::GivesMorePrizes { count, .. } => count,
            _ => 0,
        })
    }

    /// The Prize cards more and fewer a Knock Out of `owner`'s Pokémon, whose lasting effects
    /// are `lastings`, by damage from an opponent's attack gives for its own passive effects
    /// (Luxurious Cape, Lillie's Pearl; Shedinja's only by an attacker of a kind, the Active
    /// Pokémon of the seat whose turn it is); and the fewer of the effects that apply once a
    /// game, none once `owner`'s has applied.
    fn prizes_by_attack(&self, owner: Seat, lastings: &Lastings) -> (u8, u8, u8) {
        if !self.by_opponents_attack(owner) {
            return (0, 0, 0);
        }
        let attacker = self.boards[self.current.index()].active.as_ref();
        let by = |from: Option<PokemonKind>| {
            from.is_none_or(|kind| attacker.is_some_and(|a| self.is_kind(a, kind)))
        };
        let said = |pick: fn(u8, u8) -> u8| {
            Self::prizes_said(lastings, |l| match *l {
                Lasting::PrizesByAttack {
                    more,
                    fewer,
                    from,
                    once_per_game: false,
                    ..
                } if by(from) => pick(more, fewer),
                _ => 0,
            })
        };
        let once = lastings.iter().filter_map(|(l, _)| match *l {
            Lasting::PrizesByAttack {
                fewer,
                from,
                once_per_game: true,
                ..
            } if by(from) => Some(fewer),
            _ => None,
        });
        let once = match self.boards[owner.index()].once_fewer_prizes_used {
            true => 0,
            false => once.max().unwrap_or(0),
        };
        (said(|more, _| more), said(|_, fewer| fewer), once)
    }

    /// The Prize cards more and fewer a Knock Out gives for the coins its lasting effects flip
    /// ([`Lasting::PrizesOnHeads`]), each flipped as the Pokémon, `owner`'s, is Knocked Out: by
    /// its owner for fewer ("your opponent takes 1 fewer Prize card"), by the player whose turn
    /// it is for more ("take 1 more Prize card").
    fn prizes_on_heads(&mut self, owner: Seat, lastings: &Lastings) -> (u8, u8) {
        let (mut more, mut fewer) = (0u8, 0u8);
        for (l, _) in lastings {
            if let Lasting::PrizesOnHeads {
                more: m, fewer: f, ..
            } = *l
            {
                let flipper = if f > 0 { owner } else { self.current };
                if self.flip_coin(flipper) {
                    more = more.saturating_add(m);
                    fewer = fewer.saturating_add(f);
                }
            }
        }
        (more, fewer)
    }

    /// The Prize cards more that lasting effects say, each as `more` reads it.
    fn prizes_said(lastings: &Lastings, more: impl Fn(&Lasting) -> u8) -> u8 {
        lastings
            .iter()
            .map(|(l, _)| more(l))
            .fold(0, u8::saturating_add)
    }

    /// Whether damage on `owner`'s Pokémon now is from the attack of this turn: one was
    /// declared, the Checkup has not come yet (Poison and Burn are not the attack's damage), and
    /// the seat whose turn it is is an opponent.
    pub(in crate::game) fn by_opponents_attack(&self, owner: Seat) -> bool {
        self.flags.attacked
            && self.ending == Ending::TurnOver
            && self.rules.are_opponents(owner, self.current)
    }

    /// The `index`-th Pokémon in play of `seat`, whose damage reaches its HP, is not Knocked Out
    /// by an opponent's attack for its own effect ("… flip a coin. If heads, this Pokémon is not
    /// Knocked Out and its remaining HP becomes 10 instead"): its damage set so.
    fn survives_knock_out(&mut self, seat: Seat, index: usize) -> bool {
        if !self.by_opponents_attack(seat) {
            return false;
        }
        let Some(p) = self.boards[seat.index()].in_play().nth(index) else {
            return false;
        };
        let (uid, hp) = (p.uid, self.hp(p));
        let survives = self.lastings(p).iter().find_map(|(l, _)| match *l {
            Lasting::SurvivesKnockOut {
                hp_left, on_heads, ..
            } => Some((hp_left, on_heads)),
            _ => None,
        });
        let Some((hp_left, on_heads)) = survives else {
            return false;
        };
        if on_heads {
            let heads = self.rng.coin();
            self.record(|| Event::Flipped { heads });
            if !heads {
                return false;
            }
        }
        if let Some((_, p)) = self.locate_mut(uid) {
            p.damage = hp.saturating_sub(hp_left);
        }
        true
    }

    /// Who takes the Prize cards for a Knock Out of `owner`'s Pokémon: the seat whose turn it
    /// is when it is not on the owner's team, else the owner's opponent; the owner itself when
    /// the format says so (RF-19).
    fn prize_taker(&self, owner: Seat) -> Seat {
        if let PrizeTaker::Owner { .. } = self.rules.prize_taker {
            owner
        } else if self.rules.are_opponents(self.current, owner) {
            self.current
        } else {
            self.default_opponent(owner)
        }
    }

    /// TCG-14 (`took_last`: the teams that just took their last Prize card, as bits):
    /// `Some(Some(outcome))` when one team has won, `Some(None)` when both have at once
    /// (Sudden Death), `None` while the game goes on.
    fn winner(&self, took_last: u8) -> Option<Option<Outcome>> {
        // Most of the time no one has won: say so without counting.
        let all_in_play = || {
            self.rules
                .seats()
                .all(|s| self.boards[s.index()].has_pokemon())
        };
        if took_last == 0 && all_in_play() {
            return None;
        }
        let mut winners: [bool; 8] = std::array::from_fn(|team| took_last & (1 << team) != 0);
        // A team with no Pokémon in play at all loses: its opponents win (TB-10; in the normal
        // game, a team is one seat).
        for seat in self.rules.seats() {
            if self.team_has_no_pokemon(self.rules.team_of(seat)) {
                let other = self.rules.team_of(self.rules.opponent_of(seat));
                winners[usize::from(other.0)] = true;
            }
        }
        match winners.iter().filter(|&&w| w).count() {
            0 => None,
            1 => {
                let team = Team(winners.iter().position(|&w| w).expect("one") as u8);
                Some(Some(Outcome::Win { team, margin: 0 }))
            }
            _ => Some(None),
        }
    }

    /// Whether a lasting effect on the Active Pokémon says so.
    pub(in crate::game) fn active_has(
        &self,
        seat: Seat,
        test: impl Fn(&Lasting, u8) -> bool,
    ) -> bool {
        self.boards[seat.index()]
            .active
            .as_ref()
            .is_some_and(|p| self.lastings(p).iter().any(|(l, a)| test(l, *a)))
    }
}

/// What an effect does to a Pokémon at the end of a turn: damage counters put on it (`None`:
/// as many as its HP left, a Knock Out), or it is discarded with every card attached.
enum Doom {
    Counters(Option<u8>),
    Discarded,
}
