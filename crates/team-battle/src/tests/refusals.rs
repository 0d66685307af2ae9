//! Bad input, each refused naming the rule it breaks, the game unchanged: a deck the normal deck
//! rules refuse (TCG-2), an attack on a teammate (TCG-17), an action out of turn, an answer
//! that is not yes or no (TB-6).

use altplay_core::{Game, RuleError};
use altplay_format::Format;
use altplay_tcg::format::DeckChoice;
use altplay_tcg::game::{Action as TcgAction, Step};

use super::*;
use crate::{Config, TeamBattle};

/// The error of a table whose B1 plays `deck`.
fn b1_plays(deck: DeckChoice) -> RuleError {
    let config = Config {
        decks: vec![
            "d-swsh1-1".into(),
            deck,
            "d-swsh1-3".into(),
            "d-swsh2-1".into(),
        ],
        data: None,
        cards_digest: None,
        sealed: None,
    };
    TeamBattle::setup(config).unwrap_err()
}

#[test]
fn a_deck_with_five_copies_of_a_card_is_refused_naming_tcg_2_and_the_seat() {
    let data = altplay_tcg::format::card_data(None).unwrap();
    let five =
        "[[cards]]\ncard = \"swsh1-14\"\ncount = 5\n\n[[cards]]\ncard = \"sm1-164\"\ncount = 55\n";
    let e = b1_plays(data.read_file_text("five.toml", five).unwrap());
    assert_eq!(e.rule, "TCG-2");
    assert!(e.message.starts_with("B1's deck"), "{e}");
    assert!(e.message.contains("5 cards named \"Rillaboom\""), "{e}");
    let e = b1_plays("Pikachuu".into());
    assert!(
        e.rule == "TCG-2" && e.message.contains("B1's deck \"Pikachuu\""),
        "{e}"
    );
}

#[test]
fn an_attack_on_a_teammate_is_refused_naming_tcg_17() {
    let mut game = at_first_turn(29);
    to_turn(&mut game, 5);
    set_active(&mut game, A1, "swsh1-11", &["sm1-164"], 0);
    let before = game.clone();
    let e = game
        .apply(&Action::Play(TcgAction::AttackAt {
            index: 0,
            target: A2,
        }))
        .unwrap_err();
    assert_eq!(e.rule, "TCG-17", "{e}");
    assert!(e.message.contains("teammate"), "{e}");
    assert_eq!(game, before);
}

#[test]
fn an_action_out_of_turn_is_refused_naming_its_rule() {
    let mut game = new_game(31);
    play(&mut game, TcgAction::GoFirst { first: true });
    set_up_all(&mut game);
    let seat = game.game.current();
    let other = RULES.next(seat);
    // A card only the next player holds, played now: not the mover's.
    let theirs = (game.game.board(other).hand().iter())
        .copied()
        .find(|c| !game.game.board(seat).hand().contains(c))
        .unwrap();
    let before = game.clone();
    for action in [
        Action::Play(TcgAction::Play { card: theirs }),
        Action::Play(TcgAction::Bench { card: theirs }),
        Action::Play(TcgAction::Promote { pokemon: 0 }),
        Action::Answer { yes: true },
    ] {
        let e = game.apply(&action).unwrap_err();
        assert!(!e.rule.is_empty(), "{action:?}: {e}");
        assert_eq!(game, before, "{action:?} changed the game");
    }
    assert_eq!(game.game.step(), Step::Turn);
}

#[test]
fn a_teammate_answers_only_yes_no_or_that_they_cannot() {
    let mut game = at_first_turn(37);
    act(
        &mut game,
        Action::Ask {
            question: "Do you have an Energy card in your hand?".into(),
        },
    );
    let before = game.clone();
    let mut legal = Vec::new();
    let mut engine = Vec::new();
    game.game.legal(&mut engine);
    for action in engine.iter().map(|&a| Action::Play(a)) {
        let e = game.apply(&action).unwrap_err();
        assert_eq!(e.to_string(), "TB-6: answer the question yes or no");
    }
    assert_eq!(game, before);
    game.legal_actions(&mut legal);
    assert_eq!(legal.len(), 3);
}
