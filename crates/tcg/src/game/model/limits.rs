//! The fixed sizes of the state: engine limits, far above what real games reach.

/// The most seats a table holds (Team Battle's four, Raid Format's five players).
pub const MAX_SEATS: usize = 5;

/// The most Pokémon on a Bench any card allows.
pub const MAX_BENCH: usize = 8;

/// The most Energy cards one Pokémon holds: an engine limit, far above real games.
pub const MAX_ENERGY: usize = 24;

/// A deck's size (TCG-2), the most cards any one zone holds.
pub const DECK: usize = 60;

/// The most cards a discard pile or Lost Zone holds: a deck's cards and one more. A Raid Format
/// player's Stadium is lent to the other players' boards as the boss's (RF-9); replaced there, it
/// goes to the boss's pile for a moment, on its way back to its owner's, and the boss's pile may
/// hold its whole deck then.
pub const PILE: usize = DECK + 1;

/// The most Pokémon Tool cards a Pokémon in play holds (one, or more when its text allows:
/// "This Pokémon may have up to 2 Pokémon Tool cards attached to it", "… up to 4 Pokémon
/// Tools …"), within `InPlay::tools`.
pub const MAX_TOOLS: usize = 4;

/// The most texts waiting to resolve at once.
pub const MAX_SET_OFFS: usize = 8;
