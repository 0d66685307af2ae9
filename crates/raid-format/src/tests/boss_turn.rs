//! The boss's turn: RF-3, RF-4, RF-13 to RF-17, RF-23 to RF-25.

use altplay_core::{Game, Seat};
use altplay_tcg::effect::{Lasting, Pokemon, SpecialCondition};
use altplay_tcg::game::{Action as TcgAction, Timed};

use super::*;
use crate::state::BOSS;

/// Answers every choice a boss card or attack asks with the first legal action.
fn answer_boss(game: &mut RaidFormat) {
    while matches!(
        game.phase,
        Phase::BossCard { .. } | Phase::BossAttack { .. }
    ) {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        act(game, legal[0]);
    }
}

/// The boss's attacks of the log, by index.
fn attacks(game: &RaidFormat) -> Vec<u8> {
    boss_events(game)
        .into_iter()
        .filter_map(|e| match e {
            BossEvent::Attacks { index, .. } => Some(index),
            _ => None,
        })
        .collect()
}

fn count(game: &RaidFormat, test: impl Fn(&BossEvent) -> bool) -> usize {
    boss_events(game).iter().filter(|e| test(e)).count()
}

#[test]
fn rf_3_the_boss_attaches_every_energy_it_draws() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 3), 29);
    set_up(&mut game);
    end_turns(&mut game);
    answer_boss(&mut game);
    assert_eq!(count(&game, |e| matches!(e, BossEvent::Attached { .. })), 4);
}

#[test]
fn rf_4_the_boss_recovers_at_the_end_of_each_checkup() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 31);
    set_up(&mut game);
    game.boss
        .active_mut()
        .unwrap()
        .conditions_mut()
        .add(SpecialCondition::Poisoned);
    game.lend_all();
    act(&mut game, play(0, TcgAction::EndTurn));
    // Player 1's Checkup: Poison's 10 damage, then the boss recovers.
    let boss = game.boss.active().unwrap();
    assert_eq!(boss.damage(), 10);
    assert!(!boss.conditions().any());
    assert_eq!(game.games[1].board(BOSS).active().unwrap().damage(), 10);
}

#[test]
fn rf_13_the_boss_draws_players_plus_one_and_what_its_cards_draw_too() {
    let hop = boss_file(SNORLAX, &[(WATER, 56), ("swsh1-165", 4)]);
    let mut game = new_game(config(&hop, 3), 37);
    set_up(&mut game);
    // Hop on top, Water below: Hop draws 3 more, which resolve and do not count.
    boss_deck_topped(&mut game, "swsh1-165", 20);
    end_turns(&mut game);
    answer_boss(&mut game);
    assert_eq!(count(&game, |e| matches!(e, BossEvent::Drew { .. })), 4 + 3);
    assert_eq!(
        boss_events(&game).iter().find_map(|e| match e {
            BossEvent::BossTurn { draws, .. } => Some(*draws),
            _ => None,
        }),
        Some(4)
    );
    assert_eq!(game.boss.deck().len(), 21 - 7);
}

#[test]
fn rf_14_an_empty_boss_deck_takes_the_discard_pile_once_a_turn() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 3), 41);
    set_up(&mut game);
    let water = card(&game, WATER);
    game.boss.deck_mut().clear();
    game.boss.deck_mut().push(water);
    game.boss.discard_mut().clear();
    game.boss.discard_mut().extend([water, water]);
    game.lend_all();
    end_turns(&mut game);
    answer_boss(&mut game);
    // Draw 1 from the deck, reshuffle 2 and draw them, then nothing: 3 of the 4 draws.
    assert_eq!(count(&game, |e| matches!(e, BossEvent::Reshuffled)), 1);
    assert_eq!(count(&game, |e| matches!(e, BossEvent::DrewNothing)), 1);
    assert_eq!(count(&game, |e| matches!(e, BossEvent::Drew { .. })), 3);
}

#[test]
fn rf_15_a_boss_trainer_resolves_on_each_board_and_its_player_chooses() {
    // Boss's Orders from the boss: each player switches in a Benched Pokémon they choose.
    let orders = boss_file(SNORLAX, &[(WATER, 59), ("swsh2-154", 1)]);
    let mut game = new_game(config(&orders, 2), 43);
    set_up(&mut game);
    let card_id = card(&game, "swsh2-154");
    boss_deck_topped(&mut game, "swsh2-154", 10);
    let mut benched = Vec::new();
    for k in 0..2 {
        benched.push(bench_two(&mut game, k));
    }
    end_turns(&mut game);
    // Player 1 chooses on their board first, then player 2 on theirs.
    for (k, theirs) in benched.iter().enumerate() {
        assert_eq!(
            game.phase,
            Phase::BossCard {
                card: card_id,
                player: k as u8
            }
        );
        assert_eq!(seats(&game), [Seat(k as u8)]);
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let pick = play(k as u8, TcgAction::PickPokemon { pokemon: theirs[1] });
        assert!(legal.contains(&pick), "{legal:?}");
        let e = refused(game.apply(&play(1 - k as u8, TcgAction::Done)));
        assert_eq!(e.rule, "RF-15");
        act(&mut game, pick);
    }
    answer_boss(&mut game);
    for (k, theirs) in benched.iter().enumerate() {
        let active = game.games[k].board(PLAYER).active();
        assert_eq!(
            active.map(|p| p.uid()),
            Some(theirs[1]),
            "player {k}'s choice"
        );
    }
    assert_eq!(
        game.boss
            .discard()
            .iter()
            .filter(|&&c| c == card_id)
            .count(),
        1,
        "played once"
    );
}

/// Two Basics from player `k`'s deck onto their Bench; their ids.
fn bench_two(game: &mut RaidFormat, k: usize) -> Vec<altplay_tcg::game::Uid> {
    let mut uids = Vec::new();
    for _ in 0..2 {
        let g = &mut game.games[k];
        let cards = std::sync::Arc::clone(g.cards());
        let board = g.board_mut(PLAYER);
        let i = board
            .deck()
            .iter()
            .position(|&c| cards.get(c).is_basic())
            .expect("a Basic in the deck");
        let basic = board.deck_mut().remove(i);
        let uid = g.put_in_play(PLAYER, basic);
        uids.push(uid);
    }
    uids
}

#[test]
fn rf_16_the_boss_attack_is_uniform_among_the_affordable_and_discards_its_cost() {
    // 3 players: 4 Water on Snorlax after its first draws, paying Rolling Tackle [CCC] and
    // Heavy Impact [CCCC] alike. Over n games each is chosen with chance 1/2: the count stays within
    // 4 standard deviations (sqrt(n)/2) of n/2.
    let boss = energy_boss();
    let setup = setup(config(&boss, 3));
    let n = 200u32;
    let mut heavy_impact = 0;
    for seed in 0..u64::from(n) {
        let mut game = RaidFormat::new(Arc::clone(&setup), seed, true);
        set_up(&mut game);
        end_turns(&mut game);
        answer_boss(&mut game);
        let [index] = attacks(&game)[..] else {
            panic!("one attack a turn");
        };
        let left = game.boss.active().unwrap().energy().len();
        match index {
            0 => assert_eq!(left, 1, "Rolling Tackle discards 3 of 4"),
            _ => assert_eq!(left, 0, "Heavy Impact discards all 4"),
        }
        heavy_impact += u32::from(index == 1);
    }
    let sd = f64::from(n).sqrt() / 2.0;
    let off = (f64::from(heavy_impact) - f64::from(n) / 2.0).abs();
    assert!(off <= 4.0 * sd, "{heavy_impact} of {n}");
    // 2 players: 3 Water pay only Rolling Tackle.
    let mut game = new_game(config(&boss, 2), 1);
    set_up(&mut game);
    end_turns(&mut game);
    answer_boss(&mut game);
    assert_eq!(attacks(&game), [0]);
}

#[test]
fn rf_17_the_mill_leaves_the_remainder_and_refills_from_the_discard_pile() {
    // The source's example: 4 players, 38 counters: 9 cards, 2 counters left.
    let m = crate::mill_count(380, 4, 10);
    assert_eq!((m.cards, m.damage_left), (9, 20));
    assert_eq!(crate::mill_count(0, 4, 10).cards, 0);
    assert_eq!(crate::mill_count(39, 1, 10).damage_left, 9);
    // A mill of 4 with 2 cards left in the deck: the discard pile refills it midway.
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 1), 47);
    set_up(&mut game);
    let water = card(&game, WATER);
    game.boss.deck_mut().clear();
    game.boss.deck_mut().extend([water; 4]);
    game.boss.discard_mut().clear();
    game.boss.discard_mut().extend([water; 5]);
    *game.boss.active_mut().unwrap().damage_mut() = 45;
    game.lend_all();
    end_turns(&mut game);
    answer_boss(&mut game);
    // The boss drew 2 of its 4 (1 player + 1): 2 milled from the deck, then 2 after a refill.
    assert_eq!(game.boss.lost_zone().len(), 4);
    assert_eq!(game.boss.active().unwrap().damage(), 5);
    assert!(
        count(&game, |e| matches!(
            e,
            BossEvent::Milled {
                cards: 4,
                damage_left: 5
            }
        )) == 1
    );
}

#[test]
fn rf_23_effects_that_stop_the_boss_attacking_do_not_unless_switched_off() {
    let boss = energy_boss();
    for on in [true, false] {
        let mut c = config(&boss, 3);
        c.local.boss_unhindered = on;
        let mut game = new_game(c, 53);
        set_up(&mut game);
        let boss = game.boss.active_mut().unwrap();
        boss.add_lasting(Timed::new(Lasting::CantAttack(Pokemon::Defending), 0, 100));
        game.lend_all();
        end_turns(&mut game);
        answer_boss(&mut game);
        assert_eq!(attacks(&game).len(), usize::from(on), "local rule on: {on}");
    }
}

#[test]
fn rf_24_a_boss_gx_attack_discards_all_its_energy() {
    // Charizard-GX with Fire only: 4 Fire pay Wing Attack [CCC] and Raging Out-GX [RCC].
    let boss = boss_file("smp-SM60", &[("sm1-165", 60)]);
    for faq in [true, false] {
        let mut c = config(&boss, 3);
        c.local.faq = faq;
        let setup = setup(c);
        let gx = (0..40)
            .map(|seed| {
                let mut game = RaidFormat::new(Arc::clone(&setup), seed, true);
                set_up(&mut game);
                end_turns(&mut game);
                answer_boss(&mut game);
                game
            })
            .find(|g| attacks(g) == [2])
            .expect("Raging Out-GX within 40 games");
        let left = gx.boss.active().unwrap().energy().len();
        assert_eq!(left, if faq { 0 } else { 1 }, "FAQ ruling on: {faq}");
    }
}

#[test]
fn rf_25_the_boss_runs_its_turn_alone_and_tells_each_player_what_happened() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 59);
    set_up(&mut game);
    end_turns(&mut game);
    // No input from anyone: the boss's whole turn ran, and the players' next turn is on.
    assert_eq!(game.phase, Phase::Players);
    assert_eq!(game.boss_turns, 1);
    let view = game.view(Some(Seat(0)));
    for k in 0..2 {
        let orders = &view.players[k].orders;
        assert!(
            orders.iter().any(|o| o.contains("damage")),
            "player {k} is told the damage: {orders:?}"
        );
    }
}

#[test]
fn rf_24_a_players_judge_makes_the_boss_draw_four_at_once() {
    // The Rillaboom list with Judge for its Potions.
    let path = decklist_with("grass-rillaboom", "swsh1-177", "sm6-108");
    let boss = energy_boss();
    for faq in [true, false] {
        let mut c = config(&boss, 2);
        c.decks[0] = path.clone();
        c.local.faq = faq;
        let mut game = new_game(c, 101);
        set_up(&mut game);
        act(&mut game, play(1, TcgAction::EndTurn));
        let judge = card(&game, "sm6-108");
        give_card(&mut game, 0, judge);
        act(&mut game, play(0, TcgAction::Play { card: judge }));
        let drew = count(&game, |e| matches!(e, BossEvent::Drew { .. }));
        assert_eq!(drew, if faq { 4 } else { 0 }, "FAQ ruling on: {faq}");
        let energy = game.boss.active().unwrap().energy().len();
        assert_eq!(energy, drew, "the Water it drew is attached at once");
        // The players' turn goes on where it stood.
        assert_eq!(game.phase, Phase::Players);
        assert_eq!(step(&game, 0), altplay_tcg::game::Step::Turn);
        assert_eq!(step(&game, 1), altplay_tcg::game::Step::Between);
        assert_eq!(game.games[0].current(), PLAYER);
        assert_eq!(game.games[0].board(PLAYER).hand().len(), 4);
        assert_eq!(game.boss_turns, 0);
    }
}

#[test]
fn rf_24_agatha_from_the_boss_moves_three_counters_to_each_player() {
    let agatha = boss_file(SNORLAX, &[(WATER, 59), ("swsh6-129", 1)]);
    for (faq, cards, left) in [(true, 2, 0), (false, 3, 10)] {
        let mut c = config(&agatha, 2);
        c.local.faq = faq;
        let mut game = new_game(c, 103);
        set_up(&mut game);
        boss_deck_topped(&mut game, "swsh6-129", 10);
        *game.boss.active_mut().unwrap().damage_mut() = 100;
        game.lend_all();
        let before: Vec<u16> = (0..2)
            .map(|k| game.games[k].board(PLAYER).active().unwrap().damage())
            .collect();
        end_turns(&mut game);
        answer_boss(&mut game);
        // Two Water, no attack paid: only Agatha's counters on the players' Active Pokémon.
        assert!(attacks(&game).is_empty());
        for (k, was) in before.iter().enumerate() {
            let active = game.games[k].board(PLAYER).active().unwrap();
            assert_eq!(active.damage(), was + 30, "player {k}");
        }
        // 100 damage less 60 (FAQ) or 30 (its own board only), then the mill of 20 a card.
        let milled = BossEvent::Milled {
            cards,
            damage_left: left,
        };
        assert!(boss_events(&game).contains(&milled), "FAQ on: {faq}");
    }
}

#[test]
fn rf_24_acerolas_premonition_from_the_boss_draws_for_one_players_trainers() {
    let acerola = boss_file(SNORLAX, &[(WATER, 59), ("swsh9-129", 1)]);
    for faq in [true, false] {
        let mut c = config(&acerola, 1);
        c.local.faq = faq;
        let mut game = new_game(c, 107);
        set_up(&mut game);
        boss_deck_topped(&mut game, "swsh9-129", 20);
        // The player's hand: three Trainer cards and nothing else.
        let hop = card(&game, "swsh1-165");
        let hand = game.games[0].board_mut(PLAYER).hand_cards_mut();
        hand.clear();
        hand.extend([hop; 3]);
        end_turns(&mut game);
        answer_boss(&mut game);
        // 2 draws (1 player + 1): Acerola's Premonition and a Water, plus 3 Water for the 3
        // Trainer cards with the ruling.
        let drew = count(&game, |e| matches!(e, BossEvent::Drew { .. }));
        assert_eq!(drew, if faq { 2 + 3 } else { 2 }, "FAQ ruling on: {faq}");
    }
}
