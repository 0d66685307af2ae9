//! More Standard Trainer cards (issue 29), played on real cards: a Stadium's damage counters on
//! every player's Pokémon benched from the hand (Gapejaw Bog) or given an Energy card from the
//! hand (Calamitous Snowy Mountain), a Trainer put into the deck instead of the discard pile
//! (Caretaker, Egg Incubator), cards from the discard pile in any combination of kinds
//! (Lana's Aid, Team Yell's Cheer), a Stadium's damage counters on a Pokémon benched in any
//! way during its owner's turn (Risky Ruins), a Special Energy discarded at the end of its
//! owner's turn (Ignition Energy), a draw after cards shuffled from the discard pile (Miriam),
//! searches repeated for each copy in the discard pile (Paldean Student), a search by the names
//! of the opponent's Pokémon (Love Ball), a Special Energy set off by its holder's evolution
//! (Regenerative Energy), Weakness applied as ×3 (Supereffective Glasses), a card that never
//! leaves the discard pile for the hand or deck (Poké Vital A, Neutralization Zone) and a
//! Stadium's prevention for Pokémon without a Rule Box (Neutralization Zone), a Special
//! Energy's effect applied once to a Pokémon (V Guard Energy), each player's Pokémon of the top
//! of their deck into their own hand (Lure Module), a Supporter played only after a Team
//! Rocket's Pokémon was Knocked Out (Team Rocket's Archer), a hand discarded at the end of the
//! turn when it is large (Amarys), the opponent's hand put under their deck and as many cards
//! drawn (Meddling Memo).

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
const LOVE_BALL: &str = "sv6-156";
const REGENERATIVE_ENERGY: &str = "swsh12-168";
const ARCEUS_V: &str = "swsh9-122";
const ARCEUS_VSTAR: &str = "swsh9-123";
const GLASSES: &str = "swsh10-152";
const SCYTHER: &str = "sv3-4";
const NEUTRALIZATION_ZONE: &str = "sv6pt5-60";
const POKE_VITAL_A: &str = "sv6pt5-62";
const OLD_PC: &str = "swsh3-164";
const V_GUARD_ENERGY: &str = "swsh12-215";
const LURE_MODULE: &str = "pgo-88";
const ARCHER: &str = "sv10-223";
const TR_CHINGLING: &str = "sv10-85";
const AMARYS: &str = "sv8pt5-170";
const MEDDLING_MEMO: &str = "sv8-181";
const CHARIZARD_EX: &str = "sv3-125";

/// Charmander Active against a Pidgey, seat 1 holding `hand`.
fn holding(hand: &[&str]) -> Pos {
    Pos::duel(mon(CHARMANDER), mon(PIDGEY)).hand(0, hand)
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

#[test]
fn love_ball_finds_a_pokemon_named_as_one_of_the_opponents() {
    // Love Ball: "Search your deck for a Pokémon with the same name as 1 of your opponent's
    // Pokémon in play, reveal it, and put it into your hand."
    let mut game = holding(&[LOVE_BALL])
        .deck(0, &[PIDGEY, CHARMANDER, LAPRAS])
        .bench(1, mon(LAPRAS))
        .game(1);
    play_card(&mut game, LOVE_BALL);
    // Charmander is only seat 1's own.
    assert_eq!(
        sorted(&offered(&game)),
        sorted(&[card(&game, PIDGEY), card(&game, LAPRAS)])
    );
}

#[test]
fn regenerative_energy_heals_its_pokemon_v_evolved_from_the_hand() {
    // Regenerative Energy: "Whenever you play a Pokémon from your hand to evolve the Pokémon V
    // this card is attached to, heal 100 damage from that Pokémon."
    let damage_after = |energy: &str| {
        let mut game = Pos::duel(mon(ARCEUS_V).energy(&[energy]).damage(120), mon(PIDGEY))
            .hand(0, &[ARCEUS_VSTAR])
            .decks(&["sve-1"; 2])
            .game(1);
        let (card, target) = (card(&game, ARCEUS_VSTAR), active_uid(&game));
        play(&mut game, &[Action::Evolve { card, target }]);
        active(&game, 0).damage()
    };
    assert_eq!(damage_after(REGENERATIVE_ENERGY), 20);
    assert_eq!(damage_after("sve-1"), 120);
}

#[test]
fn supereffective_glasses_apply_weakness_as_three_times() {
    // Supereffective Glasses: "When applying Weakness to damage from the attacks of the
    // Pokémon this card is attached to done to your opponent's Active Pokémon, apply it as ×3."
    // Charmander's Heat Tackle does 30 to Scyther (80 HP, Weakness to Fire).
    let knocked_out = |tools: &[&str]| {
        let game = Pos::duel(
            mon(CHARMANDER).energy(&["sve-2"]).tools(tools),
            mon(SCYTHER),
        )
        .bench(1, mon(PIDGEY))
        .decks(&["sve-1"; 2])
        .attacking(0, 1);
        let scyther = card(&game, SCYTHER);
        game.board(Seat(1)).discard().contains(&scyther)
    };
    // ×2: 60 damage.
    assert!(!knocked_out(&[]));
    // ×3: 90 damage.
    assert!(knocked_out(&[GLASSES]));
}

#[test]
fn neutralization_zone_protects_pokemon_without_a_rule_box_from_ex_and_v() {
    // Neutralization Zone: "Prevent all damage done to Pokémon that don't have a Rule Box
    // (both yours and your opponent's) by attacks from the opponent's Pokémon ex and Pokémon
    // V."
    // Arceus V's Power Edge does 130, Charmander's Heat Tackle 30.
    let damage = |attacker: &str, attack: u8, defender: &str| {
        let game = Pos::duel(mon(attacker).energy(&["sve-2"; 4]), mon(defender))
            .stadium(NEUTRALIZATION_ZONE)
            .decks(&["sve-1"; 2])
            .attacking(attack, 1);
        active(&game, 1).damage()
    };
    assert_eq!(damage(ARCEUS_V, 1, PIDGEY), 0);
    assert_eq!(damage(CHARMANDER, 0, PIDGEY), 30);
    assert_eq!(damage(ARCEUS_V, 1, ARCEUS_V), 130);
}

#[test]
fn poke_vital_a_never_leaves_the_discard_pile_for_the_hand() {
    // Poké Vital A: "This card can't be put into your hand or deck from the discard pile."
    // Old PC: "Flip 2 coins. If both are heads, put a card from your discard pile into your
    // hand."
    let vital = |game: &Tcg| card(game, POKE_VITAL_A);
    let mut took = 0;
    for seed in 1..=16 {
        let mut game = holding(&[OLD_PC])
            .discard(0, &[POKE_VITAL_A, "sve-1"])
            .game(seed);
        play_card(&mut game, OLD_PC);
        assert!(!offered(&game).contains(&vital(&game)));
        answering_first(&mut game);
        let mine = game.board(Seat(0));
        assert!(mine.discard().contains(&vital(&game)));
        took += mine.hand().len();
    }
    assert!(took > 0, "both heads in some game");
}

#[test]
fn v_guard_energy_applies_once_to_a_pokemon() {
    // V Guard Energy: "The Pokémon this card is attached to takes 30 less damage from attacks
    // from your opponent's Pokémon V (after applying Weakness and Resistance). This effect
    // can't be applied more than once at a time to the same Pokémon."
    // Arceus V's Power Edge does 130.
    let damage = |energy: &[&str]| {
        let game = Pos::duel(
            mon(ARCEUS_V).energy(&["sve-2"; 3]),
            mon(ARCEUS_V).energy(energy),
        )
        .decks(&["sve-1"; 2])
        .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(damage(&[]), 130);
    assert_eq!(damage(&[V_GUARD_ENERGY]), 100);
    assert_eq!(damage(&[V_GUARD_ENERGY, V_GUARD_ENERGY]), 100);
}

#[test]
fn lure_module_puts_each_players_pokemon_into_their_own_hand() {
    // Lure Module: "Each player reveals the top 3 cards of their deck and puts all Pokémon
    // they find there into their hand. Then, each player shuffles the other cards back into
    // their deck."
    let mut game = holding(&[LURE_MODULE])
        .deck(0, &[PIDGEY, "sve-1", CHARMANDER, LAPRAS])
        .deck(1, &["sve-1", LAPRAS, "sve-2", PIDGEY])
        .game(1);
    play_card(&mut game, LURE_MODULE);
    answering_first(&mut game);
    // The top 3 only: seat 1's Lapras and seat 2's Pidgey are 4th.
    let mine = game.board(Seat(0));
    assert_eq!(
        sorted(mine.hand()),
        sorted(&[card(&game, PIDGEY), card(&game, CHARMANDER)])
    );
    assert_eq!(mine.deck().len(), 2);
    let theirs = game.board(Seat(1));
    assert_eq!(theirs.hand(), [card(&game, LAPRAS)]);
    assert_eq!(theirs.deck().len(), 3);
}

#[test]
fn team_rockets_archer_needs_a_team_rockets_pokemon_knocked_out_last_turn() {
    // Team Rocket's Archer: "You can use this card only if any of your Team Rocket's Pokémon
    // were Knocked Out during your opponent's last turn." Seat 2's Charmander's Heat Tackle (30
    // damage) Knocks Out seat 1's Active, Team Rocket's Chingling (30 HP) or a Pidgey left
    // with 30 HP.
    let playable = |first: Mon| {
        let mut game = Pos::duel(first, mon(CHARMANDER).energy(&["sve-2"]))
            .top("turn_of = 2")
            .hand(0, &[ARCHER])
            .bench(0, mon(PIDGEY))
            .decks(&["sve-1"; 4])
            .prizes(0, &["sve-1"; 2])
            .prizes(1, &["sve-1"; 2])
            .game(1);
        play(&mut game, &[Action::Attack { index: 0 }]);
        assert_eq!(game.current(), Seat(0));
        let archer = card(&game, ARCHER);
        legal(&game).contains(&Action::Play { card: archer })
    };
    assert!(playable(mon(TR_CHINGLING)));
    assert!(
        !playable(mon(PIDGEY).damage(30)),
        "not a Team Rocket's Pokémon"
    );
    assert!(!playable(mon(PIDGEY)), "none Knocked Out");
}

#[test]
fn amarys_discards_a_hand_of_5_or_more_at_the_end_of_the_turn() {
    // Amarys: "Draw 4 cards. At the end of this turn, if you have 5 or more cards in your hand,
    // discard your hand."
    let after = |hand: &[&str]| {
        let mut game = holding(hand).decks(&["sve-1"; 6]).game(1);
        play_card(&mut game, AMARYS);
        let drawn = game.board(Seat(0)).hand().len();
        play(&mut game, &[Action::EndTurn]);
        let mine = game.board(Seat(0));
        (drawn, mine.hand().len(), mine.discard().len())
    };
    // 4 cards kept.
    assert_eq!(after(&[AMARYS]), (4, 4, 1));
    // 5 discarded, Amarys with them.
    assert_eq!(after(&[AMARYS, PIDGEY]), (5, 0, 6));
}

#[test]
fn meddling_memo_puts_the_opponents_hand_under_their_deck_and_redraws_as_many() {
    // Meddling Memo: "Your opponent counts the cards in their hand, shuffles those cards, and
    // puts them on the bottom of their deck. If they do, they draw that many cards."
    let mut game = holding(&[MEDDLING_MEMO])
        .hand(1, &[PIDGEY, PIDGEY])
        .deck(1, &["sve-1", "sve-2", "sve-3"])
        .game(1);
    play_card(&mut game, MEDDLING_MEMO);
    let theirs = game.board(Seat(1));
    let pidgey = card(&game, PIDGEY);
    // 2 drawn from the deck as it was, the Pidgey under it.
    assert_eq!(theirs.hand().len(), 2);
    assert!(!theirs.hand().contains(&pidgey));
    assert_eq!(theirs.deck().len(), 3);
    assert_eq!(theirs.deck()[..2], [pidgey, pidgey]);
}
