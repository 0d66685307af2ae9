//! The Standard cards of issue 29's sixth pass on attacks, Energy and protections: each test
//! plays the real card that prints the text, through a position.

mod common;

use altplay_tcg::game::Action;
use common::*;

const ZANGOOSE: &str = "sv1-146"; // Basic, no rule box, no ability.
// Future; Tachyon Bits, 2 damage counters as it moves from the Bench to the Active Spot.
const IRON_VALIANT_EX: &str = "sv4-89";
const ENAMORUS_V: &str = "swsh11tg-TG18";
const BOSSS_ORDERS: &str = "me1-114"; // Supporter: "Switch in 1 of your opponent's Benched …".
const LEAFY_CAMO_PONCHO: &str = "swsh12-214";
const ARCEUS_V: &str = "swsh9-122";
const ARCEUS_VSTAR: &str = "swsh9-123";

#[test]
fn enamorus_v_spares_its_sides_psychic_pokemon_the_opponents_abilities_but_itself() {
    // "Prevent all effects of your opponent's Pokémon's Abilities done to each of your Pokémon
    // that has any Psychic Energy attached, except any Enamorus V." Tachyon Bits puts 2 damage
    // counters on 1 of the opponent's Pokémon: the Active, Enamorus V or the bare Zangoose.
    let tachyon_bits_on = |target: usize| {
        let mut game = Pos::stocked_duel(
            mon(ZANGOOSE).energy(&["Water Energy"]),
            mon(ZANGOOSE).energy(&["Psychic Energy"]),
        )
        .bench(0, mon(IRON_VALIANT_EX))
        .bench(1, mon(ENAMORUS_V).energy(&["Psychic Energy"]))
        .bench(1, mon(ZANGOOSE))
        .game(1);
        let to = bench_uid(&game, 0, 0);
        play(&mut game, &[Action::Retreat { to }, Action::Yes]);
        let pokemon = pokemon_offered(&game)[target];
        play(&mut game, &[Action::PickPokemon { pokemon }]);
        let bench = game.board(SEAT_2).bench();
        [
            active(&game, 1).damage(),
            bench[0].damage(),
            bench[1].damage(),
        ]
    };
    assert_eq!(
        tachyon_bits_on(0),
        [0, 0, 0],
        "Psychic Energy attached: spared"
    );
    assert_eq!(tachyon_bits_on(1), [0, 20, 0], "Enamorus V itself is not");
    assert_eq!(
        tachyon_bits_on(2),
        [0, 0, 20],
        "no Psychic Energy: not spared"
    );
}

#[test]
fn leafy_camo_poncho_spares_a_pokemon_vstar_the_opponents_supporters() {
    // "Whenever your opponent plays a Supporter card from their hand, prevent all effects of
    // that card done to the Pokémon VSTAR or Pokémon VMAX this card is attached to."
    let boss_on = |benched: Mon| {
        let pos = Pos::stocked_duel(mon(ZANGOOSE), mon(ZANGOOSE)).bench(1, benched);
        active(&played(pos, BOSSS_ORDERS), 1).card()
    };
    let vstar = || mon(ARCEUS_VSTAR).under(&[ARCEUS_V]);
    let game = Pos::stocked_duel(mon(ZANGOOSE), mon(ZANGOOSE)).game(1);
    let zangoose = card(&game, ZANGOOSE);
    assert_eq!(boss_on(vstar().tools(&[LEAFY_CAMO_PONCHO])), zangoose);
    assert_ne!(boss_on(vstar()), zangoose, "no Poncho: switched in");
    assert_ne!(
        boss_on(mon(ARCEUS_V).tools(&[LEAFY_CAMO_PONCHO])),
        zangoose,
        "a Pokémon V is not a VSTAR: switched in"
    );
}

const PATROL_CAP: &str = "sv3-191";
const CHI_YU_EX: &str = "sv2-40"; // Jealously Singe: "Discard the top 2 cards of your opponent's deck."

#[test]
fn patrol_cap_keeps_the_deck_from_the_opponents_attacks_while_active() {
    // "As long as the Pokémon this card is attached to is in the Active Spot, cards in your
    // deck can't be discarded by effects of your opponent's attacks, Abilities, Item cards,
    // Pokémon Tool cards, or Supporter cards."
    let deck_after = |active: Mon, benched: Mon| {
        let pos = Pos::duel(mon(CHI_YU_EX).energy(&["Fire Energy"]), active)
            .bench(1, benched)
            .deck(0, &["Grass Energy"; 4])
            .deck(1, &["Grass Energy"; 4])
            .prizes(0, &["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2]);
        let game = pos.attacking(0, 1);
        // Seat 2 has drawn for its turn since.
        (
            game.board(SEAT_2).deck().len(),
            game.board(SEAT_2).discard().len(),
        )
    };
    let capped = || mon(ZANGOOSE).tools(&[PATROL_CAP]);
    assert_eq!(deck_after(capped(), mon(ZANGOOSE)), (3, 0), "kept");
    assert_eq!(deck_after(mon(ZANGOOSE), mon(ZANGOOSE)), (1, 2));
    assert_eq!(
        deck_after(mon(ZANGOOSE), capped()),
        (1, 2),
        "on the Bench: not kept"
    );
}
