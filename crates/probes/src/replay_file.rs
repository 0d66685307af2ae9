//! Replay files (`altplay replay FILE`): any bytes as a replay, replayed on its format's engine
//! as the CLI does. A replay that replays must then view without fault.

use std::sync::Arc;

use altplay_battle_grid::{BattleGrid, Setup};
use altplay_core::{Game, Replay, Seat};
use altplay_raid_battle::RaidBattle;
use altplay_raid_boss::{RaidBoss, builtin};

pub fn replay_file(bytes: &[u8]) -> bool {
    let Ok(replay) = serde_json::from_slice::<Replay>(bytes) else {
        return false;
    };
    match replay.format.as_str() {
        altplay_battle_grid::FORMAT => {
            let game = replay
                .config()
                .ok()
                .and_then(|config| Setup::new(config).ok())
                .map(|setup| setup.start(replay.seed, true));
            replay_on::<BattleGrid>(&replay, game, 2)
        }
        altplay_raid_battle::FORMAT => {
            let game = replay
                .config()
                .ok()
                .and_then(|config| RaidBattle::new(config, replay.seed).ok());
            replay_on(&replay, game, 4)
        }
        altplay_raid_boss::FORMAT => {
            let game = replay
                .config::<altplay_raid_boss::Config>()
                .ok()
                .and_then(|config| config.rules(builtin::library()).ok())
                .map(|rules| RaidBoss::new(Arc::new(rules), replay.seed, true));
            let seats = game.as_ref().map_or(0, |g| g.view(None).heroes.len());
            replay_on(&replay, game, seats)
        }
        _ => false,
    }
}

/// Plays the replay's actions on `game` (when its configuration made one) and views the result
/// from every seat.
fn replay_on<G: Game>(replay: &Replay, game: Option<G>, seats: usize) -> bool {
    let Some(game) = game else { return false };
    let Ok(game) = replay.play_on(game) else {
        return false;
    };
    serde_json::to_string(&game.view(None)).expect("views serialize");
    for seat in 0..seats {
        let seat = Seat(u8::try_from(seat).expect("few seats"));
        serde_json::to_string(&game.view(Some(seat))).expect("views serialize");
    }
    true
}
