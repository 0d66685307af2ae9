//! The Standard meta's passive cards on real positions: Stadiums (Full Metal Lab, Pokémon
//! League Headquarters), Special Energy (Double Turbo Energy, Luminous Energy), abilities
//! (Lillie's Clefairy ex's Weakness ×2, Bouffalant's Curly Wall that doesn't stack, Froslass's
//! counters at the Pokémon Checkup) and Technical Machine: Devolution's lent attack.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, Tcg};
use common::*;

const ZANGOOSE: &str = "sv1-146"; // Basic Colorless, 90 HP; [C] 40.
const MAKUHITA: &str = "sv2-112"; // Basic Fighting; [CC] 40.
const RALTS: &str = "sv1-84"; // Basic Psychic; [PC] 30.
const FLABEBE: &str = "sv1-91"; // Basic Psychic; [P] 20.
const DREEPY: &str = "sv6-128"; // Basic Dragon, 70 HP, no Weakness.
const ARON: &str = "sm4-65"; // Basic Metal.
const BOUFFALANT: &str = "sv7-119";
const FROSLASS: &str = "sv6-53";
const SNORUNT: &str = "sv6-51";
const CLEFAIRY: &str = "sv9-56"; // Lillie's Clefairy ex.
const DOUBLE_TURBO: &str = "swsh9-151";
const LUMINOUS: &str = "sv2-191";
const DEVOLUTION: &str = "sv4-177";

/// The damage seat 1's attack `index` does to seat 2's Active Pokémon.
fn damage_done(pos: Pos, index: u8) -> u16 {
    let mut game = pos.game(1);
    play(&mut game, &[Action::Attack { index }]);
    active(&game, 1).damage()
}

fn may_attack(game: &Tcg) -> bool {
    legal(game).contains(&Action::Attack { index: 0 })
}

#[test]
fn full_metal_lab_reduces_the_damage_to_metal_pokemon() {
    let pos = || Pos::stocked_duel(mon(ZANGOOSE).energy(&["Water Energy"]), mon(ARON));
    assert_eq!(damage_done(pos(), 0), 40);
    assert_eq!(damage_done(pos().stadium("sv5-148"), 0), 10, "30 less");
}

#[test]
fn pokemon_league_headquarters_raises_a_basic_pokemons_attack_cost() {
    let pos = || Pos::stocked_duel(mon(ZANGOOSE).energy(&["Water Energy"]), mon(DREEPY));
    assert!(may_attack(&pos().game(1)));
    assert!(
        !may_attack(&pos().stadium("sv3-192").game(1)),
        "[C] more: 1 Energy no longer pays"
    );
}

#[test]
fn double_turbo_energy_provides_two_and_its_attacks_do_20_less() {
    let pos = Pos::stocked_duel(mon(MAKUHITA).energy(&[DOUBLE_TURBO]), mon(DREEPY));
    assert_eq!(damage_done(pos, 0), 20);
}

#[test]
fn luminous_energy_provides_colorless_beside_another_special_energy() {
    let alone = Pos::stocked_duel(mon(FLABEBE).energy(&[LUMINOUS]), mon(DREEPY));
    assert!(may_attack(&alone.game(1)), "every type: it pays [P]");
    let beside = Pos::stocked_duel(mon(FLABEBE).energy(&[LUMINOUS, DOUBLE_TURBO]), mon(DREEPY));
    assert!(
        !may_attack(&beside.game(1)),
        "Colorless only: nothing pays [P]"
    );
}

#[test]
fn lillies_clefairy_ex_gives_dragon_pokemon_a_psychic_weakness() {
    let pos = || {
        Pos::stocked_duel(
            mon(RALTS).energy(&["Psychic Energy", "Psychic Energy"]),
            mon(DREEPY),
        )
    };
    assert_eq!(damage_done(pos(), 0), 30, "Dreepy has no Weakness");
    assert_eq!(damage_done(pos().bench(0, mon(CLEFAIRY)), 0), 60, "now ×2");
}

#[test]
fn bouffalants_curly_wall_needs_another_and_does_not_stack() {
    let hit = |bench: usize| {
        let mut pos = Pos::stocked_duel(
            mon(MAKUHITA).energy(&["Water Energy", "Water Energy"]),
            mon(ZANGOOSE),
        );
        for _ in 0..bench {
            pos = pos.bench(1, mon(BOUFFALANT));
        }
        damage_done(pos, 0)
    };
    // Zangoose is weak to Fighting: 80.
    assert_eq!(hit(1), 80, "1 Bouffalant alone: no other");
    assert_eq!(hit(2), 20, "60 less");
    assert_eq!(hit(3), 20, "once however many");
}

#[test]
fn froslass_puts_a_counter_on_each_pokemon_with_an_ability_at_the_checkup() {
    let mut game = Pos::stocked_duel(mon(FROSLASS).under(&[SNORUNT]), mon(BOUFFALANT))
        .bench(0, mon(CLEFAIRY))
        .bench(1, mon(DREEPY))
        .game(1);
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(active(&game, 1).damage(), 10, "Bouffalant has an Ability");
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 10, "yours too");
    assert_eq!(
        game.board(Seat(1)).bench()[0].damage(),
        0,
        "Dreepy has none"
    );
    assert_eq!(active(&game, 0).damage(), 0, "except any Froslass");
}

#[test]
fn technical_machine_devolution_lends_its_attack() {
    let mut game = Pos::stocked_duel(
        mon(ZANGOOSE).energy(&["Water Energy"]).tools(&[DEVOLUTION]),
        mon(FROSLASS).under(&[SNORUNT]),
    )
    .game(1);
    let (froslass, snorunt) = (card(&game, FROSLASS), card(&game, SNORUNT));
    // Devolution comes after Zangoose's own attack.
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(active(&game, 1).stack(), [snorunt]);
    assert!(game.board(SEAT_2).hand().contains(&froslass));
}
