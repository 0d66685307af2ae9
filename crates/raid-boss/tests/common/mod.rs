//! Shared helpers for the raid-boss integration tests.
#![allow(dead_code)]

use std::sync::Arc;

use altplay_core::Game;
use altplay_raid_boss::{Action, Config, Library, RaidBoss, Rules, State, Step, builtin};

pub const TEAM: [&str; 4] = ["Bulwark", "Emberlance", "Mendra", "Tessel"];

pub fn rules(heroes: [&str; 4], boss: &str) -> Arc<Rules> {
    rules_with(heroes, boss, Vec::new())
}

/// As `rules`, the heroes flagged in `physical` rolling real dice.
pub fn rules_with(heroes: [&str; 4], boss: &str, physical: Vec<bool>) -> Arc<Rules> {
    let config = Config {
        heroes: heroes.iter().map(|h| h.to_string()).collect(),
        boss: boss.to_string(),
        physical,
    };
    Arc::new(config.rules(builtin::library()).expect("shipped names"))
}

pub fn game(seed: u64) -> RaidBoss {
    RaidBoss::new(rules(TEAM, "Cinderwyrm"), seed, true)
}

/// A plain hero: 8/10 HP, abilities Deal 1 (cost 1), Deal 3 (cost 3), Deal 6 (cost 6), an Assist
/// that heals 1, and `passive` (TOML of the `[passive]` table body).
pub fn hero(name: &str, passive: &str) -> String {
    format!(
        r#"name = "{name}"
role = "damage"
base_hp = 8
max_hp = 10
[skill]
name = "S"
start = 0
min = 0
max = 9
reset = "no_reset"
[passive]
{passive}
[assist]
name = "Patch"
effects = [{{ op = "heal", amount = 1 }}]
[[ability]]
name = "Jab"
cost = 1
effects = [{{ op = "deal", amount = 1 }}]
[[ability]]
name = "Hit"
cost = 3
effects = [{{ op = "deal", amount = 3 }}]
[[ability]]
name = "Smash"
cost = 6
effects = [{{ op = "deal", amount = 6 }}]
"#
    )
}

/// A card with a single 1-damage packet on the Boss Turn.
pub const QUIET_CARD: &str = "boss_turn = { damage = [1] }";

pub const QUIET: &str = "name = \"Quiet\"\non = \"round_end\"\neffects = []";

/// A boss whose every card is `card` (TOML of the card's parts), 8 easy, 6 medium, 4 hard and
/// 3 Last Stands, phase 2 at 60.
pub fn boss(card: &str, last_stand: &str) -> String {
    let mut text = String::from(
        "name = \"Dummy\"\nhp = 120\n[[phase]]\nat = 0\ndeck = [\"easy\", \"medium\"]\n\
         [[phase]]\nat = 60\ndeck = [\"medium\", \"hard\"]\n",
    );
    for (kind, n) in [("easy", 8), ("medium", 6), ("hard", 4), ("last_stand", 3)] {
        for i in 0..n {
            let body = if kind == "last_stand" {
                last_stand
            } else {
                card
            };
            text += &format!("[[card]]\nname = \"{kind} {i}\"\nkind = \"{kind}\"\n{body}\n");
        }
    }
    text
}

/// A game of four copies of `hero(.., passive)` against `boss(card, last_stand)`.
pub fn custom(passive: &str, card: &str, last_stand: &str, seed: u64) -> RaidBoss {
    custom_with(passive, card, last_stand, Vec::new(), seed)
}

/// As `custom`, the heroes flagged in `physical` rolling real dice.
pub fn custom_with(
    passive: &str,
    card: &str,
    last_stand: &str,
    physical: Vec<bool>,
    seed: u64,
) -> RaidBoss {
    let heroes: Vec<String> = (0..4).map(|i| hero(&format!("H{i}"), passive)).collect();
    let boss = boss(card, last_stand);
    let mut files: Vec<(String, &str)> = heroes
        .iter()
        .enumerate()
        .map(|(i, t)| (format!("heroes/h{i}.toml"), t.as_str()))
        .collect();
    files.push(("bosses/dummy.toml".into(), boss.as_str()));
    let lib =
        Library::from_texts(files.iter().map(|(f, t)| (f.as_str(), *t))).expect("valid fixture");
    let config = Config {
        heroes: (0..4).map(|i| format!("H{i}")).collect(),
        boss: "Dummy".into(),
        physical,
    };
    RaidBoss::new(Arc::new(config.rules(&lib).unwrap()), seed, true)
}

/// Plays the dullest legal action (pass, stop assigning, first option, real dice showing 1)
/// until `stop` holds.
pub fn run_until(g: &mut RaidBoss, stop: impl Fn(&State) -> bool) {
    for _ in 0..10_000 {
        if stop(g.state()) || g.state().is_over() {
            return;
        }
        let a = match g.state().step {
            Step::Window(_) => Action::Pass,
            Step::Assign => Action::EndAssign,
            Step::Choose { .. } => Action::Choose { option: 0 },
            Step::Award => {
                let mut v = Vec::new();
                g.legal_actions(&mut v);
                v[0]
            }
            Step::ReportDice | Step::ReportReroll { .. } => Action::Die { value: 1 },
            Step::Over => return,
        };
        g.apply(&a).expect("dull actions are legal");
    }
    panic!("the condition never held");
}
