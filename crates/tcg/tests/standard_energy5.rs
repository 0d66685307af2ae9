//! Standard cards left unplayable after the earlier passes of issue 29 (point 4), the family of
//! Energy, Tools and attacks: each test plays the real card that prints the text.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, InPlay, Tcg};
use common::*;

/// Psyduck (70 HP, Retreat Cost Colorless): Overthink, then Water Gun.
const PSYDUCK: &str = "sv3pt5-54";
/// Iron Boulder ex (240 HP, weak to Grass): Repulsor Axe (Fighting Colorless, 60).
const IRON_BOULDER_EX: &str = "sv5-99";
/// Charizard (170 HP, Fire, weak to Water only).
const CHARIZARD: &str = "swsh4-25";
const FIGHTING: [&str; 2] = ["Fighting Energy", "Fighting Energy"];

/// Whether seat 1's Active Pokémon retreats, its first Benched Pokémon taking its place.
fn retreats(pos: Pos) -> bool {
    let mut game = pos.decks(&["Water Energy"; 2]).game(1);
    let to = bench_uid(&game, 0, 0);
    game.act(&Action::Retreat { to }).is_ok()
}

#[test]
fn paradise_resort_lowers_the_retreat_cost_of_each_psyduck_only() {
    // "The Retreat Cost of each Psyduck in play (both yours and your opponent's) is Colorless
    // less." Psyduck's Retreat Cost is Colorless; Misty's Psyduck's too, but it is not named
    // Psyduck.
    let bare = |active: &str, stadium: bool| {
        let pos = Pos::duel(mon(active), mon(CHARIZARD)).bench(0, mon(PSYDUCK));
        retreats(if stadium { pos.stadium("svp-45") } else { pos })
    };
    assert!(bare(PSYDUCK, true), "free with Paradise Resort");
    assert!(!bare(PSYDUCK, false), "Colorless without it");
    assert!(!bare("sv10-45", true), "Misty's Psyduck is not a Psyduck");
}

#[test]
fn gravity_gemstone_raises_both_active_retreat_costs_while_its_holder_is_active() {
    // "As long as the Pokémon this card is attached to is in the Active Spot, the Retreat Cost
    // of both Active Pokémon is Colorless more." The Gemstone is on the opponent's Pokémon.
    let psyduck = || mon(PSYDUCK).energy(&["Water Energy"]);
    let gemstone = || mon(IRON_BOULDER_EX).tools(&["sv7-137"]);
    let active_holder = Pos::duel(psyduck(), gemstone()).bench(0, mon(PSYDUCK));
    assert!(
        !retreats(active_holder),
        "Colorless Colorless with 1 Energy"
    );
    let benched_holder = Pos::duel(psyduck(), mon(IRON_BOULDER_EX))
        .bench(0, mon(PSYDUCK))
        .bench(1, gemstone());
    assert!(
        retreats(benched_holder),
        "its holder on the Bench: Colorless"
    );
    let mine =
        Pos::duel(psyduck().tools(&["sv7-137"]), mon(IRON_BOULDER_EX)).bench(0, mon(PSYDUCK));
    assert!(!retreats(mine), "its own holder's Retreat Cost too");
}

#[test]
fn drifblim_counts_and_damages_each_drifloon_and_drifblim() {
    // Everyone Explode Now: "This attack does 50 damage for each of your Drifloon and Drifblim
    // in play. This attack also does 30 damage to each of your Drifloon and Drifblim."
    let drifblim = || mon("sv7-61").under(&["sv7-60"]);
    let game = Pos::duel(drifblim().energy(&["Psychic Energy"]), mon(CHARIZARD))
        .bench(0, mon("sv7-60"))
        .bench(0, drifblim())
        .bench(0, mon(PSYDUCK))
        .decks(&["Water Energy"; 2])
        .attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 150, "1 Drifloon, 2 Drifblim");
    assert_eq!(active(&game, 0).damage(), 30);
    let bench: Vec<u16> = (game.board(Seat(0)).bench().iter())
        .map(|p| p.damage())
        .collect();
    assert_eq!(bench, [30, 30, 0], "Psyduck is neither");
}

/// Miraidon used C.O.D.E.: Protect against Iron Boulder ex, an Iron Hands ex on its Bench; then
/// the opponent plays `hand` and attacks with Repulsor Axe.
fn after_code_protect(hand: &[&str]) -> Tcg {
    let miraidon = mon("sv8-69").energy(&["Lightning Energy", "Lightning Energy"]);
    let mut game = Pos::duel(miraidon, mon(IRON_BOULDER_EX).energy(&FIGHTING))
        .bench(0, mon("sv4-70"))
        .decks(&["Water Energy"; 3])
        .hand(1, hand)
        .attacking(0, 1);
    for printed in hand {
        play_card(&mut game, printed);
        answering_first(&mut game);
    }
    play(&mut game, &[Action::Attack { index: 0 }]);
    game
}

#[test]
fn miraidon_protection_ends_once_it_leaves_the_active_spot() {
    // C.O.D.E.: Protect: "During your opponent's next turn, prevent all damage done to each of
    // your Future Pokémon by attacks from Pokémon ex. If this Pokémon is no longer your Active
    // Pokémon, this effect ends."
    let game = after_code_protect(&[]);
    assert_eq!(active(&game, 0).damage(), 0, "Miraidon protected");
    // Boss's Orders brings Iron Hands ex (a Future Pokémon, weak to Fighting) up: Miraidon is
    // no longer Active, and the protection is gone.
    let game = after_code_protect(&["me1-114"]);
    let iron_hands = active(&game, 0);
    assert_eq!(iron_hands.card(), card(&game, "sv4-70"));
    assert_eq!(iron_hands.damage(), 120, "Repulsor Axe's 60, doubled");
}

/// The damage on seat 2's Confused Iron Boulder ex after it tried to attack, in the turn after
/// Psyduck used its attack `index`, chance seeded by `seed`.
fn confused_after(index: u8, seed: u64) -> u16 {
    let psyduck = mon(PSYDUCK).energy(&["Water Energy"]);
    let boulder = mon(IRON_BOULDER_EX)
        .energy(&FIGHTING)
        .conditions(&["confused"]);
    let mut game = Pos::duel(psyduck, boulder)
        .decks(&["Water Energy"; 3])
        .attacking(index, seed);
    play(&mut game, &[Action::Attack { index: 0 }]);
    active(&game, 1).damage()
}

#[test]
fn psyduck_makes_the_opponents_coins_tails_during_their_next_turn() {
    // Overthink: "During your opponent's next turn, whenever they flip a coin, treat it as
    // tails." The Confused attacker's flip is tails every time: 3 damage counters on itself.
    assert!((1..=12).all(|seed| confused_after(0, seed) == 30));
    // After Water Gun, some flips come up heads (its attack goes on; 10 from Water Gun).
    assert!((1..=12).any(|seed| confused_after(1, seed) != 40));
}

#[test]
fn legacy_energy_gives_a_prize_card_fewer_once_a_game() {
    // Legacy Energy: "If the Pokémon this card is attached to is Knocked Out by damage from an
    // attack from your opponent's Pokémon, that player takes 1 fewer Prize card. This effect of
    // your Legacy Energy can't be applied more than once per game." Two Iron Boulder ex (2 Prize
    // cards each), each with a Legacy Energy, Knocked Out one after the other.
    let boulder = || mon(IRON_BOULDER_EX).energy(&["sv6-167"]).damage(200);
    let charizard = mon(CHARIZARD).energy(&["Fire Energy", "Fire Energy"]);
    let mut game = Pos::duel(charizard, boulder())
        .bench(1, boulder())
        .decks(&["Water Energy"; 4])
        .prizes(0, &["Water Energy"; 6])
        .attacking(0, 1);
    let taken = |game: &Tcg| 6 - game.board(Seat(0)).prizes().len();
    answering_first(&mut game);
    assert_eq!(taken(&game), 1, "1 fewer for the first");
    play(&mut game, &[Action::EndTurn]);
    play(&mut game, &[Action::Attack { index: 0 }]);
    answering_first(&mut game);
    assert_eq!(taken(&game), 1 + 2, "the second gives both");
}

#[test]
fn sparkling_crystal_takes_an_energy_of_any_type_off_a_tera_pokemons_attacks() {
    // Sparkling Crystal: "When the Tera Pokémon this card is attached to uses an attack, that
    // attack costs 1 Energy less. (The Energy can be of any type.)" Cinderace ex (Tera):
    // Garnet Volley costs Fire Fighting Darkness; Charizard (not Tera): Royal Blaze Fire Fire.
    let offered = |attacker: Mon, index: u8| {
        let game = Pos::duel(attacker, mon(IRON_BOULDER_EX)).game(1);
        legal(&game).contains(&Action::Attack { index })
    };
    let cinderace = |tools: &[&str]| {
        mon("sv7-28")
            .energy(&["Fire Energy", "Fighting Energy"])
            .tools(tools)
    };
    assert!(offered(cinderace(&["sv7-142"]), 1), "Darkness left unpaid");
    assert!(!offered(cinderace(&[]), 1));
    let charizard = mon(CHARIZARD).energy(&["Fire Energy"]).tools(&["sv7-142"]);
    assert!(!offered(charizard, 0), "not a Tera Pokémon");
}

#[test]
fn janines_secret_art_poisons_the_active_pokemon_only_if_it_took_energy() {
    // Janine's Secret Art: "Choose up to 2 of your Darkness Pokémon. For each of those Pokémon,
    // search your deck for a Basic Darkness Energy card and attach it to that Pokémon. Then,
    // shuffle your deck. If you attached Energy to your Active Pokémon in this way, it is now
    // Poisoned." Zorua Active, Absol on the Bench.
    let poisoned = |choose_active: bool| {
        let mut game = Pos::duel(mon("sv6pt5-31"), mon(CHARIZARD))
            .bench(0, mon("sv6pt5-30"))
            .hand(0, &["sv8pt5-173"])
            .deck(0, &["Darkness Energy"; 4])
            .deck(1, &["Water Energy"; 2])
            .game(1);
        play_card(&mut game, "sv8pt5-173");
        let (zorua, absol) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
        let chosen = if choose_active {
            vec![zorua, absol]
        } else {
            vec![absol]
        };
        for pokemon in chosen {
            play(&mut game, &[Action::PickPokemon { pokemon }]);
        }
        if legal(&game).contains(&Action::Done) {
            play(&mut game, &[Action::Done]);
        }
        answering_first(&mut game);
        let energy = |p: &InPlay| p.energy().len();
        let attached = energy(active(&game, 0)) + energy(&game.board(Seat(0)).bench()[0]);
        assert_eq!(attached, if choose_active { 2 } else { 1 });
        active(&game, 0)
            .conditions()
            .has(SpecialCondition::Poisoned)
    };
    assert!(poisoned(true));
    assert!(!poisoned(false), "only Absol took one");
}

#[test]
fn heavy_baton_moves_basic_energy_from_a_pokemon_with_a_retreat_cost_of_4() {
    // Heavy Baton: "If the Pokémon this card is attached to has a Retreat Cost of exactly 4, is
    // in the Active Spot, and is Knocked Out by damage from an attack from your opponent's
    // Pokémon, move up to 3 Basic Energy cards from that Pokémon to your Benched Pokémon in any
    // way you like." Lickitung's Retreat Cost is 4, Rhyhorn's 3; each has 100 HP.
    let energy_kept = |defender: &str| {
        let holder = mon(defender)
            .energy(&["Fighting Energy"; 3])
            .tools(&["sv5-151"])
            .damage(90);
        let charizard = mon(CHARIZARD).energy(&["Fire Energy", "Fire Energy"]);
        let mut game = Pos::duel(charizard, holder)
            .bench(1, mon(PSYDUCK))
            .bench(1, mon(PSYDUCK))
            .decks(&["Water Energy"; 4])
            .attacking(0, 1);
        // The engine asks for the new Active Pokémon before the Tool's text resolves.
        let promote = legal(&game)[0];
        play(&mut game, &[promote]);
        answering_first(&mut game);
        let board = game.board(SEAT_2);
        board.in_play().map(|p| p.energy().len()).sum::<usize>()
    };
    assert_eq!(
        energy_kept("sv3pt5-108"),
        3,
        "Lickitung's 3 moved to the Bench"
    );
    assert_eq!(energy_kept("sv3pt5-111"), 0, "Rhyhorn's discarded");
}

#[test]
fn temple_of_sinnoh_makes_special_energy_colorless_and_nothing_else() {
    // Temple of Sinnoh: "All Special Energy attached to Pokémon (both yours and your
    // opponent's) provide Colorless Energy and have no other effect." Legacy Energy provides
    // every type, and takes a Prize card off a Knock Out.
    let fire_paid = |pos: Pos| {
        let charizard = mon(CHARIZARD).energy(&["Fire Energy", "sv6-167"]);
        let game = pos.active(0, charizard).game(1);
        legal(&game).contains(&Action::Attack { index: 0 })
    };
    let duel = || Pos::duel(mon(CHARIZARD), mon(IRON_BOULDER_EX));
    assert!(fire_paid(duel()), "Legacy Energy pays Fire");
    assert!(!fire_paid(duel().stadium("swsh10-214")), "Colorless only");
    let boulder = mon(IRON_BOULDER_EX).energy(&["sv6-167"]).damage(200);
    let charizard = mon(CHARIZARD).energy(&["Fire Energy", "Fire Energy"]);
    let mut game = Pos::duel(charizard, boulder)
        .stadium("swsh10-214")
        .decks(&["Water Energy"; 4])
        .prizes(0, &["Water Energy"; 6])
        .attacking(0, 1);
    answering_first(&mut game);
    assert_eq!(
        6 - game.board(Seat(0)).prizes().len(),
        2,
        "no Prize card fewer"
    );
}
