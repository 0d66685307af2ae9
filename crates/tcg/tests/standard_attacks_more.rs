//! More attack texts of Standard cards (issue 29, third pass): each test plays the real card
//! that prints the text.

mod common;

use altplay_core::{Game, Seat, ToMove};
use altplay_tcg::game::Action;
use common::*;

const SEAT_1: Seat = Seat(0);

/// Tsareena (Queenly Heel, Grass, 60 damage).
const TSAREENA: &str = "sv3-18";
/// Dreepy (70 HP, no Weakness), Drakloak and Dragapult ex.
const DREEPY: &str = "sv6-128";
const DRAKLOAK: &str = "sv6-129";
const DRAGAPULT_EX: &str = "sv6-130";
const RARE_CANDY: &str = "sv1-191";

/// Seat 1's Tsareena used Queenly Heel on seat 2's Active Dreepy, a Dreepy on seat 2's Bench
/// too; seat 2 holds Drakloak, Dragapult ex and Rare Candy.
fn after_queenly_heel() -> altplay_tcg::game::Tcg {
    let pos = Pos::stocked_duel(mon(TSAREENA).energy(&["Grass Energy"]), mon(DREEPY))
        .top("turn = 3")
        .bench(1, mon(DREEPY))
        .hand(1, &[DRAKLOAK, DRAGAPULT_EX, RARE_CANDY]);
    pos.attacking(0, 1)
}

#[test]
fn queenly_heel_keeps_the_defending_pokemon_from_evolving_from_the_hand() {
    // Queenly Heel: "During your opponent's next turn, Pokémon can't be played from your
    // opponent's hand to evolve the Defending Pokémon."
    let game = after_queenly_heel();
    assert_eq!(active(&game, 1).damage(), 60);
    let (active_uid, benched) = (active(&game, 1).uid(), bench_uid(&game, 1, 0));
    let drakloak = card(&game, DRAKLOAK);
    let legal = legal(&game);
    assert!(
        !legal.contains(&Action::Evolve {
            card: drakloak,
            target: active_uid
        }),
        "{legal:?}"
    );
    assert!(legal.contains(&Action::Evolve {
        card: drakloak,
        target: benched
    }));
    let evolve = Action::Evolve {
        card: drakloak,
        target: active_uid,
    };
    let refused = game.clone().apply(&evolve).expect_err("refused");
    assert_eq!(refused.rule, "TCG-15");
}

#[test]
fn queenly_heel_keeps_rare_candy_off_the_defending_pokemon() {
    // Rare Candy plays the Stage 2 from the hand: only the Benched Dreepy takes it.
    let mut game = after_queenly_heel();
    let (candy, dragapult) = (card(&game, RARE_CANDY), card(&game, DRAGAPULT_EX));
    play(&mut game, &[Action::Play { card: candy }]);
    assert_eq!(active(&game, 1).stack().len(), 1, "the Defending Dreepy");
    assert_eq!(
        game.board(SEAT_2).bench()[0].stack().last(),
        Some(&dragapult)
    );
}

#[test]
fn queenly_heel_lasts_only_the_opponents_next_turn() {
    let mut game = after_queenly_heel();
    play(&mut game, &[Action::EndTurn, Action::EndTurn]);
    let drakloak = card(&game, DRAKLOAK);
    let target = active(&game, 1).uid();
    assert!(legal(&game).contains(&Action::Evolve {
        card: drakloak,
        target
    }));
}

/// Charizard ex (330 HP, weak to Grass only).
const CHARIZARD_EX: &str = "sv3-125";

#[test]
fn secret_attack_uses_an_attack_of_a_previous_evolution() {
    // Incineroar's Secret Attack: "Choose an attack from 1 of this Pokémon's previous
    // Evolutions and use it as this attack." Litten's Bite and Flare, Torracat's Roar and Claw
    // Slash (60) are offered; no Energy of theirs is needed.
    let incineroar = mon("swsh12-32")
        .under(&["sm1-24", "sm9-21"])
        .energy(&["Fire Energy"]);
    let mut game = Pos::stocked_duel(incineroar, mon(CHARIZARD_EX)).game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let options: Vec<Action> = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::PickOption { .. }))
        .collect();
    assert_eq!(options.len(), 4, "{options:?}");
    play(&mut game, &[Action::PickOption { index: 3 }]);
    assert_eq!(active(&game, 1).damage(), 60);
}

/// Regidrago VSTAR with its Apex Dragon's cost, against Charizard ex, Dreepy, Giratina VSTAR
/// and Litten in the discard pile, `lost` cards in the Lost Zone.
fn apex_dragon(lost: usize) -> altplay_tcg::game::Tcg {
    let regidrago = mon("swsh12-136").energy(&["Grass Energy", "Grass Energy", "Fire Energy"]);
    let mut game = Pos::stocked_duel(regidrago, mon(CHARIZARD_EX))
        .discard(0, &[DREEPY, "swsh11-131", "sm1-24"])
        .lost_zone(0, &vec!["Grass Energy"; lost])
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    game
}

#[test]
fn apex_dragon_uses_an_attack_of_a_dragon_pokemon_in_the_discard_pile() {
    // Regidrago VSTAR's Apex Dragon: "Choose an attack from a Dragon Pokémon in your discard
    // pile and use it as this attack." Litten is no Dragon Pokémon.
    let mut game = apex_dragon(0);
    let mut dragons = vec![card(&game, DREEPY), card(&game, "swsh11-131")];
    dragons.sort();
    let mut shown = offered(&game);
    shown.sort();
    assert_eq!(shown, dragons);
    // Giratina VSTAR's Star Requiem needs 10 cards in the Lost Zone: Lost Impact alone is
    // left, used at once (280 damage, 2 Energy to the Lost Zone).
    let giratina = card(&game, "swsh11-131");
    play(&mut game, &[Action::PickCard { card: giratina }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 280);
    assert_eq!(game.board(SEAT_1).lost_zone().len(), 2);
    assert!(!game.board(SEAT_1).vstar_used());
}

#[test]
fn apex_dragon_may_use_a_vstar_power_as_the_one_of_the_game() {
    let mut game = apex_dragon(10);
    let giratina = card(&game, "swsh11-131");
    play(&mut game, &[Action::PickCard { card: giratina }]);
    // Star Requiem: "You can use this attack only if you have 10 or more cards in the Lost
    // Zone. Your opponent's Active Pokémon is Knocked Out."
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert!(game.board(SEAT_1).vstar_used());
    assert_eq!(
        game.board(SEAT_2).discard().len(),
        1,
        "Charizard ex Knocked Out"
    );
}

#[test]
fn amazez_shuffles_each_highest_stage_into_the_opponents_deck() {
    // Espeon ex's Amazez: "Devolve each of your opponent's evolved Pokémon by shuffling the
    // highest Stage Evolution card on it into your opponent's deck."
    let espeon = mon("sv8pt5-155").energy(&["Grass Energy", "Psychic Energy", "Darkness Energy"]);
    let defending = mon(DRAGAPULT_EX).under(&[DREEPY, DRAKLOAK]).damage(50);
    let game = Pos::stocked_duel(espeon, defending)
        .bench(1, mon(DRAKLOAK).under(&[DREEPY]))
        .bench(1, mon(DREEPY))
        .attacking(1, 1);
    let board = game.board(SEAT_2);
    let (drakloak, dragapult) = (card(&game, DRAKLOAK), card(&game, DRAGAPULT_EX));
    assert_eq!(active(&game, 1).stack().last(), Some(&drakloak));
    assert_eq!(active(&game, 1).damage(), 50, "its damage stays");
    let benched: Vec<usize> = board.bench().iter().map(|p| p.stack().len()).collect();
    assert_eq!(benched, [1, 1]);
    // Seat 2 has drawn for its turn: the two Evolution cards went into the deck, not the hand.
    assert_eq!(board.hand().len(), 1);
    let mut cards = [board.deck(), board.hand()].concat();
    cards.retain(|&c| c == drakloak || c == dragapult);
    assert_eq!(cards.len(), 2);
}

/// Fire Energy by id.
const FIRE: &str = "sve-2";

/// Seat 1's `attacker` used its first attack on seat 2's Charizard ex, a Dreepy on seat 2's
/// Bench and a Fire Energy in seat 2's hand.
fn before_attaching(attacker: Mon) -> altplay_tcg::game::Tcg {
    Pos::stocked_duel(attacker, mon(CHARIZARD_EX))
        .bench(1, mon(DREEPY))
        .hand(1, &[FIRE])
        .attacking(0, 1)
}

/// Seat 2 attaches its Fire Energy to its Active Pokémon.
fn attach_to_active(game: &mut altplay_tcg::game::Tcg) {
    let (card, target) = (card(game, FIRE), active(game, 1).uid());
    play(game, &[Action::Attach { card, target }]);
}

#[test]
fn corrosive_shards_keeps_energy_from_the_hand_off_the_defending_pokemon() {
    // Glimmora's Corrosive Shards: "Your opponent's Active Pokémon is now Poisoned. During your
    // opponent's next turn, Energy cards can't be attached from your opponent's hand to that
    // Pokémon."
    let game = before_attaching(mon("sv8-115").energy(&["Fighting Energy"]));
    let (fire, active_uid) = (card(&game, FIRE), active(&game, 1).uid());
    let to_active = Action::Attach {
        card: fire,
        target: active_uid,
    };
    let to_bench = Action::Attach {
        card: fire,
        target: bench_uid(&game, 1, 0),
    };
    let legal = legal(&game);
    assert!(!legal.contains(&to_active), "{legal:?}");
    assert!(legal.contains(&to_bench));
    let refused = game.clone().apply(&to_active).expect_err("refused");
    assert_eq!(refused.rule, "TCG-15");
}

#[test]
fn daydream_ends_the_turn_of_an_energy_attached_to_the_defending_pokemon() {
    // Hypno's Daydream: "During your opponent's next turn, if they attach an Energy card from
    // their hand to the Defending Pokémon, their turn ends."
    let hypno = mon("sv6pt5-17").energy(&["Psychic Energy", "Psychic Energy"]);
    let mut game = before_attaching(hypno.clone());
    assert_eq!(game.to_move(), ToMove::Seat(SEAT_2));
    attach_to_active(&mut game);
    assert_eq!(game.to_move(), ToMove::Seat(SEAT_1), "seat 2's turn ended");
    // To a Benched Pokémon, the turn goes on.
    let mut game = before_attaching(hypno);
    let (card, target) = (card(&game, FIRE), bench_uid(&game, 1, 0));
    play(&mut game, &[Action::Attach { card, target }]);
    assert_eq!(game.to_move(), ToMove::Seat(SEAT_2));
}

#[test]
fn electrified_incisors_puts_8_counters_on_the_pokemon_given_energy() {
    // Pachirisu's Electrified Incisors: "During your opponent's next turn, whenever they attach
    // an Energy card from their hand to the Defending Pokémon, place 8 damage counters on that
    // Pokémon."
    let mut game = before_attaching(mon("me1-51").energy(&["Lightning Energy"]));
    assert_eq!(active(&game, 1).damage(), 10);
    attach_to_active(&mut game);
    assert_eq!(active(&game, 1).damage(), 10 + 80);
}

#[test]
fn the_pokemon_made_poisoned_is_that_pokemon_after() {
    // Garbodor V's Trash Stench: "Your opponent's Active Pokémon is now Poisoned. During your
    // opponent's next turn, that Pokémon can't retreat." (Its retreat was allowed before.)
    let garbodor = mon("swsh7-100").energy(&["Darkness Energy", "Darkness Energy"]);
    let game = Pos::stocked_duel(garbodor, mon(CHARIZARD_EX).energy(&[FIRE, FIRE]))
        .bench(1, mon(DREEPY))
        .attacking(0, 1);
    let retreat = Action::Retreat {
        to: bench_uid(&game, 1, 0),
    };
    assert!(!legal(&game).contains(&retreat), "{:?}", legal(&game));
    let refused = game.clone().apply(&retreat).expect_err("refused");
    assert_eq!(refused.rule, "TCG-15");
}

#[test]
fn corrosive_sludge_discards_the_defending_pokemon_at_the_end_of_the_next_turn() {
    // Team Rocket's Grimer's Corrosive Sludge: "At the end of your opponent's next turn,
    // discard the Defending Pokémon and all attached cards."
    let grimer = mon("sv10-123").energy(&["Darkness Energy", "Darkness Energy"]);
    let mut game = Pos::stocked_duel(grimer, mon(CHARIZARD_EX).energy(&[FIRE]))
        .bench(1, mon(DREEPY))
        .attacking(0, 1);
    assert_eq!(game.board(SEAT_2).discard().len(), 0, "not yet");
    play(&mut game, &[Action::EndTurn]);
    answering_first(&mut game);
    let board = game.board(SEAT_2);
    let mut discard = board.discard().to_vec();
    discard.sort();
    let mut expected = vec![card(&game, CHARIZARD_EX), card(&game, FIRE)];
    expected.sort();
    assert_eq!(discard, expected, "not Knocked Out: no Prize card taken");
    assert_eq!(game.board(SEAT_1).prizes().len(), 2);
    assert_eq!(active(&game, 1).stack(), [card(&game, DREEPY)]);
}

#[test]
fn destructive_finish_discards_all_but_1_card_and_counts_the_energy() {
    // Radiant Steelix's Destructive Finish: "Discard cards from the top of your deck until only
    // 1 card remains. This attack does 30 more damage for each Energy card you discarded in this
    // way."
    let steelix = mon("swsh11-124").energy(&["Metal Energy", "Metal Energy", "Metal Energy"]);
    let game = Pos::stocked_duel(steelix, mon(CHARIZARD_EX))
        .deck(0, &[FIRE, DREEPY, FIRE, FIRE, DREEPY])
        .attacking(1, 1);
    assert_eq!(game.board(SEAT_1).deck().len(), 1);
    assert_eq!(game.board(SEAT_1).discard().len(), 4);
    // The top 4 (the deck's first cards) hold 3 Fire Energy: 60 + 90.
    assert_eq!(active(&game, 1).damage(), 150);
}

#[test]
fn lively_needles_does_more_after_a_heal_this_turn() {
    // Maractus's Lively Needles: "If this Pokémon was healed during this turn, this attack does
    // 100 more damage." Potion: "Heal 30 damage from 1 of your Pokémon."
    let done = |potion: bool| {
        let maractus = mon("zsv10pt5-93").energy(&["Grass Energy"]).damage(30);
        let mut game = Pos::stocked_duel(maractus, mon(CHARIZARD_EX))
            .hand(0, &["sv1-188"])
            .game(1);
        if potion {
            let card = card(&game, "sv1-188");
            play(&mut game, &[Action::Play { card }]);
        }
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 1).damage()
    };
    // Charizard ex is weak to Grass.
    assert_eq!(done(true), 2 * (20 + 100));
    assert_eq!(done(false), 2 * 20);
}

/// Seat 2's Dreepy, with `energy`, to attack seat 1's damaged Conkeldurr V first.
fn counter(energy: &[&str]) -> altplay_tcg::game::Tcg {
    let conkeldurr = mon("pgo-74").energy(&["Fighting Energy"]).damage(30);
    Pos::stocked_duel(conkeldurr, mon(DREEPY).energy(energy))
        .top("turn_of = 2")
        .game(1)
}

#[test]
fn counter_does_as_much_more_as_the_last_turns_attacks_did() {
    // Conkeldurr V's Counter: "If this Pokémon was damaged by an attack during your opponent's
    // last turn, this attack does that much more damage." Dreepy's Petty Grudge does 10.
    let mut game = counter(&["Psychic Energy"]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 0).damage(), 30 + 10);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 20 + 10);
    // Not damaged during that turn: 20 alone, though damage counters are on it.
    let mut game = counter(&[]);
    play(&mut game, &[Action::EndTurn]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 20);
}
