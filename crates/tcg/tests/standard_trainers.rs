//! Standard Trainer cards (issue 29), played on real cards: what follows a draw only after a
//! card drawn (Candela), cards of the opponent's deck looked at and put onto their Bench or
//! discarded (Accompanying Flute, Miss Fortune Sisters), a card unusable with no other card in
//! the hand (Dendra), a Supporter found by a word of its name (Team Rocket's Transceiver), a
//! Tool's effects on a holder of a kind (Ancient Booster Energy Capsule), a lasting effect on
//! a player's Pokémon that takes in those that come into play (Geeta).

mod common;

// Basic Energy by id: sve-1 Grass, sve-2 Fire, sve-3 Water.

use altplay_core::Seat;
use altplay_tcg::game::{Action, Tcg};
use common::*;

const CANDELA: &str = "pgo-83";
const FLUTE: &str = "sv6-142";
const SISTERS: &str = "swsh11-209";
const DENDRA: &str = "sv2-266";
const TRANSCEIVER: &str = "sv10-178";
const ARIANA: &str = "sv10-171";
const IONO: &str = "sv2-185";
const ANCIENT_CAPSULE: &str = "sv5-140";
const PIDGEY: &str = "sv3-162";
const CHARMANDER: &str = "sv3-26";
const SCREAM_TAIL: &str = "sv4-86";
const GEETA: &str = "sv3-226";
const RIKA: &str = "sv4-258";
const WINDUP_ARM: &str = "swsh11-170";
const COLOGNE: &str = "swsh10-136";
const BOUFFALANT: &str = "sv3-174";
const LUXURIOUS_CAPE: &str = "sv4-265";
const LILLIES_PEARL: &str = "sv9-151";
const LILLIES_CLEFAIRY_EX: &str = "sv9-56";
const LILLIES_COMFEY: &str = "sv9-68";
const GRAVITY_MOUNTAIN: &str = "sv8-250";
const CHARIZARD_EX: &str = "sv3-125";
const FACTORY: &str = "sv10-173";
const TEAM_STAR_GRUNT: &str = "sv3-195";
const GRABBER: &str = "sv3pt5-162";
const LOST_CITY: &str = "swsh11-161";
const ERIKAS_INVITATION: &str = "sv3pt5-203";

/// Charmander Active against a Pidgey, seat 1 holding `hand`.
fn holding(hand: &[&str]) -> Pos {
    Pos::duel(mon(CHARMANDER), mon(PIDGEY)).hand(0, hand)
}

/// Answers every choice the text asks with the first action offered.
fn answer_all(game: &mut Tcg) {
    while let Some(answer) = legal(game).into_iter().find(|a| {
        matches!(
            a,
            Action::PickCard { .. } | Action::PickPokemon { .. } | Action::Yes
        )
    }) {
        play(game, &[answer]);
    }
}

#[test]
fn candela_flips_only_after_drawing_a_card() {
    // Candela: "Draw 2 cards. If you drew any cards in this way, flip a coin. If heads, attach
    // a Fire Energy card from your discard pile to 1 of your Benched Pokémon."
    let attached = |deck: &[&str], seed| {
        let mut game = holding(&[CANDELA])
            .bench(0, mon(CHARMANDER))
            .deck(0, deck)
            .discard(0, &["sve-2"])
            .game(seed);
        play_card(&mut game, CANDELA);
        answer_all(&mut game);
        !game.board(Seat(0)).bench()[0].energy().is_empty()
    };
    // With an empty deck nothing is drawn, so no coin is flipped, whatever it would show.
    assert!((1..=8).all(|seed| !attached(&[], seed)));
    // With cards to draw, heads comes up in some of the games.
    assert!((1..=8).any(|seed| attached(&["sve-1"; 2], seed)));
}

#[test]
fn accompanying_flute_benches_basic_pokemon_of_the_opponents_deck() {
    // Accompanying Flute: "Reveal the top 5 cards of your opponent's deck. You may choose any
    // number of Basic Pokémon you find there and put those Pokémon onto their Bench. Your
    // opponent shuffles the other cards back into their deck."
    let mut game = holding(&[FLUTE])
        .deck(
            1,
            &[PIDGEY, "sve-1", CHARMANDER, "sve-2", "sve-3", CHARMANDER],
        )
        .game(1);
    play_card(&mut game, FLUTE);
    play(&mut game, &[Action::Yes]);
    let (pidgey, charmander) = (card(&game, PIDGEY), card(&game, CHARMANDER));
    let mut offered_first = offered(&game);
    offered_first.sort();
    let mut both = vec![pidgey, charmander];
    both.sort();
    // The Basic Pokémon of the top 5 only: one Charmander is 6th.
    assert_eq!(offered_first, both);
    play(
        &mut game,
        &[Action::PickCard { card: pidgey }, Action::Done],
    );
    let theirs = game.board(Seat(1));
    assert_eq!(theirs.bench().len(), 1);
    assert_eq!(theirs.bench()[0].stack(), [pidgey]);
    assert_eq!(theirs.deck().len(), 5);
}

#[test]
fn miss_fortune_sisters_discard_item_cards_of_the_opponents_deck() {
    // Miss Fortune Sisters: "Look at the top 5 cards of your opponent's deck and discard any
    // number of Item cards you find there. Your opponent shuffles the other cards back into
    // their deck."
    let mut game = holding(&[SISTERS])
        .deck(1, &[IONO, FLUTE, "sve-1", "sve-2", "sve-3", FLUTE])
        .game(1);
    play_card(&mut game, SISTERS);
    let flute = card(&game, FLUTE);
    // Iono is a Supporter card: not offered.
    assert_eq!(offered(&game), [flute]);
    play(&mut game, &[Action::PickCard { card: flute }]);
    let theirs = game.board(Seat(1));
    assert_eq!(theirs.discard(), [flute]);
    assert_eq!(theirs.deck().len(), 5);
}

#[test]
fn dendra_needs_another_card_in_the_hand() {
    // Dendra: "(If you have no other cards in your hand, you can't use this card.)"
    let playable = |hand: &[&str]| {
        let game = holding(hand).deck(0, &["sve-1"; 5]).game(1);
        let dendra = card(&game, DENDRA);
        legal(&game).contains(&Action::Play { card: dendra })
    };
    assert!(!playable(&[DENDRA]));
    assert!(playable(&[DENDRA, "sve-2"]));
}

#[test]
fn team_rockets_transceiver_finds_a_team_rocket_supporter() {
    // Team Rocket's Transceiver: "Search your deck for a Supporter card that has "Team Rocket"
    // in its name, reveal it, and put it into your hand. Then, shuffle your deck."
    let mut game = holding(&[TRANSCEIVER]).deck(0, &[IONO, ARIANA]).game(1);
    play_card(&mut game, TRANSCEIVER);
    let ariana = card(&game, ARIANA);
    assert_eq!(offered(&game), [ariana]);
    play(&mut game, &[Action::PickCard { card: ariana }]);
    assert_eq!(game.board(Seat(0)).hand(), [ariana]);
}

#[test]
fn ancient_booster_energy_capsule_adds_hp_to_an_ancient_pokemon_only() {
    // Ancient Booster Energy Capsule: "The Ancient Pokémon this card is attached to gets +60
    // HP, recovers from all Special Conditions, and can't be affected by any Special
    // Conditions."
    let hp = |holder: &str, tools: &[&str]| {
        let game = Pos::duel(mon(holder).tools(tools), mon(PIDGEY)).game(1);
        game.hp(active(&game, 0))
    };
    // Scream Tail has 90 HP.
    assert_eq!(hp(SCREAM_TAIL, &[ANCIENT_CAPSULE]), 150);
    assert_eq!(hp(CHARMANDER, &[ANCIENT_CAPSULE]), hp(CHARMANDER, &[]));
}

#[test]
fn geeta_stops_the_attacks_of_pokemon_put_into_play_after_it() {
    // Geeta: "… During this turn, your Pokémon can't attack. (This includes Pokémon that come
    // into play this turn.)"
    // Charmander retreats (its Fire Energy paid) to a Pidgey benched after the Supporter, with
    // a Grass Energy for Gust: whether Pidgey may attack then.
    let may_attack = |geeta: bool| {
        let mut game = Pos::duel(mon(CHARMANDER).energy(&["sve-2"]), mon(PIDGEY))
            .hand(0, &[GEETA, "sve-1", PIDGEY])
            .deck(0, &["sve-3"; 3])
            .game(1);
        if geeta {
            play_card(&mut game, GEETA);
            // Its search: no Energy taken.
            while let Some(answer) = legal(&game)
                .into_iter()
                .find(|a| matches!(a, Action::Done | Action::PickPokemon { .. }))
            {
                play(&mut game, &[answer]);
            }
        }
        let (pidgey, grass) = (card(&game, PIDGEY), card(&game, "sve-1"));
        play(&mut game, &[Action::Bench { card: pidgey }]);
        let benched = bench_uid(&game, 0, 0);
        play(
            &mut game,
            &[
                Action::Attach {
                    card: grass,
                    target: benched,
                },
                Action::Retreat { to: benched },
            ],
        );
        answer_all(&mut game);
        legal(&game)
            .iter()
            .any(|a| matches!(a, Action::Attack { .. }))
    };
    assert!(!may_attack(true));
    // Without it, Pidgey may attack.
    assert!(may_attack(false));
}

#[test]
fn rika_shuffles_the_other_cards_onto_the_bottom_of_the_deck() {
    // Rika: "Look at the top 4 cards of your deck and put 2 of them into your hand. Shuffle the
    // other cards and put them on the bottom of your deck."
    let bottom_two = |seed| {
        let mut game = holding(&[RIKA])
            .deck(0, &["sve-1", "sve-2", "sve-3", CHARMANDER, PIDGEY, PIDGEY])
            .game(seed);
        play_card(&mut game, RIKA);
        let looked = offered(&game);
        assert_eq!(looked.len(), 4);
        play(
            &mut game,
            &[
                Action::PickCard { card: looked[0] },
                Action::PickCard { card: looked[1] },
            ],
        );
        let mine = game.board(Seat(0));
        assert_eq!(mine.hand(), &looked[..2]);
        // The deck, bottom first: the two cards left over, then the two Pidgey never looked at.
        let deck = mine.deck();
        assert_eq!(deck.len(), 4);
        let pidgey = card(&game, PIDGEY);
        assert_eq!(deck[2..], [pidgey, pidgey]);
        let mut left: Vec<_> = deck[..2].to_vec();
        let order = left.clone();
        left.sort();
        let mut expected = looked[2..].to_vec();
        expected.sort();
        assert_eq!(left, expected);
        order
    };
    // Shuffled: over a few games, both orders come up.
    let orders: std::collections::HashSet<_> = (1..=12).map(bottom_two).collect();
    assert_eq!(orders.len(), 2);
}

#[test]
fn windup_arm_lets_an_asleep_or_paralyzed_pokemon_attack() {
    // Windup Arm: "The Pokémon this card is attached to can attack even if it's Asleep or
    // Paralyzed." Charmander's Heat Tackle costs Fire.
    let may_attack = |condition: &str, tools: &[&str]| {
        let charmander = mon(CHARMANDER)
            .energy(&["sve-2", "sve-2"])
            .tools(tools)
            .conditions(&[condition]);
        let game = Pos::duel(charmander, mon(PIDGEY)).game(1);
        legal(&game)
            .iter()
            .any(|a| matches!(a, Action::Attack { .. }))
    };
    for condition in ["asleep", "paralyzed"] {
        assert!(!may_attack(condition, &[]));
        assert!(may_attack(condition, &[WINDUP_ARM]));
    }
}

#[test]
fn canceling_cologne_switches_off_the_abilities_of_the_opponents_active_pokemon() {
    // Canceling Cologne: "Until the end of your turn, your opponent's Active Pokémon has no
    // Abilities." Bouffalant's Ability: "This Pokémon takes 20 less damage from attacks";
    // Charmander's Heat Tackle does 30.
    let damage_done = |hand: &[&str]| {
        let mut game = Pos::duel(mon(CHARMANDER).energy(&["sve-2"]), mon(BOUFFALANT))
            .hand(0, hand)
            .deck(0, &["sve-1"; 2])
            .deck(1, &["sve-1"; 2])
            .game(1);
        if !hand.is_empty() {
            play_card(&mut game, COLOGNE);
        }
        play(&mut game, &[Action::Attack { index: 0 }]);
        active(&game, 1).damage()
    };
    assert_eq!(damage_done(&[]), 10);
    assert_eq!(damage_done(&[COLOGNE]), 30);
}

/// The Prize cards seat 1 takes when Charmander's Heat Tackle (30) hits `defender`.
fn prizes_taken(defender: Mon) -> usize {
    let game = Pos::duel(mon(CHARMANDER).energy(&["sve-2"]), defender)
        .bench(1, mon(PIDGEY))
        .decks(&["sve-3"; 4])
        .prizes(0, &["sve-3"; 4])
        .attacking(0, 1);
    4 - game.board(Seat(0)).prizes().len()
}

#[test]
fn luxurious_cape_gives_hp_and_a_prize_card_more_on_a_pokemon_without_a_rule_box() {
    // Luxurious Cape: "If the Pokémon this card is attached to doesn't have a Rule Box, it gets
    // +100 HP, and if it is Knocked Out by damage from an attack from your opponent's Pokémon,
    // that player takes 1 more Prize card."
    let game = Pos::duel(mon(PIDGEY).tools(&[LUXURIOUS_CAPE]), mon(PIDGEY)).game(1);
    assert_eq!(game.hp(active(&game, 0)), 160);
    assert_eq!(
        prizes_taken(mon(PIDGEY).tools(&[LUXURIOUS_CAPE]).damage(140)),
        2
    );
    assert_eq!(prizes_taken(mon(PIDGEY).damage(40)), 1);
    // Lillie's Clefairy ex has a Rule Box: 190 HP, 2 Prize cards as ever.
    let game = Pos::duel(
        mon(LILLIES_CLEFAIRY_EX).tools(&[LUXURIOUS_CAPE]),
        mon(PIDGEY),
    )
    .game(1);
    assert_eq!(game.hp(active(&game, 0)), 190);
    assert_eq!(
        prizes_taken(
            mon(LILLIES_CLEFAIRY_EX)
                .tools(&[LUXURIOUS_CAPE])
                .damage(170)
        ),
        2
    );
}

#[test]
fn lillies_pearl_gives_a_prize_card_fewer_for_a_lillies_pokemon() {
    // Lillie's Pearl: "If the Lillie's Pokémon this card is attached to is Knocked Out by damage
    // from an attack from your opponent's Pokémon, that player takes 1 fewer Prize card."
    let pearl = |name: &str, damage| prizes_taken(mon(name).tools(&[LILLIES_PEARL]).damage(damage));
    assert_eq!(pearl(LILLIES_CLEFAIRY_EX, 170), 1);
    assert_eq!(pearl(LILLIES_COMFEY, 40), 0);
    assert_eq!(pearl(PIDGEY, 40), 1);
}

#[test]
fn gravity_mountain_takes_30_hp_from_each_stage_2_pokemon() {
    // Gravity Mountain: "Each Stage 2 Pokémon in play (both yours and your opponent's) gets -30
    // HP." Charizard ex (Stage 2) has 330 HP, Pidgey (Basic) 60.
    let game = Pos::duel(mon(CHARIZARD_EX), mon(PIDGEY))
        .stadium(GRAVITY_MOUNTAIN)
        .game(1);
    assert_eq!(game.hp(active(&game, 0)), 300);
    assert_eq!(game.hp(active(&game, 1)), 60);
}

#[test]
fn team_rockets_factory_draws_after_a_team_rocket_supporter_only() {
    // Team Rocket's Factory: "Once during each player's turn, if they played a Supporter card
    // that has "Team Rocket" in its name from their hand this turn, they may draw 2 cards."
    // Ariana is a Team Rocket's Supporter, Iono is not; each draws to a hand of 5 or more here.
    let drawn = |supporter: &str| {
        let mut game = holding(&[supporter])
            .stadium(FACTORY)
            .deck(0, &["sve-1"; 20])
            .deck(1, &["sve-1"; 20])
            .game(1);
        play_card(&mut game, supporter);
        answer_all(&mut game);
        let before = game.board(Seat(0)).hand().len();
        if legal(&game).contains(&Action::Stadium) {
            play(&mut game, &[Action::Stadium]);
            answer_all(&mut game);
        }
        game.board(Seat(0)).hand().len() - before
    };
    assert_eq!(drawn(ARIANA), 2);
    assert_eq!(drawn(IONO), 0);
}

#[test]
fn team_star_grunt_puts_an_energy_on_top_of_the_opponents_deck() {
    // Team Star Grunt: "Put an Energy attached to your opponent's Active Pokémon on top of their
    // deck."
    let mut game = Pos::duel(mon(CHARMANDER), mon(PIDGEY).energy(&["sve-1"]))
        .hand(0, &[TEAM_STAR_GRUNT])
        .deck(1, &["sve-3"; 3])
        .game(1);
    play_card(&mut game, TEAM_STAR_GRUNT);
    answer_all(&mut game);
    let theirs = game.board(Seat(1));
    assert!(active(&game, 1).energy().is_empty());
    // The deck, bottom first: the Grass Energy on top, unshuffled.
    assert_eq!(theirs.deck().len(), 4);
    assert_eq!(theirs.deck().last(), Some(&card(&game, "sve-1")));
}

#[test]
fn grabber_puts_a_pokemon_of_the_opponents_hand_on_the_bottom_of_their_deck() {
    // Grabber: "Your opponent reveals their hand, and you put a Pokémon you find there on the
    // bottom of their deck."
    let mut game = holding(&[GRABBER])
        .hand(1, &[PIDGEY, "sve-1"])
        .deck(1, &["sve-3"; 3])
        .game(1);
    play_card(&mut game, GRABBER);
    // Pidgey is the only Pokémon there: taken without a choice.
    answer_all(&mut game);
    let pidgey = card(&game, PIDGEY);
    let theirs = game.board(Seat(1));
    assert_eq!(theirs.hand(), [card(&game, "sve-1")]);
    assert_eq!(theirs.deck().first(), Some(&pidgey));
}

#[test]
fn lost_city_puts_a_pokemon_knocked_out_in_the_lost_zone() {
    // Lost City: "Whenever a Pokémon (either yours or your opponent's) is Knocked Out, put that
    // Pokémon in the Lost Zone instead of the discard pile. (Discard all attached cards.)"
    let knocked_out = |stadium: &str| {
        Pos::duel(
            mon(CHARMANDER).energy(&["sve-2"]),
            mon(PIDGEY).energy(&["sve-1"]).damage(40),
        )
        .bench(1, mon(PIDGEY))
        .stadium(stadium)
        .decks(&["sve-3"; 4])
        .prizes(0, &["sve-3"; 4])
        .attacking(0, 1)
    };
    let game = knocked_out(LOST_CITY);
    let (pidgey, grass) = (card(&game, PIDGEY), card(&game, "sve-1"));
    let theirs = game.board(Seat(1));
    assert_eq!(theirs.lost_zone(), [pidgey]);
    assert_eq!(theirs.discard(), [grass]);
    // Another Stadium: both to the discard pile.
    let game = knocked_out(GRAVITY_MOUNTAIN);
    assert!(game.board(Seat(1)).lost_zone().is_empty());
    assert_eq!(game.board(Seat(1)).discard().len(), 2);
}

#[test]
fn erikas_invitation_benches_a_basic_pokemon_of_the_opponents_hand_and_switches_it_in() {
    // Erika's Invitation: "Your opponent reveals their hand, and you put a Basic Pokémon you
    // find there onto your opponent's Bench. If you put a Pokémon onto their Bench in this way,
    // switch in that Pokémon to the Active Spot."
    let mut game = holding(&[ERIKAS_INVITATION])
        .hand(1, &[CHARMANDER, "sve-1"])
        .game(1);
    play_card(&mut game, ERIKAS_INVITATION);
    // Charmander is the only Basic Pokémon there: taken without a choice.
    answer_all(&mut game);
    let charmander = card(&game, CHARMANDER);
    assert_eq!(active(&game, 1).stack(), [charmander]);
    let theirs = game.board(Seat(1));
    assert_eq!(theirs.bench().len(), 1);
    assert_eq!(theirs.bench()[0].stack(), [card(&game, PIDGEY)]);
    assert_eq!(theirs.hand(), [card(&game, "sve-1")]);
}
