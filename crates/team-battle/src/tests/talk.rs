//! TB-6: hands hidden from everyone, teammates included; yes/no questions from the player whose
//! turn it is to their teammate, and nothing else.

use altplay_ai::PolicySpec;
use altplay_core::{Game, GameRng, Policy, Seat, ToMove};
use altplay_format::Format;
use altplay_tcg::game::Action as TcgAction;

use super::*;
use crate::{MAX_QUESTIONS, StandardQuestion, TeamBattle};

const SUPPORTER: &str = "Do you have a Supporter card in your hand?";

fn ask(question: &str) -> Action {
    Action::Ask {
        question: question.into(),
    }
}

#[test]
fn tb_6_no_view_shows_a_hand_but_its_owners_not_even_to_a_teammate() {
    let game = at_first_turn(3);
    for viewer in 0..4 {
        let view = game.view(Some(Seat(viewer)));
        for (seat, board) in view.game.boards.iter().enumerate() {
            let hand = &game.game.board(Seat(seat as u8)).hand();
            if seat == usize::from(viewer) {
                assert_eq!(board.hand.as_deref(), Some(&hand[..]));
            } else {
                assert_eq!(board.hand, None, "{viewer} sees seat {seat}'s hand");
                assert_eq!(board.hand_size, hand.len());
            }
        }
        let json = serde_json::to_value(&view).unwrap();
        let teammate = (viewer + 2) % 4;
        assert!(json["game"]["boards"][usize::from(teammate)]["hand"].is_null());
    }
    let spectator = game.view(None);
    assert!(spectator.game.boards.iter().all(|b| b.hand.is_none()));
    // A redeal for A1 keeps all A1 sees and changes what A2 holds.
    let mut rng = GameRng::from_seed(1);
    let redealt = game.redeal(A1, &mut rng).unwrap();
    let json = |g: &TeamBattle, s| serde_json::to_value(g.view(Some(s))).unwrap();
    assert_eq!(json(&redealt, A1), json(&game, A1));
    assert_ne!(
        redealt.game.board(Seat(2)).hand(),
        game.game.board(Seat(2)).hand()
    );
}

#[test]
fn tb_6_the_player_whose_turn_it_is_asks_and_their_teammate_answers_yes_or_no() {
    let mut game = at_first_turn(3);
    assert_eq!(game.asker(), Some(A1));
    let may_ask = |g: &TeamBattle| [A1, B1, A2, B2].map(|s| g.view(Some(s)).may_ask);
    assert_eq!(
        may_ask(&game),
        [true, false, false, false],
        "only A1's view says so"
    );
    let told = game.log().len();
    act(&mut game, ask(SUPPORTER));
    assert_eq!(may_ask(&game), [false; 4], "not while a question waits");
    assert_eq!(game.to_move(), ToMove::Seat(A2), "the teammate answers");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(
        legal,
        [
            Action::Answer { yes: true },
            Action::Answer { yes: false },
            Action::CannotAnswer
        ]
    );
    // Said aloud: every seat's view shows the question.
    let asked = game.view(Some(B2)).asked.unwrap();
    assert_eq!((asked.by, asked.to, &*asked.question), (A1, A2, SUPPORTER));
    let before = game.clone();
    for other in [
        Action::Play(TcgAction::EndTurn),
        ask("Do you have an Energy card in your hand?"),
    ] {
        let e = game.apply(&other).unwrap_err();
        assert_eq!(e.to_string(), "TB-6: answer the question yes or no");
        assert_eq!(game, before, "a refusal changes nothing");
    }
    act(&mut game, Action::Answer { yes: true });
    assert_eq!(game.to_move(), ToMove::Seat(A1));
    assert_eq!(game.view(Some(A1)).questions_left, MAX_QUESTIONS - 1);
    play(&mut game, TcgAction::EndTurn);
    let log = log_from(&game, told);
    assert_eq!(log[0], format!("A1 asks A2: “{SUPPORTER}”"));
    assert_eq!(log[1], "A2 answers: yes");
    let next = log.iter().position(|l| l == "Turn 2: B1");
    assert!(
        next.is_some_and(|i| i > 1),
        "the turn ends after the talk: {log:?}"
    );
}

#[test]
fn tb_6_a_question_out_of_turn_empty_too_long_or_past_three_a_turn_is_refused() {
    let mut game = new_game(3);
    let e = game.apply(&ask(SUPPORTER)).unwrap_err();
    assert!(
        e.rule == "TB-6" && e.message.contains("only the player whose turn it is"),
        "at set-up: {e}"
    );
    let mut game = at_first_turn(3);
    let e = game.apply(&Action::Answer { yes: false }).unwrap_err();
    assert_eq!(e.to_string(), "TB-6: no question is waiting for an answer");
    for (question, length) in [("   ", 0), (&*"?".repeat(101), 101)] {
        let e = game.apply(&ask(question)).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("TB-6: a question is 1 to 100 characters, not {length}")
        );
    }
    for _ in 0..MAX_QUESTIONS {
        act(&mut game, ask(SUPPORTER));
        act(&mut game, Action::Answer { yes: false });
    }
    let e = game.apply(&ask(SUPPORTER)).unwrap_err();
    assert_eq!(e.to_string(), "TB-6: at most 3 questions a turn");
    // The next player asks anew.
    play(&mut game, TcgAction::EndTurn);
    assert_eq!(game.asker(), Some(B1));
    act(&mut game, ask(SUPPORTER));
    assert_eq!(game.to_move(), ToMove::Seat(B2));
}

#[test]
fn tb_6_questions_are_never_listed_so_no_ai_asks() {
    let mut game = at_first_turn(5);
    let mut legal = Vec::new();
    let mut players: Vec<_> = (0..4)
        .map(|s| TeamBattle::player(&game.setup, PolicySpec::Random, Seat(s), s.into(), None))
        .collect::<Result<_, _>>()
        .unwrap();
    while let Some(seat) = game.to_move().first() {
        game.legal_actions(&mut legal);
        assert!(!legal.iter().any(|a| matches!(a, Action::Ask { .. })));
        let action = players[seat.index()].choose(&game);
        act(&mut game, action);
    }
    assert!(game.talk.as_ref().unwrap().is_empty());
}

/// What the player `spec` at A2 answers to `question`, asked by A1 in `game` (`None`: that it
/// cannot answer).
fn answer(game: &TeamBattle, spec: &str, question: &str, seed: u64) -> Option<bool> {
    let mut game = game.clone();
    act(&mut game, ask(question));
    let spec: PolicySpec = spec.parse().unwrap();
    let mut player = TeamBattle::player(&game.setup, spec, A2, seed, None).unwrap();
    match player.choose(&game) {
        Action::Answer { yes } => Some(yes),
        Action::CannotAnswer => None,
        other => panic!("{spec:?} answered {other:?}"),
    }
}

#[test]
fn tb_6_ai_players_answer_the_apps_questions_truthfully_and_cannot_answer_any_other() {
    let mut game = at_first_turn(3);
    let (hop, water) = (card(&game, "swsh1-165"), card(&game, "sm1-166"));
    set_active(&mut game, A2, "swsh1-55", &[], 0);
    let a2 = game.game.board_mut(Seat(2)).hand_cards_mut();
    a2.clear();
    a2.push(hop);
    for spec in ["greedy", "ismcts:iters=8"] {
        let yes = |q: StandardQuestion| answer(&game, spec, q.text(), 1) == Some(true);
        assert!(yes(StandardQuestion::Supporter), "{spec}");
        assert!(!yes(StandardQuestion::Energy), "{spec}");
        assert!(
            !yes(StandardQuestion::ActiveCanAttack),
            "Sobble has no Energy"
        );
        assert_eq!(answer(&game, spec, "Can we win next turn?", 1), None);
        assert_eq!(
            answer(
                &game,
                spec,
                "  do you have a SUPPORTER card in your hand? ",
                1
            ),
            Some(true),
            "the app's question, whatever its case"
        );
    }
    let mut watered = game.clone();
    watered.game.board_mut(Seat(2)).hand_cards_mut()[0] = water;
    watered
        .game
        .board_mut(Seat(2))
        .active_mut()
        .unwrap()
        .energy_mut()
        .push(water);
    for spec in ["greedy", "ismcts:iters=8"] {
        let yes = |q: StandardQuestion| answer(&watered, spec, q.text(), 1) == Some(true);
        assert!(!yes(StandardQuestion::Supporter));
        assert!(yes(StandardQuestion::Energy));
        assert!(
            yes(StandardQuestion::ActiveCanAttack),
            "Pound costs one Energy"
        );
        assert!(!yes(StandardQuestion::Stadium));
    }
    // `random` answers at random.
    let answers: Vec<Option<bool>> = (0..16)
        .map(|seed| answer(&game, "random", SUPPORTER, seed))
        .collect();
    assert!(
        answers.contains(&Some(true)) && answers.contains(&Some(false)),
        "{answers:?}"
    );
}
