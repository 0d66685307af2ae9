//! What a seat may see (BG-4), and games sampled from a view for IS-MCTS: the unseen hand drawn
//! from the card pool, consistently with everything the view shows.

use std::sync::Arc;

use altplay_core::{EventLog, GameRng, Seat};
use serde::Serialize;

use crate::board::SPACES;
use crate::config::{CardInfo, Shared};
use crate::hand::Hand;
use crate::hidden;
use crate::state::{BattleGrid, EMPTY};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SpaceView {
    /// The Pokémon there (owner, card index).
    pub pokemon: Option<(Seat, u16)>,
    /// The tokens there (owner, how many).
    pub tokens: Option<(Seat, u8)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandView {
    pub size: u8,
    /// (card index, count) per distinct card, when this seat may see the hand.
    pub cards: Option<Vec<(u16, u8)>>,
}

/// Everything one seat (or a spectator) may see.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub to_move: Option<Seat>,
    pub first: Seat,
    pub spaces: [SpaceView; SPACES],
    pub hands: [HandView; 2],
    pub turns: [u8; 2],
    pub passes: u8,
    pub totals: [u32; 2],
    /// The public card table and options: no deck is in it.
    #[serde(skip)]
    shared: Arc<Shared>,
}

impl View {
    pub(crate) fn of(game: &BattleGrid, seat: Option<Seat>) -> Self {
        let open = game.shared.options.open_decklists;
        let hands = [0, 1].map(|s| HandView {
            size: game.hands[s].total(),
            cards: (open || seat == Some(Seat(s as u8)))
                .then(|| game.hands[s].held().map(|e| (e.card, e.count)).collect()),
        });
        Self {
            seat,
            to_move: (!game.over).then_some(Seat(game.to_move)),
            first: Seat(game.first),
            spaces: std::array::from_fn(|s| SpaceView {
                pokemon: game.occupant(s as u8),
                tokens: game.tokens(s as u8),
            }),
            hands,
            turns: game.turns,
            passes: game.passes,
            totals: game.totals(),
            shared: Arc::clone(&game.shared),
        }
    }

    pub fn cards(&self) -> &[CardInfo] {
        &self.shared.cards
    }

    /// The cards this view may know of, with their indices: the public pool, the Pokémon in
    /// play and the hands it is shown. A card only the other hidden hand holds is not among
    /// them (BG-4).
    pub fn known_cards(&self) -> impl Iterator<Item = (u16, &CardInfo)> {
        let mut known = vec![false; self.shared.cards.len()];
        known[..usize::from(self.shared.public)].fill(true);
        let on_board = self.spaces.iter().filter_map(|s| s.pokemon.map(|(_, c)| c));
        let in_hands = self
            .hands
            .iter()
            .filter_map(|h| h.cards.as_ref())
            .flatten()
            .map(|&(c, _)| c);
        for card in on_board.chain(in_hands) {
            known[usize::from(card)] = true;
        }
        (0..self.shared.cards.len() as u16)
            .zip(&self.shared.cards)
            .filter(move |&(i, _)| known[usize::from(i)])
    }
}

impl BattleGrid {
    /// A full game consistent with `view`: every hand the view shows is as shown; a hidden hand
    /// is drawn from the card pool less what its owner has placed (at most 2 of a name in all,
    /// and a Basic if they have placed nothing yet), stronger cards of a class more often (see
    /// [`hidden`](crate::hidden)). Reads nothing but the view.
    pub fn sample_from_view(view: &View, rng: &mut GameRng) -> BattleGrid {
        let shared = &view.shared;
        let mut game = BattleGrid {
            shared: Arc::clone(shared),
            occupant: [EMPTY; SPACES],
            pokemon: [0; 2],
            tokens: [0; SPACES],
            token_mask: [0; 2],
            hands: [Hand::default(); 2],
            columns: [[0; 3]; 2],
            turns: view.turns,
            to_move: view.to_move.map_or(0, |s| s.0),
            first: view.first.0,
            passes: view.passes,
            over: view.to_move.is_none(),
            events: EventLog::new(false),
        };
        for (s, space) in view.spaces.iter().enumerate() {
            if let Some((owner, card)) = space.pokemon {
                let hp = shared.cards[card as usize].hp;
                game.add_pokemon(owner.index(), card, hp, s as u8);
            }
            if let Some((owner, n)) = space.tokens {
                game.tokens[s] = n;
                game.token_mask[owner.index()] |= 1 << s;
            }
        }
        for seat in 0..2 {
            let hand = &view.hands[seat];
            let cards: Vec<u16> = match &hand.cards {
                Some(held) => held
                    .iter()
                    .flat_map(|&(card, n)| std::iter::repeat_n(card, n as usize))
                    .collect(),
                None => hidden::sample_hand(&game, seat, hand.size as usize, rng),
            };
            game.hands[seat] = Hand::from_cards(&cards, &shared.cards);
        }
        game
    }
}
