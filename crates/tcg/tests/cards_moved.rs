//! Texts that move cards, played on real cards: Trainers and attacks that draw, search,
//! discard, and recover cards, and the Pokémon a group's relative clause allows.

mod common;

use altplay_tcg::game::Action;
use common::*;

#[test]
fn acerola_puts_only_a_damaged_pokemon_and_its_cards_into_the_hand() {
    // Acerola: "Put 1 of your Pokémon that has any damage counters on it and all cards
    // attached to it into your hand."
    let mut game = position(
        r#"
[[seat]]
hand = ["sm3-112"]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-11"
damage = 30
[[seat.bench]]
card = "swsh1-51"
[[seat.bench]]
card = "swsh1-112"
damage = 10
energy = ["Fighting Energy"]
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
"#,
        1,
    );
    let acerola = card(&game, "sm3-112");
    play(&mut game, &[Action::Play { card: acerola }]);
    let undamaged = bench_uid(&game, 0, 0);
    assert!(
        game.act(&Action::PickPokemon { pokemon: undamaged })
            .is_err(),
        "a Pokémon without damage counters is not offered"
    );
    let clobbopus = bench_uid(&game, 0, 1);
    play(&mut game, &[Action::PickPokemon { pokemon: clobbopus }]);
    let board = &game.boards[0];
    assert_eq!(board.bench.len(), 1);
    assert!(board.hand.contains(&card(&game, "swsh1-112")));
    assert_eq!(board.hand.len(), 2, "with its Fighting Energy");
    assert_eq!(active(&game, 0).damage, 30, "the Active stays");
}

#[test]
fn lana_heals_each_pokemon_with_water_energy_attached() {
    // Lana: "Heal 50 damage from each of your Pokémon that has any Water Energy attached to
    // it."
    let mut game = position(
        r#"
[[seat]]
hand = ["sm3-117"]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-51"
damage = 60
energy = ["Water Energy"]
[[seat.bench]]
card = "swsh1-51"
damage = 30
[[seat.bench]]
card = "swsh1-11"
damage = 30
energy = ["Water Energy"]
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
"#,
        1,
    );
    let lana = card(&game, "sm3-117");
    play(&mut game, &[Action::Play { card: lana }]);
    let board = &game.boards[0];
    assert_eq!(active(&game, 0).damage, 10);
    assert_eq!(board.bench[0].damage, 30, "no Water Energy: not healed");
    assert_eq!(board.bench[1].damage, 0);
}

#[test]
fn turbo_patch_attaches_on_heads_to_a_basic_pokemon_that_is_not_a_pokemon_gx() {
    // Turbo Patch: "Flip a coin. If heads, attach a basic Energy card from your discard pile to
    // 1 of your Basic Pokémon that isn't a Pokémon-GX."
    let text = r#"
[[seat]]
hand = ["swsh3-172"]
deck = ["Grass Energy"]
discard = ["Grass Energy"]
[seat.active]
card = "sm1-35"
[[seat.bench]]
card = "swsh1-11"
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
"#;
    let mut outcomes = [0; 2];
    for seed in 1..=12 {
        let mut game = position(text, seed);
        let patch = card(&game, "swsh3-172");
        play(&mut game, &[Action::Play { card: patch }]);
        assert!(active(&game, 0).energy.is_empty(), "never the Pokémon-GX");
        let attached = game.boards[0].bench[0].energy.len();
        assert_eq!(
            attached + game.boards[0].discard.len(),
            2,
            "Energy and the Item"
        );
        outcomes[attached] += 1;
    }
    assert!(
        outcomes[0] > 0 && outcomes[1] > 0,
        "tails and heads: {outcomes:?}"
    );
}

#[test]
fn looker_draws_from_the_bottom_of_the_deck() {
    // Looker: "Draw 3 cards from the bottom of your deck."
    let mut game = position(
        r#"
[[seat]]
hand = ["sm5-126"]
deck = ["swsh1-11", "Grass Energy", "Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-51"
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
"#,
        1,
    );
    let looker = card(&game, "sm5-126");
    play(&mut game, &[Action::Play { card: looker }]);
    let board = &game.boards[0];
    assert_eq!(
        board.deck.as_slice(),
        [card(&game, "swsh1-11")],
        "the top stays"
    );
    assert_eq!(board.hand.len(), 3);
    assert!(!board.hand.contains(&card(&game, "swsh1-11")));
}

#[test]
fn kahili_goes_back_to_the_hand_on_heads() {
    // Kahili: "Draw 2 cards. Then, flip a coin. If heads, if you played this Kahili from your
    // hand, put this card into your hand instead of the discard pile."
    let text = r#"
[[seat]]
hand = ["sm8-179"]
deck = ["Grass Energy", "Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-51"
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
"#;
    let mut kept = [0; 2];
    for seed in 1..=12 {
        let mut game = position(text, seed);
        let kahili = card(&game, "sm8-179");
        play(&mut game, &[Action::Play { card: kahili }]);
        let board = &game.boards[0];
        let in_hand = board.hand.contains(&kahili);
        assert_eq!(board.discard.contains(&kahili), !in_hand);
        assert_eq!(board.hand.len(), 2 + usize::from(in_hand), "2 drawn");
        kept[usize::from(in_hand)] += 1;
    }
    assert!(kept[0] > 0 && kept[1] > 0, "tails and heads: {kept:?}");
}
