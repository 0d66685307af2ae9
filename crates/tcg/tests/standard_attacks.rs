//! The Scarlet & Violet wordings of attacks that kept Standard cards from playing (issue 29):
//! each test plays the real card that prints the text.

mod common;

use altplay_core::Game;
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
