//! Listing legal actions (BG-15) and drawing one uniformly without listing them, which is what
//! random playouts and search rollouts use.

use altplay_core::GameRng;

use crate::board::{TABLES, spaces_of};
use crate::state::{Action, BattleGrid, Placement};

impl BattleGrid {
    /// Every placement the mover may make, identical cards once; `Pass` only when there is none.
    pub(crate) fn list_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.over {
            return;
        }
        let seat = self.to_move as usize;
        let masks = self.placeable(seat);
        let tables = &*TABLES;
        for e in self.hands[seat].held() {
            let class = e.class as usize;
            for space in spaces_of(masks[class]) {
                out.extend(
                    tables
                        .influence_sets(class, seat, space)
                        .iter()
                        .map(|&influence| {
                            Action::Place(Placement {
                                card: e.card,
                                space,
                                influence,
                            })
                        }),
                );
            }
        }
        if out.is_empty() {
            out.push(Action::Pass);
        }
    }

    pub(crate) fn has_placement(&self, seat: usize) -> bool {
        let masks = self.placeable(seat);
        (0..4).any(|c| masks[c] != 0 && self.hands[seat].kinds(c) > 0)
    }

    /// One legal action drawn uniformly from the list [`list_actions`](Self::list_actions) would
    /// give, without building the list. `None` when the game is over.
    pub fn random_action(&self, rng: &mut GameRng) -> Option<Action> {
        if self.over {
            return None;
        }
        let seat = self.to_move as usize;
        let hand = &self.hands[seat];
        let masks = self.placeable(seat);
        let tables = &*TABLES;
        let sets_on = |class: usize, mask: u16| -> u32 {
            spaces_of(mask)
                .map(|s| tables.influence_sets(class, seat, s).len() as u32)
                .sum()
        };
        let mut per_card = [0u32; 4];
        let mut total = 0;
        for (class, per) in per_card.iter_mut().enumerate() {
            if hand.kinds(class) > 0 && masks[class] != 0 {
                *per = sets_on(class, masks[class]);
                total += *per * u32::from(hand.kinds(class));
            }
        }
        if total == 0 {
            return Some(Action::Pass);
        }
        let mut r = rng.below(total);
        for (class, &per) in per_card.iter().enumerate() {
            let weight = per * u32::from(hand.kinds(class));
            if r >= weight {
                r -= weight;
                continue;
            }
            let card = hand.entry(hand.nth_of_class(class, (r / per) as u8)).card;
            let mut r = r % per;
            for space in spaces_of(masks[class]) {
                let sets = tables.influence_sets(class, seat, space);
                if (r as usize) < sets.len() {
                    return Some(Action::Place(Placement {
                        card,
                        space,
                        influence: sets[r as usize],
                    }));
                }
                r -= sets.len() as u32;
            }
        }
        unreachable!("r is below the total weight")
    }
}
