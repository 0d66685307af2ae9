//! RB-22 to RB-25: the boss's turn.

use altplay_core::Game;

use super::fixture::*;
use crate::decks::BossCard;
use crate::{Event, Phase};

#[test]
fn rb_22_a_card_aimed_at_a_knocked_out_active_is_void_and_replaced() {
    let mut g = game(config(team()));
    knock_out(&mut g, 0, 0);
    // Card 13 targets seat 1 (Knocked Out): void. Card 14 (seat 2, no more cards) replaces it.
    stack_boss(&mut g, &[13, 14]);
    everyone_attacks(&mut g);
    assert_eq!(
        g.boss_turn_stats(),
        (1, 1),
        "the void card is not an attack"
    );
    assert_eq!(damage_of(&g, 1, 0), 20);
    assert!(
        g.events()
            .contains(&Event::BossCardVoid { card: BossCard(13) })
    );
    assert!(g.boss_deck.discard_pile().contains(&BossCard(13)));
}

#[test]
fn rb_23_draw_one_more_until_the_cap() {
    // Level 2: at most 3 attacks. Cards 1, 2, 3, 4 all say draw one more.
    let mut g = game(config(team()));
    stack_boss(&mut g, &[1, 2, 3, 4]);
    everyone_attacks(&mut g);
    assert_eq!(g.boss_turn_stats(), (1, 3));
    assert_eq!(
        [
            damage_of(&g, 0, 0),
            damage_of(&g, 1, 0),
            damage_of(&g, 2, 0),
            damage_of(&g, 3, 0)
        ],
        [10, 10, 10, 0]
    );
    // A card without "draw one more" ends the turn.
    stack_boss(&mut g, &[5, 13, 1]);
    everyone_attacks(&mut g);
    assert_eq!(g.boss_turn_stats(), (2, 5));
}

#[test]
fn rb_24_an_empty_boss_deck_is_refilled_from_its_shuffled_discard() {
    let mut g = game(config(team()));
    g.boss_deck = altplay_core::Deck::new(&[]);
    for n in 1..=20 {
        g.boss_deck.discard(BossCard(n));
    }
    everyone_attacks(&mut g);
    let (turns, attacks) = g.boss_turn_stats();
    assert_eq!(turns, 1);
    assert!(attacks >= 1);
    let (draw, discard) = (
        g.boss_deck.draw_pile().len(),
        g.boss_deck.discard_pile().len(),
    );
    assert_eq!(draw + discard, 20);
    assert!(
        draw > 0 && discard > 0,
        "drew from the refilled pile: {draw} left, {discard} used"
    );
}

#[test]
fn rb_25_boss_turns_always_end_while_a_pokemon_stands() {
    // All Actives but seat 4's are Knocked Out (3 Knock Outs): the boss draws until it finds
    // seat 4, however many void cards come first.
    let mut g = game(config(team()));
    for seat in 0..3 {
        knock_out(&mut g, seat, 0);
    }
    stack_boss(&mut g, &[1, 2, 3, 5, 6, 7, 9, 13, 16]);
    everyone_attacks(&mut g);
    assert_eq!(g.boss_turn_stats(), (1, 1));
    assert_eq!(damage_of(&g, 3, 0), 20);
    assert!(matches!(g.phase(), Phase::Cheer { seat: 0 }));
    assert!(g.outcome().is_none());
}

#[test]
fn rb_24_deck_order_does_not_depend_on_coin_flips() {
    // Undoing a report at the table replays with different flips: the boss's cards to come must
    // stay the same. Two copies of a game whose coin streams differ draw the same boss cards.
    let mut a = game(long_config());
    let mut b = a.clone();
    for _ in 0..101 {
        b.coin_rng.coin();
    }
    for _ in 0..12 {
        everyone_attacks(&mut a);
        everyone_attacks(&mut b);
    }
    assert_eq!(a.boss_turn_stats().0, 12);
    assert_eq!(a.boss_deck, b.boss_deck, "the boss deck went its own way");
    assert_eq!(a.last_boss_card, b.last_boss_card);
}
