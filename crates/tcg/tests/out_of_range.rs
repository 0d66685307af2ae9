//! An action naming a card, a Pokémon, a seat or an option that the table does not have is
//! refused (TCG-16) and changes nothing: a stored table replayed on other decks, or a client
//! sending any numbers, never panics the engine.

mod common;

use altplay_core::{Game, Policy, RandomPolicy, Seat, ToMove};
use altplay_tcg::game::{Action, CardId, Rules, Table, Tcg};
use common::*;

/// Every kind of action, with each number it carries far out of range: past the table's cards,
/// past any Pokémon in play, past the seats.
fn out_of_range(game: &Tcg) -> Vec<Action> {
    let card = CardId(game.cards().len() as u16);
    let far = [card, CardId(u16::MAX)];
    let (pokemon, seat, index) = (u16::MAX, Seat(u8::MAX), u8::MAX);
    let mut actions = vec![
        Action::Attack { index },
        Action::AttackAt {
            index: 0,
            target: seat,
        },
        Action::AttackAt {
            index,
            target: Seat(1),
        },
        Action::PickPokemon { pokemon },
        Action::PickOption { index },
        Action::Promote { pokemon },
        Action::Retreat { to: pokemon },
        Action::Ability { pokemon, index: 0 },
        Action::AbilityAt {
            pokemon: 0,
            index,
            opponent: seat,
        },
        Action::StadiumAt { opponent: seat },
    ];
    for card in far {
        actions.extend([
            Action::Place { card },
            Action::Bench { card },
            Action::Evolve { card, target: 0 },
            Action::Attach { card, target: 0 },
            Action::Tool { card, target: 0 },
            Action::Play { card },
            Action::PlayFor {
                card,
                you: Seat(0),
                opponent: Seat(1),
            },
            Action::PickCard { card },
        ]);
    }
    actions.push(Action::PlayFor {
        card: CardId(0),
        you: seat,
        opponent: seat,
    });
    actions
}

#[test]
fn tcg_16_an_action_naming_what_the_table_has_not_is_refused_naming_a_rule_without_harm() {
    let deck = theme_decks()
        .find("d-swsh1-1")
        .unwrap()
        .resolve(index())
        .unwrap();
    let table = Table::new(&[deck.clone(), deck], Rules::two_players()).unwrap();
    let mut tried = 0;
    for seed in 0..3 {
        let mut game = table.start(seed, true);
        let mut random = RandomPolicy::<Tcg>::new(seed);
        while let ToMove::Seat(_) = game.to_move() {
            for action in out_of_range(&game) {
                let before = game.clone();
                let refused = game.apply(&action).expect_err("out of range");
                assert!(refused.rule.starts_with("TCG-"), "{action:?}: {refused}");
                if action
                    .card()
                    .is_some_and(|c| usize::from(c.0) >= game.cards().len())
                {
                    assert_eq!(refused.to_string(), "TCG-16: no such card at this table");
                }
                assert_eq!(game, before, "{action:?} changed the game");
                tried += 1;
            }
            let action = random.choose(&game);
            game.apply(&action).unwrap();
        }
    }
    assert!(tried > 1_000, "{tried}");
}
