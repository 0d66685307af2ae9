//! TB-13 in the two-player game (Limited, 4 Prize cards): a Sealed configuration opens each
//! seat's packs from one seeded box of a real set, the AI builds the decks no one gave, the
//! configuration keeps the build, and bad Sealed set-ups are refused naming the rule.

use std::num::NonZeroU32;

use altplay_cards::deck::DecklistLine;
use altplay_cards::packs::{PackLayouts, open};
use altplay_core::{Game, GameRng, Seat};
use altplay_format::Format;
use altplay_tcg::format::{
    Config, DeckChoice, Decklist, Sealed, Trade, card_data, find_set, set_cards, unplayable,
};
use altplay_tcg::game::{Rules, Step, Tcg};

const SEATS: [&str; 2] = ["seat 1", "seat 2"];

/// Six packs each of Journey Together (sv9), a set whose every card plays.
fn sealed(trades: Vec<Trade>) -> Sealed {
    Sealed {
        set: "sv9".into(),
        packs: 6,
        seed: 7,
        trades,
        dealt: None,
    }
}

fn config(decks: Vec<DeckChoice>, sealed: Sealed) -> Config {
    Config {
        decks,
        data: None,
        cards_digest: None,
        sealed: Some(sealed),
    }
}

/// The game of `setup` from `seed`, every seat choosing at random from a generator of `seed`,
/// until it is over or `limit` actions were taken; the actions taken.
fn played(setup: &<Tcg as Format>::Setup, seed: u64, limit: usize) -> (Tcg, Vec<String>) {
    let mut game = Tcg::start(setup, seed, false);
    let mut rng = GameRng::from_seed(seed);
    let mut legal = Vec::new();
    let mut taken = Vec::new();
    while game.outcome().is_none() && taken.len() < limit {
        game.legal_actions(&mut legal);
        let action = legal[rng.below(legal.len() as u32) as usize];
        taken.push(format!("{action:?}"));
        game.apply(&action).expect("a listed action");
    }
    (game, taken)
}

#[test]
fn tb_13_each_seat_opens_its_own_packs_of_one_box_and_the_ai_builds_the_decks_not_given() {
    let data = card_data(None).expect("the shared card data");
    let rules = Rules::two_players();
    let pools = sealed(vec![]).pools(&data, &rules, &SEATS).unwrap();
    // Seat 1 opens the box's first six packs: what `altplay sealed open --seed 7` shows.
    let set = find_set(&data, "sv9").unwrap();
    let alone = open(PackLayouts::embedded(), set, &set_cards(&data, set), 6, 7).unwrap();
    assert_eq!(pools[0], alone.pool());
    assert_ne!(pools[0], pools[1], "seat 2 opens the next six packs");
    assert_eq!(
        pools[1].values().sum::<u32>(),
        pools[0].values().sum::<u32>()
    );

    let setup = Tcg::setup(config(vec![], sealed(vec![]))).expect("a Sealed table");
    assert_eq!(
        setup.config.decks.len(),
        2,
        "the configuration holds the build"
    );
    for ((choice, pool), seat) in setup.config.decks.iter().zip(&pools).zip(SEATS) {
        assert_eq!(choice.name(), format!("{seat}'s Sealed deck"));
        let deck = data.deck(choice).unwrap();
        assert_eq!(deck.len(), 40);
        deck.check_limited(pool)
            .expect("the AI builds from its own pool");
    }
    // A replay holds that configuration: it makes the same table, and the same seed plays the
    // same game on it.
    let again = Tcg::setup(setup.config.clone()).expect("the configuration as kept");
    assert_eq!(again.config, setup.config);
    assert_eq!(played(&setup, 3, 400).1, played(&again, 3, 400).1);
}

#[test]
fn tb_13_a_two_player_limited_game_is_played_for_four_prize_cards() {
    let setup = Tcg::setup(config(vec![], sealed(vec![]))).unwrap();
    let mut game = Tcg::start(&setup, 5, false);
    let mut rng = GameRng::from_seed(5);
    let mut legal = Vec::new();
    while game.step() != Step::Turn {
        game.legal_actions(&mut legal);
        let action = &legal[rng.below(legal.len() as u32) as usize];
        game.apply(action).unwrap();
    }
    for seat in [Seat(0), Seat(1)] {
        assert_eq!(game.board(seat).prizes().len(), 4, "{seat:?}");
    }
}

/// Seat 1's AI-built deck with its lines changed by `edit`, sent as a decklist.
fn edited(edit: impl FnOnce(&mut Vec<DecklistLine>)) -> Config {
    let built = Tcg::setup(config(vec![], sealed(vec![]))).unwrap().config;
    let DeckChoice::Listed(list) = &built.decks[0] else {
        panic!("the build is listed");
    };
    let mut cards = list.cards.clone();
    edit(&mut cards);
    let mine = DeckChoice::Listed(Decklist {
        name: "mine".into(),
        cards,
    });
    config(vec![mine, built.decks[1].clone()], sealed(vec![]))
}

fn refusal(config: Config) -> String {
    let e = Tcg::setup(config).expect_err("refused");
    assert_eq!(e.rule, "TB-13", "{e}");
    e.message.into_owned()
}

#[test]
fn tb_13_a_deck_of_39_cards_is_refused() {
    let message = refusal(edited(|cards| {
        let last = cards.last_mut().unwrap();
        match NonZeroU32::new(last.count.get() - 1) {
            Some(fewer) => last.count = fewer,
            None => {
                cards.pop();
            }
        }
    }));
    assert!(message.contains("seat 1's deck \"mine\""), "{message}");
    assert!(
        message.contains("exactly 40 cards; this one has 39"),
        "{message}"
    );
}

#[test]
fn tb_13_a_card_not_in_the_pool_is_refused_by_name() {
    // Iono (sv2), never in a Journey Together pack, for the first non-Energy line's card.
    let message = refusal(edited(|cards| {
        let line = cards
            .iter_mut()
            .find(|l| l.card.starts_with("sv9-"))
            .unwrap();
        line.card = "sv2-185".into();
    }));
    assert!(message.contains("only cards from your pool"), "{message}");
    assert!(message.contains("Iono (sv2-185), 0 opened"), "{message}");
}

#[test]
fn tb_13_a_trade_in_the_two_player_game_is_refused_as_with_an_opponent() {
    let data = card_data(None).unwrap();
    let pools = sealed(vec![])
        .pools(&data, &Rules::two_players(), &SEATS)
        .unwrap();
    let (card, _) = pools[0].iter().next().unwrap();
    let trade = Trade {
        from: 0,
        to: 1,
        cards: vec![DecklistLine {
            card: card.clone(),
            count: NonZeroU32::MIN,
        }],
    };
    let message = refusal(config(vec![], sealed(vec![trade])));
    assert!(
        message.contains("trades[0]: seat 1 may trade only with a teammate, and seat 2 is not one"),
        "{message}"
    );
}

#[test]
fn tb_13_a_set_whose_cards_do_not_all_play_cannot_be_opened() {
    // The first set of the data with a card the engine does not play yet.
    let data = card_data(None).unwrap();
    let (set, unplayed) = (data.set_list.sets.iter())
        .map(|s| (s, unplayable(&set_cards(&data, s))))
        .find(|(_, unplayed)| !unplayed.is_empty())
        .expect("a set with a card that does not play");
    let mut bad = sealed(vec![]);
    bad.set = set.id.clone();
    let message = refusal(config(vec![], bad));
    assert!(
        message.starts_with(&format!("set {} cannot be opened", set.id)),
        "{message}"
    );
    for card in &unplayed {
        assert!(
            message.contains(&format!("{} ({}): ", card.name, card.id)),
            "{message}"
        );
    }
    let mut few = sealed(vec![]);
    few.packs = 3;
    assert!(refusal(config(vec![], few)).contains("4 to 6 packs, not 3"));
}
