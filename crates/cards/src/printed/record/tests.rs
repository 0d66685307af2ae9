use serde_json::json;

use super::*;

fn read_json(value: Value) -> Result<PrintedCard, String> {
    read(value, "set1")
}

fn pikachu() -> Value {
    json!({
        "id": "set1-1", "name": "Pikachu", "supertype": "Pokémon", "subtypes": ["Basic"],
        "hp": "60", "types": ["Lightning"], "number": "1",
        "attacks": [{"name": "Gnaw", "cost": ["Free"], "convertedEnergyCost": 0,
                     "damage": "10", "text": ""}],
        "retreatCost": ["Colorless"], "convertedRetreatCost": 1,
        "legalities": {"unlimited": "Legal"}, "images": {}
    })
}

fn with(mut value: Value, field: &str, v: Value) -> Value {
    value[field] = v;
    value
}

#[test]
fn a_pokemon_record() {
    let card = read_json(pikachu()).unwrap();
    assert_eq!(
        (card.set.as_str(), card.supertype()),
        ("set1", Supertype::Pokemon)
    );
    let p = card.pokemon().unwrap();
    assert_eq!(
        (p.stage, p.hp, p.retreat_cost, p.prize_value),
        (Stage::Basic, 60, 1, 1)
    );
    assert!(p.attacks[0].cost.is_empty(), "Free is no Energy");
}

#[test]
fn faults_name_the_field() {
    let err = |value: Value| read_json(value).unwrap_err();
    let mut bad_cost = pikachu();
    bad_cost["attacks"][0]["cost"] = json!(["Lightning", "Shadow"]);
    assert_eq!(
        err(bad_cost),
        r#"field `attacks[0].cost`: "Shadow" is not an Energy type"#
    );
    let e = err(with(pikachu(), "hpp", json!("1")));
    assert!(e.starts_with("field `hpp`: unknown field `hpp`"), "{e}");
    let e = err(with(pikachu(), "types", json!(["Sound"])));
    assert!(
        e.starts_with("field `types[0]`: unknown variant `Sound`"),
        "{e}"
    );
    let e = err(with(pikachu(), "supertype", json!("Stadium")));
    assert!(
        e.starts_with("field `supertype`: unknown variant `Stadium`"),
        "{e}"
    );
    assert_eq!(
        err(with(pikachu(), "hp", json!("lots"))),
        r#"field `hp`: "lots" is not a positive number"#
    );
    assert_eq!(
        err(with(pikachu(), "subtypes", json!(["SP"]))),
        r#"field `subtypes`: ["SP"] names no stage (Basic, Stage 1, Stage 2, BREAK, VMAX …)"#
    );
    let mut no_name = pikachu();
    no_name.as_object_mut().unwrap().remove("name");
    assert_eq!(err(no_name), "missing field `name`");
}

#[test]
fn trainers_and_energy_refuse_what_only_a_pokemon_prints() {
    let switch = json!({"id": "s-1", "name": "Switch", "supertype": "Trainer",
                        "subtypes": ["Item"], "number": "1",
                        "rules": ["Switch your Active Pokémon with 1 of your Benched Pokémon."]});
    let card = read_json(switch.clone()).unwrap();
    assert_eq!(card.trainer().unwrap().kind, Some(TrainerKind::Item));
    assert_eq!(card.rules.len(), 1);
    let weak = with(
        switch,
        "weaknesses",
        json!([{"type": "Fire", "value": "×2"}]),
    );
    assert_eq!(
        read_json(weak).unwrap_err(),
        "field `weaknesses`: a Trainer has none"
    );

    let energy = json!({"id": "e-1", "name": "Rainbow Energy", "supertype": "Energy",
                        "subtypes": ["Basic"], "number": "1"});
    assert_eq!(
        read_json(energy.clone()).unwrap_err(),
        r#"field `types`: no one Energy type for "Rainbow Energy""#
    );
    let neither = with(energy, "subtypes", json!([]));
    assert_eq!(
        read_json(neither).unwrap_err(),
        "field `subtypes`: [] says neither Basic nor Special"
    );
}
