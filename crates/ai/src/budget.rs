use std::time::{Duration, Instant};

/// How long a search runs: a fixed number of iterations (reproducible for a seed) or a wall-clock
/// time (as many iterations as fit, so not reproducible).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Budget {
    Iterations(u32),
    Time(Duration),
}

/// The search settings shared by MCTS and IS-MCTS.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchConfig {
    pub budget: Budget,
    /// UCT exploration constant `c` in `mean + c·sqrt(ln N / n)`.
    pub exploration: f64,
    /// Keep the subtree of the position reached after a move for the next search (MCTS only).
    pub reuse: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        Self {
            budget: Budget::Iterations(2000),
            exploration: 1.0,
            reuse: true,
        }
    }
}

/// Counts iterations against a budget, reading the clock only every few iterations.
pub(crate) struct Meter {
    budget: Budget,
    start: Instant,
    pub(crate) done: u32,
}

impl Meter {
    pub(crate) fn new(budget: Budget) -> Self {
        Self {
            budget,
            start: Instant::now(),
            done: 0,
        }
    }

    /// Whether another iteration fits; counts it if so. At least one iteration always runs.
    pub(crate) fn next(&mut self) -> bool {
        let more = self.done == 0
            || match self.budget {
                Budget::Iterations(n) => self.done < n,
                Budget::Time(limit) => {
                    !self.done.is_multiple_of(16) || self.start.elapsed() < limit
                }
            };
        self.done += u32::from(more);
        more
    }
}
