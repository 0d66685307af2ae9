//! The normal Pokémon TCG from the command line, run as a user runs it, on the real card data
//! beside the repository: `simulate`, `play`, `bench`, `tcg run`, and bad input refused with
//! the rule, file, line or field named.

mod common;

use std::path::{Path, PathBuf};

use common::{arg, fails, ok, run_with};
use serde_json::{Value, json};

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
}

fn json(out: &str) -> Value {
    serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{e}: {out}"))
}

#[test]
fn simulate_tcg_reports_wins_turns_and_how_games_were_decided_whatever_the_threads() {
    let args = |threads| {
        vec![
            "simulate",
            "tcg",
            "--games",
            "24",
            "--seed",
            "5",
            "--p1",
            "greedy",
            "--p2",
            "random",
            "--threads",
            threads,
            "--json",
        ]
    };
    let one = ok(&args("1"));
    assert_eq!(one, ok(&args("2")), "the same seed gives the same figures");
    let s = json(&one);
    let games = s["games"].as_u64().unwrap();
    let wins: u64 = s["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(games, 24);
    assert_eq!(wins + s["draws"].as_u64().unwrap(), games);
    let decided: u64 = ["prizes", "no_pokemon", "deck_out"]
        .iter()
        .map(|k| s["decided"][k].as_u64().unwrap())
        .sum();
    assert_eq!(decided, wins);
    let ci = s["win_rate_ci95"].as_array().unwrap();
    let rate = s["win_rate"].as_f64().unwrap();
    assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
    assert!(s["mean_turns"].as_f64().unwrap() > 2.0);
}

#[test]
fn a_game_is_played_at_the_terminal_to_its_end() {
    let watched = ok(&["play", "tcg", "--watch", "--seed", "3"]);
    assert!(watched.contains("wins"), "{watched}");
    // A person at seat 1 always taking the first option offered.
    let run = run_with(&["play", "tcg", "--seed", "4"], &"1\n".repeat(5000), None);
    assert!(run.success, "{}", run.stderr);
    assert!(run.stdout.contains("Your hand:") && run.stdout.contains("wins"));
}

#[test]
fn bench_tcg_gives_games_per_second() {
    let out = json(&ok(&["bench", "tcg", "--games", "200", "--json"]));
    assert!(out["games_per_sec"].as_f64().unwrap() > 0.0);
    assert_eq!(out["policy"], "random");
    assert_eq!(out["decks"], json!(["d-swsh1-1", "d-swsh1-2"]));
    assert_eq!(out["mirrors"], false);
}

#[test]
fn every_meta_deck_plays_whole_in_mirrors_with_random_and_greedy_players() {
    let bench = json(&ok(&[
        "bench", "tcg", "--decks", "meta", "--games", "3", "--json",
    ]));
    let decks = bench["decks"].as_array().unwrap();
    assert!(decks.len() >= 3, "{bench}");
    for deck in decks {
        let deck = deck.as_str().unwrap();
        for p1 in ["random", "greedy"] {
            let args = [
                "simulate", "tcg", "--deck1", deck, "--deck2", deck, "--p1", p1,
            ];
            let out = json(&ok(&[
                &args[..],
                &["--games", "4", "--seed", "2", "--json"],
            ]
            .concat()));
            let decided = &out["decided"];
            // A win by a card's effect (N's Sigilyph) is shown only when a game ended so.
            let by_card = decided["card_effect"].as_u64().unwrap_or(0);
            let ended: u64 = ["prizes", "no_pokemon", "deck_out"]
                .iter()
                .map(|way| decided[way].as_u64().unwrap())
                .sum::<u64>()
                + by_card;
            assert_eq!(
                (out["games"].as_u64(), ended),
                (Some(4), 4),
                "{deck} {p1}: {out}"
            );
        }
    }
    // Legal in Standard (TCG-18), as `check-data` checks too.
    let (deck1, deck2) = (decks[0].as_str().unwrap(), decks[1].as_str().unwrap());
    ok(&[
        "simulate", "tcg", "--pool", "standard", "--deck1", deck1, "--deck2", deck2, "--games", "1",
    ]);
}

#[test]
fn bench_tcg_decks_plays_the_mirrors_of_a_list() {
    let list = "grass-rillaboom,fire-cinderace";
    let args = ["bench", "tcg", "--decks", list, "--games", "10"];
    let out = json(&ok(&[&args[..], &["--json", "--policy", "greedy"]].concat()));
    assert_eq!(out["mirrors"], true);
    assert_eq!(out["policy"], "greedy");
    assert_eq!(out["decks"], json!(["grass-rillaboom", "fire-cinderace"]));
    let refused = fails(&["bench", "tcg", "--decks", "grass-rillaboom,no-such-deck"]);
    assert!(
        refused.contains("--decks: ") && refused.contains("no-such-deck"),
        "{refused}"
    );
}

const POSITION: &str = r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
hand = ["Grass Energy", "Grass Energy"]
bench = [{ card = "swsh1-11" }, { card = "swsh1-11" }]
[seat.active]
card = "swsh1-1"
energy = ["Grass Energy"]

[[seat]]
deck = ["Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
[seat.active]
card = "swsh1-193"
"#;

#[test]
fn tcg_run_plays_actions_on_a_position_and_prints_the_view_and_events() {
    let dir = tempfile::tempdir().unwrap();
    let position = dir.path().join("celebi.toml");
    std::fs::write(&position, POSITION).unwrap();
    let actions = dir.path().join("actions.json");
    std::fs::write(
        &actions,
        r#"["Attach Grass Energy to Celebi V (seat 1, Active)", {"do": "attack", "index": 1}]"#,
    )
    .unwrap();
    let out = json(&ok(&[
        "tcg",
        "run",
        arg(&position),
        "--actions",
        arg(&actions),
        "--json",
    ]));
    // Line Force: 50 and 20 per Benched Pokémon, doubled by Stonjourner V's Grass Weakness.
    assert_eq!(out["view"]["boards"][1]["active"]["damage"], 180);
    let log: Vec<&str> = out["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(log.contains(&"Stonjourner V takes 180 damage"), "{log:?}");
    assert!(
        out["view"]["boards"][0]["hand"].is_null(),
        "a spectator sees no hand"
    );

    // A second Energy this turn breaks TCG-7; the refusal names the rule.
    std::fs::write(
        &actions,
        r#"["Attach Grass Energy to Celebi V (seat 1, Active)", {"do": "attach", "card": 1, "target": 1}]"#,
    )
    .unwrap();
    let err = fails(&["tcg", "run", arg(&position), "--actions", arg(&actions)]);
    assert!(err.contains("action 2") && err.contains("TCG-7"), "{err}");
}

#[test]
fn a_bad_position_is_refused_naming_file_line_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let position = dir.path().join("bad.toml");
    std::fs::write(
        &position,
        POSITION.replace("card = \"swsh1-193\"", "card = \"Stonjourner W\""),
    )
    .unwrap();
    let err = fails(&["tcg", "run", arg(&position)]);
    assert!(
        err.contains("bad.toml:15: field `card`") && err.contains("Stonjourner"),
        "{err}"
    );
    std::fs::write(&position, POSITION.replace("energy =", "energies =")).unwrap();
    let err = fails(&["tcg", "run", arg(&position)]);
    assert!(
        err.contains("bad.toml:9") && err.contains("energies"),
        "{err}"
    );
    std::fs::write(
        &position,
        POSITION.replace("card = \"swsh1-193\"", "card = \"swsh1-193\"\ndamage = 25"),
    )
    .unwrap();
    let err = fails(&["tcg", "run", arg(&position)]);
    assert!(
        err.contains("field `damage`") && err.contains("TCG-9"),
        "{err}"
    );
    // More Energy than the engine holds on one Pokémon: refused, never a panic.
    let many = vec!["\"Grass Energy\""; 25].join(", ");
    std::fs::write(
        &position,
        POSITION.replace("energy = [\"Grass Energy\"]", &format!("energy = [{many}]")),
    )
    .unwrap();
    let err = fails(&["tcg", "run", arg(&position)]);
    assert!(
        err.contains("field `energy`") && err.contains("24 Energy"),
        "{err}"
    );
}

/// The Rillaboom theme deck as a decklist, with `change` applied to its lines.
fn decklist(change: impl Fn(&mut Vec<(String, u64)>)) -> String {
    let decks: Value =
        serde_json::from_str(&std::fs::read_to_string(data().join("decks/en/swsh1.json")).unwrap())
            .unwrap();
    let deck = decks
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == "d-swsh1-1")
        .unwrap();
    let mut lines: Vec<(String, u64)> = deck["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["id"].as_str().unwrap().to_string(),
                c["count"].as_u64().unwrap(),
            )
        })
        .collect();
    change(&mut lines);
    lines
        .iter()
        .map(|(id, n)| format!("[[cards]]\ncard = \"{id}\"\ncount = {n}\n"))
        .collect()
}

#[test]
fn decks_are_refused_naming_tcg_2_and_the_closest_names() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("short.toml");
    std::fs::write(
        &file,
        decklist(|lines| lines.iter_mut().find(|(_, n)| *n > 1).unwrap().1 -= 1),
    )
    .unwrap();
    let err = fails(&["simulate", "tcg", "--deck1", arg(&file), "--games", "1"]);
    assert!(err.contains("TCG-2") && err.contains("59"), "{err}");
    assert!(
        !err.contains("TCG-2: TCG-2"),
        "the rule is named once: {err}"
    );

    // Five of a Trainer (Great Ball), one Energy fewer.
    std::fs::write(
        &file,
        decklist(|lines| {
            let ball = lines.iter().position(|(id, _)| id == "swsh1-164").unwrap();
            let add = 5 - lines[ball].1;
            lines[ball].1 = 5;
            let energy = lines.iter().rposition(|(_, n)| *n > add).unwrap();
            lines[energy].1 -= add;
        }),
    )
    .unwrap();
    let err = fails(&["simulate", "tcg", "--deck1", arg(&file), "--games", "1"]);
    assert!(err.contains("TCG-2") && err.contains("at most 4"), "{err}");

    let err = fails(&["simulate", "tcg", "--deck2", "Rilaboom", "--games", "1"]);
    assert!(err.contains("TCG-2") && err.contains("Rillaboom"), "{err}");

    let err = fails(&["simulate", "tcg", "--p1", "mcts", "--games", "1"]);
    assert!(err.contains("--p1") && err.contains("ismcts"), "{err}");
}

#[test]
fn the_projects_decklists_are_checked_and_a_bad_one_is_named() {
    let out = ok(&["check-data", "--builtin"]);
    for name in ["grass-rillaboom", "fire-cinderace", "water-inteleon"] {
        assert!(out.contains(&format!("OK tcg/{name}.toml")), "{out}");
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("tcg")).unwrap();
    std::fs::write(
        dir.path().join("tcg/five.toml"),
        "[[cards]]\ncard = \"swsh1-165\"\ncount = 5\n",
    )
    .unwrap();
    let out = run_with(&["check-data", arg(dir.path())], "", None);
    let text = format!("{}{}", out.stdout, out.stderr);
    assert!(
        !out.success && text.contains("five.toml") && text.contains("TCG-2"),
        "{text}"
    );
    // A built-in decklist plays by its name.
    let s = json(&ok(&[
        "simulate",
        "tcg",
        "--deck1",
        "water-inteleon",
        "--games",
        "4",
        "--json",
    ]));
    assert_eq!(s["decks"][0], "water-inteleon");
}

/// TCG-20: `-` reads a decklist from standard input, as a file would be read: the same deck
/// plays the same games as its file, and a bad line is refused naming it.
#[test]
fn tcg_20_a_decklist_is_read_from_standard_input() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/tcg/grass-rillaboom.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let from = |deck1: &str, stdin: &str| {
        let args = [
            "simulate", "tcg", "--deck1", deck1, "--games", "3", "--seed", "2", "--json",
        ];
        run_with(&args, stdin, None)
    };
    let piped = from("-", &text);
    assert!(piped.success, "{}", piped.stderr);
    let filed = from(arg(&path), "");
    assert!(filed.success, "{}", filed.stderr);
    let games = |out: &str| json(out)["wins"].clone();
    assert_eq!(
        games(&piped.stdout),
        games(&filed.stdout),
        "the same deck, the same games"
    );
    assert_eq!(json(&piped.stdout)["decks"][0], "-", "named as given");

    let bad = from("-", "Pokémon: 1\n1 Pikachuu SVP 27\n");
    assert!(
        !bad.success && bad.stderr.matches("standard input:2:").count() == 1,
        "the line named, once: {}",
        bad.stderr
    );
}

/// TCG-20: `deck show` prints any deck as decklist text that reads back as the same deck (a
/// theme deck's twice-listed printing once, its counts added), after its size, the deck rules
/// and its card pools; `--text` prints the text alone.
#[test]
fn tcg_20_deck_show_prints_a_deck_as_text_that_plays_as_the_deck() {
    let shown = ok(&["deck", "show", "d-swsh1-1"]);
    let mut lines = shown.lines();
    assert_eq!(lines.next(), Some("Rillaboom: 60 cards"));
    assert_eq!(lines.next(), Some("deck rules: kept"));
    let standard = lines.next().unwrap();
    assert!(
        standard.starts_with("standard: TCG-18: ") && standard.contains("Rillaboom (swsh1-15)"),
        "{standard}"
    );
    assert_eq!(lines.next(), Some("expanded: Legal"));
    let text = ok(&["deck", "show", "d-swsh1-1", "--text"]);
    assert!(shown.ends_with(&text), "the text follows the header");
    assert!(text.contains("\n2 Rillaboom SSH 15\n"), "{text}");
    assert!(text.ends_with("Total Cards: 60\n"), "{text}");
    // The text plays the games the theme deck plays.
    let games = |deck1: &str, stdin: &str| {
        let args = [
            "simulate", "tcg", "--deck1", deck1, "--games", "3", "--seed", "4", "--json",
        ];
        let out = run_with(&args, stdin, None);
        assert!(out.success, "{}", out.stderr);
        json(&out.stdout)["wins"].clone()
    };
    assert_eq!(games("-", &text), games("d-swsh1-1", ""));
    // A deck that cannot be read is refused naming its line, once.
    let bad = run_with(
        &["deck", "show", "-"],
        "Pokémon: 4\n4 Pikachuu SVP 27\n",
        None,
    );
    assert!(
        !bad.success && bad.stderr.matches("standard input:2:").count() == 1,
        "{}",
        bad.stderr
    );
}

/// `simulate tcg --gauntlet`: a deck against each deck of a list, a row each whose games add
/// up (in all, going first and second), the same figures as JSON, a bar chart with a bar per
/// deck; a list naming a deck no one has, or a chart that cannot be written, is refused naming
/// it.
/// `simulate tcg --deck1 grass-rillaboom --gauntlet LIST`, 12 games, with `--json` and `--svg`.
fn gauntlet_args<'a>(list: &'a str, json: bool, svg: Option<&'a str>) -> Vec<&'a str> {
    let mut args = vec![
        "simulate",
        "tcg",
        "--deck1",
        "grass-rillaboom",
        "--gauntlet",
        list,
        "--games",
        "12",
        "--seed",
        "3",
    ];
    if json {
        args.push("--json");
    }
    if let Some(svg) = svg {
        args.extend(["--svg", svg]);
    }
    args
}

/// `--first alternate`: no coin is flipped, and the deck tested goes first in exactly half its
/// games against each deck (greedy chooses to go second when it wins the coin, so the orders
/// come unevenly when the pilots differ).
#[test]
fn simulate_tcg_first_alternate_plays_each_matchup_in_both_orders_equally() {
    let mut args = gauntlet_args("fire-cinderace,water-inteleon", true, None);
    args.extend(["--p2", "greedy", "--first", "alternate"]);
    let out = json(&ok(&args));
    let n = |v: &Value| v.as_u64().unwrap();
    for r in out["gauntlet"].as_array().unwrap() {
        assert_eq!(n(&r["games"]), 6, "{r}");
        assert_eq!(n(&r["going_first"]["games"]), 3, "{r}");
        assert_eq!(n(&r["going_second"]["games"]), 3, "{r}");
    }
    let bad = fails(&["simulate", "tcg", "--first", "winner"]);
    assert!(
        bad.contains("--first") && bad.contains("coin, alternate"),
        "{bad}"
    );
}

#[test]
fn simulate_tcg_gauntlet_plays_a_deck_against_each_deck_of_a_list() {
    let dir = tempfile::tempdir().unwrap();
    let chart = dir.path().join("gauntlet.svg");
    let out = json(&ok(&gauntlet_args(
        "d-swsh1-2, fire-cinderace,water-inteleon",
        true,
        Some(arg(&chart)),
    )));
    let rows = out["gauntlet"].as_array().unwrap();
    let against: Vec<&str> = rows
        .iter()
        .map(|r| r["against"].as_str().unwrap())
        .collect();
    assert_eq!(against, ["d-swsh1-2", "fire-cinderace", "water-inteleon"]);
    let n = |v: &Value| v.as_u64().unwrap();
    let mut games = 0;
    for r in rows {
        assert_eq!(n(&r["games"]), 4, "12 games shared among 3 decks in turn");
        assert_eq!(
            n(&r["wins"]) + n(&r["losses"]) + n(&r["draws"]),
            n(&r["games"])
        );
        assert_eq!(
            n(&r["going_first"]["games"]) + n(&r["going_second"]["games"]),
            n(&r["games"])
        );
        assert_eq!(
            n(&r["going_first"]["wins"]) + n(&r["going_second"]["wins"]),
            n(&r["wins"])
        );
        games += n(&r["games"]);
    }
    assert_eq!(games, n(&out["games"]));
    let svg = std::fs::read_to_string(&chart).unwrap();
    assert_eq!(svg.matches("fill=\"#4a7fb5\"").count(), 3, "a bar per deck");
    assert!(svg.contains(">water-inteleon</text>"));

    let text = ok(&gauntlet_args("project", false, None));
    assert!(
        text.starts_with("Pokémon TCG gauntlet: grass-rillaboom (greedy) against 15 decks"),
        "{text}"
    );
    assert!(
        text.contains("\nmetal-corviknight ") && text.contains("\nall decks: 12 games"),
        "{text}"
    );
    // 12 games over 15 decks: the last three have none, and no score.
    assert!(
        text.contains("\nterapagos-ex               0      –              –"),
        "{text}"
    );
    // Without --gauntlet, the summary has no rows.
    let plain = json(&ok(&["simulate", "tcg", "--games", "2", "--json"]));
    assert!(plain.get("gauntlet").is_none());

    let unknown = fails(&gauntlet_args("fire-cinderace,no-such-deck", false, None));
    assert!(unknown.contains("--gauntlet: no-such-deck: "), "{unknown}");
    let unwritable = dir.path().join("no/such/folder/g.svg");
    let refused = fails(&gauntlet_args("project", false, Some(arg(&unwritable))));
    assert!(
        refused.contains("--svg ") && refused.contains("g.svg"),
        "{refused}"
    );
}
