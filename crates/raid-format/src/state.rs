//! The state of a Raid Format game: one game of the standard engine per player (the player at
//! seat 1, the boss at seat 2), the one true boss board, the shared Stadium, and where the round
//! stands.

use std::sync::Arc;

use altplay_core::{GameRng, Outcome, Seat};
use altplay_tcg::game::{Action as TcgAction, Board, CardDef, CardId, Interlude, Tcg, Uid};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::config::Setup;
use crate::event::Entry;

/// RF-1: at most 5 players.
pub const MAX_PLAYERS: usize = 5;
/// In each player's game: the player's seat and the boss's.
pub const PLAYER: Seat = Seat(0);
pub const BOSS: Seat = Seat(1);
/// The boss cards of the turn a view shows.
pub const RECENT: usize = 16;

/// An action of one player (seats are players, numbered from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "do", deny_unknown_fields)]
pub enum Action {
    /// `player` acts on their own board: an action of the standard game, or an answer to a
    /// choice a boss card asks of them (RF-15).
    Play { player: u8, action: TcgAction },
    /// RF-10: `player` plays the Supporter `card` from their hand and gives its effect to the
    /// player `to`, who resolves it; Boss's Orders given acts as a Switch for `to`, bringing in
    /// their Benched Pokémon `switch`.
    Give {
        player: u8,
        card: CardId,
        to: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        switch: Option<Uid>,
    },
    /// Assistant mode (RF-25): `player`, with physical cards, reports the damage their attack
    /// did to the boss, their Weakness and Resistance applied (RF-12), in steps of 10.
    ReportDamage { player: u8, damage: u16 },
    /// A player with physical cards reports a Supporter they played (RF-10's quota).
    ReportSupporter { player: u8 },
    /// A player with physical cards reports Prize cards they took (RF-19, RF-21).
    ReportPrizes { player: u8, count: u8 },
}

/// The most damage one report gives (RF-12): far above any attack.
pub const MAX_REPORTED_DAMAGE: u16 = 990;

impl Action {
    pub fn player(&self) -> u8 {
        match *self {
            Action::Play { player, .. }
            | Action::Give { player, .. }
            | Action::ReportDamage { player, .. }
            | Action::ReportSupporter { player }
            | Action::ReportPrizes { player, .. } => player,
        }
    }
}

/// Where the round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// Each player sets up their own board (RF-5).
    SetUp,
    /// The players' shared turn (RF-7).
    Players,
    /// A boss card is resolved on `player`'s board, who is asked a choice (RF-15).
    BossCard {
        card: CardId,
        player: u8,
    },
    /// The boss's attack is resolved on `player`'s board, who is asked a choice (RF-16).
    BossAttack {
        index: u8,
        player: u8,
    },
    Over(Outcome),
}

/// A board an action or a boss card is resolved on: a player's, or the boss's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum On {
    Player(usize),
    Own,
}

/// Who owns the Stadium in play (RF-9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Owner {
    Player(u8),
    Boss,
}

/// A game of Raid Format.
#[derive(Debug, Clone, PartialEq)]
pub struct RaidFormat {
    pub setup: Arc<Setup>,
    /// Player k's game: their board and the boss's, as lent. A player with physical cards has an
    /// empty board here: the boss's cards do nothing on it, and the app tells them what to do.
    /// On the heap: six games of the standard engine are too large for a thread's stack.
    pub games: Vec<Tcg>,
    /// The boss's own board, facing an empty one: its cards and attack resolve here first, for
    /// their part on the boss (a heal, a draw, the card to its discard pile), the boss choosing
    /// for itself.
    pub own: Box<Tcg>,
    /// The Prize cards left of each player with physical cards (RF-19), as they report them.
    pub prizes_left: [u8; MAX_PLAYERS],
    /// The boss as it is: its deck, discard pile, Lost Zone, and the boss in play.
    pub boss: Board,
    /// The boss as it was before the card or attack being resolved, lent to each player's board:
    /// the boss's own part of a card happens once (on its own board), its part on the players
    /// once per player (RF-15, RF-16).
    pub boss_before: Board,
    /// The Stadium in play and its owner (RF-9).
    pub stadium: Option<(CardId, Owner)>,
    pub phase: Phase,
    /// Boss turns begun.
    pub boss_turns: u16,
    /// Supporters the team has played this turn (RF-10).
    pub supporters: u8,
    /// Players out, as bits (RF-19).
    pub out: u8,
    /// Boss cards still to draw this turn (RF-13).
    pub draws_left: u8,
    /// The boss's discard pile was shuffled into its deck this turn (RF-14).
    pub reshuffled: bool,
    /// The attack the boss uses this turn, once chosen (RF-16).
    pub attack: Option<u8>,
    /// While the boss resolves the cards a player's Judge made it draw (RF-24): where each
    /// board stood, to go back to.
    pub interlude: Option<Vec<Interlude>>,
    /// The boss's cards this turn, in the order drawn.
    pub recent: ArrayVec<CardId, RECENT>,
    /// The boss's chance: its deck's shuffles and its attack's choice.
    pub rng: GameRng,
    pub log: Option<Vec<Entry>>,
}

impl RaidFormat {
    pub fn players(&self) -> usize {
        self.games.len()
    }

    pub fn is_out(&self, k: usize) -> bool {
        self.out & 1 << k != 0
    }

    /// The players still in, lowest first.
    pub fn in_players(&self) -> impl Iterator<Item = usize> + use<'_> {
        (0..self.players()).filter(|&k| !self.is_out(k))
    }

    pub(crate) fn record(&mut self, entry: impl FnOnce() -> Entry) {
        if let Some(log) = &mut self.log {
            log.push(entry());
        }
    }

    /// Moves player `k`'s game's new events into the one log (RF-26).
    pub(crate) fn gather_log(&mut self, k: usize) {
        if let (Some(log), Some(theirs)) = (&mut self.log, self.games[k].drain_log()) {
            log.extend(theirs.map(|e| Entry::Board(k as u8, e)));
        }
    }

    /// Lends the boss and the Stadium to every player still in, and to the boss's own board.
    pub(crate) fn lend_all(&mut self) {
        let out = self.out;
        for (k, game) in self.games.iter_mut().enumerate() {
            if out & 1 << k == 0 {
                lend_to(game, k, &self.boss, self.stadium);
            }
        }
        self.lend_own();
    }

    /// A card of the table, as the engine plays it.
    pub fn def(&self, card: CardId) -> &CardDef {
        self.setup.cards().get(card)
    }

    /// Player `k`'s board's legal actions.
    pub(crate) fn legal_on(&self, k: usize) -> Vec<TcgAction> {
        let mut legal = Vec::new();
        self.games[k].legal(&mut legal);
        legal
    }

    /// Lends the boss as it is, and the Stadium, to its own board.
    pub(crate) fn lend_own(&mut self) {
        self.own.lend_board(BOSS, &self.boss);
        self.own
            .put_stadium(self.stadium.map(|(card, _)| (card, BOSS)));
    }

    pub fn is_physical(&self, k: usize) -> bool {
        self.setup.is_physical(k)
    }

    /// The Prize cards player `k` has left: as they report them with physical cards (RF-25),
    /// else as on their board.
    pub fn prizes_of(&self, k: usize) -> usize {
        if self.is_physical(k) {
            usize::from(self.prizes_left[k])
        } else {
            self.games[k].board(PLAYER).prizes().len()
        }
    }

    /// Takes back what an action on board `on` did to the Stadium (RF-9): a new one is that
    /// player's or the boss's; a player's one that left play goes to its owner's discard pile,
    /// where the engine, lent it as the boss's there, put it on the boss's.
    pub(crate) fn take_stadium(&mut self, on: On) {
        let (game, player) = match on {
            On::Player(k) => (&mut self.games[k], Some(k)),
            On::Own => (&mut *self.own, None),
        };
        let now = game.stadium();
        if now.map(|(c, _)| c) == self.stadium.map(|(c, _)| c) {
            return;
        }
        let returned = match self.stadium {
            Some((old, Owner::Player(j))) if Some(usize::from(j)) != player => game
                .take_from_discard(BOSS, old)
                .then_some((old, usize::from(j))),
            _ => None,
        };
        if let Some((old, j)) = returned {
            self.games[j].put_in_discard(PLAYER, old);
        }
        self.stadium = now.map(|(card, seat)| match player {
            Some(k) if seat == PLAYER => (card, Owner::Player(k as u8)),
            _ => (card, Owner::Boss),
        });
    }

    /// The first player still in.
    pub(crate) fn first_in(&self) -> Option<usize> {
        self.in_players().next()
    }
}

/// Lends `boss`, and the Stadium, to player `k`'s `game`: a Stadium is the player's own there
/// when it is theirs, else it is lent as the boss's.
pub(crate) fn lend_to(game: &mut Tcg, k: usize, boss: &Board, stadium: Option<(CardId, Owner)>) {
    game.lend_board(BOSS, boss);
    game.put_stadium(stadium.map(|(card, owner)| {
        let seat = if owner == Owner::Player(k as u8) {
            PLAYER
        } else {
            BOSS
        };
        (card, seat)
    }));
}
