//! Play: the first turns (TB-5), Prize cards (TB-7), a player out of Pokémon (TB-8), a player
//! who cannot draw (TB-9), winning (TB-10), the Checkup (TB-12).

use altplay_core::{Game, Outcome, Policy, RandomPolicy, Team, ToMove};
use altplay_format::Format;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action as TcgAction, Decided, Step};

use super::*;
use crate::TeamRandom;

const GROOKEY: &str = "swsh1-11";
const SCORBUNNY: &str = "swsh1-31";
const GRASS: &str = "sm1-164";
const FIRE: &str = "sm1-165";

fn attack_at(target: Seat) -> Action {
    Action::Play(TcgAction::AttackAt { index: 0, target })
}

/// At A1's second turn (turn 5) of the default table: A1's Active Grookey (Scratch, 10 damage)
/// with its Energy, B1's Active a Scorbunny one damage counter from a Knock Out.
fn a1_about_to_knock_out_b1(seed: u64) -> TeamBattle {
    let mut game = at_first_turn(seed);
    to_turn(&mut game, 5);
    assert_eq!(game.game.current(), A1);
    set_active(&mut game, A1, GROOKEY, &[GRASS], 0);
    set_active(&mut game, B1, SCORBUNNY, &[], 60);
    game
}

#[test]
fn tb_5_neither_teams_first_player_attacks_on_their_first_turn() {
    let mut game = at_first_turn(7);
    for (turn, seat, pokemon, energy) in [(1, A1, GROOKEY, GRASS), (2, B1, SCORBUNNY, FIRE)] {
        assert_eq!((game.game.turn(), game.game.current()), (turn, seat));
        set_active(&mut game, seat, pokemon, &[energy, energy], 0);
        let target = RULES.across(seat);
        let e = game.apply(&attack_at(target)).unwrap_err();
        assert_eq!(e.rule, "TCG-5", "turn {turn}: {e}");
        play(&mut game, TcgAction::EndTurn);
    }
    // A2 and B2 attack on their first turns: their teams have had theirs.
    assert_eq!(game.game.current(), A2);
    set_active(&mut game, A2, "swsh1-55", &["sm1-166"], 0);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(legal.contains(&attack_at(B1)) && legal.contains(&attack_at(B2)));
}

#[test]
fn tb_7_a_teammate_takes_the_prize_cards_a_player_has_too_few_for() {
    let setup = setup([
        "fire-cinderace",
        "grass-rillaboom",
        "water-inteleon",
        "metal-corviknight",
    ]);
    let mut game = at_first_turn_of(&setup, 11);
    to_turn(&mut game, 5);
    set_active(&mut game, A1, SCORBUNNY, &[FIRE, FIRE], 0);
    // Celebi V gives two Prize cards; A1 has one left.
    set_active(&mut game, B1, "swsh1-1", &[], 170);
    game.game.board_mut(Seat(0)).prizes_mut().truncate(1);
    let hands = [0, 2].map(|s| game.game.board(Seat(s as u8)).hand().len());
    act(
        &mut game,
        Action::Play(TcgAction::AttackAt {
            index: 1,
            target: B1,
        }),
    );
    let (a1, a2) = (&game.game.board(Seat(0)), &game.game.board(Seat(2)));
    assert_eq!((a1.prizes().len(), a1.hand().len()), (0, hands[0] + 1));
    assert_eq!(
        (a2.prizes().len(), a2.hand().len()),
        (2, hands[1] + 1),
        "A2 takes the rest"
    );
    assert_eq!(game.outcome(), None);
    let log = game.log();
    assert!(log.iter().any(|l| l == "A1 takes 1 Prize card(s)"));
    assert!(log.iter().any(|l| l == "A2 takes 1 Prize card(s)"));
}

#[test]
fn tb_8_a_player_without_pokemon_plays_on_and_puts_in_the_first_basic_they_draw() {
    let mut game = a1_about_to_knock_out_b1(13);
    let (hop, scorbunny) = (card(&game, "swsh1-165"), card(&game, SCORBUNNY));
    let b1 = game.game.board_mut(Seat(1));
    b1.bench_mut().clear();
    let hand = b1.hand_cards_mut();
    hand.clear();
    hand.push(hop);
    let mut no_basic = game.clone();
    // B1 draws a Basic next: they must put it in at once.
    game.game.board_mut(Seat(1)).deck_mut().push(scorbunny);
    act(&mut game, attack_at(B1));
    assert!(!game.game.board(Seat(1)).has_pokemon() && !game.game.board(Seat(1)).removed());
    assert_eq!(game.outcome(), None, "B2 still has Pokémon");
    // The attack ended A1's turn; B1's begins with the draw.
    assert_eq!(game.game.step(), Step::PlaceActive(B1));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert_eq!(legal, [Action::Play(TcgAction::Place { card: scorbunny })]);
    act(&mut game, legal[0].clone());
    assert!(game.game.board(Seat(1)).active().is_some());
    // Drawing no Basic, B1 takes their turn with no Pokémon: a Supporter, say.
    let trainer = card(&no_basic, "swsh1-177");
    no_basic.game.board_mut(Seat(1)).deck_mut().push(trainer);
    act(&mut no_basic, attack_at(B1));
    assert_eq!(
        (no_basic.game.step(), no_basic.game.current()),
        (Step::Turn, B1)
    );
    no_basic.legal_actions(&mut legal);
    let hop_for_b1 = legal
        .iter()
        .find(|a| {
            matches!(a, Action::Play(TcgAction::PlayFor { card, you, .. })
                if *card == hop && *you == B1)
        })
        .unwrap_or_else(|| panic!("B1 may play Hop: {legal:?}"))
        .clone();
    // Hop draws them a Basic: they put it in at the first chance, before anything else.
    no_basic.game.board_mut(Seat(1)).deck_mut().push(scorbunny);
    act(&mut no_basic, hop_for_b1);
    assert_eq!(no_basic.game.step(), Step::PlaceActive(B1));
    play(&mut no_basic, TcgAction::Place { card: scorbunny });
    assert!(no_basic.game.board(Seat(1)).active().is_some());
}

#[test]
fn tb_9_a_player_who_cannot_draw_leaves_and_their_teammate_sets_prizes_from_their_deck_bottom() {
    let mut game = at_first_turn(17);
    game.game.board_mut(Seat(1)).deck_mut().clear();
    let bottom: Vec<_> = game.game.board(Seat(3)).deck()[..3].to_vec();
    play(&mut game, TcgAction::EndTurn);
    let (b1, b2) = (&game.game.board(Seat(1)), &game.game.board(Seat(3)));
    assert!(b1.removed() && !b1.has_pokemon());
    assert_eq!(b2.prizes().len(), 6);
    assert_eq!(
        b2.prizes()[3..],
        bottom[..],
        "B1's three, from the bottom of B2's deck"
    );
    assert!(game.log().iter().any(|l| l == "B1 leaves the game"));
    assert!(game.view(Some(A1)).seats[1].removed);
    assert_eq!(game.game.current(), A2, "B1's turn is passed over");
    assert_eq!(game.outcome(), None);
    play(&mut game, TcgAction::EndTurn);
    assert_eq!(game.game.current(), B2);
    let e = game
        .apply(&Action::Ask {
            question: "Are you there?".into(),
        })
        .unwrap_err();
    assert!(
        e.rule == "TB-6" && e.message.contains("left the game"),
        "{e}"
    );
    play(&mut game, TcgAction::EndTurn);
    assert_eq!(game.game.current(), A1);
}

#[test]
fn tb_10_a_team_wins_when_neither_opponent_has_a_pokemon_in_play() {
    let mut game = a1_about_to_knock_out_b1(19);
    game.game.board_mut(Seat(1)).bench_mut().clear();
    let b2 = game.game.board_mut(Seat(3));
    *b2.active_slot_mut() = None;
    b2.bench_mut().clear();
    // B1 is the one opponent left to attack: the attack names no one.
    play(&mut game, TcgAction::Attack { index: 0 });
    let won = Outcome::Win {
        team: Team(0),
        margin: 0,
    };
    assert_eq!(game.outcome(), Some(won));
    assert_eq!(game.game.decided(), Some(Decided::NoPokemon));
    assert_eq!(game.to_move(), ToMove::Terminal);
    assert_eq!(
        game.result(),
        "Team A wins: neither opponent has a Pokémon in play (turn 5)"
    );
}

#[test]
fn tb_10_a_team_wins_when_it_has_taken_both_its_players_prize_cards() {
    let mut game = a1_about_to_knock_out_b1(23);
    game.game.board_mut(Seat(0)).prizes_mut().truncate(1);
    game.game.board_mut(Seat(2)).prizes_mut().clear();
    assert_eq!(game.outcome(), None, "A2's are taken, A1's are not");
    act(&mut game, attack_at(B1));
    assert!(game.outcome().is_some_and(|o| o.winner() == Some(Team(0))));
    assert_eq!(game.game.decided(), Some(Decided::Prizes));
    assert!(
        game.result()
            .starts_with("Team A wins: it took all of both opponents' Prize cards")
    );
}

#[test]
fn tb_12_special_conditions_are_checked_before_and_after_their_players_turn() {
    let mut game = at_first_turn(23);
    for seat in [B1, A2] {
        let active = game.game.board_mut(seat).active_mut().unwrap();
        active.conditions_mut().add(SpecialCondition::Poisoned);
        *active.damage_mut() = 0;
    }
    let damage =
        |game: &TeamBattle| [B1, A2].map(|s| game.game.board(s).active().unwrap().damage());
    play(&mut game, TcgAction::EndTurn);
    assert_eq!(
        damage(&game),
        [10, 0],
        "after A1's turn: B1's, before B1's own"
    );
    play(&mut game, TcgAction::EndTurn);
    assert_eq!(
        damage(&game),
        [20, 10],
        "after B1's turn: B1's and, before its turn, A2's"
    );
    play(&mut game, TcgAction::EndTurn);
    assert_eq!(damage(&game), [20, 20], "after A2's turn: A2's, not B1's");
}

/// Every player plays any of the four seats to the end of a game: `random`, `greedy` and
/// `ismcts` (a few iterations: this checks it plays, not how well), each at each seat once.
#[test]
fn every_player_plays_any_seat_to_the_end() {
    let setup = TeamBattle::setup(TeamBattle::default_config()).unwrap();
    let specs = ["ismcts:iters=4", "greedy", "random", "greedy"];
    for turn in 0..4 {
        let seed = 100 + turn as u64;
        let mut game = TeamBattle::start(&setup, seed, false);
        let mut players: Vec<_> = (0..4)
            .map(|s| {
                let spec = specs[(s + turn) % 4].parse().unwrap();
                TeamBattle::player(&setup, spec, Seat(s as u8), seed, None).unwrap()
            })
            .collect();
        let mut legal = Vec::new();
        for _ in 0..5_000 {
            let ToMove::Seat(seat) = game.to_move() else {
                break;
            };
            let action = players[seat.index()].choose(&game);
            game.legal_actions(&mut legal);
            assert!(
                legal.contains(&action),
                "{:?} chose {action:?}",
                specs[(seat.index() + turn) % 4]
            );
            act(&mut game, action);
        }
        assert!(game.outcome().is_some(), "game {seed} ends");
    }
}

/// `random` reads the engine's list straight, and chooses just as core's `RandomPolicy` does on
/// Team Battle's own list: the same games, action for action, from the same seeds.
#[test]
fn random_chooses_as_the_generic_random_policy_does() {
    let setup = TeamBattle::setup(TeamBattle::default_config()).unwrap();
    for seed in 0..3 {
        let mut game = TeamBattle::start(&setup, seed, false);
        let mut fast: Vec<_> = (0..4).map(|s| TeamRandom::new(seed + s)).collect();
        let mut generic: Vec<_> = (0..4)
            .map(|s| RandomPolicy::<TeamBattle>::new(seed + s))
            .collect();
        while let ToMove::Seat(seat) = game.to_move() {
            let action = fast[seat.index()].choose(&game);
            assert_eq!(action, generic[seat.index()].choose(&game), "game {seed}");
            act(&mut game, action);
        }
        assert!(game.outcome().is_some(), "game {seed} ends");
    }
}
