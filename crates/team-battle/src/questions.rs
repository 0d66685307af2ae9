//! The questions the app offers (TB-6: yes/no only), each with the truthful answer from the
//! teammate's own hand and board: what the AI players answer.

use altplay_cards::printed::TrainerKind;
use altplay_core::Seat;
use altplay_tcg::game::{CardDef, DefKind, Tcg};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StandardQuestion {
    Supporter,
    Item,
    Energy,
    BasicPokemon,
    Stadium,
    ActiveCanAttack,
}

impl StandardQuestion {
    pub const ALL: [StandardQuestion; 6] = [
        StandardQuestion::Supporter,
        StandardQuestion::Item,
        StandardQuestion::Energy,
        StandardQuestion::BasicPokemon,
        StandardQuestion::Stadium,
        StandardQuestion::ActiveCanAttack,
    ];

    /// The exact words the app offers.
    pub fn text(self) -> &'static str {
        match self {
            StandardQuestion::Supporter => "Do you have a Supporter card in your hand?",
            StandardQuestion::Item => {
                "Do you have an Item card (a Pokémon Tool included) in your hand?"
            }
            StandardQuestion::Energy => "Do you have an Energy card in your hand?",
            StandardQuestion::BasicPokemon => "Do you have a Basic Pokémon in your hand?",
            StandardQuestion::Stadium => "Do you have a Stadium card in your hand?",
            StandardQuestion::ActiveCanAttack => {
                "Does your Active Pokémon have the Energy for one of its attacks?"
            }
        }
    }

    /// The standard question `text` is, ignoring case and the spaces around it.
    pub fn read(text: &str) -> Option<StandardQuestion> {
        let text = text.trim();
        Self::ALL
            .into_iter()
            .find(|q| q.text().eq_ignore_ascii_case(text))
    }

    /// The truthful answer of `seat` in `game`.
    pub fn answer(self, game: &Tcg, seat: Seat) -> bool {
        let hand = &game.board(seat).hand();
        let in_hand = |test: fn(&CardDef) -> bool| hand.iter().any(|&c| test(game.def(c)));
        match self {
            StandardQuestion::Supporter => in_hand(CardDef::is_supporter),
            StandardQuestion::Item => in_hand(is_item),
            StandardQuestion::Energy => in_hand(|c| c.energy().is_some()),
            StandardQuestion::BasicPokemon => in_hand(CardDef::is_basic),
            StandardQuestion::Stadium => {
                in_hand(|c| trainer_kind(c) == Some(&TrainerKind::Stadium))
            }
            StandardQuestion::ActiveCanAttack => !game.affordable_attacks(seat).is_empty(),
        }
    }
}

fn trainer_kind(card: &CardDef) -> Option<&TrainerKind> {
    card.trainer().map(|t| &t.kind)
}

/// An Item card in the hand: an Item, a Pokémon Tool or a machine (Tools and Technical Machines
/// are Items), or a Fossil (an Item card until played as a Pokémon).
fn is_item(card: &CardDef) -> bool {
    match &card.kind {
        DefKind::Trainer(t) => !matches!(t.kind, TrainerKind::Supporter | TrainerKind::Stadium),
        DefKind::Pokemon(p) => p.trainer_card,
        DefKind::Energy(_) => false,
    }
}
