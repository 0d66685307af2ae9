//! One test (or more) per rule of spec raid-boss.md, named after it.

mod common;

use altplay_core::{Game, Outcome, Team, ToMove};
use altplay_raid_boss::data::{Kind, Target};
use altplay_raid_boss::{Action, Ctx, Ending, Event, Rules, Step, Window};
use common::{QUIET, custom, run_until};

const PLAIN: &str = "boss_turn = { damage = [1] }";

fn plain(seed: u64) -> altplay_raid_boss::RaidBoss {
    custom(QUIET, PLAIN, PLAIN, seed)
}

fn at_assign(g: &mut altplay_raid_boss::RaidBoss) {
    run_until(g, |s| s.step == Step::Assign);
}

#[test]
fn rx_1_four_heroes_and_only_neighbours_are_adjacent() {
    let g = plain(1);
    let r = g.rules().clone();
    let err = Rules::new(r.heroes[..3].to_vec(), r.boss.clone()).unwrap_err();
    assert_eq!(err.rule, "RX-1");
    let mut g = g;
    let first = g.state().heroes[0].id;
    let s = g.state_mut();
    s.run(
        &r,
        &[altplay_raid_boss::data::Effect::Deal {
            amount: 2,
            to: Some(Target::Adjacent),
        }],
        Ctx::hero(first),
    );
    let hp: Vec<i8> = s.heroes.iter().map(|h| h.hp).collect();
    assert_eq!(hp, vec![8, 6, 8, 8], "position 1 is adjacent to 2 only");
}

#[test]
fn rx_2_heroes_start_at_base_hp_with_two_dice_a_booster_and_two_shards() {
    let g = plain(2);
    for h in &g.state().heroes {
        assert_eq!(
            (h.hp, h.max_hp, h.ability_dice, h.bonus_dice),
            (8, 10, 2, 0)
        );
        assert!(h.booster && h.assist_ready);
        assert_eq!(h.shards, 2);
    }
}

#[test]
fn rx_3_boss_hp_defaults_to_120_and_marks_to_the_rulebook_ones() {
    let g = plain(3);
    assert_eq!(g.rules().boss.hp, 120);
    assert_eq!(
        g.rules().boss.award_marks,
        vec![10, 20, 30, 40, 70, 80, 90, 100]
    );
}

#[test]
fn rx_4_phase_one_makeup_forms_the_deck_the_rest_is_held_last_stands_apart() {
    let g = plain(4);
    let (r, s) = (g.rules(), g.state());
    assert_eq!(s.holding.len(), 4);
    assert!(s.holding.iter().all(|&c| r.kind(c) == Kind::Hard));
    assert_eq!(s.last_stands.len(), 3);
    assert!(s.last_stands.iter().all(|&c| r.kind(c) == Kind::LastStand));
    let dealt = s.heroes.iter().filter_map(|h| h.card).map(|c| c.card);
    let deck: Vec<u8> = s.deck.draw_pile().iter().copied().chain(dealt).collect();
    assert_eq!(deck.len(), 14);
    assert!(
        deck.iter()
            .all(|&c| matches!(r.kind(c), Kind::Easy | Kind::Medium))
    );
}

#[test]
fn rx_5_round_start_readies_assists_and_deals_a_card_to_each_hero_refilling_from_discard() {
    let mut g = plain(5);
    for round in 1..=6 {
        run_until(&mut g, |s| s.round == round);
        assert!(
            g.state()
                .heroes
                .iter()
                .all(|h| h.card.is_some() && h.assist_ready),
            "round {round}"
        );
    }
}

#[test]
fn rx_6_the_active_hero_is_the_leftmost_with_an_unresolved_card() {
    let mut g = plain(6);
    g.state_mut().heroes.swap(1, 3);
    run_until(&mut g, |s| s.round == 2);
    let order: Vec<u8> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::TurnStarted { hero } => Some(*hero),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![0, 3, 2, 1]);
}

#[test]
fn rx_7_instant_then_ability_roll_then_boss_turn() {
    let card = "instant = { damage = [1] }\nboss_turn = { damage = [2] }";
    let mut g = custom(QUIET, card, PLAIN, 7);
    run_until(&mut g, |s| s.round == 2);
    let ev = g.events();
    let pos = |f: &dyn Fn(&Event) -> bool| ev.iter().position(f).unwrap();
    let revealed = pos(&|e| matches!(e, Event::Revealed { hero: 0, .. }));
    let instant = pos(&|e| {
        matches!(
            e,
            Event::HeroDamaged {
                hero: 0,
                amount: 1,
                ..
            }
        )
    });
    let rolled = pos(&|e| matches!(e, Event::Rolled { hero: 0, .. }));
    let boss_turn = pos(&|e| {
        matches!(
            e,
            Event::HeroDamaged {
                hero: 0,
                amount: 2,
                ..
            }
        )
    });
    assert!(revealed < instant && instant < rolled && rolled < boss_turn);
}

#[test]
fn rx_8_dice_are_summed_whole_and_a_die_is_never_split() {
    let mut g = plain(8);
    at_assign(&mut g);
    let s = g.state_mut();
    s.dice[0].value = 4;
    s.dice[1].value = 2;
    // The 4 pays the cost-3 ability; its spare pip is not carried over.
    g.apply(&Action::Assign { die: 0, ability: 1 }).unwrap();
    assert_eq!(g.state().boss_damage, 3);
    assert!(g.state().pot.is_none());
    let err = g.apply(&Action::Assign { die: 1, ability: 1 }).unwrap_err();
    assert_eq!(err.rule, "RX-8");
    // The 2 pays the cost-1 ability whole.
    g.apply(&Action::Assign { die: 1, ability: 0 }).unwrap();
    assert_eq!(g.state().boss_damage, 4);
}

#[test]
fn rx_8_several_dice_pay_one_ability_and_bonus_dice_are_spent() {
    let mut g = plain(81);
    let id = g.state().heroes[0].id;
    g.state_mut().heroes[0].bonus_dice = 1;
    at_assign(&mut g);
    assert_eq!(g.state().active, Some(id));
    let s = g.state_mut();
    assert_eq!(s.dice.len(), 3);
    assert!(s.dice[2].bonus);
    for (d, v) in s.dice.iter_mut().zip([1, 2, 3]) {
        d.value = v;
    }
    g.apply(&Action::Assign { die: 2, ability: 2 }).unwrap();
    assert_eq!(g.state().pot, Some((2, 3)));
    assert_eq!(
        g.state().heroes[0].bonus_dice,
        0,
        "an assigned Bonus Die is spent"
    );
    let err = g.apply(&Action::Assign { die: 0, ability: 1 }).unwrap_err();
    assert_eq!(err.rule, "RX-8", "the ability begun is paid first");
    g.apply(&Action::Assign { die: 1, ability: 2 }).unwrap();
    assert_eq!(g.state().boss_damage, 0, "5 pips do not pay a cost of 6");
    g.apply(&Action::Assign { die: 0, ability: 2 }).unwrap();
    assert_eq!(g.state().boss_damage, 6);
}

#[test]
fn rx_9_dice_awards_go_to_the_hero_with_the_fewest_ability_dice() {
    let mut g = plain(9);
    at_assign(&mut g);
    let s = g.state_mut();
    for (h, n) in s.heroes.iter_mut().zip([3, 2, 2, 3]) {
        h.ability_dice = n;
    }
    s.boss_damage = 25;
    g.apply(&Action::EndAssign).unwrap();
    run_until(&mut g, |s| s.step == Step::Award);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(
        legal,
        vec![Action::Award { hero: 1 }, Action::Award { hero: 2 }]
    );
    assert_eq!(
        g.apply(&Action::Award { hero: 0 }).unwrap_err().rule,
        "RX-9"
    );
    g.apply(&Action::Award { hero: 1 }).unwrap();
    let dice: Vec<u8> = g.state().heroes.iter().map(|h| h.ability_dice).collect();
    assert_eq!(
        dice,
        vec![3, 3, 3, 3],
        "the second die went to the one hero left with 2"
    );
}

#[test]
fn rx_9_shields_end_with_the_turn() {
    let mut g = plain(91);
    at_assign(&mut g);
    g.state_mut().heroes[0].shield = 5;
    g.apply(&Action::EndAssign).unwrap();
    run_until(&mut g, |s| s.active != Some(0));
    assert_eq!(g.state().heroes[0].shield, 0);
    assert_eq!(
        g.state().heroes[0].hp,
        8,
        "the shield took the packet first"
    );
}

#[test]
fn rx_9_a_phase_change_rebuilds_the_deck_and_redeals_hidden_cards() {
    let mut g = plain(92);
    at_assign(&mut g);
    g.state_mut().boss_damage = 60;
    g.apply(&Action::EndAssign).unwrap();
    run_until(&mut g, |s| s.phase == 1);
    let (r, s) = (g.rules(), g.state());
    let in_makeup = |c: u8| matches!(r.kind(c), Kind::Medium | Kind::Hard);
    assert!(s.deck.draw_pile().iter().all(|&c| in_makeup(c)));
    for h in &s.heroes[1..] {
        assert!(
            in_makeup(h.card.unwrap().card),
            "hidden cards were gathered and redealt"
        );
    }
}

#[test]
fn rx_10_round_end_drops_overshields_and_revives_losing_bonus_dice() {
    let mut g = plain(10);
    let s = g.state_mut();
    s.heroes[3].overshield = 2;
    s.heroes[2].ko = true;
    s.heroes[2].hp = 0;
    s.heroes[2].assist_ready = false;
    s.heroes[2].bonus_dice = 2;
    for h in &mut s.heroes {
        h.assist_ready = false;
    }
    run_until(&mut g, |s| s.round == 2);
    let h = &g.state().heroes;
    assert_eq!(h[3].overshield, 0);
    assert!(!h[2].ko);
    assert_eq!((h[2].hp, h[2].bonus_dice), (8, 0));
}

#[test]
fn rx_11_shields_before_overshields_then_hp() {
    let mut g = plain(11);
    let r = g.rules().clone();
    let s = g.state_mut();
    s.heroes[0].shield = 2;
    s.heroes[0].overshield = 3;
    s.damage_hero(&r, 0, 4);
    assert_eq!(
        (s.heroes[0].shield, s.heroes[0].overshield, s.heroes[0].hp),
        (0, 1, 8)
    );
    s.damage_hero(&r, 0, 3);
    assert_eq!((s.heroes[0].overshield, s.heroes[0].hp), (0, 6));
    s.heal(0, 9);
    assert_eq!(s.heroes[0].hp, 10, "healing stops at Max HP");
}

#[test]
fn rx_11_lock_holds_hp_and_steal_heals_the_stealer() {
    use altplay_raid_boss::data::Effect;
    let mut g = plain(111);
    let r = g.rules().clone();
    let s = g.state_mut();
    s.run(&r, &[Effect::LockHp { value: 5, to: None }], Ctx::hero(0));
    s.damage_hero(&r, 0, 3);
    s.heal(0, 3);
    s.run(&r, &[Effect::SetHp { value: 9, to: None }], Ctx::hero(0));
    assert_eq!(s.heroes[0].hp, 5, "a locked HP holds");
    s.heroes[1].hp = 4;
    s.run(
        &r,
        &[Effect::Steal {
            amount: 3,
            to: None,
        }],
        Ctx::hero(1),
    );
    assert_eq!((s.heroes[1].hp, s.boss_damage), (7, 3));
}

#[test]
fn rx_12_damage_aimed_at_a_ko_hero_is_lost() {
    let mut g = plain(12);
    let r = g.rules().clone();
    let s = g.state_mut();
    s.damage_hero(&r, 0, 9);
    assert!(s.heroes[0].ko);
    assert_eq!(s.ko_count, 1);
    s.damage_hero(&r, 0, 5);
    assert_eq!((s.heroes[0].hp, s.ko_count), (0, 1));
    assert!(matches!(
        s.log.events().last(),
        Some(Event::DamageLost { hero: 0, amount: 5 })
    ));
}

#[test]
fn rx_12_a_ko_loses_bonus_dice_and_raised_max_hp() {
    let mut g = plain(121);
    let r = g.rules().clone();
    let s = g.state_mut();
    s.heroes[0].max_hp = 12;
    s.heroes[0].bonus_dice = 2;
    s.damage_hero(&r, 0, 20);
    assert_eq!((s.heroes[0].max_hp, s.heroes[0].bonus_dice), (10, 0));
}

#[test]
fn rx_12_the_third_ko_loses_at_once() {
    let mut g = plain(122);
    let r = g.rules().clone();
    let s = g.state_mut();
    s.damage_hero(&r, 0, 20);
    s.damage_hero(&r, 1, 20);
    assert!(s.ending.is_none());
    s.damage_hero(&r, 2, 20);
    assert_eq!(s.ending, Some(Ending::Lost { rule: "RX-12" }));
    assert_eq!(g.to_move(), ToMove::Terminal);
    assert!(matches!(
        g.outcome(),
        Some(Outcome::Win { team: Team(1), .. })
    ));
}

#[test]
fn rx_13_revive_at_base_hp_with_max_hp_reset() {
    let mut g = plain(13);
    let r = g.rules().clone();
    assert!(matches!(g.state().step, Step::Window(_)));
    let s = g.state_mut();
    s.heroes[1].max_hp = 12;
    s.damage_hero(&r, 1, 30);
    s.heroes[1].max_hp = 12;
    assert_eq!(
        g.apply(&Action::Revive { by: 1, hero: 2 })
            .unwrap_err()
            .rule,
        "RX-13"
    );
    g.apply(&Action::Revive { by: 0, hero: 1 }).unwrap();
    let h = &g.state().heroes;
    assert!(!h[1].ko && !h[0].assist_ready);
    assert_eq!((h[1].hp, h[1].max_hp), (8, 10));
}

#[test]
fn rx_13_a_ko_hero_may_revive_only_itself() {
    let mut g = plain(131);
    let r = g.rules().clone();
    let s = g.state_mut();
    s.damage_hero(&r, 1, 30);
    s.damage_hero(&r, 2, 30);
    assert_eq!(
        g.apply(&Action::Revive { by: 1, hero: 2 })
            .unwrap_err()
            .rule,
        "RX-12"
    );
    g.apply(&Action::Revive { by: 1, hero: 1 }).unwrap();
}

#[test]
fn rx_14_every_hero_down_at_once_loses() {
    let mut g = plain(14);
    let r = g.rules().clone();
    let s = g.state_mut();
    for h in &mut s.heroes[1..] {
        h.ko = true;
        h.hp = 0;
    }
    s.damage_hero(&r, 0, 20);
    assert_eq!(s.ending, Some(Ending::Lost { rule: "RX-14" }));
}

#[test]
fn rx_15_the_last_stand_replaces_the_next_heros_card_and_the_others_are_removed() {
    let mut g = plain(15);
    at_assign(&mut g);
    g.state_mut().boss_damage = 120;
    g.apply(&Action::EndAssign).unwrap();
    run_until(&mut g, |s| s.active != Some(0));
    let (r, s) = (g.rules(), g.state());
    assert_eq!(r.kind(s.heroes[1].card.unwrap().card), Kind::LastStand);
    assert!(s.heroes[2].card.is_none() && s.heroes[3].card.is_none());
    run_until(&mut g, |_| false);
    assert_eq!(g.state().ending, Some(Ending::Won { kos: 0 }));
    assert_eq!(g.victory(), Some(altplay_raid_boss::Victory::Legendary));
}

#[test]
fn rx_15_after_the_last_turn_the_last_stand_goes_to_the_first_hero_next_round() {
    let mut g = plain(151);
    run_until(&mut g, |s| s.step == Step::Assign && s.active == Some(3));
    g.state_mut().boss_damage = 130;
    g.apply(&Action::EndAssign).unwrap();
    run_until(&mut g, |s| s.round == 2);
    let (r, s) = (g.rules(), g.state());
    assert_eq!(r.kind(s.heroes[0].card.unwrap().card), Kind::LastStand);
    assert!(s.heroes[1..].iter().all(|h| h.card.is_none()));
}

#[test]
fn rx_15_victory_levels_follow_the_ko_count() {
    let mut g = plain(152);
    at_assign(&mut g);
    let r = g.rules().clone();
    g.state_mut().damage_hero(&r, 3, 30);
    g.state_mut().boss_damage = 120;
    g.apply(&Action::EndAssign).unwrap();
    run_until(&mut g, |_| false);
    assert_eq!(g.victory(), Some(altplay_raid_boss::Victory::Heroic));
}

#[test]
fn rx_16_assists_are_offered_after_the_reveal_and_between_packets() {
    let mut g = custom(QUIET, "boss_turn = { damage = [1, 1, 1] }", PLAIN, 16);
    run_until(&mut g, |s| s.step == Step::Window(Window::Reveal));
    run_until(&mut g, |s| {
        s.step
            == Step::Window(Window::Packet {
                boss_turn: true,
                next: 1,
            })
    });
    g.apply(&Action::UseAssist { hero: 0 }).unwrap();
    assert_eq!(g.state().heroes[0].hp, 8, "healed 1 between the packets");
}

#[test]
fn rx_16_no_window_opens_when_no_assist_is_ready() {
    let mut g = plain(161);
    for h in &mut g.state_mut().heroes {
        h.assist_ready = false;
    }
    g.apply(&Action::Pass).unwrap();
    assert_eq!(
        g.state().step,
        Step::Assign,
        "straight to the roll of the first hero"
    );
}

#[test]
fn rx_16_boosters_and_shards_change_dice_being_assigned() {
    let mut g = plain(162);
    at_assign(&mut g);
    let v = g.state().dice[0].value;
    g.apply(&Action::UseBooster { die: 0 }).unwrap();
    assert_eq!(g.state().dice[0].value, v + 1);
    assert_eq!(
        g.apply(&Action::UseBooster { die: 1 }).unwrap_err().rule,
        "RX-2"
    );
    g.apply(&Action::UseShard { die: 1 }).unwrap();
    g.apply(&Action::UseShard { die: 1 }).unwrap();
    assert_eq!(
        g.apply(&Action::UseShard { die: 1 }).unwrap_err().rule,
        "RX-2"
    );
}

#[test]
fn rx_17_a_trigger_loop_hits_the_bound_and_ends_the_game_without_a_result() {
    let looping = "name = \"Echo\"\non = \"while\"\nwhen = { is = \"skill_at_least\", value = 0 }\neffects = [{ op = \"skill\", amount = 1 }]";
    let heroes: Vec<String> = (0..4)
        .map(|i| common::hero(&format!("H{i}"), looping))
        .collect();
    let boss = common::boss(PLAIN, PLAIN);
    let mut files: Vec<(String, &str)> = heroes
        .iter()
        .enumerate()
        .map(|(i, t)| (format!("heroes/h{i}.toml"), t.as_str()))
        .collect();
    files.push(("bosses/d.toml".into(), &boss));
    let lib = altplay_raid_boss::Library::from_texts(files.iter().map(|(f, t)| (f.as_str(), *t)))
        .unwrap();
    let config = altplay_raid_boss::Config {
        heroes: (0..4).map(|i| format!("H{i}")).collect(),
        boss: "Dummy".into(),
        physical: Vec::new(),
    };
    let rules = std::sync::Arc::new(config.rules(&lib).unwrap());
    let mut g = altplay_raid_boss::RaidBoss::new(rules, 17, true);
    while g.to_move() != ToMove::Terminal {
        let a = match g.state().step {
            Step::Assign => Action::EndAssign,
            _ => Action::Pass,
        };
        g.apply(&a)
            .expect("a legal action is taken, even the one that breaks the bound");
    }
    assert!(
        matches!(g.state().ending, Some(Ending::Stopped { source: Some(_) })),
        "{:?}",
        g.state().ending
    );
    assert_eq!(g.outcome(), Some(altplay_core::Outcome::Draw));
    assert!(matches!(
        g.state().log.events().last(),
        Some(Event::Stopped { .. })
    ));
}
