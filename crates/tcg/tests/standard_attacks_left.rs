//! The attack texts of Standard cards left unplayable after the first pass of issue 29: each
//! test plays the real card that prints the text.

mod common;

use altplay_core::{Game, Seat, ToMove};
use altplay_tcg::game::Action;
use common::*;

/// Lucario ex (250 HP, weak to Psychic only, no Resistance).
const LUCARIO_EX: &str = "sv7-82";
/// Charizard (170 HP, Fire, weak to Water only).
const CHARIZARD: &str = "swsh4-25";

/// Seat 1's Active `attacker` attacks seat 2's `defender`.
fn against(defender: &str, attacker: Mon) -> Pos {
    Pos::duel(attacker, mon(defender))
        .deck(0, &["Grass Energy"; 2])
        .deck(1, &["Grass Energy"; 2])
        .prizes(0, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
}

#[test]
fn tsareena_ex_leaves_the_pokemon_picked_with_30_hp() {
    // Icicle Sole: "Put damage counters on 1 of your opponent's Pokémon until its remaining HP
    // is 30."
    let pos = against(CHARIZARD, mon("sv4-220").energy(&["Grass Energy"]))
        .bench(1, mon(LUCARIO_EX).damage(50));
    let mut game = pos.game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let lucario = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: lucario }]);
    assert_eq!(game.board(SEAT_2).bench()[0].damage(), 250 - 30);
    assert_eq!(
        active(&game, 1).damage(),
        0,
        "the Active Pokémon not picked"
    );
}

#[test]
fn palossand_ex_leaves_each_benched_pokemon_with_100_hp() {
    // Barite Jail: "Put damage counters on each of your opponent's Benched Pokémon until its
    // remaining HP is 100."
    let palossand = mon("sv8-221").energy(&["Water Energy", "Psychic Energy", "Fighting Energy"]);
    let pos = against(CHARIZARD, palossand)
        .bench(1, mon(LUCARIO_EX).damage(100))
        .bench(1, mon(CHARIZARD))
        .bench(1, mon(CHARIZARD).damage(90));
    let game = pos.attacking(1, 1);
    let damage: Vec<u16> = game
        .board(SEAT_2)
        .bench()
        .iter()
        .map(|p| p.damage())
        .collect();
    assert_eq!(
        damage,
        [150, 70, 90],
        "each its own count; none below 100 HP"
    );
    assert_eq!(active(&game, 1).damage(), 0);
}

#[test]
fn melmetal_vmax_does_more_for_extra_metal_energy() {
    // G-Max Juggernaut: "This attack does 60 more damage for each extra Metal Energy attached
    // to this Pokémon (in addition to this attack's cost). You can't add more than 120 damage
    // in this way."
    let done = |n: usize| {
        let melmetal = mon("pgo-80").energy(&vec!["Metal Energy"; n]);
        active(&against(LUCARIO_EX, melmetal).attacking(0, 1), 1).damage()
    };
    assert_eq!(done(3), 160);
    assert_eq!(done(4), 160 + 60);
}

#[test]
fn umbreon_ex_takes_a_prize_card() {
    // Onyx: "Discard all Energy from this Pokémon, and take a Prize card."
    let umbreon =
        mon("sv8pt5-161").energy(&["Lightning Energy", "Psychic Energy", "Darkness Energy"]);
    let pos = against(CHARIZARD, umbreon);
    let game = pos.attacking(1, 1);
    assert_eq!(game.board(Seat(0)).prizes().len(), 1);
    assert!(active(&game, 0).energy().is_empty());
    let last = against(
        CHARIZARD,
        mon("sv8pt5-161").energy(&["Lightning Energy", "Psychic Energy", "Darkness Energy"]),
    )
    .prizes(0, &["Grass Energy"]);
    let game = last.attacking(1, 1);
    assert_eq!(
        game.outcome().and_then(|o| o.winner()),
        Some(game.team_of(Seat(0))),
        "taking the last Prize card wins"
    );
}

#[test]
fn chi_yu_ex_attaches_fire_energy_from_the_deck_to_each_pokemon_chosen() {
    // Flame Surge: "Choose up to 3 of your Benched Pokémon. For each of those Pokémon, search
    // your deck for a Basic Fire Energy card and attach it to that Pokémon. Then, shuffle your
    // deck."
    let chi_yu = mon("sv4pt5-241").energy(&["Fire Energy"; 2]);
    let pos = against(LUCARIO_EX, chi_yu)
        .bench(0, mon(CHARIZARD))
        .bench(0, mon(CHARIZARD))
        .deck(0, &["Fire Energy", "Fire Energy", "Grass Energy"]);
    let mut game = pos.game(1);
    play(&mut game, &[Action::Attack { index: 1 }]);
    let benched = [bench_uid(&game, 0, 0), bench_uid(&game, 0, 1)];
    for pokemon in benched {
        play(&mut game, &[Action::PickPokemon { pokemon }]);
    }
    answering_first(&mut game);
    let attached: Vec<usize> = (game.board(Seat(0)).bench().iter())
        .map(|p| p.energy().len())
        .collect();
    assert_eq!(attached, [1, 1]);
    assert_eq!(game.board(Seat(0)).deck().len(), 1, "the Grass Energy left");
}

#[test]
fn banette_has_the_opponent_shuffle_3_cards_of_their_choice_into_their_deck() {
    // Cursed Words: "Your opponent chooses 3 cards from their hand and shuffles those cards into
    // their deck."
    let pos = against(LUCARIO_EX, mon("sv9-60").energy(&["Psychic Energy"])).hand(
        1,
        &[
            "Grass Energy",
            "Fire Energy",
            "Water Energy",
            "Lightning Energy",
        ],
    );
    let mut game = pos.game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(game.to_move(), ToMove::Seat(SEAT_2), "the opponent chooses");
    let first = offered(&game);
    assert_eq!(first.len(), 4, "any card of their hand");
    answering_first(&mut game);
    let board = game.board(SEAT_2);
    assert_eq!(board.deck().len(), 2 + 3 - 1, "and drew for their turn");
    assert_eq!(board.hand().len(), 1 + 1);
}

#[test]
fn roaring_moon_counts_ancient_cards_in_the_discard_pile() {
    // Vengeance Fletching: "This attack does 10 more damage for each Ancient card in your
    // discard pile."
    let moon = mon("sv8pt5-65").energy(&["Darkness Energy"; 2]);
    // Great Tusk (an Ancient Pokémon), Professor Sada's Vitality (an Ancient Supporter),
    // Charizard (neither).
    let pos = against(LUCARIO_EX, moon).discard(0, &["sv8pt5-55", "sv4-170", CHARIZARD]);
    assert_eq!(active(&pos.attacking(0, 1), 1).damage(), 70 + 2 * 10);
}

#[test]
fn enamorus_does_more_when_the_sides_share_a_type() {
    // Love Resonance: "If any of your Pokémon in play are the same type as any of your
    // opponent's Pokémon in play, this attack does 120 more damage."
    let enamorus = || mon("sv6-180").energy(&["Psychic Energy"; 3]);
    // A Fire Pokémon on each side: 80 + 120 Knocks Out Charizard (170 HP), the last Pokémon
    // of its side.
    let shared = against(CHARIZARD, enamorus()).bench(0, mon(CHARIZARD));
    let game = shared.attacking(1, 1);
    assert_eq!(
        game.outcome().and_then(|o| o.winner()),
        Some(game.team_of(Seat(0)))
    );
    let apart = against(CHARIZARD, enamorus());
    assert_eq!(active(&apart.attacking(1, 1), 1).damage(), 80);
}

#[test]
fn crawdaunt_attacks_for_one_darkness_energy_while_damaged() {
    // Cutting Riposte (Darkness Darkness Colorless): "If this Pokémon has any damage counters on
    // it, this attack can be used for Darkness."
    let crawdaunt = || mon("me1-85").energy(&["Darkness Energy"]);
    let riposte = Action::Attack { index: 1 };
    let damaged = against(LUCARIO_EX, crawdaunt().damage(10)).game(1);
    assert!(legal(&damaged).contains(&riposte));
    let unharmed = against(LUCARIO_EX, crawdaunt()).game(1);
    assert!(!legal(&unharmed).contains(&riposte));
}

#[test]
fn lucario_does_more_after_a_fighting_pokemon_was_knocked_out_last_turn() {
    // Avenging Knuckle: "If any of your Fighting Pokémon were Knocked Out by damage from an
    // attack during your opponent's last turn, this attack does 120 more damage." Seat 2's
    // Kommo-o (160 HP) uses War Cry (120 damage with fewer Pokémon in play, else 30) on seat
    // 1's Active: a Passimian (Fighting) or an Enamorus it Knocks Out, Lucario taking its place;
    // or Lucario itself.
    let lucario = || mon("sv4pt5-174").energy(&["Fighting Energy"]);
    let after = |first: Mon, bench: Option<Mon>| {
        let mut game = Pos::duel(first, mon("sm4-77").energy(&["Fighting Energy"; 2]))
            .top("turn_of = 2")
            .decks(&["Grass Energy"; 2])
            .prizes(0, &["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .benched(0, bench)
            .game(1);
        play(&mut game, &[Action::Attack { index: 0 }]);
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 1).damage()
    };
    assert_eq!(after(mon("sm1-73"), Some(lucario())), 30 + 120);
    assert_eq!(
        after(mon("sv6-180"), Some(lucario())),
        30,
        "Enamorus: not Fighting"
    );
    assert_eq!(after(lucario(), None), 30, "none Knocked Out");
}

#[test]
fn sylveon_ex_cant_use_angelite_twice_in_a_row() {
    // Angelite: "Choose 2 of your opponent's Benched Pokémon. Shuffle those Pokémon and all
    // attached cards into your opponent's deck. If 1 of your Pokémon used Angelite during your
    // last turn, this attack can't be used."
    let sylveon = mon("sv8pt5-156").energy(&["Water Energy", "Lightning Energy", "Psychic Energy"]);
    let pos = against(LUCARIO_EX, sylveon)
        .bench(1, mon(CHARIZARD))
        .bench(1, mon(CHARIZARD))
        .bench(1, mon(CHARIZARD));
    let mut game = pos.game(1);
    let angelite = Action::Attack { index: 1 };
    play(&mut game, &[angelite]);
    answering_first(&mut game);
    assert_eq!(
        game.board(SEAT_2).bench().len(),
        1,
        "2 shuffled into the deck"
    );
    assert_eq!(game.board(SEAT_2).deck().len(), 2 + 2 - 1, "and 1 drawn");
    play(&mut game, &[Action::EndTurn]);
    let offered = legal(&game);
    assert!(!offered.contains(&angelite), "used last turn");
    assert!(offered.contains(&Action::Attack { index: 0 }));
}

#[test]
fn toxtricity_counts_the_types_on_its_bench() {
    // Loud Mix: "This attack does 30 more damage for each different type of Pokémon on your
    // Bench." Two Charizard (Fire) and an Enamorus (Psychic): 2 types.
    let toxtricity = mon("sv4pt5-141").energy(&["Lightning Energy"; 2]);
    let pos = against(LUCARIO_EX, toxtricity)
        .bench(0, mon(CHARIZARD))
        .bench(0, mon(CHARIZARD))
        .bench(0, mon("sv6-180"))
        .bench(1, mon("sv8pt5-65"));
    assert_eq!(active(&pos.attacking(1, 1), 1).damage(), 50 + 2 * 30);
}

#[test]
fn polteageist_takes_items_and_tools_from_the_discard_pile() {
    // Antique Collecting: "Put up to 2 in any combination of Item cards and Pokémon Tool cards
    // from your discard pile into your hand."
    let pos = against(LUCARIO_EX, mon("sv3-98").energy(&["Psychic Energy"]))
        .discard(0, &["bw4-87", "sv1-181", "Grass Energy", CHARIZARD]);
    let mut game = pos.game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let offered = offered(&game);
    assert_eq!(offered.len(), 2, "the Tool and the Item only");
    answering_first(&mut game);
    assert_eq!(game.board(Seat(0)).hand().len(), 2);
    assert_eq!(game.board(Seat(0)).discard().len(), 2);
}

#[test]
fn origin_forme_dialga_vstar_takes_another_turn_skipping_the_checkup() {
    // Star Chronos: "Take another turn after this one. (Skip Pokémon Checkup.)"
    let dialga = mon("swsh12pt5gg-GG68")
        .energy(&["Metal Energy"; 5])
        .conditions(&["poisoned"]);
    let game = against(LUCARIO_EX, dialga).attacking(1, 1);
    assert_eq!(game.current(), Seat(0), "another turn");
    assert_eq!(
        active(&game, 0).damage(),
        0,
        "no Checkup: Poison did nothing"
    );
    assert_eq!(active(&game, 1).damage(), 220);
}

#[test]
fn koraidon_does_more_after_another_ancient_pokemon_attacked() {
    // Unrelenting Onslaught: "If 1 of your other Ancient Pokémon used an attack during your
    // last turn, this attack does 150 more damage." Seat 1's Great Tusk (Ancient) attacks or
    // not; seat 2's Kommo-o (160 HP) Knocks it Out with War Cry; Koraidon takes its place.
    let after = |attacks: bool| {
        let tusk = mon("sv8pt5-55").energy(&["Fighting Energy"; 2]).damage(20);
        let koraidon = mon("sv8-116").energy(&["Fighting Energy"; 2]);
        let mut game = Pos::duel(tusk, mon("sm4-77").energy(&["Fighting Energy"; 2]))
            .bench(0, koraidon)
            .decks(&["Grass Energy"; 4])
            .prizes(0, &["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .game(1);
        let first = if attacks {
            Action::Attack { index: 0 }
        } else {
            Action::EndTurn
        };
        play(&mut game, &[first, Action::Attack { index: 0 }]);
        assert_eq!(game.current(), Seat(0), "Koraidon Active");
        play(&mut game, &[Action::Attack { index: 0 }]);
        game
    };
    let game = after(true);
    assert_eq!(
        game.outcome().and_then(|o| o.winner()),
        Some(game.team_of(Seat(0))),
        "30 + 150 Knocks Out Kommo-o, gone though Great Tusk is"
    );
    assert_eq!(active(&after(false), 1).damage(), 30);
}
