//! A whole game dealt from one seat's view (what IS-MCTS searches): everything the view shows
//! is kept; each seat's cards it does not show (hands, decks, Prize cards, Pokémon placed face
//! down, cards another seat looks at) are its decklist less what is shown, dealt at random.
//! Decklists are public here: theme decks and shared decklists are known to both players.
//! A card a text has picked and holds (an Energy to attach) is still in its zone until it goes
//! there; where that zone is hidden, the sample deals it there again.

use std::sync::Arc;

use altplay_core::{GameRng, Seat};
use arrayvec::ArrayVec;

use super::view::{BoardView, View};
use crate::game::model::frame::Zone;
use crate::game::model::ids::CardId;
use crate::game::model::limits::DECK;
use crate::game::model::state::{Board, InPlay, Tcg};

impl Tcg {
    /// A game consistent with `view`, its hidden cards dealt from `rng`.
    pub fn sample(view: &View, rng: &mut GameRng) -> Tcg {
        let viewer = view.seat;
        let mut frame = view.frame.clone();
        let mut boards: ArrayVec<Board, 5> = ArrayVec::new();
        for (i, b) in view.boards.iter().enumerate() {
            let seat = Seat(i as u8);
            let mut pool = unseen(view, seat, b, frame.as_ref().map(|f| &f.looked[..]));
            rng.shuffle(&mut pool);
            let own = viewer == Some(seat);
            let held = held_in_hidden(view, seat, b);
            let hand = match &b.hand {
                Some(hand) => hand.clone(),
                None => {
                    // A seat still to place its Active holds a Basic (TCG-3 dealt one).
                    let to_place = view.turn == 0 && b.active.is_none() && !b.hidden.0;
                    let basic = pool.iter().position(|&c| view.cards.get(c).is_basic());
                    let mut hand = Vec::new();
                    if let (true, Some(j), 1..) = (to_place, basic, b.hand_size) {
                        hand.push(pool.remove(j));
                    }
                    if let Some((card, Zone::Hand(_))) = held {
                        hand.push(card);
                    }
                    let n = b.hand_size.saturating_sub(hand.len());
                    hand.extend(pool.drain(..n.min(pool.len())));
                    hand
                }
            };
            let mut active = b.active.clone();
            let mut bench: Vec<InPlay> = b.bench.clone();
            if b.hidden.0 || b.hidden.1 > 0 {
                // Face-down Basics: dealt from the Basics not seen.
                let mut basics: Vec<usize> = (0..pool.len())
                    .filter(|&j| view.cards.get(pool[j]).is_basic())
                    .collect();
                basics.truncate(usize::from(b.hidden.0) + b.hidden.1);
                let cards: Vec<CardId> = basics.iter().map(|&j| pool[j]).collect();
                for &j in basics.iter().rev() {
                    pool.remove(j);
                }
                let mut uid = 0;
                let mut lay = |card: CardId| {
                    uid += 1;
                    face_down(card, 1000 + uid + 16 * i as u16)
                };
                let mut cards = cards.into_iter();
                if b.hidden.0 {
                    active = cards.next().map(&mut lay);
                }
                bench.extend(cards.map(lay));
            }
            let mut deal = |n: usize| -> Vec<CardId> {
                let n = n.min(pool.len());
                pool.drain(..n).collect()
            };
            let deck = match (&view.choosing_from, own) {
                (Some(cards), true) => {
                    let mut cards = cards.clone();
                    rng.shuffle(&mut cards);
                    cards
                }
                _ => match held {
                    Some((card, Zone::Deck(_))) => {
                        let mut deck = deal(b.deck.saturating_sub(1));
                        let at = rng.below(deck.len() as u32 + 1) as usize;
                        deck.insert(at, card);
                        deck
                    }
                    _ => deal(b.deck),
                },
            };
            // The Prize cards the viewer has looked at stay where they are.
            let prizes: Vec<CardId> = b
                .prize_cards
                .iter()
                .filter_map(|&known| known.or_else(|| deal(1).pop()))
                .collect();
            if let Some(f) = frame.as_mut()
                && f.looked_owner == seat
                && f.looked_hidden > 0
            {
                f.looked = deal(usize::from(f.looked_hidden)).into_iter().collect();
                f.looked_hidden = 0;
            }
            boards.push(Board {
                deck: deck.into_iter().take(DECK).collect(),
                hand: hand.into_iter().take(DECK).collect(),
                discard: b.discard.iter().copied().collect(),
                prizes: prizes.into_iter().collect(),
                active,
                bench: bench.into_iter().collect(),
                turns: b.turns,
                mulligans: b.mulligans,
                offered: b.offered,
                ready: b.ready,
                locks: b.locks.clone(),
                side_lastings: b.side_lastings.clone(),
                lost_zone: b.lost_zone.iter().copied().collect(),
                knocked_out_by: b.knocked_out_by,
                knocked_out: b.knocked_out.clone(),
                last_attack: b.last_attack,
                attack_before: b.attack_before,
                prizes_seen: b.prizes_seen,
                hand_revealed: b.hand_revealed,
                gx_used: b.gx_used,
                vstar_used: b.vstar_used,
                removed: b.removed,
                flips_tails: b.flips_tails,
                once_fewer_prizes_used: b.once_fewer_prizes_used,
            });
        }
        Tcg {
            cards: Arc::clone(&view.cards),
            rules: view.rules,
            boards,
            stadium: view.stadium,
            current: view.current,
            first: view.first,
            turn: view.turn,
            step: view.step,
            flags: view.flags,
            ending: view.ending,
            extra_turn: view.extra_turn,
            skip_checkup: view.skip_checkup,
            frame,
            set_offs: view.set_offs.iter().copied().collect(),
            next_uid: view.next_uid,
            prize_count: view.prize_count,
            rng: GameRng::from_seed(rng.next_u64()),
            log: None,
            decided: None,
        }
    }
}

/// A seat's decklist less every card of it the view shows.
fn unseen(view: &View, seat: Seat, b: &BoardView, looked: Option<&[CardId]>) -> Vec<CardId> {
    let mut pool: Vec<CardId> = view
        .cards
        .decklists
        .get(seat.index())
        .cloned()
        .unwrap_or_default();
    let mut remove = |card: CardId| {
        if let Some(j) = pool.iter().position(|&c| c == card) {
            pool.swap_remove(j);
        }
    };
    let in_play = b.active.iter().chain(&b.bench);
    in_play
        .flat_map(|p| p.stack.iter().chain(&p.energy).chain(&p.tools))
        .chain(&b.discard)
        .chain(&b.lost_zone)
        .chain(b.hand.iter().flatten())
        .chain(b.prize_cards.iter().flatten())
        .copied()
        .for_each(&mut remove);
    if let Some((card, owner)) = view.stadium
        && owner == seat
    {
        remove(card);
    }
    if let Some((card, _)) = held_in_hidden(view, seat, b) {
        remove(card);
    }
    if let Some(f) = &view.frame {
        if f.looked_owner == seat {
            looked.into_iter().flatten().copied().for_each(&mut remove);
        }
        // A Trainer being played has left its owner's hand.
        if f.player == seat && f.text == crate::game::model::frame::TextRef::Trainer {
            remove(f.card);
        }
    }
    if view.seat == Some(seat)
        && let Some(deck) = &view.choosing_from
    {
        deck.iter().copied().for_each(&mut remove);
    }
    pool.sort_unstable();
    pool
}

/// The card a text holds, picked from `seat`'s deck, or from its hand where the view does not
/// show it (a deck the seat is searching is shown to it).
fn held_in_hidden(view: &View, seat: Seat, b: &BoardView) -> Option<(CardId, Zone)> {
    let (card, zone) = view.frame.as_ref()?.holding?;
    let searching = view.seat == Some(seat) && view.choosing_from.is_some();
    let hidden = match zone {
        Zone::Deck(s) => s == seat && !searching,
        Zone::Hand(s) => s == seat && b.hand.is_none(),
        _ => false,
    };
    hidden.then_some((card, zone))
}

/// A Basic placed face down, as a sample deals it.
fn face_down(card: CardId, uid: u16) -> InPlay {
    let mut stack = ArrayVec::new();
    stack.push(card);
    InPlay {
        uid,
        stack,
        energy: ArrayVec::new(),
        tools: ArrayVec::new(),
        damage: 0,
        conditions: Default::default(),
        poison_counters: 0,
        confusion_counters: 0,
        since_turn: 0,
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
