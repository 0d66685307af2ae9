//! One test (or more) per rule, named after it. Positions are built directly on the state.

use altplay_core::{Game, Outcome, Seat, Team, ToMove};

use crate::board::{TABLES, parse_space, starting_row};
use crate::config::{Options, PlacementCost, Setup, SpecialEffect};
use crate::event::Event;
use crate::hand::Hand;
use crate::sample;
use crate::state::{Action, BattleGrid, Placement};

// Sample cards: one per class.
const BASIC: u16 = 0; // Sparkit, 60 HP
const STAGE1: u16 = 5; // Sparkat, 90 HP
const STAGE2: u16 = 9; // Voltigon, 150 HP
const RULE_BOX: u16 = 12; // Thunder ex, 230 HP
const BY_CLASS: [u16; 4] = [BASIC, STAGE1, STAGE2, RULE_BOX];

fn sp(name: &str) -> u8 {
    parse_space(name).unwrap()
}

fn mask(names: &str) -> u16 {
    names.split_whitespace().fold(0, |m, n| m | 1 << sp(n))
}

fn setup(options: Options) -> Setup {
    Setup::new(sample::config(Options {
        first: Some(Seat(0)),
        ..options
    }))
    .unwrap()
}

/// Seat 1 to move, past both first turns, with the given hand.
fn midgame(options: Options, hand: &[u16]) -> BattleGrid {
    let mut g = setup(options).start(1, true);
    g.turns = [1, 1];
    g.hands[0] = Hand::from_cards(hand, &g.shared.cards);
    g
}

fn put_tokens(g: &mut BattleGrid, seat: usize, space: &str, n: u8) {
    let s = sp(space);
    g.tokens[s as usize] = n;
    g.token_mask = [g.token_mask[0] & !(1 << s), g.token_mask[1] & !(1 << s)];
    if n > 0 {
        g.token_mask[seat] |= 1 << s;
    }
}

fn place(card: u16, space: &str, influence: &str) -> Action {
    Action::Place(Placement {
        card,
        space: sp(space),
        influence: mask(influence),
    })
}

fn rule_of(g: &mut BattleGrid, a: Action) -> &'static str {
    let before = g.clone();
    let err = g.apply(&a).unwrap_err();
    assert_eq!(*g, before, "a refused action changed the game");
    err.rule
}

fn legal(g: &BattleGrid) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(&mut v);
    v
}

#[test]
fn bg_2_setup_refuses_a_bad_deck() {
    let mut c = sample::config(Options::default());
    c.decks[0].pop();
    let err = Setup::new(c).unwrap_err();
    assert_eq!(err.rule, "BG-2");
    assert!(
        err.message.contains("deck 1") && err.message.contains("14 cards"),
        "{err}"
    );
}

#[test]
fn bg_3_class_and_hp_come_from_the_card() {
    let mut g = midgame(Options::default(), &[RULE_BOX]);
    put_tokens(&mut g, 0, "B3", 3);
    assert_eq!(
        rule_of(&mut g, place(RULE_BOX, "B3", "A2 B2 C2 A3 C3")),
        "BG-9"
    );
    put_tokens(&mut g, 0, "B3", 4);
    g.apply(&place(RULE_BOX, "B3", "A2 B2 C2 A3 C3")).unwrap();
    assert_eq!(g.column_hp(Seat(0)), [0, 230, 0]);
}

#[test]
fn bg_4_hands_are_hidden_unless_decklists_are_open() {
    let g = setup(Options::default()).start(1, false);
    let v = g.view(Some(Seat(0)));
    assert!(v.hands[0].cards.is_some());
    assert!(v.hands[1].cards.is_none());
    assert_eq!(v.hands[1].size, 15);
    assert!(g.view(None).hands.iter().all(|h| h.cards.is_none()));
    let open = setup(Options {
        open_decklists: true,
        ..Options::default()
    })
    .start(1, false);
    assert!(open.view(Some(Seat(0))).hands[1].cards.is_some());
}

#[test]
fn bg_5_a_coin_flip_decides_who_places_first() {
    let s = Setup::new(sample::config(Options::default())).unwrap();
    let firsts: Vec<u8> = (0..40).map(|seed| s.start(seed, false).first().0).collect();
    assert!(firsts.contains(&0) && firsts.contains(&1));
    let g = s.start(7, true);
    assert_eq!(g.to_move(), ToMove::Seat(g.first()));
    assert_eq!(g.events()[0], Event::FirstPlayer { seat: g.first() });
    let fixed = setup(Options::default());
    assert!((0..10).all(|seed| fixed.start(seed, false).first() == Seat(0)));
}

#[test]
fn bg_6_pass_only_without_a_legal_placement() {
    let mut g = setup(Options::default()).start(1, false);
    assert_eq!(rule_of(&mut g, Action::Pass), "BG-6");
    let mut g = midgame(Options::default(), &[STAGE2]);
    assert_eq!(legal(&g), vec![Action::Pass]);
    g.apply(&Action::Pass).unwrap();
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
}

#[test]
fn bg_6_game_ends_when_both_pass_in_a_row() {
    let mut g = midgame(Options::default(), &[STAGE2]);
    g.hands[1] = Hand::from_cards(&[STAGE2], &g.shared.cards);
    g.apply(&Action::Pass).unwrap();
    assert_eq!(g.outcome(), None);
    g.apply(&Action::Pass).unwrap();
    assert_eq!(g.to_move(), ToMove::Terminal);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(rule_of(&mut g, Action::Pass), "BG-6");
}

#[test]
fn bg_6_game_ends_when_both_hands_are_empty() {
    let mut g = midgame(Options::default(), &[BASIC]);
    g.hands[1] = Hand::default();
    put_tokens(&mut g, 0, "B2", 1);
    g.apply(&place(BASIC, "B2", "A2 C2")).unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            margin: 60
        })
    );
}

#[test]
fn bg_7_a_space_holds_one_pokemon() {
    let mut g = midgame(Options::default(), &[BASIC, STAGE1]);
    put_tokens(&mut g, 0, "B2", 2);
    g.apply(&place(BASIC, "B2", "A2 C2")).unwrap();
    g.apply(&Action::Pass).unwrap_or(()); // seat 2 has no tokens: it may only pass
    assert_eq!(rule_of(&mut g, place(STAGE1, "B2", "A2 C2 B1")), "BG-7");
}

#[test]
fn bg_8_free_basic_on_the_starting_row_on_the_first_turn() {
    let mut g = setup(Options::default()).start(1, true);
    let actions = legal(&g);
    assert!(actions.iter().all(|a| match a {
        Action::Place(p) =>
            starting_row(0) & 1 << p.space != 0
                && g.card(p.card).class == altplay_cards::CardClass::Basic,
        Action::Pass => false,
    }));
    assert_eq!(rule_of(&mut g, place(STAGE1, "A1", "B1 A2 A3")), "BG-8");
    assert_eq!(rule_of(&mut g, place(BASIC, "B2", "A2 B3")), "BG-9");
    g.apply(&place(BASIC, "B1", "A1 B2")).unwrap();
    assert!(matches!(g.events()[1], Event::Placed { free: true, .. }));
    // Seat 2 may place on its own starting row; seat 1, on its second turn, may not.
    g.apply(&place(1, "B5", "A5 B4")).unwrap();
    assert_eq!(rule_of(&mut g, place(BASIC, "C1", "B1 C2")), "BG-8");
    g.apply(&place(BASIC, "A1", "A2 B1")).unwrap(); // A1 holds a token from the first Basic
}

#[test]
fn bg_9_placement_needs_tokens_by_class() {
    for (class, &card) in BY_CLASS.iter().enumerate() {
        let need = class as u8 + 1;
        let mut g = midgame(Options::default(), &[card]);
        put_tokens(&mut g, 0, "B3", need - 1);
        let a = Action::Place(Placement {
            card,
            space: sp("B3"),
            influence: TABLES.influence_sets(class, 0, sp("B3"))[0],
        });
        assert_eq!(rule_of(&mut g, a), "BG-9", "class {class}");
        put_tokens(&mut g, 0, "B3", need);
        g.apply(&a).unwrap();
        assert_eq!(
            g.tokens(sp("B3")),
            Some((Seat(0), need)),
            "threshold keeps tokens"
        );
    }
}

#[test]
fn bg_9_opponent_tokens_do_not_count() {
    let mut g = midgame(Options::default(), &[BASIC]);
    put_tokens(&mut g, 1, "B3", 4);
    assert_eq!(rule_of(&mut g, place(BASIC, "B3", "A3 C3")), "BG-9");
}

#[test]
fn bg_9_spend_option_removes_the_tokens() {
    let spend = Options {
        cost: PlacementCost::Spend,
        ..Options::default()
    };
    let mut g = midgame(spend, &[STAGE1]);
    put_tokens(&mut g, 0, "B3", 3);
    g.apply(&place(STAGE1, "B3", "B4 A3 C3")).unwrap();
    assert_eq!(g.tokens(sp("B3")), Some((Seat(0), 1)));
}

#[test]
fn bg_10_influence_reach_and_count() {
    let mut g = midgame(Options::default(), &[STAGE1, BASIC]);
    put_tokens(&mut g, 0, "B3", 2);
    assert_eq!(rule_of(&mut g, place(STAGE1, "B3", "B4 A3")), "BG-10");
    assert_eq!(rule_of(&mut g, place(STAGE1, "B3", "B4 A3 A4")), "BG-10");
    g.apply(&place(STAGE1, "B3", "B4 B2 A3")).unwrap();
    for s in ["B4", "B2", "A3"] {
        assert_eq!(g.tokens(sp(s)), Some((Seat(0), 1)), "{s}");
    }
}

#[test]
fn bg_10_occupied_spaces_may_be_chosen_and_edges_take_fewer() {
    let mut g = midgame(Options::default(), &[BASIC, BASIC]);
    put_tokens(&mut g, 0, "A5", 1);
    // At the far row a Basic reaches only B5: one space.
    g.apply(&place(BASIC, "A5", "B5")).unwrap();
    g.add_pokemon(1, 1, 70, sp("B3"));
    g.to_move = 0;
    put_tokens(&mut g, 0, "B2", 1);
    g.apply(&place(BASIC, "B2", "B3 C2")).unwrap();
    assert_eq!(g.tokens(sp("B3")), Some((Seat(0), 1)));
}

/// Seat 1 places a Pokémon of `class` on B2 choosing B3, where seat 2 holds `opponent` tokens;
/// returns what B3 holds afterwards.
fn takeover(class: usize, opponent: u8, special: SpecialEffect) -> Option<(Seat, u8)> {
    let card = BY_CLASS[class];
    let mut g = midgame(
        Options {
            special,
            ..Options::default()
        },
        &[card],
    );
    put_tokens(&mut g, 0, "B2", 4);
    put_tokens(&mut g, 1, "B3", opponent);
    let b3 = 1 << sp("B3");
    let influence = *TABLES
        .influence_sets(class, 0, sp("B2"))
        .iter()
        .find(|&&m| m & b3 != 0)
        .unwrap();
    g.apply(&Action::Place(Placement {
        card,
        space: sp("B2"),
        influence,
    }))
    .unwrap();
    assert!(g.token_mask[0] & g.token_mask[1] == 0, "BG-11: never both");
    g.tokens(sp("B3"))
}

macro_rules! takeover_tests {
    ($($name:ident: $class:expr, $opponent:expr => $after:expr;)*) => {$(
        #[test]
        fn $name() {
            assert_eq!(takeover($class, $opponent, SpecialEffect::None), $after);
        }
    )*};
}

const ME: Seat = Seat(0);
const THEM: Seat = Seat(1);

takeover_tests! {
    bg_11_takeover_basic_against_no_token_adds_one: 0, 0 => Some((ME, 1));
    bg_11_takeover_basic_against_one_token_clears_it: 0, 1 => None;
    bg_11_takeover_basic_against_two_tokens_leaves_one: 0, 2 => Some((THEM, 1));
    bg_11_takeover_stage1_against_no_token_adds_one: 1, 0 => Some((ME, 1));
    bg_11_takeover_stage1_against_one_token_leaves_one: 1, 1 => Some((ME, 1));
    bg_11_takeover_stage1_against_two_tokens_clears_them: 1, 2 => None;
    bg_11_takeover_stage1_against_three_tokens_leaves_one: 1, 3 => Some((THEM, 1));
    bg_11_takeover_stage2_against_no_token_adds_one: 2, 0 => Some((ME, 1));
    bg_11_takeover_stage2_against_one_token_leaves_two: 2, 1 => Some((ME, 2));
    bg_11_takeover_stage2_against_three_tokens_clears_them: 2, 3 => None;
    bg_11_takeover_stage2_against_five_tokens_leaves_two: 2, 5 => Some((THEM, 2));
    bg_11_takeover_rule_box_against_no_token_adds_one: 3, 0 => Some((ME, 1));
    bg_11_takeover_rule_box_against_three_tokens_leaves_one: 3, 3 => Some((ME, 1));
    bg_11_takeover_rule_box_against_four_tokens_clears_them: 3, 4 => None;
    bg_11_takeover_rule_box_against_six_tokens_leaves_two: 3, 6 => Some((THEM, 2));
}

#[test]
fn bg_11_takeover_basic_has_no_fewer_case() {
    // A Basic removes 1: "fewer than 1" opponent tokens is no token at all, tested above.
    assert_eq!(takeover(0, 0, SpecialEffect::None), Some((ME, 1)));
}

#[test]
fn bg_12_default_special_effect_is_none() {
    assert_eq!(Options::default().special, SpecialEffect::None);
    assert_eq!(takeover(3, 6, SpecialEffect::None), Some((THEM, 2)));
}

#[test]
fn bg_12_overwhelm_ignores_the_takeover_limit() {
    assert_eq!(takeover(3, 6, SpecialEffect::Overwhelm), Some((ME, 1)));
    assert_eq!(takeover(3, 1, SpecialEffect::Overwhelm), Some((ME, 3)));
    assert_eq!(takeover(3, 0, SpecialEffect::Overwhelm), Some((ME, 1)));
    // Only a Rule box has the effect.
    assert_eq!(takeover(2, 5, SpecialEffect::Overwhelm), Some((THEM, 2)));
}

#[test]
fn bg_13_columns_score_alone() {
    let mut g = midgame(Options::default(), &[]);
    g.add_pokemon(0, RULE_BOX, 230, sp("A2"));
    g.add_pokemon(1, STAGE2, 150, sp("A4"));
    g.add_pokemon(1, STAGE1, 90, sp("B4"));
    g.add_pokemon(0, STAGE1, 90, sp("B1"));
    g.add_pokemon(1, BASIC, 60, sp("C5"));
    assert_eq!(g.column_hp(Seat(0)), [230, 90, 0]);
    assert_eq!(g.column_hp(Seat(1)), [150, 90, 60]);
    assert_eq!(g.totals(), [230, 60]);
}

#[test]
fn bg_15_identical_cards_are_listed_once() {
    let g = setup(Options::default()).start(1, false);
    let actions = legal(&g);
    // Deck 1 holds two Sparkit and two Pebblet: each (card, space, set) once.
    let mut unique = actions.clone();
    unique.sort_by_key(|a| format!("{a:?}"));
    unique.dedup();
    assert_eq!(unique.len(), actions.len());
    // Five distinct Basics (Sparkit, Pebblet, Drizzle, Mossling, Tiny) on the starting row:
    // A1 and C1 reach 2 spaces (1 set), B1 reaches 3 (3 sets).
    assert_eq!(actions.len(), 5 * (1 + 3 + 1));
}

#[test]
fn bg_16_every_change_is_an_event() {
    let mut g = midgame(Options::default(), &[STAGE1]);
    put_tokens(&mut g, 0, "B2", 2);
    put_tokens(&mut g, 1, "B3", 1);
    let before = g.events().len();
    g.apply(&place(STAGE1, "B2", "B3 A2 C2")).unwrap();
    let seat = Seat(0);
    assert_eq!(
        &g.events()[before..],
        &[
            Event::Placed {
                seat,
                card: STAGE1,
                space: sp("B2"),
                free: false
            },
            Event::Influence {
                seat,
                space: sp("A2"),
                removed: 0,
                added: 1
            },
            Event::Influence {
                seat,
                space: sp("C2"),
                removed: 0,
                added: 1
            },
            Event::Influence {
                seat,
                space: sp("B3"),
                removed: 1,
                added: 1
            },
        ]
    );
}
