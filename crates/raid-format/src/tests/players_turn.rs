//! The players' shared turn: RF-7 to RF-12.

use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action as TcgAction, Step};

use super::*;
use crate::state::{BOSS, Owner};

/// A Grookey with a Grass Energy as player `k`'s Active: Scratch [C] does 10.
fn ready_grookey(game: &mut RaidFormat, k: usize) {
    let grookey = card(game, "swsh1-11");
    let grass = card(game, "sm1-164");
    let active = game.games[k].board_mut(PLAYER).active_mut().unwrap();
    active.stack_mut()[0] = grookey;
    active.energy_mut().push(grass);
}

#[test]
fn rf_7_players_act_in_any_order_interleaved_and_the_boss_waits_for_all() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 3), 5);
    set_up(&mut game);
    assert_eq!(seats(&game), [Seat(0), Seat(1), Seat(2)]);
    // Player 3, then 1, then 3 again: each action is its player's (`actor`).
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.iter().any(|a| a.player() == 0) && legal.iter().any(|a| a.player() == 2));
    for a in &legal {
        assert_eq!(game.actor(a), Some(Seat(a.player())));
    }
    act(&mut game, play(2, TcgAction::EndTurn));
    assert_eq!(seats(&game), [Seat(0), Seat(1)], "player 3's part is over");
    assert_eq!(step(&game, 2), Step::Between);
    let e = refused(game.apply(&play(2, TcgAction::EndTurn)));
    assert_eq!(e.rule, "RF-7");
    act(&mut game, play(0, TcgAction::EndTurn));
    assert_eq!(game.boss_turns, 0, "the boss waits for every player");
    act(&mut game, play(1, TcgAction::EndTurn));
    assert_eq!(game.boss_turns, 1);
    assert_eq!(game.phase, Phase::Players, "the boss's turn ran by itself");
}

#[test]
fn rf_8_an_effect_on_the_opponent_reaches_the_boss_only() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 9);
    set_up(&mut game);
    ready_grookey(&mut game, 0);
    let before = game.games[1].board(PLAYER).clone();
    act(&mut game, play(0, TcgAction::Attack { index: 0 }));
    assert_eq!(game.boss.active().unwrap().damage(), 10);
    assert_eq!(
        game.games[1].board(PLAYER),
        &before,
        "player 2's board is untouched"
    );
    // Every board sees the same boss.
    assert_eq!(game.games[1].board(BOSS), &game.boss);
}

/// The Rillaboom list with Training Court for its Potions, the Cinderace list with Galar Mine
/// for its Pokémon Catchers: two Stadiums.
#[test]
fn rf_9_one_stadium_shared_by_every_player_and_the_boss() {
    let mut game = two_stadiums_game();
    stadiums_replace(&mut game);
}

/// RF-9 when the boss's discard pile holds its whole deck: the Stadium replaced on player 2's
/// board, lent there as the boss's, still goes back to player 1's discard pile.
#[test]
fn rf_9_a_stadium_replaced_while_the_bosss_discard_pile_holds_its_whole_deck() {
    let mut game = two_stadiums_game();
    let deck: Vec<_> = game.boss.deck_mut().drain(..).collect();
    let hand: Vec<_> = game.boss.hand_cards_mut().drain(..).collect();
    game.boss.discard_mut().extend(deck.into_iter().chain(hand));
    assert_eq!(game.boss.discard().len(), 60);
    game.lend_all();
    stadiums_replace(&mut game);
    assert_eq!(game.boss.discard().len(), 60);
}

/// Two players, set up: the Rillaboom list with Training Court, the Cinderace list with Galar
/// Mine.
fn two_stadiums_game() -> RaidFormat {
    let decks = vec![
        decklist_with("grass-rillaboom", "swsh1-177", "swsh2-169"),
        decklist_with("fire-cinderace", "swsh1-175", "swsh2-160"),
    ];
    let boss = energy_boss();
    let mut c = config(&boss, 2);
    c.decks = decks;
    let mut game = new_game(c, 13);
    set_up(&mut game);
    game
}

/// Player 1 plays Training Court, then player 2 Galar Mine.
fn stadiums_replace(game: &mut RaidFormat) {
    let court = card(game, "swsh2-169");
    let mine = card(game, "swsh2-160");
    give_card(game, 0, court);
    give_card(game, 1, mine);
    act(game, play(0, TcgAction::Play { card: court }));
    assert_eq!(game.stadium, Some((court, Owner::Player(0))));
    for k in 0..2 {
        assert_eq!(
            game.games[k].stadium().map(|(c, _)| c),
            Some(court),
            "board {k}"
        );
    }
    act(game, play(1, TcgAction::Play { card: mine }));
    assert_eq!(game.stadium, Some((mine, Owner::Player(1))));
    // The Stadium it replaced goes to its owner's discard pile, not the boss's.
    assert!(game.games[0].board(PLAYER).discard().contains(&court));
    assert!(!game.boss.discard().contains(&court));
    assert_eq!(game.games[0].stadium().map(|(c, _)| c), Some(mine));
}

#[test]
fn rf_10_the_team_plays_as_many_supporters_as_players_and_may_give_one() {
    // Boss's Orders in the table, at the bottom of the boss deck, out of the way.
    let boss = boss_file(SNORLAX, &[(WATER, 59), ("swsh2-154", 1)]);
    let mut game = new_game(config(&boss, 2), 17);
    set_up(&mut game);
    let orders = card(&game, "swsh2-154");
    game.boss.deck_mut().retain(|c| *c != orders);
    game.boss.deck_mut().insert(0, orders);
    game.lend_all();
    let hop = card(&game, "swsh1-165");
    for _ in 0..3 {
        give_card(&mut game, 0, hop);
    }
    let hand = |g: &RaidFormat, k: usize| g.games[k].board(PLAYER).hand().len();
    // Player 1 gives Hop to player 2, who draws 3.
    let (mine, theirs) = (hand(&game, 0), hand(&game, 1));
    act(
        &mut game,
        Action::Give {
            player: 0,
            card: hop,
            to: 1,
            switch: None,
        },
    );
    assert_eq!(hand(&game, 0), mine - 1);
    assert_eq!(hand(&game, 1), theirs + 3);
    assert!(game.games[0].board(PLAYER).discard().contains(&hop));
    // The second of two players' Supporters: player 1 plays Hop themselves.
    act(&mut game, play(0, TcgAction::Play { card: hop }));
    assert_eq!(game.supporters, 2);
    let e = refused(game.apply(&play(0, TcgAction::Play { card: hop })));
    assert_eq!(e.rule, "RF-10");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.contains(&play(0, TcgAction::Play { card: hop })));
    assert!(!legal.iter().any(|a| matches!(a, Action::Give { .. })));
    // Boss's Orders given acts as a Switch for the chosen player.
    let mut game = new_game(config(&boss, 2), 18);
    set_up(&mut game);
    give_card(&mut game, 0, orders);
    let bench = benched_basic(&mut game, 1);
    let e = refused(game.apply(&Action::Give {
        player: 0,
        card: orders,
        to: 1,
        switch: None,
    }));
    assert_eq!(e.rule, "RF-10");
    act(
        &mut game,
        Action::Give {
            player: 0,
            card: orders,
            to: 1,
            switch: Some(bench),
        },
    );
    assert_eq!(game.games[1].board(PLAYER).active().unwrap().uid(), bench);
}

/// Puts a Basic from player `k`'s deck onto their Bench; its id in play.
fn benched_basic(game: &mut RaidFormat, k: usize) -> altplay_tcg::game::Uid {
    let g = &mut game.games[k];
    let i = g
        .board(PLAYER)
        .deck()
        .iter()
        .position(|&c| g.def(c).is_basic())
        .expect("a Basic in the deck");
    let basic = g.board_mut(PLAYER).deck_mut().remove(i);
    g.put_in_play(PLAYER, basic)
}

#[test]
fn rf_11_a_player_whose_turn_ended_receives_no_supporter() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 19);
    set_up(&mut game);
    let hop = card(&game, "swsh1-165");
    give_card(&mut game, 0, hop);
    act(&mut game, play(1, TcgAction::EndTurn));
    let e = refused(game.apply(&Action::Give {
        player: 0,
        card: hop,
        to: 1,
        switch: None,
    }));
    assert_eq!(e.rule, "RF-11");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::Give { to: 1, .. }))
    );
}

#[test]
fn rf_12_damage_to_the_boss_stays_as_counters_until_milled() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 23);
    set_up(&mut game);
    ready_grookey(&mut game, 0);
    act(&mut game, play(0, TcgAction::Attack { index: 0 }));
    act(&mut game, play(1, TcgAction::EndTurn));
    // 10 damage, under the 2 × 10 a card: it stays on the boss through its turn.
    assert_eq!(game.boss_turns, 1);
    assert_eq!(game.boss.active().unwrap().damage(), 10);
    assert!(game.boss.lost_zone().is_empty());
    if game.games[0].board(PLAYER).active().is_some() {
        ready_grookey(&mut game, 0);
        act(&mut game, play(0, TcgAction::Attack { index: 0 }));
        assert_eq!(game.boss.active().unwrap().damage(), 20, "counters add up");
    }
}
