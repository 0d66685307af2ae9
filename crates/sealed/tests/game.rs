//! A Team Battle Sealed game as one game: four seats build at once, then Team Battle is played
//! with the decks built, for 2 Prize cards each (TB-13).

mod common;

use std::sync::Arc;

use altplay_core::{Game, GameRng, Seat, ToMove};
use altplay_sealed::{Phase, SealedAction, SealedConfig, SealedGame, Step};
use altplay_tcg::format::card_data;
use altplay_tcg::game::Action as TcgAction;
use altplay_team_battle::TeamBattle;

fn new_game(seed: u64) -> SealedGame<TeamBattle> {
    let config = Arc::new(SealedConfig {
        set: "sv9".into(),
        packs: 4,
        data: None,
    });
    SealedGame::new(config, card_data(None).unwrap(), seed, false).unwrap()
}

#[test]
fn tb_13_four_seats_build_at_once_then_team_battle_is_played_to_its_end() {
    let mut game = new_game(3);
    assert_eq!(
        game.to_move(),
        ToMove::Seats(altplay_core::SeatSet::of((0..4).map(Seat)))
    );
    let early = SealedAction::Play(altplay_team_battle::Action::Play(TcgAction::Done));
    assert_eq!(game.apply(&early).unwrap_err().rule, "TB-13");
    for seat in 0..4 {
        for step in [Step::BuildForMe, Step::Ready] {
            game.apply(&SealedAction::Build { seat, step }).unwrap();
        }
    }
    let Phase::Playing(team_battle) = &game.phase else {
        panic!("every seat is ready: the game is on");
    };
    assert!(
        team_battle
            .game
            .boards()
            .iter()
            .all(|b| b.hand().len() == 7),
        "hands dealt"
    );
    let mut rng = GameRng::from_seed(3);
    let mut legal = Vec::new();
    let mut moves = 0;
    while game.outcome().is_none() && moves < 20_000 {
        game.legal_actions(&mut legal);
        let action = legal[rng.below(legal.len() as u32) as usize].clone();
        game.apply(&action).unwrap();
        moves += 1;
    }
    assert!(game.outcome().is_some(), "{moves} moves");
}

/// AI seats: an AI teammate takes the card a person offers, builds with the AI's builder, says
/// it is ready, and plays the game with its spec once every deck is ready.
#[test]
fn tb_13_ai_seats_take_an_offer_build_and_play_the_game_to_its_end() {
    use altplay_ai::PolicySpec;
    use altplay_core::Policy;
    use altplay_sealed::SealedPlayer;

    let mut game = new_game(4);
    let mut players: Vec<SealedPlayer<TeamBattle>> = (0..4)
        .map(|s| SealedPlayer::new(Seat(s), PolicySpec::Greedy, 40 + u64::from(s), None))
        .collect();
    // The AI seats build and are ready at once; A1 and B1 are people, still building.
    let ai = |game: &SealedGame<TeamBattle>| {
        [Seat(2), Seat(3)]
            .into_iter()
            .find(|&s| game.to_move().includes(s))
    };
    let mut players_moves = 0;
    while let Some(seat) = ai(&game) {
        let action = players[seat.index()].choose(&game);
        game.apply(&action).unwrap();
        players_moves += 1;
    }
    assert_eq!(players_moves, 4, "A2 and B2 each built, then said ready");
    assert_eq!(
        game.to_move(),
        ToMove::Seats(altplay_core::SeatSet::of([Seat(0), Seat(1)]))
    );
    // A1 offers ready A2 (its AI teammate) a card: A2 takes it, builds again and is ready.
    let Phase::Building(b) = &game.phase else {
        unreachable!()
    };
    let card = b.pool(Seat(0)).keys().next().unwrap().clone();
    let held = |game: &SealedGame<TeamBattle>| match &game.phase {
        Phase::Building(b) => b.pool(Seat(2)).get(&card).copied().unwrap_or(0),
        Phase::Playing(_) => panic!("still building"),
    };
    let before = held(&game);
    for step in [Step::ChooseOffer, Step::Offer { card: card.clone() }] {
        game.apply(&SealedAction::Build { seat: 0, step }).unwrap();
    }
    assert!(
        game.to_move().includes(Seat(2)),
        "the ready teammate answers"
    );
    let mut answers = Vec::new();
    while let Some(seat) = ai(&game) {
        let action = players[seat.index()].choose(&game);
        game.apply(&action).unwrap();
        answers.push(action);
    }
    let steps: Vec<&Step> = (answers.iter())
        .map(|a| match a {
            SealedAction::Build { step, .. } => step,
            SealedAction::Play(_) => panic!("still building"),
        })
        .collect();
    // It builds again only if the card changes its AI build.
    assert_eq!(
        (steps[0], steps[steps.len() - 1]),
        (&Step::Accept, &Step::Ready)
    );
    assert_eq!(held(&game), before + 1);
    let Phase::Building(b) = &game.phase else {
        unreachable!()
    };
    assert!(b.is_ready(Seat(2)) && b.is_ai_build(Seat(2), &game.data.index));
    // The person lets the AI build for them too, and every seat's AI finishes.
    for step in [Step::BuildForMe, Step::Ready] {
        game.apply(&SealedAction::Build { seat: 0, step }).unwrap();
    }
    common::ai_play_to_the_end(&mut game, &mut players);
}

/// The hidden information of the building (TB-13): a seat's view holds its own pool and never
/// another's; a teammate sees a card of it only once it is offered; a spectator sees who is
/// ready and nothing else.
#[test]
fn tb_13_another_seats_pool_is_never_shown_and_a_teammate_sees_only_what_is_offered() {
    use std::collections::BTreeSet;

    let mut game = new_game(6);
    let Phase::Building(b) = &game.phase else {
        unreachable!()
    };
    let pool = |s: u8| -> BTreeSet<String> { b.pool(Seat(s)).keys().cloned().collect() };
    let (a1, b1, a2) = (pool(0), pool(1), pool(2));
    let shown = |game: &SealedGame<TeamBattle>, seat: Option<Seat>| {
        serde_json::to_string(&game.view(seat)).unwrap()
    };
    // A card id as JSON writes it, quoted: "sv9-12" is not "sv9-120".
    let id = |card: &str| format!("\"{card}\"");
    let only_b1: Vec<&String> = b1.difference(&a1).collect();
    assert!(!only_b1.is_empty());
    let a1_sees = shown(&game, Some(Seat(0)));
    for card in &only_b1 {
        assert!(!a1_sees.contains(&id(card)), "A1 is shown B1's {card}");
    }
    assert!(
        a1_sees.contains(a1.iter().next().unwrap().as_str()),
        "A1 sees its own pool"
    );
    let spectator = shown(&game, None);
    assert!(!spectator.contains("sv9-"), "{spectator}");

    // A card of A1's that A2 and B1 do not hold, offered to A2.
    let card = a1
        .iter()
        .find(|c| !a2.contains(*c) && !b1.contains(*c))
        .unwrap()
        .clone();
    assert!(!shown(&game, Some(Seat(2))).contains(&id(&card)));
    for step in [Step::ChooseOffer, Step::Offer { card: card.clone() }] {
        game.apply(&SealedAction::Build { seat: 0, step }).unwrap();
    }
    assert!(
        shown(&game, Some(Seat(2))).contains(card.as_str()),
        "the teammate sees the offer"
    );
    assert!(
        !shown(&game, Some(Seat(1))).contains(card.as_str()),
        "an opponent does not"
    );
}

/// A world dealt again for a seat while building (the AI's and the hidden-information check's
/// `redeal`): the seat sees the same — its pool, deck and the card its teammate offers it —
/// while the other seats' pools are dealt again; and that world's game starts and ends.
#[test]
fn tb_13_a_world_dealt_again_for_a_seat_keeps_what_it_sees_and_its_game_is_played() {
    use altplay_ai::PolicySpec;
    use altplay_format::Format;
    use altplay_sealed::SealedPlayer;

    let mut game = new_game(8);
    let card_of = |game: &SealedGame<TeamBattle>, s: u8| match &game.phase {
        Phase::Building(b) => b.pool(Seat(s)).keys().next().unwrap().clone(),
        Phase::Playing(_) => unreachable!(),
    };
    // A2 gives A1 a card, then offers another; B1 is ready.
    let given = card_of(&game, 2);
    for (seat, step) in [
        (2, Step::ChooseOffer),
        (2, Step::Offer { card: given }),
        (0, Step::Accept),
        (1, Step::BuildForMe),
        (1, Step::Ready),
    ] {
        game.apply(&SealedAction::Build { seat, step }).unwrap();
    }
    let offered = card_of(&game, 2);
    for step in [
        Step::ChooseOffer,
        Step::Offer {
            card: offered.clone(),
        },
    ] {
        game.apply(&SealedAction::Build { seat: 2, step }).unwrap();
    }
    let mut rng = GameRng::from_seed(5);
    let redealt = game.redeal(Seat(0), &mut rng).expect("a world dealt again");
    let shown =
        |g: &SealedGame<TeamBattle>, s: u8| serde_json::to_string(&g.view(Some(Seat(s)))).unwrap();
    assert_eq!(shown(&redealt, 0), shown(&game, 0), "A1 sees the same");
    assert_ne!(
        shown(&redealt, 1),
        shown(&game, 1),
        "B1's pool is dealt again"
    );
    let Phase::Building(b) = &redealt.phase else {
        unreachable!()
    };
    assert!(
        b.pool(Seat(2)).contains_key(&offered),
        "A2 still holds what it offers"
    );
    assert!(b.is_ready(Seat(1)) && b.deck_of(Seat(1), &redealt.data.index).len() == 40);
    let mut world = redealt;
    let mut players: Vec<SealedPlayer<TeamBattle>> = (0..4)
        .map(|s| SealedPlayer::new(Seat(s), PolicySpec::Greedy, u64::from(s), None))
        .collect();
    common::ai_play_to_the_end(&mut world, &mut players);
}
