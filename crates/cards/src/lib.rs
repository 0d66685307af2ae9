//! The Pokémon card model the formats need, printed-damage parsing, attack-text effects, the
//! pokemon-tcg-data loader, the built-in roster, and lookups over both; beside them, every card
//! as printed (`printed`: all supertypes, no format's rules) and decks of them (`deck`: theme
//! decks, decklist files, TCG-2).

pub mod catalog;
pub mod damage;
pub mod data_set;
pub mod deck;
pub mod effect;
pub mod index;
pub mod model;
pub mod modifier;
pub mod names;
pub mod packs;
pub mod printed;
pub mod roster;
pub mod sentences;
pub mod store;
pub mod tcg_data;

pub use catalog::Catalog;
pub use damage::{BadDamage, DamageSuffix, PrintedDamage};
pub use effect::{AttackEffect, classify};
pub use index::{CardIndex, LookupError};
pub use model::{Attack, Card, CardClass, Modifier};
pub use modifier::{BadModifier, ModifierValue};
pub use store::StoreError;
pub use tcg_data::{ImportError, ImportReport, import};
