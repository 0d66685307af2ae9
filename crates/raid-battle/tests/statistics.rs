//! The simulated number of boss attacks per turn against its exact value.
//!
//! When no Knock Out can happen (the boss does no damage) every card drawn is an attack and no
//! Cheer is ever drawn, so a boss turn depends only on how many "draw one more" cards (13 of 20)
//! are left in the draw pile. The exact expectation of attacks per turn over the first K turns of
//! a game follows from a Markov chain over (more-cards left, other cards left).

mod common;

use std::collections::HashMap;

use altplay_core::{Game, Policy};
use altplay_raid_battle::{GreedyPolicy, Options, RaidBattle};

const MORE: u32 = 13;
const OTHER: u32 = 7;
const ROUNDS: u16 = 10;
const GAMES: u64 = 4000;

/// Distribution over (more, other) left at the start of a turn → after the turn, with the
/// expected attacks of that turn.
fn turn(dist: &HashMap<(u32, u32), f64>, cap: u32) -> (HashMap<(u32, u32), f64>, f64) {
    let mut next = HashMap::new();
    let mut expected = 0.0;
    // (state, probability, attacks so far) still drawing.
    let mut drawing: Vec<((u32, u32), f64, u32)> = dist.iter().map(|(&s, &p)| (s, p, 0)).collect();
    while let Some(((mut m, mut n), p, attacks)) = drawing.pop() {
        if m + n == 0 {
            (m, n) = (MORE, OTHER); // the whole deck was discarded: reshuffled
        }
        let total = f64::from(m + n);
        if m > 0 {
            let q = p * f64::from(m) / total;
            if attacks + 1 < cap {
                drawing.push(((m - 1, n), q, attacks + 1));
            } else {
                expected += q * f64::from(attacks + 1);
                *next.entry((m - 1, n)).or_insert(0.0) += q;
            }
        }
        if n > 0 {
            let q = p * f64::from(n) / total;
            expected += q * f64::from(attacks + 1);
            *next.entry((m, n - 1)).or_insert(0.0) += q;
        }
    }
    (next, expected)
}

fn exact_mean_attacks_per_turn(cap: u32, turns: u16) -> f64 {
    let mut dist = HashMap::from([((MORE, OTHER), 1.0)]);
    let mut total = 0.0;
    for _ in 0..turns {
        let (next, e) = turn(&dist, cap);
        total += e;
        dist = next;
    }
    total / f64::from(turns)
}

/// Per game: attacks in the first `ROUNDS` boss turns.
fn simulate(level: u8) -> Vec<f64> {
    let options = Options {
        level: Some(level),
        record_events: false,
        ..Options::default()
    };
    // The varied team without its self-damage, so nothing can be Knocked Out.
    let mut team = common::varied_team();
    for card in team.pairs.iter_mut().flatten() {
        for attack in &mut card.attacks {
            if attack.text.contains("to itself") {
                attack.text.clear();
            }
        }
    }
    let config = common::config(team, common::boss(10_000_000, [0, 0, 0]), options);
    (0..GAMES)
        .map(|seed| {
            let mut g = RaidBattle::new(config.clone(), seed).unwrap();
            while g.round() <= ROUNDS {
                let a = GreedyPolicy.choose(&g);
                g.apply(&a).unwrap();
            }
            let (turns, attacks) = g.boss_turn_stats();
            assert_eq!(turns, u32::from(ROUNDS));
            assert_eq!(g.knockouts(), 0, "self-damage never knocks out here");
            f64::from(attacks)
        })
        .collect()
}

fn check(level: u8) {
    let exact = exact_mean_attacks_per_turn(u32::from(level) + 1, ROUNDS);
    let per_game = simulate(level);
    let n = per_game.len() as f64;
    let mean = per_game.iter().sum::<f64>() / n;
    let var = per_game.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    // Five standard errors of the mean of per-game totals, per turn.
    let tolerance = 5.0 * (var / n).sqrt() / f64::from(ROUNDS);
    let simulated = mean / f64::from(ROUNDS);
    assert!(
        (simulated - exact).abs() < tolerance,
        "level {level}: simulated {simulated:.4}, exact {exact:.4}, tolerance {tolerance:.4}"
    );
}

#[test]
fn first_turn_exact_values() {
    // First turn from a full deck: 1 + P(more) + P(more, more) + …
    let l1 = exact_mean_attacks_per_turn(2, 1);
    let l2 = exact_mean_attacks_per_turn(3, 1);
    let l3 = exact_mean_attacks_per_turn(4, 1);
    assert!((l1 - 1.65).abs() < 1e-12, "{l1}");
    assert!(
        (l2 - (1.65 + 13.0 / 20.0 * 12.0 / 19.0)).abs() < 1e-12,
        "{l2}"
    );
    assert!(
        (l3 - (l2 + 13.0 * 12.0 * 11.0 / (20.0 * 19.0 * 18.0))).abs() < 1e-12,
        "{l3}"
    );
}

#[test]
fn level_1_boss_attacks_per_turn_match_the_exact_value() {
    check(1);
}

#[test]
fn level_2_boss_attacks_per_turn_match_the_exact_value() {
    check(2);
}

#[test]
fn level_3_boss_attacks_per_turn_match_the_exact_value() {
    check(3);
}
