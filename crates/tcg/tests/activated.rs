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

/// Uses the first ability of the Pokémon `pokemon`.
fn use_ability(game: &mut Tcg, pokemon: u16) {
    play(game, &[Action::Ability { pokemon, index: 0 }]);
}

/// Uses the first ability of seat 1's Active Pokémon.
fn use_actives_ability(game: &mut Tcg) {
    let active = active(game, 0).uid;
    use_ability(game, active);
}

/// Whether the first ability of the Pokémon `pokemon` may be used now.
fn may_use(game: &Tcg, pokemon: u16) -> bool {
    legal(game).contains(&Action::Ability { pokemon, index: 0 })
}

/// Seat 1's Active `mine` (a printed id) against Base Set Charmander, seat 1 holding `hand`
/// with `deck`.
fn holding(mine: &str, hand: &[&str], deck: &[&str]) -> Tcg {
    Pos::duel(mon(mine), mon("base1-46"))
        .hand(0, hand)
        .deck(0, deck)
        .deck(1, &["Grass Energy"])
        .game(1)
}

#[test]
fn delcatty_discards_an_energy_from_the_hand_then_draws_up_to_3_cards() {
    // Delcatty's Energy Draw: "Once during your turn (before your attack), you may discard 1
    // Energy card from your hand. Then draw up to 3 cards from your deck."
    let deck = ["Grass Energy"; 4];
    let game = holding("ex1-5", &["base1-58"], &deck);
    let delcatty = active(&game, 0).uid;
    assert!(
        !may_use(&game, delcatty),
        "no Energy card in the hand to discard"
    );
    let mut game = holding("ex1-5", &["base1-58", "Fire Energy", "Water Energy"], &deck);
    let fire = card(&game, "base1-98");
    use_ability(&mut game, delcatty);
    play(&mut game, &[Action::PickCard { card: fire }, Action::Yes]);
    // Draws 2 of the 3 it may.
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert_eq!(game.boards[0].discard.as_slice(), [fire]);
    assert_eq!(
        hand(&game).len(),
        4,
        "Pikachu, the Water Energy and 2 cards drawn"
    );
    assert_eq!(game.boards[0].deck.len(), 2);
    assert!(!may_use(&game, delcatty), "once during your turn");
}

#[test]
fn pidgeot_puts_any_1_card_from_the_deck_into_the_hand() {
    // Pidgeot's Quick Search: "Once during your turn (before your attack), you may choose any
    // 1 card from your deck and put it into your hand. Shuffle your deck afterward."
    let mut game = holding("ex6-10", &[], &["Grass Energy", "base1-58", "Fire Energy"]);
    let pidgeot = active(&game, 0).uid;
    let pikachu = card(&game, "base1-58");
    use_ability(&mut game, pidgeot);
    play(
        &mut game,
        &[Action::Yes, Action::PickCard { card: pikachu }],
    );
    assert_eq!(hand(&game), [pikachu]);
    assert_eq!(game.boards[0].deck.len(), 2);
    assert!(!may_use(&game, pidgeot), "once during your turn");
}

#[test]
fn clefable_puts_a_card_from_the_hand_on_the_deck_for_a_basic_energy() {
    // Clefable's Moonlight: "… you may put a card from your hand back on your deck. If you do,
    // search your deck for a basic Energy card, show it to your opponent, and put it into your
    // hand. Shuffle your deck afterward."
    let deck = ["Grass Energy", "base1-96"];
    let game = holding("ecard1-7", &[], &deck);
    assert!(!may_use(&game, active(&game, 0).uid), "no card in the hand");
    let mut game = holding("ecard1-7", &["base1-58"], &deck);
    let clefable = active(&game, 0).uid;
    let (pikachu, grass) = (card(&game, "base1-58"), card(&game, "base1-99"));
    use_ability(&mut game, clefable);
    let double_colorless = card(&game, DOUBLE_COLORLESS);
    assert!(
        game.act(&Action::PickCard {
            card: double_colorless
        })
        .is_err(),
        "not a basic Energy card"
    );
    play(&mut game, &[Action::PickCard { card: grass }]);
    assert_eq!(hand(&game), [grass]);
    let mut deck = game.boards[0].deck.to_vec();
    deck.sort();
    assert_eq!(deck, [pikachu, double_colorless]);
}

#[test]
fn fearow_finds_a_pokemon_that_has_delta_on_its_card() {
    // Fearow δ's Delta Sign: "… you may search your deck for a Pokémon that has δ on its card,
    // show it to your opponent, and put it into your hand."
    let mut game = holding("ex14-18", &[], &["base1-58", "ex14-18", "Grass Energy"]);
    let fearow = active(&game, 0).uid;
    let (pikachu, other) = (card(&game, "base1-58"), card(&game, "ex14-18"));
    use_ability(&mut game, fearow);
    play(&mut game, &[Action::Yes]);
    assert!(
        game.act(&Action::PickCard { card: pikachu }).is_err(),
        "Pikachu has no δ"
    );
    play(&mut game, &[Action::PickCard { card: other }]);
    assert_eq!(hand(&game), [other]);
}

/// Seat 1's Active `mine` against Charmander with Pikachu and Doduo on seat 2's Bench.
fn against_a_bench(mine: &str) -> Tcg {
    Pos::duel(mon(mine), mon("base1-46"))
        .bench(1, mon("base1-58"))
        .bench(1, mon("base1-48"))
        .decks(&["Grass Energy"])
        .game(1)
}

#[test]
fn shiftry_and_swellow_switch_the_defending_pokemon_with_a_benched_one_the_opponent_picks() {
    // Shiftry's Fan Action: "… you may switch 1 of the Defending Pokémon with 1 of your
    // opponent's Benched Pokémon. Your opponent chooses the Benched Pokémon to switch."
    // Swellow's Drive Off: "… if Swellow is your Active Pokémon, …. Your opponent picks the
    // Benched Pokémon to switch."
    for mine in ["ex8-25", "ex1-46"] {
        let mut game = against_a_bench(mine);
        let doduo = bench_uid(&game, 1, 1);
        use_actives_ability(&mut game);
        play(&mut game, &[Action::Yes]);
        assert_eq!(game.mover(), Some(SEAT_2), "{mine}: the opponent picks");
        play(&mut game, &[Action::PickPokemon { pokemon: doduo }]);
        assert_eq!(active(&game, 1).uid, doduo, "{mine}");
    }
}

#[test]
fn lt_surges_magneton_takes_lightning_energy_from_its_pokemon_as_often_as_you_like() {
    // Lt. Surge's Magneton's Energy Charge: "As often as you like during your turn (before
    // your attack), if Lt. Surge's Magneton is your Active Pokémon, you may take 1 Lightning
    // Energy card attached to 1 of your Pokémon and attach it to Lt. Surge's Magneton."
    let mut game = Pos::duel(mon("gym1-8"), mon("base1-46"))
        .bench(
            0,
            mon("base1-58").energy(&["Lightning Energy", "Lightning Energy"]),
        )
        .decks(&["Grass Energy"])
        .game(1);
    let magneton = active(&game, 0).uid;
    let pikachu = bench_uid(&game, 0, 0);
    for moved in 1..=2 {
        use_ability(&mut game, magneton);
        play(&mut game, &[Action::Yes]);
        if legal(&game).contains(&Action::PickPokemon { pokemon: pikachu }) {
            play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
        }
        assert_eq!(active(&game, 0).energy.len(), moved);
        assert_eq!(game.boards[0].bench[0].energy.len(), 2 - moved);
    }
}
