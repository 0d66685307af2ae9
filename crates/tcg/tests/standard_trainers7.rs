//! Standard Trainer cards of issue 29's seventh pass, played on real cards: 4 copies of an Item
//! used at once (Quad Stone), cards revealed from the deck for the opponent to choose which are
//! discarded (Riley).

mod common;

// Basic Energy by id: sve-1 Grass, sve-2 Fire.

use altplay_core::{Policy, Seat};
use altplay_tcg::game::{Action, Tcg};
use altplay_tcg::players::Greedy;
use common::*;

const QUAD_STONE: &str = "swsh12-163";
const RILEY: &str = "swsh11-166";
const CHARMANDER: &str = "sv3-26";
const CHARMELEON: &str = "sv3-27";
const PIDGEY: &str = "sv3-162";
const IONO: &str = "sv2-185";

/// How many of `printed` a pile holds.
fn count(game: &Tcg, pile: &[altplay_tcg::game::CardId], printed: &str) -> usize {
    let id = card(game, printed);
    pile.iter().filter(|&&c| c == id).count()
}

/// Seat 1 with a damaged Charmander Active and a damaged one on the Bench, holding `stones`
/// Quad Stones, plays one.
fn quad_stone(stones: usize) -> Tcg {
    let mut game = Pos::duel(mon(CHARMANDER).damage(50), mon(PIDGEY))
        .bench(0, mon(CHARMANDER).damage(30))
        .hand(0, &vec![QUAD_STONE; stones])
        .game(1);
    play_card(&mut game, QUAD_STONE);
    game
}

#[test]
fn quad_stone_used_alone_heals_10_from_the_active_pokemon() {
    // "You may use 4 Quad Stone cards at once. • If you used 1 card, heal 10 damage from your
    // Active Pokémon. • If you used 4 cards, heal all damage from each of your Pokémon."
    let game = quad_stone(3);
    // With 2 more in the hand, 4 can't be used: nothing is asked.
    assert!(!legal(&game).contains(&Action::PickOption { index: 1 }));
    assert_eq!(active(&game, 0).damage(), 40);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 30);
    assert_eq!(count(&game, game.board(Seat(0)).hand(), QUAD_STONE), 2);
}

#[test]
fn four_quad_stones_at_once_heal_every_pokemon_and_are_all_discarded() {
    let mut game = quad_stone(4);
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert_eq!(active(&game, 0).damage(), 0);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 0);
    let board = game.board(Seat(0));
    assert_eq!(count(&game, board.hand(), QUAD_STONE), 0);
    assert_eq!(count(&game, board.discard(), QUAD_STONE), 4);

    // The player holding 4 may still use just 1.
    let mut game = quad_stone(4);
    play(&mut game, &[Action::PickOption { index: 0 }]);
    assert_eq!(active(&game, 0).damage(), 40);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 30);
    assert_eq!(count(&game, game.board(Seat(0)).hand(), QUAD_STONE), 3);
}

/// Seat 1 plays Riley with `deck` (top first) after the cards it reveals.
fn riley(deck: &[&str]) -> Tcg {
    let mut game = Pos::duel(mon(CHARMANDER), mon(PIDGEY))
        .hand(0, &[RILEY])
        .deck(0, deck)
        .game(1);
    play_card(&mut game, RILEY);
    game
}

#[test]
fn riley_has_the_opponent_choose_2_revealed_cards_to_discard() {
    // "Reveal the top 5 cards of your deck and have your opponent choose 2 of them. Discard the
    // chosen cards and put the remaining cards into your hand."
    let mut game = riley(&[CHARMELEON, IONO, "sve-1", "sve-2", PIDGEY, CHARMANDER]);
    // The opponent chooses, among the 5 revealed, which they see.
    assert_eq!(game.mover(), Some(SEAT_2));
    assert_eq!(offered(&game).len(), 5);
    let seen = game.view_for(Some(SEAT_2)).frame.expect("Riley resolving");
    assert_eq!(seen.looked.len(), 5);
    let charmeleon = card(&game, CHARMELEON);
    let iono = card(&game, IONO);
    play(&mut game, &[Action::PickCard { card: charmeleon }]);
    assert!(!offered(&game).contains(&charmeleon));
    play(&mut game, &[Action::PickCard { card: iono }]);
    let board = game.board(Seat(0));
    assert_eq!(count(&game, board.discard(), CHARMELEON), 1);
    assert_eq!(count(&game, board.discard(), IONO), 1);
    assert_eq!(board.hand().len(), 3);
    assert_eq!(count(&game, board.hand(), CHARMELEON), 0);
    // The sixth card stays in the deck.
    assert_eq!(board.deck().len(), 1);
}

#[test]
fn greedy_as_the_opponent_discards_what_riley_s_player_wants_most() {
    // Charmeleon evolves seat 1's Active Charmander: greedy, choosing for seat 2, discards it
    // rather than an Energy.
    let game = riley(&["sve-1", CHARMELEON, "sve-2", "sve-1", "sve-2"]);
    assert_eq!(
        Greedy::new().choose(&game),
        Action::PickCard {
            card: card(&game, CHARMELEON)
        }
    );
}
