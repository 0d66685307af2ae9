//! Deck files: the shipped samples load from the built-in roster, and bad decks are refused with
//! BG-2 and the card (or file, line and field for a malformed file).

use std::path::PathBuf;

use altplay_battle_grid::{Config, DeckError, Options, Setup, load_deck, parse_deck};
use altplay_cards::Catalog;

fn catalog() -> Catalog {
    Catalog::with_builtin_roster(None)
}

fn samples() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/battle-grid");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

fn deck_text(cards: &[&str]) -> String {
    let list: Vec<String> = cards.iter().map(|c| format!("    \"{c}\",")).collect();
    format!("name = \"Test\"\ncards = [\n{}\n]\n", list.join("\n"))
}

const FIFTEEN: [&str; 15] = [
    "Pikachu",
    "Pikachu",
    "Onix",
    "Onix",
    "Chansey",
    "Chansey",
    "Lapras",
    "Lapras",
    "Eevee",
    "Eevee",
    "Raichu",
    "Charmeleon",
    "Charizard",
    "Blastoise",
    "Zacian V",
];

fn refusal(cards: &[&str]) -> (usize, altplay_core::RuleError) {
    match parse_deck("test.toml", &deck_text(cards), &catalog()) {
        Err(DeckError::Rule { line, error, .. }) => (line, error),
        other => panic!("expected a rule error, got {other:?}"),
    }
}

#[test]
fn sample_decks_load_from_the_builtin_roster_and_play() {
    let files = samples();
    assert!(files.len() >= 3, "{files:?}");
    let decks: Vec<_> = files
        .iter()
        .map(|f| load_deck(f, &catalog()).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    for d in &decks {
        assert_eq!(d.cards.len(), 15, "{}", d.name);
    }
    let config = Config::from_decks(&[], [&decks[0].cards, &decks[1].cards], Options::default());
    Setup::new(config).unwrap();
}

#[test]
fn bg_2_fourteen_cards_are_refused() {
    let (_, e) = refusal(&FIFTEEN[..14]);
    assert_eq!(e.rule, "BG-2");
    assert!(e.message.contains("14 cards"), "{e}");
}

#[test]
fn bg_2_three_copies_of_a_name_are_refused() {
    let mut cards = FIFTEEN;
    cards[2] = "Pikachu";
    let (_, e) = refusal(&cards);
    assert_eq!(e.rule, "BG-2");
    assert!(e.message.contains("3 copies of Pikachu"), "{e}");
}

#[test]
fn bg_2_a_deck_without_a_basic_is_refused() {
    let cards = [
        "Raichu",
        "Raichu",
        "Charmeleon",
        "Charmeleon",
        "Wartortle",
        "Wartortle",
        "Ivysaur",
        "Ivysaur",
        "Charizard",
        "Blastoise",
        "Venusaur",
        "Machamp",
        "Gengar",
        "Zacian V",
        "Mewtwo EX",
    ];
    let (_, e) = refusal(&cards);
    assert_eq!(e.rule, "BG-2");
    assert!(e.message.contains("no Basic"), "{e}");
}

#[test]
fn bg_2_a_card_that_is_not_a_pokemon_is_refused_with_its_line() {
    let mut cards = FIFTEEN;
    cards[4] = "Potion";
    let (line, e) = refusal(&cards);
    assert_eq!(e.rule, "BG-2");
    assert!(e.message.contains("\"Potion\""), "{e}");
    assert_eq!(line, 7);
}

#[test]
fn a_malformed_file_names_file_line_and_field() {
    let text = "name = \"X\"\ncards = [\"Pikachu\"]\ncolour = \"red\"\n";
    match parse_deck("bad.toml", text, &catalog()) {
        Err(DeckError::Data(e)) => {
            assert_eq!((e.file.as_str(), e.line), ("bad.toml", 3));
            assert!(e.message.contains("colour"), "{e}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_missing_file_is_an_io_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let err = load_deck(&dir.path().join("none.toml"), &catalog()).unwrap_err();
    assert!(err.to_string().contains("none.toml"), "{err}");
}
