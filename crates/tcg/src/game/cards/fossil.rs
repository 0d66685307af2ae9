//! A Trainer card played as a Pokémon (a Fossil), compiled into the Basic Pokémon it is while
//! in play: its HP from the card, its type from its rules, no attacks, and its rules' passive
//! effects ("can't retreat"), its discard from play and its printed Poké-Bodies as abilities.

use altplay_cards::printed::{EnergyType, PrintedCard, Stage, Trainer};

use super::abilities::{ability, into_play_only, printed_abilities};
use crate::effect::{Effect, Passive, Types};
use crate::game::model::card::{DefKind, Kinds, PokemonDef};

/// The Pokémon a Fossil is in play, from its Trainer card and its rules' effects.
pub(in crate::game) fn as_pokemon(
    card: &PrintedCard,
    trainer: &Trainer,
    rules: Vec<Effect>,
    reasons: &mut Vec<String>,
) -> Option<DefKind> {
    let name = card.name.as_str();
    // The HP its text prints ("as if it were a 60-HP Basic Colorless Pokémon"), else the card's.
    let text_hp = rules.iter().find_map(|e| match e {
        Effect::Passive(Passive::PlayAsBasic { hp, .. }) => *hp,
        _ => None,
    });
    let Some(hp) = text_hp.or(trainer.hp) else {
        reasons.push("a Trainer card played as a Pokémon that prints no HP".to_string());
        return None;
    };
    if !trainer.attacks.is_empty() {
        reasons.push("not played yet (a Trainer card played as a Pokémon with attacks)".into());
    }
    let text = card.rules.join(" ");
    let mut of_type = None;
    let mut prizes = 1;
    let mut abilities = Vec::new();
    for effect in rules {
        match effect {
            Effect::Passive(Passive::PlayAsBasic {
                of_type: Some(t), ..
            }) => of_type = Some(t),
            Effect::Passive(Passive::PlayAsBasic { of_type: None, .. }) => {}
            Effect::Passive(Passive::NoPrizeWhenKnockedOut) => prizes = 0,
            // "can't retreat", "you may discard this card from play": its own abilities.
            other => abilities.extend(ability(name, &text, &[other], reasons)),
        }
    }
    abilities.extend(printed_abilities(name, &trainer.abilities, reasons));
    let into_play = into_play_only(&abilities);
    // "as if it were a Basic Pokémon" with no type named: a Pokémon of no other type.
    let of_type = of_type.unwrap_or(EnergyType::Colorless);
    Some(DefKind::Pokemon(PokemonDef {
        stage: Stage::Basic,
        hp,
        types: vec![of_type],
        type_set: Types::of(of_type),
        evolves_from: None,
        evolution: false,
        attacks: Vec::new(),
        abilities,
        weakness: None,
        resistance: None,
        retreat: 0,
        prizes,
        kinds: Kinds::default(),
        trainer_card: true,
        into_play,
        gained: 0,
    }))
}
