//! How good a card looks from its printed face alone, for building a Limited deck: a Pokémon by
//! its best attack's damage for each Energy it costs, its HP and its abilities; a Trainer by its
//! kind. A rough yardstick for choosing among the cards of one pool, not a rating of the card.

use crate::printed::{PrintedCard, TrainerKind};

/// A Pokémon's worth: the best of its attacks (printed damage, a text counting 10 more, for each
/// Energy of its cost, a free attack as one), its HP in tens, 5 for each ability.
pub fn pokemon_quality(card: &PrintedCard) -> f64 {
    let Some(mon) = card.pokemon() else {
        return 0.0;
    };
    let attack = (mon.attacks.iter())
        .map(|a| {
            let damage = leading_number(&a.damage) + if a.text.is_empty() { 0.0 } else { 10.0 };
            damage / a.cost.len().max(1) as f64
        })
        .fold(0.0, f64::max);
    attack + f64::from(mon.hp) / 10.0 + 5.0 * mon.abilities.len() as f64
}

/// A Trainer's place in the deck: Supporters first, then Items, Tools, Stadiums, anything else.
pub fn trainer_rank(card: &PrintedCard) -> u8 {
    match card.trainer().and_then(|t| t.kind.as_ref()) {
        Some(TrainerKind::Supporter) => 0,
        Some(TrainerKind::Item) => 1,
        Some(TrainerKind::PokemonTool) => 2,
        Some(TrainerKind::Stadium) => 3,
        _ => 4,
    }
}

/// "120" → 120, "30+" → 30, "20×" → 20; none → 0.
fn leading_number(damage: &str) -> f64 {
    let digits: String = damage.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap_or(0.0)
}
