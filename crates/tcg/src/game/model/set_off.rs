//! Texts set off by what happens: what happened to a Pokémon, and a text set off that waits
//! its turn to resolve (`flow/triggers.rs` finds them).

use altplay_core::Seat;
use serde::Serialize;

use super::frame::TextRef;
use super::ids::{CardId, Uid};
use crate::effect::Trigger;

/// A text set off, waiting its turn to resolve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct SetOff {
    pub card: CardId,
    pub text: TextRef,
    pub actor: Seat,
    /// The opponent whose doing set it off; with none, "your opponent" is the one the actor
    /// designates when there are several (TB-11).
    pub opponent: Option<Seat>,
    pub this: Option<Uid>,
    pub attacking: Option<Uid>,
    pub that: Option<Uid>,
}

/// What happened to a Pokémon, for the triggers that watch it.
#[derive(Debug, Clone, Copy)]
pub(in crate::game) struct Happening {
    pub trigger: Trigger,
    pub attacking: Option<Uid>,
    pub opponent: Option<Seat>,
    /// What "that Pokémon" names in the texts set off (else the Pokémon they are on).
    pub that: Option<Uid>,
    /// The Energy card attached, for the triggers that watch for one of a kind.
    pub attached: Option<CardId>,
}

impl Happening {
    pub(in crate::game) fn of(trigger: Trigger) -> Self {
        Happening {
            trigger,
            attacking: None,
            opponent: None,
            that: None,
            attached: None,
        }
    }
}
