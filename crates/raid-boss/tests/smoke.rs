mod common;

use altplay_core::{Game, Policy, RandomPolicy};
use altplay_raid_boss::{RaidBoss, policy::{Heuristic, play_out}};

#[test]
fn smoke() {
    let teams = [
        ["Bulwark", "Emberlance", "Mendra", "Tessel"],
        ["Emberlance", "Gambit", "Mendra", "Vantage"],
        ["Tessel", "Vantage", "Bulwark", "Gambit"],
    ];
    for boss in ["Cinderwyrm", "Hollow Regent"] {
        for team in teams {
            let r = common::rules(team, boss);
            let (mut wins, mut rounds, mut kos) = (0, 0u64, 0u64);
            let n = 2000;
            for seed in 0..n {
                let mut g = RaidBoss::new(r.clone(), seed, false).unwrap();
                play_out(&mut g, &mut Heuristic::new()).unwrap();
                if g.victory().is_some() { wins += 1; }
                rounds += g.state().round as u64;
                kos += g.state().ko_count as u64;
            }
            eprintln!("{boss} {team:?}: heuristic {wins}/{n} rounds {:.2} kos {:.2}", rounds as f64 / n as f64, kos as f64 / n as f64);
        }
        let r = common::rules(common::TEAM, boss);
        let mut wins = 0;
        for seed in 0..300 {
            let mut g = RaidBoss::new(r.clone(), seed, false).unwrap();
            let mut p = RandomPolicy::<RaidBoss>::new(seed);
            while g.outcome().is_none() && !g.state().is_over() {
                let a = p.choose(&g);
                g.apply(&a).unwrap();
            }
            if g.victory().is_some() { wins += 1; }
        }
        eprintln!("{boss}: random {wins}/300");
    }
}
