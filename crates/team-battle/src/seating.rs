//! Who sits where (TB-1): four seats clockwise A1, B1, A2, B2, teammates diagonal, each player
//! facing an opponent across the table; and the rest of Team Battle's table for the engine.

use altplay_core::{Seat, Team};
use altplay_tcg::game::Rules;

/// Team Battle's table: seats 0 to 3 are A1, B1, A2, B2; Bench 4 and 3 Prize cards (TB-3), no
/// attack on each team's first turn (TB-5), mulligan draws after the Prize cards and cancelled
/// across (TB-4), Prize cards overflowing to the teammate (TB-7), a player with no Pokémon
/// putting in a Basic at the first chance (TB-8), a player who cannot draw removed (TB-9).
pub const RULES: Rules = Rules {
    seats: 4,
    teams: [0, 1, 0, 1, 0],
    bench_size: 4,
    prizes: 3,
    no_attack_turns: 2,
    mulligans_cancel: true,
    mulligan_draws_after_prizes: true,
    prizes_overflow: true,
    first_basic_at_once: true,
    deck_out_removes: true,
    ..Rules::TWO_PLAYERS
};

/// The seats' names, in seat order.
pub const SEAT_NAMES: [&str; 4] = ["A1", "B1", "A2", "B2"];

/// "A1" for seat 0, …, "B2" for seat 3.
pub fn seat_name(seat: Seat) -> &'static str {
    SEAT_NAMES.get(seat.index()).copied().unwrap_or("?")
}

/// 'A' for team 0 (A1, A2), 'B' for team 1 (B1, B2).
pub fn team_name(team: Team) -> char {
    if team.0 == 0 { 'A' } else { 'B' }
}

/// 'A' or 'B': the team of `seat`.
pub fn team_letter(seat: Seat) -> char {
    team_name(RULES.team_of(seat))
}

/// The teammate of `seat`: the seat diagonal to it, two along clockwise.
pub fn teammate(seat: Seat) -> Seat {
    Seat((seat.0 + 2) % 4)
}
