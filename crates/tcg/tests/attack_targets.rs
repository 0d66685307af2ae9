//! Attacks and abilities that reach other Pokémon, switch, copy or set off on evolving, played
//! from positions with the real cards that print them.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, Rules, Step, Table, Tcg, UsedAttack};
use common::*;

const WATER: [&str; 4] = ["Water Energy"; 4];

#[test]
fn bruxish_damages_the_benched_pokemon_that_share_a_type_with_the_active_one() {
    // Synchronoise: "This attack does 20 damage to each of your opponent's Benched Pokémon
    // that shares a type with your opponent's Active Pokémon."
    let game = Pos::duel(mon("sm3-38").energy(&["Water Energy"; 3]), mon("swsh1-51"))
        .decks(&WATER)
        .bench(1, mon("sm3-38"))
        .bench(1, mon("swsh1-11"))
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 60);
    let bench = &game.board(Seat(1)).bench();
    assert_eq!(
        bench[0].damage(),
        20,
        "Bruxish is a Water Pokémon like Qwilfish"
    );
    assert_eq!(bench[1].damage(), 0, "Grookey is not");
}

#[test]
fn kingdra_picks_only_among_the_damaged_pokemon() {
    // Brine: "This attack does 90 damage to 1 of your opponent's Pokémon that has any damage
    // counters on it."
    let mut game = Pos::duel(
        mon("sm3-31")
            .energy(&["Water Energy"])
            .under(&["sm3-29", "sm3-30"]),
        mon("swsh1-140").damage(10),
    )
    .decks(&WATER)
    .bench(1, mon("swsh1-140").damage(10))
    .bench(1, mon("swsh1-140"))
    .attacking(0, 1);
    let undamaged = bench_uid(&game, 1, 1);
    assert!(
        game.act(&Action::PickPokemon { pokemon: undamaged })
            .is_err(),
        "a Pokémon with no damage counters is not a choice"
    );
    let damaged = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: damaged }]);
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 100);
    assert_eq!(active(&game, 1).damage(), 10);
}

#[test]
fn barraskewda_counts_the_damage_counters_on_the_pokemon_it_picks() {
    // Targeted Skewer: "This attack does 20 damage to 1 of your opponent's Benched Pokémon
    // for each damage counter on that Pokémon."
    let mut game = Pos::duel(
        mon("swsh4-42")
            .energy(&["Water Energy"])
            .under(&["swsh4-41"]),
        mon("swsh1-140").damage(50),
    )
    .decks(&WATER)
    .bench(1, mon("swsh1-140").damage(30))
    .bench(1, mon("swsh1-140"))
    .attacking(0, 1);
    let picked = bench_uid(&game, 1, 0);
    play(&mut game, &[Action::PickPokemon { pokemon: picked }]);
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 30 + 3 * 20);
    assert_eq!(
        active(&game, 1).damage(),
        50,
        "the Active Pokémon's counters count not"
    );
}

/// Golduck's Swim against a side whose Benched Snorlax has `bench_energy`.
fn swim(bench_energy: &str) -> Tcg {
    Pos::duel(
        mon("sm9-27")
            .under(&["sm9-26"])
            .energy(&["Water Energy"; 3]),
        mon("swsh1-140"),
    )
    .decks(&WATER)
    .bench(1, mon("swsh1-140").energy(&[bench_energy]))
    .game(1)
}

#[test]
fn golduck_may_do_its_damage_to_the_bench_instead_when_a_water_energy_is_attached() {
    // Swim: "If any of your opponent's Pokémon have any Water Energy attached to them, you may
    // do 90 damage to 1 of your opponent's Benched Pokémon instead of their Active Pokémon."
    let mut game = swim("Water Energy");
    play(&mut game, &[Action::Attack { index: 1 }, Action::Yes]);
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 90);
    assert_eq!(
        active(&game, 1).damage(),
        0,
        "instead of the Active Pokémon"
    );

    let mut game = swim("Water Energy");
    play(&mut game, &[Action::Attack { index: 1 }, Action::Done]);
    assert_eq!(
        active(&game, 1).damage(),
        90,
        "declined: the Active Pokémon"
    );
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 0);

    let mut game = swim("Fire Energy");
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(
        active(&game, 1).damage(),
        90,
        "no Water Energy: no choice asked"
    );
}

#[test]
fn oricorio_spreads_a_counter_for_each_pokemon_in_the_discard_pile() {
    // Supernatural Dance: "For each Pokémon in your opponent's discard pile, put 1 damage
    // counter on your opponent's Pokémon in any way you like."
    let mut game = Pos::duel(mon("sm2-56").energy(&["Psychic Energy"]), mon("swsh1-140"))
        .decks(&WATER)
        .discard(1, &["swsh1-11", "swsh1-11", "Water Energy"])
        .bench(1, mon("swsh1-140"))
        .attacking(0, 1);
    let benched = bench_uid(&game, 1, 0);
    let active_uid = active(&game, 1).uid();
    play(
        &mut game,
        &[
            Action::PickPokemon { pokemon: benched },
            Action::PickPokemon {
                pokemon: active_uid,
            },
        ],
    );
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 10);
    assert_eq!(active(&game, 1).damage(), 10, "2 Pokémon, not the Energy");
}

#[test]
fn oricorio_does_nothing_without_a_stadium() {
    // Revelation Dance: "If there is no Stadium card in play, this attack does nothing."
    let game = Pos::duel(mon("sm2-56").energy(&["Psychic Energy"]), mon("swsh1-140"))
        .decks(&WATER)
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 0);
    assert_eq!(game.current(), SEAT_2, "the attack is over");
}

#[test]
fn espurr_changes_the_defending_pokemons_weakness_until_the_end_of_its_next_turn() {
    // Perplexing Eyes: "The Defending Pokémon's Weakness is now Psychic until the end of your
    // next turn. (The amount of Weakness doesn't change.)" Grookey is weak to Fire ×2; next
    // turn Skrelp (Psychic) hits it for double.
    let mut game = Pos::duel(
        mon("sm3-59").energy(&["Psychic Energy"; 2]),
        mon("swsh1-11"),
    )
    .deck(0, &["Water Energy"; 4])
    .bench(0, mon("sm6-52").energy(&["Psychic Energy"]))
    .deck(1, &["Water Energy"; 4])
    .game(1);
    play(&mut game, &[Action::Attack { index: 0 }, Action::EndTurn]);
    let skrelp = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[Action::Retreat { to: skrelp }, Action::Attack { index: 0 }],
    );
    assert_eq!(
        active(&game, 1).damage(),
        20,
        "10 times 2 for the new Weakness"
    );
}

#[test]
fn emolga_switches_only_with_a_benched_lightning_pokemon() {
    // Volt Switch: "Switch this Pokémon with 1 of your Benched Lightning Pokémon."
    let mut game = Pos::duel(
        mon("sm4-35").energy(&["Lightning Energy"]),
        mon("swsh1-140"),
    )
    .deck(0, &["Water Energy"; 4])
    .bench(0, mon("swsh1-11"))
    .bench(0, mon("sm4-35"))
    .deck(1, &["Water Energy"; 4])
    .game(1);
    let emolga = active(&game, 0).uid();
    let other = bench_uid(&game, 0, 1);
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(
        active(&game, 0).uid(),
        other,
        "Grookey is not a Lightning Pokémon"
    );
    assert!(
        game.board(Seat(0))
            .bench()
            .iter()
            .any(|p| p.uid() == emolga)
    );
    assert_eq!(active(&game, 1).damage(), 30);
}

#[test]
fn dunsparce_may_switch_when_it_benched_pokemon() {
    // Strike and Run: "Search your deck for up to 3 Basic Pokémon and put them onto your
    // Bench. Then, shuffle your deck. If you put any Pokémon onto your Bench in this way, you
    // may switch this Pokémon with 1 of your Benched Pokémon."
    let lay_out = |deck: &[&str]| {
        Pos::duel(mon("sm7-110").energy(&["Water Energy"]), mon("swsh1-140"))
            .deck(0, deck)
            .deck(1, &WATER)
            .game(1)
    };
    let mut game = lay_out(&["swsh1-11", "Water Energy", "Water Energy"]);
    let grookey = card(&game, "swsh1-11");
    play(
        &mut game,
        &[
            Action::Attack { index: 0 },
            Action::PickCard { card: grookey },
            Action::Yes,
        ],
    );
    assert_eq!(game.top(active(&game, 0)).hp, 70, "Grookey switched in");
    assert_eq!(game.board(Seat(0)).bench().len(), 1);

    let mut game = lay_out(&["Water Energy"; 2]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(game.current(), SEAT_2, "nothing benched: no switch asked");
}

#[test]
fn pidgeot_puts_the_active_pokemon_and_its_cards_into_their_hand() {
    // Spin Storm: "Your opponent puts their Active Pokémon and all cards attached to it into
    // their hand."
    let mut game = Pos::duel(
        mon("sm9-124")
            .energy(&["Water Energy"; 3])
            .under(&["sm9-121", "sm9-123"]),
        mon("swsh1-140").energy(&["Fire Energy"]),
    )
    .decks(&WATER)
    .bench(1, mon("swsh1-11"))
    .game(1);
    let hand_before = game.board(Seat(1)).hand().len();
    play(&mut game, &[Action::Attack { index: 1 }]);
    let turtonator = card(&game, "swsh1-140");
    let board = &game.board(Seat(1));
    assert!(board.hand().contains(&turtonator));
    // Snorlax and its Fire Energy, and the card drawn for the turn.
    assert_eq!(board.hand().len(), hand_before + 3);
    assert_eq!(game.top(active(&game, 1)).hp, 70, "Grookey promoted");
}

/// Seat 1 evolves its Active Pokémon with `evolution` from its hand and says yes to what that
/// lets it do.
fn evolve_the_active_and_say_yes(game: &mut Tcg, evolution: &str) {
    let card = card(game, evolution);
    let target = active(game, 0).uid();
    play(game, &[Action::Evolve { card, target }, Action::Yes]);
}

#[test]
fn salazzle_may_burn_and_poison_when_played_to_evolve() {
    // Hot Poison: "When you play this Pokémon from your hand to evolve 1 of your Pokémon
    // during your turn, you may leave your opponent's Active Pokémon Burned and Poisoned."
    let mut game = Pos::duel(mon("sm2-15"), mon("swsh1-140"))
        .hand(0, &["sm2-16"])
        .decks(&WATER)
        .game(1);
    evolve_the_active_and_say_yes(&mut game, "sm2-16");
    let defending = active(&game, 1);
    assert!(defending.conditions().has(SpecialCondition::Burned));
    assert!(defending.conditions().has(SpecialCondition::Poisoned));
}

#[test]
fn lucario_may_prevent_all_effects_of_the_next_attacks_when_played_to_evolve() {
    // Stance: "When you play this Pokémon from your hand to evolve 1 of your Pokémon during
    // your turn, you may prevent all effects of your opponent's attacks, including damage,
    // done to this Pokémon until the end of your opponent's next turn."
    let mut game = Pos::duel(mon("sm3-70"), mon("swsh1-11").energy(&["Grass Energy"; 2]))
        .hand(0, &["sm3-71"])
        .decks(&WATER)
        .game(1);
    evolve_the_active_and_say_yes(&mut game, "sm3-71");
    play(&mut game, &[Action::EndTurn, Action::Attack { index: 1 }]);
    assert_eq!(active(&game, 0).damage(), 0);
}

/// Mimikyu against Grookey, the opponent's turn first: they attack with Beat or not at all.
fn copycat(they_attack: bool) -> Tcg {
    let mut game = Pos::duel(
        mon("sm2-58").energy(&["Psychic Energy"; 2]),
        mon("swsh1-11").energy(&["Grass Energy"; 2]),
    )
    .top("turn_of = 2")
    .decks(&WATER)
    .game(1);
    let theirs = if they_attack {
        Action::Attack { index: 1 }
    } else {
        Action::EndTurn
    };
    play(&mut game, &[theirs, Action::Attack { index: 1 }]);
    game
}

#[test]
fn mimikyu_uses_the_attack_the_opponent_used_during_their_last_turn() {
    // Copycat: "If your opponent's Pokémon used an attack that isn't a GX attack during their
    // last turn, use it as this attack." Grookey's Beat does 20.
    let game = copycat(true);
    assert_eq!(active(&game, 0).damage(), 20, "Beat on Mimikyu");
    assert_eq!(active(&game, 1).damage(), 20, "Beat copied onto Grookey");

    let game = copycat(false);
    assert_eq!(
        active(&game, 1).damage(),
        0,
        "no attack last turn: nothing to copy"
    );
}

#[test]
fn mimikyu_does_not_copy_a_copying_attack() {
    // Their Mimikyu's Copycat copied nothing; copying it again would copy itself.
    let mut game = Pos::duel(
        mon("sm2-58").energy(&["Psychic Energy"; 2]),
        mon("sm2-58").energy(&["Psychic Energy"; 2]),
    )
    .top("turn_of = 2")
    .decks(&WATER)
    .game(1);
    play(
        &mut game,
        &[Action::Attack { index: 1 }, Action::Attack { index: 1 }],
    );
    assert_eq!(active(&game, 1).damage(), 0);
    assert_eq!(game.current(), SEAT_2, "the attack ended");
}

#[test]
fn turtonator_discards_fire_energy_from_any_of_its_pokemon_and_counts_it() {
    // Explosive Jet: "Discard any amount of Fire Energy from your Pokémon. This attack does 50
    // damage for each card you discarded in this way."
    let mut game = Pos::duel(mon("sm75-50").energy(&["Fire Energy"; 3]), mon("swsh1-140"))
        .deck(0, &["Water Energy"; 4])
        .bench(0, mon("swsh1-11").energy(&["Fire Energy", "Grass Energy"]))
        .bench(0, mon("swsh1-11"))
        .deck(1, &["Water Energy"; 4])
        .game(1);
    let turtonator = active(&game, 0).uid();
    let (grookey, bare) = (bench_uid(&game, 0, 0), bench_uid(&game, 0, 1));
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert!(
        game.act(&Action::PickPokemon { pokemon: bare }).is_err(),
        "a Pokémon with no Fire Energy is not a choice"
    );
    play(
        &mut game,
        &[
            Action::PickPokemon {
                pokemon: turtonator,
            },
            Action::PickPokemon { pokemon: grookey },
            Action::Done,
        ],
    );
    assert_eq!(active(&game, 1).damage(), 100, "2 cards discarded");
    assert_eq!(active(&game, 0).energy().len(), 2);
    assert_eq!(
        game.board(Seat(0)).bench()[0].energy().len(),
        1,
        "the Grass Energy stays"
    );
}

#[test]
fn manectric_may_be_placed_at_set_up_by_the_player_going_second() {
    // Electric Start: "If you go second, and if this Pokémon is in your hand when you are
    // setting up to play, you may put it face down as your Active Pokémon or on your Bench."
    let manectric = index().get("sm7-52").unwrap();
    let deck = || {
        let mut deck = theme_decks()
            .find("d-swsh1-1")
            .unwrap()
            .resolve(index())
            .unwrap();
        let trainer = deck
            .entries
            .iter()
            .position(|e| e.card.name == "Potion")
            .unwrap();
        deck.entries[trainer].card = manectric;
        deck
    };
    let table = Table::new(&[deck(), deck()], Rules::two_players()).unwrap();
    let (mut second_placed, mut first_refused) = (false, false);
    for seed in 0..200 {
        let mut game = table.start(seed, false);
        let id = card(&game, "sm7-52");
        let holds = |game: &Tcg, seat: usize| game.board(Seat(seat as u8)).hand().contains(&id);
        let winner = game.mover().unwrap().index();
        // The seat holding Manectric goes second.
        let first = if holds(&game, winner) {
            false
        } else if holds(&game, 1 - winner) {
            true
        } else {
            continue;
        };
        play(&mut game, &[Action::GoFirst { first }]);
        let mut legal = Vec::new();
        while !matches!(game.step(), Step::Turn) {
            game.legal_actions(&mut legal);
            let place = Action::Place { card: id };
            let next = match game.step() {
                Step::PlaceActive(seat) if seat != game.first() => {
                    assert!(legal.contains(&place));
                    second_placed = true;
                    place
                }
                Step::PlaceActive(seat) => {
                    if holds(&game, seat.index()) {
                        assert!(!legal.contains(&place), "the player going first may not");
                        first_refused = true;
                    }
                    *legal
                        .iter()
                        .find(|a| matches!(a, Action::Place { .. }))
                        .unwrap()
                }
                _ => Action::Done,
            };
            play(&mut game, &[next]);
        }
        let second = 1 - game.first().index();
        assert_eq!(
            game.board(Seat(second as u8)).active().unwrap().stack()[0],
            id
        );
        if first_refused {
            break;
        }
    }
    assert!(second_placed && first_refused, "seeds cover both players");
}

#[test]
fn mimikyu_does_not_copy_a_gx_attack() {
    // Their Pinsir-GX used Guillotine-GX (160) or Superpowered Horns (110) last turn.
    let copied = |index: u8| {
        let mut game = Pos::duel(mon("sm2-58").energy(&["Psychic Energy"; 2]), mon("sm115-6"))
            .decks(&WATER)
            .game(1);
        let pinsir = card(&game, "sm115-6");
        let turn = game.board(Seat(1)).turns();
        game.board_mut(Seat(1))
            .set_last_attack(Some(UsedAttack::new(pinsir, index, turn)));
        play(&mut game, &[Action::Attack { index: 1 }]);
        active(&game, 1).damage()
    };
    assert_eq!(copied(0), 110);
    assert_eq!(copied(1), 0, "a GX attack is not copied");
}
