//! `altplay play/simulate/bench/replay raid-battle`, run as a user runs them.

mod common;

use std::fs;
use std::path::Path;

use common::{arg, failed, fails, ok, run_with};
use serde_json::Value;

const BENCH: [&str; 4] = ["--team", "bench", "--boss", "bench"];

/// Plays a whole game with AI at every seat and saves it to `path`; returns what was printed.
fn auto_game(path: &Path) -> String {
    let mut args = vec![
        "play",
        "raid-battle",
        "--auto",
        "--seed",
        "3",
        "--save",
        arg(path),
    ];
    args.extend(BENCH);
    ok(&args)
}

fn replay(path: &Path) -> common::Run {
    run_with(&["replay", arg(path)], "", None)
}

#[test]
fn an_auto_game_is_saved_and_replays_as_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let shown = auto_game(&path);
    assert!(shown.contains("Team power 520: Level 2"), "{shown}");
    assert!(shown.contains("— Round 1 —"), "{shown}");
    assert!(shown.contains("Game over: "), "{shown}");
    let saved: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["format"], "raid-battle");
    assert_eq!(saved["seed"], 3);
    assert!(saved["outcome"].is_object());
    let run = replay(&path);
    assert!(run.success, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("raid-battle: ") && run.stdout.contains("(matches the recording)"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_tampered_replay_fails_naming_the_action_or_the_outcome() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    auto_game(&path);
    let saved: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();

    // Round 1 starts with seat 1 choosing whether to retreat: cheering there breaks RB-15.
    let mut illegal = saved.clone();
    illegal["actions"][0] = Value::from("cheer");
    fs::write(&path, illegal.to_string()).unwrap();
    let stderr = failed(replay(&path));
    assert!(stderr.contains("action 0 was refused: RB-15"), "{stderr}");

    let mut other_end = saved;
    let winner = &mut other_end["outcome"]["Win"]["team"];
    *winner = Value::from(1 - winner.as_u64().unwrap());
    fs::write(&path, other_end.to_string()).unwrap();
    let stderr = failed(replay(&path));
    assert!(stderr.contains("the replay ended with"), "{stderr}");
}

fn play_at_seat_1(extra: &[&str], input: &str) -> String {
    let mut args = vec!["play", "raid-battle", "--human", "1"];
    args.extend(BENCH);
    args.extend(extra);
    let run = run_with(&args, input, None);
    assert!(run.success, "{}\n{}", run.stdout, run.stderr);
    run.stdout
}

#[test]
fn a_person_is_asked_again_after_a_bad_choice_and_the_game_goes_on() {
    let input = format!("x\n9\n{}", "1\n".repeat(400));
    let shown = play_at_seat_1(&[], &input);
    assert_eq!(shown.matches("is not a choice").count(), 2, "{shown}");
    assert!(shown.contains("Retreat: Bench Striker to the Bench, Bench Reserve Active"));
    assert!(shown.contains("Seat 2 (AI): "), "{shown}");
    assert!(shown.contains("│ Seat 1: Active: "), "{shown}");
    assert!(shown.contains("Game over: "), "{shown}");
}

#[test]
fn a_physical_seat_reports_damage_and_a_refused_report_names_its_rule() {
    // Stay, then report 75 (refused: RB-26), then 70; after that, attack with the card.
    let input = format!("2\n2\n75\n2\n70\n{}", "1\n".repeat(400));
    let shown = play_at_seat_1(&["--physical", "1"], &input);
    assert!(
        shown.contains("Not allowed: RB-26: reported damage 75"),
        "{shown}"
    );
    assert!(shown.contains("Seat 1 Bench Striker uses a reported attack: 70 damage"));
    assert!(shown.contains("physical cards"), "{shown}");
    assert!(shown.contains("Game over: "), "{shown}");
}

fn simulate(threads: &str) -> String {
    let mut args = vec!["simulate", "raid-battle", "--games", "3000", "--seed", "7"];
    args.extend(["--threads", threads, "--json"]);
    args.extend(BENCH);
    ok(&args)
}

#[test]
fn simulate_json_has_every_field_and_does_not_depend_on_threads() {
    let one = simulate("1");
    assert_eq!(one, simulate("2"));
    assert_eq!(one.lines().count(), 1, "exactly one JSON object: {one}");
    let s: Value = serde_json::from_str(&one).unwrap();
    assert_eq!(s["format"], "raid-battle");
    assert_eq!(s["games"], 3000);
    assert_eq!(s["seed"], 7);
    assert_eq!(s["level"], 2);
    assert_eq!(s["power"], 520);
    assert_eq!(s["policy"], "greedy");
    assert_eq!(s["team"], "Bench team");
    assert_eq!(s["boss"], "Bench Boss");
    let rate = s["win_rate"].as_f64().unwrap();
    let [low, high] = [0, 1].map(|i| s["win_rate_ci95"][i].as_f64().unwrap());
    assert!(low <= rate && rate <= high && high - low < 0.05, "{one}");
    assert_eq!(s["wins"].as_f64().unwrap(), (rate * 3000.0).round());
    for field in ["mean_rounds", "mean_knockouts", "boss_attacks_per_turn"] {
        assert!(s[field].as_f64().unwrap() > 0.0, "{field}: {one}");
    }
    assert!(s["boss_attacks_per_turn"].as_f64().unwrap() <= 3.0);
}

#[test]
fn simulate_for_people_prints_a_table() {
    let mut args = vec![
        "simulate",
        "raid-battle",
        "--games",
        "200",
        "--policy",
        "random",
    ];
    args.extend(BENCH);
    let shown = ok(&args);
    assert!(shown.contains("players' wins"), "{shown}");
    assert!(shown.contains("Random policy"), "{shown}");
}

#[test]
fn bench_reports_its_figures() {
    let shown = ok(&["bench", "raid-battle", "--games", "300", "--json"]);
    let b: Value = serde_json::from_str(&shown).unwrap();
    assert_eq!(b["games"], 300);
    assert!(b["ns_per_game"].as_f64().unwrap() > 0.0);
    assert!(b["games_per_sec"].as_f64().unwrap() > 0.0);
}

/// A team file in `dir` whose pairs are `active`/`bench` four times, with the inline Pokémon
/// "Tiny" (50 HP, one 30-damage attack) and `extra` lines at the top.
fn team_file(dir: &Path, name: &str, extra: &str, active: &str, bench: &str) -> String {
    let pairs = format!("[[pair]]\nactive = \"{active}\"\nbench = \"{bench}\"\n").repeat(4);
    let text = format!(
        "name = \"{name}\"\n{extra}\n[[pokemon]]\nname = \"Tiny\"\nhp = 50\n\
         attacks = [{{ name = \"Tap\", damage = \"30\" }}]\n{pairs}"
    );
    let path = dir.join(format!("{name}.toml"));
    fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

fn play_auto(team: &str) -> String {
    fails(&[
        "play",
        "raid-battle",
        "--auto",
        "--team",
        team,
        "--boss",
        "bench",
    ])
}

#[test]
fn bad_input_fails_cleanly_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();

    let mut args = vec!["simulate", "raid-battle", "--games", "0"];
    args.extend(BENCH);
    assert!(fails(&args).contains("--games must be at least 1"));

    let mut args = vec!["play", "raid-battle", "--auto", "--level", "7"];
    args.extend(BENCH);
    assert!(fails(&args).contains("7 is not in 1..=3"));

    let weak = play_auto(&team_file(d, "weak", "", "Tiny", "Tiny"));
    assert!(
        weak.contains("RB-12: team power 120 is under the minimum of 250"),
        "{weak}"
    );

    let unknown = play_auto(&team_file(d, "unknown", "", "Tiny", "Pikachuu"));
    assert!(unknown.contains("unknown.toml: pair 1 bench: unknown card \"Pikachuu\""));
    assert!(unknown.contains("closest: Pikachu"), "{unknown}");

    let malformed = play_auto(&team_file(
        d,
        "malformed",
        "colour = \"red\"",
        "Tiny",
        "Tiny",
    ));
    assert!(
        malformed.contains("malformed.toml:2:1: unknown field `colour`"),
        "{malformed}"
    );

    let stderr = play_auto("no-such-team");
    assert!(
        stderr.contains("built-in: level1, level2, level3, bench"),
        "{stderr}"
    );
}
