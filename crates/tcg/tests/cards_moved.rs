//! Texts that move cards, played on real cards: Trainers and attacks that draw, search,
//! discard, and recover cards, and the Pokémon a group's relative clause allows.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, CardId, Tcg};
use common::*;

/// The game's card of this name (a basic Energy, named in a position by its name).
fn named(game: &Tcg, name: &str) -> CardId {
    (0..game.cards().len() as u16)
        .map(CardId)
        .find(|&id| game.cards().get(id).name == name)
        .expect("in the game's cards")
}

/// Seat 1's Qwilfish, `hand` in its hand, against seat 2's Clobbopus with a Grass Energy in its
/// deck.
fn holding(hand: &[&str]) -> Pos {
    Pos::duel(mon("swsh1-51"), mon("swsh1-112"))
        .hand(0, hand)
        .deck(1, &["Grass Energy"])
}

#[test]
fn acerola_puts_only_a_damaged_pokemon_and_its_cards_into_the_hand() {
    // Acerola: "Put 1 of your Pokémon that has any damage counters on it and all cards
    // attached to it into your hand."
    let mut game = Pos::duel(mon("swsh1-11").damage(30), mon("swsh1-112"))
        .hand(0, &["sm3-112"])
        .deck(0, &["Grass Energy"])
        .bench(0, mon("swsh1-51"))
        .bench(0, mon("swsh1-112").energy(&["Fighting Energy"]).damage(10))
        .deck(1, &["Grass Energy"])
        .game(1);
    let acerola = card(&game, "sm3-112");
    play(&mut game, &[Action::Play { card: acerola }]);
    let undamaged = bench_uid(&game, 0, 0);
    assert!(
        game.act(&Action::PickPokemon { pokemon: undamaged })
            .is_err(),
        "a Pokémon without damage counters is not offered"
    );
    let clobbopus = bench_uid(&game, 0, 1);
    play(&mut game, &[Action::PickPokemon { pokemon: clobbopus }]);
    let board = &game.board(Seat(0));
    assert_eq!(board.bench().len(), 1);
    assert!(board.hand().contains(&card(&game, "swsh1-112")));
    assert_eq!(board.hand().len(), 2, "with its Fighting Energy");
    assert_eq!(active(&game, 0).damage(), 30, "the Active stays");
}

#[test]
fn acerola_on_the_active_pokemon_leaves_a_benched_one_to_promote() {
    let mut game = Pos::duel(mon("swsh1-11").damage(30), mon("swsh1-112"))
        .hand(0, &["sm3-112"])
        .deck(0, &["Grass Energy"])
        .bench(0, mon("swsh1-51"))
        .bench(0, mon("swsh1-112"))
        .deck(1, &["Grass Energy"])
        .game(1);
    let acerola = card(&game, "sm3-112");
    play(&mut game, &[Action::Play { card: acerola }]);
    assert!(
        game.board(Seat(0)).active().is_none(),
        "the only damaged one: the Active"
    );
    assert_eq!(game.board(Seat(0)).hand(), [card(&game, "swsh1-11")]);
    let qwilfish = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Promote { pokemon: qwilfish }]);
    assert_eq!(active(&game, 0).uid(), qwilfish);
}

#[test]
fn lana_heals_each_pokemon_with_water_energy_attached() {
    // Lana: "Heal 50 damage from each of your Pokémon that has any Water Energy attached to
    // it."
    let mut game = Pos::duel(
        mon("swsh1-51").energy(&["Water Energy"]).damage(60),
        mon("swsh1-112"),
    )
    .hand(0, &["sm3-117"])
    .deck(0, &["Grass Energy"])
    .bench(0, mon("swsh1-51").damage(30))
    .bench(0, mon("swsh1-11").energy(&["Water Energy"]).damage(30))
    .deck(1, &["Grass Energy"])
    .game(1);
    let lana = card(&game, "sm3-117");
    play(&mut game, &[Action::Play { card: lana }]);
    let board = &game.board(Seat(0));
    assert_eq!(active(&game, 0).damage(), 10);
    assert_eq!(board.bench()[0].damage(), 30, "no Water Energy: not healed");
    assert_eq!(board.bench()[1].damage(), 0);
}

#[test]
fn turbo_patch_attaches_on_heads_to_a_basic_pokemon_that_is_not_a_pokemon_gx() {
    // Turbo Patch: "Flip a coin. If heads, attach a basic Energy card from your discard pile to
    // 1 of your Basic Pokémon that isn't a Pokémon-GX."
    let text = Pos::duel(mon("sm1-35"), mon("swsh1-112"))
        .hand(0, &["swsh3-172"])
        .deck(0, &["Grass Energy"])
        .discard(0, &["Grass Energy"])
        .bench(0, mon("swsh1-11"))
        .deck(1, &["Grass Energy"]);
    let mut outcomes = [0; 2];
    for seed in 1..=12 {
        let mut game = text.game(seed);
        let patch = card(&game, "swsh3-172");
        play(&mut game, &[Action::Play { card: patch }]);
        assert!(active(&game, 0).energy().is_empty(), "never the Pokémon-GX");
        let attached = game.board(Seat(0)).bench()[0].energy().len();
        assert_eq!(
            attached + game.board(Seat(0)).discard().len(),
            2,
            "Energy and the Item"
        );
        outcomes[attached] += 1;
    }
    assert!(
        outcomes[0] > 0 && outcomes[1] > 0,
        "tails and heads: {outcomes:?}"
    );
}

#[test]
fn looker_draws_from_the_bottom_of_the_deck() {
    // Looker: "Draw 3 cards from the bottom of your deck."
    let mut game = holding(&["sm5-126"])
        .deck(
            0,
            &["swsh1-11", "Grass Energy", "Grass Energy", "Grass Energy"],
        )
        .game(1);
    let looker = card(&game, "sm5-126");
    play(&mut game, &[Action::Play { card: looker }]);
    let board = &game.board(Seat(0));
    assert_eq!(board.deck(), [card(&game, "swsh1-11")], "the top stays");
    assert_eq!(board.hand().len(), 3);
    assert!(!board.hand().contains(&card(&game, "swsh1-11")));
}

#[test]
fn kahili_goes_back_to_the_hand_on_heads() {
    // Kahili: "Draw 2 cards. Then, flip a coin. If heads, if you played this Kahili from your
    // hand, put this card into your hand instead of the discard pile."
    let text = holding(&["sm8-179"]).deck(0, &["Grass Energy"; 3]);
    let mut kept = [0; 2];
    for seed in 1..=12 {
        let mut game = text.game(seed);
        let kahili = card(&game, "sm8-179");
        play(&mut game, &[Action::Play { card: kahili }]);
        let board = &game.board(Seat(0));
        let in_hand = board.hand().contains(&kahili);
        assert_eq!(board.discard().contains(&kahili), !in_hand);
        assert_eq!(board.hand().len(), 2 + usize::from(in_hand), "2 drawn");
        kept[usize::from(in_hand)] += 1;
    }
    assert!(kept[0] > 0 && kept[1] > 0, "tails and heads: {kept:?}");
}

#[test]
fn brocks_grit_shuffles_pokemon_and_basic_energy_from_the_discard_pile() {
    // Brock's Grit: "Shuffle 6 in any combination of Pokémon and basic Energy cards from your
    // discard pile into your deck."
    let mut game = holding(&["sm9-135"])
        .deck(0, &["Grass Energy"])
        .discard(
            0,
            &[
                "swsh1-11",
                "swsh1-11",
                "Grass Energy",
                "Grass Energy",
                "swsh1-183",
            ],
        )
        .game(1);
    let grit = card(&game, "sm9-135");
    let switch = card(&game, "swsh1-183");
    play(&mut game, &[Action::Play { card: grit }]);
    assert!(
        game.act(&Action::PickCard { card: switch }).is_err(),
        "a Trainer is not offered"
    );
    let (grookey, grass) = (card(&game, "swsh1-11"), named(&game, "Grass Energy"));
    // The last Grass Energy, the only kind left, goes without asking.
    for card in [grookey, grass, grookey] {
        play(&mut game, &[Action::PickCard { card }]);
    }
    let board = &game.board(Seat(0));
    assert_eq!(board.deck().len(), 5, "fewer than 6 found: all of them");
    assert_eq!(board.discard(), [switch, grit]);
}

#[test]
fn nessa_puts_water_pokemon_and_water_energy_into_the_hand() {
    // Nessa: "Put up to 4 in any combination of Water Pokémon and Water Energy cards from your
    // discard pile into your hand."
    let mut game = holding(&["swsh4-157"])
        .deck(0, &["Grass Energy"])
        .discard(
            0,
            &[
                "swsh1-51",
                "swsh1-11",
                "Water Energy",
                "Water Energy",
                "Grass Energy",
            ],
        )
        .game(1);
    let nessa = card(&game, "swsh4-157");
    play(&mut game, &[Action::Play { card: nessa }]);
    let (qwilfish, water) = (card(&game, "swsh1-51"), named(&game, "Water Energy"));
    assert!(
        game.act(&Action::PickCard {
            card: card(&game, "swsh1-11")
        })
        .is_err(),
        "a Grass Pokémon is not offered"
    );
    play(
        &mut game,
        &[
            Action::PickCard { card: qwilfish },
            Action::PickCard { card: water },
            Action::Done,
        ],
    );
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [qwilfish, water], "up to 4: stopped at 2");
    assert_eq!(board.discard().len(), 4);
}

#[test]
fn pidove_finds_only_pokemon_with_fighting_resistance() {
    // Pidove's Chirp: "Search your deck for up to 2 Pokémon with Fighting Resistance, reveal
    // them, and put them into your hand. Then, shuffle your deck."
    let mut game = Pos::duel(mon("swsh2-143").energy(&["Grass Energy"]), mon("swsh1-112"))
        .deck(0, &["swsh2-144", "swsh1-11", "swsh2-143", "Grass Energy"])
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    let grookey = card(&game, "swsh1-11");
    assert!(game.act(&Action::PickCard { card: grookey }).is_err());
    let (tranquill, pidove) = (card(&game, "swsh2-144"), card(&game, "swsh2-143"));
    play(
        &mut game,
        &[
            Action::PickCard { card: tranquill },
            Action::PickCard { card: pidove },
        ],
    );
    let board = &game.board(Seat(0));
    assert!(board.hand().contains(&tranquill) && board.hand().contains(&pidove));
    assert_eq!(board.deck().len(), 2);
}

#[test]
fn exeggcute_benches_a_card_of_its_own_name() {
    // Exeggcute's Multiply: "Search your deck for Exeggcute and put it onto your Bench."
    let mut game = Pos::duel(mon("sm6-1").energy(&["Grass Energy"]), mon("swsh1-112"))
        .deck(0, &["swsh1-11", "sm6-1"])
        .deck(1, &["Grass Energy"])
        .attacking(0, 1);
    let exeggcute = card(&game, "sm6-1");
    assert!(
        game.act(&Action::PickCard {
            card: card(&game, "swsh1-11")
        })
        .is_err(),
        "another Basic is not offered"
    );
    play(&mut game, &[Action::PickCard { card: exeggcute }]);
    let board = &game.board(Seat(0));
    assert_eq!(board.bench().len(), 1);
    assert_eq!(board.bench()[0].stack(), [exeggcute]);
}

#[test]
fn alolan_raticate_searches_as_many_cards_as_benched_pokemon() {
    // Alolan Raticate's Evil Orders: "Search your deck for a number of cards up to the number
    // of your Benched Pokémon and put them into your hand."
    let mut game = Pos::duel(
        mon("sm1-77")
            .energy(&["Grass Energy"; 2])
            .under(&["sm1-76"]),
        mon("swsh1-112"),
    )
    .deck(0, &["swsh1-11", "swsh1-51", "swsh1-112"])
    .bench(0, mon("swsh1-11"))
    .bench(0, mon("swsh1-11"))
    .deck(1, &["Grass Energy"])
    .attacking(0, 1);
    let (grookey, qwilfish) = (card(&game, "swsh1-11"), card(&game, "swsh1-51"));
    play(
        &mut game,
        &[
            Action::PickCard { card: grookey },
            Action::PickCard { card: qwilfish },
        ],
    );
    let board = &game.board(Seat(0));
    assert_eq!(board.hand(), [grookey, qwilfish], "2 Benched: 2 cards");
    assert_eq!(board.deck(), [card(&game, "swsh1-112")]);
}

#[test]
fn shuckle_benched_from_the_hand_may_discard_basic_energy_from_the_deck() {
    // Shuckle's Fresh Squeezed: "When you play this Pokémon from your hand onto your Bench
    // during your turn, you may search your deck for up to 3 basic Energy cards and discard
    // them. Then, shuffle your deck."
    let mut game = holding(&["sm8-16"])
        .deck(
            0,
            &[
                "Grass Energy",
                "swsh1-11",
                "Grass Energy",
                "Water Energy",
                "Grass Energy",
            ],
        )
        .game(1);
    let shuckle = card(&game, "sm8-16");
    let (grass, water) = (named(&game, "Grass Energy"), named(&game, "Water Energy"));
    play(
        &mut game,
        &[
            Action::Bench { card: shuckle },
            Action::Yes,
            Action::PickCard { card: grass },
            Action::PickCard { card: water },
            Action::PickCard { card: grass },
        ],
    );
    let board = &game.board(Seat(0));
    assert_eq!(board.discard(), [grass, water, grass]);
    assert_eq!(
        board.deck().len(),
        2,
        "up to 3: a Grass Energy and Grookey stay"
    );
    assert!(game.resolving().is_none(), "the ability is done");
}

#[test]
fn mewtwo_benched_from_the_hand_may_put_a_supporter_on_top_of_the_deck() {
    // Mewtwo's Mind Report: "When you play this Pokémon from your hand onto your Bench during
    // your turn, you may put a Supporter card from your discard pile on top of your deck."
    let mut game = holding(&["sm10-75"])
        .deck(0, &["Grass Energy"; 2])
        .discard(0, &["Grass Energy", "sm5-126", "swsh1-11"])
        .game(1);
    let mewtwo = card(&game, "sm10-75");
    play(&mut game, &[Action::Bench { card: mewtwo }, Action::Yes]);
    let board = &game.board(Seat(0));
    assert_eq!(board.deck().last(), Some(&card(&game, "sm5-126")), "on top");
    assert_eq!(board.deck().len(), 3);
    assert_eq!(board.discard().len(), 2);
}

#[test]
fn nidoqueen_finds_a_pokemon_that_is_not_a_pokemon_gx() {
    // Nidoqueen's Queen's Call: "Once during your turn (before your attack), you may search
    // your deck for a Pokémon that isn't a Pokémon-GX or Pokémon-EX, reveal it, and put it
    // into your hand."
    let mut game = Pos::duel(mon("sm9-56").under(&["sm9-54", "sm9-55"]), mon("swsh1-112"))
        .deck(0, &["sm1-35", "swsh1-11", "Grass Energy"])
        .deck(1, &["Grass Energy"])
        .game(1);
    let nidoqueen = active(&game, 0).uid();
    play(
        &mut game,
        &[
            Action::Ability {
                pokemon: nidoqueen,
                index: 0,
            },
            Action::Yes,
        ],
    );
    let lapras = card(&game, "sm1-35");
    assert!(game.act(&Action::PickCard { card: lapras }).is_err());
    let grookey = card(&game, "swsh1-11");
    play(&mut game, &[Action::PickCard { card: grookey }]);
    assert_eq!(game.board(Seat(0)).hand(), [grookey]);
}

#[test]
fn houndour_draws_a_card_for_each_houndour_in_play() {
    // Houndour's Team Hunt: "Draw a card for each of your Houndour in play."
    let game = Pos::duel(mon("sm8-45").energy(&["Fire Energy"]), mon("swsh1-112"))
        .deck(0, &["Grass Energy"; 5])
        .bench(0, mon("sm8-45"))
        .bench(0, mon("swsh1-11"))
        .deck(1, &["Grass Energy"])
        .bench(1, mon("sm8-45"))
        .attacking(0, 1);
    assert_eq!(
        game.board(Seat(0)).hand().len(),
        2,
        "2 of its owner's Houndour, not the opponent's"
    );
}

#[test]
fn apricorn_maker_finds_items_with_ball_in_their_name() {
    // Apricorn Maker: "Search your deck for up to 2 Item cards that have the word "Ball" in
    // their name, reveal them, and put them into your hand."
    let mut game = holding(&["sm7-124"])
        .deck(0, &["swsh1-164", "swsh1-183", "sm1-123", "Grass Energy"])
        .game(1);
    let maker = card(&game, "sm7-124");
    play(&mut game, &[Action::Play { card: maker }]);
    let switch = card(&game, "swsh1-183");
    assert!(game.act(&Action::PickCard { card: switch }).is_err());
    let (great, nest) = (card(&game, "swsh1-164"), card(&game, "sm1-123"));
    play(
        &mut game,
        &[
            Action::PickCard { card: great },
            Action::PickCard { card: nest },
        ],
    );
    assert_eq!(game.board(Seat(0)).hand(), [great, nest]);
}

#[test]
fn the_masked_royal_attaches_only_to_a_stage_2_of_the_types_named() {
    // The Masked Royal: "Attach a basic Energy card from your hand to one of your Stage 2
    // Grass, Fire, or Water Pokémon."
    let mut game = Pos::duel(mon("sm9-56").under(&["sm9-54", "sm9-55"]), mon("swsh1-112"))
        .hand(0, &["sm7-139", "Grass Energy"])
        .deck(0, &["Grass Energy"])
        .bench(0, mon("swsh1-51"))
        .bench(0, mon("swsh1-14").under(&["swsh1-11", "swsh1-12"]))
        .deck(1, &["Grass Energy"])
        .game(1);
    let royal = card(&game, "sm7-139");
    play(&mut game, &[Action::Play { card: royal }]);
    let board = &game.board(Seat(0));
    assert_eq!(
        board.bench()[1].energy().len(),
        1,
        "Rillaboom, the only Stage 2 Grass, Fire or Water Pokémon"
    );
    assert!(active(&game, 0).energy().is_empty() && board.bench()[0].energy().is_empty());
    assert!(board.hand().is_empty());
}

#[test]
fn entei_counts_only_the_energy_cards_each_player_discarded() {
    // Entei's Eruption (80+): "Each player discards the top card of their deck. This attack
    // does 60 more damage for each Energy card discarded in this way."
    let game = Pos::duel(mon("sm8-47").energy(&["Fire Energy"; 3]), mon("sm1-35"))
        .deck(0, &["Fire Energy", "Grass Energy"])
        .deck(1, &["swsh1-11", "Grass Energy"])
        .attacking(1, 1);
    assert_eq!(game.board(Seat(0)).discard().len(), 1);
    assert_eq!(game.board(Seat(1)).discard(), [card(&game, "swsh1-11")]);
    assert_eq!(
        active(&game, 1).damage(),
        140,
        "80 and 60 for one Energy card"
    );
}

#[test]
fn sightseer_discards_any_number_then_draws_to_five() {
    // Sightseer: "You may discard any number of cards from your hand. Then, draw cards until
    // you have 5 cards in your hand. If you can't draw any cards in this way, you can't play
    // this card."
    let lay_out = |deck: &[&str]| {
        holding(&[
            "sm8-189",
            "swsh1-11",
            "swsh1-51",
            "swsh1-112",
            "Grass Energy",
            "Grass Energy",
        ])
        .deck(0, deck)
        .game(1)
    };
    let mut game = lay_out(&["Water Energy"; 3]);
    let sightseer = card(&game, "sm8-189");
    let (grookey, qwilfish) = (card(&game, "swsh1-11"), card(&game, "swsh1-51"));
    play(
        &mut game,
        &[
            Action::Play { card: sightseer },
            Action::Yes,
            Action::PickCard { card: grookey },
            Action::PickCard { card: qwilfish },
            Action::Done,
        ],
    );
    let board = &game.board(Seat(0));
    assert_eq!(board.discard(), [grookey, qwilfish, sightseer]);
    assert_eq!(board.hand().len(), 5, "3 kept, 2 drawn");
    assert_eq!(board.deck().len(), 1);

    let mut empty = lay_out(&[]);
    assert!(
        empty.act(&Action::Play { card: sightseer }).is_err(),
        "nothing to draw: not playable"
    );
}

#[test]
fn field_blower_discards_up_to_2_tools_of_either_player() {
    // Field Blower: "Choose up to 2 in any combination of Pokémon Tool cards and Stadium cards
    // in play (yours or your opponent's) and discard them."
    let text = Pos::duel(
        mon("swsh1-51").tools(&["swsh1-156"]),
        mon("swsh1-112").tools(&["swsh1-156"]),
    )
    .hand(0, &["sm2-125"])
    .decks(&["Grass Energy"])
    .bench(1, mon("swsh1-112").tools(&["swsh1-213"]));
    let mut game = text.game(1);
    let blower = card(&game, "sm2-125");
    let (theirs, their_benched) = (active(&game, 1).uid(), bench_uid(&game, 1, 0));
    play(
        &mut game,
        &[
            Action::Play { card: blower },
            Action::PickPokemon { pokemon: theirs },
            Action::PickPokemon {
                pokemon: their_benched,
            },
        ],
    );
    assert!(game.resolving().is_none(), "2 discarded: done");
    assert!(
        active(&game, 1).tools().is_empty() && game.board(Seat(1)).bench()[0].tools().is_empty()
    );
    assert_eq!(
        game.board(Seat(1)).discard().len(),
        2,
        "to their owner's discard pile"
    );
    assert_eq!(active(&game, 0).tools().len(), 1);

    // Up to 2: one of the player's own, then done.
    let mut game = text.game(1);
    let mine = active(&game, 0).uid();
    play(
        &mut game,
        &[
            Action::Play { card: blower },
            Action::PickPokemon { pokemon: mine },
            Action::Done,
        ],
    );
    assert!(active(&game, 0).tools().is_empty());
    assert_eq!(active(&game, 1).tools().len(), 1);
}

#[test]
fn field_blower_discards_the_stadium_picked_as_its_card() {
    // No Stadium card plays yet: a card laid in the Stadium spot stands for one.
    let mut game = Pos::duel(mon("swsh1-51"), mon("swsh1-112").tools(&["swsh1-213"]))
        .hand(0, &["sm2-125"])
        .decks(&["Grass Energy"])
        .game(1);
    let stadium = card(&game, "swsh1-213");
    game.put_stadium(Some((stadium, SEAT_2)));
    let blower = card(&game, "sm2-125");
    play(
        &mut game,
        &[
            Action::Play { card: blower },
            Action::PickCard { card: stadium },
        ],
    );
    assert!(game.stadium().is_none());
    assert_eq!(game.board(Seat(1)).discard(), [stadium]);
    assert!(game.resolving().is_some(), "one more may be picked");
    let theirs = active(&game, 1).uid();
    play(&mut game, &[Action::PickPokemon { pokemon: theirs }]);
    assert!(active(&game, 1).tools().is_empty());
    assert!(game.resolving().is_none());
}

#[test]
fn lucario_searches_only_with_garchomp_in_play() {
    // Lucario's Precognitive Aura: "Once during your turn (before your attack), if you have
    // Garchomp in play, you may search your deck for a card and put it into your hand."
    let lay_out = |bench: &str| {
        Pos::duel(mon("sm5-67").under(&["sm3-70"]), mon("swsh1-112"))
            .deck(0, &["swsh1-11", "Grass Energy"])
            .deck(1, &["Grass Energy"])
            .bench(0, mon(bench))
            .game(1)
    };
    let mut game = lay_out("bw6-90");
    let lucario = active(&game, 0).uid();
    let grookey = card(&game, "swsh1-11");
    let aura = Action::Ability {
        pokemon: lucario,
        index: 0,
    };
    play(
        &mut game,
        &[aura, Action::Yes, Action::PickCard { card: grookey }],
    );
    assert_eq!(game.board(Seat(0)).hand(), [grookey]);

    let mut game = lay_out("swsh1-11");
    let lucario = active(&game, 0).uid();
    let aura = Action::Ability {
        pokemon: lucario,
        index: 0,
    };
    let _ = game.act(&aura);
    assert!(game.resolving().is_none(), "no Garchomp: no search");
    assert!(game.board(Seat(0)).hand().is_empty());
}
