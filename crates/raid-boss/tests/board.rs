//! The board a person is shown (`Hosted::board`), at real positions of real games: names, HP
//! left, the dice, the abilities' texts, what each seat is asked, and nothing face down named.

mod common;

use altplay_core::{Game, GameRng, Seat};
use altplay_format::Hosted;
use altplay_raid_boss::{Action, Board, RaidBoss, Step, words};
use common::{TEAM, game, rules_with, run_until};

fn legal(g: &RaidBoss) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

/// The board for each seat, then for a spectator.
fn boards(g: &RaidBoss) -> Vec<Board> {
    (0..4)
        .map(|s| g.board(Some(Seat(s))))
        .chain([g.board(None)])
        .collect()
}

/// The seat to move and its hero's name.
fn deciding(g: &RaidBoss) -> (Seat, &str) {
    let seat = match g.to_move() {
        altplay_core::ToMove::Seat(seat) => seat,
        other => panic!("one seat moves in Raid Boss, not {other:?}"),
    };
    (seat, g.rules().heroes[seat.0 as usize].name.as_str())
}

/// Plays on, paying for the first ability the dice can pay for, until `stop` holds.
fn play_until(g: &mut RaidBoss, stop: impl Fn(&RaidBoss) -> bool) {
    for _ in 0..10_000 {
        if stop(g) || g.state().is_over() {
            return;
        }
        let all = legal(g);
        let a = all
            .iter()
            .find(|a| matches!(a, Action::Assign { .. }))
            .or_else(|| {
                all.iter()
                    .find(|a| matches!(a, Action::EndAssign | Action::Pass))
            })
            .unwrap_or(&all[0]);
        g.apply(a).unwrap();
    }
    panic!("the condition never held");
}

#[test]
fn the_first_decision_names_the_boss_and_heroes_and_no_face_down_card() {
    let g = game(3);
    let [b0, b1, .., spectator] = &boards(&g)[..] else {
        unreachable!()
    };
    assert_eq!(b0.title, "Round 1 — the round begins");
    assert_eq!(b0.prompt, "The round begins: use an Assist, or continue.");
    let waiting = "The round begins: waiting for Bulwark to use an Assist, or continue.";
    assert_eq!(
        (b1.prompt.as_str(), spectator.prompt.as_str()),
        (waiting, waiting)
    );
    assert_eq!(
        (b0.boss.name.as_str(), b0.boss.hp, b0.boss.hp_max),
        ("Cinderwyrm", 120, 120)
    );
    assert_eq!(b0.boss.status, ["Fury 0 of 5"]);
    assert!(b0.boss.phase.starts_with("Phase 1 of 2: "));
    assert!(b0.boss.card.is_none() && b0.dice.is_none());
    assert_eq!(b0.boss.next.as_deref(), Some("face down above Bulwark"));
    let names: Vec<&str> = b0.heroes.iter().map(|h| h.name.as_str()).collect();
    assert_eq!(names, TEAM);
    for (h, def) in b0.heroes.iter().zip(&g.rules().heroes) {
        assert_eq!((h.hp, h.hp_max), (def.base_hp, def.max_hp));
        assert_eq!(h.card.as_deref(), Some("face down"));
        assert!(
            h.assist.usable_now,
            "{}'s Assist in the Round Start window",
            h.name
        );
        assert!(h.abilities.iter().all(|a| !a.usable_now));
    }
    let you: Vec<bool> = b1.heroes.iter().map(|h| h.you).collect();
    assert_eq!(you, [false, true, false, false]);
    // Nothing is revealed or discarded yet: no boss card is named anywhere.
    for board in boards(&g) {
        let text = serde_json::to_string(&board).unwrap();
        for card in &g.rules().boss.card {
            assert!(!text.contains(&card.name), "{} is named: {text}", card.name);
        }
    }
}

#[test]
fn a_redeal_of_the_face_down_cards_changes_no_seats_board() {
    let mut g = game(5);
    run_until(&mut g, |s| s.step == Step::Assign);
    let mut rng = GameRng::from_seed(9);
    let mut dealt_otherwise = false;
    for _ in 0..16 {
        let redealt = g.chance_redealt(&mut rng);
        dealt_otherwise |= redealt.state().heroes != g.state().heroes;
        let json = |g: &RaidBoss| serde_json::to_string(&boards(g)).unwrap();
        assert_eq!(json(&redealt), json(&g));
    }
    assert!(dealt_otherwise, "some redeal put other cards face down");
}

#[test]
fn assigning_shows_the_roll_the_abilities_usable_and_the_prompt_for_each_seat() {
    let mut g = game(3);
    run_until(&mut g, |s| s.step == Step::Assign);
    let (seat, name) = deciding(&g);
    assert_eq!(name, "Bulwark");
    let mine = g.board(Some(seat));
    assert_eq!(mine.title, "Round 1 — Bulwark assigns dice");
    assert_eq!(
        mine.prompt,
        "Assign dice to abilities, or finish assigning."
    );
    assert_eq!(
        g.board(Some(Seat(2))).prompt,
        "Waiting for Bulwark to assign dice to abilities, or finish assigning."
    );
    let card = mine
        .boss
        .card
        .as_ref()
        .expect("the active card is revealed");
    assert_eq!((card.above.as_str(), card.resolved), ("Bulwark", false));
    let bulwark = &mine.heroes[0];
    assert!(bulwark.active && bulwark.you);
    let brace = &bulwark.abilities[0];
    assert_eq!(
        (brace.name.as_str(), brace.cost, brace.text.as_str()),
        ("Brace", Some(2), "Give the active hero 3 Shields.")
    );
    let dice = mine.dice.as_ref().expect("a roll on the table");
    let faces: Vec<u8> = dice.roll.iter().map(|d| d.face).collect();
    let rolled: Vec<u8> = g.state().dice.iter().map(|d| d.value).collect();
    assert_eq!(faces, rolled);
    assert_eq!(
        dice.pips_left,
        rolled.iter().map(|&f| u16::from(f)).sum::<u16>()
    );
    assert!(dice.roll.iter().all(|d| d.assigned_to.is_none()));
    assert_eq!(dice.roll[1].name, "Die #2", "as the actions name it");
    let all = legal(&g);
    for (ability, shown) in (0..3).zip(&bulwark.abilities) {
        let payable = all
            .iter()
            .any(|a| matches!(a, Action::Assign { ability: x, .. } if *x == ability));
        assert_eq!(shown.usable_now, payable, "{}", shown.name);
    }

    let &assign = all
        .iter()
        .find(|a| matches!(a, Action::Assign { .. }))
        .expect("some ability is payable");
    let Action::Assign { die, ability } = assign else {
        unreachable!()
    };
    g.apply(&assign).unwrap();
    let dice = g.board(Some(seat)).dice.expect("the roll stays");
    let to = &g.rules().heroes[0].ability[ability as usize].name;
    assert_eq!(dice.roll[die as usize].assigned_to.as_ref(), Some(to));
    let face = u16::from(faces[die as usize]);
    assert_eq!(
        dice.pips_left,
        faces.iter().map(|&f| u16::from(f)).sum::<u16>() - face
    );
}

#[test]
fn hp_left_is_shown_for_the_boss_and_the_heroes_after_damage() {
    let mut g = game(11);
    play_until(&mut g, |g| {
        let s = g.state();
        s.round == 2 && s.boss_damage > 0 && s.heroes.iter().any(|h| h.hp < h.max_hp)
    });
    let view = g.view(None);
    let board = g.board(None);
    assert!(view.boss_damage > 0);
    assert_eq!(board.boss.hp, view.boss_hp - view.boss_damage);
    for (h, v) in board.heroes.iter().zip(&view.heroes) {
        assert_eq!(
            (h.name.as_str(), h.hp, h.hp_max),
            (v.name.as_str(), v.hp, v.max_hp)
        );
    }
    assert!(board.heroes.iter().any(|h| h.hp < h.hp_max));
}

#[test]
fn real_dice_are_asked_for_face_by_face() {
    let mut g = RaidBoss::new(rules_with(TEAM, "Cinderwyrm", vec![true; 4]), 3, true);
    run_until(&mut g, |s| s.step == Step::ReportDice);
    let (seat, name) = deciding(&g);
    let board = g.board(Some(seat));
    assert_eq!(board.title, format!("Round 1 — {name} rolls real dice"));
    assert_eq!(
        board.prompt,
        "Roll the dice at the table and report die 1 of 2."
    );
    let dice = board.dice.expect("a roll being reported");
    assert!(dice.roll.is_empty());
    assert_eq!(dice.to_report, Some(2));
    g.apply(&Action::Die { value: 5 }).unwrap();
    let board = g.board(Some(seat));
    assert_eq!(
        board.prompt,
        "Roll the dice at the table and report die 2 of 2."
    );
    let dice = board.dice.expect("a roll being reported");
    assert_eq!((dice.roll[0].face, dice.to_report), (5, Some(1)));
}

#[test]
fn a_choose_1_card_asks_for_one_of_its_options() {
    let g = (0..100)
        .map(|seed| {
            let mut g = game(seed);
            run_until(&mut g, |s| matches!(s.step, Step::Choose { .. }));
            g
        })
        .find(|g| matches!(g.state().step, Step::Choose { .. }))
        .expect("a Choose 1 card within 100 games");
    let (seat, name) = deciding(&g);
    let board = g.board(Some(seat));
    let card = board.boss.card.as_ref().expect("revealed").name.clone();
    assert_eq!(board.prompt, format!("Choose one option of {card}."));
    assert_eq!(
        g.board(None).prompt,
        format!("Waiting for {name} to choose one option of {card}.")
    );
    assert!(
        board
            .title
            .ends_with(&format!("{name} chooses how {card} resolves"))
    );
}

#[test]
fn the_boss_enraged_in_phase_2_says_so() {
    let mut g = game(4);
    run_until(&mut g, |s| s.step == Step::Assign);
    g.state_mut().boss_damage = 60;
    run_until(&mut g, |s| s.phase == 1);
    let boss = g.board(None).boss;
    assert!(
        boss.status.iter().any(|l| l == "Enraged"),
        "{:?}",
        boss.status
    );
    assert!(
        boss.phase.starts_with("Phase 2 of 2: Enraged at 60 damage"),
        "{}",
        boss.phase
    );
    assert_eq!(boss.hp, 60);
}

#[test]
fn a_hero_s_state_is_in_words() {
    let mut g = game(3);
    {
        let h = &mut g.state_mut().heroes[1];
        (h.ko, h.hp, h.shield, h.booster, h.shards, h.assist_ready) = (true, 0, 3, false, 1, false);
        h.boss_effects = 1;
    }
    assert_eq!(
        g.board(Some(Seat(0))).prompt,
        "The round begins: use an Assist or revive a hero, or continue."
    );
    let h = &g.board(None).heroes[1];
    assert_eq!(
        h.status,
        [
            "Knocked out",
            "3 Shields",
            "Healing restricted",
            "Heat 0 of 4",
            "2 Ability Dice",
            "Assist tapped",
            "Booster spent",
            "1 Temporal Shard left",
        ]
    );
}

#[test]
fn a_finished_game_s_prompt_is_how_it_ended() {
    let mut g = game(8);
    play_until(&mut g, |_| false);
    assert!(g.state().is_over());
    let board = g.board(Some(Seat(0)));
    assert_eq!(board.prompt, words::result(&g));
    assert!(board.title.ends_with("the game is over"));
}
