//! The card filter: which cards a text names ("up to 2 Basic Pokémon", "a Trainer card",
//! "basic Energy cards", "a card with Unown in its name", "Basic Water Pokémon (excluding
//! Pokémon-ex)", "Evolution Pokémon that don't have a Rule Box", "Basic Pokémon with 70 HP or
//! less"), read by every family that moves or counts cards.

use super::condition::kind_noun;
use super::energy::{energy_noun, energy_type};
use super::pokemon::is_not;
use super::pokemon_cards::{narrowed, pokemon_cards};
use super::proper_name::name;
use crate::effect::{CardFilter, CardTag, EnergyFilter, Name, PokemonCards, PokemonKind, Types};
use crate::text::input::Input;

/// The kind of card a search looks for, with the kind of Pokémon it leaves out ("a Basic
/// Pokémon (excluding Pokémon-ex)", "a Basic Pokémon or Evolution card (excluding
/// Pokémon-ex)"), or "different types of" a kind, "… of different types" (each card of a type
/// not found before).
pub(super) fn filter(i: &mut Input) -> Option<CardFilter> {
    if i.tag("different types of") {
        return of_new_type(filter(i)?);
    }
    let base = base_filter(i)?;
    if i.tag("of different types") {
        return of_new_type(base);
    }
    let Some(kind) = i.attempt(|i| {
        i.tag("(excluding").then_some(())?;
        let kind = kind_noun(i)?;
        i.tag(")").then_some(kind)
    }) else {
        return Some(i.attempt(|i| modern_bounds(i, base)).unwrap_or(base));
    };
    match base {
        CardFilter::Pokemon => Some(CardFilter::PokemonNot(kind)),
        CardFilter::BasicPokemon => Some(CardFilter::BasicPokemonNot(kind)),
        CardFilter::PokemonOf(t) => Some(CardFilter::PokemonOfNot(t, kind)),
        _ => None,
    }
}

/// A kind of card, each of a type none of the cards found before has.
fn of_new_type(kind: CardFilter) -> Option<CardFilter> {
    match kind {
        CardFilter::Energy(EnergyFilter::Basic) => Some(CardFilter::BasicEnergyOfNewType),
        CardFilter::BasicPokemon => Some(CardFilter::BasicPokemonOfNewType(None)),
        CardFilter::BasicPokemonNot(kind) => Some(CardFilter::BasicPokemonOfNewType(Some(kind))),
        _ => None,
    }
}

/// What the Scarlet & Violet words put after a kind of Pokémon: "that don't have a Rule Box",
/// "with 70 HP or less" (after Basic Pokémon, or Pokémon of a type), "with the same name as 1
/// of your opponent's Pokémon in play".
fn modern_bounds(i: &mut Input, base: CardFilter) -> Option<CardFilter> {
    if base == CardFilter::Pokemon
        && i.tag("with the same name as 1 of your opponent's pokémon in play")
    {
        return Some(CardFilter::PokemonNamedAsOpponents);
    }
    if i.any(&["that don't have a rule box", "that doesn't have a rule box"]) {
        let kind = PokemonKind::RuleBox;
        return match base {
            CardFilter::Pokemon => Some(CardFilter::PokemonNot(kind)),
            CardFilter::BasicPokemon => Some(CardFilter::BasicPokemonNot(kind)),
            CardFilter::EvolutionPokemon => Some(CardFilter::EvolutionPokemonNot(kind)),
            // "Colorless Pokémon that don't have a Rule Box" (Lugia VSTAR).
            CardFilter::PokemonOf(t) => Some(CardFilter::PokemonOfNot(t, kind)),
            _ => None,
        };
    }
    i.tag("with").then_some(())?;
    let hp = i.number()?;
    i.tag("hp or less").then_some(())?;
    match base {
        CardFilter::BasicPokemon => Some(CardFilter::BasicPokemonHpAtMost(hp)),
        CardFilter::PokemonOf(t) => Some(CardFilter::PokemonOfHpAtMost(t, hp)),
        _ => None,
    }
}

/// A kind of card, as [`filter`] reads it before any exclusion.
fn base_filter(i: &mut Input) -> Option<CardFilter> {
    if let Some(both) = i.attempt(combination) {
        return Some(both);
    }
    if let Some(either) = i.attempt(pokemon_or_energy) {
        return Some(either);
    }
    if let Some(tagged) = i.attempt(tagged) {
        return Some(tagged);
    }
    if let Some(narrowed) = i.attempt(narrowed) {
        return Some(narrowed);
    }
    if let Some(kind) = i.attempt(|i| {
        i.tag("pokémon").then_some(())?;
        is_not(i)
    }) {
        return Some(CardFilter::PokemonNot(kind));
    }
    if let Some(named) = i.attempt(trainer_named) {
        return Some(named);
    }
    if let Some(named) = i.attempt(named) {
        return Some(named);
    }
    if let Some(hp) = i.attempt(|i| {
        i.tag("pokémon with").then_some(())?;
        let hp = i.number()?;
        i.tag("hp or less").then_some(hp)
    }) {
        return Some(CardFilter::PokemonHpAtMost(hp));
    }
    if let Some(resisting) = i.attempt(|i| {
        i.tag("pokémon with").then_some(())?;
        let of_type = energy_type(i)?;
        i.tag("resistance").then_some(of_type)
    }) {
        return Some(CardFilter::PokemonResisting(resisting));
    }
    if let Some(types) = i.attempt(basic_of_types) {
        return Some(CardFilter::BasicPokemonOf(types));
    }
    if let Some(kind) = i.pick(&[
        // In the older eras' words, every Pokémon card.
        (
            "basic pokémon, evolution card, or energy card",
            CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards::default(),
                energy: EnergyFilter::Any,
            },
        ),
        // Baby Pokémon are Basic Pokémon.
        (
            "baby pokémon, basic pokémon, evolution, and/or basic energy cards",
            CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards::default(),
                energy: EnergyFilter::Basic,
            },
        ),
        ("basic pokémon or evolution cards", CardFilter::Pokemon),
        ("basic pokémon and evolution cards", CardFilter::Pokemon),
        ("basic pokémon or evolution card", CardFilter::Pokemon),
        // Before "evolution card": the longer phrase first.
        (
            "evolution card that evolves from this pokémon",
            CardFilter::EvolvesFromThis,
        ),
        ("pokémon tool cards", CardFilter::Tool),
        ("pokémon tool card", CardFilter::Tool),
        // "a Basic Pokémon named Krabby" on Krabby.
        (
            "basic pokémon named this pokémon",
            CardFilter::SameNameAsThis,
        ),
        ("basic pokémon cards", CardFilter::BasicPokemon),
        ("basic pokémon card", CardFilter::BasicPokemon),
        ("basic pokémon", CardFilter::BasicPokemon),
        ("pokémon cards", CardFilter::Pokemon),
        ("pokémon card", CardFilter::Pokemon),
        ("evolution pokémon", CardFilter::EvolutionPokemon),
        ("evolution cards", CardFilter::EvolutionPokemon),
        ("evolution card", CardFilter::EvolutionPokemon),
        ("pokémon", CardFilter::Pokemon),
        (
            "card that evolves from this pokémon",
            CardFilter::EvolvesFromThis,
        ),
        (
            "cards that evolve from this pokémon",
            CardFilter::EvolvesFromThis,
        ),
        ("this pokémon", CardFilter::SameNameAsThis),
        ("trainer cards", CardFilter::Trainer),
        ("trainer card", CardFilter::Trainer),
        ("supporter cards", CardFilter::Supporter),
        ("supporter card", CardFilter::Supporter),
        ("item cards", CardFilter::Item),
        ("item card", CardFilter::Item),
        ("stadium cards", CardFilter::Stadium),
        ("stadium card", CardFilter::Stadium),
        ("team plasma cards", CardFilter::TeamPlasma),
        ("team plasma card", CardFilter::TeamPlasma),
        // Baby Pokémon are Basic Pokémon.
        (
            "baby pokémon and/or basic pokémon cards",
            CardFilter::BasicPokemon,
        ),
        ("cards", CardFilter::Any),
        ("card", CardFilter::Any),
    ]) {
        return Some(kind);
    }
    if let Some(of_type) = i.attempt(|i| {
        let of_type = energy_type(i)?;
        i.tag("pokémon").then_some(of_type)
    }) {
        return Some(CardFilter::PokemonOf(of_type));
    }
    energy_noun(i)
        .map(CardFilter::Energy)
        .or_else(|| i.attempt(named_energy))
        .or_else(|| i.attempt(named_card))
}

/// Cards of a tag: "Ancient card", "Future cards", "an Ancient Supporter card".
fn tagged(i: &mut Input) -> Option<CardFilter> {
    let tag = i.pick(&[("ancient", CardTag::Ancient), ("future", CardTag::Future)])?;
    if i.any(&["supporter cards", "supporter card"]) {
        return Some(CardFilter::SupporterTagged(tag));
    }
    i.any(&["cards", "card"]).then_some(CardFilter::Tagged(tag))
}

/// Words that make a kind of card, not a name, or two names ("Baby Pokémon card", "Ultra Beast
/// card", "TAG TEAM cards", "◇ (Prism Star) cards", "an Omanyte or a Kabuto card").
const NOT_A_NAME: [&str; 7] = [
    "pokémon",
    "energy",
    "ultra beast",
    "tag team",
    "prism star",
    " or ",
    ".",
];

/// Whether words read as a name are one card's name: they begin with a letter and hold no word
/// of a kind of card nor two names.
pub(super) fn is_a_name(words: &str) -> bool {
    words.starts_with(char::is_alphabetic) && !NOT_A_NAME.iter().any(|w| words.contains(w))
}

/// A card by its name before "card(s)", whatever its kind: "up to 2 Arven's Sandwich cards",
/// "an Ethan's Adventure card" (read last: every kind of card the grammar knows comes first). A
/// name begins with a letter ("5 or more cards" is a count).
fn named_card(i: &mut Input) -> Option<CardFilter> {
    let named = name(i, &["cards", "card"]).filter(|n| is_a_name(n.as_str()))?;
    i.any(&["cards", "card"])
        .then_some(CardFilter::Named(named))
}

/// A Special Energy card by its one-word name before "Energy": "React Energy card(s)".
pub(super) fn named_energy(i: &mut Input) -> Option<CardFilter> {
    let word = i.word()?;
    i.tag("energy").then_some(())?;
    i.any(&["cards", "card"]);
    let named = name(&mut Input::new(word), &[""])?;
    Name::new(&format!("{} energy", named.as_str())).map(CardFilter::Named)
}

/// "Item cards that have the word "Ball" in their name", "a Supporter card that has "Team
/// Rocket" in its name", "Pokémon Tool cards that have "Technical Machine" in their name".
fn trainer_named(i: &mut Input) -> Option<CardFilter> {
    const ENDS: [&str; 2] = ["in their name", "in its name"];
    let kind: fn(Name) -> CardFilter = i.pick(&[
        (
            "item cards",
            CardFilter::ItemNameHas as fn(Name) -> CardFilter,
        ),
        ("item card", CardFilter::ItemNameHas),
        ("supporter cards", CardFilter::SupporterNameHas),
        ("supporter card", CardFilter::SupporterNameHas),
        ("pokémon tool cards", CardFilter::ToolNameHas),
        ("pokémon tool card", CardFilter::ToolNameHas),
    ])?;
    i.any(&[
        "that have the word",
        "that has the word",
        "that have",
        "that has",
    ])
    .then_some(())?;
    let word = name(i, &ENDS)?;
    i.any(&ENDS).then_some(kind(word))
}

/// "a card with Unown in its name", "the Trainer card named Giovanni", "an Evolution card
/// named Koga's Beedrill" (a name is one card's, whatever its kind).
fn named(i: &mut Input) -> Option<CardFilter> {
    const ENDS: [&str; 2] = ["in its name", "in their names"];
    if i.any(&["card with", "cards with"]) {
        let word = name(i, &ENDS)?;
        return i.any(&ENDS).then_some(CardFilter::NameHas(word));
    }
    i.any(&["trainer card named", "evolution card named", "card named"])
        .then_some(())?;
    // Before "and put" ("an Evolution card named Koga's Beedrill and put it …"), else one word
    // before a comma ("the Trainer card named Giovanni, show it …").
    let named = name(i, &["and put"]).or_else(|| Name::new(i.word()?))?;
    Some(CardFilter::Named(named))
}

/// "[cards] in any combination of [Water] Pokémon and [basic] [Water] Energy cards", "… of
/// Basic Pokémon with Team Aqua in its name and basic Energy cards", "… of Supporter cards and
/// Stadium cards", "… of Grass Pokémon and Stadium cards", "… of Pokémon that don't have a
/// Rule Box and Basic Energy cards", "… of Pokémon and Supporter cards, except for <this
/// card>,".
fn combination(i: &mut Input) -> Option<CardFilter> {
    i.tag("cards");
    i.tag("in any combination of").then_some(())?;
    if i.tag("supporter cards and stadium cards") {
        return Some(CardFilter::SupporterOrStadium);
    }
    if i.tag("item cards and pokémon tool cards") {
        return Some(CardFilter::ItemOrTool);
    }
    if i.tag("pokémon and supporter cards, except for this card,") {
        return Some(CardFilter::PokemonOrSupporterOtherThanThis);
    }
    if i.tag("pokémon that don't have a rule box and") {
        let energy = energy_noun(i)?;
        return Some(CardFilter::PokemonNotOrEnergy {
            not: PokemonKind::RuleBox,
            energy,
        });
    }
    let pokemon = pokemon_cards(i)?;
    i.tag("and").then_some(())?;
    if i.tag("stadium cards") {
        return Some(CardFilter::PokemonOrStadium(pokemon));
    }
    let energy = energy_noun(i)?;
    Some(CardFilter::PokemonOrEnergy { pokemon, energy })
}

/// "a Pokémon or a Basic Energy card" (Night Stretcher): either kind of card.
fn pokemon_or_energy(i: &mut Input) -> Option<CardFilter> {
    let pokemon = pokemon_cards(i)?;
    i.tag("or a").then_some(())?;
    let energy = energy_noun(i)?;
    Some(CardFilter::PokemonOrEnergy { pokemon, energy })
}

/// "Basic Water Pokémon", "Basic Water Pokémon or Basic Fighting Pokémon".
fn basic_of_types(i: &mut Input) -> Option<Types> {
    let one = |i: &mut Input| {
        i.tag("basic").then_some(())?;
        let t = energy_type(i)?;
        i.tag("pokémon").then_some(t)
    };
    let mut types = Types::of(one(i)?);
    while let Some(t) = i.attempt(|i| {
        i.tag("or").then_some(())?;
        one(i)
    }) {
        types = types.with(t);
    }
    Some(types)
}
