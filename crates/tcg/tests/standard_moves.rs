//! The Standard cards that move damage counters or Energy (issue 29, the "moves" family): each
//! test plays the real card that prints the text, through a position.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, InPlay, Tcg};
use common::*;

/// Lucario ex (250 HP): an opponent with nothing to say here.
const LUCARIO_EX: &str = "sv7-82";
/// Slowbro (100 HP): "As often as you like during your turn, you may move 1 damage counter from
/// 1 of your other Pokémon to this Pokémon."
const SLOWBRO: &str = "sv4pt5-117";
/// Team Rocket's Orbeetle (130 HP): "As often as you like during your turn, you may move 1
/// damage counter from 1 of your Team Rocket's Pokémon to another of your Pokémon."
const TR_ORBEETLE: &str = "sv10-198";
/// Team Rocket's Ekans (70 HP, no Ability).
const TR_EKANS: &str = "sv10-112";
/// Hisuian Arcanine V (230 HP): "As often as you like during your turn, you may move a
/// Fighting Energy from 1 of your other Pokémon to this Pokémon."
const HISUIAN_ARCANINE_V: &str = "swsh12-179";

/// Seat 1's Benched Pokémon `i`.
fn benched(game: &Tcg, i: usize) -> &InPlay {
    &game.board(Seat(0)).bench()[i]
}

/// The active Pokémon's first ability, used.
fn use_ability(game: &Tcg) -> Action {
    Action::Ability {
        pokemon: active(game, 0).uid(),
        index: 0,
    }
}

#[test]
fn slowbro_takes_counters_from_its_other_pokemon_one_use_at_a_time() {
    let mut game = Pos::duel(mon(SLOWBRO).damage(10), mon(LUCARIO_EX))
        .bench(0, mon(TR_EKANS).damage(20))
        .bench(0, mon(TR_EKANS).damage(10))
        .bench(0, mon(LUCARIO_EX))
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (ekans, other_ekans) = (bench_uid(&game, 0, 0), bench_uid(&game, 0, 1));
    let use_it = use_ability(&game);
    play(&mut game, &[use_it, Action::Yes]);
    let mut from = pokemon_offered(&game);
    from.sort_unstable();
    assert_eq!(
        from,
        vec![ekans, other_ekans],
        "its other Pokémon with a counter"
    );
    play(&mut game, &[Action::PickPokemon { pokemon: ekans }]);
    assert_eq!(active(&game, 0).damage(), 20);
    assert_eq!(benched(&game, 0).damage(), 10);
    play(
        &mut game,
        &[use_it, Action::Yes, Action::PickPokemon { pokemon: ekans }],
    );
    // Only the other Ekans has a counter left: taken without asking.
    play(&mut game, &[use_it, Action::Yes]);
    assert_eq!(active(&game, 0).damage(), 40);
    assert!(game.board(Seat(0)).bench().iter().all(|p| p.damage() == 0));
    assert!(
        !active_ability_offered(&game, 0),
        "no other Pokémon has a damage counter left"
    );
}

#[test]
fn team_rockets_orbeetle_moves_counters_a_bounded_number_of_times_a_turn() {
    // Counters moved back and forth could loop: a turn moves at most as many times as its
    // owner's Pokémon have counters (here 2).
    let mut game = Pos::duel(mon(TR_ORBEETLE).damage(10), mon(LUCARIO_EX))
        .bench(0, mon(TR_EKANS).damage(10))
        .bench(0, mon(LUCARIO_EX))
        .decks(&["Grass Energy"; 3])
        .game(1);
    let orbeetle = active(&game, 0).uid();
    let (ekans, lucario) = (bench_uid(&game, 0, 0), bench_uid(&game, 0, 1));
    let use_it = use_ability(&game);
    play(&mut game, &[use_it, Action::Yes]);
    let from = pokemon_offered(&game);
    assert!(from.contains(&ekans), "a Team Rocket's Pokémon");
    assert!(!from.contains(&lucario), "no Team Rocket's Pokémon");
    play(&mut game, &[Action::PickPokemon { pokemon: ekans }]);
    assert!(!pokemon_offered(&game).contains(&ekans), "another one");
    play(&mut game, &[Action::PickPokemon { pokemon: orbeetle }]);
    assert_eq!(active(&game, 0).damage(), 20);
    assert_eq!(benched(&game, 0).damage(), 0);
    // Orbeetle is the one damaged now: picked without asking.
    play(
        &mut game,
        &[use_it, Action::Yes, Action::PickPokemon { pokemon: ekans }],
    );
    assert_eq!(active(&game, 0).damage(), 10);
    assert_eq!(benched(&game, 0).damage(), 10);
    assert!(
        !active_ability_offered(&game, 0),
        "2 moves for 2 counters this turn"
    );
}

#[test]
fn hisuian_arcanine_v_pulls_fighting_energy_from_its_other_pokemon() {
    let mut game = Pos::duel(
        mon(HISUIAN_ARCANINE_V).energy(&["Fighting Energy"]),
        mon(LUCARIO_EX),
    )
    .bench(
        0,
        mon(TR_EKANS).energy(&["Fighting Energy", "Grass Energy"]),
    )
    .decks(&["Grass Energy"; 3])
    .game(1);
    let arcanine = active(&game, 0).uid();
    let use_it = use_ability(&game);
    play(&mut game, &[use_it, Action::Yes]);
    assert!(!pokemon_offered(&game).contains(&arcanine));
    answering_first(&mut game);
    assert_eq!(active(&game, 0).energy().len(), 2);
    assert_eq!(benched(&game, 0).energy().len(), 1);
    assert!(
        !active_ability_offered(&game, 0),
        "Ekans has only a Grass Energy left"
    );
}

/// Energy on a seat's Pokémon in play.
fn energy_in_play(game: &Tcg, seat: u8) -> Vec<usize> {
    let board = game.board(Seat(seat));
    let mut energy: Vec<usize> = board.active().iter().map(|p| p.energy().len()).collect();
    energy.extend(board.bench().iter().map(|p| p.energy().len()));
    energy
}

#[test]
fn wyrdeer_v_gathers_any_amount_of_energy_as_it_moves_up() {
    // "Once during your turn, when this Pokémon moves from your Bench to the Active Spot, you
    // may move any amount of Energy from your other Pokémon to it."
    let mut game = Pos::duel(mon(TR_EKANS).energy(&["Grass Energy"; 3]), mon(LUCARIO_EX))
        .bench(0, mon("swsh10-180"))
        .bench(0, mon(LUCARIO_EX).energy(&["Fighting Energy"]))
        .decks(&["Grass Energy"; 3])
        .game(1);
    let wyrdeer = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to: wyrdeer }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 0).uid(), wyrdeer);
    // Ekans paid 1 of its 3 for the retreat; the other 3 moved one by one.
    assert_eq!(energy_in_play(&game, 0), vec![3, 0, 0]);
}

#[test]
fn iron_leaves_ex_switches_in_and_may_stop_moving_energy() {
    // "When you play this Pokémon from your hand onto your Bench during your turn, you may
    // switch it with your Active Pokémon. If you do, you may move any amount of Energy from
    // your other Pokémon to this Pokémon."
    let mut game = Pos::duel(mon(TR_EKANS).energy(&["Grass Energy"; 2]), mon(LUCARIO_EX))
        .hand(0, &["sv8pt5-176"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let leaves = card(&game, "sv8pt5-176");
    // Switched in; Energy moved; one Energy (Ekans's, found alone), then the player stops.
    let yes = [Action::Yes; 3];
    play(&mut game, &[Action::Bench { card: leaves }]);
    play(&mut game, &yes);
    assert_eq!(active(&game, 0).card(), leaves, "switched in");
    play(&mut game, &[Action::Done]);
    assert_eq!(energy_in_play(&game, 0), vec![1, 1]);
}

#[test]
fn damage_pump_moves_up_to_2_counters_off_1_pokemon_in_any_way() {
    // "Move up to 2 damage counters from 1 of your Pokémon to your other Pokémon in any way
    // you like."
    let mut game = Pos::duel(mon(TR_EKANS).damage(30), mon(LUCARIO_EX))
        .bench(0, mon(LUCARIO_EX))
        .bench(0, mon(SLOWBRO))
        .hand(0, &["swsh11-156"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (ekans, lucario, slowbro) = (
        active(&game, 0).uid(),
        bench_uid(&game, 0, 0),
        bench_uid(&game, 0, 1),
    );
    play_card(&mut game, "swsh11-156");
    // Ekans, the one damaged Pokémon, is picked without asking; the counters go elsewhere.
    play(&mut game, &[Action::Yes]);
    assert!(!pokemon_offered(&game).contains(&ekans));
    play(
        &mut game,
        &[
            Action::PickPokemon { pokemon: lucario },
            Action::Yes,
            Action::PickPokemon { pokemon: slowbro },
        ],
    );
    assert_eq!(active(&game, 0).damage(), 10);
    assert_eq!(benched(&game, 0).damage(), 10);
    assert_eq!(benched(&game, 1).damage(), 10);
}

#[test]
fn sableye_moves_the_opponents_benched_counters_to_their_active() {
    // Damage Collection: "You may move any number of damage counters from your opponent's
    // Benched Pokémon to their Active Pokémon."
    let mut game = Pos::duel(
        mon("sv5-107").energy(&["Darkness Energy"; 2]),
        mon(LUCARIO_EX),
    )
    .bench(1, mon(TR_EKANS).damage(20))
    .bench(1, mon(TR_EKANS).damage(10))
    .decks(&["Grass Energy"; 3])
    .attacking(1, 1);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 30);
    let theirs = game.board(SEAT_2).bench();
    assert!(theirs.iter().all(|p| p.damage() == 0), "all 3 moved");
}

/// Goldeen (50 HP): Festival Lead, "If Festival Grounds is in play, this Pokémon may use an
/// attack it has twice. …"; Whirlpool does 10 for Colorless Colorless.
const GOLDEEN: &str = "sv8pt5-20";
const FESTIVAL_GROUNDS: &str = "sv6-149";

/// Goldeen attacking seat 2's `theirs` (and its Benched Ekans), with or without Festival
/// Grounds.
fn goldeen_against(theirs: Mon, festival: bool) -> Tcg {
    let pos = Pos::duel(mon(GOLDEEN).energy(&["Water Energy"; 2]), theirs)
        .bench(1, mon(TR_EKANS))
        .hand(0, &["Grass Energy"])
        .decks(&["Grass Energy"; 3]);
    let pos = match festival {
        true => pos.stadium(FESTIVAL_GROUNDS),
        false => pos,
    };
    pos.attacking(0, 1)
}

#[test]
fn goldeen_attacks_twice_while_festival_grounds_is_in_play() {
    let mut game = goldeen_against(mon(LUCARIO_EX), true);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 10);
    assert_eq!(game.current(), Seat(0), "its turn goes on");
    // Only the second attack, or the turn's end: no Energy attached, no retreat.
    assert_eq!(
        legal(&game),
        vec![Action::Attack { index: 0 }, Action::EndTurn]
    );
    let energy = game.board(Seat(0)).hand()[0];
    let target = active(&game, 0).uid();
    assert!(
        game.act(&Action::Attach {
            card: energy,
            target
        })
        .is_err()
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 20);
    assert_eq!(game.current(), SEAT_2, "two attacks, then the turn ends");
}

#[test]
fn goldeen_attacks_once_without_festival_grounds() {
    let mut game = goldeen_against(mon(LUCARIO_EX), false);
    answering_first(&mut game);
    assert_eq!(game.current(), SEAT_2);
}

#[test]
fn goldeen_attacks_the_new_active_pokemon_after_a_knock_out() {
    // "If the first attack Knocks Out your opponent's Active Pokémon, you may attack again
    // after your opponent chooses a new Active Pokémon."
    let mut game = goldeen_against(mon(TR_EKANS).damage(60), true);
    answering_first(&mut game);
    assert_eq!(game.current(), Seat(0));
    assert_eq!(active(&game, 1).damage(), 0, "the new Active Pokémon");
    play(&mut game, &[Action::Attack { index: 0 }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 10);
}

#[test]
fn thwackey_searches_while_the_active_pokemon_has_festival_lead() {
    // "Once during your turn, if your Active Pokémon has the Festival Lead Ability, you may
    // search your deck for a card and put it into your hand. Then, shuffle your deck."
    let searches = |active: &str| {
        let game = Pos::duel(mon(active), mon(LUCARIO_EX))
            .bench(0, mon("sv6-15"))
            .decks(&["Grass Energy"; 3])
            .game(1);
        let thwackey = Action::Ability {
            pokemon: bench_uid(&game, 0, 0),
            index: 0,
        };
        legal(&game).contains(&thwackey)
    };
    assert!(searches(GOLDEEN));
    assert!(!searches(TR_EKANS));
}
