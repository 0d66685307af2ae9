//! The Standard cards about the state of a Pokémon (issue 29, the "types" family): types
//! changed, protection that looks at the attacker, where Prize cards go, … Each test plays the real card that prints the text, through a position.

mod common;

use altplay_core::Seat;
use common::*;

/// Mega Mawile ex (270 HP, Basic): weak to Fire ×2, resists Grass −30.
const MEGA_MAWILE_EX: &str = "me1-94";
/// Lucario ex (250 HP): Low Kick does 50 for Fighting and Colorless.
const LUCARIO_EX: &str = "sv7-82";
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

#[test]
fn panic_mask_prevents_damage_from_attackers_with_40_hp_or_less_left() {
    // "Prevent all damage done to the Pokémon this card is attached to by attacks from your
    // opponent's Pokémon that have 40 HP or less remaining."
    let taken = |attacker_damage: u16| {
        let lucario = mon(LUCARIO_EX)
            .energy(&["Fighting Energy"; 2])
            .damage(attacker_damage);
        let masked = mon(MEGA_MAWILE_EX).tools(&["swsh11-165"]);
        let game = Pos::stocked_duel(lucario, masked).attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(taken(210), 0, "40 HP left");
    assert_eq!(taken(200), 50, "50 HP left");
}

#[test]
fn carracosta_prevents_attacks_from_pokemon_with_special_energy() {
    // "Prevent all damage from and effects of attacks done to this Pokémon by your opponent's
    // Pokémon that have any Special Energy attached."
    let taken = |energy: &[&str]| {
        let lucario = mon(LUCARIO_EX).energy(energy);
        let game = Pos::stocked_duel(lucario, mon("zsv10pt5-107")).attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(taken(&["Fighting Energy", "Jet Energy"]), 0);
    assert_eq!(taken(&["Fighting Energy"; 2]), 50);
}

#[test]
fn barbaracle_puts_the_prize_cards_its_opponent_takes_in_the_lost_zone() {
    // "Your opponent puts any Prize cards they would take in the Lost Zone instead of into
    // their hand." Aura Knuckle's 120 Knocks Out Ralts.
    let piles = |benched: &str| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let mut game = Pos::stocked_duel(lucario, mon(RALTS))
            .bench(1, mon(benched))
            .attacking(1, 1);
        answering_first(&mut game);
        let taker = game.board(Seat(0));
        (taker.hand().len(), taker.lost_zone().len())
    };
    assert_eq!(piles("swsh11-107"), (0, 1));
    assert_eq!(piles(LUCARIO_EX), (1, 0));
}
