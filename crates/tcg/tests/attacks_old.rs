//! Attack texts of the older theme decks, played on the real cards: a Special Condition of the
//! attacker's choosing, two Pokémon affected at once, small damage prevented, an attack that
//! needs its target Asleep, "them" naming the Benched Pokémon or Energy the "If …," found, and a
//! search for the card's own name.

mod common;

use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Seat 1's Active `attacker` (with `energy`, and `bench`) against seat 2's Active `defender`
/// (with `defender_energy`, and Benched `opponent_bench`).
fn duel(
    attacker: &str,
    energy: &str,
    bench: &str,
    defender: &str,
    defender_energy: &str,
    opponent_bench: &str,
    seed: u64,
) -> Tcg {
    position(
        &format!(
            r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy", "base2-58"]
[seat.active]
card = "{attacker}"
energy = [{energy}]
{bench}
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "{defender}"
energy = [{defender_energy}]
{opponent_bench}
"#
        ),
        seed,
    )
}

fn legal(game: &Tcg) -> Vec<Action> {
    let mut out = Vec::new();
    game.legal(&mut out);
    out
}

#[test]
fn miracle_powder_inflicts_the_special_condition_the_attacker_picks() {
    // Gloom's Miracle Powder: "Flip a coin. If heads, choose 1 Special Condition. The
    // Defending Pokémon is now affected by that Special Condition."
    let (mut heads, mut tails) = (false, false);
    for seed in 0..16 {
        let mut game = duel(
            "hgss3-27",
            r#""Grass Energy", "Grass Energy""#,
            "",
            "base1-56",
            "",
            "",
            seed,
        );
        play(&mut game, &[Action::Attack { index: 0 }]);
        let offered = legal(&game);
        if offered.contains(&Action::PickOption { index: 4 }) {
            heads = true;
            assert_eq!(
                offered.len(),
                5,
                "one of the five, no \"done\" before a pick"
            );
            play(&mut game, &[Action::PickOption { index: 2 }]);
            let conditions = active(&game, 1).conditions;
            assert!(conditions.has(SpecialCondition::Confused));
            assert!(!conditions.has(SpecialCondition::Asleep));
        } else {
            tails = true;
            assert!(!active(&game, 1).conditions.any());
        }
    }
    assert!(heads && tails);
}

#[test]
fn foul_odor_confuses_both_active_pokemon_after_the_damage() {
    // Gloom's Foul Odor: "Both the Defending Pokémon and Gloom are now Confused (after doing
    // damage)."
    let mut game = duel(
        "base2-37",
        r#""Grass Energy", "Grass Energy""#,
        "",
        "base1-56",
        "",
        "",
        1,
    );
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(
        active(&game, 1).damage,
        40,
        "20 twice for Onix's Grass Weakness"
    );
    assert!(active(&game, 1).conditions.has(SpecialCondition::Confused));
    assert!(active(&game, 0).conditions.has(SpecialCondition::Confused));
}

/// Onix (base1-56) hardens, then seat 2's Active uses its attack `index`: the damage Onix takes.
fn hardened_onix_takes(attacker: &str, index: u8) -> u16 {
    let mut game = duel(
        "base1-56",
        r#""Fighting Energy", "Fighting Energy""#,
        "",
        attacker,
        r#""Fighting Energy", "Fighting Energy""#,
        "",
        1,
    );
    play(
        &mut game,
        &[Action::Attack { index: 1 }, Action::Attack { index }],
    );
    active(&game, 0).damage
}

#[test]
fn harden_prevents_damage_of_30_or_less_only() {
    // Onix's Harden: "During your opponent's next turn, whenever 30 or less damage is done to
    // Onix (after applying Weakness and Resistance), prevent that damage."
    assert_eq!(hardened_onix_takes("base1-56", 0), 0, "Rock Throw's 10");
    assert_eq!(hardened_onix_takes("xy12-61", 1), 40, "Rock Throw's 40");
}

#[test]
fn minimize_reduces_the_damage_of_the_next_turn() {
    // Grimer's Minimize: "All damage done by attacks to Grimer during your opponent's next turn
    // is reduced by 20 (after applying Weakness and Resistance)."
    let mut game = duel(
        "base3-48",
        r#""Grass Energy""#,
        "",
        "xy12-61",
        r#""Fighting Energy", "Fighting Energy""#,
        "",
        1,
    );
    play(
        &mut game,
        &[Action::Attack { index: 1 }, Action::Attack { index: 1 }],
    );
    assert_eq!(active(&game, 0).damage, 20, "Rock Throw's 40 less 20");
}

#[test]
fn dream_eater_does_nothing_unless_the_defending_pokemon_is_asleep() {
    // Munna's Dream Eater: "If the Defending Pokémon is not Asleep, this attack does nothing."
    let dream_eater = |conditions: &str| {
        let mut game = position(
            &format!(
                r#"
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "bw1-48"
energy = ["Psychic Energy", "Psychic Energy"]
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "base1-56"
conditions = [{conditions}]
"#
            ),
            1,
        );
        play(&mut game, &[Action::Attack { index: 1 }]);
        active(&game, 1).damage
    };
    assert_eq!(dream_eater(""), 0);
    assert_eq!(dream_eater(r#""asleep""#), 60);
}

#[test]
fn spark_damages_the_benched_pokemon_picked() {
    // Pikachu's Spark: "If your opponent has any Benched Pokémon, choose 1 of them and this
    // attack does 10 damage to it."
    let mut game = duel(
        "base2-60",
        r#""Lightning Energy", "Lightning Energy""#,
        "",
        "base1-56",
        "",
        "[[seat.bench]]\ncard = \"base1-56\"\n[[seat.bench]]\ncard = \"base3-48\"",
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    let grimer = bench_uid(&game, 1, 1);
    play(&mut game, &[Action::PickPokemon { pokemon: grimer }]);
    assert_eq!(active(&game, 1).damage, 20);
    assert_eq!(game.boards[1].bench[0].damage, 0);
    assert_eq!(game.boards[1].bench[1].damage, 10);
    // With no Benched Pokémon, there is nothing to pick.
    let mut alone = duel(
        "base2-60",
        r#""Lightning Energy", "Lightning Energy""#,
        "",
        "base1-56",
        "",
        "",
        1,
    );
    play(&mut alone, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&alone, 1).damage, 20);
    assert_eq!(alone.mover(), Some(SEAT_2), "the turn has passed");
}

#[test]
fn taunt_and_whirlwind_switch_in_the_benched_pokemon_their_chooser_picks() {
    // Brock's Mankey's Taunt: "… choose 1 of them and switch it with the Defending Pokémon."
    let bench = "[[seat.bench]]\ncard = \"base3-48\"\n[[seat.bench]]\ncard = \"base2-58\"";
    let mut game = duel(
        "gym1-67",
        r#""Fighting Energy""#,
        "",
        "base1-56",
        "",
        bench,
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(
        game.mover(),
        Some(altplay_core::Seat(0)),
        "the attacker picks"
    );
    let oddish = bench_uid(&game, 1, 1);
    play(&mut game, &[Action::PickPokemon { pokemon: oddish }]);
    assert_eq!(active(&game, 1).uid, oddish);
    // Lt. Surge's Spearow's Whirlwind: "… he or she chooses 1 of them and switches it with the
    // Defending Pokémon."
    let mut game = duel("gym1-83", r#""Grass Energy""#, "", "base1-56", "", bench, 1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(game.mover(), Some(SEAT_2), "the opponent picks");
    let grimer = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: grimer }]);
    assert_eq!(active(&game, 1).uid, grimer);
    let damage: Vec<u16> = game.boards[1].bench.iter().map(|p| p.damage).collect();
    assert!(damage.contains(&10), "the damage came first: {damage:?}");
}

#[test]
fn whirlpool_discards_an_energy_of_the_defending_pokemon() {
    // Poliwrath's Whirlpool: "If the Defending Pokémon has any Energy cards attached to it,
    // choose 1 of them and discard it."
    let mut game = duel(
        "base4-15",
        r#""Water Energy", "Water Energy", "Water Energy", "Water Energy""#,
        "",
        "base1-56",
        r#""Fighting Energy", "base1-96""#,
        "",
        1,
    );
    play(&mut game, &[Action::Attack { index: 1 }]);
    let double_colorless = card(&game, "base1-96");
    play(
        &mut game,
        &[Action::PickCard {
            card: double_colorless,
        }],
    );
    assert_eq!(
        active(&game, 1).energy.as_slice(),
        [card(&game, "base1-97")]
    );
    assert_eq!(active(&game, 1).damage, 40);
}

#[test]
fn sprout_puts_a_card_of_its_own_name_onto_the_bench() {
    // Oddish's Sprout: "Search your deck for a Basic Pokémon named Oddish and put it onto your
    // Bench. Shuffle your deck afterward. (You can't use this attack if your Bench is full.)"
    let mut game = duel(
        "base2-58",
        r#""Grass Energy", "Grass Energy""#,
        "",
        "base1-56",
        "",
        "",
        1,
    );
    play(&mut game, &[Action::Attack { index: 1 }]);
    let oddish = card(&game, "base2-58");
    play(&mut game, &[Action::PickCard { card: oddish }]);
    let bench = &game.boards[0].bench;
    assert_eq!(bench.len(), 1);
    assert_eq!(bench[0].stack[0], oddish);
    assert_eq!(game.boards[0].deck.len(), 2);
}
