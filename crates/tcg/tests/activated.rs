//! Activated texts played on real cards: a Stadium's action "Once during each player's turn,
//! that player may …" (its third person read as the acting player's), and abilities used once
//! during your turn.

mod common;

use std::collections::BTreeSet;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, CardId, Tcg};
use common::*;

/// Double Colorless Energy (Base Set): a Special Energy card.
const DOUBLE_COLORLESS: &str = "base1-96";

/// Base Set Pikachu against Base Set Charmander, both with Grass Energy in the deck, the
/// Stadium `stadium` in play.
fn under_stadium(stadium: &str) -> Pos {
    Pos::duel(mon("base1-58"), mon("base1-46"))
        .stadium(stadium)
        .decks(&["Grass Energy", "Grass Energy", "Grass Energy"])
}

/// Uses the Stadium in play's action, then picks `cards` in turn.
fn use_stadium(game: &mut Tcg, cards: &[CardId]) {
    play(game, &[Action::Stadium]);
    for &card in cards {
        play(game, &[Action::PickCard { card }]);
    }
}

/// The cards in seat 1's hand.
fn hand(game: &Tcg) -> Vec<CardId> {
    game.board(Seat(0)).hand().to_vec()
}

/// For seeds 0 to 15, uses the Stadium `stadium` with `discard` in seat 1's discard pile,
/// picking its Fire Energy when offered; gives the hand sizes seen after.
fn hands_after_flips(stadium: &str, discard: &[&str]) -> BTreeSet<usize> {
    let mut seen = BTreeSet::new();
    for seed in 0..16 {
        let mut game = under_stadium(stadium).discard(0, discard).game(seed);
        let basic = card(&game, "base1-98");
        play(&mut game, &[Action::Stadium]);
        if legal(&game).contains(&Action::PickCard { card: basic }) {
            play(&mut game, &[Action::PickCard { card: basic }]);
        }
        assert!(
            game.act(&Action::Stadium).is_err(),
            "once during each player's turn"
        );
        seen.insert(hand(&game).len());
    }
    seen
}

#[test]
fn energy_stadium_puts_a_basic_energy_from_the_discard_pile_into_the_hand_on_heads() {
    // Energy Stadium: "Once during each player's turn (before attacking), that player may
    // flip a coin. If heads, that player puts a basic Energy card from his or her discard
    // pile into his or her hand." Double Colorless Energy is not basic: never taken.
    let seen = hands_after_flips("neo4-99", &[DOUBLE_COLORLESS, "Fire Energy"]);
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 1]);
}

#[test]
fn burned_tower_searches_the_discard_pile_for_a_basic_energy_on_heads() {
    // Burned Tower: "… that player may flip a coin. If heads, the player searches his or her
    // discard pile for a basic Energy card, shows it to his or her opponent, and put it into
    // his or her hand."
    let seen = hands_after_flips("hgss3-71", &[DOUBLE_COLORLESS, "Fire Energy"]);
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 1]);
}

#[test]
fn power_tree_gives_a_basic_energy_back_only_without_special_energy_in_the_discard_pile() {
    // Power Tree: "Once during each player's turn, if the player has no Special Energy cards
    // in his or her discard pile, that player searches his or her discard pile for a basic
    // Energy card, show it to the opponent, and put it into his or her hand."
    let mut game = under_stadium("ex12-76")
        .discard(0, &["Fire Energy", "Water Energy"])
        .game(1);
    let fire = card(&game, "base1-98");
    use_stadium(&mut game, &[fire]);
    assert_eq!(hand(&game), [fire]);
    assert_eq!(game.board(Seat(0)).discard().len(), 1);
    // With a Special Energy card there, nothing comes back.
    let mut game = under_stadium("ex12-76")
        .discard(0, &["Fire Energy", DOUBLE_COLORLESS])
        .game(1);
    play(&mut game, &[Action::Stadium]);
    assert!(hand(&game).is_empty());
    assert_eq!(game.board(Seat(0)).discard().len(), 2);
}

#[test]
fn scorched_earth_draws_2_cards_for_a_fire_or_fighting_energy_discarded_from_the_hand() {
    // Scorched Earth: "Once during each player's turn, that player may discard a Fire or
    // Fighting Energy card from his or her hand. If that player does so, he or she draws 2
    // cards."
    let mut game = under_stadium("xy5-138")
        .hand(0, &["Water Energy", "Fighting Energy", "Fire Energy"])
        .game(1);
    let water = card(&game, "base1-102");
    let fighting = card(&game, "base1-97");
    play(&mut game, &[Action::Stadium]);
    assert!(
        game.act(&Action::PickCard { card: water }).is_err(),
        "a Water Energy is neither Fire nor Fighting"
    );
    play(&mut game, &[Action::PickCard { card: fighting }]);
    assert_eq!(game.board(Seat(0)).discard(), [fighting]);
    assert_eq!(hand(&game).len(), 4, "Water, Fire and 2 cards drawn");
    assert_eq!(game.board(Seat(0)).deck().len(), 1);
    // Without such an Energy in the hand, nothing is drawn.
    let mut game = under_stadium("xy10-110").hand(0, &["Water Energy"]).game(1);
    play(&mut game, &[Action::Stadium]);
    assert_eq!(hand(&game).len(), 1);
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
}

/// Uses the first ability of the Pokémon `pokemon`.
fn use_ability(game: &mut Tcg, pokemon: u16) {
    play(game, &[Action::Ability { pokemon, index: 0 }]);
}

/// Uses the first ability of seat 1's Active Pokémon.
fn use_actives_ability(game: &mut Tcg) {
    let active = active(game, 0).uid();
    use_ability(game, active);
}

/// Whether the first ability of the Pokémon `pokemon` may be used now.
fn may_use(game: &Tcg, pokemon: u16) -> bool {
    legal(game).contains(&Action::Ability { pokemon, index: 0 })
}

/// Seat 1's Active `mine` (a printed id) against Base Set Charmander, seat 1 holding `hand`
/// with `deck`.
fn holding(mine: &str, hand: &[&str], deck: &[&str]) -> Tcg {
    Pos::duel(mon(mine), mon("base1-46"))
        .hand(0, hand)
        .deck(0, deck)
        .deck(1, &["Grass Energy"])
        .game(1)
}

#[test]
fn delcatty_discards_an_energy_from_the_hand_then_draws_up_to_3_cards() {
    // Delcatty's Energy Draw: "Once during your turn (before your attack), you may discard 1
    // Energy card from your hand. Then draw up to 3 cards from your deck."
    let deck = ["Grass Energy"; 4];
    let game = holding("ex1-5", &["base1-58"], &deck);
    let delcatty = active(&game, 0).uid();
    assert!(
        !may_use(&game, delcatty),
        "no Energy card in the hand to discard"
    );
    let mut game = holding("ex1-5", &["base1-58", "Fire Energy", "Water Energy"], &deck);
    let fire = card(&game, "base1-98");
    use_ability(&mut game, delcatty);
    play(&mut game, &[Action::PickCard { card: fire }, Action::Yes]);
    // Draws 2 of the 3 it may.
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert_eq!(game.board(Seat(0)).discard(), [fire]);
    assert_eq!(
        hand(&game).len(),
        4,
        "Pikachu, the Water Energy and 2 cards drawn"
    );
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
    assert!(!may_use(&game, delcatty), "once during your turn");
}

#[test]
fn pidgeot_puts_any_1_card_from_the_deck_into_the_hand() {
    // Pidgeot's Quick Search: "Once during your turn (before your attack), you may choose any
    // 1 card from your deck and put it into your hand. Shuffle your deck afterward."
    let mut game = holding("ex6-10", &[], &["Grass Energy", "base1-58", "Fire Energy"]);
    let pidgeot = active(&game, 0).uid();
    let pikachu = card(&game, "base1-58");
    use_ability(&mut game, pidgeot);
    play(
        &mut game,
        &[Action::Yes, Action::PickCard { card: pikachu }],
    );
    assert_eq!(hand(&game), [pikachu]);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
    assert!(!may_use(&game, pidgeot), "once during your turn");
}

#[test]
fn clefable_puts_a_card_from_the_hand_on_the_deck_for_a_basic_energy() {
    // Clefable's Moonlight: "… you may put a card from your hand back on your deck. If you do,
    // search your deck for a basic Energy card, show it to your opponent, and put it into your
    // hand. Shuffle your deck afterward."
    let deck = ["Grass Energy", "base1-96"];
    let game = holding("ecard1-7", &[], &deck);
    assert!(
        !may_use(&game, active(&game, 0).uid()),
        "no card in the hand"
    );
    let mut game = holding("ecard1-7", &["base1-58"], &deck);
    let clefable = active(&game, 0).uid();
    let (pikachu, grass) = (card(&game, "base1-58"), card(&game, "base1-99"));
    use_ability(&mut game, clefable);
    let double_colorless = card(&game, DOUBLE_COLORLESS);
    assert!(
        game.act(&Action::PickCard {
            card: double_colorless
        })
        .is_err(),
        "not a basic Energy card"
    );
    play(&mut game, &[Action::PickCard { card: grass }]);
    assert_eq!(hand(&game), [grass]);
    let mut deck = game.board(Seat(0)).deck().to_vec();
    deck.sort();
    assert_eq!(deck, [pikachu, double_colorless]);
}

#[test]
fn fearow_finds_a_pokemon_that_has_delta_on_its_card() {
    // Fearow δ's Delta Sign: "… you may search your deck for a Pokémon that has δ on its card,
    // show it to your opponent, and put it into your hand."
    let mut game = holding("ex14-18", &[], &["base1-58", "ex14-18", "Grass Energy"]);
    let fearow = active(&game, 0).uid();
    let (pikachu, other) = (card(&game, "base1-58"), card(&game, "ex14-18"));
    use_ability(&mut game, fearow);
    play(&mut game, &[Action::Yes]);
    assert!(
        game.act(&Action::PickCard { card: pikachu }).is_err(),
        "Pikachu has no δ"
    );
    play(&mut game, &[Action::PickCard { card: other }]);
    assert_eq!(hand(&game), [other]);
}

/// Seat 1's Active `mine` against Charmander with Pikachu and Doduo on seat 2's Bench.
fn against_a_bench(mine: &str) -> Tcg {
    Pos::duel(mon(mine), mon("base1-46"))
        .bench(1, mon("base1-58"))
        .bench(1, mon("base1-48"))
        .decks(&["Grass Energy"])
        .game(1)
}

#[test]
fn shiftry_and_swellow_switch_the_defending_pokemon_with_a_benched_one_the_opponent_picks() {
    // Shiftry's Fan Action: "… you may switch 1 of the Defending Pokémon with 1 of your
    // opponent's Benched Pokémon. Your opponent chooses the Benched Pokémon to switch."
    // Swellow's Drive Off: "… if Swellow is your Active Pokémon, …. Your opponent picks the
    // Benched Pokémon to switch."
    for mine in ["ex8-25", "ex1-46"] {
        let mut game = against_a_bench(mine);
        let doduo = bench_uid(&game, 1, 1);
        use_actives_ability(&mut game);
        play(&mut game, &[Action::Yes]);
        assert_eq!(game.mover(), Some(SEAT_2), "{mine}: the opponent picks");
        play(&mut game, &[Action::PickPokemon { pokemon: doduo }]);
        assert_eq!(active(&game, 1).uid(), doduo, "{mine}");
    }
}

#[test]
fn lt_surges_magneton_takes_lightning_energy_from_its_pokemon_as_often_as_you_like() {
    // Lt. Surge's Magneton's Energy Charge: "As often as you like during your turn (before
    // your attack), if Lt. Surge's Magneton is your Active Pokémon, you may take 1 Lightning
    // Energy card attached to 1 of your Pokémon and attach it to Lt. Surge's Magneton."
    let mut game = Pos::duel(mon("gym1-8"), mon("base1-46"))
        .bench(
            0,
            mon("base1-58").energy(&["Lightning Energy", "Lightning Energy"]),
        )
        .decks(&["Grass Energy"])
        .game(1);
    let magneton = active(&game, 0).uid();
    let pikachu = bench_uid(&game, 0, 0);
    for moved in 1..=2 {
        use_ability(&mut game, magneton);
        play(&mut game, &[Action::Yes]);
        if legal(&game).contains(&Action::PickPokemon { pokemon: pikachu }) {
            play(&mut game, &[Action::PickPokemon { pokemon: pikachu }]);
        }
        assert_eq!(active(&game, 0).energy().len(), moved);
        assert_eq!(game.board(Seat(0)).bench()[0].energy().len(), 2 - moved);
    }
}

/// For seeds 0 to 15, lays out `pos`, uses the first ability of seat 1's Active Pokémon and
/// answers `answers`; `check` gets the game and whether a coin came up heads, and both faces
/// must come up.
fn each_flip(pos: &Pos, answers: &[Action], mut check: impl FnMut(&Tcg, bool)) {
    let mut seen = BTreeSet::new();
    for seed in 0..16 {
        let mut game = pos.game(seed);
        use_actives_ability(&mut game);
        play(&mut game, answers);
        let heads = game
            .events()
            .as_ref()
            .expect("a position keeps a log")
            .iter()
            .any(|e| matches!(e, altplay_tcg::game::Event::Flipped { heads: true }));
        check(&game, heads);
        seen.insert(heads);
    }
    assert_eq!(seen.len(), 2, "both faces came up");
}

#[test]
fn venusaur_leaves_the_defending_pokemon_with_the_condition_chosen_on_heads() {
    // Venusaur's Miracle Aroma: "… you may flip a coin. If heads, choose either Asleep, Burned,
    // or Poisoned. The Defending Pokémon is now affected by that Special Condition."
    let pos = Pos::duel(mon("dp3-20"), mon("base1-46")).decks(&["Grass Energy"]);
    each_flip(&pos, &[Action::Yes], |game, heads| {
        let mut game = game.clone();
        if heads {
            // Burned: the second option.
            play(&mut game, &[Action::PickOption { index: 1 }]);
        }
        let burned = active(&game, 1).conditions().has(SpecialCondition::Burned);
        assert_eq!(burned, heads);
    });
}

#[test]
fn ariados_poisons_both_active_pokemon_except_grass_pokemon() {
    // Ariados's Poisonous Nest: "… Both Active Pokémon (except for Grass Pokémon) are now
    // Poisoned." Ariados is a Grass Pokémon, Charmander a Fire one.
    let mut game = Pos::duel(mon("xy7-6"), mon("base1-46"))
        .decks(&["Grass Energy"])
        .game(1);
    use_actives_ability(&mut game);
    play(&mut game, &[Action::Yes]);
    let poisoned = |seat| {
        active(&game, seat)
            .conditions()
            .has(SpecialCondition::Poisoned)
    };
    assert!(!poisoned(0), "a Grass Pokémon is left out");
    assert!(poisoned(1));
}

#[test]
fn blissey_heals_the_chosen_benched_pokemon_a_counter_for_each_energy_on_it_on_heads() {
    // Blissey's Happy Healing: "… choose 1 of your Benched Pokémon and flip a coin. If heads,
    // count the number of Energy attached to Blissey and then remove that many damage
    // counters from the chosen Benched Pokémon."
    let pos = Pos::duel(
        mon("ecard2-6").energy(&["Water Energy", "Water Energy"]),
        mon("base1-46"),
    )
    .bench(0, mon("base1-58").damage(30))
    .bench(0, mon("base1-48").damage(30))
    .decks(&["Grass Energy"]);
    let doduo = bench_uid(&pos.game(0), 0, 1);
    each_flip(
        &pos,
        &[Action::PickPokemon { pokemon: doduo }],
        |game, heads| {
            let bench = &game.board(Seat(0)).bench();
            assert_eq!(bench[1].damage(), if heads { 10 } else { 30 });
            assert_eq!(bench[0].damage(), 30, "not chosen");
        },
    );
}

#[test]
fn marshtomp_takes_the_active_pokemons_energy_and_its_place_on_heads() {
    // Marshtomp's Plunge: "… if Marshtomp is on your Bench, you may flip a coin. If heads,
    // move all Energy cards attached to your Active Pokémon to Marshtomp. If you do, switch
    // Marshtomp with that Active Pokémon."
    let pos = Pos::duel(
        mon("base1-58").energy(&["Lightning Energy", "Water Energy"]),
        mon("base1-46"),
    )
    .bench(0, mon("pl3-67"))
    .decks(&["Grass Energy"]);
    let mut game = pos.game(1);
    let marshtomp = bench_uid(&game, 0, 0);
    let pikachu = active(&game, 0).uid();
    let mut seen = BTreeSet::new();
    for seed in 0..16 {
        game = pos.game(seed);
        use_ability(&mut game, marshtomp);
        play(&mut game, &[Action::Yes]);
        let switched = active(&game, 0).uid() == marshtomp;
        let (now_active, benched) = (active(&game, 0), &game.board(Seat(0)).bench()[0]);
        if switched {
            assert_eq!(
                now_active.energy().len(),
                2,
                "with the Active Pokémon's Energy"
            );
            assert_eq!(benched.uid(), pikachu);
            assert!(benched.energy().is_empty());
        } else {
            assert_eq!(now_active.energy().len(), 2, "tails: nothing moves");
            assert!(benched.energy().is_empty());
        }
        seen.insert(switched);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [false, true]);
}

#[test]
fn huntail_attaches_a_react_energy_from_the_deck_unless_it_has_one() {
    // Huntail's Reactive Generator: "… if Huntail has no React Energy cards attached to it,
    // you may search your deck for a React Energy card and attach it to Huntail."
    const REACT: &str = "ex12-82";
    let mut game = Pos::duel(mon("ex12-18"), mon("base1-46"))
        .deck(0, &[REACT, "Water Energy", REACT])
        .deck(1, &["Grass Energy"])
        .game(1);
    let react = card(&game, REACT);
    use_actives_ability(&mut game);
    play(&mut game, &[Action::Yes]);
    if legal(&game).contains(&Action::PickCard { card: react }) {
        play(&mut game, &[Action::PickCard { card: react }]);
    }
    assert_eq!(active(&game, 0).energy(), [react]);
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
    // Next turn, with one attached, it finds none.
    play(&mut game, &[Action::EndTurn, Action::EndTurn]);
    use_actives_ability(&mut game);
    assert_eq!(active(&game, 0).energy().len(), 1);
}

#[test]
fn fuchsia_city_gym_shuffles_a_pokemon_with_koga_in_its_name_into_the_deck_on_heads() {
    // Fuchsia City Gym: "Once during each player's turn (before attacking), that player may
    // flip a coin. If heads, that player may shuffle 1 of his or her Pokémon in play with Koga
    // in its name and any cards attached to it into his or her deck."
    let mut seen = BTreeSet::new();
    for seed in 0..16 {
        let mut game = under_stadium("gym2-114")
            .bench(0, mon("base1-48"))
            .bench(0, mon("gym2-82").energy(&["Grass Energy"]))
            .game(seed);
        play(&mut game, &[Action::Stadium]);
        let heads = legal(&game).contains(&Action::Yes);
        if heads {
            play(&mut game, &[Action::Yes]);
        }
        let bench = &game.board(Seat(0)).bench();
        assert_eq!(bench.len(), if heads { 1 } else { 2 });
        assert_eq!(bench[0].stack()[0], card(&game, "base1-48"), "Doduo stays");
        assert_eq!(
            game.board(Seat(0)).deck().len(),
            if heads { 5 } else { 3 },
            "Koga's Weedle and its Energy"
        );
        seen.insert(heads);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [false, true]);
}

#[test]
fn celadon_city_gym_cures_a_pokemon_with_erika_in_its_name_for_an_energy_as_often_as_you_like() {
    // Celadon City Gym: "During each player's turn, that player may choose to discard an
    // Energy card attached to 1 of his or her Pokémon with Erika in its name. If that player
    // does so, that Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned."
    let mut game = Pos::duel(
        mon("gym1-76")
            .energy(&["Grass Energy", "Grass Energy"])
            .conditions(&["asleep"]),
        mon("base1-46"),
    )
    .bench(0, mon("base1-58").energy(&["Lightning Energy"]))
    .stadium("gym1-107")
    .decks(&["Grass Energy"])
    .game(1);
    play(&mut game, &[Action::Stadium]);
    let bellsprout = active(&game, 0);
    assert_eq!(bellsprout.energy().len(), 1);
    assert!(!bellsprout.conditions().has(SpecialCondition::Asleep));
    // Again, while Erika's Bellsprout has Energy; Pikachu's is never taken.
    play(&mut game, &[Action::Stadium]);
    assert!(active(&game, 0).energy().is_empty());
    assert_eq!(game.board(Seat(0)).discard().len(), 2);
    let none = game
        .act(&Action::Stadium)
        .expect_err("no Energy left on it");
    assert!(none.to_string().contains("TCG-15"), "{none}");
    assert_eq!(game.board(Seat(0)).bench()[0].energy().len(), 1);
}

#[test]
fn saffron_city_gym_returns_basic_energy_from_a_pokemon_with_sabrina_in_its_name() {
    // Saffron City Gym: "As often as each player like during his or her turn (before
    // attacking), that player may return 1 basic Energy card attached to 1 of his or her
    // Pokémon with Sabrina in its name to his or her hand."
    let mut game = Pos::duel(
        mon("gym1-93").energy(&["Psychic Energy", DOUBLE_COLORLESS]),
        mon("base1-46"),
    )
    .stadium("gym2-122")
    .decks(&["Grass Energy"])
    .game(1);
    let psychic = card(&game, "base1-101");
    play(&mut game, &[Action::Stadium]);
    assert_eq!(hand(&game), [psychic]);
    assert_eq!(active(&game, 0).energy(), [card(&game, DOUBLE_COLORLESS)]);
    assert!(
        game.act(&Action::Stadium).is_err(),
        "Double Colorless Energy is not a basic Energy card"
    );
}

#[test]
fn tentacool_returns_to_the_hand_discarding_what_is_attached_but_not_the_turn_it_came_in() {
    // Tentacool's Cowardice: "At any time during your turn (before your attack), you may
    // return Tentacool to your hand. (Discard all cards attached to Tentacool.) This power
    // can't be used the turn you put Tentacool into play or if Tentacool is affected by a
    // Special Condition."
    let pos = |tentacool: Mon| {
        Pos::duel(mon("base1-58"), mon("base1-46"))
            .bench(0, tentacool)
            .decks(&["Grass Energy"])
    };
    let game = pos(mon("base6-96").new_this_turn()).game(1);
    assert!(
        !may_use(&game, bench_uid(&game, 0, 0)),
        "put into play this turn"
    );
    let mut game = pos(mon("base6-96").energy(&["Water Energy"])).game(1);
    let tentacool = bench_uid(&game, 0, 0);
    use_ability(&mut game, tentacool);
    play(&mut game, &[Action::Yes]);
    let board = &game.board(Seat(0));
    assert!(board.bench().is_empty());
    assert_eq!(hand(&game), [card(&game, "base6-96")]);
    assert_eq!(board.discard(), [card(&game, "base1-102")]);
}

#[test]
fn pelipper_switches_an_active_pokemon_that_has_delta_on_its_card_from_the_bench() {
    // Pelipper δ's Delta Transport: "Once during your turn (before your attack), if Pelipper
    // is on your Bench, you may switch 1 of your Active Pokémon that has δ on its card with 1
    // of your Benched Pokémon."
    let game_with = |active: &str| {
        Pos::duel(mon(active), mon("base1-46"))
            .bench(0, mon("ex14-26"))
            .bench(0, mon("base1-48"))
            .decks(&["Grass Energy"])
            .game(1)
    };
    // Fearow δ Active: switched with Doduo.
    let mut game = game_with("ex14-18");
    let (pelipper, doduo) = (bench_uid(&game, 0, 0), bench_uid(&game, 0, 1));
    use_ability(&mut game, pelipper);
    play(
        &mut game,
        &[Action::Yes, Action::PickPokemon { pokemon: doduo }],
    );
    assert_eq!(active(&game, 0).uid(), doduo);
    // Pikachu Active has no δ: it stays.
    let mut game = game_with("base1-58");
    let pikachu = active(&game, 0).uid();
    use_ability(&mut game, pelipper);
    play(&mut game, &[Action::Yes]);
    assert_eq!(active(&game, 0).uid(), pikachu);
}
