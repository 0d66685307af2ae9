//! The game state: plain data of fixed size (no heap in the hot path), with the cards of the
//! game shared by an `Arc`.

use std::sync::Arc;

use altplay_core::{GameRng, Outcome, Seat};
use arrayvec::ArrayVec;
use serde::Serialize;

use super::card::CardTable;
use super::event::Event;
use super::frame::Frame;
use super::ids::{CardId, Uid};
use super::limits::{DECK, MAX_BENCH, MAX_ENERGY, MAX_SEATS, MAX_SET_OFFS, PILE};
use super::rules::Rules;
use super::set_off::SetOff;
use crate::effect::{Lasting, SpecialCondition};

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct InPlay {
    pub(crate) uid: Uid,
    /// The Basic first, each evolution on top (the last is the Pokémon it is).
    pub(crate) stack: ArrayVec<CardId, 4>,
    pub(crate) energy: ArrayVec<CardId, MAX_ENERGY>,
    /// Pokémon Tools, and Trainers attached by their own text (PlusPower, Defender), each
    /// discarded when full.
    pub(crate) tools: ArrayVec<CardId, 4>,
    /// Damage on it, 10 per damage counter.
    pub(crate) damage: u16,
    pub(crate) conditions: Conditions,
    /// Damage counters Poison puts on it between turns (TCG-13: 1 unless an effect says).
    pub(crate) poison_counters: u8,
    /// Damage counters Confusion puts on it on tails (TCG-13: 3, written 0, unless an effect
    /// says).
    pub(crate) confusion_counters: u8,
    /// The turn it came into play or last evolved (TCG-7: it may not evolve that turn).
    pub(crate) since_turn: u16,
    /// The turn it was last Paralyzed (TCG-13).
    pub(crate) paralyzed_turn: u16,
    /// Effects of attacks on it, each until the end of a turn (they end when it leaves the
    /// Active Spot or evolves).
    pub(crate) lasting: ArrayVec<Timed, 4>,
    /// The last attack it used, for a text that asks ("If this Pokémon used Agility during
    /// your last turn").
    pub(crate) attacked: Option<UsedAttack>,
    /// The turn it last moved from the Bench to the Active Spot ("If this Pokémon moved from
    /// your Bench to the Active Spot this turn"); 0 for none.
    #[serde(skip)]
    pub(crate) moved_up: u16,
    /// The turn damage was last healed from it ("If this Pokémon was healed during this
    /// turn"); 0 for none.
    #[serde(skip)]
    pub(crate) healed: u16,
    /// The damage attacks last did to it, and whose and in which of their turns ("If this
    /// Pokémon was damaged by an attack during your opponent's last turn, this attack does that
    /// much more damage").
    #[serde(skip)]
    pub(crate) hit: Option<Hit>,
    /// The turn it last moved from the Active Spot to the Bench during its owner's turn, kept
    /// only when a card of the table watches for it; 0 for none.
    #[serde(skip)]
    pub(crate) moved_down: u16,
    /// Its owner's turn count ([`Board::turns`]) when it last retreated; 0 for none.
    #[serde(skip)]
    pub(crate) retreated: u16,
}

/// Damage attacks did to a Pokémon during one turn of one seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Hit {
    /// The attacking seat.
    pub(crate) by: Seat,
    /// That seat's turn count then ([`Board::turns`]).
    pub(crate) turn: u16,
    /// The damage done that turn, all told.
    pub(crate) damage: u16,
}

/// The last Knock Out of a seat's Pokémon during an opponent's turn: that opponent's seat and
/// its turn count then, for "If any of your Pokémon were Knocked Out [by damage from an attack]
/// during your opponent's last turn".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct KnockedOutBy {
    pub(crate) seat: Seat,
    pub(crate) turn: u16,
    /// One of that turn's Knock Outs was by damage from the opponent's attack.
    pub(crate) by_attack: bool,
    /// The top cards of the Pokémon (the first 4) that turn's attack Knocked Out, for "If any
    /// of your Fighting Pokémon were Knocked Out by damage from an attack …" (not shown: no
    /// view or text but those asks about them).
    #[serde(skip)]
    pub(crate) by_attack_cards: [Option<CardId>; 4],
    /// The top cards of the Pokémon (the first 4) Knocked Out that turn in any way, for "if any
    /// of your Team Rocket's Pokémon were Knocked Out during your opponent's last turn".
    #[serde(skip)]
    pub(crate) cards: [Option<CardId>; 4],
}

/// A Pokémon Knocked Out whose own texts (or its Tools') were set off: its cards and the Energy
/// that was attached to it, now in the discard pile, which "that Pokémon" and "the Energy
/// attached to that Pokémon" name while those texts resolve ("put that Pokémon into your
/// hand", "move 1 basic Energy card from that Pokémon to …").
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize)]
pub struct KnockedOut {
    pub(crate) uid: Uid,
    pub(crate) pokemon: ArrayVec<CardId, 4>,
    pub(crate) energy: ArrayVec<CardId, 8>,
    /// Its Retreat Cost as it was Knocked Out ("If the Pokémon this card is attached to has a
    /// Retreat Cost of exactly 4, is in the Active Spot, and is Knocked Out …"), worked out
    /// only when a card of the game watches for a Knock Out of an Active Pokémon.
    #[serde(skip)]
    pub(crate) retreat: u8,
}

/// A lasting effect and the turn at whose end it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Timed {
    pub(crate) what: Lasting,
    /// It holds during turns up to and including this one.
    pub(crate) until: u16,
    /// It holds only from this turn on.
    pub(crate) from: u16,
    /// The attack of its Pokémon it names ("can't use this attack"), or `u8::MAX`.
    pub(crate) attack: u8,
    /// It holds on the Bench too, as long as its Pokémon stays in play (`Turn::WhileInPlay`).
    pub(crate) benched_too: bool,
    /// The Pokémon it faces: it holds only while that one is in the Active Spot
    /// (`Lasting::CantAttackThis`).
    pub(crate) facing: Option<Uid>,
    /// The Pokémon whose attack set it: it ends once that one is no longer in the Active Spot
    /// (`Turn::OpponentsNextWhileActive`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) while_active: Option<Uid>,
}

/// An attack used: the attack a seat used last, for an attack that copies it ("If your
/// opponent's Pokémon used an attack … during their last turn, use it as this attack"), or the
/// attack a Pokémon used ("If this Pokémon used Agility during your last turn").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct UsedAttack {
    /// The card whose attack it was.
    pub(crate) card: CardId,
    pub(crate) index: u8,
    /// The seat's turn count when it was used ([`Board::turns`]).
    pub(crate) turn: u16,
}

/// Cards a seat may not play, from turn `from` to turn `until`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Lock {
    pub(crate) cards: crate::effect::CardFilter,
    pub(crate) from: u16,
    pub(crate) until: u16,
}

/// A lasting effect on a group of a seat's Pokémon, those that come into play later included,
/// from turn `from` to turn `until` (`Operation::DuringIncludingNew`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct SideLasting {
    pub(crate) what: crate::effect::Lasting,
    /// The group it covers, its side aside (the seat whose board holds it).
    pub(crate) group: crate::effect::Group,
    /// "Your opponent" of the text that began it.
    pub(crate) opponent: Seat,
    pub(crate) from: u16,
    pub(crate) until: u16,
}

/// The Special Conditions on a Pokémon, as bits (TCG-12).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Conditions(pub(crate) u8);

impl Conditions {
    fn bit(c: SpecialCondition) -> u8 {
        match c {
            SpecialCondition::Asleep => 1,
            SpecialCondition::Confused => 2,
            SpecialCondition::Paralyzed => 4,
            SpecialCondition::Burned => 8,
            SpecialCondition::Poisoned => 16,
        }
    }

    pub fn has(self, c: SpecialCondition) -> bool {
        self.0 & Self::bit(c) != 0
    }

    /// TCG-12: Asleep, Confused and Paralyzed replace one another; Burned and Poisoned stack.
    pub fn add(&mut self, c: SpecialCondition) {
        if Self::bit(c) & 7 != 0 {
            self.0 &= !7;
        }
        self.0 |= Self::bit(c);
    }

    pub fn remove(&mut self, c: SpecialCondition) {
        self.0 &= !Self::bit(c);
    }

    pub fn any(self) -> bool {
        self.0 != 0
    }

    /// How many Special Conditions there are.
    pub fn count(self) -> u16 {
        self.0.count_ones() as u16
    }

    pub fn clear(&mut self) {
        self.0 = 0;
    }
}

/// One seat's cards.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Board {
    /// The top card is the last.
    pub(crate) deck: ArrayVec<CardId, DECK>,
    pub(crate) hand: ArrayVec<CardId, DECK>,
    pub(crate) discard: ArrayVec<CardId, PILE>,
    pub(crate) prizes: ArrayVec<CardId, 6>,
    pub(crate) active: Option<InPlay>,
    pub(crate) bench: ArrayVec<InPlay, MAX_BENCH>,
    /// Turns this seat has begun.
    pub(crate) turns: u16,
    /// Mulligans at set-up (TCG-3).
    pub(crate) mulligans: u8,
    /// The extra draws for the others' mulligans were offered (TCG-3).
    pub(crate) offered: bool,
    /// Set-up is done: Active and Bench placed (TCG-4).
    pub(crate) ready: bool,
    /// Cards this seat may not play from its hand, each during the turns set (an opponent's
    /// effect: "your opponent can't play Item cards").
    pub(crate) locks: ArrayVec<Lock, 2>,
    /// Lasting effects on this seat's Pokémon, new ones included.
    #[serde(skip_serializing_if = "ArrayVec::is_empty")]
    pub(crate) side_lastings: ArrayVec<SideLasting, 2>,
    /// Cards put in the Lost Zone: out of the game, face up.
    pub(crate) lost_zone: ArrayVec<CardId, PILE>,
    pub(crate) knocked_out_by: Option<KnockedOutBy>,
    pub(crate) knocked_out: KnockedOut,
    /// The attack this seat used last.
    pub(crate) last_attack: Option<UsedAttack>,
    /// The attack this seat used before that one ("If 1 of your other Ancient Pokémon used an
    /// attack during your last turn", asked while an attack resolves).
    pub(crate) attack_before: Option<UsedAttack>,
    /// Per Prize card (in `prizes` order), the seats that have looked at it, as bits of the
    /// seat's index (TCG-16: only they see it).
    pub(crate) prizes_seen: [u8; 6],
    /// The hand was revealed and has not changed since: every seat sees it (TCG-16).
    pub(crate) hand_revealed: bool,
    /// This player has used a GX attack this game: one a game, whatever the card.
    pub(crate) gx_used: bool,
    /// This player has used a VSTAR Power this game: one a game (TCG-19).
    pub(crate) vstar_used: bool,
    /// Removed from the game: this seat takes no more turns (TB-9).
    pub(crate) removed: bool,
    /// The first and last turn during which this seat's coins come up tails (an opponent's
    /// effect: "whenever they flip a coin, treat it as tails"), or none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) flips_tails: Option<(u16, u16)>,
    /// This player's effect giving an opponent fewer Prize cards once a game has applied
    /// (Legacy Energy).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) once_fewer_prizes_used: bool,
}

impl Board {
    /// Puts `card` in the discard pile, or in the Lost Zone when it is a Prism Star card
    /// (TCG-19: "If a ◇ card would go to the discard pile, put it in the Lost Zone instead."):
    /// every card the engine discards goes through here.
    pub(crate) fn put_discarded(&mut self, card: CardId, cards: &CardTable) {
        if cards.get(card).prism_star {
            self.lost_zone.push(card);
        } else {
            self.discard.push(card);
        }
    }

    /// Puts each of `discarded` in the discard pile or the Lost Zone ([`Self::put_discarded`]).
    pub(crate) fn put_all_discarded(
        &mut self,
        discarded: impl IntoIterator<Item = CardId>,
        cards: &CardTable,
    ) {
        for card in discarded {
            self.put_discarded(card, cards);
        }
    }

    /// A board before set-up: `deck` (its last card on top) and nothing else.
    pub fn new(deck: impl IntoIterator<Item = CardId>) -> Board {
        Board {
            deck: deck.into_iter().collect(),
            hand: ArrayVec::new(),
            discard: ArrayVec::new(),
            prizes: ArrayVec::new(),
            active: None,
            bench: ArrayVec::new(),
            turns: 0,
            mulligans: 0,
            offered: false,
            ready: false,
            locks: ArrayVec::new(),
            side_lastings: ArrayVec::new(),
            lost_zone: ArrayVec::new(),
            knocked_out_by: None,
            knocked_out: KnockedOut::default(),
            last_attack: None,
            attack_before: None,
            prizes_seen: [0; 6],
            hand_revealed: false,
            gx_used: false,
            vstar_used: false,
            removed: false,
            flips_tails: None,
            once_fewer_prizes_used: false,
        }
    }

    pub fn in_play(&self) -> impl Iterator<Item = &InPlay> {
        self.active.iter().chain(self.bench.iter())
    }

    pub(crate) fn in_play_mut(&mut self) -> impl Iterator<Item = &mut InPlay> {
        self.active.iter_mut().chain(self.bench.iter_mut())
    }

    pub fn has_pokemon(&self) -> bool {
        self.active.is_some() || !self.bench.is_empty()
    }

    pub fn find(&self, uid: Uid) -> Option<&InPlay> {
        self.in_play().find(|p| p.uid == uid)
    }

    pub(crate) fn find_mut(&mut self, uid: Uid) -> Option<&mut InPlay> {
        self.in_play_mut().find(|p| p.uid == uid)
    }

    /// The hand, to change it: a revealed hand is hidden again once it changes.
    pub(crate) fn hand_mut(&mut self) -> &mut ArrayVec<CardId, DECK> {
        self.hand_revealed = false;
        &mut self.hand
    }

    /// Takes the top Prize card, forgetting who had seen it.
    pub(crate) fn take_prize(&mut self) -> Option<CardId> {
        let prize = self.prizes.pop()?;
        self.prizes_seen[self.prizes.len()] = 0;
        Some(prize)
    }

    pub fn is_active(&self, uid: Uid) -> bool {
        self.active.as_ref().is_some_and(|a| a.uid == uid)
    }
}

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Step {
    /// The winner of the coin flip chooses to go first or second (TCG-5).
    ChooseFirst(Seat),
    /// A seat may draw a card for each of the other's mulligans (TCG-3); `left` more.
    MulliganDraws {
        seat: Seat,
        left: u8,
    },
    /// A seat puts its Active Pokémon face down (TCG-4).
    PlaceActive(Seat),
    /// A seat puts Basics on its Bench, then says done (TCG-4).
    PlaceBench(Seat),
    /// The seat to move takes its turn (TCG-7, TCG-8).
    Turn,
    /// A seat promotes a Benched Pokémon after a Knock Out (TCG-11).
    Promote(Seat),
    /// The Active Pokémon retreats to `to` once Energy worth `left` more is discarded (TCG-7),
    /// picked card by card.
    Retreat {
        to: Uid,
        left: u8,
    },
    /// The turn is over and the format begins the next one ([`super::policies::Turns::FormatRuns`]).
    Between,
    Over(Outcome),
    /// A seat with more Benched Pokémon than it may have now discards one of them (TCG-4): the
    /// Stadium in play lowered its limit, or what raised it is gone (`flow/bench_over.rs`).
    DiscardBenched(Seat),
    /// A seat's Pokémon with more Pokémon Tools than it may have now (its ability that allowed
    /// them switched off) has one of them discarded, its owner picking (`flow/tools_over.rs`).
    DiscardTool {
        seat: Seat,
        pokemon: Uid,
    },
}

/// What happened on this turn that limits the rest of it (TCG-7).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
pub struct TurnFlags {
    pub(crate) energy_attached: bool,
    pub(crate) supporter_played: bool,
    /// The Supporter card played this turn, when it was played from the hand.
    pub(crate) supporter: Option<CardId>,
    /// An attack was declared this turn: Knock Outs from now on are by the attack.
    pub(crate) attacked: bool,
    pub(crate) stadium_played: bool,
    pub(crate) retreated: bool,
    /// The Stadium's action was used this turn.
    pub(crate) stadium_used: bool,
    /// The in-play ids whose once-a-turn ability was used, as bits of `uid % 64`.
    pub(crate) abilities_used: u64,
    /// Uses of abilities used as often as one likes that move Energy (a bound: `check.rs`).
    pub(crate) energy_moves: u8,
    /// The texts done at the end of this turn have been set off.
    pub(crate) turn_ended: bool,
    /// A player discards their hand at the end of this turn if it holds at least this many
    /// cards then (Amarys).
    pub(crate) hand_discarded_at_end: Option<(Seat, u8)>,
    /// Uses of abilities used as often as one likes that move damage counters (a bound:
    /// `legality/abilities.rs`).
    pub(crate) counter_moves: u8,
    /// The Pokémon that used its first attack and may attack again (`Lasting::AttacksTwice`):
    /// only its attack or the turn's end is offered now.
    pub(crate) attacking_again: Option<Uid>,
    /// The player whose turn it is chooses a new Active Pokémon first (Spidops), not last.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) acting_promotes_first: bool,
    /// The teams (as bits) that took their last Prize card at once by a text ("each player
    /// takes a Prize card"), for the game's end to settle as Sudden Death.
    #[serde(skip)]
    pub(crate) took_last_by_effect: u8,
}

/// A game of the normal Pokémon TCG for N seats in teams.
#[derive(Debug, Clone, PartialEq)]
pub struct Tcg {
    pub(crate) cards: Arc<CardTable>,
    pub(crate) rules: Rules,
    pub(crate) boards: ArrayVec<Board, MAX_SEATS>,
    pub(crate) stadium: Option<(CardId, Seat)>,
    /// The seat whose turn it is (or whose set-up step it is).
    pub(crate) current: Seat,
    pub(crate) first: Seat,
    /// Turns begun in the whole game, from 1.
    pub(crate) turn: u16,
    pub(crate) step: Step,
    pub(crate) flags: TurnFlags,
    pub(crate) ending: super::state::Ending,
    /// The seat whose turn it is takes another after it.
    pub(crate) extra_turn: bool,
    /// The Pokémon Checkup after this turn is skipped ("Take another turn after this one.
    /// (Skip Pokémon Checkup.)").
    pub(crate) skip_checkup: bool,
    /// A text being resolved, waiting on a choice or running.
    pub(crate) frame: Option<Frame>,
    /// Texts set off, to resolve once the text being resolved ends.
    pub(crate) set_offs: ArrayVec<SetOff, { MAX_SET_OFFS }>,
    pub(crate) next_uid: Uid,
    /// Prizes per seat at the start (TCG-4, 1 in Sudden Death).
    pub(crate) prize_count: u8,
    pub(crate) rng: GameRng,
    pub(crate) log: Option<Vec<Event>>,
    /// How the game was won, once it is.
    pub(crate) decided: Option<super::state::Decided>,
}

/// How a game was won (TCG-14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Decided {
    /// The winner took their last Prize card.
    Prizes,
    /// The loser had no Pokémon in play.
    NoPokemon,
    /// The loser could not draw at the start of their turn.
    DeckOut,
    /// A card's effect said the winner wins ("… you win this game").
    CardEffect,
}

/// How far the end of the turn has gone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize)]
pub enum Ending {
    /// The turn goes on.
    #[default]
    None,
    /// The turn is over: the Pokémon Checkup comes next.
    TurnOver,
    /// The Checkup is done: the next turn comes once every Active Spot is filled.
    Checked,
}

impl Tcg {
    /// Adds an event to the log, when the game keeps one (made only then).
    pub(in crate::game) fn record(&mut self, event: impl FnOnce() -> Event) {
        if let Some(log) = &mut self.log {
            log.push(event());
        }
    }
}
