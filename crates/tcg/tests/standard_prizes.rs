//! Standard cards about Prize cards and Knock Outs (issue 29): fewer, more or no Prize cards
//! for a Knock Out, a Knock Out survived. Each test plays the real card through a position.

mod common;

use altplay_core::Seat;
use altplay_tcg::game::{Action, CardId, Event, Tcg};
use common::*;

/// Lucario ex (250 HP, Fighting): Low Kick does 50 for Fighting and Colorless.
const LUCARIO_EX: &str = "sv7-82";
/// Team Rocket's Koffing (70 HP, Darkness, weak to Fighting ×2): Leaking Gas does 30 for
/// Darkness and Colorless.
const TR_KOFFING: &str = "sv10-125";
/// Froslass ex (250 HP, Tera).
const FROSLASS_EX: &str = "sv4-3";
/// Togekiss (Stage 2, 140 HP): Wonder Kiss.
const TOGEKISS: &str = "sv8-72";
/// Shedinja (Stage 1, 60 HP, weak to Darkness ×2, resists Fighting -30).
const SHEDINJA: &str = "me1-61";
/// Spiritomb (Basic, 80 HP, Darkness).
const SPIRITOMB: &str = "me1-87";
/// Survival Brace (Pokémon Tool, ACE SPEC).
const SURVIVAL_BRACE: &str = "sv6-164";
/// Box of Disaster (Pokémon Tool).
const BOX_OF_DISASTER: &str = "swsh11-154";
/// Redeemable Ticket (Item).
const REDEEMABLE_TICKET: &str = "sv9-156";
/// Starmie (Stage 1, 90 HP): put 2 damage counters, then discard itself.
const STARMIE: &str = "sv4pt5-119";
/// Pikachu V (190 HP, Lightning, weak to Fighting ×2).
const PIKACHU_V: &str = "swsh4-43";

/// Lucario ex ready to Low Kick (attack 0).
fn lucario() -> Mon {
    mon(LUCARIO_EX).energy(&["Fighting Energy", "Fighting Energy"])
}

/// Koffing ready to use Leaking Gas (attack 0).
fn koffing() -> Mon {
    mon(TR_KOFFING).energy(&["Darkness Energy", "Darkness Energy"])
}

/// Seat 1's `mine` attacking seat 2's `theirs` with its first attack, each seat with 4 Prize
/// cards and a Koffing on seat 2's Bench to promote.
fn knocking_out(mine: Mon, theirs: Mon) -> Pos {
    let four = ["Grass Energy"; 4];
    Pos::duel(mine, theirs)
        .bench(1, mon(TR_KOFFING))
        .decks(&four)
        .prizes(0, &four)
        .prizes(1, &four)
}

/// The Prize cards seat 1 took of its 4.
fn taken(game: &Tcg) -> usize {
    4 - game.board(Seat(0)).prizes().len()
}

/// The coins flipped in the game, heads or tails.
fn flips(game: &Tcg) -> Vec<bool> {
    game.events()
        .as_ref()
        .expect("a position keeps a log")
        .iter()
        .filter_map(|e| match e {
            Event::Flipped { heads } => Some(*heads),
            _ => None,
        })
        .collect()
}

/// Plays `pos`'s attack on seeds until both faces of a coin came up, checking each game:
/// `check(game, heads)`.
fn on_both_faces(pos: &Pos, check: impl Fn(&Tcg, bool)) {
    let (mut heads_seen, mut tails_seen) = (false, false);
    for seed in 1..40 {
        let game = pos.attacking(0, seed);
        let flipped = flips(&game);
        assert_eq!(flipped.len(), 1, "one coin a Knock Out");
        check(&game, flipped[0]);
        heads_seen |= flipped[0];
        tails_seen |= !flipped[0];
    }
    assert!(heads_seen && tails_seen, "heads and tails both came up");
}

#[test]
fn froslass_ex_gives_a_prize_card_fewer_on_heads_when_knocked_out_in_the_active_spot() {
    // "If this Pokémon is in the Active Spot and is Knocked Out, flip a coin. If heads, your
    // opponent takes 1 fewer Prize card." Low Kick's 50 Knocks Out Froslass ex (200 damage).
    let pos = knocking_out(lucario(), mon(FROSLASS_EX).damage(200));
    on_both_faces(&pos, |game, heads| {
        assert_eq!(taken(game), if heads { 1 } else { 2 });
    });
}

#[test]
fn togekiss_takes_a_prize_card_more_on_heads_one_coin_for_two_copies() {
    // "When your opponent's Active Pokémon is Knocked Out, flip a coin. If heads, take 1 more
    // Prize card. The effect of Wonder Kiss doesn't stack." Low Kick does 100 to Koffing.
    let pos = knocking_out(lucario(), mon(TR_KOFFING))
        .bench(0, mon(TOGEKISS))
        .bench(0, mon(TOGEKISS));
    on_both_faces(&pos, |game, heads| {
        assert_eq!(taken(game), if heads { 2 } else { 1 });
    });
    // No Togekiss, no coin.
    let game = knocking_out(lucario(), mon(TR_KOFFING)).attacking(0, 1);
    assert!(flips(&game).is_empty());
    assert_eq!(taken(&game), 1);
}

#[test]
fn shedinja_gives_no_prize_card_to_an_attack_of_a_pokemon_ex_only() {
    // "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon
    // ex, your opponent can't take any Prize cards for it." Low Kick does 20 after Resistance,
    // Leaking Gas 60 after Weakness.
    let by_ex = knocking_out(lucario(), mon(SHEDINJA).damage(50)).attacking(0, 1);
    assert_eq!(
        active(&by_ex, 1).card(),
        card(&by_ex, TR_KOFFING),
        "Shedinja is gone"
    );
    assert_eq!(taken(&by_ex), 0, "no Prize card for a Pokémon ex's attack");
    let by_koffing = knocking_out(koffing(), mon(SHEDINJA)).attacking(0, 1);
    assert_eq!(taken(&by_koffing), 1, "a Prize card for Koffing's attack");
}

#[test]
fn survival_brace_saves_a_holder_with_full_hp_once_and_is_discarded() {
    // "If the Pokémon this card is attached to has full HP and would be Knocked Out by damage
    // from an attack from your opponent's Pokémon, it is not Knocked Out, and its remaining HP
    // becomes 10. Then, discard this card." Low Kick does 100 to Koffing (70 HP).
    let braced = mon(TR_KOFFING).tools(&[SURVIVAL_BRACE]);
    let game = knocking_out(lucario(), braced.clone()).attacking(0, 1);
    let holder = active(&game, 1);
    assert_eq!(holder.damage(), 60, "10 HP left");
    assert!(holder.tools().is_empty());
    assert_eq!(game.board(SEAT_2).discard(), [card(&game, SURVIVAL_BRACE)]);
    assert_eq!(taken(&game), 0);
    // Damaged already: Knocked Out.
    let game = knocking_out(lucario(), braced.damage(10)).attacking(0, 1);
    assert_eq!(taken(&game), 1);
}

#[test]
fn spiritomb_puts_a_counter_on_the_attacker_of_the_active_darkness_pokemon() {
    // "If your Active Darkness Pokémon is damaged by an attack from your opponent's Pokémon
    // (even if your Active Darkness Pokémon is Knocked Out), place 1 damage counter on the
    // Attacking Pokémon." Two Spiritomb: two counters, though Koffing is Knocked Out.
    let pos = knocking_out(lucario(), mon(TR_KOFFING))
        .bench(1, mon(SPIRITOMB))
        .bench(1, mon(SPIRITOMB));
    let game = pos.attacking(0, 1);
    assert_eq!(active(&game, 0).damage(), 20);
    // Spiritomb itself in the Active Spot is a Darkness Pokémon too; a Psychic one is not.
    let game = knocking_out(lucario(), mon(SHEDINJA))
        .bench(1, mon(SPIRITOMB))
        .attacking(0, 1);
    assert_eq!(active(&game, 0).damage(), 0);
}

#[test]
fn box_of_disaster_puts_8_counters_on_the_attacker_of_a_pokemon_v_knocked_out_from_full_hp() {
    // "If the Pokémon V this card is attached to has full HP and is Knocked Out by damage from
    // an attack from your opponent's Pokémon, put 8 damage counters on the Attacking Pokémon."
    // Against Pikachu V (190 HP, weak to Fighting ×2) Lucario ex's Low Kick does 100, its Aura
    // Knuckle 240.
    let attacking = |attack: u8, theirs: Mon| {
        let lucario = mon(LUCARIO_EX).energy(&["Fighting Energy"; 3]);
        knocking_out(lucario, theirs).attacking(attack, 1)
    };
    let boxed = |card: &str| mon(card).tools(&[BOX_OF_DISASTER]);
    let game = attacking(0, boxed(PIKACHU_V));
    assert_eq!(active(&game, 0).damage(), 0, "not Knocked Out");
    let game = attacking(1, boxed(PIKACHU_V).damage(100));
    assert_eq!(active(&game, 0).damage(), 0, "not from full HP");
    let game = attacking(1, boxed(TR_KOFFING));
    assert_eq!(active(&game, 0).damage(), 0, "no Pokémon V");
    let game = attacking(1, boxed(PIKACHU_V));
    assert_eq!(active(&game, 0).damage(), 80);
    assert_eq!(taken(&game), 2);
}

#[test]
fn redeemable_ticket_deals_the_prize_cards_again_from_the_top_of_the_deck() {
    // "Count your Prize cards, shuffle them, and put them on the bottom of your deck. Then,
    // take that many cards from the top of your deck and put them face down as your Prize
    // cards."
    let mut game = Pos::duel(mon(LUCARIO_EX), mon(TR_KOFFING))
        .hand(0, &[REDEEMABLE_TICKET])
        .deck(0, &["Grass Energy", "Fire Energy", "Water Energy"])
        .deck(1, &["Grass Energy"])
        .prizes(0, &["Psychic Energy", "Metal Energy"])
        .game(1);
    let sorted = |cards: &[CardId]| {
        let mut cards = cards.to_vec();
        cards.sort();
        cards
    };
    let (old_prizes, old_deck) = {
        let board = game.board(Seat(0));
        (sorted(board.prizes()), board.deck().to_vec())
    };
    play_card(&mut game, REDEEMABLE_TICKET);
    let board = game.board(Seat(0));
    // The deck's top is its last card.
    assert_eq!(
        sorted(board.prizes()),
        sorted(&old_deck[1..]),
        "the deck's top 2"
    );
    let deck = board.deck();
    assert_eq!(deck.len(), 3);
    assert_eq!(deck[2], old_deck[0], "Water Energy on top now");
    assert_eq!(
        sorted(&deck[..2]),
        old_prizes,
        "the old Prize cards under the deck"
    );
}

#[test]
fn starmie_is_discarded_with_its_cards_once_it_placed_its_counters() {
    // "Once during your turn, you may put 2 damage counters on 1 of your opponent's Pokémon.
    // If you placed any damage counters in this way, discard this Pokémon and all attached
    // cards." Starmie on the Bench, its Energy discarded with it; no Prize card is taken.
    let mut game = Pos::duel(lucario(), mon(TR_KOFFING))
        .bench(0, mon(STARMIE).energy(&["Water Energy"]))
        .decks(&["Grass Energy"; 3])
        .prizes(1, &["Grass Energy"; 2])
        .game(1);
    let starmie = bench_uid(&game, 0, 0);
    play(
        &mut game,
        &[Action::Ability {
            pokemon: starmie,
            index: 0,
        }],
    );
    answering_first(&mut game);
    assert_eq!(active(&game, 1).damage(), 20);
    assert!(game.board(Seat(0)).bench().is_empty(), "Starmie is gone");
    assert_eq!(
        game.board(Seat(0)).discard().len(),
        2,
        "Starmie and its Energy"
    );
    assert_eq!(game.board(SEAT_2).prizes().len(), 2);
}
