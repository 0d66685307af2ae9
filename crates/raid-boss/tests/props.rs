//! Properties: legal actions are exactly the accepted ones; a replay reproduces the game.

mod common;

use altplay_core::{Game, Policy, RandomPolicy, Replay};
use altplay_raid_boss::{Action, Config, FORMAT, RaidBoss};
use proptest::prelude::*;

/// Every action that could be named in any state.
fn action_space() -> Vec<Action> {
    let mut v = vec![Action::Pass, Action::EndAssign];
    for i in 0..4 {
        v.push(Action::UseAssist { hero: i });
        v.push(Action::Award { hero: i });
        v.push(Action::Choose { option: i });
        for j in 0..4 {
            v.push(Action::Revive { by: i, hero: j });
        }
    }
    for die in 0..13 {
        v.push(Action::UseBooster { die });
        v.push(Action::UseShard { die });
        for ability in 0..4 {
            v.push(Action::Assign { die, ability });
        }
    }
    v.extend((0..8).map(|value| Action::Die { value }));
    v
}

const TEAMS: [[&str; 4]; 2] = [common::TEAM, ["Gambit", "Vantage", "Emberlance", "Mendra"]];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn legal_actions_are_exactly_the_accepted_ones(seed in any::<u64>(), team in 0usize..2, boss in 0usize..2, physical in any::<[bool; 4]>()) {
        let r = common::rules_with(TEAMS[team], ["Cinderwyrm", "Hollow Regent"][boss], physical.to_vec());
        let mut g = RaidBoss::new(r, seed, false);
        let mut p = RandomPolicy::<RaidBoss>::new(seed ^ 1);
        let space = action_space();
        let mut legal = Vec::new();
        for _ in 0..400 {
            if g.outcome().is_some() { break; }
            g.legal_actions(&mut legal);
            prop_assert!(!legal.is_empty());
            for a in &space {
                let accepted = g.clone().apply(a).is_ok();
                prop_assert_eq!(accepted, legal.contains(a), "{:?} in {:?}", a, g.state().step);
            }
            let a = p.choose(&g);
            g.apply(&a).unwrap();
        }
    }

    #[test]
    fn a_replay_reproduces_the_game(seed in any::<u64>(), team in 0usize..2, physical in any::<[bool; 4]>()) {
        let config = Config { heroes: TEAMS[team].iter().map(|s| s.to_string()).collect(), boss: "Hollow Regent".into(), physical: physical.to_vec() };
        let rules = std::sync::Arc::new(config.rules(altplay_raid_boss::builtin::library()).unwrap());
        let mut g = RaidBoss::new(rules.clone(), seed, true);
        let mut replay = Replay::new(FORMAT, &config, seed);
        let mut p = RandomPolicy::<RaidBoss>::new(seed);
        while g.outcome().is_none() {
            let a = p.choose(&g);
            replay.push(&a);
            g.apply(&a).unwrap();
        }
        replay.outcome = g.outcome();
        let again = replay.play_on(RaidBoss::new(rules, seed, true)).unwrap();
        prop_assert_eq!(again.events(), g.events());
    }
}
