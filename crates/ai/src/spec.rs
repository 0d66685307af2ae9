//! Policy spec strings, as the command line takes them: `random`, `greedy`, `mcts`,
//! `mcts:iters=2000`, `ismcts:ms=500`, `mcts:iters=2000,c=1.4`, `mcts:iters=500,reuse=false`.

use std::str::FromStr;
use std::time::Duration;

use crate::budget::{Budget, SearchConfig};

/// A parsed policy spec. `Greedy` is each format's own one-move heuristic.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PolicySpec {
    Random,
    Greedy,
    Mcts(SearchConfig),
    IsMcts(SearchConfig),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    #[error(
        "unknown policy {0:?}; expected random, greedy, mcts or ismcts (e.g. ismcts:iters=2000)"
    )]
    UnknownPolicy(String),
    #[error("{policy} takes no parameters, got {params:?}")]
    NoParameters { policy: String, params: String },
    #[error("unknown parameter {0:?}; expected iters=N, ms=N, c=X or reuse=true|false")]
    UnknownParameter(String),
    #[error("parameter {0:?} is not key=value")]
    NotKeyValue(String),
    #[error("bad value {value:?} for {key}: {reason}")]
    BadValue {
        key: String,
        value: String,
        reason: String,
    },
    #[error("give either iters= or ms=, not both")]
    TwoBudgets,
}

impl PolicySpec {
    /// The spec in words for a report: "random", "greedy", "mcts 2000 iterations",
    /// "ismcts 500 ms".
    pub fn name(self) -> String {
        let budget = |b: Budget| match b {
            Budget::Iterations(n) => format!("{n} iterations"),
            Budget::Time(t) => format!("{} ms", t.as_millis()),
        };
        match self {
            PolicySpec::Random => "random".to_string(),
            PolicySpec::Greedy => "greedy".to_string(),
            PolicySpec::Mcts(c) => format!("mcts {}", budget(c.budget)),
            PolicySpec::IsMcts(c) => format!("ismcts {}", budget(c.budget)),
        }
    }
}

impl FromStr for PolicySpec {
    type Err = SpecError;

    fn from_str(text: &str) -> Result<Self, SpecError> {
        let (name, params) = match text.trim().split_once(':') {
            Some((name, params)) => (name.trim(), Some(params)),
            None => (text.trim(), None),
        };
        let search = match name.to_ascii_lowercase().as_str() {
            "mcts" => PolicySpec::Mcts,
            "ismcts" | "is-mcts" => PolicySpec::IsMcts,
            simple @ ("random" | "greedy") => {
                if let Some(params) = params.filter(|p| !p.trim().is_empty()) {
                    return Err(SpecError::NoParameters {
                        policy: simple.to_string(),
                        params: params.to_string(),
                    });
                }
                return Ok(if simple == "random" {
                    PolicySpec::Random
                } else {
                    PolicySpec::Greedy
                });
            }
            _ => return Err(SpecError::UnknownPolicy(name.to_string())),
        };
        Ok(search(parse_search(params.unwrap_or(""))?))
    }
}

/// A cap on the effort one AI move may take: what a server allows anyone who makes a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EffortCap {
    pub max_ms: u64,
    pub max_iterations: u32,
}

/// A search budget over an [`EffortCap`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OverCap {
    #[error("iters={asked} is over this server's cap of {cap} iterations a move")]
    Iterations { asked: u32, cap: u32 },
    #[error("ms={asked} is over this server's cap of {cap} ms a move")]
    Time { asked: u128, cap: u64 },
}

impl PolicySpec {
    /// The search settings, for the players that search.
    pub fn search(&self) -> Option<SearchConfig> {
        match self {
            PolicySpec::Mcts(config) | PolicySpec::IsMcts(config) => Some(*config),
            PolicySpec::Random | PolicySpec::Greedy => None,
        }
    }

    /// Refuses a search whose budget is over `cap`.
    pub fn check_cap(&self, cap: EffortCap) -> Result<(), OverCap> {
        match self.search().map(|c| c.budget) {
            Some(Budget::Iterations(n)) if n > cap.max_iterations => Err(OverCap::Iterations {
                asked: n,
                cap: cap.max_iterations,
            }),
            Some(Budget::Time(t)) if t.as_millis() > u128::from(cap.max_ms) => Err(OverCap::Time {
                asked: t.as_millis(),
                cap: cap.max_ms,
            }),
            _ => Ok(()),
        }
    }
}

fn parse_search(params: &str) -> Result<SearchConfig, SpecError> {
    let mut config = SearchConfig::default();
    let mut budget_given = false;
    for param in params.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = param
            .split_once('=')
            .ok_or_else(|| SpecError::NotKeyValue(param.to_string()))?;
        let (key, value) = (key.trim(), value.trim());
        let bad = |reason: &str| SpecError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            reason: reason.to_string(),
        };
        match key {
            "iters" | "ms" => {
                if budget_given {
                    return Err(SpecError::TwoBudgets);
                }
                budget_given = true;
                let n: u32 = value
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| bad("expected a whole number of at least 1"))?;
                config.budget = if key == "iters" {
                    Budget::Iterations(n)
                } else {
                    Budget::Time(Duration::from_millis(u64::from(n)))
                };
            }
            "c" => {
                config.exploration = value
                    .parse()
                    .ok()
                    .filter(|c: &f64| c.is_finite() && *c >= 0.0)
                    .ok_or_else(|| bad("expected a number of at least 0"))?;
            }
            "reuse" => {
                config.reuse = value.parse().map_err(|_| bad("expected true or false"))?;
            }
            _ => return Err(SpecError::UnknownParameter(key.to_string())),
        }
    }
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<PolicySpec, SpecError> {
        s.parse()
    }

    #[test]
    fn parses_every_form() {
        assert_eq!(parse("random"), Ok(PolicySpec::Random));
        assert_eq!(parse("greedy"), Ok(PolicySpec::Greedy));
        assert_eq!(parse("mcts"), Ok(PolicySpec::Mcts(SearchConfig::default())));
        let PolicySpec::Mcts(c) = parse("mcts:iters=2000,c=1.4").unwrap() else {
            panic!()
        };
        assert_eq!(c.budget, Budget::Iterations(2000));
        assert_eq!(c.exploration, 1.4);
        let PolicySpec::IsMcts(c) = parse("ismcts:ms=500").unwrap() else {
            panic!()
        };
        assert_eq!(c.budget, Budget::Time(Duration::from_millis(500)));
    }

    #[test]
    fn a_budget_over_the_cap_is_refused_and_one_within_it_taken() {
        let cap = EffortCap {
            max_ms: 5000,
            max_iterations: 100_000,
        };
        for within in [
            "random",
            "greedy",
            "ismcts:iters=100000",
            "mcts:ms=5000",
            "ismcts",
        ] {
            assert_eq!(parse(within).unwrap().check_cap(cap), Ok(()), "{within}");
        }
        assert_eq!(
            parse("ismcts:ms=4294967295")
                .unwrap()
                .check_cap(cap)
                .unwrap_err()
                .to_string(),
            "ms=4294967295 is over this server's cap of 5000 ms a move"
        );
        assert_eq!(
            parse("mcts:iters=100001").unwrap().check_cap(cap),
            Err(OverCap::Iterations {
                asked: 100_001,
                cap: 100_000
            })
        );
    }

    #[test]
    fn errors_are_clear() {
        assert_eq!(
            parse("alphazero").unwrap_err().to_string(),
            "unknown policy \"alphazero\"; expected random, greedy, mcts or ismcts (e.g. ismcts:iters=2000)"
        );
        assert!(
            matches!(parse("mcts:depth=3"), Err(SpecError::UnknownParameter(k)) if k == "depth")
        );
        assert!(matches!(
            parse("mcts:iters=0"),
            Err(SpecError::BadValue { .. })
        ));
        assert!(matches!(
            parse("mcts:iters"),
            Err(SpecError::NotKeyValue(_))
        ));
        assert_eq!(parse("mcts:iters=5,ms=5"), Err(SpecError::TwoBudgets));
        assert!(matches!(
            parse("random:iters=5"),
            Err(SpecError::NoParameters { .. })
        ));
    }
}
