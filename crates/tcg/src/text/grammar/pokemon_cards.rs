//! Pokémon cards a search names by more than their kind: a word of their name ("a Pokémon with
//! Dark in its name", "a Basic Pokémon that has Team Aqua in its name"), δ Delta Species ("a Basic
//! Pokémon (or Evolution card) that has δ on its card"), Team Plasma, Pokémon SP, a Retreat Cost ("a
//! Pokémon with a Retreat Cost of 3 or more", "a Pokémon that has no Retreat Cost"), what they
//! evolve from ("Pokémon that evolve from an Item card that has "Fossil" in its name").

use super::energy::energy_type;
use super::proper_name::name;
use crate::effect::{CardFilter, Name, PokemonCards, PokemonKind};
use crate::text::input::Input;

/// A narrowed kind of Pokémon card, or one with a Retreat Cost.
pub(super) fn narrowed(i: &mut Input) -> Option<CardFilter> {
    if let Some(cost) = i.attempt(retreat_cost) {
        return Some(CardFilter::PokemonRetreatAtLeast(cost));
    }
    if i.tag("pokémon that has no retreat cost") {
        return Some(CardFilter::PokemonNoRetreatCost);
    }
    if i.tag("pokémon that are the same type as any basic energy attached to this pokémon") {
        return Some(CardFilter::PokemonOfBasicEnergyOnThis);
    }
    if i.tag("pokémon that evolve from an item card that has \"fossil\" in its name") {
        return Some(CardFilter::PokemonWith(PokemonCards {
            of_type: None,
            kind: Some(PokemonKind::FromFossil),
            name_has: None,
        }));
    }
    let cards = pokemon_cards(i)?;
    // "Evolution Metal Pokémon": an Evolution Pokémon of a type, which `filter` has no word for.
    let evolution_of_a_type = cards.kind == Some(PokemonKind::Evolution) && cards.of_type.is_some();
    (cards.name_has.is_some() || cards.kind.is_some_and(is_narrowing) || evolution_of_a_type)
        .then_some(CardFilter::PokemonWith(cards))
}

/// The kinds [`narrowed`] reads that a plain kind of card does not.
fn is_narrowing(kind: PokemonKind) -> bool {
    matches!(
        kind,
        PokemonKind::TeamPlasma
            | PokemonKind::Sp
            | PokemonKind::Delta
            | PokemonKind::Stage1
            | PokemonKind::Stage2
            | PokemonKind::Ex
            | PokemonKind::Tera
            | PokemonKind::Ancient
            | PokemonKind::Future
            | PokemonKind::Mega
            | PokemonKind::Vmax
    )
}

/// "[Team Plasma] [Basic|Water] Pokémon [SP] [with|that has <word> in its name]", "Evolution
/// card …", "Basic Pokémon or Evolution card …", "Basic Pokémon (or Evolution card) …".
pub(super) fn pokemon_cards(i: &mut Input) -> Option<PokemonCards> {
    if let Some(cards) = i.attempt(modern) {
        return Some(cards);
    }
    let plasma = i.tag("team plasma");
    let of_type = i.attempt(energy_type);
    let kind = i.pick(&[
        ("basic pokémon or evolution card", None),
        ("basic pokémon (or evolution card)", None),
        ("basic pokémon cards", Some(PokemonKind::Basic)),
        ("basic pokémon", Some(PokemonKind::Basic)),
        ("evolution cards", Some(PokemonKind::Evolution)),
        ("evolution card", Some(PokemonKind::Evolution)),
        ("pokémon cards", None),
        ("pokémon", None),
    ])?;
    let kind = match (plasma, i.tag("sp")) {
        (true, _) => kind.is_none().then_some(Some(PokemonKind::TeamPlasma))?,
        (false, true) => kind.is_none().then_some(Some(PokemonKind::Sp))?,
        (false, false) => kind,
    };
    // "that has δ on its card": a δ Delta Species Pokémon, of any stage.
    if kind.is_none() && i.tag("that has δ on its card") {
        return Some(PokemonCards {
            of_type,
            kind: Some(PokemonKind::Delta),
            name_has: None,
        });
    }
    // "that have "Koffing" in their name" is the plural.
    const ENDS: [&str; 2] = ["in its name", "in their name"];
    let name_has = i.attempt(|i| {
        i.any(&["with", "that has", "that have"]).then_some(())?;
        // "Dark or Rocket's" is two words, either of which would do: not one name.
        let word = name(i, &ENDS).filter(|w| !w.as_str().contains(" or "))?;
        i.any(&ENDS).then_some(word)
    });
    Some(PokemonCards {
        of_type,
        kind,
        name_has,
    })
}

/// "Pokémon with a Retreat Cost of 3 or more": the least cost.
fn retreat_cost(i: &mut Input) -> Option<u8> {
    i.tag("pokémon with a retreat cost of").then_some(())?;
    let cost = i.small()?;
    i.tag("or more").then_some(cost)
}

/// "[Basic|Evolution|Stage 1|Stage 2] [<owner>'s] [Tera|Ancient|Future|Mega Evolution] [type]
/// Pokémon [ex|VMAX]", where it says something the older words do not: a Stage 1 or Stage 2, an
/// owner, a tag, "ex" or an Evolution Pokémon of a type ("Evolution Metal Pokémon"). One kind at most; "Mega Evolution Pokémon ex" are all ex.
fn modern(i: &mut Input) -> Option<PokemonCards> {
    let stage = i.pick(&[
        ("basic", PokemonKind::Basic),
        ("evolution", PokemonKind::Evolution),
        ("stage 1", PokemonKind::Stage1),
        ("stage 2", PokemonKind::Stage2),
    ]);
    let owner = i.attempt(owner);
    let tag = i.pick(&[
        ("tera", PokemonKind::Tera),
        ("ancient", PokemonKind::Ancient),
        ("future", PokemonKind::Future),
        ("mega evolution", PokemonKind::Mega),
    ]);
    let of_type = i.attempt(energy_type);
    i.tag("pokémon").then_some(())?;
    // "Pokémon VMAX" is a kind of its own, after the word as printed.
    let vmax = i.tag("vmax").then_some(PokemonKind::Vmax);
    let ex = vmax.is_none() && i.tag("ex");
    let new = owner.is_some()
        || tag.is_some()
        || ex
        || vmax.is_some()
        || matches!(stage, Some(PokemonKind::Stage1 | PokemonKind::Stage2))
        || (stage == Some(PokemonKind::Evolution) && of_type.is_some());
    new.then_some(())?;
    let ex = (ex && tag != Some(PokemonKind::Mega)).then_some(PokemonKind::Ex);
    let mut kinds = [stage, tag, ex, vmax].into_iter().flatten();
    let kind = kinds.next();
    kinds.next().is_none().then_some(PokemonCards {
        of_type,
        kind,
        name_has: owner,
    })
}

/// A Pokémon's owner, a word of its name: "Team Rocket's", "Hop's", "N's".
fn owner(i: &mut Input) -> Option<Name> {
    if i.tag("team rocket's") {
        return Name::new("team rocket's");
    }
    let word = i.word()?;
    let owner = word.strip_suffix("'s")?;
    // Not a player's nor a Pokémon's.
    (!owner.is_empty() && !["opponent", "player", "pokémon", "your"].contains(&owner))
        .then_some(())?;
    Name::new(word)
}
