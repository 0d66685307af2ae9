//! The Standard cards left unplayable after the fifth pass of issue 29 on Prize cards and hidden
//! information (the sixth pass): each test plays the real card that prints the text, and checks
//! who may see each Prize card afterwards, which IS-MCTS's games dealt from a view keep.

mod common;

use altplay_core::{GameRng, Seat};
use altplay_tcg::game::{Action, Tcg};
use common::*;

const ARC_PHONE: &str = "swsh11-152";
const HEAVY_BALL: &str = "swsh10-146";
const BOTHER_BOT: &str = "sv10-172";
/// A Basic Pokémon (Charmander).
const BASIC: &str = "svp-44";
/// Cards that are not Basic Pokémon (Nest Ball, Potion, Salvatore).
const NEST_BALL: &str = "sv1-181";
const POTION: &str = "sv1-188";
const SALVATORE: &str = "sv5-212";

fn sorted(cards: &[altplay_tcg::game::CardId]) -> Vec<altplay_tcg::game::CardId> {
    let mut cards = cards.to_vec();
    cards.sort_unstable();
    cards
}

/// Seat 1 holding `hand`, with `deck` (top first) and `prizes`; seat 2 holding `theirs` with
/// two Potions as Prize cards.
fn holding(hand: &[&str], deck: &[&str], prizes: &[&str], theirs: &[&str]) -> Tcg {
    Pos::duel(mon(BASIC), mon("swsh1-11"))
        .hand(0, hand)
        .deck(0, deck)
        .prizes(0, prizes)
        .hand(1, theirs)
        .deck(1, &["Grass Energy"])
        .prizes(1, &[POTION, POTION])
        .game(1)
}

#[test]
fn arc_phone_switches_the_top_card_with_a_face_down_prize_card() {
    // "Look at the top card of your deck. You may switch that card with 1 of your face-down
    // Prize cards. (The cards stay face down.)"
    let deck = [SALVATORE, POTION];
    let prizes = [NEST_BALL, NEST_BALL];
    let mut game = holding(&[ARC_PHONE], &deck, &prizes, &[]);
    play_card(&mut game, ARC_PHONE);
    play(&mut game, &[Action::Yes]);
    let (salvatore, ball) = (card(&game, SALVATORE), card(&game, NEST_BALL));
    let board = game.board(Seat(0));
    assert_eq!(board.deck().last(), Some(&ball), "a Prize card on top");
    assert_eq!(sorted(board.prizes()), sorted(&[salvatore, ball]));
    let at = board.prizes().iter().position(|&c| c == salvatore).unwrap();
    assert_eq!(board.prizes_seen()[at], 1, "seen by the player alone");
    let theirs = game.view_for(Some(SEAT_2));
    assert_eq!(theirs.boards[0].prize_cards, [None, None]);
    // A game dealt from the player's view keeps the card they put there.
    let mine = game.view_for(Some(Seat(0)));
    for seed in 0..8 {
        let dealt = Tcg::sample(&mine, &mut GameRng::from_seed(seed));
        assert_eq!(dealt.board(Seat(0)).prizes()[at], salvatore);
    }
    // Declined, the card goes back on top.
    let mut game = holding(&[ARC_PHONE], &deck, &prizes, &[]);
    play_card(&mut game, ARC_PHONE);
    play(&mut game, &[Action::Done]);
    assert_eq!(game.board(Seat(0)).deck().last(), Some(&salvatore));
    assert_eq!(game.board(Seat(0)).prizes_seen(), [0; 6]);
}

#[test]
fn hisuian_heavy_ball_takes_a_basic_pokemon_from_the_prize_cards_and_takes_its_place() {
    // "Look at your face-down Prize cards. You may reveal a Basic Pokémon you find there, put it
    // into your hand, and put this Hisuian Heavy Ball in its place as a face-down Prize card.
    // (If you don't reveal a Basic Pokémon, put this card in the discard pile.) Then, shuffle
    // your face-down Prize cards."
    let prizes = [NEST_BALL, BASIC, NEST_BALL];
    let mut game = holding(&[HEAVY_BALL], &[POTION], &prizes, &[]);
    play_card(&mut game, HEAVY_BALL);
    let (heavy, basic, nest) = (
        card(&game, HEAVY_BALL),
        card(&game, BASIC),
        card(&game, NEST_BALL),
    );
    assert_eq!(offered(&game), [basic], "only the Basic Pokémon");
    answering_first(&mut game);
    let board = game.board(Seat(0));
    assert_eq!(board.hand(), [basic]);
    assert_eq!(sorted(board.prizes()), sorted(&[nest, heavy, nest]));
    assert!(board.discard().is_empty(), "the Heavy Ball is a Prize card");
    assert_eq!(
        board.prizes_seen(),
        [1, 1, 1, 0, 0, 0],
        "the player saw them all"
    );

    // Declined, the Heavy Ball is discarded and the Prize cards stay.
    let mut game = holding(&[HEAVY_BALL], &[POTION], &prizes, &[]);
    play_card(&mut game, HEAVY_BALL);
    play(&mut game, &[Action::Done]);
    let board = game.board(Seat(0));
    assert_eq!(board.discard(), [heavy]);
    assert_eq!(sorted(board.prizes()), sorted(&[nest, basic, nest]));
    assert!(board.hand().is_empty());
}

#[test]
fn team_rockets_bother_bot_turns_a_prize_card_face_up_and_switches_it_with_a_hand_card() {
    // "Turn 1 of your opponent's face-down Prize cards face up and choose a random card from
    // your opponent's hand. Your opponent reveals that card. You may have your opponent switch
    // those cards. (That Prize card remains face up for the rest of the game.)"
    let mut game = holding(&[BOTHER_BOT], &[POTION], &[NEST_BALL], &[BASIC]);
    play_card(&mut game, BOTHER_BOT);
    play(&mut game, &[Action::Yes]);
    let (basic, potion) = (card(&game, BASIC), card(&game, POTION));
    let board = game.board(SEAT_2);
    assert_eq!(board.hand(), [potion], "the Prize card into the hand");
    assert_eq!(sorted(board.prizes()), sorted(&[basic, potion]));
    let at = board.prizes().iter().position(|&c| c == basic).unwrap();
    assert_eq!(board.prizes_seen()[at], 0b11, "face up: both seats see it");
    for seat in [Seat(0), SEAT_2] {
        let view = game.view_for(Some(seat));
        assert_eq!(view.boards[1].prize_cards[at], Some(basic));
        // A game dealt from either seat's view keeps the face-up Prize card.
        for seed in 0..8 {
            let dealt = Tcg::sample(&view, &mut GameRng::from_seed(seed));
            assert_eq!(dealt.board(SEAT_2).prizes()[at], basic);
        }
    }
    // Declined, the card goes back to the hand and the Prize card stays face up.
    let mut game = holding(&[BOTHER_BOT], &[POTION], &[NEST_BALL], &[BASIC]);
    play_card(&mut game, BOTHER_BOT);
    play(&mut game, &[Action::Done]);
    let board = game.board(SEAT_2);
    assert_eq!(board.hand(), [basic]);
    assert_eq!(board.prizes(), [potion, potion]);
    assert_eq!(
        board.prizes_seen().iter().filter(|&&s| s == 0b11).count(),
        1
    );
}
