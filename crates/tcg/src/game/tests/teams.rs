//! Four seats in two teams (what Team Battle will sit on, TB-1 to TB-5, TB-7 to TB-10, TB-12):
//! who faces whom, who goes first, the draws for mulligans, the turns without attacks, Prize
//! cards taken by a teammate, a seat removed, a team out of Pokémon, the Checkup.

use altplay_core::{Game, Seat};

use super::data;
use crate::game::{Action, Rules, Step, Table, Tcg};

/// Four seats clockwise A1, B1, A2, B2: teammates diagonal, Bench 4, 3 Prize cards.
const FOUR: Rules = Rules::team_battle();

/// Every seat sets up: the first Basic as Active, then done; the first turn begins.
fn set_up_all(game: &mut Tcg) {
    while !matches!(game.step, Step::Turn) {
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let placing = matches!(game.step, Step::PlaceActive(_));
        let pick = legal
            .iter()
            .find(|a| placing && matches!(a, Action::Place { .. }))
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Done)))
            .or(legal.first())
            .copied()
            .unwrap();
        game.apply(&pick).unwrap();
    }
}

/// A game at its first turn with A1 (seat 1) going first: the first seed from `seed` whose coin
/// flip team A wins.
fn at_first_turn(seed: u64) -> Tcg {
    (seed..)
        .find_map(|seed| {
            let mut game = four_player_game(seed);
            let Step::ChooseFirst(winner) = game.step else {
                panic!("the coin flip first");
            };
            if FOUR.team_of(winner) != FOUR.team_of(Seat(0)) {
                return None;
            }
            game.apply(&Action::GoFirst {
                first: winner == Seat(0),
            })
            .unwrap();
            set_up_all(&mut game);
            Some(game)
        })
        .unwrap()
}

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
    assert_eq!(Rules::two_players().across(Seat(0)), Seat(1));
    assert_eq!(Rules::two_players().partner_of(Seat(0)), None);
}

#[test]
fn the_flip_winner_sends_in_their_teammate_and_turns_go_clockwise() {
    let mut game = four_player_game(5);
    let Step::ChooseFirst(winner) = game.step else {
        panic!("the coin flip first: {:?}", game.step);
    };
    game.apply(&Action::GoFirst { first: false }).unwrap();
    assert_eq!(game.first, FOUR.partner_of(winner).unwrap());
    set_up_all(&mut game);
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
        let target = FOUR.across(seat);
        let e = game
            .check(&Action::AttackAt { index: 0, target })
            .unwrap_err();
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
    two.rules = Rules::two_players();
    two.boards.truncate(2);
    two.boards[0].mulligans = 1;
    two.boards[1].mulligans = 1;
    assert_eq!(
        two.mulligan_draws(Seat(1)),
        1,
        "TCG-3: no cancelling in the two-player game"
    );
}

#[test]
fn a_teammate_takes_the_prize_cards_a_player_runs_short_of() {
    let mut game = at_first_turn(11);
    game.boards[0].prizes.truncate(1);
    let hand = game.boards[2].hand.len();
    assert_eq!(game.take_prizes(Seat(0), 2), 2);
    assert!(game.boards[0].prizes.is_empty());
    assert_eq!(game.boards[2].prizes.len(), 2);
    assert_eq!(game.boards[2].hand.len(), hand + 1);
    assert!(!game.took_every_prize(game.rules.team_of(Seat(0))));
}

#[test]
fn a_team_loses_only_when_neither_player_has_a_pokemon_in_play() {
    let mut game = at_first_turn(13);
    let clear = |game: &mut Tcg, seat: usize| {
        game.boards[seat].active = None;
        game.boards[seat].bench.clear();
    };
    clear(&mut game, 1);
    game.apply(&Action::EndTurn).unwrap();
    assert!(
        game.outcome().is_none(),
        "B2 still has Pokémon: B1 plays on"
    );
    clear(&mut game, 3);
    game.apply(&Action::EndTurn).unwrap();
    let won = altplay_core::Outcome::Win {
        team: altplay_core::Team(0),
        margin: 0,
    };
    assert_eq!(game.outcome(), Some(won));
}

#[test]
fn a_player_who_cannot_draw_leaves_and_their_teammate_sets_prizes_aside() {
    let mut game = at_first_turn(17);
    game.boards[1].deck.clear();
    let bottom = game.boards[3].deck[0];
    game.apply(&Action::EndTurn).unwrap();
    assert!(game.boards[1].removed);
    assert!(!game.boards[1].has_pokemon());
    assert_eq!(
        game.boards[3].prizes.len(),
        6,
        "B2 sets aside B1's 3 from the bottom"
    );
    assert!(game.boards[3].prizes.contains(&bottom));
    assert_eq!(game.current, Seat(2), "the turn passes to A2");
    assert!(game.outcome().is_none());
    // After A2, B1's turn is skipped for B2's.
    game.apply(&Action::EndTurn).unwrap();
    assert_eq!(game.current, Seat(3));
}

#[test]
fn a_player_without_pokemon_puts_in_the_first_basic_at_their_turn() {
    let mut game = at_first_turn(19);
    let basic = game.boards[1]
        .deck
        .iter()
        .copied()
        .find(|&c| game.def(c).is_basic())
        .unwrap();
    game.boards[1].active = None;
    game.boards[1].bench.clear();
    game.boards[1].hand_mut().push(basic);
    game.apply(&Action::EndTurn).unwrap();
    assert_eq!(game.current, Seat(1));
    assert_eq!(game.step, Step::PlaceActive(Seat(1)));
    game.apply(&Action::Place { card: basic }).unwrap();
    assert_eq!(game.step, Step::Turn);
    assert!(game.boards[1].active.is_some());
}

#[test]
fn special_conditions_are_checked_before_and_after_their_players_turn() {
    let mut game = at_first_turn(23);
    for seat in [1, 2] {
        let p = game.boards[seat].active.as_mut().unwrap();
        p.conditions.add(crate::effect::SpecialCondition::Poisoned);
    }
    game.apply(&Action::EndTurn).unwrap();
    // A1's turn ended: A1's and B1's Pokémon are checked, A2's is not.
    assert_eq!(game.boards[1].active.as_ref().unwrap().damage, 10);
    assert_eq!(game.boards[2].active.as_ref().unwrap().damage, 0);
}

#[test]
fn an_attack_names_which_opponent_it_targets_never_a_teammate() {
    let mut game = at_first_turn(29);
    // Past each team's first turn: A1's second turn is turn 5.
    for _ in 0..4 {
        game.apply(&Action::EndTurn).unwrap();
    }
    assert_eq!((game.turn, game.current), (5, Seat(0)));
    let energy = game.boards[0]
        .deck
        .iter()
        .copied()
        .find(|&c| game.def(c).energy().is_some())
        .unwrap();
    game.boards[0]
        .active
        .as_mut()
        .unwrap()
        .energy
        .extend([energy; 4]);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let targets: Vec<Seat> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::AttackAt { index: 0, target } => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, [Seat(1), Seat(3)], "both opponents, B1 and B2");
    assert!(!legal.iter().any(|a| matches!(a, Action::Attack { .. })));
    let e = game.check(&Action::Attack { index: 0 }).unwrap_err();
    assert_eq!(e.rule, "TCG-17");
    let teammate = Action::AttackAt {
        index: 0,
        target: Seat(2),
    };
    let e = game.check(&teammate).unwrap_err();
    assert!(e.rule == "TCG-17" && e.message.contains("teammate"), "{e}");
    // B2's Active takes the damage; B1's does not.
    let before = |g: &Tcg, s: usize| g.boards[s].active.as_ref().unwrap().damage;
    let b1 = before(&game, 1);
    let b2 = game.boards[3].active.as_ref().unwrap().uid;
    game.apply(&Action::AttackAt {
        index: 0,
        target: Seat(3),
    })
    .unwrap();
    let after = game.boards[3].active.as_ref();
    let hit = after.is_none_or(|p| p.uid != b2 || p.damage > 0);
    assert!(hit, "B2's Active Pokémon was damaged or Knocked Out");
    assert_eq!(game.boards[1].active.as_ref().map_or(b1, |p| p.damage), b1);
}
