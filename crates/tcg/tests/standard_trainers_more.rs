//! More Standard Trainer cards (issue 29), played on real cards: a Stadium's damage counters on
//! every player's Pokémon benched from the hand (Gapejaw Bog) or given an Energy card from the
//! hand (Calamitous Snowy Mountain), a Trainer put into the deck instead of the discard pile
//! (Caretaker, Egg Incubator), cards from the discard pile in any combination of kinds
//! (Lana's Aid, Team Yell's Cheer), a Stadium's damage counters on a Pokémon benched in any
//! way during its owner's turn (Risky Ruins), a Special Energy discarded at the end of its
//! owner's turn (Ignition Energy), a draw after cards shuffled from the discard pile (Miriam),
//! searches repeated for each copy in the discard pile (Paldean Student).

mod common;

// Basic Energy by id: sve-1 Grass, sve-2 Fire, sve-3 Water.

use altplay_core::Seat;
use altplay_tcg::game::{Action, CardId, Tcg};
use common::*;

const GAPEJAW_BOG: &str = "swsh12-213";
const SNOWY_MOUNTAIN: &str = "sv2-174";
const CARETAKER: &str = "sv6-203";
const COMMUNITY_CENTER: &str = "sv6-146";
const EGG_INCUBATOR: &str = "pgo-87";
const LANAS_AID: &str = "sv6-219";
const TEAM_YELLS_CHEER: &str = "swsh9-149";
const IONO: &str = "sv2-185";
const PIDGEY: &str = "sv3-162";
const CHARMANDER: &str = "sv3-26";
const LAPRAS: &str = "sv3-45";
const DARKRAI: &str = "sv3-136";
const RISKY_RUINS: &str = "me1-127";
const NEST_BALL: &str = "sv1-181";
const IGNITION_ENERGY: &str = "rsv10pt5-86";
const MIRIAM: &str = "sv1-251";
const PALDEAN_STUDENT: &str = "sv4pt5-231";
const CHARIZARD_EX: &str = "sv3-125";

/// Charmander Active against a Pidgey, seat 1 holding `hand`.
fn holding(hand: &[&str]) -> Pos {
    Pos::duel(mon(CHARMANDER), mon(PIDGEY)).hand(0, hand)
}

/// Plays the Trainer `name` of seat 1's hand.
fn play_card(game: &mut Tcg, name: &str) {
    let card = card(game, name);
    play(game, &[Action::Play { card }]);
}

#[test]
fn gapejaw_bog_puts_counters_on_a_basic_benched_from_the_hand() {
    // Gapejaw Bog: "Whenever either player puts a Basic Pokémon from their hand onto their
    // Bench, put 2 damage counters on that Pokémon."
    let benched = |stadium: Option<&str>| {
        let mut pos = holding(&[PIDGEY]);
        if let Some(stadium) = stadium {
            pos = pos.stadium(stadium);
        }
        let mut game = pos.game(1);
        let card = card(&game, PIDGEY);
        play(&mut game, &[Action::Bench { card }]);
        game.board(Seat(0)).bench()[0].damage()
    };
    assert_eq!(benched(Some(GAPEJAW_BOG)), 20);
    assert_eq!(benched(None), 0);
}

#[test]
fn calamitous_snowy_mountain_puts_counters_on_a_basic_non_water_given_energy() {
    // Calamitous Snowy Mountain: "Whenever any player attaches an Energy card from their hand
    // to 1 of their Basic non-Water Pokémon, put 2 damage counters on that Pokémon."
    let attached = |given: &str| {
        let mut game = Pos::duel(mon(given), mon(PIDGEY))
            .hand(0, &["sve-3"])
            .bench(0, mon(LAPRAS))
            .stadium(SNOWY_MOUNTAIN)
            .game(1);
        let card = card(&game, "sve-3");
        let target = active_uid(&game);
        play(&mut game, &[Action::Attach { card, target }]);
        let mine = game.board(Seat(0));
        (active(&game, 0).damage(), mine.bench()[0].damage())
    };
    // Once, on the Pokémon given the Energy only.
    assert_eq!(attached(CHARMANDER), (20, 0));
    // A Water Pokémon takes none.
    assert_eq!(attached(LAPRAS), (0, 0));
}

fn active_uid(game: &Tcg) -> u16 {
    active(game, 0).uid()
}

#[test]
fn caretaker_goes_into_the_deck_with_community_center_in_play() {
    // Caretaker: "Draw 2 cards. If you drew any cards in this way and if Community Center is in
    // play, shuffle this Caretaker into your deck instead of discarding it."
    let after = |stadium: Option<&str>| {
        let mut pos = holding(&[CARETAKER]).deck(0, &["sve-1"; 3]);
        if let Some(stadium) = stadium {
            pos = pos.stadium(stadium);
        }
        let mut game = pos.game(1);
        play_card(&mut game, CARETAKER);
        let caretaker = card(&game, CARETAKER);
        let mine = game.board(Seat(0));
        (
            mine.hand().len(),
            mine.deck().contains(&caretaker),
            mine.discard().contains(&caretaker),
        )
    };
    assert_eq!(after(Some(COMMUNITY_CENTER)), (2, true, false));
    assert_eq!(after(None), (2, false, true));
    // Another Stadium is not Community Center.
    assert_eq!(after(Some(SNOWY_MOUNTAIN)), (2, false, true));
}

#[test]
fn egg_incubator_goes_under_the_deck_on_tails() {
    // Egg Incubator: "Flip a coin. If heads, search your deck for a Basic Pokémon, put it onto
    // your Bench, and shuffle your deck. If tails, put this Egg Incubator on the bottom of your
    // deck instead of in the discard pile."
    let (mut heads, mut tails) = (0, 0);
    for seed in 1..=12 {
        let mut game = holding(&[EGG_INCUBATOR])
            .deck(0, &[PIDGEY, "sve-1", "sve-2"])
            .game(seed);
        play_card(&mut game, EGG_INCUBATOR);
        answering_first(&mut game);
        let incubator = card(&game, EGG_INCUBATOR);
        let mine = game.board(Seat(0));
        if mine.bench().is_empty() {
            tails += 1;
            // The deck's bottom is its first card.
            assert_eq!(mine.deck().len(), 4);
            assert_eq!(mine.deck()[0], incubator);
            assert!(mine.discard().is_empty());
        } else {
            heads += 1;
            assert_eq!(mine.bench()[0].stack(), [card(&game, PIDGEY)]);
            assert_eq!(mine.discard(), [incubator]);
        }
    }
    assert!(heads > 0 && tails > 0, "{heads} heads, {tails} tails");
}

#[test]
fn lanas_aid_takes_pokemon_without_a_rule_box_and_basic_energy() {
    // Lana's Aid: "Put up to 3 in any combination of Pokémon that don't have a Rule Box and
    // Basic Energy cards from your discard pile into your hand."
    let mut game = holding(&[LANAS_AID])
        .discard(0, &[CHARIZARD_EX, PIDGEY, "sve-1", IONO])
        .game(1);
    play_card(&mut game, LANAS_AID);
    let both = sorted(&[card(&game, PIDGEY), card(&game, "sve-1")]);
    // Not Charizard ex (a Rule Box), not Iono (a Supporter).
    assert_eq!(sorted(&offered(&game)), both);
    answering_first(&mut game);
    assert_eq!(sorted(game.board(Seat(0)).hand()), both);
}

#[test]
fn team_yells_cheer_shuffles_pokemon_and_supporters_but_no_team_yells_cheer() {
    // Team Yell's Cheer: "Shuffle up to 3 in any combination of Pokémon and Supporter cards,
    // except for Team Yell's Cheer, from your discard pile into your deck."
    let mut game = holding(&[TEAM_YELLS_CHEER])
        .discard(0, &[TEAM_YELLS_CHEER, PIDGEY, IONO, "sve-1"])
        .game(1);
    play_card(&mut game, TEAM_YELLS_CHEER);
    let both = sorted(&[card(&game, PIDGEY), card(&game, IONO)]);
    assert_eq!(sorted(&offered(&game)), both);
    answering_first(&mut game);
    assert_eq!(sorted(game.board(Seat(0)).deck()), both);
}

fn sorted(cards: &[CardId]) -> Vec<CardId> {
    let mut cards = cards.to_vec();
    cards.sort();
    cards
}

#[test]
fn risky_ruins_puts_counters_on_a_basic_non_darkness_benched_in_any_way() {
    // Risky Ruins: "Whenever any player puts a Basic non-Darkness Pokémon onto their Bench
    // during their turn, place 2 damage counters on that Pokémon."
    let from_hand = |benched: &str| {
        let mut game = holding(&[benched]).stadium(RISKY_RUINS).game(1);
        let card = card(&game, benched);
        play(&mut game, &[Action::Bench { card }]);
        game.board(Seat(0)).bench()[0].damage()
    };
    assert_eq!(from_hand(PIDGEY), 20);
    assert_eq!(from_hand(DARKRAI), 0);
    // Put there by a search (Nest Ball), not from the hand.
    let mut game = holding(&[NEST_BALL])
        .deck(0, &[PIDGEY])
        .stadium(RISKY_RUINS)
        .game(1);
    play_card(&mut game, NEST_BALL);
    answering_first(&mut game);
    let bench = game.board(Seat(0)).bench();
    assert_eq!(bench[0].stack(), [card(&game, PIDGEY)]);
    assert_eq!(bench[0].damage(), 20);
}

#[test]
fn ignition_energy_is_discarded_at_the_end_of_its_owners_turn() {
    // Ignition Energy: "If this card is attached to 1 of your Pokémon, discard it at the end of
    // your turn."
    let mut game = holding(&[IGNITION_ENERGY]).decks(&["sve-1"; 4]).game(1);
    let (card, target) = (card(&game, IGNITION_ENERGY), active_uid(&game));
    play(&mut game, &[Action::Attach { card, target }]);
    assert_eq!(active(&game, 0).energy(), [card]);
    play(&mut game, &[Action::EndTurn]);
    assert!(active(&game, 0).energy().is_empty());
    assert_eq!(game.board(Seat(0)).discard(), [card]);
}

#[test]
fn miriam_draws_only_after_shuffling_cards_into_the_deck() {
    // Miriam: "Shuffle up to 5 Pokémon from your discard pile into your deck. If you shuffled
    // any cards into your deck in this way, draw 3 cards."
    let hand_after = |discard: &[&str]| {
        let mut game = holding(&[MIRIAM])
            .deck(0, &["sve-1"; 4])
            .discard(0, discard)
            .game(1);
        play_card(&mut game, MIRIAM);
        answering_first(&mut game);
        if legal(&game).contains(&Action::Done) {
            play(&mut game, &[Action::Done]);
        }
        game.board(Seat(0)).hand().len()
    };
    assert_eq!(hand_after(&[PIDGEY]), 3);
    // No Pokémon to shuffle in: nothing drawn.
    assert_eq!(hand_after(&["sve-2"]), 0);
}

#[test]
fn paldean_student_searches_once_more_for_each_other_copy_in_the_discard_pile() {
    // Paldean Student: "Search your deck for a Pokémon that doesn't have a Rule Box, reveal it,
    // and put it into your hand. For each Paldean Student card (not including this card) in
    // your discard pile, you may search for an additional Pokémon in this way."
    let found = |discard: &[&str]| {
        let mut game = holding(&[PALDEAN_STUDENT])
            .deck(0, &[PIDGEY, PIDGEY, PIDGEY, CHARIZARD_EX])
            .discard(0, discard)
            .game(1);
        play_card(&mut game, PALDEAN_STUDENT);
        // Charizard ex has a Rule Box: never offered.
        assert!(!offered(&game).contains(&card(&game, CHARIZARD_EX)));
        answering_first(&mut game);
        game.board(Seat(0)).hand().len()
    };
    assert_eq!(found(&[]), 1);
    assert_eq!(found(&[PALDEAN_STUDENT, PALDEAN_STUDENT]), 3);
}
