//! More Trainer cards of the older theme decks, played on real cards: searches that leave a
//! kind of Pokémon out or look at HP.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, CardId, Tcg};
use common::*;

/// Seat 1 holds `hand` with Base Set Pikachu Active and `deck` (top first), against a
/// Charmander with a Grass Energy in the deck.
fn holding(hand: &[&str], deck: &[&str]) -> Pos {
    Pos::duel(mon("base1-58"), mon("base1-46"))
        .hand(0, hand)
        .deck(0, deck)
        .deck(1, &["Grass Energy"])
}

/// Seat 1 holds `ball`; its deck holds a Doduo (50 HP) beside `also` (a Pokémon the search
/// must not offer). Plays the ball, sees Doduo offered alone and picks it: the game and Doduo.
fn found(ball: &str, also: &str) -> (Tcg, CardId) {
    let mut game = holding(&[ball], &["Grass Energy", "base1-48", also]).game(1);
    let ball = card(&game, ball);
    let doduo = card(&game, "base1-48");
    play(&mut game, &[Action::Play { card: ball }]);
    assert_eq!(offered(&game), [doduo]);
    play(&mut game, &[Action::PickCard { card: doduo }]);
    (game, doduo)
}

/// `cards`, sorted.
fn sorted(mut cards: Vec<CardId>) -> Vec<CardId> {
    cards.sort();
    cards
}

/// Plays the Trainer `trainer` from the hand, then picks `cards` in turn.
fn play_picking(game: &mut Tcg, trainer: CardId, cards: &[CardId]) {
    play(game, &[Action::Play { card: trainer }]);
    for &card in cards {
        play(game, &[Action::PickCard { card }]);
    }
}

#[test]
fn great_ball_benches_a_basic_pokemon_that_is_not_a_pokemon_ex() {
    // Great Ball: "Search your deck for a Basic Pokémon (excluding Pokémon-ex) and put it onto
    // your Bench."
    // Shaymin-EX is a Basic Pokémon too, but left out.
    let (game, doduo) = found("ex6-92", "bw4-5");
    let board = &game.board(Seat(0));
    assert_eq!(board.bench().len(), 1);
    assert_eq!(board.bench()[0].stack(), [doduo]);
    assert_eq!(board.deck().len(), 2);
}

#[test]
fn level_ball_finds_a_pokemon_with_90_hp_or_less() {
    // Level Ball: "Search your deck for a Pokémon with 90 HP or less, reveal it, and put it
    // into your hand."
    // Kangaskhan has 130 HP.
    let (game, doduo) = found("bw4-89", "sm1-99");
    assert_eq!(game.board(Seat(0)).hand(), [doduo]);
}

#[test]
fn n_refills_each_hand_to_its_players_remaining_prize_cards() {
    // N: "Each player shuffles his or her hand into his or her deck. Then, each player draws a
    // card for each of his or her remaining Prize cards."
    let mut game = holding(
        &["bw3-92", "Grass Energy", "Grass Energy", "Grass Energy"],
        &["Fire Energy"; 3],
    )
    .prizes(0, &["Water Energy"; 2])
    .hand(1, &["Grass Energy"])
    .deck(1, &["Fire Energy"; 5])
    .prizes(1, &["Water Energy"; 4])
    .game(1);
    let n = card(&game, "bw3-92");
    play(&mut game, &[Action::Play { card: n }]);
    let (mine, theirs) = (&game.board(Seat(0)), &game.board(Seat(1)));
    // 3 cards of the hand + 3 of the deck, 2 drawn; 1 + 5, 4 drawn.
    assert_eq!((mine.hand().len(), mine.deck().len()), (2, 4));
    assert_eq!((theirs.hand().len(), theirs.deck().len()), (4, 2));
    assert!(mine.discard().contains(&n));
}

#[test]
fn pokenav_takes_a_pokemon_or_energy_card_of_the_top_3() {
    // PokéNav: "Look at the top 3 cards of your deck, and choose a Basic Pokémon, Evolution
    // card, or Energy card. Show it to your opponent and put it into your hand. Put the 2 other
    // cards back on top of your deck in any order."
    let mut game = holding(
        &["ex14-83"],
        &["base1-48", "Grass Energy", "base1-94", "Fire Energy"],
    )
    .game(1);
    let nav = card(&game, "ex14-83");
    // The position lists the top first; the deck keeps it last.
    let energy = game.board(Seat(0)).deck()[2];
    play(&mut game, &[Action::Play { card: nav }]);
    // Doduo and the Grass Energy may be taken, not the Potion nor the Fire Energy below.
    assert_eq!(
        sorted(offered(&game)),
        sorted(vec![card(&game, "base1-48"), energy])
    );
    play(&mut game, &[Action::PickCard { card: energy }]);
    assert_eq!(game.board(Seat(0)).hand(), [energy]);
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
}

#[test]
fn stevens_advice_draws_up_to_one_card_per_opponents_pokemon() {
    // Steven's Advice: "Draw a number of cards up to the number of your opponent's Pokémon in
    // play." The opponent has 2 Pokémon in play; the deck holds 4 cards.
    for (answers, drawn) in [
        (vec![Action::Yes, Action::Yes], 2),
        (vec![Action::Yes, Action::Done], 1),
        (vec![Action::Done, Action::Done], 0),
    ] {
        let mut game = holding(&["ex16-83"], &["Fire Energy"; 4])
            .bench(1, mon("base1-63"))
            .game(1);
        let advice = card(&game, "ex16-83");
        play(&mut game, &[Action::Play { card: advice }]);
        play(&mut game, &answers);
        assert_eq!(game.board(Seat(0)).hand().len(), drawn);
        // No third card is offered: the turn goes on.
        assert!(legal(&game).contains(&Action::EndTurn));
    }
}

#[test]
fn stevens_advice_cannot_be_played_from_a_hand_of_7_cards() {
    // "If you have 7 or more cards (including this one) in your hand, you can't play this card."
    let playable = |others: usize| {
        let hand: Vec<&str> = std::iter::once("ex16-83")
            .chain(std::iter::repeat_n("Grass Energy", others))
            .collect();
        let game = holding(&hand, &["Fire Energy"]).game(1);
        let advice = card(&game, "ex16-83");
        legal(&game).contains(&Action::Play { card: advice })
    };
    assert!(playable(5));
    assert!(!playable(6));
}

/// Seat 1 holds `ball`; its deck, top first: a Grass Energy, a Potion, Doduo, Raichu, a Fire
/// Energy.
fn revealing(ball: &str) -> Tcg {
    holding(
        &[ball],
        &[
            "Grass Energy",
            "base1-94",
            "base1-48",
            "base1-14",
            "Fire Energy",
        ],
    )
    .game(1)
}

#[test]
fn quick_ball_takes_the_first_pokemon_revealed_from_the_top() {
    // Quick Ball: "Reveal cards from your deck until you reveal a Pokémon. Show that Pokémon to
    // your opponent and put it into your hand. Shuffle the other revealed cards back into your
    // deck."
    let mut game = revealing("dp5-86");
    let ball = card(&game, "dp5-86");
    play(&mut game, &[Action::Play { card: ball }]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [card(&game, "base1-48")]);
    assert_eq!(board.deck().len(), 4);
}

#[test]
fn fast_ball_passes_over_a_basic_pokemon_for_an_evolution_card() {
    // Fast Ball: "Reveal cards from your deck until you reveal an Evolution card. …"
    let mut game = revealing("ecard3-124");
    let ball = card(&game, "ecard3-124");
    play(&mut game, &[Action::Play { card: ball }]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [card(&game, "base1-14")]);
    assert!(board.deck().contains(&card(&game, "base1-48")));
}

/// Pokémon Trader in seat 1's hand beside `others`; its deck holds Doduo and a Grass Energy.
fn trading(others: &[&str]) -> Tcg {
    let hand: Vec<&str> = std::iter::once("base1-77")
        .chain(others.iter().copied())
        .collect();
    holding(&hand, &["base1-48", "Grass Energy"]).game(1)
}

#[test]
fn pokemon_trader_trades_a_pokemon_of_the_hand_for_one_of_the_deck() {
    // Pokémon Trader: "Trade 1 of the Basic Pokémon or Evolution cards in your hand for 1 of
    // the Basic Pokémon or Evolution cards from your deck."
    let mut game = trading(&["base1-14", "base1-46"]);
    let trader = card(&game, "base1-77");
    let raichu = card(&game, "base1-14");
    let doduo = card(&game, "base1-48");
    play_picking(&mut game, trader, &[raichu, doduo]);
    let board = &game.board(Seat(0));
    assert!(board.hand().contains(&doduo) && !board.hand().contains(&raichu));
    assert!(board.deck().contains(&raichu));
    // Charmander stays.
    assert_eq!(board.hand().len(), 2);
}

#[test]
fn pokemon_trader_needs_a_pokemon_in_the_hand() {
    let game = trading(&["Fire Energy"]);
    let trader = card(&game, "base1-77");
    assert!(!legal(&game).contains(&Action::Play { card: trader }));
}

#[test]
fn town_volunteers_shuffles_pokemon_and_basic_energy_from_the_discard_pile_into_the_deck() {
    // Town Volunteers: "Take 5 Baby Pokémon, Basic Pokémon, Evolution, and/or basic Energy
    // cards from your discard pile and then show them to your opponent. Shuffle them into your
    // deck." Here 3 of the discard pile's 4 cards may go: not the Potion.
    let mut game = holding(&["ecard2-136"], &["Fire Energy"])
        .discard(0, &["base1-48", "Grass Energy", "base1-94", "base1-14"])
        .game(1);
    let volunteers = card(&game, "ecard2-136");
    let potion = card(&game, "base1-94");
    play(&mut game, &[Action::Play { card: volunteers }]);
    // Each card is picked in turn while fewer than 5 went.
    while let Some(&next) = offered(&game).first() {
        assert_ne!(next, potion);
        play(&mut game, &[Action::PickCard { card: next }]);
    }
    let board = &game.board(Seat(0));
    assert_eq!(board.deck().len(), 4);
    assert_eq!(board.discard(), [potion, volunteers]);
}

#[test]
fn marys_request_draws_2_more_without_a_stage_2_pokemon_in_play() {
    // Mary's Request: "Draw a card. If you don't have any Stage 2 Evolved Pokémon in play, draw
    // 2 more cards."
    for (active, drawn) in [("base1-58", 3), ("base1-17", 1)] {
        let mut game = holding(&["ex10-86"], &["Fire Energy"; 4])
            .active(0, mon(active))
            .game(1);
        let request = card(&game, "ex10-86");
        play(&mut game, &[Action::Play { card: request }]);
        assert_eq!(
            game.board(Seat(0)).hand().len(),
            drawn,
            "with {active} Active"
        );
    }
}

#[test]
fn cynthias_feelings_draws_4_more_after_a_knock_out_during_the_opponents_last_turn() {
    // Cynthia's Feelings: "Shuffle your hand into your deck. Then, draw 4 cards. If any of your
    // Pokémon were Knocked Out during your opponent's last turn, draw 4 more cards." Seat 2's
    // Kommo-o uses War Cry (30 damage here) on seat 1's Active: a Passimian it Knocks Out
    // (Kangaskhan takes its place), or Kangaskhan itself.
    let hand_after = |active: Mon, bench: Option<Mon>| {
        let mut game = Pos::duel(active, mon("sm4-77").energy(&["Fighting Energy"; 2]))
            .top("turn_of = 2")
            .decks(&["Grass Energy"; 12])
            .prizes(0, &["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .benched(0, bench)
            .hand(0, &["dp6-131"])
            .game(1);
        play(&mut game, &[Action::Attack { index: 0 }]);
        assert_eq!(game.current().0, 0, "seat 1's turn");
        let feelings = card(&game, "dp6-131");
        play(&mut game, &[Action::Play { card: feelings }]);
        game.board(Seat(0)).hand().len()
    };
    let kangaskhan = mon("swsh3-133").energy(&["Grass Energy"; 2]);
    assert_eq!(hand_after(mon("sm1-73"), Some(kangaskhan.clone())), 8);
    assert_eq!(hand_after(kangaskhan, None), 4);
}

#[test]
fn felicitys_drawing_draws_by_the_number_of_cards_discarded() {
    // Felicity's Drawing: "Discard up to 2 cards from your hand. If you discard 1 card, draw 3
    // cards. If you discard 2 cards, draw 4 cards."
    for (discarded, drawn) in [(0, 0), (1, 3), (2, 4)] {
        let mut game = holding(
            &["dp4-98", "Grass Energy", "Water Energy"],
            &["Fire Energy"; 5],
        )
        .game(1);
        let drawing = card(&game, "dp4-98");
        let kept = game.board(Seat(0)).hand().len() - 1 - discarded;
        play(&mut game, &[Action::Play { card: drawing }]);
        let picks: Vec<_> = game.board(Seat(0)).hand()[..discarded]
            .iter()
            .map(|&card| Action::PickCard { card })
            .collect();
        play(&mut game, &picks);
        if discarded < 2 {
            play(&mut game, &[Action::Done]);
        }
        assert_eq!(
            game.board(Seat(0)).hand().len(),
            kept + drawn,
            "{discarded} discarded"
        );
    }
}

#[test]
fn scott_finds_supporter_and_stadium_cards_only() {
    // Scott: "Search your deck for up to 3 cards in any combination of Supporter cards and
    // Stadium cards, show them to your opponent, and put them into your hand."
    let mut game = holding(
        &["ex9-84"],
        &["bw3-92", "base1-94", "ex16-83", "Fire Energy"],
    )
    .game(1);
    let scott = card(&game, "ex9-84");
    let (n, advice) = (card(&game, "bw3-92"), card(&game, "ex16-83"));
    play(&mut game, &[Action::Play { card: scott }]);
    // Not the Potion, an Item.
    let supporters = sorted(vec![n, advice]);
    assert_eq!(sorted(offered(&game)), supporters);
    play(
        &mut game,
        &[
            Action::PickCard { card: n },
            Action::PickCard { card: advice },
        ],
    );
    assert_eq!(sorted(game.board(Seat(0)).hand().to_vec()), supporters);
}
