//! What the Sealed table's tests share.

use altplay_core::{Game, Policy};
use altplay_sealed::{SealedGame, SealedPlayer};
use altplay_team_battle::TeamBattle;

/// Plays `game` with an AI player at every seat (`players`, in seat order) and fails unless it
/// ends within 5,000 actions.
pub fn ai_play_to_the_end(
    game: &mut SealedGame<TeamBattle>,
    players: &mut [SealedPlayer<TeamBattle>],
) {
    let mut moves = 0;
    while let Some(seat) = game.to_move().first()
        && moves < 5_000
    {
        let action = players[seat.index()].choose(game);
        game.apply(&action).unwrap();
        moves += 1;
    }
    assert!(game.outcome().is_some(), "{moves} moves");
}
