//! Trainer cards that draw, shuffle or discard hands, with the conditions of their play,
//! played on real cards.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action, CardId, Tcg};
use common::*;

/// Seat 1 holds `hand` with Base Set Pikachu Active and `deck` (top first), against a
/// Charmander with 5 Grass Energy in the deck.
fn holding(hand: &[&str], deck: &[&str]) -> Pos {
    Pos::duel(mon("base1-58"), mon("base1-46"))
        .hand(0, hand)
        .deck(0, deck)
        .deck(1, &["Grass Energy"; 5])
}

/// Whether seat 1 may play `trainer` now.
fn playable(game: &Tcg, trainer: CardId) -> bool {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal.contains(&Action::Play { card: trainer })
}

#[test]
fn ace_trainer_needs_more_prize_cards_left_than_the_opponent() {
    // Ace Trainer: "You can play this card only if you have more Prize cards left than your
    // opponent."
    let at = |mine: usize| {
        let game = holding(&["xy7-69"], &["Fire Energy"; 8])
            .prizes(0, &vec!["Water Energy"; mine])
            .prizes(1, &["Water Energy"; 3])
            .game(1);
        playable(&game, card(&game, "xy7-69"))
    };
    assert!(at(4));
    assert!(!at(3));
    assert!(!at(2));
}

#[test]
fn teammates_is_not_played_when_none_of_your_pokemon_was_knocked_out() {
    // Teammates: "You can play this card only if 1 of your Pokémon was Knocked Out during your
    // opponent's last turn."
    let game = holding(&["xy5-141"], &["Fire Energy"; 4]).game(1);
    assert!(!playable(&game, card(&game, "xy5-141")));
}

#[test]
fn stevens_advice_is_not_played_with_more_than_7_cards_in_hand() {
    // Steven's Advice: "If you have more than 7 cards (including this one) in your hand, you
    // can't play this card."
    let with = |others: usize| {
        let mut hand = vec!["ex5-92"];
        hand.extend(vec!["Fire Energy"; others]);
        let game = holding(&hand, &["Fire Energy"; 4]).game(1);
        playable(&game, card(&game, "ex5-92"))
    };
    assert!(with(6));
    assert!(!with(7));
}

#[test]
fn mail_from_bill_draws_until_4_cards_and_not_from_5() {
    // Mail from Bill: "You can't play this card if you have 5 or more cards in your hand
    // (including this one). Draw cards until you have exactly 4 cards in your hand."
    let full = holding(
        &[
            "neo4-105",
            "Fire Energy",
            "Fire Energy",
            "Fire Energy",
            "Fire Energy",
        ],
        &["Water Energy"; 6],
    )
    .game(1);
    assert!(!playable(&full, card(&full, "neo4-105")));
    let mut game = holding(&["neo4-105", "Fire Energy"], &["Water Energy"; 6]).game(1);
    play_card(&mut game, "neo4-105");
    assert_eq!(game.board(Seat(0)).hand().len(), 4);
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
}

#[test]
fn juggler_draws_by_the_basic_energy_cards_discarded() {
    // Juggler: "Discard up to 2 basic Energy cards from your hand. If you discarded 1 basic
    // Energy card, draw 3 cards. If you discarded 2 basic Energy cards, draw 5 cards."
    for (discarded, hand) in [(0, 2), (1, 1 + 3), (2, 5)] {
        let mut game = holding(
            &["ecard2-126", "Fire Energy", "Fire Energy"],
            &["Water Energy"; 8],
        )
        .game(1);
        let fire = game.board(Seat(0)).hand()[1];
        play_card(&mut game, "ecard2-126");
        for _ in 0..discarded {
            play(&mut game, &[Action::PickCard { card: fire }]);
        }
        if discarded < 2 {
            play(&mut game, &[Action::Done]);
        }
        assert_eq!(
            game.board(Seat(0)).hand().len(),
            hand,
            "{discarded} discarded"
        );
        assert_eq!(game.board(Seat(0)).discard().len(), 1 + discarded);
    }
}

/// The seat the game waits on now.
fn waiting_on(game: &Tcg) -> altplay_core::Seat {
    game.resolving()
        .as_ref()
        .and_then(|f| f.wait)
        .map(|w| w.chooser())
        .expect("a choice is waited on")
}

#[test]
fn fieldworker_lets_the_opponent_choose_to_draw() {
    // Fieldworker: "Draw 3 cards. Your opponent may also draw a card."
    for (answer, theirs) in [(Action::Yes, 1), (Action::Done, 0)] {
        let mut game = holding(&["ex12-73"], &["Fire Energy"; 4]).game(1);
        play_card(&mut game, "ex12-73");
        assert_eq!(game.board(Seat(0)).hand().len(), 3);
        // The opponent answers, not the player of the card.
        assert_eq!(waiting_on(&game), SEAT_2);
        play(&mut game, &[answer]);
        assert_eq!(game.board(Seat(1)).hand().len(), theirs);
    }
}

#[test]
fn erika_lets_each_player_draw_up_to_3_cards() {
    // Erika: "You may draw up to 3 cards, then your opponent may draw up to 3 cards."
    let mut game = holding(&["gym1-16"], &["Fire Energy"; 4]).game(1);
    play_card(&mut game, "gym1-16");
    // Options are the counts from 1: index 1 draws 2.
    play(&mut game, &[Action::Yes, Action::PickOption { index: 1 }]);
    assert_eq!(game.board(Seat(0)).hand().len(), 2);
    assert_eq!(waiting_on(&game), SEAT_2);
    play(&mut game, &[Action::Yes, Action::PickOption { index: 0 }]);
    assert_eq!(game.board(Seat(1)).hand().len(), 1);
    assert!(game.resolving().is_none());
}

#[test]
fn battle_reporter_draws_up_to_the_opponents_hand_size() {
    // Battle Reporter: "Draw cards until you have the same number of cards in your hand as
    // your opponent."
    let mut game = holding(&["xy3-88", "Fire Energy"], &["Water Energy"; 6])
        .hand(1, &["Grass Energy"; 5])
        .game(1);
    play_card(&mut game, "xy3-88");
    assert_eq!(game.board(Seat(0)).hand().len(), 5);
}

#[test]
fn imposter_oaks_revenge_costs_a_card_and_renews_the_opponents_hand() {
    // Imposter Oak's Revenge: "Discard a card from your hand in order to play this card. Your
    // opponent shuffles his or her hand into his or her deck, then draws 4 cards."
    let alone = holding(&["base5-76"], &["Water Energy"; 6]).game(1);
    assert!(!playable(&alone, card(&alone, "base5-76")));
    let mut game = holding(&["base5-76", "Fire Energy"], &["Water Energy"; 6])
        .hand(1, &["Grass Energy"; 7])
        .game(1);
    let fire = game.board(Seat(0)).hand()[1];
    // The only other card is discarded: no choice to make.
    play_card(&mut game, "base5-76");
    assert!(game.board(Seat(0)).discard().contains(&fire));
    assert_eq!(game.board(Seat(1)).hand().len(), 4);
    assert_eq!(game.board(Seat(1)).deck().len(), 5 + 7 - 4);
}

#[test]
fn team_aqua_schemer_draws_4_after_discarding_a_team_aqua_pokemon() {
    // Team Aqua Schemer: "Discard any 1 Pokémon from your hand. Then draw 3 cards. If you
    // discarded a Pokémon with Team Aqua in its name, draw 4 cards instead."
    for (discarded, drawn) in [("ex4-54", 4), ("base1-58", 3)] {
        let mut game = holding(&["ex4-69", discarded], &["Water Energy"; 6]).game(1);
        play_card(&mut game, "ex4-69");
        assert_eq!(
            game.board(Seat(0)).hand().len(),
            drawn,
            "{discarded} discarded"
        );
    }
}

#[test]
fn holon_adventurer_draws_4_after_discarding_a_delta_pokemon() {
    // Holon Adventurer: "Discard a card from your hand. If you can't discard a card from your
    // hand, you can't play this card. Draw 3 cards. If you discarded a Pokémon that has δ on
    // its card, draw 4 cards instead."
    for (discarded, drawn) in [("ex13-79", 4), ("base1-58", 3), ("Fire Energy", 3)] {
        let mut game = holding(&["ex13-85", discarded], &["Water Energy"; 6]).game(1);
        play_card(&mut game, "ex13-85");
        assert_eq!(
            game.board(Seat(0)).hand().len(),
            drawn,
            "{discarded} discarded"
        );
    }
}

/// The Pokémon the player may pick now.
fn pickable(game: &Tcg) -> Vec<u16> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
        .into_iter()
        .filter_map(|a| match a {
            Action::PickPokemon { pokemon } => Some(pokemon),
            _ => None,
        })
        .collect()
}

#[test]
fn secret_mission_draws_as_many_as_were_discarded() {
    // Secret Mission: "Look at your opponent's hand. Then, you may discard as many other cards
    // as you want from your hand and draw that many cards."
    let mut game = holding(
        &["gym1-118", "Fire Energy", "Grass Energy", "Water Energy"],
        &["Psychic Energy"; 5],
    )
    .game(1);
    let (fire, grass) = (game.board(Seat(0)).hand()[1], game.board(Seat(0)).hand()[2]);
    play_card(&mut game, "gym1-118");
    play(
        &mut game,
        &[
            Action::Yes,
            Action::PickCard { card: fire },
            Action::PickCard { card: grass },
            Action::Done,
        ],
    );
    assert_eq!(game.board(Seat(0)).discard().len(), 3);
    assert_eq!(game.board(Seat(0)).hand().len(), 3);
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
}

#[test]
fn blaines_gamble_draws_twice_as_many_on_heads() {
    // Blaine's Gamble: "Discard any number of other cards from your hand, then flip a coin. If
    // heads, draw twice that many cards."
    let mut drawn = Vec::new();
    for seed in 0..8 {
        let mut game = holding(
            &["gym1-121", "Fire Energy", "Grass Energy"],
            &["Psychic Energy"; 6],
        )
        .game(seed);
        let fire = game.board(Seat(0)).hand()[1];
        play_card(&mut game, "gym1-121");
        play(&mut game, &[Action::PickCard { card: fire }, Action::Done]);
        drawn.push(game.board(Seat(0)).hand().len() - 1);
    }
    // 2 cards on heads, none on tails: both come up among the seeds.
    assert!(drawn.iter().all(|&n| n == 0 || n == 2));
    assert!(drawn.contains(&0) && drawn.contains(&2), "{drawn:?}");
}

#[test]
fn super_energy_removal_pays_1_energy_for_up_to_2_of_the_opponents() {
    // Super Energy Removal: "Discard 1 Energy card attached to 1 of your Pokémon in order to
    // choose 1 of your opponent's Pokémon and up to 2 Energy cards attached to it. Discard
    // those Energy cards." (and "… your own Pokémon …" on Base Set 2)
    for printed in ["base1-79", "base4-108"] {
        let bare = Pos::duel(mon("base1-58"), mon("base1-46").energy(&["Fire Energy"; 3]))
            .hand(0, &[printed])
            .game(1);
        assert!(
            !playable(&bare, card(&bare, printed)),
            "{printed}: no cost to pay"
        );
        let mut game = Pos::duel(
            mon("base1-58").energy(&["Lightning Energy"]),
            mon("base1-46").energy(&["Fire Energy"; 3]),
        )
        .hand(0, &[printed])
        .game(1);
        let fire = active(&game, 1).energy()[0];
        play_card(&mut game, printed);
        play(
            &mut game,
            &[
                Action::PickCard { card: fire },
                Action::PickCard { card: fire },
            ],
        );
        assert!(active(&game, 0).energy().is_empty());
        assert_eq!(active(&game, 1).energy().len(), 1, "{printed}");
        assert_eq!(game.board(Seat(1)).discard().len(), 2);
    }
}

#[test]
fn lucians_assignment_moves_any_number_of_energy_between_your_pokemon() {
    // Lucian's Assignment: "Move as many Energy cards attached to 1 of your Pokémon as you like
    // to another of your Pokémon."
    let mut game = holding(&["pl2-92"], &["Fire Energy"; 3])
        .active(0, mon("base1-58").energy(&["Lightning Energy"; 3]))
        .bench(0, mon("base1-58"))
        .game(1);
    let from = active(&game, 0).uid();
    let lightning = active(&game, 0).energy()[0];
    play_card(&mut game, "pl2-92");
    play(&mut game, &[Action::PickPokemon { pokemon: from }]);
    // The other Pokémon is the only one left to move them to, picked once for every card.
    play(
        &mut game,
        &[
            Action::PickCard { card: lightning },
            Action::PickCard { card: lightning },
            Action::Done,
        ],
    );
    assert_eq!(active(&game, 0).energy().len(), 1);
    assert_eq!(game.board(Seat(0)).bench()[0].energy().len(), 2);
}

#[test]
fn tool_scrapper_discards_tools_but_not_the_stadium() {
    // Tool Scrapper: "Choose up to 2 Pokémon Tool cards attached to Pokémon in play (yours or
    // your opponent's) and discard them."
    let mut game = holding(&["bw6-116"], &["Fire Energy"; 3])
        .active(0, mon("base1-58").tools(&["xy1-121"]))
        .active(1, mon("base1-46").tools(&["xy1-119"]))
        .stadium("sm2-117")
        .game(1);
    play_card(&mut game, "bw6-116");
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.iter().any(|a| matches!(a, Action::PickCard { .. })));
    assert_eq!(pickable(&game).len(), 2);
    let theirs = active(&game, 1).uid();
    play(&mut game, &[Action::PickPokemon { pokemon: theirs }]);
    play(&mut game, &[Action::Done]);
    assert!(active(&game, 1).tools().is_empty());
    assert_eq!(active(&game, 0).tools().len(), 1);
    assert!(game.stadium().is_some());
}

#[test]
fn heal_powder_cures_and_heals_the_active_pokemon_on_heads() {
    // Heal Powder: "Flip a coin. If heads, your Active Pokémon is no longer Asleep, Confused,
    // Paralyzed, or Poisoned and remove 2 damage counters from it. If your Active Pokémon has
    // fewer damage counters than that, remove all of them."
    let mut outcomes = Vec::new();
    for (seed, damage) in (0..8).zip([30, 10].into_iter().cycle()) {
        let mut game = holding(&["neo4-104"], &["Fire Energy"; 3])
            .active(0, mon("base1-58").damage(damage).conditions(&["poisoned"]))
            .game(seed);
        play_card(&mut game, "neo4-104");
        let healed = active(&game, 0);
        outcomes.push((damage, healed.damage(), healed.conditions().any()));
    }
    // Heads: 20 less (10 becomes 0) and cured; tails: nothing.
    assert!(outcomes.iter().all(|&(before, after, poisoned)| {
        (after == before.saturating_sub(20) && !poisoned) || (after == before && poisoned)
    }));
    assert!(
        outcomes
            .iter()
            .any(|&(before, after, _)| before == 10 && after == 0)
    );
    assert!(
        outcomes.iter().any(|&(_, _, poisoned)| poisoned),
        "{outcomes:?}"
    );
}

#[test]
fn fiery_torch_needs_a_fire_energy_card_to_discard() {
    // Fiery Torch: "Discard a Fire Energy card from your hand. (If you can't discard a Fire
    // Energy card, you can't play this card.) Draw 2 cards."
    let without = holding(&["xy2-89", "Water Energy"], &["Grass Energy"; 4]).game(1);
    assert!(!playable(&without, card(&without, "xy2-89")));
    let mut game = holding(
        &["xy2-89", "Water Energy", "Fire Energy"],
        &["Grass Energy"; 4],
    )
    .game(1);
    let fire = game.board(Seat(0)).hand()[2];
    play_card(&mut game, "xy2-89");
    assert!(game.board(Seat(0)).discard().contains(&fire));
    assert_eq!(game.board(Seat(0)).hand().len(), 3);
}

#[test]
fn pokemon_center_heals_your_damaged_pokemon_and_discards_their_energy() {
    // Pokémon Center (Base Set promo): "Remove all damage counters from all of your own Pokémon
    // with damage counters on them, then discard all Energy cards attached to those Pokémon."
    let mut game = holding(&["basep-40"], &["Fire Energy"; 3])
        .active(
            0,
            mon("base1-58").damage(30).energy(&["Lightning Energy"; 2]),
        )
        .bench(0, mon("base1-58").energy(&["Lightning Energy"]))
        .active(1, mon("base1-46").damage(20).energy(&["Fire Energy"]))
        .game(1);
    play_card(&mut game, "basep-40");
    assert_eq!(active(&game, 0).damage(), 0);
    assert!(active(&game, 0).energy().is_empty());
    // Undamaged, it keeps its Energy; the opponent's are not the player's own.
    assert_eq!(game.board(Seat(0)).bench()[0].energy().len(), 1);
    assert_eq!(active(&game, 1).damage(), 20);
    assert_eq!(active(&game, 1).energy().len(), 1);
}

#[test]
fn warp_point_has_the_opponent_switch_first_then_you() {
    // Warp Point (Gym Challenge): "If your opponent has any Benched Pokémon, he or she chooses 1
    // of them and switches it with his or her Active Pokémon, then, if you have any Benched
    // Pokémon, you switch 1 of them with your Active Pokémon."
    let mut game = holding(&["gym2-126"], &["Fire Energy"; 3])
        .bench(0, mon("base1-58"))
        .bench(1, mon("base1-46"))
        .bench(1, mon("base1-46"))
        .game(1);
    let (mine, theirs) = (bench_uid(&game, 0, 0), bench_uid(&game, 1, 1));
    play_card(&mut game, "gym2-126");
    // The opponent picks among their two; the player's one Benched Pokémon needs no pick.
    assert_eq!(waiting_on(&game), SEAT_2);
    play(&mut game, &[Action::PickPokemon { pokemon: theirs }]);
    assert_eq!(active(&game, 1).uid(), theirs);
    assert_eq!(active(&game, 0).uid(), mine);
    // Without a Benched Pokémon of the opponent's, the player still switches.
    let mut lone = holding(&["gym2-126"], &["Fire Energy"; 3])
        .bench(0, mon("base1-58"))
        .game(1);
    let mine = bench_uid(&lone, 0, 0);
    play_card(&mut lone, "gym2-126");
    assert_eq!(active(&lone, 0).uid(), mine);
}

#[test]
fn team_galactics_mars_puts_a_random_card_of_the_opponents_hand_on_the_bottom() {
    // Team Galactic's Mars: "Draw 2 cards. Then, choose a card from your opponent's hand
    // without looking and put it on the bottom of his or her deck."
    let mut game = holding(&["dp3-126"], &["Fire Energy"; 3])
        .hand(1, &["Grass Energy", "Water Energy"])
        .deck(1, &["Psychic Energy"; 2])
        .game(1);
    play_card(&mut game, "dp3-126");
    assert_eq!(game.board(Seat(0)).hand().len(), 2);
    let theirs = &game.board(Seat(1));
    assert_eq!(theirs.hand().len(), 1);
    // The deck's bottom is its first card; the other card stays in the hand.
    assert_ne!(theirs.deck()[0], theirs.deck()[2]);
    assert!(!theirs.hand().contains(&theirs.deck()[0]));
    assert_eq!(theirs.deck().len(), 3);
}

#[test]
fn gyarados_discards_an_energy_from_each_of_the_opponents_pokemon_on_heads() {
    // Gyarados's Dragon Beat: "Flip a coin. If heads, discard an Energy card from each of your
    // opponent's Pokémon."
    let mut seen = Vec::new();
    for seed in 0..6 {
        let game = Pos::duel(
            mon("dp7-19").energy(&["Water Energy"; 5]),
            mon("base1-46").energy(&["Fire Energy"; 2]),
        )
        .bench(1, mon("base1-46").energy(&["Fire Energy"]))
        .bench(1, mon("base1-46"))
        .deck(0, &["Grass Energy"; 2])
        .deck(1, &["Grass Energy"; 2])
        .attacking(2, seed);
        let theirs = &game.board(Seat(1));
        let left: Vec<usize> = std::iter::once(theirs.active())
            .flatten()
            .chain(theirs.bench().iter())
            .map(|p| p.energy().len())
            .collect();
        seen.push(left);
    }
    // The Active Pokémon may be Knocked Out by the 100 damage: only the Bench is compared.
    assert!(
        seen.iter().any(|left| left.ends_with(&[0, 0])),
        "heads discards from each: {seen:?}"
    );
    assert!(seen.iter().any(|left| left.ends_with(&[1, 0])), "{seen:?}");
}

#[test]
fn sabrinas_gaze_gives_each_player_a_new_hand_of_the_same_size() {
    // Sabrina's Gaze: "Each player shuffles his or her hand into his or her deck and draws a
    // new hand of the same number of cards."
    let mut game = holding(
        &["gym1-125", "Fire Energy", "Fire Energy"],
        &["Water Energy"; 4],
    )
    .hand(1, &["Grass Energy"; 3])
    .deck(1, &["Psychic Energy"; 3])
    .game(1);
    play_card(&mut game, "gym1-125");
    let (mine, theirs) = (&game.board(Seat(0)), &game.board(Seat(1)));
    assert_eq!((mine.hand().len(), mine.deck().len()), (2, 4));
    assert_eq!((theirs.hand().len(), theirs.deck().len()), (3, 3));
}

#[test]
fn lt_surge_puts_a_basic_pokemon_from_the_hand_in_as_the_active_pokemon() {
    // Lt. Surge: "You can play this card only if you have at least 1 Basic Pokémon card in your
    // hand. Put a Basic Pokémon card from your hand into play as your Active Pokémon. Put your
    // old Active Pokémon onto your Bench. (You can't play this card if your Bench is full.)"
    let without = holding(&["gym1-17", "Fire Energy"], &["Water Energy"; 3]).game(1);
    assert!(!playable(&without, card(&without, "gym1-17")));
    let mut game = holding(&["gym1-17", "base1-46"], &["Water Energy"; 3]).game(1);
    let old = active(&game, 0).uid();
    play_card(&mut game, "gym1-17");
    assert_eq!(active(&game, 0).stack(), [card(&game, "base1-46")]);
    assert_eq!(game.board(Seat(0)).bench().len(), 1);
    assert_eq!(game.board(Seat(0)).bench()[0].uid(), old);
    assert!(game.board(Seat(0)).hand().is_empty());
}

#[test]
fn erikas_perfume_puts_basic_pokemon_of_the_opponents_hand_onto_their_bench() {
    // Erika's Perfume: "Look at your opponent's hand. If he or she has any Basic Pokémon cards
    // there, you may put any number of them onto your opponent's Bench (as long as there's
    // room)."
    let mut game = holding(&["gym1-110"], &["Fire Energy"; 3])
        .hand(1, &["base1-46", "base1-46", "Grass Energy"])
        .game(1);
    let charmander = card(&game, "base1-46");
    play_card(&mut game, "gym1-110");
    play(&mut game, &[Action::Yes]);
    // Only the Basic Pokémon found are offered, not the Grass Energy.
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let offered: Vec<_> = legal
        .iter()
        .filter(|a| matches!(a, Action::PickCard { .. }))
        .collect();
    assert_eq!(offered, [&Action::PickCard { card: charmander }]);
    play(
        &mut game,
        &[Action::PickCard { card: charmander }, Action::Done],
    );
    assert_eq!(game.board(Seat(1)).bench().len(), 1);
    assert_eq!(game.board(Seat(1)).hand().len(), 2);
}

#[test]
fn team_plasma_grunt_needs_another_team_plasma_card_to_discard() {
    // Team Plasma Grunt: "Discard a Team Plasma card from your card. (if you can't discard a
    // Team Plasma card, you can't play this card.) Draw 4 cards." Itself a Team Plasma card,
    // it does not count.
    let alone = holding(&["bw8-125", "Fire Energy"], &["Water Energy"; 5]).game(1);
    assert!(!playable(&alone, card(&alone, "bw8-125")));
    let mut game = holding(&["bw8-125", "bw8-125", "Fire Energy"], &["Water Energy"; 5]).game(1);
    play_card(&mut game, "bw8-125");
    let grunt = card(&game, "bw8-125");
    assert_eq!(game.board(Seat(0)).discard(), [grunt, grunt]);
    assert_eq!(game.board(Seat(0)).hand().len(), 1 + 4);
}

#[test]
fn professors_research_discards_the_whole_hand_lowest_card_first() {
    // Professor's Research: "Discard your hand and draw 7 cards." Every card is taken as a pick
    // of one card at a time would take it: the lowest card first, each copy in turn.
    let hand = [
        "swsh1-178",
        "Water Energy",
        "base1-58",
        "Fire Energy",
        "Water Energy",
    ];
    let mut game = holding(&hand, &["Grass Energy"; 8]).game(1);
    let before: Vec<CardId> = game.board(Seat(0)).hand()[1..].to_vec();
    let mut lowest_first = before.clone();
    lowest_first.sort();
    assert_ne!(
        before, lowest_first,
        "the hand must not already be in card order"
    );
    play_card(&mut game, "swsh1-178");
    assert_eq!(game.board(Seat(0)).discard()[..4], lowest_first[..]);
    assert_eq!(game.board(Seat(0)).hand().len(), 7);
}
