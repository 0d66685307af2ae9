//! Raid Format from the command line, run as a user runs it, on the real card data beside the
//! repository: `simulate`, `calibrate`, `play`, `bench`, `check-data`, and bad input refused with
//! the rule or field named.

mod common;

use common::{arg, fails, ok, run_with};
use serde_json::Value;

fn json(out: &str) -> Value {
    serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{e}: {out}"))
}

const DECKS: &str = "grass-rillaboom,fire-cinderace,water-inteleon";

#[test]
fn simulate_raid_format_reports_the_issues_figures_whatever_the_threads() {
    let args = |threads| {
        vec![
            "simulate",
            "raid-format",
            "--boss",
            "charizard-gx",
            "--decks",
            DECKS,
            "--games",
            "16",
            "--seed",
            "3",
            "--divisor",
            "12",
            "--threads",
            threads,
            "--json",
        ]
    };
    let one = ok(&args("1"));
    assert_eq!(one, ok(&args("2")), "the same seed gives the same figures");
    let out = json(&one);
    for field in [
        "games",
        "wins",
        "win_rate",
        "win_rate_ci95",
        "mean_boss_turns",
        "mean_cards_lost_per_turn",
        "mean_players_out",
        "divisor",
        "players",
    ] {
        assert!(out.get(field).is_some(), "{field} in {out}");
    }
    assert_eq!(out["games"], 16);
    assert_eq!(out["divisor"], 12);
    assert_eq!(out["players"], 3);
    let wins = out["wins"].as_u64().unwrap();
    assert_eq!(out["win_rate"].as_f64().unwrap(), wins as f64 / 16.0);
}

#[test]
fn calibrate_sweeps_the_divisor_and_names_the_closest_whatever_the_threads() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("curve.svg");
    let args = |threads| {
        vec![
            "calibrate",
            "raid-format",
            "--boss",
            "charizard-gx",
            "--decks",
            "grass-rillaboom,fire-cinderace",
            "--games",
            "8",
            "--seed",
            "2",
            "--target",
            "0.3",
            "--threads",
            threads,
            "--json",
        ]
    };
    let one = ok(&args("1"));
    assert_eq!(one, ok(&args("2")));
    let out = json(&one);
    let points = out["points"].as_array().unwrap();
    let divisors: Vec<u64> = points
        .iter()
        .map(|p| p["divisor"].as_u64().unwrap())
        .collect();
    assert_eq!(divisors, (10..=20).collect::<Vec<_>>());
    let gap = |p: &Value| (p["win_rate"].as_f64().unwrap() - 0.3).abs();
    let best = points
        .iter()
        .min_by(|a, b| gap(a).total_cmp(&gap(b)))
        .unwrap();
    assert_eq!(out["best"], best["divisor"]);
    let mut with_svg = args("2");
    let svg_arg = svg.to_string_lossy().into_owned();
    with_svg.extend(["--svg", svg_arg.as_str()]);
    ok(&with_svg);
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(drawn.starts_with("<svg") && drawn.contains("polyline"));
    assert!(
        fails(&[
            "calibrate",
            "raid-format",
            "--games",
            "2",
            "--target",
            "1.5"
        ])
        .contains("--target")
    );
}

#[test]
fn a_raid_is_played_at_the_terminal_to_its_end() {
    let watched = ok(&[
        "play",
        "raid-format",
        "--watch",
        "--seed",
        "3",
        "--decks",
        DECKS,
    ]);
    assert!(watched.contains("The boss's turn 1"), "{watched}");
    assert!(watched.contains("The players win") || watched.contains("The boss wins"));
    // A person as player 1 always taking the first option offered.
    let run = run_with(
        &["play", "raid-format", "--seed", "4", "--decks", DECKS],
        &"1\n".repeat(20_000),
        None,
    );
    assert!(run.success, "{}", run.stderr);
    assert!(run.stdout.contains("Boss Gyarados VMAX") && run.stdout.contains("wins"));
}

#[test]
fn bench_raid_format_gives_four_player_games_per_second() {
    let out = json(&ok(&["bench", "raid-format", "--games", "20", "--json"]));
    assert!(out["games_per_sec"].as_f64().unwrap() > 0.0);
    assert_eq!(out["players"], 4);
    assert_eq!(out["policy"], "greedy");
}

#[test]
fn bad_tables_are_refused_naming_the_rule_or_field() {
    let dir = tempfile::tempdir().unwrap();
    let with_pokemon = dir.path().join("boss.toml");
    std::fs::write(
        &with_pokemon,
        "title = \"Bad\"\nboss = \"swsh1-140\"\n[[cards]]\ncard = \"sm1-166\"\ncount = 59\n\
         [[cards]]\ncard = \"swsh1-11\"\ncount = 1\n",
    )
    .unwrap();
    let boss = arg(&with_pokemon).to_string();
    let simulate = |extra: &[&str]| {
        let mut args = vec!["simulate", "raid-format", "--games", "2"];
        args.extend(extra);
        fails(&args)
    };
    let e = simulate(&["--boss", &boss]);
    assert!(e.contains("RF-2") && e.contains("Grookey"), "{e}");
    let six = "grass-rillaboom,fire-cinderace,water-inteleon,metal-corviknight,fighting-sirfetchd,grass-rillaboom";
    assert!(simulate(&["--decks", six]).contains("RF-1"));
    let e = simulate(&["--divisor", "25"]);
    assert!(e.contains("RF-18") && e.contains("divisor"), "{e}");
    let e = simulate(&["--decks", "grass-rillaboom,Pikachuu deck.toml"]);
    assert!(e.contains("player 2"), "{e}");
    let e = simulate(&["--boss", "zacian"]);
    assert!(
        e.contains("gyarados-vmax"),
        "the built-in set-ups are named: {e}"
    );
    let e = simulate(&["--decks", "grass-rillaboom,physical"]);
    assert!(e.contains("physical"), "{e}");
    // check-data names the faulty set-up.
    let data = tempfile::tempdir().unwrap();
    let bosses = data.path().join("raid-format/bosses");
    std::fs::create_dir_all(&bosses).unwrap();
    std::fs::copy(&with_pokemon, bosses.join("bad.toml")).unwrap();
    let out = run_with(&["check-data", arg(data.path())], "", None);
    assert!(
        out.stderr.contains("bad.toml") && out.stderr.contains("RF-2"),
        "{}",
        out.stderr
    );
}

/// An assistant-mode game (player 2 with physical cards reporting 60 damage a turn, player 1 in
/// the app attacking when it can) saved as a replay and replayed by `altplay replay`.
#[test]
fn an_assistant_mode_game_is_a_replay_like_any_other() {
    use altplay_core::{Game, Replay, Seat};
    use altplay_format::Format;
    use altplay_raid_format::{Action, Config, LocalRules, RaidFormat};
    use altplay_tcg::game::Action as TcgAction;

    let config = Config {
        boss: "charizard-gx".into(),
        decks: vec!["grass-rillaboom".into(), "physical".into()],
        divisor: 10,
        local: LocalRules::default(),
        data: None,
        cards_digest: None,
    };
    let setup = RaidFormat::setup(config.clone()).unwrap();
    let game = RaidFormat::start(&setup, 7, true);
    // The boss turn in which player 2 last reported (their turn ends after the report).
    let mut reported = None;
    let choose = |g: &RaidFormat, seat: Seat| {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        legal.retain(|a| a.player() == seat.0);
        if seat.0 == 1 {
            if reported == Some(g.boss_turns) {
                return Action::Play {
                    player: 1,
                    action: TcgAction::EndTurn,
                };
            }
            reported = Some(g.boss_turns);
            return Action::ReportDamage {
                player: 1,
                damage: 60,
            };
        }
        let attack = legal.iter().find(|a| {
            matches!(
                a,
                Action::Play {
                    action: TcgAction::Attack { .. },
                    ..
                }
            )
        });
        let end = legal.iter().find(|a| {
            matches!(
                a,
                Action::Play {
                    action: TcgAction::EndTurn,
                    ..
                }
            )
        });
        *attack.or(end).unwrap_or(&legal[0])
    };
    let (replay, game) = Replay::play_out("raid-format", &config, 7, game, choose).unwrap();
    assert!(game.outcome().is_some());
    assert!(replay.actions.iter().any(|a| a["do"] == "report_damage"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("raid.replay.json");
    std::fs::write(&file, serde_json::to_string(&replay).unwrap()).unwrap();
    let out = json(&ok(&["replay", arg(&file), "--json"]));
    assert_eq!(out["format"], "raid-format");
    assert_eq!(out["result"], altplay_format::Format::result(&game));
    let log = out["log"].as_array().unwrap();
    assert!(
        log.iter()
            .any(|l| l.as_str().unwrap().contains("reports 60 damage"))
    );
}
