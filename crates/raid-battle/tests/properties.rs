//! Property tests: `legal_actions` lists exactly what `apply` accepts, and config + seed +
//! actions replay a game exactly.

mod common;

use altplay_core::{Game, GameRng, Replay};
use altplay_raid_battle::{Action, FORMAT, MAX_REPORTED_DAMAGE, Options, RaidBattle, RaidConfig};
use proptest::prelude::*;

/// Every action shape with small values, listed or not, to probe `apply` with.
fn probes() -> Vec<Action> {
    let mut all = vec![Action::Cheer, Action::Retreat, Action::Stay, Action::Pass];
    for seat in 0..5 {
        for slot in 0..3 {
            all.push(Action::CheerTarget { seat, slot });
        }
    }
    for attack in 0..4 {
        all.push(Action::Attack { attack });
        for heads in 0..5 {
            all.push(Action::Flips { attack, heads });
        }
    }
    for damage in [0, 5, 60, 125, MAX_REPORTED_DAMAGE, MAX_REPORTED_DAMAGE + 10] {
        for gx in [false, true] {
            all.push(Action::Report { damage, gx });
        }
    }
    all
}

fn config(physical: [bool; 4], weakness: bool, boss_damage: u16) -> RaidConfig {
    common::config(
        common::varied_team(),
        common::boss(1500, [boss_damage, boss_damage + 40, boss_damage + 90]),
        Options {
            physical,
            weakness,
            ..Options::default()
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn legal_actions_are_exactly_the_accepted_ones(
        seed in any::<u64>(),
        physical in any::<[bool; 4]>(),
        weakness in any::<bool>(),
        boss_damage in 20u16..120,
    ) {
        let mut g = RaidBattle::new(config(physical, weakness, boss_damage), seed).unwrap();
        let mut rng = GameRng::from_seed(seed ^ 0xA5A5);
        let mut legal = vec![];
        let probes = probes();
        let mut steps = 0;
        while g.outcome().is_none() {
            g.legal_actions(&mut legal);
            prop_assert!(!legal.is_empty(), "a seat to move always has an action");
            for probe in &probes {
                let mut copy = g.clone();
                let accepted = copy.apply(probe).is_ok();
                prop_assert_eq!(accepted, legal.contains(probe), "{:?} in {:?}", probe, g.phase());
            }
            // Listed actions beyond the probes (large reports) are accepted too.
            for action in legal.iter().filter(|a| !probes.contains(a)).step_by(7) {
                prop_assert!(g.clone().apply(action).is_ok(), "{:?} listed but refused", action);
            }
            let pick = legal[rng.below(legal.len() as u32) as usize];
            g.apply(&pick).unwrap();
            steps += 1;
            prop_assert!(steps < 5000, "the game did not end");
        }
        g.legal_actions(&mut legal);
        prop_assert!(legal.is_empty());
    }

    #[test]
    fn config_seed_and_actions_replay_the_game_exactly(
        seed in any::<u64>(),
        physical in any::<[bool; 4]>(),
        boss_damage in 20u16..120,
    ) {
        let cfg = config(physical, true, boss_damage);
        let mut g = RaidBattle::new(cfg.clone(), seed).unwrap();
        let mut replay = Replay::new(FORMAT, &cfg, seed);
        let mut rng = GameRng::from_seed(seed.rotate_left(17));
        let mut legal = vec![];
        while g.outcome().is_none() {
            g.legal_actions(&mut legal);
            let pick = legal[rng.below(legal.len() as u32) as usize];
            g.apply(&pick).unwrap();
            replay.push(&pick);
        }
        replay.outcome = g.outcome();
        let text = serde_json::to_string(&replay).unwrap();
        let back: Replay = serde_json::from_str(&text).unwrap();
        let again = back
            .play_on(RaidBattle::new(back.config().unwrap(), back.seed).unwrap())
            .unwrap();
        prop_assert_eq!(again.events(), g.events());
    }
}
