//! What attached Energy provides, Energy attached by abilities, costs and Energy kept on a
//! Knock Out: the Standard cards of these families that did not play (issue 29), each test
//! playing the real card that prints the text.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Lucario ex (250 HP, weak to Psychic only): a target that survives the attacks tested.
const LUCARIO_EX: &str = "sv7-82";
/// Charizard (Pokémon GO): Burn Brightly, "Each basic Fire Energy attached to your Pokémon
/// provides FireFire Energy."; Flare Blitz costs Fire, Fire, Colorless, Colorless.
const CHARIZARD: &str = "pgo-10";
/// Meganium (Mega Evolution): Wild Growth, "Each Basic Grass Energy attached to all of your
/// Pokémon provides GrassGrass Energy."; Solar Beam does 140 for Grass, Grass, Colorless,
/// Colorless.
const MEGANIUM: &str = "me1-10";

#[test]
fn charizard_makes_each_basic_fire_energy_provide_two() {
    let can_attack = |energy: &[&str]| {
        let pos = Pos::stocked_duel(mon(CHARIZARD).energy(energy), mon(LUCARIO_EX));
        legal(&pos.game(1)).contains(&Action::Attack { index: 0 })
    };
    assert!(
        can_attack(&["Fire Energy", "Fire Energy"]),
        "2 Fire Energy provide 4"
    );
    assert!(
        !can_attack(&["Fire Energy", "Grass Energy"]),
        "Grass Energy provides 1"
    );
    assert!(!can_attack(&["Fire Energy"]));
}

#[test]
fn meganium_doubles_basic_grass_energy_on_every_pokemon_of_its_owner() {
    // Meganium on the Bench: the Active Meganium's Grass Energy provides GrassGrass too.
    let pos = |energy: &[&str], benched: Option<Mon>| {
        Pos::stocked_duel(mon(MEGANIUM).energy(energy), mon(LUCARIO_EX)).benched(0, benched)
    };
    let game = pos(&["Grass Energy", "Grass Energy"], None).attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 140);
    assert!(!legal(&pos(&["Grass Energy"], None).game(1)).contains(&Action::Attack { index: 0 }));
    // Pineco's Rollout costs Grass, Grass: its one Grass Energy pays it with its owner's
    // Meganium in play, not with the opponent's.
    let pineco = |mine: Option<Mon>, theirs: Option<Mon>| {
        let pos = Pos::stocked_duel(mon("sv2-4").energy(&["Grass Energy"]), mon(LUCARIO_EX))
            .benched(0, mine)
            .benched(1, theirs);
        legal(&pos.game(1)).contains(&Action::Attack { index: 0 })
    };
    assert!(pineco(Some(mon(MEGANIUM)), None));
    assert!(!pineco(None, Some(mon(MEGANIUM))));
    assert!(!pineco(None, None));
}

#[test]
fn team_rockets_moltres_ex_needs_a_team_rockets_energy_to_discard_the_defending_pokemon() {
    // Evil Incineration: "Discard a Team Rocket's Energy from this Pokémon. If you do, discard
    // your opponent's Active Pokémon and all attached cards." Basic Fire Energy is not one.
    let moltres = mon("sv10-229").energy(&["Fire Energy"; 4]);
    let game = Pos::stocked_duel(moltres, mon(LUCARIO_EX)).attacking(1, 1);
    assert_eq!(active(&game, 0).energy().len(), 4, "no Energy discarded");
    assert_eq!(game.board(Seat(1)).discard().len(), 0);
    assert_eq!(active(&game, 1).card(), card(&game, LUCARIO_EX));
}

#[test]
fn drapion_v_attacks_for_less_against_strike_pokemon() {
    // Wild Style: "This Pokémon's attacks cost Colorless less for each of your opponent's
    // Single Strike, Rapid Strike, and Fusion Strike Pokémon in play." Dynamic Tail costs 4
    // Colorless; Remoraid (Battle Styles) is a Rapid Strike Pokémon.
    let can_attack = |theirs: &str| {
        let drapion = mon("swsh12pt5gg-GG49").energy(&["Water Energy"; 3]);
        legal(&Pos::stocked_duel(drapion, mon(theirs)).game(1))
            .contains(&Action::Attack { index: 0 })
    };
    assert!(can_attack("swsh5-36"));
    assert!(!can_attack(LUCARIO_EX));
}

/// Uses the Active Pokémon's first ability and answers what it asks: yes, every option of a
/// "Choose 1 or both" in turn, then the first card or Pokémon offered.
fn ability_with_both_options(game: &mut Tcg) {
    let pokemon = active(game, 0).uid();
    play(game, &[Action::Ability { pokemon, index: 0 }]);
    for _ in 0..8 {
        let offered = legal(game);
        let answer = [Action::Yes, Action::PickOption { index: 0 }]
            .into_iter()
            .chain([Action::PickOption { index: 1 }, Action::Done])
            .find(|a| offered.contains(a));
        match answer {
            Some(a) if a != Action::Done => play(game, &[a]),
            _ => break,
        }
    }
    answering_first(game);
}

#[test]
fn infernape_attaches_a_fire_a_fighting_or_one_of_each_from_the_hand() {
    // Pyro Dance: "attach a Basic Fire Energy card, a Basic Fighting Energy card, or 1 of
    // each from your hand to your Pokémon in any way you like": one of each type at most.
    let attached = |hand: &[&str]| {
        let mut game = Pos::stocked_duel(mon("sv6-173"), mon(LUCARIO_EX))
            .hand(0, hand)
            .game(1);
        ability_with_both_options(&mut game);
        (
            active(&game, 0).energy().len(),
            game.board(Seat(0)).hand().len(),
        )
    };
    assert_eq!(
        attached(&["Fire Energy", "Fighting Energy", "Fire Energy"]),
        (2, 1)
    );
    assert_eq!(attached(&["Fire Energy", "Fire Energy"]), (1, 1));
}

#[test]
fn stevens_metagross_ex_searches_a_psychic_and_a_metal_energy_for_its_types() {
    // X-Boot: "search your deck for a Basic Psychic Energy card, a Basic Metal Energy card, or
    // 1 of each and attach them to your Psychic Pokémon and Metal Pokémon in any way you
    // like"; Lucario ex on the Bench is neither type and is never offered.
    let mut game = Pos::stocked_duel(mon("sv10-145"), mon(LUCARIO_EX))
        .bench(0, mon(LUCARIO_EX))
        .deck(
            0,
            &[
                "Psychic Energy",
                "Metal Energy",
                "Psychic Energy",
                "Fire Energy",
            ],
        )
        .game(1);
    ability_with_both_options(&mut game);
    let metagross = active(&game, 0);
    let names: Vec<_> = (metagross.energy().iter())
        .map(|&c| game.cards().get(c).name.as_str())
        .collect();
    assert_eq!(names, ["Psychic Energy", "Metal Energy"]);
    assert!(game.board(Seat(0)).bench()[0].energy().is_empty());
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn mega_venusaur_ex_moves_basic_grass_energy_as_often_as_its_owner_likes() {
    // "As often as you like during your turn, you may use this Ability. Move a Basic Grass
    // Energy from 1 of your Pokémon to another of your Pokémon." The move is what a use does.
    let pos = |energy: &[&str]| {
        Pos::stocked_duel(mon("me1-177").energy(energy), mon(LUCARIO_EX)).bench(0, mon(LUCARIO_EX))
    };
    let use_it = |game: &Tcg| Action::Ability {
        pokemon: active(game, 0).uid(),
        index: 0,
    };
    let fire_only = pos(&["Fire Energy"]).game(1);
    assert!(
        !legal(&fire_only).contains(&use_it(&fire_only)),
        "no Basic Grass Energy"
    );
    let mut game = pos(&["Grass Energy", "Fire Energy"]).game(1);
    let first_use = use_it(&game);
    play(&mut game, &[first_use]);
    // From Mega Venusaur ex (the only one with Grass Energy), to the other: Lucario ex.
    answering_first(&mut game);
    assert_eq!(game.board(Seat(0)).bench()[0].energy().len(), 1);
    assert_eq!(active(&game, 0).energy().len(), 1);
    // Again, as often as one likes: bounded by the Energy attached to its owner's Pokémon (2).
    let again = use_it(&game);
    assert!(legal(&game).contains(&again));
    let lucario = bench_uid(&game, 0, 0);
    play(&mut game, &[again]);
    while !pokemon_offered(&game).contains(&lucario) {
        play(&mut game, &[Action::Yes]);
    }
    play(&mut game, &[Action::PickPokemon { pokemon: lucario }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 0).energy().len(), 2, "moved back");
    assert!(
        !legal(&game).contains(&use_it(&game)),
        "as many moves as Energy attached"
    );
}

#[test]
fn skeledirge_ex_discards_a_basic_fire_energy_from_the_hand_for_60_more_damage() {
    // Unaware Scorcher: "Once during your turn, you may discard a Basic Fire Energy card from
    // your hand in order to use this Ability. During this turn, attacks used by your Pokémon do
    // 60 more damage to your opponent's Active Pokémon …". Luster Burn does 160.
    let pos = |hand: &[&str]| {
        let skeledirge = mon("sv4-137").energy(&["Fire Energy"; 2]);
        Pos::stocked_duel(skeledirge, mon(LUCARIO_EX)).hand(0, hand)
    };
    let use_it = |game: &Tcg| Action::Ability {
        pokemon: active(game, 0).uid(),
        index: 0,
    };
    let no_fire = pos(&["Water Energy"]).game(1);
    assert!(
        !legal(&no_fire).contains(&use_it(&no_fire)),
        "nothing to pay with"
    );
    let mut game = pos(&["Fire Energy", "Water Energy"]).game(1);
    let scorcher = use_it(&game);
    play(&mut game, &[scorcher]);
    answering_first(&mut game);
    let board = game.board(Seat(0));
    assert_eq!((board.hand().len(), board.discard().len()), (1, 1));
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 160 + 60);
}
