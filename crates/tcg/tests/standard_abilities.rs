//! The Scarlet & Violet wordings of abilities that kept Standard cards from playing (issue 29):
//! each test plays the real card that prints the text.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Lucario ex (250 HP, weak to Psychic only): Aura Knuckle does 120 for Fighting, Fighting and
/// Colorless.
const LUCARIO_EX: &str = "sv7-82";
/// Double Colorless Energy (Base Set): a Special Energy card.
const DOUBLE_COLORLESS: &str = "base1-96";

fn legal(game: &Tcg) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

/// Answers the choices a text waits on: yes, the first card offered, then "done".
fn first_cards(game: &mut Tcg) {
    for _ in 0..4 {
        let Some(&pick) = legal(game)
            .iter()
            .find(|a| matches!(a, Action::Yes | Action::PickCard { .. } | Action::Done))
        else {
            return;
        };
        play(game, &[pick]);
    }
}

#[test]
fn pidgeot_ex_quick_search_once_a_turn_for_all_copies() {
    // Quick Search: "… You can't use more than 1 Quick Search Ability each turn."
    let mut game = Pos::duel(mon("sv4pt5-221"), mon(LUCARIO_EX))
        .bench(0, mon("sv4pt5-221"))
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (active, benched) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    let quick_search = |pokemon| Action::Ability { pokemon, index: 0 };
    assert!(legal(&game).contains(&quick_search(benched)));
    play(&mut game, &[quick_search(active)]);
    first_cards(&mut game);
    assert_eq!(game.board(Seat(0)).hand().len(), 1, "one card searched");
    assert!(!legal(&game).contains(&quick_search(benched)));
}

#[test]
fn gardevoir_discards_a_card_from_the_hand_to_draw_2() {
    // Refinement: "You must discard a card from your hand in order to use this Ability. Once
    // during your turn, you may draw 2 cards."
    let pos = Pos::duel(mon("swsh12tg-TG05"), mon(LUCARIO_EX)).decks(&["Grass Energy"; 3]);
    let refinement = |game: &Tcg| Action::Ability {
        pokemon: active(game, 0).uid(),
        index: 0,
    };
    let empty_handed = pos.game(1);
    assert!(!legal(&empty_handed).contains(&refinement(&empty_handed)));
    let mut game = pos.hand(0, &["Fire Energy"]).game(1);
    let use_it = refinement(&game);
    play(&mut game, &[use_it]);
    first_cards(&mut game);
    let board = game.board(Seat(0));
    assert_eq!((board.hand().len(), board.discard().len()), (2, 1));
    assert!(!legal(&game).contains(&refinement(&game)), "once a turn");
}

#[test]
fn regirock_takes_less_damage_with_energy_attached() {
    // Rock Armor: "If this Pokémon has any Energy attached, it takes 30 less damage from
    // attacks (after applying Weakness and Resistance)."
    let taken = |regirock: Mon| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let game = Pos::duel(lucario, regirock)
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(taken(mon("sv9-82").energy(&["Fighting Energy"])), 120 - 30);
    assert_eq!(taken(mon("sv9-82")), 120);
}

#[test]
fn wigglytuff_ex_gets_more_hp_with_special_energy_attached() {
    // Expanding Body: "If this Pokémon has any Special Energy attached, it gets +100 HP."
    let hp = |wigglytuff: Mon| {
        let game = Pos::duel(wigglytuff, mon(LUCARIO_EX)).game(1);
        game.hp(active(&game, 0))
    };
    assert_eq!(hp(mon("sv4pt5-222").energy(&[DOUBLE_COLORLESS])), 350);
    assert_eq!(hp(mon("sv4pt5-222").energy(&["Grass Energy"])), 250);
}

#[test]
fn garganacl_adds_30_to_the_attacks_of_your_fighting_pokemon() {
    // Powerful a-Salt: "Attacks used by your Fighting Pokémon do 30 more damage to your
    // opponent's Active Pokémon (before applying Weakness and Resistance)."
    let done = |bench: Option<Mon>| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let game = Pos::duel(lucario, mon("swsh4-25"))
            .benched(0, bench)
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(done(Some(mon("me1-147"))), 120 + 30);
    assert_eq!(done(None), 120);
}

#[test]
fn sylveon_takes_no_damage_from_pokemon_ex() {
    // Safeguard: "Prevent all damage done to this Pokémon by attacks from your opponent's
    // Pokémon ex."
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let game = Pos::duel(lucario, mon("sv8pt5-40"))
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 0);
}

#[test]
fn bronzong_reduces_the_damage_all_of_your_pokemon_take() {
    // Protective Bell: "All of your Pokémon take 10 less damage from attacks from your
    // opponent's Pokémon (after applying Weakness and Resistance)."
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let game = Pos::duel(lucario, mon("swsh4-25"))
        .bench(1, mon("sv8pt5-67"))
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 120 - 10);
}
