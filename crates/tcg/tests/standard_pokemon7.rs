//! The Pokémon texts of Standard cards left unplayable after the sixth pass of issue 29 (point
//! 4): each test plays the real card that prints the text.

mod common;

use altplay_tcg::game::Action;
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
