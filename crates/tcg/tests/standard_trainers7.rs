//! Standard Trainer cards of issue 29's seventh pass, played on real cards: 4 copies of an Item
//! used at once (Quad Stone), cards revealed from the deck for the opponent to choose which are
//! discarded (Riley), a Pokémon of the hand whose HP the opponent guesses (Tyme), a Special
//! Energy attached back after its holder's attack discarded it (Boomerang Energy), a Trainer's
//! text used from the discard pile (Grant), a Special Energy only for some Pokémon that
//! provides 2 in any combination of two types (Team Rocket's Energy).

mod common;

// Basic Energy by id: sve-1 Grass, sve-2 Fire.

use altplay_core::{Game, GameRng, Policy, RandomPolicy, Seat, ToMove};
use altplay_tcg::format::people::board;
use altplay_tcg::format::words::{Words, numbered};
use altplay_tcg::game::{Action, Rules, Table, Tcg};
use altplay_tcg::players::Greedy;
use common::*;

const QUAD_STONE: &str = "swsh12-163";
const RILEY: &str = "swsh11-166";
const CHARMANDER: &str = "sv3-26";
const CHARMELEON: &str = "sv3-27";
const PIDGEY: &str = "sv3-162";
const IONO: &str = "sv2-185";
const TYME: &str = "sv8pt5-143";
const BOOMERANG: &str = "sv6-166";
const BOUFFALANT: &str = "sv8-151";
const GRANT: &str = "swsh12pt5gg-GG62";
const ROCKETS_ENERGY: &str = "sv10-182";
const ROCKETS_NIDORAN: &str = "sv10-117";
const ROCKETS_WOBBUFFET: &str = "sv10-82";

/// How many of `printed` a pile holds.
fn count(game: &Tcg, pile: &[altplay_tcg::game::CardId], printed: &str) -> usize {
    let id = card(game, printed);
    pile.iter().filter(|&&c| c == id).count()
}

/// Seat 1 with a damaged Charmander Active and a damaged one on the Bench, holding `stones`
/// Quad Stones, plays one.
fn quad_stone(stones: usize) -> Tcg {
    let mut game = Pos::duel(mon(CHARMANDER).damage(50), mon(PIDGEY))
        .bench(0, mon(CHARMANDER).damage(30))
        .hand(0, &vec![QUAD_STONE; stones])
        .game(1);
    play_card(&mut game, QUAD_STONE);
    game
}

#[test]
fn quad_stone_used_alone_heals_10_from_the_active_pokemon() {
    // "You may use 4 Quad Stone cards at once. • If you used 1 card, heal 10 damage from your
    // Active Pokémon. • If you used 4 cards, heal all damage from each of your Pokémon."
    let game = quad_stone(3);
    // With 2 more in the hand, 4 can't be used: nothing is asked.
    assert!(!legal(&game).contains(&Action::PickOption { index: 1 }));
    assert_eq!(active(&game, 0).damage(), 40);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 30);
    assert_eq!(count(&game, game.board(Seat(0)).hand(), QUAD_STONE), 2);
}

#[test]
fn four_quad_stones_at_once_heal_every_pokemon_and_are_all_discarded() {
    let mut game = quad_stone(4);
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert_eq!(active(&game, 0).damage(), 0);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 0);
    let board = game.board(Seat(0));
    assert_eq!(count(&game, board.hand(), QUAD_STONE), 0);
    assert_eq!(count(&game, board.discard(), QUAD_STONE), 4);

    // The player holding 4 may still use just 1.
    let mut game = quad_stone(4);
    play(&mut game, &[Action::PickOption { index: 0 }]);
    assert_eq!(active(&game, 0).damage(), 40);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 30);
    assert_eq!(count(&game, game.board(Seat(0)).hand(), QUAD_STONE), 3);
}

/// Seat 1 plays Riley with `deck` (top first) after the cards it reveals.
fn riley(deck: &[&str]) -> Tcg {
    let mut game = Pos::duel(mon(CHARMANDER), mon(PIDGEY))
        .hand(0, &[RILEY])
        .deck(0, deck)
        .game(1);
    play_card(&mut game, RILEY);
    game
}

#[test]
fn riley_has_the_opponent_choose_2_revealed_cards_to_discard() {
    // "Reveal the top 5 cards of your deck and have your opponent choose 2 of them. Discard the
    // chosen cards and put the remaining cards into your hand."
    let mut game = riley(&[CHARMELEON, IONO, "sve-1", "sve-2", PIDGEY, CHARMANDER]);
    // The opponent chooses, among the 5 revealed, which they see.
    assert_eq!(game.mover(), Some(SEAT_2));
    assert_eq!(offered(&game).len(), 5);
    let seen = game.view_for(Some(SEAT_2)).frame.expect("Riley resolving");
    assert_eq!(seen.looked.len(), 5);
    let charmeleon = card(&game, CHARMELEON);
    let iono = card(&game, IONO);
    play(&mut game, &[Action::PickCard { card: charmeleon }]);
    assert!(!offered(&game).contains(&charmeleon));
    play(&mut game, &[Action::PickCard { card: iono }]);
    let board = game.board(Seat(0));
    assert_eq!(count(&game, board.discard(), CHARMELEON), 1);
    assert_eq!(count(&game, board.discard(), IONO), 1);
    assert_eq!(board.hand().len(), 3);
    assert_eq!(count(&game, board.hand(), CHARMELEON), 0);
    // The sixth card stays in the deck.
    assert_eq!(board.deck().len(), 1);
}

#[test]
fn greedy_as_the_opponent_discards_what_riley_s_player_wants_most() {
    // Charmeleon evolves seat 1's Active Charmander: greedy, choosing for seat 2, discards it
    // rather than an Energy.
    let game = riley(&["sve-1", CHARMELEON, "sve-2", "sve-1", "sve-2"]);
    assert_eq!(
        Greedy::new().choose(&game),
        Action::PickCard {
            card: card(&game, CHARMELEON)
        }
    );
}

/// Seat 1 plays Tyme holding Charmander (70 HP) and Charmeleon (90 HP), 4 Energy in each deck.
fn tyme() -> Tcg {
    let mut game = Pos::duel(mon(CHARMANDER), mon(PIDGEY))
        .hand(0, &[TYME, CHARMANDER, CHARMELEON])
        .decks(&["sve-1"; 4])
        .game(1);
    play_card(&mut game, TYME);
    game
}

/// Tyme's player names Charmeleon and the opponent guesses `hp`: the hand sizes after.
fn guessing(hp: u16) -> (usize, usize) {
    let mut game = tyme();
    // The player picks which Pokémon of their hand to name.
    let charmeleon = card(&game, CHARMELEON);
    assert_eq!(offered(&game).len(), 2);
    play(&mut game, &[Action::PickCard { card: charmeleon }]);
    // The opponent guesses, from 10 HP up by tens.
    assert_eq!(game.mover(), Some(SEAT_2));
    let index = u8::try_from(hp / 10 - 1).unwrap();
    assert!(legal(&game).contains(&Action::PickOption { index }));
    play(&mut game, &[Action::PickOption { index }]);
    let hand = |seat| game.board(seat).hand().len();
    // The Pokémon named is back in its player's hand.
    assert_eq!(count(&game, game.board(Seat(0)).hand(), CHARMELEON), 1);
    (hand(Seat(0)), hand(SEAT_2))
}

#[test]
fn tyme_draws_4_for_whoever_the_hp_guess_favours() {
    // "Tell your opponent the name of a Pokémon in your hand … Your opponent guesses that
    // Pokémon's HP … If your opponent guessed right, they draw 4 cards. If they guessed wrong,
    // you draw 4 cards. Then, return the Pokémon to your hand."
    assert_eq!(guessing(90), (2, 4));
    assert_eq!(guessing(70), (6, 0));
}

#[test]
fn tyme_needs_a_pokemon_in_the_hand() {
    let game = Pos::duel(mon(CHARMANDER), mon(PIDGEY))
        .hand(0, &[TYME, "sve-1"])
        .decks(&["sve-1"; 4])
        .game(1);
    let tyme = card(&game, TYME);
    assert!(
        !legal(&game)
            .iter()
            .any(|a| matches!(a, Action::Play { card, .. } if *card == tyme))
    );
}

#[test]
fn the_guesser_is_told_only_the_name_and_greedy_guesses_its_printing_in_the_list() {
    let mut game = tyme();
    let charmeleon = card(&game, CHARMELEON);
    play(&mut game, &[Action::PickCard { card: charmeleon }]);
    let told = game.view_for(Some(SEAT_2)).frame.and_then(|f| f.holding);
    assert_eq!(
        told.map(|(c, _)| game.def(c).name.clone()),
        Some("Charmeleon".into())
    );
    // Greedy guesses the HP of the Charmeleon it knows of: 90.
    assert_eq!(Greedy::new().choose(&game), Action::PickOption { index: 8 });
    // A game dealt from the guesser's view (IS-MCTS) waits on the same guess, the card named
    // in the hand it deals.
    for seed in 1..=4 {
        let dealt = Tcg::sample(&game.view_for(Some(SEAT_2)), &mut GameRng::from_seed(seed));
        assert_eq!(legal(&dealt), legal(&game));
        assert_eq!(count(&dealt, dealt.board(Seat(0)).hand(), CHARMELEON), 1);
        assert_eq!(dealt.board(Seat(0)).hand().len(), 2);
    }
}

#[test]
fn riley_s_revealed_cards_survive_a_deal_from_the_opponent_s_view() {
    // The opponent choosing Riley's cards sees them, so a game dealt from their view offers
    // the same cards.
    let game = riley(&[CHARMELEON, IONO, "sve-1", "sve-2", PIDGEY, CHARMANDER]);
    for seed in 1..=4 {
        let dealt = Tcg::sample(&game.view_for(Some(SEAT_2)), &mut GameRng::from_seed(seed));
        assert_eq!(offered(&dealt), offered(&game));
    }
}

/// Bouffalant Active with Boomerang Energy and 3 Grass Energy, a Charmander on each Bench.
fn bouffalant() -> Tcg {
    let energy = [BOOMERANG, "sve-1", "sve-1", "sve-1"];
    Pos::stocked_duel(mon(BOUFFALANT).energy(&energy), mon(BOUFFALANT))
        .bench(0, mon(CHARMANDER))
        .bench(1, mon(CHARMANDER))
        .game(1)
}

#[test]
fn boomerang_energy_comes_back_after_its_holder_s_attack_discards_it() {
    // Boomerang Energy: "If this card is discarded by an effect of an attack used by the
    // Pokémon this card is attached to, attach this card from your discard pile to that
    // Pokémon after attacking." Bouffalant's Smashing Headbutt: "Discard 2 Energy from this
    // Pokémon."
    let mut game = bouffalant();
    let boomerang = card(&game, BOOMERANG);
    play(&mut game, &[Action::Attack { index: 1 }]);
    play(&mut game, &[Action::PickCard { card: boomerang }]);
    // The second is one of the 3 Grass Energy, taken without asking.
    let attacker = game.board(Seat(0)).active().expect("Bouffalant");
    assert_eq!(attacker.energy().len(), 3);
    assert!(attacker.energy().contains(&boomerang));
    let discard = game.board(Seat(0)).discard();
    assert_eq!(
        (
            count(&game, discard, BOOMERANG),
            count(&game, discard, "sve-1")
        ),
        (0, 1)
    );
}

#[test]
fn boomerang_energy_discarded_otherwise_stays_in_the_discard_pile() {
    // Discarded to retreat, not by an attack: it stays.
    let mut game = bouffalant();
    let boomerang = card(&game, BOOMERANG);
    let to = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to }]);
    play(&mut game, &[Action::PickCard { card: boomerang }]);
    answering_first(&mut game);
    let board = game.board(Seat(0));
    assert_eq!(count(&game, board.discard(), BOOMERANG), 1);
    assert!(!board.bench()[0].energy().contains(&boomerang));
}

/// Seat 1 with Grant in the discard pile, holding `hand`.
fn grant(hand: &[&str]) -> Tcg {
    Pos::stocked_duel(mon(CHARMANDER), mon(PIDGEY))
        .hand(0, hand)
        .discard(0, &[GRANT])
        .game(1)
}

#[test]
fn grant_comes_back_from_the_discard_pile_for_2_other_cards_of_the_hand() {
    // Grant: "During your turn, if this Grant is in your discard pile, you may discard 2 cards,
    // except any Grant, from your hand. If you do, put this Grant into your hand. (This effect
    // doesn't use up your Supporter card for the turn.)"
    let mut game = grant(&[IONO, "sve-1", "sve-2"]);
    let (grant, iono, fire) = (card(&game, GRANT), card(&game, IONO), card(&game, "sve-2"));
    let back = Action::PileAbility {
        card: grant,
        index: 0,
    };
    assert!(legal(&game).contains(&back));
    play(&mut game, &[back]);
    // The player picks the 2 cards: Iono and a Fire Energy (the Grass Energy follows alone).
    assert_eq!(offered(&game).len(), 3);
    play(&mut game, &[Action::PickCard { card: iono }]);
    play(&mut game, &[Action::PickCard { card: fire }]);
    let board = game.board(Seat(0));
    assert_eq!(count(&game, board.hand(), GRANT), 1);
    assert_eq!(count(&game, board.hand(), "sve-1"), 1);
    assert_eq!(count(&game, board.discard(), GRANT), 0);
    assert_eq!(board.discard().len(), 2);
    // No Supporter was played: Grant may be played now.
    assert!(
        legal(&game)
            .iter()
            .any(|a| matches!(a, Action::Play { card, .. } if *card == grant))
    );
}

#[test]
fn grant_is_not_taken_back_without_2_other_cards_to_discard() {
    // Another Grant in the hand is not one of the 2 cards.
    let game = grant(&["swsh10-144", "sve-1"]);
    assert!(
        !legal(&game)
            .iter()
            .any(|a| matches!(a, Action::PileAbility { .. }))
    );
}

#[test]
fn greedy_takes_grant_back_only_while_it_may_still_play_a_supporter() {
    // Quad Stones that heal nothing are all greedy could do else.
    let stones = [QUAD_STONE; 3];
    let game = grant(&stones);
    let grant = card(&game, GRANT);
    let back = Action::PileAbility {
        card: grant,
        index: 0,
    };
    assert_eq!(Greedy::new().choose(&game), back);
    let played = Pos::stocked_duel(mon(CHARMANDER), mon(PIDGEY))
        .hand(0, &stones)
        .discard(0, &[GRANT])
        .top("supporter_played = true")
        .game(1);
    assert!(legal(&played).contains(&back));
    assert_ne!(Greedy::new().choose(&played), back);
}

#[test]
fn team_rocket_s_energy_is_attached_only_to_team_rocket_s_pokemon() {
    // "This card can only be attached to a Team Rocket's Pokémon."
    let game = Pos::stocked_duel(mon(ROCKETS_NIDORAN), mon(PIDGEY))
        .bench(0, mon(CHARMANDER))
        .hand(0, &[ROCKETS_ENERGY])
        .game(1);
    let energy = card(&game, ROCKETS_ENERGY);
    let (nidoran, charmander) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    let attach = |target| Action::Attach {
        card: energy,
        target,
    };
    assert!(legal(&game).contains(&attach(nidoran)));
    assert!(!legal(&game).contains(&attach(charmander)));
    assert!(game.clone().act(&attach(charmander)).is_err());
}

#[test]
fn team_rocket_s_energy_on_another_pokemon_is_discarded() {
    // "If this card is attached to anything other than a Team Rocket's Pokémon, discard this
    // card." A Charmander laid out with one loses it once a text is done.
    let mut game = Pos::stocked_duel(
        mon(CHARMANDER).energy(&[ROCKETS_ENERGY]).damage(10),
        mon(PIDGEY),
    )
    .hand(0, &[QUAD_STONE])
    .game(1);
    play_card(&mut game, QUAD_STONE);
    assert!(active(&game, 0).energy().is_empty());
    assert_eq!(
        count(&game, game.board(Seat(0)).discard(), ROCKETS_ENERGY),
        1
    );
}

#[test]
fn team_rocket_s_energy_pays_psychic_or_darkness_twice() {
    // "it provides 2 in any combination of Psychic Energy and Darkness Energy": Nidoran's
    // Hammer In (Darkness, Colorless) is paid by it alone, Wobbuffet's Headbutt Bounce
    // (Psychic, Colorless, Colorless) with a Grass Energy beside it.
    let attacks = |attacker: &str, energy: &[&str]| {
        let game = Pos::stocked_duel(mon(attacker).energy(energy), mon(PIDGEY)).game(1);
        legal(&game)
            .into_iter()
            .filter_map(|a| match a {
                Action::Attack { index } => Some(index),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(attacks(ROCKETS_NIDORAN, &[ROCKETS_ENERGY]), [0, 1]);
    assert_eq!(
        attacks(ROCKETS_WOBBUFFET, &[ROCKETS_ENERGY, "sve-1"]),
        [0, 1]
    );
    assert_eq!(attacks(ROCKETS_WOBBUFFET, &[ROCKETS_ENERGY]), [0]);
    assert!(attacks(ROCKETS_WOBBUFFET, &["sve-1"; 3]).is_empty());
    // Hammer In does its 30 damage.
    let game = Pos::stocked_duel(mon(ROCKETS_NIDORAN).energy(&[ROCKETS_ENERGY]), mon(PIDGEY))
        .attacking(1, 1);
    assert_eq!(active(&game, 1).damage(), 30);
}

#[test]
fn the_choices_of_riley_tyme_and_grant_are_said_to_the_seat_choosing() {
    // Riley's opponent is shown the 5 cards revealed.
    let game = riley(&[CHARMELEON, IONO, "sve-1", "sve-2", PIDGEY]);
    let prompt = board(&game, Some(SEAT_2), &numbered)
        .prompt
        .expect("a choice");
    assert_eq!(prompt.looked.len(), 5);
    assert_eq!(
        prompt.asks,
        "Choose 2 cards from the cards looked at to discard"
    );
    // Tyme's: the name and the guesses in HP.
    let mut game = tyme();
    let charmeleon = card(&game, CHARMELEON);
    play(&mut game, &[Action::PickCard { card: charmeleon }]);
    let prompt = board(&game, Some(SEAT_2), &numbered)
        .prompt
        .expect("a guess");
    assert_eq!(prompt.asks, "Guess the HP of Charmeleon, named for Tyme");
    let words = Words::new(&game);
    assert_eq!(
        words.action(&Action::PickOption { index: 8 }),
        "Guess 90 HP"
    );
    // Grant's use from the discard pile.
    let game = grant(&[IONO, "sve-1", "sve-2"]);
    let back = Action::PileAbility {
        card: card(&game, GRANT),
        index: 0,
    };
    assert_eq!(
        Words::new(&game).action(&back),
        "Use Grant from the discard pile"
    );
}

/// A deck of every card of this pass, with Team Rocket's Pokémon and Bouffalant to use them.
const EVERY_CARD: &str = r#"
cards = [
  { card = "sv10-117", count = 4 }, { card = "sv10-82", count = 4 },
  { card = "sv8-151", count = 4 }, { card = "sv8pt5-143", count = 4 },
  { card = "swsh11-166", count = 4 }, { card = "swsh12-163", count = 4 },
  { card = "swsh10-144", count = 4 }, { card = "sv10-182", count = 4 },
  { card = "sv6-166", count = 4 }, { card = "Psychic Energy", count = 24 },
]
"#;

#[test]
fn games_of_these_cards_and_games_dealt_from_each_view_play_to_their_end() {
    // Random games (the engine checks each action it applies in debug builds), and at each
    // decision a game dealt from the seat's view (IS-MCTS) plays a random action.
    let deck = altplay_cards::deck::read_decklist("every card", EVERY_CARD, index()).unwrap();
    let table = Table::new(&[deck.clone(), deck], Rules::two_players()).unwrap();
    for seed in 1..=6 {
        let mut game = table.start(seed, false);
        let mut random = RandomPolicy::<Tcg>::new(seed);
        while let ToMove::Seat(seat) = game.to_move() {
            let mut dealt = Tcg::sample(&game.view(Some(seat)), &mut GameRng::from_seed(seed));
            let action = random.choose(&dealt);
            dealt.apply(&action).unwrap();
            let action = random.choose(&game);
            game.apply(&action).unwrap();
        }
    }
}
