//! More Scarlet & Violet wordings of abilities that kept Standard cards from playing (issue 29):
//! each test plays the real card that prints the text.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::Action;
use common::*;

/// Lucario ex (250 HP, weak to Psychic only): Aura Knuckle does 120 for Fighting, Fighting and
/// Colorless.
const LUCARIO_EX: &str = "sv7-82";

/// The ability of `pokemon` (its first and only).
fn ability(pokemon: u16) -> Action {
    Action::Ability { pokemon, index: 0 }
}

#[test]
fn armarouge_ex_takes_80_less_only_with_full_hp() {
    // "If this Pokémon has full HP, it takes 80 less damage from attacks from your opponent's
    // Pokémon (after applying Weakness and Resistance)."
    let taken = |armarouge: Mon| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let game = Pos::duel(lucario, armarouge)
            .decks(&["Grass Energy"; 2])
            .prizes(1, &["Grass Energy"; 2])
            .attacking(1, 1);
        active(&game, 1).damage()
    };
    assert_eq!(taken(mon("sv4-218")), 120 - 80);
    assert_eq!(taken(mon("sv4-218").damage(10)), 10 + 120);
}

#[test]
fn jellicent_ex_stops_items_and_tools_while_active() {
    // "As long as this Pokémon is in the Active Spot, your opponent can't play any Item cards
    // or Pokémon Tool cards from their hand."
    let playable = |pos: Pos| {
        let game = pos
            .hand(0, &["sv1-186", "sv1-193"])
            .decks(&["Grass Energy"; 3])
            .game(1);
        let (ball, tool) = (card(&game, "sv1-186"), card(&game, "sv1-193"));
        let target = active(&game, 0).uid();
        let legal = legal(&game);
        (
            legal.contains(&Action::Play { card: ball }),
            legal.contains(&Action::Tool { card: tool, target }),
        )
    };
    let jellicent = || mon("rsv10pt5-168");
    assert_eq!(
        playable(Pos::duel(mon(LUCARIO_EX), jellicent())),
        (false, false)
    );
    let benched = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX)).bench(1, jellicent());
    assert_eq!(playable(benched), (true, true));
}

#[test]
fn gyarados_must_discard_the_top_5_cards_when_evolved() {
    // "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn,
    // you must discard the top 5 cards of your deck."
    let mut game = Pos::duel(mon("sv3pt5-129"), mon(LUCARIO_EX))
        .hand(0, &["sv3pt5-130"])
        .decks(&["Grass Energy"; 7])
        .game(1);
    let (card, target) = (card(&game, "sv3pt5-130"), active(&game, 0).uid());
    play(&mut game, &[Action::Evolve { card, target }]);
    assert!(!legal(&game).contains(&Action::Yes), "nothing is asked");
    let board = game.board(Seat(0));
    assert_eq!((board.deck().len(), board.discard().len()), (2, 5));
}

#[test]
fn great_tusk_ex_discards_the_top_5_cards_at_the_end_of_the_turn_while_active() {
    // "Once at the end of your turn (after your attack), if this Pokémon is in the Active
    // Spot, you must discard the top 5 cards of your deck."
    let milled = |pos: Pos| {
        let mut game = pos.decks(&["Grass Energy"; 7]).game(1);
        play(&mut game, &[Action::EndTurn]);
        game.board(Seat(0)).discard().len()
    };
    assert_eq!(milled(Pos::duel(mon("sv4pt5-53"), mon(LUCARIO_EX))), 5);
    let benched = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX)).bench(0, mon("sv4pt5-53"));
    assert_eq!(milled(benched), 0);
}

#[test]
fn dudunsparce_draws_3_then_goes_back_into_the_deck() {
    // "Once during your turn, you may draw 3 cards. If you drew any cards in this way, shuffle
    // this Pokémon and all attached cards into your deck."
    let mut game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX))
        .bench(
            0,
            mon("sv8pt5-80")
                .under(&["sv8pt5-79"])
                .energy(&["Grass Energy"]),
        )
        .decks(&["Grass Energy"; 3])
        .game(1);
    let use_it = ability(bench_uid(&game, 0, 0));
    play(&mut game, &[use_it]);
    answering_first(&mut game);
    let board = game.board(Seat(0));
    assert_eq!(board.hand().len(), 3);
    assert!(board.bench().is_empty(), "Dudunsparce left play");
    assert_eq!(
        board.deck().len(),
        3,
        "Dudunsparce, Dunsparce and the Energy"
    );
}

#[test]
fn forretress_ex_is_knocked_out_after_its_search() {
    // "Once during your turn, you may search your deck for up to 5 Basic Grass Energy cards and
    // attach them to your Pokémon in any way you like. Then, shuffle your deck. If you searched
    // your deck in this way, this Pokémon is Knocked Out."
    let mut game = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX))
        .bench(0, mon("sv4pt5-212").under(&["sv4pt5-1"]))
        .decks(&["Grass Energy"; 3])
        .prizes(1, &["Grass Energy"; 3])
        .game(1);
    let use_it = ability(bench_uid(&game, 0, 0));
    play(&mut game, &[use_it]);
    answering_first(&mut game);
    assert!(game.board(Seat(0)).bench().is_empty(), "Knocked Out");
    assert_eq!(
        game.board(SEAT_2).prizes().len(),
        1,
        "2 Prize cards for a Pokémon ex"
    );
}

#[test]
fn gothitelle_has_the_opponent_shuffle_their_hand_in_and_draw_3_while_active() {
    // "Once during your turn, if this Pokémon is in the Active Spot, you may have your opponent
    // shuffle their hand into their deck and draw 3 cards."
    let gothitelle = || mon("rsv10pt5-43").under(&["rsv10pt5-42"]);
    let pos = |pos: Pos| pos.hand(1, &["Grass Energy"; 6]).decks(&["Fire Energy"; 3]);
    let mut game = pos(Pos::duel(gothitelle(), mon(LUCARIO_EX))).game(1);
    let use_it = ability(active(&game, 0).uid());
    play(&mut game, &[use_it]);
    answering_first(&mut game);
    let theirs = game.board(SEAT_2);
    assert_eq!((theirs.hand().len(), theirs.deck().len()), (3, 6));
    let benched = pos(Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX)).bench(0, gothitelle())).game(1);
    assert!(!legal(&benched).contains(&ability(bench_uid(&benched, 0, 0))));
}

#[test]
fn azumarill_uses_double_edge_for_psychic_with_a_tera_pokemon_in_play() {
    // "If you have any Tera Pokémon in play, this Pokémon can use the Double-Edge attack for
    // Psychic." (Double-Edge costs Psychic ×4.)
    let can_attack = |bench: &str| {
        let azumarill = mon("sv8-74").under(&["sv8-73"]).energy(&["Psychic Energy"]);
        let game = Pos::duel(azumarill, mon(LUCARIO_EX))
            .bench(0, mon(bench))
            .decks(&["Grass Energy"; 3])
            .game(1);
        legal(&game).contains(&Action::Attack { index: 0 })
    };
    assert!(can_attack("sv7-128"), "Terapagos ex is a Tera Pokémon");
    assert!(!can_attack(LUCARIO_EX));
}

#[test]
fn kyurem_uses_trifrost_for_colorless_when_a_colress_card_is_in_the_opponents_discard_pile() {
    // "If your opponent has any cards in their discard pile that have "Colress" in the name,
    // this Pokémon can use the Trifrost attack for Colorless."
    let can_attack = |discard: &[&str]| {
        let kyurem = mon("sv6pt5-47").energy(&["Grass Energy"]);
        let game = Pos::duel(kyurem, mon(LUCARIO_EX))
            .discard(1, discard)
            .decks(&["Grass Energy"; 3])
            .game(1);
        legal(&game).contains(&Action::Attack { index: 0 })
    };
    assert!(can_attack(&["sv6pt5-57"]), "Colress's Tenacity");
    assert!(!can_attack(&["Grass Energy"]));
}

#[test]
fn hydreigon_ex_takes_1_more_prize_card_for_a_basic_pokemon() {
    // "If your opponent's Basic Pokémon is Knocked Out by damage from an attack used by this
    // Pokémon, take 1 more Prize card." (Dark Bite does 200.)
    let prizes_left = |defending: Mon| {
        let hydreigon = mon("rsv10pt5-169")
            .under(&["rsv10pt5-65", "rsv10pt5-66"])
            .energy(&["Darkness Energy"; 5]);
        let game = Pos::duel(hydreigon, defending)
            .bench(1, mon("rsv10pt5-65"))
            .decks(&["Grass Energy"; 3])
            .prizes(0, &["Grass Energy"; 3])
            .attacking(0, 1);
        game.board(Seat(0)).prizes().len()
    };
    assert_eq!(
        prizes_left(mon("rsv10pt5-65")),
        3 - 2,
        "Deino is a Basic Pokémon"
    );
    assert_eq!(
        prizes_left(mon("rsv10pt5-66").under(&["rsv10pt5-65"])),
        3 - 1
    );
}

#[test]
fn genesect_with_a_tool_stops_ace_spec_cards() {
    // "If this Pokémon has a Pokémon Tool attached, your opponent can't play any ACE SPEC cards
    // from their hand." Master Ball is an ACE SPEC Item, Pokégear 3.0 an Item.
    let playable = |genesect: Mon| {
        let game = Pos::duel(mon(LUCARIO_EX), genesect)
            .hand(0, &["sv5-153", "sv1-186"])
            .decks(&["Grass Energy"; 3])
            .game(1);
        let legal = legal(&game);
        let played = |id| {
            legal.contains(&Action::Play {
                card: card(&game, id),
            })
        };
        (played("sv5-153"), played("sv1-186"))
    };
    let genesect = || mon("sv6pt5-40");
    assert_eq!(playable(genesect().tools(&["sv1-193"])), (false, true));
    assert_eq!(playable(genesect()), (true, true));
}

#[test]
fn kabutops_applies_weakness_as_times_4() {
    // "Apply Weakness for your opponent's Active Pokémon as ×4 instead." Draining Blade does
    // 100: ×2 leaves Terapagos ex (230 HP, weak to Fighting) in play, ×4 Knocks it Out.
    let kabutops = mon("sv3pt5-141")
        .under(&["sv3pt5-140"])
        .energy(&["Fighting Energy"; 3]);
    let game = Pos::duel(kabutops, mon("sv7-128"))
        .bench(1, mon(LUCARIO_EX))
        .decks(&["Grass Energy"; 3])
        .prizes(0, &["Grass Energy"; 3])
        .attacking(0, 1);
    assert_eq!(game.board(Seat(0)).prizes().len(), 3 - 2, "Knocked Out");
}

#[test]
fn indeedee_heals_30_and_cures_one_special_condition_when_benched() {
    // "When you play this Pokémon from your hand onto your Bench during your turn, you may heal
    // 30 damage from your Active Pokémon and have it recover from a Special Condition."
    let lucario = mon(LUCARIO_EX)
        .damage(50)
        .conditions(&["poisoned", "burned"]);
    let mut game = Pos::duel(lucario, mon(LUCARIO_EX))
        .hand(0, &["sv8-93"])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let card = card(&game, "sv8-93");
    play(&mut game, &[Action::Bench { card }]);
    answering_first(&mut game);
    let options = legal(&game)
        .into_iter()
        .filter(|a| matches!(a, Action::PickOption { .. }))
        .count();
    assert_eq!(options, 2, "which of the two");
    play(&mut game, &[Action::PickOption { index: 0 }]);
    let active = active(&game, 0);
    assert_eq!(active.damage(), 20);
    let left = [SpecialCondition::Poisoned, SpecialCondition::Burned]
        .into_iter()
        .filter(|&c| active.conditions().has(c))
        .count();
    assert_eq!(left, 1, "one of the two");
}

#[test]
fn hatterene_vmax_moves_up_to_2_damage_counters_from_any_of_your_pokemon() {
    // "Once during your turn, you may move up to 2 damage counters from your Pokémon to your
    // opponent's Active Pokémon." One counter each from two Pokémon; then from one that has 1.
    let hatterene = || mon("swsh12pt5-66").under(&["swsh12pt5-65"]);
    let moved = |bench_damage: u16| {
        let mut game = Pos::duel(hatterene().damage(10), mon(LUCARIO_EX))
            .bench(0, mon(LUCARIO_EX).damage(bench_damage))
            .decks(&["Grass Energy"; 3])
            .game(1);
        let use_it = ability(active(&game, 0).uid());
        play(&mut game, &[use_it]);
        answering_first(&mut game);
        let (ours, benched) = (
            active(&game, 0).damage(),
            game.board(Seat(0)).bench()[0].damage(),
        );
        (ours + benched, active(&game, 1).damage())
    };
    assert_eq!(moved(30), (40 - 20, 20));
    assert_eq!(moved(0), (0, 10), "only 1 counter to move");
}

#[test]
fn jirachi_v_moves_a_basic_energy_from_a_knocked_out_basic_pokemon_v() {
    // "When 1 of your Basic Pokémon V is Knocked Out by damage from an attack from your
    // opponent's Pokémon, you may move a basic Energy card from that Pokémon to another of your
    // Pokémon."
    let moved = |knocked_out: &str| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        let defending = mon(knocked_out).damage(60).energy(&["Psychic Energy"]);
        let mut game = Pos::duel(lucario, defending)
            .bench(1, mon("swsh10-170"))
            .decks(&["Grass Energy"; 3])
            .prizes(0, &["Grass Energy"; 3])
            .attacking(1, 1);
        answering_first(&mut game);
        active(&game, 1).energy().len()
    };
    assert_eq!(moved("swsh12pt5-65"), 1, "Hatterene V is a Basic Pokémon V");
    assert_eq!(moved("rsv10pt5-65"), 0, "Deino is no Pokémon V");
}

#[test]
fn eevee_evolves_the_turn_it_is_played_while_active() {
    // "As long as this Pokémon is in the Active Spot, it can evolve during your first turn or
    // the turn you play it."
    let evolvable = |pos: Pos, target: fn(&altplay_tcg::game::Tcg) -> u16| {
        let game = pos
            .hand(0, &["sv8pt5-22"])
            .decks(&["Grass Energy"; 3])
            .game(1);
        let card = card(&game, "sv8pt5-22");
        legal(&game).contains(&Action::Evolve {
            card,
            target: target(&game),
        })
    };
    let eevee = || mon("sv8pt5-74").new_this_turn();
    let active_eevee = Pos::duel(eevee(), mon(LUCARIO_EX));
    assert!(evolvable(active_eevee, |g| active(g, 0).uid()));
    let benched_eevee = Pos::duel(mon(LUCARIO_EX), mon(LUCARIO_EX)).bench(0, eevee());
    assert!(!evolvable(benched_eevee, |g| bench_uid(g, 0, 0)));
}

#[test]
fn clawitzer_attaches_2_water_energy_from_the_hand_when_it_retreats() {
    // "Once during your turn, when this Pokémon moves from the Active Spot to your Bench, you
    // may use this Ability. Attach up to 2 Basic Water Energy cards from your hand to this
    // Pokémon." (Retreat Cost: 2.)
    let clawitzer = mon("me1-141")
        .under(&["me1-37"])
        .energy(&["Fire Energy"; 2]);
    let mut game = Pos::duel(clawitzer, mon(LUCARIO_EX))
        .bench(0, mon(LUCARIO_EX))
        .hand(0, &["Water Energy"; 3])
        .decks(&["Grass Energy"; 3])
        .game(1);
    let to = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to }]);
    answering_first(&mut game);
    let benched = &game.board(Seat(0)).bench()[0];
    assert_eq!(
        benched.energy().len(),
        2,
        "the 2 Fire Energy paid, 2 Water Energy attached"
    );
    assert_eq!(game.board(Seat(0)).hand().len(), 1);
}

#[test]
fn ambipom_shuffles_a_random_card_of_the_opponents_hand_in_for_each_heads() {
    // "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn,
    // you may flip 2 coins. For each heads, choose a random card from your opponent's hand.
    // Your opponent reveals those cards and shuffles them into their deck."
    let for_seed = |seed| {
        let mut game = Pos::duel(mon("sv6-137"), mon(LUCARIO_EX))
            .hand(0, &["sv6-138"])
            .hand(1, &["Grass Energy"; 5])
            .decks(&["Fire Energy"; 3])
            .game(seed);
        let (card, target) = (card(&game, "sv6-138"), active(&game, 0).uid());
        play(&mut game, &[Action::Evolve { card, target }]);
        answering_first(&mut game);
        let theirs = game.board(SEAT_2);
        (theirs.hand().len(), theirs.deck().len())
    };
    let outcomes: Vec<(usize, usize)> = (1..=12).map(for_seed).collect();
    assert!(outcomes.iter().all(|&(hand, deck)| hand + deck == 5 + 3));
    for heads in 0..=2 {
        assert!(
            outcomes.contains(&(5 - heads, 3 + heads)),
            "{heads} heads: {outcomes:?}"
        );
    }
}
