//! Each target's starting inputs: the project's own files and real games, so a fuzzer starts
//! from inputs that get deep (a valid boss file, a replay of a whole game) and mutates from
//! there. The tests run every probe on these; `fuzz-seeds` writes them for `scripts/fuzz`.

use std::path::Path;
use std::sync::Arc;

use altplay_battle_grid::SAMPLE_DECKS;
use altplay_core::{Game, Policy, RandomPolicy, Replay};
use serde_json::Value;

/// The card files read for the importer's seeds, from the real data set beside the repository.
const CARD_FILES: [&str; 3] = ["base1.json", "xy1.json", "sv1.json"];
/// Cards per importer seed (libFuzzer's inputs stay small).
const CARDS_PER_SEED: usize = 3;

/// The seeds of target `name`, as (file name, bytes); none for an unknown target.
pub fn seeds(name: &str) -> Vec<(String, Vec<u8>)> {
    match name {
        "table_request" => crate::table::tables()
            .iter()
            .enumerate()
            .map(|(i, t)| {
                (
                    format!("table-{i}.json"),
                    serde_json::to_vec(t).expect("JSON"),
                )
            })
            .collect(),
        "actions" => (0..4u8)
            .map(|table| {
                let script = [table, 7].into_iter().chain((0..300).map(|i| i as u8 % 5));
                (format!("table-{table}.bin"), script.collect())
            })
            .collect(),
        "replay_file" => replays(),
        "data_toml" => data_files(),
        "deck_text" => SAMPLE_DECKS
            .iter()
            .map(|d| (format!("{}.toml", d.name), d.text.as_bytes().to_vec()))
            .collect(),
        "card_import" => card_files(&data_set()),
        "decklist" => decklists(),
        "inline_decklist" => inline_decklists(),
        _ => Vec::new(),
    }
}

/// The real card data set the CLI's tests use, beside the repository.
pub(crate) fn data_set() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
}

fn replays() -> Vec<(String, Vec<u8>)> {
    let golden = [
        include_str!("../../battle-grid/tests/golden/evolution-vs-titans.replay.json"),
        include_str!("../../raid-battle/tests/golden/varied-vs-voltfang.replay.json"),
    ];
    let mut seeds: Vec<(String, Vec<u8>)> = golden
        .iter()
        .enumerate()
        .map(|(i, text)| (format!("golden-{i}.json"), text.as_bytes().to_vec()))
        .collect();
    let lib = altplay_raid_boss::builtin::library();
    let config = altplay_raid_boss::Config {
        heroes: lib.heroes.iter().take(4).map(|h| h.name.clone()).collect(),
        boss: lib.bosses[0].name.clone(),
        physical: Vec::new(),
    };
    let rules = Arc::new(config.rules(lib).expect("the built-in heroes and boss"));
    let game = altplay_raid_boss::RaidBoss::new(rules, 3, true);
    seeds.push((
        "raid-boss.json".into(),
        played(altplay_raid_boss::FORMAT, &config, 3, game),
    ));
    seeds
}

/// A whole game played by random players, as a replay file.
fn played<G: Game>(format: &str, config: &impl serde::Serialize, seed: u64, game: G) -> Vec<u8> {
    let mut player = RandomPolicy::new(seed);
    let (replay, _) = Replay::play_out(format, config, seed, game, |g, _| player.choose(g))
        .expect("random players take legal actions");
    serde_json::to_vec(&replay).expect("replays serialize")
}

fn data_files() -> Vec<(String, Vec<u8>)> {
    let with_kind = |kind: u8, text: &str| [&[kind], text.as_bytes()].concat();
    let mut seeds = Vec::new();
    for f in altplay_raid_battle::builtin::BOSSES {
        seeds.push((format!("boss-{}", f.name), with_kind(0, f.text)));
    }
    for f in altplay_raid_battle::builtin::TEAMS {
        seeds.push((format!("team-{}", f.name), with_kind(1, f.text)));
    }
    for (path, text) in altplay_raid_boss::builtin::FILES {
        let kind = if path.contains("bosses") { 3 } else { 2 };
        let name = path.rsplit('/').next().unwrap_or(path);
        seeds.push((format!("raid-boss-{kind}-{name}"), with_kind(kind, text)));
    }
    let roster = include_str!("../../../data/roster.toml");
    seeds.push(("roster.toml".into(), with_kind(4, roster)));
    seeds
}

/// A few cards at a time from real card files, each seed a small card file.
fn card_files(data_set: &Path) -> Vec<(String, Vec<u8>)> {
    let mut seeds = Vec::new();
    for file in CARD_FILES {
        let path = data_set.join("cards/en").join(file);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (the importer's seeds)", path.display()));
        let cards: Vec<Value> = serde_json::from_str(&text).expect("a card file is an array");
        for (i, chunk) in cards.chunks(CARDS_PER_SEED).take(10).enumerate() {
            let bytes = serde_json::to_vec(chunk).expect("JSON");
            seeds.push((format!("{file}-{i}"), bytes));
        }
    }
    seeds
}

/// Theme decks of three eras written as decklist files: by id, and one by name.
fn decklists() -> Vec<(String, Vec<u8>)> {
    let decks = altplay_cards::deck::load_theme_decks(&data_set()).expect("the theme decks load");
    let by_id = |deck: &str| {
        let deck = decks.find(deck).expect("a theme deck");
        let lines: Vec<String> = deck
            .cards
            .iter()
            .map(|c| format!("[[cards]]\ncard = {:?}\ncount = {}\n", c.id, c.count))
            .collect();
        (format!("{}.toml", deck.id), lines.concat().into_bytes())
    };
    let mut seeds: Vec<_> = ["d-swsh1-1", "d-sm1-1", "d-base1-2"].map(by_id).into();
    seeds.push((
        "by-name.toml".into(),
        b"[[cards]]\ncard = \"Pikachu\"\ncount = 4\n[[cards]]\ncard = \"Lightning Energy\"\ncount = 56\n".to_vec(),
    ));
    seeds
}

/// A decklist in each form a table takes, behind the byte that chooses it: the project's TOML
/// decklist, a PTCG Live export and a Limitless list (TCG-20), and a JSON list.
fn inline_decklists() -> Vec<(String, Vec<u8>)> {
    let toml = include_str!("../../../data/tcg/grass-rillaboom.toml");
    let live = "Pokémon: 11\n4 Grookey SSH 11\n4 Thwackey SSH 13\n3 Rillaboom SSH 14\n\nTrainer: 4\n4 Great Ball SSH 164\n\nEnergy: 45\n45 Basic {G} Energy SVE 1\n\nTotal Cards: 60\n";
    let limitless = "4 Grookey SSH 11\n4 Thwackey SSH 13\n3 Rillaboom SSH 14\n2 Celebi V SSH 1\n47 Grass Energy\n";
    let json = r#"{"name": "listed", "cards": [{"card": "swsh1-11", "count": 4}, {"card": "swsh1-13", "count": 4}, {"card": "swsh1-14", "count": 3}, {"card": "Grass Energy", "count": 49}]}"#;
    [
        ("toml.bin", 0, toml),
        ("ptcg-live.bin", 1, live),
        ("limitless.bin", 1, limitless),
        ("json.bin", 2, json),
    ]
    .into_iter()
    .map(|(name, form, text)| {
        let bytes = [form].into_iter().chain(text.bytes()).collect();
        (name.to_string(), bytes)
    })
    .collect()
}
