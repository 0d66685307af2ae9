//! Raid Format's board for people: the boss (its card as a Pokémon in play, its attacks and
//! what its deck holds, listed before they are used, its piles' sizes, its cards this turn by
//! name), the Stadium and whose it is, the team's Supporters left, and
//! each player's game as the normal game's board for people shows it (the player called
//! "Player k", the boss "The boss"; a player's hand only on their own device), with what the
//! boss's last turn asks of that board (RF-25).

use altplay_core::Seat;
use altplay_tcg::format::people;
use altplay_tcg::format::words::cost_words;
use serde::Serialize;

use crate::format::words::{orders, seat_on_board};
use crate::state::{Owner, PLAYER, Phase, RaidFormat};

#[derive(Debug, Clone, Serialize)]
pub struct RaidBoard {
    pub seat: Option<Seat>,
    pub phase: Phase,
    pub boss_turns: u16,
    pub divisor: u8,
    pub boss: Boss,
    pub stadium: Option<people::Stadium>,
    /// Supporters the team may still play this turn (RF-10).
    pub supporters_left: u8,
    pub players: Vec<Player>,
}

/// The boss as every device sees it (RF-25).
#[derive(Debug, Clone, Serialize)]
pub struct Boss {
    pub name: String,
    /// The boss in play: its HP left, Energy, conditions.
    pub pokemon: Option<people::Pokemon>,
    pub deck: usize,
    pub discard: usize,
    pub lost_zone: usize,
    /// The boss's cards this turn by name, in the order drawn.
    pub recent: Vec<String>,
    /// Its attacks as printed, before it uses them.
    pub attacks: Vec<BossAttack>,
    /// What its deck holds: each card of the set-up once, with its count, as listed. The list is
    /// public; the order of the deck is not.
    pub deck_list: Vec<people::DeckLine>,
}

/// One of the boss's attacks as printed: "Max Tyrant", "Water ×3", "240", its text.
#[derive(Debug, Clone, Serialize)]
pub struct BossAttack {
    pub name: String,
    pub cost: String,
    pub damage: String,
    pub text: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Player {
    /// "Player 1".
    pub name: String,
    pub out: bool,
    /// They play with physical cards (assistant mode, RF-25): their board is at the table.
    pub physical: bool,
    /// Their part of the shared turn is over (RF-7).
    pub turn_over: bool,
    pub prizes_left: usize,
    /// What the boss's last turn did on their board, in words (RF-25).
    pub orders: Vec<String>,
    /// Their game as they (or, for another player, a spectator) see it: their side first, the
    /// boss's second.
    pub board: people::Board,
}

impl RaidFormat {
    /// The board `seat` is shown (`None`: a spectator).
    pub fn board_for(&self, seat: Option<Seat>) -> RaidBoard {
        let own = &self.own;
        let players = (0..self.players())
            .map(|k| {
                let viewer = (seat == Some(Seat(k as u8))).then_some(PLAYER);
                Player {
                    name: seat_on_board(k as u8, PLAYER),
                    out: self.is_out(k),
                    physical: self.is_physical(k),
                    turn_over: self.turn_over(k),
                    prizes_left: self.prizes_of(k),
                    orders: orders(self, k),
                    board: people::board(&self.games[k], viewer, &|s| seat_on_board(k as u8, s)),
                }
            })
            .collect();
        RaidBoard {
            seat,
            phase: self.phase,
            boss_turns: self.boss_turns,
            divisor: self.setup.config.divisor,
            boss: Boss {
                name: self.def(self.setup.boss).name.clone(),
                pokemon: self.boss.active().as_ref().map(|p| people::pokemon(own, p)),
                deck: self.boss.deck().len(),
                discard: self.boss.discard().len(),
                lost_zone: self.boss.lost_zone().len(),
                recent: self
                    .recent
                    .iter()
                    .map(|&c| self.def(c).name.clone())
                    .collect(),
                attacks: self.boss_attacks(),
                deck_list: people::deck_lines(&self.setup.table.cards, &self.setup.boss_deck),
            },
            stadium: self.stadium.map(|(card, owner)| {
                let whose = match owner {
                    Owner::Player(k) => seat_on_board(k, PLAYER),
                    Owner::Boss => "The boss".into(),
                };
                people::Stadium::new(own, card, whose)
            }),
            supporters_left: (self.players() as u8).saturating_sub(self.supporters),
            players,
        }
    }

    /// The boss's attacks as printed.
    fn boss_attacks(&self) -> Vec<BossAttack> {
        let def = self.def(self.setup.boss);
        (0..=u8::MAX)
            .zip(&self.setup.texts.attacks)
            .filter_map(|(index, (damage, text))| {
                let attack = def.attack(index)?;
                Some(BossAttack {
                    name: attack.name.clone(),
                    cost: cost_words(&attack.cost),
                    damage: damage.clone(),
                    text: text.clone(),
                })
            })
            .collect()
    }
}
