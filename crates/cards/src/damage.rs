//! Printed damage: "120", "120+", "30×", "50-", "" (RB-11).

use serde::{Deserialize, Serialize};

/// The sign printed after the number, which says the attack's text changes the damage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DamageSuffix {
    None,
    Plus,
    Times,
    Minus,
}

/// Printed damage split into its number and its suffix. A blank damage is 0 with no suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PrintedDamage {
    pub base: u16,
    pub suffix: DamageSuffix,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("printed damage {0:?} is not a number with an optional +, × or - after it")]
pub struct BadDamage(pub String);

impl PrintedDamage {
    pub fn parse(printed: &str) -> Result<Self, BadDamage> {
        let s = printed.trim();
        if s.is_empty() {
            return Ok(Self {
                base: 0,
                suffix: DamageSuffix::None,
            });
        }
        let (digits, suffix) = match s.char_indices().last() {
            Some((i, '+')) => (&s[..i], DamageSuffix::Plus),
            Some((i, '×' | 'x' | 'X')) => (&s[..i], DamageSuffix::Times),
            Some((i, '-' | '−')) => (&s[..i], DamageSuffix::Minus),
            _ => (s, DamageSuffix::None),
        };
        let base = digits
            .trim()
            .parse::<u16>()
            .map_err(|_| BadDamage(printed.to_string()))?;
        Ok(Self { base, suffix })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> (u16, DamageSuffix) {
        let d = PrintedDamage::parse(s).unwrap();
        (d.base, d.suffix)
    }

    #[test]
    fn parses_every_printed_form() {
        assert_eq!(p("120"), (120, DamageSuffix::None));
        assert_eq!(p("120+"), (120, DamageSuffix::Plus));
        assert_eq!(p("30×"), (30, DamageSuffix::Times));
        assert_eq!(p("30x"), (30, DamageSuffix::Times));
        assert_eq!(p("50-"), (50, DamageSuffix::Minus));
        assert_eq!(p(""), (0, DamageSuffix::None));
        assert_eq!(p(" 20 "), (20, DamageSuffix::None));
    }

    #[test]
    fn refuses_what_is_not_damage() {
        assert!(PrintedDamage::parse("abc").is_err());
        assert!(PrintedDamage::parse("+").is_err());
        assert!(PrintedDamage::parse("99999").is_err());
        assert!(PrintedDamage::parse("-10").is_err());
    }
}
