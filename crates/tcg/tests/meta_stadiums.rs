//! The Standard meta's Stadiums and Tool that switch things off, limit the Bench or lend a VSTAR
//! Power, on real positions: Forest Seal Stone, Jamming Tower, Team Rocket's Watchtower,
//! Collapsed Stadium and Area Zero Underdepths.

mod common;

use altplay_core::{Policy, Seat};
use altplay_tcg::game::{Action, Tcg};
use altplay_tcg::players::Greedy;
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

#[test]
fn forest_seal_stone_lends_its_vstar_power_to_a_pokemon_v_once_a_game() {
    let pos = Pos::stocked_duel(mon(HEATRAN_V).tools(&[FOREST_SEAL_STONE]), mon(DREEPY))
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
        !active_ability_offered(&game, 0),
        "a player's one VSTAR Power of the game is used"
    );
}

#[test]
fn forest_seal_stone_lends_nothing_to_a_pokemon_that_is_not_a_pokemon_v() {
    let game = Pos::stocked_duel(mon(ZANGOOSE).tools(&[FOREST_SEAL_STONE]), mon(DREEPY)).game(1);
    assert!(!active_ability_offered(&game, 0));
}

#[test]
fn greedy_attaches_a_seal_stone_only_to_a_pokemon_v() {
    let game = Pos::stocked_duel(mon(ZANGOOSE), mon(DREEPY))
        .bench(0, mon(HEATRAN_V))
        .hand(0, &[FOREST_SEAL_STONE])
        .game(1);
    let stone = Action::Tool {
        card: card(&game, FOREST_SEAL_STONE),
        target: bench_uid(&game, 0, 0),
    };
    assert_eq!(Greedy::new().choose(&game), stone, "not on Zangoose");
}

#[test]
fn jamming_tower_switches_off_the_tools_of_both_players() {
    let pos = || {
        Pos::stocked_duel(
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
    let stone = || Pos::stocked_duel(mon(HEATRAN_V).tools(&[FOREST_SEAL_STONE]), mon(DREEPY));
    assert!(active_ability_offered(&stone().game(1), 0));
    assert!(!active_ability_offered(
        &stone().stadium(JAMMING_TOWER).game(1),
        0
    ));
}

#[test]
fn team_rockets_watchtower_takes_the_abilities_of_colorless_pokemon() {
    let hit = |stadium: Option<&str>| {
        let mut pos = Pos::stocked_duel(
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
        Pos::stocked_duel(mon(on).tools(&[FOREST_SEAL_STONE]), mon(DREEPY))
            .stadium(WATCHTOWER)
            .game(1)
    };
    assert!(
        active_ability_offered(&stone(HEATRAN_V), 0),
        "Heatran V is Fire"
    );
    assert!(
        !active_ability_offered(&stone(ARCEUS_V), 0),
        "a lent ability is the Pokémon's too"
    );
}

const COLLAPSED_STADIUM: &str = "swsh9-137";
const AREA_ZERO: &str = "sv7-131";
const FULL_METAL_LAB: &str = "sv5-148";
const OGERPON_EX: &str = "sv6-25"; // Teal Mask Ogerpon ex, a Basic Tera Pokémon.

/// Seat 1's Zangoose against seat 2's Dreepy, each with `benched` Zangoose on the Bench.
fn benches(benched: usize) -> Pos {
    let mut pos = Pos::stocked_duel(mon(ZANGOOSE), mon(DREEPY));
    for _ in 0..benched {
        pos = pos.bench(0, mon(ZANGOOSE)).bench(1, mon(ZANGOOSE));
    }
    pos
}

/// The Benched Pokémon `seat` is asked to discard, if it is asked.
fn asked_to_discard(game: &Tcg, seat: u8) -> Vec<Action> {
    let bench: Vec<Action> = (game.board(Seat(seat)).bench().iter())
        .map(|p| Action::PickPokemon { pokemon: p.uid() })
        .collect();
    let offered = legal(game);
    match offered.len() == bench.len() && bench.iter().all(|a| offered.contains(a)) {
        true => bench,
        false => Vec::new(),
    }
}

#[test]
fn collapsed_stadium_has_each_player_discard_down_to_4_benched_the_player_who_played_it_first() {
    let mut game = benches(5).hand(0, &[COLLAPSED_STADIUM]).game(1);
    let stadium = card(&game, COLLAPSED_STADIUM);
    play(&mut game, &[Action::Play { card: stadium }]);
    let mine = asked_to_discard(&game, 0);
    assert_eq!(mine.len(), 5, "seat 1 first: {:?}", legal(&game));
    play(&mut game, &mine[..1]);
    let theirs = asked_to_discard(&game, 1);
    assert_eq!(theirs.len(), 5, "then seat 2");
    play(&mut game, &theirs[..1]);
    for seat in [0, 1] {
        assert_eq!(game.board(Seat(seat)).bench().len(), 4);
        assert_eq!(game.board(Seat(seat)).discard().len(), 1);
    }
    assert!(legal(&game).contains(&Action::EndTurn), "the turn goes on");
}

#[test]
fn collapsed_stadium_keeps_a_fifth_pokemon_off_the_bench() {
    let pos = || benches(4).hand(0, &[ZANGOOSE]);
    let bench = |game: &Tcg| Action::Bench {
        card: card(game, ZANGOOSE),
    };
    let game = pos().game(1);
    assert!(legal(&game).contains(&bench(&game)));
    let game = pos().stadium(COLLAPSED_STADIUM).game(1);
    assert!(!legal(&game).contains(&bench(&game)), "4 at most");
}

#[test]
fn area_zero_underdepths_allows_8_benched_with_a_tera_pokemon_and_5_once_it_leaves() {
    let mut pos = Pos::stocked_duel(mon(OGERPON_EX), mon(DREEPY)).stadium(AREA_ZERO);
    for _ in 0..6 {
        pos = pos.bench(0, mon(ZANGOOSE));
    }
    let mut game = pos.hand(0, &[ZANGOOSE, FULL_METAL_LAB]).game(1);
    let zangoose = card(&game, ZANGOOSE);
    play(&mut game, &[Action::Bench { card: zangoose }]);
    assert_eq!(
        game.board(Seat(0)).bench().len(),
        7,
        "8 at most with Ogerpon ex"
    );
    let lab = card(&game, FULL_METAL_LAB);
    play(&mut game, &[Action::Play { card: lab }]);
    for _ in 0..2 {
        let mine = asked_to_discard(&game, 0);
        assert!(!mine.is_empty(), "down to 5: {:?}", legal(&game));
        play(&mut game, &mine[..1]);
    }
    assert_eq!(game.board(Seat(0)).bench().len(), 5);
    assert!(legal(&game).contains(&Action::EndTurn));
}

#[test]
fn area_zero_underdepths_allows_5_without_a_tera_pokemon() {
    let mut pos = benches(0).stadium(AREA_ZERO);
    for _ in 0..5 {
        pos = pos.bench(0, mon(ZANGOOSE));
    }
    let game = pos.hand(0, &[ZANGOOSE]).game(1);
    let bench = Action::Bench {
        card: card(&game, ZANGOOSE),
    };
    assert!(!legal(&game).contains(&bench));
}
