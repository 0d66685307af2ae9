//! The Standard cards that swap cards between play and the deck, the discard pile or the hand
//! (issue 29, the "zones" family): each test plays the real card that prints the text, through a
//! position.

mod common;

use altplay_core::{Game, Seat, ToMove};
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

#[test]
fn gumshoos_switches_a_card_of_the_hand_with_the_top_card_of_the_deck() {
    // "Once during your turn, you may use this Ability. Switch a card from your hand with the top
    // card of your deck."
    let mut game = Pos::duel(mon("me1-153").under(&["me1-109"]), mon(LUCARIO_EX))
        .hand(0, &[THORTON, FINIZEN])
        .deck(0, &[TANDEMAUS, "Water Energy"])
        .deck(1, &["Grass Energy"; 3])
        .game(1);
    let use_it = Action::Ability {
        pokemon: active(&game, 0).uid(),
        index: 0,
    };
    play(&mut game, &[use_it, Action::Yes]);
    let (thorton, finizen) = (card(&game, THORTON), card(&game, FINIZEN));
    let mut offered_cards = offered(&game);
    offered_cards.sort_unstable();
    let mut hand = vec![thorton, finizen];
    hand.sort_unstable();
    assert_eq!(
        offered_cards, hand,
        "the cards in the hand before, not the one from the deck"
    );
    play(&mut game, &[Action::PickCard { card: thorton }]);
    let board = game.board(Seat(0));
    assert_eq!(board.deck().last(), Some(&thorton), "on top of the deck");
    assert_eq!(board.deck().len(), 2);
    // The position lists the deck top first.
    let mut now = board.hand().to_vec();
    now.sort_unstable();
    let mut wanted = vec![finizen, card(&game, TANDEMAUS)];
    wanted.sort_unstable();
    assert_eq!(now, wanted);
    assert!(!legal(&game).contains(&use_it), "once during the turn");
}

#[test]
fn scramble_switch_moves_energy_from_the_pokemon_switched_to_the_bench_to_the_new_active() {
    // "Switch your Active Pokémon with 1 of your Benched Pokémon. If you do, you may move any
    // amount of Energy from the Pokémon you moved to your Bench to the new Active Pokémon."
    let tandemaus = mon(TANDEMAUS).energy(&["Grass Energy", "Water Energy"]);
    let mut game = Pos::duel(tandemaus, mon(LUCARIO_EX))
        .bench(0, mon(FINIZEN))
        .bench(0, mon(LUGIA_V))
        .hand(0, &["sv8-186"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let (old, lugia) = (active(&game, 0).uid(), bench_uid(&game, 0, 1));
    play_card(&mut game, "sv8-186");
    play(
        &mut game,
        &[Action::PickPokemon { pokemon: lugia }, Action::Yes],
    );
    answering_first(&mut game);
    let now = active(&game, 0);
    assert_eq!(now.uid(), lugia);
    assert_eq!(now.energy().len(), 2, "both Energy moved");
    let benched = game.board(Seat(0)).bench();
    assert!(
        benched
            .iter()
            .any(|p| p.uid() == old && p.energy().is_empty())
    );
}

/// Empoleon: "Once during your turn, if this Pokémon is in your discard pile and you have no
/// cards in your hand, you may put this Pokémon onto your Bench. If you do, draw 3 cards."
const EMPOLEON: &str = "swsh9-37";
/// Luxray: "Once during your turn, if this Pokémon is in your hand and you have more Prize cards
/// remaining than your opponent, you may put this Pokémon onto your Bench."
const LUXRAY: &str = "sv4pt5-137";

#[test]
fn empoleon_comes_onto_the_bench_from_the_discard_pile_with_an_empty_hand() {
    let position = |hand: &[&str]| {
        Pos::duel(mon(TANDEMAUS), mon(LUCARIO_EX))
            .discard(0, &[EMPOLEON, EMPOLEON])
            .hand(0, hand)
            .deck(0, &["Water Energy"; 5])
            .deck(1, &["Grass Energy"; 3])
            .game(1)
    };
    let held = position(&[TANDEMAUS]);
    let empoleon = card(&held, EMPOLEON);
    let use_it = Action::PileAbility {
        card: empoleon,
        index: 0,
    };
    assert!(!legal(&held).contains(&use_it), "a card in the hand");
    let mut game = position(&[]);
    assert!(legal(&game).contains(&use_it));
    play(&mut game, &[use_it]);
    let board = game.board(Seat(0));
    assert_eq!(benched(&game, Seat(0)), vec![empoleon]);
    assert_eq!(board.hand().len(), 3, "3 cards drawn");
    assert_eq!(board.discard(), &[empoleon], "the other copy stays");
    assert!(!legal(&game).contains(&use_it), "the hand holds cards now");
}

#[test]
fn luxray_comes_onto_the_bench_from_the_hand_only_while_behind_on_prize_cards() {
    let position = |mine: usize| {
        Pos::duel(mon(TANDEMAUS), mon(LUCARIO_EX))
            .hand(0, &[LUXRAY])
            .prizes(0, &vec!["Water Energy"; mine])
            .prizes(1, &["Water Energy"; 2])
            .decks(&["Grass Energy"; 3])
            .game(1)
    };
    let even = position(2);
    let luxray = card(&even, LUXRAY);
    let use_it = Action::PileAbility {
        card: luxray,
        index: 0,
    };
    assert!(!legal(&even).contains(&use_it), "as many Prize cards");
    assert!(even.clone().act(&use_it).is_err());
    let mut behind = position(3);
    play(&mut behind, &[use_it]);
    assert_eq!(benched(&behind, Seat(0)), vec![luxray]);
    assert!(behind.board(Seat(0)).hand().is_empty());
}

/// Ho-Oh V (Basic, Colorless): "Once during your turn, if this Pokémon is in your discard pile,
/// you may put it onto your Bench. If you do, attach up to 4 basic Energy cards from your
/// discard pile to this Pokémon. If you use this Ability, your turn ends." Rainbow Burn (4
/// Colorless, 100+): "This attack does 30 more damage for each type of basic Energy attached to
/// this Pokémon."
const HO_OH_V: &str = "swsh12-140";

#[test]
fn ho_oh_v_comes_back_with_basic_energy_from_the_discard_pile_and_the_turn_ends() {
    let mut game = Pos::duel(mon(TANDEMAUS), mon(LUCARIO_EX))
        .discard(0, &[HO_OH_V, "Fire Energy", "Water Energy", "sv9-159"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let ho_oh = card(&game, HO_OH_V);
    play(
        &mut game,
        &[Action::PileAbility {
            card: ho_oh,
            index: 0,
        }],
    );
    answering_first(&mut game);
    let board = game.board(Seat(0));
    assert_eq!(benched(&game, Seat(0)), vec![ho_oh]);
    assert_eq!(
        board.bench()[0].energy().len(),
        2,
        "the basic Energy, not the Special"
    );
    assert_eq!(board.discard().len(), 1);
    assert_eq!(game.to_move(), ToMove::Seat(SEAT_2), "the turn ended");
}

#[test]
fn rainbow_burn_does_30_more_for_each_type_of_basic_energy_attached() {
    let ho_oh =
        mon(HO_OH_V).energy(&["Fire Energy", "Water Energy", "Fire Energy", "Grass Energy"]);
    let game = Pos::duel(ho_oh, mon(LUCARIO_EX))
        .decks(&["Grass Energy"; 3])
        .attacking(0, 1);
    assert_eq!(
        active(&game, 1).damage(),
        100 + 3 * 30,
        "Fire, Water and Grass"
    );
}

#[test]
fn mistys_psyduck_goes_on_top_of_the_deck_after_discarding_its_bottom_card() {
    // "Once during your turn, if this Pokémon is on your Bench, you may discard the bottom card
    // of your deck. If you do, discard all cards from this Pokémon and put this Pokémon on top
    // of your deck."
    let psyduck = mon("sv10-45").energy(&["Water Energy"]);
    let position = Pos::duel(mon(TANDEMAUS), mon(LUCARIO_EX))
        .bench(0, psyduck)
        .deck(0, &[FINIZEN, LUGIA_V])
        .deck(1, &["Grass Energy"; 3]);
    let mut game = position.game(1);
    let use_it = Action::Ability {
        pokemon: bench_uid(&game, 0, 0),
        index: 0,
    };
    let mut declined = position.game(1);
    play(&mut declined, &[use_it, Action::Done]);
    assert_eq!(
        declined.board(Seat(0)).bench().len(),
        1,
        "declined: it stays"
    );
    assert_eq!(declined.board(Seat(0)).deck().len(), 2);
    play(&mut game, &[use_it, Action::Yes]);
    let board = game.board(Seat(0));
    assert!(board.bench().is_empty());
    let psyduck = card(&game, "sv10-45");
    assert_eq!(
        board.deck(),
        &[card(&game, FINIZEN), psyduck],
        "on top, unshuffled"
    );
    let discard = board.discard();
    assert_eq!(discard.len(), 2, "Lugia V from the bottom, and the Energy");
    assert!(discard.contains(&card(&game, LUGIA_V)));
}
