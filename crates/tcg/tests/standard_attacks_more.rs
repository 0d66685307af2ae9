//! More attack texts of Standard cards (issue 29, third pass): each test plays the real card
//! that prints the text.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::game::Action;
use common::*;

const SEAT_1: Seat = Seat(0);

/// Tsareena (Queenly Heel, Grass, 60 damage).
const TSAREENA: &str = "sv3-18";
/// Dreepy (70 HP, no Weakness), Drakloak and Dragapult ex.
const DREEPY: &str = "sv6-128";
const DRAKLOAK: &str = "sv6-129";
const DRAGAPULT_EX: &str = "sv6-130";
const RARE_CANDY: &str = "sv1-191";

/// Seat 1's Tsareena used Queenly Heel on seat 2's Active Dreepy, a Dreepy on seat 2's Bench
/// too; seat 2 holds Drakloak, Dragapult ex and Rare Candy.
fn after_queenly_heel() -> altplay_tcg::game::Tcg {
    let pos = Pos::stocked_duel(mon(TSAREENA).energy(&["Grass Energy"]), mon(DREEPY))
        .top("turn = 3")
        .bench(1, mon(DREEPY))
        .hand(1, &[DRAKLOAK, DRAGAPULT_EX, RARE_CANDY]);
    pos.attacking(0, 1)
}

#[test]
fn queenly_heel_keeps_the_defending_pokemon_from_evolving_from_the_hand() {
    // Queenly Heel: "During your opponent's next turn, Pokémon can't be played from your
    // opponent's hand to evolve the Defending Pokémon."
    let game = after_queenly_heel();
    assert_eq!(active(&game, 1).damage(), 60);
    let (active_uid, benched) = (active(&game, 1).uid(), bench_uid(&game, 1, 0));
    let drakloak = card(&game, DRAKLOAK);
    let legal = legal(&game);
    assert!(
        !legal.contains(&Action::Evolve {
            card: drakloak,
            target: active_uid
        }),
        "{legal:?}"
    );
    assert!(legal.contains(&Action::Evolve {
        card: drakloak,
        target: benched
    }));
    let evolve = Action::Evolve {
        card: drakloak,
        target: active_uid,
    };
    let refused = game.clone().apply(&evolve).expect_err("refused");
    assert_eq!(refused.rule, "TCG-15");
}

#[test]
fn queenly_heel_keeps_rare_candy_off_the_defending_pokemon() {
    // Rare Candy plays the Stage 2 from the hand: only the Benched Dreepy takes it.
    let mut game = after_queenly_heel();
    let (candy, dragapult) = (card(&game, RARE_CANDY), card(&game, DRAGAPULT_EX));
    play(&mut game, &[Action::Play { card: candy }]);
    assert_eq!(active(&game, 1).stack().len(), 1, "the Defending Dreepy");
    assert_eq!(
        game.board(SEAT_2).bench()[0].stack().last(),
        Some(&dragapult)
    );
}

#[test]
fn queenly_heel_lasts_only_the_opponents_next_turn() {
    let mut game = after_queenly_heel();
    play(&mut game, &[Action::EndTurn, Action::EndTurn]);
    let drakloak = card(&game, DRAKLOAK);
    let target = active(&game, 1).uid();
    assert!(legal(&game).contains(&Action::Evolve {
        card: drakloak,
        target
    }));
}

/// Charizard ex (330 HP, weak to Grass only).
const CHARIZARD_EX: &str = "sv3-125";

#[test]
fn secret_attack_uses_an_attack_of_a_previous_evolution() {
    // Incineroar's Secret Attack: "Choose an attack from 1 of this Pokémon's previous
    // Evolutions and use it as this attack." Litten's Bite and Flare, Torracat's Roar and Claw
    // Slash (60) are offered; no Energy of theirs is needed.
    let incineroar = mon("swsh12-32")
        .under(&["sm1-24", "sm9-21"])
        .energy(&["Fire Energy"]);
    let mut game = Pos::stocked_duel(incineroar, mon(CHARIZARD_EX)).game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let options: Vec<Action> = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::PickOption { .. }))
        .collect();
    assert_eq!(options.len(), 4, "{options:?}");
    play(&mut game, &[Action::PickOption { index: 3 }]);
    assert_eq!(active(&game, 1).damage(), 60);
}

/// Regidrago VSTAR with its Apex Dragon's cost, against Charizard ex, Dreepy, Giratina VSTAR
/// and Litten in the discard pile, `lost` cards in the Lost Zone.
fn apex_dragon(lost: usize) -> altplay_tcg::game::Tcg {
    let regidrago = mon("swsh12-136").energy(&["Grass Energy", "Grass Energy", "Fire Energy"]);
    let mut game = Pos::stocked_duel(regidrago, mon(CHARIZARD_EX))
        .discard(0, &[DREEPY, "swsh11-131", "sm1-24"])
        .lost_zone(0, &vec!["Grass Energy"; lost])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    game
}

#[test]
fn apex_dragon_uses_an_attack_of_a_dragon_pokemon_in_the_discard_pile() {
    // Regidrago VSTAR's Apex Dragon: "Choose an attack from a Dragon Pokémon in your discard
    // pile and use it as this attack." Litten is no Dragon Pokémon.
    let mut game = apex_dragon(0);
    let mut dragons = vec![card(&game, DREEPY), card(&game, "swsh11-131")];
    dragons.sort();
    let mut shown = offered(&game);
    shown.sort();
    assert_eq!(shown, dragons);
    // Giratina VSTAR's Star Requiem needs 10 cards in the Lost Zone: Lost Impact alone is
    // left, used at once (280 damage, 2 Energy to the Lost Zone).
    let giratina = card(&game, "swsh11-131");
    play(&mut game, &[Action::PickCard { card: giratina }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 280);
    assert_eq!(game.board(SEAT_1).lost_zone().len(), 2);
    assert!(!game.board(SEAT_1).vstar_used());
}

#[test]
fn apex_dragon_may_use_a_vstar_power_as_the_one_of_the_game() {
    let mut game = apex_dragon(10);
    let giratina = card(&game, "swsh11-131");
    play(&mut game, &[Action::PickCard { card: giratina }]);
    // Star Requiem: "You can use this attack only if you have 10 or more cards in the Lost
    // Zone. Your opponent's Active Pokémon is Knocked Out."
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert!(game.board(SEAT_1).vstar_used());
    assert_eq!(
        game.board(SEAT_2).discard().len(),
        1,
        "Charizard ex Knocked Out"
    );
}

#[test]
fn amazez_shuffles_each_highest_stage_into_the_opponents_deck() {
    // Espeon ex's Amazez: "Devolve each of your opponent's evolved Pokémon by shuffling the
    // highest Stage Evolution card on it into your opponent's deck."
    let espeon = mon("sv8pt5-155").energy(&["Grass Energy", "Psychic Energy", "Darkness Energy"]);
    let defending = mon(DRAGAPULT_EX).under(&[DREEPY, DRAKLOAK]).damage(50);
    let game = Pos::stocked_duel(espeon, defending)
        .bench(1, mon(DRAKLOAK).under(&[DREEPY]))
        .bench(1, mon(DREEPY))
        .attacking(1, 1);
    let board = game.board(SEAT_2);
    let (drakloak, dragapult) = (card(&game, DRAKLOAK), card(&game, DRAGAPULT_EX));
    assert_eq!(active(&game, 1).stack().last(), Some(&drakloak));
    assert_eq!(active(&game, 1).damage(), 50, "its damage stays");
    let benched: Vec<usize> = board.bench().iter().map(|p| p.stack().len()).collect();
    assert_eq!(benched, [1, 1]);
    // Seat 2 has drawn for its turn: the two Evolution cards went into the deck, not the hand.
    assert_eq!(board.hand().len(), 1);
    let mut cards = [board.deck(), board.hand()].concat();
    cards.retain(|&c| c == drakloak || c == dragapult);
    assert_eq!(cards.len(), 2);
}
