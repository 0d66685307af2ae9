//! Moving cards between zones: drawing, shuffling, and the picks of a text that moves cards
//! one at a time (search, discard, attach).

use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::effect::{
    CardCount, CardFilter, DeckEnd, EnergyFilter, HandPick, Pokemon, Role, Source,
};
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Goes, Wait, Zone};
use crate::game::model::ids::{CardId, Distinct, Uid, distinct};
use crate::game::model::limits::DECK;
use crate::game::model::state::{InPlay, Tcg};

/// Whether a pick of every card passing `filter` may take them all in one pass: where they go
/// leaves the Bench and the text's Pokémon as they are, and whether a card passes does not
/// depend on the cards taken before it.
fn takes_all_at_once(filter: Filter, goes: Goes) -> bool {
    let by_taken = matches!(
        filter,
        Filter::Card(CardFilter::BasicEnergyOfNewType | CardFilter::BasicPokemonOfNewType(_))
    );
    let moves_card_only = matches!(
        goes,
        Goes::Hand | Goes::Discard | Goes::Deck | Goes::DeckBottom | Goes::LostZone
    );
    moves_card_only && !by_taken
}

impl Tcg {
    pub(in crate::game) fn record(&mut self, event: impl FnOnce() -> Event) {
        if let Some(log) = &mut self.log {
            log.push(event());
        }
    }

    /// Draws up to `count` cards (an empty deck stops the draw; only the turn's draw loses).
    pub(in crate::game) fn draw(&mut self, seat: Seat, count: u8) {
        self.draw_from(seat, count, DeckEnd::Top);
    }

    /// A card of the acting player's hand put into play as their Active Pokémon: onto the Bench
    /// first ("that Pokémon"), then switched in for the old Active Pokémon.
    pub(in crate::game) fn hand_to_active(&mut self, filter: CardFilter) -> Result<(), Wait> {
        let seat = self.frame().actor;
        let (hand, one) = (Zone::Hand(seat), CardCount::Exactly(1));
        self.pick_cards(seat, hand, Filter::Card(filter), one, false, Goes::Bench)?;
        let frame = self.frame();
        if let (true, Some(&new)) = (frame.moved > 0, frame.that.first()) {
            self.switch_in(seat, new);
        }
        Ok(())
    }

    /// `who` shuffles their hand into their deck: their seat, and how many cards the hand held.
    pub(in crate::game) fn shuffle_hand_into_deck(
        &mut self,
        who: crate::effect::Role,
    ) -> (Seat, usize) {
        let seat = Self::seat_of(self.frame(), who);
        let board = &mut self.boards[seat.index()];
        let hand = std::mem::take(board.hand_mut());
        let held = hand.len();
        board.deck.extend(hand);
        self.shuffle_deck(seat);
        (seat, held)
    }

    /// `who` draws until their hand holds `hand` cards.
    pub(in crate::game) fn draw_until(&mut self, who: crate::effect::Role, hand: usize) {
        let seat = Self::seat_of(self.frame(), who);
        let have = self.boards[seat.index()].hand.len();
        self.draw(seat, hand.saturating_sub(have).min(255) as u8);
    }

    /// Draws up to `count` cards from one end of the deck (its top is the last card).
    pub(in crate::game) fn draw_from(&mut self, seat: Seat, count: u8, end: DeckEnd) {
        let board = &mut self.boards[seat.index()];
        let mut drawn = 0;
        for _ in 0..count {
            let card = match end {
                DeckEnd::Top => board.deck.pop(),
                DeckEnd::Bottom => (!board.deck.is_empty()).then(|| board.deck.remove(0)),
            };
            let Some(card) = card else { break };
            board.hand_mut().push(card);
            drawn += 1;
        }
        if drawn > 0 {
            self.record(|| Event::Drew { seat, count: drawn });
        }
    }

    pub(in crate::game) fn shuffle_deck(&mut self, seat: Seat) {
        self.rng.shuffle(&mut self.boards[seat.index()].deck);
        self.record(|| Event::Shuffled { seat });
    }

    /// The cards of a zone.
    pub(in crate::game) fn zone(&self, zone: Zone) -> &[CardId] {
        match zone {
            Zone::Deck(s) => &self.boards[s.index()].deck,
            Zone::Hand(s) => &self.boards[s.index()].hand,
            Zone::Discard(s) => &self.boards[s.index()].discard,
            Zone::Energy(uid) => match self.locate(uid) {
                Some((_, p)) => &p.energy[..],
                None => self.knocked_out_energy(uid).map_or(&[][..], |(_, e)| e),
            },
            Zone::Looked => self.frame.as_ref().map_or(&[][..], |f| &f.looked[..]),
        }
    }

    /// The distinct cards a card pick offers.
    pub(in crate::game) fn card_choices(&self, zone: Zone, filter: Filter, goes: Goes) -> Distinct {
        let bench_room =
            |seat: Seat| self.boards[seat.index()].bench.len() < usize::from(self.rules.bench_size);
        let mut out = Distinct::new();
        for card in distinct(self.zone(zone)) {
            if !self.passes(card, filter, self.frame.as_ref()) {
                continue;
            }
            if goes == Goes::Bench {
                let (Zone::Deck(seat) | Zone::Discard(seat) | Zone::Hand(seat)) = zone else {
                    continue;
                };
                if !self.def(card).is_basic() || !bench_room(seat) {
                    continue;
                }
            }
            out.push(card);
        }
        // In card order, not the zone's: a deck's order is hidden even from its searcher.
        out.sort_unstable();
        out
    }

    /// Moves one card picked from a zone to where it goes.
    pub(in crate::game) fn take(&mut self, zone: Zone, card: CardId, goes: Goes) {
        let frame = self.frame_mut();
        frame.moved += 1;
        if goes == Goes::Hold {
            frame.holding = Some(card);
            return;
        }
        let owner = match zone {
            Zone::Deck(s) | Zone::Hand(s) | Zone::Discard(s) => s,
            Zone::Energy(uid) => self
                .locate(uid)
                .map(|(s, _)| s)
                .or_else(|| self.knocked_out_energy(uid).map(|(s, _)| s))
                .unwrap_or(Seat(0)),
            Zone::Looked => self.frame().looked_owner,
        };
        self.remove_from(zone, card);
        let board = &mut self.boards[owner.index()];
        match goes {
            Goes::Hand => {
                board.hand_mut().push(card);
                let public = !matches!(zone, Zone::Deck(_));
                self.record(|| Event::ToHand {
                    seat: owner,
                    card: public.then_some(card),
                });
            }
            Goes::Bench => {
                let pokemon = self.new_in_play(card);
                // "that Pokémon" names the Pokémon this step put onto the Bench.
                let frame = self.frame_mut();
                if frame.moved == 1 {
                    frame.that.clear();
                }
                let _ = frame.that.try_push(pokemon.uid);
                self.boards[owner.index()].bench.push(pokemon);
                self.frame_mut().benched += 1;
                self.record(|| Event::Played { seat: owner, card });
            }
            Goes::Discard => self.discard_card(owner, card),
            Goes::Deck => board.deck.push(card),
            Goes::DeckBottom => board.deck.insert(0, card),
            Goes::LostZone => {
                board.lost_zone.push(card);
                self.record(|| Event::ToLostZone { seat: owner, card });
            }
            Goes::Evolve | Goes::EvolveThat => {
                let frame = self.frame();
                let target = match goes {
                    Goes::Evolve => frame.this,
                    _ => frame.that.first().copied(),
                };
                if let Some(uid) = target {
                    self.evolve(owner, uid, card);
                }
            }
            Goes::Aside => {
                let frame = self.frame_mut();
                frame.looked_owner = owner;
                let _ = frame.looked.try_push(card);
            }
            Goes::Hold => unreachable!("held above"),
        }
    }

    /// Puts a card into its owner's discard pile, counted as discarded by the text ("in this
    /// way").
    pub(in crate::game) fn discard_card(&mut self, owner: Seat, card: CardId) {
        self.boards[owner.index()].discard.push(card);
        let energy = self.def(card).energy().is_some();
        let frame = self.frame_mut();
        frame.discarded = frame.discarded.saturating_add(1);
        frame.discarded_energy = frame.discarded_energy.saturating_add(u8::from(energy));
        self.record(|| Event::Discarded { seat: owner, card });
    }

    /// Puts an Evolution card onto a Pokémon in play: it recovers from Special Conditions and
    /// the effects of attacks on it end (TCG-7).
    pub(in crate::game) fn evolve(&mut self, seat: Seat, target: Uid, card: CardId) {
        let from = self.mon(target);
        let turn = self.turn;
        if let Some(p) = self.boards[seat.index()].find_mut(target) {
            let _ = p.stack.try_push(card);
            p.conditions.clear();
            p.lasting.clear();
            p.since_turn = turn;
        }
        self.record(|| Event::Evolved {
            seat,
            pokemon: from,
            card,
        });
    }

    /// Takes one copy of `card` out of a zone.
    pub(in crate::game) fn remove_from(&mut self, zone: Zone, card: CardId) {
        let cards: &mut ArrayVec<CardId, 60> = match zone {
            Zone::Deck(s) => &mut self.boards[s.index()].deck,
            Zone::Hand(s) => self.boards[s.index()].hand_mut(),
            Zone::Discard(s) => &mut self.boards[s.index()].discard,
            Zone::Energy(uid) => {
                if let Some((_, p)) = self.locate_mut(uid) {
                    if let Some(i) = p.energy.iter().position(|&c| c == card) {
                        p.energy.remove(i);
                    }
                    return;
                }
                // Energy of a Pokémon Knocked Out: out of the discard pile it went to.
                let Some((seat, _)) = self.knocked_out_energy(uid) else {
                    return;
                };
                let board = &mut self.boards[seat.index()];
                let gone = &mut board.knocked_out.energy;
                if let Some(i) = gone.iter().position(|&c| c == card) {
                    gone.remove(i);
                }
                &mut board.discard
            }
            Zone::Looked => {
                let looked = &mut self.frame_mut().looked;
                if let Some(i) = looked.iter().position(|&c| c == card) {
                    looked.remove(i);
                }
                return;
            }
        };
        if let Some(i) = cards.iter().rposition(|&c| c == card) {
            cards.remove(i);
        }
    }

    pub(in crate::game) fn new_in_play(&mut self, card: CardId) -> InPlay {
        self.next_uid += 1;
        let mut stack = ArrayVec::new();
        stack.push(card);
        InPlay {
            uid: self.next_uid,
            stack,
            energy: ArrayVec::new(),
            tools: ArrayVec::new(),
            damage: 0,
            conditions: Default::default(),
            poison_counters: 0,
            since_turn: self.turn,
            paralyzed_turn: 0,
            lasting: ArrayVec::new(),
            attacked: None,
        }
    }

    /// Picks cards of a zone one at a time, each moved as it is picked (TCG-16). A pick that is
    /// `optional` may stop ("done"); one with a single kind of card left makes itself.
    pub(in crate::game) fn pick_cards(
        &mut self,
        chooser: Seat,
        zone: Zone,
        filter: Filter,
        count: CardCount,
        optional: bool,
        goes: Goes,
    ) -> Result<(), Wait> {
        loop {
            let frame = self.frame();
            let limit = match count {
                CardCount::Exactly(n) | CardCount::UpTo(n) => n,
                CardCount::All => u8::MAX,
            };
            if frame.moved >= limit || frame.stopped || frame.holding.is_some() {
                return Ok(());
            }
            if count == CardCount::All && takes_all_at_once(filter, goes) {
                self.take_all(zone, filter, goes);
                return Ok(());
            }
            let choices = self.card_choices(zone, filter, goes);
            match (choices.len(), count) {
                (0, _) => return Ok(()),
                (_, CardCount::All) => self.take(zone, choices[0], goes),
                (1, _) if !optional => self.take(zone, choices[0], goes),
                _ => {
                    return Err(Wait::Card {
                        chooser,
                        zone,
                        filter,
                        optional,
                        goes,
                    });
                }
            }
        }
    }

    /// Takes every card of a zone passing `filter`, in the order a pick of all of them takes
    /// them one at a time (the lowest card first, each copy in turn), in one pass. (A zone holds
    /// at most a deck's cards.)
    fn take_all(&mut self, zone: Zone, filter: Filter, goes: Goes) {
        let mut all: ArrayVec<CardId, DECK> = (self.zone(zone).iter().copied())
            .filter(|&c| self.passes(c, filter, self.frame.as_ref()))
            .collect();
        all.sort_unstable();
        for card in all {
            self.take(zone, card, goes);
        }
    }

    /// `count` cards passing `filter` from `who`'s hand to their Lost Zone, picked by them one
    /// by one; none when the hand has fewer ("If you do" then fails).
    pub(in crate::game) fn hand_to_lost_zone(
        &mut self,
        who: Role,
        count: u8,
        filter: CardFilter,
    ) -> Result<(), Wait> {
        let frame = self.frame();
        let seat = Self::seat_of(frame, who);
        let hand = &self.boards[seat.index()].hand;
        let have = hand
            .iter()
            .filter(|&&c| self.passes(c, Filter::Card(filter), None))
            .count();
        if frame.moved == 0 && have < usize::from(count) {
            self.frame_mut().did = false;
            return Ok(());
        }
        self.pick_cards(
            seat,
            Zone::Hand(seat),
            Filter::Card(filter),
            CardCount::Exactly(count),
            false,
            Goes::LostZone,
        )?;
        self.frame_mut().did = true;
        Ok(())
    }

    pub(in crate::game) fn discard_from_hand(
        &mut self,
        whose: Role,
        count: CardCount,
        filter: CardFilter,
        pick: HandPick,
    ) -> Result<(), Wait> {
        let frame = self.frame();
        let seat = Self::seat_of(frame, whose);
        let chooser = match pick {
            HandPick::ByOwner => seat,
            HandPick::ByActing => frame.actor,
            HandPick::Random => {
                let n = match count {
                    CardCount::Exactly(n) | CardCount::UpTo(n) => n,
                    CardCount::All => u8::MAX,
                };
                for _ in 0..n {
                    let choices: ArrayVec<CardId, 60> = self.boards[seat.index()]
                        .hand
                        .iter()
                        .copied()
                        .filter(|&c| self.passes(c, Filter::Card(filter), None))
                        .collect();
                    if choices.is_empty() {
                        break;
                    }
                    let card = choices[self.rng.below(choices.len() as u32) as usize];
                    self.take(Zone::Hand(seat), card, Goes::Discard);
                }
                return Ok(());
            }
        };
        let optional = matches!(count, CardCount::UpTo(_));
        self.pick_cards(
            chooser,
            Zone::Hand(seat),
            Filter::Card(filter),
            count,
            optional,
            Goes::Discard,
        )?;
        let frame = self.frame_mut();
        frame.did = done(count, frame.moved);
        Ok(())
    }

    /// A player puts cards from their hand on top of (or under) their deck, picked one at a
    /// time by them.
    pub(in crate::game) fn hand_to_deck(
        &mut self,
        whose: Role,
        count: CardCount,
        filter: CardFilter,
        end: DeckEnd,
    ) -> Result<(), Wait> {
        let seat = Self::seat_of(self.frame(), whose);
        let goes = match end {
            DeckEnd::Top => Goes::Deck,
            DeckEnd::Bottom => Goes::DeckBottom,
        };
        self.pick_cards(
            seat,
            Zone::Hand(seat),
            Filter::Card(filter),
            count,
            false,
            goes,
        )?;
        let frame = self.frame_mut();
        frame.did = frame.moved > 0;
        Ok(())
    }

    /// A player discards cards of their choice from their hand until it holds `hand` cards.
    pub(in crate::game) fn discard_until(&mut self, who: Role, hand: u8) -> Result<(), Wait> {
        let seat = Self::seat_of(self.frame(), who);
        // The cards to discard, counted from the hand this step began with.
        let held = self.boards[seat.index()].hand.len() + usize::from(self.frame().moved);
        let excess = held
            .saturating_sub(usize::from(hand))
            .min(usize::from(u8::MAX)) as u8;
        self.pick_cards(
            seat,
            Zone::Hand(seat),
            Filter::Card(CardFilter::Any),
            CardCount::Exactly(excess),
            false,
            Goes::Discard,
        )
    }

    pub(in crate::game) fn discard_energy(
        &mut self,
        from: Pokemon,
        count: CardCount,
        energy: EnergyFilter,
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
                Goes::Discard,
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
        let actor = self.frame().actor;
        let zone = match source {
            Source::Discard => Zone::Discard(actor),
            Source::Hand => Zone::Hand(actor),
        };
        self.attach_cards(zone, Filter::Energy(energy), to, count)
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
            let Some(card) = self.frame().holding else {
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
            self.remove_from(zone, card);
            if let Some((seat, p)) = self.locate_mut(uid) {
                let _ = p.energy.try_push(card);
                let to = self.mon(uid);
                self.record(|| Event::Attached { seat, card, to });
            }
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
        if goes == Goes::Deck {
            for uid in targets {
                if let Some((owner, _)) = self.locate(uid) {
                    self.shuffle_deck(owner);
                }
            }
        }
        Ok(())
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

/// Whether a discard was done, for "If you do" and "… or this attack does nothing": all of an
/// exact count, or any card at all.
fn done(count: CardCount, moved: u8) -> bool {
    match count {
        CardCount::Exactly(n) => moved >= n,
        CardCount::UpTo(_) | CardCount::All => moved > 0,
    }
}
