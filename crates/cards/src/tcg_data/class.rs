//! Battle Grid's class (BG-3) from a card's pokemon-tcg-data subtypes.

use crate::model::CardClass;

/// Subtypes that put a rule box on the card, which wins over its stage. Beyond the spec's list
/// (EX, GX, V and their kin) this counts Radiant, Level-Up (LV.X), Pokémon ★ and Prism Star:
/// each prints a rule of its own and plays as a stronger card than its stage says, and LV.X
/// cards carry no stage subtype at all. Tera comes only with ex, Eternamax only with VMAX.
const RULE_BOX: [&str; 16] = [
    "EX",
    "GX",
    "V",
    "VMAX",
    "VSTAR",
    "V-UNION",
    "ex",
    "TAG TEAM",
    "MEGA",
    "Prime",
    "LEGEND",
    "BREAK",
    "Radiant",
    "Level-Up",
    "Star",
    "Prism Star",
];

/// The class of a Pokémon with these subtypes: a rule-box subtype first, then the stage;
/// Restored counts as Stage 1, Baby (and no stage at all) as Basic.
pub(super) fn class_of<'a>(subtypes: impl IntoIterator<Item = &'a str> + Clone) -> CardClass {
    let has = |wanted: &[&str]| subtypes.clone().into_iter().any(|s| wanted.contains(&s));
    if has(&RULE_BOX) {
        CardClass::RuleBox
    } else if has(&["Stage 2"]) {
        CardClass::Stage2
    } else if has(&["Stage 1", "Restored"]) {
        CardClass::Stage1
    } else {
        CardClass::Basic
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(subtypes: &[&str]) -> CardClass {
        class_of(subtypes.iter().copied())
    }

    #[test]
    fn bg_3_rule_box_wins_over_the_stage() {
        assert_eq!(class(&["Basic", "TAG TEAM", "GX"]), CardClass::RuleBox);
        assert_eq!(class(&["Stage 2", "ex"]), CardClass::RuleBox);
        assert_eq!(class(&["VMAX"]), CardClass::RuleBox);
        assert_eq!(class(&["Stage 1", "Prime"]), CardClass::RuleBox);
        assert_eq!(class(&["Basic", "Radiant"]), CardClass::RuleBox);
        assert_eq!(class(&["Level-Up", "SP"]), CardClass::RuleBox);
    }

    #[test]
    fn bg_3_stages_restored_and_baby() {
        assert_eq!(class(&["Basic"]), CardClass::Basic);
        assert_eq!(class(&["Stage 1", "Team Plasma"]), CardClass::Stage1);
        assert_eq!(class(&["Stage 2"]), CardClass::Stage2);
        assert_eq!(class(&["Restored"]), CardClass::Stage1);
        assert_eq!(class(&["Baby"]), CardClass::Basic);
        assert_eq!(class(&["Basic", "Ultra Beast"]), CardClass::Basic);
        assert_eq!(class(&[]), CardClass::Basic);
    }
}
