//! The Pokémon card model the formats need, printed-damage parsing, attack-text effects, the
//! pokemon-tcg-data loader and the built-in roster.

pub mod damage;
pub mod effect;
pub mod model;

pub use damage::{BadDamage, DamageSuffix, PrintedDamage};
pub use effect::{AttackEffect, classify};
pub use model::{Attack, Card, CardClass, Modifier};
