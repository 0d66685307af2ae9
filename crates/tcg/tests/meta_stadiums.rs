//! The Standard meta's Stadiums and Tool that switch things off, limit the Bench or lend a VSTAR
//! Power, on real positions: Forest Seal Stone, Jamming Tower, Team Rocket's Watchtower.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, Tcg};
use common::*;

const HEATRAN_V: &str = "swsh10-25"; // Basic Fire Pokémon V, no ability.
const ARCEUS_V: &str = "swsh9-122"; // Basic Colorless Pokémon V, no ability.
const ZANGOOSE: &str = "sv1-146"; // Basic Colorless, not a Pokémon V.
const MAKUHITA: &str = "sv2-112"; // Basic Fighting; [CC] 40.
const DREEPY: &str = "sv6-128";
const BOUFFALANT: &str = "sv7-119"; // Colorless; Curly Wall, a passive Ability.
const FOREST_SEAL_STONE: &str = "swsh12-156";
const DEVOLUTION: &str = "sv4-177"; // Technical Machine: Devolution.
const FROSLASS: &str = "sv6-53";
const SNORUNT: &str = "sv6-51";
const JAMMING_TOWER: &str = "sv6-153";
const WATCHTOWER: &str = "sv10-180";

/// Seat 1's `mine` against seat 2's `theirs`, Water Energy in the decks and Prize cards.
fn duel(mine: Mon, theirs: Mon) -> Pos {
    let two = ["Water Energy"; 2];
    Pos::duel(mine, theirs)
        .decks(&two)
        .prizes(0, &two)
        .prizes(1, &two)
}

/// Seat 1's Active Pokémon's ability `index`, if it is offered.
fn ability_offered(game: &Tcg, index: u8) -> bool {
    let pokemon = active(game, 0).uid();
    legal(game).contains(&Action::Ability { pokemon, index })
}

#[test]
fn forest_seal_stone_lends_its_vstar_power_to_a_pokemon_v_once_a_game() {
    let pos = duel(mon(HEATRAN_V).tools(&[FOREST_SEAL_STONE]), mon(DREEPY))
        .deck(0, &[MAKUHITA, "Water Energy"]);
    let mut game = pos.game(1);
    let found = card(&game, MAKUHITA);
    let pokemon = active(&game, 0).uid();
    play(
        &mut game,
        &[
            Action::Ability { pokemon, index: 0 },
            Action::Yes,
            Action::PickCard { card: found },
        ],
    );
    assert!(game.board(Seat(0)).hand().contains(&found), "Star Alchemy");
    play(&mut game, &[Action::EndTurn, Action::EndTurn]);
    assert!(
        !ability_offered(&game, 0),
        "a player's one VSTAR Power of the game is used"
    );
}

#[test]
fn forest_seal_stone_lends_nothing_to_a_pokemon_that_is_not_a_pokemon_v() {
    let game = duel(mon(ZANGOOSE).tools(&[FOREST_SEAL_STONE]), mon(DREEPY)).game(1);
    assert!(!ability_offered(&game, 0));
}

#[test]
fn jamming_tower_switches_off_the_tools_of_both_players() {
    let pos = || {
        duel(
            mon(ZANGOOSE).energy(&["Water Energy"]).tools(&[DEVOLUTION]),
            mon(FROSLASS).under(&[SNORUNT]),
        )
    };
    let lent = Action::Attack { index: 1 };
    assert!(legal(&pos().game(1)).contains(&lent));
    assert!(
        !legal(&pos().stadium(JAMMING_TOWER).game(1)).contains(&lent),
        "Devolution's attack is no longer lent"
    );
    let stone = || duel(mon(HEATRAN_V).tools(&[FOREST_SEAL_STONE]), mon(DREEPY));
    assert!(ability_offered(&stone().game(1), 0));
    assert!(!ability_offered(&stone().stadium(JAMMING_TOWER).game(1), 0));
}

#[test]
fn team_rockets_watchtower_takes_the_abilities_of_colorless_pokemon() {
    let hit = |stadium: Option<&str>| {
        let mut pos = duel(
            mon(MAKUHITA).energy(&["Water Energy", "Water Energy"]),
            mon(ZANGOOSE),
        )
        .bench(1, mon(BOUFFALANT))
        .bench(1, mon(BOUFFALANT));
        if let Some(stadium) = stadium {
            pos = pos.stadium(stadium);
        }
        let mut game = pos.game(1);
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 1).damage()
    };
    // Zangoose is weak to Fighting: 80, 60 less with Curly Wall.
    assert_eq!(hit(None), 20);
    assert_eq!(hit(Some(WATCHTOWER)), 80, "Bouffalant has no Abilities");
    let stone = |on: &str| {
        duel(mon(on).tools(&[FOREST_SEAL_STONE]), mon(DREEPY))
            .stadium(WATCHTOWER)
            .game(1)
    };
    assert!(ability_offered(&stone(HEATRAN_V), 0), "Heatran V is Fire");
    assert!(
        !ability_offered(&stone(ARCEUS_V), 0),
        "a lent ability is the Pokémon's too"
    );
}
