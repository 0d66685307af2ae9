//! RF-17's arithmetic: each (players × divisor) damage on the boss mills one card.

use serde::Serialize;

/// What a mill does: cards to the Lost Zone and the damage that stays on the boss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Mill {
    pub cards: u16,
    pub damage_left: u16,
}

/// RF-17, RF-18: `damage` on the boss, `players` at the table, `divisor` per player (10 by
/// default): 4 players and 38 damage counters (380 damage) mill 9 cards and leave 20 damage.
pub fn mill_count(damage: u16, players: u8, divisor: u8) -> Mill {
    let per_card = u16::from(players.max(1)) * u16::from(divisor.max(1));
    Mill {
        cards: damage / per_card,
        damage_left: damage % per_card,
    }
}
