//! The Trainer cards of today's Standard meta decks, played on real cards: hands put under the
//! decks (Iono), a Pokémon back to the hand without its cards (Professor Turo's Scenario), a
//! Stage 2 put onto a Basic Pokémon from the hand (Rare Candy), Energy back from a discard pile
//! but not the cards just discarded (Superior Energy Retrieval); Energy from the discard pile to
//! each of up to 2 Pokémon picked (Professor Sada's Vitality), Basic Energy of different types
//! found and shared between hand and Pokémon (Crispin), a Tool or the Stadium put in the Lost
//! Zone (Lost Vacuum), the opponent's Tools alone discarded (Minccino), a Prize card more for
//! the opponent's Active Pokémon (Briar), each of up to 2 Pokémon healed (Saguaro), more damage
//! to an Active Pokémon ex (Black Belt's Training), a Pokémon picked by the HP it has left
//! (Bianca's Devotion).

mod common;

// Basic Energy by id: sve-1 Grass, sve-2 Fire, sve-3 Water, sve-4 Lightning, sve-5 Psychic,
// sve-6 Fighting.

use altplay_core::Seat;
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Charmander (sv3-26) Active against a Pidgey (sv3-162).
fn charmander() -> Pos {
    Pos::duel(mon("sv3-26"), mon("sv3-162"))
}

/// Whether the Trainer `card` of seat 1's hand may be played now.
fn playable(game: &Tcg, card: &str) -> bool {
    let card = self::card(game, card);
    legal(game).contains(&Action::Play { card })
}

#[test]
fn iono_puts_each_hand_under_its_deck_and_draws_a_card_per_prize_left() {
    // Iono: "Each player shuffles their hand and puts it on the bottom of their deck. If either
    // player put any cards on the bottom of their deck in this way, each player draws a card
    // for each of their remaining Prize cards."
    let mut game = charmander()
        .hand(0, &["sv2-185", "sve-1", "sve-1"])
        .deck(0, &["sve-2"; 4])
        .prizes(0, &["sve-3"; 3])
        .hand(1, &["sve-5"])
        .deck(1, &["sve-6"; 3])
        .prizes(1, &["sve-3"; 2])
        .game(1);
    let iono = card(&game, "sv2-185");
    let (grass, psychic) = (card(&game, "sve-1"), card(&game, "sve-5"));
    play(&mut game, &[Action::Play { card: iono }]);
    let (mine, theirs) = (game.board(Seat(0)), game.board(Seat(1)));
    // The hands went under the decks (the deck's first card is its bottom); each drew from
    // the top, as many as their Prize cards.
    assert_eq!(mine.deck()[..2], [grass, grass]);
    assert_eq!(mine.hand(), [card(&game, "sve-2"); 3]);
    assert_eq!(theirs.deck()[0], psychic);
    assert_eq!(theirs.hand(), [card(&game, "sve-6"); 2]);
    assert!(mine.discard().contains(&iono));
}

#[test]
fn iono_draws_nothing_when_no_hand_held_a_card() {
    let mut game = charmander()
        .hand(0, &["sv2-185"])
        .deck(0, &["sve-2"; 4])
        .prizes(0, &["sve-3"; 3])
        .deck(1, &["sve-6"; 3])
        .prizes(1, &["sve-3"; 2])
        .game(1);
    let iono = card(&game, "sv2-185");
    play(&mut game, &[Action::Play { card: iono }]);
    assert!(game.board(Seat(0)).hand().is_empty());
    assert!(game.board(Seat(1)).hand().is_empty());
}

#[test]
fn professor_turos_scenario_returns_a_pokemon_and_discards_its_cards() {
    // Professor Turo's Scenario: "Put 1 of your Pokémon in play into your hand. (Discard all
    // cards attached to that Pokémon.)"
    let mut game = Pos::duel(
        mon("sv3-27").under(&["sv3-26"]).energy(&["sve-2"]),
        mon("sv3-162"),
    )
    .bench(0, mon("sv3-162").damage(20))
    .hand(0, &["sv4-171"])
    .game(1);
    let turo = card(&game, "sv4-171");
    let pidgey = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Play { card: turo }]);
    // Each of the player's Pokémon is offered.
    let offered: Vec<_> = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::PickPokemon { .. }))
        .collect();
    assert_eq!(offered.len(), 2);
    let charmeleon = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::PickPokemon {
            pokemon: charmeleon,
        }],
    );
    let board = game.board(Seat(0));
    let mut hand = board.hand().to_vec();
    hand.sort();
    let mut stack = vec![card(&game, "sv3-26"), card(&game, "sv3-27")];
    stack.sort();
    assert_eq!(hand, stack);
    assert!(board.discard().contains(&card(&game, "sve-2")));
    // The Bench's one Pidgey is now the Active Pokémon, and Charmander may be benched again.
    assert_eq!(active(&game, 0).uid(), pidgey);
    let charmander = card(&game, "sv3-26");
    assert!(legal(&game).contains(&Action::Bench { card: charmander }));
}

#[test]
fn professor_turos_scenario_cannot_take_back_the_last_pokemon_in_play() {
    // Played on the only Pokémon, it would lose its player the game (TCG-14): as the rulings
    // have it, such a card can't be played then.
    let alone = charmander().hand(0, &["sv4-171"]).game(1);
    assert!(!playable(&alone, "sv4-171"));
    let with_bench = charmander()
        .bench(0, mon("sv3-162"))
        .hand(0, &["sv4-171"])
        .game(1);
    assert!(playable(&with_bench, "sv4-171"));
}

/// Seat 1's Charmander (`new`: put into play this turn) with Charizard ex and `also` in hand,
/// Charmeleon in the deck (the Stage 1 the table knows), 3 Fire Energy beside it.
fn candy(new: bool, turn: u8) -> Tcg {
    let charmander = if new {
        mon("sv3-26").new_this_turn()
    } else {
        mon("sv3-26")
    };
    Pos::duel(charmander, mon("sv3-162"))
        .top(&format!("turn = {turn}"))
        .hand(0, &["sv1-191", "sv3-125"])
        .deck(0, &["sv3-27", "sve-2", "sve-2", "sve-2"])
        .game(1)
}

#[test]
fn rare_candy_evolves_a_basic_pokemon_into_a_stage_2_of_the_hand() {
    // Rare Candy: "Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in your
    // hand that evolves from that Pokémon, put that card onto the Basic Pokémon to evolve it,
    // skipping the Stage 1. You can't use this card during your first turn or on a Basic
    // Pokémon that was put into play this turn."
    let mut game = candy(false, 3);
    assert!(playable(&game, "sv1-191"));
    let (rare_candy, charizard) = (card(&game, "sv1-191"), card(&game, "sv3-125"));
    play(&mut game, &[Action::Play { card: rare_candy }]);
    // The one Basic Pokémon and the one Stage 2 need no pick: Charizard ex evolves it, and its
    // "when you play this Pokémon from your hand to evolve" ability is offered.
    assert_eq!(active(&game, 0).stack().last(), Some(&charizard));
    assert!(legal(&game).contains(&Action::Yes), "{:?}", legal(&game));
}

#[test]
fn rare_candy_is_not_played_on_a_first_turn_nor_on_a_new_pokemon() {
    assert!(!playable(&candy(false, 1), "sv1-191"));
    assert!(!playable(&candy(true, 3), "sv1-191"));
}

#[test]
fn rare_candy_needs_a_stage_2_that_evolves_from_the_pokemon() {
    // Pidgey in the Active Spot: Charizard ex does not evolve from it.
    let game = Pos::duel(mon("sv3-162"), mon("sv3-162"))
        .hand(0, &["sv1-191", "sv3-125"])
        .deck(0, &["sv3-27"])
        .game(1);
    assert!(!playable(&game, "sv1-191"));
}

#[test]
fn superior_energy_retrieval_takes_back_energy_but_not_the_cards_discarded_for_it() {
    // Superior Energy Retrieval: "You can use this card only if you discard 2 other cards from
    // your hand. Put up to 4 Basic Energy cards from your discard pile into your hand. (You
    // can't choose a card you discarded with the effect of this card.)"
    let mut game = charmander()
        .hand(0, &["sv2-189", "sve-3", "sve-3"])
        .discard(0, &["sve-2", "sve-1"])
        .game(1);
    let retrieval = card(&game, "sv2-189");
    let water = card(&game, "sve-3");
    let (fire, grass) = (card(&game, "sve-2"), card(&game, "sve-1"));
    play(&mut game, &[Action::Play { card: retrieval }]);
    // The two Water Energy are discarded (no choice), and are not offered.
    let mut offered = offered(&game);
    offered.sort();
    let mut expected = vec![fire, grass];
    expected.sort();
    assert_eq!(offered, expected);
    play(&mut game, &[Action::PickCard { card: fire }]);
    play(&mut game, &[Action::PickCard { card: grass }]);
    let board = game.board(Seat(0));
    let mut hand = board.hand().to_vec();
    hand.sort();
    assert_eq!(hand, expected);
    assert_eq!(board.discard().iter().filter(|&&c| c == water).count(), 2);
}

#[test]
fn superior_energy_retrieval_needs_two_other_cards() {
    let game = charmander()
        .hand(0, &["sv2-189", "sve-3"])
        .discard(0, &["sve-2"])
        .game(1);
    assert!(!playable(&game, "sv2-189"));
}

#[test]
fn secret_box_finds_an_item_a_tool_a_supporter_and_a_stadium() {
    // Secret Box: "You can use this card only if you discard 3 other cards from your hand.
    // Search your deck for an Item card, a Pokémon Tool card, a Supporter card, and a Stadium
    // card, reveal them, and put them into your hand. Then, shuffle your deck."
    // Nest Ball, Defiance Band, Boss's Orders, Beach Court.
    let found = ["sv1-181", "sv1-169", "sv2-172", "sv1-167"];
    let mut game = charmander()
        .hand(0, &["sv6-163", "sve-3", "sve-3", "sve-3"])
        .deck(0, &["sv1-167", "sv2-172", "sv1-169", "sv1-181", "sve-2"])
        .game(1);
    let secret_box = card(&game, "sv6-163");
    play(&mut game, &[Action::Play { card: secret_box }]);
    // One search for each kind, in the printed order, each offering that card alone.
    for id in found {
        let wanted = card(&game, id);
        assert_eq!(offered(&game), [wanted]);
        play(&mut game, &[Action::PickCard { card: wanted }]);
    }
    let board = game.board(Seat(0));
    let mut hand = board.hand().to_vec();
    hand.sort();
    let mut expected: Vec<_> = found.iter().map(|id| card(&game, id)).collect();
    expected.sort();
    assert_eq!(hand, expected);
    assert_eq!(board.deck(), [card(&game, "sve-2")]);
}

#[test]
fn switch_cart_heals_the_basic_pokemon_it_moves_to_the_bench() {
    // Switch Cart: "Switch your Active Basic Pokémon with 1 of your Benched Pokémon. If you do,
    // heal 30 damage from the Pokémon you moved to your Bench."
    let mut game = Pos::duel(mon("sv3-26").damage(40), mon("sv3-162"))
        .bench(0, mon("sv3-162"))
        .hand(0, &["swsh10-154"])
        .game(1);
    let (charmander, pidgey) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    let cart = card(&game, "swsh10-154");
    play(&mut game, &[Action::Play { card: cart }]);
    assert_eq!(active(&game, 0).uid(), pidgey);
    let benched = &game.board(Seat(0)).bench()[0];
    assert_eq!((benched.uid(), benched.damage()), (charmander, 10));
}

#[test]
fn switch_cart_needs_a_basic_active_pokemon_and_a_benched_one() {
    // Charmeleon is a Stage 1.
    let stage_1 = Pos::duel(mon("sv3-27"), mon("sv3-162"))
        .bench(0, mon("sv3-162"))
        .hand(0, &["swsh10-154"])
        .game(1);
    assert!(!playable(&stage_1, "swsh10-154"));
    let alone = charmander().hand(0, &["swsh10-154"]).game(1);
    assert!(!playable(&alone, "swsh10-154"));
}

/// Raging Bolt ex (Ancient) Active, Slither Wing (Ancient) and Charmander on the Bench, Professor
/// Sada's Vitality in hand, Lightning and Fighting Energy in the discard pile (`discard`).
fn sada(discard: &[&str]) -> Tcg {
    Pos::duel(mon("sv5-123"), mon("sv3-162"))
        .bench(0, mon("sv4-107"))
        .bench(0, mon("sv3-26"))
        .hand(0, &["sv4-170"])
        .discard(0, discard)
        .deck(0, &["sve-2"; 5])
        .game(1)
}

fn picks(game: &Tcg) -> Vec<Action> {
    legal(game)
        .into_iter()
        .filter(|a| matches!(a, Action::PickPokemon { .. } | Action::Done))
        .collect()
}

#[test]
fn professor_sadas_vitality_attaches_to_each_ancient_pokemon_picked_and_draws() {
    // Professor Sada's Vitality: "Choose up to 2 of your Ancient Pokémon and attach a Basic
    // Energy card from your discard pile to each of them. If you attached any Energy in this
    // way, draw 3 cards."
    let mut game = sada(&["sve-4", "sve-6"]);
    let sada_card = card(&game, "sv4-170");
    let (bolt, wing, charmander) = (
        active(&game, 0).uid(),
        bench_uid(&game, 0, 0),
        bench_uid(&game, 0, 1),
    );
    play(&mut game, &[Action::Play { card: sada_card }]);
    // The two Ancient Pokémon are offered, not Charmander, and "up to" allows done.
    assert_eq!(
        picks(&game),
        [
            Action::PickPokemon { pokemon: bolt },
            Action::PickPokemon { pokemon: wing },
            Action::Done
        ]
    );
    assert!(!picks(&game).contains(&Action::PickPokemon {
        pokemon: charmander
    }));
    play(&mut game, &[Action::PickPokemon { pokemon: wing }]);
    play(&mut game, &[Action::PickPokemon { pokemon: bolt }]);
    // An Energy for Slither Wing, picked first: Fighting; the Lightning left goes to Raging Bolt.
    let (lightning, fighting) = (card(&game, "sve-4"), card(&game, "sve-6"));
    let mut energy = offered(&game);
    energy.sort();
    let mut both = vec![lightning, fighting];
    both.sort();
    assert_eq!(energy, both);
    play(&mut game, &[Action::PickCard { card: fighting }]);
    let board = game.board(Seat(0));
    assert_eq!(board.bench()[0].energy(), [fighting]);
    assert_eq!(active(&game, 0).energy(), [lightning]);
    assert_eq!(board.hand().len(), 3);
    assert!(board.discard().contains(&sada_card));
}

#[test]
fn professor_sadas_vitality_may_stop_at_one_pokemon_and_draws_only_after_an_attach() {
    let mut game = sada(&["sve-4"]);
    let sada_card = card(&game, "sv4-170");
    let bolt = active(&game, 0).uid();
    play(&mut game, &[Action::Play { card: sada_card }]);
    play(
        &mut game,
        &[Action::PickPokemon { pokemon: bolt }, Action::Done],
    );
    assert_eq!(active(&game, 0).energy(), [card(&game, "sve-4")]);
    assert_eq!(game.board(Seat(0)).hand().len(), 3);
    // No Basic Energy in the discard pile: nothing attached, nothing drawn.
    let mut empty = sada(&[]);
    let sada_card = card(&empty, "sv4-170");
    play(&mut empty, &[Action::Play { card: sada_card }]);
    play(
        &mut empty,
        &[Action::PickPokemon { pokemon: bolt }, Action::Done],
    );
    assert!(active(&empty, 0).energy().is_empty());
    assert!(empty.board(Seat(0)).hand().is_empty());
}

#[test]
fn crispin_finds_two_types_puts_one_in_hand_and_attaches_the_other() {
    // Crispin: "Search your deck for up to 2 Basic Energy cards of different types, reveal
    // them, and put 1 of them into your hand. Attach the other to 1 of your Pokémon. Then,
    // shuffle your deck."
    let mut game = charmander()
        .hand(0, &["sv7-133"])
        .deck(0, &["sve-2", "sve-2", "sve-3", "sve-1"])
        .game(1);
    let crispin = card(&game, "sv7-133");
    let (grass, fire, water) = (
        card(&game, "sve-1"),
        card(&game, "sve-2"),
        card(&game, "sve-3"),
    );
    play(&mut game, &[Action::Play { card: crispin }]);
    play(&mut game, &[Action::PickCard { card: fire }]);
    // A second Fire Energy is not offered: its type was found.
    let mut rest = offered(&game);
    rest.sort();
    let mut other_types = vec![grass, water];
    other_types.sort();
    assert_eq!(rest, other_types);
    play(&mut game, &[Action::PickCard { card: water }]);
    // Of the two, Water into the hand; Fire goes onto the one Pokémon.
    let mut found = offered(&game);
    found.sort();
    let mut two = vec![fire, water];
    two.sort();
    assert_eq!(found, two);
    play(&mut game, &[Action::PickCard { card: water }]);
    assert_eq!(game.board(Seat(0)).hand(), [water]);
    assert_eq!(active(&game, 0).energy(), [fire]);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn lost_vacuum_puts_a_card_of_the_hand_and_a_tool_in_the_lost_zone() {
    // Lost Vacuum: "You can use this card only if you put another card from your hand in the
    // Lost Zone. Choose a Pokémon Tool attached to any Pokémon, or any Stadium in play, and put
    // it in the Lost Zone."
    let mut game = Pos::duel(mon("sv3-26"), mon("sv3-162").tools(&["sv1-169"]))
        .stadium("sv1-167")
        .hand(0, &["swsh12pt5-135", "sve-3"])
        .game(1);
    let vacuum = card(&game, "swsh12pt5-135");
    let (band, court, water) = (
        card(&game, "sv1-169"),
        card(&game, "sv1-167"),
        card(&game, "sve-3"),
    );
    play(&mut game, &[Action::Play { card: vacuum }]);
    // The Water Energy went to the Lost Zone; the Tool or the Stadium, no done: "a Tool".
    assert_eq!(game.board(Seat(0)).lost_zone(), [water]);
    let pidgey = active(&game, 1).uid();
    let choices = legal(&game);
    assert!(choices.contains(&Action::PickPokemon { pokemon: pidgey }));
    assert!(choices.contains(&Action::PickCard { card: court }));
    assert!(!choices.contains(&Action::Done));
    play(&mut game, &[Action::PickPokemon { pokemon: pidgey }]);
    assert!(active(&game, 1).tools().is_empty());
    assert_eq!(game.board(Seat(1)).lost_zone(), [band]);
    assert!(game.board(Seat(0)).discard().contains(&vacuum));
}

#[test]
fn lost_vacuum_needs_another_card_in_hand() {
    let game = Pos::duel(mon("sv3-26"), mon("sv3-162").tools(&["sv1-169"]))
        .hand(0, &["swsh12pt5-135"])
        .game(1);
    assert!(!playable(&game, "swsh12pt5-135"));
}

#[test]
fn minccino_discards_the_opponents_tools_only() {
    // Minccino, Cleaning Up: "Discard up to 2 Pokémon Tools from your opponent's Pokémon."
    let mut game = Pos::duel(
        mon("sv5-136")
            .energy(&["sve-2", "sve-2"])
            .tools(&["sv1-169"]),
        mon("sv3-162").tools(&["sv1-169"]),
    )
    .bench(1, mon("sv3-26").tools(&["sv1-169"]))
    .attacking(1, 1);
    let (pidgey, benched) = (active(&game, 1).uid(), bench_uid(&game, 1, 0));
    // The opponent's two holders and done; not Minccino's own Tool.
    assert_eq!(
        picks(&game),
        [
            Action::PickPokemon { pokemon: pidgey },
            Action::PickPokemon { pokemon: benched },
            Action::Done
        ]
    );
    play(&mut game, &[Action::PickPokemon { pokemon: benched }]);
    play(&mut game, &[Action::PickPokemon { pokemon: pidgey }]);
    assert!(active(&game, 1).tools().is_empty());
    assert!(game.board(Seat(1)).bench()[0].tools().is_empty());
    assert_eq!(game.board(Seat(1)).discard().len(), 2);
    assert_eq!(active(&game, 0).tools().len(), 1);
}

/// Seat 1's `attacker` against a Pidgey with 40 damage; the opponent has 2 Prize cards left,
/// Briar in seat 1's hand (played when `briar`).
fn briar(attacker: Mon, briar: bool) -> Tcg {
    let mut game = Pos::duel(attacker, mon("sv3-162").damage(40))
        .bench(1, mon("sv3-162"))
        .hand(0, &["sv7-132"])
        .prizes(0, &["sve-3"; 6])
        .prizes(1, &["sve-3"; 2])
        .deck(1, &["sve-3"; 5])
        .game(1);
    if briar {
        let briar = card(&game, "sv7-132");
        play(&mut game, &[Action::Play { card: briar }]);
    }
    play(&mut game, &[Action::Attack { index: 0 }]);
    game
}

#[test]
fn briar_takes_a_prize_card_more_for_a_tera_pokemons_knock_out() {
    // Briar: "During this turn, if your opponent's Active Pokémon is Knocked Out by damage from
    // an attack used by your Tera Pokémon, take 1 more Prize card."
    // Eiscue ex (a Tera Pokémon), Scalding Block.
    let eiscue = || mon("sv3-42").energy(&["sve-3", "sve-3", "sve-3"]);
    let prizes_left = |game: Tcg| game.board(Seat(0)).prizes().len();
    assert_eq!(prizes_left(briar(eiscue(), true)), 4);
    assert_eq!(prizes_left(briar(eiscue(), false)), 5);
    // Charmander is no Tera Pokémon: one Prize card.
    assert_eq!(
        prizes_left(briar(mon("sv3-26").energy(&["sve-2"]), true)),
        5
    );
}

#[test]
fn saguaro_heals_each_of_up_to_2_pokemon_picked() {
    // Saguaro: "Choose up to 2 of your Pokémon and heal 50 damage from each of them."
    let mut game = Pos::duel(mon("sv3-26").damage(50), mon("sv3-162"))
        .bench(0, mon("sv3-162").damage(30))
        .bench(0, mon("sv3-162").damage(20))
        .hand(0, &["sv2-270"])
        .game(1);
    let saguaro = card(&game, "sv2-270");
    let (charmander, first) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    play(&mut game, &[Action::Play { card: saguaro }]);
    play(
        &mut game,
        &[Action::PickPokemon {
            pokemon: charmander,
        }],
    );
    play(&mut game, &[Action::PickPokemon { pokemon: first }]);
    let bench = game.board(Seat(0)).bench();
    assert_eq!(active(&game, 0).damage(), 0);
    assert_eq!((bench[0].damage(), bench[1].damage()), (0, 20));
}

/// Charmander (Heat Tackle, 30) attacks `defender` after Black Belt's Training.
fn black_belt(defender: Mon) -> u16 {
    let mut game = Pos::duel(mon("sv3-26").energy(&["sve-2"]), defender)
        .bench(1, mon("sv3-162"))
        .hand(0, &["sv9-145"])
        .game(1);
    let training = card(&game, "sv9-145");
    play(&mut game, &[Action::Play { card: training }]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    active(&game, 1).damage()
}

#[test]
fn black_belts_training_adds_damage_to_an_active_pokemon_ex_only() {
    // Black Belt's Training: "During this turn, attacks used by your Pokémon do 40 more damage
    // to your opponent's Active Pokémon ex (before applying Weakness and Resistance)."
    // Eiscue ex, then Pidgey (no Pokémon ex).
    assert_eq!(black_belt(mon("sv3-42")), 70);
    assert_eq!(black_belt(mon("sv3-162")), 30);
}

#[test]
fn biancas_devotion_heals_only_a_pokemon_with_30_hp_or_less_left() {
    // Bianca's Devotion: "Heal all damage from 1 of your Pokémon that has 30 HP or less
    // remaining." Charmander (60 HP) with 20 damage is not offered; the Pidgeys with 30 and 50
    // damage (30 and 10 HP left) are.
    let mut game = Pos::duel(mon("sv3-26").damage(20), mon("sv3-162"))
        .bench(0, mon("sv3-162").damage(30))
        .bench(0, mon("sv3-162").damage(50))
        .hand(0, &["sv5-142"])
        .game(1);
    let devotion = card(&game, "sv5-142");
    let (first, second) = (bench_uid(&game, 0, 0), bench_uid(&game, 0, 1));
    play(&mut game, &[Action::Play { card: devotion }]);
    assert_eq!(
        picks(&game),
        [
            Action::PickPokemon { pokemon: first },
            Action::PickPokemon { pokemon: second }
        ]
    );
    play(&mut game, &[Action::PickPokemon { pokemon: second }]);
    let bench = game.board(Seat(0)).bench();
    assert_eq!((bench[0].damage(), bench[1].damage()), (30, 0));
    assert_eq!(active(&game, 0).damage(), 20);
}
