//! What an attack's text does, in the terms Raid Battle can model.
//!
//! The text is cut into sentences; sentences about removed mechanics (RB-6, see [`removed`]) are
//! dropped; what is left must match one of a few known wordings exactly, or the attack is
//! `Unmodelled` and plays as its printed number. Exact matching keeps the mapping conservative:
//! a near miss ("Flip 2 coins. If either of them is tails, this attack does nothing.") is never
//! taken for a pattern it resembles.

mod removed;

use std::sync::LazyLock;

use regex::{Captures, Regex};
use serde::{Deserialize, Serialize};

use crate::damage::PrintedDamage;
use crate::sentences::{normalize, split};

/// The effect of an attack's text on the damage it deals to the boss and on its own user.
/// Anything the engine cannot model plays as the printed number and is `Unmodelled`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AttackEffect {
    /// No text that changes damage: the printed number.
    Plain,
    /// Flip a coin; heads adds `bonus` to the printed damage.
    CoinForMore { bonus: u16 },
    /// Flip a coin; tails: the attack does nothing.
    CoinOrNothing,
    /// Flip `coins` coins; `each` damage for each heads (the printed number is ignored).
    CoinsForEach { coins: u8, each: u16 },
    /// Flip until tails; `each` damage for each heads.
    FlipUntilTails { each: u16 },
    /// The attacker also does `amount` damage to itself.
    SelfDamage { amount: u16 },
    /// Heal `amount` damage from the attacker after the attack.
    HealSelf { amount: u16 },
    /// Text the engine does not model: the printed number is used.
    Unmodelled,
}

impl AttackEffect {
    pub fn is_modelled(self) -> bool {
        self != AttackEffect::Unmodelled
    }
}

/// Maps printed damage and attack text to an effect.
pub fn classify(damage: PrintedDamage, text: &str) -> AttackEffect {
    let text = normalize(text);
    let all = split(&text);
    let kept: Vec<&str> = all
        .iter()
        .copied()
        .filter(|s| !removed::is_removed(s))
        .collect();
    // A lone "Flip a coin." left over decided only removed things ("If heads, … is now Asleep").
    if kept.is_empty() || (kept.len() == 1 && all.len() > 1 && LONE_FLIP.is_match(kept[0])) {
        return AttackEffect::Plain;
    }
    let core = kept.join(" ");
    PATTERNS
        .iter()
        .filter(|p| p.sentences == kept.len())
        .find_map(|p| p.regex.captures(&core).map(|c| (p.build)(&c, damage)))
        .flatten()
        .unwrap_or(AttackEffect::Unmodelled)
}

static LONE_FLIP: LazyLock<Regex> =
    LazyLock::new(|| regex(r"^Flip (?:a coin|\w+ coins)(?: until you get tails)?\.$"));

/// A known wording: how many sentences it spans, its regex, and how its captures become an
/// effect (`None` when the numbers do not add up, which leaves the attack unmodelled).
struct Pattern {
    sentences: usize,
    regex: Regex,
    build: fn(&Captures<'_>, PrintedDamage) -> Option<AttackEffect>,
}

/// "This Pokémon" or the Pokémon's name, as older cards print it ("Arcanine does 30 damage to
/// itself"). Captured as group `name`.
const ATTACKER: &str =
    r"(?:[Tt]his Pok[eé]mon|(?P<name>[A-Z][\w'.:&♀♂-]*(?: [A-Z&][\w'.:&♀♂-]*)*))";
const PER_HEADS: &str = "(?:times the number of heads|for each heads)";

static PATTERNS: LazyLock<[Pattern; 7]> = LazyLock::new(|| {
    [
        Pattern {
            sentences: 2,
            regex: regex(r"^Flip a coin\. If heads, this attack does (\d+) more damage\.$"),
            build: |c, _| {
                Some(AttackEffect::CoinForMore {
                    bonus: number(c, 1)?,
                })
            },
        },
        // Older wording restates the printed damage: "does 10 damage plus 20 more damage".
        Pattern {
            sentences: 2,
            regex: regex(
                r"^Flip a coin\. If heads, this attack does (\d+) damage plus (\d+) more damage(?:; if tails, this attack does (\d+) damage)?\.$",
            ),
            build: |c, damage| {
                let restates = |i| c.get(i).is_none_or(|_| number(c, i) == Some(damage.base));
                if !(restates(1) && restates(3)) {
                    return None;
                }
                Some(AttackEffect::CoinForMore {
                    bonus: number(c, 2)?,
                })
            },
        },
        Pattern {
            sentences: 2,
            regex: regex(
                r"^Flip a coin\. If tails, this attack does nothing(?: \(not even damage\))?\.$",
            ),
            build: |_, _| Some(AttackEffect::CoinOrNothing),
        },
        Pattern {
            sentences: 2,
            regex: regex(&format!(
                r"^Flip (\d+|two|three|four|five|six|seven|eight|nine|ten) coins\. This attack does (\d+) damage {PER_HEADS}\.$"
            )),
            build: |c, _| {
                let coins = u8::try_from(number(c, 1)?).ok().filter(|&n| n > 0)?;
                Some(AttackEffect::CoinsForEach {
                    coins,
                    each: number(c, 2)?,
                })
            },
        },
        Pattern {
            sentences: 2,
            regex: regex(&format!(
                r"^Flip a coin until you get tails\. This attack does (\d+) damage {PER_HEADS}\.$"
            )),
            build: |c, _| {
                Some(AttackEffect::FlipUntilTails {
                    each: number(c, 1)?,
                })
            },
        },
        Pattern {
            sentences: 1,
            regex: regex(&format!(
                r"^{ATTACKER} (?:also )?does (\d+) damage to itself\.$"
            )),
            build: |c, _| {
                Some(AttackEffect::SelfDamage {
                    amount: attacker_number(c, 2)?,
                })
            },
        },
        Pattern {
            sentences: 1,
            regex: regex(&format!(r"^Heal (\d+) damage from {ATTACKER}\.$")),
            build: |c, _| {
                Some(AttackEffect::HealSelf {
                    amount: attacker_number(c, 1)?,
                })
            },
        },
    ]
});

fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).expect("the attack-text patterns are valid regexes")
}

/// Capture `i` as a number, in digits or (for coin counts) in words.
fn number(c: &Captures<'_>, i: usize) -> Option<u16> {
    let s = c.get(i)?.as_str();
    const WORDS: [&str; 9] = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    match WORDS.iter().position(|w| *w == s) {
        Some(p) => u16::try_from(p + 2).ok(),
        None => s.parse().ok(),
    }
}

/// Capture `i` as a number, when the sentence is about the attacker: a capitalised subject is
/// the attacker's name unless it is one of the words that begin other sentences ("The Defending
/// Pokémon", "Your Pokémon", …).
fn attacker_number(c: &Captures<'_>, i: usize) -> Option<u16> {
    const NOT_NAMES: [&str; 8] = ["The", "Your", "Each", "If", "Then", "That", "It", "Both"];
    let named_otherwise = c.name("name").is_some_and(|n| {
        let first = n.as_str().split(' ').next().unwrap_or("");
        NOT_NAMES.contains(&first)
    });
    if named_otherwise { None } else { number(c, i) }
}

impl AttackEffect {
    /// What the effect does, in words: "flip a coin, heads: 30 more".
    pub fn describe(self) -> String {
        match self {
            AttackEffect::Plain => "the printed damage".to_string(),
            AttackEffect::CoinForMore { bonus } => format!("flip a coin, heads: {bonus} more"),
            AttackEffect::CoinOrNothing => "flip a coin, tails: nothing".to_string(),
            AttackEffect::CoinsForEach { coins, each } => {
                format!("flip {coins} coins, {each} for each heads")
            }
            AttackEffect::FlipUntilTails { each } => {
                format!("flip until tails, {each} for each heads")
            }
            AttackEffect::SelfDamage { amount } => format!("also {amount} damage to itself"),
            AttackEffect::HealSelf { amount } => format!("heals {amount} from itself"),
            AttackEffect::Unmodelled => {
                "text not modelled: plays as the printed damage".to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests;
