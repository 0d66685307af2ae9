//! Heroes who roll real dice at the table (`Config::physical`): their Ability Rolls and Shard
//! re-rolls are reported face by face, and the game goes on as if the app had rolled those faces.

mod common;

use altplay_core::Game;
use altplay_raid_boss::{Action, Config, Event, RaidBoss, Step, builtin, words};
use common::{TEAM, rules_with, run_until};

fn real(seed: u64) -> RaidBoss {
    let g = RaidBoss::new(rules_with(TEAM, "Cinderwyrm", vec![true; 4]), seed, true);
    assert_ne!(
        g.state().step,
        Step::ReportDice,
        "no roll before the first turn"
    );
    g
}

fn app(seed: u64) -> RaidBoss {
    RaidBoss::new(common::rules(TEAM, "Cinderwyrm"), seed, true)
}

fn legal(g: &RaidBoss) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

fn faces() -> Vec<Action> {
    (1..=6).map(|value| Action::Die { value }).collect()
}

fn rolled(g: &RaidBoss) -> Vec<u8> {
    let last = g.events().iter().rev().find_map(|e| match e {
        Event::Rolled { dice, .. } => Some(dice.to_vec()),
        _ => None,
    });
    last.expect("a roll was recorded")
}

/// The app-rolled game at its first Assign, and the real-dice game with those faces reported.
fn twins(seed: u64) -> (RaidBoss, RaidBoss) {
    let mut a = app(seed);
    run_until(&mut a, |s| s.step == Step::Assign);
    let mut p = real(seed);
    run_until(&mut p, |s| s.step == Step::ReportDice);
    assert_eq!(p.state().active, a.state().active);
    for d in a.state().dice.clone() {
        p.apply(&Action::Die { value: d.value }).unwrap();
    }
    (a, p)
}

/// Everything but the generator, which drew the app's dice, is the same.
fn same_but_the_draws(a: &RaidBoss, p: &RaidBoss) {
    let mut p = p.clone();
    p.state_mut().rng = a.state().rng.clone();
    assert_eq!(p.state(), a.state());
}

#[test]
fn rx_7_a_real_roll_waits_for_each_face_and_the_faces_are_the_dice() {
    let mut g = real(71);
    for h in &mut g.state_mut().heroes {
        h.bonus_dice = 1;
    }
    run_until(&mut g, |s| s.step == Step::ReportDice);
    let draws = g.state().rng.clone();
    let reported = [5, 2, 6];
    let labels = [
        "Die 1 of 3 shows 5",
        "Die 2 of 3 shows 2",
        "Die 3 of 3 (Bonus Die) shows 6",
    ];
    for (i, &value) in reported.iter().enumerate() {
        assert_eq!(g.state().step, Step::ReportDice);
        assert_eq!(legal(&g), faces());
        let view = g.view(None);
        assert_eq!(
            (view.reported.as_slice(), view.to_report),
            (&reported[..i], 3 - i as u8)
        );
        assert_eq!(words::action(&g, &Action::Die { value }), labels[i]);
        g.apply(&Action::Die { value }).unwrap();
    }
    let s = g.state();
    assert_eq!(s.step, Step::Assign);
    let dice: Vec<(u8, bool)> = s.dice.iter().map(|d| (d.value, d.bonus)).collect();
    assert_eq!(dice, vec![(5, false), (2, false), (6, true)]);
    assert_eq!(rolled(&g), reported);
    assert_eq!(s.rng, draws, "no face was drawn");
    let view = g.view(None);
    assert!(view.reported.is_empty() && view.to_report == 0);
}

#[test]
fn rx_7_reported_faces_play_on_as_the_same_faces_rolled_by_the_app() {
    for seed in 0..12 {
        let (a, p) = twins(seed);
        assert_eq!(rolled(&p), rolled(&a));
        same_but_the_draws(&a, &p);
    }
}

#[test]
fn rx_7_a_hero_with_no_dice_to_roll_does_not_wait() {
    let mut g = real(73);
    for h in &mut g.state_mut().heroes {
        h.ability_dice = 0;
    }
    run_until(&mut g, |s| s.round == 2 || s.step == Step::ReportDice);
    assert_eq!(g.state().round, 2, "{:?}", g.state().step);
    let rolls: Vec<&Event> = (g.events().iter())
        .filter(|e| matches!(e, Event::Rolled { .. }))
        .collect();
    assert!(!rolls.is_empty());
    assert!(
        rolls
            .iter()
            .all(|e| matches!(e, Event::Rolled { dice, .. } if dice.is_empty()))
    );
}

#[test]
fn rx_16_a_shard_re_roll_of_real_dice_waits_for_one_face() {
    let (mut a, mut p) = twins(74);
    a.apply(&Action::UseShard { die: 0 }).unwrap();
    let face = a.state().dice[0].value;
    let draws = p.state().rng.clone();
    p.apply(&Action::UseShard { die: 0 }).unwrap();
    assert_eq!(p.state().step, Step::ReportReroll { die: 0 });
    assert_eq!(legal(&p), faces());
    let view = p.view(None);
    assert!(view.reported.is_empty() && view.to_report == 1);
    assert_eq!(
        words::action(&p, &Action::Die { value: face }),
        format!("Re-rolled die #1 shows {face}")
    );
    assert_eq!(
        p.apply(&Action::Assign { die: 1, ability: 0 })
            .unwrap_err()
            .rule,
        "RX-8"
    );
    p.apply(&Action::Die { value: face }).unwrap();
    assert_eq!(p.state().rng, draws, "no face was drawn");
    same_but_the_draws(&a, &p);
}

#[test]
fn rx_7_a_face_outside_1_to_6_or_with_no_die_awaited_is_refused_and_changes_nothing() {
    let mut g = real(75);
    run_until(&mut g, |s| s.step == Step::ReportDice);
    g.apply(&Action::Die { value: 3 }).unwrap();
    for a in [
        Action::Die { value: 0 },
        Action::Die { value: 7 },
        Action::Pass,
        Action::EndAssign,
    ] {
        let before = g.clone();
        assert!(g.apply(&a).is_err(), "{a:?}");
        assert_eq!(g, before, "{a:?}");
    }
    assert_eq!(g.check(&Action::Die { value: 0 }).unwrap_err().rule, "RX-7");
    assert_eq!(g.check(&Action::Die { value: 7 }).unwrap_err().rule, "RX-7");
    let mut g = app(75);
    run_until(&mut g, |s| s.step == Step::Assign);
    let before = g.clone();
    assert_eq!(g.apply(&Action::Die { value: 3 }).unwrap_err().rule, "RX-7");
    assert_eq!(g, before);
}

fn config(physical: Vec<bool>) -> Config {
    Config {
        heroes: TEAM.map(String::from).to_vec(),
        boss: "Cinderwyrm".into(),
        physical,
    }
}

#[test]
fn rx_1_physical_gives_one_flag_per_hero_or_none() {
    for n in [1, 3, 5] {
        let err = config(vec![true; n]).rules(builtin::library()).unwrap_err();
        assert_eq!(err.rule, "RX-1");
        assert!(err.message.contains("`physical`"), "{err}");
    }
    let r = config(vec![false, true, false, true])
        .rules(builtin::library())
        .unwrap();
    let real: Vec<bool> = (0..4).map(|id| r.rolls_real_dice(id)).collect();
    assert_eq!(real, [false, true, false, true]);
    let r = config(Vec::new()).rules(builtin::library()).unwrap();
    assert!((0..4).all(|id| !r.rolls_real_dice(id)));
}

#[test]
fn a_config_without_physical_reads_and_writes_without_it() {
    let text = r#"{"heroes":["Bulwark","Emberlance","Mendra","Tessel"],"boss":"Cinderwyrm"}"#;
    let c: Config = serde_json::from_str(text).unwrap();
    assert_eq!(c, config(Vec::new()));
    assert_eq!(serde_json::to_string(&c).unwrap(), text);
    let with = config(vec![true, false, false, false]);
    let text = serde_json::to_string(&with).unwrap();
    assert!(
        text.ends_with(r#""physical":[true,false,false,false]}"#),
        "{text}"
    );
    assert_eq!(serde_json::from_str::<Config>(&text).unwrap(), with);
    let die = serde_json::to_string(&Action::Die { value: 5 }).unwrap();
    assert_eq!(die, r#"{"do":"die","value":5}"#);
}

/// A die that shows 3 sets every die to 3, which shows 3 again: the trigger chain breaks the
/// RX-17 bound while the roll's Passives fire. The game is then over — it does not go on to
/// the assignment of that roll.
#[test]
fn rx_17_a_bound_broken_while_a_roll_fires_its_passives_ends_the_game() {
    let looping = "name = \"Threes\"\non = \"die_shows\"\nvalue = 3\neffects = [{ op = \"die\", change = \"set\", amount = 3, which = \"all\" }]";
    let quiet = common::QUIET_CARD;
    let mut g = common::custom_with(looping, quiet, quiet, vec![true; 4], 5);
    run_until(&mut g, |s| s.step == Step::ReportDice);
    g.apply(&Action::Die { value: 3 }).unwrap();
    while g.state().step == Step::ReportDice {
        g.apply(&Action::Die { value: 1 }).unwrap();
    }
    assert!(
        matches!(
            g.state().ending,
            Some(altplay_raid_boss::Ending::Stopped { .. })
        ),
        "{:?}",
        g.state().ending
    );
    assert_eq!(g.state().step, Step::Over);
    assert_eq!(g.to_move(), altplay_core::ToMove::Terminal);
    assert!(legal(&g).is_empty());
}
