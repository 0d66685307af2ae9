//! How good a card looks from its printed face alone, for building a Limited deck: a Pokémon by
//! its strongest attack, its HP, its abilities, its cheapest attack's cost and its stage; a
//! Trainer by what its text does for the deck,
//! then its kind. A rough yardstick for choosing among the cards of one pool, not a rating of the card.

use crate::printed::{EnergyType, PrintedCard, Stage, TrainerKind};

/// A Pokémon's worth, for a game of 40 cards and 4 Prize cards, where the quicker side wins: its
/// strongest attack (a fifth of its printed damage, a text counting 10 more), its HP in tens, 5
/// for each ability; less 10 for each Energy its cheapest attack costs and 5 for each stage
/// above Basic. Against the plain builder these weights scored best among those measured
/// (`crates/team-battle/README.md`, "Limited").
pub fn pokemon_quality(card: &PrintedCard) -> f64 {
    let Some(mon) = card.pokemon() else {
        return 0.0;
    };
    let attack = (mon.attacks.iter())
        .map(|a| leading_number(&a.damage) + if a.text.is_empty() { 0.0 } else { 10.0 })
        .fold(0.0, f64::max);
    // No attack at all: as dear as the dearest.
    let cheapest = (mon.attacks.iter())
        .map(|a| a.cost.len())
        .min()
        .unwrap_or(5);
    let stage = match mon.stage {
        Stage::Stage2 => 2.0,
        Stage::Stage1 => 1.0,
        _ => 0.0,
    };
    attack / 5.0 + f64::from(mon.hp) / 10.0 + 5.0 * mon.abilities.len() as f64
        - 10.0 * cheapest as f64
        - 5.0 * stage
}

/// What a Trainer does for a deck of `pokemon` whose Energy types are `types`, from its text: 3
/// for a draw or a search of the deck, 2 for a heal, 1 for a switch, a lower Retreat Cost or a
/// card played as a Pokémon; 0 (left out) for anything else, and for a card that helps only
/// some owner's Pokémon the deck has none of ("Hop's Pokémon"), a type of basic Energy it does
/// not play, or only against Pokémon ex (rare in a Limited pool).
pub fn trainer_value(card: &PrintedCard, pokemon: &[&PrintedCard], types: &[EnergyType]) -> u32 {
    let text = card.rules.join(" ");
    if let Some(owner) = owner_named(&text) {
        let prefix = format!("{owner}'s ");
        if !pokemon.iter().any(|p| p.name.starts_with(&prefix)) {
            return 0;
        }
    }
    let other_energy = EnergyType::ALL
        .iter()
        .filter(|t| !types.contains(t))
        .any(|t| text.contains(&format!("Basic {t} Energy")));
    let lower = text.to_lowercase();
    if other_energy || (lower.contains("pokémon ex") && !lower.contains("draw")) {
        return 0;
    }
    let says = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if says(&["draw", "search your deck"]) {
        3
    } else if says(&["heal"]) {
        2
    } else if says(&["switch", "retreat cost", "as if it were"]) {
        1
    } else {
        0
    }
}

/// The owner a text names Pokémon of ("Hop's" in "Hop's Pokémon"), if any.
fn owner_named(text: &str) -> Option<&str> {
    let at = text.find("'s Pokémon")?;
    let start = text[..at].rfind(' ').map_or(0, |i| i + 1);
    let owner = &text[start..at];
    (owner.chars().next()?.is_uppercase()).then_some(owner)
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
