//! A format's data files, as `altplay check-data` sees them.

use altplay_cards::CardIndex;
use altplay_core::DataError;

/// Checks one file, given its label (path) and text, against the roster in use (a team names
/// the roster's Pokémon).
pub type DataCheck = fn(roster: &CardIndex, file: &str, text: &str) -> Result<(), DataError>;

/// A kind of data file: a file or a folder of `*.toml` files under the data folder, how to check
/// one, and the copies compiled into the binary (path, text).
#[derive(Clone, Copy)]
pub struct DataSet {
    /// Under the data folder: `bosses`, `raid-boss/heroes`, `roster.toml`.
    pub place: &'static str,
    pub check: DataCheck,
    pub embedded: fn() -> Vec<(&'static str, &'static str)>,
}
