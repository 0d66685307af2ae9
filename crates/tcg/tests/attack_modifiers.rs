//! An attack's damage changed by a count or a condition, and what the engine remembers for
//! them: each test plays the real card that prints the text.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Lucario ex (250 HP, weak to Psychic only, no Resistance): a defender the tests' attacks
/// leave standing.
const LUCARIO_EX: &str = "sv7-82";
/// Kommo-o (160 HP, weak to Fairy only, no Resistance): a defender for Psychic attackers.
const KOMMO_O: &str = "sm4-77";
/// Charizard (170 HP, weak to Water only, no Resistance).
const CHARIZARD: &str = "swsh4-25";

/// Seat 1's Active `attacker` (one Grass Energy in its deck) attacks seat 2's `defender` (two
/// Grass Energy in its deck and two as its prizes).
fn against(defender: &str, attacker: Mon) -> Pos {
    Pos::duel(attacker, mon(defender))
        .deck(0, &["Grass Energy"])
        .deck(1, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
}

/// The damage seat 2's Active Pokémon has after seat 1's Active uses attack `index`.
fn damage_done(game: &mut Tcg, index: u8) -> u16 {
    play(game, &[Action::Attack { index }]);
    active(game, 1).damage()
}

#[test]
fn passimian_does_30_for_each_of_your_benched_passimian() {
    // Team Play: "This attack does 30 damage for each of your Benched Passimian."
    let mut game = against(LUCARIO_EX, mon("sm1-73").energy(&["Fighting Energy"; 2]))
        .bench(0, mon("sm1-73"))
        .bench(0, mon("sm1-73"))
        .bench(0, mon("sm1-69"))
        .game(1);
    assert_eq!(damage_done(&mut game, 1), 60, "2 Benched Passimian");
}

#[test]
fn bisharp_does_30_more_for_each_of_your_benched_pawniard() {
    // Charge Order: "This attack does 30 more damage for each of your Benched Pawniard."
    let mut game = against(
        LUCARIO_EX,
        mon("swsh1-134").energy(&["bw1-112"]).under(&["swsh1-133"]),
    )
    .bench(0, mon("swsh1-133"))
    .bench(0, mon("swsh1-133"))
    .bench(0, mon("sm1-73"))
    .game(1);
    assert_eq!(damage_done(&mut game, 0), 30 + 2 * 30);
}

#[test]
fn alolan_marowak_counts_your_pokemon_with_alolan_in_their_name() {
    // Alolan Club: "This attack does 20 damage for each of your Pokémon in play that has
    // Alolan in its name."
    let mut game = against(LUCARIO_EX, mon("sm6-12").energy(&["Fire Energy"; 2]))
        .bench(0, mon("sm6-2"))
        .bench(0, mon("sm1-73"))
        .game(1);
    assert_eq!(damage_done(&mut game, 1), 2 * 20, "Marowak and Exeggutor");
}

#[test]
fn stunfisk_counts_your_damaged_pokemon() {
    // Electric Trap: "This attack does 30 damage for each of your Pokémon that has any damage
    // counters on it."
    let mut game = against(
        LUCARIO_EX,
        mon("sm10-56").energy(&["Lightning Energy"; 2]).damage(10),
    )
    .bench(0, mon("sm1-73").damage(20))
    .bench(0, mon("sm1-73"))
    .game(1);
    assert_eq!(damage_done(&mut game, 1), 2 * 30);
}

#[test]
fn alolan_exeggutor_counts_basic_energy_types_in_the_discard_pile_up_to_its_cap() {
    // Tropical Shake: "This attack does 20 more damage for each type of basic Energy card in
    // your discard pile. You can't add more than 100 damage in this way."
    let with = |discard: &[&str]| {
        against(LUCARIO_EX, mon("sm6-2").energy(&["Grass Energy"]))
            .discard(0, discard)
            .game(1)
    };
    let mut three = with(&[
        "Grass Energy",
        "Grass Energy",
        "Fire Energy",
        "Water Energy",
    ]);
    assert_eq!(damage_done(&mut three, 0), 20 + 3 * 20);
    let mut six = with(&[
        "Grass Energy",
        "Fire Energy",
        "Water Energy",
        "Lightning Energy",
        "Psychic Energy",
        "Fighting Energy",
    ]);
    assert_eq!(damage_done(&mut six, 0), 20 + 100, "capped at 100 more");
}

#[test]
fn charizard_does_50_more_for_each_leon_in_the_discard_pile() {
    // Royal Blaze: "This attack does 50 more damage for each Leon card in your discard pile."
    let mut game = against(LUCARIO_EX, mon("swsh4-25").energy(&["Fire Energy"; 2]))
        .discard(0, &["swsh4-154", "swsh4-154", "swsh1-165"])
        .game(1);
    assert_eq!(damage_done(&mut game, 0), 100 + 2 * 50, "Hop is not Leon");
}

#[test]
fn roggenrola_does_more_against_fighting_resistance() {
    // Smack Down: "If your opponent's Active Pokémon has Fighting Resistance, this attack does
    // 50 more damage." Swellow resists Fighting by 20; Lucario ex does not.
    let mine = |defender: &str| against(defender, mon("sm1-69").energy(&["Fighting Energy"; 2]));
    let mut resists = mine("sm2-104").game(1);
    assert_eq!(damage_done(&mut resists, 0), 20 + 50 - 20);
    let mut not = mine(LUCARIO_EX).game(1);
    assert_eq!(damage_done(&mut not, 0), 20);
}

#[test]
fn slowbro_does_more_when_burned_or_poisoned() {
    // Facade: "If this Pokémon is Burned or Poisoned, this attack does 80 more damage."
    let with = |conditions: &[&str]| {
        against(
            KOMMO_O,
            mon("sm2-49")
                .energy(&["Psychic Energy"; 3])
                .conditions(conditions),
        )
        .game(1)
    };
    assert_eq!(damage_done(&mut with(&["poisoned"]), 1), 50 + 80);
    assert_eq!(damage_done(&mut with(&["burned"]), 1), 50 + 80);
    assert_eq!(damage_done(&mut with(&[]), 1), 50);
}

#[test]
fn oricorio_does_nothing_without_a_stadium() {
    // Revelation Dance: "If there is no Stadium card in play, this attack does nothing."
    let mut game = against(LUCARIO_EX, mon("sm2-56").energy(&["Psychic Energy"])).game(1);
    assert_eq!(damage_done(&mut game, 1), 0);
}

#[test]
fn oricorio_puts_a_counter_for_each_pokemon_in_the_opponents_discard_pile() {
    // Supernatural Dance: "For each Pokémon in your opponent's discard pile, put 1 damage
    // counter on your opponent's Pokémon in any way you like." With only an Active Pokémon,
    // every counter goes on it.
    let mut game = against(LUCARIO_EX, mon("sm2-56").energy(&["Psychic Energy"]))
        .discard(1, &["sm1-73", "Grass Energy", "sm1-69"])
        .game(1);
    assert_eq!(damage_done(&mut game, 0), 20);
}

#[test]
fn kommo_o_does_more_with_fewer_pokemon_in_play() {
    // War Cry: "If you have fewer Pokémon in play than your opponent, this attack does 90 more
    // damage."
    let mine = |defender: &str| against(defender, mon("sm4-77").energy(&["Fighting Energy"; 2]));
    let mut fewer = mine(LUCARIO_EX).bench(1, mon("sm1-73")).game(1);
    assert_eq!(damage_done(&mut fewer, 0), 30 + 90);
    let mut as_many = mine(LUCARIO_EX).game(1);
    assert_eq!(damage_done(&mut as_many, 0), 30);
}

#[test]
fn hippopotas_does_more_with_3_or_fewer_cards_in_the_deck() {
    // Eleventh Hour Tackle: "If there are 3 or fewer cards in your deck, this attack does 130
    // more damage."
    let with = |deck: &[&str]| {
        against(LUCARIO_EX, mon("sm5-68").energy(&["Fighting Energy"; 3]))
            .deck(0, deck)
            .game(1)
    };
    assert_eq!(damage_done(&mut with(&["Grass Energy"; 3]), 0), 50 + 130);
    assert_eq!(damage_done(&mut with(&["Grass Energy"; 4]), 0), 50);
}

#[test]
fn naganadel_does_more_with_exactly_3_prizes_left() {
    // Turning Point: "If you have exactly 3 Prize cards remaining, this attack does 80 more
    // damage."
    let with = |prizes: &[&str]| {
        against(CHARIZARD, mon("sm8-108").energy(&["Psychic Energy"; 3]))
            .prizes(0, prizes)
            .game(1)
    };
    assert_eq!(damage_done(&mut with(&["Grass Energy"; 3]), 0), 80 + 80);
    assert_eq!(damage_done(&mut with(&["Grass Energy"; 2]), 0), 80);
}

#[test]
fn heracross_does_more_with_a_stage_2_on_the_bench() {
    // Powerful Friends: "If you have any Stage 2 Pokémon on your Bench, this attack does 90
    // more damage."
    let with = |bench: &str| {
        against(LUCARIO_EX, mon("sm8-18").energy(&["Grass Energy"; 2]))
            .bench(0, mon(bench))
            .game(1)
    };
    assert_eq!(damage_done(&mut with(KOMMO_O), 1), 30 + 90);
    assert_eq!(
        damage_done(&mut with("swsh1-134"), 1),
        30,
        "Bisharp is Stage 1"
    );
}

#[test]
fn houndoom_does_more_with_more_cards_in_hand() {
    // Attack Operation: "If you have more cards in your hand than your opponent, this attack
    // does 80 more damage."
    let mine = |hand: &[&str]| {
        against(LUCARIO_EX, mon("sm8-46").energy(&["Fire Energy"; 2]))
            .hand(0, hand)
            .hand(1, &["Grass Energy"])
            .game(1)
    };
    let two = &["Grass Energy"; 2];
    assert_eq!(damage_done(&mut mine(two), 1), 50 + 80);
    let one = &["Grass Energy"];
    assert_eq!(damage_done(&mut mine(one), 1), 50);
}

#[test]
fn stonjourner_does_more_with_an_extra_energy() {
    // Power Press: "If this Pokémon has at least 1 extra Energy attached (in addition to this
    // attack's cost), this attack does 60 more damage." The cost is 4 Energy.
    let with = |energy: usize| {
        against(
            LUCARIO_EX,
            mon("swsh2-111").energy(&vec!["Fighting Energy"; energy]),
        )
        .game(1)
    };
    assert_eq!(damage_done(&mut with(5), 1), 120 + 60);
    assert_eq!(damage_done(&mut with(4), 1), 120);
}

#[test]
fn farfetchd_discards_the_tools_and_does_more_if_it_did() {
    // Tool Buster: "Before doing damage, discard all Pokémon Tool cards from your opponent's
    // Active Pokémon. If you discarded a Pokémon Tool card in this way, this attack does 70
    // more damage."
    let game = |tools: &[&str]| {
        Pos::duel(
            mon("sm9-127").energy(&["Grass Energy"]),
            mon(LUCARIO_EX).tools(tools),
        )
        .decks(&["Grass Energy"])
        .game(1)
    };
    let mut with_tool = game(&["sm1-118"]);
    assert_eq!(damage_done(&mut with_tool, 1), 20 + 70);
    assert!(active(&with_tool, 1).tools().is_empty());
    assert_eq!(
        with_tool.board(Seat(1)).discard(),
        &[card(&with_tool, "sm1-118")]
    );
    let mut without = game(&[]);
    assert_eq!(damage_done(&mut without, 1), 20);
}

#[test]
fn garchomp_does_more_after_cynthia_this_turn() {
    // Royal Blades: "If you played Cynthia from your hand during this turn, this attack does
    // 100 more damage." Cynthia: "Shuffle your hand into your deck. Then, draw 6 cards."
    let mine = |defender: &str| {
        against(defender, mon("sm5-99").energy(&["Fighting Energy"; 3]))
            .hand(0, &["sm5-119", "sm1-120"])
            .deck(0, &["Grass Energy"; 7])
    };
    let mut cynthia = mine(LUCARIO_EX).game(1);
    let played = card(&cynthia, "sm5-119");
    play(&mut cynthia, &[Action::Play { card: played }]);
    assert_eq!(damage_done(&mut cynthia, 1), 100 + 100);
    // Another Supporter is not Cynthia.
    let mut hau = mine(LUCARIO_EX).game(1);
    let played = card(&hau, "sm1-120");
    play(&mut hau, &[Action::Play { card: played }]);
    assert_eq!(damage_done(&mut hau, 1), 100);
}

/// Seat 1 attacks with `first`, seat 2 passes its turn, seat 1 attacks with `then`: the
/// damage of the second attack.
fn next_turn(game: &mut Tcg, first: u8, then: u8) -> u16 {
    let before = {
        play(game, &[Action::Attack { index: first }]);
        active(game, 1).damage()
    };
    play(game, &[Action::EndTurn]);
    damage_done(game, then) - before
}

#[test]
fn swellow_does_more_after_agility_last_turn() {
    // Swallow Dive: "If this Pokémon used Agility during your last turn, this attack does 80
    // more damage."
    let mine = |defender: &str| {
        against(defender, mon("sm2-104").energy(&["Grass Energy"])).deck(0, &["Grass Energy"; 2])
    };
    let mut game = mine(LUCARIO_EX).game(1);
    assert_eq!(next_turn(&mut game, 0, 1), 40 + 80, "after Agility");
    let mut game = mine(LUCARIO_EX).game(1);
    assert_eq!(next_turn(&mut game, 1, 1), 40, "after Swallow Dive");
}

#[test]
fn galarian_meowth_slash_does_more_the_turn_after_hone_claws() {
    // Hone Claws: "During your next turn, this Pokémon's Slash attack does 60 more damage
    // (before applying Weakness and Resistance)."
    let mine = |defender: &str| {
        against(defender, mon("swsh1-127").energy(&["bw1-112"; 2])).deck(0, &["Grass Energy"; 2])
    };
    let mut game = mine(LUCARIO_EX).game(1);
    assert_eq!(next_turn(&mut game, 0, 1), 30 + 60);
    let mut game = mine(LUCARIO_EX).game(1);
    assert_eq!(next_turn(&mut game, 1, 1), 30, "only after Hone Claws");
}

#[test]
fn galarian_sirfetchd_cant_use_meteor_assault_again_until_it_leaves_the_active_spot() {
    // Meteor Assault: "This Pokémon can't use Meteor Assault again until it leaves the Active
    // Spot."
    let mut game = against(LUCARIO_EX, mon("swsh3-98").energy(&["Fighting Energy"; 3]))
        .hand(0, &["swsh1-183"; 2])
        .deck(0, &["Grass Energy"; 2])
        .bench(0, mon("sm1-73"))
        .game(1);
    play(&mut game, &[Action::Attack { index: 1 }, Action::EndTurn]);
    assert!(game.act(&Action::Attack { index: 1 }).is_err(), "not again");
    play(&mut game, &[Action::EndTurn, Action::EndTurn]);
    assert!(
        game.act(&Action::Attack { index: 1 }).is_err(),
        "nor on a later turn while it stays Active"
    );
    // Switched to the Bench and back, it has left the Active Spot: it can again.
    let switch = card(&game, "swsh1-183");
    play(
        &mut game,
        &[Action::Play { card: switch }, Action::Play { card: switch }],
    );
    assert!(game.act(&Action::Attack { index: 1 }).is_ok());
}

#[test]
fn kangaskhan_does_more_after_a_knock_out_by_an_attack_last_turn() {
    // Rally Back: "If any of your Pokémon were Knocked Out by damage from an attack from your
    // opponent's Pokémon during their last turn, this attack does 90 more damage." Seat 2's
    // Kommo-o uses War Cry (120 damage with fewer Pokémon in play, else 30) on seat 1's
    // Active: a Passimian it Knocks Out (Kangaskhan takes its place), or Kangaskhan itself.
    let game = |active: Mon, bench: Option<Mon>| {
        Pos::duel(active, mon("sm4-77").energy(&["Fighting Energy"; 2]))
            .top("turn_of = 2")
            .decks(&["Grass Energy"; 2])
            .prizes(0, &["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .benched(0, bench)
            .game(1)
    };
    let kangaskhan = mon("swsh3-133").energy(&["Grass Energy"; 2]);
    let mut knocked_out = game(mon("sm1-73"), Some(kangaskhan.clone()));
    play(&mut knocked_out, &[Action::Attack { index: 0 }]);
    assert_eq!(
        knocked_out.current().0,
        0,
        "seat 1's turn, Kangaskhan Active"
    );
    assert_eq!(damage_done_by_seat_1(&mut knocked_out), 30 + 90);
    let mut standing = game(kangaskhan, None);
    play(&mut standing, &[Action::Attack { index: 0 }]);
    assert_eq!(damage_done_by_seat_1(&mut standing), 30);
}

/// Seat 1's Active uses its first attack on seat 2's Active: the damage done.
fn damage_done_by_seat_1(game: &mut Tcg) -> u16 {
    let before = active(game, 1).damage();
    damage_done(game, 0) - before
}

#[test]
fn ampharos_puts_2_lightning_energy_in_the_lost_zone_to_paralyze() {
    // Unseen Flash: "Once during your turn (before your attack), you may put 2 Lightning
    // Energy cards from your hand in the Lost Zone. If you do, your opponent's Active Pokémon is
    // now Paralyzed."
    let with = |hand: &[&str]| against(LUCARIO_EX, mon("sm8-78")).hand(0, hand).game(1);
    let mut game = with(&["Lightning Energy", "Grass Energy", "Lightning Energy"]);
    let ampharos = active(&game, 0).uid();
    let (lightning, grass) = (game.board(Seat(0)).hand()[0], game.board(Seat(0)).hand()[1]);
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: ampharos,
                index: 0,
            },
            Action::Yes,
        ],
    );
    assert_eq!(game.board(Seat(0)).lost_zone(), &[lightning, lightning]);
    assert_eq!(game.board(Seat(0)).hand(), &[grass]);
    assert!(
        active(&game, 1)
            .conditions()
            .has(SpecialCondition::Paralyzed)
    );
    // With 1 Lightning Energy it can't be done, and nothing follows.
    let mut short = with(&["Lightning Energy", "Grass Energy"]);
    play(
        &mut short,
        &[
            Action::Ability {
                pokemon: ampharos,
                index: 0,
            },
            Action::Yes,
        ],
    );
    assert!(short.board(Seat(0)).lost_zone().is_empty());
    assert_eq!(short.board(Seat(0)).hand().len(), 2);
    assert!(
        !active(&short, 1)
            .conditions()
            .has(SpecialCondition::Paralyzed)
    );
}

#[test]
fn raikou_does_more_with_lightning_energy_in_the_lost_zone() {
    // Lost Voltage: "If you have any Lightning Energy cards in the Lost Zone, this attack does
    // 90 more damage."
    let with = |lost_zone: &[&str]| {
        against(LUCARIO_EX, mon("sm8-79").energy(&["Lightning Energy"; 2]))
            .lost_zone(0, lost_zone)
            .game(1)
    };
    assert_eq!(damage_done(&mut with(&["Lightning Energy"]), 0), 30 + 90);
    assert_eq!(damage_done(&mut with(&["Grass Energy"]), 0), 30);
}

#[test]
fn a_position_with_an_overfull_zone_is_refused_by_rule() {
    let lost_zone = vec!["\"Grass Energy\""; 61].join(", ");
    let text = format!(
        r#"
[[seat]]
lost_zone = [{lost_zone}]
[[seat]]
"#
    );
    let refused = Tcg::from_position("test.toml", &text, index(), 1).unwrap_err();
    assert!(refused.to_string().contains("TCG-2"), "{refused}");
}

#[test]
fn cramorant_discards_any_number_of_benched_arrokuda_for_60_each() {
    // Continuous Gulp Missile: "Discard any number of Arrokuda from your Bench. This attack
    // does 60 damage for each Arrokuda you discarded in this way."
    let new_game = || {
        against(LUCARIO_EX, mon("swsh4-40").energy(&["Water Energy"; 2]))
            .bench(0, mon("swsh2-52").energy(&["Water Energy"]))
            .bench(0, mon("sm1-73"))
            .bench(0, mon("swsh2-52"))
            .game(1)
    };
    let mut game = new_game();
    let (first, passimian, second) = (
        bench_uid(&game, 0, 0),
        bench_uid(&game, 0, 1),
        bench_uid(&game, 0, 2),
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert!(
        game.act(&Action::PickPokemon { pokemon: passimian })
            .is_err(),
        "Passimian is not Arrokuda"
    );
    play(
        &mut game,
        &[
            Action::PickPokemon { pokemon: first },
            Action::PickPokemon { pokemon: second },
        ],
    );
    assert_eq!(active(&game, 1).damage(), 2 * 60);
    assert_eq!(game.board(Seat(0)).bench().len(), 1, "Passimian stays");
    assert_eq!(
        game.board(Seat(0)).discard().len(),
        3,
        "2 Arrokuda and a Water Energy"
    );
    // One, then done.
    let mut game = new_game();
    play(
        &mut game,
        &[
            Action::Attack { index: 0 },
            Action::PickPokemon { pokemon: second },
            Action::Done,
        ],
    );
    assert_eq!(active(&game, 1).damage(), 60);
    assert_eq!(game.board(Seat(0)).bench().len(), 2);
}

#[test]
fn the_lost_zone_is_public_and_a_sampled_game_keeps_it() {
    let game = against(LUCARIO_EX, mon("sm8-79"))
        .hand(0, &["Grass Energy"])
        .deck(0, &["Grass Energy"; 2])
        .lost_zone(0, &["Lightning Energy"])
        .game(1);
    let lost = game.board(Seat(0)).lost_zone().to_vec();
    let view = game.view_for(Some(SEAT_2));
    assert_eq!(view.boards[0].lost_zone, lost, "the opponent sees it");
    let lightning = lost[0];
    for seed in 0..10 {
        let sampled = Tcg::sample(&view, &mut altplay_core::GameRng::from_seed(seed));
        assert_eq!(sampled.board(Seat(0)).lost_zone().to_vec(), lost);
        // The hidden cards dealt are the rest: the Lost Zone's card is not dealt again.
        let board = &sampled.board(Seat(0));
        assert!(
            !board
                .deck()
                .iter()
                .chain(board.hand())
                .any(|&c| c == lightning)
        );
    }
}

#[test]
fn random_games_with_the_decks_this_family_completed_end() {
    use altplay_core::{Game, GameRng, ToMove};
    use altplay_tcg::game::{Rules, Table};
    let deck = |id: &str| theme_decks().find(id).unwrap().resolve(index()).unwrap();
    for (a, b) in [("d-sm1-2", "d-swsh2-2"), ("d-swsh4-1", "d-sm1-2")] {
        let table = Table::new(&[deck(a), deck(b)], Rules::two_players()).unwrap();
        for seed in 0..6 {
            let mut game = table.start(seed, false);
            let mut rng = GameRng::from_seed(seed);
            let mut legal = Vec::new();
            let mut actions = 0;
            while let ToMove::Seat(_) = game.to_move() {
                game.legal_actions(&mut legal);
                let action = legal[rng.below(legal.len() as u32) as usize];
                game.apply(&action).unwrap();
                actions += 1;
                assert!(
                    actions < 20_000,
                    "{a} against {b}, seed {seed}: the game ends"
                );
            }
        }
    }
}

#[test]
fn zeraora_vmax_counts_the_opponents_pokemon_that_have_an_ability() {
    // Reactive Pulse: "This attack does 60 damage for each of your opponent's Pokémon in play
    // that has an Ability."
    let mut game = against(
        LUCARIO_EX,
        mon("swsh12pt5-54")
            .energy(&["Lightning Energy"; 2])
            .under(&["swsh12pt5-53"]),
    )
    .bench(1, mon("sv6-25"))
    .bench(1, mon("sv2-169"))
    .bench(1, mon("sv4-70"))
    .game(1);
    assert_eq!(
        damage_done(&mut game, 0),
        2 * 60,
        "Ogerpon and Squawkabilly"
    );
}

#[test]
fn fan_rotom_does_nothing_without_a_stadium() {
    // Assault Landing: "If there is no Stadium in play, this attack does nothing."
    let rotom = || mon("sv7-118").energy(&["Grass Energy"]);
    let mut game = against(LUCARIO_EX, rotom()).game(1);
    assert_eq!(damage_done(&mut game, 0), 0);
    // Artazon.
    let mut game = against(LUCARIO_EX, rotom()).stadium("sv2-171").game(1);
    assert_eq!(damage_done(&mut game, 0), 70);
}

/// Terapagos ex, with Grass, Water and Lightning Energy for Crown Opal.
fn terapagos() -> Mon {
    mon("sv7-128").energy(&["Grass Energy", "Water Energy", "Lightning Energy"])
}

#[test]
fn terapagos_ex_cant_use_unified_beatdown_on_the_first_turn_going_second() {
    // Unified Beatdown: "If you go second, you can't use this attack during your first turn.
    // This attack does 30 damage for each of your Benched Pokémon."
    let pos = against(LUCARIO_EX, terapagos()).bench(0, mon(CHARIZARD));
    let beatdown = Action::Attack { index: 0 };
    let first_going_second = pos
        .clone()
        .top("turn = 2")
        .top("turn_of = 2")
        .active(1, terapagos())
        .active(0, mon(LUCARIO_EX))
        .bench(1, mon(CHARIZARD))
        .game(1);
    assert!(!legal(&first_going_second).contains(&beatdown));
    let mut game = pos.game(1);
    assert_eq!(damage_done(&mut game, 0), 30);
}

#[test]
fn terapagos_ex_takes_no_damage_from_basic_non_colorless_pokemon() {
    // Crown Opal: "During your opponent's next turn, prevent all damage done to this Pokémon
    // by attacks from Basic non-Colorless Pokémon."
    let taken = |attacker: Mon| {
        let mut game = against(LUCARIO_EX, terapagos())
            .active(1, attacker)
            .bench(1, mon(LUCARIO_EX))
            .deck(0, &["Grass Energy"; 2])
            .prizes(0, &["Grass Energy"; 2])
            .game(1);
        play(&mut game, &[Action::Attack { index: 1 }]);
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 0).damage()
    };
    // Iron Hands ex (Basic Lightning): Arm Press's 160 is prevented.
    assert_eq!(taken(mon("sv4-70").energy(&["Lightning Energy"; 3])), 0);
    // Terapagos ex (Basic Colorless): Unified Beatdown's 30 for its 1 Benched Pokémon is not.
    assert_eq!(taken(mon("sv7-128").energy(&["Grass Energy"; 2])), 30);
    // Lucario ex (Stage 1 Fighting): Low Kick's 50, doubled by Weakness, is not.
    assert_eq!(taken(mon(LUCARIO_EX).energy(&["Fighting Energy"; 2])), 100);
}

#[test]
fn rotom_v_does_40_more_for_each_tool_put_in_the_lost_zone() {
    // Scrap Short: "Put any number of Pokémon Tool cards from your discard pile in the Lost
    // Zone. This attack does 40 more damage for each card you put in the Lost Zone in this
    // way."
    let mut game = against(
        LUCARIO_EX,
        mon("swsh11-58").energy(&["Lightning Energy"; 2]),
    )
    .discard(0, &["sv2-173", "sv2-173", "Grass Energy"])
    .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    while let Some(&pick) = legal(&game)
        .iter()
        .find(|a| matches!(a, Action::PickCard { .. }))
    {
        play(&mut game, &[pick]);
    }
    if legal(&game).contains(&Action::Done) {
        play(&mut game, &[Action::Done]);
    }
    assert_eq!(active(&game, 1).damage(), 40 + 2 * 40);
    assert_eq!(game.board(Seat(0)).lost_zone().len(), 2);
}
