//! RB-14 to RB-21: the players' collective turn and the Cheer cards.

use altplay_core::{Game, Seat, ToMove};

use super::fixture::*;
use crate::decks::Cheer;
use crate::event::PokemonRef;
use crate::{Action, Event, Phase};

#[test]
fn rb_14_knocked_out_seat_cheers_first() {
    let mut g = game(config(team()));
    knock_out(&mut g, 2, 1);
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    // Round 2: seat 3 cheers before seat 1 may act, and cannot retreat or attack.
    assert_eq!(g.phase(), Phase::Cheer { seat: 2 });
    assert_eq!(g.to_move(), ToMove::Seat(Seat(2)));
    assert_eq!(rule_of(&mut g, Action::Attack { attack: 0 }), "RB-14");
    assert_eq!(rule_of(&mut g, Action::Retreat), "RB-14");
    stack_cheer(&mut g, &[Cheer::BossOneCard]);
    play(&mut g, Action::Cheer);
    assert_eq!(
        g.phase(),
        Phase::Retreat { seat: 0 },
        "its turn ended at the cheer"
    );
    let mut attackers = vec![];
    while g.round == 2 {
        if let Phase::Retreat { seat } = g.phase() {
            attackers.push(seat);
        }
        let a = g.greedy_action();
        play(&mut g, a);
    }
    assert_eq!(attackers, [0, 1, 3], "the cheering seat does not attack");
}

#[test]
fn rb_14_an_empty_cheer_deck_is_refilled_from_its_discard_pile() {
    let mut g = game(config(team()));
    let mut drawn = vec![];
    for _ in 0..7 {
        knock_out(&mut g, 0, 1);
        g.knockouts = 0;
        g.cheering = [true, false, false, false];
        g.step = 0;
        g.attack_pass = false;
        g.phase = Phase::Cheer { seat: 0 };
        play(&mut g, Action::Cheer);
        if let Phase::CheerTarget { .. } = g.phase() {
            play(&mut g, Action::CheerTarget { seat: 1, slot: 0 });
        }
        drawn.push(g.last_cheer.unwrap());
    }
    let mut first_five = drawn[..5].to_vec();
    first_five.sort_by_key(|c| Cheer::ALL.iter().position(|x| x == c));
    assert_eq!(
        first_five,
        Cheer::ALL,
        "the first five draws are the whole deck"
    );
    assert_eq!(drawn.len(), 7, "and drawing went on after the deck ran out");
}

#[test]
fn rb_15_retreat_swaps_then_the_new_active_attacks() {
    let mut g = game(config(team()));
    assert_eq!(rule_of(&mut g, Action::Attack { attack: 0 }), "RB-15");
    play(&mut g, Action::Retreat);
    assert_eq!(g.phase(), Phase::Attack { seat: 0 });
    assert_eq!(rule_of(&mut g, Action::Retreat), "RB-15");
    // The last attack number a client can send is refused with its number, not wrapped (a
    // fuzzer's find: `attack + 1` overflowed).
    let err = g.apply(&Action::Attack { attack: u8::MAX }).unwrap_err();
    assert!(err.to_string().contains("no attack number 256"), "{err}");
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(
        g.boss_damage, 50,
        "the Benched Pokémon, now Active, attacked"
    );
    assert_eq!(g.pairs[0].active, 1);
    assert_eq!(rule_of(&mut g, Action::Attack { attack: 5 }), "RB-15");
}

#[test]
fn rb_15_a_seat_with_nothing_to_attack_with_passes() {
    let mut t = team();
    t.pairs[0][0].attacks = vec![];
    let mut g = game(config(t));
    play(&mut g, Action::Stay);
    let mut listed = vec![];
    g.legal_actions(&mut listed);
    assert_eq!(listed, [Action::Pass]);
    play(&mut g, Action::Pass);
    assert_eq!(g.phase(), Phase::Retreat { seat: 1 });
    play(&mut g, Action::Stay);
    assert_eq!(
        rule_of(&mut g, Action::Pass),
        "RB-15",
        "a seat that can attack must"
    );
}

#[test]
fn rb_16_damage_order_double_then_plus50_then_weakness_then_resistance() {
    let mut t = team();
    t.pairs[0][0].types = vec!["Fighting".into(), "Metal".into()];
    t.pairs[0][0].attacks = vec![attack("Jab", "30", "")];
    let mut c = config(t);
    c.options.weakness = true;
    let mut g = game(c);
    g.double_damage = Some(PokemonRef { seat: 0, slot: 0 });
    g.plus50 = true;
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    // ((30 × 2) + 50) × 2 − 30
    assert_eq!(g.boss_damage, 190);
}

#[test]
fn rb_16_damage_is_never_below_zero_and_nothing_gets_no_bonus() {
    let mut t = team();
    t.pairs[0][0].types = vec!["Metal".into()];
    t.pairs[0][0].attacks = vec![attack("Tap", "20", "")];
    t.pairs[1][0].attacks = vec![attack("Growl", "", "")];
    let mut c = config(t);
    c.options.weakness = true;
    let mut g = game(c);
    g.plus50 = false;
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(g.boss_damage, 0, "20 − 30 stays at 0");
    g.plus50 = true;
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(
        g.boss_damage, 0,
        "an attack that does no damage gets no +50"
    );
}

#[test]
fn rb_17_the_boss_falls_at_once_and_the_players_win() {
    let mut g = game(config(recoil_team()));
    g.boss_damage = 900;
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(g.outcome().and_then(|o| o.winner()), Some(crate::PLAYERS));
    assert_eq!(g.knockouts, 0, "the recoil comes after the win");
    assert_eq!(g.round, 1, "no later seat and no boss turn");
    assert_eq!(rule_of(&mut g, Action::Stay), "RB-17");
}

#[test]
fn rb_18_a_pokemon_is_knocked_out_when_damage_reaches_hp() {
    let mut g = game(config(team()));
    g.pairs[0].damage[0] = 180; // 20 HP left; attack 2 does exactly 20
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    assert!(g.pairs[0].knocked_out[0]);
    assert_eq!(g.knockouts, 1);
    let ko = g.events().iter().any(|e| {
        matches!(
            e,
            Event::KnockedOut {
                target: PokemonRef { seat: 0, slot: 0 },
                count: 1
            }
        )
    });
    assert!(ko);
}

#[test]
fn rb_19_cheering_seats_revive_at_the_end_of_the_collective_turn() {
    let mut g = game(config(team()));
    knock_out(&mut g, 1, 1);
    g.pairs[1].damage[0] = 40;
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    stack_cheer(&mut g, &[Cheer::BossOneCard]);
    play(&mut g, Action::Cheer);
    assert!(
        g.pairs[1].knocked_out[1],
        "still Knocked Out during the turn"
    );
    stack_boss(&mut g, &[14]); // attack 2 on seat 2's Active, after the revive
    everyone_attacks(&mut g);
    assert!(!g.pairs[1].knocked_out[1]);
    assert_eq!(damage_of(&g, 1, 1), 0, "revived with its damage removed");
    assert_eq!(
        damage_of(&g, 1, 0),
        60,
        "the other Pokémon keeps its damage (40 + 20)"
    );
    assert_eq!(g.knockouts, 1, "the counter does not go down");
    let revived = PokemonRef { seat: 1, slot: 1 };
    assert!(g.events().contains(&Event::Revived { target: revived }));
}

#[test]
fn rb_19_a_self_knock_out_waits_for_the_next_turns_cheer() {
    let mut g = game(config(recoil_team()));
    stack_boss(&mut g, &[13, 14]);
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert!(g.pairs[0].knocked_out[0]);
    everyone_attacks(&mut g);
    assert!(
        g.pairs[0].knocked_out[0],
        "not revived: seat 1 did not cheer this turn"
    );
    assert_eq!(g.phase(), Phase::Cheer { seat: 0 });
    play(&mut g, Action::Cheer);
    if let Phase::CheerTarget { .. } = g.phase() {
        play(&mut g, Action::CheerTarget { seat: 1, slot: 0 });
    }
    everyone_attacks(&mut g);
    assert!(!g.pairs[0].knocked_out[0]);
}

#[test]
fn rb_20_this_turn_cheers_end_with_the_collective_turn() {
    let mut g = game(long_config());
    knock_out(&mut g, 3, 1);
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    stack_cheer(&mut g, &[Cheer::Plus50]);
    play(&mut g, Action::Cheer);
    assert!(g.plus50);
    let before = g.boss_damage;
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    assert_eq!(g.boss_damage - before, 3 * 150, "three seats with +50");
    assert!(!g.plus50 && g.double_damage.is_none());
    let before = g.boss_damage;
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    assert_eq!(g.boss_damage - before, 400, "gone next turn");
}

fn cheering_game(cheer: Cheer) -> crate::RaidBattle {
    let mut g = game(long_config());
    knock_out(&mut g, 3, 1);
    stack_boss(&mut g, &[13]);
    everyone_attacks(&mut g);
    stack_cheer(&mut g, &[cheer]);
    g
}

#[test]
fn rb_21_cheer_1_doubles_the_chosen_pokemon() {
    let mut g = cheering_game(Cheer::DoubleDamage);
    play(&mut g, Action::Cheer);
    assert_eq!(
        g.phase(),
        Phase::CheerTarget {
            seat: 3,
            cheer: Cheer::DoubleDamage
        }
    );
    assert_eq!(
        rule_of(&mut g, Action::CheerTarget { seat: 3, slot: 1 }),
        "RB-21",
        "Knocked Out"
    );
    assert_eq!(rule_of(&mut g, Action::Stay), "RB-21");
    assert_eq!(
        rule_of(&mut g, Action::CheerTarget { seat: 9, slot: 0 }),
        "RB-21"
    );
    // The last seat number a client can send is named, not wrapped (found by the conformance
    // suite: `seat + 1` overflowed).
    let err = g
        .apply(&Action::CheerTarget {
            seat: u8::MAX,
            slot: 0,
        })
        .unwrap_err();
    assert!(err.to_string().contains("at seat 256"), "{err}");
    play(&mut g, Action::CheerTarget { seat: 1, slot: 0 });
    let before = g.boss_damage;
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(g.boss_damage - before, 100);
    play(&mut g, Action::Stay);
    play(&mut g, Action::Attack { attack: 0 });
    assert_eq!(g.boss_damage - before, 300, "seat 2's Active doubled");
}

#[test]
fn rb_21_cheer_2_heals_80_from_every_standing_pokemon() {
    let mut g = cheering_game(Cheer::HealAll80);
    g.pairs[0].damage = [100, 30];
    g.pairs[2].damage = [50, 0];
    play(&mut g, Action::Cheer);
    assert_eq!(g.pairs[0].damage, [20, 0]);
    assert_eq!(g.pairs[2].damage, [0, 0]);
    assert_eq!(
        g.pairs[3].damage[1], 100,
        "a Knocked Out Pokémon is not healed"
    );
}

#[test]
fn rb_21_cheer_3_heals_all_damage_from_one_pokemon() {
    let mut g = cheering_game(Cheer::HealOne);
    g.pairs[0].damage = [150, 30];
    play(&mut g, Action::Cheer);
    play(&mut g, Action::CheerTarget { seat: 0, slot: 0 });
    assert_eq!(g.pairs[0].damage, [0, 30]);
}

#[test]
fn rb_21_cheer_4_caps_the_next_boss_turn_at_one_attack() {
    let mut g = cheering_game(Cheer::BossOneCard);
    play(&mut g, Action::Cheer);
    stack_boss(&mut g, &[1, 2, 3]);
    everyone_attacks(&mut g);
    assert_eq!(
        g.boss_turn_stats(),
        (2, 2),
        "turn 1: card 13 alone; turn 2: one card though card 1 says draw more"
    );
    stack_boss(&mut g, &[1, 2, 3]);
    everyone_attacks(&mut g);
    assert_eq!(g.boss_turn_stats(), (3, 5), "the cap is back to 3");
}

/// Seat 1's Active hits for 100 and does 500 damage to itself.
fn recoil_team() -> crate::Team {
    let mut t = team();
    t.pairs[0][0].attacks = vec![attack(
        "Recoil",
        "100",
        "This Pokémon also does 500 damage to itself.",
    )];
    t
}
