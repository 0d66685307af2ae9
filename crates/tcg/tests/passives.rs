//! Passive effects on other Pokémon and under a condition: an ability on a group of its
//! owner's Pokémon, a Stadium on everyone's, a protection from attackers of a kind, and an
//! ability that holds only while its condition does.

mod common;

use altplay_core::Seat;
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
    active(&game, 1).damage()
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
    assert_eq!(active(&game, 0).uid(), to);
    assert_eq!(
        game.board(Seat(0)).bench()[0].energy().len(),
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
            .map(|()| active(&game, 0).uid() == to)
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
    assert_eq!(target.damage(), 0);
    assert!(!target.conditions().has(SpecialCondition::Confused));
    // Divide-GX: "Put 10 damage counters on your opponent's Pokémon in any way you like."
    // None can go on Alolan Ninetales.
    let psychic = ["Psychic Energy"; 3];
    let mut game = board("sm1-61", &psychic, &[], ninetales, &[FROAKIE], None);
    play(&mut game, &[Action::Attack { index: 2 }]);
    assert_eq!(active(&game, 1).damage(), 0);
    assert_eq!(
        game.board(Seat(1)).discard().len(),
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
    assert_eq!(shielded.damage(), 0);
    assert!(
        shielded.conditions().has(SpecialCondition::Confused),
        "only damage is prevented"
    );
    assert_eq!(
        blast(xurkitree, "Water Energy").damage(),
        20,
        "no Grass Energy"
    );
    assert_eq!(
        blast(FROAKIE, "Grass Energy").damage(),
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
            .map(|()| active(&game, 1).damage())
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
    let board = &game.board(Seat(0));
    assert_eq!(board.bench().len(), 1);
    assert_eq!(board.bench()[0].stack()[0], froakie);
    assert_eq!(board.deck().len(), 2);
    let again = game.act(&Action::Stadium).expect_err("once a turn");
    assert!(again.to_string().contains("TCG-7"), "{again}");
    // The opponent uses it on their turn (after drawing the top card).
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(game.current(), SEAT_2);
    play(
        &mut game,
        &[Action::Stadium, Action::PickCard { card: froakie }],
    );
    assert_eq!(game.board(Seat(1)).bench().len(), 1);
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
    let mine = &game.board(Seat(0));
    assert_eq!(active(&game, 0).damage(), 0);
    assert_eq!(
        mine.bench()[0].damage(),
        10,
        "Water Energy attached: 50 healed"
    );
    assert_eq!(mine.bench()[1].damage(), 60, "no Energy: not healed");
    assert_eq!(active(&game, 1).damage(), 30, "the opponent's: not healed");
}

const FROGADIER: &str = "sm6-23"; // Stage 1 Water, 80 HP.
const CATERPIE: &str = "sm1-1"; // Basic Grass, 50 HP.
const GIANT_CAPE: &str = "bw6-114";
const FIGHTING_FURY_BELT: &str = "xy9-99";
const EXPERT_BELT: &str = "pl4-87";
const EVIOLITE: &str = "bw3-91";
/// Basic Darkness Energy (the name alone is an older special Energy).
const DARKNESS: &str = "sm1-170";

/// Seat 1's Active `mine` with a Water Energy against seat 2's `theirs`, each with a Froakie
/// on the Bench and three prizes.
fn water_duel(mine: Mon, theirs: Mon) -> Pos {
    let three = ["Water Energy"; 3];
    Pos::duel(mine.energy(&["Water Energy"]), theirs)
        .decks(&three)
        .prizes(0, &three)
        .prizes(1, &three)
        .bench(0, mon(FROAKIE))
        .bench(1, mon(FROAKIE))
}

/// The HP of seat `seat`'s Active Pokémon now.
fn active_hp(game: &Tcg, seat: u8) -> u16 {
    game.hp(active(game, seat))
}

#[test]
fn a_tool_adds_hp_to_its_holder() {
    // Giant Cape: "The Pokémon this card is attached to gets +20 HP." Froakie has 70 HP: 60
    // damage and Rain Splash's 10 would Knock it Out.
    let game = water_duel(mon(FROAKIE), mon(FROAKIE).damage(60).tools(&[GIANT_CAPE])).game(1);
    assert_eq!(active_hp(&game, 1), 90);
    let game =
        water_duel(mon(FROAKIE), mon(FROAKIE).damage(60).tools(&[GIANT_CAPE])).attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 70, "still in play: 90 HP");
    assert!(game.board(Seat(1)).discard().is_empty());
}

#[test]
fn a_tool_on_a_basic_pokemon_only_adds_hp_and_damage() {
    // Fighting Fury Belt: "The Basic Pokémon this card is attached to gets +40 HP and its
    // attacks do 10 more damage to your opponent's Active Pokémon (before applying Weakness
    // and Resistance)."
    let belted = |attacker: &str| {
        water_duel(mon(attacker).tools(&[FIGHTING_FURY_BELT]), mon(FROAKIE)).attacking(0, 1)
    };
    let game = belted(FROAKIE);
    assert_eq!(active_hp(&game, 0), 110, "Froakie is Basic: 70 + 40");
    assert_eq!(active(&game, 1).damage(), 20, "Rain Splash: 10 + 10");
    // Frogadier is a Stage 1: the Belt gives it nothing. Water Drip does 20.
    let game = belted(FROGADIER);
    assert_eq!(active_hp(&game, 0), 80);
    assert_eq!(active(&game, 1).damage(), 20);
}

#[test]
fn a_tool_gives_hp_damage_and_a_prize_card_more() {
    // Expert Belt: "The Pokémon this card is attached to gets +20 HP and that Pokémon's
    // attacks do 20 more damage to your opponent's Active Pokémon (before applying Weakness
    // and Resistance). When the Pokémon this card is attached to is Knocked Out, your opponent
    // takes 1 more Prize card."
    let game = water_duel(mon(FROAKIE).tools(&[EXPERT_BELT]), mon(FROAKIE)).attacking(0, 1);
    assert_eq!(active_hp(&game, 0), 90);
    assert_eq!(active(&game, 1).damage(), 30, "Rain Splash: 10 + 20");
    // Knocked Out with the Belt (90 HP): 2 Prize cards instead of 1.
    let game =
        water_duel(mon(FROAKIE), mon(FROAKIE).damage(80).tools(&[EXPERT_BELT])).attacking(0, 1);
    assert_eq!(
        game.board(Seat(1)).discard().len(),
        2,
        "Froakie and the Belt"
    );
    assert_eq!(
        game.board(Seat(0)).prizes().len(),
        1,
        "2 of 3 Prize cards taken"
    );
}

#[test]
fn a_tool_that_reduces_damage_to_a_basic_pokemon_only() {
    // Eviolite: "If the Pokémon this card is attached to is a Basic Pokémon, any damage done
    // to this Pokémon by attacks is reduced by 20 (after applying Weakness and Resistance)."
    // Espeon-GX's Psybeam does 30.
    let psybeam = |defender: &str| {
        let game = one_water_each(
            mon("sm1-61").energy(&["Psychic Energy"]),
            mon(defender).tools(&[EVIOLITE]),
        )
        .attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(psybeam(FROAKIE), 10);
    assert_eq!(psybeam(FROGADIER), 30, "a Stage 1: not reduced");
}

#[test]
fn stadiums_add_hp_to_everyones_pokemon_of_a_type_or_kind() {
    // Low Pressure System: "Each Grass and Lightning Pokémon in play (both yours and your
    // opponent's) gets +10 HP." Snowpoint Temple: "Each Pokémon that isn't an Evolved
    // Pokémon in play (both yours and your opponent's) gets +20 HP."
    let hps = |stadium: &str| {
        let game = water_duel(mon(CATERPIE), mon(FROGADIER))
            .bench(1, mon(CATERPIE))
            .stadium(stadium)
            .game(1);
        (
            active_hp(&game, 0),
            active_hp(&game, 1),
            game.hp(&game.board(Seat(1)).bench()[1]),
            game.hp(&game.board(Seat(1)).bench()[0]),
        )
    };
    // Caterpie (Grass, 50), Frogadier (Stage 1 Water, 80), the opponent's Caterpie, Froakie
    // (Basic Water, 70).
    assert_eq!(hps("ex3-86"), (60, 80, 60, 70));
    assert_eq!(hps("dp6-134"), (70, 80, 70, 90));
}

/// Whether seat 1's Active `pokemon` (with `energy`) retreats to its Benched Froakie with no
/// Energy to pay beyond that, with `stadium` in play.
fn retreats(pokemon: &str, energy: &[&str], stadium: Option<&str>) -> bool {
    let mut game = board(pokemon, energy, &[FROAKIE], FROAKIE, &[], stadium);
    let to = bench_uid(&game, 0, 0);
    game.act(&Action::Retreat { to }).is_ok()
}

#[test]
fn stadiums_lower_the_retreat_cost_of_everyones_pokemon_of_a_kind_or_type() {
    // Skyarrow Bridge: "The Retreat Cost of each Basic Pokémon is play is Colorless less."
    // High Pressure System: "Each player pays Colorless less to retreat his or her Fire and
    // Water Pokémon." Froakie's and Frogadier's Retreat Cost is 1.
    assert!(!retreats(FROAKIE, &[], None));
    assert!(retreats(FROAKIE, &[], Some("bw4-91")));
    assert!(!retreats(FROGADIER, &[], Some("bw4-91")), "a Stage 1");
    assert!(retreats(FROGADIER, &[], Some("ex3-85")), "a Water Pokémon");
    assert!(!retreats(CATERPIE, &[], Some("ex3-85")), "a Grass Pokémon");
    // Phoebe's Stadium: "Each player pays ColorlessColorless less to retreat his or her
    // Psychic Pokémon." Drowzee (Psychic) has a Retreat Cost of 2.
    assert!(retreats("sm1-59", &[], Some("ex16-79")));
    // Fairy Garden: "Each Pokémon that has any Fairy Energy attached to it (both yours and
    // your opponent's) has no Retreat Cost." Drowzee's 2 can't be paid with 1 Energy.
    assert!(retreats("sm1-59", &["Fairy Energy"], Some("xy1-117")));
    assert!(!retreats("sm1-59", &["Fairy Energy"], None));
    assert!(!retreats("sm1-59", &["Water Energy"], Some("xy1-117")));
}

#[test]
fn stadiums_take_away_weakness_and_resistance() {
    // Shadow Circle: "Each Pokémon that has any Darkness Energy attached to it (both yours and
    // your opponent's) has no Weakness." Caterpie: Weakness Fire ×2; Fennekin's Live Coal
    // does 10.
    let fennekin = "sm6-15";
    let coal = |energy: &[&str]| {
        let game = one_water_each(
            mon(fennekin).energy(&["Fire Energy"]),
            mon(CATERPIE).energy(energy),
        )
        .stadium("xy1-126")
        .attacking(0, 1);
        active(&game, 1).damage()
    };
    assert_eq!(coal(&[]), 20, "no Darkness Energy: Weakness applies");
    assert_eq!(coal(&[DARKNESS]), 10, "Darkness Energy: no Weakness");
    // Ruins of Alph: "Each Pokémon in play has no Resistance." Aron resists Psychic (-20);
    // Espeon-GX's Psybeam does 30.
    let psybeam = |stadium| {
        damage_done(
            board("sm1-61", &["Psychic Energy"], &[], ARON, &[], stadium),
            0,
        )
    };
    assert_eq!(psybeam(None), 10);
    assert_eq!(psybeam(Some("hgss3-76")), 30);
}

#[test]
fn a_stadium_keeps_special_conditions_off_everyones_pokemon_of_a_type() {
    // Sidney's Stadium: "Each player's Darkness Pokémon can't be Asleep, Confused, or
    // Paralyzed." Espeon-GX's Psybeam: "Your opponent's Active Pokémon is now Confused."
    let confused = |defender: &str| {
        let mut game = board(
            "sm1-61",
            &["Psychic Energy"],
            &[],
            defender,
            &[],
            Some("ex16-82"),
        );
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 1)
            .conditions()
            .has(SpecialCondition::Confused)
    };
    assert!(!confused("sm11-129"), "Murkrow is a Darkness Pokémon");
    assert!(confused(FROAKIE));
}

#[test]
fn an_ability_raises_the_retreat_cost_of_every_other_pokemon() {
    // Ariados's Sticky: "The Retreat Cost for each player's Pokémon (excluding Ariados) is
    // Colorless more." Froakie's Retreat Cost becomes 2; Ariados's own stays 1.
    let ariados = "dp2-20";
    let mut game = board(FROAKIE, &["Water Energy"], &[ariados], FROAKIE, &[], None);
    let to = bench_uid(&game, 0, 0);
    assert!(game.act(&Action::Retreat { to }).is_err(), "1 Energy for 2");
    let their = active(&game, 1).clone();
    assert_eq!(game.retreat_cost(&their), 2, "the opponent's too");
    assert_eq!(
        game.retreat_cost(&game.board(Seat(0)).bench()[0]),
        1,
        "not Ariados"
    );
}

/// Whether seat 1 may play `trainer` from its hand, with `theirs` as seat 2's Active Pokémon
/// and `bench` on seat 2's Bench.
fn may_play(trainer: &str, theirs: &str, bench: &[&str]) -> bool {
    let mut pos = one_water_each(mon(FROAKIE).damage(30), mon(theirs))
        .deck(0, &["Water Energy"; 4])
        .hand(0, &[trainer]);
    for pokemon in bench {
        pos = pos.bench(1, mon(pokemon));
    }
    let mut game = pos.game(1);
    let card = card(&game, trainer);
    game.act(&Action::Play { card }).is_ok()
}

const POTION: &str = "sm1-127"; // Item: heal 30 from 1 of your Pokémon.
const HAU: &str = "sm1-120"; // Supporter: draw 3 cards.

#[test]
fn an_ability_keeps_each_player_from_playing_item_cards() {
    // Vileplume's Irritating Pollen: "Each player can't play any Item cards from his or her
    // hand." Its owner's opponent is kept from them too.
    let vileplume = "xy7-3";
    assert!(may_play(POTION, FROAKIE, &[]));
    assert!(!may_play(POTION, vileplume, &[]));
    assert!(
        !may_play(POTION, FROAKIE, &[vileplume]),
        "from the Bench too"
    );
    assert!(may_play(HAU, vileplume, &[]), "a Supporter is no Item");
}

#[test]
fn an_ability_keeps_each_player_from_playing_supporters_while_it_is_active() {
    // Armaldo's Primal Veil: "As long as Armaldo is your Active Pokémon, each player can't
    // play any Supporter Cards."
    let armaldo = "ex2-1";
    assert!(!may_play(HAU, armaldo, &[]));
    assert!(may_play(HAU, FROAKIE, &[armaldo]), "Armaldo on the Bench");
    assert!(may_play(POTION, armaldo, &[]), "an Item is no Supporter");
}

#[test]
fn an_ability_keeps_special_conditions_off_pokemon_with_energy_of_a_type() {
    // Slurpuff's Sweet Veil: "Each of your Pokémon that has any Fairy Energy attached to it
    // can't be affected by any Special Conditions. (Remove any Special Conditions affecting
    // those Pokémon.)" Espeon-GX's Psybeam: "Your opponent's Active Pokémon is now Confused."
    let slurpuff = "xy1-95";
    let confused = |energy: &[&str]| {
        let game = one_water_each(
            mon("sm1-61").energy(&["Psychic Energy"]),
            mon(FROAKIE).energy(energy),
        )
        .bench(1, mon(slurpuff))
        .attacking(0, 1);
        active(&game, 1)
            .conditions()
            .has(SpecialCondition::Confused)
    };
    assert!(!confused(&["Fairy Energy"]));
    assert!(confused(&["Water Energy"]));
    // Sceptile's (ex9-10) Chlorophyll: "As long as Sceptile is in play, each of your Active
    // Pokémon that has Grass Energy attached to it can't be affected by any Special
    // Conditions." A Poison inflicted before is removed and does no damage at the Checkup.
    let poisoned = |energy: &str| {
        let mut game = one_water_each(
            mon(FROAKIE),
            mon(FROAKIE).energy(&[energy]).conditions(&["poisoned"]),
        )
        .bench(1, mon("ex9-10"))
        .game(1);
        play(&mut game, &[Action::EndTurn]);
        let theirs = active(&game, 1);
        (
            theirs.conditions().has(SpecialCondition::Poisoned),
            theirs.damage(),
        )
    };
    assert_eq!(poisoned("Grass Energy"), (false, 0));
    assert_eq!(poisoned("Water Energy"), (true, 10));
}

#[test]
fn stadiums_on_everyones_pokemon_with_a_word_in_their_names() {
    // Cerulean City Gym: "Each player pays Colorless less to retreat his or her Pokémon if
    // it has Misty in its name." Team Aqua Hideout: "Each Pokémon that does not have Team
    // Aqua in its name pays Colorless more to retreat." Misty's Seel, Team Aqua's Carvanha
    // and Froakie have a Retreat Cost of 1.
    let costs = |stadium: &str| {
        let game = one_water_each(mon("gym1-88"), mon(FROAKIE))
            .bench(0, mon("dc1-20"))
            .stadium(stadium)
            .game(1);
        let mine = &game.board(Seat(0));
        [
            game.retreat_cost(active(&game, 0)),
            game.retreat_cost(&mine.bench()[0]),
            game.retreat_cost(active(&game, 1)),
        ]
    };
    assert_eq!(costs("gym1-108"), [0, 1, 1]);
    assert_eq!(costs("ex4-78"), [2, 1, 2]);
    // Rocket's Hideout: "Each Pokémon in play with Dark in its name (even your opponent's)
    // gets +20 HP." Dark Raticate has 50 HP.
    let game = one_water_each(mon("base5-51"), mon(FROAKIE))
        .stadium("neo3-63")
        .game(1);
    assert_eq!((active_hp(&game, 0), active_hp(&game, 1)), (70, 70));
}

#[test]
fn resistance_not_applied_to_the_attacks_of_some_pokemon() {
    // Pewter City Gym: "Don't apply Resistance to any attacks made by Pokémon with Brock in
    // their names." Farfetch'd resists Fighting (-30); Brock's Sandshrew's (Fighting) Sand
    // Pit and Lunatone's (Fighting) Lunar Blast do 20.
    let farfetchd = "base1-27";
    const SANDSHREW: &str = "gym1-72";
    let hit = |attacker: &str, bench: &[&str], stadium| {
        let energy = ["Fighting Energy", "Fighting Energy"];
        damage_done(board(attacker, &energy, bench, farfetchd, &[], stadium), 0)
    };
    assert_eq!(hit(SANDSHREW, &[], None), 0);
    assert_eq!(hit(SANDSHREW, &[], Some("gym1-115")), 20);
    assert_eq!(hit("hgss4-25", &[], Some("gym1-115")), 0, "not Brock's");
    // Solrock's Sunlight: "If you have Lunatone in play, damage done to your opponent's
    // Pokémon by your Psychic or Fighting Pokémon isn't affected by resistance."
    let solrock = "dp4-85";
    assert_eq!(hit("hgss4-25", &[solrock], None), 20);
    assert_eq!(hit(SANDSHREW, &[solrock], None), 0, "no Lunatone in play");
}

#[test]
fn a_stadium_ignores_weakness_to_attackers_of_a_type() {
    // Cinnabar City Gym: "Ignore Weakness when a Water Pokémon does damage to a Pokémon with
    // Blaine in its name." Blaine's Ponyta and Fennekin are weak to Water (×2); Froakie's
    // Rain Splash does 10.
    let splash = |defender, stadium| {
        damage_done(
            board(FROAKIE, &["Water Energy"], &[], defender, &[], stadium),
            0,
        )
    };
    let ponyta = "gym1-63";
    assert_eq!(splash(ponyta, None), 20);
    assert_eq!(splash(ponyta, Some("gym2-113")), 10);
    assert_eq!(splash("sm6-15", Some("gym2-113")), 20, "not Blaine's");
}

#[test]
fn a_tool_discarded_to_retreat_instead_of_energy() {
    // Balloon Berry: "When the Pokémon Balloon Berry is attached to retreats, discard Balloon
    // Berry instead of discarding Energy cards." Drowzee's Retreat Cost is 2.
    let berry = "ex3-82";
    let mut game = one_water_each(
        mon("sm1-59").energy(&["Psychic Energy"]).tools(&[berry]),
        mon(FROAKIE),
    )
    .bench(0, mon(FROAKIE))
    .game(1);
    let to = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to }]);
    let mine = &game.board(Seat(0));
    assert_eq!(active(&game, 0).uid(), to);
    assert_eq!(mine.bench()[0].energy().len(), 1, "its Energy kept");
    assert!(mine.bench()[0].tools().is_empty());
    assert_eq!(mine.discard(), [card(&game, berry)]);
}

#[test]
fn an_ability_adds_hp_for_each_pokemon_of_a_name_its_owner_has() {
    // Nidoking's Dynasty: "Nidoking gets +20 HP for each Nidoqueen you have in play." (140
    // HP.) The opponent's Nidoqueen does not count.
    let (nidoking, nidoqueen) = ("hgss4-6", "bw9-42");
    let hp = |mine: &[&str], theirs: &[&str]| {
        active_hp(&board(nidoking, &[], mine, FROAKIE, theirs, None), 0)
    };
    assert_eq!(hp(&[], &[]), 140);
    assert_eq!(hp(&[nidoqueen, nidoqueen], &[]), 180);
    assert_eq!(hp(&[], &[nidoqueen]), 140);
}

#[test]
fn an_ability_that_holds_while_a_card_is_under_its_pokemon() {
    // Mantine's Ocean Current: "If Mantyke is anywhere under Mantine, the Retreat Cost for
    // each of your Water Pokémon is ColorlessColorless less." Froakie's Retreat Cost is 1.
    let mantine = |under: &[&str]| {
        let game = one_water_each(mon(FROAKIE), mon(FROAKIE))
            .bench(0, mon("dp2-29").under(under))
            .game(1);
        game.retreat_cost(active(&game, 0))
    };
    assert_eq!(mantine(&["sv4-39"]), 0);
    assert_eq!(mantine(&[]), 1, "no Mantyke under it");
}

#[test]
fn an_ability_lowers_the_retreat_cost_of_its_owners_team_plasma_pokemon() {
    // Glaceon's Crystal Veil: "The Retreat Cost of each of your Team Plasma Pokémon in play is
    // ColorlessColorless less." Glaceon (Team Plasma) has a Retreat Cost of 2, Froakie 1.
    let game = board("bw9-23", &[], &[FROAKIE], FROAKIE, &[], None);
    assert_eq!(game.retreat_cost(active(&game, 0)), 0);
    assert_eq!(
        game.retreat_cost(&game.board(Seat(0)).bench()[0]),
        1,
        "no Team Plasma"
    );
}

#[test]
fn an_ability_keeps_the_opponent_from_attaching_special_energy() {
    // Froslass's Chilling Curtain: "As long as this Pokémon is your Active Pokémon, your
    // opponent can't attach any Special Energy cards from his or her hand to his or her
    // Pokémon." Double Colorless Energy is a Special Energy.
    let froslass = "bw10-23";
    let attaches = |energy: &str, theirs: &str, their_bench: &[&str]| {
        let mut pos = one_water_each(mon(FROAKIE), mon(theirs)).hand(0, &[energy]);
        for pokemon in their_bench {
            pos = pos.bench(1, mon(pokemon));
        }
        let mut game = pos.game(1);
        let (card, target) = (card(&game, energy), active(&game, 0).uid());
        game.act(&Action::Attach { card, target }).is_ok()
    };
    let dce = "sm1-136";
    assert!(!attaches(dce, froslass, &[]));
    assert!(attaches("sm1-166", froslass, &[]), "a basic Water Energy");
    assert!(attaches(dce, FROAKIE, &[froslass]), "Froslass on the Bench");
}

#[test]
fn an_ability_lowers_its_attack_costs_for_each_opposing_team_plasma_pokemon() {
    // Drifblim's Tailwind Boost: "This Pokémon's attacks cost Colorless less for each of your
    // opponent's Team Plasma Pokémon in play." Derail costs [C][C][C] and does 70; Glaceon
    // and Froslass are Team Plasma Pokémon.
    let derail = |their_bench: &[&str]| {
        let mut game = board(
            "bw10-35",
            &["Water Energy"],
            &[],
            "bw9-23",
            their_bench,
            None,
        );
        game.act(&Action::Attack { index: 0 })
            .map(|()| active(&game, 1).damage())
    };
    assert!(derail(&[]).is_err(), "1 Energy for [C][C]");
    assert_eq!(
        derail(&["bw10-23"]),
        Ok(70),
        "[C] with 2 Team Plasma Pokémon"
    );
    assert!(
        derail(&[FROAKIE]).is_err(),
        "Froakie is no Team Plasma Pokémon"
    );
}
