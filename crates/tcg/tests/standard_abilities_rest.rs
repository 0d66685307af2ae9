//! The rest of the Standard abilities (issue 29, Latios … Zamazenta VSTAR): each test plays the
//! real card that prints the text, through a position.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::Action;
use common::*;

/// Lucario ex (250 HP, weak to Psychic only): Aura Knuckle does 120 for Fighting, Fighting and
/// Colorless.
const LUCARIO_EX: &str = "sv7-82";
/// Team Rocket's Koffing (70 HP, Basic): Leaking Gas does 30 for Darkness and Colorless.
const TR_KOFFING: &str = "sv10-125";
/// Team Rocket's Ekans (70 HP, Basic): no "Koffing" in its name.
const TR_EKANS: &str = "sv10-112";

#[test]
fn slaking_v_cant_attack_with_2_4_or_6_prizes_remaining() {
    // "If you have exactly 2, 4, or 6 Prize cards remaining, this Pokémon can't attack."
    let can_attack = |prizes: usize| {
        let slaking = mon("pgo-77").energy(&["Fire Energy"; 4]);
        let game = Pos::duel(slaking, mon(LUCARIO_EX))
            .decks(&["Grass Energy"; 3])
            .prizes(0, &vec!["Grass Energy"; prizes])
            .game(1);
        legal(&game).contains(&Action::Attack { index: 0 })
    };
    assert!(!can_attack(2));
    assert!(!can_attack(4));
    assert!(can_attack(3));
    assert!(can_attack(1));
}

#[test]
fn team_rockets_mewtwo_ex_attacks_only_with_4_team_rockets_pokemon_in_play() {
    // "This Pokémon can't attack unless you have 4 or more Team Rocket's Pokémon in play."
    let can_attack = |bench: &[&str]| {
        let mewtwo = mon("sv10-240").energy(&["Psychic Energy"; 3]);
        let pos = bench
            .iter()
            .fold(Pos::duel(mewtwo, mon(LUCARIO_EX)), |pos, b| {
                pos.bench(0, mon(b))
            });
        let game = pos.decks(&["Grass Energy"; 3]).game(1);
        legal(&game).contains(&Action::Attack { index: 0 })
    };
    assert!(can_attack(&[TR_KOFFING, TR_KOFFING, TR_EKANS]));
    assert!(!can_attack(&[TR_KOFFING, TR_KOFFING, LUCARIO_EX]));
}

#[test]
fn team_rockets_koffing_benches_2_koffing_when_damaged_in_the_active_spot() {
    // "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's
    // Pokémon (even if this Pokémon is Knocked Out), search your deck for up to 2 Pokémon that
    // have "Koffing" in their name and put them onto your Bench. Then, shuffle your deck."
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let mut game = Pos::duel(lucario, mon(TR_KOFFING))
        .deck(0, &["Grass Energy"; 3])
        .deck(1, &[TR_KOFFING, TR_EKANS, TR_KOFFING, "Grass Energy"])
        .prizes(0, &["Grass Energy"; 2])
        .attacking(0, 1);
    answering_first(&mut game);
    assert_eq!(benched(&game, SEAT_2), vec![card(&game, TR_KOFFING); 2]);
    assert_eq!(
        game.board(SEAT_2).deck().len(),
        2,
        "Ekans and the Energy stay"
    );
}

#[test]
fn radiant_venusaur_draws_up_to_4_cards_at_the_end_of_the_turn() {
    // "Once at the end of your turn (after your attack), you may use this Ability. Draw cards
    // until you have 4 cards in your hand."
    let hand_after = |venusaur: Option<Mon>| {
        let mut game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX))
            .benched(0, venusaur)
            .hand(0, &["Grass Energy"])
            .decks(&["Grass Energy"; 6])
            .game(1);
        play(&mut game, &[Action::EndTurn]);
        if legal(&game).contains(&Action::Yes) {
            play(&mut game, &[Action::Yes]);
        }
        game.board(Seat(0)).hand().len()
    };
    assert_eq!(hand_after(Some(mon("pgo-4"))), 4);
    assert_eq!(hand_after(None), 1);
}

#[test]
fn ledian_switches_in_a_benched_pokemon_with_90_hp_or_less_remaining() {
    // "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn,
    // you may switch in 1 of your opponent's Benched Pokémon that has 90 HP or less remaining
    // to the Active Spot."
    let mut game = Pos::duel(mon("sv7-2"), mon(LUCARIO_EX))
        .bench(1, mon(LUCARIO_EX).damage(100))
        .bench(1, mon(LUCARIO_EX).damage(170))
        .bench(1, mon(LUCARIO_EX).damage(200))
        .hand(0, &["sv7-144"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (card, target) = (card(&game, "sv7-144"), active(&game, 0).uid());
    let low = [bench_uid(&game, 1, 1), bench_uid(&game, 1, 2)];
    play(&mut game, &[Action::Evolve { card, target }, Action::Yes]);
    assert_eq!(
        pokemon_offered(&game),
        low,
        "only those with 90 HP or less left"
    );
    play(&mut game, &[Action::PickPokemon { pokemon: low[1] }]);
    assert_eq!(active(&game, 1).uid(), low[1]);
}

#[test]
fn mandibuzz_benches_a_basic_with_70_hp_or_less_from_the_opponents_hand() {
    // "Once during your turn, you may use this Ability. Your opponent reveals their hand, and you
    // put a Basic Pokémon with 70 HP or less that you find there onto your opponent's Bench."
    let mut game = Pos::duel(mon("rsv10pt5-145"), mon(LUCARIO_EX))
        .hand(1, &["sv7-128", TR_EKANS, TR_KOFFING, "Grass Energy"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let use_it = Action::Ability {
        pokemon: active(&game, 0).uid(),
        index: 0,
    };
    play(&mut game, &[use_it, Action::Yes]);
    let (ekans, koffing) = (card(&game, TR_EKANS), card(&game, TR_KOFFING));
    let mut found = offered(&game);
    found.sort_unstable();
    let mut basics = vec![ekans, koffing];
    basics.sort_unstable();
    assert_eq!(found, basics, "Terapagos ex has 230 HP");
    play(&mut game, &[Action::PickCard { card: ekans }]);
    assert_eq!(benched(&game, SEAT_2), vec![ekans], "one card");
    assert_eq!(game.board(SEAT_2).hand().len(), 3);
}

#[test]
fn lillies_ribombee_benches_any_number_of_basics_from_the_opponents_hand() {
    // "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn,
    // you may have your opponent reveal their hand and you put any number of Basic Pokémon you
    // find there onto their Bench."
    let mut game = Pos::duel(mon("sv9-66"), mon(LUCARIO_EX))
        .hand(0, &["sv9-164"])
        .hand(1, &[TR_EKANS, TR_KOFFING, "Grass Energy"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (card, target) = (card(&game, "sv9-164"), active(&game, 0).uid());
    play(&mut game, &[Action::Evolve { card, target }]);
    answering_first(&mut game);
    assert_eq!(game.board(SEAT_2).bench().len(), 2);
    assert_eq!(game.board(SEAT_2).hand().len(), 1, "the Energy stays");
}

#[test]
fn lycanroc_attaches_up_to_2_spiky_energy_from_the_discard_pile_when_evolved() {
    // "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn,
    // you may attach up to 2 Spiky Energy cards from your discard pile to this Pokémon."
    const SPIKY: &str = "sv9-159";
    let mut game = Pos::duel(mon("sv9-84"), mon(LUCARIO_EX))
        .hand(0, &["sv9-166"])
        .discard(0, &[SPIKY, "Fighting Energy", SPIKY, SPIKY])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (lycanroc, target) = (card(&game, "sv9-166"), active(&game, 0).uid());
    let evolve = Action::Evolve {
        card: lycanroc,
        target,
    };
    play(&mut game, &[evolve, Action::Yes]);
    let spiky = card(&game, SPIKY);
    assert_eq!(offered(&game), vec![spiky], "only Spiky Energy");
    answering_first(&mut game);
    assert_eq!(active(&game, 0).energy(), [spiky; 2]);
    assert_eq!(
        game.board(Seat(0)).discard().len(),
        2,
        "a Spiky and the Fighting Energy"
    );
}

#[test]
fn wigglytuff_attaches_a_therapeutic_energy_from_the_hand() {
    // "Once during your turn, you may attach a Therapeutic Energy card from your hand to 1 of
    // your Pokémon."
    const THERAPEUTIC: &str = "sv2-193";
    let mut game = Pos::duel(mon("sv4pt5-147"), mon(LUCARIO_EX))
        .hand(0, &["Psychic Energy", THERAPEUTIC])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let wigglytuff = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::Ability {
            pokemon: wigglytuff,
            index: 0,
        }],
    );
    answering_first(&mut game);
    let therapeutic = card(&game, THERAPEUTIC);
    assert_eq!(active(&game, 0).energy(), [therapeutic]);
    assert_eq!(
        game.board(Seat(0)).hand().len(),
        1,
        "the Psychic Energy stays"
    );
}

#[test]
fn munkidori_ex_gives_a_prize_card_fewer_with_a_pecharunt_ex_in_play() {
    // "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, and
    // if you have any Pecharunt ex in play, your opponent takes 1 fewer Prize card."
    let taken = |bench: &str| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let mut game = Pos::duel(lucario, mon("sv6pt5-91").damage(100))
            .bench(1, mon(bench))
            .decks(&["Grass Energy"; 3])
            .prizes(0, &["Grass Energy"; 6])
            .attacking(1, 1);
        answering_first(&mut game);
        6 - game.board(Seat(0)).prizes().len()
    };
    assert_eq!(taken("sv6pt5-39"), 1, "Pecharunt ex in play");
    assert_eq!(taken(LUCARIO_EX), 2);
}

#[test]
fn meloetta_ex_attacks_on_the_first_turn_of_the_player_going_first() {
    // "If you go first, this Pokémon can use attacks during your first turn."
    let can_attack = |attacker: Mon, index: u8, turn: &str| {
        let game = Pos::duel(attacker, mon(LUCARIO_EX))
            .decks(&["Grass Energy"; 3])
            .top(turn)
            .game(1);
        legal(&game).contains(&Action::Attack { index })
    };
    let meloetta = || mon("zsv10pt5-167").energy(&["Psychic Energy"]);
    assert!(can_attack(meloetta(), 0, "turn = 1"));
    assert!(can_attack(meloetta(), 0, "turn = 3"));
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    assert!(!can_attack(lucario, 1, "turn = 1"), "the rule, for others");
}

#[test]
fn team_rockets_tyranitar_puts_2_counters_on_each_basic_at_the_checkup_while_active() {
    // "During Pokémon Checkup, if this Pokémon is in the Active Spot, put 2 damage counters on
    // each of your opponent's Basic Pokémon."
    let damage = |pos: Pos| {
        let mut game = pos
            .bench(1, mon("sv10-125"))
            .bench(1, mon("sv9-85"))
            .decks(&["Grass Energy"; 3])
            .game(1);
        play(&mut game, &[Action::EndTurn]);
        let bench = game.board(SEAT_2).bench();
        (
            active(&game, 1).damage(),
            bench[0].damage(),
            bench[1].damage(),
        )
    };
    let tyranitar = mon("sv10-96");
    assert_eq!(
        damage(Pos::duel(tyranitar.clone(), mon(LUCARIO_EX))),
        (0, 20, 0),
        "Lucario ex and Lycanroc are Stage 1"
    );
    let benched = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX)).bench(0, tyranitar);
    assert_eq!(damage(benched), (0, 0, 0), "only while Active");
}

#[test]
fn team_rockets_articuno_prevents_effects_of_attacks_on_basic_team_rockets_pokemon() {
    // "Prevent all effects of attacks used by your opponent's Pokémon done to your Basic Team
    // Rocket's Pokémon. (Existing effects are not removed. Damage is not an effect.)"
    // Radiant Venusaur's Pollen Hazard leaves the Active Pokémon Burned, Confused and Poisoned.
    let conditions = |defender: &str| {
        let venusaur = mon("pgo-4").energy(&["Grass Energy"; 3]);
        let game = Pos::duel(venusaur, mon(defender))
            .bench(1, mon("sv10-51"))
            .decks(&["Grass Energy"; 3])
            .prizes(0, &["Grass Energy"; 2])
            .attacking(0, 1);
        active(&game, 1).conditions()
    };
    assert!(
        !conditions("sv10-240").any(),
        "a Basic Team Rocket's Pokémon"
    );
    assert!(conditions(LUCARIO_EX).any());
}

#[test]
fn relicanth_lets_evolved_pokemon_use_the_attacks_of_their_previous_evolutions() {
    // "Each of your evolved Pokémon can use any attack from its previous Evolutions. (You still
    // need the necessary Energy to use each attack.)" Charmeleon: Combustion and Fire Blast;
    // Charmander under it: Blazing Destruction, then Steady Firebreathing [FF] 30.
    let pos = |bench: Option<Mon>| {
        let charmeleon = mon("sv3pt5-5")
            .under(&["sv3pt5-4"])
            .energy(&["Fire Energy"; 2]);
        Pos::duel(charmeleon, mon(LUCARIO_EX))
            .benched(0, bench)
            .decks(&["Grass Energy"; 3])
            .game(1)
    };
    let firebreathing = Action::Attack { index: 3 };
    assert!(pos(None).check(&firebreathing).is_err());
    let mut game = pos(Some(mon("sv5-173")));
    play(&mut game, &[firebreathing]);
    assert_eq!(
        active(&game, 1).damage(),
        30,
        "Charmander's Steady Firebreathing"
    );
}

#[test]
fn zamazenta_vstar_shields_its_side_during_the_opponents_next_turn() {
    // "During your turn, you may use this Ability. During your opponent's next turn, all of your
    // Pokémon take 100 less damage from attacks from your opponent's Pokémon (after applying
    // Weakness and Resistance). (This includes Pokémon that come into play during this turn or
    // during your opponent's next turn.) (You can't use more than 1 VSTAR Power in a game.)"
    let taken = |use_it: bool| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let mut game = Pos::duel(mon("swsh12pt5-99"), lucario)
            .decks(&["Grass Energy"; 3])
            .prizes(1, &["Grass Energy"; 2])
            .game(1);
        if use_it {
            let zamazenta = active(&game, 0).uid();
            let power = Action::Ability {
                pokemon: zamazenta,
                index: 0,
            };
            play(&mut game, &[power]);
            answering_first(&mut game);
        }
        play(&mut game, &[Action::EndTurn, Action::Attack { index: 1 }]);
        active(&game, 0).damage()
    };
    assert_eq!(taken(false), 120);
    assert_eq!(taken(true), 20);
}

#[test]
fn noivern_howls_for_free_with_as_many_cards_in_hand_as_the_opponent() {
    // "If you have the same number of cards in your hand as your opponent, ignore all Energy in
    // the cost of Frightening Howl used by this Pokémon." (Its one attack costs 3 Colorless.)
    let can_howl = |theirs: &[&str]| {
        let game = Pos::duel(mon("sv9-128"), mon(LUCARIO_EX))
            .hand(0, &["Grass Energy"; 2])
            .hand(1, theirs)
            .decks(&["Grass Energy"; 3])
            .game(1);
        legal(&game).contains(&Action::Attack { index: 0 })
    };
    assert!(can_howl(&["Grass Energy"; 2]));
    assert!(!can_howl(&["Grass Energy"; 3]));
}
