//! Passive effects on other Pokémon and under a condition: an ability on a group of its
//! owner's Pokémon, a Stadium on everyone's, a protection from attackers of a kind, and an
//! ability that holds only while its condition does.

mod common;

use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// A position where seat 1's `active` (with `energy`) attacks or retreats, its Bench holding
/// `bench`, against seat 2's `defender` with `their_bench`; `stadium` in play if any.
fn board(
    active: &str,
    energy: &[&str],
    bench: &[&str],
    defender: &str,
    their_bench: &[&str],
    stadium: Option<&str>,
) -> Tcg {
    let two = ["Water Energy"; 2];
    let mut pos = Pos::duel(mon(active).energy(energy), mon(defender))
        .decks(&two)
        .prizes(0, &two)
        .prizes(1, &two);
    for pokemon in bench {
        pos = pos.bench(0, mon(pokemon));
    }
    for pokemon in their_bench {
        pos = pos.bench(1, mon(pokemon));
    }
    if let Some(stadium) = stadium {
        pos = pos.stadium(stadium);
    }
    pos.game(1)
}

/// Seat 1's Active `mine` against seat 2's Active `theirs`, a Water Energy in each deck and
/// each player's prizes.
fn one_water_each(mine: Mon, theirs: Mon) -> Pos {
    Pos::duel(mine, theirs)
        .decks(&["Water Energy"])
        .prizes(0, &["Water Energy"])
        .prizes(1, &["Water Energy"])
}

/// The damage seat 1's attack `index` does to seat 2's Active Pokémon.
fn damage_done(mut game: Tcg, index: u8) -> u16 {
    play(&mut game, &[Action::Attack { index }]);
    active(&game, 1).damage
}

const ARON: &str = "sm4-65"; // Metal; Tackle [M] 10.
const FROAKIE: &str = "sm6-22"; // Water, Weakness Grass; Rain Splash [W] 10.
const DHELMISE: &str = "sm2-59";
/// Basic Metal Energy (the name alone is an older special Energy).
const METAL: &str = "sm1-163";

#[test]
fn an_ability_on_its_owners_pokemon_of_a_type() {
    // Dhelmise's Steelworker: "Your Metal Pokémon's attacks do 10 more damage to your
    // opponent's Active Pokémon (before applying Weakness and Resistance)."
    let tackle = |bench: &[&str], their_bench: &[&str]| {
        damage_done(board(ARON, &[METAL], bench, FROAKIE, their_bench, None), 0)
    };
    assert_eq!(tackle(&[], &[]), 10);
    assert_eq!(tackle(&[DHELMISE], &[]), 20, "Aron is Metal: 10 more");
    assert_eq!(tackle(&[DHELMISE, DHELMISE], &[]), 30, "each Dhelmise adds");
    assert_eq!(
        tackle(&[], &[DHELMISE]),
        10,
        "the opponent's Dhelmise: not theirs"
    );
    // Froakie is not Metal.
    let splash = damage_done(
        board(FROAKIE, &["Water Energy"], &[DHELMISE], FROAKIE, &[], None),
        0,
    );
    assert_eq!(splash, 10);
}

#[test]
fn copies_of_an_ability_applied_one_at_a_time_add_once() {
    // Incineroar's Strong Cheer: "Your Pokémon's attacks do 30 more damage to your opponent's
    // Active Pokémon (before applying Weakness and Resistance). You can't apply more than 1
    // Strong Cheer Ability at a time."
    let incineroar = "sm10-29";
    let splash = |bench: &[&str]| {
        damage_done(
            board(FROAKIE, &["Water Energy"], bench, FROAKIE, &[], None),
            0,
        )
    };
    assert_eq!(splash(&[incineroar]), 40);
    assert_eq!(
        splash(&[incineroar, incineroar]),
        40,
        "one Strong Cheer at a time"
    );
}

#[test]
fn more_damage_for_each_of_the_opponents_pokemon_gx_and_ex() {
    // Charizard's Resolute Flame: "This Pokémon's attacks do 30 more damage to your opponent's
    // Active Pokémon for each of their Pokémon-GX and Pokémon-EX in play." Fiery Blast: 130.
    let charizard = "sm75-3";
    let espeon_gx = "sm1-61";
    let fire = ["Fire Energy"; 3];
    let blast = |their_bench: &[&str]| {
        damage_done(
            board(charizard, &fire, &[], espeon_gx, their_bench, None),
            0,
        )
    };
    assert_eq!(blast(&[]), 160, "1 Pokémon-GX: 30 more");
    assert_eq!(blast(&[espeon_gx]), 190, "2 Pokémon-GX: 60 more");
    assert_eq!(blast(&[FROAKIE]), 160, "Froakie is neither");
}

#[test]
fn a_stadium_takes_away_the_weakness_of_pokemon_of_two_types() {
    // Altar of the Sunne: "Fire Pokémon and Metal Pokémon (both yours and your opponent's)
    // have no Weakness." Fennekin is Fire, Weakness Water ×2.
    let fennekin = "sm6-15";
    let splash = |stadium| {
        damage_done(
            board(FROAKIE, &["Water Energy"], &[], fennekin, &[], stadium),
            0,
        )
    };
    assert_eq!(splash(None), 20);
    assert_eq!(splash(Some("sm2-118")), 10);
}

#[test]
fn a_stadium_adds_damage_to_the_attacks_of_pokemon_of_two_types() {
    // Devoured Field: "The attacks of Darkness Pokémon and Dragon Pokémon (both yours and your
    // opponent's) do 10 more damage to the opponent's Active Pokémon (before applying Weakness
    // and Resistance)." Murkrow is Darkness (Peck [C] 10).
    let murkrow = "sm11-129";
    let peck = |attacker, stadium| {
        damage_done(
            board(attacker, &["Water Energy"], &[], FROAKIE, &[], stadium),
            0,
        )
    };
    assert_eq!(peck(murkrow, None), 10);
    assert_eq!(peck(murkrow, Some("sm4-93")), 20);
    assert_eq!(peck(FROAKIE, Some("sm4-93")), 10, "Froakie is neither type");
}

#[test]
fn a_stadium_lowers_the_retreat_cost_of_pokemon_with_energy_of_two_types() {
    // Altar of the Moone: "The Retreat Cost of each Pokémon (both yours and your opponent's)
    // that has any Psychic or Darkness Energy attached to it is ColorlessColorless less."
    // Litleo's Retreat Cost is 2.
    let litleo = "sm6-18";
    let retreat = |energy: &str, stadium| {
        let mut game = board(litleo, &[energy], &[FROAKIE], FROAKIE, &[], stadium);
        let to = bench_uid(&game, 0, 0);
        game.act(&Action::Retreat { to }).map(|()| (game, to))
    };
    let (game, to) = retreat("Psychic Energy", Some("sm2-117")).expect("free to retreat");
    assert_eq!(active(&game, 0).uid, to);
    assert_eq!(
        game.boards[0].bench[0].energy.len(),
        1,
        "no Energy discarded"
    );
    assert!(
        retreat("Fire Energy", Some("sm2-117")).is_err(),
        "no Psychic or Darkness Energy"
    );
    assert!(retreat("Psychic Energy", None).is_err(), "no Stadium");
}

#[test]
fn an_ability_under_a_condition_holds_only_while_it_does() {
    // Alolan Raichu's Surge Surfer: "If there is any Stadium card in play, this Pokémon has no
    // Retreat Cost." Its Retreat Cost is 2.
    let raichu = "sm4-31";
    let retreat = |stadium| {
        let mut game = board(raichu, &[], &[FROAKIE], FROAKIE, &[], stadium);
        let to = bench_uid(&game, 0, 0);
        game.act(&Action::Retreat { to })
            .map(|()| active(&game, 0).uid == to)
    };
    assert_eq!(retreat(Some("sm4-93")), Ok(true));
    assert!(retreat(None).is_err(), "no Stadium: a Retreat Cost of 2");
}

#[test]
fn a_protection_from_the_attacks_of_pokemon_gx_and_ex() {
    // Alolan Ninetales's Luminous Barrier: "Prevent all effects of attacks, including damage,
    // done to this Pokémon by your opponent's Pokémon-GX or Pokémon-EX." Espeon-GX's Psybeam:
    // 30 damage, "Your opponent's Active Pokémon is now Confused."
    let ninetales = "sm3-28";
    let mut game = board("sm1-61", &["Psychic Energy"], &[], ninetales, &[], None);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let target = active(&game, 1);
    assert_eq!(target.damage, 0);
    assert!(!target.conditions.has(SpecialCondition::Confused));
    // Divide-GX: "Put 10 damage counters on your opponent's Pokémon in any way you like."
    // None can go on Alolan Ninetales.
    let psychic = ["Psychic Energy"; 3];
    let mut game = board("sm1-61", &psychic, &[], ninetales, &[FROAKIE], None);
    play(&mut game, &[Action::Attack { index: 2 }]);
    assert_eq!(active(&game, 1).damage, 0);
    assert_eq!(
        game.boards[1].discard.len(),
        1,
        "Froakie took all 10 and was Knocked Out"
    );
    // Froakie is no Pokémon-GX.
    let splash = damage_done(
        board(FROAKIE, &["Water Energy"], &[], ninetales, &[], None),
        0,
    );
    assert_eq!(splash, 10);
}

#[test]
fn a_protection_of_the_pokemon_with_energy_of_a_type_from_ultra_beasts() {
    // Sceptile's Power of Nature: "Prevent all damage done to your Pokémon that have any Grass
    // Energy attached to them by attacks from your opponent's Ultra Beasts." Xurkitree is an
    // Ultra Beast (Dazzle Blast [L] 20, Confused).
    let sceptile = "sm7-10";
    let xurkitree = "sm6-39";
    let blast = |attacker, defender_energy: &str| {
        let game = Pos::duel(
            mon(FROAKIE).energy(&[defender_energy]),
            mon(attacker).energy(&["Lightning Energy", "Water Energy"]),
        )
        .top("turn_of = 2")
        .decks(&["Grass Energy"])
        .prizes(0, &["Grass Energy"])
        .prizes(1, &["Grass Energy"])
        .bench(0, mon(sceptile))
        .attacking(0, 1);
        active(&game, 0).clone()
    };
    let shielded = blast(xurkitree, "Grass Energy");
    assert_eq!(shielded.damage, 0);
    assert!(
        shielded.conditions.has(SpecialCondition::Confused),
        "only damage is prevented"
    );
    assert_eq!(
        blast(xurkitree, "Water Energy").damage,
        20,
        "no Grass Energy"
    );
    assert_eq!(
        blast(FROAKIE, "Grass Energy").damage,
        10,
        "Froakie is no Ultra Beast"
    );
}

#[test]
fn an_ability_that_frees_the_attack_cost_while_the_discard_pile_holds_enough() {
    // Frost Rotom's Roto Motor: "If you have 9 or more Pokémon Tool cards in your discard
    // pile, ignore all Energy in the attack cost of each of this Pokémon's attacks." Frost
    // Crush costs [W][C]: 10 damage, 20 more for each Energy on the opponent's Pokémon.
    let attack = |tools: usize| {
        let mut game = one_water_each(mon("sm5-41"), mon(FROAKIE))
            .discard(0, &vec!["sm3-126"; tools])
            .game(1);
        game.act(&Action::Attack { index: 0 })
            .map(|()| active(&game, 1).damage)
    };
    assert_eq!(attack(9), Ok(10), "9 Pokémon Tool cards: no Energy needed");
    let refused = attack(8).expect_err("8 are not enough");
    assert!(refused.to_string().contains("TCG-8"), "{refused}");
}

#[test]
fn a_stadiums_action_is_used_once_during_each_players_turn() {
    // Brooklet Hill: "Once during each player's turn, that player may search their deck for a
    // Basic Water Pokémon or Basic Fighting Pokémon and, put it onto their Bench, and shuffle
    // their deck."
    let fennekin = "sm6-15"; // Fire: not found by it.
    let mut game = one_water_each(mon(FROAKIE), mon(FROAKIE))
        .stadium("sm2-120")
        .deck(0, &[FROAKIE, fennekin, "Water Energy"])
        .deck(1, &["Water Energy", FROAKIE, "Water Energy"])
        .game(1);
    let froakie = card(&game, FROAKIE);
    let fennekin = card(&game, fennekin);
    let mut legal = Vec::new();
    game.legal(&mut legal);
    assert!(legal.contains(&Action::Stadium));
    play(&mut game, &[Action::Stadium]);
    assert!(
        game.act(&Action::PickCard { card: fennekin }).is_err(),
        "a Fire Pokémon is not found"
    );
    play(&mut game, &[Action::PickCard { card: froakie }]);
    let board = &game.boards[0];
    assert_eq!(board.bench.len(), 1);
    assert_eq!(board.bench[0].stack[0], froakie);
    assert_eq!(board.deck.len(), 2);
    let again = game.act(&Action::Stadium).expect_err("once a turn");
    assert!(again.to_string().contains("TCG-7"), "{again}");
    // The opponent uses it on their turn (after drawing the top card).
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(game.current, SEAT_2);
    play(
        &mut game,
        &[Action::Stadium, Action::PickCard { card: froakie }],
    );
    assert_eq!(game.boards[1].bench.len(), 1);
}

#[test]
fn a_group_of_the_pokemon_with_energy_of_a_type_attached() {
    // Lana: "Heal 50 damage from each of your Pokémon that has any Water Energy attached to
    // it." The group Sceptile's and Altar of the Moone's texts name, in a Supporter.
    let mut game = one_water_each(
        mon(FROAKIE).damage(30).energy(&["Water Energy"; 2]),
        mon(FROAKIE).damage(30).energy(&["Water Energy"]),
    )
    .hand(0, &["sm3-117"])
    .bench(0, mon(FROAKIE).damage(60).energy(&["Water Energy"]))
    .bench(0, mon(FROAKIE).damage(60))
    .game(1);
    let lana = card(&game, "sm3-117");
    play(&mut game, &[Action::Play { card: lana }]);
    let mine = &game.boards[0];
    assert_eq!(active(&game, 0).damage, 0);
    assert_eq!(mine.bench[0].damage, 10, "Water Energy attached: 50 healed");
    assert_eq!(mine.bench[1].damage, 60, "no Energy: not healed");
    assert_eq!(active(&game, 1).damage, 30, "the opponent's: not healed");
}
