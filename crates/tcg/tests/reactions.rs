//! Texts set off by what happens, played on real cards: Pokémon Tools that react to their
//! Pokémon being damaged or Knocked Out, to an Energy attached, to the end of a turn and to the
//! time between turns.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, Tcg};
use common::*;

const PIKACHU: &str = "base1-58";
const CHARMANDER: &str = "base1-46";
const DECK: [&str; 4] = [
    "Grass Energy",
    "Grass Energy",
    "Grass Energy",
    "Grass Energy",
];

/// Seat 1's Pikachu (a Lightning Energy on it: Gnaw does 10) against `theirs`.
fn against(theirs: Mon) -> Pos {
    Pos::duel(mon(PIKACHU).energy(&["Lightning Energy"]), theirs).decks(&DECK)
}

/// Seat 1's `mine` at the end of its turn, against a Charmander.
fn ending_with(mine: Mon) -> Tcg {
    let mut game = Pos::duel(mine, mon(CHARMANDER)).decks(&DECK).game(1);
    play(&mut game, &[Action::EndTurn]);
    game
}

fn tools(game: &Tcg, seat: usize) -> usize {
    game.board(Seat(seat as u8))
        .active()
        .map_or(0, |p| p.tools().len())
}

#[test]
fn lucky_helmet_draws_2_cards_when_its_active_pokemon_is_damaged_by_an_attack() {
    // Lucky Helmet: "Whenever the Pokémon this card is attached to is your Active Pokémon and
    // is damaged by an opponent's attack (even if that Pokémon is Knocked Out), draw 2 cards."
    let game = against(mon(CHARMANDER).tools(&["xy7-77"])).attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 10);
    // 2 for the Helmet, 1 for the turn that begins.
    assert_eq!(game.board(Seat(1)).hand().len(), 3);
}

#[test]
fn lucky_egg_draws_up_to_7_cards_when_its_pokemon_is_knocked_out_by_an_attack() {
    // Lucky Egg: "When the Pokémon this card is attached to is Knocked Out by damage from an
    // opponent's attack, draw cards until you have 7 cards in your hand."
    let deck = ["Grass Energy"; 12];
    let game = against(mon(CHARMANDER).damage(40).tools(&["pl4-88"]))
        .bench(1, mon(CHARMANDER))
        .deck(1, &deck)
        .hand(1, &["Grass Energy", "Grass Energy"])
        .attacking(0, 1);
    assert_eq!(
        game.board(Seat(1)).discard().len(),
        2,
        "Charmander and Lucky Egg"
    );
    // 7 for the Egg, 1 for the turn that begins.
    assert_eq!(game.board(Seat(1)).hand().len(), 8);
    // Not when the Pokémon survives.
    let game = against(mon(CHARMANDER).tools(&["pl4-88"])).attacking(0, 1);
    assert_eq!(game.board(Seat(1)).hand().len(), 1);
}

#[test]
fn healing_scarf_heals_the_pokemon_an_energy_is_attached_to_from_the_hand() {
    // Healing Scarf: "Whenever you attach an Energy card from your hand to the Pokémon this
    // card is attached to, heal 20 damage from it."
    let mut game = Pos::duel(mon(PIKACHU).damage(30).tools(&["xy6-84"]), mon(CHARMANDER))
        .hand(0, &["Lightning Energy"])
        .decks(&DECK)
        .game(1);
    let energy = game.board(Seat(0)).hand()[0];
    let pikachu = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::Attach {
            card: energy,
            target: pikachu,
        }],
    );
    assert_eq!(active(&game, 0).damage(), 10);
}

#[test]
fn amulet_coin_draws_a_card_at_the_end_of_the_turn_only_from_the_active_spot() {
    // Amulet Coin: "If the Pokémon Amulet Coin is attached to is your Active Pokémon at the end
    // of your turn, draw a card."
    let mut pos = Pos::duel(mon(PIKACHU).tools(&["dp4-97"]), mon(CHARMANDER)).decks(&DECK);
    let game = ending_with_pos(&pos);
    assert_eq!(game.board(Seat(0)).hand().len(), 1);
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
    // Benched, it draws nothing.
    pos = Pos::duel(mon(PIKACHU), mon(CHARMANDER))
        .bench(0, mon(PIKACHU).tools(&["dp4-97"]))
        .decks(&DECK);
    let game = ending_with_pos(&pos);
    assert_eq!(game.board(Seat(0)).hand().len(), 0);
}

fn ending_with_pos(pos: &Pos) -> Tcg {
    let mut game = pos.game(1);
    play(&mut game, &[Action::EndTurn]);
    game
}

#[test]
fn leftovers_removes_a_damage_counter_at_the_end_of_the_turn() {
    // Leftovers: "If the Pokémon Leftovers is attached to is your Active Pokémon at the end of
    // your turn, remove 1 damage counter from the Pokémon."
    let game = ending_with(mon(PIKACHU).damage(20).tools(&["dp4-99"]));
    assert_eq!(active(&game, 0).damage(), 10);
    assert_eq!(tools(&game, 0), 1, "Leftovers stays");
}

#[test]
fn oran_berry_heals_2_counters_between_turns_then_is_discarded() {
    // Oran Berry: "At any time between turns, if the Pokémon this card is attached to has at
    // least 2 damage counters on it, remove 2 damage counters from it. Then, discard Oran
    // Berry."
    let game = against(mon(CHARMANDER).damage(10).tools(&["ex9-80"])).attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 0);
    assert_eq!(tools(&game, 1), 0);
    assert_eq!(
        game.board(Seat(1)).discard().len(),
        1,
        "Oran Berry discarded"
    );
    // With 1 damage counter it waits.
    let game = against(mon(CHARMANDER).tools(&["ex9-80"])).attacking(0, 1);
    assert_eq!(active(&game, 1).damage(), 10);
    assert_eq!(tools(&game, 1), 1);
}

#[test]
fn lum_berry_cures_every_special_condition_between_turns_then_is_discarded() {
    // Lum Berry: "At any time between turns, if the Pokémon this card is attached to is
    // affected by any Special Conditions, remove all of them. Then discard Lum Berry."
    let game = ending_with(
        mon(PIKACHU)
            .conditions(&["poisoned", "confused"])
            .tools(&["ex1-84"]),
    );
    let pikachu = active(&game, 0);
    assert!(!pikachu.conditions().has(SpecialCondition::Poisoned));
    assert!(!pikachu.conditions().has(SpecialCondition::Confused));
    assert_eq!(pikachu.damage(), 10, "the Checkup's Poison came first");
    assert_eq!(tools(&game, 0), 0);
    // Unaffected, it stays.
    let game = ending_with(mon(PIKACHU).tools(&["ex1-84"]));
    assert_eq!(tools(&game, 0), 1);
}

#[test]
fn counterattack_claws_flips_for_2_counters_on_the_attacker_then_is_discarded() {
    // Counterattack Claws: "During your opponent's turn, if the Pokémon Counterattack Claws is
    // attached to is your Active Pokémon and an opponent's attack damages it (even if it is
    // Knocked Out), flip a coin. If heads, put 2 damage counters on the Defending Pokémon.
    // Then, discard Counterattack Claws."
    let mut seen = [false; 2];
    for seed in 0..16 {
        let game = against(mon(CHARMANDER).tools(&["neo4-97"])).attacking(0, seed);
        let counters = active(&game, 0).damage();
        assert!(counters == 0 || counters == 20, "{counters}");
        seen[usize::from(counters == 20)] = true;
        assert_eq!(tools(&game, 1), 0, "discarded on heads and on tails");
    }
    assert_eq!(seen, [true, true], "both sides of the coin");
}

#[test]
fn energy_pouch_puts_the_basic_energy_of_its_pokemon_knocked_out_into_the_hand() {
    // Energy Pouch: "If the Pokémon this card is attached to is Knocked Out by damage from an
    // opponent's attack, put all basic Energy attached to that Pokémon into your hand."
    let charmander = mon(CHARMANDER)
        .damage(40)
        .energy(&["Fire Energy", "Fire Energy"])
        .tools(&["xy10-97"]);
    let game = against(charmander)
        .bench(1, mon(CHARMANDER))
        .attacking(0, 1);
    let board = &game.board(Seat(1));
    // 2 Fire Energy, and the turn's draw.
    assert_eq!(board.hand().len(), 3);
    assert_eq!(board.discard().len(), 2, "Charmander and Energy Pouch");
}

#[test]
fn exp_share_moves_a_basic_energy_of_the_active_pokemon_knocked_out_to_its_pokemon() {
    // Exp. Share: "When your Active Pokémon is Knocked Out by damage from an opponent's attack,
    // you may move 1 basic Energy card that was attached to that Pokémon to the Pokémon this
    // card is attached to."
    let mut game = against(
        mon(CHARMANDER)
            .damage(40)
            .energy(&["Fire Energy", "Fire Energy"]),
    )
    .bench(1, mon(CHARMANDER).tools(&["bw4-87"]))
    .bench(1, mon(CHARMANDER))
    .game(1);
    let sharer = bench_uid(&game, 1, 0);
    let other = bench_uid(&game, 1, 1);
    // The new Active Pokémon is chosen first; then Exp. Share asks.
    play(&mut game, &[Action::Attack { index: 0 }]);
    play(
        &mut game,
        &[Action::Promote { pokemon: other }, Action::Yes],
    );
    // One kind of card to pick: taken without asking.
    let sharer = game.board(Seat(1)).find(sharer).expect("benched");
    assert_eq!(sharer.energy().len(), 1, "1 Fire Energy moved");
    assert_eq!(
        game.board(Seat(1)).discard().len(),
        2,
        "Charmander and the other Fire Energy"
    );
}

#[test]
fn machamp_strikes_back_at_the_attacker_unless_it_cannot_act() {
    // Machamp's Strikes Back: "Whenever your opponent's attack damages Machamp (even if Machamp
    // is Knocked Out), this power does 10 damage to the attacking Pokémon. (Don't apply
    // Weakness and Resistance.) This power can't be used if Machamp is Asleep, Confused, or
    // Paralyzed when your opponent attacks."
    let game = against(mon("base1-8")).attacking(0, 1);
    assert_eq!(active(&game, 0).damage(), 10);
    let game = against(mon("base1-8").conditions(&["asleep"])).attacking(0, 1);
    assert_eq!(active(&game, 0).damage(), 0);
}

#[test]
fn dark_tyranitar_puts_a_counter_on_each_benched_basic_between_turns_once_for_all_copies() {
    // Dark Tyranitar's Sand Damage: "As long as Dark Tyranitar is your Active Pokémon, put 1
    // damage counter on each of your opponent's Benched Basic Pokémon between turns. You can't
    // use more than 1 Sand Damage Poké-Body between turns."
    let mut game = Pos::duel(mon("ex7-20"), mon(CHARMANDER))
        .bench(0, mon("ex7-20"))
        .bench(1, mon(CHARMANDER))
        .decks(&DECK)
        .game(1);
    play(&mut game, &[Action::EndTurn]);
    assert_eq!(
        game.board(Seat(1)).bench()[0].damage(),
        10,
        "one Sand Damage"
    );
    assert_eq!(active(&game, 1).damage(), 0, "the Active Pokémon is spared");
}

#[test]
fn shedinja_and_a_confused_weezing_give_no_prize_card() {
    // Shedinja: "If this Pokémon is Knocked Out, your opponent can't take any Prize cards for
    // it." (ex8-14's "When Shedinja is Knocked Out, your opponent doesn't take any Prize cards"
    // reads the same; that card's attack is not read yet.)
    // Weezing: "If Weezing is Confused and is Knocked Out, your opponent can't take a Prize
    // card."
    let prizes = |theirs: Mon| {
        let game = against(theirs)
            .bench(1, mon(CHARMANDER))
            .prizes(0, &DECK)
            .attacking(0, 1);
        assert_eq!(game.board(Seat(1)).discard().len(), 1, "Knocked Out");
        4 - game.board(Seat(0)).prizes().len()
    };
    assert_eq!(prizes(mon("bw6-48").damage(50)), 0);
    assert_eq!(
        prizes(mon("pl2-87").damage(70).conditions(&["confused"])),
        0
    );
    assert_eq!(prizes(mon("pl2-87").damage(70)), 1);
}

#[test]
fn dark_weezing_adds_a_counter_to_each_pokemon_still_poisoned_between_turns() {
    // Dark Weezing: "As long as Dark Weezing is your Active Pokémon, put 1 damage
    // counter on each Pokémon that remains Poisoned between turns."
    let game = ending_with_pos(
        &Pos::duel(mon("ex7-42"), mon(CHARMANDER).conditions(&["poisoned"])).decks(&DECK),
    );
    assert_eq!(
        active(&game, 1).damage(),
        20,
        "Poison's counter and Dark Weezing's"
    );
    assert_eq!(active(&game, 0).damage(), 0, "not Poisoned");
}

#[test]
fn hippowdon_counts_only_pokemon_lv_x() {
    // Hippowdon: "As long as Hippowdon is your Active Pokémon, put 1 damage counter on each of
    // your opponent's Pokémon LV.X between turns." A Charmander is none.
    let game = ending_with_pos(&Pos::duel(mon("pl2-25"), mon(CHARMANDER)).decks(&DECK));
    assert_eq!(active(&game, 1).damage(), 0);
}

#[test]
fn giovannis_persian_played_from_the_hand_may_search_for_giovanni_only() {
    // Giovanni's Persian: "When you play Giovanni's Persian from your hand, you may search your
    // deck for the Trainer card named Giovanni, show it to your opponent, and put it into your
    // hand. Shuffle your deck afterward." (Giovanni himself is not played yet: a deck without
    // him offers nothing, not even Giovanni's Meowth.)
    let mut game = Pos::duel(mon("gym2-74"), mon(CHARMANDER))
        .hand(0, &["gym2-8"])
        .deck(0, &["Grass Energy", "gym2-74", "Grass Energy"])
        .deck(1, &DECK)
        .game(1);
    let persian = card(&game, "gym2-8");
    let meowth = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::Evolve {
            card: persian,
            target: meowth,
        }],
    );
    // The power asks first.
    play(&mut game, &[Action::Yes]);
    assert!(game.board(Seat(0)).hand().is_empty());
    assert_eq!(game.board(Seat(0)).deck().len(), 3);
    assert_eq!(active(&game, 0).stack().len(), 2, "evolved");
}

#[test]
fn berry_removes_2_counters_between_turns_once_then_is_discarded() {
    // Berry: "At any time between turns, if there are at least 2 damage counters on the
    // Pokémon Berry is attached to, you may remove 2 of them and discard Berry. At the start of
    // each turn, if there are at least 2 damage counters on the Pokémon Berry is attached to,
    // remove 2 of them and discard Berry."
    let berry = |yes: bool| {
        let mut game = ending_with(mon(PIKACHU).damage(30).tools(&["neo1-99"]));
        play(&mut game, &[if yes { Action::Yes } else { Action::Done }]);
        game
    };
    for yes in [true, false] {
        let game = berry(yes);
        // Declined, the start of the turn does it anyway; never twice.
        assert_eq!(active(&game, 0).damage(), 10, "yes: {yes}");
        assert_eq!(tools(&game, 0), 0);
        assert_eq!(game.board(Seat(0)).discard().len(), 1);
    }
}

#[test]
fn rescue_scarf_puts_its_pokemon_knocked_out_into_the_hand_and_discards_the_rest() {
    // Rescue Scarf: "If the Pokémon this card is attached to is Knocked Out by damage from an
    // attack, put that Pokémon into your hand. (Discard all cards attached to that Pokémon.)"
    let charmeleon = mon("base1-24")
        .under(&[CHARMANDER])
        .damage(70)
        .energy(&["Fire Energy"])
        .tools(&["bw6-115"]);
    let game = against(charmeleon)
        .bench(1, mon(CHARMANDER))
        .attacking(0, 1);
    let board = &game.board(Seat(1));
    let (charmander, charmeleon) = (card(&game, CHARMANDER), card(&game, "base1-24"));
    // Both cards of the evolved Pokémon, and the turn's draw.
    assert_eq!(board.hand().len(), 3);
    assert!(board.hand().contains(&charmander) && board.hand().contains(&charmeleon));
    assert_eq!(board.discard().len(), 2, "the Fire Energy and Rescue Scarf");
}

#[test]
fn team_magma_hideout_damages_each_basic_pokemon_benched_but_team_magmas() {
    // Team Magma Hideout: "Whenever any player plays a Basic Pokémon that doesn't have Team
    // Magma in its name from his or her hand, that player puts 1 damage counter on that
    // Pokémon."
    let mut game = Pos::duel(mon(PIKACHU), mon(CHARMANDER))
        .stadium("ex4-83")
        .hand(0, &[CHARMANDER, "ex4-64"])
        .decks(&DECK)
        .game(1);
    for benched in [CHARMANDER, "ex4-64"] {
        let card = card(&game, benched);
        play(&mut game, &[Action::Bench { card }]);
    }
    let bench = &game.board(Seat(0)).bench();
    assert_eq!(bench[0].damage(), 10, "Charmander");
    assert_eq!(bench[1].damage(), 0, "Team Magma's Numel");
}

#[test]
fn viridian_city_gym_heals_a_giovanni_pokemon_as_it_evolves() {
    // Viridian City Gym: "Whenever a Pokémon with Giovanni in its name evolves, its owner
    // removes 2 damage counters from that Pokémon (or 1 if it only has 1)."
    let mut game = Pos::duel(mon("gym2-74").damage(30), mon(CHARMANDER))
        .bench(0, mon(CHARMANDER).damage(30))
        .stadium("gym2-123")
        .hand(0, &["gym2-8", "base1-24"])
        .decks(&DECK)
        .game(1);
    let meowth = active(&game, 0).uid();
    let charmander = bench_uid(&game, 0, 0);
    let (persian, charmeleon) = (card(&game, "gym2-8"), card(&game, "base1-24"));
    play(
        &mut game,
        &[
            Action::Evolve {
                card: persian,
                target: meowth,
            },
            // Giovanni's Persian's own power asks first: declined.
            Action::Done,
            Action::Evolve {
                card: charmeleon,
                target: charmander,
            },
        ],
    );
    assert_eq!(active(&game, 0).damage(), 10, "Giovanni's Persian");
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 30, "Charmeleon");
}

#[test]
fn leafeon_heals_each_pokemon_its_owner_attaches_energy_to_from_the_hand() {
    // Leafeon: "As long as Leafeon is your Active Pokémon, whenever you attach an Energy card
    // from your hand to 1 of your Pokémon, remove 2 damage counters from that Pokémon."
    let attach_to_pikachu = |leafeon_active: bool| {
        let (mine, benched) = if leafeon_active {
            (mon("pl2-45"), mon(PIKACHU).damage(30))
        } else {
            (mon(PIKACHU).damage(30), mon("pl2-45"))
        };
        let mut game = Pos::duel(mine, mon(CHARMANDER))
            .bench(0, benched)
            .hand(0, &["Lightning Energy"])
            .decks(&DECK)
            .game(1);
        let energy = game.board(Seat(0)).hand()[0];
        let pikachu = if leafeon_active {
            bench_uid(&game, 0, 0)
        } else {
            active(&game, 0).uid()
        };
        play(
            &mut game,
            &[Action::Attach {
                card: energy,
                target: pikachu,
            }],
        );
        game.board(Seat(0)).find(pikachu).expect("in play").damage()
    };
    assert_eq!(attach_to_pikachu(true), 10);
    assert_eq!(
        attach_to_pikachu(false),
        30,
        "Leafeon on the Bench does nothing"
    );
}

#[test]
fn ampharos_puts_a_counter_on_each_pokemon_of_the_player_of_a_supporter() {
    // Ampharos's Jamming: "After your opponent plays a Supporter card from his or her hand, put
    // 1 damage counter on each of your opponent's Pokémon. You can't use more than 1 Jamming
    // Poké-Body each turn." Two Ampharos: one Jamming.
    let mut game = Pos::duel(mon(PIKACHU), mon("dp3-1"))
        .bench(0, mon(CHARMANDER))
        .bench(1, mon("dp3-1"))
        .hand(0, &["swsh1-165"])
        .decks(&DECK)
        .game(1);
    let supporter = card(&game, "swsh1-165");
    play(&mut game, &[Action::Play { card: supporter }]);
    assert_eq!(active(&game, 0).damage(), 10);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 10);
}

#[test]
fn snorlax_asleep_flips_2_coins_at_the_checkup_and_wakes_only_on_both_heads() {
    // Snorlax: "If this Pokémon is Asleep, flip 2 coins instead of 1 between turns. If either
    // of them is tails, this Pokémon is still Asleep."
    let awake = |card: &str, seed: u64| {
        let mut game = Pos::duel(mon(card).conditions(&["asleep"]), mon(CHARMANDER))
            .decks(&DECK)
            .game(seed);
        play(&mut game, &[Action::EndTurn]);
        !active(&game, 0).conditions().has(SpecialCondition::Asleep)
    };
    let mut only_pikachu = false;
    for seed in 0..24 {
        let (snorlax, pikachu) = (awake("xy2-80", seed), awake(PIKACHU, seed));
        // The same first coin: Snorlax wakes only when Pikachu would.
        assert!(!snorlax || pikachu, "seed {seed}");
        only_pikachu |= pikachu && !snorlax;
    }
    assert!(only_pikachu, "a heads then a tails keeps Snorlax Asleep");
}
