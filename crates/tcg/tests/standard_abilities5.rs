//! Standard abilities left after issue 29's fourth pass (several passives in one ability,
//! groups but this Pokémon, triggers …): each test plays the real card that prints the text,
//! through a position.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::Action;
use common::*;

/// Lucario ex (250 HP, Fighting, weak to Psychic only, no Resistance).
const LUCARIO_EX: &str = "sv7-82";
/// Numel (Fire): Burning Breath… "Your opponent's Active Pokémon is now Burned." 20 for Fire
/// and Colorless.
const NUMEL: &str = "sv3-31";
/// Iron Hands ex (Future, Lightning): Arm Press does 160 for Lightning, Lightning, Colorless.
const IRON_HANDS_EX: &str = "sv4-70";
/// Iron Crown ex (Future): Twin Shotels does 50 to 2 of the opponent's Pokémon.
const IRON_CROWN_EX: &str = "sv8pt5-158";

#[test]
fn okidogi_with_darkness_energy_gets_100_hp_and_does_100_more() {
    // "If this Pokémon has any Darkness Energy attached, it gets +100 HP, and the attacks it
    // uses do 100 more damage to your opponent's Active Pokémon (before applying Weakness and
    // Resistance)." Good Punch does 70 for Fighting, Fighting; Okidogi has 130 HP.
    let okidogi = |energy: &[&str]| {
        Pos::stocked_duel(mon("sv8pt5-57").energy(energy), mon(LUCARIO_EX)).attacking(0, 1)
    };
    let plain = okidogi(&["Fighting Energy", "Fighting Energy"]);
    assert_eq!(plain.hp(active(&plain, 0)), 130);
    assert_eq!(active(&plain, 1).damage(), 70);
    let dark = okidogi(&["Fighting Energy", "Fighting Energy", "Darkness Energy"]);
    assert_eq!(dark.hp(active(&dark, 0)), 130 + 100);
    assert_eq!(active(&dark, 1).damage(), 70 + 100);
}

#[test]
fn dachsbun_cant_be_burned_and_takes_no_damage_from_fire_pokemon() {
    // "This Pokémon can't be Burned. Prevent all damage done to this Pokémon by attacks from
    // your opponent's Fire Pokémon." Numel's attack does 20 and burns.
    let numel = || mon(NUMEL).energy(&["Fire Energy", "Fire Energy"]);
    let attacked = |defender: &str| Pos::stocked_duel(numel(), mon(defender)).attacking(0, 1);
    let lucario = attacked(LUCARIO_EX);
    assert_eq!(
        active(&lucario, 1).damage(),
        20 + 20,
        "and 20 for Burned at Checkup"
    );
    let dachsbun = attacked("sv4pt5-161");
    assert_eq!(
        active(&dachsbun, 1).damage(),
        0,
        "no damage from a Fire Pokémon, none for Burned"
    );
    assert!(
        !active(&dachsbun, 1)
            .conditions()
            .has(SpecialCondition::Burned),
        "not Burned"
    );
}

#[test]
fn iron_crown_ex_gives_your_other_future_pokemon_20_more_damage() {
    // "Attacks used by your Future Pokémon, except any this Pokémon, do 20 more damage to your
    // opponent's Active Pokémon (before applying Weakness and Resistance)."
    let hands =
        || mon(IRON_HANDS_EX).energy(&["Lightning Energy", "Lightning Energy", "Lightning Energy"]);
    let done = |crown: Option<Mon>| {
        let game = Pos::stocked_duel(hands(), mon(LUCARIO_EX))
            .benched(0, crown)
            .attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(done(None), 160);
    assert_eq!(done(Some(mon(IRON_CROWN_EX))), 160 + 20);
}

#[test]
fn iron_crown_ex_damages_two_pokemon_through_their_protections() {
    // Twin Shotels: "This attack does 50 damage to 2 of your opponent's Pokémon. This attack's
    // damage isn't affected by Weakness or Resistance, or by any effects on those Pokémon."
    // Manaphy's Wave Veil would prevent damage done to the Bench by attacks.
    let crown = mon(IRON_CROWN_EX).energy(&["Psychic Energy"; 3]);
    let mut game = Pos::stocked_duel(crown, mon(LUCARIO_EX))
        .bench(1, mon("swsh9-41"))
        .bench(1, mon(LUCARIO_EX))
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    for i in 0..2 {
        let pokemon = bench_uid(&game, 1, i);
        play(&mut game, &[Action::PickPokemon { pokemon }]);
    }
    let bench: Vec<u16> = (game.board(SEAT_2).bench().iter())
        .map(|p| p.damage())
        .collect();
    assert_eq!(bench, [50, 50], "Wave Veil does not stop it");
    assert_eq!(
        active(&game, 1).damage(),
        0,
        "the Active Pokémon not picked"
    );
}

#[test]
fn magcargo_burns_the_new_active_pokemon_when_the_opponent_retreats() {
    // "Whenever your opponent's Active Pokémon moves to the Bench during their turn, their new
    // Active Pokémon is now Burned." Seat 2 retreats its Lucario ex (Retreat Cost 2).
    let burned = |mine: &str| {
        let mut game =
            Pos::stocked_duel(mon(mine), mon(LUCARIO_EX).energy(&["Fighting Energy"; 2]))
                .bench(1, mon(LUCARIO_EX))
                .top("turn_of = 2")
                .game(1);
        let to = bench_uid(&game, 1, 0);
        play(&mut game, &[Action::Retreat { to }]);
        let new = active(&game, 1);
        assert_eq!(new.uid(), to, "the Benched one is Active now");
        new.conditions().has(SpecialCondition::Burned)
    };
    assert!(burned("sv5-29"));
    assert!(!burned(LUCARIO_EX), "no Magcargo, no Burn");
}

#[test]
fn team_rockets_ampharos_puts_4_counters_on_a_pokemon_the_opponent_evolves() {
    // "Whenever your opponent plays a Pokémon from their hand to evolve 1 of their Pokémon,
    // put 4 damage counters on that Pokémon." Seat 2 evolves its Charmander into Charmeleon.
    let evolved = |mine: &str| {
        let mut game = Pos::stocked_duel(mon(mine), mon("sv3pt5-4"))
            .hand(1, &["sv3pt5-5"])
            .top("turn_of = 2")
            .game(1);
        let (card, target) = (card(&game, "sv3pt5-5"), active(&game, 1).uid());
        play(&mut game, &[Action::Evolve { card, target }]);
        active(&game, 1).damage()
    };
    assert_eq!(evolved("sv10-74"), 40);
    assert_eq!(evolved(LUCARIO_EX), 0, "no Ampharos, no counters");
}

#[test]
fn minior_switches_in_when_given_energy_from_the_hand_on_the_bench() {
    // "Once during your turn, if this Pokémon is on your Bench, when you attach an Energy card
    // from your hand to this Pokémon, you may switch it with your Active Pokémon."
    let switched = |minior_active: bool| {
        let (active, benched) = match minior_active {
            true => ("sv4-201", LUCARIO_EX),
            false => (LUCARIO_EX, "sv4-201"),
        };
        let mut game = Pos::stocked_duel(mon(active), mon(LUCARIO_EX))
            .bench(0, mon(benched))
            .hand(0, &["Grass Energy"])
            .game(1);
        let minior = match minior_active {
            true => active_uid(&game),
            false => bench_uid(&game, 0, 0),
        };
        let card = game.board(Seat(0)).hand()[0];
        play(
            &mut game,
            &[Action::Attach {
                card,
                target: minior,
            }],
        );
        let asked = legal(&game).contains(&Action::Yes);
        if asked {
            answering_first(&mut game);
        }
        (asked, active_uid(&game) == minior)
    };
    assert_eq!(
        switched(false),
        (true, true),
        "from the Bench: asked, switched in"
    );
    assert_eq!(
        switched(true),
        (false, true),
        "already Active: nothing asked"
    );
}

/// Seat 1's Active Pokémon.
fn active_uid(game: &altplay_tcg::game::Tcg) -> u16 {
    active(game, 0).uid()
}

#[test]
fn team_rockets_arbok_keeps_pokemon_with_abilities_in_the_opponents_hand() {
    // "As long as this Pokémon is in the Active Spot, your opponent can't play any Pokémon that
    // has an Ability from their hand, except for Team Rocket's Pokémon." Seat 2 holds Manaphy
    // (an Ability), Team Rocket's Koffing (an Ability, Team Rocket's), Charmander (none) and
    // Dachsbun (an Ability) to evolve its Active Fidough.
    let playable = |pos: Pos| {
        let game = pos
            .hand(1, &["swsh9-41", "sv10-125", "sv3pt5-4", "sv1-99"])
            .top("turn_of = 2")
            .game(1);
        let legal = legal(&game);
        let bench = |id: &str| {
            legal.contains(&Action::Bench {
                card: card(&game, id),
            })
        };
        let evolve = legal.contains(&Action::Evolve {
            card: card(&game, "sv1-99"),
            target: active(&game, 1).uid(),
        });
        [
            bench("swsh9-41"),
            bench("sv10-125"),
            bench("sv3pt5-4"),
            evolve,
        ]
    };
    let (arbok, fidough) = (|| mon("sv10-113"), || mon("sv1-97"));
    let active = Pos::stocked_duel(arbok(), fidough());
    assert_eq!(playable(active), [false, true, true, false]);
    let benched = Pos::stocked_duel(mon(LUCARIO_EX), fidough()).bench(0, arbok());
    assert_eq!(playable(benched), [true; 4], "only while Active");
}
