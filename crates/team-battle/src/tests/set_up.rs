//! Set-up: the seats (TB-1), who goes first (TB-2), the sizes (TB-3), mulligans (TB-4).

use altplay_core::{Game, Seat, Team};
use altplay_format::Format;
use altplay_tcg::game::{Action as TcgAction, Step};

use super::*;
use crate::TeamBattle;

#[test]
fn tb_1_two_teams_of_two_sit_diagonal_each_facing_an_opponent() {
    let game = new_game(1);
    let teams: Vec<Team> = (0..4).map(|s| game.team_of(Seat(s))).collect();
    assert_eq!(
        teams,
        [Team(0), Team(1), Team(0), Team(1)],
        "A1, B1, A2, B2 clockwise"
    );
    assert_eq!(RULES.across(A1), B2, "A1 faces B2");
    assert_eq!(RULES.across(B1), A2, "B1 faces A2");
    assert_eq!(RULES.partner_of(A1), Some(A2));
    assert_eq!(RULES.partner_of(B1), Some(B2));
    let view = game.view(Some(B1));
    let seats: Vec<(&str, char, &str)> = (view.seats.iter())
        .map(|s| (s.name, s.team, s.deck.as_str()))
        .collect();
    assert_eq!(
        seats,
        [
            ("A1", 'A', "d-swsh1-1"),
            ("B1", 'B', "d-swsh1-2"),
            ("A2", 'A', "d-swsh1-3"),
            ("B2", 'B', "d-swsh2-1")
        ]
    );
    let names = TeamBattle::seat_names(&game.setup);
    assert_eq!(names[3], "B2: d-swsh2-1");
}

#[test]
fn tb_1_a_table_is_four_players_no_more_no_fewer() {
    for decks in [3, 5] {
        let config = crate::Config {
            decks: vec!["d-swsh1-1".into(); decks],
            data: None,
            cards_digest: None,
            sealed: None,
        };
        let e = TeamBattle::setup(config).unwrap_err();
        assert_eq!(e.rule, "TB-1");
        assert!(
            e.message
                .contains(&format!("four players (A1, B1, A2, B2), not {decks}")),
            "{e}"
        );
    }
}

#[test]
fn tb_2_the_flip_winners_team_picks_its_first_player_and_turns_alternate_teams_clockwise() {
    let setup = TeamBattle::setup(TeamBattle::default_config()).unwrap();
    let mut winning_teams = Vec::new();
    for seed in 0..12 {
        let game = TeamBattle::start(&setup, seed, true);
        let Step::ChooseFirst(winner) = game.game.step() else {
            panic!("the coin flip first");
        };
        assert_eq!(game.to_move().first(), Some(winner), "the winner chooses");
        winning_teams.push(game.team_of(winner));
        for (first, goes) in [(true, winner), (false, crate::seating::teammate(winner))] {
            let mut game = game.clone();
            play(&mut game, TcgAction::GoFirst { first });
            assert_eq!(game.game.first(), goes);
            set_up_all(&mut game);
            let mut order = Vec::new();
            for _ in 0..6 {
                order.push(game.game.current());
                play(&mut game, TcgAction::EndTurn);
            }
            let clockwise: Vec<Seat> = (0..6).map(|k| Seat((goes.0 + k) % 4)).collect();
            assert_eq!(order, clockwise);
            let teams: Vec<Team> = order.iter().map(|&s| game.team_of(s)).collect();
            assert!(teams.windows(2).all(|t| t[0] != t[1]), "teams alternate");
        }
    }
    assert!(winning_teams.contains(&Team(0)) && winning_teams.contains(&Team(1)));
}

#[test]
fn tb_3_seven_cards_each_a_bench_of_four_and_three_prize_cards() {
    let setup = TeamBattle::setup(TeamBattle::default_config()).unwrap();
    let mut game = (0..)
        .map(|seed| TeamBattle::start(&setup, seed, true))
        .find(|g| g.game.boards().iter().all(|b| b.mulligans() == 0))
        .unwrap();
    let view = game.view(None);
    assert!(view.game.boards.iter().all(|b| b.hand_size == 7));
    play(&mut game, TcgAction::GoFirst { first: true });
    // Let the player placing first hold five Basics: the fifth finds no room on the Bench.
    let seat = game.game.current();
    let grookey = card(&game, "swsh1-11");
    let hand = game.game.board_mut(seat).hand_cards_mut();
    hand.clear();
    hand.extend([grookey; 6]);
    play(&mut game, TcgAction::Place { card: grookey });
    for _ in 0..4 {
        play(&mut game, TcgAction::Place { card: grookey });
    }
    assert_eq!(game.game.board(seat).bench().len(), 4);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal, [Action::Play(TcgAction::Done)], "the Bench is full");
    let e = game
        .apply(&Action::Play(TcgAction::Place { card: grookey }))
        .unwrap_err();
    assert_eq!(e.rule, "TCG-4", "{e}");
    set_up_all(&mut game);
    for board in game.game.boards() {
        assert_eq!(board.prizes().len(), 3);
    }
}

/// Plays the set-up of game `seed`, taking every extra draw offered; the seats offered draws
/// for mulligans, with how many.
fn mulligan_draws(setup: &std::sync::Arc<crate::Setup>, seed: u64) -> Vec<(Seat, u8)> {
    let mut game = TeamBattle::start(setup, seed, true);
    play(&mut game, TcgAction::GoFirst { first: true });
    let mut offered = Vec::new();
    while game.game.step() != Step::Turn {
        if let Step::MulliganDraws { seat, left } = game.game.step() {
            let boards = &game.game.boards();
            assert!(
                boards.iter().all(|b| b.ready() && b.prizes().len() == 3),
                "TB-4: the draws come once every player has placed their Prize cards"
            );
            if !offered.iter().any(|&(s, _)| s == seat) {
                offered.push((seat, left));
            }
            let hand = game.game.board(seat).hand().len();
            play(&mut game, TcgAction::DrawExtra);
            assert_eq!(game.game.board(seat).hand().len(), hand + 1);
            continue;
        }
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let placing = matches!(game.game.step(), Step::PlaceActive(_));
        let pick = (legal.iter())
            .find(|a| placing && matches!(a, Action::Play(TcgAction::Place { .. })))
            .unwrap_or(&Action::Play(TcgAction::Done))
            .clone();
        act(&mut game, pick);
    }
    offered
}

#[test]
fn tb_4_the_opponent_across_draws_for_a_mulligan_after_the_prizes_and_two_across_cancel() {
    let setup = TeamBattle::setup(TeamBattle::default_config()).unwrap();
    let mulligans = |seed| {
        let game = TeamBattle::start(&setup, seed, false);
        game.game
            .boards()
            .iter()
            .map(|b| b.mulligans())
            .collect::<Vec<u8>>()
    };
    // One player mulligans: only the opponent across from them may draw, once per mulligan.
    let (seed, counts) = (0..)
        .map(|seed| (seed, mulligans(seed)))
        .find(|(_, m)| m.iter().filter(|&&n| n > 0).count() == 1)
        .unwrap();
    let who = Seat(counts.iter().position(|&n| n > 0).unwrap() as u8);
    assert_eq!(
        mulligan_draws(&setup, seed),
        [(RULES.across(who), counts[who.index()])]
    );
    // Two players across from each other mulligan: neither draws, nor do their teammates.
    let (seed, counts) = (0..)
        .map(|seed| (seed, mulligans(seed)))
        .find(|(_, m)| m[0] > 0 && m[3] > 0 && m[1] == 0 && m[2] == 0)
        .unwrap();
    assert!(counts[0] > 0 && counts[3] > 0);
    assert_eq!(mulligan_draws(&setup, seed), []);
}
