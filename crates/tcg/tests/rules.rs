//! One test per rule of `spec/tcg.md` (TCG-1 to TCG-17), each named after it, on real cards:
//! positions laid out by position files, or whole games from real theme decks.

mod common;

use altplay_cards::printed::TrainerKind;
use altplay_core::{Game, Outcome, Seat, Team};
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, DefKind, Event, Rules, Step, Table, TableError, Tcg};
use common::*;

/// Seat 1 attacks with `attacker` (with `energy`, `bench` Benched Pokémon of its own) the
/// Active `defender` of seat 2; both decks hold a few cards so the next turn can begin.
fn duel(attacker: &str, energy: &str, bench: &str, defender: &str) -> String {
    format!(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
{bench}
[seat.active]
card = "{attacker}"
energy = {energy}

[[seat]]
deck = ["Grass Energy", "Grass Energy", "Grass Energy"]
prizes = ["Grass Energy", "Grass Energy"]
bench = [{{ card = "swsh1-11" }}]
[seat.active]
card = "{defender}"
"#
    )
}

const TWO_GRASS: &str = r#"["Grass Energy", "Grass Energy"]"#;

#[test]
fn tcg_1_three_supertypes_with_what_each_adds() {
    let game = position(
        r#"
[[seat]]
hand = ["swsh1-183", "Grass Energy", "swsh1-156"]
[seat.active]
card = "swsh1-14"
under = ["swsh1-11", "swsh1-12"]
[[seat]]
[seat.active]
card = "swsh1-112"
"#,
        1,
    );
    let rillaboom = game.cards().get(card(&game, "swsh1-14"));
    let DefKind::Pokemon(p) = &rillaboom.kind else {
        panic!("a Pokémon")
    };
    assert_eq!((p.hp, p.retreat, p.prizes, p.attacks.len()), (170, 3, 1, 1));
    assert!(p.evolution && p.evolves_from.is_some());
    assert_eq!(
        game.cards()
            .get(card(&game, "swsh1-183"))
            .trainer()
            .unwrap()
            .kind,
        TrainerKind::Item
    );
    assert_eq!(
        game.cards()
            .get(card(&game, "swsh1-156"))
            .trainer()
            .unwrap()
            .kind,
        TrainerKind::PokemonTool
    );
    let energy = game.cards().get(card(&game, "base1-99")).energy().unwrap();
    assert!(energy.basic && energy.units == 1);
}

#[test]
fn tcg_2_a_deck_is_60_cards_with_at_most_4_of_a_name() {
    let deck = theme_decks()
        .find("d-swsh1-1")
        .unwrap()
        .resolve(index())
        .unwrap();
    let mut short = deck.clone();
    short.entries[0].count -= 1;
    let err = Table::new(&[short, deck.clone()], Rules::two_players()).unwrap_err();
    assert!(err.to_string().contains("TCG-2"), "{err}");
    assert!(matches!(err, TableError::Deck { seat: 1, .. }));
    let trainer = deck
        .entries
        .iter()
        .position(|e| e.card.trainer().is_some())
        .unwrap();
    let mut five = deck.clone();
    five.entries[trainer].count = 5;
    let basic = five
        .entries
        .iter()
        .position(|e| e.card.is_basic_energy())
        .unwrap();
    five.entries[basic].count -= 5 - deck.entries[trainer].count;
    let err = Table::new(&[deck, five], Rules::two_players()).unwrap_err();
    assert!(err.to_string().contains("at most 4"), "{err}");
}

fn swsh_table() -> Table {
    let deck = |q| theme_decks().find(q).unwrap().resolve(index()).unwrap();
    Table::new(
        &[deck("d-swsh1-1"), deck("d-swsh1-2")],
        Rules::two_players(),
    )
    .unwrap()
}

#[test]
fn tcg_3_a_hand_without_a_basic_is_shown_and_shuffled_back_and_the_opponent_may_draw_for_it() {
    let table = swsh_table();
    let mut seen = false;
    for seed in 0..300 {
        let mut game = table.start(seed, true);
        for board in game.boards() {
            assert!(board.hand().iter().any(|&c| game.cards().get(c).is_basic()));
            assert_eq!(board.hand().len(), 7);
        }
        let mulligans = [
            game.board(Seat(0)).mulligans(),
            game.board(Seat(1)).mulligans(),
        ];
        if mulligans == [0, 0] {
            continue;
        }
        seen = true;
        // Each hand shuffled back was shown: 7 cards, none a Basic Pokémon.
        let shown: Vec<&Vec<_>> = (game.events().into_iter().flatten())
            .filter_map(|e| match e {
                Event::Mulligan { hand, .. } => Some(hand),
                _ => None,
            })
            .collect();
        assert_eq!(shown.len(), usize::from(mulligans[0] + mulligans[1]));
        for hand in shown {
            assert_eq!(hand.len(), 7);
            assert!(hand.iter().all(|&c| !game.cards().get(c).is_basic()));
        }
        game.act(&Action::GoFirst { first: true }).unwrap();
        // The seat whose opponent took mulligans is offered a draw for each.
        let mut offered = false;
        while !matches!(game.step(), Step::Turn) {
            if let Step::MulliganDraws { seat, left } = game.step() {
                let other = 1 - seat.index();
                assert_eq!(left, mulligans[other]);
                let before = game.board(seat).hand().len();
                game.act(&Action::DrawExtra).unwrap();
                assert_eq!(game.board(seat).hand().len(), before + 1);
                offered = true;
                game.act(&Action::Done).ok();
            } else {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                let place = legal.iter().find(|a| matches!(a, Action::Place { .. }));
                game.act(place.unwrap_or(&Action::Done)).unwrap();
            }
        }
        assert!(offered);
        break;
    }
    assert!(seen, "some seed of 300 has a mulligan");
}

/// Sets up a game by placing the first Basic offered and no Bench.
fn set_up(game: &mut Tcg) {
    game.act(&Action::GoFirst { first: true }).unwrap();
    let mut legal = Vec::new();
    while !matches!(game.step(), Step::Turn) {
        game.legal_actions(&mut legal);
        let next = legal
            .iter()
            .find(|a| {
                matches!(a, Action::Place { .. }) && matches!(game.step(), Step::PlaceActive(_))
            })
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Done)))
            .copied()
            .unwrap();
        game.act(&next).unwrap();
    }
}

#[test]
fn tcg_4_an_active_up_to_5_benched_and_6_prize_cards_each() {
    let table = swsh_table();
    let mut game = table.start(7, false);
    let winner = game.mover().unwrap();
    set_up(&mut game);
    assert_eq!(game.first(), winner);
    for board in game.boards() {
        assert!(board.active().is_some());
        assert_eq!(board.prizes().len(), 6);
    }
    // Placing a non-Basic is refused naming TCG-4.
    let mut game = table.start(7, false);
    game.act(&Action::GoFirst { first: true }).unwrap();
    while !matches!(game.step(), Step::PlaceActive(_)) {
        game.act(&Action::Done).unwrap();
    }
    let Step::PlaceActive(seat) = game.step() else {
        unreachable!()
    };
    if let Some(&other) = game
        .board(seat)
        .hand()
        .iter()
        .find(|&&c| !game.cards().get(c).is_basic())
    {
        let err = game.act(&Action::Place { card: other }).unwrap_err();
        assert_eq!(err.rule, "TCG-4");
    }
}

#[test]
fn tcg_5_the_first_player_neither_attacks_nor_plays_a_supporter_on_the_first_turn() {
    let mut game = position(
        &format!(
            "turn = 1\n{}",
            duel(
                "swsh1-11",
                r#"["Grass Energy"]"#,
                "hand = [\"swsh1-165\", \"swsh1-12\"]",
                "swsh1-112"
            )
        ),
        1,
    );
    assert_eq!(
        game.act(&Action::Attack { index: 0 }).unwrap_err().rule,
        "TCG-5"
    );
    let hop = card(&game, "swsh1-165");
    assert_eq!(
        game.act(&Action::Play { card: hop }).unwrap_err().rule,
        "TCG-5"
    );
    let thwackey = card(&game, "swsh1-12");
    let grookey = active(&game, 0).uid();
    let err = game
        .act(&Action::Evolve {
            card: thwackey,
            target: grookey,
        })
        .unwrap_err();
    assert_eq!(err.rule, "TCG-5");
}

#[test]
fn tcg_6_a_player_who_cannot_draw_at_the_start_of_their_turn_loses() {
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-11"
[[seat]]
[seat.active]
card = "swsh1-112"
"#,
        1,
    );
    game.act(&Action::EndTurn).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            margin: 0
        })
    );
}

#[test]
fn tcg_7_one_energy_a_turn_evolution_not_the_turn_it_came_in_and_retreat_pays_its_cost() {
    let mut game = position(
        &duel(
            "swsh1-11",
            r#"["Grass Energy"]"#,
            "hand = [\"Grass Energy\", \"Grass Energy\", \"swsh1-11\", \"swsh1-12\", \"swsh1-165\", \"swsh1-165\"]",
            "swsh1-112",
        ),
        1,
    );
    let grass = card(&game, "base1-99");
    let grookey = active(&game, 0).uid();
    play(
        &mut game,
        &[Action::Attach {
            card: grass,
            target: grookey,
        }],
    );
    let err = game
        .act(&Action::Attach {
            card: grass,
            target: grookey,
        })
        .unwrap_err();
    assert_eq!(
        (err.rule, err.message.as_ref()),
        ("TCG-7", "one Energy from the hand a turn")
    );
    // A Basic benched this turn may not evolve this turn.
    let basic = card(&game, "swsh1-11");
    play(&mut game, &[Action::Bench { card: basic }]);
    let benched = bench_uid(&game, 0, 0);
    let thwackey = card(&game, "swsh1-12");
    let err = game
        .act(&Action::Evolve {
            card: thwackey,
            target: benched,
        })
        .unwrap_err();
    assert_eq!(err.rule, "TCG-7");
    play(
        &mut game,
        &[Action::Evolve {
            card: thwackey,
            target: grookey,
        }],
    );
    // One Supporter a turn.
    let hop = card(&game, "swsh1-165");
    play(&mut game, &[Action::Play { card: hop }]);
    assert_eq!(
        game.act(&Action::Play { card: hop }).unwrap_err().rule,
        "TCG-7"
    );
    // Retreat: Thwackey's cost of 2 discards both Energy; the Benched Grookey comes in.
    play(&mut game, &[Action::Retreat { to: benched }]);
    assert_eq!(active(&game, 0).uid(), benched);
    assert_eq!(
        game.board(Seat(0))
            .discard()
            .iter()
            .filter(|&&c| c == grass)
            .count(),
        2
    );
    assert_eq!(
        game.act(&Action::Retreat { to: grookey }).unwrap_err().rule,
        "TCG-7"
    );
}

#[test]
fn tcg_8_an_attack_needs_its_cost_and_a_confused_pokemon_flips_first() {
    let mut game = position(&duel("swsh1-11", r#"["Water Energy"]"#, "", "swsh1-112"), 1);
    // Beat costs Grass and Colorless: one Water pays neither.
    assert_eq!(
        game.act(&Action::Attack { index: 1 }).unwrap_err().rule,
        "TCG-8"
    );
    let mut outcomes = [false; 2];
    for seed in 0..40 {
        let text = duel("swsh1-11", r#"["Water Energy"]"#, "", "swsh1-112").replacen(
            "energy = [\"Water Energy\"]",
            "energy = [\"Water Energy\"]\nconditions = [\"confused\"]",
            1,
        );
        let mut game = position(&text, seed);
        play(&mut game, &[Action::Attack { index: 0 }]);
        let heads = game.events().unwrap().iter().find_map(|e| match e {
            Event::Flipped { heads } => Some(*heads),
            _ => None,
        });
        let (me, them) = (active(&game, 0).damage(), active(&game, 1).damage());
        match heads.expect("a Confused attacker flips") {
            true => assert_eq!((me, them), (0, 10)),
            false => assert_eq!((me, them), (30, 0)),
        }
        outcomes[usize::from(heads.unwrap())] = true;
    }
    assert_eq!(outcomes, [true, true]);
}

#[test]
fn tcg_8_a_player_uses_one_gx_attack_a_game() {
    // Lapras-GX's Ice Beam-GX (Water, Water, Colorless: 100 and Paralyzed) against Stonjourner V
    // (220 HP, weak to Grass), which stays in play.
    let three_water = r#"["Water Energy", "Water Energy", "Water Energy"]"#;
    let text = duel("sm1-35", three_water, "", "swsh1-193");
    let mut game = position(&text, 1);
    play(&mut game, &[Action::Attack { index: 2 }]);
    assert_eq!(active(&game, 1).damage(), 100);
    assert!(game.board(Seat(0)).gx_used());
    // The player who used one may not use another, on any Pokémon, all game.
    let used = text.replacen("[[seat]]\n", "[[seat]]\ngx_used = true\n", 1);
    let mut game = position(&used, 1);
    assert_eq!(
        game.act(&Action::Attack { index: 2 }).unwrap_err().rule,
        "TCG-8"
    );
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    assert!(!legal.contains(&Action::Attack { index: 2 }));
    assert!(
        legal.contains(&Action::Attack { index: 1 }),
        "other attacks stay"
    );
}

#[test]
fn tcg_9_the_attacks_own_changes_come_before_weakness_and_resistance() {
    // Celebi V's Line Force: 50, 20 more per Benched Pokémon; Stonjourner V is weak to Grass
    // (×2): (50 + 40) × 2, not 50 × 2 + 40.
    let bench = r#"bench = [{ card = "swsh1-11" }, { card = "swsh1-11" }]"#;
    let mut game = position(&duel("swsh1-1", TWO_GRASS, bench, "swsh1-193"), 1);
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(active(&game, 1).damage(), 180);
    // Mawile resists Grass (−30): 50 − 30.
    let mut game = position(&duel("swsh1-1", TWO_GRASS, "", "swsh1-129"), 1);
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(active(&game, 1).damage(), 20);
    // Weakness and Resistance are for the Active Pokémon only: Drum Roll's 10 to each Benched
    // Pokémon stays 10 on a Fire-weak... Grass-weak one.
    let mut game = position(
        &duel(
            "swsh1-15",
            r#"["Grass Energy", "Grass Energy", "Grass Energy"]"#,
            "",
            "swsh1-193",
        )
        .replace(
            r#"bench = [{ card = "swsh1-11" }]"#,
            r#"bench = [{ card = "swsh1-205", under = ["swsh1-193"] }]"#,
        ),
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 180);
    assert_eq!(game.board(Seat(1)).bench()[0].damage(), 10);
}

#[test]
fn tcg_10_damage_counters_are_not_damage() {
    // Lampent's Haunt puts 3 damage counters on Clobbopus, which is weak to Psychic: 30, not 60.
    let mut game = position(
        &duel("sm8-102", r#"["Psychic Energy"]"#, "", "swsh1-112"),
        1,
    );
    play(&mut game, &[Action::Attack { index: 0 }]);
    assert_eq!(active(&game, 1).damage(), 30);
}

#[test]
fn tcg_11_a_knock_out_gives_prize_cards_and_its_owner_promotes() {
    let text = duel("swsh1-1", TWO_GRASS, "", "swsh1-193")
        .replace("card = \"swsh1-193\"", "card = \"swsh1-193\"\ndamage = 130");
    let text = text.replace(
        r#"bench = [{ card = "swsh1-11" }]"#,
        r#"bench = [{ card = "swsh1-11" }, { card = "swsh1-112" }]"#,
    );
    let mut game = position(&text, 1);
    let hand = game.board(Seat(0)).hand().len();
    play(&mut game, &[Action::Attack { index: 1 }]);
    // Stonjourner V: 2 Prize cards (a Pokémon V); its owner promotes one of two Benched.
    assert_eq!(game.board(Seat(0)).hand().len(), hand + 2);
    assert_eq!(game.board(Seat(0)).prizes().len(), 0);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            margin: 0
        })
    );
    // With Prize cards left, the owner promotes, then the next turn begins.
    let text = text.replace("prizes = [\"Grass Energy\", \"Grass Energy\"]\n{bench}", "");
    let mut game = position(
        &text.replacen(
            "prizes = [\"Grass Energy\", \"Grass Energy\"]",
            "prizes = [\"Grass Energy\", \"Grass Energy\", \"Grass Energy\"]",
            1,
        ),
        1,
    );
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(game.step(), Step::Promote(SEAT_2));
    let to = bench_uid(&game, 1, 1);
    play(&mut game, &[Action::Promote { pokemon: to }]);
    assert_eq!(active(&game, 1).uid(), to);
    assert_eq!((game.step(), game.current()), (Step::Turn, SEAT_2));
}

#[test]
fn tcg_12_asleep_confused_and_paralyzed_replace_one_another_and_end_on_the_bench() {
    let mut game = position(
        r#"
[[seat]]
hand = ["swsh1-183"]
bench = [{ card = "swsh1-11" }]
[seat.active]
card = "swsh1-11"
conditions = ["paralyzed", "poisoned", "burned"]
[[seat]]
[seat.active]
card = "swsh1-112"
"#,
        1,
    );
    let c = &active(&game, 0).conditions();
    assert!(c.has(SpecialCondition::Paralyzed) && c.has(SpecialCondition::Poisoned));
    let mut c = *c;
    c.add(SpecialCondition::Asleep);
    assert!(c.has(SpecialCondition::Asleep) && !c.has(SpecialCondition::Paralyzed));
    assert!(c.has(SpecialCondition::Burned) && c.has(SpecialCondition::Poisoned));
    let old = active(&game, 0).uid();
    let switch = card(&game, "swsh1-183");
    play(&mut game, &[Action::Play { card: switch }]);
    let moved = game
        .board(Seat(0))
        .bench()
        .iter()
        .find(|p| p.uid() == old)
        .unwrap();
    assert!(!moved.conditions().any());
}

#[test]
fn tcg_13_the_checkup_poisons_burns_and_wakes_in_order() {
    let text = r#"
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-11"
[[seat]]
deck = ["Grass Energy"]
[seat.active]
card = "swsh1-112"
conditions = ["poisoned", "burned", "paralyzed"]
"#;
    let mut burned_stays = [false; 2];
    for seed in 0..30 {
        let mut game = position(text, seed);
        // Seat 2 was paralyzed during turn 3 by seat 1: it stays through seat 2's next turn.
        game.board_mut(Seat(1))
            .active_mut()
            .unwrap()
            .set_paralyzed_turn(2);
        play(&mut game, &[Action::EndTurn]);
        let p = active(&game, 1);
        assert_eq!(p.damage(), 30, "Poisoned 10, Burned 20");
        assert!(p.conditions().has(SpecialCondition::Paralyzed));
        burned_stays[usize::from(p.conditions().has(SpecialCondition::Burned))] = true;
    }
    assert_eq!(
        burned_stays,
        [true, true],
        "a Burned Pokémon flips to recover"
    );
}

#[test]
fn tcg_14_both_players_winning_at_once_is_sudden_death() {
    // Dubwool's Double-Edge Knocks Out the last Pokémon of seat 2 and itself (30 to itself
    // with 100 on it): both seats take their last Prize card and lose their last Pokémon.
    let mut game = position(
        r#"
[[seat]]
deck = ["Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy", "swsh1-11", "swsh1-11", "swsh1-11", "swsh1-11"]
prizes = ["Grass Energy"]
[seat.active]
card = "swsh1-154"
damage = 100
energy = ["Grass Energy", "Grass Energy", "Grass Energy"]
[[seat]]
deck = ["Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy", "Grass Energy", "swsh1-11", "swsh1-11", "swsh1-11", "swsh1-11"]
prizes = ["Grass Energy"]
[seat.active]
card = "swsh1-11"
"#,
        1,
    );
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert!(game.events().unwrap().contains(&Event::SuddenDeath));
    assert_eq!(game.prize_count(), 1);
    assert!(matches!(game.step(), Step::ChooseFirst(_)));
    let cards = |b: &altplay_tcg::game::Board| b.deck().len() + b.hand().len();
    assert_eq!(
        [cards(game.board(Seat(0))), cards(game.board(Seat(1)))],
        [15, 12]
    );
}

#[test]
fn tcg_15_a_card_whose_text_is_not_modelled_is_refused_naming_it() {
    // Oranguru's Primate Wisdom ("switch a card from your hand with the top card of your deck").
    let err = Tcg::from_position(
        "p.toml",
        "[[seat]]\n[seat.active]\ncard = \"swsh1-148\"\n[[seat]]\n[seat.active]\ncard = \"swsh1-112\"\n",
        index(),
        1,
    )
    .unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with("TCG-15") && text.contains("Oranguru"),
        "{text}"
    );
}

#[test]
fn tcg_16_a_search_is_picked_card_by_card_and_shown_only_to_the_searcher() {
    let mut game = position(
        &duel("swsh1-11", "[]", "hand = [\"swsh1-161\"]", "swsh1-112").replacen(
            "deck = [\"Grass Energy\", \"Grass Energy\", \"Grass Energy\"]",
            "deck = [\"Grass Energy\", \"Water Energy\", \"swsh1-11\"]",
            1,
        ),
        1,
    );
    let search = card(&game, "swsh1-161");
    play(&mut game, &[Action::Play { card: search }]);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let grass = card(&game, "base1-99");
    let water = card(&game, "base1-102");
    let mut expected = vec![
        Action::PickCard { card: water },
        Action::PickCard { card: grass },
    ];
    expected.sort_by_key(|a| match a {
        Action::PickCard { card } => *card,
        _ => unreachable!(),
    });
    expected.push(Action::Done);
    assert_eq!(legal, expected);
    assert!(game.view(Some(Seat(0))).choosing_from.is_some());
    let theirs = game.view(Some(SEAT_2));
    assert!(theirs.choosing_from.is_none() && theirs.boards[0].hand.is_none());
    play(&mut game, &[Action::PickCard { card: water }]);
    assert_eq!(game.step(), Step::Turn);
    assert!(game.board(Seat(0)).hand().contains(&water));
}

#[test]
fn tcg_17_your_opponent_is_decided_by_the_seating() {
    let rules = Rules::two_players();
    assert_eq!(rules.opponent_of(Seat(0)), Seat(1));
    assert_eq!(rules.opponent_of(Seat(1)), Seat(0));
    let four = Rules::team_battle();
    assert_eq!(four.opponent_of(Seat(0)), Seat(1));
    assert_eq!(four.opponent_of(Seat(1)), Seat(2));
    assert_eq!(four.team_of(Seat(2)), Team(0));
}
