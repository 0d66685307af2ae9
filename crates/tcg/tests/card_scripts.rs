//! Card scripts (TCG-15): a text that is one card's own, written as data in the effect
//! vocabulary (`data/tcg/scripts/`), plays as its words say, and each script is checked against
//! the printed words, a bad one refused naming its line and what is wrong. Five of the texts
//! played here (Iron Crown's, Torterra ex's, Zarude's, Emcee's Hype's, Buddy-Buddy Poffin's)
//! were scripts until the grammar learnt their wordings, when their scripts went (the check
//! refuses a script for a text the grammar reads); their scenarios stay.

mod common;

use altplay_cards::CardIndex;
use altplay_core::{Game, Seat};
use altplay_tcg::coverage::scripts::check;
use altplay_tcg::game::Action;
use altplay_tcg::text::scripts;
use common::*;

/// Eldegoss's Breezy Gift: "Put this Pokémon and all attached cards into your deck. If you do,
/// search your deck for up to 3 cards and put them into your hand. Then, shuffle your deck."
#[test]
fn tcg_15_a_scripted_attack_plays_its_words() {
    let mut game = Pos::duel(
        mon("sv7-11").energy(&["Grass Energy"]).under(&["sv7-10"]),
        mon("swsh1-140"),
    )
    .bench(0, mon("swsh1-140"))
    .decks(&["Water Energy"; 3])
    .attacking(0, 1);
    let eldegoss = card(&game, "sv7-11");
    assert!(
        game.board(Seat(0))
            .active()
            .is_none_or(|a| a.card() != eldegoss),
        "Eldegoss left the Active Spot"
    );
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(
        legal.contains(&Action::PickCard { card: eldegoss }),
        "Eldegoss is among the cards searched: {legal:?}"
    );
    assert_eq!(
        game.board(Seat(0)).deck().len(),
        6,
        "3 + Eldegoss, Gossifleur, Energy"
    );
    let gossifleur = card(&game, "sv7-10");
    play(
        &mut game,
        &[
            Action::PickCard { card: eldegoss },
            Action::PickCard { card: gossifleur },
            Action::Done,
        ],
    );
    let board = game.board(Seat(0));
    assert!(board.hand().contains(&eldegoss) && board.hand().contains(&gossifleur));
    assert_eq!(board.deck().len(), 4);
}

/// Lucario ex (250 HP, weak to Psychic only, no Resistance): a defender the tests' attacks
/// leave standing.
const LUCARIO_EX: &str = "sv7-82";
/// Torterra ex (340 HP, weak to Fire only, no Resistance): a defender for Psychic attackers.
const TORTERRA_EX: &str = "sv5-12";

/// The damage on seat 2's Active Pokémon after seat 1's Active uses attack `index` of `pos`.
fn damage_done(pos: &Pos, index: u8) -> u16 {
    active(&pos.attacking(index, 1), 1).damage()
}

/// The actions the player to act may take now.
fn legal(game: &impl Game<Action = Action>) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

/// Iron Crown's Deleting Slash (40+): "If your opponent has 3 or more Benched Pokémon, this
/// attack does 80 more damage."
#[test]
fn tcg_15_a_condition_on_the_opponents_bench_adds_damage() {
    let crown = |benched: usize| {
        let mut pos = Pos::duel(mon("sv8-132").energy(&["Metal Energy"; 2]), mon(LUCARIO_EX))
            .decks(&["Water Energy"; 3]);
        for _ in 0..benched {
            pos = pos.bench(1, mon("swsh1-140"));
        }
        pos
    };
    assert_eq!(damage_done(&crown(3), 0), 120);
    assert_eq!(damage_done(&crown(2), 0), 40);
}

/// Iron Boulder's Adjusted Horn (170): "If you don't have the same number of cards in your hand
/// as your opponent, this attack does nothing."
#[test]
fn tcg_15_a_scripted_attack_does_nothing_unless_its_condition_holds() {
    let boulder = |theirs: &[&str]| {
        Pos::duel(
            mon("sv8pt5-46").energy(&["Psychic Energy"; 2]),
            mon(TORTERRA_EX),
        )
        .decks(&["Water Energy"; 3])
        .hand(0, &["Water Energy"])
        .hand(1, theirs)
    };
    assert_eq!(damage_done(&boulder(&["Water Energy"]), 0), 170);
    assert_eq!(damage_done(&boulder(&["Water Energy"; 2]), 0), 0);
}

/// Torterra ex's Forest March (30×): "This attack does 30 damage for each of your Grass Pokémon
/// in play." Torterra ex and a Benched Zarude are Grass; Snorlax is not.
#[test]
fn tcg_15_a_count_of_grass_pokemon_sets_the_damage() {
    let pos = Pos::duel(mon("sv5-12").energy(&["Grass Energy"]), mon(LUCARIO_EX))
        .bench(0, mon("sv8-11"))
        .bench(0, mon("swsh1-140"))
        .decks(&["Water Energy"; 3]);
    assert_eq!(damage_done(&pos, 0), 60);
}

/// Zarude's Jungle Whip (80+): "You may put all Energy attached to this Pokémon into your hand
/// to have this attack do 80 more damage." The attacker is asked; yes moves the Energy.
#[test]
fn tcg_15_a_may_pays_energy_for_more_damage() {
    let pos = Pos::duel(mon("sv8-11").energy(&["Grass Energy"; 3]), mon(LUCARIO_EX))
        .decks(&["Water Energy"; 3]);
    let mut game = pos.attacking(1, 1);
    assert!(legal(&game).contains(&Action::Yes), "the may is offered");
    play(&mut game, &[Action::Yes]);
    assert_eq!(active(&game, 1).damage(), 160);
    assert_eq!(game.board(Seat(0)).hand().len(), 3, "the 3 Energy in hand");
    let mut game = pos.attacking(1, 1);
    play(&mut game, &[Action::Done]);
    assert_eq!(active(&game, 1).damage(), 80);
    assert_eq!(game.board(Seat(0)).hand().len(), 0);
}

/// Buddy-Buddy Poffin: "Search your deck for up to 2 Basic Pokémon with 70 HP or less and put
/// them onto your Bench. Then, shuffle your deck." Snorlax (150 HP) and Grotle (Stage 1) are
/// not offered.
#[test]
fn tcg_15_a_trainer_searches_basic_pokemon_by_hp_onto_the_bench() {
    let mut game = Pos::duel(mon("swsh1-140"), mon(LUCARIO_EX))
        .hand(0, &["sv5-144"])
        .deck(0, &["sv9-59", "swsh1-140", "sv5-11", "Grass Energy"])
        .deck(1, &["Water Energy"; 3])
        .game(1);
    let poffin = card(&game, "sv5-144");
    let shuppet = card(&game, "sv9-59");
    play(&mut game, &[Action::Play { card: poffin }]);
    let offered: Vec<Action> = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::PickCard { .. }))
        .collect();
    assert_eq!(offered, [Action::PickCard { card: shuppet }]);
    play(&mut game, &[Action::PickCard { card: shuppet }]);
    assert_eq!(game.board(Seat(0)).bench().len(), 1);
}

/// Emcee's Hype: "Draw 2 cards. If your opponent has 3 or fewer Prize cards remaining, draw 2
/// more cards."
#[test]
fn tcg_15_a_supporter_draws_more_under_its_condition() {
    let drawn = |prizes: usize| {
        let mut game = Pos::duel(mon("swsh1-140"), mon(LUCARIO_EX))
            .hand(0, &["sv10-163"])
            .deck(0, &["Water Energy"; 6])
            .deck(1, &["Water Energy"; 3])
            .prizes(1, &vec!["Grass Energy"; prizes])
            .game(1);
        let hype = card(&game, "sv10-163");
        play(&mut game, &[Action::Play { card: hype }]);
        game.board(Seat(0)).hand().len()
    };
    assert_eq!(drawn(3), 4);
    assert_eq!(drawn(4), 2);
}

/// Wallace: "Draw 3 cards. Your opponent may draw a card. If they do, draw 1 more card." The
/// opponent is asked.
#[test]
fn tcg_15_a_scripted_supporter_lets_the_opponent_choose() {
    let mut game = Pos::duel(mon("swsh1-140"), mon(LUCARIO_EX))
        .hand(0, &["swsh12-166"])
        .decks(&["Water Energy"; 6])
        .game(1);
    let wallace = card(&game, "swsh12-166");
    play(&mut game, &[Action::Play { card: wallace }, Action::Yes]);
    assert_eq!(game.board(Seat(0)).hand().len(), 4);
    assert_eq!(game.board(Seat(1)).hand().len(), 1);
}

/// Super Potion: "Heal 60 damage from 1 of your Pokémon. If you healed any damage in this way,
/// discard an Energy from that Pokémon."
#[test]
fn tcg_15_a_scripted_item_heals_then_discards() {
    let mut game = Pos::duel(
        mon("swsh1-140").energy(&["Water Energy"]).damage(80),
        mon(LUCARIO_EX),
    )
    .hand(0, &["sv9-158"])
    .decks(&["Water Energy"; 3])
    .game(1);
    let potion = card(&game, "sv9-158");
    play(&mut game, &[Action::Play { card: potion }]);
    let snorlax = active(&game, 0).uid();
    if legal(&game).contains(&Action::PickPokemon { pokemon: snorlax }) {
        play(&mut game, &[Action::PickPokemon { pokemon: snorlax }]);
    }
    assert_eq!(active(&game, 0).damage(), 20);
    assert!(active(&game, 0).energy().is_empty());
}

/// Every embedded script reads, no text is scripted twice, and each passes the check against the
/// printed words (as `altplay check-data` runs it on the files).
#[test]
fn every_card_script_is_checked_against_the_printed_words() {
    assert!(!scripts::all().is_empty());
    for &(file, text) in scripts::FILES {
        check(&CardIndex::default(), file, text).unwrap_or_else(|e| panic!("{e}"));
    }
    let mut texts: Vec<String> = (scripts::all().iter())
        .map(|(_, s)| altplay_cards::sentences::normalize(&s.text))
        .collect();
    texts.sort();
    let before = texts.len();
    texts.dedup();
    assert_eq!(texts.len(), before, "a text scripted in two files");
}

const BREEZY_GIFT: &str = "Put this Pokémon and all attached cards into your deck. If you do, search your deck for up to 3 cards and put them into your hand. Then, shuffle your deck.";

/// A script file with one script for `cards` and `text`.
fn file(cards: &str, text: &str) -> String {
    format!(
        "# a comment\n\n[[script]]\ncards = [{cards}]\ntext = \"{text}\"\neffects = [{{ op = {{ shuffle = \"acting\" }} }}]\n"
    )
}

fn refused(text: &str) -> String {
    check(&CardIndex::default(), "tcg/scripts/x.toml", text)
        .expect_err("refused")
        .to_string()
}

#[test]
fn tcg_15_a_bad_card_script_is_refused_naming_its_line_and_fault() {
    // A card that does not print the text.
    let wrong_card = refused(&file("\"swsh1-140\"", BREEZY_GIFT));
    assert!(
        wrong_card.starts_with("tcg/scripts/x.toml:3:1: script 1 (\"Put this Pokémon and all attached cards into …\"): Snorlax (swsh1-140) does not print this text"),
        "{wrong_card}"
    );
    // No such card; no card at all.
    assert!(
        refused(&file("\"sv7-999\"", BREEZY_GIFT)).contains("field `cards`: no card \"sv7-999\"")
    );
    assert!(refused(&file("", BREEZY_GIFT)).contains("field `cards`: names no card"));
    // A text the grammar reads by itself: a script never overrides a reading.
    let poke_ball = "Flip a coin. If heads, search your deck for a Pokémon, reveal it, and put it into your hand. Then, shuffle your deck.";
    let read = refused(&file("\"sv1-185\"", poke_ball));
    assert!(
        read.contains("the grammar reads this text on Poké Ball (sv1-185) by itself"),
        "{read}"
    );
    // The same text twice.
    let twice = format!(
        "{}{}",
        file("\"sv7-11\"", BREEZY_GIFT),
        file("\"sv7-11\"", BREEZY_GIFT).replace("# a comment\n\n", "")
    );
    assert!(refused(&twice).contains("script 2 (") && refused(&twice).contains("scripted twice"));
    // A field the vocabulary does not know, named with its line.
    let unknown = refused(&file("\"sv7-11\"", BREEZY_GIFT).replace("shuffle =", "shufle ="));
    assert!(unknown.starts_with("tcg/scripts/x.toml:6:"), "{unknown}");
    let extra = refused(&format!(
        "{}reviewed = true\n",
        file("\"sv7-11\"", BREEZY_GIFT)
    ));
    assert!(extra.contains("unknown field `reviewed`"), "{extra}");
}
