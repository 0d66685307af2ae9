//! The data version a table keeps: a digest of the printed data of every card its decks hold.
//! A table made on one copy of the card data and rebuilt on another is refused when a card it
//! holds reads differently, rather than replayed with other cards than it was played with.

use std::collections::BTreeMap;

use altplay_cards::deck::Deck;
use sha2::{Digest, Sha256};

/// The digest of the cards of `decks` (each distinct card once, in id order, whatever the decks'
/// order and counts): SHA-256 of their JSON, its first 16 bytes in hex.
pub fn cards_digest(decks: &[Deck]) -> String {
    let by_id: BTreeMap<&str, _> = (decks.iter().flat_map(|d| d.cards()))
        .map(|c| (&*c.id, c))
        .collect();
    let mut hash = Sha256::new();
    for card in by_id.values() {
        hash.update(serde_json::to_vec(card).expect("printed cards serialize"));
        hash.update(b"\n");
    }
    hash.finalize()[..16]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Whether the cards of `decks` read as they did when the digest `kept` was taken (none kept:
/// nothing to compare), or why not.
pub fn unchanged(kept: Option<&str>, decks: &[Deck]) -> Result<(), String> {
    let Some(kept) = kept else {
        return Ok(());
    };
    let now = cards_digest(decks);
    if kept == now {
        return Ok(());
    }
    Err(format!(
        "its cards no longer read as when the table was made (the card data, or its decklists, changed): their digest was {kept}, now {now}"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::card_data;
    use altplay_cards::deck::DeckEntry;
    use altplay_cards::printed::PrintedCard;

    fn deck<'a>(cards: &[&'a PrintedCard]) -> Deck<'a> {
        let entries = cards.iter().map(|&card| DeckEntry { card, count: 2 });
        Deck {
            entries: entries.collect(),
        }
    }

    #[test]
    fn the_digest_names_the_cards_not_their_order_and_sees_a_changed_card() {
        let data = card_data(None).unwrap();
        let card = |id: &str| data.index.get(id).unwrap();
        let (rillaboom, grookey) = (card("swsh1-15"), card("swsh1-11"));
        let one = cards_digest(&[deck(&[rillaboom, grookey]), deck(&[rillaboom])]);
        assert_eq!(one.len(), 32);
        assert_eq!(one, cards_digest(&[deck(&[grookey, rillaboom])]));
        assert_ne!(one, cards_digest(&[deck(&[grookey])]));
        let mut changed = rillaboom.clone();
        changed.name.push('!');
        let now = [deck(&[grookey, &changed])];
        assert_ne!(one, cards_digest(&now));
        assert_eq!(unchanged(None, &now), Ok(()));
        assert_eq!(unchanged(Some(&cards_digest(&now)), &now), Ok(()));
        let why = unchanged(Some(&one), &now).unwrap_err();
        assert!(why.contains(&format!("digest was {one}")), "{why}");
    }
}
