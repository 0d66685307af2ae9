//! Greedy's choices on real cards: Energy where its type pays a cost, Energy in the hand kept
//! for an attack that discards it for damage, and no search of a deck about to run out.

// Basic Energy by id: sve-1 Grass, sve-8 Metal.

mod common;

use altplay_core::{Game, Policy, Seat, ToMove};
use altplay_tcg::game::{Action, Tcg};
use altplay_tcg::players::Greedy;
use common::*;

/// Seat 1's turn played by greedy to its end.
fn greedy_turn(game: &mut Tcg) {
    let turn = game.turn();
    let mut greedy = Greedy::new();
    while game.turn() == turn
        && let ToMove::Seat(Seat(0)) = game.to_move()
    {
        let action = greedy.choose(game);
        game.apply(&action).unwrap();
    }
}

#[test]
fn greedy_attaches_energy_where_its_type_pays_an_attack() {
    // Scorbunny (Ember: Fire) is Active; Grookey (Beat: Grass and Colorless) is on the Bench.
    // A Grass Energy pays nothing of Ember, so it goes to Grookey.
    let game = Pos::duel(mon("swsh1-30"), mon("swsh1-30"))
        .bench(0, mon("swsh1-11"))
        .hand(0, &["sve-1"])
        .game(1);
    let grookey = bench_uid(&game, 0, 0);
    let grass = card(&game, "sve-1");
    assert_eq!(
        Greedy::new().choose(&game),
        Action::Attach {
            card: grass,
            target: grookey
        }
    );
}

#[test]
fn greedy_keeps_energy_for_make_it_rain_and_discards_it_there() {
    // Gholdengo ex's Make It Rain: "Discard any number of Basic Energy cards from your hand.
    // This attack does 50 damage for each card you discarded in this way." The three Metal
    // Energy of the hand are not attached (its cost is paid) but discarded for 150 damage.
    let mut game = Pos::duel(mon("sv4-139").energy(&["sve-8"]), mon("sv4-139"))
        .hand(0, &["sve-8"; 3])
        .decks(&["sv4-171"; 4])
        .game(1);
    greedy_turn(&mut game);
    assert_eq!(active(&game, 1).damage(), 150);
    let metal = card(&game, "sve-8");
    let discarded = game
        .board(Seat(0))
        .discard()
        .iter()
        .filter(|&&c| c == metal);
    assert_eq!(discarded.count(), 3);
}

#[test]
fn greedy_searches_no_deck_about_to_run_out() {
    // Nest Ball: "Search your deck for a Basic Pokémon and put it onto your Bench." With 9 cards
    // left it is kept; with 10 it is played.
    let nest_ball = |deck: usize| {
        let game = Pos::duel(mon("swsh1-30"), mon("swsh1-30"))
            .hand(0, &["sv1-181"])
            .deck(0, &vec!["swsh1-11"; deck])
            .game(1);
        let card = card(&game, "sv1-181");
        assert!(legal(&game).contains(&Action::Play { card }));
        Greedy::new().choose(&game) == Action::Play { card }
    };
    assert!(!nest_ball(9));
    assert!(nest_ball(10));
}

#[test]
fn greedy_builds_its_active_up_for_an_attack_a_stadium_made_cost_more() {
    // Pokémon League Headquarters: "Attacks used by each Pokémon … cost Colorless more." Teal
    // Mask Ogerpon ex's Myriad Leaf Shower (Grass, Grass, Grass) then needs a fourth Energy: the
    // Grass Energy goes to it, not to the Benched Raging Bolt ex.
    let game = Pos::duel(mon("sv6-25").energy(&["sve-1"; 3]), mon("sv6-25"))
        .bench(0, mon("sv5-123"))
        .stadium("sv3-192")
        .hand(0, &["sve-1"])
        .game(1);
    let ogerpon = active(&game, 0).uid();
    let grass = card(&game, "sve-1");
    assert_eq!(
        Greedy::new().choose(&game),
        Action::Attach {
            card: grass,
            target: ogerpon
        }
    );
}

#[test]
fn greedy_uses_night_joker_as_the_benched_attack_that_does_most() {
    // N's Zoroark ex's Night Joker: "Choose 1 of your Benched N's Pokémon's attacks and use it
    // as this attack." N's Reshiram's Virtuous Flame (170) beats N's Zorua's Scratch (20) and
    // Reshiram's own Powerful Rage (20 for each damage counter on it, none here).
    let mut game = Pos::duel(
        mon("sv9-98").energy(&["Darkness Energy"; 2]),
        mon("sv4-139"),
    )
    .bench(0, mon("sv9-97"))
    .bench(0, mon("sv9-116"))
    .decks(&["Water Energy"; 4])
    .game(1);
    greedy_turn(&mut game);
    assert_eq!(active(&game, 1).damage(), 170);
}
