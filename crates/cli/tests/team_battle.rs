//! Team Battle from the command line, run as a user runs it, on the real card data beside the
//! repository: `play` (watched, and a person asking their teammate), `simulate`, `bench`, a
//! saved game replayed, and bad input refused with the rule or option named.

mod common;

use common::{arg, fails, ok, run_with};
use serde_json::Value;

fn json(out: &str) -> Value {
    serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{e}: {out}"))
}

const DECKS: &str = "d-swsh1-1,d-swsh1-2,d-swsh1-3,d-swsh2-1";

#[test]
fn a_watched_game_is_played_to_its_end() {
    let watched = ok(&[
        "play",
        "team-battle",
        "--watch",
        "--seed",
        "3",
        "--decks",
        DECKS,
    ]);
    assert!(watched.contains("Turn 1: "), "{watched}");
    assert!(watched.contains("Team A wins") || watched.contains("Team B wins"));
    assert!(!watched.contains("asks"), "AI players never ask");
}

#[test]
fn a_person_asks_their_teammate_and_the_game_is_saved_and_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("team.replay.json");
    // A person at A1 (the default seat): the first option each time, and a question at the
    // first menu that takes one. `?` alone lists the app's questions.
    let input = format!(
        "{}?\n?Do you have a Supporter card in your hand?\n{}",
        "1\n".repeat(3),
        "1\n".repeat(20_000)
    );
    let run = run_with(
        &["play", "team-battle", "--seed", "4", "--save", arg(&save)],
        &input,
        None,
    );
    assert!(run.success, "{}", run.stderr);
    let out = &run.stdout;
    assert!(
        out.contains("A1 (you)") && out.contains("A2 (your teammate)"),
        "{out}"
    );
    assert!(out.contains("B2 (opponent, across the table)"));
    assert!(out.contains("  ?Does your Active Pokémon have the Energy for one of its attacks?"));
    assert!(out.contains("A1 asks A2: “Do you have a Supporter card in your hand?”"));
    assert!(out.contains("A2 answers: "), "{out}");
    let replayed = json(&ok(&["replay", arg(&save), "--json"]));
    assert_eq!(replayed["format"], "team-battle");
    let log: Vec<&str> = (replayed["log"].as_array().unwrap().iter())
        .map(|l| l.as_str().unwrap())
        .collect();
    let asked = log.iter().position(|l| l.starts_with("A1 asks A2"));
    assert!(
        asked.is_some_and(|i| log[i + 1].starts_with("A2 answers: ")),
        "{log:?}"
    );
}

#[test]
fn simulate_reports_each_teams_wins_and_both_first_move_orders_whatever_the_threads() {
    let args = |threads| {
        vec![
            "simulate",
            "team-battle",
            "--decks",
            DECKS,
            "--team-a",
            "greedy",
            "--team-b",
            "random",
            "--games",
            "16",
            "--seed",
            "5",
            "--threads",
            threads,
            "--json",
        ]
    };
    let one = ok(&args("1"));
    assert_eq!(one, ok(&args("2")), "the same seed gives the same figures");
    let s = json(&one);
    for field in [
        "format",
        "decks",
        "team_a",
        "team_b",
        "seed",
        "games",
        "team_a_wins",
        "team_b_wins",
        "draws",
        "win_rate",
        "win_rate_ci95",
        "mean_turns",
        "decided",
        "team_a_first",
        "team_a_wins_first",
        "team_a_wins_second",
    ] {
        assert!(s.get(field).is_some(), "{field} in {s}");
    }
    assert_eq!(
        (&s["format"], &s["team_a"], &s["team_b"]),
        (&"team-battle".into(), &"greedy".into(), &"random".into())
    );
    let count = |k: &str| s[k].as_u64().unwrap();
    assert_eq!(count("games"), 16);
    assert_eq!(
        count("team_a_wins") + count("team_b_wins") + count("draws"),
        16
    );
    let decided: u64 = ["prizes", "no_pokemon", "deck_out"]
        .iter()
        .map(|k| s["decided"][k].as_u64().unwrap())
        .sum();
    assert_eq!(decided, count("team_a_wins") + count("team_b_wins"));
    assert_eq!(
        count("team_a_wins_first") + count("team_a_wins_second"),
        count("team_a_wins")
    );
    let first = count("team_a_first");
    assert!(0 < first && first < 16, "both teams went first: {first}");
    let rate = s["win_rate"].as_f64().unwrap();
    let score = count("team_a_wins") as f64 + count("draws") as f64 / 2.0;
    assert_eq!(rate, score / 16.0);
    let ci = s["win_rate_ci95"].as_array().unwrap();
    assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
    assert!(s["mean_turns"].as_f64().unwrap() > 4.0);
}

#[test]
fn bench_gives_whole_two_against_two_games_per_second() {
    let out = json(&ok(&["bench", "team-battle", "--games", "50", "--json"]));
    assert!(out["games_per_sec"].as_f64().unwrap() > 0.0);
    assert_eq!(out["policy"], "random");
    assert_eq!(out["decks"].as_array().unwrap().len(), 4);
    let greedy = json(&ok(&[
        "bench",
        "team-battle",
        "--games",
        "5",
        "--policy",
        "greedy",
        "--json",
    ]));
    assert_eq!(greedy["policy"], "greedy");
}

#[test]
fn bad_tables_and_options_are_refused_naming_the_rule_or_option() {
    let simulate = |extra: &[&str]| {
        let mut args = vec!["simulate", "team-battle", "--games", "1"];
        args.extend(extra);
        fails(&args)
    };
    let five = format!("{DECKS},d-swsh1-1");
    let e = simulate(&["--decks", &five]);
    assert!(e.contains("TB-1") && e.contains("not 5"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("five-rillaboom.toml");
    std::fs::write(
        &file,
        "[[cards]]\ncard = \"swsh1-14\"\ncount = 5\n\n[[cards]]\ncard = \"sm1-164\"\ncount = 55\n",
    )
    .unwrap();
    let decks = format!("d-swsh1-1,d-swsh1-2,{},d-swsh2-1", arg(&file));
    let e = simulate(&["--decks", &decks]);
    assert!(
        e.contains("TCG-2") && e.contains("A2's deck") && e.contains("Rillaboom"),
        "{e}"
    );
    let e = simulate(&["--team-b", "mcts"]);
    assert!(e.contains("--team-b") && e.contains("ismcts"), "{e}");
    let e = fails(&["play", "team-battle", "--human", "5"]);
    assert!(e.contains("--human") && e.contains("1 to 4"), "{e}");
}
