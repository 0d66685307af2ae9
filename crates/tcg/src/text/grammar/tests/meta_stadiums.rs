//! The wordings of the Standard meta's Stadiums and Tool that switch abilities or Tools off, or
//! lend a VSTAR Power.

use crate::effect::{
    Effect, EnergyType, Group, Lasting, Passive, Pokemon, PokemonKind, Side, Types, Zone,
};
use crate::text::parse_card;

fn card(name: &str, text: &str) -> Vec<Effect> {
    parse_card(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn always(lasting: Lasting) -> Vec<Effect> {
    vec![Effect::Passive(Passive::Always(lasting))]
}

fn everyones(of_type: Types) -> Pokemon {
    Pokemon::Each(Group {
        of_type,
        ..Group::new(Side::Both, Zone::InPlay)
    })
}

#[test]
fn a_stadium_takes_the_abilities_of_a_group() {
    let text = "Colorless Pokémon in play (both yours and your opponent's) have no Abilities.";
    assert_eq!(
        card("Team Rocket's Watchtower", text),
        always(Lasting::NoAbilities(everyones(Types::of(
            EnergyType::Colorless
        ))))
    );
}

#[test]
fn a_stadium_switches_tools_off() {
    let text = "Pokémon Tools attached to each Pokémon (both yours and your opponent's) have no \
                effect.";
    assert_eq!(
        card("Jamming Tower", text),
        always(Lasting::ToolsHaveNoEffect(everyones(Types::ANY)))
    );
}

#[test]
fn a_tool_lends_its_vstar_power_to_a_pokemon_v() {
    let text = "The Pokémon V this card is attached to can use the VSTAR Power on this card.";
    assert_eq!(
        card("Forest Seal Stone", text),
        vec![Effect::Passive(Passive::HolderUsesItsAbilities(Some(
            PokemonKind::V
        )))]
    );
}
