//! The Scarlet & Violet wordings of attacks that kept Standard cards from playing (issue 29):
//! each test plays the real card that prints the text.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action, Tcg};
use common::*;

/// Lucario ex (250 HP, weak to Psychic only, no Resistance): a Pokémon ex the tests' attacks
/// leave standing.
const LUCARIO_EX: &str = "sv7-82";
/// Charizard (170 HP, weak to Water only, no Resistance): neither a Pokémon ex nor a Pokémon V.
const CHARIZARD: &str = "swsh4-25";
/// Exp. Share, a Pokémon Tool.
const TOOL: &str = "bw4-87";

/// Seat 1's Active `attacker` attacks seat 2's `defender`.
fn against(defender: &str, attacker: Mon) -> Pos {
    Pos::duel(attacker, mon(defender))
        .deck(0, &["Grass Energy"])
        .deck(1, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
}

/// The damage seat 2's Active Pokémon has after seat 1's Active uses attack `index`.
fn damage_done(pos: &Pos, index: u8) -> u16 {
    active(&pos.attacking(index, 1), 1).damage()
}

fn legal(game: &Tcg) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

#[test]
fn galvantula_ex_does_more_to_a_pokemon_ex_or_pokemon_v() {
    // Charged Web: "If your opponent's Active Pokémon is a Pokémon ex or Pokémon V, this attack
    // does 110 more damage."
    let galvantula = || mon("sv7-168").energy(&["Lightning Energy", "Lightning Energy"]);
    assert_eq!(damage_done(&against(LUCARIO_EX, galvantula()), 0), 220);
    assert_eq!(damage_done(&against(CHARIZARD, galvantula()), 0), 110);
}

#[test]
fn dhelmise_does_more_with_your_stadium_in_play() {
    // Earthen Power: "If you have a Stadium in play, this attack does 50 more damage."
    let dhelmise = || mon("me1-18").energy(&["Grass Energy"; 2]);
    let with = against(LUCARIO_EX, dhelmise()).stadium("ex16-79");
    assert_eq!(damage_done(&with, 0), 80);
    assert_eq!(damage_done(&against(LUCARIO_EX, dhelmise()), 0), 30);
}

#[test]
fn rotom_does_30_for_each_tool_attached_to_your_pokemon() {
    // Gadget Show: "This attack does 30 damage for each Pokémon Tool attached to all of your
    // Pokémon."
    let pos = against(
        LUCARIO_EX,
        mon("sv10-197")
            .energy(&["Lightning Energy"; 2])
            .tools(&[TOOL]),
    )
    .bench(0, mon("sv10-197").tools(&[TOOL]))
    .bench(0, mon("sv10-197"))
    .bench(1, mon("sv10-197").tools(&[TOOL]));
    assert_eq!(
        damage_done(&pos, 1),
        2 * 30,
        "the opponent's Tool not counted"
    );
}

#[test]
fn absol_counts_darkness_energy_in_play() {
    // Darkfall: "If you have at least 3 Darkness Energy in play, this attack does 50 more
    // damage."
    let absol = || mon("sv6pt5-30").energy(&["Darkness Energy"]);
    let three =
        against(LUCARIO_EX, absol()).bench(0, mon("sv6pt5-30").energy(&["Darkness Energy"; 2]));
    assert_eq!(damage_done(&three, 0), 70);
    let two = against(LUCARIO_EX, absol())
        .bench(0, mon("sv6pt5-30").energy(&["Darkness Energy"]))
        .bench(1, mon("sv6pt5-30").energy(&["Darkness Energy"; 2]));
    assert_eq!(
        damage_done(&two, 0),
        20,
        "the opponent's Energy not counted"
    );
}

#[test]
fn torterra_ex_counts_your_grass_pokemon_in_play() {
    // Forest March: "This attack does 30 damage for each of your Grass Pokémon in play."
    let pos = against(LUCARIO_EX, mon("sv5-185").energy(&["Grass Energy"]))
        .bench(0, mon("me1-18"))
        .bench(0, mon("sv6pt5-30"))
        .bench(1, mon("me1-18"));
    assert_eq!(damage_done(&pos, 0), 2 * 30, "Torterra ex and Dhelmise");
}

#[test]
fn illumise_attacks_only_on_the_first_turn_of_the_player_going_second() {
    // Slowing Perfume: "You can use this attack only if you go second, and only during your
    // first turn."
    let on_turn = |turn: u8| {
        Pos::duel(mon(CHARIZARD), mon("sv6-10").energy(&["Grass Energy"]))
            .bench(0, mon(CHARIZARD))
            .decks(&["Grass Energy"; 2])
            .top("turn_of = 2")
            .top(&format!("turn = {turn}"))
            .game(1)
    };
    let slowing_perfume = Action::Attack { index: 0 };
    assert!(legal(&on_turn(2)).contains(&slowing_perfume));
    assert!(!legal(&on_turn(4)).contains(&slowing_perfume));
}

#[test]
fn team_rockets_muk_does_100_for_each_special_condition() {
    // Hazardous Venom: "This attack does 100 damage for each Special Condition affecting your
    // opponent's Active Pokémon."
    let muk = || mon("sv10-124").energy(&["Darkness Energy"; 3]);
    let defender = mon(LUCARIO_EX).conditions(&["confused", "poisoned"]);
    let pos = Pos::duel(muk(), defender)
        .decks(&["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2]);
    assert_eq!(
        damage_done(&pos, 1),
        200 + 10,
        "and Poison's counter between turns"
    );
}

#[test]
fn palpitoad_counts_your_pokemon_with_round() {
    // Round: "This attack does 40 damage for each of your Pokémon in play that has the Round
    // attack."
    let pos = against(LUCARIO_EX, mon("zsv10pt5-104").energy(&["Water Energy"; 2]))
        .bench(0, mon("zsv10pt5-103"))
        .bench(0, mon("zsv10pt5-105"))
        .bench(0, mon("sv6pt5-30"))
        .bench(1, mon("zsv10pt5-103"));
    assert_eq!(
        damage_done(&pos, 0),
        3 * 40,
        "Palpitoad, Tympole and Seismitoad"
    );
}

#[test]
fn dartrix_counts_pokemon_with_united_wings_in_your_discard_pile() {
    // United Wings: "This attack does 20 damage for each Pokémon in your discard pile that has
    // the United Wings attack."
    let pos = against(LUCARIO_EX, mon("sv6pt5-4").energy(&["Grass Energy"]))
        .discard(0, &["sv6pt5-4", "sv6pt5-4", "sv6pt5-30"])
        .discard(1, &["sv6pt5-4"]);
    assert_eq!(damage_done(&pos, 0), 2 * 20);
}

/// Seat 1's Active `defender` uses attack `index`; seat 2's Active Lucario ex (Fighting and
/// Colorless Energy) then uses its attack `answer` on it: the damage Lucario ex has after.
fn counters_back(defender: Mon, index: u8, answer: u8) -> u16 {
    let attacker = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
    let mut game = Pos::duel(defender, attacker)
        .bench(0, mon(CHARIZARD))
        .decks(&["Grass Energy"; 3])
        .prizes(0, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2])
        .attacking(index, 1);
    play(&mut game, &[Action::Attack { index: answer }]);
    active(&game, 1).damage()
}

#[test]
fn magby_puts_6_damage_counters_on_the_pokemon_that_knocks_it_out() {
    // Scorching Heater: "During your opponent's next turn, if this Pokémon is damaged by an
    // attack (even if it is Knocked Out), put 6 damage counters on the Attacking Pokémon."
    assert_eq!(counters_back(mon("sv4-186"), 0, 0), 60);
}

#[test]
fn zamazenta_gives_back_the_damage_done_to_it() {
    // Strong Bash: "… put damage counters on the Attacking Pokémon equal to the damage done to
    // this Pokémon."
    let zamazenta = mon("sv10-201").energy(&["Metal Energy", "Metal Energy", "Metal Energy"]);
    assert_eq!(
        counters_back(zamazenta, 0, 1),
        70 + 120,
        "Strong Bash's, then Aura Knuckle's"
    );
}

#[test]
fn magnezone_does_more_the_turn_it_evolved_from_magneton() {
    // Upper Spark: "If this Pokémon evolved from Magneton during this turn, this attack does
    // 120 more damage."
    let evolved = |evolve: bool| {
        let active_card = if evolve { "me1-46" } else { "me1-47" };
        let mut game = against(
            LUCARIO_EX,
            mon(active_card)
                .energy(&["Lightning Energy"])
                .under(&["me1-45"]),
        )
        .hand(0, &["me1-47"])
        .game(1);
        if evolve {
            let card = card(&game, "me1-47");
            let target = active(&game, 0).uid();
            play(&mut game, &[Action::Evolve { card, target }]);
        }
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 1).damage()
    };
    assert_eq!(evolved(true), 50 + 120);
    assert_eq!(evolved(false), 50, "evolved before this turn");
}

#[test]
fn clefable_uses_an_attack_of_the_defending_pokemon() {
    // Metronome: "Choose 1 of your opponent's Active Pokémon's attacks and use it as this
    // attack." Lucario ex's Aura Knuckle, without its cost.
    let mut game = against(
        LUCARIO_EX,
        mon("sv6-79").energy(&["Psychic Energy", "Psychic Energy"]),
    )
    .game(1);
    play(&mut game, &[Action::Attack { index: 0 }]);
    let options: Vec<Action> = legal(&game);
    assert!(
        options.contains(&Action::PickOption { index: 1 }),
        "{options:?}"
    );
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert_eq!(active(&game, 1).damage(), 120 * 2, "Psychic Weakness");
}

#[test]
fn medicham_ex_puts_damage_counters_until_50_hp_remain() {
    // Chi-Atsu: "Put damage counters on your opponent's Active Pokémon until its remaining HP
    // is 50."
    let pos = Pos::duel(
        mon("sv7-161").energy(&["Fighting Energy"; 2]),
        mon(LUCARIO_EX).damage(30),
    )
    .decks(&["Grass Energy"; 2])
    .prizes(1, &["Grass Energy"; 2]);
    assert_eq!(damage_done(&pos, 0), 250 - 50);
}

#[test]
fn medicham_does_more_with_as_much_energy_as_the_defending_pokemon() {
    // Harmonious Spirit Palm: "If this Pokémon and your opponent's Active Pokémon have the same
    // amount of Energy attached, this attack does 120 more damage."
    let medicham = || mon("sv10-100").energy(&["Fighting Energy"; 2]);
    let defender = |n| mon(LUCARIO_EX).energy(&vec!["Grass Energy"; n]);
    let done = |n| {
        let pos = Pos::duel(medicham(), defender(n))
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2]);
        damage_done(&pos, 0)
    };
    assert_eq!(done(2), 50 + 120);
    assert_eq!(done(1), 50);
}

#[test]
fn swalot_does_more_with_more_energy_than_the_defending_pokemon() {
    // Devouring Mouth: "If this Pokémon has more Energy attached than your opponent's Active
    // Pokémon, this attack does 160 more damage."
    let done = |n: usize| {
        let swalot = mon("sv7-92").energy(&vec!["Darkness Energy"; n]);
        let pos = Pos::duel(swalot, mon(LUCARIO_EX).energy(&["Grass Energy"]))
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2]);
        damage_done(&pos, 0)
    };
    assert_eq!(done(2), 10 + 160);
    assert_eq!(done(1), 10);
}

#[test]
fn ampharos_ex_may_discard_2_energy_for_100_more_damage() {
    // Thunderstrike Tail: "You may discard 2 Energy from this Pokémon to have this attack do
    // 100 more damage."
    let done = |yes: bool| {
        let ampharos = mon("svp-16").energy(&["Lightning Energy"; 3]);
        let mut game = against(LUCARIO_EX, ampharos).game(1);
        play(&mut game, &[Action::Attack { index: 1 }]);
        play(&mut game, &[if yes { Action::Yes } else { Action::Done }]);
        for _ in 0..2 {
            if let Some(&pick) = legal(&game)
                .iter()
                .find(|a| matches!(a, Action::PickCard { .. }))
            {
                play(&mut game, &[pick]);
            }
        }
        (active(&game, 1).damage(), active(&game, 0).energy().len())
    };
    assert_eq!(done(true), (240, 1));
    assert_eq!(done(false), (140, 3));
}

#[test]
fn ns_sigilyph_wins_the_game_with_1_prize_card_left() {
    // Victory Symbol: "If you use this attack when you have exactly 1 Prize card remaining, you
    // win this game."
    use altplay_core::{Outcome, Team};
    use altplay_tcg::game::{Decided, Step};
    let sigilyph = || mon("sv9-64").energy(&["Psychic Energy"; 3]);
    let one_left = against(CHARIZARD, sigilyph()).prizes(0, &["Grass Energy"]);
    let won = one_left.attacking(1, 1);
    assert_eq!(
        won.step(),
        Step::Over(Outcome::Win {
            team: Team(0),
            margin: 0
        })
    );
    assert_eq!(won.decided(), Some(Decided::CardEffect));
    let two_left = against(CHARIZARD, sigilyph()).prizes(0, &["Grass Energy"; 2]);
    let on = two_left.attacking(1, 1);
    assert!(!matches!(on.step(), Step::Over(_)), "the game goes on");
    assert_eq!(on.decided(), None);
}

/// Seat 1's Active `attacker` uses attack `index` against Lucario ex, answering each pick with
/// the first card offered: the damage done.
fn picking_first(pos: Pos, index: u8) -> u16 {
    let mut game = pos.attacking(index, 1);
    while let Some(&pick) = legal(&game)
        .iter()
        .find(|a| matches!(a, Action::PickCard { .. }))
    {
        play(&mut game, &[pick]);
    }
    active(&game, 1).damage()
}

#[test]
fn honchkrow_does_nothing_without_a_card_to_discard() {
    // Dirty Throw: "Discard a card from your hand. If you can't, this attack does nothing."
    let honchkrow = || mon("sv2-132").energy(&["Darkness Energy"; 3]);
    assert_eq!(picking_first(against(LUCARIO_EX, honchkrow()), 1), 0);
    let with_a_card = against(LUCARIO_EX, honchkrow()).hand(0, &["Grass Energy"]);
    assert_eq!(picking_first(with_a_card, 1), 140);
}

#[test]
fn eternatus_does_nothing_without_a_stadium_to_discard() {
    // World Ender: "Discard a Stadium in play. If you can't, this attack does nothing."
    let eternatus =
        || mon("sv8-141").energy(&["Fire Energy", "Darkness Energy", "Darkness Energy"]);
    assert_eq!(picking_first(against(LUCARIO_EX, eternatus()), 1), 0);
    let stadium = against(LUCARIO_EX, eternatus()).stadium("ex16-79");
    let game = stadium.attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 230);
    assert_eq!(game.stadium(), None, "the Stadium is discarded");
}

#[test]
fn lurantis_does_nothing_unless_it_discards_2_grass_energy() {
    // Petal Blade Dance: "Discard 2 Basic Grass Energy cards from your hand. If you can't
    // discard 2 cards in this way, this attack does nothing."
    let lurantis = || mon("sv10-14").energy(&["Grass Energy"]);
    let one = against(LUCARIO_EX, lurantis()).hand(0, &["Grass Energy"]);
    assert_eq!(picking_first(one, 1), 0);
    let two = against(LUCARIO_EX, lurantis()).hand(0, &["Grass Energy"; 2]);
    assert_eq!(picking_first(two, 1), 130);
}

#[test]
fn rockruff_may_discard_the_card_it_looks_at() {
    // Dig It Up: "Look at the top card of your deck. You may discard that card."
    let pos = against(LUCARIO_EX, mon("sv9-84").energy(&["Grass Energy"]))
        .deck(0, &["Fire Energy", "Water Energy"]);
    for yes in [true, false] {
        let mut game = pos.game(1);
        let top = *game.board(Seat(0)).deck().last().expect("a deck");
        play(&mut game, &[Action::Attack { index: 0 }]);
        play(&mut game, &[if yes { Action::Yes } else { Action::Done }]);
        assert_eq!(game.board(Seat(0)).discard().contains(&top), yes);
        assert_eq!(game.board(Seat(0)).deck().last() == Some(&top), !yes);
    }
}

#[test]
fn giratina_v_puts_the_cards_it_does_not_take_in_the_lost_zone() {
    // Abyss Seeking: "Look at the top 4 cards of your deck and put 2 of them into your hand.
    // Put the other cards in the Lost Zone."
    let pos = against(LUCARIO_EX, mon("swsh11-186").energy(&["Grass Energy"]))
        .deck(0, &["Fire Energy"; 5]);
    let mut game = pos.attacking(0, 1);
    answering_first(&mut game);
    let board = game.board(Seat(0));
    assert_eq!(board.hand().len(), 2);
    assert_eq!(board.lost_zone().len(), 2);
    assert_eq!(board.deck().len(), 1);
}

#[test]
fn victreebel_puts_12_counters_on_the_defending_pokemon_at_the_end_of_the_next_turn() {
    // Slow-Acting Acid: "At the end of your opponent's next turn, put 12 damage counters on the
    // Defending Pokémon."
    let pos = against(
        LUCARIO_EX,
        mon("sv3pt5-71").energy(&["Grass Energy", "Grass Energy"]),
    );
    let mut game = pos.attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 120);
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(active(&game, 1).damage(), 240);
}

#[test]
fn team_rockets_porygon2_counts_team_rocket_supporters_in_your_discard_pile() {
    // R Command: "This attack does 20 damage for each Supporter card that has "Team Rocket" in
    // its name in your discard pile."
    let pos = against(LUCARIO_EX, mon("sv10-154").energy(&["Grass Energy"; 3])).discard(
        0,
        // Proton and Petrel count; Arven is no Team Rocket card, the Great Ball no Supporter.
        &["sv10-177", "sv10-176", "sv1-166", "sv10-175"],
    );
    assert_eq!(damage_done(&pos, 0), 40);
}

#[test]
fn hisuian_typhlosion_vstar_knocks_out_a_pokemon_with_exactly_4_counters() {
    // Shimmering Star: "If your opponent's Active Pokémon has exactly 4 damage counters on it,
    // that Pokémon is Knocked Out."
    let typhlosion = || mon("swsh10-193").energy(&["Psychic Energy"]);
    for (damage, knocked_out) in [(40, true), (50, false)] {
        let pos = Pos::duel(typhlosion(), mon(LUCARIO_EX).damage(damage))
            .bench(1, mon(CHARIZARD))
            .deck(0, &["Grass Energy"])
            .deck(1, &["Grass Energy"; 2])
            .prizes(0, &["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2]);
        let game = pos.attacking(1, 1);
        let lucario = card(&game, LUCARIO_EX);
        assert_eq!(
            game.board(Seat(1)).discard().contains(&lucario),
            knocked_out,
            "{damage} damage"
        );
    }
}

#[test]
fn luxray_ex_discards_a_card_from_the_revealed_hand() {
    // Piercing Gaze: "Your opponent reveals their hand. Discard a card you find there."
    let pos =
        against(LUCARIO_EX, mon("sv6-195").energy(&["Grass Energy"; 2])).hand(1, &["Fire Energy"]);
    let mut game = pos.attacking(0, 1);
    answering_first(&mut game);
    assert_eq!(game.board(Seat(1)).discard().len(), 1);
    assert_eq!(active(&game, 1).damage(), 120);
}

#[test]
fn dedenne_ex_moves_all_counters_from_a_benched_pokemon() {
    // Tail Swap: "Move all damage counters from 1 of your Benched Pokémon to your opponent's
    // Active Pokémon."
    let pos = against(LUCARIO_EX, mon("sv2-239").energy(&["Psychic Energy"; 2]))
        .bench(0, mon(CHARIZARD).damage(70));
    let mut game = pos.attacking(0, 1);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 70);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 0);
}

#[test]
fn vivillon_evolves_each_benched_pokemon_from_the_deck() {
    // Evo-Powder: "For each of your Benched Pokémon, search your deck for a card that evolves
    // from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your deck."
    let pos = against(LUCARIO_EX, mon("sv8-193").energy(&["Grass Energy"]))
        .bench(0, mon("sv3pt5-4"))
        .deck(0, &["sv3pt5-5", "Grass Energy"]);
    let mut game = pos.attacking(0, 1);
    answering_first(&mut game);
    let charmeleon = card(&game, "sv3pt5-5");
    assert_eq!(game.board(Seat(0)).bench()[0].card(), charmeleon);
}

#[test]
fn regirock_ex_does_more_to_a_stage_2_pokemon() {
    // Giant Rock: "If your opponent's Active Pokémon is a Stage 2 Pokémon, this attack does 140
    // more damage."
    let regirock = || mon("sv10-214").energy(&["Fighting Energy"; 4]);
    // Charizard ex: a Stage 2 Pokémon of 330 HP, weak to Water only.
    assert_eq!(damage_done(&against("sv3-125", regirock()), 1), 280);
    assert_eq!(damage_done(&against(LUCARIO_EX, regirock()), 1), 140);
}

#[test]
fn espathra_devolves_an_evolved_pokemon_of_the_opponent() {
    // Mystical Eyes: "Devolve 1 of your opponent's evolved Pokémon by putting the highest Stage
    // Evolution card on it into your opponent's hand."
    let pos = against(LUCARIO_EX, mon("sv8-95").energy(&["Grass Energy"]))
        .active(1, mon("sv3pt5-5").under(&["sv3pt5-4"]));
    let mut game = pos.attacking(0, 1);
    answering_first(&mut game);
    let (charmander, charmeleon) = (card(&game, "sv3pt5-4"), card(&game, "sv3pt5-5"));
    assert_eq!(active(&game, 1).card(), charmander);
    assert!(game.board(Seat(1)).hand().contains(&charmeleon));
}

#[test]
fn forretress_moves_metal_energy_among_your_pokemon() {
    // Iron Shake-Up: "You may move any amount of Metal Energy from your Pokémon to your other
    // Pokémon in any way you like."
    let pos = against(
        LUCARIO_EX,
        mon("sv10-140").energy(&["Metal Energy", "Grass Energy"]),
    )
    .bench(0, mon("sv3pt5-4"));
    let mut game = pos.attacking(0, 1);
    let (forretress, charmander) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    // Move one Energy from Forretress to Charmander, then stop.
    let (mut from_picked, mut moved) = (false, false);
    loop {
        let offered = legal(&game);
        let pick = |pokemon| Action::PickPokemon { pokemon };
        let next = if !from_picked && offered.contains(&pick(forretress)) {
            from_picked = true;
            pick(forretress)
        } else if from_picked && !moved && offered.contains(&pick(charmander)) {
            moved = true;
            pick(charmander)
        } else if let Some(&card) = offered
            .iter()
            .find(|a| matches!(a, Action::PickCard { .. }))
        {
            card
        } else if !moved && offered.contains(&Action::Yes) {
            Action::Yes
        } else if offered.contains(&Action::Done) {
            Action::Done
        } else {
            break;
        };
        play(&mut game, &[next]);
    }
    assert_eq!(game.board(Seat(0)).bench()[0].energy().len(), 1);
    assert_eq!(active(&game, 0).energy().len(), 1, "the Grass Energy stays");
}

#[test]
fn glaceon_ex_knocks_out_a_pokemon_with_exactly_6_counters() {
    // Euclase: "Knock Out 1 of your opponent's Pokémon that has exactly 6 damage counters on
    // it."
    let glaceon = mon("sv8pt5-150").energy(&["Grass Energy", "Water Energy", "Darkness Energy"]);
    let pos = Pos::duel(glaceon, mon(LUCARIO_EX).damage(50))
        .bench(1, mon(CHARIZARD).damage(60))
        .deck(0, &["Grass Energy"])
        .deck(1, &["Grass Energy"; 2])
        .prizes(0, &["Grass Energy"; 2])
        .prizes(1, &["Grass Energy"; 2]);
    let mut game = pos.attacking(1, 1);
    answering_first(&mut game);
    let charizard = card(&game, CHARIZARD);
    assert!(game.board(Seat(1)).discard().contains(&charizard));
    assert_eq!(active(&game, 1).damage(), 50, "the Active is left alone");
}

#[test]
fn giratina_vstar_puts_2_energy_of_your_pokemon_in_the_lost_zone() {
    // Lost Impact: "Put 2 Energy attached to your Pokémon in the Lost Zone."
    let giratina =
        mon("swsh12pt5gg-GG69").energy(&["Grass Energy", "Psychic Energy", "Psychic Energy"]);
    // Charizard ex (330 HP, weak to Water only): left standing by 280 damage.
    let pos = against("sv3-125", giratina).bench(0, mon("sv3pt5-4").energy(&["Fire Energy"]));
    let mut game = pos.attacking(0, 1);
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 280);
    let board = game.board(Seat(0));
    assert_eq!(board.lost_zone().len(), 2);
    let left = board.active().map_or(0, |p| p.energy().len()) + board.bench()[0].energy().len();
    assert_eq!(left, 2);
}
