//! Who plays each seat: the seats people take at the terminal, as `--human` and `--auto` or
//! `--watch` give them (the AI plays the others, [`PlayTable::new`](crate::PlayTable::new)), and
//! the AI players the flags name, checked.

use std::fmt::Display;

use altplay_ai::PolicySpec;
use clap::Args;

use crate::BoxError;

/// A person at one seat, AIs at the others, or AIs everywhere: what the formats with one person
/// at the table take.
#[derive(Args)]
pub struct Seating {
    /// The seat a person plays, counted from 1 in the decks' order; AIs play the others.
    #[arg(long, value_name = "SEAT", default_value_t = 1)]
    pub human: u8,
    /// Watch AIs play every seat instead.
    #[arg(long)]
    pub watch: bool,
}

impl Seating {
    /// The person's seat, none when watching; `--human` must be a seat of the table's `seats`,
    /// which `range` says in words ("a seat from 1 to 2").
    pub fn people(&self, seats: u8, range: &str) -> Result<Vec<u8>, BoxError> {
        if !(1..=seats).contains(&self.human) {
            return Err(format!("--human: {range}, not {}", self.human).into());
        }
        Ok(if self.watch { vec![] } else { vec![self.human] })
    }
}

/// The seats `--human` gives people (from 1), seat 1 when it gives none, none with `--auto`
/// (which clap keeps apart from `--human`).
pub fn people(auto: bool, human: &[u8]) -> Vec<u8> {
    match (auto, human.is_empty()) {
        (true, _) => vec![],
        (false, true) => vec![1],
        (false, false) => human.to_vec(),
    }
}

/// Checks the AI player each flag names (`("--p1", spec)`) with `check`, before a game is
/// played: the error names the flag.
pub fn check_specs<T, E: Display>(
    flags: impl IntoIterator<Item = (&'static str, PolicySpec)>,
    check: impl Fn(PolicySpec) -> Result<T, E>,
) -> Result<(), BoxError> {
    for (flag, spec) in flags {
        check(spec).map_err(|e| format!("{flag}: {e}"))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_person_sits_where_asked_unless_the_ais_play_alone() {
        assert_eq!(people(false, &[]), [1]);
        assert_eq!(people(false, &[2, 3]), [2, 3]);
        assert!(people(true, &[]).is_empty());
        let seating = |human, watch| Seating { human, watch };
        assert_eq!(seating(2, false).people(2, "").unwrap(), [2]);
        assert!(seating(2, true).people(2, "").unwrap().is_empty());
        let err = seating(3, true)
            .people(2, "a seat from 1 to 2")
            .unwrap_err();
        assert_eq!(err.to_string(), "--human: a seat from 1 to 2, not 3");
    }

    #[test]
    fn a_refused_player_is_named_by_its_flag() {
        let no_random = |spec| match spec {
            PolicySpec::Random => Err("no random here"),
            _ => Ok(()),
        };
        let flags = [("--p1", PolicySpec::Greedy), ("--p2", PolicySpec::Random)];
        let err = check_specs(flags, no_random).unwrap_err();
        assert_eq!(err.to_string(), "--p2: no random here");
    }
}
