//! Fossils (Trainer cards played as Pokémon) and Technical Machines, played on real cards.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, CardId, Rules, Step, Table, Tcg};
use common::*;

/// Claw Fossil (EX Dragon): 40 HP, no Prize card when Knocked Out; Jagged Stone: "If Claw
/// Fossil is your Active Pokémon and is damaged by an opponent's attack (even if Claw Fossil is
/// Knocked Out), put 1 damage counter on the Attacking Pokémon."
const CLAW_FOSSIL: &str = "ex12-78";
/// Claw Fossil (DP Stormfront), the same Poké-Body: "if Claw Fossil is Knocked Out, this counts
/// as a Knocked Out Pokémon".
const CLAW_FOSSIL_DP: &str = "dp6-138";
/// Anorith (DP Stormfront), which evolves from Claw Fossil.
const ANORITH: &str = "dp6-46";
/// Root Fossil (EX Dragon): "At any time between turns, remove 1 damage counter from Root
/// Fossil."
const ROOT_FOSSIL: &str = "ex12-80";
/// Skull Fossil (DP Mysterious Treasures): "During your opponent's turn, if Skull Fossil would
/// be Knocked Out by damage from an opponent's attack, flip a coin until you get tails. For
/// each heads, put 1 damage counter on the Attacking Pokémon."
const SKULL_FOSSIL: &str = "dp2-117";
const ARON: &str = "sm4-65"; // Metal; Tackle [M] 10, Metal Claw [MCC] 30.
/// Basic Metal Energy (the name alone is an older special Energy).
const METAL: &str = "sm1-163";

/// The index of the ability its owner uses on the Pokémon `card` (a Fossil's discard).
fn used_ability(game: &Tcg, card: CardId) -> u8 {
    let pokemon = game
        .cards()
        .get(card)
        .pokemon()
        .expect("played as a Pokémon");
    pokemon
        .abilities
        .iter()
        .position(|a| a.is_used())
        .expect("an ability used by its owner") as u8
}

/// Seat 1's Aron attacks seat 2's Active `fossil` (with `damage` on it), seat 2 keeping an Aron
/// on the Bench; each player has 2 Prize cards.
fn aron_attacks(fossil: &str, damage: u16, seed: u64) -> Tcg {
    Pos::duel(mon(ARON).energy(&[METAL]), mon(fossil).damage(damage))
        .bench(1, mon(ARON))
        .decks(&["Grass Energy"; 2])
        .prizes(0, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(0, seed)
}

/// Seat 1's Active `active_card` against an Aron, holding `card` in hand.
fn holding(active_card: Mon, card: &str) -> Tcg {
    Pos::duel(active_card, mon(ARON))
        .hand(0, &[card])
        .decks(&["Grass Energy"])
        .game(1)
}

#[test]
fn a_fossil_is_benched_from_the_hand_as_a_colorless_basic_and_discarded_from_play() {
    let mut game = holding(mon(ARON), CLAW_FOSSIL);
    let fossil = card(&game, CLAW_FOSSIL);
    play(&mut game, &[Action::Bench { card: fossil }]);
    let benched = &game.board(Seat(0)).bench()[0];
    assert_eq!(benched.stack(), [fossil]);
    let def = game
        .cards()
        .get(fossil)
        .pokemon()
        .expect("a Pokémon in play");
    assert_eq!(def.hp, 40, "the HP the card prints");
    assert_eq!(def.types, [altplay_cards::printed::EnergyType::Colorless]);
    // "At any time during your turn before your attack, you may discard Claw Fossil from play."
    let uid = benched.uid();
    let index = used_ability(&game, fossil);
    play(
        &mut game,
        &[Action::Ability {
            pokemon: uid,
            index,
        }],
    );
    if legal(&game).contains(&Action::Yes) {
        play(&mut game, &[Action::Yes]);
    }
    assert!(game.board(Seat(0)).bench().is_empty());
    assert_eq!(game.board(Seat(0)).discard(), [fossil]);
}

#[test]
fn a_fossil_cant_retreat_nor_be_affected_by_special_conditions() {
    let game = Pos::duel(mon(CLAW_FOSSIL).energy(&[METAL]), mon(ARON))
        .bench(0, mon(ARON))
        .decks(&["Grass Energy"])
        .game(1);
    let to = bench_uid(&game, 0, 0);
    assert!(game.check(&Action::Retreat { to }).is_err());
    // Tentacool's Poison Sting: "The Defending Pokémon is now Poisoned."
    let stung = Pos::duel(mon("ex12-66").energy(&["Water Energy"]), mon(CLAW_FOSSIL))
        .decks(&["Grass Energy"])
        .attacking(0, 1);
    assert!(
        !active(&stung, 1)
            .conditions()
            .has(SpecialCondition::Poisoned)
    );
}

#[test]
fn knocking_out_an_ex_era_fossil_takes_no_prize_card_and_jagged_stone_hits_back() {
    let game = aron_attacks(CLAW_FOSSIL, 30, 1);
    assert_eq!(
        game.board(Seat(0)).prizes().len(),
        2,
        "no Prize card for Claw Fossil"
    );
    assert!(
        game.board(Seat(1))
            .discard()
            .contains(&card(&game, CLAW_FOSSIL))
    );
    assert_eq!(
        active(&game, 0).damage(),
        10,
        "1 damage counter on the Attacking Pokémon, even though Claw Fossil was Knocked Out"
    );
}

#[test]
fn knocking_out_a_dp_era_fossil_takes_a_prize_card() {
    let game = aron_attacks(CLAW_FOSSIL_DP, 30, 1);
    assert_eq!(game.board(Seat(0)).prizes().len(), 1);
}

#[test]
fn anorith_evolves_from_claw_fossil() {
    let mut game = holding(mon(CLAW_FOSSIL), ANORITH);
    let (fossil, anorith) = (card(&game, CLAW_FOSSIL), card(&game, ANORITH));
    let target = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::Evolve {
            card: anorith,
            target,
        }],
    );
    assert_eq!(active(&game, 0).stack(), [fossil, anorith]);
}

#[test]
fn root_fossil_removes_a_damage_counter_between_turns() {
    let mut game = Pos::duel(mon(ARON), mon(ARON))
        .bench(0, mon(ROOT_FOSSIL).damage(20))
        .decks(&["Grass Energy"; 2])
        .game(1);
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 10);
}

#[test]
fn skull_fossil_knocked_out_puts_a_counter_per_heads_on_the_attacker() {
    // Over seeds, the counters on Aron are the heads before the first tails: some 0, some more.
    let counters: Vec<u16> = (1..=12)
        .map(|seed| active(&aron_attacks(SKULL_FOSSIL, 40, seed), 0).damage() / 10)
        .collect();
    assert!(counters.contains(&0), "{counters:?}");
    assert!(counters.iter().any(|&c| c > 0), "{counters:?}");
}

#[test]
fn a_fossil_in_the_deck_is_a_trainer_card_not_a_basic_pokemon() {
    // Great Ball: "Search your deck for a Basic Pokémon (excluding Pokémon-ex) and put it onto
    // your Bench." The Fossil in the deck is no Basic Pokémon.
    let mut game = Pos::duel(mon(ARON), mon(ARON))
        .hand(0, &["ex6-92"])
        .deck(0, &[CLAW_FOSSIL, "Grass Energy"])
        .deck(1, &["Grass Energy"])
        .game(1);
    let (ball, fossil) = (card(&game, "ex6-92"), card(&game, CLAW_FOSSIL));
    play(&mut game, &[Action::Play { card: ball }]);
    assert!(!legal(&game).contains(&Action::PickCard { card: fossil }));
}

#[test]
fn a_fossil_is_played_as_a_trainer_card_so_headache_keeps_it_in_the_hand() {
    // Psyduck's Headache: "Your opponent can't play Trainer cards during his or her next turn."
    let game = Pos::duel(mon("base3-53").energy(&["Psychic Energy"]), mon(ARON))
        .deck(0, &["Grass Energy"])
        .hand(1, &[CLAW_FOSSIL])
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    let fossil = card(&game, CLAW_FOSSIL);
    assert!(game.check(&Action::Bench { card: fossil }).is_err());
}

/// Technical Machine TS-1: "Attach this card to 1 of your Pokémon in play. That Pokémon may use
/// this card's attack instead of its own." Evoluter (no Energy): "Search your deck for a card
/// that evolves from 1 of your Pokémon and put it onto that Pokémon. (This counts as evolving
/// that Pokémon.) Shuffle your deck afterward."
const TS_1: &str = "dp6-136";

#[test]
fn a_technical_machine_lends_its_attack_to_the_pokemon_it_is_attached_to() {
    let mut game = Pos::duel(mon(ARON), mon(ARON))
        .bench(0, mon(CLAW_FOSSIL))
        .hand(0, &[TS_1])
        .deck(0, &[ANORITH, "Grass Energy"])
        .deck(1, &["Grass Energy"])
        .game(1);
    let (machine, anorith, fossil) = (
        card(&game, TS_1),
        card(&game, ANORITH),
        card(&game, CLAW_FOSSIL),
    );
    let aron = active(&game, 0).uid();
    assert!(
        game.check(&Action::Attack { index: 2 }).is_err(),
        "Aron has 2 attacks of its own"
    );
    play(&mut game, &[Action::Play { card: machine }]);
    if legal(&game).contains(&Action::PickPokemon { pokemon: aron }) {
        play(&mut game, &[Action::PickPokemon { pokemon: aron }]);
    }
    assert_eq!(active(&game, 0).tools(), [machine]);
    // Evoluter comes after Tackle and Metal Claw, and needs no Energy.
    play(&mut game, &[Action::Attack { index: 2 }]);
    let claw = bench_uid(&game, 0, 0);
    for _ in 0..4 {
        let choices = legal(&game);
        if choices.contains(&Action::PickCard { card: anorith }) {
            play(&mut game, &[Action::PickCard { card: anorith }]);
        } else if choices.contains(&Action::PickPokemon { pokemon: claw }) {
            play(&mut game, &[Action::PickPokemon { pokemon: claw }]);
        }
    }
    assert_eq!(game.board(Seat(0)).bench()[0].stack(), [fossil, anorith]);
    assert_eq!(
        active(&game, 0).tools(),
        [machine],
        "TS-1 stays attached: its text discards it at no turn's end"
    );
}

/// Miracle Sphere γ: "Attach this card to 1 of your Evolved Grass, Water, or Lightning Pokémon
/// in play. That Pokémon may use this card's attack instead of its own. At the end of your
/// turn, discard Miracle Sphere γ." Thunder Force [LCC] 30+: "… If the Pokémon using this
/// attack has Water and Lightning basic Energy cards attached to it, this attack does 30 damage
/// plus 10 more damage and lets you put 1 damage counter on each of your opponent's Benched
/// Pokémon."
const SPHERE_GAMMA: &str = "ecard3-131";
/// Barraskewda (Water, Stage 1, 2 attacks) and Arrokuda, its Basic.
const BARRASKEWDA: &str = "swsh4-42";
const ARROKUDA: &str = "swsh4-41";

/// Barraskewda evolved from Arrokuda, with `energy` attached.
fn barraskewda(energy: &[&str]) -> Mon {
    mon(BARRASKEWDA).under(&[ARROKUDA]).energy(energy)
}

#[test]
fn a_miracle_sphere_lends_its_attack_to_an_evolved_pokemon_of_its_types_for_the_turn() {
    let mut game = Pos::duel(
        barraskewda(&["Water Energy", "Lightning Energy", "Lightning Energy"]),
        mon(ARON),
    )
    .bench(0, mon(ARROKUDA))
    .bench(1, mon(ARON))
    .hand(0, &[SPHERE_GAMMA])
    .decks(&["Grass Energy"; 2])
    .game(1);
    let sphere = card(&game, SPHERE_GAMMA);
    let (barraskewda, arrokuda) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    play(&mut game, &[Action::Play { card: sphere }]);
    let choices = legal(&game);
    assert!(
        !choices.contains(&Action::PickPokemon { pokemon: arrokuda }),
        "Arrokuda is no Evolved Pokémon"
    );
    if choices.contains(&Action::PickPokemon {
        pokemon: barraskewda,
    }) {
        play(
            &mut game,
            &[Action::PickPokemon {
                pokemon: barraskewda,
            }],
        );
    }
    assert_eq!(active(&game, 0).tools(), [sphere]);
    // Thunder Force, after Barraskewda's own 2 attacks.
    play(&mut game, &[Action::Attack { index: 2 }]);
    assert_eq!(active(&game, 1).damage(), 40, "30 damage plus 10 more");
    assert_eq!(
        game.board(Seat(1)).bench()[0].damage(),
        10,
        "1 damage counter"
    );
    assert!(
        game.board(Seat(0)).discard().contains(&sphere),
        "discarded at the end of the turn"
    );
}

/// Miracle Sphere α: "Attach this card to 1 of your Evolved Fire, Lightning, or Fighting
/// Pokémon in play. …"
const SPHERE_ALPHA: &str = "ecard3-129";
/// Xatu (Skyridge), Psychic, Stage 1; Poké-Body: "You may attach any Technical Machine to
/// Xatu."
const XATU: &str = "ecard3-35";

/// Seat 1's Active `active_card` with Miracle Sphere α in hand.
fn holding_sphere_alpha(active_card: Mon) -> (Tcg, CardId) {
    let game = holding(active_card, SPHERE_ALPHA);
    let sphere = card(&game, SPHERE_ALPHA);
    (game, sphere)
}

#[test]
fn xatu_takes_a_technical_machine_its_types_would_not() {
    let (mut game, sphere) = holding_sphere_alpha(mon(XATU));
    let xatu = active(&game, 0).uid();
    play(&mut game, &[Action::Play { card: sphere }]);
    if legal(&game).contains(&Action::PickPokemon { pokemon: xatu }) {
        play(&mut game, &[Action::PickPokemon { pokemon: xatu }]);
    }
    assert_eq!(active(&game, 0).tools(), [sphere]);
    // Barraskewda is Water: Miracle Sphere α has no Pokémon to attach to, so it isn't played.
    let (game, sphere) = holding_sphere_alpha(barraskewda(&[]));
    assert!(game.check(&Action::Play { card: sphere }).is_err());
}

/// Armor Fossil (DP Mysterious Treasures), 50 HP; Armor Stone: "Whenever Armor Fossil would be
/// damaged by your opponent's attack, flip a coin until you get tails. For each heads, reduce
/// that damage by 10."
const ARMOR_FOSSIL: &str = "dp2-116";

#[test]
fn armor_fossil_takes_10_less_damage_for_each_heads_before_a_tails() {
    let taken: Vec<u16> = (1..=12)
        .map(|seed| {
            let game = Pos::duel(mon(ARON).energy(&[METAL, METAL, METAL]), mon(ARMOR_FOSSIL))
                .decks(&["Grass Energy"; 2])
                .attacking(1, seed);
            active(&game, 1).damage()
        })
        .collect();
    // Metal Claw does 30: 30 on a first tails, less after heads, never below 0.
    assert!(taken.contains(&30), "{taken:?}");
    assert!(taken.iter().any(|&d| d < 30), "{taken:?}");
    assert!(taken.iter().all(|&d| d <= 30 && d % 10 == 0), "{taken:?}");
}

/// Bellossom δ (Water); Fellowship: "Bellossom can use the attacks of all Oddish, Gloom,
/// Vileplume, Vileplume ex, or other Bellossom you have in play as its own. (You still need the
/// necessary Energy to use each attack.)" Its own: Aqua Flower [WC].
const BELLOSSOM_DELTA: &str = "ex13-19";
/// Oddish: Razor Leaf [CC] 20.
const ODDISH: &str = "sv3pt5-43";

#[test]
fn bellossom_uses_the_attacks_of_the_oddish_its_owner_has_in_play() {
    let bellossom = |bench: Option<Mon>| {
        Pos::duel(
            mon(BELLOSSOM_DELTA).energy(&["Water Energy", "Water Energy"]),
            mon(ARON),
        )
        .benched(0, bench)
        .decks(&["Grass Energy"; 2])
        .game(1)
    };
    assert!(
        bellossom(None).check(&Action::Attack { index: 1 }).is_err(),
        "no Oddish in play: only Aqua Flower"
    );
    let mut game = bellossom(Some(mon(ODDISH)));
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(active(&game, 1).damage(), 20, "Oddish's Razor Leaf");
}

/// Meteor Falls (Stadium): "Each player's Active Evolved Pokémon (excluding Pokémon-ex) can use
/// any attack from its Basic Pokémon or its Stage 1 Evolution card. (You still have to pay for
/// that attack's Energy cost.)"
const METEOR_FALLS: &str = "ex8-89";

#[test]
fn meteor_falls_lets_an_active_evolved_pokemon_use_its_basics_attacks() {
    let falls = |stadium: Option<&str>| {
        let pos = Pos::duel(barraskewda(&["Water Energy", "Water Energy"]), mon(ARON))
            .decks(&["Grass Energy"; 2]);
        match stadium {
            Some(stadium) => pos.stadium(stadium),
            None => pos,
        }
        .game(1)
    };
    assert!(
        falls(None).check(&Action::Attack { index: 3 }).is_err(),
        "Barraskewda has 2 attacks"
    );
    // Arrokuda's Flock, then Peck [WC] 20.
    let mut game = falls(Some(METEOR_FALLS));
    play(&mut game, &[Action::Attack { index: 3 }]);
    assert_eq!(active(&game, 1).damage(), 20, "Arrokuda's Peck");
}

/// Holon Lake (Stadium): "Each player's Pokémon that has δ on its card can use attacks on this
/// card instead of its own." Delta Call [C]: "Search your deck for a Pokémon that has δ on its
/// card, show it to your opponent, and put it into your hand. Shuffle your deck afterward."
const HOLON_LAKE: &str = "ex13-87";

#[test]
fn holon_lake_lends_its_attack_to_delta_pokemon_only() {
    let holon = |active_card: Mon| {
        Pos::duel(active_card, mon(ARON))
            .stadium(HOLON_LAKE)
            .deck(0, &[ODDISH, BELLOSSOM_DELTA, "Grass Energy"])
            .deck(1, &["Grass Energy"])
            .game(1)
    };
    // Oddish has 1 attack and no δ: no Delta Call.
    let oddish = holon(mon(ODDISH).energy(&["Grass Energy", "Grass Energy"]));
    assert!(oddish.check(&Action::Attack { index: 1 }).is_err());
    // Bellossom δ: Aqua Flower, then Delta Call, which finds only the δ Pokémon.
    let mut game = holon(mon(BELLOSSOM_DELTA).energy(&["Water Energy"]));
    play(&mut game, &[Action::Attack { index: 1 }]);
    let (oddish, bellossom) = (card(&game, ODDISH), card(&game, BELLOSSOM_DELTA));
    let choices = legal(&game);
    assert!(!choices.contains(&Action::PickCard { card: oddish }));
    play(&mut game, &[Action::PickCard { card: bellossom }]);
    assert_eq!(game.board(Seat(0)).hand(), [bellossom]);
}

/// Miracle Sphere β: Freezing Force [WCC] 30+: "… If the Pokémon using this attack has Water
/// and Psychic basic Energy cards attached to it, choose an Energy card attached to the
/// Defending Pokémon, if any, and your opponent shuffles that card into his or her deck."
const SPHERE_BETA: &str = "ecard3-130";

#[test]
fn freezing_force_shuffles_an_energy_of_the_defending_pokemon_into_its_owners_deck() {
    let mut game = Pos::duel(
        barraskewda(&["Water Energy", "Psychic Energy", "Psychic Energy"]),
        mon(ARON).energy(&[METAL]),
    )
    .hand(0, &[SPHERE_BETA])
    .decks(&["Grass Energy"; 2])
    .game(1);
    let (metal, sphere) = (card(&game, METAL), card(&game, SPHERE_BETA));
    // Barraskewda is its only Evolved Water Pokémon: no pick to make.
    play(
        &mut game,
        &[Action::Play { card: sphere }, Action::Attack { index: 2 }],
    );
    if legal(&game).contains(&Action::PickCard { card: metal }) {
        play(&mut game, &[Action::PickCard { card: metal }]);
    }
    assert!(active(&game, 1).energy().is_empty());
    assert!(game.board(Seat(1)).deck().contains(&metal));
    assert_eq!(active(&game, 1).damage(), 30, "no Fire Energy: 30 only");
}

/// Sabrina's Alakazam; Psylink: "Sabrina's Alakazam always has a copy of every attack your
/// Psychic Pokémon in play have (…). This power can't be used if Sabrina's Alakazam is Asleep,
/// Confused, or Paralyzed." Its own: Mega Burn.
const SABRINAS_ALAKAZAM: &str = "gym2-16";
/// Drifloon (Psychic): Ram [C] 10.
const DRIFLOON: &str = "sm11-80";

#[test]
fn sabrinas_alakazam_copies_its_psychic_pokemons_attacks_unless_it_cant_act() {
    let alakazam = |conditions: &[&str]| {
        Pos::duel(
            mon(SABRINAS_ALAKAZAM)
                .energy(&["Psychic Energy"])
                .conditions(conditions),
            mon(ARON),
        )
        .bench(0, mon(DRIFLOON))
        .decks(&["Grass Energy"; 2])
        .game(1)
    };
    // Drifloon's Ram comes after Mega Burn.
    assert!(alakazam(&[]).check(&Action::Attack { index: 1 }).is_ok());
    assert!(
        alakazam(&["confused"])
            .check(&Action::Attack { index: 1 })
            .is_err(),
        "a Confused Sabrina's Alakazam has no Psylink"
    );
}

#[test]
fn a_fossil_may_be_the_active_pokemon_at_set_up_as_a_basic_pokemon() {
    // "Play Claw Fossil as if it were a Basic Pokémon": placed at set-up like one, and a hand
    // holding it needs no mulligan. A Sword & Shield theme deck with its Potions made Claw
    // Fossils.
    let fossil = index().get(CLAW_FOSSIL).unwrap();
    let mut deck = theme_decks()
        .find("d-swsh1-1")
        .unwrap()
        .resolve(index())
        .unwrap();
    for entry in deck.entries.iter_mut().filter(|e| e.card.name == "Potion") {
        entry.card = fossil;
    }
    let table = Table::new(&[deck.clone(), deck], Rules::two_players()).unwrap();
    let mut offered = false;
    for seed in 0..40 {
        let mut game = table.start(seed, false);
        let id = card(&game, CLAW_FOSSIL);
        let mut legal = Vec::new();
        while !matches!(game.step(), Step::Turn) {
            game.legal_actions(&mut legal);
            if let Step::PlaceActive(seat) = game.step()
                && game.board(seat).hand().contains(&id)
            {
                assert!(legal.contains(&Action::Place { card: id }));
                offered = true;
            }
            let next = legal[0];
            play(&mut game, &[next]);
        }
    }
    assert!(
        offered,
        "some seed deals a Claw Fossil into an opening hand"
    );
}
