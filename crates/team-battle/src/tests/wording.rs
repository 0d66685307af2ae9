//! TB-11's card wordings, each from a position file of Team Battle's table with real cards that
//! print the wording: seats A1, B1, A2, B2 (1 to 4), A1 to move. The engine decides who "you"
//! and "your opponent" are (`altplay_tcg`'s `designate.rs`); these tests hold it to TB-11.

use altplay_core::{Game, Seat};
use altplay_tcg::format::card_data;
use altplay_tcg::game::{Action, CardId, Tcg};

use super::{A1, A2, B1, B2};
use crate::RULES;

/// A seat of a position file whose deck is ten Grass Energy, with `rest` after it.
fn seat(rest: &str) -> String {
    format!("[[seat]]\ndeck = {DECK}\n{rest}\n")
}

const DECK: &str = "[\"Grass Energy\", \"Grass Energy\", \"Grass Energy\", \"Grass Energy\", \
                    \"Grass Energy\", \"Grass Energy\", \"Grass Energy\", \"Grass Energy\"]";

/// Each opponent's Active and Benched Pokémon: Rowlet (sm1-9) with one Benched Rowlet.
const OPPONENT: &str = "[seat.active]\ncard = \"sm1-9\"\n[[seat.bench]]\ncard = \"sm1-9\"";

/// A seat with only an Active Pokémon, Rowlet (sm1-9): the teammate, mostly.
const ACTIVE_ONLY: &str = "[seat.active]\ncard = \"sm1-9\"";

/// A1's Active Venomoth (sm10-11, on Venonat) with one Grass Energy: Poison Powder's cost.
const VENOMOTH: &str =
    "[seat.active]\ncard = \"sm10-11\"\nunder = [\"sm10-9\"]\nenergy = [\"Grass Energy\"]";

/// The game a four-seat position lays out: A1's seat text, then B1's, A2's and B2's.
fn table(seats: [&str; 4]) -> Tcg {
    let text = format!("turn = 5\n{}", seats.map(seat).concat());
    let data = card_data(None).expect("the shared card data");
    Tcg::from_position_at("team.toml", &text, &data.index, 1, RULES)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The table's id of the printed card `id`.
fn card(game: &Tcg, id: &str) -> CardId {
    game.cards().id_of(id).expect("in the position")
}

fn legal(game: &Tcg) -> Vec<Action> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out
}

/// The Active Pokémon's attack `index` on `target`'s Active Pokémon.
fn attack_at(game: &mut Tcg, index: u8, target: Seat) {
    game.act(&Action::AttackAt { index, target })
        .unwrap_or_else(|e| panic!("{e}"));
}

fn damage(game: &Tcg, seat: Seat) -> u16 {
    game.board(seat).active().unwrap().damage()
}

#[test]
fn tb_11_an_attack_names_the_opponent_it_attacks_and_the_defending_pokemon_is_theirs() {
    // Venomoth's Poison Powder: 30 damage, "Your opponent's Active Pokémon is now Poisoned."
    let mut game = table([VENOMOTH, OPPONENT, ACTIVE_ONLY, OPPONENT]);
    let offered: Vec<Action> = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::AttackAt { index: 1, .. }))
        .collect();
    let at = |target| Action::AttackAt { index: 1, target };
    assert_eq!(offered, [at(B1), at(B2)], "either opponent, never A2");
    assert_eq!(game.check(&at(A2)).unwrap_err().rule, "TCG-17");
    game.act(&at(B2)).unwrap();
    let poisoned = |g: &Tcg, s: Seat| {
        let p = g.board(s).active().unwrap();
        p.conditions()
            .has(altplay_tcg::effect::SpecialCondition::Poisoned)
    };
    assert!(poisoned(&game, B2) && damage(&game, B2) >= 30);
    assert!(!poisoned(&game, B1), "B1 was not attacked");
    assert_eq!(damage(&game, B1), 0);
}

#[test]
fn tb_11_an_attacks_conditions_read_your_opponent_as_the_one_it_targets() {
    // Venomoth's Assassin Flight: "You can use this attack only if your opponent's Active
    // Pokémon is affected by a Special Condition. This attack does 90 damage to 1 of your
    // opponent's Benched Pokémon."
    let poisoned = "[seat.active]\ncard = \"sm1-9\"\nconditions = [\"poisoned\"]\n\
                    [[seat.bench]]\ncard = \"sm1-9\"\n[[seat.bench]]\ncard = \"sm10-9\"";
    let mut game = table([VENOMOTH, poisoned, ACTIVE_ONLY, OPPONENT]);
    let at = |target| Action::AttackAt { index: 0, target };
    assert!(legal(&game).contains(&at(B1)));
    assert!(!legal(&game).contains(&at(B2)));
    assert_eq!(game.check(&at(B2)).unwrap_err().rule, "TCG-15");
    game.act(&at(B1)).unwrap();
    // The 90 damage goes to one of B1's Benched Pokémon: B2's are not offered, nor is B1's
    // Active Pokémon.
    let b2_bench = game.board(B2).bench()[0].uid();
    assert!(
        game.check(&Action::PickPokemon { pokemon: b2_bench })
            .is_err()
    );
    let b1_active = game.board(B1).active().unwrap().uid();
    assert!(
        game.check(&Action::PickPokemon { pokemon: b1_active })
            .is_err()
    );
    let b1_bench = game.board(B1).bench()[1].uid();
    game.act(&Action::PickPokemon { pokemon: b1_bench })
        .unwrap();
    assert_eq!(
        game.board(B1).bench().len(),
        1,
        "B1's Venonat (60 HP) Knocked Out"
    );
    assert_eq!(game.board(B2).bench()[0].damage(), 0);
}

#[test]
fn tb_11_outside_attacks_the_player_chooses_which_opponent_a_trainer_means() {
    // Boss's Orders: "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon."
    let mut game = table([
        "hand = [\"swsh2-154\"]\n[seat.active]\ncard = \"sm1-9\"",
        OPPONENT,
        ACTIVE_ONLY,
        "[seat.active]\ncard = \"sm1-9\"\n[[seat.bench]]\ncard = \"sm10-9\"",
    ]);
    let card = card(&game, "swsh2-154");
    let play = |you, opponent| Action::PlayFor {
        card,
        you,
        opponent,
    };
    let offered: Vec<Action> = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::PlayFor { .. }))
        .collect();
    assert_eq!(
        offered,
        [play(A1, B1), play(A1, B2), play(A2, B1), play(A2, B2)],
        "either opponent; \"you\" A1 or their teammate A2"
    );
    let e = game.check(&Action::Play { card }).unwrap_err();
    assert_eq!(e.rule, "TCG-17", "{e}");
    assert_eq!(game.check(&play(A1, A2)).unwrap_err().rule, "TCG-17");
    game.act(&play(A1, B2)).unwrap();
    let venonat = card_named(&game, B2, "sm10-9");
    assert!(venonat, "B2's Benched Venonat is now their Active Pokémon");
    assert_eq!(game.board(B1).bench().len(), 1, "B1's board is as it was");
    assert!(game.board(A1).discard().contains(&card));
}

/// Whether `seat`'s Active Pokémon is the printed card `id`.
fn card_named(game: &Tcg, seat: Seat, id: &str) -> bool {
    let active = game.board(seat).active().unwrap();
    Some(active.card()) == game.cards().id_of(id)
}

#[test]
fn tb_11_you_may_be_the_teammate_for_an_item_or_a_supporter() {
    // Hop: "Draw 3 cards." — it names no opponent, so only "you" is chosen.
    let mut game = table([
        "hand = [\"swsh1-165\"]\n[seat.active]\ncard = \"sm1-9\"",
        OPPONENT,
        ACTIVE_ONLY,
        OPPONENT,
    ]);
    let card = card(&game, "swsh1-165");
    let offered: Vec<Action> = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::PlayFor { .. }))
        .collect();
    let play = |you| Action::PlayFor {
        card,
        you,
        opponent: B1,
    };
    assert_eq!(offered, [play(A1), play(A2)]);
    let e = game
        .check(&Action::PlayFor {
            card,
            you: A2,
            opponent: B2,
        })
        .unwrap_err();
    assert_eq!(e.rule, "TCG-17", "Hop names no opponent to choose: {e}");
    game.act(&play(A2)).unwrap();
    assert_eq!(game.board(A2).hand().len(), 3, "A2 drew 3");
    assert!(game.board(A1).hand().is_empty());
    assert!(game.board(A1).discard().contains(&card), "A1's card");
    assert!(game.supporter_quota_met(), "A1's Supporter of the turn");
}

#[test]
fn tb_11_an_ability_names_the_opponent_it_means() {
    // Decidueye-GX's Feather Arrow: "Once during your turn (before your attack), you may put 2
    // damage counters on 1 of your opponent's Pokémon."
    let mut game = table([
        "[seat.active]\ncard = \"sm1-12\"\nunder = [\"sm1-9\", \"sm1-10\"]",
        OPPONENT,
        ACTIVE_ONLY,
        OPPONENT,
    ]);
    let uid = game.board(A1).active().unwrap().uid();
    let at = |opponent| Action::AbilityAt {
        pokemon: uid,
        index: 0,
        opponent,
    };
    assert!(legal(&game).contains(&at(B1)) && legal(&game).contains(&at(B2)));
    let plain = Action::Ability {
        pokemon: uid,
        index: 0,
    };
    assert_eq!(game.check(&plain).unwrap_err().rule, "TCG-17");
    game.act(&at(B2)).unwrap();
    if game.check(&Action::Yes).is_ok() {
        game.act(&Action::Yes).unwrap();
    }
    let b1 = game.board(B1).active().unwrap().uid();
    assert!(game.check(&Action::PickPokemon { pokemon: b1 }).is_err());
    let b2 = game.board(B2).bench()[0].uid();
    game.act(&Action::PickPokemon { pokemon: b2 }).unwrap();
    assert_eq!(game.board(B2).bench()[0].damage(), 20);
}

#[test]
fn tb_11_each_defending_pokemon_is_both_opponents_active_pokemon() {
    // Breloom's Super Poison Breath: "Each Defending Pokémon is now Poisoned."; Fearow's
    // Double Wing Attack: "Does 20 damage to each Defending Pokémon."
    let poisoned = |g: &Tcg, s: Seat| {
        let p = g.board(s).active().unwrap();
        p.conditions()
            .has(altplay_tcg::effect::SpecialCondition::Poisoned)
    };
    let mut game = table([
        "[seat.active]\ncard = \"ex2-33\"\nunder = [\"ex2-78\"]\nenergy = [\"Grass Energy\"]",
        OPPONENT,
        ACTIVE_ONLY,
        OPPONENT,
    ]);
    attack_at(&mut game, 0, B1);
    assert!(poisoned(&game, B1) && poisoned(&game, B2));
    assert!(!poisoned(&game, A2), "not the teammate's");
    let mut game = table([
        "[seat.active]\ncard = \"ex2-37\"\nunder = [\"ex2-81\"]\n\
         energy = [\"Grass Energy\", \"Grass Energy\"]",
        OPPONENT,
        ACTIVE_ONLY,
        OPPONENT,
    ]);
    attack_at(&mut game, 0, B2);
    assert_eq!((damage(&game, B1), damage(&game, B2)), (20, 20));
    assert_eq!(damage(&game, A2), 0);
}

#[test]
fn tb_11_all_pokemon_in_play_are_both_teams() {
    // Dusclops's Night Roam: "Put 1 damage counter on each Pokémon (both yours and your
    // opponent's)."
    let mut game = table([
        "[seat.active]\ncard = \"sm3-52\"\nunder = [\"sm3-51\"]\nenergy = [\"Psychic Energy\"]",
        OPPONENT,
        OPPONENT,
        OPPONENT,
    ]);
    attack_at(&mut game, 0, B1);
    for s in [A1, B1, A2, B2] {
        let board = &game.board(s);
        for p in board.in_play() {
            assert_eq!(p.damage(), 10, "seat {}'s Pokémon", s.0 + 1);
        }
    }
}

#[test]
fn tb_11_a_passive_effect_on_your_opponent_holds_for_both_opponents() {
    // Sandile's Intimidating Fang: "As long as this Pokémon is your Active Pokémon, your
    // opponent's Active Pokémon's attacks do 20 less damage (before applying Weakness and
    // Resistance)." No one designates an opponent for a passive effect: both are.
    let mut game = table([
        VENOMOTH,
        "[seat.active]\ncard = \"sm10-113\"",
        ACTIVE_ONLY,
        OPPONENT,
    ]);
    // Poison Powder, 30 damage, on B2: B1's Sandile's Ability takes 20 off; B2's Checkup comes
    // after B2's own turn (TB-12), so the Poison adds nothing yet.
    attack_at(&mut game, 1, B2);
    assert_eq!(damage(&game, B2), 10);
}

#[test]
fn tb_11_a_text_no_opponent_set_off_asks_its_player_which_opponent() {
    // Galarian Zigzagoon's Headbutt Tantrum: "When you play this Pokémon from your hand onto
    // your Bench during your turn, you may put 1 damage counter on 1 of your opponent's
    // Pokémon."
    let mut game = table([
        "hand = [\"swsh1-117\"]\n[seat.active]\ncard = \"sm1-9\"",
        OPPONENT,
        ACTIVE_ONLY,
        OPPONENT,
    ]);
    let card = card(&game, "swsh1-117");
    game.act(&Action::Bench { card }).unwrap();
    let options = [
        Action::PickOption { index: 0 },
        Action::PickOption { index: 1 },
    ];
    assert_eq!(legal(&game), options, "B1 or B2");
    assert_eq!(game.opponent_option(1), Some(B2));
    game.act(&options[1]).unwrap();
    if game.check(&Action::Yes).is_ok() {
        game.act(&Action::Yes).unwrap();
    }
    let b1 = game.board(B1).active().unwrap().uid();
    assert!(game.check(&Action::PickPokemon { pokemon: b1 }).is_err());
    let b2 = game.board(B2).active().unwrap().uid();
    game.act(&Action::PickPokemon { pokemon: b2 }).unwrap();
    assert_eq!(damage(&game, B2), 10);
}
