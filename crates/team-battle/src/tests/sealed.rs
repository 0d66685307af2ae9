//! TB-13, Team Battle—Limited: four seats open their packs of one box, teammates trade while
//! building, and the game is played for 2 Prize cards each.

use std::num::NonZeroU32;

use altplay_cards::deck::DecklistLine;
use altplay_core::Game;
use altplay_format::Format;
use altplay_tcg::format::{Sealed, Trade, card_data};
use altplay_tcg::game::Step;

use super::{A1, A2, B1};
use crate::{Config, RULES, SEAT_NAMES, TeamBattle};

fn sealed(trades: Vec<Trade>) -> Sealed {
    Sealed {
        set: "sv9".into(),
        packs: 4,
        seed: 11,
        trades,
        dealt: None,
    }
}

fn config(sealed: Sealed) -> Config {
    Config {
        decks: Vec::new(),
        data: None,
        cards_digest: None,
        sealed: Some(sealed),
    }
}

/// A trade of one copy of A1's first card in id order, from A1 to `to`.
fn one_card(to: altplay_core::Seat) -> (String, Trade) {
    let data = card_data(None).unwrap();
    let pools = sealed(vec![]).pools(&data, &RULES, &SEAT_NAMES).unwrap();
    let card = pools[0].keys().next().unwrap().clone();
    let trade = Trade {
        from: A1.0,
        to: to.0,
        cards: vec![DecklistLine {
            card: card.clone(),
            count: NonZeroU32::MIN,
        }],
    };
    (card, trade)
}

#[test]
fn tb_13_team_battle_limited_is_played_for_two_prize_cards_each() {
    let setup = TeamBattle::setup(config(sealed(vec![]))).expect("a Sealed table");
    assert_eq!(setup.config.decks.len(), 4);
    let mut game = TeamBattle::start(&setup, 2, false);
    let mut legal = Vec::new();
    while game.game.step() != Step::Turn {
        game.legal_actions(&mut legal);
        game.apply(&legal[0]).unwrap();
    }
    for board in game.game.boards() {
        assert_eq!(board.prizes().len(), 2);
    }
}

#[test]
fn tb_13_a_teammate_trade_moves_the_cards_from_one_pool_to_the_other() {
    let data = card_data(None).unwrap();
    let before = sealed(vec![]).pools(&data, &RULES, &SEAT_NAMES).unwrap();
    let (card, trade) = one_card(A2);
    let after = sealed(vec![trade.clone()])
        .pools(&data, &RULES, &SEAT_NAMES)
        .unwrap();
    let held = |pools: &[altplay_cards::deck::SealedPool], seat: usize| {
        pools[seat].get(&card).copied().unwrap_or(0)
    };
    assert_eq!(held(&after, 0), held(&before, 0) - 1);
    assert_eq!(held(&after, 2), held(&before, 2) + 1);
    assert_eq!(after[1], before[1], "B1 is not in the trade");
    TeamBattle::setup(config(sealed(vec![trade]))).expect("a table after the trade");
}

#[test]
fn tb_13_trading_with_an_opponent_is_refused() {
    let (_, trade) = one_card(B1);
    let e = TeamBattle::setup(config(sealed(vec![trade]))).unwrap_err();
    assert_eq!(e.rule, "TB-13");
    assert_eq!(
        e.message,
        "trades[0]: A1 may trade only with a teammate, and B1 is not one"
    );
}

#[test]
fn tb_13_giving_more_than_the_pool_holds_is_refused() {
    let (card, mut trade) = one_card(A2);
    trade.cards[0].count = NonZeroU32::new(99).unwrap();
    let e = TeamBattle::setup(config(sealed(vec![trade]))).unwrap_err();
    assert_eq!(e.rule, "TB-13");
    assert!(
        e.message
            .starts_with(&format!("trades[0]: A1 gives 99 × {card} but holds ")),
        "{e}"
    );
}
