//! The modern rule boxes and tags (TCG-19), played from positions with the real cards that
//! print them.

mod common;

use altplay_core::Seat;
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
