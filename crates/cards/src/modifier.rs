//! Weakness and resistance values: "×2", "+20", "-30" (RB-7).

use serde::{Deserialize, Serialize};

/// What a weakness or resistance does to damage, parsed from its printed value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ModifierValue {
    /// "×2": multiplies.
    Times(u16),
    /// "+20": adds.
    Plus(u16),
    /// "-30": subtracts, never below 0.
    Minus(u16),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("weakness/resistance value {0:?} is not ×N, +N or -N")]
pub struct BadModifier(pub String);

impl ModifierValue {
    /// Reads the printed forms the card data uses: "×2" (also "x2"), "+20", "-30" (also with the
    /// Unicode minus "−30").
    pub fn parse(printed: &str) -> Result<Self, BadModifier> {
        let s = printed.trim();
        let mut chars = s.chars();
        let sign = chars
            .next()
            .ok_or_else(|| BadModifier(printed.to_string()))?;
        let amount = chars
            .as_str()
            .trim()
            .parse::<u16>()
            .map_err(|_| BadModifier(printed.to_string()))?;
        match sign {
            '×' | 'x' | 'X' => Ok(Self::Times(amount)),
            '+' => Ok(Self::Plus(amount)),
            '-' | '−' => Ok(Self::Minus(amount)),
            _ => Err(BadModifier(printed.to_string())),
        }
    }

    /// The damage after this modifier; saturating, so huge numbers stay huge and subtraction stops
    /// at 0 (RB-16: never below 0).
    pub fn apply(self, damage: u32) -> u32 {
        match self {
            Self::Times(n) => damage.saturating_mul(u32::from(n)),
            Self::Plus(n) => damage.saturating_add(u32::from(n)),
            Self::Minus(n) => damage.saturating_sub(u32::from(n)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_printed_form() {
        assert_eq!(ModifierValue::parse("×2"), Ok(ModifierValue::Times(2)));
        assert_eq!(ModifierValue::parse("x2"), Ok(ModifierValue::Times(2)));
        assert_eq!(ModifierValue::parse("+20"), Ok(ModifierValue::Plus(20)));
        assert_eq!(ModifierValue::parse("-30"), Ok(ModifierValue::Minus(30)));
        assert_eq!(ModifierValue::parse("−30"), Ok(ModifierValue::Minus(30)));
        assert_eq!(ModifierValue::parse(" -20 "), Ok(ModifierValue::Minus(20)));
    }

    #[test]
    fn refuses_what_is_not_a_modifier() {
        for bad in ["", "2", "×", "+", "/2", "-x", "+99999", "×-2"] {
            assert!(ModifierValue::parse(bad).is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn applies_and_never_goes_below_zero() {
        assert_eq!(ModifierValue::Times(2).apply(60), 120);
        assert_eq!(ModifierValue::Plus(20).apply(60), 80);
        assert_eq!(ModifierValue::Minus(30).apply(60), 30);
        assert_eq!(ModifierValue::Minus(30).apply(20), 0);
        assert_eq!(ModifierValue::Times(2).apply(u32::MAX), u32::MAX);
    }
}
