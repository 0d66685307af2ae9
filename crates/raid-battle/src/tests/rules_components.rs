//! RB-1 to RB-13: components, removed mechanics and set-up.

use altplay_core::{Game, Seat, ToMove};

use super::fixture::*;
use crate::decks::BossCard;
use crate::{Action, BossProfile, Phase, TeamFile, level_for_power, team_power};

#[test]
fn rb_1_a_team_file_has_exactly_four_pairs() {
    let text = "name = \"three\"\n[[pair]]\nactive = \"A\"\nbench = \"B\"\n[[pair]]\nactive = \"A\"\nbench = \"B\"\n[[pair]]\nactive = \"A\"\nbench = \"B\"\n";
    let err = TeamFile::parse("three.toml", text).unwrap_err();
    assert!(err.message.contains("RB-1"), "{err}");
    assert!(err.message.contains("has 3"), "{err}");
    assert_eq!(err.file, "three.toml");
}

#[test]
fn rb_1_four_seats_move_in_a_round() {
    let mut g = game(config(team()));
    let mut seats = vec![];
    while g.round == 1 {
        if let ToMove::Seat(Seat(s)) = g.to_move()
            && matches!(g.phase(), Phase::Retreat { .. })
        {
            seats.push(s);
        }
        let a = g.greedy_action();
        play(&mut g, a);
    }
    assert_eq!(seats, [0, 1, 2, 3]);
}

#[test]
fn rb_2_a_boss_profile_needs_three_levels() {
    let text = "id = \"x\"\nname = \"X\"\nlabel = \"ours\"\ntype = \"Fire\"\n[[levels]]\nhp = 10\nattacks = [{name=\"a\",damage=1},{name=\"b\",damage=2},{name=\"c\",damage=3}]\n";
    let err = BossProfile::parse("x.toml", text).unwrap_err();
    assert!(err.message.contains("length 3"), "{err}");
}

#[test]
fn rb_2_boss_attacks_hit_the_bench_both_or_heal() {
    use crate::BossTarget;
    let mut c = long_config();
    c.boss.levels[1].attacks[0].target = BossTarget::Bench;
    c.boss.levels[1].attacks[1].target = BossTarget::Both;
    c.boss.levels[1].attacks[2].heal = 25;
    let mut g = game(c);
    // Card 13 (attack 2, seat 1, no more cards) hits both; then card 1 (attack 1) the bench.
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    assert_eq!((damage_of(&g, 0, 0), damage_of(&g, 0, 1)), (20, 20));
    stack_boss(&mut g, &[17]);
    let boss_damage = g.boss_damage;
    everyone_attacks(&mut g);
    assert_eq!(
        g.boss_damage,
        boss_damage + 400 - 25,
        "attack 3 heals the boss 25"
    );
    stack_boss(&mut g, &[1, 14]);
    everyone_attacks(&mut g);
    assert_eq!(
        damage_of(&g, 0, 1),
        30,
        "attack 1 hit seat 1's bench for 10"
    );
    assert_eq!(
        damage_of(&g, 0, 0),
        50,
        "and card 14 hit seat 2, not seat 1's Active"
    );
}

#[test]
fn rb_3_the_game_shuffles_all_twenty_boss_cards() {
    let g = game(config(team()));
    let mut cards: Vec<u8> = g.boss_deck.draw_pile().iter().map(|c| c.0).collect();
    assert_ne!(cards, (1..=20).collect::<Vec<_>>(), "shuffled");
    cards.sort();
    assert_eq!(cards, (1..=20).collect::<Vec<_>>());
    assert!(BossCard(20).draws_more() && !BossCard(13).draws_more());
}

#[test]
fn rb_4_the_game_shuffles_the_five_cheer_cards() {
    let g = game(config(team()));
    assert_eq!(g.cheer_deck.draw_pile().len(), 5);
}

#[test]
fn rb_5_the_fourth_knock_out_loses() {
    let mut g = game(config(team()));
    knock_out(&mut g, 1, 1);
    knock_out(&mut g, 2, 1);
    knock_out(&mut g, 3, 1);
    g.pairs[0].damage[0] = 195; // seat 1's Active has 5 HP left
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    assert_eq!(g.knockouts, 4);
    assert_eq!(g.outcome().and_then(|o| o.winner()), Some(crate::BOSS));
    assert_eq!(g.to_move(), ToMove::Terminal);
    assert_eq!(rule_of(&mut g, Action::Stay), "RB-18");
}

#[test]
fn rb_6_any_stage_plays_and_energy_costs_are_ignored() {
    let mut t = team();
    t.pairs[0][0].class = altplay_cards::CardClass::Stage2;
    t.pairs[0][0].attacks = vec![attack("Big", "150", "Discard 2 Energy from this Pokémon.")];
    let mut g = game(config(t));
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(g.boss_damage, 150);
}

#[test]
fn rb_7_weakness_and_resistance_are_off_by_default() {
    let mut t = team();
    t.pairs[0][0].types = vec!["Fighting".into()];
    let mut g = game(config(t));
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(g.boss_damage, 100);
}

#[test]
fn rb_7_weakness_doubles_or_adds_and_resistance_subtracts_both_ways() {
    let mut t = team();
    t.pairs[0][0].types = vec!["Fighting".into()]; // boss is weak ×2 to Fighting
    t.pairs[1][0].types = vec!["Metal".into()]; // boss resists Metal -30
    t.pairs[2][0].weaknesses = vec![altplay_cards::Modifier {
        energy: "Lightning".into(),
        value: "+20".into(),
    }];
    t.pairs[3][0].resistances = vec![altplay_cards::Modifier {
        energy: "Lightning".into(),
        value: "-30".into(),
    }];
    let mut c = config(t);
    c.options.weakness = true;
    let mut g = game(c);
    let mut expected = 0;
    for add in [200, 70, 100, 100] {
        play(&mut g, Action::Stay);
        play(&mut g, Action::Attack { attack: 0 });
        expected += add;
        assert_eq!(g.boss_damage, expected);
    }
    // Boss turn: card 11 hits seat 3 (weak +20) with attack 2 (20) → 40.
    let mut g2 = game({
        let mut c = config(g.setup.config.team.clone());
        c.options.weakness = true;
        c
    });
    stack_boss(&mut g2, &[11, 16]);
    everyone_attacks(&mut g2);
    assert_eq!(damage_of(&g2, 2, 0), 40);
    // …and card 16 hits seat 4 (resists -30) with attack 2 (20) → 0.
    assert_eq!(damage_of(&g2, 3, 0), 0);
}

#[test]
fn rb_8_a_knock_out_counts_once_whatever_the_prizes() {
    let mut t = team();
    t.pairs[0][0].class = altplay_cards::CardClass::RuleBox;
    t.pairs[0][0].hp = 20;
    let mut g = game(config(t));
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    assert_eq!(g.knockouts, 1);
}

#[test]
fn rb_9_an_effect_on_your_pokemon_affects_only_your_pair() {
    let mut t = team();
    t.pairs[0][0].attacks = vec![attack(
        "Recoil",
        "120",
        "This Pokémon also does 30 damage to itself.",
    )];
    let mut g = game(config(t));
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(damage_of(&g, 0, 0), 30);
    for seat in 1..4 {
        assert_eq!(damage_of(&g, seat, 0), 0);
    }
}

#[test]
fn rb_10_a_pair_uses_one_gx_attack_per_battle() {
    let mut t = team();
    t.pairs[0][0].attacks = vec![attack("Hit", "100", ""), attack("Blast-GX", "200", "")];
    t.pairs[0][1].attacks = vec![attack("Other GX", "180", "")];
    let mut g = game(config(t));
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 1 });
    everyone_attacks(&mut g);
    play(&mut g, Action::Stay);
    assert_eq!(rule_of(&mut g, Action::Attack { attack: 1 }), "RB-10");
    let mut listed = vec![];
    g.legal_actions(&mut listed);
    assert_eq!(
        listed,
        [Action::Attack { attack: 0 }],
        "the used GX is not offered"
    );
    play(&mut g, Action::Attack { attack: 0 });
    everyone_attacks(&mut g);
    play(&mut g, Action::Retreat);
    assert_eq!(
        rule_of(&mut g, Action::Attack { attack: 0 }),
        "RB-10",
        "nor the Bench's GX"
    );
    assert_eq!(
        g.apply(&Action::Attack { attack: 0 })
            .unwrap_err()
            .to_string(),
        "RB-10: this pair has used its GX attack"
    );
}

#[test]
fn rb_11_team_power_sums_each_pairs_largest_printed_number() {
    let mut t = team();
    t.pairs[0][0].attacks = vec![attack("Plus", "120+", ""), attack("Small", "10", "")];
    t.pairs[1][1].attacks = vec![attack("Times", "160×", "")];
    t.pairs[2][0].attacks = vec![attack("Status", "", "")];
    t.pairs[2][1].attacks = vec![];
    t.pairs[3][0].attacks = vec![attack("Minus", "90-", "")];
    // 120 + max(100, 160) + 0 + max(90, 50)
    assert_eq!(team_power(&t), 120 + 160 + 90);
}

#[test]
fn rb_12_level_boundaries() {
    assert_eq!(level_for_power(250), Ok(1));
    assert_eq!(level_for_power(399), Ok(1));
    assert_eq!(level_for_power(400), Ok(2));
    assert_eq!(level_for_power(599), Ok(2));
    assert_eq!(level_for_power(600), Ok(3), "600 itself is Level 3");
    let err = level_for_power(249).unwrap_err();
    assert_eq!(err.rule, "RB-12");
    assert!(
        err.message.contains("249") && err.message.contains("250"),
        "{err}"
    );
}

#[test]
fn rb_12_the_level_caps_the_boss_attacks() {
    for (power_each, level, cap) in [(70, 1, 2), (100, 2, 3), (150, 3, 4)] {
        let mut t = team();
        for pair in &mut t.pairs {
            pair[0].attacks = vec![attack("Hit", &power_each.to_string(), "")];
            pair[1].attacks = vec![];
        }
        let g = game(config(t));
        assert_eq!((g.level(), g.setup.cap), (level, cap));
    }
}

#[test]
fn rb_12_a_weak_team_is_refused_even_with_a_forced_level() {
    let mut t = team();
    for pair in &mut t.pairs {
        pair[0].attacks = vec![attack("Hit", "60", "")];
        pair[1].attacks = vec![];
    }
    let err = crate::RaidBattle::new(config(t.clone()), 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "RB-12: team power 240 is under the minimum of 250: choose Pokémon with stronger attacks"
    );
    let mut c = config(t);
    c.options.level = Some(3);
    assert!(crate::RaidBattle::new(c, 1).is_err());
}

#[test]
fn rb_12_a_level_can_be_forced_but_must_exist() {
    let g = game(options(|o| o.level = Some(3)));
    assert_eq!(g.level(), 3);
    let err = crate::RaidBattle::new(options(|o| o.level = Some(4)), 1).unwrap_err();
    assert_eq!(err.rule, "RB-12");
    assert!(err.message.contains("level 4"), "{err}");
}

#[test]
fn rb_13_turn_order_is_fixed_at_setup() {
    let mut g = game(options(|o| o.turn_order = [2, 0, 3, 1]));
    let mut seats = vec![];
    while g.round == 1 {
        if let Phase::Retreat { seat } = g.phase() {
            seats.push(seat);
        }
        let a = g.greedy_action();
        play(&mut g, a);
    }
    assert_eq!(seats, [2, 0, 3, 1]);
    let err = crate::RaidBattle::new(options(|o| o.turn_order = [0, 0, 1, 2]), 1).unwrap_err();
    assert_eq!(err.rule, "RB-13");
}

#[test]
fn rb_13_both_decks_are_shuffled_by_the_seed() {
    let a = crate::RaidBattle::new(config(team()), 5).unwrap();
    let b = crate::RaidBattle::new(config(team()), 5).unwrap();
    let c = crate::RaidBattle::new(config(team()), 6).unwrap();
    assert_eq!(a.boss_deck, b.boss_deck);
    assert_eq!(a.cheer_deck, b.cheer_deck);
    assert_ne!(a.boss_deck, c.boss_deck);
}
