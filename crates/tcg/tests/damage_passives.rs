//! Always-on damage modifiers and attack locks, played on real cards: damage dealt more, taken
//! less or prevented, from Supporters lasting this turn, Pokémon Tools and abilities, and
//! "can't attack" conditions.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, Event, Tcg};
use common::*;

/// Base Set Pikachu (Gnaw [C] 10, a Lightning Energy) against Base Set Chansey (120 HP), seat 1 holding `hand`,
/// `mine` and `theirs` Prize cards, a Water Energy in each deck.
fn pikachu_holding(hand: &[&str], mine: usize, theirs: usize) -> Pos {
    Pos::duel(
        mon("base1-58").energy(&["Lightning Energy"]),
        mon("base1-3"),
    )
    .hand(0, hand)
    .decks(&["Water Energy"; 3])
    .prizes(0, &vec!["Water Energy"; mine])
    .prizes(1, &vec!["Water Energy"; theirs])
}

/// Plays the Trainer `trainer` of the hand, then Gnaw: the game after.
fn gnaw_after(mut game: Tcg, trainer: &str) -> Tcg {
    let trainer = card(&game, trainer);
    play(
        &mut game,
        &[Action::Play { card: trainer }, Action::Attack { index: 0 }],
    );
    game
}

const BLACK_BELT: &str = "hgss4-85";
const BUCKS_TRAINING: &str = "dp6-130";

#[test]
fn black_belt_adds_40_this_turn_only_while_behind_on_prizes() {
    // Black Belt: "You may use this card only if you have more Prize cards left than your
    // opponent. During this turn, each of your Active Pokémon's attacks does 40 more damage to
    // your opponent's Active Pokémon (before applying Weakness and Resistance)."
    let behind = pikachu_holding(&[BLACK_BELT], 3, 2).game(1);
    assert_eq!(active(&gnaw_after(behind, BLACK_BELT), 1).damage(), 50);
    let mut even = pikachu_holding(&[BLACK_BELT], 2, 2).game(1);
    let belt = card(&even, BLACK_BELT);
    assert!(even.act(&Action::Play { card: belt }).is_err());
}

#[test]
fn bucks_training_draws_2_and_adds_10_this_turn() {
    // Buck's Training: "Draw 2 cards. As long as Buck's Training is next to your Active
    // Pokémon, each of your Active Pokémon's attacks does 10 more damage to the Active Pokémon
    // (before applying Weakness and Resistance)."
    let game = gnaw_after(
        pikachu_holding(&[BUCKS_TRAINING], 2, 2).game(1),
        BUCKS_TRAINING,
    );
    assert_eq!(active(&game, 1).damage(), 20);
    // The 2 cards drawn, and the Supporter discarded as the turn ended.
    assert_eq!(game.board(Seat(0)).hand().len(), 2);
}

/// The damage seat 1's Active `mine` does with its first attack to Base Set Chansey (120 HP,
/// Weakness Fighting, Resistance Psychic).
fn first_attack_on_chansey(mine: Mon) -> u16 {
    first_attack(mine, mon("base1-3"))
}

const DARK_CLAW: &str = "bw5-92";
const SCRAGGY: &str = "bw1-68"; // Darkness; Headbutt [C] 10.
const PIKACHU: &str = "base1-58"; // Lightning; Gnaw [C] 10.

#[test]
fn dark_claw_adds_20_only_to_a_darkness_pokemons_attacks() {
    // Dark Claw: "If this card is attached to a Darkness Pokémon, each of the attacks of that
    // Pokémon does 20 more damage to the Active Pokémon (before applying Weakness and
    // Resistance)."
    let dark = mon(SCRAGGY).energy(&["sm1-170"]).tools(&[DARK_CLAW]);
    assert_eq!(first_attack_on_chansey(dark), 30);
    let lightning = mon(PIKACHU)
        .energy(&["Lightning Energy"])
        .tools(&[DARK_CLAW]);
    assert_eq!(first_attack_on_chansey(lightning), 10);
}

const SILVER_BANGLE: &str = "bw10-88";
const SILVER_MIRROR: &str = "bw10-89";
/// Magnezone-EX: 180 HP, Lightning, Weakness Fighting, Resistance Metal; Electro Ball [CC] 40.
const MAGNEZONE_EX: &str = "xy2-35";
/// Team Plasma Sableye: Psychic; Scratch [C] 10.
const PLASMA_SABLEYE: &str = "bw9-49";

/// The damage seat 1's Active does with its first attack to seat 2's Active in `pos`, a Water
/// Energy in each deck.
fn damage_done(pos: Pos) -> u16 {
    active(&pos.decks(&["Water Energy"]).attacking(0, 1), 1).damage()
}

/// The damage seat 1's Active `mine` does with its first attack to seat 2's Active `theirs`.
fn first_attack(mine: Mon, theirs: Mon) -> u16 {
    damage_done(Pos::duel(mine, theirs))
}

#[test]
fn silver_bangle_adds_30_against_a_pokemon_ex_unless_its_holder_is_one() {
    // Silver Bangle: "The attacks of the Pokémon this card is attached to (excluding
    // Pokémon-EX) do 30 more damage to Active Pokémon-EX (before applying Weakness and
    // Resistance)."
    let pikachu = || {
        mon(PIKACHU)
            .energy(&["Lightning Energy"])
            .tools(&[SILVER_BANGLE])
    };
    assert_eq!(first_attack(pikachu(), mon(MAGNEZONE_EX)), 40);
    assert_eq!(first_attack(pikachu(), mon("base1-3")), 10);
    let ex = mon(MAGNEZONE_EX)
        .energy(&["Lightning Energy"; 2])
        .tools(&[SILVER_BANGLE]);
    assert_eq!(first_attack(ex, mon(MAGNEZONE_EX)), 40);
}

#[test]
fn silver_mirror_prevents_team_plasma_attacks_unless_its_holder_is_a_pokemon_ex() {
    // Silver Mirror: "Prevent all effects of attacks, including damage, done to the Pokémon
    // this card is attached to (excluding Pokémon-EX) by your opponent's Team Plasma Pokémon."
    let sableye = || mon(PLASMA_SABLEYE).energy(&["Psychic Energy"]);
    let mirrored = mon(PIKACHU).tools(&[SILVER_MIRROR]);
    assert_eq!(first_attack(sableye(), mirrored), 0);
    // Not from a Team Plasma Pokémon: Pikachu's Gnaw.
    let by_pikachu = mon(PIKACHU).energy(&["Lightning Energy"]);
    assert_eq!(
        first_attack(by_pikachu, mon(PIKACHU).tools(&[SILVER_MIRROR])),
        10
    );
    let ex = mon(MAGNEZONE_EX).tools(&[SILVER_MIRROR]);
    assert_eq!(first_attack(sableye(), ex), 10);
}

const BUFFER_PIECE: &str = "ex3-83";
/// Strength Charm, its later wording (before Weakness) and its first (after Weakness).
const STRENGTH_CHARMS: [&str; 2] = ["ex8-92", "ex4-74"];
/// Crawdaunt: Power Pinchers; Guillotine [WCC] 50.
const CRAWDAUNT: &str = "ex3-3";

#[test]
fn buffer_piece_reduces_damage_by_20_and_is_discarded_as_the_opponents_turn_ends() {
    // Buffer Piece: "Damage done to the Pokémon Buffer Piece is attached to by an opponent's
    // attack is reduced by 20 (after applying Weakness and Resistance). At the end of your
    // opponent's turn after you played Buffer Piece, discard Buffer Piece."
    let magnezone = mon(MAGNEZONE_EX).energy(&["Lightning Energy"; 2]);
    let game = Pos::duel(magnezone, mon("base1-3").tools(&[BUFFER_PIECE]))
        .decks(&["Water Energy"])
        .attacking(0, 1);
    // Electro Ball: 40, less 20.
    assert_eq!(active(&game, 1).damage(), 20);
    assert!(active(&game, 1).tools().is_empty());
    assert!(
        game.board(Seat(1))
            .discard()
            .contains(&card(&game, BUFFER_PIECE))
    );
}

#[test]
fn strength_charm_adds_10_and_is_discarded_only_after_a_turn_its_holder_attacks() {
    // Strength Charm: "Whenever an attack from the Pokémon that Strength Charm is attached to
    // does damage to the Active Pokémon, the attack does 10 more damage (before applying
    // Weakness and Resistance). Discard Strength Charm at the end of the turn in which this
    // Pokémon attacks."
    // (ex4-74: "… does damage to the Active Pokémon (after applying Weakness and Resistance),
    // the attack does 10 more damage. At the end of the turn in which this happens, discard
    // Strength Charm.")
    for charm in STRENGTH_CHARMS {
        let pikachu = mon(PIKACHU).energy(&["Lightning Energy"]).tools(&[charm]);
        let pos = Pos::duel(pikachu, mon("base1-3")).decks(&["Water Energy"; 2]);
        let game = pos.attacking(0, 1);
        assert_eq!(active(&game, 1).damage(), 20);
        assert!(active(&game, 0).tools().is_empty());
        assert!(game.board(Seat(0)).discard().contains(&card(&game, charm)));
        let mut idle = pos.game(1);
        play(&mut idle, &[Action::EndTurn]);
        assert_eq!(active(&idle, 0).tools().len(), 1);
    }
}

#[test]
fn crawdaunt_adds_10_to_its_own_attacks_only_while_active() {
    // Crawdaunt (Power Pinchers): "As long as Crawdaunt is your Active Pokémon, when any of
    // your Active Pokémon does damage to the Defending Pokémon, the attack does 10 more damage
    // (before applying Weakness and Resistance)."
    let crawdaunt = || mon(CRAWDAUNT).energy(&["Water Energy"; 3]);
    assert_eq!(first_attack(crawdaunt(), mon("base1-3")), 60);
    assert_eq!(
        damage_done(
            Pos::duel(mon(PIKACHU).energy(&["Lightning Energy"]), mon("base1-3"))
                .bench(0, crawdaunt())
        ),
        10
    );
}

/// Magnezone-EX with the 2 Energy its Electro Ball (40) costs.
fn magnezone() -> Mon {
    mon(MAGNEZONE_EX).energy(&["Lightning Energy"; 2])
}

#[test]
fn cherrim_reduces_damage_to_its_owners_grass_and_fire_pokemon() {
    // Cherrim (Cloudy Sky): "If any of your Grass Pokémon or Fire Pokémon would be damaged by
    // an attack, reduce that damage by 10 (after applying Weakness and Resistance)."
    assert_eq!(first_attack(magnezone(), mon("pl4-15")), 30);
    assert_eq!(
        damage_done(Pos::duel(magnezone(), mon("base1-3")).bench(1, mon("pl4-15"))),
        40
    );
}

/// Bagon δ: Fire; Bite [C] 10.
const BAGON_DELTA: &str = "ex11-57";

#[test]
fn feraligatr_delta_adds_10_to_its_owners_delta_pokemons_attacks() {
    // Feraligatr δ (Battle Aura): "Each of your Pokémon that has δ on its card does 10 more
    // damage to the Defending Pokémon (before applying Weakness and Resistance)."
    let with_feraligatr =
        |attacker: Mon| damage_done(Pos::duel(attacker, mon("base1-3")).bench(0, mon("ex15-2")));
    assert_eq!(
        with_feraligatr(mon(BAGON_DELTA).energy(&["Fire Energy"])),
        20
    );
    assert_eq!(
        with_feraligatr(mon(PIKACHU).energy(&["Lightning Energy"])),
        10
    );
}

#[test]
fn cloyster_delta_protects_its_owners_benched_delta_pokemon() {
    // Cloyster δ (Solid Shell): "Prevent all effects of attacks, including damage, done by
    // your opponent's Pokémon to each of your Benched Pokémon that has δ on its card."
    // Team Aqua's Electrike's Random Spark: 10 damage to 1 of the opponent's Pokémon.
    let electrike = mon("ex4-27").energy(&["Lightning Energy"]);
    let game = Pos::duel(electrike, mon("base1-3"))
        .bench(1, mon("ex15-14"))
        .bench(1, mon(BAGON_DELTA))
        .bench(1, mon(PIKACHU))
        .decks(&["Water Energy"; 3])
        .game(1);
    let hit = |bench: usize| {
        let mut game = game.clone();
        let pokemon = bench_uid(&game, 1, bench);
        play(
            &mut game,
            &[Action::Attack { index: 0 }, Action::PickPokemon { pokemon }],
        );
        game.board(Seat(1)).bench()[bench].damage()
    };
    assert_eq!(hit(0), 0);
    assert_eq!(hit(1), 0);
    assert_eq!(hit(2), 10);
}

/// Whether seat 1's Active `attacker` may use its first attack against seat 2's `defender`,
/// with seat 2's Bench `their_bench`.
fn may_attack(attacker: Mon, defender: Mon, their_bench: &[Mon]) -> bool {
    let mut pos = Pos::duel(attacker, defender).decks(&["Water Energy"]);
    for pokemon in their_bench {
        pos = pos.bench(1, pokemon.clone());
    }
    pos.game(1).act(&Action::Attack { index: 0 }).is_ok()
}

#[test]
fn pinsir_alone_in_play_stops_the_opponents_basic_pokemon_attacking() {
    // Pinsir (Shining Horn): "As long as Pinsir is the only Pokémon you have in play, your
    // opponent's Basic Pokémon can't attack."
    let pikachu = || mon(PIKACHU).energy(&["Lightning Energy"]);
    assert!(!may_attack(pikachu(), mon("ex12-24"), &[]));
    assert!(may_attack(pikachu(), mon("ex12-24"), &[mon(PIKACHU)]));
}

#[test]
fn team_aquas_kyogre_attacks_only_with_4_team_aqua_pokemon_in_play() {
    // Team Aqua's Kyogre (Power Saver): "As long as the number of Pokémon in play (both yours
    // and your opponent's) that has Team Aqua in its name is 3 or less, Team Aqua's Kyogre
    // can't attack."
    let kyogre = || mon("ex4-3").energy(&["Water Energy"; 2]);
    let carvanha = || mon("ex4-48");
    let game = |carvanhas: usize| {
        let mut pos = Pos::duel(kyogre(), carvanha()).decks(&["Water Energy"]);
        for _ in 0..carvanhas {
            pos = pos.bench(0, carvanha());
        }
        pos.game(1)
    };
    // Kyogre and 2 of its owner's, 1 of the opponent's: 4.
    assert!(game(2).act(&Action::Attack { index: 0 }).is_ok());
    assert!(game(1).act(&Action::Attack { index: 0 }).is_err());
}

#[test]
fn zebstrika_lets_lightning_pokemon_damage_past_the_defending_pokemons_effects() {
    // Zebstrika (Zap Zone): "Damage from the attacks of your Lightning Pokémon isn't affected
    // by any effects on your opponent's Active Pokémon."
    // Buffer Piece on Chansey would take 20 off Electro Ball's 40.
    assert_eq!(
        damage_done(
            Pos::duel(magnezone(), mon("base1-3").tools(&[BUFFER_PIECE])).bench(0, mon("xy9-49"))
        ),
        40
    );
}

#[test]
fn spinda_active_makes_the_opponents_basic_pokemon_flip_to_attack() {
    // Spinda (Pattern Distraction): "As long as Spinda is your Active Pokémon, whenever your
    // opponent's Basic Pokémon tries to attack, your opponent flips a coin. If tails, that
    // attack does nothing. You can't use more than 1 Pattern Distraction Poké-Body each turn."
    let mut seen = [false; 2];
    for seed in 1..20 {
        let game = Pos::duel(mon(PIKACHU).energy(&["Lightning Energy"]), mon("ex12-26"))
            .decks(&["Water Energy"])
            .attacking(0, seed);
        let log = game.events().expect("a position keeps a log");
        let heads = log
            .iter()
            .any(|e| matches!(e, Event::Flipped { heads: true }));
        assert_eq!(active(&game, 1).damage(), if heads { 10 } else { 0 });
        seen[usize::from(heads)] = true;
    }
    assert_eq!(seen, [true, true]);
    // Benched, it does nothing.
    assert_eq!(
        damage_done(
            Pos::duel(mon(PIKACHU).energy(&["Lightning Energy"]), mon("base1-3"))
                .bench(1, mon("ex12-26"))
        ),
        10
    );
}

#[test]
fn cubone_takes_20_less_for_each_marowak_in_its_owners_discard_pile() {
    // Cubone (Lonely Bone): "Any damage done to Cubone by your opponent's attacks is reduced by
    // 20 for each Marowak in your discard pile (after applying Weakness and Resistance)."
    // Electro Ball: 40, less 20 for Cubone's Lightning Resistance.
    let with_marowaks =
        |discard: &[&str]| damage_done(Pos::duel(magnezone(), mon("hgss4-60")).discard(1, discard));
    assert_eq!(with_marowaks(&[]), 20);
    assert_eq!(with_marowaks(&["hgss4-44"]), 0);
}

#[test]
fn klinklang_takes_10_less_for_each_colorless_in_the_attackers_retreat_cost() {
    // Klinklang (Heavy Bumper): "Any damage done to this Pokémon by an opponent's attack is
    // reduced by 10 for each Colorless in your opponent's Active Pokémon's Retreat Cost (after
    // applying Weakness and Resistance)."
    // Magnezone-EX retreats for 3: Electro Ball's 40 less 30.
    assert_eq!(first_attack(magnezone(), mon("xy11-73")), 10);
}

#[test]
fn hariyama_takes_30_less_from_fire_and_water_attackers() {
    // Hariyama (Thick Fat): "Any damage done to this Pokémon by attacks from your opponent's
    // Fire or Water Pokémon is reduced by 30 (after applying Weakness and Resistance)."
    // Charizard-EX's Wing Attack: 60.
    let charizard = mon("xy2-12").energy(&["Fire Energy"; 3]);
    assert_eq!(first_attack(charizard, mon("xy3-52")), 30);
    assert_eq!(first_attack(magnezone(), mon("xy3-52")), 40);
}

#[test]
fn slowbro_cant_attack_with_2_4_or_6_prize_cards_left() {
    // Slowbro (Airhead): "If you have 2, 4, or 6 Prize Cards left, this Pokémon can't attack."
    let slowbro = || mon("bw5-24").energy(&["Water Energy"; 2]);
    let with_prizes = |n: usize| {
        Pos::duel(slowbro(), mon("base1-3"))
            .decks(&["Water Energy"])
            .prizes(0, &vec!["Water Energy"; n])
            .game(1)
            .act(&Action::Attack { index: 0 })
            .is_ok()
    };
    assert!(!with_prizes(2));
    assert!(!with_prizes(4));
    assert!(with_prizes(3));
    assert!(with_prizes(1));
}

#[test]
fn pupitar_takes_10_less_for_each_energy_attached_up_to_30() {
    // Pupitar (Energy Protection): "Any damage done to Pupitar by attacks is reduced by 10 for
    // each Energy attached to Pupitar (after applying Weakness and Resistance). You can't
    // reduce more than 30 damage in this way."
    let charizard = || mon("xy2-12").energy(&["Fire Energy"; 3]);
    let with_energy = |n: usize| {
        let pupitar = mon("dp7-47").energy(&vec!["Fighting Energy"; n]);
        first_attack(charizard(), pupitar)
    };
    // Charizard-EX's Wing Attack: 60.
    assert_eq!(with_energy(1), 50);
    assert_eq!(with_energy(4), 30);
}

#[test]
fn unown_n_plays_its_power_while_it_is_the_only_one_in_play() {
    // Unown [N] ([Normal]): "Whenever a Colorless Pokémon damages 1 of your Pokémon, reduce
    // that damage by 30 (after applying Weakness and Resistance). This power stops working if
    // you have more than 1 Unown [N] in play. (This power works even if Unown [N] is Asleep,
    // Confused, or Paralyzed.)"
    // The card's deck rule ("You may have up to 4 Basic Pokémon cards in your deck with Unown
    // in their names.") is not read, so no position holds it: the engine plays its power (a
    // passive held while at most 1 is in play), and refuses nothing else of the card.
    let unown = index().get("neo2-50").expect("Unown [N]");
    assert!(altplay_tcg::game::engine_refusals(unown).is_empty());
}

/// The special Metal Energy of Majestic Dawn and Darkness Energy of Undaunted.
const SPECIAL_METAL: &str = "dp5-95";
const SPECIAL_DARKNESS: &str = "hgss3-79";

#[test]
fn special_metal_energy_reduces_damage_only_to_a_metal_pokemon() {
    // Metal Energy: "Damage done by attacks to the Pokémon that Metal Energy is attached to is
    // reduced by 10 (after applying Weakness and Resistance). Ignore this effect if the Pokémon
    // that Metal Energy is attached to isn't Metal. …"
    let pikachu = || mon(PIKACHU).energy(&["Lightning Energy"]);
    // Durant: Metal.
    assert_eq!(
        first_attack(pikachu(), mon("bw8-91").energy(&[SPECIAL_METAL])),
        0
    );
    assert_eq!(
        first_attack(pikachu(), mon("base1-3").energy(&[SPECIAL_METAL])),
        10
    );
}

#[test]
fn special_darkness_energy_adds_10_only_to_a_darkness_pokemons_attacks() {
    // Darkness Energy: "If the Pokémon Darkness Energy is attached to attacks, the attack does
    // 10 more damage to the Active Pokémon (before applying Weakness and Resistance). Ignore
    // this effect if the Pokémon that Darkness Energy is attached to isn't Darkness. …"
    assert_eq!(
        first_attack_on_chansey(mon(SCRAGGY).energy(&[SPECIAL_DARKNESS])),
        20
    );
    assert_eq!(
        first_attack_on_chansey(mon(PIKACHU).energy(&[SPECIAL_DARKNESS])),
        10
    );
}

#[test]
fn erikas_dratini_takes_only_10_from_a_basic_pokemons_big_attack_unless_asleep() {
    // Erika's Dratini (Strange Barrier): "Whenever an attack by a Basic Pokémon (including your
    // own) does 20 or more damage to Erika's Dratini (after applying Weakness and Resistance),
    // reduce that damage to 10. (Any other effects of attacks still happen.) This power stops
    // working while Erika's Dratini is Asleep, Confused, or Paralyzed."
    let thunder_jolt = |dratini: Mon| {
        let pikachu = mon(PIKACHU).energy(&["Lightning Energy"; 2]);
        let game = Pos::duel(pikachu, dratini)
            .decks(&["Water Energy"])
            .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(thunder_jolt(mon("gym1-42")), 10);
    assert_eq!(thunder_jolt(mon("gym1-42").conditions(&["asleep"])), 30);
}

#[test]
fn sableye_is_safe_from_pokemon_ex_only_while_phoebes_stadium_is_in_play() {
    // Sableye (Synergy Effect): "If Phoebe's Stadium is in play, prevent all damage done to
    // Sableye by attacks from your opponent's Pokémon-ex."
    let pos = Pos::duel(magnezone(), mon("ex16-22")).decks(&["Water Energy"]);
    let damage = |pos: Pos| active(&pos.attacking(0, 1), 1).damage();
    assert_eq!(damage(pos.clone().stadium("ex16-79")), 0);
    assert_eq!(damage(pos), 40);
}

#[test]
fn rayquaza_with_fire_and_lightning_energy_is_spared_the_effects_of_attacks() {
    // Rayquaza (Dragon Aura): "As long as Rayquaza has any basic Fire Energy cards and any
    // basic Lightning Energy cards attached to it, prevent all effects, except damage, by an
    // opponent's attack done to Rayquaza."
    // Team Aqua's Corphish's Toxic Grip: "The Defending Pokémon is now Poisoned." (Poison
    // puts a damage counter on it as the turn ends.)
    let toxic_grip = |energy: &[&str]| {
        let corphish = mon("ex4-50").energy(&["Water Energy"]);
        let game = Pos::duel(corphish, mon("ex8-22").energy(energy))
            .decks(&["Water Energy"])
            .attacking(0, 1);
        let rayquaza = active(&game, 1);
        (rayquaza.damage(), rayquaza.conditions().any())
    };
    assert_eq!(toxic_grip(&["Fire Energy", "Lightning Energy"]), (0, false));
    assert_eq!(toxic_grip(&["Fire Energy", "Fire Energy"]), (10, true));
}
