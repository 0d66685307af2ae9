//! The Scarlet & Violet wordings of attacks that kept Standard cards from playing (issue 29):
//! each test plays the real card that prints the text.

mod common;

use altplay_core::Game;
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Lucario ex (250 HP, weak to Psychic only, no Resistance): a Pokémon ex the tests' attacks
/// leave standing.
const LUCARIO_EX: &str = "sv7-82";
/// Charizard (170 HP, weak to Water only, no Resistance): neither a Pokémon ex nor a Pokémon V.
const CHARIZARD: &str = "swsh4-25";
/// Exp. Share, a Pokémon Tool.
const TOOL: &str = "bw4-87";

/// Seat 1's Active `attacker` attacks seat 2's `defender`.
fn against(defender: &str, attacker: Mon) -> Pos {
    Pos::duel(attacker, mon(defender))
        .deck(0, &["Grass Energy"])
        .deck(1, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
}

/// The damage seat 2's Active Pokémon has after seat 1's Active uses attack `index`.
fn damage_done(pos: &Pos, index: u8) -> u16 {
    active(&pos.attacking(index, 1), 1).damage()
}

fn legal(game: &Tcg) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

#[test]
fn galvantula_ex_does_more_to_a_pokemon_ex_or_pokemon_v() {
    // Charged Web: "If your opponent's Active Pokémon is a Pokémon ex or Pokémon V, this attack
    // does 110 more damage."
    let galvantula = || mon("sv7-168").energy(&["Lightning Energy", "Lightning Energy"]);
    assert_eq!(damage_done(&against(LUCARIO_EX, galvantula()), 0), 220);
    assert_eq!(damage_done(&against(CHARIZARD, galvantula()), 0), 110);
}

#[test]
fn dhelmise_does_more_with_your_stadium_in_play() {
    // Earthen Power: "If you have a Stadium in play, this attack does 50 more damage."
    let dhelmise = || mon("me1-18").energy(&["Grass Energy"; 2]);
    let with = against(LUCARIO_EX, dhelmise()).stadium("ex16-79");
    assert_eq!(damage_done(&with, 0), 80);
    assert_eq!(damage_done(&against(LUCARIO_EX, dhelmise()), 0), 30);
}

#[test]
fn rotom_does_30_for_each_tool_attached_to_your_pokemon() {
    // Gadget Show: "This attack does 30 damage for each Pokémon Tool attached to all of your
    // Pokémon."
    let pos = against(
        LUCARIO_EX,
        mon("sv10-197")
            .energy(&["Lightning Energy"; 2])
            .tools(&[TOOL]),
    )
    .bench(0, mon("sv10-197").tools(&[TOOL]))
    .bench(0, mon("sv10-197"))
    .bench(1, mon("sv10-197").tools(&[TOOL]));
    assert_eq!(
        damage_done(&pos, 1),
        2 * 30,
        "the opponent's Tool not counted"
    );
}

#[test]
fn absol_counts_darkness_energy_in_play() {
    // Darkfall: "If you have at least 3 Darkness Energy in play, this attack does 50 more
    // damage."
    let absol = || mon("sv6pt5-30").energy(&["Darkness Energy"]);
    let three =
        against(LUCARIO_EX, absol()).bench(0, mon("sv6pt5-30").energy(&["Darkness Energy"; 2]));
    assert_eq!(damage_done(&three, 0), 70);
    let two = against(LUCARIO_EX, absol())
        .bench(0, mon("sv6pt5-30").energy(&["Darkness Energy"]))
        .bench(1, mon("sv6pt5-30").energy(&["Darkness Energy"; 2]));
    assert_eq!(
        damage_done(&two, 0),
        20,
        "the opponent's Energy not counted"
    );
}

#[test]
fn torterra_ex_counts_your_grass_pokemon_in_play() {
    // Forest March: "This attack does 30 damage for each of your Grass Pokémon in play."
    let pos = against(LUCARIO_EX, mon("sv5-185").energy(&["Grass Energy"]))
        .bench(0, mon("me1-18"))
        .bench(0, mon("sv6pt5-30"))
        .bench(1, mon("me1-18"));
    assert_eq!(damage_done(&pos, 0), 2 * 30, "Torterra ex and Dhelmise");
}

#[test]
fn illumise_attacks_only_on_the_first_turn_of_the_player_going_second() {
    // Slowing Perfume: "You can use this attack only if you go second, and only during your
    // first turn."
    let on_turn = |turn: u8| {
        Pos::duel(mon(CHARIZARD), mon("sv6-10").energy(&["Grass Energy"]))
            .bench(0, mon(CHARIZARD))
            .decks(&["Grass Energy"; 2])
            .top("turn_of = 2")
            .top(&format!("turn = {turn}"))
            .game(1)
    };
    let slowing_perfume = Action::Attack { index: 0 };
    assert!(legal(&on_turn(2)).contains(&slowing_perfume));
    assert!(!legal(&on_turn(4)).contains(&slowing_perfume));
}
