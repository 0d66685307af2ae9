//! A Pokémon in play as a person reads it: its name, stage and rule box, its HP now and what is
//! left of it, the Energy attached by type, its Tools and its Special Conditions.

use altplay_cards::printed::{EnergyType, Stage};
use serde::Serialize;

use crate::effect::{Provided, SpecialCondition};
use crate::game::{CardId, InPlay, Kinds, Tcg, Uid};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Pokemon {
    /// Which Pokémon in play it is, as actions name it (`{"do": "pick_pokemon", "pokemon": 4}`),
    /// so a device can offer a choice of it on the board.
    pub uid: Uid,
    /// The card it is (the top of its stack).
    pub id: CardId,
    /// That card's printed id (`swsh1-15`), whose text a device asks for by it.
    pub printed: String,
    pub name: String,
    pub stage: Stage,
    /// The rule box it has ("Pokémon V", "Pokémon ex"), if any.
    pub rule_box: Option<&'static str>,
    pub types: Vec<EnergyType>,
    /// Its HP now: printed, with what passive effects add (a Tool's "+30 HP").
    pub hp: u16,
    pub hp_left: u16,
    pub damage: u16,
    /// The basic Energy attached, by type.
    pub energy: Vec<EnergyCount>,
    /// The Special Energy attached, by name.
    pub special_energy: Vec<String>,
    /// Its Pokémon Tools (and Trainers attached by their own text), by name.
    pub tools: Vec<String>,
    /// Its Special Conditions, in words ("Poisoned").
    pub conditions: Vec<&'static str>,
}

/// So many basic Energy of a type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct EnergyCount {
    #[serde(rename = "type")]
    pub of_type: EnergyType,
    pub count: u8,
}

/// The Special Conditions and their words (TCG-12).
const CONDITIONS: [(SpecialCondition, &str); 5] = [
    (SpecialCondition::Asleep, "Asleep"),
    (SpecialCondition::Confused, "Confused"),
    (SpecialCondition::Paralyzed, "Paralyzed"),
    (SpecialCondition::Burned, "Burned"),
    (SpecialCondition::Poisoned, "Poisoned"),
];

/// `mon`, a Pokémon in play in `game`.
pub fn pokemon(game: &Tcg, mon: &InPlay) -> Pokemon {
    let id = mon.stack[mon.stack.len() - 1];
    let def = game.top(mon);
    let hp = game.hp(mon);
    let mut energy: Vec<EnergyCount> = Vec::new();
    let mut special_energy = Vec::new();
    for &card in &mon.energy {
        let card_def = game.def(card);
        match card_def.energy() {
            Some(e) if e.basic => {
                let Provided::Type(of_type) = e.provides else {
                    continue;
                };
                match energy.iter_mut().find(|n| n.of_type == of_type) {
                    Some(n) => n.count += e.units,
                    None => energy.push(EnergyCount {
                        of_type,
                        count: e.units,
                    }),
                }
            }
            _ => special_energy.push(card_def.name.clone()),
        }
    }
    Pokemon {
        uid: mon.uid,
        id,
        printed: game.def(id).printed_id.clone(),
        name: game.def(id).name.clone(),
        stage: def.stage,
        rule_box: rule_box(&def.kinds, &game.def(id).name),
        types: def.types.clone(),
        hp,
        hp_left: hp.saturating_sub(mon.damage),
        damage: mon.damage,
        energy,
        special_energy,
        tools: mon
            .tools
            .iter()
            .map(|&t| game.def(t).name.clone())
            .collect(),
        conditions: (CONDITIONS.iter())
            .filter(|(c, _)| mon.conditions.has(*c))
            .map(|&(_, word)| word)
            .collect(),
    }
}

/// The rule box of a Pokémon of these kinds: the kinds lump VSTAR with V and EX with ex, which
/// the name tells apart.
fn rule_box(kinds: &Kinds, name: &str) -> Option<&'static str> {
    Some(if kinds.vmax {
        "Pokémon VMAX"
    } else if kinds.v && name.ends_with("VSTAR") {
        "Pokémon VSTAR"
    } else if kinds.v {
        "Pokémon V"
    } else if kinds.gx {
        "Pokémon-GX"
    } else if kinds.ex && name.ends_with("-EX") {
        "Pokémon-EX"
    } else if kinds.ex {
        "Pokémon ex"
    } else if kinds.lv_x {
        "Pokémon LV.X"
    } else {
        return None;
    })
}
