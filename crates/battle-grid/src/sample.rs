//! A fixed, self-contained set-up for tests, benchmarks and examples: two 15-card decks of
//! made-up Pokémon with a realistic class mix (7 Basic, 4 Stage 1, 2 Stage 2, 2 Rule box).

use altplay_cards::CardClass;

use crate::config::{CardInfo, Config, Options, Setup};

const CARDS: [(&str, u16, CardClass); 16] = [
    ("Sparkit", 60, CardClass::Basic),
    ("Pebblet", 70, CardClass::Basic),
    ("Drizzle", 50, CardClass::Basic),
    ("Mossling", 80, CardClass::Basic),
    ("Cinderpup", 90, CardClass::Basic),
    ("Sparkat", 90, CardClass::Stage1),
    ("Boulderon", 110, CardClass::Stage1),
    ("Torrentis", 100, CardClass::Stage1),
    ("Grovetree", 120, CardClass::Stage1),
    ("Voltigon", 150, CardClass::Stage2),
    ("Magmaroar", 160, CardClass::Stage2),
    ("Tidalord", 140, CardClass::Stage2),
    ("Thunder ex", 230, CardClass::RuleBox),
    ("Inferno V", 210, CardClass::RuleBox),
    ("Leafy GX", 190, CardClass::RuleBox),
    ("Tiny", 30, CardClass::Basic),
];

/// The sample card pool.
pub fn cards() -> Vec<CardInfo> {
    CARDS
        .iter()
        .map(|&(name, hp, class)| CardInfo {
            id: format!("sample-{}", name.to_lowercase().replace(' ', "-")),
            name: name.to_string(),
            hp,
            class,
        })
        .collect()
}

/// The sample configuration with the given options.
pub fn config(options: Options) -> Config {
    Config {
        cards: cards(),
        decks: [
            vec![0, 0, 1, 1, 2, 3, 15, 5, 5, 6, 7, 9, 10, 12, 13],
            vec![1, 2, 2, 3, 3, 4, 4, 6, 7, 8, 8, 10, 11, 13, 14],
        ],
        options,
        public_cards: None,
    }
}

/// The sample set-up with default options.
pub fn setup() -> Setup {
    Setup::new(config(Options::default())).expect("the sample decks are legal")
}
