//! The board for people (`format::people`) built from real positions: names, HP left after
//! damage and with a Tool's HP, Energy by type, Tools, conditions, Prize cards left, the hand by
//! name for its own seat only, and the prompt in words for the turn and for the choices of
//! three Trainers (a Pokémon to heal, a card from the deck, a card among those looked at).

mod common;

use altplay_core::Seat;
use altplay_tcg::format::people::{Board, board};
use altplay_tcg::format::words::numbered;
use altplay_tcg::game::{Action, Tcg};
use common::*;
use serde_json::json;

/// Seat 1: a damaged, Poisoned Celebi V with Big Charm (+30 HP) and three Energy, a damaged
/// Thwackey on the Bench, three Trainers in hand, four Prize cards. Seat 2: Stonjourner V, two
/// cards in hand. Altar of the Moone in play.
fn position() -> Tcg {
    Pos::duel(
        mon("swsh1-1")
            .energy(&["Grass Energy", "Grass Energy", "Fire Energy"])
            .tools(&["swsh1-158"])
            .damage(50)
            .conditions(&["poisoned"]),
        mon("swsh1-193"),
    )
    .bench(0, mon("swsh1-12").under(&["swsh1-11"]).damage(20))
    .hand(0, &["swsh1-177", "sm1-123", "swsh1-164"])
    .deck(0, &["swsh1-30", "Grass Energy", "swsh1-11", "swsh1-49"])
    .prizes(0, &["Grass Energy"; 4])
    .hand(1, &["Grass Energy", "swsh1-177"])
    .deck(1, &["Grass Energy"; 3])
    .prizes(1, &["Grass Energy"; 6])
    .stadium("sm2-117")
    .game(1)
}

fn seen_by(game: &Tcg, seat: Option<u8>) -> Board {
    board(game, seat.map(Seat), &numbered)
}

#[test]
fn a_seat_sees_its_pokemon_in_words_with_hp_left_energy_by_type_tools_and_conditions() {
    let b = seen_by(&position(), Some(0));
    let mine = &b.sides[0];
    assert_eq!(mine.name, "Seat 1");
    assert!(mine.their_turn);
    let celebi = serde_json::to_value(mine.active.as_ref().unwrap()).unwrap();
    assert_eq!(celebi["name"], "Celebi V");
    assert_eq!(celebi["rule_box"], "Pokémon V");
    assert_eq!(celebi["stage"], "Basic");
    // 180 printed, Big Charm's +30: 210, 50 of it gone.
    assert_eq!(
        (celebi["hp"].clone(), celebi["hp_left"].clone()),
        (json!(210), json!(160))
    );
    assert_eq!(
        celebi["energy"],
        json!([{"type": "Grass", "count": 2}, {"type": "Fire", "count": 1}])
    );
    assert_eq!(celebi["tools"], json!(["Big Charm"]));
    assert_eq!(celebi["conditions"], json!(["Poisoned"]));
    let thwackey = &mine.bench[0];
    assert_eq!((thwackey.name.as_str(), thwackey.hp_left), ("Thwackey", 80));
    assert_eq!(thwackey.rule_box, None);
    assert_eq!(mine.prizes_left, 4);
    assert_eq!(b.sides[1].prizes_left, 6);
    assert_eq!(b.sides[1].active.as_ref().unwrap().hp_left, 220);
    let stadium = b.stadium.as_ref().unwrap();
    assert_eq!(
        (stadium.name.as_str(), stadium.whose.as_str()),
        ("Altar of the Moone", "Seat 1")
    );
}

#[test]
fn a_seat_sees_its_own_hand_by_name_and_only_the_size_of_the_other() {
    let game = position();
    let names = |b: &Board, s: usize| -> Option<Vec<String>> {
        let hand = b.sides[s].hand.as_ref()?;
        Some(hand.iter().map(|c| c.name.clone()).collect())
    };
    let one = seen_by(&game, Some(0));
    assert_eq!(
        names(&one, 0).unwrap(),
        ["Potion", "Nest Ball", "Great Ball"]
    );
    assert_eq!(one.sides[0].hand.as_ref().unwrap()[0].kind, "Item");
    assert_eq!((names(&one, 1), one.sides[1].hand_size), (None, 2));
    let two = seen_by(&game, Some(1));
    assert_eq!((names(&two, 0), two.sides[0].hand_size), (None, 3));
    assert_eq!(names(&two, 1).unwrap(), ["Grass Energy", "Potion"]);
    let spectator = seen_by(&game, None);
    assert!(spectator.sides.iter().all(|s| s.hand.is_none()));
    assert_eq!((one.sides[0].deck, one.sides[1].deck), (4, 3));
}

#[test]
fn the_prompt_says_what_the_turn_and_each_choice_asks_of_whom() {
    let mut game = position();
    let turn = seen_by(&game, None).prompt.unwrap();
    assert_eq!(turn.who, "Seat 1");
    assert!(turn.asks.starts_with("Take your turn"), "{}", turn.asks);

    play_card(&mut game, "swsh1-177");
    let potion = seen_by(&game, Some(0)).prompt.unwrap();
    assert_eq!(potion.asks, "Choose 1 of your Pokémon to heal");
    assert_eq!(potion.card.as_deref(), Some("Potion"));
    let uid = bench_uid(&game, 0, 0);
    // The board names each Pokémon as the action choosing it does, for a device to offer it there.
    assert_eq!(seen_by(&game, Some(0)).sides[0].bench[0].uid, uid);
    play(&mut game, &[Action::PickPokemon { pokemon: uid }]);
    assert_eq!(seen_by(&game, Some(0)).sides[0].bench[0].hp_left, 100);

    play_card(&mut game, "sm1-123");
    let nest = seen_by(&game, Some(0)).prompt.unwrap();
    assert_eq!(
        nest.asks,
        "Choose 1 Basic Pokémon from your deck to put onto your Bench"
    );
}

#[test]
fn the_cards_looked_at_are_named_only_for_the_seat_looking() {
    let mut game = position();
    play_card(&mut game, "swsh1-164");
    let may = seen_by(&game, Some(0)).prompt.unwrap();
    assert_eq!(
        may.asks,
        "Choose whether to take cards from those looked at"
    );
    play(&mut game, &[Action::Yes]);
    let looking = seen_by(&game, Some(0)).prompt.unwrap();
    assert_eq!(looking.card.as_deref(), Some("Great Ball"));
    assert!(
        looking
            .asks
            .contains("from the cards looked at to put into your hand"),
        "{}",
        looking.asks
    );
    let mut looked: Vec<(&str, &str)> = (looking.looked.iter())
        .map(|c| (c.name.as_str(), c.printed.as_str()))
        .collect();
    looked.sort();
    assert_eq!(
        looked,
        [
            ("Grass Energy", "base1-99"),
            ("Grookey", "swsh1-11"),
            ("Lapras V", "swsh1-49"),
            ("Scorbunny", "swsh1-30")
        ]
    );
    assert_eq!(
        may.looked, looking.looked,
        "shown while asked whether to take"
    );
    let other = seen_by(&game, Some(1)).prompt.unwrap();
    assert_eq!((other.looked.len(), other.looked_count), (0, 4));
    assert_eq!(other.asks, looking.asks, "the same words, said to Seat 1");
}

/// Two Pokémon of one name on the Bench are told apart by their place: an action on each names
/// "Bench 1" and "Bench 2", and the Active Pokémon "Active".
#[test]
fn actions_on_pokemon_of_one_name_name_their_place_on_the_bench() {
    use altplay_format::Format;
    let game = Pos::duel(mon("swsh1-11"), mon("swsh1-193"))
        .bench(0, mon("swsh1-11"))
        .bench(0, mon("swsh1-11"))
        .hand(0, &["Grass Energy"])
        .game(1);
    let labels: Vec<String> = legal(&game)
        .iter()
        .filter(|a| matches!(a, Action::Attach { .. }))
        .map(|a| game.label(a))
        .collect();
    assert_eq!(
        labels,
        [
            "Attach Grass Energy to Grookey (seat 1, Active)",
            "Attach Grass Energy to Grookey (seat 1, Bench 1)",
            "Attach Grass Energy to Grookey (seat 1, Bench 2)",
        ]
    );
}

/// An attack's button says its cost now and its printed damage, and what the Defending
/// Pokémon's Weakness makes of a plain number (issue 30, point 2): Thwackey's Beat does 30, 60
/// to Stonjourner V, weak to Grass; Ambush's "50+" is left as printed.
#[test]
fn an_attack_is_offered_with_its_cost_and_the_damage_weakness_makes_of_it() {
    use altplay_format::Format;
    let game = Pos::duel(
        mon("swsh1-13")
            .under(&["swsh1-11"])
            .energy(&["Grass Energy"; 3]),
        mon("swsh1-193"),
    )
    .deck(0, &["Grass Energy"])
    .deck(1, &["Grass Energy"])
    .game(1);
    let labels: Vec<String> = legal(&game)
        .iter()
        .filter(|a| matches!(a, Action::Attack { .. }))
        .map(|a| game.label(a))
        .collect();
    assert_eq!(
        labels,
        [
            "Attack: Beat (Grass, Colorless): 30, 60 to Stonjourner V (seat 2, Active)",
            "Attack: Ambush (Grass ×2, Colorless): 50+",
        ]
    );
}

/// The damage on an attack's button counts the lasting effects of the turn (issue 30, point
/// 2): after Leon ("your Pokémon's attacks do 30 more damage … before applying Weakness and
/// Resistance"), Thwackey's Beat does (30 + 30) × 2 = 120 to Stonjourner V, weak to Grass.
#[test]
fn an_attack_is_offered_with_the_damage_the_lasting_effects_of_the_turn_make_of_it() {
    use altplay_format::Format;
    let mut game = Pos::duel(
        mon("swsh1-13")
            .under(&["swsh1-11"])
            .energy(&["Grass Energy"; 3]),
        mon("swsh1-193"),
    )
    .hand(0, &["swsh4-154"])
    .deck(0, &["Grass Energy"])
    .deck(1, &["Grass Energy"])
    .game(1);
    play_card(&mut game, "swsh4-154");
    let beat = legal(&game)
        .into_iter()
        .find(|a| matches!(a, Action::Attack { .. }))
        .expect("Beat is offered");
    assert_eq!(
        game.label(&beat),
        "Attack: Beat (Grass, Colorless): 30, 120 to Stonjourner V (seat 2, Active)"
    );
}

/// The seat that went first is on the board all game, once the coin's winner has chosen; while
/// they choose, no seat has.
#[test]
fn the_board_names_the_seat_that_went_first_once_it_is_chosen() {
    use altplay_format::Format;
    let setup = Tcg::setup(Tcg::default_config()).unwrap();
    let mut game = Tcg::start(&setup, 3, false);
    let asked = board(&game, None, &numbered).prompt.unwrap();
    assert_eq!(board(&game, None, &numbered).first, None, "{}", asked.asks);
    let winner = asked.seat;
    play(&mut game, &[Action::GoFirst { first: false }]);
    let other = Seat(1 - winner.0);
    assert_eq!(board(&game, Some(other), &numbered).first, Some(other));
    assert_eq!(seen_by(&position(), None).first, Some(Seat(0)));
}
