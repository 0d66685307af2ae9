//! What a simulation run adds up over its games.

/// What a run accumulates. `merge` must be associative and commutative (integer counters are),
/// so that the result does not depend on how games were split over threads.
pub trait Tally: Default + Send {
    fn merge(&mut self, other: Self);
}

/// A tally of integer counters: the struct, and a [`Tally`] that adds each field.
///
/// ```
/// altplay_core::counters! {
///     /// Wins and rounds.
///     pub struct Counts { wins: u64, rounds: u64 }
/// }
/// let mut a = Counts { wins: 1, rounds: 5 };
/// altplay_core::Tally::merge(&mut a, Counts { wins: 2, rounds: 7 });
/// assert_eq!((a.wins, a.rounds), (3, 12));
/// ```
#[macro_export]
macro_rules! counters {
    ($(#[$meta:meta])* $vis:vis struct $name:ident {
        $($(#[$field_meta:meta])* $field:ident: $ty:ty),* $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Debug, Default)]
        $vis struct $name {
            $($(#[$field_meta])* $field: $ty),*
        }

        impl $crate::Tally for $name {
            fn merge(&mut self, other: Self) {
                $(self.$field += other.$field;)*
            }
        }
    };
}
