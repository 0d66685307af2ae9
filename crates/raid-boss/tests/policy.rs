//! The heuristic team: tokens when they change the result, sensible revives, better than random.

mod common;

use altplay_ai::{Budget, Mcts, SearchConfig};
use altplay_core::{Game, Policy, RandomPolicy};
use altplay_raid_boss::policy::{Heuristic, play_out};
use altplay_raid_boss::{Action, RaidBoss, Step, Window};
use common::{QUIET, QUIET_CARD, custom, run_until};

fn at_assign_with(g: &mut RaidBoss, dice: &[u8]) {
    run_until(g, |s| s.step == Step::Assign);
    for (d, &v) in g.state_mut().dice.iter_mut().zip(dice) {
        d.value = v;
    }
}

#[test]
fn the_booster_is_spent_when_plus_one_reaches_a_dearer_ability() {
    // 5 and 5 pay Hit twice (3 + 3); a Booster makes a 6 for Smash (6 + 3).
    let mut g = custom(QUIET, QUIET_CARD, QUIET_CARD, 1);
    at_assign_with(&mut g, &[5, 5]);
    let a = Heuristic::new().choose(&g);
    assert!(matches!(a, Action::UseBooster { .. }), "{a:?}");
}

#[test]
fn no_token_is_spent_when_it_changes_nothing() {
    // 6 and 6 already pay Smash twice.
    let mut g = custom(QUIET, QUIET_CARD, QUIET_CARD, 2);
    at_assign_with(&mut g, &[6, 6]);
    assert!(matches!(Heuristic::new().choose(&g), Action::Assign { .. }));
}

#[test]
fn a_shard_rerolls_a_die_the_plan_cannot_use() {
    // Emberlance's abilities cost 2, 4 and 6: the 1 pays nothing, a re-roll usually does.
    let mut g = RaidBoss::new(
        common::rules(["Emberlance", "Bulwark", "Mendra", "Tessel"], "Cinderwyrm"),
        3,
        false,
    );
    at_assign_with(&mut g, &[1, 6]);
    g.state_mut().heroes[0].booster = false;
    assert_eq!(Heuristic::new().choose(&g), Action::UseShard { die: 0 });
}

#[test]
fn the_plan_pays_the_most_valuable_abilities() {
    let mut g = custom(QUIET, QUIET_CARD, QUIET_CARD, 4);
    g.state_mut().heroes[0].booster = false;
    at_assign_with(&mut g, &[4, 2]);
    // 4+2 pay Smash (6 damage), better than Hit + Jab (4).
    let mut p = Heuristic::new();
    while g.state().step == Step::Assign {
        let a = p.choose(&g);
        g.apply(&a).unwrap();
    }
    assert_eq!(g.state().boss_damage, 6);
}

#[test]
fn a_ko_hero_about_to_act_is_revived_when_it_survives_its_card() {
    let mut g = custom(QUIET, QUIET_CARD, QUIET_CARD, 5);
    let r = g.rules().clone();
    g.state_mut().damage_hero(&r, 0, 20);
    run_until(&mut g, |s| s.step == Step::Window(Window::Reveal));
    assert_eq!(
        Heuristic::new().choose(&g),
        Action::Revive { by: 0, hero: 0 }
    );
}

#[test]
fn the_heuristic_beats_random_play() {
    let r = common::rules(common::TEAM, "Hollow Regent");
    let (mut heuristic, mut random) = (0, 0);
    for seed in 0..200 {
        let mut g = RaidBoss::new(r.clone(), seed, false);
        play_out(&mut g, &mut Heuristic::new()).unwrap();
        heuristic += u32::from(g.victory().is_some());
        let mut g = RaidBoss::new(r.clone(), seed, false);
        play_out(&mut g, &mut RandomPolicy::<RaidBoss>::new(seed)).unwrap();
        random += u32::from(g.victory().is_some());
    }
    assert!(
        heuristic > random + 60,
        "heuristic {heuristic} vs random {random} of 200"
    );
}

#[test]
fn the_heuristic_and_mcts_report_some_face_for_real_dice() {
    let r = common::rules_with(common::TEAM, "Hollow Regent", vec![true; 4]);
    let mut g = RaidBoss::new(r.clone(), 6, false);
    play_out(&mut g, &mut Heuristic::new()).unwrap();
    assert!(g.outcome().is_some());
    let mut g = RaidBoss::new(r, 6, false);
    run_until(&mut g, |s| s.step == Step::ReportDice);
    let config = SearchConfig {
        budget: Budget::Iterations(50),
        ..SearchConfig::default()
    };
    let a = Mcts::with_rollout(config, 1, Heuristic::new()).choose(&g);
    assert!(matches!(a, Action::Die { value: 1..=6 }), "{a:?}");
}

/// Every team of four built-in heroes against every built-in boss, played at random: the game
/// is over exactly when it has an outcome, after every action (a game that ends while its
/// dice fire must not go on to the assignment of those dice).
#[test]
fn a_game_is_over_exactly_when_it_has_an_outcome() {
    use altplay_core::{Policy, RandomPolicy, ToMove};
    let lib = altplay_raid_boss::builtin::library();
    let names: Vec<&str> = lib.heroes.iter().map(|h| h.name.as_str()).collect();
    for boss in &lib.bosses {
        for (t, team) in names.windows(4).enumerate() {
            let team: [&str; 4] = team.try_into().unwrap();
            for seed in 0..60 {
                let mut game = RaidBoss::new(common::rules(team, &boss.name), seed, false);
                let mut player = RandomPolicy::new(seed * 7 + t as u64);
                loop {
                    let over = matches!(game.to_move(), ToMove::Terminal);
                    assert_eq!(
                        over,
                        game.outcome().is_some(),
                        "{team:?} against {} seed {seed}: {:?}",
                        boss.name,
                        game.state().step
                    );
                    if over {
                        break;
                    }
                    let action = player.choose(&game);
                    game.apply(&action).unwrap();
                }
            }
        }
    }
}
