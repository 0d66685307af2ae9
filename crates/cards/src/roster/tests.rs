use std::collections::HashSet;

use super::*;
use crate::effect::AttackEffect;

#[test]
fn builtin_roster_parses_and_has_every_class() {
    let roster = builtin();
    assert!(roster.len() >= 48, "{} Pokémon", roster.len());
    let count = |class| roster.cards().iter().filter(|c| c.class == class).count();
    assert!(count(CardClass::Basic) >= 16);
    assert!(count(CardClass::Stage1) >= 10);
    assert!(count(CardClass::Stage2) >= 8);
    assert!(count(CardClass::RuleBox) >= 8);
}

#[test]
fn builtin_roster_covers_every_type_and_modifier() {
    let cards = builtin().cards();
    let types: HashSet<&str> = cards
        .iter()
        .flat_map(|c| &c.types)
        .map(String::as_str)
        .collect();
    for t in EnergyType::ALL.map(EnergyType::as_str) {
        assert!(types.contains(t), "no {t} Pokémon");
    }
    let values: Vec<ModifierValue> = cards
        .iter()
        .flat_map(|c| c.weaknesses.iter().chain(&c.resistances))
        .map(|m| m.parsed_value().unwrap())
        .collect();
    assert!(values.iter().any(|v| matches!(v, ModifierValue::Times(2))));
    assert!(values.iter().any(|v| matches!(v, ModifierValue::Plus(_))));
    assert!(values.iter().any(|v| matches!(v, ModifierValue::Minus(_))));
    assert!(cards.iter().all(|c| (50..=300).contains(&c.hp)));
}

#[test]
fn builtin_attacks_are_in_range_and_all_modelled() {
    let attacks: Vec<(&Card, &Attack)> = builtin()
        .cards()
        .iter()
        .flat_map(|c| c.attacks.iter().map(move |a| (c, a)))
        .collect();
    let mut effects = HashSet::new();
    let mut suffixes = HashSet::new();
    for (card, attack) in &attacks {
        let damage = attack.printed_damage().unwrap();
        assert!(
            (10..=250).contains(&damage.base),
            "{}: {}",
            card.name,
            attack.name
        );
        suffixes.insert(damage.suffix);
        let effect = attack.effect().unwrap();
        assert!(
            effect.is_modelled(),
            "{}: {} is unmodelled",
            card.name,
            attack.name
        );
        effects.insert(std::mem::discriminant(&effect));
    }
    assert_eq!(suffixes.len(), 3, "plain, + and × damage: {suffixes:?}");
    for e in [
        AttackEffect::Plain,
        AttackEffect::CoinForMore { bonus: 0 },
        AttackEffect::CoinOrNothing,
        AttackEffect::CoinsForEach { coins: 0, each: 0 },
        AttackEffect::FlipUntilTails { each: 0 },
        AttackEffect::SelfDamage { amount: 0 },
        AttackEffect::HealSelf { amount: 0 },
    ] {
        assert!(
            effects.contains(&std::mem::discriminant(&e)),
            "no {e:?} attack"
        );
    }
    let gx: Vec<_> = attacks.iter().filter(|(_, a)| a.is_gx()).collect();
    assert!(gx.len() >= 3);
    for (card, attack) in gx {
        assert!(
            card.class == CardClass::RuleBox && card.name.ends_with("GX"),
            "{} on {}",
            attack.name,
            card.name
        );
    }
}

#[test]
fn builtin_ids_are_slugs_and_unique() {
    let roster = builtin();
    let ids: HashSet<&str> = roster.cards().iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids.len(), roster.len());
    assert_eq!(
        roster.find("roster-pikachu-zekrom-gx").unwrap().name,
        "Pikachu & Zekrom GX"
    );
    assert_eq!(
        roster.find("charizard gx").unwrap().id,
        "roster-charizard-gx"
    );
}

const TWO: &str = r#"
[[pokemon]]
name = "Pikachu"
hp = 60
types = ["Lightning"]
class = "Basic"
[[pokemon.attacks]]
name = "Jolt"
damage = "20"

[[pokemon]]
name = "Raichu"
hp = 100
types = ["Lightning"]
class = "Stage 1"
weaknesses = [{ type = "Fighting", value = "×2" }]
[[pokemon.attacks]]
name = "Zap"
damage = "30"
[[pokemon.attacks]]
name = "Thunder"
damage = "90+"
text = "Flip a coin. If heads, this attack does 30 more damage."
"#;

/// `TWO` with the first occurrence of `from` after line `after` replaced.
fn broken(after: usize, from: &str, to: &str) -> Result<Vec<Card>, DataError> {
    let split = TWO
        .split_inclusive('\n')
        .take(after)
        .map(str::len)
        .sum::<usize>();
    let (head, tail) = TWO.split_at(split);
    parse("r.toml", &format!("{head}{}", tail.replacen(from, to, 1)))
}

fn line_of(needle: &str) -> usize {
    TWO.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn a_valid_roster_gets_slug_ids() {
    let cards = parse("r.toml", TWO).unwrap();
    assert_eq!(cards[1].id, "roster-raichu");
    assert_eq!(cards[1].attacks.len(), 2);
}

#[test]
fn unknown_field_names_file_line_and_field() {
    let err = broken(0, "hp = 100", "hpp = 100").unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.line),
        ("r.toml", line_of("hp = 100"))
    );
    assert!(err.message.contains("hpp"), "{err}");
}

#[test]
fn zero_hp_points_at_that_pokemon() {
    let err = broken(0, "hp = 100", "hp = 0").unwrap_err();
    assert_eq!(err.line, line_of("hp = 100"), "{err}");
    assert!(err.to_string().contains("field `hp`: Raichu"), "{err}");
}

#[test]
fn bad_damage_points_at_that_attack() {
    let err = broken(0, "damage = \"90+\"", "damage = \"lots\"").unwrap_err();
    assert_eq!(err.line, line_of("damage = \"90+\""), "{err}");
    assert!(err.message.contains("field `damage`"), "{err}");
}

#[test]
fn values_are_checked() {
    let cases = [
        (
            broken(
                0,
                "\"Fighting\", value = \"×2\"",
                "\"Fighting\", value = \"2\"",
            ),
            "weaknesses",
        ),
        (
            broken(0, "types = [\"Lightning\"]", "types = [\"Thunder\"]"),
            "types",
        ),
        (broken(0, "types = [\"Lightning\"]", "types = []"), "types"),
        (
            broken(10, "name = \"Raichu\"", "name = \"PIKACHU\""),
            "name",
        ),
        (broken(10, "name = \"Zap\"", "name = \" \""), "name"),
    ];
    for (result, field) in cases {
        let err = result.unwrap_err();
        assert!(err.message.contains(&format!("field `{field}`")), "{err}");
        assert!(err.line > 0, "{err}");
    }
}

#[test]
fn shape_errors_name_the_line() {
    let err = broken(0, "class = \"Stage 1\"", "class = \"Stage 3\"").unwrap_err();
    assert_eq!(err.line, line_of("class = \"Stage 1\""), "{err}");
    let err = broken(0, "hp = 60\n", "").unwrap_err();
    assert!(err.message.contains("missing field `hp`"), "{err}");
    let no_attacks =
        "[[pokemon]]\nname = \"A\"\nhp = 10\ntypes = [\"Fire\"]\nclass = \"Basic\"\nattacks = []\n";
    let err = parse("r.toml", no_attacks).unwrap_err();
    assert_eq!(err.line, 6, "{err}");
}
