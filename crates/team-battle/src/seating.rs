//! Who sits where (TB-1): four seats clockwise A1, B1, A2, B2, teammates diagonal, each player
//! facing an opponent across the table; and the rest of Team Battle's table for the engine.

use altplay_core::{Seat, Team};
use altplay_tcg::game::Rules;

/// Team Battle's table ([`Rules::team_battle`]): seats 0 to 3 are A1, B1, A2, B2.
pub const RULES: Rules = Rules::team_battle();

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
    RULES
        .partner_of(seat)
        .expect("every seat of Team Battle has a teammate")
}
