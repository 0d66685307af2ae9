//! The Pokémon texts of Standard cards left unplayable after the sixth pass of issue 29 (point
//! 4): each test plays the real card that prints the text.

mod common;

use altplay_core::Policy;
use altplay_core::Seat;
use altplay_tcg::game::{Action, Rules, Tcg};
use altplay_tcg::players::Greedy;
use common::*;

/// Aerodactyl VSTAR: Lost Dive (FCC, 240) and Ancient Star (C, a VSTAR Power).
const AERODACTYL_VSTAR: &str = "swsh11-199";
/// Unown VSTAR: Tri Power (P, 70×, 3 coins) and Star Cipher (CCC, a VSTAR Power).
const UNOWN_VSTAR: &str = "swsh12-199";
/// Rotom V: "Once during your turn, you may draw 3 cards. If you use this Ability, your turn
/// ends."
const ROTOM_V: &str = "swsh11-58";
/// Lucario ex (250 HP, weak to Psychic only).
const LUCARIO_EX: &str = "sv7-82";
/// Charizard (170 HP, Fire, weak to Water only).
const CHARIZARD: &str = "swsh4-25";

#[test]
fn aerodactyl_vstar_puts_the_top_3_cards_of_its_deck_in_the_lost_zone() {
    // Lost Dive: "Put the top 3 cards of your deck in the Lost Zone."
    let aerodactyl = mon(AERODACTYL_VSTAR).energy(&["Fighting Energy"; 3]);
    let pos = Pos::stocked_duel(aerodactyl, mon(LUCARIO_EX)).deck(
        0,
        &[
            "Grass Energy",
            "Fire Energy",
            "Water Energy",
            "Psychic Energy",
        ],
    );
    let game = pos.attacking(0, 1);
    assert_eq!(game.board(SEAT_2).active().map(|p| p.damage()), Some(240));
    let lost = game.board(altplay_core::Seat(0)).lost_zone().len();
    assert_eq!(lost, 3, "the top 3 cards, none discarded");
    assert!(game.board(altplay_core::Seat(0)).discard().is_empty());
    assert_eq!(game.board(altplay_core::Seat(0)).deck().len(), 1);
}

/// Whether the player to move may use Rotom V's Instant Charge, their Benched Pokémon V's
/// Ability.
fn instant_charge_offered(game: &altplay_tcg::game::Tcg) -> bool {
    let rotom = bench_uid(game, 1, 0);
    legal(game).contains(&Action::Ability {
        pokemon: rotom,
        index: 0,
    })
}

#[test]
fn aerodactyl_vstar_gains_an_ability_that_switches_off_the_opponents_pokemon_v() {
    // Ancient Star: "Until this Pokémon leaves play, it gains an Ability that has the effect
    // "Your opponent's Pokémon V in play, except any Aerodactyl VSTAR, have no Abilities."
    // (You can't use more than 1 VSTAR Power in a game.)"
    let pos = Pos::stocked_duel(
        mon(AERODACTYL_VSTAR).energy(&["Fighting Energy"]),
        mon(CHARIZARD),
    )
    .decks(&["Water Energy"; 6])
    .bench(1, mon(ROTOM_V));
    // Before the attack, the Aerodactyl has no Ability: the opponent's turn offers Rotom V's.
    let mut before = pos.game(1);
    play(&mut before, &[Action::EndTurn]);
    assert!(instant_charge_offered(&before));
    let after = pos.attacking(1, 1);
    assert!(
        !instant_charge_offered(&after),
        "the Ability gained switches off the opponent's Pokémon V"
    );
}

#[test]
fn unown_vstar_gains_an_ability_that_makes_the_opponents_weakness_psychic() {
    // Star Cipher: "Until this Pokémon leaves play, it gains an Ability that has the effect "The
    // Weakness of each of your opponent's Pokémon in play is now Psychic. (The amount of
    // Weakness doesn't change.)""; then Tri Power, 70 for each heads, against Charizard, weak
    // to Water ×2.
    let unown = mon(UNOWN_VSTAR).energy(&["Psychic Energy"; 3]);
    let pos = Pos::stocked_duel(unown, mon(CHARIZARD)).decks(&["Water Energy"; 6]);
    let tri_power = |cipher: bool, seed: u64| {
        let mut game = pos.game(seed);
        if cipher {
            play(&mut game, &[Action::Attack { index: 1 }]);
        } else {
            play(&mut game, &[Action::EndTurn]);
        }
        play(&mut game, &[Action::EndTurn, Action::Attack { index: 0 }]);
        // Knocked Out, it is no longer in play: its 170 HP done.
        game.board(SEAT_2).active().map_or(170, |p| p.damage())
    };
    // The same seed flips the same coins in both games; seeds where no Knock Out ends it.
    let pairs: Vec<(u16, u16)> = (1..24)
        .map(|seed| (tri_power(false, seed), seed))
        .filter(|&(plain, _)| plain <= 70)
        .map(|(plain, seed)| (plain, tri_power(true, seed)))
        .collect();
    assert!(
        pairs.iter().any(|&(plain, _)| plain == 70),
        "one heads: {pairs:?}"
    );
    for (plain, doubled) in pairs {
        assert_eq!(doubled, plain * 2, "Psychic damage doubled by the Weakness");
    }
}

#[test]
fn ninetales_uses_the_effect_of_a_supporter_it_discards_from_its_deck() {
    // Supernatural Shapeshifter: "Discard the top card of your deck, and if that card is a
    // Supporter card, use the effect of that card as the effect of this attack."; Hop: "Draw 3
    // cards."
    let ninetales = mon("me1-20").energy(&["Fire Energy"]);
    let with_top = |top: &str| {
        let deck = [
            top,
            "Water Energy",
            "Water Energy",
            "Water Energy",
            "Water Energy",
        ];
        let game = Pos::stocked_duel(ninetales.clone(), mon(CHARIZARD))
            .deck(0, &deck)
            .attacking(0, 1);
        let me = game.board(altplay_core::Seat(0));
        (me.hand().len(), me.discard().len(), me.deck().len())
    };
    assert_eq!(
        with_top("swsh1-165"),
        (3, 1, 1),
        "Hop discarded, its 3 cards drawn"
    );
    assert_eq!(
        with_top("Grass Energy"),
        (0, 1, 4),
        "no Supporter: nothing more"
    );
}

/// Dreepy (sv6-128, a Basic Pokémon, 70 HP).
const DREEPY: &str = "sv6-128";

#[test]
fn dragapult_discards_benched_dreepy_for_different_opponents_pokemon_each() {
    // Dragon Launcher: "Discard a number of your Benched Dreepy up to the number of your
    // opponent's Pokémon in play. Then, for each Dreepy you discarded in this way, choose 1 of
    // your opponent's Pokémon and do 100 damage to it. You can't choose the same Pokémon more
    // than once. …"
    let dragapult = mon("swsh12-89").energy(&["Psychic Energy"]);
    let pos = Pos::stocked_duel(dragapult, mon(LUCARIO_EX))
        .bench(0, mon(DREEPY))
        .bench(0, mon(DREEPY))
        .bench(0, mon(DREEPY))
        .bench(0, mon(CHARIZARD))
        .bench(1, mon(LUCARIO_EX));
    // Three Dreepy, but the opponent has 2 Pokémon in play: after 2 no more are offered, and
    // each of theirs takes 100 once.
    let mut game = pos.attacking(0, 1);
    for i in 0..2 {
        assert_eq!(pokemon_offered(&game).len(), 3 - i, "the Dreepy left");
        let dreepy = bench_uid(&game, 0, 0);
        play(&mut game, &[Action::PickPokemon { pokemon: dreepy }]);
    }
    let me = game.board(altplay_core::Seat(0));
    assert_eq!(me.bench().len(), 2, "a Dreepy and Charizard stay");
    assert_eq!(me.discard().len(), 2, "the 2 Dreepy");
    assert_eq!(active(&game, 1).damage(), 100);
    assert_eq!(game.board(SEAT_2).bench()[0].damage(), 100);

    // One Dreepy: one of the opponent's Pokémon, picked.
    let mut game = pos.attacking(0, 1);
    let dreepy = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[Action::PickPokemon { pokemon: dreepy }, Action::Done],
    );
    let theirs = bench_uid(&game, 1, 0);
    assert_eq!(
        pokemon_offered(&game).len(),
        2,
        "either of the opponent's Pokémon"
    );
    play(&mut game, &[Action::PickPokemon { pokemon: theirs }]);
    assert_eq!(game.board(SEAT_2).bench()[0].damage(), 100);
    assert_eq!(active(&game, 1).damage(), 0);
}

#[test]
fn team_rockets_persian_ex_uses_an_attack_of_a_pokemon_in_the_opponents_deck() {
    // Haughty Order: "Reveal the top 10 cards of your opponent's deck. You may choose an attack
    // from a Pokémon you find there and use it as this attack. Shuffle the revealed cards into
    // your opponent's deck."; Lucario ex's Aura Knuckle does 120.
    let persian = mon("sv10-219").energy(&["Grass Energy"; 2]);
    let mut deck = vec!["Grass Energy"; 10];
    deck.insert(4, LUCARIO_EX);
    let pos = Pos::stocked_duel(persian, mon(CHARIZARD)).deck(1, &deck);
    let mut game = pos.attacking(0, 1);
    play(&mut game, &[Action::Yes]);
    let lucario = card(&game, LUCARIO_EX);
    if offered(&game).contains(&lucario) {
        play(&mut game, &[Action::PickCard { card: lucario }]);
    }
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert_eq!(active(&game, 1).damage(), 120, "Aura Knuckle");
    // The 11 cards back in the deck, less the card drawn as the opponent's turn began.
    assert_eq!(game.board(SEAT_2).deck().len(), 10);
    assert_eq!(game.board(SEAT_2).hand().len(), 1);

    // Declined: no damage, the cards shuffled back all the same.
    let mut game = pos.attacking(0, 1);
    play(&mut game, &[Action::Done]);
    assert_eq!(active(&game, 1).damage(), 0);
    assert_eq!(game.board(SEAT_2).deck().len(), 10);
}

#[test]
fn milotic_keeps_the_opponents_pokemon_in_play_out_of_their_hand() {
    // Mentally Calm: "Your opponent's Pokémon in play and all attached cards can't be put into
    // your opponent's hand."; Penny: "Put 1 of your Basic Pokémon and all attached cards into
    // your hand."
    let penny_offered = |mine: &str| {
        let game = Pos::stocked_duel(mon(mine), mon(LUCARIO_EX).energy(&["Fighting Energy"]))
            .bench(1, mon(ROTOM_V))
            .hand(1, &["sv1-183"])
            .top("turn_of = 2")
            .game(1);
        let penny = card(&game, "sv1-183");
        legal(&game).contains(&Action::Play { card: penny })
    };
    assert!(penny_offered(CHARIZARD));
    assert!(
        !penny_offered("sv6-50"),
        "nothing it could put into the hand"
    );
}

#[test]
fn milotic_keeps_an_attacker_and_its_energy_in_play() {
    // Tatsugiri's Curl Up: "Put this Pokémon and all attached cards into your hand."; Dipplin's
    // Energy Loop: "Put an Energy attached to this Pokémon into your hand." Against Milotic,
    // both stay in play.
    let hand_after = |(attacker, index): (&str, u8), defender: &str| {
        let mine = mon(attacker).energy(&["Grass Energy", "Water Energy"]);
        let mut game = Pos::stocked_duel(mine, mon(defender))
            .bench(0, mon(ROTOM_V))
            .attacking(index, 1);
        // The Energy to put into the hand, where there is a choice.
        answering_first(&mut game);
        let me = game.board(altplay_core::Seat(0));
        (me.hand().len(), me.active().map(|p| p.energy().len()))
    };
    let (curl_up, energy_loop) = (("sv1-62", 1), ("sv10-17", 0));
    assert_eq!(
        hand_after(curl_up, CHARIZARD).0,
        3,
        "Tatsugiri and its 2 Energy"
    );
    assert_eq!(hand_after(curl_up, "sv6-50"), (0, Some(2)));
    assert_eq!(hand_after(energy_loop, CHARIZARD), (1, Some(1)));
    assert_eq!(hand_after(energy_loop, "sv6-50"), (0, Some(2)));
}

/// Honchkrow V: "This Pokémon may have up to 4 Pokémon Tools attached to it. If it loses this
/// Ability, discard Pokémon Tools from it until only 1 remains."
const HONCHKROW_V: &str = "swsh9-162";
const TOOLS: [&str; 5] = ["sv1-169", "sv1-197", "sv2-173", "sv2-176", "sv5-159"];

/// Whether the player may attach `tool` from their hand to their Active Pokémon.
fn tool_offered(game: &altplay_tcg::game::Tcg, tool: &str) -> bool {
    let card = card(game, tool);
    let target = active(game, 0).uid();
    legal(game).contains(&Action::Tool { card, target })
}

#[test]
fn honchkrow_v_holds_4_pokemon_tools_and_sheds_them_with_its_ability() {
    let honchkrow = |tools: &[&str]| mon(HONCHKROW_V).tools(tools);
    let pos = |tools: &[&str]| {
        Pos::stocked_duel(honchkrow(tools), mon(CHARIZARD))
            .hand(0, &[TOOLS[3], TOOLS[4], "swsh6-148"])
    };
    assert!(
        tool_offered(&pos(&TOOLS[..3]).game(1), TOOLS[3]),
        "a 4th Tool"
    );
    assert!(!tool_offered(&pos(&TOOLS[..4]).game(1), TOOLS[4]), "no 5th");
    // Path to the Peak: "Pokémon with a Rule Box in play (both yours and your opponent's) have
    // no Abilities." Its owner picks the Tools to discard, one at a time, until 1 remains.
    let mut game = pos(&TOOLS[..3]).game(1);
    play_card(&mut game, "swsh6-148");
    for discarded in 1..=2 {
        let offered = offered(&game);
        assert_eq!(offered.len(), 4 - discarded, "the Tools left on it");
        play(&mut game, &[Action::PickCard { card: offered[0] }]);
    }
    assert_eq!(active(&game, 0).tools().len(), 1);
    assert_eq!(game.board(altplay_core::Seat(0)).discard().len(), 2);
    assert!(offered(&game).is_empty(), "the turn goes on");
}

/// Alakazam ex: Mind Jack (CC, 90+) and Dimensional Hand (PP, 120: "This attack can be used even
/// if this Pokémon is on the Bench.").
const ALAKAZAM_EX: &str = "sv3pt5-65";
const DIMENSIONAL_HAND: u8 = 1;
const VITALITY_BAND: &str = "sv1-197";
const ROCKY_HELMET: &str = "sv1-193";

/// Seat 1's Active `active` (with no Energy: it has no attack to use) and a Benched Alakazam ex
/// with `energy`, against seat 2's Active `defender`.
fn alakazam_benched(active: Mon, energy: &[&str], defender: Mon) -> Pos {
    Pos::stocked_duel(active, defender).bench(0, mon(ALAKAZAM_EX).energy(energy))
}

/// Dimensional Hand used by seat 1's first Benched Pokémon.
fn dimensional_hand(game: &Tcg) -> Action {
    Action::AttackFromBench {
        pokemon: bench_uid(game, 0, 0),
        index: DIMENSIONAL_HAND,
    }
}

#[test]
fn alakazam_ex_uses_dimensional_hand_from_the_bench_while_its_active_is_paralyzed() {
    // Special Conditions are the Active Pokémon's: a Paralyzed Active does not stop the Bench.
    let paralyzed = mon(CHARIZARD).conditions(&["paralyzed"]);
    let mut game = alakazam_benched(paralyzed, &["Psychic Energy"; 2], mon(LUCARIO_EX)).game(1);
    let attack = dimensional_hand(&game);
    let attacks: Vec<Action> = (legal(&game).into_iter())
        .filter(|a| matches!(a, Action::Attack { .. } | Action::AttackFromBench { .. }))
        .collect();
    assert_eq!(attacks, [attack], "Dimensional Hand only: not Mind Jack");
    play(&mut game, &[attack]);
    // 120, ×2 for Lucario ex's Weakness to Psychic; the turn is over.
    assert_eq!(active(&game, 1).damage(), 240);
    assert_eq!(game.current(), SEAT_2);
    assert_eq!(game.board(altplay_core::Seat(0)).bench()[0].damage(), 0);
}

#[test]
fn only_an_attack_its_text_allows_is_used_from_the_bench_and_only_paid() {
    // Psychic and Water pay Mind Jack (CC), never used from the Bench, not Dimensional Hand.
    let energy = ["Psychic Energy", "Water Energy"];
    let game = alakazam_benched(mon(CHARIZARD), &energy, mon(LUCARIO_EX)).game(1);
    let pokemon = bench_uid(&game, 0, 0);
    assert!(!legal(&game).iter().any(|a| a.attack_parts().is_some()));
    for index in [0, DIMENSIONAL_HAND] {
        let refused = game.check(&Action::AttackFromBench { pokemon, index });
        assert_eq!(refused.unwrap_err().rule, "TCG-8");
    }
    // The Active Pokémon's uid is not a Benched Pokémon's.
    let active = active(&game, 0).uid();
    let refused = game.check(&Action::AttackFromBench {
        pokemon: active,
        index: DIMENSIONAL_HAND,
    });
    assert!(refused.unwrap_err().message.contains("Benched"));
}

#[test]
fn a_benched_attacker_flips_no_coin_for_its_confused_active() {
    // Were the Active's Confusion the attacker's, some seed would flip tails: 3 damage counters
    // on it and no damage done.
    for seed in 1..=12 {
        let confused = mon(CHARIZARD).conditions(&["confused"]);
        let mut game =
            alakazam_benched(confused, &["Psychic Energy"; 2], mon(LUCARIO_EX)).game(seed);
        let attack = dimensional_hand(&game);
        play(&mut game, &[attack]);
        assert_eq!(active(&game, 1).damage(), 240, "seed {seed}");
        assert_eq!(active(&game, 0).damage(), 0, "seed {seed}");
    }
}

#[test]
fn the_benched_attacker_is_the_attacking_pokemon_its_tool_adds_and_a_rocky_helmet_answers_it() {
    // Vitality Band on Alakazam ex: 10 more to the opponent's Active Pokémon; Rocky Helmet on
    // the Charizard hit (170 HP, weak to Water only): 2 damage counters on the Attacking
    // Pokémon, the Benched Alakazam ex, not seat 1's Active.
    let alakazam = mon(ALAKAZAM_EX)
        .energy(&["Psychic Energy"; 2])
        .tools(&[VITALITY_BAND]);
    let defender = mon(CHARIZARD).tools(&[ROCKY_HELMET]);
    let mut game = Pos::stocked_duel(mon(LUCARIO_EX), defender)
        .bench(0, alakazam)
        .game(1);
    let attack = dimensional_hand(&game);
    play(&mut game, &[attack]);
    assert_eq!(active(&game, 1).damage(), 130);
    assert_eq!(game.board(altplay_core::Seat(0)).bench()[0].damage(), 20);
    assert_eq!(active(&game, 0).damage(), 0);
}

#[test]
fn greedy_attacks_from_the_bench_when_its_active_cannot_attack() {
    // Lucario ex, with no Energy and no Ability: the attack from the Bench or the end of the turn.
    let game = alakazam_benched(mon(LUCARIO_EX), &["Psychic Energy"; 2], mon(CHARIZARD)).game(1);
    assert_eq!(Greedy::new().choose(&game), dimensional_hand(&game));
}

#[test]
fn at_a_table_of_teams_the_bench_attack_names_the_opponent_it_targets() {
    // Seats A1, B1, A2, B2 (teammates diagonal): A1's Benched Alakazam ex may hit B1's or B2's
    // Active Pokémon, never its teammate A2's.
    let alakazam = mon(ALAKAZAM_EX).energy(&["Psychic Energy"; 2]);
    let a1_b1 = Pos::stocked_duel(mon(LUCARIO_EX), mon(CHARIZARD)).bench(0, alakazam);
    let a2_b2 = Pos::stocked_duel(mon(CHARIZARD), mon(LUCARIO_EX));
    let text = a1_b1.toml() + &a2_b2.toml();
    let mut game = Tcg::from_position_at("test.toml", &text, index(), 1, Rules::team_battle())
        .unwrap_or_else(|e| panic!("{e}"));
    let pokemon = bench_uid(&game, 0, 0);
    let targets: Vec<Seat> = (legal(&game).into_iter())
        .filter_map(|a| match a {
            Action::AttackFromBenchAt { target, .. } => Some(target),
            _ => None,
        })
        .collect();
    assert_eq!(targets, [Seat(1), Seat(3)]);
    let plain = Action::AttackFromBench {
        pokemon,
        index: DIMENSIONAL_HAND,
    };
    assert_eq!(game.check(&plain).unwrap_err().rule, "TCG-17");
    play(
        &mut game,
        &[Action::AttackFromBenchAt {
            pokemon,
            index: DIMENSIONAL_HAND,
            target: Seat(3),
        }],
    );
    // B2's Lucario ex, weak to Psychic: 240; B1's Charizard untouched.
    assert_eq!(game.board(Seat(3)).active().map(|p| p.damage()), Some(240));
    assert_eq!(game.board(Seat(1)).active().map(|p| p.damage()), Some(0));
}
