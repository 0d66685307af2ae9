//! Pokémon put onto the Bench from the deck or the discard pile, Evolutions included (issue 29,
//! the "bench" family): each test plays the real card that prints the text, through a position.

mod common;

use altplay_core::{Game, Seat, ToMove};
use altplay_tcg::game::{Action, CardId};
use common::*;

/// Lucario ex (250 HP): an opponent that stays put.
const LUCARIO_EX: &str = "sv7-82";
/// Maushold (Stage 1), whose Familial March costs Colorless.
const MAUSHOLD: &str = "sv8-158";
/// Another Maushold (Stage 1), of Paldea Evolved.
const OTHER_MAUSHOLD: &str = "sv2-168";
/// Tandemaus (Basic): not a Maushold.
const TANDEMAUS: &str = "sv8-157";
/// Archeops (Stage 2, Colorless, no Rule Box).
const ARCHEOPS: &str = "swsh12-147";
/// Lugia V (Basic, Colorless, a Rule Box).
const LUGIA_V: &str = "swsh12-138";

/// The cards in card order, as a pick offers them.
fn sorted(mut cards: Vec<CardId>) -> Vec<CardId> {
    cards.sort_unstable();
    cards
}

#[test]
fn maushold_benches_maushold_and_maushold_ex_from_the_deck() {
    // "Search your deck for up to 2 in any combination of Maushold and Maushold ex and put them
    // onto your Bench. Then, shuffle your deck." A Stage 1: Evolutions go onto the Bench.
    let maushold = mon(MAUSHOLD).energy(&["Grass Energy"]);
    let mut game = Pos::duel(maushold, mon(LUCARIO_EX))
        .deck(0, &[TANDEMAUS, OTHER_MAUSHOLD, MAUSHOLD, "Grass Energy"])
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let (other, plain) = (card(&game, OTHER_MAUSHOLD), card(&game, MAUSHOLD));
    let wanted = sorted(vec![other, plain]);
    assert_eq!(sorted(offered(&game)), wanted, "Tandemaus is no Maushold");
    answering_first(&mut game);
    assert_eq!(sorted(benched(&game, Seat(0))), wanted);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn lugia_vstar_benches_colorless_pokemon_without_a_rule_box_from_the_discard_pile() {
    // "During your turn, you may put up to 2 Colorless Pokémon that don't have a Rule Box from
    // your discard pile onto your Bench." Archeops is a Stage 2; Lugia V has a Rule Box.
    let mut game = Pos::duel(mon("swsh12-211").under(&[LUGIA_V]), mon(LUCARIO_EX))
        .discard(0, &[ARCHEOPS, LUGIA_V, ARCHEOPS, TANDEMAUS])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let star = Action::Ability {
        pokemon: active(&game, 0).uid(),
        index: 0,
    };
    play(&mut game, &[star, Action::Yes]);
    let (archeops, tandemaus) = (card(&game, ARCHEOPS), card(&game, TANDEMAUS));
    assert_eq!(
        sorted(offered(&game)),
        sorted(vec![archeops, tandemaus]),
        "Lugia V has a Rule Box"
    );
    play(&mut game, &[Action::PickCard { card: archeops }]);
    play(&mut game, &[Action::PickCard { card: archeops }]);
    assert_eq!(benched(&game, Seat(0)), vec![archeops; 2]);
    assert_eq!(
        game.board(Seat(0)).discard().len(),
        2,
        "Lugia V and Tandemaus"
    );
    assert!(!legal(&game).contains(&star), "a VSTAR Power once a game");
}

#[test]
fn ninjask_benches_a_shedinja_from_the_deck_as_it_evolves() {
    // "Once during your turn, when you play this Pokémon from your hand to evolve 1 of your
    // Pokémon, you may use this Ability. Search your deck for a Shedinja and put it onto your
    // Bench. Then, shuffle your deck."
    let mut game = Pos::duel(mon("me1-16"), mon(LUCARIO_EX))
        .hand(0, &["me1-137"])
        .deck(0, &["xy6-11", "Grass Energy", "Grass Energy"])
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    let evolve = Action::Evolve {
        card: card(&game, "me1-137"),
        target: active(&game, 0).uid(),
    };
    play(&mut game, &[evolve, Action::Yes]);
    answering_first(&mut game);
    assert_eq!(benched(&game, Seat(0)), vec![card(&game, "xy6-11")]);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn radiant_eternatus_benches_2_pokemon_vmax_and_ends_the_turn() {
    // "When you play this Pokémon from your hand onto your Bench during your turn, you may
    // search your deck for up to 2 Pokémon VMAX and put them onto your Bench. Then, shuffle
    // your deck. If you use this Ability, your turn ends."
    let mut game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX))
        .hand(0, &["swsh12pt5-105"])
        .deck(0, &["swsh4-44", "swsh4-43", "swsh4-44", "Grass Energy"])
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    let eternatus = card(&game, "swsh12pt5-105");
    play(&mut game, &[Action::Bench { card: eternatus }, Action::Yes]);
    let vmax = card(&game, "swsh4-44");
    assert_eq!(offered(&game), vec![vmax], "Pikachu V is no Pokémon VMAX");
    play(&mut game, &[Action::PickCard { card: vmax }]);
    play(&mut game, &[Action::PickCard { card: vmax }]);
    assert_eq!(benched(&game, Seat(0)), vec![eternatus, vmax, vmax]);
    assert_eq!(game.current(), SEAT_2, "the turn ended");
}

#[test]
fn omastar_v_benches_pokemon_that_evolve_from_a_fossil() {
    // "Search your deck for up to 2 Pokémon that evolve from an Item card that has "Fossil" in
    // its name and put them onto your Bench." Omanyte and Kabuto evolve from Antique Fossils.
    let (omanyte, kabuto) = ("sv3pt5-138", "sv3pt5-140");
    let omastar = mon("swsh12-174").energy(&["Water Energy"]);
    let mut game = Pos::duel(omastar, mon(LUCARIO_EX))
        .deck(0, &[omanyte, TANDEMAUS, kabuto, MAUSHOLD])
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let wanted = sorted(vec![card(&game, omanyte), card(&game, kabuto)]);
    assert_eq!(sorted(offered(&game)), wanted, "only Fossil Pokémon");
    answering_first(&mut game);
    assert_eq!(sorted(benched(&game, Seat(0))), wanted);
}

#[test]
fn celebi_takes_grass_pokemon_and_stadium_cards() {
    // "Search your deck for up to 3 in any combination of Grass Pokémon and Stadium cards,
    // reveal them, and put them into your hand. Then, shuffle your deck."
    let (nincada, stadium) = ("me1-16", "sm2-117");
    let celebi = mon("me1-12").energy(&["Grass Energy"]);
    let mut game = Pos::duel(celebi, mon(LUCARIO_EX))
        .deck(0, &[nincada, TANDEMAUS, stadium, "Grass Energy"])
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let wanted = sorted(vec![card(&game, nincada), card(&game, stadium)]);
    assert_eq!(
        sorted(offered(&game)),
        wanted,
        "no Colorless Pokémon, no Energy"
    );
    answering_first(&mut game);
    assert_eq!(sorted(game.board(Seat(0)).hand().to_vec()), wanted);
}

#[test]
fn alcremie_takes_pokemon_of_the_types_of_its_basic_energy() {
    // "Search your deck for up to 5 Pokémon that are the same type as any Basic Energy attached
    // to this Pokémon, reveal them, and put them into your hand."
    let alcremie = mon("sv7-65").energy(&["Psychic Energy", "Fighting Energy"]);
    let mut game = Pos::duel(alcremie, mon(LUCARIO_EX))
        .deck(
            0,
            &["sv7-65", TANDEMAUS, LUCARIO_EX, "me1-16", "Grass Energy"],
        )
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let wanted = sorted(vec![card(&game, "sv7-65"), card(&game, LUCARIO_EX)]);
    assert_eq!(
        sorted(offered(&game)),
        wanted,
        "Psychic and Fighting: not Colorless Tandemaus nor Grass Nincada"
    );
    answering_first(&mut game);
    assert_eq!(sorted(game.board(Seat(0)).hand().to_vec()), wanted);
}

#[test]
fn spidops_player_chooses_a_new_active_pokemon_first() {
    // "Shuffle each player's Active Pokémon and all attached cards into their deck. (You choose
    // a new Active Pokémon first.)": the attacker promotes before the opponent, who would
    // otherwise choose first.
    let spidops = mon("sv2-18").energy(&["Grass Energy"; 2]);
    let mut game = Pos::duel(spidops, mon(LUCARIO_EX))
        .bench(0, mon(TANDEMAUS))
        .bench(0, mon(MAUSHOLD))
        .bench(1, mon(TANDEMAUS))
        .bench(1, mon(MAUSHOLD))
        .decks(&["Grass Energy"; 3])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(
        game.board(Seat(0)).deck().len(),
        6,
        "Spidops and its 2 Energy"
    );
    assert_eq!(game.board(SEAT_2).deck().len(), 4, "Lucario ex");
    assert_eq!(game.to_move(), ToMove::Seat(Seat(0)), "the attacker first");
    let new_active = bench_uid(&game, 0, 1);
    play(
        &mut game,
        &[Action::Promote {
            pokemon: new_active,
        }],
    );
    assert_eq!(active(&game, 0).uid(), new_active);
    assert_eq!(game.to_move(), ToMove::Seat(SEAT_2), "then the opponent");
}
