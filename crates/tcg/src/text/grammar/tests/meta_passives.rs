//! The passive wordings of the Standard meta's Stadiums, Special Energy and abilities: a
//! Stadium's reduction from "the opponent's Pokémon", a Weakness given ×2, a Bench protected
//! from the opponent's attacks, an owner's Pokémon ("N's Pokémon"), an attack cost raised, a
//! Special Energy's damage reduced, an ability that doesn't stack, and a Tool's attack cost
//! less.

use crate::effect::{
    Amount, CardFilter, Compare, Condition, Control, Count, Effect, EnergyType, Group, Lasting,
    NameMark, Passive, Pile, Pokemon, PokemonKind, Role, Side, Types, Which, Zone,
};
use crate::text::{parse_card, parse_on};

fn card(name: &str, text: &str) -> Vec<Effect> {
    parse_card(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn ability(name: &str, text: &str) -> Vec<Effect> {
    parse_on(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn always(lasting: Lasting) -> Vec<Effect> {
    vec![Effect::Passive(Passive::Always(lasting))]
}

fn everyones(of_type: Types, kind: Option<PokemonKind>, which: Option<Which>) -> Pokemon {
    Pokemon::Each(Group {
        of_type,
        kind,
        which,
        ..Group::new(Side::Both, Zone::InPlay)
    })
}

#[test]
fn a_stadium_reduces_the_damage_from_the_opponents_pokemon() {
    // Full Metal Lab.
    let text = "Metal Pokémon (both yours and your opponent's) take 30 less damage from attacks \
                from the opponent's Pokémon (after applying Weakness and Resistance).";
    assert_eq!(
        card("Full Metal Lab", text),
        always(Lasting::ReduceTaken {
            to: everyones(Types::of(EnergyType::Metal), None, None),
            amount: Amount::Fixed(30),
            from: None,
        })
    );
}

#[test]
fn a_weakness_given_times_two() {
    // Lillie's Clefairy ex's Fairy Zone.
    let text = "The Weakness of each of your opponent's Dragon Pokémon in play is now Psychic. \
                (Apply Weakness as ×2.)";
    let on = Pokemon::Each(Group {
        of_type: Types::of(EnergyType::Dragon),
        ..Group::new(Side::Of(Role::Opponent), Zone::InPlay)
    });
    assert_eq!(
        ability("Lillie's Clefairy ex", text),
        always(Lasting::WeaknessTwice {
            on,
            of: EnergyType::Psychic
        })
    );
}

#[test]
fn the_bench_protected_from_the_opponents_attacks() {
    let bench = |which| {
        Pokemon::Each(Group {
            which,
            ..Group::new(Side::Of(Role::Acting), Zone::Bench)
        })
    };
    // Manaphy's Wave Veil.
    let text = "Prevent all damage done to your Benched Pokémon by attacks from your opponent's \
                Pokémon.";
    let prevent = |to| Lasting::Prevent {
        to,
        effects: false,
        from: None,
        which: None,
    };
    assert_eq!(ability("Manaphy", text), always(prevent(bench(None))));
    // Shaymin's Flower Curtain.
    let text = "Prevent all damage done to your Benched Pokémon that don't have a Rule Box by \
                attacks from your opponent's Pokémon. (Pokémon ex, Pokémon V, etc. have Rule \
                Boxes.)";
    let no_rule_box = Some(Which::IsNot(PokemonKind::RuleBox));
    assert_eq!(
        ability("Shaymin", text),
        always(prevent(bench(no_rule_box)))
    );
}

#[test]
fn an_owners_pokemon_and_an_attack_cost_raised() {
    // N's Castle.
    let text = "N's Pokémon in play (both yours and your opponent's) have no Retreat Cost.";
    let ns = everyones(Types::ANY, None, Some(Which::NameHas(NameMark::N)));
    assert_eq!(card("N's Castle", text), always(Lasting::NoRetreatCost(ns)));
    // Pokémon League Headquarters.
    let text = "Attacks used by each Basic Pokémon in play (both yours and your opponent's) cost \
                Colorless more.";
    let basic = everyones(Types::ANY, Some(PokemonKind::Basic), None);
    assert_eq!(
        card("Pokémon League Headquarters", text),
        always(Lasting::AttackCostMore { of: basic, by: 1 })
    );
}

#[test]
fn a_special_energys_attacks_do_less_damage() {
    // Double Turbo Energy.
    let text = "As long as this card is attached to a Pokémon, it provides ColorlessColorless \
                Energy. The attacks of the Pokémon this card is attached to do 20 less damage to \
                your opponent's Pokémon (before applying Weakness and Resistance).";
    let read = card("Double Turbo Energy", text);
    assert_eq!(
        read[1..],
        always(Lasting::ReduceDealt {
            by: Pokemon::Holder,
            amount: 20
        })[..]
    );
}

#[test]
fn a_protection_while_another_of_its_name_is_in_play_that_does_not_stack() {
    // Bouffalant's Curly Wall.
    let text = "As long as you have at least 1 other Bouffalant in play, all of your Basic \
                Colorless Pokémon take 60 less damage from attacks from your opponent's Pokémon \
                (after applying Weakness and Resistance). The effect of Curly Wall doesn't \
                stack.";
    let two = Count::InPlay {
        group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
        filter: CardFilter::SameNameAsThis,
    };
    let yours = Pokemon::Each(Group {
        of_type: Types::of(EnergyType::Colorless),
        kind: Some(PokemonKind::Basic),
        ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
    });
    assert_eq!(
        ability("Bouffalant", text),
        vec![
            Effect::Passive(Passive::While {
                condition: Condition::Counted(two, Compare::AtLeast(2)),
                then: always(Lasting::ReduceTaken {
                    to: yours,
                    amount: Amount::Fixed(60),
                    from: None,
                }),
            }),
            Effect::Passive(Passive::OneAtATime),
        ]
    );
}

#[test]
fn a_tools_attack_cost_less_under_a_test() {
    // Counter Gain.
    let text = "If you have more Prize cards remaining than your opponent, attacks used by the \
                Pokémon this card is attached to cost Colorless less.";
    let prizes = |role| Count::Cards {
        side: Side::Of(role),
        pile: Pile::Prizes,
        filter: CardFilter::Any,
    };
    assert_eq!(
        card("Counter Gain", text),
        vec![Effect::Control(Control::If {
            condition: Condition::Counted(
                prizes(Role::Acting),
                Compare::MoreThan(prizes(Role::Opponent))
            ),
            then: always(Lasting::AttackCostLess {
                of: Pokemon::Holder,
                by: Amount::Fixed(1),
                any_type: false,
            }),
            otherwise: Vec::new(),
        })]
    );
}
