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
/// tree without bound). The search then returns its best move so far. And, where searches take
/// turns on the cores, the turns: at each checkpoint the search may wait while others run.
#[derive(Debug, Clone)]
pub struct Halt {
    pub stop: Arc<AtomicBool>,
    pub max_iterations: u32,
    pub turns: Option<Arc<dyn Turns>>,
}

/// A search's turns on the cores, when several searches share them (a table server's): asked at
/// every checkpoint, it may make the search wait while others run, and says how long it waited.
/// That time does not count against a time budget, so a search is as strong however long it
/// waited, and one of a number of iterations plays the same move.
pub trait Turns: Send + Sync + std::fmt::Debug {
    /// Waits while it is other searches' turn; returns how long.
    fn checkpoint(&self) -> Duration;
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
        // Between iterations, not before the first nor after the last: a search that just began
        // or is ending does not wait its turn.
        if more
            && checkpoint
            && self.done > 0
            && let Some(turns) = self.halt.as_ref().and_then(|h| h.turns.as_ref())
        {
            self.start += turns.checkpoint();
        }
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
            turns: None,
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

    /// Turns that make the search wait `wait` at each checkpoint, counting the checkpoints.
    #[derive(Debug)]
    struct Waiting {
        wait: Duration,
        asked: std::sync::atomic::AtomicU32,
    }

    impl Turns for Waiting {
        fn checkpoint(&self) -> Duration {
            self.asked.fetch_add(1, Ordering::Relaxed);
            std::thread::sleep(self.wait);
            self.wait
        }
    }

    #[test]
    fn time_waited_for_a_turn_does_not_count_against_a_time_budget() {
        let waiting = Arc::new(Waiting {
            wait: Duration::from_millis(50),
            asked: 0.into(),
        });
        let halt = Halt {
            stop: Arc::new(AtomicBool::new(false)),
            max_iterations: 16 * 40,
            turns: Some(waiting.clone()),
        };
        // 39 checkpoints between iterations of 50 ms waited: 1.95 s, far over the 1 s budget,
        // which counts only the time searched (microseconds here, so a loaded machine that
        // parks the thread for a while between checkpoints does not end it); the cap on
        // iterations ends it. Counting the waits would stop it near the 20th checkpoint.
        let started = Instant::now();
        let done = count(Meter::new(Budget::Time(Duration::from_secs(1)), Some(halt)));
        assert_eq!(done, 16 * 40);
        assert_eq!(waiting.asked.load(Ordering::Relaxed), 39);
        assert!(started.elapsed() >= Duration::from_millis(1950));
    }
}
