//! The wordings of the Standard meta's Stadiums and Tool that switch abilities or Tools off, or
//! lend a VSTAR Power, and their Bench limits.

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

#[test]
fn a_stadium_limits_the_bench_and_its_discards_restate_the_rule() {
    let text = "Each player can't have more than 4 Benched Pokémon. If a player has 5 or more \
                Benched Pokémon, they discard Benched Pokémon until they have 4 Pokémon on the \
                Bench. The player who played this card discards first. If more than one effect \
                changes the number of Benched Pokémon allowed, use the smaller number.";
    assert_eq!(
        card("Collapsed Stadium", text),
        always(Lasting::BenchLimit {
            count: 4,
            with: None,
            opponents: false,
        })
    );
}

#[test]
fn a_stadium_raises_the_bench_limit_of_a_player_with_a_tera_pokemon() {
    let text = "Each player who has any Tera Pokémon in play can have up to 8 Pokémon on their \
                Bench. If a player no longer has any Tera Pokémon in play, that player discards \
                Pokémon from their Bench until they have 5. When this card leaves play, both \
                players discard Pokémon from their Bench until they have 5, and the player who \
                played this card discards first.";
    assert_eq!(
        card("Area Zero Underdepths", text),
        always(Lasting::BenchLimit {
            count: 8,
            with: Some(PokemonKind::Tera),
            opponents: false,
        })
    );
}
