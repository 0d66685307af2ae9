use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
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

/// What may end a search before its budget: a flag another thread sets (the move is no longer
/// wanted), and a cap on iterations (a time budget on a fast machine would otherwise grow the
/// tree without bound). The search then returns its best move so far.
#[derive(Debug, Clone)]
pub struct Halt {
    pub stop: Arc<AtomicBool>,
    pub max_iterations: u32,
}

/// Counts iterations against a budget, reading the clock and the halt flag only every few
/// iterations.
pub(crate) struct Meter {
    budget: Budget,
    start: Instant,
    halt: Option<Halt>,
    pub(crate) done: u32,
}

impl Meter {
    pub(crate) fn new(budget: Budget, halt: Option<Halt>) -> Self {
        Self {
            budget,
            start: Instant::now(),
            halt,
            done: 0,
        }
    }

    /// Whether another iteration fits; counts it if so. At least one iteration always runs.
    pub(crate) fn next(&mut self) -> bool {
        let checkpoint = self.done.is_multiple_of(16);
        let more = self.done == 0
            || (match self.budget {
                Budget::Iterations(n) => self.done < n,
                Budget::Time(limit) => !checkpoint || self.start.elapsed() < limit,
            } && self.halt.as_ref().is_none_or(|h| {
                self.done < h.max_iterations && !(checkpoint && h.stop.load(Ordering::Relaxed))
            }));
        self.done += u32::from(more);
        more
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(mut meter: Meter) -> u32 {
        while meter.next() {}
        meter.done
    }

    #[test]
    fn a_halt_caps_the_iterations_and_a_set_flag_stops_at_the_next_checkpoint() {
        let halt = |max_iterations, stopped| Halt {
            stop: Arc::new(AtomicBool::new(stopped)),
            max_iterations,
        };
        let time = Budget::Time(Duration::from_secs(3600));
        assert_eq!(count(Meter::new(Budget::Iterations(50), None)), 50);
        assert_eq!(count(Meter::new(time, Some(halt(300, false)))), 300);
        assert_eq!(
            count(Meter::new(Budget::Iterations(50), Some(halt(300, false)))),
            50
        );
        // Stopped before the start: the one iteration every search makes, up to the checkpoint.
        assert_eq!(count(Meter::new(time, Some(halt(u32::MAX, true)))), 16);
    }
}
