//! The cards a table can use: the built-in roster, then whatever the user imported.

use std::io;
use std::path::Path;

use crate::index::{CardIndex, LookupError, unknown};
use crate::model::Card;
use crate::roster;
use crate::store::StoreError;

/// Two layers of cards. Lookups consult the roster first, so the project's own numbers win over
/// an imported card of the same name; imported cards fill in everything else.
#[derive(Debug, Clone, PartialEq)]
pub struct Catalog {
    pub roster: CardIndex,
    pub imported: Option<CardIndex>,
}

impl Catalog {
    /// The built-in roster with `imported` under it.
    pub fn with_builtin_roster(imported: Option<CardIndex>) -> Self {
        Self {
            roster: roster::builtin().clone(),
            imported,
        }
    }

    /// The built-in roster and the import store at `store`, if one has been saved there.
    pub fn open(store: &Path) -> Result<Self, StoreError> {
        let imported = match CardIndex::load(store) {
            Ok(index) => Some(index),
            Err(StoreError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => None,
            Err(e) => return Err(e),
        };
        Ok(Self::with_builtin_roster(imported))
    }

    /// The layers in lookup order.
    /// The built-in roster, then the cards imported into `store` (or the user's default store).
    /// Without a store, or without a home folder to find the default one in, only the roster.
    pub fn open_user(store: Option<&Path>) -> Result<Self, StoreError> {
        let path = match store.map_or_else(crate::store::default_path, |p| Ok(p.to_path_buf())) {
            Ok(path) => path,
            Err(StoreError::NoHome) => return Ok(Self::with_builtin_roster(None)),
            Err(e) => return Err(e),
        };
        Self::open(&path)
    }

    pub fn layers(&self) -> impl Iterator<Item = &CardIndex> {
        std::iter::once(&self.roster).chain(self.imported.as_ref())
    }

    /// The card a query means: in the roster by id, then by name; then the same in the imported
    /// cards. Unknown queries get the closest names from both layers.
    pub fn find(&self, query: &str) -> Result<&Card, LookupError> {
        self.layers()
            .find_map(|index| index.lookup(query))
            .ok_or_else(|| unknown(query, self.layers()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::card;

    fn catalog() -> Catalog {
        Catalog {
            roster: CardIndex::new(vec![card("roster-pikachu", "Pikachu")]),
            imported: Some(CardIndex::new(vec![
                card("base1-58", "Pikachu"),
                card("base1-14", "Raichu"),
            ])),
        }
    }

    #[test]
    fn roster_comes_first_then_imported() {
        let c = catalog();
        assert_eq!(c.find("pikachu").unwrap().id, "roster-pikachu");
        assert_eq!(c.find("base1-58").unwrap().id, "base1-58");
        assert_eq!(c.find("Raichu").unwrap().id, "base1-14");
    }

    #[test]
    fn suggestions_come_from_both_layers_once() {
        let err = catalog().find("Pikachuu").unwrap_err();
        let LookupError::Unknown { suggestions, .. } = err;
        assert_eq!(suggestions, ["Pikachu", "Raichu"]);
    }

    #[test]
    fn open_without_a_store_has_only_the_roster() {
        let dir = tempfile::tempdir().unwrap();
        let c = Catalog::open(&dir.path().join("cards.json")).unwrap();
        assert!(c.imported.is_none());
        assert_eq!(c.layers().count(), 1);
        assert!(!c.roster.is_empty());
    }
}
