//! `team-battle-sealed` through the format interface: set-up refusals name TB-13, building steps
//! are worded with the cards' names, and AI players at every seat build and play a game.

mod common;

use altplay_ai::PolicySpec;
use altplay_core::Seat;
use altplay_format::Format;
use altplay_sealed::{SealedAction, SealedConfig, SealedGame, Step};
use altplay_team_battle::TeamBattle;

type Sealed = SealedGame<TeamBattle>;

#[test]
fn tb_13_a_sealed_table_refuses_packs_outside_four_to_six_and_an_unknown_set() {
    let config = |set: &str, packs: u8| SealedConfig {
        set: set.into(),
        packs,
        data: None,
    };
    let e = Sealed::setup(config("sv9", 3)).err().unwrap();
    assert_eq!(
        (e.rule, &*e.message),
        ("TB-13", "each player opens 4 to 6 packs, not 3")
    );
    let e = Sealed::setup(config("nosuch", 4)).err().unwrap();
    assert_eq!(e.rule, "TB-13");
    assert!(e.message.starts_with("no set `nosuch`"), "{e}");
}

#[test]
fn tb_13_ai_players_at_every_seat_build_and_play_a_sealed_team_battle() {
    let setup = Sealed::setup(Sealed::default_config()).unwrap();
    assert_eq!(
        Sealed::seat_names(&setup)[0],
        "A1: Sealed, Journey Together"
    );
    let mut game = Sealed::start(&setup, 9, true);
    let card = match &game.phase {
        altplay_sealed::Phase::Building(b) => b.pool(Seat(0)).keys().next().unwrap().clone(),
        _ => unreachable!(),
    };
    let name = setup.data.index.get(&card).unwrap().name.clone();
    let offer = SealedAction::Build {
        seat: 0,
        step: Step::Offer { card },
    };
    assert_eq!(game.label(&offer), format!("Offer {name} to A2"));
    assert_eq!(game.result(), "Building decks: no one is ready yet");
    let mut players: Vec<_> = (0..4)
        .map(|s| Sealed::player(&setup, PolicySpec::Greedy, Seat(s), u64::from(s), None).unwrap())
        .collect();
    common::ai_play_to_the_end(&mut game, &mut players);
    assert!(!game.log_tail(5).is_empty(), "the game's log once it is on");
}

/// A seat's board while building names its pool's cards for people, and holds no other seat's.
#[test]
fn tb_13_a_seats_building_board_names_its_own_pool_and_no_other() {
    use altplay_format::Hosted;

    let setup = Sealed::setup(Sealed::default_config()).unwrap();
    let game = Sealed::start(&setup, 9, false);
    let board = serde_json::to_value(game.board(Some(Seat(0)))).unwrap();
    assert_eq!(board["phase"], "building");
    let altplay_sealed::Phase::Building(b) = &game.phase else {
        unreachable!()
    };
    let mine: Vec<&String> = b.pool(Seat(0)).keys().collect();
    let cards = board["cards"].as_object().unwrap();
    assert_eq!(cards.len(), mine.len());
    let first = &cards[mine[0].as_str()];
    assert_eq!(
        first["name"],
        setup.data.index.get(mine[0]).unwrap().name.as_str()
    );
    let theirs = b
        .pool(Seat(1))
        .keys()
        .find(|c| !b.pool(Seat(0)).contains_key(*c))
        .unwrap();
    assert!(!cards.contains_key(theirs.as_str()));
    assert_eq!(Sealed::choices()["packs"], serde_json::json!([4, 5, 6]));
    let sets = Sealed::choices()["set"].as_array().unwrap().clone();
    assert!(sets.contains(&serde_json::json!("sv9")), "{sets:?}");
}
