//! One card entry of a pokemon-tcg-data file, read field by field so that a fault names the field.

use serde_json::{Map, Value};

use super::class::class_of;
use crate::damage::PrintedDamage;
use crate::model::{Attack, Card, Modifier};
use crate::modifier::ModifierValue;

/// What an entry turned out to be.
pub(super) enum Entry {
    Pokemon(Card),
    /// A Trainer or Energy card: read, but not a `Card`.
    Other,
}

/// Reads one entry; `Err` is the reason it is malformed.
pub(super) fn read(value: &Value) -> Result<Entry, String> {
    let obj = value.as_object().ok_or("not an object")?;
    let id = required_str(obj, "id")?;
    let supertype = required_str(obj, "supertype")?;
    if !matches!(supertype, "Pokémon" | "Pokemon") {
        return Ok(Entry::Other);
    }
    let name = required_str(obj, "name")?;
    let subtypes = strings(obj, "subtypes")?;
    Ok(Entry::Pokemon(Card {
        id: id.to_string(),
        name: name.to_string(),
        hp: hp(obj)?,
        types: strings(obj, "types")?
            .into_iter()
            .map(str::to_string)
            .collect(),
        class: class_of(subtypes.iter().copied()),
        attacks: list(obj, "attacks")?
            .iter()
            .enumerate()
            .map(|(i, a)| attack(a).map_err(|e| format!("attacks[{i}]: {e}")))
            .collect::<Result<_, _>>()?,
        weaknesses: modifiers(obj, "weaknesses")?,
        resistances: modifiers(obj, "resistances")?,
    }))
}

/// The entry's `id`, when it has one, to name it in a report.
pub(super) fn id_of(value: &Value) -> Option<&str> {
    value.get("id")?.as_str()
}

fn hp(obj: &Map<String, Value>) -> Result<u16, String> {
    let value = obj
        .get("hp")
        .filter(|v| !v.is_null())
        .ok_or("missing field `hp`")?;
    let hp = match value {
        Value::String(s) => s.trim().parse::<u16>().ok(),
        Value::Number(n) => n.as_u64().and_then(|n| u16::try_from(n).ok()),
        _ => None,
    };
    hp.filter(|&hp| hp > 0)
        .ok_or_else(|| format!("field `hp`: {value} is not a positive number"))
}

fn attack(value: &Value) -> Result<Attack, String> {
    let obj = value.as_object().ok_or("not an object")?;
    let attack = Attack {
        name: required_str(obj, "name")?.to_string(),
        damage: optional_str(obj, "damage")?.unwrap_or_default().to_string(),
        text: optional_str(obj, "text")?.unwrap_or_default().to_string(),
    };
    PrintedDamage::parse(&attack.damage).map_err(|e| format!("{:?}: {e}", attack.name))?;
    Ok(attack)
}

fn modifiers(obj: &Map<String, Value>, field: &str) -> Result<Vec<Modifier>, String> {
    list(obj, field)?
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let read = || -> Result<Modifier, String> {
                let m = m.as_object().ok_or("not an object")?;
                let modifier = Modifier {
                    energy: required_str(m, "type")?.to_string(),
                    value: required_str(m, "value")?.to_string(),
                };
                ModifierValue::parse(&modifier.value).map_err(|e| e.to_string())?;
                Ok(modifier)
            };
            read().map_err(|e| format!("{field}[{i}]: {e}"))
        })
        .collect()
}

fn required_str<'v>(obj: &'v Map<String, Value>, field: &str) -> Result<&'v str, String> {
    optional_str(obj, field)?
        .filter(|s| !s.trim().is_empty())
        .ok_or_else(|| format!("missing field `{field}`"))
}

/// A string field; missing and `null` are `None`.
fn optional_str<'v>(obj: &'v Map<String, Value>, field: &str) -> Result<Option<&'v str>, String> {
    match obj.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(format!("field `{field}`: {other} is not a string")),
    }
}

/// An array field; missing and `null` are empty.
fn list<'v>(obj: &'v Map<String, Value>, field: &str) -> Result<&'v [Value], String> {
    match obj.get(field) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(items)) => Ok(items),
        Some(other) => Err(format!("field `{field}`: {other} is not a list")),
    }
}

fn strings<'v>(obj: &'v Map<String, Value>, field: &str) -> Result<Vec<&'v str>, String> {
    list(obj, field)?
        .iter()
        .map(|v| {
            v.as_str()
                .ok_or_else(|| format!("field `{field}`: {v} is not a string"))
        })
        .collect()
}
