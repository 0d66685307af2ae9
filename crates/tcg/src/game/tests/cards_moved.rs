//! Random games with the cards that move cards (draw, search, discard, recover), so that every
//! choice they ask is offered exactly as it is accepted and no card is lost.

use altplay_cards::deck::read_decklist;
use altplay_core::Game;

use super::{data, dealt_views_match, random_game};
use crate::game::{Rules, Table};

/// 23 Pokémon, 24 Trainers, 13 basic Energy.
const DECK: &str = r#"
cards = [
    { card = "swsh2-143", count = 2 },  # Pidove
    { card = "sm6-1", count = 2 },      # Exeggcute
    { card = "sm8-45", count = 3 },     # Houndour
    { card = "sm8-47", count = 1 },     # Entei
    { card = "sm8-16", count = 1 },     # Shuckle
    { card = "sm10-75", count = 1 },    # Mewtwo
    { card = "sm5-112", count = 2 },    # Yungoos
    { card = "sm5-113", count = 2 },    # Gumshoos
    { card = "sm1-76", count = 2 },     # Alolan Rattata
    { card = "sm1-77", count = 1 },     # Alolan Raticate
    { card = "sm9-54", count = 2 },     # Nidoran ♀
    { card = "sm9-55", count = 1 },     # Nidorina
    { card = "sm9-56", count = 1 },     # Nidoqueen
    { card = "swsh1-51", count = 2 },   # Qwilfish
    { card = "sm5-126", count = 2 },    # Looker
    { card = "sm3-112", count = 2 },    # Acerola
    { card = "sm2-125", count = 2 },    # Field Blower
    { card = "sm7-124", count = 1 },    # Apricorn Maker
    { card = "sm8-179", count = 2 },    # Kahili
    { card = "sm8-189", count = 2 },    # Sightseer
    { card = "sm9-135", count = 2 },    # Brock's Grit
    { card = "swsh4-157", count = 2 },  # Nessa
    { card = "swsh3-172", count = 2 },  # Turbo Patch
    { card = "sm3-117", count = 1 },    # Lana
    { card = "sm7-139", count = 1 },    # The Masked Royal
    { card = "swsh1-156", count = 2 },  # Air Balloon
    { card = "swsh1-164", count = 2 },  # Great Ball
    { card = "sm1-123", count = 1 },    # Nest Ball
    { card = "Fire Energy", count = 5 },
    { card = "Water Energy", count = 4 },
    { card = "Psychic Energy", count = 4 },
]
"#;

/// Two seats with the deck above.
fn mirror() -> Table {
    let (index, _) = data();
    let deck = || read_decklist("cards_moved.toml", DECK, index).expect("the decklist resolves");
    Table::new(&[deck(), deck()], Rules::two_players()).expect("a playable deck")
}

#[test]
fn random_games_with_the_cards_that_move_cards_keep_every_card() {
    let table = mirror();
    for seed in 0..30 {
        let (game, _) = random_game(&table, seed);
        assert!(game.outcome().is_some());
    }
}

#[test]
fn greedy_games_with_the_cards_that_move_cards_end() {
    use altplay_core::{Policy, ToMove};

    let table = mirror();
    let mut greedy = crate::players::Greedy::new();
    for seed in 0..10 {
        let mut game = table.start(seed, false);
        let mut actions = 0;
        while let ToMove::Seat(_) = game.to_move() {
            let action = greedy.choose(&game);
            game.apply(&action).expect("greedy plays a legal action");
            actions += 1;
            assert!(actions < 20_000, "a game ends");
        }
    }
}

#[test]
fn games_dealt_from_a_view_with_the_cards_that_move_cards_match_it() {
    dealt_views_match(&mirror(), 6);
}
