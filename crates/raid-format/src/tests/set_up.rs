//! The table and its set-up: RF-1, RF-2, RF-5, RF-6, RF-18.

use altplay_core::Game;
use altplay_tcg::game::{Action as TcgAction, Step};

use super::*;
use crate::state::BOSS;

#[test]
fn rf_1_one_to_five_players_and_a_boss_never_knocked_out() {
    for players in [0, 6] {
        let mut c = config("gyarados-vmax", 1);
        c.decks = vec!["grass-rillaboom".into(); players];
        let e = Setup::new(c).expect_err("refused");
        assert_eq!(e.rule, "RF-1", "{players} players: {e}");
    }
    for players in 1..=5 {
        let game = new_game(config("gyarados-vmax", players), 1);
        assert_eq!(game.players(), players);
    }
    // The boss's damage may pass its printed HP: it stays in play, on every board.
    let boss = energy_boss();
    let mut game = new_game(config(&boss, 2), 3);
    set_up(&mut game);
    *game.boss.active_mut().unwrap().damage_mut() = 990;
    game.lend_all();
    end_turns(&mut game);
    assert!(game.boss.active().is_some());
    for k in 0..2 {
        assert!(game.games[k].board(BOSS).active().is_some());
    }
}

#[test]
fn rf_2_a_boss_deck_is_sixty_trainer_and_energy_cards() {
    let with_pokemon = boss_file(SNORLAX, &[(WATER, 59), ("swsh1-11", 1)]);
    let e = Setup::new(config(&with_pokemon, 1)).expect_err("a Pokémon");
    assert_eq!(e.rule, "RF-2");
    assert!(e.message.contains("Grookey"), "{e}");
    let short = boss_file(SNORLAX, &[(WATER, 59)]);
    let e = Setup::new(config(&short, 1)).expect_err("59 cards");
    assert!(e.rule == "RF-2" && e.message.contains("59"), "{e}");
    let unknown = boss_file(SNORLAX, &[(WATER, 59), ("Not A Card At All", 1)]);
    let e = Setup::new(config(&unknown, 1)).expect_err("unknown card");
    assert!(e.rule == "RF-2" && e.message.contains("card"), "{e}");
    let not_pokemon = boss_file(WATER, &[(WATER, 60)]);
    let e = Setup::new(config(&not_pokemon, 1)).expect_err("an Energy as the boss");
    assert_eq!(e.rule, "RF-1");
    // A card the engine does not play yet is refused, named (TCG-15), never played as nothing.
    // (Zamazenta V's ability, "Prevent all damage done to this Pokémon by attacks from your
    // opponent's Pokémon VMAX", is not read yet.)
    let zamazenta = boss_file("swsh1-139", &[(WATER, 60)]);
    let e = Setup::new(config(&zamazenta, 1)).expect_err("Zamazenta V is not modelled");
    assert!(
        e.rule == "TCG-15" && e.message.contains("Zamazenta V"),
        "{e}"
    );
    let e = Setup::new(config("no-such-boss", 1)).expect_err("no such set-up");
    assert!(
        e.message.contains("gyarados-vmax"),
        "the built-in ones are named: {e}"
    );
    // Every shipped set-up is sound, its deck of 60 with no Pokémon.
    for b in crate::boss_data::BUILTIN {
        let s = setup(config(b.name, 1));
        assert_eq!(s.boss_deck.len(), 60, "{}", b.name);
        assert!(
            s.boss_deck
                .iter()
                .all(|&c| s.cards().get(c).pokemon().is_none())
        );
    }
}

#[test]
fn rf_5_each_player_sets_up_as_in_a_normal_game_and_the_boss_draws_no_extra() {
    let mut game = new_game(config("gyarados-vmax", 3), 7);
    assert_eq!(game.phase, Phase::SetUp);
    assert_eq!(seats(&game).len(), 3, "every player sets up, in any order");
    for k in 0..3 {
        let board = &game.games[k].board(PLAYER);
        assert_eq!(board.hand().len(), 7);
        // A mulligan is the player's own: the boss is never offered extra draws, nor draws.
        assert!(!matches!(step(&game, k), Step::MulliganDraws { .. }));
        let boss = &game.games[k].board(BOSS);
        assert!(boss.hand().is_empty() && boss.deck().len() == 60);
    }
    set_up(&mut game);
    for k in 0..3 {
        let board = &game.games[k].board(PLAYER);
        assert_eq!(board.prizes().len(), 6);
        assert!(board.active().is_some());
    }
    assert_eq!(
        game.boss.deck().len(),
        60,
        "the boss sets no Prize cards aside"
    );
}

#[test]
fn rf_6_players_go_first_and_may_play_a_supporter_evolve_and_attack() {
    let mut game = new_game(config("gyarados-vmax", 1), 11);
    set_up(&mut game);
    let board = &game.games[0];
    assert_eq!(board.current(), PLAYER, "the player goes first");
    assert_eq!(board.turn(), 1);
    // A Supporter, an evolution and an attack are all allowed on the first turn.
    let hop = card(&game, "swsh1-165");
    give_card(&mut game, 0, hop);
    let active = game.games[0].board(PLAYER).active().cloned().unwrap();
    let grookey = card(&game, "swsh1-11");
    let thwackey = card(&game, "swsh1-13");
    let game0 = &mut game.games[0];
    let grass = game0
        .cards()
        .id_of("sm1-164")
        .expect("Grass Energy in the Rillaboom deck");
    let board = game0.board_mut(PLAYER);
    board.active_mut().unwrap().stack_mut()[0] = grookey;
    board.hand_cards_mut().push(thwackey);
    board.active_mut().unwrap().energy_mut().push(grass);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.contains(&play(0, TcgAction::Play { card: hop })));
    assert!(legal.contains(&play(
        0,
        TcgAction::Evolve {
            card: thwackey,
            target: active.uid()
        }
    )));
    assert!(
        legal.contains(&play(0, TcgAction::Attack { index: 0 })),
        "{legal:?}"
    );
}

#[test]
fn rf_18_the_divisor_is_ten_to_twenty() {
    for divisor in [9, 21, 25] {
        let mut c = config("gyarados-vmax", 2);
        c.divisor = divisor;
        let e = Setup::new(c).expect_err("out of range");
        assert_eq!(e.rule, "RF-18");
        assert!(e.message.contains("divisor"), "the field is named: {e}");
    }
    let mut c = config("gyarados-vmax", 2);
    c.divisor = 20;
    assert_eq!(setup(c).config.divisor, 20);
    // 20 per player: 2 players need 40 damage a card.
    assert_eq!(crate::mill_count(390, 2, 20).cards, 9);
    assert_eq!(crate::mill_count(390, 2, 10).cards, 19);
}

/// TCG-18 at a Raid Format table: a request may name the card pool; a deck of cards outside it
/// is refused naming its place and the rule, and a player with physical cards is not checked.
#[test]
fn tcg_18_a_raid_format_table_refuses_a_deck_outside_its_card_pool() {
    use altplay_format::Hosted;
    let request = |decks: serde_json::Value, pool: &str| {
        let request = serde_json::from_value(serde_json::json!({
            "boss": "gyarados-vmax", "decks": decks, "pool": pool
        }))
        .unwrap();
        crate::RaidFormat::configure(request, &altplay_cards::Catalog::with_builtin_roster(None))
    };
    let refused = request(
        serde_json::json!(["physical", "grass-rillaboom"]),
        "standard",
    )
    .expect_err("the Sword & Shield decklist is not Standard");
    assert!(refused.starts_with("decks[1]: TCG-18: "), "{refused}");
    assert!(
        request(
            serde_json::json!(["physical", "grass-rillaboom"]),
            "expanded"
        )
        .is_ok()
    );
    assert!(
        request(serde_json::json!(["physical"]), "standard").is_ok(),
        "physical: the player's own"
    );
}
