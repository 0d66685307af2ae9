//! The modern rule boxes and tags (TCG-19), played from positions with the real cards that
//! print them.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action, Tcg};
use common::*;

const WATER: [&str; 4] = ["Water Energy"; 4];

/// Cinderace ex (a Tera Pokémon) uses Garnet Volley — "This attack does 180 damage to 1 of your
/// opponent's Pokémon." — against an opponent with Tera Charizard ex and Snorlax on the Bench.
fn garnet_volley(opponents_active: &str) -> Tcg {
    Pos::duel(
        mon("svp-163")
            .energy(&["Fire Energy", "Fighting Energy", "Darkness Energy"])
            .under(&["swsh1-30", "swsh1-32"]),
        mon(opponents_active),
    )
    .decks(&WATER)
    .bench(1, mon("svp-56").under(&["sv3-26", "sv3-27"]))
    .bench(1, mon("swsh1-140"))
    .attacking(1, 1)
}

#[test]
fn tcg_19_a_tera_pokemon_on_the_bench_takes_no_damage_from_attacks() {
    let mut game = garnet_volley("swsh1-140");
    let tera = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: tera }]);
    assert_eq!(
        game.board(Seat(1)).bench()[0].damage(),
        0,
        "Charizard ex (Tera)"
    );

    let mut game = garnet_volley("swsh1-140");
    let snorlax = bench_uid(&game, 1, 1);
    play(&mut game, &[Action::PickPokemon { pokemon: snorlax }]);
    // 180 damage Knocks Out the 150-HP Snorlax, which is no Tera Pokémon.
    let snorlax_card = card(&game, "swsh1-140");
    let board = game.board(Seat(1));
    assert_eq!(board.bench().len(), 1, "Snorlax left the Bench");
    assert!(
        board.discard().contains(&snorlax_card),
        "Snorlax Knocked Out"
    );
}

#[test]
fn tcg_19_a_tera_pokemon_in_the_active_spot_takes_damage() {
    let mut game = garnet_volley("svp-56");
    let active_uid = active(&game, 1).uid();
    play(
        &mut game,
        &[Action::PickPokemon {
            pokemon: active_uid,
        }],
    );
    assert_eq!(active(&game, 1).damage(), 180);
}

/// Charizard VSTAR with four Fire Energy against a Snorlax, seat 1 having used its VSTAR Power
/// of the game or not.
fn star_blaze(vstar_used: bool) -> Tcg {
    let pos = Pos::duel(
        mon("swsh9-18")
            .energy(&["Fire Energy"; 4])
            .under(&["swsh9-17"]),
        mon("swsh1-140"),
    )
    .decks(&WATER);
    let text = pos.toml();
    let text = match vstar_used {
        true => text.replacen("[[seat]]\n", "[[seat]]\nvstar_used = true\n", 1),
        false => text,
    };
    position(&text, 1)
}

#[test]
fn tcg_19_a_vstar_power_attack_is_used_once_a_game() {
    // Star Blaze: "Discard 2 Energy from this Pokémon. (You can't use more than 1 VSTAR Power in
    // a game.)"
    let mut game = star_blaze(false);
    assert!(!game.board(Seat(0)).vstar_used());
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert!(game.board(Seat(0)).vstar_used(), "the VSTAR Power is spent");
    assert!(
        !game.board(Seat(1)).vstar_used(),
        "the other player's is not"
    );

    let mut game = star_blaze(true);
    let refused = game.act(&Action::Attack { index: 1 }).unwrap_err();
    assert_eq!(refused.rule, "TCG-19", "{refused:?}");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.contains(&Action::Attack { index: 1 }), "not offered");
    assert!(
        legal.contains(&Action::Attack { index: 0 }),
        "its other attack is"
    );
}

#[test]
fn tcg_19_a_vstar_power_ability_spends_the_one_vstar_power_of_the_game() {
    // Hisuian Goodra VSTAR's Moisture Star: "During your turn, you may heal all damage from
    // this Pokémon. (You can't use more than 1 VSTAR Power in a game.)"
    let pos = Pos::duel(
        mon("swsh11-136").under(&["swsh11-135"]).damage(100),
        mon("swsh1-140"),
    )
    .decks(&WATER);
    let mut game = position(&pos.toml(), 1);
    let goodra = active(&game, 0).uid();
    let moisture_star = Action::Ability {
        pokemon: goodra,
        index: 0,
    };
    play(&mut game, &[moisture_star, Action::Yes]);
    assert_eq!(active(&game, 0).damage(), 0, "all damage healed");
    assert!(game.board(Seat(0)).vstar_used());

    let used = pos
        .toml()
        .replacen("[[seat]]\n", "[[seat]]\nvstar_used = true\n", 1);
    let mut game = position(&used, 1);
    assert_eq!(game.act(&moisture_star).unwrap_err().rule, "TCG-19");
    assert_eq!(active(&game, 0).damage(), 100);
}

#[test]
fn tcg_19_a_prism_star_card_goes_to_the_lost_zone_instead_of_the_discard_pile() {
    // Garnet Volley's 180 damage Knocks Out Diancie ◇ (120 HP, a Prism Star Pokémon) and then,
    // in a second game, a Snorlax: one to the Lost Zone, the other to the discard pile.
    let mut game = garnet_volley("sm6-74");
    let diancie = active(&game, 1).uid();
    play(&mut game, &[Action::PickPokemon { pokemon: diancie }]);
    let diancie_card = card(&game, "sm6-74");
    let board = game.board(Seat(1));
    assert!(board.lost_zone().contains(&diancie_card), "{board:?}");
    assert!(!board.discard().contains(&diancie_card));

    let mut game = garnet_volley("swsh1-140");
    let snorlax = active(&game, 1).uid();
    play(&mut game, &[Action::PickPokemon { pokemon: snorlax }]);
    let snorlax_card = card(&game, "swsh1-140");
    let board = game.board(Seat(1));
    assert!(board.discard().contains(&snorlax_card));
    assert!(board.lost_zone().is_empty());
}

/// Seat 1's Active `basic` evolves into `evolution` from the hand; whose turn it is then.
fn evolved(basic: &str, evolution: &str) -> Seat {
    let mut game = Pos::duel(mon(basic), mon("swsh1-140"))
        .hand(0, &[evolution])
        .decks(&WATER)
        .game(1);
    assert_eq!(game.current(), Seat(0));
    let card = card(&game, evolution);
    let target = active(&game, 0).uid();
    play(&mut game, &[Action::Evolve { card, target }]);
    assert_eq!(
        game.top(active(&game, 0)).hp,
        game.def(card).pokemon().unwrap().hp
    );
    game.current()
}

#[test]
fn tcg_19_an_older_mega_evolution_ends_its_owners_turn() {
    // M Venusaur-EX (XY): "When 1 of your Pokémon becomes a Mega Evolution Pokémon, your turn
    // ends."
    assert_eq!(evolved("xy1-1", "xy1-2"), Seat(1), "the turn ended");
    // Mega Lucario ex, a Mega Evolution Pokémon ex (2025), has no such rule.
    assert_eq!(evolved("me1-76", "me1-77"), Seat(0), "the turn goes on");
}

#[test]
fn iron_hands_ex_takes_1_more_prize_for_a_knock_out_by_amp_you_very_much() {
    // Amp You Very Much: "If your opponent's Pokémon is Knocked Out by damage from this
    // attack, take 1 more Prize card."
    let taken = |damage: u16| {
        let game = Pos::duel(
            mon("sv4-70").energy(&["Lightning Energy"; 4]),
            mon("sv7-82").damage(damage),
        )
        .bench(1, mon("sv7-82"))
        .decks(&WATER)
        .prizes(0, &WATER)
        .attacking(1, 1);
        4 - game.board(Seat(0)).prizes().len()
    };
    assert_eq!(taken(200), 2 + 1, "a Pokémon ex Knocked Out");
    assert_eq!(taken(0), 0, "not Knocked Out");
}
