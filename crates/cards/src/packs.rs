//! Booster packs (TB-13, Sealed): a pack of a set drawn by rarity slots from the set's own
//! cards, from a seed, so that the same seed opens the same packs on every machine. Each era's
//! slots are data (`data/sealed/packs.toml`, [`layout`]); the sets and their series are read from
//! the data set's `sets/en.json` ([`crate::printed::SetList`]); [`open`] draws them.

mod layout;
mod open;

pub use layout::{Era, PackLayouts, Slot};
pub use open::{Opened, PackError, open};
