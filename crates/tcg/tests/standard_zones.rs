//! The Standard cards that swap cards between play and the deck, the discard pile or the hand
//! (issue 29, the "zones" family): each test plays the real card that prints the text, through a
//! position.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::Action;
use common::*;

/// Lucario ex (250 HP): an opponent that stays put.
const LUCARIO_EX: &str = "sv7-82";
/// Thorton: "Choose a Basic Pokémon in your discard pile and switch it with 1 of your Basic
/// Pokémon in play. Any attached cards, damage counters, Special Conditions, turns in play, and
/// any other effects remain on the new Pokémon."
const THORTON: &str = "swsh11-167";
/// Tandemaus (Basic, 60 HP).
const TANDEMAUS: &str = "sv8-157";
/// Maushold (Stage 1): no Basic Pokémon.
const MAUSHOLD: &str = "sv8-158";
/// Lugia V (Basic, 220 HP).
const LUGIA_V: &str = "swsh12-138";
/// Finizen (Basic) and Palafin (Stage 1): "Once during your turn, when this Pokémon moves from
/// the Active Spot to the Bench, you may search your deck for a Palafin ex and switch it with
/// this Pokémon. … put this card into your deck. Then, shuffle your deck."
const FINIZEN: &str = "sv6-59";
const PALAFIN: &str = "sv6-60";
/// Palafin ex: "Put this Pokémon into play only with the effect of Palafin's Zero to Hero
/// Ability."
const PALAFIN_EX: &str = "sv6-61";
/// Snorlax Doll: "If this card is in your hand when you are setting up to play, you may put it
/// face down in the Active Spot or on your Bench as if it were a 120-HP Basic Colorless
/// Pokémon. (You can do this only when you are setting up to play.)"
const SNORLAX_DOLL: &str = "sv4-175";

#[test]
fn thorton_swaps_a_basic_pokemon_of_the_discard_pile_for_one_in_play_keeping_all_on_it() {
    let tandemaus = mon(TANDEMAUS)
        .energy(&["Grass Energy"])
        .damage(30)
        .conditions(&["poisoned"]);
    let mut game = Pos::duel(tandemaus, mon(LUCARIO_EX))
        .bench(0, mon(MAUSHOLD).under(&[TANDEMAUS]))
        .hand(0, &[THORTON])
        .discard(0, &[MAUSHOLD, LUGIA_V, FINIZEN])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let uid = active(&game, 0).uid();
    let (lugia, finizen) = (card(&game, LUGIA_V), card(&game, FINIZEN));
    play_card(&mut game, THORTON);
    let mut basics = offered(&game);
    basics.sort_unstable();
    let mut wanted = vec![lugia, finizen];
    wanted.sort_unstable();
    assert_eq!(basics, wanted, "Maushold is no Basic Pokémon");
    play(&mut game, &[Action::PickCard { card: lugia }]);
    // Maushold on the Bench is no Basic Pokémon: the Active Tandemaus is the only one.
    let now = active(&game, 0);
    assert_eq!(
        (now.uid(), now.card()),
        (uid, lugia),
        "the same Pokémon, now Lugia V"
    );
    assert_eq!(now.energy().len(), 1);
    assert_eq!(now.damage(), 30);
    assert!(now.conditions().any(), "still Poisoned");
    let discard = game.board(Seat(0)).discard();
    assert!(discard.contains(&card(&game, TANDEMAUS)));
    assert!(!discard.contains(&lugia));
}

#[test]
fn palafin_swaps_in_a_palafin_ex_from_the_deck_as_it_retreats() {
    let palafin = mon(PALAFIN)
        .under(&[FINIZEN])
        .energy(&["Water Energy"])
        .damage(20);
    let mut game = Pos::duel(palafin, mon(LUCARIO_EX))
        .bench(0, mon(FINIZEN))
        .hand(0, &[PALAFIN_EX])
        .deck(0, &[PALAFIN_EX, "Water Energy"])
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    let (uid, to) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    let ex = card(&game, PALAFIN_EX);
    // Palafin ex never evolves a Finizen from the hand.
    let evolve = Action::Evolve {
        card: ex,
        target: to,
    };
    assert!(!legal(&game).contains(&evolve));
    assert!(game.act(&evolve).is_err());
    play(&mut game, &[Action::Retreat { to }, Action::Yes]);
    assert_eq!(offered(&game), vec![ex]);
    play(&mut game, &[Action::PickCard { card: ex }]);
    let benched = &game.board(Seat(0)).bench()[0];
    assert_eq!(benched.uid(), uid);
    assert_eq!(benched.stack(), &[card(&game, FINIZEN), ex]);
    assert_eq!(benched.damage(), 20);
    let deck = game.board(Seat(0)).deck();
    assert_eq!(deck.len(), 2, "Palafin went into the deck");
    assert!(deck.contains(&card(&game, PALAFIN)));
}

#[test]
fn snorlax_doll_is_never_put_onto_the_bench_during_a_turn() {
    let mut game = Pos::duel(mon(TANDEMAUS), mon(LUCARIO_EX))
        .hand(0, &[SNORLAX_DOLL])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let bench = Action::Bench {
        card: card(&game, SNORLAX_DOLL),
    };
    assert!(!legal(&game).contains(&bench));
    assert!(game.act(&bench).is_err());
    assert!(!legal(&game).contains(&Action::Play {
        card: card(&game, SNORLAX_DOLL)
    }));
}

#[test]
fn snorlax_doll_in_play_is_a_120_hp_pokemon() {
    let game = Pos::duel(mon(SNORLAX_DOLL), mon(LUCARIO_EX))
        .decks(&["Grass Energy"; 3])
        .game(1);
    assert_eq!(game.hp(active(&game, 0)), 120);
}
