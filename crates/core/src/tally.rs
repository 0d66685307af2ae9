//! What a simulation run adds up over its games.

/// What a run accumulates. `merge` must be associative and commutative (integer counters are),
/// so that the result does not depend on how games were split over threads.
pub trait Tally: Default + Send {
    fn merge(&mut self, other: Self);
}
