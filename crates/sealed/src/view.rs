//! What a seat sees while the decks are built: its own pool, deck and offers, and who is ready.
//! Another seat's pool is never shown; a teammate's card only once it is offered.

use std::collections::BTreeMap;

use altplay_cards::deck::SealedPool;
use altplay_cards::printed::EnergyType;
use altplay_core::Seat;
use serde::Serialize;

use crate::building::{Building, Offer};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BuildingView {
    /// The seat looking (none: a spectator, who sees only who is ready).
    pub seat: Option<u8>,
    pub pool: Option<SealedPool>,
    pub deck: Option<SealedPool>,
    pub energy: Option<BTreeMap<EnergyType, u32>>,
    /// The card this seat offered, waiting for its teammate.
    pub offer_made: Option<Offer>,
    /// The card its teammate offers it.
    pub offer_to_me: Option<Offer>,
    /// Each seat's readiness, in seat order.
    pub ready: Vec<bool>,
}

/// A Sealed table's view: the building, then the format's own.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum SealedView<V> {
    Building(BuildingView),
    Playing(V),
}

impl BuildingView {
    pub fn of(b: &Building, seat: Option<Seat>) -> Self {
        let seats = b.seats();
        let ready = (0..seats).map(|i| b.is_ready(Seat(i as u8))).collect();
        let Some(seat) = seat else {
            return BuildingView {
                seat: None,
                pool: None,
                deck: None,
                energy: None,
                offer_made: None,
                offer_to_me: None,
                ready,
            };
        };
        let (deck, energy) = b.deck(seat);
        BuildingView {
            seat: Some(seat.0),
            pool: Some(b.pool(seat).clone()),
            deck: Some(deck.clone()),
            energy: Some(energy.clone()),
            offer_made: b.offer_from(seat).cloned(),
            offer_to_me: b.offer_to(seat).cloned(),
            ready,
        }
    }
}
