//! The two decks the rules fix: the 20 Boss Attack cards (RB-3) and the 5 Cheer cards (RB-4).

use serde::{Deserialize, Serialize};

/// A Boss Attack card, numbered 1–20 as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BossCard(pub u8);

impl BossCard {
    /// Which of the boss's attacks it uses: 1, 2 or 3.
    pub fn attack(self) -> u8 {
        match self.0 {
            1..=8 => 1,
            9..=16 => 2,
            _ => 3,
        }
    }

    /// The seat it targets, 0-based (card 1 → Player 1 → seat 0).
    pub fn target_seat(self) -> u8 {
        (self.0 - 1) % 4
    }

    /// Cards 1–12 and 20 say "draw one more card".
    pub fn draws_more(self) -> bool {
        self.0 <= 12 || self.0 == 20
    }

    pub fn all() -> [BossCard; 20] {
        std::array::from_fn(|i| BossCard(i as u8 + 1))
    }
}

/// The five Cheer cards (RB-4, RB-21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cheer {
    /// 1/5: a chosen Pokémon does double damage this turn.
    DoubleDamage,
    /// 2/5: heal 80 from every not-Knocked-Out Pokémon.
    HealAll80,
    /// 3/5: heal all damage from one chosen Pokémon.
    HealOne,
    /// 4/5: the boss can't play more than one card next turn.
    BossOneCard,
    /// 5/5: +50 damage to all players' attacks this turn.
    Plus50,
}

impl Cheer {
    pub const ALL: [Cheer; 5] = [
        Cheer::DoubleDamage,
        Cheer::HealAll80,
        Cheer::HealOne,
        Cheer::BossOneCard,
        Cheer::Plus50,
    ];

    /// Whether the cheering seat must choose a Pokémon.
    pub fn needs_target(self) -> bool {
        matches!(self, Cheer::DoubleDamage | Cheer::HealOne)
    }

    pub fn text(self) -> &'static str {
        match self {
            Cheer::DoubleDamage => "A Pokémon of your choice does double damage this turn!",
            Cheer::HealAll80 => "Heal 80 damage from each player's Pokémon!",
            Cheer::HealOne => "Heal all damage from 1 Pokémon!",
            Cheer::BossOneCard => "The Boss can't play more than one card next turn.",
            Cheer::Plus50 => "Attacks from all players' Pokémon do 50 more damage this turn.",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rb_3_boss_attack_deck_matches_the_source_table() {
        let cards = BossCard::all();
        let attacks: Vec<u8> = cards.iter().map(|c| c.attack()).collect();
        assert_eq!(
            attacks,
            [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3]
        );
        let targets: Vec<u8> = cards.iter().map(|c| c.target_seat() + 1).collect();
        assert_eq!(
            targets,
            [1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4]
        );
        let more: Vec<u8> = cards
            .iter()
            .filter(|c| c.draws_more())
            .map(|c| c.0)
            .collect();
        assert_eq!(more, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20]);
    }

    #[test]
    fn rb_4_cheer_deck_has_the_five_cards() {
        assert_eq!(Cheer::ALL.len(), 5);
        let targeted: Vec<Cheer> = Cheer::ALL
            .into_iter()
            .filter(|c| c.needs_target())
            .collect();
        assert_eq!(targeted, [Cheer::DoubleDamage, Cheer::HealOne]);
    }
}
