//! What a player may see: the boss and its piles (public), each board (a player's hand only to
//! that player), the team's Supporters left and the boss's cards this turn.

use altplay_core::Seat;
use altplay_tcg::game::{CardId, InPlay, View};
use serde::Serialize;

use crate::state::{Owner, PLAYER, Phase, RaidFormat};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RaidView {
    pub seat: Option<Seat>,
    pub phase: Phase,
    pub boss_turns: u16,
    pub divisor: u8,
    pub boss: BossView,
    pub stadium: Option<(CardId, Owner)>,
    /// Supporters the team may still play this turn (RF-10).
    pub supporters_left: u8,
    pub players: Vec<PlayerView>,
    /// Every card's name, by card id (the ids the boards and piles show).
    pub card_names: Vec<String>,
}

/// The boss: its card, what is on it, and its piles' sizes (RF-25).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BossView {
    pub card: CardId,
    pub name: String,
    pub in_play: Option<InPlay>,
    pub deck: usize,
    pub discard: usize,
    pub lost_zone: usize,
    /// The boss's cards this turn, in the order drawn.
    pub recent: Vec<CardId>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    pub out: bool,
    /// They play with physical cards (assistant mode, RF-25): their board is at the table, and
    /// they report to the app.
    pub physical: bool,
    /// Their part of the shared turn is over (RF-7).
    pub turn_over: bool,
    pub prizes_left: usize,
    /// RF-25: what the boss's last turn did on their board, in words.
    pub orders: Vec<String>,
    /// Their game as they (or, for another player, a spectator) see it: their board at seat 1,
    /// the boss's at seat 2.
    pub game: View,
}

impl RaidFormat {
    pub fn view_for(&self, seat: Option<Seat>) -> RaidView {
        let cards = self.setup.cards();
        let players = (0..self.players())
            .map(|k| {
                let viewer = (seat == Some(Seat(k as u8))).then_some(PLAYER);
                PlayerView {
                    out: self.is_out(k),
                    physical: self.is_physical(k),
                    turn_over: self.turn_over(k),
                    prizes_left: self.prizes_of(k),
                    orders: crate::format::words::orders(self, k),
                    game: self.games[k].view_for(viewer),
                }
            })
            .collect();
        RaidView {
            seat,
            phase: self.phase,
            boss_turns: self.boss_turns,
            divisor: self.setup.config.divisor,
            boss: BossView {
                card: self.setup.boss,
                name: self.def(self.setup.boss).name.clone(),
                in_play: self.boss.active().cloned(),
                deck: self.boss.deck().len(),
                discard: self.boss.discard().len(),
                lost_zone: self.boss.lost_zone().len(),
                recent: self.recent.to_vec(),
            },
            stadium: self.stadium,
            supporters_left: (self.players() as u8).saturating_sub(self.supporters),
            players,
            card_names: (0..cards.len())
                .map(|i| cards.get(CardId(i as u16)).name.clone())
                .collect(),
        }
    }
}
