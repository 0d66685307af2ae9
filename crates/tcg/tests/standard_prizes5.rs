//! The Standard cards left unplayable after the fifth pass of issue 29 on Prize cards, zones and
//! Trainers: each test plays the real card that prints the text.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::Action;
use common::*;

#[test]
fn lapras_ex_looks_at_20_cards_and_attaches_the_energy_found() {
    // Larimar Rain: "Look at the top 20 cards of your deck and attach any number of Energy
    // cards you find there to your Pokémon in any way you like. Shuffle the other cards back
    // into your deck."
    let mut deck = vec!["sm1-49"; 19];
    // The 14th and the 20th cards: past the 12 the engine used to look at.
    deck[13] = "Water Energy";
    deck.push("Water Energy");
    deck.push("Water Energy");
    let lapras = mon("sv7-158").energy(&["Water Energy", "Psychic Energy", "Metal Energy"]);
    let mut game = Pos::duel(lapras, mon("swsh1-11"))
        .deck(0, &deck)
        .deck(1, &["Grass Energy"])
        .game(1);
    play(&mut game, &[Action::Attack { index: 1 }]);
    // With one Pokémon in play, each Energy found goes to it unasked.
    assert!(game.resolving().is_none());
    assert_eq!(
        active(&game, 0).energy().len(),
        5,
        "both Energy found attached"
    );
    assert_eq!(
        game.board(Seat(0)).deck().len(),
        19,
        "18 others back and the 21st"
    );
}

#[test]
fn salvatore_evolves_a_new_pokemon_into_a_card_with_no_ability() {
    // "Search your deck for a card that has no Abilities and evolves from 1 of your Pokémon, and
    // put it onto that Pokémon to evolve it. Then, shuffle your deck. You can use this card on a
    // Pokémon you put down when you were setting up to play or on a Pokémon that was put into
    // play this turn."
    let charmeleon_with_ability = "sv4pt5-8";
    let charmeleon = "sv3pt5-5";
    let mut game = Pos::duel(mon("svp-44").new_this_turn(), mon("swsh1-11"))
        .hand(0, &["sv5-212"])
        .deck(0, &[charmeleon_with_ability, charmeleon])
        .deck(1, &["Grass Energy"])
        .game(1);
    play_card(&mut game, "sv5-212");
    let charmander = active(&game, 0).uid();
    if pokemon_offered(&game).contains(&charmander) {
        play(
            &mut game,
            &[Action::PickPokemon {
                pokemon: charmander,
            }],
        );
    }
    assert_eq!(
        offered(&game),
        [card(&game, charmeleon)],
        "no Charmeleon with an Ability"
    );
    answering_first(&mut game);
    assert_eq!(active(&game, 0).card(), card(&game, charmeleon));
    assert_eq!(game.board(Seat(0)).deck().len(), 1);
}

#[test]
fn pokestop_puts_the_items_it_discarded_into_the_hand() {
    // "Once during each player's turn, that player may discard 3 cards from the top of their
    // deck. If a player discarded any Item cards in this way, they put those Item cards into
    // their hand."
    let (ball, potion) = ("sv1-196", "sv1-188");
    let mut game = Pos::duel(mon("svp-44"), mon("swsh1-11"))
        .stadium("pgo-68")
        .deck(0, &[ball, "Fire Energy", potion, "Fire Energy"])
        .discard(0, &[potion])
        .deck(1, &["Grass Energy"])
        .game(1);
    play(&mut game, &[Action::Stadium]);
    let board = game.board(Seat(0));
    let mut hand = board.hand().to_vec();
    hand.sort_unstable();
    let mut items = vec![card(&game, ball), card(&game, potion)];
    items.sort_unstable();
    assert_eq!(hand, items, "the two Items discarded, not the Energy");
    assert_eq!(
        board.discard().len(),
        2,
        "the Potion there before and the Energy"
    );
    assert_eq!(board.deck().len(), 1);
    assert!(game.act(&Action::Stadium).is_err(), "once a turn");
}

#[test]
fn perrin_searches_for_as_many_pokemon_as_went_into_the_deck() {
    // "Reveal up to 2 Pokémon in your hand and put them into your deck. If you do, search your
    // deck for up to that many Pokémon, reveal them, and put them into your hand. Then, shuffle
    // your deck."
    let (charmander, pikachu, charmeleon, raichu) = ("svp-44", "svp-27", "sv3pt5-5", "sv2-64");
    let mut game = Pos::duel(mon("svp-44"), mon("swsh1-11"))
        .hand(0, &["sv6-220", charmander, pikachu, charmander])
        .deck(0, &[charmeleon, "Fire Energy", raichu, charmeleon])
        .deck(1, &["Grass Energy"])
        .game(1);
    let [charmander, pikachu, raichu] = [charmander, pikachu, raichu].map(|c| card(&game, c));
    play_card(&mut game, "sv6-220");
    play(&mut game, &[Action::PickCard { card: charmander }]);
    play(&mut game, &[Action::Done]);
    assert_eq!(
        game.board(Seat(0)).deck().len(),
        5,
        "one Pokémon put into the deck"
    );
    play(&mut game, &[Action::PickCard { card: raichu }]);
    assert!(
        game.resolving().is_none(),
        "one search for the one Pokémon put in"
    );
    let mut hand = game.board(Seat(0)).hand().to_vec();
    hand.sort_unstable();
    let mut kept = vec![charmander, pikachu, raichu];
    kept.sort_unstable();
    assert_eq!(hand, kept);
    assert_eq!(game.board(Seat(0)).deck().len(), 4);
}

#[test]
fn grand_tree_evolves_a_basic_twice_from_the_deck() {
    // "Once during each player's turn, that player may search their deck for a Stage 1 Pokémon
    // that evolves from 1 of their Basic Pokémon and put it onto that Pokémon to evolve it. If
    // that Pokémon was evolved in this way, that player may search their deck for a Stage 2
    // Pokémon that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then,
    // that player shuffles their deck."
    let (charmeleon, charizard) = ("sv3pt5-5", "sv3pt5-6");
    let mut game = Pos::duel(mon("svp-44"), mon("swsh1-11"))
        .bench(0, mon("svp-44").new_this_turn())
        .stadium("sv7-136")
        .deck(0, &[charmeleon, "Fire Energy", charizard])
        .deck(1, &["Grass Energy"])
        .game(1);
    let [charmeleon, charizard] = [charmeleon, charizard].map(|c| card(&game, c));
    play(&mut game, &[Action::Stadium]);
    // The only Basic that may evolve is picked unasked: not the one put into play this turn.
    assert_eq!(offered(&game), [charmeleon], "a Stage 1, not the Stage 2");
    play(&mut game, &[Action::PickCard { card: charmeleon }]);
    play(&mut game, &[Action::Yes]);
    play(&mut game, &[Action::PickCard { card: charizard }]);
    assert!(game.resolving().is_none());
    assert_eq!(
        active(&game, 0).card(),
        charizard,
        "evolved twice this turn"
    );
    assert_eq!(benched(&game, Seat(0)), [card(&game, "svp-44")]);
    assert_eq!(game.board(Seat(0)).deck().len(), 1);
    assert!(game.act(&Action::Stadium).is_err(), "once a turn");
}

#[test]
fn strange_timepiece_devolves_as_far_as_the_player_likes_and_the_pokemon_stays_so() {
    // "Devolve 1 of your evolved Psychic Pokémon by putting any number of Evolution cards on it
    // into your hand. (That Pokémon can't evolve this turn.)"
    let (ralts, kirlia, gardevoir) = ("sv1-84", "sv1-85", "sv1-86");
    let mut game = Pos::duel(mon(gardevoir).under(&[ralts, kirlia]), mon("swsh1-11"))
        .hand(0, &["me1-128"])
        .deck(0, &["Psychic Energy"])
        .deck(1, &["Grass Energy"])
        .game(1);
    let [ralts, kirlia, gardevoir] = [ralts, kirlia, gardevoir].map(|c| card(&game, c));
    play_card(&mut game, "me1-128");
    play(&mut game, &[Action::Yes]);
    assert!(game.resolving().is_none());
    assert_eq!(active(&game, 0).card(), ralts, "both Evolution cards taken");
    let mut hand = game.board(Seat(0)).hand().to_vec();
    hand.sort_unstable();
    let mut taken = vec![kirlia, gardevoir];
    taken.sort_unstable();
    assert_eq!(hand, taken);
    let target = active(&game, 0).uid();
    let evolve = Action::Evolve {
        card: kirlia,
        target,
    };
    assert!(game.act(&evolve).is_err(), "it can't evolve this turn");
}

#[test]
fn glimmora_ex_in_the_active_spot_keeps_the_opponent_to_3_benched() {
    // "As long as this Pokémon is in the Active Spot, your opponent can't have more than 3
    // Benched Pokémon. If they have 4 or more Benched Pokémon, they discard Benched Pokémon until
    // they have 3 Pokémon on the Bench."
    let zangoose = "swsh1-146";
    let mut pos = Pos::stocked_duel(mon("svp-44"), mon(zangoose))
        .bench(0, mon("sv4pt5-218"))
        .hand(0, &["sv1-194"]);
    for _ in 0..5 {
        pos = pos.bench(1, mon(zangoose));
    }
    let mut game = pos.game(1);
    assert!(
        legal(&game).contains(&Action::EndTurn),
        "on the Bench, it limits nothing"
    );
    play_card(&mut game, "sv1-194");
    let glimmora = bench_uid(&game, 0, 0);
    if pokemon_offered(&game).contains(&glimmora) {
        play(&mut game, &[Action::PickPokemon { pokemon: glimmora }]);
    }
    assert_eq!(active(&game, 0).card(), card(&game, "sv4pt5-218"));
    for left in [4, 3] {
        let theirs = bench_uid(&game, 1, 0);
        assert_eq!(pokemon_offered(&game).len(), left + 1, "seat 2 discards");
        play(&mut game, &[Action::PickPokemon { pokemon: theirs }]);
        assert_eq!(game.board(SEAT_2).bench().len(), left);
    }
    assert!(
        legal(&game).contains(&Action::EndTurn),
        "down to 3, the turn goes on"
    );
    assert_eq!(game.board(SEAT_2).discard().len(), 2);
}
