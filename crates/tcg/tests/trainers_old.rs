//! The Trainer cards of the older theme decks (base to XY eras), played on real cards.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, CardId, Event, Tcg};
use common::*;

/// Base Set Pikachu with 30 damage and a Lightning Energy.
fn pikachu() -> Mon {
    mon("base1-58").energy(&["Lightning Energy"]).damage(30)
}

/// Doduo with 10 damage and a Grass Energy.
fn doduo() -> Mon {
    mon("base1-48").energy(&["Grass Energy"]).damage(10)
}

/// Seat 1's Active `mine` against an Active Charmander with a Benched Squirtle (2 Water
/// Energy) and a Grass Energy in the deck.
fn against(mine: Mon) -> Pos {
    Pos::duel(mine, mon("base1-46"))
        .deck(1, &["Grass Energy"])
        .bench(1, mon("base1-63").energy(&["Water Energy"; 2]))
}

/// Seat 1 holds `hand`; its Active is `mine`, its Bench `bench`; its deck holds Doduo between
/// 2 Energy cards and its discard pile 3 Energy cards; the opponent is [`against`]'s.
fn table_of(hand: &[&str], mine: Mon, bench: Option<Mon>) -> Pos {
    against(mine)
        .benched(0, bench)
        .hand(0, hand)
        .deck(0, &["Grass Energy", "base1-48", "Fire Energy"])
        .discard(0, &["Grass Energy", "Water Energy", "Grass Energy"])
}

/// [`table_of`] with the [`pikachu`] Active and the [`doduo`] Benched.
fn table(hand: &[&str]) -> Pos {
    table_of(hand, pikachu(), Some(doduo()))
}

/// The game [`table`] lays out, chance seeded by 1.
fn board(hand: &[&str]) -> Tcg {
    table(hand).game(1)
}

/// How many coins came up heads so far.
fn heads(game: &Tcg) -> usize {
    game.events()
        .as_ref()
        .expect("a position keeps a log")
        .iter()
        .filter(|e| matches!(e, Event::Flipped { heads: true }))
        .count()
}

/// Plays the Trainer `trainer` from the hand, then picks `cards` in turn.
fn play_picking(game: &mut Tcg, trainer: CardId, cards: &[CardId]) {
    play(game, &[Action::Play { card: trainer }]);
    for &card in cards {
        play(game, &[Action::PickCard { card }]);
    }
}

/// Plays the Trainer `trainer` in the game `pos` lays out, once with each seed from 1 to 11,
/// and hands `check` the game and whether a coin came up heads; both faces must come up.
fn each_flip(pos: &Pos, trainer: &str, mut check: impl FnMut(&mut Tcg, bool)) {
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = pos.game(seed);
        let trainer = card(&game, trainer);
        play(&mut game, &[Action::Play { card: trainer }]);
        let heads = heads(&game) > 0;
        seen[usize::from(heads)] = true;
        check(&mut game, heads);
    }
    assert_eq!(seen, [true, true]);
}

/// [`board`] after seat 1 played the first card of `hand`: the game and that card.
fn played(hand: &[&str]) -> (Tcg, CardId) {
    let mut game = board(hand);
    let trainer = card(&game, hand[0]);
    play(&mut game, &[Action::Play { card: trainer }]);
    (game, trainer)
}

/// [`evolving`] with Grookey in the hand, after seat 1 benched it and played `trainer`.
fn benched_then(trainer: &str) -> Tcg {
    let mut game = evolving(trainer, true);
    let trainer = card(&game, trainer);
    let grookey = card(&game, "swsh1-11");
    play(
        &mut game,
        &[
            Action::Bench { card: grookey },
            Action::Play { card: trainer },
        ],
    );
    game
}

#[test]
fn potion_removes_up_to_2_counters_from_a_damaged_pokemon() {
    // Potion: "Remove up to 2 damage counters from 1 of your Pokémon."
    let (mut game, potion) = played(&["base1-94"]);
    let doduo = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: doduo }]);
    assert_eq!(
        game.board(Seat(0)).bench()[0].damage(),
        0,
        "only 1 counter to remove"
    );
    assert_eq!(active(&game, 0).damage(), 30);
    assert!(game.board(Seat(0)).discard().contains(&potion));
}

#[test]
fn potion_offers_no_pokemon_without_damage_counters() {
    let doduo = mon("base1-48").energy(&["Grass Energy"]);
    let mut game = table_of(&["base1-94"], pikachu(), Some(doduo)).game(1);
    let potion = card(&game, "base1-94");
    play(&mut game, &[Action::Play { card: potion }]);
    assert_eq!(
        active(&game, 0).damage(),
        10,
        "the only damaged Pokémon, picked alone"
    );
}

#[test]
fn gust_of_wind_brings_in_the_benched_pokemon_the_player_picks() {
    // Gust of Wind: "Choose 1 of your opponent's Benched Pokémon and switch it with his or her
    // Active Pokémon."
    let mut game = table(&["base1-93"]).bench(1, mon("base1-48")).game(1);
    let gust = card(&game, "base1-93");
    play(&mut game, &[Action::Play { card: gust }]);
    let squirtle = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: squirtle }]);
    assert_eq!(active(&game, 1).uid(), squirtle);
    assert_eq!(game.board(Seat(1)).bench().len(), 2);
}

#[test]
fn energy_removal_discards_an_energy_of_a_pokemon_that_has_one() {
    // Energy Removal: "Choose 1 Energy card attached to 1 of your opponent's Pokémon and
    // discard it."
    let (game, _) = played(&["base1-92"]);
    // Charmander has no Energy: Squirtle is the only Pokémon offered, and picked alone.
    assert_eq!(game.board(Seat(1)).bench()[0].energy().len(), 1);
    assert_eq!(game.board(Seat(1)).discard().len(), 1);
}

#[test]
fn super_potion_discards_an_energy_of_the_pokemon_it_heals() {
    // Super Potion: "Discard 1 Energy card attached to your own Pokémon in order to remove up
    // to 4 damage counters from that Pokémon."
    let (mut game, _) = played(&["base1-90"]);
    let pikachu = active(&game, 0).uid();
    play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
    assert_eq!(active(&game, 0).damage(), 0);
    assert!(active(&game, 0).energy().is_empty());
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 10);
}

#[test]
fn super_potion_cannot_be_played_without_energy_to_discard() {
    let mut game = table_of(&["base1-90"], mon("base1-58").damage(30), None).game(1);
    let potion = card(&game, "base1-90");
    let refused = game.act(&Action::Play { card: potion }).unwrap_err();
    assert!(refused.to_string().contains("TCG-15"), "{refused}");
}

#[test]
fn energy_retrieval_trades_a_card_for_2_basic_energy_cards() {
    // Energy Retrieval: "Trade 1 of the other cards in your hand for up to 2 basic Energy cards
    // from your discard pile."
    let mut game = board(&["base1-81", "base1-46"]);
    let retrieval = card(&game, "base1-81");
    let charmander = card(&game, "base1-46");
    let (grass, water) = (
        game.board(Seat(0)).discard()[0],
        game.board(Seat(0)).discard()[1],
    );
    play_picking(&mut game, retrieval, &[grass, water]);
    let board = &game.board(Seat(0));
    assert!(
        board.discard().contains(&charmander),
        "the card traded away"
    );
    assert!(board.hand().contains(&grass) && board.hand().contains(&water));
    assert_eq!(board.hand().len(), 2);
}

#[test]
fn energy_retrieval_needs_another_card_in_the_hand() {
    let mut game = board(&["base1-81"]);
    let retrieval = card(&game, "base1-81");
    assert!(game.act(&Action::Play { card: retrieval }).is_err());
}

#[test]
fn computer_search_discards_2_other_cards_and_finds_any_card() {
    // Computer Search: "Discard 2 of the other cards from your hand in order to search your
    // deck for any card and put it into your hand."
    let mut game = board(&["base1-71", "base1-46", "base1-63"]);
    let search = card(&game, "base1-71");
    let charmander = card(&game, "base1-46");
    let squirtle = card(&game, "base1-63");
    let doduo = card(&game, "base1-48");
    play(
        &mut game,
        &[
            Action::Play { card: search },
            Action::PickCard { card: charmander },
            // Squirtle, the only other card, goes without a pick.
            Action::PickCard { card: doduo },
        ],
    );
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [doduo]);
    assert!(board.discard().contains(&squirtle));
    assert_eq!(board.deck().len(), 2);
}

#[test]
fn pokemon_communication_trades_a_pokemon_of_the_hand_for_one_of_the_deck() {
    // Pokémon Communication: "Reveal a Pokémon in your hand and put it on top of your deck. If
    // you do, search your deck for a Pokémon, reveal it, and put it into your hand."
    let mut game = board(&["bw1-99", "base1-46"]);
    let communication = card(&game, "bw1-99");
    let charmander = card(&game, "base1-46");
    let doduo = card(&game, "base1-48");
    play(
        &mut game,
        &[Action::Play {
            card: communication,
        }],
    );
    // Charmander goes on top alone; the search offers Charmander and Bulbasaur.
    play(&mut game, &[Action::PickCard { card: doduo }]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [doduo]);
    assert!(board.deck().contains(&charmander));
    assert_eq!(board.deck().len(), 3);
}

#[test]
fn full_heal_cures_the_active_pokemon() {
    // Full Heal: "Your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned."
    let pikachu = pikachu().conditions(&["asleep", "poisoned"]);
    let mut game = table_of(&["base1-82"], pikachu, Some(doduo())).game(1);
    assert!(active(&game, 0).conditions().any());
    let heal = card(&game, "base1-82");
    play(&mut game, &[Action::Play { card: heal }]);
    assert!(!active(&game, 0).conditions().any());
}

#[test]
fn bills_maintenance_puts_a_card_of_the_hand_into_the_deck_and_draws_3() {
    // Bill's Maintenance: "If you have any cards in your hand, shuffle 1 of them into your
    // deck, then draw 3 cards."
    let mut game = board(&["ecard1-137", "base1-46", "base1-63"]);
    let maintenance = card(&game, "ecard1-137");
    let charmander = card(&game, "base1-46");
    play_picking(&mut game, maintenance, &[charmander]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand().len(), 4, "Squirtle and 3 cards drawn");
    assert_eq!(board.deck().len(), 1, "4 cards, 3 drawn");
}

#[test]
fn bills_maintenance_cannot_shuffle_from_an_empty_hand_and_draws_nothing() {
    let (game, _) = played(&["ecard1-137"]);
    assert!(game.board(Seat(0)).hand().is_empty());
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
}

#[test]
fn copycat_draws_as_many_cards_as_the_opponent_holds() {
    // Copycat: "Shuffle your hand into your deck. Then, draw a number of cards equal to the
    // number of cards in your opponent's hand."
    let mut game = table(&["hgss1-90", "base1-63"])
        .hand(1, &["base1-46", "base1-46"])
        .game(1);
    let copycat = card(&game, "hgss1-90");
    play(&mut game, &[Action::Play { card: copycat }]);
    assert_eq!(game.board(Seat(0)).hand().len(), 2);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn moo_moo_milk_removes_2_counters_for_each_heads() {
    // Moo-Moo Milk: "Choose 1 of your Pokémon. Flip 2 coins. Remove 2 damage counters times
    // the number of heads from that Pokémon."
    for seed in 1..8 {
        let mut game = table(&["neo1-101"]).game(seed);
        let milk = card(&game, "neo1-101");
        play(&mut game, &[Action::Play { card: milk }]);
        let pikachu = active(&game, 0).uid();
        play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
        let heads = heads(&game) as u16;
        assert_eq!(
            active(&game, 0).damage(),
            30u16.saturating_sub(20 * heads),
            "seed {seed}"
        );
    }
}

#[test]
fn life_herb_cures_and_removes_6_counters_on_heads() {
    // Life Herb: "Flip a coin. If heads, choose 1 of your Pokémon, and remove all Special
    // Conditions and 6 damage counters from that Pokémon (all if there are less than 6)."
    for seed in 1..8 {
        let pikachu = pikachu().conditions(&["confused"]);
        let mut game = table_of(&["pl1-108"], pikachu, Some(doduo())).game(seed);
        let herb = card(&game, "pl1-108");
        play(&mut game, &[Action::Play { card: herb }]);
        if game.board(Seat(0)).discard().contains(&herb) {
            // Tails: nothing chosen.
            assert_eq!(active(&game, 0).damage(), 30);
            continue;
        }
        let pikachu = active(&game, 0).uid();
        play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
        assert_eq!(active(&game, 0).damage(), 0);
        assert!(!active(&game, 0).conditions().any());
    }
}

#[test]
fn master_ball_takes_a_pokemon_of_the_top_7_cards() {
    // Master Ball: "Look at the top 7 cards from your deck. Choose a Basic Pokémon or Evolution
    // card from those cards, show it to your opponent, and put it into your hand."
    let mut game = board(&["ex8-88"]);
    let ball = card(&game, "ex8-88");
    let doduo = card(&game, "base1-48");
    // Cards looked at are hidden: the player may find none, so even a lone Pokémon is a pick.
    play_picking(&mut game, ball, &[doduo]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [doduo]);
    assert_eq!(board.deck().len(), 2);
}

#[test]
fn interviewers_questions_takes_as_many_energy_cards_as_the_player_likes() {
    // Interviewer's Questions: "Look at the top 8 cards of your deck. Choose as many Energy
    // cards as you like, show them to your opponent, and put them into your hand."
    let mut game = board(&["hgss2-77"]);
    let questions = card(&game, "hgss2-77");
    let grass = game.board(Seat(0)).deck()[2];
    play(
        &mut game,
        &[
            Action::Play { card: questions },
            Action::PickCard { card: grass },
            Action::Done,
        ],
    );
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [grass]);
    assert_eq!(board.deck().len(), 2);
}

/// Seat 1 holds `hand` and an Active Clobbopus, with Grookey on the Bench or (to be benched
/// this turn) in the hand; Thwackey is in the deck.
fn evolving(trainer: &str, grookey_in_hand: bool) -> Tcg {
    let (hand, bench) = if grookey_in_hand {
        (vec![trainer, "swsh1-11"], None)
    } else {
        (vec![trainer], Some(mon("swsh1-11")))
    };
    Pos::duel(mon("swsh1-112"), mon("swsh1-112"))
        .hand(0, &hand)
        .deck(0, &["Grass Energy", "swsh1-12", "Fire Energy"])
        .benched(0, bench)
        .deck(1, &["Grass Energy"])
        .game(1)
}

#[test]
fn evosoda_evolves_the_pokemon_picked_with_a_card_of_the_deck() {
    // Evosoda: "Search your deck for a card that evolves from 1 of your Pokémon and put it onto
    // that Pokémon."
    let mut game = evolving("xy1-116", false);
    let evosoda = card(&game, "xy1-116");
    let thwackey = card(&game, "swsh1-12");
    play(&mut game, &[Action::Play { card: evosoda }]);
    let grookey = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[
            Action::PickPokemon { pokemon: grookey },
            Action::PickCard { card: thwackey },
        ],
    );
    let bench = &game.board(Seat(0)).bench()[0];
    assert_eq!(bench.stack().len(), 2);
    assert_eq!(bench.stack()[1], thwackey);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn evosoda_does_not_evolve_a_pokemon_put_into_play_this_turn() {
    // "You can't use this card during your first turn or on a Pokémon that was put into play
    // this turn."
    let game = benched_then("xy1-116");
    // Only the Active may evolve, and nothing in the deck evolves from it.
    assert_eq!(game.board(Seat(0)).bench()[0].stack().len(), 1);
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
}

#[test]
fn wally_evolves_a_pokemon_put_into_play_this_turn() {
    // Wally: "… You can use this card during your first turn or on a Pokémon that was put into
    // play this turn."
    let mut game = benched_then("xy6-94");
    let thwackey = card(&game, "swsh1-12");
    let benched = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[
            Action::PickPokemon { pokemon: benched },
            Action::PickCard { card: thwackey },
        ],
    );
    assert_eq!(game.board(Seat(0)).bench()[0].stack()[1], thwackey);
}

#[test]
fn tv_reporter_draws_3_then_discards_any_1_card() {
    // TV Reporter: "Draw 3 cards. Then discard any 1 card from your hand."
    let mut game = board(&["ex3-88"]);
    let reporter = card(&game, "ex3-88");
    let doduo = card(&game, "base1-48");
    play_picking(&mut game, reporter, &[doduo]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand().len(), 2);
    assert!(board.discard().contains(&doduo) && !board.hand().contains(&doduo));
}

#[test]
fn sages_training_takes_any_2_of_the_top_5_cards() {
    // Sage's Training: "Look at the top 5 cards of your deck. Choose any 2 cards you find there
    // and put them into your hand. Discard the other cards."
    let mut game = board(&["hgss3-77"]);
    let training = card(&game, "hgss3-77");
    let doduo = card(&game, "base1-48");
    let fire = game.board(Seat(0)).deck()[0];
    play_picking(&mut game, training, &[doduo, fire]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand().len(), 2);
    assert!(board.deck().is_empty(), "the other card discarded");
    assert_eq!(
        board.discard().len(),
        5,
        "3 before, the Grass Energy and Sage's Training"
    );
}

#[test]
fn super_rod_takes_an_evolution_card_on_heads_and_a_basic_on_tails() {
    // Super Rod: "Flip a coin. If heads, put an Evolution card from your discard pile, if any,
    // into your hand. If tails, put a Basic Pokémon card from your discard pile, if any, into
    // your hand."
    let pos = against(pikachu())
        .bench(0, doduo())
        .hand(0, &["neo1-103"])
        .deck(0, &["Grass Energy"])
        .discard(0, &["base1-46", "base1-24"]);
    each_flip(&pos, "neo1-103", |game, heads| {
        let taken = if heads { "base1-24" } else { "base1-46" };
        assert_eq!(game.board(Seat(0)).hand(), [card(game, taken)]);
    });
}

#[test]
fn professor_elm_locks_the_players_own_trainer_cards_for_the_turn() {
    // Professor Elm: "Shuffle your hand into your deck. Then, draw 7 cards. You can't play any
    // more Trainer cards this turn."
    let mut game = against(pikachu())
        .bench(0, doduo())
        .hand(0, &["neo1-96", "base1-94"])
        .deck(0, &["base1-94", "Grass Energy"])
        .game(1);
    let elm = card(&game, "neo1-96");
    let potion = card(&game, "base1-94");
    play(&mut game, &[Action::Play { card: elm }]);
    assert_eq!(
        game.board(Seat(0)).hand().len(),
        3,
        "a deck of 3 cards, all drawn"
    );
    let refused = game.act(&Action::Play { card: potion }).unwrap_err();
    assert_eq!(refused.rule, "TCG-15");
    play(&mut game, &[Action::EndTurn]);
    assert!(
        game.board(Seat(0)).locks().is_empty(),
        "the lock ends with the turn"
    );
}

#[test]
fn pluspower_adds_10_after_weakness_and_is_discarded_at_the_end_of_the_turn() {
    // PlusPower: "Attach PlusPower to your Active Pokémon. At the end of your turn, discard
    // PlusPower. If this Pokémon's attack does damage to the Defending Pokémon (after applying
    // Weakness and Resistance), the attack does 10 more damage to the Defending Pokémon."
    let (mut game, pluspower) = played(&["base1-84"]);
    assert_eq!(active(&game, 0).tools(), [pluspower]);
    assert!(!game.board(Seat(0)).discard().contains(&pluspower));
    // Pikachu's Gnaw: 10 damage, and 10 more.
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 20);
    assert!(active(&game, 0).tools().is_empty());
    assert!(game.board(Seat(0)).discard().contains(&pluspower));
}

#[test]
fn the_later_pluspower_goes_on_any_pokemon_and_stays_until_the_turn_ends() {
    // PlusPower (DP): "Attach PlusPower to 1 of your Pokémon. Discard this card at the end of
    // your turn. If the Pokémon PlusPower is attached to attacks, the attack does 10 more
    // damage to the Active Pokémon (before applying Weakness and Resistance)."
    let (mut game, pluspower) = played(&["dp1-109"]);
    let doduo = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: doduo }]);
    assert_eq!(game.board(Seat(0)).bench()[0].tools(), [pluspower]);
    play(&mut game, &[Action::EndTurn]);
    assert!(game.board(Seat(0)).bench()[0].tools().is_empty());
    assert!(game.board(Seat(0)).discard().contains(&pluspower));
}

#[test]
fn defender_reduces_damage_until_the_end_of_the_opponents_next_turn() {
    // Defender: "Attach Defender to 1 of your Pokémon. At the end of your opponent's next turn,
    // discard Defender. Damage done to that Pokémon by attacks is reduced by 20 (after applying
    // Weakness and Resistance)."
    let mut game = table(&["base1-80"])
        .active(1, mon("base1-46").energy(&["Fire Energy"]))
        .game(1);
    let defender = card(&game, "base1-80");
    play(&mut game, &[Action::Play { card: defender }]);
    let pikachu = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::PickPokemon { pokemon: pikachu }, Action::EndTurn],
    );
    assert_eq!(
        active(&game, 0).tools(),
        [defender],
        "kept through its owner's turn end"
    );
    // Charmander's Scratch: 10 damage, reduced by 20.
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 0).damage(), 30);
    assert!(active(&game, 0).tools().is_empty());
    assert!(game.board(Seat(0)).discard().contains(&defender));
}

#[test]
fn pokemon_reversal_brings_in_the_benched_pokemon_picked_on_heads() {
    // Pokémon Reversal: "Flip a coin. If heads, choose 1 of your opponent's Benched Pokémon,
    // and switch it with your opponent's Active Pokémon."
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = table(&["hgss1-99"]).bench(1, mon("base1-48")).game(seed);
        let reversal = card(&game, "hgss1-99");
        let charmander = active(&game, 1).uid();
        play(&mut game, &[Action::Play { card: reversal }]);
        let heads = heads(&game) > 0;
        seen[usize::from(heads)] = true;
        if heads {
            let squirtle = bench_uid(&game, 1, 0);
            play(&mut game, &[Action::PickPokemon { pokemon: squirtle }]);
            assert_eq!(active(&game, 1).uid(), squirtle);
        } else {
            assert_eq!(active(&game, 1).uid(), charmander);
        }
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn pokedex_puts_the_cards_looked_at_back_on_top() {
    // Pokédex: "Look at up to 5 cards from the top of your deck and rearrange them as you
    // like."
    let mut game = board(&["base1-87"]);
    let deck = game.board(Seat(0)).deck().to_vec();
    let pokedex = card(&game, "base1-87");
    play(&mut game, &[Action::Play { card: pokedex }]);
    assert_eq!(game.board(Seat(0)).deck(), deck);
    assert!(game.board(Seat(0)).discard().contains(&pokedex));
}

#[test]
fn lass_shuffles_every_trainer_card_of_both_hands_into_the_decks() {
    // Lass: "You and your opponent show each other your hands, then shuffle all the Trainer
    // cards from your hands into your decks."
    let mut game = table(&["base1-75", "base1-93", "base1-94", "base1-63"])
        .hand(1, &["base1-94", "base1-46"])
        .game(1);
    let lass = card(&game, "base1-75");
    let squirtle = card(&game, "base1-63");
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::Play { card: lass }]);
    assert_eq!(game.board(Seat(0)).hand(), [squirtle]);
    assert_eq!(game.board(Seat(0)).deck().len(), 5);
    assert_eq!(game.board(Seat(1)).hand(), [charmander]);
    assert_eq!(game.board(Seat(1)).deck().len(), 2);
}

#[test]
fn krabby_calls_a_krabby_onto_the_bench() {
    // Krabby's Call for Family: "Search your deck for a Basic Pokémon named Krabby and put it
    // onto your Bench."
    let mut game = against(mon("base3-51").energy(&["Water Energy"]))
        .deck(0, &["base3-51", "Water Energy"])
        .game(1);
    let krabby = card(&game, "base3-51");
    play(
        &mut game,
        &[
            Action::Attack { index: 0 },
            Action::PickCard { card: krabby },
        ],
    );
    assert_eq!(game.board(Seat(0)).bench().len(), 1);
    assert_eq!(game.board(Seat(0)).bench()[0].stack()[0], krabby);
}

#[test]
fn warp_point_has_each_player_switch_their_active_pokemon() {
    // Warp Point: "Your opponent switches 1 of his or her Defending Pokémon with 1 of his or
    // her Benched Pokémon, if any. You switch 1 of your Active Pokémon with 1 of your Benched
    // Pokémon, if any."
    let mut game = board(&["dp1-116"]);
    let warp = card(&game, "dp1-116");
    let squirtle = bench_uid(&game, 1, 0);
    let doduo = bench_uid(&game, 0, 0);
    // One Benched Pokémon each: no choice to make.
    play(&mut game, &[Action::Play { card: warp }]);
    assert_eq!(active(&game, 1).uid(), squirtle);
    assert_eq!(active(&game, 0).uid(), doduo);
}

#[test]
fn wallys_training_evolves_the_active_pokemon_with_a_card_of_the_deck() {
    // Wally's Training: "Search your deck for a card that evolves from your Active Pokémon
    // (choose 1 if there are 2) and put it on your Active Pokémon."
    let mut game = against(mon("swsh1-11"))
        .hand(0, &["ex2-89"])
        .deck(0, &["Grass Energy", "swsh1-12"])
        .game(1);
    let training = card(&game, "ex2-89");
    let thwackey = card(&game, "swsh1-12");
    play_picking(&mut game, training, &[thwackey]);
    assert_eq!(active(&game, 0).stack()[1], thwackey);
}

#[test]
fn the_e_card_copycat_counts_the_opponents_hand_and_draws_that_many() {
    // Copycat (e-Card): "Shuffle your hand into your deck. Then, count the number of cards in
    // your opponent's hand and draw that many cards."
    let mut game = table(&["ecard1-138", "base1-63"])
        .hand(1, &["base1-46"])
        .game(1);
    let copycat = card(&game, "ecard1-138");
    play(&mut game, &[Action::Play { card: copycat }]);
    assert_eq!(game.board(Seat(0)).hand().len(), 1);
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
}

#[test]
fn forest_guardian_takes_1_of_the_top_cards_and_shuffles_the_rest_in() {
    // Forest Guardian: "Shuffle your deck. Then, look at the top 7 cards of your deck. Choose 1
    // of those cards and put it into your hand. Shuffle the rest into your deck afterward."
    let mut game = board(&["ecard2-123"]);
    let guardian = card(&game, "ecard2-123");
    let doduo = card(&game, "base1-48");
    play_picking(&mut game, guardian, &[doduo]);
    assert_eq!(game.board(Seat(0)).hand(), [doduo]);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn maintenance_needs_2_other_cards_to_shuffle_in() {
    // Maintenance: "Shuffle 2 cards from your hand into your deck. (If you can't shuffle 2
    // cards into your deck, you can't play this card.) Then, draw a card."
    let mut game = board(&["g1-64", "base1-46"]);
    let maintenance = card(&game, "g1-64");
    assert_eq!(
        game.act(&Action::Play { card: maintenance })
            .unwrap_err()
            .rule,
        "TCG-15"
    );
    let mut game = board(&["g1-64", "base1-46", "base1-63"]);
    play(&mut game, &[Action::Play { card: maintenance }]);
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::PickCard { card: charmander }]);
    assert_eq!(
        game.board(Seat(0)).hand().len(),
        1,
        "2 shuffled in, 1 drawn"
    );
    assert_eq!(game.board(Seat(0)).deck().len(), 4);
}

#[test]
fn pokemon_rescue_and_energy_returner_search_the_discard_pile() {
    // Pokémon Rescue: "Search your discard pile for a Pokémon, show it to your opponent, and
    // put it into your hand."
    let mut game = against(pikachu())
        .bench(0, doduo())
        .hand(0, &["pl1-115", "hgss2-74"])
        .deck(0, &["Grass Energy"])
        .discard(0, &["base1-46", "Water Energy", "Grass Energy"])
        .game(1);
    let rescue = card(&game, "pl1-115");
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::Play { card: rescue }]);
    assert!(game.board(Seat(0)).hand().contains(&charmander));
    // Energy Returner: "Search your discard pile for 4 basic Energy cards, show them to your
    // opponent, and shuffle them into your deck."
    let returner = card(&game, "hgss2-74");
    let water = game.board(Seat(0)).discard()[1];
    play_picking(&mut game, returner, &[water]);
    assert_eq!(
        game.board(Seat(0)).deck().len(),
        3,
        "both Energy cards there"
    );
}

#[test]
fn hypnotoxic_laser_poisons_and_may_put_to_sleep() {
    // Hypnotoxic Laser: "Your opponent's Active Pokémon is now Poisoned. Flip a coin. If heads,
    // your opponent's Active Pokémon is also Asleep."
    each_flip(&table(&["bw8-123"]), "bw8-123", |game, heads| {
        let conditions = active(game, 1).conditions();
        assert!(conditions.has(altplay_tcg::effect::SpecialCondition::Poisoned));
        assert_eq!(
            conditions.has(altplay_tcg::effect::SpecialCondition::Asleep),
            heads
        );
    });
}

#[test]
fn the_ex_life_herb_heals_the_pokemon_picked() {
    // Life Herb (ex): "… choose 1 of your Pokémon (excluding Pokémon-ex), and remove all Special
    // Conditions and 6 damage counters from that Pokémon …"
    for seed in 1..8 {
        let mut game = table(&["ex6-93"]).game(seed);
        let herb = card(&game, "ex6-93");
        play(&mut game, &[Action::Play { card: herb }]);
        if !game.board(Seat(0)).discard().contains(&herb) {
            let pikachu = active(&game, 0).uid();
            play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
            assert_eq!(active(&game, 0).damage(), 0);
        }
    }
}

#[test]
fn hugh_brings_each_hand_to_5_cards_the_opponent_first() {
    // Hugh: "Each player either draws or discard cards until he or she has 5 cards in his or
    // her hand. (Your opponent does this first.)"
    let mut game = against(pikachu())
        .bench(0, doduo())
        .hand(
            0,
            &[
                "bw7-130", "base1-46", "base1-46", "base1-46", "base1-63", "base1-63", "base1-48",
            ],
        )
        .deck(0, &["Grass Energy"])
        .hand(1, &["base1-46", "base1-46"])
        .deck(1, &["Grass Energy"; 4])
        .game(1);
    let hugh = card(&game, "bw7-130");
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::Play { card: hugh }]);
    assert_eq!(game.board(Seat(1)).hand().len(), 5, "the opponent drew 3");
    // 6 cards left after Hugh: 1 to discard, the acting player's pick.
    play(&mut game, &[Action::PickCard { card: charmander }]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand().len(), 5);
    assert!(board.discard().contains(&charmander));
}

#[test]
fn pokedex_handy910is_takes_1_of_the_top_2_and_puts_the_other_at_the_bottom() {
    // Pokédex HANDY910is: "Look at the top 2 cards of your deck, choose 1 of them, and put it
    // into your hand. Put the other card on the bottom of your deck."
    let mut game = board(&["dp1-111"]);
    let handy = card(&game, "dp1-111");
    let doduo = card(&game, "base1-48");
    let (bottom, top) = (game.board(Seat(0)).deck()[0], game.board(Seat(0)).deck()[2]);
    play_picking(&mut game, handy, &[doduo]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [doduo]);
    // The deck's top is its last card: the Grass Energy looked at goes under the Fire Energy.
    assert_eq!(board.deck(), [top, bottom]);
}

#[test]
fn professor_oaks_visit_draws_3_and_puts_a_card_under_the_deck() {
    // Professor Oak's Visit: "Draw 3 cards. Then, choose a card from your hand and put it on
    // the bottom of your deck."
    let mut game = board(&["dp3-122"]);
    let visit = card(&game, "dp3-122");
    let doduo = card(&game, "base1-48");
    play_picking(&mut game, visit, &[doduo]);
    let board = &game.board(Seat(0));
    assert_eq!(board.hand().len(), 2);
    assert_eq!(board.deck(), [doduo], "under the deck (its first card)");
}

#[test]
fn the_jungle_poke_ball_may_find_a_pokemon_on_heads() {
    // Poké Ball (Jungle): "Flip a coin. If heads, you may search your deck for any Basic
    // Pokémon or Evolution card. Show that card to your opponent, then put it into your hand."
    each_flip(&table(&["base2-64"]), "base2-64", |game, heads| {
        let doduo = card(game, "base1-48");
        if heads {
            play(game, &[Action::Yes, Action::PickCard { card: doduo }]);
            assert_eq!(game.board(Seat(0)).hand(), [doduo]);
        } else {
            assert!(game.board(Seat(0)).hand().is_empty());
        }
    });
}
