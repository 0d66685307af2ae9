//! The formats of play a printing is legal in (TCG-18): the card pools, as the data set's
//! `legalities` marks each printing.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A format of play, which is a card pool (TCG-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pool {
    Standard,
    Expanded,
    Unlimited,
}

impl Pool {
    pub const ALL: [Pool; 3] = [Pool::Standard, Pool::Expanded, Pool::Unlimited];

    /// Its name as written on the command line and in requests: `standard`.
    pub fn name(self) -> &'static str {
        match self {
            Pool::Standard => "standard",
            Pool::Expanded => "expanded",
            Pool::Unlimited => "unlimited",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Pool {
    type Err = String;

    fn from_str(s: &str) -> Result<Pool, String> {
        Pool::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                format!(
                    "TCG-18: no card pool {s:?}: the pools are standard, expanded and unlimited"
                )
            })
    }
}

/// The pools a printing is Legal in. A printing marked Banned in a pool, or not marked for
/// it, is outside that pool.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Legality(u8);

impl Legality {
    /// Whether the printing is Legal in `pool`.
    pub fn allows(self, pool: Pool) -> bool {
        self.0 & pool.bit() != 0
    }
}

/// The data set's `legalities` object: a mark per pool, `Legal` or `Banned`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Marks {
    standard: Option<Mark>,
    expanded: Option<Mark>,
    unlimited: Option<Mark>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
enum Mark {
    Legal,
    Banned,
}

impl Marks {
    pub(super) fn legality(&self) -> Legality {
        let marked = [
            (Pool::Standard, self.standard),
            (Pool::Expanded, self.expanded),
            (Pool::Unlimited, self.unlimited),
        ];
        let legal = marked.iter().filter(|(_, mark)| *mark == Some(Mark::Legal));
        Legality(legal.fold(0, |bits, (pool, _)| bits | pool.bit()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tcg_18_a_pool_is_named_in_any_case_and_an_unknown_one_is_refused_naming_the_rule() {
        assert_eq!("Standard".parse::<Pool>(), Ok(Pool::Standard));
        assert_eq!(" expanded".parse::<Pool>(), Ok(Pool::Expanded));
        let refused = "modern".parse::<Pool>().unwrap_err();
        assert!(
            refused.starts_with("TCG-18") && refused.contains("\"modern\""),
            "{refused}"
        );
    }

    #[test]
    fn tcg_18_only_a_legal_mark_puts_a_printing_in_a_pool() {
        let marks: Marks =
            serde_json::from_str(r#"{"unlimited": "Legal", "expanded": "Banned"}"#).unwrap();
        let legality = marks.legality();
        assert!(legality.allows(Pool::Unlimited));
        assert!(!legality.allows(Pool::Expanded), "banned");
        assert!(!legality.allows(Pool::Standard), "not marked");
        assert!(serde_json::from_str::<Marks>(r#"{"standard": "Maybe"}"#).is_err());
    }
}
