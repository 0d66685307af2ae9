//! Trainer cards that search the deck or the discard pile, or look at the deck, played on real
//! cards: searches by a word of the name, by Retreat Cost, by Team Plasma or Pokémon SP, "A and
//! B" (one of each), cards chosen from the discard pile, "either … or …", and cards looked at.

mod common;

use altplay_core::{Game, Seat};
use altplay_tcg::game::{Action, CardId, Event, Tcg};
use common::*;

/// Seat 1 holds `hand` with Base Set Pikachu Active and `deck` (top first), against a
/// Charmander with a Grass Energy in the deck.
fn holding(hand: &[&str], deck: &[&str]) -> Pos {
    Pos::duel(mon("base1-58"), mon("base1-46"))
        .hand(0, hand)
        .deck(0, deck)
        .deck(1, &["Grass Energy"])
}

/// The cards the player may pick now, sorted.
fn offered(game: &Tcg) -> Vec<CardId> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut cards: Vec<CardId> = legal
        .into_iter()
        .filter_map(|action| match action {
            Action::PickCard { card } => Some(card),
            _ => None,
        })
        .collect();
    cards.sort();
    cards.dedup();
    cards
}

/// The id of a card in the game: by its printed id, or by name for a basic Energy.
fn id(game: &Tcg, printed: &str) -> CardId {
    (0..game.cards().len() as u16)
        .map(CardId)
        .find(|&c| game.cards().get(c).name == printed)
        .unwrap_or_else(|| card(game, printed))
}

/// The ids of `printed` cards in the game, sorted.
fn ids(game: &Tcg, printed: &[&str]) -> Vec<CardId> {
    let mut cards = ids_all(game, printed);
    cards.dedup();
    cards
}

/// Picks the cards `printed` in turn.
fn pick(game: &mut Tcg, printed: &[&str]) {
    for p in printed {
        let card = id(game, p);
        play(game, &[Action::PickCard { card }]);
    }
}

/// Whether the last coin flipped came up heads.
fn heads(game: &Tcg) -> bool {
    let log = game.events().expect("a position keeps a log");
    log.iter()
        .rev()
        .find_map(|e| match e {
            Event::Flipped { heads } => Some(*heads),
            _ => None,
        })
        .expect("a coin was flipped")
}

/// Plays `trainer` from the hand in the game `pos` lays out with seeds 1 to 11, and hands
/// `check` the game and whether the coin came up heads; both faces must come up.
fn each_flip(pos: &Pos, trainer: &str, mut check: impl FnMut(&mut Tcg, bool)) {
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = pos.game(seed);
        play_card(&mut game, trainer);
        let heads = heads(&game);
        seen[usize::from(heads)] = true;
        check(&mut game, heads);
    }
    assert_eq!(seen, [true, true]);
}

/// The ids of `printed` cards in the game, sorted, each as often as listed.
fn ids_all(game: &Tcg, printed: &[&str]) -> Vec<CardId> {
    let mut cards: Vec<CardId> = printed.iter().map(|p| id(game, p)).collect();
    cards.sort();
    cards
}

/// Whether seat 1's hand holds exactly the cards `printed`, in any order.
fn hand_is(game: &Tcg, printed: &[&str]) -> bool {
    let mut hand = game.board(Seat(0)).hand().to_vec();
    hand.sort();
    hand == ids_all(game, printed)
}

#[test]
fn heavy_ball_finds_a_pokemon_with_a_retreat_cost_of_3_or_more() {
    // Heavy Ball: "Search your deck for a Pokémon with a Retreat Cost of 3 or more, reveal it,
    // and put it into your hand." Onix retreats for 3, Pikachu for 1.
    let mut game = holding(&["bw4-88"], &["base1-58", "base1-56"]).game(1);
    play_card(&mut game, "bw4-88");
    assert_eq!(offered(&game), ids(&game, &["base1-56"]));
    pick(&mut game, &["base1-56"]);
    assert!(hand_is(&game, &["base1-56"]));
}

#[test]
fn rockets_poke_ball_finds_a_pokemon_with_dark_in_its_name() {
    // Rocket's Poké Ball: "Search your deck for a Pokémon with Dark in its name, …".
    let mut game = holding(&["ex7-89"], &["base1-14", "base5-51"]).game(1);
    play_card(&mut game, "ex7-89");
    assert_eq!(offered(&game), ids(&game, &["base5-51"]));
}

#[test]
fn the_bosss_way_finds_an_evolution_card_with_dark_in_its_name() {
    // The Boss's Way: "Search your deck for an Evolution card with Dark in its name. Show it to
    // your opponent and put it into your hand." Charmeleon has no Dark in its name; the Basic
    // Charmander is no Evolution card.
    let mut game = holding(&["base5-73"], &["base1-24", "base5-51", "base1-46"]).game(1);
    play_card(&mut game, "base5-73");
    assert_eq!(offered(&game), ids(&game, &["base5-51"]));
}

#[test]
fn brocks_training_method_finds_a_pokemon_with_brock_in_its_name() {
    // Brock's Training Method: "… a Basic Pokémon or Evolution card with Brock in its name."
    let mut game = holding(&["gym1-106"], &["base1-56", "gym1-22"]).game(1);
    play_card(&mut game, "gym1-106");
    assert_eq!(offered(&game), ids(&game, &["gym1-22"]));
}

#[test]
fn team_aqua_ball_finds_any_team_aqua_pokemon_on_heads_and_a_basic_one_on_tails() {
    // Team Aqua Ball: "Flip a coin. If heads, search your deck for a Pokémon that has Team Aqua
    // in its name, … If tails, search your deck for a Basic Pokémon that has Team Aqua in its
    // name, …". Spheal is Basic, Sealeo a Stage 1.
    let pos = holding(&["ex4-75"], &["dc1-3", "ex4-5", "base1-58"]);
    each_flip(&pos, "ex4-75", |game, heads| {
        let found: &[&str] = if heads {
            &["dc1-3", "ex4-5"]
        } else {
            &["dc1-3"]
        };
        assert_eq!(offered(game), ids(game, found));
    });
}

#[test]
fn roseannes_research_finds_up_to_2_basic_pokemon_and_basic_energy_cards() {
    // Roseanne's Research: "Search your deck for up to 2 in any combination of Basic Pokémon
    // and basic Energy cards, …". Charmeleon is an Evolution card.
    let mut game = holding(&["dp3-125"], &["base1-24", "base1-46", "Grass Energy"]).game(1);
    play_card(&mut game, "dp3-125");
    assert_eq!(offered(&game), ids(&game, &["base1-46", "Grass Energy"]));
    pick(&mut game, &["base1-46", "Grass Energy"]);
    assert!(hand_is(&game, &["base1-46", "Grass Energy"]));
}

#[test]
fn team_aqua_conspirator_finds_basic_team_aqua_pokemon_and_basic_energy_cards() {
    // Team Aqua Conspirator: "… up to 2 in any combination of Basic Pokémon with Team Aqua in
    // its name and basic Energy cards, …".
    let mut game = holding(&["ex4-77"], &["dc1-3", "ex4-5", "base1-58", "Grass Energy"]).game(1);
    play_card(&mut game, "ex4-77");
    assert_eq!(offered(&game), ids(&game, &["dc1-3", "Grass Energy"]));
}

#[test]
fn aarons_collection_takes_pokemon_sp_and_basic_energy_from_the_discard_pile() {
    // Aaron's Collection: "Search your discard pile for up to 2 in any combination of Pokémon
    // SP and basic Energy cards, …". Toxicroak G is a Pokémon SP.
    let mut game = holding(&["pl2-88"], &["base1-58"])
        .discard(0, &["dpp-DP41", "base1-14", "Grass Energy"])
        .game(1);
    play_card(&mut game, "pl2-88");
    assert_eq!(offered(&game), ids(&game, &["dpp-DP41", "Grass Energy"]));
    pick(&mut game, &["dpp-DP41"]);
    play(&mut game, &[Action::Done]);
    assert!(hand_is(&game, &["dpp-DP41"]));
}

#[test]
fn team_plasma_ball_finds_a_team_plasma_pokemon() {
    // Team Plasma Ball: "Search your deck for a Team Plasma Pokémon, …". Chatot is of Team
    // Plasma, Pikachu is not.
    let mut game = holding(&["bw9-105"], &["base1-58", "bw10-77"]).game(1);
    play_card(&mut game, "bw9-105");
    assert_eq!(offered(&game), ids(&game, &["bw10-77"]));
}

#[test]
fn shadow_triad_takes_a_team_plasma_card_from_the_discard_pile() {
    // Shadow Triad: "Put a Team Plasma card from your discard pile into your hand." Plasma
    // Energy and Chatot are Team Plasma cards, the Grass Energy is not.
    let mut game = holding(&["bw9-102"], &["base1-58"])
        .discard(0, &["bw10-91", "Grass Energy", "bw10-77"])
        .game(1);
    play_card(&mut game, "bw9-102");
    assert_eq!(offered(&game), ids(&game, &["bw10-91", "bw10-77"]));
    pick(&mut game, &["bw10-91"]);
    assert!(hand_is(&game, &["bw10-91"]));
}

#[test]
fn colress_machine_attaches_a_plasma_energy_to_a_team_plasma_pokemon() {
    // Colress Machine: "Search your deck for a Plasma Energy card and attach it to 1 of your
    // Team Plasma Pokémon." Chatot on the Bench is the only Team Plasma Pokémon.
    let mut game = holding(&["bw8-119"], &["Grass Energy", "bw10-91"])
        .bench(0, mon("bw10-77"))
        .game(1);
    // One Plasma Energy, one Team Plasma Pokémon: nothing to choose; Pikachu gets nothing.
    play_card(&mut game, "bw8-119");
    assert!(active(&game, 0).energy().is_empty());
    let plasma = id(&game, "bw10-91");
    assert_eq!(game.board(Seat(0)).bench()[0].energy(), [plasma]);
}

#[test]
fn holon_researcher_finds_a_metal_energy_or_a_pokemon_with_delta_on_its_card() {
    // Holon Researcher: "Discard a card from your hand. …" then "Search your deck for a Metal
    // Energy card or a Basic Pokémon (or Evolution card) that has δ on its card, …".
    let mut game = holding(
        &["ex11-95", "Grass Energy"],
        &["base1-58", "ex11-7", "Fire Energy"],
    )
    .game(1);
    // The Grass Energy, the only other card, is discarded.
    play_card(&mut game, "ex11-95");
    // The Pokémon option: Jolteon δ alone, not Pikachu.
    play(&mut game, &[Action::PickOption { index: 1 }]);
    assert_eq!(offered(&game), ids(&game, &["ex11-7"]));
    pick(&mut game, &["ex11-7"]);
    assert!(hand_is(&game, &["ex11-7"]));
}

#[test]
fn korrina_finds_a_fighting_pokemon_and_an_item_card() {
    // Korrina: "Search your deck for a Fighting Pokémon and an Item card, reveal them, and put
    // them into your hand." Onix is a Fighting Pokémon, Potion an Item.
    let mut game = holding(&["xy3-95"], &["base1-58", "base1-56", "base1-94"]).game(1);
    play_card(&mut game, "xy3-95");
    assert_eq!(offered(&game), ids(&game, &["base1-56"]));
    pick(&mut game, &["base1-56"]);
    assert_eq!(offered(&game), ids(&game, &["base1-94"]));
    pick(&mut game, &["base1-94"]);
    assert!(hand_is(&game, &["base1-56", "base1-94"]));
    assert_eq!(game.board(Seat(0)).deck().len(), 1);
}

#[test]
fn steven_finds_a_supporter_and_a_basic_energy_card() {
    // Steven: "Search your deck for a Supporter card and a basic Energy card, …". Korrina is a
    // Supporter.
    let mut game = holding(&["xy6-90"], &["xy3-95", "base1-94", "Fire Energy"]).game(1);
    play_card(&mut game, "xy6-90");
    assert_eq!(offered(&game), ids(&game, &["xy3-95"]));
    pick(&mut game, &["xy3-95", "Fire Energy"]);
    assert!(hand_is(&game, &["xy3-95", "Fire Energy"]));
}

#[test]
fn oracle_puts_the_2_cards_chosen_on_top_of_the_shuffled_deck() {
    // Oracle: "Choose 2 cards from your deck and shuffle the rest of your deck. Put the chosen
    // cards on top of your deck in any order."
    let mut game = holding(
        &["ecard3-138"],
        &[
            "Grass Energy",
            "Fire Energy",
            "base1-58",
            "base1-56",
            "base1-94",
        ],
    )
    .game(1);
    play_card(&mut game, "ecard3-138");
    pick(&mut game, &["base1-94", "base1-56"]);
    let deck = &game.board(Seat(0)).deck();
    assert_eq!(deck.len(), 5);
    // The deck keeps its top last: the first picked topmost.
    let top: Vec<CardId> = deck.iter().rev().take(2).copied().collect();
    assert_eq!(top, [card(&game, "base1-94"), card(&game, "base1-56")]);
}

#[test]
fn fisherman_takes_4_basic_energy_cards_or_all_there_are() {
    // Fisherman: "Choose 4 basic Energy cards from your discard pile (if there are fewer basic
    // Energy cards than 4, take all of them), show them to your opponent, and put them into
    // your hand."
    let mut game = holding(&["ecard3-125"], &["base1-58"])
        .discard(
            0,
            &["Grass Energy", "base1-94", "Fire Energy", "Water Energy"],
        )
        .game(1);
    // Fewer than 4: all 3 are taken (the last one left without a choice).
    play_card(&mut game, "ecard3-125");
    pick(&mut game, &["Grass Energy", "Fire Energy"]);
    assert!(hand_is(
        &game,
        &["Grass Energy", "Fire Energy", "Water Energy"]
    ));
}

#[test]
fn power_charge_shuffles_2_energy_cards_into_the_deck_on_heads() {
    // Power Charge: "Flip a coin. If heads, shuffle 2 Energy cards from your discard pile into
    // your deck (1 if you have only 1)." Only 1 is there.
    let pos = holding(&["ecard1-147"], &["base1-58"]).discard(0, &["Grass Energy", "base1-94"]);
    each_flip(&pos, "ecard1-147", |game, heads| {
        assert_eq!(game.board(Seat(0)).deck().len(), 1 + usize::from(heads));
    });
}

#[test]
fn fervor_takes_the_fire_energy_of_the_top_3_and_discards_the_rest() {
    // Fervor: "Show the top 3 cards of your deck to all players. Put any Fire Energy cards there
    // into your hand and discard the rest."
    let mut game = holding(
        &["gym2-124"],
        &["Fire Energy", "base1-58", "Fire Energy", "Grass Energy"],
    )
    .game(1);
    play_card(&mut game, "gym2-124");
    assert!(hand_is(&game, &["Fire Energy", "Fire Energy"]));
    let board = &game.board(Seat(0));
    assert_eq!(board.deck(), [id(&game, "Grass Energy")]);
    assert!(board.discard().contains(&card(&game, "base1-58")));
}

#[test]
fn underground_expedition_takes_2_of_the_bottom_4_cards() {
    // Underground Expedition: "Look at the bottom 4 cards of your deck. Put 2 of those cards
    // into your hand, and then return the remaining cards to the bottom of your deck in any
    // order." The top card stays on top.
    let mut game = holding(
        &["pl2-97"],
        &[
            "Grass Energy",
            "base1-58",
            "base1-56",
            "base1-94",
            "Fire Energy",
        ],
    )
    .game(1);
    play_card(&mut game, "pl2-97");
    assert_eq!(
        offered(&game),
        ids(&game, &["base1-58", "base1-56", "base1-94", "Fire Energy"])
    );
    pick(&mut game, &["base1-56", "base1-94"]);
    assert!(hand_is(&game, &["base1-56", "base1-94"]));
    let deck = &game.board(Seat(0)).deck();
    assert_eq!(deck.len(), 3);
    assert_eq!(deck.last(), Some(&id(&game, "Grass Energy")));
}

#[test]
fn max_elixir_attaches_a_basic_energy_of_the_top_6_to_a_benched_basic_pokemon() {
    // Max Elixir: "Look at the top 6 cards of your deck and attach a basic Energy card you find
    // there to a Basic Pokémon on your Bench. Shuffle the other cards back into your deck."
    let mut game = holding(&["xy9-102"], &["base1-94", "Water Energy", "base1-58"])
        .bench(0, mon("base1-46"))
        .game(1);
    // One basic Energy, one Benched Basic Pokémon: nothing to choose.
    play_card(&mut game, "xy9-102");
    let water = id(&game, "Water Energy");
    assert_eq!(game.board(Seat(0)).bench()[0].energy(), [water]);
    assert!(active(&game, 0).energy().is_empty());
    assert_eq!(game.board(Seat(0)).deck().len(), 2);
}

#[test]
fn energy_recycle_system_takes_1_basic_energy_or_shuffles_3_back() {
    // Energy Recycle System: "Search your discard pile for basic Energy cards. You may either
    // show 1 basic Energy card to your opponent and put it into your hand, or show 3 basic
    // Energy cards to your opponent and shuffle them into your deck."
    let discard = ["Grass Energy", "Fire Energy", "Water Energy", "base1-94"];
    let pos = holding(&["ex3-84"], &["base1-58"]).discard(0, &discard);
    let mut game = pos.game(1);
    play_card(&mut game, "ex3-84");
    play(&mut game, &[Action::PickOption { index: 0 }]);
    pick(&mut game, &["Fire Energy"]);
    assert!(hand_is(&game, &["Fire Energy"]));
    let mut game = pos.game(1);
    play_card(&mut game, "ex3-84");
    play(&mut game, &[Action::PickOption { index: 1 }]);
    // The third is the only one left: taken without a choice.
    pick(&mut game, &["Grass Energy", "Fire Energy"]);
    assert_eq!(game.board(Seat(0)).deck().len(), 4);
    assert!(game.board(Seat(0)).hand().is_empty());
}

#[test]
fn pokemon_retriever_takes_1_pokemon_card_from_the_discard_pile() {
    // Pokémon Retriever: "… You may either show 1 Basic Pokémon or Evolution card to your
    // opponent and put it into your hand, or show a combination of 3 …".
    let mut game = holding(&["ex7-84"], &["base1-58"])
        .discard(0, &["Grass Energy", "base1-24", "base1-94", "base1-46"])
        .game(1);
    play_card(&mut game, "ex7-84");
    play(&mut game, &[Action::PickOption { index: 0 }]);
    assert_eq!(offered(&game), ids(&game, &["base1-24", "base1-46"]));
    pick(&mut game, &["base1-24"]);
    assert!(hand_is(&game, &["base1-24"]));
}

#[test]
fn pokemon_fan_club_benches_up_to_2_basic_pokemon() {
    // Pokémon Fan Club: "Search your deck for up to 2 Baby Pokémon and/or Basic Pokémon cards
    // and put them onto your bench."
    let mut game = holding(&["ecard2-130"], &["base1-24", "base1-46", "base1-58"]).game(1);
    play_card(&mut game, "ecard2-130");
    assert_eq!(offered(&game), ids(&game, &["base1-46", "base1-58"]));
    pick(&mut game, &["base1-46", "base1-58"]);
    assert_eq!(game.board(Seat(0)).bench().len(), 2);
}

#[test]
fn stantler_discards_a_trainer_card_it_finds_in_the_opponents_hand() {
    // Stantler's Push Away: "Look at your opponent's hand, choose a Trainer card you find
    // there, and discard it." Only the Potion and the Bill are offered, not the Energy.
    let mut game = Pos::duel(
        mon("ex10-32").energy(&["Grass Energy", "Grass Energy"]),
        mon("base1-46"),
    )
    .deck(0, &["Grass Energy"])
    .deck(1, &["Grass Energy"])
    .hand(1, &["base1-94", "Fire Energy", "base1-91"])
    .game(1);
    play(&mut game, &[Action::Attack { index: 1 }]);
    assert_eq!(offered(&game), ids(&game, &["base1-94", "base1-91"]));
    pick(&mut game, &["base1-91"]);
    let theirs = &game.board(Seat(1));
    assert_eq!(theirs.discard(), [card(&game, "base1-91")]);
    assert!(!theirs.hand().contains(&card(&game, "base1-91")));
}

#[test]
fn weepinbell_discards_a_card_of_the_opponents_hand_on_heads() {
    // Weepinbell's Corrode Target: "Flip a coin. If heads, look at your opponent's hand, choose
    // 1 card, and discard it."
    let mut seen = [false; 2];
    for seed in 1..12 {
        let mut game = Pos::duel(
            mon("hgss4-53").energy(&["Grass Energy", "Grass Energy"]),
            mon("base1-46"),
        )
        .deck(0, &["Grass Energy"])
        .deck(1, &["Grass Energy"])
        .hand(1, &["base1-94", "Fire Energy"])
        .game(seed);
        play(&mut game, &[Action::Attack { index: 1 }]);
        let heads = heads(&game);
        seen[usize::from(heads)] = true;
        if heads {
            assert_eq!(offered(&game), ids(&game, &["base1-94", "Fire Energy"]));
            pick(&mut game, &["Fire Energy"]);
        }
        // Their turn began with a draw (a Grass Energy).
        let theirs = &game.board(Seat(1));
        let fire = id(&game, "Fire Energy");
        assert_eq!(theirs.hand().contains(&fire), !heads);
        assert_eq!(theirs.discard().contains(&fire), heads);
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn revive_benches_a_basic_pokemon_with_half_its_hp_in_damage_counters() {
    // Revive: "Put 1 Basic Pokémon card from your discard pile onto your Bench. Put damage
    // counters on that Pokémon equal to half its HP (rounded down to the nearest 10)."
    // Charmander's 50 HP: half is 25, rounded down to 20.
    let mut game = holding(&["base1-89"], &["base1-58"])
        .discard(0, &["base1-46", "base1-94"])
        .game(1);
    play_card(&mut game, "base1-89");
    let bench = &game.board(Seat(0)).bench();
    assert_eq!(bench.len(), 1);
    assert_eq!(bench[0].stack(), [card(&game, "base1-46")]);
    assert_eq!(bench[0].damage(), 20);
}

#[test]
fn twins_is_played_only_with_more_prize_cards_left_than_the_opponent() {
    // Twins: "You may use this card only if you have more Prize cards left than your
    // opponent. Search your deck for any 2 cards and put them into your hand."
    let twins = |mine: usize| {
        let prizes = ["Grass Energy"; 3];
        let mut game = holding(&["hgss4-89"], &["base1-58", "base1-94", "base1-56"])
            .prizes(0, &prizes[..mine])
            .prizes(1, &prizes[..2])
            .game(1);
        let twins = card(&game, "hgss4-89");
        game.act(&Action::Play { card: twins }).map(|_| game)
    };
    assert!(twins(2).is_err());
    let mut game = twins(3).expect("more Prize cards left: played");
    pick(&mut game, &["base1-94", "base1-56"]);
    assert!(hand_is(&game, &["base1-94", "base1-56"]));
}

#[test]
fn research_record_keeps_some_of_the_top_4_on_top_and_the_rest_at_the_bottom() {
    // Research Record: "Look at the top 4 cards of your deck and put as many of them as you
    // like back on top of your deck in any order. Then, put the remaining cards on the bottom
    // of your deck in any order."
    let mut game = holding(
        &["col1-84"],
        &[
            "base1-58",
            "base1-56",
            "base1-94",
            "Fire Energy",
            "Grass Energy",
        ],
    )
    .game(1);
    play_card(&mut game, "col1-84");
    pick(&mut game, &["base1-94"]);
    play(&mut game, &[Action::Done]);
    let deck = &game.board(Seat(0)).deck();
    // The deck keeps its top last.
    assert_eq!(deck.len(), 5);
    assert_eq!(deck.last(), Some(&card(&game, "base1-94")));
    assert_eq!(deck[deck.len() - 2], id(&game, "Grass Energy"));
    let bottom = ids(&game, &["base1-58", "base1-56", "Fire Energy"]);
    let mut under: Vec<CardId> = deck[..3].to_vec();
    under.sort();
    assert_eq!(under, bottom);
}

#[test]
fn luxury_ball_is_not_played_while_a_luxury_ball_is_in_the_discard_pile() {
    // Luxury Ball: "Search your deck for a Pokémon (excluding Pokémon LV.X), … If any Luxury
    // Ball is in your discard pile, you can't play this card."
    let ball = |discard: &[&str]| {
        let mut game = holding(&["dp7-86"], &["base1-58", "base1-94"])
            .discard(0, discard)
            .game(1);
        let ball = card(&game, "dp7-86");
        game.act(&Action::Play { card: ball }).map(|_| game)
    };
    assert!(ball(&["dp7-86"]).is_err());
    let mut game = ball(&["base1-94"]).expect("no Luxury Ball in the discard pile: played");
    assert_eq!(offered(&game), ids(&game, &["base1-58"]));
    pick(&mut game, &["base1-58"]);
    assert!(hand_is(&game, &["base1-58"]));
}

#[test]
fn trainers_mail_takes_a_trainer_card_other_than_trainers_mail_from_the_top_4() {
    // Trainers' Mail: "Look at the top 4 cards of your deck. You may reveal a Trainer card you
    // find there (except Trainers' Mail) and put it into your hand. Shuffle the other cards
    // back into your deck."
    let mut game = holding(
        &["xy6-92"],
        &["xy6-92", "base1-94", "base1-58", "base1-91", "Grass Energy"],
    )
    .game(1);
    play_card(&mut game, "xy6-92");
    play(&mut game, &[Action::Yes]);
    assert_eq!(offered(&game), ids(&game, &["base1-94", "base1-91"]));
    pick(&mut game, &["base1-91"]);
    assert!(hand_is(&game, &["base1-91"]));
    assert_eq!(game.board(Seat(0)).deck().len(), 4);
}

#[test]
fn lady_outing_finds_basic_energy_cards_of_different_types() {
    // Lady Outing: "Search your deck for up to 3 different types of basic Energy cards, …".
    let mut game = holding(
        &["ex1-83"],
        &["Grass Energy", "Grass Energy", "Fire Energy", "base1-58"],
    )
    .game(1);
    play_card(&mut game, "ex1-83");
    assert_eq!(offered(&game), ids(&game, &["Grass Energy", "Fire Energy"]));
    pick(&mut game, &["Grass Energy"]);
    // A second Grass Energy is of a type found already.
    assert_eq!(offered(&game), ids(&game, &["Fire Energy"]));
    pick(&mut game, &["Fire Energy"]);
    assert!(hand_is(&game, &["Grass Energy", "Fire Energy"]));
}

#[test]
fn lanettes_net_search_finds_basic_pokemon_of_different_types() {
    // Lanette's Net Search: "Search your deck for up to 3 different types of Basic Pokémon
    // cards (excluding Baby Pokémon), …". Charmander and Vulpix are both Fire Pokémon.
    let mut game = holding(
        &["ex2-87"],
        &["base1-46", "base1-68", "base1-58", "base1-24"],
    )
    .game(1);
    play_card(&mut game, "ex2-87");
    assert_eq!(
        offered(&game),
        ids(&game, &["base1-46", "base1-68", "base1-58"])
    );
    pick(&mut game, &["base1-46"]);
    assert_eq!(offered(&game), ids(&game, &["base1-58"]));
    pick(&mut game, &["base1-58"]);
    assert!(hand_is(&game, &["base1-46", "base1-58"]));
}

#[test]
fn pokemon_march_lets_the_opponent_then_the_player_bench_a_basic_pokemon() {
    // Pokémon March: "Your opponent may search his or her deck for 1 Basic Pokémon card and
    // put it onto his or her Bench. Then, you may search your deck for 1 Basic Pokémon card and
    // put it onto your Bench. Then, each player shuffles his or her deck."
    let mut game = holding(&["neo1-102"], &["base1-58", "Fire Energy"])
        .deck(1, &["base1-46", "Grass Energy"])
        .game(1);
    play_card(&mut game, "neo1-102");
    // The opponent chooses from their own deck.
    let chooser = game
        .resolving()
        .as_ref()
        .and_then(|f| f.wait)
        .map(|w| w.chooser());
    assert_eq!(chooser, Some(SEAT_2));
    assert_eq!(offered(&game), ids(&game, &["base1-46"]));
    pick(&mut game, &["base1-46"]);
    play(&mut game, &[Action::Yes]);
    assert_eq!(offered(&game), ids(&game, &["base1-58"]));
    pick(&mut game, &["base1-58"]);
    let benched = |seat: usize| game.board(Seat(seat as u8)).bench()[0].stack()[0];
    assert_eq!(benched(1), card(&game, "base1-46"));
    assert_eq!(benched(0), card(&game, "base1-58"));
}

#[test]
fn holon_lass_looks_at_as_many_cards_as_there_are_prize_cards_left() {
    // Holon Lass: "Discard a card from your hand. …" then "Count the total number of Prize
    // cards left (both yours and your opponent's). Look at that many cards from the top of
    // your deck, choose as many Energy cards as you like, show them to your opponent, and put
    // them into your hand. …" 2 + 1 Prize cards: the top 3 cards, not the Water Energy below.
    let mut game = holding(
        &["ex11-92", "Grass Energy"],
        &["Fire Energy", "base1-58", "Fire Energy", "Water Energy"],
    )
    .prizes(0, &["base1-94"; 2])
    .prizes(1, &["base1-94"])
    .game(1);
    play_card(&mut game, "ex11-92");
    assert_eq!(offered(&game), ids(&game, &["Fire Energy"]));
    pick(&mut game, &["Fire Energy", "Fire Energy"]);
    assert!(hand_is(&game, &["Fire Energy", "Fire Energy"]));
    let board = &game.board(Seat(0));
    assert_eq!(board.deck().len(), 2);
    assert!(board.discard().contains(&id(&game, "Grass Energy")));
}

#[test]
fn night_teleporter_trades_the_hand_for_any_card_of_the_deck_on_heads() {
    // Night Teleporter: "Flip a coin. If heads, put all cards in your hand on top of your deck.
    // Then, search your deck for any 1 card and put it into your hand. Shuffle your deck
    // afterward." On tails, nothing happens.
    let pos = holding(
        &["pl3-138", "Grass Energy", "Fire Energy"],
        &["base1-58", "base1-94"],
    );
    each_flip(&pos, "pl3-138", |game, heads| {
        if heads {
            pick(game, &["base1-94"]);
            assert!(hand_is(game, &["base1-94"]));
            assert_eq!(game.board(Seat(0)).deck().len(), 3);
        } else {
            assert!(hand_is(game, &["Grass Energy", "Fire Energy"]));
            assert_eq!(game.board(Seat(0)).deck().len(), 2);
        }
    });
}
