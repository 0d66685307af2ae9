//! Moving cards between zones: drawing, shuffling, and the picks of a text that moves cards
//! one at a time (search, discard, attach).

use altplay_cards::printed::Stage;
use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::effect::{CardCount, CardFilter, DeckEnd, IntoPlay, Role, Trigger};
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Goes, TextRef, Wait, Zone};
use crate::game::model::ids::{CardId, Distinct, Uid, distinct};
use crate::game::model::limits::PILE;
use crate::game::model::set_off::Happening;
use crate::game::model::state::{Ending, InPlay, Tcg};

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
    /// Draws up to `count` cards (an empty deck stops the draw; only the turn's draw loses).
    pub(in crate::game) fn draw(&mut self, seat: Seat, count: u8) {
        self.draw_from(seat, count, DeckEnd::Top);
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

    /// A player discards `count` cards from the top of their deck, as many as it has, or puts
    /// them in their Lost Zone (which no effect keeping a deck from being discarded stops).
    pub(in crate::game) fn mill(&mut self, whose: Role, count: usize, lost_zone: bool) {
        let seat = Self::seat_of(self.frame(), whose);
        if !lost_zone && self.deck_kept(seat) {
            return;
        }
        for _ in 0..count {
            let Some(card) = self.boards[seat.index()].deck.pop() else {
                break;
            };
            match lost_zone {
                true => self.put_in_lost_zone(seat, card),
                false => self.discard_card(seat, card),
            }
        }
    }

    /// The cards of `filter` among those the text discarded (the acting player's discard
    /// pile's last [`Frame::discarded`]) go into their hand, in the pile's order.
    pub(in crate::game) fn discarded_to_hand(&mut self, filter: CardFilter) {
        let seat = self.frame().actor;
        let pile = Zone::Discard(seat);
        let discarded = usize::from(self.frame().discarded);
        let cards = self.zone(pile);
        let found: Vec<CardId> = cards[cards.len().saturating_sub(discarded)..]
            .iter()
            .copied()
            .filter(|&c| self.passes(c, Filter::Card(filter), self.frame.as_ref()))
            .filter(|&c| !self.stays(pile, c, Goes::Hand))
            .collect();
        for card in found {
            self.take(pile, card, Goes::Hand);
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
            Zone::DiscardBefore(s) => {
                let pile = &self.boards[s.index()].discard;
                let discarded = self.frame.as_ref().map_or(0, |f| f.discarded);
                &pile[..pile.len().saturating_sub(usize::from(discarded))]
            }
        }
    }

    /// Whether a card of the discard pile stays there rather than go where a pick would put it
    /// ("This card can't be put into your hand or deck from the discard pile"), or a card of a
    /// deck the opponent can't discard ([`Tcg::deck_kept`]) rather than be discarded.
    fn stays(&self, zone: Zone, card: CardId, goes: Goes) -> bool {
        if let (Zone::Energy(uid), Goes::Hand) = (zone, goes)
            && self.in_play_kept_from_hand(uid)
        {
            return true;
        }
        if goes == Goes::Discard && self.cards.decks_kept {
            let kept = match zone {
                Zone::Deck(seat) => self.deck_kept(seat),
                Zone::Looked => self.looked_kept(),
                _ => false,
            };
            if kept {
                return true;
            }
        }
        matches!(zone, Zone::Discard(_) | Zone::DiscardBefore(_))
            && matches!(
                goes,
                Goes::Hand | Goes::Deck | Goes::DeckBottom | Goes::Aside
            )
            && self
                .def(card)
                .trainer()
                .is_some_and(|t| t.stays_in_discard_pile)
    }

    /// The distinct cards a card pick offers.
    pub(in crate::game) fn card_choices(&self, zone: Zone, filter: Filter, goes: Goes) -> Distinct {
        let bench_room = |seat: Seat| self.bench_has_room(seat);
        let mut out = Distinct::new();
        for card in distinct(self.zone(zone)) {
            if !self.passes(card, filter, self.frame.as_ref()) || self.stays(zone, card, goes) {
                continue;
            }
            if goes == Goes::Bench {
                let seat = match zone {
                    Zone::Deck(seat)
                    | Zone::Discard(seat)
                    | Zone::DiscardBefore(seat)
                    | Zone::Hand(seat) => seat,
                    // Cards looked at go onto their owner's Bench.
                    Zone::Looked => match &self.frame {
                        Some(frame) => frame.looked_owner,
                        None => continue,
                    },
                    Zone::Energy(_) => continue,
                };
                if !self.def(card).benchable() || !bench_room(seat) {
                    continue;
                }
            }
            let into_play = matches!(goes, Goes::Evolve | Goes::EvolveThat | Goes::Swap);
            if into_play && !self.may_come_into_play(card, goes) {
                continue;
            }
            out.push(card);
        }
        // In card order, not the zone's: a deck's order is hidden even from its searcher.
        out.sort_unstable();
        out
    }

    /// Whether a card picked may go into play where a pick puts it: any card, but one whose text
    /// allows only one way ([`IntoPlay`]): by a swap the ability it names makes.
    fn may_come_into_play(&self, card: CardId, goes: Goes) -> bool {
        match self.def(card).pokemon().and_then(|p| p.into_play) {
            None => true,
            Some(IntoPlay::AtSetUp) => false,
            Some(IntoPlay::ByAbility(name)) => {
                goes == Goes::Swap
                    && self.frame.as_ref().is_some_and(|f| match f.text {
                        TextRef::Ability(i) => self
                            .def(f.card)
                            .pokemon()
                            .and_then(|p| p.abilities.get(usize::from(i)))
                            .is_some_and(|a| name.is(a.name())),
                        _ => false,
                    })
            }
        }
    }

    /// Moves one card picked from a zone to where it goes.
    pub(in crate::game) fn take(&mut self, zone: Zone, card: CardId, goes: Goes) {
        let took = (self.card_types(card).iter()).fold(self.frame().took, |t, &e| t.with(e));
        let frame = self.frame_mut();
        frame.moved += 1;
        frame.took = took;
        if matches!(goes, Goes::Hold | Goes::Swap) {
            frame.holding = Some((card, zone));
            return;
        }
        let owner = match zone {
            Zone::Deck(s) | Zone::Hand(s) | Zone::Discard(s) | Zone::DiscardBefore(s) => s,
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
                let uid = pokemon.uid;
                self.boards[owner.index()].bench.push(pokemon);
                self.frame_mut().benched += 1;
                self.record(|| Event::Played { seat: owner, card });
                if owner == self.current {
                    self.set_off_uid(uid, Happening::of(Trigger::BenchedInTurn));
                }
            }
            Goes::Discard => {
                if self.cards.backs_after_attack {
                    self.note_back_after_attack(zone, card);
                }
                self.discard_card(owner, card)
            }
            Goes::Deck => board.deck.push(card),
            Goes::DeckBottom => board.deck.insert(0, card),
            Goes::LostZone => self.put_in_lost_zone(owner, card),
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
                frame.looked_deck = matches!(zone, Zone::Deck(_));
                let _ = frame.looked.try_push(card);
            }
            Goes::Hold | Goes::Swap => unreachable!("held above"),
        }
    }

    /// Puts a card into its owner's discard pile, counted as discarded by the text ("in this
    /// way").
    /// Puts `card`, taken from where it was, in its owner's Lost Zone, counted as put there by
    /// the text.
    fn put_in_lost_zone(&mut self, owner: Seat, card: CardId) {
        self.boards[owner.index()].lost_zone.push(card);
        let frame = self.frame_mut();
        frame.lost_zoned = frame.lost_zoned.saturating_add(1);
        self.record(|| Event::ToLostZone { seat: owner, card });
    }

    pub(in crate::game) fn discard_card(&mut self, owner: Seat, card: CardId) {
        self.boards[owner.index()].put_discarded(card, &self.cards);
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
        // TCG-19: the older Mega Evolution rule (XY), "When 1 of your Pokémon becomes a Mega
        // Evolution Pokémon, your turn ends." (Primal Reversion's says the same of Primal
        // Kyogre-EX and Primal Groudon-EX, of the same stage.)
        let mega = self
            .def(card)
            .pokemon()
            .is_some_and(|p| p.stage == Stage::Mega);
        if mega && seat == self.current && self.ending == Ending::None {
            self.ending = Ending::TurnOver;
        }
    }

    /// Takes one copy of `card` out of a zone.
    pub(in crate::game) fn remove_from(&mut self, zone: Zone, card: CardId) {
        match zone {
            Zone::Deck(s) => remove_last(&mut self.boards[s.index()].deck, card),
            Zone::Hand(s) => remove_last(self.boards[s.index()].hand_mut(), card),
            Zone::Discard(s) => remove_last(&mut self.boards[s.index()].discard, card),
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
                remove_last(&mut board.discard, card);
            }
            Zone::Looked => {
                let looked = &mut self.frame_mut().looked;
                if let Some(i) = looked.iter().position(|&c| c == card) {
                    looked.remove(i);
                }
            }
            Zone::DiscardBefore(s) => {
                // A copy from before the text's own discards, which stay the pile's last.
                let before = self.zone(zone).len();
                let pile = &mut self.boards[s.index()].discard;
                if let Some(i) = pile[..before].iter().rposition(|&c| c == card) {
                    pile.remove(i);
                }
            }
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
            confusion_counters: 0,
            since_turn: self.turn,
            paralyzed_turn: 0,
            lasting: ArrayVec::new(),
            attacked: None,
            moved_up: 0,
            healed: 0,
            hit: None,
            moved_down: 0,
            retreated: 0,
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
    /// at most a pile's cards.)
    fn take_all(&mut self, zone: Zone, filter: Filter, goes: Goes) {
        let mut all: ArrayVec<CardId, PILE> = (self.zone(zone).iter().copied())
            .filter(|&c| self.passes(c, filter, self.frame.as_ref()) && !self.stays(zone, c, goes))
            .collect();
        all.sort_unstable();
        for card in all {
            self.take(zone, card, goes);
        }
    }
}

/// Whether a discard was done, for "If you do" and "… or this attack does nothing": all of an
/// exact count, or any card at all.
pub(super) fn done(count: CardCount, moved: u8) -> bool {
    match count {
        CardCount::Exactly(n) => moved >= n,
        CardCount::UpTo(_) | CardCount::All => moved > 0,
    }
}

/// Takes the last copy of `card` out of `cards`, if any.
fn remove_last<const N: usize>(cards: &mut ArrayVec<CardId, N>, card: CardId) {
    if let Some(i) = cards.iter().rposition(|&c| c == card) {
        cards.remove(i);
    }
}
