//! RB-26 and RB-27: decisions as actions (with assistant mode) and the event log.

use altplay_core::Game;

use super::fixture::*;
use crate::{Action, Event, MAX_REPORTED_DAMAGE};

fn physical_game() -> crate::RaidBattle {
    let mut t = team();
    t.pairs[0][0].attacks = vec![
        attack(
            "Lucky",
            "20",
            "Flip a coin. If heads, this attack does 30 more damage.",
        ),
        attack("Hit", "100", ""),
    ];
    let mut c = config(t);
    c.options.physical[0] = true;
    game(c)
}

#[test]
fn rb_26_a_physical_seat_reports_its_damage_and_the_engine_applies_cheers() {
    let mut g = physical_game();
    g.double_damage = Some(crate::PokemonRef { seat: 0, slot: 0 });
    play(&mut g, Action::Stay);
    let mut listed = vec![];
    g.legal_actions(&mut listed);
    assert!(listed.contains(&Action::Report {
        damage: MAX_REPORTED_DAMAGE,
        gx: true
    }));
    assert_eq!(
        rule_of(
            &mut g,
            Action::Report {
                damage: 125,
                gx: false
            }
        ),
        "RB-26"
    );
    assert_eq!(
        rule_of(
            &mut g,
            Action::Report {
                damage: 1000,
                gx: false
            }
        ),
        "RB-26"
    );
    play(
        &mut g,
        Action::Report {
            damage: 120,
            gx: true,
        },
    );
    assert_eq!(g.boss_damage, 240, "Cheer 1 doubled the reported 120");
    assert!(g.pairs[0].gx_used);
    play(&mut g, Action::Stay);
    assert_eq!(
        rule_of(
            &mut g,
            Action::Report {
                damage: 120,
                gx: false
            }
        ),
        "RB-26",
        "seat 2 plays in the app"
    );
    everyone_attacks(&mut g);
    play(&mut g, Action::Stay);
    assert_eq!(
        rule_of(
            &mut g,
            Action::Report {
                damage: 10,
                gx: true
            }
        ),
        "RB-10"
    );
}

#[test]
fn rb_26_a_physical_seat_reports_coin_flips_for_a_known_attack() {
    let mut g = physical_game();
    play(&mut g, Action::Stay);
    let mut listed = vec![];
    g.legal_actions(&mut listed);
    assert!(listed.contains(&Action::Flips {
        attack: 0,
        heads: 0
    }));
    assert!(listed.contains(&Action::Flips {
        attack: 0,
        heads: 1
    }));
    assert!(
        !listed.contains(&Action::Attack { attack: 0 }),
        "the table flips, not the app"
    );
    assert!(
        listed.contains(&Action::Attack { attack: 1 }),
        "no coins: the attack is just chosen"
    );
    assert_eq!(rule_of(&mut g, Action::Attack { attack: 0 }), "RB-26");
    assert_eq!(
        rule_of(
            &mut g,
            Action::Flips {
                attack: 0,
                heads: 2
            }
        ),
        "RB-26"
    );
    assert_eq!(
        rule_of(
            &mut g,
            Action::Flips {
                attack: 1,
                heads: 0
            }
        ),
        "RB-26"
    );
    play(
        &mut g,
        Action::Flips {
            attack: 0,
            heads: 1,
        },
    );
    assert_eq!(g.boss_damage, 50);
}

#[test]
fn rb_26_app_seats_flip_with_the_games_own_seeded_source() {
    let mut t = team();
    t.pairs[0][0].attacks = vec![attack(
        "Multi",
        "20×",
        "Flip 4 coins. This attack does 20 damage for each heads.",
    )];
    let totals: Vec<u32> = (0..40)
        .map(|seed| {
            let mut g = crate::RaidBattle::new(config(t.clone()), seed).unwrap();
            play(&mut g, Action::Stay);
            play(&mut g, Action::Attack { attack: 0 });
            assert_eq!(g.boss_damage % 20, 0);
            assert!(g.boss_damage <= 80);
            g.boss_damage
        })
        .collect();
    let again: Vec<u32> = (0..40)
        .map(|seed| {
            let mut g = crate::RaidBattle::new(config(t.clone()), seed).unwrap();
            play(&mut g, Action::Stay);
            play(&mut g, Action::Attack { attack: 0 });
            g.boss_damage
        })
        .collect();
    assert_eq!(totals, again, "same seed, same flips");
    assert!(
        totals.iter().any(|&d| d != totals[0]),
        "the coins are not constant"
    );
}

#[test]
fn rb_26_a_refused_action_changes_nothing() {
    let mut g = game(config(team()));
    let before = format!("{:?}", g);
    assert!(g.apply(&Action::Cheer).is_err());
    assert!(
        g.apply(&Action::Report {
            damage: 10,
            gx: false
        })
        .is_err()
    );
    assert_eq!(before, format!("{:?}", g));
}

#[test]
fn rb_27_every_change_is_an_event_in_order() {
    let mut g = game(config(team()));
    while g.outcome().is_none() {
        let a = g.greedy_action();
        play(&mut g, a);
    }
    let events = g.events();
    assert!(matches!(
        events[0],
        Event::LevelChosen {
            power: 400,
            level: 2,
            forced: false,
            boss_hp: 1000
        }
    ));
    assert!(matches!(events[1], Event::RoundStarted { round: 1 }));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    let attacks = count(events, |e| matches!(e, Event::Attacked { .. }));
    let hits = count(events, |e| matches!(e, Event::BossDamaged { .. }));
    assert_eq!(attacks, hits);
    assert_eq!(attacks, 10, "1000 HP at 100 a hit");
    let drawn = count(events, |e| matches!(e, Event::BossCardDrawn { .. }));
    let void = count(events, |e| matches!(e, Event::BossCardVoid { .. }));
    assert_eq!(drawn - void, g.boss_turn_stats().1 as usize);
}

#[test]
fn rb_27_events_can_be_switched_off() {
    let mut g = game(options(|o| o.record_events = false));
    while g.outcome().is_none() {
        let a = g.greedy_action();
        play(&mut g, a);
    }
    assert!(g.events().is_empty());
}

fn count(events: &[Event], pick: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pick(e)).count()
}
