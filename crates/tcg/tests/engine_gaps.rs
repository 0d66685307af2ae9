//! Texts the grammar read before the engine played them: looking at Prize cards, revealing a
//! hand, searching to evolve or onto the top of the deck, an ability used as often as you like,
//! and cards looked at attached.

mod common;

use altplay_core::{GameRng, Seat};
use altplay_tcg::game::{Action, Event, Tcg};
use common::*;

/// A game where seat 1's Active, `attacker`, uses its first attack on the Grass Pokémon of
/// seat 2, whose hand and Prize cards are given.
fn attacking_with(attacker: &str, prizes: &[&str], opponent_hand: &[&str]) -> Tcg {
    Pos::duel(
        mon(attacker).energy(&["Lightning Energy"; 3]),
        mon("swsh1-11"),
    )
    .decks(&["Grass Energy"; 2])
    .prizes(0, prizes)
    .prizes(1, &["Grass Energy"])
    .hand(1, opponent_hand)
    .game(1)
}

#[test]
fn looking_at_one_prize_card_shows_it_to_the_looker_alone() {
    // Chinchou's Searching Light: "Look at 1 of your face-down Prize cards."
    let mut game = attacking_with("sm1-49", &["sm1-49", "Water Energy", "Grass Energy"], &[]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(game.board(Seat(0)).prizes_seen(), [1, 0, 0, 0, 0, 0]);
    let chinchou = card(&game, "sm1-49");
    let mine = game.view_for(Some(Seat(0)));
    assert_eq!(mine.boards[0].prize_cards, [Some(chinchou), None, None]);
    let theirs = game.view_for(Some(SEAT_2));
    assert_eq!(theirs.boards[0].prize_cards, [None, None, None]);
    // A game dealt from the looker's view keeps the card where it was seen.
    for seed in 0..8 {
        let dealt = Tcg::sample(&mine, &mut GameRng::from_seed(seed));
        assert_eq!(dealt.board(Seat(0)).prizes()[0], chinchou);
        assert_eq!(dealt.board(Seat(0)).prizes_seen(), [1, 0, 0, 0, 0, 0]);
    }
    // Next time, a card not seen yet is looked at.
    play(&mut game, &[Action::EndTurn, Action::Attack { index: 0 }]);
    assert_eq!(game.board(Seat(0)).prizes_seen(), [1, 1, 0, 0, 0, 0]);
}

#[test]
fn looking_at_every_prize_card_and_forgetting_one_taken() {
    // Poipole's Eye Opener: "Look at your face-down Prize cards."
    let mut game = attacking_with("sm8-107", &["sm8-107", "sm1-49"], &[]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(game.board(Seat(0)).prizes_seen(), [1, 1, 0, 0, 0, 0]);
    let chinchou = card(&game, "sm1-49");
    assert_eq!(
        game.view_for(Some(Seat(0))).boards[0].prize_cards.last(),
        Some(&Some(chinchou))
    );
    // The Prize card taken leaves its mark behind.
    assert!(game.take_prize_into_hand(Seat(0)));
    assert_eq!(game.board(Seat(0)).hand().last(), Some(&chinchou));
    assert_eq!(game.board(Seat(0)).prizes_seen(), [1, 0, 0, 0, 0, 0]);
}

#[test]
fn a_revealed_hand_is_seen_by_everyone_until_it_changes() {
    // Yungoos's Scout: "Your opponent reveals their hand."
    let mut game = attacking_with("sm5-112", &["Grass Energy"], &["sm1-49"]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let log = game.events().expect("a log");
    assert!(log.iter().any(|e| matches!(
        e,
        Event::HandRevealed { seat, cards } if *seat == SEAT_2 && !cards.is_empty()
    )));
    // The opponent's turn began with a draw: the hand changed, so it is hidden again.
    assert!(!game.board(Seat(1)).hand_revealed());
    assert_eq!(game.view_for(Some(Seat(0))).boards[1].hand, None);
}

#[test]
fn a_card_found_in_the_deck_evolves_the_attacker() {
    // Gible's Ascension: "Search your deck for a card that evolves from this Pokémon and put it
    // onto this Pokémon to evolve it. Then, shuffle your deck."
    let mut game = Pos::duel(
        mon("sm5-96")
            .energy(&["Fighting Energy"])
            .conditions(&["poisoned"]),
        mon("swsh1-11"),
    )
    .deck(0, &["sm5-98", "sm5-96", "Fighting Energy"])
    .deck(1, &["Grass Energy"])
    .game(1);
    let gabite = card(&game, "sm5-98");
    play(
        &mut game,
        &[
            Action::Attack { index: 0 },
            Action::PickCard { card: gabite },
        ],
    );
    let evolved = active(&game, 0);
    assert_eq!(evolved.stack().last(), Some(&gabite));
    assert!(
        !evolved.conditions().any(),
        "evolving ends Special Conditions"
    );
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

/// Seat 1's Magcargo, its deck a Chinchou and a Gible among three Grass Energy.
fn magcargo() -> Pos {
    Pos::duel(mon("sm7-24"), mon("swsh1-11"))
        .deck(
            0,
            &[
                "sm1-49",
                "Grass Energy",
                "Grass Energy",
                "sm5-96",
                "Grass Energy",
            ],
        )
        .deck(1, &["Grass Energy"])
}

#[test]
fn a_card_searched_for_goes_on_top_of_the_shuffled_deck() {
    // Magcargo's Smooth Over: "Once during your turn (before your attack), you may search your
    // deck for a card, shuffle your deck, then put that card on top of it."
    let mut game = magcargo().game(1);
    let gible = card(&game, "sm5-96");
    let magcargo = active(&game, 0).uid();
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: magcargo,
                index: 0,
            },
            Action::Yes,
            Action::PickCard { card: gible },
        ],
    );
    let deck = &game.board(Seat(0)).deck();
    assert_eq!(deck.last(), Some(&gible), "on top");
    assert_eq!(deck.len(), 5);
    assert!(game.resolving().is_none());
}

#[test]
fn cards_searched_for_go_on_top_in_the_order_picked() {
    // Mallow: "Search your deck for 2 cards, shuffle your deck, and put those cards on top of
    // your deck in any order."
    let mut game = magcargo().hand(0, &["sm2-127"]).game(1);
    let (mallow, gible, chinchou) = (
        card(&game, "sm2-127"),
        card(&game, "sm5-96"),
        card(&game, "sm1-49"),
    );
    play(
        &mut game,
        &[
            Action::Play { card: mallow },
            Action::PickCard { card: gible },
            Action::PickCard { card: chinchou },
        ],
    );
    let deck = &game.board(Seat(0)).deck();
    assert_eq!(
        deck[deck.len() - 2..],
        [chinchou, gible],
        "the first picked on top"
    );
    assert_eq!(deck.len(), 5);
    assert_eq!(game.board(Seat(0)).discard(), [mallow]);
}

#[test]
fn an_ability_used_as_often_as_you_like_while_it_has_something_to_do() {
    // Magnezone's Magnetic Circuit: "As often as you like during your turn (before your
    // attack), you may attach a Lightning Energy card from your hand to 1 of your Pokémon."
    let mut game = Pos::duel(mon("sm6-36"), mon("swsh1-11"))
        .hand(0, &["Lightning Energy", "Lightning Energy", "Grass Energy"])
        .decks(&["Grass Energy"])
        .game(1);
    let magnezone = active(&game, 0).uid();
    let circuit = Action::Ability {
        pokemon: magnezone,
        index: 0,
    };
    play(&mut game, &[circuit, Action::Yes, circuit, Action::Yes]);
    assert_eq!(active(&game, 0).energy().len(), 2);
    assert_eq!(game.board(Seat(0)).hand().len(), 1);
    let refused = game
        .act(&circuit)
        .expect_err("no Lightning Energy left in the hand");
    assert_eq!(refused.rule, "TCG-15");
    let mut legal = Vec::new();
    game.legal(&mut legal);
    assert!(!legal.contains(&circuit));
    // The Energy attached for the turn is still to come.
    let grass = game.board(Seat(0)).hand()[0];
    play(
        &mut game,
        &[Action::Attach {
            card: grass,
            target: magnezone,
        }],
    );
    assert_eq!(active(&game, 0).energy().len(), 3);
}

#[test]
fn energy_found_among_the_cards_looked_at_is_attached_as_the_player_likes() {
    // Blastoise's Powerful Squall: "Once during your turn (before your attack), you may look at
    // the top 6 cards of your deck and attach any number of Water Energy cards you find there
    // to your Pokémon in any way you like. Shuffle the other cards back into your deck."
    let mut game = Pos::duel(mon("sm9-25"), mon("swsh1-11"))
        .deck(
            0,
            &[
                "Water Energy",
                "sm1-49",
                "Water Energy",
                "Grass Energy",
                "Grass Energy",
                "Grass Energy",
                "Water Energy",
            ],
        )
        .bench(0, mon("sm1-49"))
        .deck(1, &["Grass Energy"])
        .game(1);
    let blastoise = active(&game, 0).uid();
    let chinchou = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: blastoise,
                index: 0,
            },
            Action::Yes,
            Action::PickPokemon { pokemon: chinchou },
            Action::PickPokemon { pokemon: blastoise },
        ],
    );
    assert_eq!(active(&game, 0).energy().len(), 1);
    assert_eq!(game.board(Seat(0)).bench()[0].energy().len(), 1);
    let board = &game.board(Seat(0));
    assert_eq!(board.deck().len(), 5, "the 4 other cards shuffled back");
    assert!(game.resolving().is_none());
}

#[test]
fn a_basic_found_in_a_revealed_hand_goes_onto_its_owners_bench() {
    // Dusknoir's Dark Invitation: "Once during your turn (before your attack), you may have
    // your opponent reveal their hand. Put a Basic Pokémon you find there onto your opponent's
    // Bench, and put 3 damage counters on that Pokémon."
    let mut game = Pos::duel(mon("sm3-53"), mon("swsh1-11"))
        .deck(0, &["Grass Energy"])
        .hand(1, &["sm1-49", "sm5-96", "Grass Energy"])
        .deck(1, &["Grass Energy"])
        .game(1);
    let dusknoir = active(&game, 0).uid();
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: dusknoir,
                index: 0,
            },
            Action::Yes,
        ],
    );
    // Revealed: every seat sees the hand, and a game dealt from a view keeps it.
    let chinchou = card(&game, "sm1-49");
    let hand = game.board(Seat(1)).hand().to_vec();
    for viewer in [Some(Seat(0)), None] {
        assert_eq!(game.view_for(viewer).boards[1].hand.as_ref(), Some(&hand));
    }
    let dealt = Tcg::sample(&game.view_for(Some(Seat(0))), &mut GameRng::from_seed(3));
    assert_eq!(dealt.board(Seat(1)).hand().to_vec(), hand);
    // Shown to all, a Basic there is found: the pick can't be declined.
    assert!(game.act(&Action::Done).is_err());
    play(&mut game, &[Action::PickCard { card: chinchou }]);
    let bench = &game.board(Seat(1)).bench();
    assert_eq!(bench.len(), 1);
    assert_eq!(bench[0].stack(), [chinchou]);
    assert_eq!(bench[0].damage(), 30);
    assert!(!game.board(Seat(1)).hand_revealed(), "the hand changed");
    assert_eq!(game.view_for(Some(Seat(0))).boards[1].hand, None);
}

#[test]
fn a_supporter_found_in_a_revealed_hand_is_the_attacks_effect() {
    // Smeargle's Stunning Likeness: "Your opponent reveals their hand. You may use the effect
    // of a Supporter card you find there as the effect of this attack." Hau: "Draw 3 cards."
    let mut game = attacking_with("sm8-157", &["Grass Energy"], &["sm1-120", "sm1-49"]);
    *game.board_mut(Seat(0)).deck_mut() = ["sm1-49", "sm1-49", "sm1-49", "sm1-49"]
        .iter()
        .map(|id| card(&game, id))
        .collect();
    play(&mut game, &[Action::Attack { index: 0 }, Action::Yes]);
    let hau = card(&game, "sm1-120");
    assert_eq!(game.board(Seat(0)).hand().len(), 3, "the attacker drew 3");
    assert!(
        game.board(Seat(1)).hand().contains(&hau),
        "Hau stays in its hand"
    );
    assert!(game.board(Seat(0)).discard().is_empty());
    assert_eq!(game.current(), SEAT_2, "the turn ended as after an attack");
}

#[test]
fn the_damage_depends_on_what_is_found_in_a_revealed_hand() {
    // Gumshoos's Identify (20+): "Your opponent reveals their hand. If you find a Pokémon
    // there, this attack does 80 more damage."
    let identify = |opponent_hand: &[&str]| {
        let game = Pos::duel(mon("sm5-113").energy(&["Grass Energy"; 2]), mon("swsh1-14"))
            .decks(&["Grass Energy"])
            .hand(1, opponent_hand)
            .attacking(0, 1);
        // The log names the cards shown.
        let shown = game.events().into_iter().flatten().any(|e| {
            matches!(e, Event::HandRevealed { seat, cards } if *seat == SEAT_2 && !cards.is_empty())
        });
        assert!(shown, "the hand is shown in the log");
        active(&game, 1).damage()
    };
    assert_eq!(identify(&["sm1-49", "Grass Energy"]), 100);
    assert_eq!(identify(&["Grass Energy"]), 20);
}
