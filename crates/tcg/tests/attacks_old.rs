//! Attack texts of the older theme decks, played on the real cards: a Special Condition of the
//! attacker's choosing, two Pokémon affected at once, small damage prevented, an attack that
//! needs its target Asleep, "them" naming the Benched Pokémon or Energy the "If …," found, and a
//! search for the card's own name.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Seat 1's Active `attacker` (two Grass Energy and an Oddish in its deck) against seat 2's
/// Active `defender` (two Grass Energy in its deck).
fn duel(attacker: Mon, defender: Mon) -> Pos {
    Pos::duel(attacker, defender)
        .deck(0, &["Grass Energy", "Grass Energy", "base2-58"])
        .deck(1, &["Grass Energy"; 2])
}

/// The games, of 16 seeds, in which seat 1's first attack from `pos` left the opponent's Active
/// unable to use its second attack (the coin came up heads); there must be some.
fn when_the_defender_cannot_attack(pos: &Pos) -> Vec<Tcg> {
    let locked: Vec<Tcg> = (0..16)
        .map(|seed| pos.attacking(0, seed))
        .filter_map(|mut game| {
            game.act(&Action::Attack { index: 1 })
                .is_err()
                .then_some(game)
        })
        .collect();
    assert!(!locked.is_empty(), "heads at least once");
    locked
}

/// Seat 1's Active `attacker` against seat 2's Active `defender`, Grimer and Oddish on seat 2's
/// Bench.
fn against_grimer_and_oddish(attacker: Mon, defender: &str) -> Pos {
    duel(attacker, mon(defender))
        .bench(1, mon("base3-48"))
        .bench(1, mon("base2-58"))
}

/// Seat 1, whose `attacker` asked for one of the opponent's Benched Pokémon, picks Oddish: it
/// becomes the opponent's Active Pokémon.
fn the_attacker_switches_in_oddish(game: &mut Tcg, attacker: &str) {
    assert_eq!(
        game.mover(),
        Some(altplay_core::Seat(0)),
        "{attacker}: the attacker picks"
    );
    let oddish = bench_uid(game, 1, 1);
    play(game, &[Action::PickPokemon { pokemon: oddish }]);
    assert_eq!(active(game, 1).uid(), oddish, "{attacker}");
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
            mon("hgss3-27").energy(&["Grass Energy"; 2]),
            mon("base1-56"),
        )
        .attacking(0, seed);
        let offered = legal(&game);
        if offered.contains(&Action::PickOption { index: 4 }) {
            heads = true;
            assert_eq!(
                offered.len(),
                5,
                "one of the five, no \"done\" before a pick"
            );
            play(&mut game, &[Action::PickOption { index: 2 }]);
            let conditions = active(&game, 1).conditions();
            assert!(conditions.has(SpecialCondition::Confused));
            assert!(!conditions.has(SpecialCondition::Asleep));
        } else {
            tails = true;
            assert!(!active(&game, 1).conditions().any());
        }
    }
    assert!(heads && tails);
}

#[test]
fn foul_odor_confuses_both_active_pokemon_after_the_damage() {
    // Gloom's Foul Odor: "Both the Defending Pokémon and Gloom are now Confused (after doing
    // damage)."
    let game = duel(
        mon("base2-37").energy(&["Grass Energy"; 2]),
        mon("base1-56"),
    )
    .attacking(1, 1);
    assert_eq!(
        active(&game, 1).damage(),
        40,
        "20 twice for Onix's Grass Weakness"
    );
    assert!(
        active(&game, 1)
            .conditions()
            .has(SpecialCondition::Confused)
    );
    assert!(
        active(&game, 0)
            .conditions()
            .has(SpecialCondition::Confused)
    );
}

/// Onix (base1-56) hardens, then seat 2's Active uses its attack `index`: the damage Onix takes.
fn hardened_onix_takes(attacker: &str, index: u8) -> u16 {
    let mut game = duel(
        mon("base1-56").energy(&["Fighting Energy"; 2]),
        mon(attacker).energy(&["Fighting Energy"; 2]),
    )
    .game(1);
    play(
        &mut game,
        &[Action::Attack { index: 1 }, Action::Attack { index }],
    );
    active(&game, 0).damage()
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
        mon("base3-48").energy(&["Grass Energy"]),
        mon("xy12-61").energy(&["Fighting Energy"; 2]),
    )
    .game(1);
    play(
        &mut game,
        &[Action::Attack { index: 1 }, Action::Attack { index: 1 }],
    );
    assert_eq!(active(&game, 0).damage(), 20, "Rock Throw's 40 less 20");
}

#[test]
fn dream_eater_does_nothing_unless_the_defending_pokemon_is_asleep() {
    // Munna's Dream Eater: "If the Defending Pokémon is not Asleep, this attack does nothing."
    let dream_eater = |conditions: &[&str]| {
        let game = Pos::duel(
            mon("bw1-48").energy(&["Psychic Energy"; 2]),
            mon("base1-56").conditions(conditions),
        )
        .decks(&["Grass Energy"])
        .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(dream_eater(&[]), 0);
    assert_eq!(dream_eater(&["asleep"]), 60);
}

#[test]
fn spark_damages_the_benched_pokemon_picked() {
    // Pikachu's Spark: "If your opponent has any Benched Pokémon, choose 1 of them and this
    // attack does 10 damage to it."
    let mut game = duel(
        mon("base2-60").energy(&["Lightning Energy"; 2]),
        mon("base1-56"),
    )
    .bench(1, mon("base1-56"))
    .bench(1, mon("base3-48"))
    .attacking(0, 1);
    let grimer = bench_uid(&game, 1, 1);
    play(&mut game, &[Action::PickPokemon { pokemon: grimer }]);
    assert_eq!(active(&game, 1).damage(), 20);
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 0);
    assert_eq!(game.board(Seat(1)).bench()[1].damage(), 10);
    // With no Benched Pokémon, there is nothing to pick.
    let mut alone = duel(
        mon("base2-60").energy(&["Lightning Energy"; 2]),
        mon("base1-56"),
    )
    .game(1);
    play(&mut alone, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&alone, 1).damage(), 20);
    assert_eq!(alone.mover(), Some(SEAT_2), "the turn has passed");
}

#[test]
fn taunt_and_whirlwind_switch_in_the_benched_pokemon_their_chooser_picks() {
    // Brock's Mankey's Taunt: "… choose 1 of them and switch it with the Defending Pokémon."
    let mut game =
        against_grimer_and_oddish(mon("gym1-67").energy(&["Fighting Energy"]), "base1-56")
            .attacking(0, 1);
    the_attacker_switches_in_oddish(&mut game, "gym1-67");
    // Lt. Surge's Spearow's Whirlwind: "… he or she chooses 1 of them and switches it with the
    // Defending Pokémon."
    let mut game = against_grimer_and_oddish(mon("gym1-83").energy(&["Grass Energy"]), "base1-56")
        .attacking(0, 1);
    assert_eq!(game.mover(), Some(SEAT_2), "the opponent picks");
    let grimer = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: grimer }]);
    assert_eq!(active(&game, 1).uid(), grimer);
    let damage: Vec<u16> = game
        .board(Seat(1))
        .bench()
        .iter()
        .map(|p| p.damage())
        .collect();
    assert!(damage.contains(&10), "the damage came first: {damage:?}");
}

#[test]
fn whirlpool_discards_an_energy_of_the_defending_pokemon() {
    // Poliwrath's Whirlpool: "If the Defending Pokémon has any Energy cards attached to it,
    // choose 1 of them and discard it."
    let mut game = duel(
        mon("base4-15").energy(&["Water Energy"; 4]),
        mon("base1-56").energy(&["Fighting Energy", "base1-96"]),
    )
    .attacking(1, 1);
    let double_colorless = card(&game, "base1-96");
    play(
        &mut game,
        &[Action::PickCard {
            card: double_colorless,
        }],
    );
    assert_eq!(active(&game, 1).energy(), [card(&game, "base1-97")]);
    assert_eq!(active(&game, 1).damage(), 40);
}

#[test]
fn sprout_puts_a_card_of_its_own_name_onto_the_bench() {
    // Oddish's Sprout: "Search your deck for a Basic Pokémon named Oddish and put it onto your
    // Bench. Shuffle your deck afterward. (You can't use this attack if your Bench is full.)"
    let mut game = duel(
        mon("base2-58").energy(&["Grass Energy"; 2]),
        mon("base1-56"),
    )
    .attacking(1, 1);
    let oddish = card(&game, "base2-58");
    play(&mut game, &[Action::PickCard { card: oddish }]);
    let bench = &game.board(Seat(0)).bench();
    assert_eq!(bench.len(), 1);
    assert_eq!(bench[0].stack()[0], oddish);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn echoed_voice_does_more_damage_the_next_time_it_is_used() {
    // Sylveon's Echoed Voice: "During your next turn, this Pokémon's Echoed Voice attack does
    // 50 more damage (before applying Weakness and Resistance)."
    let mut game = duel(mon("xy3-72").energy(&["Fairy Energy"; 3]), mon("xy1-29")).attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 50);
    play(&mut game, &[Action::EndTurn, Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 50 + 30, "not Curly Ribbon");
    play(&mut game, &[Action::EndTurn, Action::Attack { index: 1 }]);
    assert_eq!(active(&game, 1).damage(), 80 + 50, "not two turns later");
}

#[test]
fn giga_drain_and_leech_life_heal_the_damage_they_did() {
    // Beautifly's Giga Drain: "After your attack, remove from Beautifly the number of damage
    // counters equal to the damage you did to the Defending Pokémon."
    let game = Pos::duel(
        mon("dp1-19").energy(&["Grass Energy"; 4]).damage(70),
        mon("hgss3-9"),
    )
    .decks(&["Grass Energy"])
    .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 50);
    assert_eq!(active(&game, 0).damage(), 20);
    // Zubat's Leech Life: "Remove a number of damage counters from Zubat equal to the damage
    // done to the Defending Pokémon (after applying Weakness and Resistance). If Zubat has fewer
    // damage counters than that, remove all of them."
    let game = Pos::duel(
        mon("base3-57").energy(&["Grass Energy"; 2]).damage(10),
        mon("base1-56"),
    )
    .decks(&["Grass Energy"])
    .attacking(1, 1);
    assert_eq!(
        active(&game, 1).damage(),
        20,
        "10 twice for Onix's Grass Weakness"
    );
    assert_eq!(active(&game, 0).damage(), 0);
}

#[test]
fn water_bullet_flips_a_coin_for_each_water_energy() {
    // Seadra's Water Bullet: "Flip a number of coins equal to the number of Water Energy
    // attached to Seadra. This attack does 30 damage plus 10 more damage for each heads."
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..24 {
        let game = duel(
            mon("ecard2-58").energy(&["Water Energy", "Water Energy", "Grass Energy"]),
            mon("hgss3-9"),
        )
        .attacking(1, seed);
        seen.insert(active(&game, 1).damage());
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [30, 40, 50]);
}

#[test]
fn splash_about_does_more_with_less_energy_than_the_defending_pokemon() {
    // Buizel's Splash About: "If Buizel has less Energy attached to it than the Defending
    // Pokémon, this attack does 10 damage plus 10 more damage."
    let splash = |defender_energy: &[&str]| {
        let game = duel(
            mon("dp1-72").energy(&["Water Energy"]),
            mon("hgss3-9").energy(defender_energy),
        )
        .attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(splash(&["Grass Energy"]), 10);
    assert_eq!(splash(&["Grass Energy"; 2]), 20);
}

#[test]
fn incinerate_discards_the_tools_before_doing_damage() {
    // Pyroar's Incinerate: "Before doing damage, discard all Pokémon Tool cards attached to your
    // opponent's Active Pokémon." Hard Charm would have reduced the damage by 20.
    let game = Pos::duel(
        mon("xy11-23").energy(&["Fire Energy"; 3]),
        mon("hgss3-9").tools(&["xy1-119"]),
    )
    .decks(&["Grass Energy"])
    .attacking(1, 1);
    assert!(active(&game, 1).tools().is_empty());
    assert_eq!(active(&game, 1).damage(), 90);
    assert_eq!(game.board(Seat(1)).discard(), [card(&game, "xy1-119")]);
}

#[test]
fn ember_discards_a_fire_energy_and_does_its_damage() {
    // Charmander's Ember: "Discard 1 Fire Energy card attached to Charmander or this attack
    // does nothing."
    let game = duel(
        mon("base6-70").energy(&["Fire Energy", "Grass Energy"]),
        mon("hgss3-9"),
    )
    .attacking(1, 1);
    assert_eq!(active(&game, 0).energy(), [card(&game, "base1-99")]);
    assert_eq!(active(&game, 1).damage(), 30);
}

#[test]
fn flip_over_damages_the_attacker_without_weakness() {
    // Beldum's Flip Over: "Beldum does 10 damage to itself, and don't apply Weakness and
    // Resistance to this damage." Beldum is weak to its own Psychic type.
    let game = duel(mon("ex8-55").energy(&["Psychic Energy"; 2]), mon("hgss3-9")).attacking(0, 1);
    assert_eq!(active(&game, 0).damage(), 10);
    assert_eq!(active(&game, 1).damage(), 30);
}

#[test]
fn push_down_lets_the_opponent_pick_their_new_active_pokemon() {
    // Tornadus's Push Down: "You may have your opponent switch his or her Active Pokémon with 1
    // of his or her Benched Pokémon."
    let mut game =
        against_grimer_and_oddish(mon("xy3-86").energy(&["Grass Energy"; 2]), "base1-56").game(1);
    play(&mut game, &[Action::Attack { index: 0 }, Action::Yes]);
    assert_eq!(game.mover(), Some(SEAT_2), "the opponent picks");
    let oddish = bench_uid(&game, 1, 1);
    play(&mut game, &[Action::PickPokemon { pokemon: oddish }]);
    assert_eq!(active(&game, 1).uid(), oddish);
}

#[test]
fn blessed_wings_shuffles_togekiss_back_into_the_deck() {
    // Togekiss's Blessed Wings: "Remove all damage counters from each of your Pokémon. Shuffle
    // Togekiss and all cards attached to it back into your deck."
    let game = Pos::duel(mon("hgss3-9").energy(&["Grass Energy"; 2]), mon("base1-56"))
        .deck(0, &["Grass Energy"])
        .bench(0, mon("base3-48").damage(30))
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    let board = &game.board(Seat(0));
    assert_eq!(board.deck().len(), 4, "Togekiss and its two Energy");
    let grimer = board.active().expect("Grimer was promoted");
    assert_eq!(grimer.damage(), 0);
}

#[test]
fn magic_pollen_inflicts_one_of_four_conditions_of_the_attackers_choosing() {
    // Erika's Gloom's Magic Pollen: "Flip a coin. If heads, the Defending Pokémon is now
    // Asleep, Confused, Paralyzed, or Poisoned (your choice)."
    let mut heads = false;
    for seed in 0..16 {
        let mut game =
            duel(mon("gym1-45").energy(&["Grass Energy"; 3]), mon("hgss3-9")).attacking(1, seed);
        let offered = legal(&game);
        if offered.is_empty() || !offered.contains(&Action::PickOption { index: 3 }) {
            continue;
        }
        heads = true;
        assert!(
            !offered.contains(&Action::PickOption { index: 4 }),
            "four to pick from"
        );
        play(&mut game, &[Action::PickOption { index: 3 }]);
        assert!(
            active(&game, 1)
                .conditions()
                .has(SpecialCondition::Poisoned)
        );
    }
    assert!(heads);
}

#[test]
fn taunt_and_lure_switch_in_the_benched_pokemon_the_attacker_chooses() {
    // Grimer's Taunt: "Choose 1 of your opponent's Benched Pokémon and switch it with 1 of the
    // Defending Pokémon. Your opponent chooses the Defending Pokémon to switch."
    // Ninetales's Lure: "If your opponent has any Benched Pokémon, choose 1 of them and switch
    // it with his or her Active Pokémon."
    for (attacker, energy) in [
        ("ex7-56", &["Grass Energy"][..]),
        ("base1-12", &["Fire Energy"; 2]),
    ] {
        let mut game =
            against_grimer_and_oddish(mon(attacker).energy(energy), "hgss3-9").attacking(0, 1);
        the_attacker_switches_in_oddish(&mut game, attacker);
    }
}

#[test]
fn extra_comet_punch_has_a_larger_base_damage_next_turn() {
    // Metagross's Extra Comet Punch: "During your next turn, Metagross's Extra Comet Punch
    // attack's base damage is 100."
    let mut game = duel(mon("dp6-10").energy(&["bw1-112"; 3]), mon("xy1-29")).attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 50);
    play(&mut game, &[Action::EndTurn, Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 50 + 100);
}

#[test]
fn leek_slap_cant_be_used_again_while_farfetchd_stays_in_play() {
    // Farfetch'd's Leek Slap: "Flip a coin. If tails, this attack does nothing. Either way, you
    // can't use this attack again as long as Farfetch'd stays in play (even putting Farfetch'd
    // on the Bench won't let you use it again)."
    let mut game = Pos::duel(mon("base1-27").energy(&["Grass Energy"; 4]), mon("xy1-29"))
        .deck(0, &["Grass Energy"; 3])
        .bench(0, mon("base3-48").energy(&["Grass Energy"]))
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }, Action::EndTurn]);
    assert!(game.act(&Action::Attack { index: 0 }).is_err());
    // Benched and back: still not again; its other attack still can.
    let farfetchd = active(&game, 0).uid();
    let grimer = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[
            Action::Retreat { to: grimer },
            Action::EndTurn,
            Action::EndTurn,
            Action::Retreat { to: farfetchd },
        ],
    );
    assert!(game.act(&Action::Attack { index: 0 }).is_err());
    play(&mut game, &[Action::Attack { index: 1 }]);
}

#[test]
fn astonish_shuffles_a_card_of_the_opponents_hand_into_their_deck() {
    // Phantump's Astonish: "Choose a random card from your opponent's hand. Your opponent
    // reveals that card and shuffles it into his or her deck."
    let game = Pos::duel(mon("xy1-54").energy(&["Psychic Energy"]), mon("hgss3-9"))
        .deck(0, &["Grass Energy"])
        .hand(1, &["base3-48", "base2-58"])
        .deck(1, &["Grass Energy"; 2])
        .attacking(0, 1);
    let board = &game.board(Seat(1));
    // The opponent's turn began with a draw: one card of the two left, and it drew one.
    let (grimer, oddish) = (card(&game, "base3-48"), card(&game, "base2-58"));
    let left = board
        .hand()
        .iter()
        .filter(|&&c| c == grimer || c == oddish)
        .count();
    assert_eq!(left, 1);
    let shuffled = board
        .deck()
        .iter()
        .filter(|&&c| c == grimer || c == oddish)
        .count();
    assert_eq!(shuffled, 1);
    assert_eq!(board.hand().len() + board.deck().len(), 4);
}

#[test]
fn scrap_attack_and_take_back_search_the_discard_pile() {
    // Lairon's Scrap Attack: "Flip a coin. If heads, search your discard pile for a Metal
    // Energy card and attach it to Lairon."
    // Misdreavus's Take Back: "Flip a coin. If heads, search your discard pile for a Trainer
    // card, show it to your opponent, and put it into your hand."
    let (mut attached, mut taken) = (false, false);
    for seed in 0..16 {
        let game = Pos::duel(mon("hgss3-29").energy(&["bw1-112"]), mon("hgss3-9"))
            .deck(0, &["Grass Energy"])
            .discard(0, &["bw1-112", "Grass Energy"])
            .deck(1, &["Grass Energy"])
            .attacking(0, seed);
        if active(&game, 0).energy().len() == 2 {
            attached = true;
            assert_eq!(
                game.board(Seat(0)).discard().len(),
                1,
                "only the Metal Energy moved"
            );
        }
        let game = Pos::duel(mon("pl1-83"), mon("hgss3-9"))
            .deck(0, &["Grass Energy"])
            .discard(0, &["xy1-119", "Grass Energy"])
            .deck(1, &["Grass Energy"])
            .attacking(0, seed);
        if game.board(Seat(0)).hand().contains(&card(&game, "xy1-119")) {
            taken = true;
            assert_eq!(
                game.board(Seat(0)).discard().len(),
                1,
                "only the Trainer moved"
            );
        }
    }
    assert!(attached && taken);
}

#[test]
fn dual_draw_has_each_player_draw() {
    // Hoothoot's Dual Draw: "Each player draws 2 cards."
    let game = duel(mon("bw9-91").energy(&["Grass Energy"]), mon("hgss3-9")).attacking(0, 1);
    assert_eq!(game.board(Seat(0)).hand().len(), 2);
    assert_eq!(
        game.board(Seat(1)).hand().len(),
        2,
        "and its turn's draw: its deck held two"
    );
}

#[test]
fn scary_face_holds_until_the_end_of_the_opponents_next_turn() {
    // Spinarak's Scary Face: "Flip a coin. If heads, until the end of your opponent's next
    // turn, the Defending Pokémon can't attack or retreat."
    let pos = duel(
        mon("neo1-75").energy(&["Grass Energy"]),
        mon("hgss3-9").energy(&["Grass Energy"; 3]),
    )
    .bench(1, mon("base3-48"));
    for mut game in when_the_defender_cannot_attack(&pos) {
        let grimer = bench_uid(&game, 1, 0);
        assert!(game.act(&Action::Retreat { to: grimer }).is_err());
        play(&mut game, &[Action::EndTurn, Action::EndTurn]);
        play(&mut game, &[Action::Attack { index: 1 }]);
    }
}

#[test]
fn bother_keeps_supporters_in_the_opponents_hand() {
    // Krookodile's Bother: "Flip a coin. If heads, your opponent can't play any Supporter cards
    // from his or her hand during his or her next turn."
    let (mut locked, mut free) = (false, false);
    for seed in 0..16 {
        let mut game = Pos::duel(mon("xy1-71").energy(&["bw1-111"; 3]), mon("hgss3-9"))
            .deck(0, &["Grass Energy"])
            .hand(1, &["sm3-117"])
            .deck(1, &["Grass Energy"])
            .attacking(0, seed);
        let lana = card(&game, "sm3-117");
        match game.act(&Action::Play { card: lana }) {
            Err(_) => locked = true,
            Ok(_) => free = true,
        }
    }
    assert!(locked && free);
}

#[test]
fn fire_shard_may_also_paralyze() {
    // Camerupt's Fire Shard: "The Defending Pokémon is now Burned. Flip a coin. If heads, the
    // Defending Pokémon is also Paralyzed."
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let game =
            duel(mon("bw7-22").energy(&["Fire Energy"; 3]), mon("hgss3-9")).attacking(0, seed);
        // Burned too, but its check between turns may have cured it already.
        seen.insert(
            active(&game, 1)
                .conditions()
                .has(SpecialCondition::Paralyzed),
        );
    }
    assert_eq!(seen.len(), 2);
}

#[test]
fn force_palm_puts_as_many_counters_as_it_has() {
    // Medicham's Force Palm: "Count the number of damage counters on Medicham. Put that many
    // damage counters on 1 of your opponent's Pokémon."
    let mut game = Pos::duel(
        mon("dp1-32").energy(&["Fighting Energy"]).damage(40),
        mon("hgss3-9"),
    )
    .decks(&["Grass Energy"])
    .bench(1, mon("base3-48"))
    .attacking(0, 1);
    let grimer = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: grimer }]);
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 40);
}

#[test]
fn chase_up_searches_the_deck_for_any_card() {
    // Togetic's Chase Up: "Search your deck for any 1 card and put it into your hand. Shuffle
    // your deck afterward."
    let mut game = duel(mon("hgss3-39").energy(&["Grass Energy"]), mon("hgss3-9")).attacking(0, 1);
    let oddish = card(&game, "base2-58");
    play(&mut game, &[Action::PickCard { card: oddish }]);
    assert_eq!(game.board(Seat(0)).hand(), [oddish]);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn rapid_spin_switches_both_sides() {
    // Donphan's Rapid Spin: "Your opponent switches the Defending Pokémon with 1 of his or her
    // Benched Pokémon, if any. You switch Donphan with 1 of your Benched Pokémon, if any."
    let game = duel(
        mon("dp3-48").energy(&["Fighting Energy"; 2]),
        mon("hgss3-9"),
    )
    .bench(0, mon("base2-58"))
    .bench(1, mon("base3-48"))
    .attacking(0, 1);
    assert_eq!(active(&game, 0).stack()[0], card(&game, "base2-58"));
    assert_eq!(active(&game, 1).stack()[0], card(&game, "base3-48"));
    assert_eq!(
        game.board(Seat(1)).bench()[0].damage(),
        20,
        "40 less Togekiss's Fighting Resistance"
    );
}

#[test]
fn headache_keeps_trainer_cards_in_the_opponents_hand() {
    // Psyduck's Headache: "Your opponent can't play Trainer cards during his or her next turn."
    let mut game = Pos::duel(mon("base3-53").energy(&["Psychic Energy"]), mon("hgss3-9"))
        .deck(0, &["Grass Energy"])
        .hand(1, &["sm3-117"])
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    let lana = card(&game, "sm3-117");
    assert!(game.act(&Action::Play { card: lana }).is_err());
}

#[test]
fn swallow_up_does_more_to_a_pokemon_with_fewer_remaining_hp() {
    // Dark Arbok's Swallow Up: "Before doing damage, count the remaining HP of the Defending
    // Pokémon and Dark Arbok. If the Defending Pokémon has fewer remaining HP than Dark Arbok's,
    // this attack does 10 damage plus 30 more damage."
    let swallow = |damage: u16| {
        let game = Pos::duel(
            mon("ex7-29").energy(&["Grass Energy"]),
            mon("hgss3-9").damage(damage),
        )
        .decks(&["Grass Energy"])
        .attacking(0, 1);
        active(&game, 1).damage() - damage
    };
    assert_eq!(swallow(0), 10, "120 HP left, Dark Arbok's 90");
    assert_eq!(swallow(40), 40, "80 HP left");
}

#[test]
fn dark_penalty_does_nothing_to_a_pokemon_without_a_tool() {
    // Weavile's Dark Penalty: "If the Defending Pokémon has no Pokémon Tool card attached to
    // it, this attack does nothing."
    let penalty = |tools: &[&str]| {
        let game = Pos::duel(
            mon("bw4-70").energy(&["bw1-111"]),
            mon("hgss3-9").tools(tools),
        )
        .decks(&["Grass Energy"])
        .attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(penalty(&[]), 0);
    assert_eq!(penalty(&["xy1-119"]), 70, "90 less Hard Charm's 20");
}

#[test]
fn pokemon_of_a_type_in_play_are_counted() {
    // Zoroark's Brutal Bash: "Does 20 damage times the number of Darkness Pokémon you have in
    // play." Zoroark and one Benched Darkness Pokémon, not the opponent's.
    let game = Pos::duel(mon("bw5-71").energy(&["Grass Energy"; 2]), mon("hgss3-9"))
        .deck(0, &["Grass Energy"])
        .bench(0, mon("bw4-70"))
        .bench(0, mon("base3-48"))
        .deck(1, &["Grass Energy"])
        .bench(1, mon("bw4-70"))
        .attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 40);
    // Huntail's Dark Splash: "Does 40 damage plus 10 more damage for each Darkness Pokémon in
    // play." Both sides' count.
    let game = Pos::duel(mon("ex5-19").energy(&["Water Energy"; 3]), mon("hgss3-9"))
        .deck(0, &["Grass Energy"])
        .bench(0, mon("bw4-70"))
        .deck(1, &["Grass Energy"])
        .bench(1, mon("bw5-71"))
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 60);
    // Exeggutor's Shake It Off: "This attack does 20 damage times the number of Colorless
    // Pokémon your opponent has in play."
    let game = duel(mon("xy6-2").energy(&["Grass Energy"]), mon("hgss3-9"))
        .bench(1, mon("hgss3-39"))
        .bench(1, mon("base3-48"))
        .attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 40, "Togekiss and Togetic");
}

#[test]
fn double_bubble_paralyzes_on_either_heads() {
    // Marill's Double Bubble: "Flip 2 coins. This attack does 10 damage times the number of
    // heads. If either of the coins is heads, the Defending Pokémon is now Paralyzed."
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let game =
            duel(mon("ex2-68").energy(&["Water Energy"; 2]), mon("hgss3-9")).attacking(0, seed);
        let (damage, paralyzed) = (
            active(&game, 1).damage(),
            active(&game, 1)
                .conditions()
                .has(SpecialCondition::Paralyzed),
        );
        assert_eq!(paralyzed, damage > 0, "{damage}");
        seen.insert(damage);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 10, 20]);
}

#[test]
fn tantrum_may_confuse_the_attacker_after_its_damage() {
    // Primeape's Tantrum: "Flip a coin. If tails, Primeape is now Confused (after doing
    // damage)."
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let game = duel(
            mon("base6-59").energy(&["Fighting Energy"; 3]),
            mon("hgss3-9"),
        )
        .attacking(1, seed);
        assert_eq!(
            active(&game, 1).damage(),
            30,
            "50 less Togekiss's Fighting Resistance"
        );
        seen.insert(
            active(&game, 0)
                .conditions()
                .has(SpecialCondition::Confused),
        );
    }
    assert_eq!(seen.len(), 2);
}

#[test]
fn leer_keeps_the_defending_pokemon_from_attacking_it_while_it_stays_active() {
    // Rhyhorn's Leer: "Flip a coin. If heads, the Defending Pokémon can't attack Rhyhorn during
    // your opponent's next turn. (Benching either Pokémon ends this effect.)"
    let pos = duel(
        mon("base2-61").energy(&["Fighting Energy"]),
        mon("hgss3-9").energy(&["Grass Energy"; 3]),
    )
    .bench(0, mon("base3-48"));
    for mut game in when_the_defender_cannot_attack(&pos) {
        // Rhyhorn benched (here by a switch made for the test): the effect ends.
        let rhyhorn = active(&game, 0).uid();
        let bench = game.board_mut(Seat(0)).bench_mut().remove(0);
        let active_rhyhorn = game
            .board_mut(Seat(0))
            .active_slot_mut()
            .replace(bench)
            .expect("Rhyhorn");
        game.board_mut(Seat(0)).bench_mut().push(active_rhyhorn);
        assert_eq!(game.board(Seat(0)).bench()[0].uid(), rhyhorn);
        play(&mut game, &[Action::Attack { index: 1 }]);
    }
}

#[test]
fn obscuring_gas_may_shuffle_koffing_away_after_its_damage() {
    // Koga's Koffing's Obscuring Gas: "Flip a coin. If heads, shuffle Koga's Koffing and all
    // cards attached to it into your deck (after doing damage)."
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let game = duel(mon("gym2-48").energy(&["Grass Energy"; 2]), mon("hgss3-9"))
            .bench(0, mon("base3-48"))
            .attacking(1, seed);
        assert_eq!(active(&game, 1).damage(), 30);
        seen.insert(game.board(Seat(0)).deck().len());
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        [3, 6],
        "with Koffing and its Energy"
    );
}

#[test]
fn energy_recall_attaches_only_what_there_is() {
    // Kadabra's Energy Recall: "Attach 2 basic Energy cards from your discard pile to Kadabra
    // (1 if you have only 1)."
    let game = Pos::duel(mon("ecard1-84").energy(&["Psychic Energy"]), mon("hgss3-9"))
        .deck(0, &["Grass Energy"])
        .discard(0, &["Psychic Energy"])
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    assert_eq!(active(&game, 0).energy().len(), 2);
    assert!(game.board(Seat(0)).discard().is_empty());
}

#[test]
fn signs_of_evolution_finds_cards_that_evolve_from_eevee() {
    // Eevee's Signs of Evolution: "Search your deck for up to 2 cards that evolve from Eevee,
    // show them to your opponent, and put them into your hand."
    let mut game = Pos::duel(mon("pl2-59"), mon("hgss3-9"))
        .deck(0, &["Grass Energy", "sm1-61", "base3-48"])
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    let espeon = card(&game, "sm1-61");
    assert!(
        game.act(&Action::PickCard {
            card: card(&game, "base3-48")
        })
        .is_err(),
        "Grimer does not evolve from Eevee"
    );
    play(&mut game, &[Action::PickCard { card: espeon }]);
    assert_eq!(game.board(Seat(0)).hand(), [espeon]);
}

#[test]
fn rest_cures_heals_and_sleeps() {
    // Slowpoke's Rest: "Remove all Special Conditions and 3 damage counters from Slowpoke.
    // Slowpoke is now Asleep."
    let mut asleep = false;
    for seed in 0..8 {
        let game = Pos::duel(
            mon("dp4-82")
                .energy(&["Water Energy"])
                .conditions(&["poisoned"])
                .damage(40),
            mon("hgss3-9"),
        )
        .decks(&["Grass Energy"])
        .attacking(0, seed);
        let slowpoke = active(&game, 0);
        // 40 less 30, and Poison cured before the check between turns.
        assert_eq!(slowpoke.damage(), 10);
        assert!(!slowpoke.conditions().has(SpecialCondition::Poisoned));
        // The check between turns may wake it up.
        asleep |= slowpoke.conditions().has(SpecialCondition::Asleep);
    }
    assert!(asleep);
}

#[test]
fn cosmic_draw_draws_only_against_an_evolved_pokemon() {
    // Staryu's Cosmic Draw: "If your opponent has any Evolved Pokémon in play, draw 3 cards."
    let draws = |opponent_bench: Option<Mon>| {
        let game = duel(mon("pl2-83").energy(&["Water Energy"]), mon("base3-48"))
            .benched(1, opponent_bench)
            .attacking(0, 1);
        game.board(Seat(0)).hand().len()
    };
    assert_eq!(draws(None), 0);
    assert_eq!(
        draws(Some(mon("hgss3-27").under(&["base2-58"]))),
        3,
        "Gloom, evolved from Oddish"
    );
}

#[test]
fn charge_takes_a_lightning_energy_from_the_discard_pile() {
    // Lt. Surge's Pikachu's Charge: "Take 1 Lightning Energy card from your discard pile and
    // attach it to Lt. Surge's Pikachu."
    let game = Pos::duel(mon("gym1-81").energy(&["Grass Energy"]), mon("hgss3-9"))
        .deck(0, &["Grass Energy"])
        .discard(0, &["Grass Energy", "Lightning Energy"])
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    let lightning = card(&game, "base1-100");
    assert!(active(&game, 0).energy().contains(&lightning));
    assert_eq!(
        game.board(Seat(0)).discard().len(),
        1,
        "the Grass Energy stays"
    );
}

#[test]
fn rend_does_more_to_a_damaged_pokemon() {
    // Giovanni's Nidorino's Rend: "If the Defending Pokémon already has any damage counters on
    // it, this attack does 20 damage plus 20 more damage. If not, this attack does 20 damage."
    let rend = |damage: u16| {
        let game = Pos::duel(
            mon("gym2-45").energy(&["Grass Energy"; 3]),
            mon("hgss3-9").damage(damage),
        )
        .decks(&["Grass Energy"])
        .attacking(0, 1);
        active(&game, 1).damage() - damage
    };
    assert_eq!(rend(0), 20);
    assert_eq!(rend(10), 40);
}

#[test]
fn collect_fire_attaches_a_fire_energy_from_the_discard_pile_on_heads() {
    // Vulpix's Collect Fire: "If there are any Fire Energy cards in your discard pile, flip a
    // coin. If heads, attach 1 of them to Vulpix."
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let game = Pos::duel(mon("ecard2-116").energy(&["Fire Energy"]), mon("hgss3-9"))
            .deck(0, &["Grass Energy"])
            .discard(0, &["Fire Energy", "Grass Energy"])
            .deck(1, &["Grass Energy"])
            .attacking(0, seed);
        let attached = active(&game, 0).energy().len();
        assert_eq!(attached + game.board(Seat(0)).discard().len(), 3);
        seen.insert(attached);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [1, 2]);
}

#[test]
fn rapids_discards_one_of_the_defending_pokemons_energy_on_heads() {
    // Misty's Poliwhirl's Rapids: "If the Defending Pokémon has any Energy cards attached to
    // it, flip a coin. If heads, choose 1 of those Energy cards and discard it."
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..16 {
        let game = duel(
            mon("gym1-53").energy(&["Water Energy"; 2]),
            mon("hgss3-9").energy(&["Grass Energy"]),
        )
        .attacking(0, seed);
        seen.insert(active(&game, 1).energy().len());
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 1]);
}

#[test]
fn blaze_damages_only_the_grass_pokemon_on_the_opponents_bench() {
    // Blaine's Growlithe's Blaze: "Does 10 damage to each Grass Pokémon on your opponent's
    // Bench."
    let game = duel(mon("gym1-62").energy(&["Fire Energy"; 2]), mon("hgss3-9"))
        .bench(0, mon("base3-48"))
        .bench(1, mon("base3-48"))
        .bench(1, mon("hgss3-39"))
        .attacking(0, 1);
    let bench: Vec<u16> = game
        .board(Seat(1))
        .bench()
        .iter()
        .map(|p| p.damage())
        .collect();
    assert_eq!(bench, [10, 0], "Grimer, not Togetic");
    assert_eq!(
        game.board(Seat(0)).bench()[0].damage(),
        0,
        "not its own Grimer"
    );
}
