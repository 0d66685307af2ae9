//! The Pokémon card model the formats need, printed-damage parsing, attack-text effects, the
//! pokemon-tcg-data loader, the built-in roster, and lookups over both.

pub mod catalog;
pub mod damage;
pub mod effect;
pub mod index;
pub mod model;
pub mod modifier;
pub mod names;
pub mod roster;
pub mod store;
pub mod tcg_data;

pub use catalog::Catalog;
pub use damage::{BadDamage, DamageSuffix, PrintedDamage};
pub use effect::{AttackEffect, classify};
pub use index::{CardIndex, LookupError};
pub use model::{Attack, Card, CardClass, ENERGY_TYPES, Modifier};
pub use modifier::{BadModifier, ModifierValue};
pub use store::StoreError;
pub use tcg_data::{ImportError, ImportReport, import};
