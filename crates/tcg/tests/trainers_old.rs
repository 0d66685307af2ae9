//! The Trainer cards of the older theme decks (base to XY eras), played on real cards.

mod common;

use altplay_tcg::game::{Action, Event};
use common::*;

/// Seat 1 holds `hand`; its Active is Base Set Pikachu, its Bench a Doduo; the opponent has
/// an Active Charmander and a Benched Squirtle.
fn board(hand: &str, mine: &str, theirs: &str) -> altplay_tcg::game::Tcg {
    board_seeded(hand, mine, theirs, 1)
}

/// [`board`] with the opponent's usual Pokémon, chance seeded by `seed`.
fn position_seeded(hand: &str, mine: &str, seed: u64) -> altplay_tcg::game::Tcg {
    board_seeded(hand, mine, THEIRS, seed)
}

fn board_seeded(hand: &str, mine: &str, theirs: &str, seed: u64) -> altplay_tcg::game::Tcg {
    position(
        &format!(
            r#"
[[seat]]
hand = [{hand}]
deck = ["Grass Energy", "base1-48", "Fire Energy"]
discard = ["Grass Energy", "Water Energy", "Grass Energy"]
{mine}
[[seat]]
deck = ["Grass Energy"]
{theirs}
"#
        ),
        seed,
    )
}

const MINE: &str = r#"
[seat.active]
card = "base1-58"
damage = 30
energy = ["Lightning Energy"]
[[seat.bench]]
card = "base1-48"
damage = 10
energy = ["Grass Energy"]
"#;

const THEIRS: &str = r#"
[seat.active]
card = "base1-46"
[[seat.bench]]
card = "base1-63"
energy = ["Water Energy", "Water Energy"]
"#;

#[test]
fn potion_removes_up_to_2_counters_from_a_damaged_pokemon() {
    // Potion: "Remove up to 2 damage counters from 1 of your Pokémon."
    let mut game = board(r#""base1-94""#, MINE, THEIRS);
    let potion = card(&game, "base1-94");
    play(&mut game, &[Action::Play { card: potion }]);
    let doduo = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: doduo }]);
    assert_eq!(
        game.boards[0].bench[0].damage, 0,
        "only 1 counter to remove"
    );
    assert_eq!(active(&game, 0).damage, 30);
    assert!(game.boards[0].discard.contains(&potion));
}

#[test]
fn potion_offers_no_pokemon_without_damage_counters() {
    let mine = MINE.replace("damage = 10\n", "");
    let mut game = board(r#""base1-94""#, &mine, THEIRS);
    let potion = card(&game, "base1-94");
    play(&mut game, &[Action::Play { card: potion }]);
    assert_eq!(
        active(&game, 0).damage,
        10,
        "the only damaged Pokémon, picked alone"
    );
}

#[test]
fn gust_of_wind_brings_in_the_benched_pokemon_the_player_picks() {
    // Gust of Wind: "Choose 1 of your opponent's Benched Pokémon and switch it with his or her
    // Active Pokémon."
    let theirs = format!("{THEIRS}[[seat.bench]]\ncard = \"base1-48\"\n");
    let mut game = board(r#""base1-93""#, MINE, &theirs);
    let gust = card(&game, "base1-93");
    play(&mut game, &[Action::Play { card: gust }]);
    let squirtle = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: squirtle }]);
    assert_eq!(active(&game, 1).uid, squirtle);
    assert_eq!(game.boards[1].bench.len(), 2);
}

#[test]
fn energy_removal_discards_an_energy_of_a_pokemon_that_has_one() {
    // Energy Removal: "Choose 1 Energy card attached to 1 of your opponent's Pokémon and
    // discard it."
    let mut game = board(r#""base1-92""#, MINE, THEIRS);
    let removal = card(&game, "base1-92");
    play(&mut game, &[Action::Play { card: removal }]);
    // Charmander has no Energy: Squirtle is the only Pokémon offered, and picked alone.
    assert_eq!(game.boards[1].bench[0].energy.len(), 1);
    assert_eq!(game.boards[1].discard.len(), 1);
}

#[test]
fn super_potion_discards_an_energy_of_the_pokemon_it_heals() {
    // Super Potion: "Discard 1 Energy card attached to your own Pokémon in order to remove up
    // to 4 damage counters from that Pokémon."
    let mut game = board(r#""base1-90""#, MINE, THEIRS);
    let potion = card(&game, "base1-90");
    play(&mut game, &[Action::Play { card: potion }]);
    let pikachu = active(&game, 0).uid;
    play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
    assert_eq!(active(&game, 0).damage, 0);
    assert!(active(&game, 0).energy.is_empty());
    assert_eq!(game.boards[0].bench[0].damage, 10);
}

#[test]
fn super_potion_cannot_be_played_without_energy_to_discard() {
    let mine = r#"
[seat.active]
card = "base1-58"
damage = 30
"#;
    let mut game = board(r#""base1-90""#, mine, THEIRS);
    let potion = card(&game, "base1-90");
    let refused = game.act(&Action::Play { card: potion }).unwrap_err();
    assert!(refused.to_string().contains("TCG-15"), "{refused}");
}

#[test]
fn energy_retrieval_trades_a_card_for_2_basic_energy_cards() {
    // Energy Retrieval: "Trade 1 of the other cards in your hand for up to 2 basic Energy cards
    // from your discard pile."
    let mut game = board(r#""base1-81", "base1-46""#, MINE, THEIRS);
    let retrieval = card(&game, "base1-81");
    let charmander = card(&game, "base1-46");
    let (grass, water) = (game.boards[0].discard[0], game.boards[0].discard[1]);
    play(
        &mut game,
        &[
            Action::Play { card: retrieval },
            Action::PickCard { card: grass },
            Action::PickCard { card: water },
        ],
    );
    let board = &game.boards[0];
    assert!(board.discard.contains(&charmander), "the card traded away");
    assert!(board.hand.contains(&grass) && board.hand.contains(&water));
    assert_eq!(board.hand.len(), 2);
}

#[test]
fn energy_retrieval_needs_another_card_in_the_hand() {
    let mut game = board(r#""base1-81""#, MINE, THEIRS);
    let retrieval = card(&game, "base1-81");
    assert!(game.act(&Action::Play { card: retrieval }).is_err());
}

#[test]
fn computer_search_discards_2_other_cards_and_finds_any_card() {
    // Computer Search: "Discard 2 of the other cards from your hand in order to search your
    // deck for any card and put it into your hand."
    let mut game = board(r#""base1-71", "base1-46", "base1-63""#, MINE, THEIRS);
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
    let board = &game.boards[0];
    assert_eq!(board.hand.as_slice(), [doduo]);
    assert!(board.discard.contains(&squirtle));
    assert_eq!(board.deck.len(), 2);
}

#[test]
fn pokemon_communication_trades_a_pokemon_of_the_hand_for_one_of_the_deck() {
    // Pokémon Communication: "Reveal a Pokémon in your hand and put it on top of your deck. If
    // you do, search your deck for a Pokémon, reveal it, and put it into your hand."
    let mut game = board(r#""bw1-99", "base1-46""#, MINE, THEIRS);
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
    let board = &game.boards[0];
    assert_eq!(board.hand.as_slice(), [doduo]);
    assert!(board.deck.contains(&charmander));
    assert_eq!(board.deck.len(), 3);
}

#[test]
fn full_heal_cures_the_active_pokemon() {
    // Full Heal: "Your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned."
    let mine = MINE.replace(
        "damage = 30\n",
        "damage = 30\nconditions = [\"asleep\", \"poisoned\"]\n",
    );
    let mut game = board(r#""base1-82""#, &mine, THEIRS);
    assert!(active(&game, 0).conditions.any());
    let heal = card(&game, "base1-82");
    play(&mut game, &[Action::Play { card: heal }]);
    assert!(!active(&game, 0).conditions.any());
}

#[test]
fn bills_maintenance_puts_a_card_of_the_hand_into_the_deck_and_draws_3() {
    // Bill's Maintenance: "If you have any cards in your hand, shuffle 1 of them into your
    // deck, then draw 3 cards."
    let mut game = board(r#""ecard1-137", "base1-46", "base1-63""#, MINE, THEIRS);
    let maintenance = card(&game, "ecard1-137");
    let charmander = card(&game, "base1-46");
    play(
        &mut game,
        &[
            Action::Play { card: maintenance },
            Action::PickCard { card: charmander },
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.hand.len(), 4, "Squirtle and 3 cards drawn");
    assert_eq!(board.deck.len(), 1, "4 cards, 3 drawn");
}

#[test]
fn bills_maintenance_cannot_shuffle_from_an_empty_hand_and_draws_nothing() {
    let mut game = board(r#""ecard1-137""#, MINE, THEIRS);
    let maintenance = card(&game, "ecard1-137");
    play(&mut game, &[Action::Play { card: maintenance }]);
    assert!(game.boards[0].hand.is_empty());
    assert_eq!(game.boards[0].deck.len(), 3);
}

#[test]
fn copycat_draws_as_many_cards_as_the_opponent_holds() {
    // Copycat: "Shuffle your hand into your deck. Then, draw a number of cards equal to the
    // number of cards in your opponent's hand."
    let theirs = format!("hand = [\"base1-46\", \"base1-46\"]\n{THEIRS}");
    let mut game = board(r#""hgss1-90", "base1-63""#, MINE, &theirs);
    let copycat = card(&game, "hgss1-90");
    play(&mut game, &[Action::Play { card: copycat }]);
    assert_eq!(game.boards[0].hand.len(), 2);
    assert_eq!(game.boards[0].deck.len(), 2);
}

#[test]
fn moo_moo_milk_removes_2_counters_for_each_heads() {
    // Moo-Moo Milk: "Choose 1 of your Pokémon. Flip 2 coins. Remove 2 damage counters times
    // the number of heads from that Pokémon."
    for seed in 1..8 {
        let mut game = position_seeded(r#""neo1-101""#, MINE, seed);
        let milk = card(&game, "neo1-101");
        play(&mut game, &[Action::Play { card: milk }]);
        let pikachu = active(&game, 0).uid;
        play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
        let heads = game
            .log
            .as_ref()
            .expect("a position keeps a log")
            .iter()
            .filter(|e| matches!(e, Event::Flipped { heads: true }))
            .count() as u16;
        assert_eq!(
            active(&game, 0).damage,
            30u16.saturating_sub(20 * heads),
            "seed {seed}"
        );
    }
}

#[test]
fn life_herb_cures_and_removes_6_counters_on_heads() {
    // Life Herb: "Flip a coin. If heads, choose 1 of your Pokémon, and remove all Special
    // Conditions and 6 damage counters from that Pokémon (all if there are less than 6)."
    let mine = MINE.replace(
        "damage = 30\n",
        "damage = 30\nconditions = [\"confused\"]\n",
    );
    for seed in 1..8 {
        let mut game = position_seeded(r#""pl1-108""#, &mine, seed);
        let herb = card(&game, "pl1-108");
        play(&mut game, &[Action::Play { card: herb }]);
        if game.boards[0].discard.contains(&herb) {
            // Tails: nothing chosen.
            assert_eq!(active(&game, 0).damage, 30);
            continue;
        }
        let pikachu = active(&game, 0).uid;
        play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
        assert_eq!(active(&game, 0).damage, 0);
        assert!(!active(&game, 0).conditions.any());
    }
}

#[test]
fn master_ball_takes_a_pokemon_of_the_top_7_cards() {
    // Master Ball: "Look at the top 7 cards from your deck. Choose a Basic Pokémon or Evolution
    // card from those cards, show it to your opponent, and put it into your hand."
    let mut game = board(r#""ex8-88""#, MINE, THEIRS);
    let ball = card(&game, "ex8-88");
    let doduo = card(&game, "base1-48");
    // Cards looked at are hidden: the player may find none, so even a lone Pokémon is a pick.
    play(
        &mut game,
        &[
            Action::Play { card: ball },
            Action::PickCard { card: doduo },
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.hand.as_slice(), [doduo]);
    assert_eq!(board.deck.len(), 2);
}

#[test]
fn interviewers_questions_takes_as_many_energy_cards_as_the_player_likes() {
    // Interviewer's Questions: "Look at the top 8 cards of your deck. Choose as many Energy
    // cards as you like, show them to your opponent, and put them into your hand."
    let mut game = board(r#""hgss2-77""#, MINE, THEIRS);
    let questions = card(&game, "hgss2-77");
    let grass = game.boards[0].deck[2];
    play(
        &mut game,
        &[
            Action::Play { card: questions },
            Action::PickCard { card: grass },
            Action::Done,
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.hand.as_slice(), [grass]);
    assert_eq!(board.deck.len(), 2);
}

/// Seat 1 holds `hand` and an Active Clobbopus, with Grookey on the Bench or (to be benched
/// this turn) in the hand; Thwackey is in the deck.
fn evolving(hand: &str, grookey_in_hand: bool) -> altplay_tcg::game::Tcg {
    let grookey = if grookey_in_hand {
        r#", "swsh1-11""#
    } else {
        ""
    };
    let bench = if grookey_in_hand {
        ""
    } else {
        "[[seat.bench]]\ncard = \"swsh1-11\"\n"
    };
    position(
        &format!(
            r#"
[[seat]]
hand = [{hand}{grookey}]
deck = ["Grass Energy", "swsh1-12", "Fire Energy"]
[seat.active]
card = "swsh1-112"
{bench}
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
"#
        ),
        1,
    )
}

#[test]
fn evosoda_evolves_the_pokemon_picked_with_a_card_of_the_deck() {
    // Evosoda: "Search your deck for a card that evolves from 1 of your Pokémon and put it onto
    // that Pokémon."
    let mut game = evolving(r#""xy1-116""#, false);
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
    let bench = &game.boards[0].bench[0];
    assert_eq!(bench.stack.len(), 2);
    assert_eq!(bench.stack[1], thwackey);
    assert_eq!(game.boards[0].deck.len(), 2);
}

#[test]
fn evosoda_does_not_evolve_a_pokemon_put_into_play_this_turn() {
    // "You can't use this card during your first turn or on a Pokémon that was put into play
    // this turn."
    let mut game = evolving(r#""xy1-116""#, true);
    let evosoda = card(&game, "xy1-116");
    let grookey = card(&game, "swsh1-11");
    play(
        &mut game,
        &[
            Action::Bench { card: grookey },
            Action::Play { card: evosoda },
        ],
    );
    // Only the Active may evolve, and nothing in the deck evolves from it.
    assert_eq!(game.boards[0].bench[0].stack.len(), 1);
    assert_eq!(game.boards[0].deck.len(), 3);
}

#[test]
fn wally_evolves_a_pokemon_put_into_play_this_turn() {
    // Wally: "… You can use this card during your first turn or on a Pokémon that was put into
    // play this turn."
    let mut game = evolving(r#""xy6-94""#, true);
    let wally = card(&game, "xy6-94");
    let grookey = card(&game, "swsh1-11");
    let thwackey = card(&game, "swsh1-12");
    play(
        &mut game,
        &[
            Action::Bench { card: grookey },
            Action::Play { card: wally },
        ],
    );
    let benched = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[
            Action::PickPokemon { pokemon: benched },
            Action::PickCard { card: thwackey },
        ],
    );
    assert_eq!(game.boards[0].bench[0].stack[1], thwackey);
}

#[test]
fn tv_reporter_draws_3_then_discards_any_1_card() {
    // TV Reporter: "Draw 3 cards. Then discard any 1 card from your hand."
    let mut game = board(r#""ex3-88""#, MINE, THEIRS);
    let reporter = card(&game, "ex3-88");
    let doduo = card(&game, "base1-48");
    play(
        &mut game,
        &[
            Action::Play { card: reporter },
            Action::PickCard { card: doduo },
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.hand.len(), 2);
    assert!(board.discard.contains(&doduo) && !board.hand.contains(&doduo));
}

#[test]
fn sages_training_takes_any_2_of_the_top_5_cards() {
    // Sage's Training: "Look at the top 5 cards of your deck. Choose any 2 cards you find there
    // and put them into your hand. Discard the other cards."
    let mut game = board(r#""hgss3-77""#, MINE, THEIRS);
    let training = card(&game, "hgss3-77");
    let doduo = card(&game, "base1-48");
    let fire = game.boards[0].deck[0];
    play(
        &mut game,
        &[
            Action::Play { card: training },
            Action::PickCard { card: doduo },
            Action::PickCard { card: fire },
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.hand.len(), 2);
    assert!(board.deck.is_empty(), "the other card discarded");
    assert_eq!(
        board.discard.len(),
        5,
        "3 before, the Grass Energy and Sage's Training"
    );
}

#[test]
fn super_rod_takes_an_evolution_card_on_heads_and_a_basic_on_tails() {
    // Super Rod: "Flip a coin. If heads, put an Evolution card from your discard pile, if any,
    // into your hand. If tails, put a Basic Pokémon card from your discard pile, if any, into
    // your hand."
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = position(
            &format!(
                r#"
[[seat]]
hand = ["neo1-103"]
deck = ["Grass Energy"]
discard = ["base1-46", "base1-24"]
{MINE}
[[seat]]
deck = ["Grass Energy"]
{THEIRS}
"#
            ),
            seed,
        );
        let rod = card(&game, "neo1-103");
        play(&mut game, &[Action::Play { card: rod }]);
        let heads = game
            .log
            .as_ref()
            .expect("a position keeps a log")
            .iter()
            .any(|e| matches!(e, Event::Flipped { heads: true }));
        seen[usize::from(heads)] = true;
        let taken = if heads { "base1-24" } else { "base1-46" };
        assert_eq!(game.boards[0].hand.as_slice(), [card(&game, taken)]);
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn professor_elm_locks_the_players_own_trainer_cards_for_the_turn() {
    // Professor Elm: "Shuffle your hand into your deck. Then, draw 7 cards. You can't play any
    // more Trainer cards this turn."
    let mut game = position(
        &format!(
            r#"
[[seat]]
hand = ["neo1-96", "base1-94"]
deck = ["base1-94", "Grass Energy"]
{MINE}
[[seat]]
deck = ["Grass Energy"]
{THEIRS}
"#
        ),
        1,
    );
    let elm = card(&game, "neo1-96");
    let potion = card(&game, "base1-94");
    play(&mut game, &[Action::Play { card: elm }]);
    assert_eq!(game.boards[0].hand.len(), 3, "a deck of 3 cards, all drawn");
    let refused = game.act(&Action::Play { card: potion }).unwrap_err();
    assert_eq!(refused.rule, "TCG-15");
    play(&mut game, &[Action::EndTurn]);
    assert!(
        game.boards[0].locks.is_empty(),
        "the lock ends with the turn"
    );
}

#[test]
fn pluspower_adds_10_after_weakness_and_is_discarded_at_the_end_of_the_turn() {
    // PlusPower: "Attach PlusPower to your Active Pokémon. At the end of your turn, discard
    // PlusPower. If this Pokémon's attack does damage to the Defending Pokémon (after applying
    // Weakness and Resistance), the attack does 10 more damage to the Defending Pokémon."
    let mut game = board(r#""base1-84""#, MINE, THEIRS);
    let pluspower = card(&game, "base1-84");
    play(&mut game, &[Action::Play { card: pluspower }]);
    assert_eq!(active(&game, 0).tools.as_slice(), [pluspower]);
    assert!(!game.boards[0].discard.contains(&pluspower));
    // Pikachu's Gnaw: 10 damage, and 10 more.
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage, 20);
    assert!(active(&game, 0).tools.is_empty());
    assert!(game.boards[0].discard.contains(&pluspower));
}

#[test]
fn the_later_pluspower_goes_on_any_pokemon_and_stays_until_the_turn_ends() {
    // PlusPower (DP): "Attach PlusPower to 1 of your Pokémon. Discard this card at the end of
    // your turn. If the Pokémon PlusPower is attached to attacks, the attack does 10 more
    // damage to the Active Pokémon (before applying Weakness and Resistance)."
    let mut game = board(r#""dp1-109""#, MINE, THEIRS);
    let pluspower = card(&game, "dp1-109");
    play(&mut game, &[Action::Play { card: pluspower }]);
    let doduo = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: doduo }]);
    assert_eq!(game.boards[0].bench[0].tools.as_slice(), [pluspower]);
    play(&mut game, &[Action::EndTurn]);
    assert!(game.boards[0].bench[0].tools.is_empty());
    assert!(game.boards[0].discard.contains(&pluspower));
}

#[test]
fn defender_reduces_damage_until_the_end_of_the_opponents_next_turn() {
    // Defender: "Attach Defender to 1 of your Pokémon. At the end of your opponent's next turn,
    // discard Defender. Damage done to that Pokémon by attacks is reduced by 20 (after applying
    // Weakness and Resistance)."
    let theirs = THEIRS.replacen(
        "card = \"base1-46\"\n",
        "card = \"base1-46\"\nenergy = [\"Fire Energy\"]\n",
        1,
    );
    let mut game = board(r#""base1-80""#, MINE, &theirs);
    let defender = card(&game, "base1-80");
    play(&mut game, &[Action::Play { card: defender }]);
    let pikachu = active(&game, 0).uid;
    play(
        &mut game,
        &[Action::PickPokemon { pokemon: pikachu }, Action::EndTurn],
    );
    assert_eq!(
        active(&game, 0).tools.as_slice(),
        [defender],
        "kept through its owner's turn end"
    );
    // Charmander's Scratch: 10 damage, reduced by 20.
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 0).damage, 30);
    assert!(active(&game, 0).tools.is_empty());
    assert!(game.boards[0].discard.contains(&defender));
}

#[test]
fn pokemon_reversal_brings_in_the_benched_pokemon_picked_on_heads() {
    // Pokémon Reversal: "Flip a coin. If heads, choose 1 of your opponent's Benched Pokémon,
    // and switch it with your opponent's Active Pokémon."
    let theirs = format!("{THEIRS}[[seat.bench]]\ncard = \"base1-48\"\n");
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = board_seeded(r#""hgss1-99""#, MINE, &theirs, seed);
        let reversal = card(&game, "hgss1-99");
        let charmander = active(&game, 1).uid;
        play(&mut game, &[Action::Play { card: reversal }]);
        let heads = game
            .log
            .as_ref()
            .expect("a position keeps a log")
            .iter()
            .any(|e| matches!(e, Event::Flipped { heads: true }));
        seen[usize::from(heads)] = true;
        if heads {
            let squirtle = bench_uid(&game, 1, 0);
            play(&mut game, &[Action::PickPokemon { pokemon: squirtle }]);
            assert_eq!(active(&game, 1).uid, squirtle);
        } else {
            assert_eq!(active(&game, 1).uid, charmander);
        }
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn pokedex_puts_the_cards_looked_at_back_on_top() {
    // Pokédex: "Look at up to 5 cards from the top of your deck and rearrange them as you
    // like."
    let mut game = board(r#""base1-87""#, MINE, THEIRS);
    let deck = game.boards[0].deck.clone();
    let pokedex = card(&game, "base1-87");
    play(&mut game, &[Action::Play { card: pokedex }]);
    assert_eq!(game.boards[0].deck, deck);
    assert!(game.boards[0].discard.contains(&pokedex));
}

#[test]
fn lass_shuffles_every_trainer_card_of_both_hands_into_the_decks() {
    // Lass: "You and your opponent show each other your hands, then shuffle all the Trainer
    // cards from your hands into your decks."
    let theirs = format!("hand = [\"base1-94\", \"base1-46\"]\n{THEIRS}");
    let mut game = board(
        r#""base1-75", "base1-93", "base1-94", "base1-63""#,
        MINE,
        &theirs,
    );
    let lass = card(&game, "base1-75");
    let squirtle = card(&game, "base1-63");
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::Play { card: lass }]);
    assert_eq!(game.boards[0].hand.as_slice(), [squirtle]);
    assert_eq!(game.boards[0].deck.len(), 5);
    assert_eq!(game.boards[1].hand.as_slice(), [charmander]);
    assert_eq!(game.boards[1].deck.len(), 2);
}

#[test]
fn krabby_calls_a_krabby_onto_the_bench() {
    // Krabby's Call for Family: "Search your deck for a Basic Pokémon named Krabby and put it
    // onto your Bench."
    let mut game = position(
        &format!(
            r#"
[[seat]]
deck = ["base3-51", "Water Energy"]
[seat.active]
card = "base3-51"
energy = ["Water Energy"]
[[seat]]
deck = ["Grass Energy"]
{THEIRS}
"#
        ),
        1,
    );
    let krabby = card(&game, "base3-51");
    play(
        &mut game,
        &[
            Action::Attack { index: 0 },
            Action::PickCard { card: krabby },
        ],
    );
    assert_eq!(game.boards[0].bench.len(), 1);
    assert_eq!(game.boards[0].bench[0].stack[0], krabby);
}

#[test]
fn warp_point_has_each_player_switch_their_active_pokemon() {
    // Warp Point: "Your opponent switches 1 of his or her Defending Pokémon with 1 of his or
    // her Benched Pokémon, if any. You switch 1 of your Active Pokémon with 1 of your Benched
    // Pokémon, if any."
    let mut game = board(r#""dp1-116""#, MINE, THEIRS);
    let warp = card(&game, "dp1-116");
    let squirtle = bench_uid(&game, 1, 0);
    let doduo = bench_uid(&game, 0, 0);
    // One Benched Pokémon each: no choice to make.
    play(&mut game, &[Action::Play { card: warp }]);
    assert_eq!(active(&game, 1).uid, squirtle);
    assert_eq!(active(&game, 0).uid, doduo);
}

#[test]
fn wallys_training_evolves_the_active_pokemon_with_a_card_of_the_deck() {
    // Wally's Training: "Search your deck for a card that evolves from your Active Pokémon
    // (choose 1 if there are 2) and put it on your Active Pokémon."
    let mut game = position(
        &format!(
            r#"
[[seat]]
hand = ["ex2-89"]
deck = ["Grass Energy", "swsh1-12"]
[seat.active]
card = "swsh1-11"
[[seat]]
deck = ["Grass Energy"]
{THEIRS}
"#
        ),
        1,
    );
    let training = card(&game, "ex2-89");
    let thwackey = card(&game, "swsh1-12");
    play(
        &mut game,
        &[
            Action::Play { card: training },
            Action::PickCard { card: thwackey },
        ],
    );
    assert_eq!(active(&game, 0).stack[1], thwackey);
}

#[test]
fn the_e_card_copycat_counts_the_opponents_hand_and_draws_that_many() {
    // Copycat (e-Card): "Shuffle your hand into your deck. Then, count the number of cards in
    // your opponent's hand and draw that many cards."
    let theirs = format!("hand = [\"base1-46\"]\n{THEIRS}");
    let mut game = board(r#""ecard1-138", "base1-63""#, MINE, &theirs);
    let copycat = card(&game, "ecard1-138");
    play(&mut game, &[Action::Play { card: copycat }]);
    assert_eq!(game.boards[0].hand.len(), 1);
    assert_eq!(game.boards[0].deck.len(), 3);
}

#[test]
fn forest_guardian_takes_1_of_the_top_cards_and_shuffles_the_rest_in() {
    // Forest Guardian: "Shuffle your deck. Then, look at the top 7 cards of your deck. Choose 1
    // of those cards and put it into your hand. Shuffle the rest into your deck afterward."
    let mut game = board(r#""ecard2-123""#, MINE, THEIRS);
    let guardian = card(&game, "ecard2-123");
    let doduo = card(&game, "base1-48");
    play(
        &mut game,
        &[
            Action::Play { card: guardian },
            Action::PickCard { card: doduo },
        ],
    );
    assert_eq!(game.boards[0].hand.as_slice(), [doduo]);
    assert_eq!(game.boards[0].deck.len(), 2);
}

#[test]
fn maintenance_needs_2_other_cards_to_shuffle_in() {
    // Maintenance: "Shuffle 2 cards from your hand into your deck. (If you can't shuffle 2
    // cards into your deck, you can't play this card.) Then, draw a card."
    let mut game = board(r#""g1-64", "base1-46""#, MINE, THEIRS);
    let maintenance = card(&game, "g1-64");
    assert_eq!(
        game.act(&Action::Play { card: maintenance })
            .unwrap_err()
            .rule,
        "TCG-15"
    );
    let mut game = board(r#""g1-64", "base1-46", "base1-63""#, MINE, THEIRS);
    play(&mut game, &[Action::Play { card: maintenance }]);
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::PickCard { card: charmander }]);
    assert_eq!(game.boards[0].hand.len(), 1, "2 shuffled in, 1 drawn");
    assert_eq!(game.boards[0].deck.len(), 4);
}

#[test]
fn pokemon_rescue_and_energy_returner_search_the_discard_pile() {
    // Pokémon Rescue: "Search your discard pile for a Pokémon, show it to your opponent, and
    // put it into your hand."
    let mut game = position(
        &format!(
            r#"
[[seat]]
hand = ["pl1-115", "hgss2-74"]
deck = ["Grass Energy"]
discard = ["base1-46", "Water Energy", "Grass Energy"]
{MINE}
[[seat]]
deck = ["Grass Energy"]
{THEIRS}
"#
        ),
        1,
    );
    let rescue = card(&game, "pl1-115");
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::Play { card: rescue }]);
    assert!(game.boards[0].hand.contains(&charmander));
    // Energy Returner: "Search your discard pile for 4 basic Energy cards, show them to your
    // opponent, and shuffle them into your deck."
    let returner = card(&game, "hgss2-74");
    let water = game.boards[0].discard[1];
    play(
        &mut game,
        &[
            Action::Play { card: returner },
            Action::PickCard { card: water },
        ],
    );
    assert_eq!(game.boards[0].deck.len(), 3, "both Energy cards there");
}

#[test]
fn hypnotoxic_laser_poisons_and_may_put_to_sleep() {
    // Hypnotoxic Laser: "Your opponent's Active Pokémon is now Poisoned. Flip a coin. If heads,
    // your opponent's Active Pokémon is also Asleep."
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = board_seeded(r#""bw8-123""#, MINE, THEIRS, seed);
        let laser = card(&game, "bw8-123");
        play(&mut game, &[Action::Play { card: laser }]);
        let heads = game
            .log
            .as_ref()
            .expect("a position keeps a log")
            .iter()
            .any(|e| matches!(e, Event::Flipped { heads: true }));
        seen[usize::from(heads)] = true;
        let conditions = active(&game, 1).conditions;
        assert!(conditions.has(altplay_tcg::effect::SpecialCondition::Poisoned));
        assert_eq!(
            conditions.has(altplay_tcg::effect::SpecialCondition::Asleep),
            heads
        );
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn the_ex_life_herb_heals_the_pokemon_picked() {
    // Life Herb (ex): "… choose 1 of your Pokémon (excluding Pokémon-ex), and remove all Special
    // Conditions and 6 damage counters from that Pokémon …"
    for seed in 1..8 {
        let mut game = board_seeded(r#""ex6-93""#, MINE, THEIRS, seed);
        let herb = card(&game, "ex6-93");
        play(&mut game, &[Action::Play { card: herb }]);
        if !game.boards[0].discard.contains(&herb) {
            let pikachu = active(&game, 0).uid;
            play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
            assert_eq!(active(&game, 0).damage, 0);
        }
    }
}

#[test]
fn hugh_brings_each_hand_to_5_cards_the_opponent_first() {
    // Hugh: "Each player either draws or discard cards until he or she has 5 cards in his or
    // her hand. (Your opponent does this first.)"
    let theirs = format!("hand = [\"base1-46\", \"base1-46\"]\n{THEIRS}");
    let mut game = position(
        &format!(
            r#"
[[seat]]
hand = ["bw7-130", "base1-46", "base1-46", "base1-46", "base1-63", "base1-63", "base1-48"]
deck = ["Grass Energy"]
{MINE}
[[seat]]
deck = ["Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy"]
{theirs}
"#
        ),
        1,
    );
    let hugh = card(&game, "bw7-130");
    let charmander = card(&game, "base1-46");
    play(&mut game, &[Action::Play { card: hugh }]);
    assert_eq!(game.boards[1].hand.len(), 5, "the opponent drew 3");
    // 6 cards left after Hugh: 1 to discard, the acting player's pick.
    play(&mut game, &[Action::PickCard { card: charmander }]);
    let board = &game.boards[0];
    assert_eq!(board.hand.len(), 5);
    assert!(board.discard.contains(&charmander));
}

#[test]
fn pokedex_handy910is_takes_1_of_the_top_2_and_puts_the_other_at_the_bottom() {
    // Pokédex HANDY910is: "Look at the top 2 cards of your deck, choose 1 of them, and put it
    // into your hand. Put the other card on the bottom of your deck."
    let mut game = board(r#""dp1-111""#, MINE, THEIRS);
    let handy = card(&game, "dp1-111");
    let doduo = card(&game, "base1-48");
    let (bottom, top) = (game.boards[0].deck[0], game.boards[0].deck[2]);
    play(
        &mut game,
        &[
            Action::Play { card: handy },
            Action::PickCard { card: doduo },
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.hand.as_slice(), [doduo]);
    // The deck's top is its last card: the Grass Energy looked at goes under the Fire Energy.
    assert_eq!(board.deck.as_slice(), [top, bottom]);
}

#[test]
fn professor_oaks_visit_draws_3_and_puts_a_card_under_the_deck() {
    // Professor Oak's Visit: "Draw 3 cards. Then, choose a card from your hand and put it on
    // the bottom of your deck."
    let mut game = board(r#""dp3-122""#, MINE, THEIRS);
    let visit = card(&game, "dp3-122");
    let doduo = card(&game, "base1-48");
    play(
        &mut game,
        &[
            Action::Play { card: visit },
            Action::PickCard { card: doduo },
        ],
    );
    let board = &game.boards[0];
    assert_eq!(board.hand.len(), 2);
    assert_eq!(
        board.deck.as_slice(),
        [doduo],
        "under the deck (its first card)"
    );
}

#[test]
fn the_jungle_poke_ball_may_find_a_pokemon_on_heads() {
    // Poké Ball (Jungle): "Flip a coin. If heads, you may search your deck for any Basic
    // Pokémon or Evolution card. Show that card to your opponent, then put it into your hand."
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = board_seeded(r#""base2-64""#, MINE, THEIRS, seed);
        let ball = card(&game, "base2-64");
        let doduo = card(&game, "base1-48");
        play(&mut game, &[Action::Play { card: ball }]);
        let heads = game
            .log
            .as_ref()
            .expect("a position keeps a log")
            .iter()
            .any(|e| matches!(e, Event::Flipped { heads: true }));
        seen[usize::from(heads)] = true;
        if heads {
            play(&mut game, &[Action::Yes, Action::PickCard { card: doduo }]);
            assert_eq!(game.boards[0].hand.as_slice(), [doduo]);
        } else {
            assert!(game.boards[0].hand.is_empty());
        }
    }
    assert_eq!(seen, [true, true]);
}
