//! Cards by kind: Energy types and the filters a search, discard or attach uses.

pub use altplay_cards::printed::EnergyType;
use serde::{Deserialize, Serialize};

use super::{Name, PokemonKind, Types};

/// Which Energy an effect counts, discards, moves or finds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EnergyFilter {
    /// Any Energy.
    Any,
    /// Energy that provides this type.
    Of(EnergyType),
    /// Energy that provides any of two or more types ("Psychic or Darkness Energy").
    OfAny(Types),
    /// Basic Energy cards only.
    Basic,
    /// Basic Energy cards of this type.
    BasicOf(EnergyType),
    /// Special Energy cards only.
    Special,
    /// Special Energy cards of this name ("Spiky Energy cards").
    Named(EnergyName),
}

/// A Special Energy card a text names: a closed list (as [`NameMark`](super::NameMark) is),
/// so that an Energy filter stays small.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EnergyName {
    Spiky,
    Therapeutic,
    TeamRockets,
}

impl EnergyName {
    /// Every name, as printed.
    pub const ALL: [(&'static str, EnergyName); 3] = [
        ("Spiky Energy", EnergyName::Spiky),
        ("Therapeutic Energy", EnergyName::Therapeutic),
        ("Team Rocket's Energy", EnergyName::TeamRockets),
    ];

    /// Its name as printed.
    pub fn printed(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, name)| *name == self)
            .map_or("", |(printed, _)| printed)
    }
}

/// The Energy a Special Energy card provides while attached (TCG-15's "provides … Energy").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Provided {
    /// Energy of this type ("provides ColorlessColorless Energy").
    Type(EnergyType),
    /// Every type at once, each unit counting as whichever type a cost needs ("provides every
    /// type of Energy but provides only 1 Energy at a time").
    EveryType,
    /// Each unit of any one of these types, whichever a cost needs ("provides 2 in any
    /// combination of Psychic Energy and Darkness Energy").
    AnyOf(Types),
}

/// Which cards a search or a discard accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardFilter {
    /// Any card.
    Any,
    /// Any Pokémon card.
    Pokemon,
    /// Basic Pokémon cards.
    BasicPokemon,
    /// Evolution Pokémon cards (Stage 1, Stage 2 …).
    EvolutionPokemon,
    /// Pokémon cards of a type ("a Grass Pokémon").
    PokemonOf(EnergyType),
    /// Basic Pokémon cards of some types ("a Basic Water Pokémon or Basic Fighting Pokémon").
    BasicPokemonOf(Types),
    /// Pokémon cards not of a kind ("a Pokémon that isn't a Pokémon-GX or Pokémon-EX":
    /// `GxOrEx`).
    PokemonNot(PokemonKind),
    /// Basic Pokémon cards not of a kind ("a Basic Pokémon (excluding Pokémon-ex)": `Ex`).
    BasicPokemonNot(PokemonKind),
    /// Pokémon cards of a type not of a kind ("a Grass Pokémon (excluding Pokémon-ex)").
    PokemonOfNot(EnergyType, PokemonKind),
    /// Pokémon cards with at most this much HP ("a Pokémon with 90 HP or less").
    PokemonHpAtMost(u16),
    /// Pokémon cards with Resistance to a type ("Pokémon with Fighting Resistance").
    PokemonResisting(EnergyType),
    /// Energy cards.
    Energy(EnergyFilter),
    /// Pokémon cards (narrowed or not) and Energy cards alike ("in any combination of Water
    /// Pokémon and Water Energy cards", "… of Basic Pokémon with Team Aqua in its name and basic
    /// Energy cards").
    PokemonOrEnergy {
        pokemon: PokemonCards,
        energy: EnergyFilter,
    },
    /// Pokémon cards not of a kind and Energy cards alike ("in any combination of Pokémon that
    /// don't have a Rule Box and Basic Energy cards").
    PokemonNotOrEnergy {
        not: PokemonKind,
        energy: EnergyFilter,
    },
    /// Pokémon and Supporter cards alike, none with the name of the card whose text it is ("in
    /// any combination of Pokémon and Supporter cards, except for Team Yell's Cheer").
    PokemonOrSupporterOtherThanThis,
    /// Pokémon cards narrowed by kind or by a word of their name ("a Pokémon with Dark in its
    /// name", "a Team Plasma Pokémon", "Pokémon SP").
    PokemonWith(PokemonCards),
    /// Pokémon cards with at least this Retreat Cost ("a Pokémon with a Retreat Cost of 3 or
    /// more").
    PokemonRetreatAtLeast(u8),
    /// Cards of Team Plasma, of any supertype ("a Team Plasma card").
    TeamPlasma,
    /// Basic Energy cards of a type none of the cards the step took before has ("up to 3
    /// different types of basic Energy cards").
    BasicEnergyOfNewType,
    /// Basic Pokémon cards (not of a kind) of a type none of the cards the step took before has
    /// ("up to 3 different types of Basic Pokémon cards (excluding Baby Pokémon)").
    BasicPokemonOfNewType(Option<PokemonKind>),
    /// Trainer cards.
    Trainer,
    /// Supporter cards.
    Supporter,
    /// Item cards.
    Item,
    /// Item cards with this word in their name ("Item cards that have the word "Ball" in their
    /// name").
    ItemNameHas(Name),
    /// Pokémon Tool cards.
    Tool,
    /// Stadium cards.
    Stadium,
    /// Supporter and Stadium cards alike ("in any combination of Supporter cards and Stadium
    /// cards").
    SupporterOrStadium,
    /// A card that evolves from the Pokémon the text is on.
    EvolvesFromThis,
    /// A card with the same name as the card whose text it is ("a Basic Pokémon named <this
    /// Pokémon>", "If any <this card> is in your discard pile").
    SameNameAsThis,
    /// A Trainer card without the name of the card whose text it is ("a Trainer card (except
    /// Trainers' Mail)").
    TrainerOtherThanThis,
    /// A card that evolves from the Pokémon an earlier effect of the text picked.
    EvolvesFromThat,
    /// A card of this name ("Pawniard", "a Leon card").
    Named(Name),
    /// A card with this word in its name ("that has Alolan in its name").
    NameHas(Name),
    /// A Pokémon card with an attack of the same name as the attack whose text it is ("that
    /// has the Call for Family attack", said on a card with Call for Family).
    HasThisAttack,
    /// Basic Pokémon cards with at most this much HP ("Basic Pokémon with 70 HP or less").
    BasicPokemonHpAtMost(u16),
    /// Evolution Pokémon cards not of a kind ("Evolution Pokémon that don't have a Rule Box").
    EvolutionPokemonNot(PokemonKind),
    /// A Stage 2 card that evolves from the Pokémon an earlier effect of the text picked,
    /// skipping the Stage 1 (Rare Candy): it evolves from a Stage 1 of the table's cards that
    /// evolves from that Pokémon.
    Stage2FromThat,
    /// Pokémon cards of a type with at most this much HP ("Colorless Pokémon with 100 HP or
    /// less").
    PokemonOfHpAtMost(EnergyType, u16),
    /// A Pokémon card not named as the card whose text it is ("except any Pecharunt ex" on
    /// Pecharunt ex).
    PokemonNotNamedAsThis,
    /// Pokémon cards with the name of one of the opponent's Pokémon in play ("a Pokémon with the
    /// same name as 1 of your opponent's Pokémon in play").
    PokemonNamedAsOpponents,
    /// Pokémon cards with no Retreat Cost ("a Pokémon that has no Retreat Cost").
    PokemonNoRetreatCost,
    /// Supporter cards with these words in their name ("a Supporter card that has "Team
    /// Rocket" in its name").
    SupporterNameHas(Name),
    /// Pokémon Tool cards with these words in their name ("Pokémon Tool cards that have
    /// "Technical Machine" in their name").
    ToolNameHas(Name),
    /// Cards with this tag, of any kind ("Ancient card", "Future cards").
    Tagged(CardTag),
    /// Supporter cards with this tag ("an Ancient Supporter card").
    SupporterTagged(CardTag),
    /// Item and Pokémon Tool cards alike ("in any combination of Item cards and Pokémon Tool
    /// cards").
    ItemOrTool,
    /// ACE SPEC cards, of any kind.
    AceSpec,
    /// Pokémon cards (narrowed or not) and Stadium cards alike ("in any combination of Grass
    /// Pokémon and Stadium cards").
    PokemonOrStadium(PokemonCards),
    /// Pokémon cards of a type of a basic Energy card attached to the Pokémon the text is on
    /// ("Pokémon that are the same type as any Basic Energy attached to this Pokémon").
    PokemonOfBasicEnergyOnThis,
    /// Pokémon cards of a kind but for those with a word in their name ("any Pokémon that has
    /// an Ability …, except for Team Rocket's Pokémon").
    PokemonOfKindUnnamed { kind: PokemonKind, unnamed: Name },
    /// [`CardFilter::EvolvesFromThat`] of a kind (`is`) or not of it: "a Stage 1 Pokémon that
    /// evolves from 1 of their Basic Pokémon" (Grand Tree), "a card that has no Abilities and
    /// evolves from 1 of your Pokémon" (Salvatore).
    EvolvesFromThatKind { kind: PokemonKind, is: bool },
    /// A card of a kind that evolves from the Pokémon an earlier effect of the text evolved:
    /// TCG-7's limit on a Pokémon evolved this turn does not hold ("If that Pokémon was evolved
    /// in this way, that player may search their deck for a Stage 2 Pokémon that evolves from
    /// that Pokémon", Grand Tree).
    EvolvesFromThatAgain(PokemonKind),
    /// A Basic Pokémon card not named as the card whose text it is ("a Basic Pokémon you find
    /// there, except any Ditto" on Ditto).
    BasicPokemonNotNamedAsThis,
    /// Any card without the name of the card whose text it is ("discard 2 cards, except any
    /// Grant, from your hand").
    NotNamedAsThis,
}

/// A tag printed on Pokémon and Trainer cards alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardTag {
    Ancient,
    Future,
}

impl CardTag {
    /// The subtype the card data prints for it.
    pub fn subtype(self) -> &'static str {
        match self {
            CardTag::Ancient => "Ancient",
            CardTag::Future => "Future",
        }
    }
}

/// Which Pokémon cards a filter accepts: of a type, of a kind, with a word in their name; each
/// left out when not named.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PokemonCards {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub of_type: Option<EnergyType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<PokemonKind>,
    /// A word or words of the name ("Dark", "Team Aqua", "δ").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_has: Option<Name>,
}

/// How many cards: an exact number, up to a number, or all that match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardCount {
    /// Exactly this many (fewer only if there are not enough).
    Exactly(u8),
    /// Any number from 0 to this, as the chooser picks.
    UpTo(u8),
    /// Every matching card.
    All,
}

/// Where found cards go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    /// Into the searching player's hand.
    Hand,
    /// Onto the searching player's Bench.
    Bench,
    /// Attached to Pokémon (the chooser places them).
    Attach(super::Pokemon),
    /// Onto the Pokémon the text is on, evolving it.
    EvolveThis,
    /// Onto the Pokémon an earlier effect of the text picked, evolving it.
    EvolveThat,
    /// On top of the deck once it is shuffled, in the order the searcher likes.
    DeckTop,
    /// Onto the opponent's Bench: a card of theirs (found in their revealed hand) put into
    /// play on their side.
    OpponentsBench,
    /// Into the searching player's discard pile.
    Discard,
    /// Set apart, revealed, until later effects take them ([`super::Operation::TakeLooked`]):
    /// "reveal them, and put 1 of them into your hand. Attach the other …".
    SetApart,
    /// On the bottom of its owner's deck: a card found in a revealed hand ("you put a Pokémon
    /// you find there on the bottom of their deck").
    DeckBottom,
}

/// How a card leaves a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandPick {
    /// The hand's owner chooses.
    ByOwner,
    /// The acting player chooses, having seen the hand or not ("without looking").
    ByActing,
    /// At random.
    Random,
}
