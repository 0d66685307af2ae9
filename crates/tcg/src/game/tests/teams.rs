//! Four seats in two teams (what Team Battle, TB-1 to TB-5, will sit on): who faces whom, who
//! goes first, the draws for mulligans, the turns without attacks.

use altplay_core::{Game, Seat};

use super::data;
use crate::game::{Action, Rules, Step, Table, Tcg};

/// Four seats clockwise A1, B1, A2, B2: teammates diagonal, Bench 4, 3 Prize cards.
const FOUR: Rules = Rules {
    seats: 4,
    teams: [0, 1, 0, 1, 0],
    bench_size: 4,
    prizes: 3,
    no_attack_turns: 2,
    mulligans_cancel: true,
    ..Rules::TWO_PLAYERS
};

fn four_player_game(seed: u64) -> Tcg {
    let (index, decks) = data();
    let deck = |q: &str| decks.find(q).unwrap().resolve(index).unwrap();
    let decks = ["d-swsh1-1", "d-swsh1-2", "d-swsh1-3", "d-swsh1-1"].map(deck);
    Table::new(&decks, FOUR).unwrap().start(seed, true)
}

#[test]
fn seats_face_across_and_teammates_sit_diagonal() {
    assert_eq!(FOUR.across(Seat(0)), Seat(3), "A1 faces B2");
    assert_eq!(FOUR.across(Seat(1)), Seat(2), "B1 faces A2");
    assert_eq!(FOUR.partner_of(Seat(0)), Some(Seat(2)));
    assert_eq!(FOUR.partner_of(Seat(3)), Some(Seat(1)));
    assert_eq!(Rules::TWO_PLAYERS.across(Seat(0)), Seat(1));
    assert_eq!(Rules::TWO_PLAYERS.partner_of(Seat(0)), None);
}

#[test]
fn the_flip_winner_sends_in_their_teammate_and_turns_go_clockwise() {
    let mut game = four_player_game(5);
    let Step::ChooseFirst(winner) = game.step else {
        panic!("the coin flip first: {:?}", game.step);
    };
    game.apply(&Action::GoFirst { first: false }).unwrap();
    assert_eq!(game.first, FOUR.partner_of(winner).unwrap());
    // Every seat sets up: the first Basic as Active, then done.
    while !matches!(game.step, Step::Turn) {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let pick = legal
            .iter()
            .find(|a| {
                matches!(a, Action::Place { .. }) && matches!(game.step, Step::PlaceActive(_))
            })
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Done)))
            .or(legal.first())
            .copied()
            .unwrap();
        game.apply(&pick).unwrap();
    }
    assert_eq!(game.current, game.first);
    for board in &game.boards {
        assert_eq!(board.prizes.len(), 3);
    }
    // Neither team's first player attacks on their first turn: turns 1 and 2.
    for turn in 1..=2 {
        assert_eq!(game.turn, turn);
        let seat = game.current;
        let energy = game.boards[seat.index()]
            .deck
            .iter()
            .copied()
            .find(|&c| game.def(c).energy().is_some())
            .unwrap();
        let active = game.boards[seat.index()].active.as_mut().unwrap();
        active.energy.extend([energy; 4]);
        let e = game.check(&Action::Attack { index: 0 }).unwrap_err();
        assert_eq!(e.rule, "TCG-5");
        game.apply(&Action::EndTurn).unwrap();
        assert_eq!(game.current, FOUR.next(seat), "clockwise");
    }
}

#[test]
fn mulligan_draws_are_the_opponent_across_and_cancel_when_both_mulliganed() {
    let mut game = four_player_game(7);
    for (seat, mulligans) in [(0, 2), (1, 0), (2, 1), (3, 0)] {
        game.boards[seat].mulligans = mulligans;
    }
    // A1 mulliganed twice: B2, across, may draw 2; B1 draws for A2's one; none for teammates.
    assert_eq!(game.mulligan_draws(Seat(3)), 2);
    assert_eq!(game.mulligan_draws(Seat(1)), 1);
    assert_eq!(game.mulligan_draws(Seat(0)), 0);
    // B2 mulliganed too: the pair across from each other draws nothing for it.
    game.boards[3].mulligans = 1;
    assert_eq!(game.mulligan_draws(Seat(3)), 0);
    assert_eq!(game.mulligan_draws(Seat(0)), 0);
    let mut two = game.clone();
    two.rules = Rules::TWO_PLAYERS;
    two.boards.truncate(2);
    two.boards[0].mulligans = 1;
    two.boards[1].mulligans = 1;
    assert_eq!(
        two.mulligan_draws(Seat(1)),
        1,
        "TCG-3: no cancelling in the two-player game"
    );
}
