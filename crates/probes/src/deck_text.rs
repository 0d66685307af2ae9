//! Battle Grid deck text (a deck file, or a deck pasted at table creation): any text as a deck;
//! an accepted deck plays a game against a sample deck, on either side, with either option.

use altplay_battle_grid::{CardInfo, Config, Options, Setup, parse_deck, sample_deck};

use crate::input::{Input, text_and_rest};
use crate::play::play;

pub fn deck_text(bytes: &[u8]) -> bool {
    let (text, choices) = text_and_rest(bytes);
    let catalog = crate::catalog();
    let Ok(deck) = parse_deck("probe.toml", &text, catalog) else {
        return false;
    };
    let mut input = Input::new(choices);
    let titans = sample_deck("titans").expect("a sample deck");
    let titans = parse_deck(titans.path, titans.text, catalog).expect("the sample deck parses");
    let pool: Vec<CardInfo> = catalog.roster.cards().iter().map(CardInfo::from).collect();
    let decks = if input.one_in(2) {
        [&deck.cards[..], &titans.cards[..]]
    } else {
        [&titans.cards[..], &deck.cards[..]]
    };
    let options = Options {
        open_decklists: input.one_in(2),
        ..Options::default()
    };
    let setup = Setup::new(Config::from_decks(&pool, decks, options))
        .expect("a deck that parses makes a game");
    play(&mut setup.start(u64::from(input.byte()), true), &mut input)
}
