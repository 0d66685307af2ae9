//! Activated texts played on real cards: a Stadium's action "Once during each player's turn,
//! that player may …" (its third person read as the acting player's), and abilities used once
//! during your turn.

mod common;

use std::collections::BTreeSet;

use altplay_core::Game;
use altplay_tcg::game::{Action, CardId, Tcg};
use common::*;

/// Double Colorless Energy (Base Set): a Special Energy card.
const DOUBLE_COLORLESS: &str = "base1-96";

/// Base Set Pikachu against Base Set Charmander, both with Grass Energy in the deck, the
/// Stadium `stadium` in play.
fn under_stadium(stadium: &str) -> Pos {
    Pos::duel(mon("base1-58"), mon("base1-46"))
        .stadium(stadium)
        .decks(&["Grass Energy", "Grass Energy", "Grass Energy"])
}

/// The actions the player may take now.
fn legal(game: &Tcg) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

/// Uses the Stadium in play's action, then picks `cards` in turn.
fn use_stadium(game: &mut Tcg, cards: &[CardId]) {
    play(game, &[Action::Stadium]);
    for &card in cards {
        play(game, &[Action::PickCard { card }]);
    }
}

/// The cards in seat 1's hand.
fn hand(game: &Tcg) -> Vec<CardId> {
    game.boards[0].hand.to_vec()
}

/// For seeds 0 to 15, uses the Stadium `stadium` with `discard` in seat 1's discard pile,
/// picking its Fire Energy when offered; gives the hand sizes seen after.
fn hands_after_flips(stadium: &str, discard: &[&str]) -> BTreeSet<usize> {
    let mut seen = BTreeSet::new();
    for seed in 0..16 {
        let mut game = under_stadium(stadium).discard(0, discard).game(seed);
        let basic = card(&game, "base1-98");
        play(&mut game, &[Action::Stadium]);
        if legal(&game).contains(&Action::PickCard { card: basic }) {
            play(&mut game, &[Action::PickCard { card: basic }]);
        }
        assert!(
            game.act(&Action::Stadium).is_err(),
            "once during each player's turn"
        );
        seen.insert(hand(&game).len());
    }
    seen
}

#[test]
fn energy_stadium_puts_a_basic_energy_from_the_discard_pile_into_the_hand_on_heads() {
    // Energy Stadium: "Once during each player's turn (before attacking), that player may
    // flip a coin. If heads, that player puts a basic Energy card from his or her discard
    // pile into his or her hand." Double Colorless Energy is not basic: never taken.
    let seen = hands_after_flips("neo4-99", &[DOUBLE_COLORLESS, "Fire Energy"]);
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 1]);
}

#[test]
fn burned_tower_searches_the_discard_pile_for_a_basic_energy_on_heads() {
    // Burned Tower: "… that player may flip a coin. If heads, the player searches his or her
    // discard pile for a basic Energy card, shows it to his or her opponent, and put it into
    // his or her hand."
    let seen = hands_after_flips("hgss3-71", &[DOUBLE_COLORLESS, "Fire Energy"]);
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 1]);
}

#[test]
fn power_tree_gives_a_basic_energy_back_only_without_special_energy_in_the_discard_pile() {
    // Power Tree: "Once during each player's turn, if the player has no Special Energy cards
    // in his or her discard pile, that player searches his or her discard pile for a basic
    // Energy card, show it to the opponent, and put it into his or her hand."
    let mut game = under_stadium("ex12-76")
        .discard(0, &["Fire Energy", "Water Energy"])
        .game(1);
    let fire = card(&game, "base1-98");
    use_stadium(&mut game, &[fire]);
    assert_eq!(hand(&game), [fire]);
    assert_eq!(game.boards[0].discard.len(), 1);
    // With a Special Energy card there, nothing comes back.
    let mut game = under_stadium("ex12-76")
        .discard(0, &["Fire Energy", DOUBLE_COLORLESS])
        .game(1);
    play(&mut game, &[Action::Stadium]);
    assert!(hand(&game).is_empty());
    assert_eq!(game.boards[0].discard.len(), 2);
}

#[test]
fn scorched_earth_draws_2_cards_for_a_fire_or_fighting_energy_discarded_from_the_hand() {
    // Scorched Earth: "Once during each player's turn, that player may discard a Fire or
    // Fighting Energy card from his or her hand. If that player does so, he or she draws 2
    // cards."
    let mut game = under_stadium("xy5-138")
        .hand(0, &["Water Energy", "Fighting Energy", "Fire Energy"])
        .game(1);
    let water = card(&game, "base1-102");
    let fighting = card(&game, "base1-97");
    play(&mut game, &[Action::Stadium]);
    assert!(
        game.act(&Action::PickCard { card: water }).is_err(),
        "a Water Energy is neither Fire nor Fighting"
    );
    play(&mut game, &[Action::PickCard { card: fighting }]);
    assert_eq!(game.boards[0].discard.as_slice(), [fighting]);
    assert_eq!(hand(&game).len(), 4, "Water, Fire and 2 cards drawn");
    assert_eq!(game.boards[0].deck.len(), 1);
    // Without such an Energy in the hand, nothing is drawn.
    let mut game = under_stadium("xy10-110").hand(0, &["Water Energy"]).game(1);
    play(&mut game, &[Action::Stadium]);
    assert_eq!(hand(&game).len(), 1);
    assert_eq!(game.boards[0].deck.len(), 3);
}
