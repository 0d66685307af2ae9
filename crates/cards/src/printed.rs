//! Cards as printed, every supertype of the pokemon-tcg-data set, carrying no format's rules:
//! the model ([`PrintedCard`]), reading one JSON record (`record`), loading a whole data set
//! into a [`PrintedIndex`] (`load`) and the set codes decklists write ([`SetCodes`], `sets`).
//! The formats' own [`crate::Card`] stays beside it.

mod basic_energy;
mod energy;
mod energy_type;
mod legality;
mod load;
mod pokemon;
mod pool;
mod record;
mod set_list;
mod sets;
mod trainer;

use serde::Serialize;

pub use basic_energy::basic_type;
pub use energy::Energy;
pub use energy_type::EnergyType;
pub use legality::{Legality, Pool};
pub use load::{LoadError, load_cards};
pub(crate) use load::{from_value, read_records};
pub use pokemon::{
    Ability, AbilityKind, Attack, Pokemon, RuleBox, Stage, TypeModifier, prize_value,
};
pub use set_list::{SetInfo, SetList};
pub use sets::SetCodes;
pub use trainer::{Trainer, TrainerKind};

use crate::index::{CardIndex, Indexed};

/// The full data set by id and by name (set release order: a name gives its earliest printing).
pub type PrintedIndex = CardIndex<PrintedCard>;

/// A card as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PrintedCard {
    /// `swsh1-15`: unique in the data set.
    pub id: String,
    pub name: String,
    /// The set's id (`swsh1`), the name of the file the card is in.
    pub set: String,
    /// The collector number as printed: "15", "TG22", "SWSH139".
    pub number: String,
    /// Every subtype as the data lists it: stages, rule boxes, kinds and marks ("ACE SPEC",
    /// "Rapid Strike", "Tera" …). The typed fields below are read from these.
    pub subtypes: Vec<String>,
    /// The card's rules text, one line each: a Trainer's or Special Energy's text, a rule box's
    /// rule, a Baby's or a Tera's rule.
    pub rules: Vec<String>,
    /// "D" … "I" on cards from Sword & Shield on.
    pub regulation_mark: Option<String>,
    /// "Common", "Double Rare" …, as the data writes it: the slot of a booster pack it is drawn
    /// in (`packs`). Not how the card plays, so not part of the digest a table keeps.
    #[serde(skip)]
    pub rarity: Option<String>,
    /// The card pools this printing is Legal in (TCG-18). Not how the card plays, so not part
    /// of the digest a table keeps of its cards.
    #[serde(skip)]
    pub legality: Legality,
    /// What the supertype adds.
    pub kind: CardKind,
}

/// A card's supertype with what it adds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum CardKind {
    Pokemon(Pokemon),
    Trainer(Trainer),
    Energy(Energy),
}

/// The three supertypes (TCG-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum Supertype {
    #[serde(rename = "Pokémon")]
    Pokemon,
    Trainer,
    Energy,
}

impl PrintedCard {
    /// Pokémon, Trainer or Energy.
    pub fn supertype(&self) -> Supertype {
        match self.kind {
            CardKind::Pokemon(_) => Supertype::Pokemon,
            CardKind::Trainer(_) => Supertype::Trainer,
            CardKind::Energy(_) => Supertype::Energy,
        }
    }

    /// The Pokémon part, on a Pokémon card.
    pub fn pokemon(&self) -> Option<&Pokemon> {
        match &self.kind {
            CardKind::Pokemon(p) => Some(p),
            _ => None,
        }
    }

    /// The Trainer part, on a Trainer card.
    pub fn trainer(&self) -> Option<&Trainer> {
        match &self.kind {
            CardKind::Trainer(t) => Some(t),
            _ => None,
        }
    }

    /// The Energy part, on an Energy card.
    pub fn energy(&self) -> Option<&Energy> {
        match &self.kind {
            CardKind::Energy(e) => Some(e),
            _ => None,
        }
    }

    /// Whether the data lists this subtype ("ACE SPEC", "Prism Star" …), exactly.
    pub fn has_subtype(&self, subtype: &str) -> bool {
        self.subtypes.iter().any(|s| s == subtype)
    }

    /// A Basic Pokémon (Basic or Baby stage).
    pub fn is_basic_pokemon(&self) -> bool {
        self.pokemon().is_some_and(|p| p.stage.is_basic())
    }

    /// A basic Energy card (TCG-2 does not limit their copies).
    pub fn is_basic_energy(&self) -> bool {
        matches!(self.kind, CardKind::Energy(Energy::Basic(_)))
    }
}

impl Indexed for PrintedCard {
    fn id(&self) -> &str {
        &self.id
    }

    fn name(&self) -> &str {
        &self.name
    }
}
