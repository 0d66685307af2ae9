//! The attacks a Pokémon may use: its own, then those the Trainer cards attached to it lend
//! (Technical Machines: "That Pokémon may use this card's attack instead of its own"), then
//! those of the cards it evolved from when an effect says so (Meteor Falls), then the Stadium's
//! when it lends them (Holon Lake: "… can use attacks on this card"), then those of its
//! owner's other Pokémon an ability lets it use ("Bellossom can use the attacks of all Oddish,
//! Gloom, … you have in play as its own"). An attack action's index counts through all of
//! them, in that order.

use arrayvec::ArrayVec;

use crate::effect::Lasting;
use crate::game::model::card::{AbilityDef, AttackDef};
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Tcg};

/// The most cards whose attacks one Pokémon may use: itself, its attached cards, the rest of
/// its owner's Pokémon in play.
type AttackCards = ArrayVec<CardId, 16>;

impl Tcg {
    /// The attack `index` of the Pokémon: the card it is printed on and its index there.
    pub(in crate::game) fn usable_attack(&self, p: &InPlay, index: u8) -> Option<(CardId, u8)> {
        let mut at = usize::from(index);
        for card in self.attack_cards(p) {
            let printed = self.def(card).attacks().len();
            if at < printed {
                return Some((card, at as u8));
            }
            at -= printed;
        }
        None
    }

    /// The current seat's Pokémon that would attack: the Active Pokémon, or the Benched Pokémon
    /// `from_bench` ([`crate::game::Action::AttackFromBench`]).
    pub fn attacking_now(&self, from_bench: Option<Uid>) -> Option<&InPlay> {
        let board = &self.boards[self.current.index()];
        match from_bench {
            None => board.active.as_ref(),
            Some(uid) => board.bench.iter().find(|p| p.uid == uid),
        }
    }

    /// The attack `index` of the Pokémon (its own, lent or borrowed), for players and words.
    pub fn attack_of(&self, p: &InPlay, index: u8) -> Option<&AttackDef> {
        let (card, at) = self.usable_attack(p, index)?;
        self.def(card).attack(at)
    }

    /// The cards whose attacks the Pokémon may use, in order.
    // Inlined: asked at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn attack_cards(&self, p: &InPlay) -> AttackCards {
        let top = p.stack[p.stack.len() - 1];
        let mut cards = AttackCards::new();
        cards.push(top);
        let tools = p.tools.iter().filter(|_| !self.tools_off(p));
        for &card in tools {
            let def = self.def(card);
            // A Seal Stone lends its VSTAR Power to a Pokémon V only.
            let lent_to = def.trainer().and_then(|t| t.abilities_for);
            if !def.attacks().is_empty() && lent_to.is_none_or(|kind| self.is_kind(p, kind)) {
                let _ = cards.try_push(card);
            }
        }
        if !self.cards.lends_attacks_in_play {
            return cards;
        }
        self.lent_in_play(p, &mut cards);
        for (index, ability) in self.abilities(p).iter().enumerate() {
            if let AbilityDef::UsesAttacksOf { of, unless, .. } = ability {
                self.borrowed(p, index as u8, of, unless, &mut cards);
            }
        }
        cards
    }

    /// The cards a Stadium's effect lends `p` the attacks of: those it evolved from ("… can use
    /// any attack from its Basic Pokémon or its Stage 1 Evolution card"), the Stadium's own
    /// ("… can use attacks on this card instead of its own").
    fn lent_in_play(&self, p: &InPlay, cards: &mut AttackCards) {
        let lastings = self.lastings(p);
        let has = |f: fn(&Lasting) -> bool| lastings.iter().any(|(l, _)| f(l));
        if p.stack.len() > 1 && has(|l| matches!(l, Lasting::UsesAttacksBelow(_))) {
            for &card in &p.stack[..p.stack.len() - 1] {
                let _ = cards.try_push(card);
            }
        }
        if let Some((stadium, _)) = self.stadium
            && !self.def(stadium).attacks().is_empty()
            && has(|l| matches!(l, Lasting::UsesStadiumAttacks(_)))
        {
            let _ = cards.try_push(stadium);
        }
    }

    /// The other Pokémon of `p`'s owner whose card passes one of `of`, their attacks borrowed
    /// by `p`'s ability `index` unless one of `unless` holds.
    fn borrowed(
        &self,
        p: &InPlay,
        index: u8,
        of: &[crate::effect::CardFilter],
        unless: &[crate::effect::Condition],
        cards: &mut AttackCards,
    ) {
        let Some((seat, _)) = self.locate(p.uid) else {
            return;
        };
        let top = p.stack[p.stack.len() - 1];
        let frame = Frame::new(
            top,
            TextRef::Ability(index),
            seat,
            self.default_opponent(seat),
            Some(p.uid),
        );
        if unless.iter().any(|&c| self.holds(&frame, c)) {
            return;
        }
        for other in self.boards[seat.index()].in_play() {
            let card = other.stack[other.stack.len() - 1];
            if other.uid != p.uid
                && of
                    .iter()
                    .any(|&f| self.passes(card, Filter::Card(f), Some(&frame)))
            {
                let _ = cards.try_push(card);
            }
        }
    }
}
