//! Rules lines that restate a rule the engine applies anyway, counted as modelled. The list is
//! short and explicit, never a pattern that could swallow real card text: the Prize cards a
//! rule box gives (TCG-11, read from the line by `altplay_cards::printed::prize_value`), the
//! deck limits the TCG-2 check applies (ACE SPEC, Radiant, Pokémon ★, Prism Star), the Tera,
//! Prism Star and older Mega Evolution rules (TCG-19: the engine applies them from the card's
//! subtype or stage, printed or not) and the two types a
//! Pokémon prints (TCG-1: its `types`); also the note that a card is not for tournaments,
//! which changes nothing in a game. The rules of a card kind (one Supporter a turn, Items,
//! Stadiums, Tools) are the grammar's (`text/`), not this list's.

use altplay_cards::printed::EnergyType;

use super::numbers_as_n;

/// The wordings (normalized, numbers as "N") and the rule each restates.
pub const RULE_REMINDERS: [(&str, &str); 22] = [
    (
        "Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "When Pokémon-ex has been Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "Mega Evolution ex Rule: When your Mega Evolution Pokémon ex is Knocked Out, your \
         opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "Pokémon-EX rule: When a Pokémon-EX has been Knocked Out, your opponent takes N Prize \
         cards.",
        PRIZES,
    ),
    (
        "Pokémon-GX rule: When your Pokémon-GX is Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "V rule: When your Pokémon V is Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "VSTAR rule: When your Pokémon VSTAR is Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "V-UNION rule: When your Pokémon V-UNION is Knocked Out, your opponent takes N Prize \
         cards.",
        PRIZES,
    ),
    (
        "TAG TEAM rule: When your TAG TEAM is Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "When this Pokémon has been Knocked Out, your opponent takes N Prize cards.",
        PRIZES,
    ),
    (
        "You can't have more than N ACE SPEC card in your deck.",
        DECK_LIMIT,
    ),
    (
        "ACE SPEC: You can't have more than N ACE SPEC card in your deck.",
        DECK_LIMIT,
    ),
    (
        "Radiant Pokémon Rule: You can't have more than N Radiant Pokémon in your deck.",
        DECK_LIMIT,
    ),
    (
        "You can't have more than N Pokémon Star in your deck.",
        DECK_LIMIT,
    ),
    (
        "◇ (Prism Star) Rule: You can't have more than N ◇ card with the same name in your deck. \
         If a ◇ card would go to the discard pile, put it in the Lost Zone instead.",
        PRISM_STAR,
    ),
    (
        "Mega Evolution rule: When N of your Pokémon becomes a Mega Evolution Pokémon, your turn \
         ends.",
        MEGA,
    ),
    (
        "Primal Reversion rule: When N of your Pokémon becomes Primal Kyogre-EX, your turn ends.",
        MEGA,
    ),
    (
        "Primal Reversion rule: When N of your Pokémon becomes Primal Groudon-EX, your turn ends.",
        MEGA,
    ),
    (
        "Tera: As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon \
         by attacks (both yours and your opponent's).",
        TERA,
    ),
    (
        // The same rule as some promos print it, without its label.
        "As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by \
         attacks (both yours and your opponent's).",
        TERA,
    ),
    (
        "(This card cannot be used at official tournaments.)",
        "none: a note on tournament play that changes nothing in a game",
    ),
];

const PRIZES: &str = "TCG-11: the Prize cards a Knock Out gives";
const DECK_LIMIT: &str = "TCG-2: a deck limit the deck check applies";
const TERA: &str = "TCG-19: the Tera rule, which the engine applies to every Tera Pokémon";
const PRISM_STAR: &str = "TCG-2 and TCG-19: the Prism Star deck limit, which the deck check \
     applies, and the Lost Zone instead of the discard pile, where the engine puts every Prism \
     Star card";
const MEGA: &str = "TCG-19: the older Mega Evolution rule (and Primal Reversion's), which the engine applies to \
     every Pokémon of the Mega stage (XY)";
const TWO_TYPES: &str = "TCG-1: the Pokémon's types, as the data lists them";

/// The rule a rules line (normalized) restates, if it is one of the reminders.
pub fn rule_reminder(line: &str) -> Option<&'static str> {
    let wording = numbers_as_n(line);
    RULE_REMINDERS
        .iter()
        .find(|(reminder, _)| *reminder == wording)
        .map(|&(_, rule)| rule)
        .or_else(|| two_types(line).then_some(TWO_TYPES))
}

/// "This Pokémon is both Lightning Metal type." (also printed "GrassDarkness"): two type
/// names and nothing else.
fn two_types(line: &str) -> bool {
    let is_type = |name: &str| EnergyType::parse(name.trim()).is_some();
    line.strip_prefix("This Pokémon is both ")
        .and_then(|rest| rest.strip_suffix(" type."))
        .is_some_and(|types| {
            EnergyType::ALL
                .iter()
                .any(|first| types.strip_prefix(first.as_str()).is_some_and(is_type))
        })
}

#[cfg(test)]
mod tests {
    use super::rule_reminder;

    #[test]
    fn only_the_listed_wordings_are_reminders() {
        assert!(
            rule_reminder(
                "VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize \
                 cards."
            )
            .is_some_and(|rule| rule.starts_with("TCG-11"))
        );
        assert!(rule_reminder("This Pokémon is both Fighting Darkness type.").is_some());
        assert!(rule_reminder("This Pokémon is both GrassDarkness type.").is_some());
        assert!(rule_reminder("This Pokémon is both Fighting Unicorn type.").is_none());
        assert!(rule_reminder("This Pokémon is both Fighting type.").is_none());
        assert!(
            rule_reminder(
                "VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize \
                 cards. Draw a card."
            )
            .is_none()
        );
        assert!(rule_reminder("Draw 2 cards.").is_none());
    }
}
