//! The Standard cards that switch things off or change a rule (issue 29, the "locks"): each
//! test plays the real card that prints the text, through a position.

mod common;

use altplay_tcg::game::Action;
use common::*;

const IRON_THORNS_EX: &str = "sv8pt5-32";
// Future; Tachyon Bits, 2 damage counters as it moves from the Bench to the Active Spot.
const IRON_VALIANT_EX: &str = "sv4-89";
const FLUTTER_MANE: &str = "sv8pt5-43";
const TING_LU_EX: &str = "sv4pt5-244";
const GASTRODON: &str = "sv8-107";
const SHELLOS: &str = "sv8-46";
const PIDGEOT_EX: &str = "sv3-164"; // Stage 2 ex; Quick Search, once during your turn.
const PIDGEY: &str = "sv3-162";
const PIDGEOTTO: &str = "sv3-163";
const HEATRAN_V: &str = "swsh10-25"; // 220 HP, weak to Water; no ability of its own.
const FOREST_SEAL_STONE: &str = "swsh12-156"; // Lends Star Alchemy to a Pokémon V.
const ZANGOOSE: &str = "sv1-146"; // Basic, no rule box, no ability.
const CETITAN_EX: &str = "sv10-210";
const RHYPERIOR: &str = "sv7-76";
const RHYDON: &str = "sv7-75";
const RHYHORN: &str = "sv7-74";
const ANTIQUE_OLD_AMBER: &str = "sv3pt5-154"; // Played as a 60-HP Basic Pokémon.
const BOSSS_ORDERS: &str = "me1-114"; // Supporter: "Switch in 1 of your opponent's Benched …".
const WALREIN: &str = "sv8-45"; // Frigid Fangs: 60 for [W].
const SEALEO: &str = "sv8-44";
const SPHEAL: &str = "sv8-43";
const PRIME_CATCHER: &str = "sv5-157"; // Item: the same, then switch your own Active.

fn pidgeot_ex() -> Mon {
    mon(PIDGEOT_EX).under(&[PIDGEY, PIDGEOTTO])
}

/// Heatran V holding a Forest Seal Stone: Star Alchemy, the ability the Tool lends it.
fn heatran_with_stone() -> Mon {
    mon(HEATRAN_V).tools(&[FOREST_SEAL_STONE])
}

#[test]
fn iron_thorns_ex_in_the_active_spot_switches_off_rule_box_abilities_but_future_ones() {
    // "As long as this Pokémon is in the Active Spot, Pokémon with a Rule Box in play (both
    // yours and your opponent's) have no Abilities, except for Future Pokémon."
    let pos = |thorns_active: bool| {
        let thorns = mon(IRON_THORNS_EX);
        let pos = match thorns_active {
            true => Pos::stocked_duel(mon(ZANGOOSE).energy(&["Water Energy"]), thorns),
            false => Pos::stocked_duel(mon(ZANGOOSE), mon(ZANGOOSE)).bench(1, thorns),
        };
        pos.bench(0, pidgeot_ex()).bench(0, mon(IRON_VALIANT_EX))
    };
    let game = pos(true).game(1);
    assert!(
        !ability_offered(&game, bench_uid(&game, 0, 0), 0),
        "Quick Search"
    );
    let game = pos(false).game(1);
    assert!(
        ability_offered(&game, bench_uid(&game, 0, 0), 0),
        "Iron Thorns ex on the Bench switches nothing off"
    );
    // Iron Valiant ex, a Future Pokémon, keeps Tachyon Bits: 2 damage counters as it moves
    // to the Active Spot.
    let mut game = pos(true).game(1);
    let to = bench_uid(&game, 0, 1);
    play(&mut game, &[Action::Retreat { to }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 20);
}

#[test]
fn flutter_mane_in_the_active_spot_switches_off_the_opponents_active_pokemons_abilities() {
    // "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon has no
    // Abilities, except for Midnight Fluttering."
    let pos = |theirs: Mon, benched: Mon| {
        Pos::stocked_duel(heatran_with_stone(), theirs)
            .bench(0, pidgeot_ex())
            .bench(1, benched)
    };
    let game = pos(mon(FLUTTER_MANE), mon(ZANGOOSE)).game(1);
    assert!(
        !ability_offered(&game, active(&game, 0).uid(), 0),
        "Star Alchemy"
    );
    assert!(
        ability_offered(&game, bench_uid(&game, 0, 0), 0),
        "a Benched Pokémon keeps its abilities"
    );
    let game = pos(mon(ZANGOOSE), mon(FLUTTER_MANE)).game(1);
    assert!(ability_offered(&game, active(&game, 0).uid(), 0));
}

#[test]
fn ting_lu_ex_switches_off_the_abilities_of_damaged_pokemon_but_pokemon_ex() {
    // "As long as this Pokémon is in the Active Spot, your opponent's Pokémon in play that have
    // any damage counters on them have no Abilities, except for Pokémon ex."
    let pos = |heatran: Mon, ting_lu_active: bool| {
        let ting_lu = mon(TING_LU_EX);
        let pos = match ting_lu_active {
            true => Pos::stocked_duel(heatran, ting_lu),
            false => Pos::stocked_duel(heatran, mon(ZANGOOSE)).bench(1, ting_lu),
        };
        pos.bench(0, pidgeot_ex().damage(30))
    };
    let game = pos(heatran_with_stone().damage(10), true).game(1);
    assert!(
        !ability_offered(&game, active(&game, 0).uid(), 0),
        "damaged"
    );
    assert!(
        ability_offered(&game, bench_uid(&game, 0, 0), 0),
        "Pidgeot ex is a Pokémon ex"
    );
    let game = pos(heatran_with_stone(), true).game(1);
    assert!(
        ability_offered(&game, active(&game, 0).uid(), 0),
        "no damage"
    );
    let game = pos(heatran_with_stone().damage(10), false).game(1);
    assert!(
        ability_offered(&game, active(&game, 0).uid(), 0),
        "Ting-Lu ex on the Bench"
    );
}

#[test]
fn gastrodon_on_the_bench_switches_off_benched_stage_2_abilities() {
    // "As long as this Pokémon is on your Bench, Benched Stage 2 Pokémon (both yours and your
    // opponent's) have no Abilities."
    let gastrodon = || mon(GASTRODON).under(&[SHELLOS]);
    let benched = Pos::stocked_duel(mon(ZANGOOSE), mon(ZANGOOSE))
        .bench(0, pidgeot_ex())
        .bench(1, gastrodon())
        .game(1);
    assert!(!ability_offered(&benched, bench_uid(&benched, 0, 0), 0));
    let active_pidgeot = Pos::stocked_duel(pidgeot_ex(), mon(ZANGOOSE))
        .bench(1, gastrodon())
        .game(1);
    assert!(
        ability_offered(&active_pidgeot, active(&active_pidgeot, 0).uid(), 0),
        "an Active Stage 2 keeps its abilities"
    );
    let active_gastrodon = Pos::stocked_duel(mon(ZANGOOSE), gastrodon())
        .bench(0, pidgeot_ex())
        .game(1);
    assert!(ability_offered(
        &active_gastrodon,
        bench_uid(&active_gastrodon, 0, 0),
        0
    ));
}

#[test]
fn cetitan_ex_is_spared_the_effects_of_the_opponents_items_and_supporters() {
    // "Whenever your opponent plays an Item or Supporter card from their hand, prevent all
    // effects of that card done to this Pokémon."
    let pos = |benched: &str| {
        Pos::stocked_duel(mon(ZANGOOSE), mon(ZANGOOSE))
            .bench(0, mon(ZANGOOSE))
            .bench(1, mon(benched))
    };
    for trainer in [BOSSS_ORDERS, PRIME_CATCHER] {
        let game = played(pos(CETITAN_EX), trainer);
        assert_eq!(active(&game, 1).card(), card(&game, ZANGOOSE), "{trainer}");
        let game = played(pos(PIDGEY), trainer);
        assert_eq!(active(&game, 1).card(), card(&game, PIDGEY), "{trainer}");
    }
}

#[test]
fn rhyperior_in_the_active_spot_spares_its_side_the_opponents_supporters() {
    // "As long as this Pokémon is in the Active Spot, whenever your opponent plays a Supporter
    // card from their hand, prevent all effects of that card done to all of your Pokémon."
    let rhyperior = || mon(RHYPERIOR).under(&[RHYHORN, RHYDON]);
    let game = played(
        Pos::stocked_duel(mon(ZANGOOSE), rhyperior()).bench(1, mon(PIDGEY)),
        BOSSS_ORDERS,
    );
    assert_eq!(active(&game, 1).card(), card(&game, RHYPERIOR));
    // An Item is not a Supporter: Prime Catcher brings Pidgey in.
    let game = played(
        Pos::stocked_duel(mon(ZANGOOSE), rhyperior())
            .bench(0, mon(ZANGOOSE))
            .bench(1, mon(PIDGEY)),
        PRIME_CATCHER,
    );
    assert_eq!(active(&game, 1).card(), card(&game, PIDGEY));
    // On the Bench, it spares nothing.
    let game = played(
        Pos::stocked_duel(mon(ZANGOOSE), mon(ZANGOOSE)).bench(1, rhyperior()),
        BOSSS_ORDERS,
    );
    assert_eq!(active(&game, 1).card(), card(&game, RHYPERIOR));
}

#[test]
fn antique_old_amber_is_spared_the_effects_of_the_opponents_abilities() {
    // "Prevent all effects of your opponent's Pokémon's Abilities done to this Pokémon."
    // Iron Valiant ex's Tachyon Bits puts 2 damage counters on 1 of the opponent's Pokémon.
    let tachyon_bits_on = |target: usize| {
        let mut game = Pos::stocked_duel(
            mon(ZANGOOSE).energy(&["Water Energy"]),
            mon(ANTIQUE_OLD_AMBER),
        )
        .bench(0, mon(IRON_VALIANT_EX))
        .bench(1, mon(ZANGOOSE))
        .game(1);
        let to = bench_uid(&game, 0, 0);
        play(&mut game, &[Action::Retreat { to }, Action::Yes]);
        let pokemon = pokemon_offered(&game)[target];
        play(&mut game, &[Action::PickPokemon { pokemon }]);
        [
            active(&game, 1).damage(),
            game.board(SEAT_2).bench()[0].damage(),
        ]
    };
    assert_eq!(tachyon_bits_on(0), [0, 0], "Antique Old Amber is spared");
    assert_eq!(tachyon_bits_on(1), [0, 20]);
}

#[test]
fn walreins_frigid_fangs_stops_pokemon_with_2_or_less_energy_attacking() {
    // "During your opponent's next turn, Pokémon that have 2 or less Energy attached can't
    // attack. (This includes new Pokémon that come into play.)"
    let walrein = mon(WALREIN)
        .under(&[SPHEAL, SEALEO])
        .energy(&["Water Energy"]);
    let mut game = Pos::stocked_duel(walrein, mon(ZANGOOSE).energy(&["Water Energy"; 2]))
        .hand(1, &["Water Energy"])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 60);
    let slash = Action::Attack { index: 0 };
    assert!(!legal(&game).contains(&slash), "2 Energy attached");
    let energy = game.board(SEAT_2).hand()[0];
    let target = active(&game, 1).uid();
    play(
        &mut game,
        &[Action::Attach {
            card: energy,
            target,
        }],
    );
    assert!(legal(&game).contains(&slash), "3 Energy attached");
}
