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
