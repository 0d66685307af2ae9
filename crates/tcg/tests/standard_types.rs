//! The Standard cards about the state of a Pokémon (issue 29, the "types" family): types
//! changed, … Each test plays the real card that prints the text, through a position.

mod common;

use common::*;

/// Mega Mawile ex (270 HP, Basic): weak to Fire ×2, resists Grass −30.
const MEGA_MAWILE_EX: &str = "me1-94";
/// Ralts (70 HP): resists Fighting −30.
const RALTS: &str = "sv1-84";

#[test]
fn scovillain_is_grass_and_fire_type_so_fire_weakness_applies() {
    // "As long as this Pokémon is in play, it is Grass and Fire type." Spicy Headbutt's 110
    // isn't affected by Resistance: Fire Weakness doubles it.
    let scovillain = mon("sv4pt5-107").energy(&["Grass Energy"; 3]);
    let game = Pos::stocked_duel(scovillain, mon(MEGA_MAWILE_EX)).attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 220);
}

#[test]
fn iron_treads_is_fighting_type_only_with_its_capsule() {
    // "As long as this Pokémon has a Future Booster Energy Capsule attached, it is Fighting and
    // Metal type." Wheel Pass does 60, 20 more with the Capsule; Ralts resists Fighting by 30.
    let damage = |tools: &[&str]| {
        let treads = mon("sv5-118").energy(&["Metal Energy"; 2]).tools(tools);
        let mut game = Pos::stocked_duel(treads, mon(RALTS))
            .bench(0, mon("sv5-118"))
            .attacking(0, 1);
        answering_first(&mut game);
        active(&game, 1).damage()
    };
    assert_eq!(damage(&[]), 60);
    assert_eq!(damage(&["sv5-149"]), 50);
}
