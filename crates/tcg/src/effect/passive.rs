//! Passive effects: what holds while a card is in play or attached, and what a trigger sets
//! off (an ability's lasting effect, a Special Energy's provided Energy, a Trainer card played
//! as a Pokémon or lending its attacks).

use serde::{Deserialize, Serialize};

use super::{
    CardFilter, Condition, Effect, EnergyType, Lasting, Name, PokemonKind, Provided, Trigger,
};

/// What holds, or waits for a trigger, while its card is in play.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Passive {
    /// Effects that hold as long as a condition does ("As long as this Pokémon is on your
    /// Bench, …").
    While {
        condition: Condition,
        then: Vec<Effect>,
    },
    /// Effects done when something happens (an ability's or a Pokémon Tool's trigger).
    When { trigger: Trigger, then: Vec<Effect> },
    /// What a Special Energy card provides while attached: `count` units of `energy`.
    Provides { energy: Provided, count: u8 },
    /// The Pokémon this Trainer card is attached to may use the attacks printed on the card
    /// (a Technical Machine: "That Pokémon may use this card's attack instead of its own").
    HolderUsesItsAttacks,
    /// This Pokémon may use the attacks of its owner's other Pokémon in play whose card passes
    /// any of these filters, paying their costs ("Bellossom can use the attacks of all Oddish,
    /// Gloom, … or other Bellossom you have in play as its own", "… always has a copy of every
    /// attack your Psychic Pokémon in play have").
    UsesAttacksOf(Vec<CardFilter>),
    /// This Trainer card is played from the hand as a Basic Pokémon, of `of_type` when the
    /// text names one ("Play this card as if it were a Colorless Basic Pokémon", "While in
    /// play, this card counts as a Colorless Pokémon"); in the deck, the hand and the discard
    /// pile it stays a Trainer card. Its HP is `hp` where the text prints it ("as if it were a
    /// 60-HP Basic Colorless Pokémon"), else the card's.
    PlayAsBasic {
        of_type: Option<EnergyType>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hp: Option<u16>,
    },
    /// Knocking Out this Trainer card played as a Pokémon takes no Prize card ("If this card is
    /// Knocked Out, it doesn't count as a Knocked Out Pokémon").
    NoPrizeWhenKnockedOut,
    /// Something that holds while the card is in play, with no end (an ability's passive
    /// effect: "This Pokémon takes 20 less damage from attacks").
    Always(Lasting),
    /// The passive effect of the same text applies once however many copies of its ability
    /// are in play ("You can't apply more than 1 Strong Cheer Ability at a time").
    OneAtATime,
    /// The Pokémon this Tool is attached to, when of the kind named, may use the abilities
    /// printed on the card ("The Pokémon V this card is attached to can use the VSTAR Power on
    /// this card").
    HolderUsesItsAbilities(Option<PokemonKind>),
    /// The passive effects of this Special Energy apply once to a Pokémon however many copies
    /// of it are attached there ("This effect can't be applied more than once at a time to the
    /// same Pokémon.").
    OnceOnEachPokemon,
    /// This card, in its owner's discard pile, can't be put into their hand or deck by any
    /// effect ("This card can't be put into your hand or deck from the discard pile.").
    StaysInDiscardPile,
    /// This card comes into play only the one way named, never from the hand to evolve or
    /// onto the Bench, nor by another effect (Snorlax Doll, Palafin ex).
    IntoPlayOnly(IntoPlay),
    /// This Special Energy, discarded by an effect of an attack its holder uses, is attached
    /// from its owner's discard pile to that Pokémon after attacking (Boomerang Energy).
    BackAfterHoldersAttack,
    /// This Special Energy can be attached only to a Pokémon whose card passes the filter, and
    /// is discarded when it is attached to any other ("This card can only be attached to a Team
    /// Rocket's Pokémon. If this card is attached to anything other than a Team Rocket's
    /// Pokémon, discard this card.").
    AttachedOnlyTo(CardFilter),
}

/// The one way a card comes into play, when its text allows no other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IntoPlay {
    /// Put down as the players set up to play ("If this card is in your hand when you are
    /// setting up to play, you may put it face down … (You can do this only when you are
    /// setting up to play.)").
    AtSetUp,
    /// By the effect of the ability of this name, on another card ("Put this Pokémon into play
    /// only with the effect of Palafin's Zero to Hero Ability.").
    ByAbility(Name),
}
