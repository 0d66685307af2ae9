//! A text being resolved: where it is, who "you" and "your opponent" are, and what earlier
//! steps left for later ones (the coins, the Pokémon picked, the damage so far).

use altplay_core::Seat;
use arrayvec::ArrayVec;
use serde::Serialize;

use super::ids::{CardId, Uid};
use crate::effect::{CardFilter, Destination, EnergyFilter, Group, Types};

/// Where a Trainer card goes once its text is done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum PlayedCard {
    /// Into the discard pile, as Trainers do.
    Discarded,
    /// Back into the hand ("put this card into your hand instead of the discard pile").
    ToHand,
    /// Into the deck, on the bottom or shuffled in ("shuffle this card into your deck instead
    /// of discarding it").
    IntoDeck { bottom: bool },
    /// Nowhere: the text attached it to a Pokémon.
    Attached,
    /// Nowhere the engine keeps: the format holds the card (a Supporter whose effect a player
    /// gave to another, RF-10; a boss's card resolved on each player's board, RF-15).
    Elsewhere,
}

/// Which text of a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum TextRef {
    Attack(u8),
    Ability(u8),
    /// A Trainer card's text.
    Trainer,
    /// A Pokémon Tool's, the Stadium's or a Special Energy's text set off by something (its n-th
    /// trigger).
    Tool(u8),
    /// A Special Energy's text when attached from the hand.
    Energy,
    /// The action of the Stadium in play, used by the player whose turn it is.
    Stadium,
    /// A Supporter's text used as the effect of an attack (Smeargle's Stunning Likeness): the
    /// card stays where it is, and the turn ends after it as after an attack.
    SupporterForAttack,
    /// A Trainer card's text used from its owner's hand or discard pile (Grant's: "During
    /// your turn, if this Grant is in your discard pile, you may …").
    FromPile,
}

/// What a waiting text asks, and of whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Wait {
    /// A Pokémon of a group whose card passes `only` (not one picked already); `optional`
    /// allows stopping with "done" ("up to", "any number of").
    Pokemon {
        chooser: Seat,
        group: Group,
        only: CardFilter,
        optional: bool,
    },
    /// A card of a zone that passes the filter; "done" ends the picks when `optional`.
    Card {
        chooser: Seat,
        zone: Zone,
        filter: Filter,
        optional: bool,
        goes: Goes,
    },
    /// "You may": yes or done.
    May { chooser: Seat },
    /// "Choose 1 or both": an option not chosen yet, or done once one is.
    Options { chooser: Seat, count: u8 },
    /// A Pokémon whose Pokémon Tool is discarded (only of `whose` Pokémon, when named), or the
    /// Stadium in play (picked as its card) when `stadium`, or done when `optional`; put in the
    /// Lost Zone instead when `lost_zone`.
    ToolOrStadium {
        chooser: Seat,
        stadium: bool,
        whose: Option<Seat>,
        optional: bool,
        lost_zone: bool,
    },
    /// Which opponent "your opponent" is for a text no opponent's doing set off (TB-11):
    /// option n is the n-th the text may be used on, in turn order.
    Opponent { chooser: Seat, count: u8 },
    /// The HP of the card the text holds, guessed (option n is (n + 1) × 10 HP).
    Guess { chooser: Seat },
}

impl Wait {
    pub fn chooser(self) -> Seat {
        match self {
            Wait::Pokemon { chooser, .. }
            | Wait::Card { chooser, .. }
            | Wait::May { chooser }
            | Wait::Options { chooser, .. }
            | Wait::ToolOrStadium { chooser, .. }
            | Wait::Opponent { chooser, .. }
            | Wait::Guess { chooser } => chooser,
        }
    }
}

/// The most cards a text looks at at once (Lapras ex: "Look at the top 20 cards of your deck").
pub const LOOKED_MAX: usize = 20;

/// Where cards are picked from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Zone {
    Deck(Seat),
    Hand(Seat),
    Discard(Seat),
    /// The Energy attached to a Pokémon.
    Energy(Uid),
    /// The cards a text is looking at ([`Frame::looked`]).
    Looked,
    /// A discard pile but the cards the text discarded, its last [`Frame::discarded`] ("You
    /// can't choose a card you discarded with the effect of this card").
    DiscardBefore(Seat),
}

/// Which cards a pick accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Filter {
    Card(CardFilter),
    Energy(EnergyFilter),
}

/// The state of one text's resolution.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Frame {
    pub card: CardId,
    pub text: TextRef,
    pub pc: u16,
    /// "You": the player using the text, or their teammate when the player designates them
    /// (TB-11).
    pub actor: Seat,
    /// The player who played or used the text: the card is theirs, and goes to their discard
    /// pile; "you" ([`Frame::actor`]) is they unless they designate their teammate.
    pub player: Seat,
    /// "Your opponent", fixed when the text begins (TCG-17).
    pub opponent: Seat,
    /// The Pokémon whose text it is (the attacker, the ability's owner, a Tool's holder).
    pub this: Option<Uid>,
    /// The Pokémon that attacked, in the text an attack set off.
    pub attacking: Option<Uid>,
    /// What "that Pokémon" names: the Pokémon the last step picked or named.
    pub that: ArrayVec<Uid, 8>,
    /// Pokémon picked so far for the step being done.
    pub picked: ArrayVec<Uid, 8>,
    /// Cards moved so far by the step being done.
    pub moved: u8,
    /// The types of the cards the step being done took, wherever they went ("Basic Energy
    /// cards of different types": each card of a type none of these has).
    pub took: Types,
    /// A card picked, waiting for where it goes (an Energy to attach), and the zone it is
    /// still in until then (a sample of the game deals it there).
    pub holding: Option<(CardId, Zone)>,
    /// The Pokémon a step moves cards from, kept apart from the one it moves them to.
    pub source: Option<Uid>,
    /// Cards taken from a deck to look at, until the text says where they go.
    pub looked: ArrayVec<CardId, LOOKED_MAX>,
    /// Whose deck (or hand) the cards looked at are from.
    pub looked_owner: Seat,
    /// The cards looked at are `looked_owner`'s hand, revealed, not cards set apart.
    pub looked_hand: bool,
    /// In a view for a seat not looking: how many cards are looked at (`looked` is empty).
    pub looked_hidden: u8,
    /// The options of a "Choose 1 or both" chosen, as bits.
    pub chosen: u8,
    /// The step's picks were ended by "done".
    pub stopped: bool,
    /// The answer to a "you may" asked at this step.
    pub agreed: Option<bool>,
    pub heads: u8,
    pub tails: u8,
    pub last_heads: Option<bool>,
    pub did: bool,
    pub loops: ArrayVec<u8, 2>,
    /// The attack's own damage so far.
    pub damage: u16,
    /// Damage added by the text's effects, for a cap.
    pub added: u16,
    pub ignore_weakness: bool,
    pub ignore_resistance: bool,
    pub ignore_defending: bool,
    /// The attack's own damage is done to each Defending Pokémon ([`crate::effect::Operation::ToEachDefending`]).
    pub each_defending: bool,
    /// Cards discarded by this text ("in this way").
    pub discarded: u8,
    /// Energy cards among them.
    pub discarded_energy: u8,
    /// Pokémon this text put onto a Bench ("If you put any Pokémon onto your Bench in this way").
    pub benched: u8,
    /// Cards this text attached to Pokémon ("If you attached Energy to a Pokémon in this way").
    pub attached: u8,
    /// Cards this text put in a Lost Zone ("for each card you put in the Lost Zone in this
    /// way").
    pub lost_zoned: u8,
    /// Cards this text put from a hand into a deck ("up to that many", Perrin).
    pub decked: u8,
    /// Damage the attack's own damage step did to the Defending Pokémon.
    pub dealt: u16,
    /// The acting player won the last Rock-Paper-Scissors.
    pub won_rps: bool,
    pub wait: Option<Wait>,
    /// Where the Trainer played goes when its text is done.
    pub played_card: PlayedCard,
    /// Only testing the text's conditions before it is used: a Trainer is still in the hand.
    pub trial: bool,
    /// This text attached a card to its player's Active Pokémon ("If you attached Energy to
    /// your Active Pokémon in this way").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub attached_to_active: bool,
    /// The Prize card this text turned face up, by its place among its owner's Prize cards
    /// ("You may have your opponent switch those cards").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turned_prize: Option<u8>,
    /// The cards looked at were taken from `looked_owner`'s deck.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub looked_deck: bool,
    /// The cards looked at are shown to every seat, not the acting player alone ("Reveal the
    /// top 5 cards of your deck and have your opponent choose 2 of them").
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub looked_revealed: bool,
    /// Special Energy this attack discarded from the attacker, attached back to it after
    /// attacking ([`crate::effect::Passive::BackAfterHoldersAttack`]).
    #[serde(skip_serializing_if = "ArrayVec::is_empty")]
    pub back_after_attack: ArrayVec<CardId, 4>,
}

impl Frame {
    pub fn new(
        card: CardId,
        text: TextRef,
        actor: Seat,
        opponent: Seat,
        this: Option<Uid>,
    ) -> Self {
        Frame {
            card,
            text,
            pc: 0,
            actor,
            player: actor,
            opponent,
            this,
            attacking: None,
            that: ArrayVec::new(),
            picked: ArrayVec::new(),
            moved: 0,
            took: Types::ANY,
            holding: None,
            source: None,
            looked: ArrayVec::new(),
            looked_owner: actor,
            looked_hand: false,
            looked_hidden: 0,
            chosen: 0,
            stopped: false,
            agreed: None,
            heads: 0,
            tails: 0,
            last_heads: None,
            did: false,
            loops: ArrayVec::new(),
            damage: 0,
            added: 0,
            ignore_weakness: false,
            ignore_resistance: false,
            ignore_defending: false,
            each_defending: false,
            discarded: 0,
            discarded_energy: 0,
            benched: 0,
            attached: 0,
            lost_zoned: 0,
            decked: 0,
            dealt: 0,
            won_rps: false,
            wait: None,
            played_card: PlayedCard::Discarded,
            trial: false,
            attached_to_active: false,
            turned_prize: None,
            looked_deck: false,
            looked_revealed: false,
            back_after_attack: ArrayVec::new(),
        }
    }

    /// Clears what one step kept while it asked, when it is done.
    pub fn step_done(&mut self) {
        self.picked.clear();
        self.moved = 0;
        self.took = Types::ANY;
        self.holding = None;
        self.source = None;
        self.stopped = false;
        self.agreed = None;
        self.pc += 1;
    }
}

/// Where a picked card goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Goes {
    Hand,
    Bench,
    Discard,
    /// Held by the text, to be attached where it says next.
    Hold,
    /// Onto the owner's deck (the text shuffles it after, or not).
    Deck,
    /// Under the owner's deck.
    DeckBottom,
    /// Into the owner's Lost Zone.
    LostZone,
    /// Onto the Pokémon whose text it is, evolving it.
    Evolve,
    /// Onto the Pokémon the text picked, evolving it.
    EvolveThat,
    /// Set apart with the cards the text looks at, until it says where they go (on top of
    /// the deck once shuffled).
    Aside,
    /// Held by the text, to take a Pokémon's place in play ([`crate::effect::Operation::SwapWith`]).
    Swap,
}

impl From<Destination> for Goes {
    fn from(d: Destination) -> Self {
        match d {
            // Onto the Bench of the card's owner.
            Destination::Bench | Destination::OpponentsBench => Goes::Bench,
            Destination::EvolveThis => Goes::Evolve,
            Destination::EvolveThat => Goes::EvolveThat,
            Destination::DeckTop | Destination::SetApart => Goes::Aside,
            Destination::Discard => Goes::Discard,
            Destination::DeckBottom => Goes::DeckBottom,
            // `support.rs` lets only these and attaching (done apart) through.
            _ => Goes::Hand,
        }
    }
}
