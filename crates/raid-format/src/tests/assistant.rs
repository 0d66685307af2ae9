//! Assistant mode (RF-25): a player with physical cards reports to the app, and is told what the
//! boss's cards and attack do on their board; app and physical players at one table.

use altplay_core::{Game, Seat};
use altplay_tcg::game::Action as TcgAction;

use super::*;

fn mixed() -> (BossChoice, RaidFormat) {
    let boss = energy_boss();
    let mut c = config(&boss, 2);
    c.decks[1] = crate::config::PHYSICAL.into();
    let mut game = new_game(c, 89);
    set_up(&mut game);
    (boss, game)
}

#[test]
fn rf_25_a_player_with_physical_cards_reports_and_is_told_what_to_do() {
    let (_boss, mut game) = mixed();
    assert_eq!(seats(&game), [Seat(0), Seat(1)], "both share the turn");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let theirs: Vec<&Action> = legal.iter().filter(|a| a.player() == 1).collect();
    assert!(theirs.contains(&&Action::ReportDamage {
        player: 1,
        damage: 120
    }));
    assert!(theirs.contains(&&Action::ReportSupporter { player: 1 }));
    assert!(theirs.contains(&&Action::ReportPrizes {
        player: 1,
        count: 6
    }));
    assert!(theirs.contains(&&play(1, TcgAction::EndTurn)));
    // Every report listed is taken; others are refused with their rule, changing nothing.
    for a in &theirs {
        let mut copy = game.clone();
        copy.apply(a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    for (bad, rule) in [
        (
            Action::ReportDamage {
                player: 1,
                damage: 15,
            },
            "RF-12",
        ),
        (
            Action::ReportDamage {
                player: 1,
                damage: 1000,
            },
            "RF-12",
        ),
        (
            Action::ReportDamage {
                player: 1,
                damage: 0,
            },
            "RF-12",
        ),
        (
            Action::ReportPrizes {
                player: 1,
                count: 7,
            },
            "RF-19",
        ),
        (
            Action::ReportDamage {
                player: 0,
                damage: 10,
            },
            "RF-25",
        ),
    ] {
        let before = game.clone();
        assert_eq!(refused(game.apply(&bad)).rule, rule, "{bad:?}");
        assert_eq!(game, before);
    }
    // Negative damage is not even an action.
    let negative = r#"{"do":"report_damage","player":1,"damage":-10}"#;
    assert!(serde_json::from_str::<Action>(negative).is_err());
    act(
        &mut game,
        Action::ReportDamage {
            player: 1,
            damage: 120,
        },
    );
    assert_eq!(game.boss.active().unwrap().damage(), 120);
    assert_eq!(
        game.games[0].board(crate::state::BOSS),
        &game.boss,
        "lent to every board"
    );
    // The quota counts the reported Supporters too (RF-10).
    act(&mut game, Action::ReportSupporter { player: 1 });
    act(&mut game, Action::ReportSupporter { player: 1 });
    let e = refused(game.apply(&Action::ReportSupporter { player: 1 }));
    assert_eq!(e.rule, "RF-10");
    end_turns(&mut game);
    // The boss's attack, told in words to the physical player; the app player's board took it.
    let view = game.view(Some(Seat(1)));
    let orders = &view.players[1].orders;
    assert!(
        orders
            .iter()
            .any(|o| o.contains("damage to your Active Pokémon")),
        "{orders:?}"
    );
    assert!(view.players[0].orders.iter().any(|o| o.contains("damage")));
    // 120 damage, 2 players × 10: 6 cards milled.
    assert_eq!(game.boss.lost_zone().len(), 6);
    // Their last Prize cards reported: out (RF-19).
    act(
        &mut game,
        Action::ReportPrizes {
            player: 1,
            count: 6,
        },
    );
    assert!(game.is_out(1));
    assert!(game.outcome().is_none(), "player 1 plays on");
}

#[test]
fn rf_10_a_supporter_is_not_given_to_a_player_with_physical_cards() {
    let (_boss, mut game) = mixed();
    let hop = card(&game, "swsh1-165");
    give_card(&mut game, 0, hop);
    let e = refused(game.apply(&Action::Give {
        player: 0,
        card: hop,
        to: 1,
        switch: None,
    }));
    assert_eq!(e.rule, "RF-10");
}

#[test]
fn rf_25_every_device_sees_the_prize_cards_a_physical_player_reports() {
    let (_boss, mut game) = mixed();
    let seen = |game: &RaidFormat| {
        let view = game.view(None);
        (view.players[1].physical, view.players[1].prizes_left)
    };
    assert_eq!(seen(&game), (true, 6));
    assert!(!game.view(None).players[0].physical);
    act(
        &mut game,
        Action::ReportPrizes {
            player: 1,
            count: 2,
        },
    );
    assert_eq!(seen(&game), (true, 4));
}

#[test]
fn rf_25_no_ai_plays_a_player_with_physical_cards() {
    use altplay_format::Format;
    let (_boss, game) = mixed();
    let greedy = altplay_ai::PolicySpec::Greedy;
    assert!(RaidFormat::player(&game.setup, greedy, Seat(0), 1, None).is_ok());
    let refused = RaidFormat::player(&game.setup, greedy, Seat(1), 1, None)
        .err()
        .expect("refused");
    assert!(refused.contains("physical cards"), "{refused}");
}

/// The orders a player with physical cards (seat 2 of 2) is given after the boss's first turn,
/// the boss drawing the cards `top` first, in order, then Water Energy.
fn physical_orders_after(top: &[&str]) -> Vec<String> {
    let mut lines = vec![(WATER, 60 - top.len() as u32)];
    lines.extend(top.iter().map(|&t| (t, 1)));
    let boss = boss_file(SNORLAX, &lines);
    let mut c = config(&boss, 2);
    c.decks[1] = crate::config::PHYSICAL.into();
    let mut game = new_game(c, 109);
    set_up(&mut game);
    let water = card(&game, WATER);
    let top: Vec<_> = top.iter().rev().map(|t| card(&game, t)).collect();
    let deck = game.boss.deck_mut();
    deck.clear();
    deck.extend(std::iter::repeat_n(water, 20));
    deck.extend(top);
    game.lend_all();
    end_turns(&mut game);
    game.view(Some(Seat(1))).players[1].orders.clone()
}

#[test]
fn rf_25_a_player_with_physical_cards_is_told_each_boss_trainer_that_names_them_without_its_kinds_rule()
 {
    // Team Yell Grunt takes an Energy from "your opponent": the player does it on their board.
    let orders = physical_orders_after(&["swsh1-184"]);
    let grunt = orders
        .iter()
        .find(|o| o.starts_with("Team Yell Grunt:"))
        .unwrap_or_else(|| panic!("Team Yell Grunt told: {orders:?}"));
    assert!(
        grunt.contains("1 of your opponent's Pokémon") && grunt.contains("\"you\" is the boss"),
        "{grunt}"
    );
    assert!(
        !grunt.contains("Supporter card during your turn"),
        "{grunt}"
    );
    // Hop draws for the boss alone: nothing to do on the player's board.
    let orders = physical_orders_after(&["swsh1-165"]);
    assert!(!orders.iter().any(|o| o.starts_with("Hop:")), "{orders:?}");
    assert!(
        orders.iter().any(|o| o.contains(" uses ")),
        "the attack is told: {orders:?}"
    );
}

#[test]
fn rf_25_a_player_with_physical_cards_is_told_the_attacks_damage_with_the_boss_cards_of_the_turn() {
    // Leon's 30 more, then Hop's draws for the Energy the attack needs.
    let orders = physical_orders_after(&["swsh4-154", "swsh1-165"]);
    let attack = orders
        .iter()
        .find(|o| o.contains(" uses "))
        .unwrap_or_else(|| panic!("the attack told: {orders:?}"));
    // "Snorlax uses NAME: N damage to your Active Pokémon (…) — P printed, +30 from …"
    let (told, rest) = attack
        .split_once(": ")
        .and_then(|(_, r)| r.split_once(" damage"))
        .unwrap_or_else(|| panic!("{attack}"));
    let printed = rest
        .split_once(" — ")
        .and_then(|(_, r)| r.split_once(" printed, +30 from the boss's cards this turn"))
        .map(|(p, _)| p)
        .unwrap_or_else(|| panic!("Leon's 30 named: {attack}"));
    let (told, printed): (u16, u16) = (told.parse().unwrap(), printed.parse().unwrap());
    assert_eq!(told, printed + 30, "{attack}");
}

#[test]
fn rf_25_every_device_is_shown_the_boss_attacks_and_deck_before_they_are_used() {
    let boss = boss_file(SNORLAX, &[(WATER, 59), ("swsh1-165", 1)]);
    let mut c = config(&boss, 2);
    c.decks[1] = crate::config::PHYSICAL.into();
    let mut game = new_game(c, 109);
    set_up(&mut game);
    let shown = game.board_for(None).boss;
    let def = game.def(game.setup.boss);
    let printed: Vec<(String, String)> = (0..)
        .map_while(|i| def.attack(i))
        .map(|a| (a.name.clone(), a.damage_printed.clone()))
        .collect();
    let listed: Vec<(String, String)> = (shown.attacks.iter())
        .map(|a| (a.name.clone(), a.damage.clone()))
        .collect();
    assert!(!printed.is_empty());
    assert_eq!(listed, printed);
    let deck: Vec<(&str, usize)> = (shown.deck_list.iter())
        .map(|l| (l.card.name.as_str(), l.count))
        .collect();
    assert_eq!(deck, [("Water Energy", 59), ("Hop", 1)]);
    // Drawn cards leave the deck, not the list.
    end_turns(&mut game);
    let after = game.board_for(None).boss;
    assert!(after.deck < 60, "the boss drew");
    let counts: Vec<usize> = after.deck_list.iter().map(|l| l.count).collect();
    assert_eq!(counts, [59, 1]);
}
