//! TB-13's building on real packs of Journey Together (sv9): four seats of Team Battle build
//! from their own pools, teammates trade card by card, and a deck is ready only when it keeps the
//! Limited deck rules.

use altplay_core::Seat;
use altplay_sealed::{Building, Step};
use altplay_tcg::format::{CardData, Sealed, card_data};
use altplay_tcg::game::Rules;

const A1: Seat = Seat(0);
const B1: Seat = Seat(1);
const A2: Seat = Seat(2);

fn building(rules: Rules, names: &[&str]) -> (std::sync::Arc<CardData>, Building) {
    let data = card_data(None).expect("the shared card data");
    let sealed = Sealed {
        set: "sv9".into(),
        packs: 4,
        seed: 5,
        trades: Vec::new(),
        dealt: None,
    };
    let pools = sealed.pools(&data, &rules, names).unwrap();
    (data, Building::new(rules, pools))
}

fn team_battle() -> (std::sync::Arc<CardData>, Building) {
    building(Rules::team_battle(), &["A1", "B1", "A2", "B2"])
}

fn legal(b: &Building, seat: Seat, data: &CardData) -> Vec<Step> {
    let mut out = Vec::new();
    b.legal(seat, &data.index, &mut out);
    out
}

#[test]
fn tb_13_every_seat_builds_and_is_ready_once_its_deck_keeps_the_limited_rules() {
    let (data, mut b) = team_battle();
    assert!(
        !legal(&b, A1, &data).contains(&Step::Ready),
        "nothing built"
    );
    let refused = b.apply(A1, &Step::Ready, &data.index).unwrap_err();
    assert_eq!(refused.rule, "TB-13");
    assert!(
        refused.message.contains("exactly 40 cards; this one has 0"),
        "{refused}"
    );
    for seat in 0..4 {
        let seat = Seat(seat);
        b.apply(seat, &Step::BuildForMe, &data.index).unwrap();
        let deck = b.deck_of(seat, &data.index);
        assert_eq!(deck.len(), 40);
        assert!(legal(&b, seat, &data).contains(&Step::Ready));
        b.apply(seat, &Step::Ready, &data.index).unwrap();
        assert!(
            legal(&b, seat, &data).is_empty(),
            "a ready seat builds no more"
        );
    }
    assert!(b.done());
}

#[test]
fn tb_13_a_deck_of_39_cards_is_not_ready_and_40_cards_take_no_more() {
    let (data, mut b) = team_battle();
    b.apply(A1, &Step::BuildForMe, &data.index).unwrap();
    let (cards, _) = b.deck(A1);
    let card = cards.keys().next().unwrap().clone();
    let full = b.apply(A1, &Step::Add { card: card.clone() }, &data.index);
    assert!(full.unwrap_err().message.contains("40 cards"));
    b.apply(A1, &Step::Remove { card }, &data.index).unwrap();
    assert!(!legal(&b, A1, &data).contains(&Step::Ready));
    let refused = b.apply(A1, &Step::Ready, &data.index).unwrap_err();
    assert!(refused.message.contains("this one has 39"), "{refused}");
}

#[test]
fn tb_13_a_card_not_in_the_pool_cannot_be_added() {
    let (data, mut b) = team_battle();
    let card = "sv2-185".to_string(); // Iono, in no Journey Together pack
    assert!(!legal(&b, A1, &data).contains(&Step::Add { card: card.clone() }));
    let refused = b.apply(A1, &Step::Add { card }, &data.index).unwrap_err();
    assert_eq!(refused.rule, "TB-13");
    assert!(
        refused
            .message
            .contains("no copy of sv2-185 left in your pool")
    );
}

#[test]
fn tb_13_a_teammate_accepts_an_offered_card_into_their_pool() {
    let (data, mut b) = team_battle();
    // A card A1 opened twice: one is given, the other offered again.
    let (card, _) = (b.pool(A1).iter()).find(|(_, n)| **n >= 2).unwrap();
    let card = card.clone();
    let (a1, a2) = (held(&b, A1, &card), held(&b, A2, &card));
    offer(&mut b, A1, &card, &data);
    assert_eq!(
        legal(&b, A2, &data),
        [Step::Accept, Step::Decline],
        "the teammate is asked, and answers before building on"
    );
    let refused = b.apply(A2, &Step::BuildForMe, &data.index).unwrap_err();
    assert!(refused.message.contains("accept or decline"), "{refused}");
    assert!(
        !legal(&b, B1, &data).contains(&Step::Accept),
        "an opponent is not"
    );
    assert!(
        !legal(&b, A1, &data).contains(&Step::ChooseOffer),
        "one offer waits at a time"
    );
    b.apply(A2, &Step::Accept, &data.index).unwrap();
    assert_eq!(held(&b, A1, &card), a1 - 1);
    assert_eq!(held(&b, A2, &card), a2 + 1);
    assert_eq!(b.trades().len(), 1);
    assert_eq!((b.trades()[0].from, b.trades()[0].to), (0, 2));
    // A declined card stays with its owner.
    offer(&mut b, A1, &card, &data);
    b.apply(A2, &Step::Decline, &data.index).unwrap();
    assert_eq!(held(&b, A1, &card), a1 - 1);
    assert_eq!(held(&b, A2, &card), a2 + 1);
    assert_eq!(b.trades().len(), 1);
    assert!(b.offer_from(A1).is_none());
}

#[test]
fn tb_13_trading_with_an_opponent_is_refused() {
    let (data, mut b) = building(Rules::two_players(), &["seat 1", "seat 2"]);
    assert!(!legal(&b, Seat(0), &data).contains(&Step::ChooseOffer));
    let refused = b
        .apply(Seat(0), &Step::ChooseOffer, &data.index)
        .unwrap_err();
    assert_eq!(refused.rule, "TB-13");
    assert_eq!(refused.message, "cards are traded only with a teammate");
}

/// Offering is two steps: choosing to offer, then the card (or cancel).
#[test]
fn tb_13_a_card_is_offered_by_choosing_to_offer_then_the_card_or_cancel() {
    let (data, mut b) = team_battle();
    let card = b.pool(A1).keys().next().unwrap().clone();
    let refused = (b
        .clone()
        .apply(A1, &Step::Offer { card: card.clone() }, &data.index))
    .unwrap_err();
    assert_eq!(refused.message, "choose to offer a card first");
    b.apply(A1, &Step::BuildForMe, &data.index).unwrap();
    b.apply(A1, &Step::ChooseOffer, &data.index).unwrap();
    let steps = legal(&b, A1, &data);
    assert_eq!(steps.last(), Some(&Step::CancelOffer));
    assert!(
        steps[..steps.len() - 1]
            .iter()
            .all(|s| matches!(s, Step::Offer { .. })),
        "only a card, or cancel: {steps:?}"
    );
    let refused = b.clone().apply(A1, &Step::Ready, &data.index).unwrap_err();
    assert_eq!(refused.message, "choose the card to offer, or cancel");
    b.apply(A1, &Step::CancelOffer, &data.index).unwrap();
    assert!(b.offer_from(A1).is_none());
    assert!(
        legal(&b, A1, &data).contains(&Step::Ready),
        "built, and no offer waits"
    );
}

/// A ready seat builds no more, but is asked about a card its teammate offers: taking it opens
/// its deck again; declining leaves it ready.
#[test]
fn tb_13_a_ready_teammate_answers_an_offer_and_taking_it_reopens_the_deck() {
    let (data, mut b) = team_battle();
    b.apply(A2, &Step::BuildForMe, &data.index).unwrap();
    b.apply(A2, &Step::Ready, &data.index).unwrap();
    let card = b.pool(A1).keys().next().unwrap().clone();
    offer(&mut b, A1, &card, &data);
    assert_eq!(legal(&b, A2, &data), [Step::Accept, Step::Decline]);
    assert!(b.to_act().any(|s| s == A2));
    b.apply(A2, &Step::Decline, &data.index).unwrap();
    assert!(b.is_ready(A2) && !b.to_act().any(|s| s == A2));
    offer(&mut b, A1, &card, &data);
    b.apply(A2, &Step::Accept, &data.index).unwrap();
    assert!(!b.is_ready(A2), "the deck is open again");
    assert!(
        legal(&b, A2, &data).contains(&Step::BuildForMe),
        "it builds again"
    );
    assert!(held(&b, A2, &card) >= 1);
}

fn offer(b: &mut Building, seat: Seat, card: &str, data: &CardData) {
    b.apply(seat, &Step::ChooseOffer, &data.index).unwrap();
    let card = card.to_string();
    b.apply(seat, &Step::Offer { card }, &data.index).unwrap();
}

fn held(b: &Building, seat: Seat, card: &str) -> u32 {
    b.pool(seat).get(card).copied().unwrap_or(0)
}
