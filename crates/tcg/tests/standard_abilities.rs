//! The Scarlet & Violet wordings of abilities that kept Standard cards from playing (issue 29):
//! each test plays the real card that prints the text.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Lucario ex (250 HP, weak to Psychic only): Aura Knuckle does 120 for Fighting, Fighting and
/// Colorless.
const LUCARIO_EX: &str = "sv7-82";
/// Double Colorless Energy (Base Set): a Special Energy card.
const DOUBLE_COLORLESS: &str = "base1-96";

fn legal(game: &Tcg) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

/// Answers the choices a text waits on: yes, the first card offered, then "done".
fn first_cards(game: &mut Tcg) {
    for _ in 0..4 {
        let Some(&pick) = legal(game)
            .iter()
            .find(|a| matches!(a, Action::Yes | Action::PickCard { .. } | Action::Done))
        else {
            return;
        };
        play(game, &[pick]);
    }
}

#[test]
fn pidgeot_ex_quick_search_once_a_turn_for_all_copies() {
    // Quick Search: "… You can't use more than 1 Quick Search Ability each turn."
    let mut game = Pos::duel(mon("sv4pt5-221"), mon(LUCARIO_EX))
        .bench(0, mon("sv4pt5-221"))
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (active, benched) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    let quick_search = |pokemon| Action::Ability { pokemon, index: 0 };
    assert!(legal(&game).contains(&quick_search(benched)));
    play(&mut game, &[quick_search(active)]);
    first_cards(&mut game);
    assert_eq!(game.board(Seat(0)).hand().len(), 1, "one card searched");
    assert!(!legal(&game).contains(&quick_search(benched)));
}

#[test]
fn gardevoir_discards_a_card_from_the_hand_to_draw_2() {
    // Refinement: "You must discard a card from your hand in order to use this Ability. Once
    // during your turn, you may draw 2 cards."
    let pos = Pos::duel(mon("swsh12tg-TG05"), mon(LUCARIO_EX)).decks(&["Grass Energy"; 3]);
    let refinement = |game: &Tcg| Action::Ability {
        pokemon: active(game, 0).uid(),
        index: 0,
    };
    let empty_handed = pos.game(1);
    assert!(!legal(&empty_handed).contains(&refinement(&empty_handed)));
    let mut game = pos.hand(0, &["Fire Energy"]).game(1);
    let use_it = refinement(&game);
    play(&mut game, &[use_it]);
    first_cards(&mut game);
    let board = game.board(Seat(0));
    assert_eq!((board.hand().len(), board.discard().len()), (2, 1));
    assert!(!legal(&game).contains(&refinement(&game)), "once a turn");
}

#[test]
fn regirock_takes_less_damage_with_energy_attached() {
    // Rock Armor: "If this Pokémon has any Energy attached, it takes 30 less damage from
    // attacks (after applying Weakness and Resistance)."
    let taken = |regirock: Mon| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let game = Pos::duel(lucario, regirock)
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(taken(mon("sv9-82").energy(&["Fighting Energy"])), 120 - 30);
    assert_eq!(taken(mon("sv9-82")), 120);
}

#[test]
fn wigglytuff_ex_gets_more_hp_with_special_energy_attached() {
    // Expanding Body: "If this Pokémon has any Special Energy attached, it gets +100 HP."
    let hp = |wigglytuff: Mon| {
        let game = Pos::duel(wigglytuff, mon(LUCARIO_EX)).game(1);
        game.hp(active(&game, 0))
    };
    assert_eq!(hp(mon("sv4pt5-222").energy(&[DOUBLE_COLORLESS])), 350);
    assert_eq!(hp(mon("sv4pt5-222").energy(&["Grass Energy"])), 250);
}

#[test]
fn garganacl_adds_30_to_the_attacks_of_your_fighting_pokemon() {
    // Powerful a-Salt: "Attacks used by your Fighting Pokémon do 30 more damage to your
    // opponent's Active Pokémon (before applying Weakness and Resistance)."
    let done = |bench: Option<Mon>| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let game = Pos::duel(lucario, mon("swsh4-25"))
            .benched(0, bench)
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(done(Some(mon("me1-147"))), 120 + 30);
    assert_eq!(done(None), 120);
}

#[test]
fn sylveon_takes_no_damage_from_pokemon_ex() {
    // Safeguard: "Prevent all damage done to this Pokémon by attacks from your opponent's
    // Pokémon ex."
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let game = Pos::duel(lucario, mon("sv8pt5-40"))
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 0);
}

#[test]
fn bronzong_reduces_the_damage_all_of_your_pokemon_take() {
    // Protective Bell: "All of your Pokémon take 10 less damage from attacks from your
    // opponent's Pokémon (after applying Weakness and Resistance)."
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let game = Pos::duel(lucario, mon("swsh4-25"))
        .bench(1, mon("sv8pt5-67"))
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 120 - 10);
}

/// Squawkabilly ex: Squawk and Seize.
const SQUAWKABILLY_EX: &str = "sv2-169";

#[test]
fn squawkabilly_ex_redraws_6_on_the_first_turn_once_for_all_copies() {
    // Squawk and Seize: "Once during your first turn, you may discard your hand and draw 6
    // cards. You can't use more than 1 Squawk and Seize Ability during your turn."
    let pos = Pos::duel(mon(SQUAWKABILLY_EX), mon(LUCARIO_EX))
        .bench(0, mon(SQUAWKABILLY_EX))
        .hand(0, &["Fire Energy"; 3])
        .decks(&["Grass Energy"; 10]);
    let squawk = |pokemon| Action::Ability { pokemon, index: 0 };
    let later = pos.game(1);
    assert!(
        !legal(&later).contains(&squawk(active(&later, 0).uid())),
        "not after the first turn"
    );
    let mut game = pos.clone().top("turn = 1").game(1);
    let (active, benched) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    play(&mut game, &[squawk(active)]);
    first_cards(&mut game);
    let board = game.board(Seat(0));
    assert_eq!((board.hand().len(), board.discard().len()), (6, 3));
    assert!(
        !legal(&game).contains(&squawk(benched)),
        "1 Squawk and Seize a turn"
    );
}

/// Munkidori: Adrena-Brain.
const MUNKIDORI: &str = "sv6-95";

#[test]
fn munkidori_moves_up_to_3_damage_counters_to_an_opponents_pokemon() {
    // Adrena-Brain: "Once during your turn, if this Pokémon has any Darkness Energy attached,
    // you may move up to 3 damage counters from 1 of your Pokémon to 1 of your opponent's
    // Pokémon."
    let moved = |munkidori: Mon, hurt: u16| {
        let mut game = Pos::duel(munkidori, mon(LUCARIO_EX))
            .bench(0, mon(LUCARIO_EX).damage(hurt))
            .bench(1, mon(LUCARIO_EX))
            .decks(&["Grass Energy"; 3])
            .game(1);
        let target = bench_uid(&game, 1, 0);
        let use_it = Action::Ability {
            pokemon: active(&game, 0).uid(),
            index: 0,
        };
        if !legal(&game).contains(&use_it) {
            return None;
        }
        play(&mut game, &[use_it]);
        if legal(&game).contains(&Action::Yes) {
            play(&mut game, &[Action::Yes]);
        }
        if legal(&game).contains(&Action::PickPokemon { pokemon: target }) {
            play(&mut game, &[Action::PickPokemon { pokemon: target }]);
        }
        let theirs = game.board(Seat(1)).bench()[0].damage();
        Some((game.board(Seat(0)).bench()[0].damage(), theirs))
    };
    let dark = || mon(MUNKIDORI).energy(&["Darkness Energy"]);
    assert_eq!(moved(dark(), 50), Some((20, 30)), "3 counters of 5");
    assert_eq!(moved(dark(), 20), Some((0, 20)), "the 2 it has");
    assert_ne!(
        moved(mon(MUNKIDORI), 50),
        Some((20, 30)),
        "no Darkness Energy"
    );
    assert_eq!(moved(dark(), 0), Some((0, 0)), "no damage counters to move");
}

/// Iron Bundle: Hyper Blower.
#[test]
fn iron_bundle_switches_out_the_opponents_active_then_leaves_play() {
    // Hyper Blower: "Once during your turn, if this Pokémon is on your Bench, you may switch
    // out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new Active
    // Pokémon.) If you do, discard this Pokémon and all attached cards."
    let mut game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX))
        .bench(0, mon("sv4-56").energy(&["Water Energy"]))
        .bench(1, mon(MUNKIDORI))
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (bundle, theirs) = (bench_uid(&game, 0, 0), active(&game, 1).uid());
    play(
        &mut game,
        &[Action::Ability {
            pokemon: bundle,
            index: 0,
        }],
    );
    if legal(&game).contains(&Action::Yes) {
        play(&mut game, &[Action::Yes]);
    }
    assert_ne!(active(&game, 1).uid(), theirs, "switched out");
    let board = game.board(Seat(0));
    assert!(board.bench().is_empty(), "Iron Bundle left play");
    assert_eq!(board.discard().len(), 2, "with its Energy");
}

/// Teal Mask Ogerpon ex: Teal Dance.
#[test]
fn teal_mask_ogerpon_ex_draws_only_when_it_attached_energy() {
    // Teal Dance: "Once during your turn, you may attach a Basic Grass Energy card from your
    // hand to this Pokémon. If you attached Energy to a Pokémon in this way, draw a card."
    let after = |hand: &[&str]| {
        let mut game = Pos::duel(mon("sv6-25"), mon(LUCARIO_EX))
            .hand(0, hand)
            .decks(&["Fire Energy"; 3])
            .game(1);
        let dance = Action::Ability {
            pokemon: active(&game, 0).uid(),
            index: 0,
        };
        play(&mut game, &[dance]);
        first_cards(&mut game);
        let board = game.board(Seat(0));
        (active(&game, 0).energy().len(), board.hand().len())
    };
    assert_eq!(after(&["Grass Energy"]), (1, 1), "attached, then drew");
    assert_eq!(
        after(&["Fire Energy"]),
        (0, 1),
        "nothing attached, nothing drawn"
    );
}

/// Gardevoir ex: Psychic Embrace.
#[test]
fn gardevoir_ex_attaches_psychic_energy_from_the_discard_pile_with_2_counters() {
    // Psychic Embrace: "As often as you like during your turn, you may attach a Basic Psychic
    // Energy card from your discard pile to 1 of your Psychic Pokémon. If you attached Energy
    // to a Pokémon in this way, put 2 damage counters on that Pokémon. You can't use this
    // Ability on a Pokémon that would be Knocked Out."
    let mut game = Pos::duel(mon("sv1-86"), mon(LUCARIO_EX))
        .bench(0, mon("sv1-86").damage(290))
        .discard(0, &["Psychic Energy"; 3])
        .decks(&["Fire Energy"; 3])
        .game(1);
    let (gardevoir, weak) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    let embrace = Action::Ability {
        pokemon: gardevoir,
        index: 0,
    };
    for _ in 0..2 {
        play(&mut game, &[embrace]);
        let offered = legal(&game);
        assert!(
            !offered.contains(&Action::PickPokemon { pokemon: weak }),
            "2 counters would Knock it Out: {offered:?}"
        );
        first_cards(&mut game);
    }
    assert_eq!(active(&game, 0).energy().len(), 2);
    assert_eq!(active(&game, 0).damage(), 40);
    assert_eq!(game.board(Seat(0)).discard().len(), 1);
}

/// Noctowl: Jewel Seeker.
#[test]
fn noctowl_searches_2_trainers_when_evolved_with_a_tera_pokemon_in_play() {
    // Jewel Seeker: "Once during your turn, when you play this Pokémon from your hand to
    // evolve 1 of your Pokémon, if you have any Tera Pokémon in play, you may search your deck
    // for up to 2 Trainer cards, reveal them, and put them into your hand. Then, shuffle your
    // deck."
    let searched = |bench: &str| {
        let mut game = Pos::duel(mon("sv7-114"), mon(LUCARIO_EX))
            .bench(0, mon(bench))
            .hand(0, &["sv7-115"])
            .deck(0, &["sv1-196", "sv1-196", "Grass Energy"])
            .deck(1, &["Grass Energy"; 3])
            .game(1);
        let (card, target) = (card(&game, "sv7-115"), active(&game, 0).uid());
        play(&mut game, &[Action::Evolve { card, target }]);
        first_cards(&mut game);
        game.board(Seat(0)).hand().len()
    };
    assert_eq!(searched("sv7-128"), 2, "Terapagos ex is a Tera Pokémon");
    assert_eq!(searched(LUCARIO_EX), 0);
}

/// Radiant Alakazam: Painful Spoons.
#[test]
fn radiant_alakazam_moves_counters_to_another_of_the_opponents_pokemon() {
    // Painful Spoons: "Once during your turn, you may move up to 2 damage counters from 1 of
    // your opponent's Pokémon to another of their Pokémon."
    let mut game = Pos::duel(mon("swsh12-59"), mon(LUCARIO_EX).damage(50))
        .bench(1, mon(LUCARIO_EX))
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (hurt, other) = (active(&game, 1).uid(), bench_uid(&game, 1, 0));
    let spoons = Action::Ability {
        pokemon: active(&game, 0).uid(),
        index: 0,
    };
    play(&mut game, &[spoons]);
    if legal(&game).contains(&Action::Yes) {
        play(&mut game, &[Action::Yes]);
    }
    let offered = legal(&game);
    assert!(
        !offered.contains(&Action::PickPokemon { pokemon: hurt }),
        "not back onto the Pokémon they leave: {offered:?}"
    );
    if offered.contains(&Action::PickPokemon { pokemon: other }) {
        play(&mut game, &[Action::PickPokemon { pokemon: other }]);
    }
    assert_eq!(active(&game, 1).damage(), 30);
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 20);
}

#[test]
fn lunatone_draws_3_for_a_basic_fighting_energy_only_with_solrock_in_play() {
    // Lunar Cycle: "Once during your turn, if you have Solrock in play, you may discard a Basic
    // Fighting Energy card from your hand in order to use this Ability. Draw 3 cards."
    let lunar_cycle = |game: &Tcg| Action::Ability {
        pokemon: active(game, 0).uid(),
        index: 0,
    };
    let pos = |solrock: bool, hand: &[&str]| {
        let pos = Pos::duel(mon("me1-74"), mon(LUCARIO_EX))
            .decks(&["Grass Energy"; 5])
            .hand(0, hand);
        match solrock {
            true => pos.bench(0, mon("me1-75")),
            false => pos,
        }
        .game(1)
    };
    let without_solrock = pos(false, &["Fighting Energy"]);
    assert!(!legal(&without_solrock).contains(&lunar_cycle(&without_solrock)));
    let without_energy = pos(true, &["Grass Energy"]);
    assert!(!legal(&without_energy).contains(&lunar_cycle(&without_energy)));
    let mut game = pos(true, &["Fighting Energy"]);
    let use_it = lunar_cycle(&game);
    play(&mut game, &[use_it]);
    first_cards(&mut game);
    let board = game.board(Seat(0));
    assert_eq!((board.hand().len(), board.discard().len()), (3, 1));
    assert!(!legal(&game).contains(&lunar_cycle(&game)), "once a turn");
}

/// The damage seat 2's Active `defender` takes from Zangoose's Slash (40, one Colorless)
/// over seeds 1 to 24, as a set: both 0 and 40 when a coin decides.
fn damage_over_seeds(defender: Mon) -> Vec<u16> {
    let mut seen: Vec<u16> = (1..=24)
        .map(|seed| {
            let pos = Pos::duel(mon("sv1-146").energy(&["Grass Energy"]), defender.clone())
                .decks(&["Grass Energy"; 2])
                .prizes(1, &["Grass Energy"; 2]);
            active(&pos.attacking(0, seed), 1).damage()
        })
        .collect();
    seen.sort_unstable();
    seen.dedup();
    seen
}

#[test]
fn jumpluff_flips_a_coin_to_prevent_damage_from_attacks() {
    // Drifting Dodge: "If any damage is done to this Pokémon by attacks, flip a coin. If heads,
    // prevent that damage."
    assert_eq!(damage_over_seeds(mon("sv4pt5-98")), [0, 40]);
}

#[test]
fn spinda_flips_only_while_confused() {
    // Tangled Feet: "If this Pokémon is Confused and is damaged by an attack, flip a coin. If
    // heads, prevent that damage."
    assert_eq!(damage_over_seeds(mon("sv4-151")), [40]);
    let confused = mon("sv4-151").conditions(&["confused"]);
    assert_eq!(damage_over_seeds(confused), [0, 40]);
}

#[test]
fn fezandipiti_flips_only_with_darkness_energy_attached() {
    // "If this Pokémon has any Darkness Energy attached and is damaged by an attack, flip a
    // coin. If heads, prevent that damage."
    assert_eq!(damage_over_seeds(mon("sv8pt5-45")), [40]);
    let dark = mon("sv8pt5-45").energy(&["Darkness Energy"]);
    assert_eq!(damage_over_seeds(dark), [0, 40]);
}

#[test]
fn flip_the_script_is_used_only_after_a_knock_out_during_the_opponents_last_turn() {
    // Fezandipiti ex: "Once during your turn, if any of your Pokémon were Knocked Out during your
    // opponent's last turn, you may draw 3 cards." With nothing Knocked Out it is not offered
    // (TCG-15: an ability whose test fails would do nothing).
    let fezandipiti = || mon("sv6pt5-38");
    let flip = |pokemon| Action::Ability { pokemon, index: 0 };
    let quiet = Pos::stocked_duel(fezandipiti(), mon("sv1-81")).game(1);
    assert!(!legal(&quiet).contains(&flip(active(&quiet, 0).uid())));
    // Seat 2's Kommo-o uses War Cry (30 damage) and Knocks Out seat 1's Passimian: Fezandipiti
    // ex comes in from the Bench, and may draw 3.
    let mut game = Pos::duel(mon("sm1-73"), mon("sm4-77").energy(&["Fighting Energy"; 2]))
        .top("turn_of = 2")
        .decks(&["Grass Energy"; 12])
        .prizes(0, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .bench(0, fezandipiti())
        .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(game.current().0, 0, "seat 1's turn");
    let uid = active(&game, 0).uid();
    assert!(legal(&game).contains(&flip(uid)));
    let hand = game.board(Seat(0)).hand().len();
    play(&mut game, &[flip(uid), Action::Yes]);
    assert_eq!(game.board(Seat(0)).hand().len(), hand + 3);
}

#[test]
fn incineroar_ex_attacks_cost_colorless_less_for_each_opponents_benched_pokemon() {
    // "Attacks used by this Pokémon cost Colorless less for each of your opponent's Benched
    // Pokémon." Blaze Blast costs Fire and 4 Colorless.
    let can_attack = |benched: usize| {
        let incineroar = mon("sv5-187").energy(&["Fire Energy"]);
        let mut pos = Pos::duel(incineroar, mon(LUCARIO_EX));
        for _ in 0..benched {
            pos = pos.bench(1, mon(LUCARIO_EX));
        }
        legal(&pos.game(1)).contains(&Action::Attack { index: 0 })
    };
    assert!(can_attack(4));
    assert!(!can_attack(3));
}

#[test]
fn magmortar_puts_3_more_damage_counters_on_the_burned_active_at_the_checkup() {
    // "During Pokémon Checkup, put 3 more damage counters on your opponent's Burned Pokémon."
    let burned = |bench: Option<Mon>| {
        let mut game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX).conditions(&["burned"]))
            .benched(0, bench)
            .decks(&["Grass Energy"; 3])
            .game(1);
        play(&mut game, &[Action::EndTurn]);
        active(&game, 1).damage()
    };
    assert_eq!(burned(Some(mon("sv9-21"))), 20 + 30);
    assert_eq!(burned(None), 20);
}

#[test]
fn pecharunt_adds_5_counters_to_poison_only_while_active() {
    // "As long as this Pokémon is in the Active Spot, put 5 more damage counters on your
    // opponent's Poisoned Pokémon during Pokémon Checkup."
    let poisoned = |pos: Pos| {
        let mut game = pos.decks(&["Grass Energy"; 3]).game(1);
        play(&mut game, &[Action::EndTurn]);
        active(&game, 1).damage()
    };
    let lucario = || mon(LUCARIO_EX).conditions(&["poisoned"]);
    assert_eq!(poisoned(Pos::duel(mon("svp-149"), lucario())), 10 + 50);
    let benched = Pos::duel(mon(LUCARIO_EX), lucario()).bench(0, mon("svp-149"));
    assert_eq!(poisoned(benched), 10);
}

#[test]
fn ludicolo_gives_all_of_your_pokemon_40_more_hp() {
    // "All of your Pokémon in play get +40 HP."
    let game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX))
        .bench(0, mon("sv9-37"))
        .game(1);
    assert_eq!(game.hp(active(&game, 0)), 250 + 40);
    assert_eq!(game.hp(active(&game, 1)), 250);
}

#[test]
fn archaludon_frees_the_retreat_of_your_pokemon_with_metal_energy() {
    // "All of your Pokémon that have Metal Energy attached have no Retreat Cost." Archaludon's
    // own Retreat Cost is 2.
    let retreats = |energy: &str| {
        let mut game = Pos::duel(mon("sv8pt5-70").energy(&[energy]), mon(LUCARIO_EX))
            .bench(0, mon(LUCARIO_EX))
            .game(1);
        let to = bench_uid(&game, 0, 0);
        game.act(&Action::Retreat { to }).is_ok()
    };
    assert!(retreats("Metal Energy"));
    assert!(!retreats("Fire Energy"));
}

#[test]
fn ethans_magcargo_retreats_free_with_no_energy_attached() {
    // "If this Pokémon has no Energy attached, it has no Retreat Cost." Its own is 3.
    let retreats = |magcargo: Mon| {
        let mut game = Pos::duel(magcargo, mon(LUCARIO_EX))
            .bench(0, mon(LUCARIO_EX))
            .game(1);
        let to = bench_uid(&game, 0, 0);
        game.act(&Action::Retreat { to }).is_ok()
    };
    assert!(retreats(mon("sv10-36")));
    assert!(!retreats(mon("sv10-36").energy(&["Fire Energy"])));
}

#[test]
fn meowscarada_switches_itself_in_from_the_bench() {
    // "Once during your turn, if this Pokémon is on your Bench, you may switch it with your
    // Active Pokémon."
    let mut game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX))
        .bench(0, mon("sv9-18"))
        .game(1);
    let meowscarada = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[Action::Ability {
            pokemon: meowscarada,
            index: 0,
        }],
    );
    first_cards(&mut game);
    assert_eq!(active(&game, 0).uid(), meowscarada);
    let again = Action::Ability {
        pokemon: meowscarada,
        index: 0,
    };
    assert!(!legal(&game).contains(&again), "once a turn");
}

#[test]
fn slaking_ex_attacks_only_against_pokemon_ex_or_v() {
    // "If your opponent has no Pokémon ex or Pokémon V in play, this Pokémon can't attack."
    let can_attack = |theirs: &str| {
        let slaking = mon("sv8-227").energy(&["Water Energy"; 2]);
        let game = Pos::duel(slaking, mon(theirs)).game(1);
        legal(&game).contains(&Action::Attack { index: 0 })
    };
    assert!(can_attack(LUCARIO_EX));
    assert!(!can_attack("sv9-21"));
}

#[test]
fn ethans_quilava_searches_the_deck_for_a_card_of_its_name() {
    // "Once during your turn, you may search your deck for an Ethan's Adventure card, reveal
    // it, and put it into your hand. Then, shuffle your deck."
    let mut game = Pos::duel(mon("sv10-33"), mon(LUCARIO_EX))
        .deck(0, &["Grass Energy", "sv10-165", "Grass Energy"])
        .deck(1, &["Grass Energy"; 2])
        .game(1);
    let quilava = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::Ability {
            pokemon: quilava,
            index: 0,
        }],
    );
    first_cards(&mut game);
    let hand = game.board(Seat(0)).hand();
    assert_eq!(hand.len(), 1, "only the Ethan's Adventure is offered");
    assert!(hand.contains(&card(&game, "sv10-165")));
}

/// The damage seat 1's Active takes from seat 0's Active using its attack `index`.
fn taken_from(attacker: Mon, index: u8, defender: Mon) -> u16 {
    let game = Pos::duel(attacker, defender)
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(index, 1);
    active(&game, 1).damage()
}

/// Orthworm ex (Basic Pokémon ex, with an Ability): Rock Tomb does 150 for 4 Colorless.
fn orthworm_ex() -> Mon {
    mon("sv7-162").energy(&["Metal Energy"; 4])
}

#[test]
fn prevention_from_attackers_of_a_kind() {
    let lucario = || mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    // Farigiraf ex: "Prevent all damage done to this Pokémon by attacks from your opponent's
    // Basic Pokémon ex." Lucario ex is a Stage 1 Pokémon ex.
    assert_eq!(taken_from(orthworm_ex(), 0, mon("sv5-194")), 0);
    assert_eq!(taken_from(lucario(), 1, mon("sv5-194")), 120);
    // Cornerstone Mask Ogerpon ex: "Prevent all damage from attacks done to this Pokémon by
    // your opponent's Pokémon that have an Ability." Lucario ex has none.
    assert_eq!(taken_from(orthworm_ex(), 0, mon("sv8pt5-160")), 0);
    assert_eq!(taken_from(lucario(), 1, mon("sv8pt5-160")), 120);
}

#[test]
fn drednaw_prevents_damage_of_200_or_more() {
    // Exoskeleton: "Prevent all damage done to this Pokémon by attacks from your opponent's
    // Pokémon if that damage is 200 or more." Topaz Bolt does 300.
    let pikachu = mon("sv8pt5-179").energy(&["Grass Energy", "Lightning Energy", "Metal Energy"]);
    assert_eq!(taken_from(pikachu, 0, mon("sv7-44")), 0);
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    assert_eq!(taken_from(lucario, 1, mon("sv7-44")), 120);
}

/// The damage Arceus VSTAR's Trinity Nova (200) does to seat 1's Active `defender`, with
/// `benched` on the Bench of seat `seat`.
fn trinity_nova(seat: usize, benched: Option<Mon>, defender: Mon) -> u16 {
    let arceus = mon("swsh9-123").energy(&["Grass Energy"; 3]);
    let game = Pos::duel(arceus, defender)
        .benched(seat, benched)
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(0, 1);
    active(&game, 1).damage()
}

#[test]
fn deoxys_vmax_reduces_damage_from_pokemon_vstar() {
    // "All of your Pokémon take 30 less damage from attacks from your opponent's Pokémon
    // VSTAR (after applying Weakness and Resistance)."
    let deoxys = Some(mon("swsh12pt5gg-GG45"));
    assert_eq!(trinity_nova(1, deoxys, mon("swsh4-25")), 200 - 30);
    assert_eq!(trinity_nova(1, None, mon("swsh4-25")), 200);
}

#[test]
fn crustle_survives_a_knock_out_only_from_full_hp() {
    // Sturdy: "If this Pokémon has full HP and would be Knocked Out by damage from an attack,
    // it is not Knocked Out, and its remaining HP becomes 10." Topaz Bolt does 300.
    let attacked = |crustle: Mon| {
        let pikachu =
            mon("sv8pt5-179").energy(&["Grass Energy", "Lightning Energy", "Metal Energy"]);
        Pos::duel(pikachu, crustle)
            .bench(1, mon(LUCARIO_EX))
            .decks(&["Grass Energy"; 2])
            .prizes(0, &["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .attacking(0, 1)
    };
    let game = attacked(mon("zsv10pt5-130"));
    assert_eq!(active(&game, 1).damage(), 150 - 10);
    // Damaged before: all the damage stays (Topaz Bolt's discard is chosen before the Knock
    // Out).
    let game = attacked(mon("zsv10pt5-130").damage(10));
    assert_eq!(active(&game, 1).damage(), 10 + 300);
}

#[test]
fn counters_on_the_attacker_when_damaged() {
    let lucario = || mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let attacker_damage = |defender: Mon| {
        let game = Pos::duel(lucario(), defender)
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .attacking(1, 1);
        active(&game, 0).damage()
    };
    // Orthworm ex: "If this Pokémon is damaged by an attack from your opponent's Pokémon (even
    // if this Pokémon is Knocked Out), put 2 damage counters on the Attacking Pokémon for each
    // Metal Energy attached to this Pokémon."
    assert_eq!(attacker_damage(orthworm_ex()), 4 * 20);
    assert_eq!(attacker_damage(mon("sv7-162")), 0);
    // Chesnaught V: "If your Active Chesnaught V is damaged by an attack from your opponent's
    // Pokémon (even if it is Knocked Out), put 3 damage counters on the Attacking Pokémon."
    assert_eq!(attacker_damage(mon("swsh12-171")), 30);
}

/// Seat 0's Active (Lucario ex, its Retreat Cost paid by 3 Fighting Energy) retreats for its
/// first Benched Pokémon, `benched`, in a game laid out against Lucario ex.
fn retreated_for(benched: Mon) -> Tcg {
    let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let mut game = Pos::duel(lucario, mon(LUCARIO_EX))
        .bench(0, benched)
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .game(1);
    let to = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to }]);
    game
}

#[test]
fn iron_valiant_ex_puts_2_counters_when_it_moves_to_the_active_spot() {
    // Tachyon Bits: "Once during your turn, when this Pokémon moves from your Bench to the
    // Active Spot, you may put 2 damage counters on 1 of your opponent's Pokémon."
    let mut game = retreated_for(mon("sv8pt5-157"));
    assert!(legal(&game).contains(&Action::Yes), "offered on moving up");
    play(&mut game, &[Action::Yes]);
    // The opponent's one Pokémon: a pick that makes itself.
    assert_eq!(active(&game, 1).damage(), 20);
}

#[test]
fn keldeo_ex_does_more_after_moving_to_the_active_spot_this_turn() {
    // Gale Thrust (30+): "If this Pokémon moved from your Bench to the Active Spot this turn,
    // this attack does 90 more damage."
    let keldeo = || mon("rsv10pt5-167").energy(&["Water Energy"; 2]);
    let mut game = retreated_for(keldeo());
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 30 + 90);
    let game = Pos::duel(keldeo(), mon(LUCARIO_EX))
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 30);
}

/// The damage on seat 0's Active (`mine`) once it attached the Fighting Energy of its hand,
/// against seat 1's Active `theirs`.
fn attached_against(mine: Mon, theirs: Mon) -> u16 {
    attached_on(Pos::duel(mine, theirs))
}

/// The damage on seat 0's Active once it attached the Fighting Energy of its hand, in `pos`.
fn attached_on(pos: Pos) -> u16 {
    let mut game = pos
        .hand(0, &["Fighting Energy"])
        .decks(&["Grass Energy"; 2])
        .game(1);
    let (card, target) = (game.board(Seat(0)).hand()[0], active(&game, 0).uid());
    play(&mut game, &[Action::Attach { card, target }]);
    active(&game, 0).damage()
}

#[test]
fn counters_on_the_pokemon_an_opponent_attaches_energy_to() {
    // Gengar ex: "Whenever your opponent attaches an Energy card from their hand to 1 of
    // their Pokémon, put 2 damage counters on that Pokémon."
    assert_eq!(attached_against(mon(LUCARIO_EX), mon("sv5-193")), 20);
    // Radiant Charjabug: "Whenever any player attaches an Energy card from their hand to 1
    // of their Pokémon V, …": its owner's too, Pokémon V only.
    assert_eq!(attached_against(mon("swsh12-171"), mon("swsh12pt5-51")), 20);
    assert_eq!(attached_against(mon(LUCARIO_EX), mon("swsh12pt5-51")), 0);
    assert_eq!(attached_against(mon("swsh12pt5-51"), mon(LUCARIO_EX)), 0);
    let own = Pos::duel(mon("swsh12-171"), mon(LUCARIO_EX)).bench(0, mon("swsh12pt5-51"));
    assert_eq!(attached_on(own), 20);
    // Minun: "If you have Plusle in play, whenever your opponent attaches …": while it holds.
    let minun = |plusle: Option<Mon>| {
        attached_on(Pos::duel(mon(LUCARIO_EX), mon("sv4-194")).benched(1, plusle))
    };
    assert_eq!(minun(Some(mon("sv4-193"))), 20);
    assert_eq!(minun(None), 0);
}

#[test]
fn nidoking_attacks_for_no_energy_with_nidoqueen_in_play() {
    // Royal Rule: "If you have Nidoqueen in play, ignore all Energy in the costs of attacks used
    // by this Pokémon." Venomous Impact (190) costs 4.
    let pos = |bench: Option<Mon>| {
        Pos::duel(mon("sv3pt5-174"), mon(LUCARIO_EX))
            .benched(0, bench)
            .decks(&["Grass Energy"; 2])
    };
    let venomous_impact = Action::Attack { index: 0 };
    assert!(legal(&pos(Some(mon("sv3pt5-31"))).game(1)).contains(&venomous_impact));
    assert!(!legal(&pos(None).game(1)).contains(&venomous_impact));
}

#[test]
fn annihilape_does_120_more_with_2_damage_counters_on_it() {
    // "If this Pokémon has 2 or more damage counters on it, attacks used by this Pokémon do 120
    // more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
    // Deoxys VMAX resists Fighting by 30.
    let impact_blow = |annihilape: Mon| {
        let deoxys = mon("swsh12pt5gg-GG45");
        taken_from(annihilape.energy(&["Fighting Energy"; 2]), 0, deoxys)
    };
    assert_eq!(impact_blow(mon("sv10-92").damage(20)), 160 + 120 - 30);
    assert_eq!(impact_blow(mon("sv10-92").damage(10)), 160 - 30);
}

#[test]
fn radiant_hawlucha_adds_30_against_an_active_pokemon_vmax() {
    // "As long as this Pokémon is on your Bench, your Pokémon's attacks do 30 more damage to
    // your opponent's Active Pokémon VMAX (before applying Weakness and Resistance)." Deoxys
    // VMAX takes 30 less from Pokémon VSTAR.
    let hawlucha = || Some(mon("swsh10-81"));
    let deoxys = || mon("swsh12pt5gg-GG45");
    assert_eq!(trinity_nova(0, hawlucha(), deoxys()), 200 + 30 - 30);
    assert_eq!(trinity_nova(0, None, deoxys()), 200 - 30);
    assert_eq!(trinity_nova(0, hawlucha(), mon(LUCARIO_EX)), 200);
}

#[test]
fn karrablast_evolves_the_turn_it_is_played_with_shelmet_in_play() {
    // "If you have Shelmet in play, this Pokémon can evolve during your first turn or the turn
    // you play it."
    let evolves = |bench: Option<Mon>| {
        let game = Pos::duel(mon("zsv10pt5-94").new_this_turn(), mon(LUCARIO_EX))
            .benched(0, bench)
            .hand(0, &["zsv10pt5-60"])
            .decks(&["Grass Energy"; 2])
            .game(1);
        let card = game.board(Seat(0)).hand()[0];
        let target = active(&game, 0).uid();
        legal(&game).contains(&Action::Evolve { card, target })
    };
    assert!(evolves(Some(mon("rsv10pt5-93"))));
    assert!(!evolves(None));
}
