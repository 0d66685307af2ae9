//! Rule tests, named after the TB rule they check (the conformance suite checks every rule has
//! one), on real theme decks and decklists, driven through the `Game` API from seeded games;
//! where a situation is rare in play it is set on the engine's state, as the engine's own
//! tests of four seats do.

mod play;
mod refusals;
mod sealed;
mod set_up;
mod talk;
mod wording;

use std::sync::Arc;

use altplay_core::{Game, Seat};
use altplay_format::Format;
use altplay_tcg::format::DeckChoice;
use altplay_tcg::game::{Action as TcgAction, CardId, Step};

use crate::{Action, Config, RULES, Setup, TeamBattle};

pub const A1: Seat = Seat(0);
pub const B1: Seat = Seat(1);
pub const A2: Seat = Seat(2);
pub const B2: Seat = Seat(3);

/// A table of these decks (A1, B1, A2, B2).
pub fn setup(decks: [&str; 4]) -> Arc<Setup> {
    let config = Config {
        decks: decks.map(DeckChoice::from).to_vec(),
        data: None,
        cards_digest: None,
        sealed: None,
    };
    TeamBattle::setup(config).expect("a sound table")
}

/// Game `seed` of the default table, its log kept.
pub fn new_game(seed: u64) -> TeamBattle {
    TeamBattle::start(
        &TeamBattle::setup(TeamBattle::default_config()).unwrap(),
        seed,
        true,
    )
}

pub fn act(game: &mut TeamBattle, action: Action) {
    game.apply(&action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
}

pub fn play(game: &mut TeamBattle, action: TcgAction) {
    act(game, Action::Play(action));
}

/// Every seat sets up: the first Basic as Active, then done, no extra draws; the first turn
/// begins.
pub fn set_up_all(game: &mut TeamBattle) {
    let mut legal = Vec::new();
    while game.game.step() != Step::Turn {
        game.legal_actions(&mut legal);
        let placing = matches!(game.game.step(), Step::PlaceActive(_));
        let pick = (legal.iter())
            .find(|a| placing && matches!(a, Action::Play(TcgAction::Place { .. })))
            .or_else(|| legal.iter().find(|a| **a == Action::Play(TcgAction::Done)))
            .unwrap_or(&legal[0])
            .clone();
        act(game, pick);
    }
}

/// The first game from `seed` on whose coin flip team A wins, set up with A1 going first: at
/// turn 1, A1 to play.
pub fn at_first_turn_of(setup: &Arc<Setup>, seed: u64) -> TeamBattle {
    (seed..)
        .find_map(|seed| {
            let mut game = TeamBattle::start(setup, seed, true);
            let Step::ChooseFirst(winner) = game.game.step() else {
                panic!("the coin flip comes first");
            };
            if game.team_of(winner) != game.team_of(A1) {
                return None;
            }
            play(
                &mut game,
                TcgAction::GoFirst {
                    first: winner == A1,
                },
            );
            set_up_all(&mut game);
            Some(game)
        })
        .unwrap()
}

pub fn at_first_turn(seed: u64) -> TeamBattle {
    at_first_turn_of(
        &TeamBattle::setup(TeamBattle::default_config()).unwrap(),
        seed,
    )
}

/// Ends turns until turn `turn` begins.
pub fn to_turn(game: &mut TeamBattle, turn: u16) {
    while game.game.turn() < turn {
        play(game, TcgAction::EndTurn);
    }
}

/// The table's id of the printed card `id`.
pub fn card(game: &TeamBattle, id: &str) -> CardId {
    game.game
        .cards()
        .id_of(id)
        .unwrap_or_else(|| panic!("{id} is not in this table's decks"))
}

/// `seat`'s Active Pokémon becomes the printed card `pokemon`, with `energy` attached and
/// `damage` on it.
pub fn set_active(game: &mut TeamBattle, seat: Seat, pokemon: &str, energy: &[&str], damage: u16) {
    let pokemon = card(game, pokemon);
    let energy: Vec<CardId> = energy.iter().map(|e| card(game, e)).collect();
    let active = game.game.board_mut(seat).active_mut().unwrap();
    active.stack_mut().clear();
    active.stack_mut().push(pokemon);
    active.energy_mut().clear();
    active.energy_mut().extend(energy);
    *active.damage_mut() = damage;
}

/// The lines of the log from `from` on.
pub fn log_from(game: &TeamBattle, from: usize) -> Vec<String> {
    game.log()[from..].to_vec()
}
