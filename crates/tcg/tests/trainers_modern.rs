//! Trainer cards and Special Energy of the Scarlet & Violet and Sword & Shield eras, played on
//! real cards: a discard paid to play a card, the turns a card may be played in, searches by
//! stage and HP, Tools on a holder of a kind, Berries, Technical Machines, a Fossil that prints
//! its HP in its text, and a Special Energy set off by its holder's Knock Out.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, Tcg};
use common::*;

const PIKACHU: &str = "base1-58"; // Basic Lightning, 40 HP.
const KANGASKHAN: &str = "sm1-99"; // Basic, 130 HP.
const FROAKIE: &str = "sm6-22"; // Basic Water, 70 HP, Weakness Grass; Rain Splash [W] 10.
const RESHIRAM: &str = "sv7-22"; // Basic Fire; Heat Blast [R C C] 90.

/// Whether the card `id` in the hand of the player whose turn it is may be played now.
fn playable(game: &Tcg, id: &str) -> bool {
    legal(game).contains(&Action::Play {
        card: card(game, id),
    })
}

/// Seat 1's Pikachu against a Froakie, seat 1 holding `hand` over `deck` (top first).
fn holding(hand: &[&str], deck: &[&str]) -> Pos {
    Pos::duel(mon(PIKACHU), mon(FROAKIE))
        .hand(0, hand)
        .deck(0, deck)
        .deck(1, &["Water Energy"])
}

#[test]
fn earthen_vessel_is_played_only_by_discarding_another_card() {
    // Earthen Vessel: "You can use this card only if you discard another card from your hand.
    // Search your deck for up to 2 Basic Energy cards, reveal them, and put them into your
    // hand."
    let vessel = "sv8pt5-106";
    let deck = ["Fire Energy", "Water Energy"];
    assert!(
        !playable(&holding(&[vessel], &deck).game(1), vessel),
        "nothing else to discard"
    );
    let mut game = holding(&[vessel, KANGASKHAN, FROAKIE], &deck).game(1);
    let kangaskhan = card(&game, KANGASKHAN);
    let vessel = card(&game, vessel);
    play(
        &mut game,
        &[
            Action::Play { card: vessel },
            Action::PickCard { card: kangaskhan },
        ],
    );
    assert_eq!(game.board(Seat(0)).discard(), [kangaskhan]);
    for energy in offered(&game) {
        play(&mut game, &[Action::PickCard { card: energy }]);
    }
    assert_eq!(game.board(Seat(0)).discard(), [kangaskhan, vessel]);
    assert_eq!(
        game.board(Seat(0)).hand().len(),
        3,
        "Froakie, and both Energy found"
    );
}

#[test]
fn call_bell_is_played_only_on_the_first_turn_of_the_player_going_second() {
    // Call Bell: "You can use this card only if you go second, and only during your first
    // turn." Seat 1 goes first in a position.
    let bell = "sv8-165";
    let at = |turn: u16, turn_of: u8| {
        let mut pos = Pos::duel(mon(PIKACHU), mon(FROAKIE))
            .decks(&["Water Energy"])
            .top(&format!("turn = {turn}"))
            .top(&format!("turn_of = {turn_of}"));
        pos = pos.hand(usize::from(turn_of - 1), &[bell]);
        playable(&pos.game(1), bell)
    };
    assert!(at(2, 2), "the second player's first turn");
    assert!(!at(4, 2), "the second player's second turn");
    assert!(!at(1, 1), "the first player's first turn");
}

#[test]
fn carmine_is_a_supporter_the_first_player_may_play_on_their_first_turn() {
    // Carmine: "If you go first, you may use this card during your first turn." Professor's
    // Research has no such words.
    let first_turn = |supporter: &str| {
        let game = holding(&[supporter], &["Water Energy"; 6])
            .top("turn = 1")
            .game(1);
        playable(&game, supporter)
    };
    assert!(first_turn("sv8pt5-103"));
    assert!(!first_turn("sv1-189"));
}

#[test]
fn buddy_buddy_poffin_benches_basic_pokemon_with_70_hp_or_less() {
    // Buddy-Buddy Poffin: "Search your deck for up to 2 Basic Pokémon with 70 HP or less and
    // put them onto your Bench." Kangaskhan has 130 HP.
    let poffin = "me1-167";
    let mut game = holding(&[poffin], &[KANGASKHAN, PIKACHU]).game(1);
    let pikachu = card(&game, PIKACHU);
    let poffin = card(&game, poffin);
    play(&mut game, &[Action::Play { card: poffin }]);
    assert_eq!(offered(&game), [pikachu]);
    play(&mut game, &[Action::PickCard { card: pikachu }]);
    assert_eq!(game.board(Seat(0)).bench()[0].stack(), [pikachu]);
}

#[test]
fn big_air_balloon_frees_the_retreat_of_a_stage_2_pokemon_only() {
    // Big Air Balloon: "The Stage 2 Pokémon this card is attached to has no Retreat Cost."
    // Rillaboom (Stage 2) and Grookey (Basic) have Retreat Costs.
    let balloon = "sv3pt5-155";
    let retreats = |holder: Mon| {
        let mut game = Pos::duel(holder.tools(&[balloon]), mon(FROAKIE))
            .bench(0, mon(PIKACHU))
            .decks(&["Water Energy"])
            .game(1);
        let to = bench_uid(&game, 0, 0);
        game.act(&Action::Retreat { to }).is_ok()
    };
    assert!(retreats(mon("swsh1-14").under(&["swsh1-11", "swsh1-12"])));
    assert!(!retreats(mon("swsh1-11")));
}

/// Seat 1's `attacker` with three Fire Energy attacks seat 2's Froakie holding `tools`: the
/// game after its first attack.
fn attacks_froakie(attacker: &str, tools: &[&str]) -> Tcg {
    Pos::duel(
        mon(attacker).energy(&["Fire Energy", "Fire Energy", "Water Energy"]),
        mon(FROAKIE).tools(tools),
    )
    .decks(&["Water Energy"; 2])
    .prizes(0, &["Water Energy"])
    .prizes(1, &["Water Energy"])
    .attacking(0, 1)
}

#[test]
fn occa_berry_takes_60_off_a_fire_attack_and_is_discarded() {
    // Occa Berry: "If the Pokémon this card is attached to is damaged by an attack from your
    // opponent's Fire Pokémon, it takes 60 less damage (after applying Weakness and
    // Resistance), and discard this card." Reshiram's Heat Blast does 90.
    let berry = "sv7-140";
    let game = attacks_froakie(RESHIRAM, &[berry]);
    assert_eq!(active(&game, 1).damage(), 30);
    assert!(active(&game, 1).tools().is_empty());
    assert_eq!(game.board(Seat(1)).discard(), [card(&game, berry)]);
    // A Water attacker's Rain Splash: the Berry stays, and takes nothing off.
    let game = attacks_froakie(FROAKIE, &[berry]);
    assert_eq!(active(&game, 1).damage(), 10);
    assert_eq!(active(&game, 1).tools(), [card(&game, berry)]);
}

#[test]
fn a_technical_machine_is_discarded_at_the_end_of_its_turn() {
    // Technical Machine: Blindside: "If this card is attached to 1 of your Pokémon, discard it
    // at the end of your turn."
    let machine = "sv4-176";
    let mut game = holding(&[machine], &["Water Energy"; 3]).game(1);
    let pikachu = active(&game, 0).uid();
    let machine = card(&game, machine);
    play(
        &mut game,
        &[Action::Tool {
            card: machine,
            target: pikachu,
        }],
    );
    assert_eq!(active(&game, 0).tools().len(), 1);
    play(&mut game, &[Action::EndTurn]);
    assert!(active(&game, 0).tools().is_empty());
    assert_eq!(game.board(Seat(0)).discard(), [machine]);
}

#[test]
fn unidentified_fossil_is_a_60_hp_basic_pokemon_its_text_prints() {
    // Unidentified Fossil: "Play this card as if it were a 60-HP Basic Colorless Pokémon."
    // The card prints no HP of its own.
    let fossil = "swsh12-165";
    let mut game = holding(&[fossil], &["Water Energy"]).game(1);
    let fossil = card(&game, fossil);
    play(&mut game, &[Action::Bench { card: fossil }]);
    let benched = &game.board(Seat(0)).bench()[0];
    assert_eq!(game.hp(benched), 60);
}

#[test]
fn gift_energy_draws_its_owner_up_to_7_cards_when_its_holder_is_knocked_out() {
    // Gift Energy: "If the Pokémon this card is attached to is Knocked Out by damage from an
    // attack from your opponent's Pokémon, draw cards until you have 7 cards in your hand."
    let gift = "swsh11-171";
    let game = Pos::duel(
        mon(FROAKIE).energy(&["Water Energy"]),
        mon(FROAKIE).damage(60).energy(&[gift]),
    )
    .bench(1, mon(FROAKIE))
    .hand(1, &[PIKACHU])
    .decks(&["Water Energy"; 10])
    .prizes(0, &["Water Energy"; 2])
    .prizes(1, &["Water Energy"; 2])
    .attacking(0, 1);
    // 7, then the card its owner draws at the start of their turn (without Gift Energy, 2).
    assert_eq!(game.board(Seat(1)).hand().len(), 8);
}

#[test]
fn jet_energy_switches_in_the_benched_pokemon_it_is_attached_to() {
    // Jet Energy: "When you attach this card from your hand to 1 of your Benched Pokémon,
    // switch that Pokémon with your Active Pokémon."
    let jet = "sv8-252";
    let attached_to = |bench: bool| {
        let mut game = holding(&[jet], &["Water Energy"])
            .bench(0, mon(FROAKIE))
            .game(1);
        let pikachu = active(&game, 0).uid();
        let froakie = bench_uid(&game, 0, 0);
        let target = if bench { froakie } else { pikachu };
        let jet = card(&game, jet);
        play(&mut game, &[Action::Attach { card: jet, target }]);
        (active(&game, 0).uid(), froakie, pikachu)
    };
    let (now_active, froakie, _) = attached_to(true);
    assert_eq!(now_active, froakie, "the Benched Froakie switched in");
    let (now_active, _, pikachu) = attached_to(false);
    assert_eq!(now_active, pikachu, "attached to the Active: no switch");
}

#[test]
fn maximum_belt_adds_50_against_a_pokemon_ex_only() {
    // Maximum Belt: "Attacks used by the Pokémon this card is attached to do 50 more damage to
    // your opponent's Active Pokémon ex (before applying Weakness and Resistance)." Rain
    // Splash does 10; Great Tusk ex is a Pokémon ex, Kangaskhan is not.
    let belt = "sv8pt5-117";
    let damage = |defender: &str| {
        let game = Pos::duel(
            mon(FROAKIE).energy(&["Water Energy"]).tools(&[belt]),
            mon(defender),
        )
        .decks(&["Water Energy"; 2])
        .attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(damage("sv1-123"), 60);
    assert_eq!(damage(KANGASKHAN), 10);
}

#[test]
fn night_stretcher_takes_back_a_pokemon_or_a_basic_energy_card() {
    // Night Stretcher: "Put a Pokémon or a Basic Energy card from your discard pile into your
    // hand." A Trainer card in the discard pile is not offered.
    let stretcher = "me1-173";
    let mut game = holding(&[stretcher], &["Water Energy"])
        .discard(0, &[KANGASKHAN, "Fire Energy", "me1-167"])
        .game(1);
    let kangaskhan = card(&game, KANGASKHAN);
    let fire = game.board(Seat(0)).discard()[1];
    let stretcher = card(&game, stretcher);
    play(&mut game, &[Action::Play { card: stretcher }]);
    let mut choices = offered(&game);
    choices.sort();
    let mut expected = vec![kangaskhan, fire];
    expected.sort();
    assert_eq!(choices, expected);
    play(&mut game, &[Action::PickCard { card: fire }]);
    assert_eq!(game.board(Seat(0)).hand(), [fire]);
}
