//! The prior IS-MCTS draws a hidden hand from (BG-4). A card's only features are its class, which
//! fixes what it costs and reaches, and its HP, which is all it scores; within a class a higher HP
//! is simply better, so a deck builder keeps the strong cards. A hidden card is therefore drawn
//! with weight `(HP / mean HP of its class in the pool)^PRIOR_POWER` rather than uniformly.

use altplay_cards::CardClass;
use altplay_core::GameRng;

use crate::board::class_index;
use crate::config::{CardInfo, MAX_COPIES};
use crate::state::BattleGrid;

/// How strongly the prior prefers high HP within a class (0 would be uniform).
const PRIOR_POWER: i32 = 2;

/// Fixed-point scale of the weights: a card of its class's mean HP weighs this much.
const UNIT: f64 = 1000.0;

/// Each card's prior weight, from the mean HP per class of the public pool `cards[..public]`
/// (the cards only a deck holds must not sway a guess at a hidden hand); at least 1.
pub(crate) fn prior_weights(cards: &[CardInfo], public: usize) -> Vec<u32> {
    let mut sum = [0.0f64; 4];
    let mut count = [0.0f64; 4];
    for card in &cards[..public] {
        let k = class_index(card.class);
        sum[k] += f64::from(card.hp);
        count[k] += 1.0;
    }
    cards
        .iter()
        .map(|card| {
            let k = class_index(card.class);
            let ratio = f64::from(card.hp) * count[k] / sum[k].max(1.0);
            (UNIT * ratio.powi(PRIOR_POWER))
                .round()
                .clamp(1.0, f64::from(u32::MAX)) as u32
        })
        .collect()
}

/// `size` cards for `seat`'s hidden hand: drawn one by one by prior weight from the public pool
/// (two copies of each card), at most 2 of a name counting what the seat has placed, and a Basic
/// first if it has placed nothing (BG-2: every deck holds one).
pub(crate) fn sample_hand(
    game: &BattleGrid,
    seat: usize,
    size: usize,
    rng: &mut GameRng,
) -> Vec<u16> {
    let shared = &game.shared;
    let mut name_left = vec![MAX_COPIES as u8; shared.cards.len()];
    let mut m = game.pokemon[seat];
    while m != 0 {
        let s = m.trailing_zeros() as usize;
        m &= m - 1;
        let group = &mut name_left[shared.name_group[game.occupant[s] as usize] as usize];
        *group = group.saturating_sub(1);
    }
    let mut copies_left = vec![MAX_COPIES as u8; shared.cards.len()];
    let mut hand = Vec::with_capacity(size);
    let mut basic_first = game.pokemon[seat] == 0;
    while hand.len() < size {
        let weight = |c: usize| {
            let open = name_left[shared.name_group[c] as usize] > 0
                && (!basic_first || shared.cards[c].class == CardClass::Basic);
            if open {
                u64::from(shared.prior[c]) * u64::from(copies_left[c])
            } else {
                0
            }
        };
        let total: u64 = (0..usize::from(shared.public)).map(weight).sum();
        if total == 0 {
            if !basic_first {
                break;
            }
            basic_first = false;
            continue;
        }
        // Uniform below `total` by a multiply-high (the bias is under 2^-40 for any pool).
        let mut r = ((u128::from(rng.next_u64()) * u128::from(total)) >> 64) as u64;
        let card = (0..usize::from(shared.public))
            .find(|&c| {
                let w = weight(c);
                r < w || {
                    r -= w;
                    false
                }
            })
            .expect("r is below the total weight");
        copies_left[card] -= 1;
        name_left[shared.name_group[card] as usize] -= 1;
        hand.push(card as u16);
        basic_first = false;
    }
    hand
}

#[cfg(test)]
mod tests {
    use altplay_core::{Game, Seat};

    use super::*;
    use crate::config::{Options, Setup};
    use crate::sample;

    fn weight_of(name: &str) -> u32 {
        let cards = sample::cards();
        let i = cards.iter().position(|c| c.name == name).unwrap();
        prior_weights(&cards, cards.len())[i]
    }

    #[test]
    fn prior_prefers_higher_hp_within_a_class() {
        // Rule boxes 230, 210 and 190 HP: the mean is 210.
        assert_eq!(weight_of("Inferno V"), UNIT as u32);
        assert!(weight_of("Thunder ex") > weight_of("Inferno V"));
        assert!(weight_of("Inferno V") > weight_of("Leafy GX"));
        // A 90-HP Basic outweighs a 30-HP one, though a 90-HP Stage 1 is below its class mean.
        assert!(weight_of("Cinderpup") > 5 * weight_of("Tiny"));
        assert!(weight_of("Sparkat") < UNIT as u32);
    }

    #[test]
    fn sampled_hands_keep_the_deck_rules() {
        let mut game = sample::setup().start(3, false);
        let mut rng = GameRng::from_seed(5);
        for turn in 0..6 {
            let view = game.view(Some(Seat(0)));
            for _ in 0..50 {
                let sampled = BattleGrid::sample_from_view(&view, &mut rng);
                assert_eq!(sampled.view(Some(Seat(0))), view, "turn {turn}");
                let hand = sampled.hand(Seat(1));
                let placed = game.pokemon[1];
                let mut per_name = vec![0; game.cards().len()];
                for e in hand.held() {
                    per_name[game.shared.name_group[e.card as usize] as usize] += e.count;
                }
                for s in (0..15).filter(|s| placed >> s & 1 == 1) {
                    per_name[game.shared.name_group[game.occupant[s] as usize] as usize] += 1;
                }
                assert!(per_name.iter().all(|&n| n as usize <= MAX_COPIES));
                if placed == 0 {
                    assert!(hand.kinds(0) > 0, "a deck holds a Basic");
                }
            }
            let action = game.random_action(&mut rng).unwrap();
            game.apply(&action).unwrap();
        }
    }

    #[test]
    fn stronger_cards_are_drawn_more_often() {
        let setup = Setup::new(sample::config(Options {
            first: Some(Seat(0)),
            ..Options::default()
        }))
        .unwrap();
        let mut game = setup.start(1, false);
        let action = game.random_action(&mut GameRng::from_seed(1)).unwrap();
        game.apply(&action).unwrap();
        let (tiny, cinderpup) = (15, 4);
        let mut counts = [0u32; 2];
        let mut rng = GameRng::from_seed(7);
        for _ in 0..2000 {
            for card in sample_hand(&game, 0, 1, &mut rng) {
                counts[0] += u32::from(card == tiny);
                counts[1] += u32::from(card == cinderpup);
            }
        }
        assert!(counts[1] > 4 * counts[0].max(1), "{counts:?}");
    }
}
