//! Always-on damage modifiers and attack locks, played on real cards: damage dealt more, taken
//! less or prevented, from Supporters lasting this turn, Pokémon Tools and abilities, and
//! "can't attack" conditions.

mod common;

use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Base Set Pikachu (Gnaw [C] 10, a Lightning Energy) against Base Set Chansey (120 HP), seat 1 holding `hand`,
/// `mine` and `theirs` Prize cards, a Water Energy in each deck.
fn pikachu_holding(hand: &[&str], mine: usize, theirs: usize) -> Pos {
    Pos::duel(
        mon("base1-58").energy(&["Lightning Energy"]),
        mon("base1-3"),
    )
    .hand(0, hand)
    .decks(&["Water Energy"; 3])
    .prizes(0, &vec!["Water Energy"; mine])
    .prizes(1, &vec!["Water Energy"; theirs])
}

/// Plays the Trainer `trainer` of the hand, then Gnaw: the game after.
fn gnaw_after(mut game: Tcg, trainer: &str) -> Tcg {
    let trainer = card(&game, trainer);
    play(
        &mut game,
        &[Action::Play { card: trainer }, Action::Attack { index: 0 }],
    );
    game
}

const BLACK_BELT: &str = "hgss4-85";
const BUCKS_TRAINING: &str = "dp6-130";

#[test]
fn black_belt_adds_40_this_turn_only_while_behind_on_prizes() {
    // Black Belt: "You may use this card only if you have more Prize cards left than your
    // opponent. During this turn, each of your Active Pokémon's attacks does 40 more damage to
    // your opponent's Active Pokémon (before applying Weakness and Resistance)."
    let behind = pikachu_holding(&[BLACK_BELT], 3, 2).game(1);
    assert_eq!(active(&gnaw_after(behind, BLACK_BELT), 1).damage, 50);
    let mut even = pikachu_holding(&[BLACK_BELT], 2, 2).game(1);
    let belt = card(&even, BLACK_BELT);
    assert!(even.act(&Action::Play { card: belt }).is_err());
}

#[test]
fn bucks_training_draws_2_and_adds_10_this_turn() {
    // Buck's Training: "Draw 2 cards. As long as Buck's Training is next to your Active
    // Pokémon, each of your Active Pokémon's attacks does 10 more damage to the Active Pokémon
    // (before applying Weakness and Resistance)."
    let game = gnaw_after(
        pikachu_holding(&[BUCKS_TRAINING], 2, 2).game(1),
        BUCKS_TRAINING,
    );
    assert_eq!(active(&game, 1).damage, 20);
    // The 2 cards drawn, and the Supporter discarded as the turn ended.
    assert_eq!(game.boards[0].hand.len(), 2);
}
