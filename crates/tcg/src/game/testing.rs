//! Writes to the state for tests that lay out a position by hand: only with the `testing`
//! feature, which the tests of the engine and of the formats built on it enable and no build of
//! the program does.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::game::model::ids::CardId;
use crate::game::model::limits::{DECK, MAX_BENCH, MAX_ENERGY, PILE};
use crate::game::model::state::{Board, Conditions, InPlay, Tcg, Timed, UsedAttack};

impl Tcg {
    pub fn board_mut(&mut self, seat: Seat) -> &mut Board {
        &mut self.boards[seat.index()]
    }
}

impl Board {
    pub fn deck_mut(&mut self) -> &mut ArrayVec<CardId, DECK> {
        &mut self.deck
    }

    /// The hand, to change it (a revealed hand is hidden again).
    pub fn hand_cards_mut(&mut self) -> &mut ArrayVec<CardId, DECK> {
        self.hand_mut()
    }

    pub fn discard_mut(&mut self) -> &mut ArrayVec<CardId, PILE> {
        &mut self.discard
    }

    pub fn prizes_mut(&mut self) -> &mut ArrayVec<CardId, 6> {
        &mut self.prizes
    }

    pub fn bench_mut(&mut self) -> &mut ArrayVec<InPlay, MAX_BENCH> {
        &mut self.bench
    }

    pub fn active_mut(&mut self) -> Option<&mut InPlay> {
        self.active.as_mut()
    }

    /// The Active Spot itself, to put a Pokémon in or take it out.
    pub fn active_slot_mut(&mut self) -> &mut Option<InPlay> {
        &mut self.active
    }

    pub fn set_last_attack(&mut self, used: Option<UsedAttack>) {
        self.last_attack = used;
    }
}

impl InPlay {
    /// The Basic first, each evolution on top.
    pub fn stack_mut(&mut self) -> &mut ArrayVec<CardId, 4> {
        &mut self.stack
    }

    pub fn energy_mut(&mut self) -> &mut ArrayVec<CardId, MAX_ENERGY> {
        &mut self.energy
    }

    pub fn damage_mut(&mut self) -> &mut u16 {
        &mut self.damage
    }

    pub fn conditions_mut(&mut self) -> &mut Conditions {
        &mut self.conditions
    }

    /// The turn it was last Paralyzed.
    pub fn set_paralyzed_turn(&mut self, turn: u16) {
        self.paralyzed_turn = turn;
    }

    /// Gives it a lasting effect, if it has room for one more.
    pub fn add_lasting(&mut self, effect: Timed) {
        let _ = self.lasting.try_push(effect);
    }
}

impl UsedAttack {
    /// Attack `index` of `card`, used on its seat's turn `turn`.
    pub fn new(card: CardId, index: u8, turn: u16) -> UsedAttack {
        UsedAttack { card, index, turn }
    }
}

impl Timed {
    /// `what`, from turn `from` until turn `until`, naming no attack and facing no Pokémon.
    pub fn new(what: crate::effect::Lasting, from: u16, until: u16) -> Timed {
        Timed {
            what,
            until,
            from,
            attack: u8::MAX,
            benched_too: false,
            facing: None,
            while_active: None,
        }
    }
}
