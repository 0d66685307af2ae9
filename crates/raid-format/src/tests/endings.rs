//! Prize cards, players out, winning and losing, the log: RF-19 to RF-22, RF-26.

use altplay_core::{Game, Outcome, Policy, Team};
use altplay_tcg::game::{Action as TcgAction, Event, Step};

use super::*;
use crate::players::RaidPlayer;

/// Makes player `k`'s Active a Grookey (1 Prize card) 10 HP from a Knock Out, with a Basic on
/// their Bench.
fn doomed_active(game: &mut RaidFormat, k: usize) {
    let grookey = card(game, "swsh1-11");
    let g = &mut game.games[k];
    g.board_mut(PLAYER).active_mut().unwrap().stack_mut()[0] = grookey;
    let hp = {
        let active = g.board(PLAYER).active().unwrap();
        g.hp(active)
    };
    *g.board_mut(PLAYER).active_mut().unwrap().damage_mut() = hp - 10;
    let board = &g.board(PLAYER);
    let i = board
        .deck()
        .iter()
        .position(|&c| g.cards().get(c).is_basic())
        .expect("a Basic in the deck");
    let basic = g.board_mut(PLAYER).deck_mut().remove(i);
    g.put_in_play(PLAYER, basic);
}

#[test]
fn rf_19_a_player_takes_their_own_prize_cards_and_is_out_after_the_last() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 61);
    set_up(&mut game);
    doomed_active(&mut game, 0);
    let hand = game.games[0].board(PLAYER).hand().len();
    end_turns(&mut game);
    let board = &game.games[0].board(PLAYER);
    assert_eq!(
        board.prizes().len(),
        5,
        "player 1 took their own Prize card"
    );
    assert_eq!(
        board.hand().len(),
        hand + 1 + 1,
        "the Prize card and the turn's draw"
    );
    // Their last Prize card: out, and the others play on.
    doomed_active(&mut game, 0);
    game.games[0].board_mut(PLAYER).prizes_mut().truncate(1);
    end_turns(&mut game);
    assert!(game.is_out(0) && !game.is_out(1));
    assert!(boss_events(&game).contains(&BossEvent::Out { player: 0 }));
    assert!(game.outcome().is_none());
    assert!(!game.to_move().includes(altplay_core::Seat(0)));
}

#[test]
fn rf_20_the_players_win_when_the_boss_deck_is_lost_and_lose_when_all_are_out() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 1), 67);
    set_up(&mut game);
    let water = card(&game, WATER);
    game.boss.deck_mut().clear();
    game.boss.deck_mut().extend([water; 4]);
    game.boss.discard_mut().clear();
    *game.boss.active_mut().unwrap().damage_mut() = 60;
    game.lend_all();
    end_turns(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            margin: 1
        })
    );
    assert_eq!(game.boss.lost_zone().len(), 2);
    // Every player out: the boss wins (2 players: 3 Water pay Rolling Tackle).
    let mut game = new_game(config(&boss, 2), 71);
    set_up(&mut game);
    for k in 0..2 {
        doomed_active(&mut game, k);
        game.games[k].board_mut(PLAYER).prizes_mut().truncate(1);
    }
    end_turns(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            team: Team(1),
            margin: 0
        })
    );
    assert!(game.to_move().seats().is_empty());
}

#[test]
fn rf_21_a_player_without_an_active_stays_in() {
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 73);
    set_up(&mut game);
    let g = &mut game.games[0];
    let basic = g
        .board_mut(PLAYER)
        .active_slot_mut()
        .take()
        .unwrap()
        .stack()[0];
    g.board_mut(PLAYER).bench_mut().clear();
    g.board_mut(PLAYER).hand_cards_mut().push(basic);
    g.board_mut(PLAYER).deck_mut().clear();
    end_turns(&mut game);
    // Rolling Tackle does 80: a Prize card for having no Active Pokémon; no draw, still in.
    assert!(boss_events(&game).contains(&BossEvent::NoActivePrize { player: 0 }));
    let board = &game.games[0].board(PLAYER);
    assert_eq!(board.prizes().len(), 5);
    assert!(!game.is_out(0));
    assert_eq!(
        step(&game, 0),
        Step::PlaceActive(PLAYER),
        "a Basic goes in first"
    );
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mine: Vec<_> = legal.iter().filter(|a| a.player() == 0).collect();
    assert!(mine.iter().all(|a| matches!(
        a,
        Action::Play {
            action: TcgAction::Place { .. },
            ..
        }
    )));
    act(&mut game, play(0, TcgAction::Place { card: basic }));
    assert_eq!(step(&game, 0), Step::Turn);
    assert!(game.games[0].board(PLAYER).active().is_some());
}

#[test]
fn rf_22_the_boss_counts_a_prize_card_for_every_ten_lost_cards() {
    let boss = energy_boss();
    for on in [true, false] {
        let mut c = config(&boss, 1);
        c.local.boss_prizes = on;
        let mut game = new_game(c, 79);
        assert_eq!(game.boss.prizes().len(), if on { 6 } else { 0 });
        set_up(&mut game);
        *game.boss.active_mut().unwrap().damage_mut() = 100;
        game.lend_all();
        end_turns(&mut game);
        assert_eq!(game.boss.lost_zone().len(), 10);
        let left = if on { 5 } else { 0 };
        assert_eq!(game.boss.prizes().len(), left);
        let seen = game.games[0].view_for(Some(PLAYER)).boards[1].prizes;
        assert_eq!(seen, left, "what a player's cards count");
    }
}

#[test]
fn rf_26_every_change_is_logged_and_config_seed_and_actions_replay_the_game() {
    let s = setup(config("gyarados-vmax", 3));
    let mut game = RaidFormat::new(Arc::clone(&s), 83, true);
    let mut players: Vec<RaidPlayer> = (0..3)
        .map(|k| RaidPlayer::new(altplay_ai::PolicySpec::Greedy, Seat(k as u8), k).unwrap())
        .collect();
    let mut actions = Vec::new();
    while game.outcome().is_none() {
        let seat = game.to_move().first().unwrap();
        let a = players[seat.index()].choose(&game);
        act(&mut game, a);
        actions.push(a);
    }
    let mut again = RaidFormat::new(s, 83, true);
    for a in &actions {
        act(&mut again, *a);
    }
    assert_eq!(again, game);
    let log = game.log.as_deref().unwrap();
    assert!(
        log.iter()
            .any(|e| matches!(e, Entry::Boss(BossEvent::Milled { .. })))
    );
    assert!(
        log.iter()
            .any(|e| matches!(e, Entry::Board(_, Event::KnockedOut { .. })))
    );
}

/// RF-22's swap: Dubwool V's Revenge Blast (120, and 30 more for each Prize card "your opponent
/// has taken") counts the Prize cards its player took for their own Knock Outs.
#[test]
fn rf_22_a_text_counting_prize_cards_counts_the_other_side() {
    let path = decklist_with("grass-rillaboom", "swsh1-177", "swsh2-153");
    let boss = energy_boss();
    for (on, damage) in [(true, 120 + 2 * 30), (false, 120 + 6 * 30)] {
        // Two players: the second has not ended their turn, so the boss's does not begin.
        let mut c = config(&boss, 2);
        c.decks[0] = path.clone();
        c.local.boss_prizes = on;
        let mut game = new_game(c, 97);
        set_up(&mut game);
        let dubwool = card(&game, "swsh2-153");
        let grass = card(&game, "sm1-164");
        let board = game.games[0].board_mut(PLAYER);
        let active = board.active_mut().unwrap();
        active.stack_mut()[0] = dubwool;
        active.energy_mut().extend([grass; 3]);
        // Two of the player's Prize cards taken: their losses.
        board.prizes_mut().truncate(4);
        let def = game.setup.cards().get(dubwool);
        let index = def
            .attacks()
            .iter()
            .position(|a| a.name == "Revenge Blast")
            .unwrap();
        act(&mut game, play(0, TcgAction::Attack { index: index as u8 }));
        let done = game.boss.active().unwrap().damage();
        assert_eq!(done, damage, "local rule on: {on}");
    }
}
