//! Abilities given and evolution rules that kept Standard cards from playing (issue 29, point
//! 4, the sixth pass): each test plays the real card that prints the text.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::Action;
use common::*;

/// Lucario ex (250 HP): a Pokémon with no text that matters here.
const LUCARIO_EX: &str = "sv7-82";
/// Latios (Retreat Cost 1): "Once during your turn, when your Mega Latias ex moves from your
/// Bench to the Active Spot, you may use this Ability. Move any amount of Energy from your
/// Benched Pokémon to your Active Pokémon."
const LATIOS: &str = "me1-101";
const MEGA_LATIAS_EX: &str = "me1-100";

/// Latios retreating to the Bench's first Pokémon (Mega Latias ex, else Lucario ex, the other
/// second), answering every choice with the first offered: the Energy then on Mega Latias ex
/// and on Lucario ex.
fn latios_retreats_to(mega_latias_first: bool) -> (usize, usize) {
    let mega = mon(MEGA_LATIAS_EX);
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 2]);
    let (first, second) = match mega_latias_first {
        true => (mega, lucario),
        false => (lucario, mega),
    };
    let mut game = Pos::duel(mon(LATIOS).energy(&["Fire Energy"]), mon(LUCARIO_EX))
        .bench(0, first)
        .bench(0, second)
        .decks(&["Grass Energy"; 3])
        .game(1);
    let to = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to }]);
    answering_first(&mut game);
    let board = game.board(Seat(0));
    let on = |printed: &str| {
        let card = card(&game, printed);
        let mut mine = board.bench().iter().chain(board.active());
        mine.find(|p| p.card() == card)
            .map_or(0, |p| p.energy().len())
    };
    (on(MEGA_LATIAS_EX), on(LUCARIO_EX))
}

#[test]
fn latios_moves_energy_to_mega_latias_ex_moving_up() {
    // Latios's Fire Energy paid its retreat; Lucario's 2 Fighting Energy move to Mega Latias ex.
    assert_eq!(latios_retreats_to(true), (2, 0));
    // Lucario ex moving up sets nothing off: its Energy stays.
    assert_eq!(latios_retreats_to(false), (0, 2));
}

#[test]
fn huntail_keeps_the_basic_water_energy_of_a_water_pokemon_knocked_out() {
    // "When 1 of your Water Pokémon is Knocked Out by damage from an attack from your
    // opponent's Pokémon, you may put all Basic Water Energy attached to that Pokémon into your
    // hand instead of the discard pile." Lucario ex's Aura Knuckle (120) Knocks Out Clauncher
    // (80 HP), which holds 2 Water Energy and a Fire Energy.
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let clauncher = mon("me1-37").energy(&["Water Energy", "Water Energy", "Fire Energy"]);
    let hands_and_discards = |bench: &str| {
        let mut game = Pos::stocked_duel(lucario.clone(), clauncher.clone())
            .bench(1, mon(bench))
            .attacking(1, 1);
        answering_first(&mut game);
        let theirs = game.board(SEAT_2);
        (theirs.hand().len(), theirs.discard().len())
    };
    // Huntail on the Bench: the 2 Water Energy go to the hand (with the card drawn for the turn
    // after), Clauncher and the Fire Energy to the discard pile.
    assert_eq!(hands_and_discards("sv10-55"), (3, 2));
    // Clamperl has no such Ability: all 4 cards are discarded.
    assert_eq!(hands_and_discards("sv10-54"), (1, 4));
}

#[test]
fn forest_of_vitality_evolves_a_grass_pokemon_the_turn_it_is_played_but_not_on_the_first() {
    // "Each player's Grass Pokémon can evolve into Grass Pokémon during the turn they play
    // those Pokémon, except during their first turn." Bulbasaur, benched this turn, and Ivysaur
    // in the hand.
    let evolvable = |pos: Pos| {
        let game = pos
            .bench(0, mon("me1-1").new_this_turn())
            .hand(0, &["me1-2"])
            .decks(&["Grass Energy"; 3])
            .game(1);
        let (card, target) = (card(&game, "me1-2"), bench_uid(&game, 0, 0));
        legal(&game).contains(&Action::Evolve { card, target })
    };
    let duel = || Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX));
    assert!(evolvable(duel().stadium("me1-117")));
    assert!(!evolvable(duel()), "TCG-7 without the Stadium");
    assert!(
        !evolvable(duel().stadium("me1-117").top("turn = 1")),
        "TCG-5 on the player's first turn"
    );
}

#[test]
fn ditto_puts_a_basic_pokemon_of_the_deck_in_its_place_on_the_first_turn() {
    // "Once during your first turn, if this Pokémon is in the Active Spot, you may search your
    // deck and choose a Basic Pokémon you find there, except any Ditto. If you do, discard this
    // Pokémon and all attached cards, and put the chosen Pokémon in its place. Then, shuffle
    // your deck."
    let ditto = "sv4pt5-201";
    let game_on = |turn: &str, deck: &[&str]| {
        Pos::duel(mon(ditto).energy(&["Fire Energy"]), mon(LUCARIO_EX))
            .deck(0, deck)
            .deck(1, &["Grass Energy"; 3])
            .top(turn)
            .game(1)
    };
    let use_it = |game: &altplay_tcg::game::Tcg| Action::Ability {
        pokemon: active(game, 0).uid(),
        index: 0,
    };
    let deck = ["me1-37", ditto, "Grass Energy"];
    let later = game_on("turn = 3", &deck);
    assert!(
        !legal(&later).contains(&use_it(&later)),
        "not after the first turn"
    );
    // Another Ditto is not found: this one stays.
    let mut alone = game_on("turn = 1", &[ditto, "Grass Energy"]);
    let ability = use_it(&alone);
    play(&mut alone, &[ability]);
    answering_first(&mut alone);
    assert_eq!(active(&alone, 0).card(), card(&alone, ditto));
    assert_eq!(active(&alone, 0).energy().len(), 1);
    let mut game = game_on("turn = 1", &deck);
    let ability = use_it(&game);
    play(&mut game, &[ability]);
    let mut offered_each = Vec::new();
    while !offered(&game).is_empty() || legal(&game).contains(&Action::Yes) {
        offered_each.push(offered(&game));
        answering_first(&mut game);
    }
    assert!(
        offered_each
            .iter()
            .all(|cards| cards.iter().all(|&c| c == card(&game, "me1-37"))),
        "only Clauncher, a Basic Pokémon but Ditto: {offered_each:?}"
    );
    assert_eq!(active(&game, 0).card(), card(&game, "me1-37"));
    assert!(active(&game, 0).energy().is_empty());
    let discard = game.board(Seat(0)).discard();
    assert_eq!(discard.len(), 2, "Ditto and its Fire Energy");
    assert!(discard.contains(&card(&game, ditto)));
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn eevee_ex_evolves_into_a_pokemon_ex_that_evolves_from_eevee() {
    // "This Pokémon can evolve into any Pokémon ex that evolves from Eevee if you play it from
    // your hand onto this Pokémon. (This Pokémon can't evolve during your first turn or the
    // turn you play it.)" Sylveon ex (sv8pt5-41) and Sylveon (sv6pt5-22) both evolve from
    // Eevee; no plain Eevee is in the game.
    let evolvable = |eevee_ex: Mon, evolution: &str| {
        let game = Pos::duel(eevee_ex, mon(LUCARIO_EX))
            .hand(0, &[evolution])
            .decks(&["Grass Energy"; 3])
            .game(1);
        let (card, target) = (card(&game, evolution), active(&game, 0).uid());
        legal(&game).contains(&Action::Evolve { card, target })
    };
    let eevee_ex = || mon("sv8pt5-167");
    assert!(evolvable(eevee_ex(), "sv8pt5-41"));
    assert!(
        !evolvable(eevee_ex(), "sv6pt5-22"),
        "Sylveon is no Pokémon ex"
    );
    assert!(
        !evolvable(eevee_ex().new_this_turn(), "sv8pt5-41"),
        "TCG-7: not the turn it is played"
    );
    // Once evolved, Sylveon ex stands on Eevee ex.
    let mut game = Pos::duel(eevee_ex(), mon(LUCARIO_EX))
        .hand(0, &["sv8pt5-41"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (card, target) = (card(&game, "sv8pt5-41"), active(&game, 0).uid());
    play(&mut game, &[Action::Evolve { card, target }]);
    answering_first(&mut game);
    assert_eq!(active(&game, 0).card(), card);
}
