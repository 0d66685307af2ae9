//! Standard cards of odd mechanics (issue 29), played on real cards: a Pokémon in play with
//! the least HP remaining Knocked Out (Inteleon), a draw up to as many cards as Pokémon counted
//! (Mystery Garden), more damage counters from Confusion (Lanturn), a Pokémon that retreated
//! during the opponent's last turn (Skuntank V), the opponent's answer to a Supporter and
//! Prize cards each player takes (Lt. Surge's Bargain), a Prize card more for a Knock Out of
//! an Active Pokémon VSTAR or VMAX (Sky Seal Stone).

mod common;

use altplay_core::{Game, Seat, ToMove};
use altplay_tcg::game::{Action, Event, Step, Tcg};
use common::*;

const INTELEON: &str = "me1-142";
const LANTURN: &str = "sv7-49";
const SKUNTANK_V: &str = "swsh12-181";
const LT_SURGES_BARGAIN: &str = "me1-185";
const SKY_SEAL_STONE: &str = "swsh12pt5-143";
const ARCEUS_V: &str = "swsh9-122";
const ARCEUS_VSTAR: &str = "swsh9-123";
const MYSTERY_GARDEN: &str = "me1-172";
const RALTS: &str = "sv1-84";
const SHUPPET: &str = "sv1-87";
const PINECO: &str = "sv1-1";
const TAROUNTULA: &str = "sv1-16";

/// The uids of a seat's Pokémon in play, Active first.
fn in_play(game: &Tcg, seat: Seat) -> Vec<u16> {
    let board = game.board(seat);
    let active = board.active().map(|p| p.uid());
    active
        .into_iter()
        .chain(board.bench().iter().map(|p| p.uid()))
        .collect()
}

#[test]
fn inteleon_knocks_out_the_pokemon_with_the_least_hp_remaining() {
    // Bring Down: "Choose a Pokémon in play (yours or your opponent's) that has the least HP
    // remaining, except for this Pokémon, and it is Knocked Out."
    let attack = |their_bench_damage: u16| {
        let pos = Pos::stocked_duel(
            mon(INTELEON).energy(&["Water Energy"]).damage(140),
            mon(PINECO),
        )
        // 40 HP, 30 left: the least but for Inteleon's 10.
        .bench(0, mon(TAROUNTULA).damage(10))
        .bench(1, mon(TAROUNTULA).damage(their_bench_damage));
        let game = pos.game(1);
        let mine = bench_uid(&game, 0, 0);
        let theirs = bench_uid(&game, 1, 0);
        let mut game = game;
        play(&mut game, &[Action::Attack { index: 0 }]);
        (game, mine, theirs)
    };
    // Their Tarountula has 20 HP left: it alone may be chosen, not Inteleon with 10.
    let (mut game, mine, theirs) = attack(20);
    let offered = pokemon_offered(&game);
    assert!(offered.is_empty() || offered == [theirs], "{offered:?}");
    answering_first(&mut game);
    assert!(!in_play(&game, SEAT_2).contains(&theirs));
    assert!(in_play(&game, Seat(0)).contains(&mine));
    assert_eq!(in_play(&game, SEAT_2).len(), 1);
    // Tied at 30 HP left, either Tarountula may be chosen, and only they.
    let (mut game, mine, theirs) = attack(10);
    let mut offered = pokemon_offered(&game);
    offered.sort_unstable();
    let mut tied = vec![mine, theirs];
    tied.sort_unstable();
    assert_eq!(offered, tied);
    play(&mut game, &[Action::PickPokemon { pokemon: mine }]);
    assert!(!in_play(&game, Seat(0)).contains(&mine));
    assert!(in_play(&game, SEAT_2).contains(&theirs));
}

#[test]
fn mystery_garden_draws_up_to_as_many_cards_as_psychic_pokemon_in_play() {
    // "Once during each player's turn, that player may discard an Energy card from their hand
    // in order to draw cards until they have as many cards in their hand as they have Psychic
    // Pokémon in play."
    let garden = |bench: &[&str]| {
        let mut pos = Pos::stocked_duel(mon(RALTS), mon(PINECO))
            .deck(0, &["Water Energy"; 6])
            .hand(0, &["Psychic Energy", PINECO])
            .stadium(MYSTERY_GARDEN);
        for &b in bench {
            pos = pos.bench(0, mon(b));
        }
        let mut game = pos.game(1);
        play(&mut game, &[Action::Stadium]);
        answering_first(&mut game);
        game
    };
    // Three Psychic Pokémon (Pineco is Grass): the Energy discarded, Pineco kept, 2 drawn.
    let game = garden(&[SHUPPET, RALTS, PINECO]);
    let mine = game.board(Seat(0));
    assert_eq!(mine.hand().len(), 3);
    assert_eq!(mine.discard().len(), 1);
    // Ralts alone: one card in the hand already, none drawn.
    let game = garden(&[]);
    let mine = game.board(Seat(0));
    assert_eq!(mine.hand().len(), 1);
    assert_eq!(mine.deck().len(), 6);
}

#[test]
fn lanturn_confuses_for_8_damage_counters_instead_of_3() {
    // Disorienting Flash: "Your opponent's Active Pokémon is now Confused. Put 8 damage
    // counters instead of 3 on that Pokémon for this Special Condition."
    let lanturn = || mon(LANTURN).energy(&["Water Energy"; 2]);
    // The damage the opponent's Lanturn has after trying to attack while Confused, each seed.
    let confused_attacks = |flashed: bool| {
        (1..=12)
            .map(|seed| {
                let mut game = if flashed {
                    Pos::stocked_duel(lanturn(), lanturn()).attacking(0, seed)
                } else {
                    Pos::stocked_duel(lanturn(), lanturn().conditions(&["confused"]))
                        .top("turn_of = 2")
                        .game(seed)
                };
                play(&mut game, &[Action::Attack { index: 0 }]);
                active(&game, 1).damage()
            })
            .collect::<Vec<_>>()
    };
    let flashed = confused_attacks(true);
    assert!(flashed.contains(&80), "{flashed:?}");
    assert!(flashed.iter().all(|&d| d == 0 || d == 80), "{flashed:?}");
    // Confused otherwise: the rule's 3.
    let plain = confused_attacks(false);
    assert!(plain.contains(&30), "{plain:?}");
    assert!(plain.iter().all(|&d| d == 0 || d == 30), "{plain:?}");
}

#[test]
fn skuntank_v_does_more_damage_to_a_pokemon_that_retreated_last_turn() {
    // Pursuit Blast: "This attack does 30 damage to 1 of your opponent's Benched Pokémon. If
    // that Pokémon retreated from the Active Spot during your opponent's last turn, this attack
    // does 120 damage instead."
    let skuntank = || mon(SKUNTANK_V).energy(&["Water Energy"; 2]);
    let pursuit = |retreats: bool| {
        // Seat 2 moves first: its Skuntank V retreats for Ralts, or sits on the Bench already.
        let pos = if retreats {
            Pos::stocked_duel(skuntank(), skuntank()).bench(1, mon(RALTS))
        } else {
            Pos::stocked_duel(skuntank(), mon(RALTS)).bench(1, skuntank())
        };
        let mut game = pos.top("turn_of = 2").game(1);
        if retreats {
            let to = bench_uid(&game, 1, 0);
            play(&mut game, &[Action::Retreat { to }]);
            answering_first(&mut game);
        }
        play(&mut game, &[Action::EndTurn, Action::Attack { index: 0 }]);
        answering_first(&mut game);
        game.board(SEAT_2).bench()[0].damage()
    };
    assert_eq!(pursuit(true), 120);
    assert_eq!(pursuit(false), 30);
}

#[test]
fn lt_surges_bargain_asks_the_opponent_whether_each_player_takes_a_prize_card() {
    // "Ask your opponent if each player may take a Prize card. If yes, each player takes a Prize
    // card. If no, you draw 4 cards."
    let bargain = |prizes: &[&str], answer: u8| {
        let mut game = Pos::duel(mon(RALTS), mon(RALTS))
            .decks(&["Water Energy"; 6])
            .prizes(0, prizes)
            .prizes(1, prizes)
            .hand(0, &[LT_SURGES_BARGAIN])
            .game(1);
        play_card(&mut game, LT_SURGES_BARGAIN);
        assert_eq!(game.to_move(), ToMove::Seat(SEAT_2));
        play(&mut game, &[Action::PickOption { index: answer }]);
        game
    };
    let two = ["Grass Energy"; 2];
    // Yes: a Prize card each, into each hand.
    let game = bargain(&two, 0);
    let (mine, theirs) = (game.board(Seat(0)), game.board(SEAT_2));
    assert_eq!([mine.prizes().len(), theirs.prizes().len()], [1, 1]);
    assert_eq!([mine.hand().len(), theirs.hand().len()], [1, 1]);
    // No: 4 cards drawn, no Prize card taken.
    let game = bargain(&two, 1);
    let (mine, theirs) = (game.board(Seat(0)), game.board(SEAT_2));
    assert_eq!([mine.prizes().len(), theirs.prizes().len()], [2, 2]);
    assert_eq!(mine.hand().len(), 4);
    // Yes with a Prize card left each: both take their last at once, Sudden Death, and the
    // Supporter is among seat 1's cards again.
    let game = bargain(&["Grass Energy"], 0);
    assert!(game.events().unwrap().contains(&Event::SuddenDeath));
    assert!(matches!(game.step(), Step::ChooseFirst(_)));
    let cards = |b: &altplay_tcg::game::Board| b.deck().len() + b.hand().len();
    assert_eq!(
        [cards(game.board(Seat(0))), cards(game.board(SEAT_2))],
        [9, 8]
    );
}

#[test]
fn sky_seal_stone_takes_a_prize_card_more_for_an_active_vstar_or_vmax() {
    // Star Order: "During this turn, if your opponent's Active Pokémon VSTAR or Active Pokémon
    // VMAX is Knocked Out by damage from an attack from your Basic Pokémon V, take 1 more Prize
    // card."
    let prizes_taken = |star_order: bool, theirs: Mon| {
        let mut game = Pos::duel(
            mon(ARCEUS_V)
                .energy(&["Water Energy"; 3])
                .tools(&[SKY_SEAL_STONE]),
            theirs,
        )
        .decks(&["Water Energy"; 4])
        .prizes(0, &["Grass Energy"; 6])
        .prizes(1, &["Grass Energy"; 6])
        .bench(1, mon(RALTS))
        .game(1);
        if star_order {
            let pokemon = active(&game, 0).uid();
            play(&mut game, &[Action::Ability { pokemon, index: 0 }]);
            answering_first(&mut game);
        }
        // Power Edge, 130 damage.
        play(&mut game, &[Action::Attack { index: 1 }]);
        6 - game.board(Seat(0)).prizes().len()
    };
    let vstar = || mon(ARCEUS_VSTAR).under(&[ARCEUS_V]).damage(270);
    assert_eq!(prizes_taken(true, vstar()), 3);
    assert_eq!(prizes_taken(false, vstar()), 2);
    // A Pokémon V neither VSTAR nor VMAX: its 2 alone.
    assert_eq!(prizes_taken(true, mon(ARCEUS_V).damage(210)), 2);
}
